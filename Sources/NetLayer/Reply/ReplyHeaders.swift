import HTTPTypes

/// A reply's header fields as ``RequestResult/headers`` gives them: by lowercased name, several fields
/// of a name joined. They are joined the first time they are read, since most calls never read them and
/// joining them cost each call some 7,000 instructions.
final class ReplyHeaders: Sendable {
    private let fields: HTTPFields
    private let joined = Locked<[String: String]?>(nil)

    init(_ fields: HTTPFields) {
        self.fields = fields
    }

    var dictionary: [String: String] {
        joined.withLock { joined in
            if let joined { return joined }
            let dictionary = fields.joined(lowercased: true)
            joined = dictionary
            return dictionary
        }
    }
}
