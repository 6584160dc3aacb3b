/// A plan's typed context turned, once, into the dictionaries and arrays
/// Mustache looks names up in.
///
/// Mustache would otherwise reflect a struct with `Mirror` at every
/// `{{name}}`, scanning all its fields each time: 60 % of the time of a
/// 10,000-interface render went there. One reflection per value instead.
enum RenderValue {
    /// Mirror's display style tells the other kinds apart: casting to
    /// `[Any]` costs more than the reflection itself.
    static func convert(_ value: Any) -> Any? {
        // Most values are strings: skip the reflection for them.
        if value is String || value is Bool { return value }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { convert($0.value) }
        case .collection:
            return mirror.children.compactMap { convert($0.value) }
        case .struct, .class:
            var fields: [String: Any] = Dictionary(minimumCapacity: Int(mirror.children.count))
            for child in mirror.children {
                if let label = child.label, let converted = convert(child.value) { fields[label] = converted }
            }
            return fields
        default:
            // Strings, numbers and flags.
            return value
        }
    }
}
