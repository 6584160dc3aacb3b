/// Reads the type grammar: `Name`, `[T]`, `[String: T]` and `T?`.
///
/// Unquoted, YAML reads `[Student]` as a one-item list and `[String: Int]`
/// as a list holding a one-pair mapping; both shapes are accepted too, so
/// nobody has to quote a type.
enum TypeParser {
    /// Types nest at most this deep, which keeps parsing of hostile input shallow.
    static let maxDepth = 16

    struct Failure: Error {
        var message: String
    }

    static func parse(_ text: String) -> Result<TypeName, Failure> {
        // Most types are a bare name: skip the scanner for them.
        if let builtin = TypeName.Builtin(rawValue: text) { return .success(.builtin(builtin)) }
        if text.utf8.allSatisfy(isASCIINameByte), let first = text.utf8.first,
            !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        {
            return .success(.model(text))
        }
        var scanner = Scanner(text)
        do throws(Failure) {
            let type = try scanner.type(depth: 0)
            scanner.skipSpaces()
            guard scanner.atEnd else { throw scanner.failure("unexpected '\(scanner.rest)'") }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    private static func isASCIINameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The type a node spells, in any of its shapes.
    static func parse(_ node: YAMLNode, depth: Int = 0) -> Result<TypeName, Failure> {
        guard depth < maxDepth else {
            return .failure(Failure(message: "the type nests deeper than \(maxDepth) levels"))
        }
        switch node.content {
        case .scalar(let scalar) where !node.isNull:
            return parse(scalar.text)
        case .sequence(let items) where items.count == 1:
            let item = items[0]
            if let entries = item.entries {
                guard entries.count == 1, let key = entries[0].key.scalar?.text else { break }
                guard key == "String" else {
                    return .failure(Failure(message: "dictionary keys must be String, found '\(key)'"))
                }
                return parse(entries[0].value, depth: depth + 1).map { .dictionary($0) }
            }
            return parse(item, depth: depth + 1).map { .array($0) }
        default:
            break
        }
        return .failure(
            Failure(
                message:
                    "expected a type such as 'String', '[Student]' or '[String: Int]', found \(node.kindDescription)"))
    }

    private struct Scanner {
        let text: String
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ text: String) {
            self.text = text
            self.scalars = Array(text.unicodeScalars)
        }

        func failure(_ reason: String) -> Failure {
            Failure(message: "'\(text)' is not a type: \(reason)")
        }

        var atEnd: Bool { index == scalars.count }
        var rest: String { String(String.UnicodeScalarView(scalars[index...])) }

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            skipSpaces()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        mutating func type(depth: Int) throws(Failure) -> TypeName {
            guard depth < TypeParser.maxDepth else {
                throw Failure(message: "the type nests deeper than \(TypeParser.maxDepth) levels")
            }
            var type: TypeName
            if take("[") {
                let first = try self.type(depth: depth + 1)
                if take(":") {
                    guard first == .builtin(.String) else {
                        throw Failure(message: "dictionary keys must be String, found '\(first)'")
                    }
                    type = .dictionary(try self.type(depth: depth + 1))
                } else {
                    type = .array(first)
                }
                guard take("]") else { throw failure("expected ']'") }
            } else {
                type = try name()
            }
            if take("?") {
                type = .optional(type)
                if take("?") { throw failure("'?' may follow a type only once") }
            }
            return type
        }

        mutating func name() throws(Failure) -> TypeName {
            skipSpaces()
            let start = index
            while index < scalars.count,
                scalars[index] == "_" || scalars[index].properties.isAlphabetic
                    || ("0"..."9").contains(scalars[index])
            {
                index += 1
            }
            guard index > start, !("0"..."9").contains(scalars[start]) else {
                throw failure("expected a type name")
            }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            return TypeName.Builtin(rawValue: name).map(TypeName.builtin) ?? .model(name)
        }
    }
}
