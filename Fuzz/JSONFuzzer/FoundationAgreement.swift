import Foundation
import NetLayer

/// Whether the runtime's value and JSONSerialization's object for one text
/// are the same JSON value.
enum FoundationAgreement {
    /// Traps, naming the place (`$.a[2]`), where they differ.
    static func require(_ value: JSONValue, matches object: Any, at place: String) {
        switch value {
        case .null:
            precondition(object is NSNull, "\(place): null, JSONSerialization read \(object)")
        case .bool(let flag):
            let number = object as? NSNumber
            precondition(
                number.map { isBoolean($0) && $0.boolValue == flag } ?? false,
                "\(place): \(flag), JSONSerialization read \(object)")
        case .number(let text):
            guard let number = object as? NSNumber, !isBoolean(number) else {
                fatalError("\(place): the number \(text), JSONSerialization read \(object)")
            }
            precondition(
                sameNumber(Double(text) ?? .nan, number.doubleValue),
                "\(place): the number \(text), JSONSerialization read \(number)")
        case .string(let text):
            // Bytes, not `==`, which would call canonically equivalent strings equal.
            precondition(
                (object as? String).map { Array($0.utf8) == Array(text.utf8) } ?? false,
                "\(place): the string \(text.debugDescription), JSONSerialization read \(object)")
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else {
                fatalError("\(place): an array of \(elements.count), JSONSerialization read \(object)")
            }
            for (index, element) in elements.enumerated() {
                require(element, matches: array[index], at: "\(place)[\(index)]")
            }
        case .object(let members):
            // Both keep the last of repeated keys, and both compare keys as
            // Swift strings (canonical equivalence): the counts must agree.
            guard let dictionary = object as? [String: Any], dictionary.count == members.keys.count else {
                fatalError("\(place): an object of \(members.keys.count) keys, JSONSerialization read \(object)")
            }
            for key in members.keys {
                guard let member = dictionary[key], let ours = members[key] else {
                    fatalError("\(place): key \(key.debugDescription) missing in JSONSerialization's \(object)")
                }
                require(ours, matches: member, at: "\(place).\(key)")
            }
        }
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
