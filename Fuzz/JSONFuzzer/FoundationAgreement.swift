import Foundation
import FuzzSupport
import NetLayer

/// Whether the runtime's value and JSONSerialization's object for one text
/// are the same JSON value.
enum FoundationAgreement {
    /// Traps, naming the place (`$.a[2]`), where they differ.
    static func compare(_ value: JSONValue, with object: Any, at place: String) {
        switch value {
        case .null:
            require(object is NSNull, "\(place): null, JSONSerialization read \(object)")
        case .bool(let flag):
            let number = object as? NSNumber
            require(
                number.map { isBoolean($0) && $0.boolValue == flag } ?? false,
                "\(place): \(flag), JSONSerialization read \(object)")
        case .number(let text):
            guard let number = object as? NSNumber, !isBoolean(number) else {
                fatalError("\(place): the number \(text), JSONSerialization read \(object)")
            }
            require(
                sameNumber(Double(text) ?? .nan, number.doubleValue),
                "\(place): the number \(text), JSONSerialization read \(number)")
        case .string(let text):
            // Bytes, not `==`, which would call canonically equivalent strings equal.
            require(
                (object as? String).map { sameText($0, text) } ?? false,
                "\(place): the string \(text.debugDescription), JSONSerialization read \(object)")
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else {
                fatalError("\(place): an array of \(elements.count), JSONSerialization read \(object)")
            }
            for (index, element) in elements.enumerated() {
                compare(element, with: array[index], at: "\(place)[\(index)]")
            }
        case .object(let members):
            // Both keep the last of repeated keys, and both compare keys as
            // Swift strings (canonical equivalence): the counts must agree.
            guard let dictionary = object as? [String: Any] else {
                fatalError("\(place): an object, JSONSerialization read \(object)")
            }
            let theirs = Dictionary(
                dictionary.map { (FoundationLeniency.withoutZeroWidthNoBreakSpaces($0.key), $0.value) },
                uniquingKeysWith: { first, _ in first })
            let keys = members.keys.map(FoundationLeniency.withoutZeroWidthNoBreakSpaces)
            // Keys that differ only by U+FEFF are one key to JSONSerialization:
            // which value it kept is not worth modelling.
            guard Set(keys).count == keys.count else { return }
            require(
                theirs.count == keys.count,
                "\(place): an object of \(keys.count) keys, JSONSerialization read \(object)")
            for (key, ours) in zip(keys, members.values) {
                guard let member = theirs[key] else {
                    fatalError("\(place): key \(key.debugDescription) missing in JSONSerialization's \(object)")
                }
                compare(ours, with: member, at: "\(place).\(key)")
            }
        }
    }

    /// The same text, byte for byte, but for U+FEFF (see `FoundationLeniency`).
    private static func sameText(_ theirs: String, _ ours: String) -> Bool {
        Array(FoundationLeniency.withoutZeroWidthNoBreakSpaces(theirs).utf8)
            == Array(FoundationLeniency.withoutZeroWidthNoBreakSpaces(ours).utf8)
    }

    /// JSONSerialization gives booleans as NSNumbers of C type `char`, numbers never.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    /// JSONSerialization reads long numbers as NSDecimalNumber, whose
    /// `doubleValue` may be off in the last bits; the grammar is what is
    /// checked, so a close value is the same number.
    private static func sameNumber(_ ours: Double, _ theirs: Double) -> Bool {
        if ours == theirs { return true }
        let scale = max(abs(ours), abs(theirs))
        return scale < 1e-300 || abs(ours - theirs) <= scale * 1e-9
    }
}
