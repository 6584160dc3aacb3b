/// The members of a JSON object, in the order they were read or inserted.
///
/// Order is kept so that a body is sent in the order its parameters were
/// declared and a reply can be shown as it came. Setting a key that is
/// already there (including a duplicate key in parsed text) replaces its
/// value in place: the last value wins and the first position is kept.
///
/// Equality and hashing ignore order, as JSON does: `{"a":1,"b":2}` equals
/// `{"b":2,"a":1}`.
public struct JSONObject: Sendable {
    /// One member: a key and its value.
    package struct Member: Sendable {
        package var key: String
        package var value: JSONValue
    }

    /// Small objects, the common case in replies, are faster to scan than to
    /// hash into; past this size an index keeps lookups constant-time.
    static let indexThreshold = 12

    package private(set) var members: [Member]
    private var index: [String: Int]?

    /// An empty object.
    public init() {
        members = []
    }

    /// An object with the given members in order; for a repeated key the
    /// last value wins.
    ///
    /// - Parameter pairs: Keys and values, in order.
    public init(_ pairs: some Sequence<(String, JSONValue)>) {
        members = []
        for (key, value) in pairs { self[key] = value }
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { members.map(\.value) }

    /// The value for `key`, or nil when there is none. Setting nil removes
    /// the member; setting a new key appends it.
    ///
    /// - Parameter key: The member's name, compared exactly (case matters).
    /// - Returns: The member's value, or nil when there is none.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return members[position].value
        }
        set {
            if let newValue {
                set(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Removes the member named `key` and returns its value, if there was one.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: The removed value, or nil when there was no such member.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        let removed = members.remove(at: position).value
        rebuildIndex()
        return removed
    }

    package func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Indices, not `firstIndex(where:)`: this is the decoder's hot path
        // and the closure form is slower in unoptimised builds.
        var position = 0
        let count = members.count
        while position < count {
            if members[position].key == key { return position }
            position += 1
        }
        return nil
    }

    /// Appends or replaces; used by the parser and the subscript.
    package mutating func set(_ value: JSONValue, forKey key: String) {
        if let position = position(of: key) {
            members[position].value = value
            return
        }
        // Room for a few members at once: a reply's objects are mostly small, and growing one by one
        // reallocated them member by member.
        if members.isEmpty { members.reserveCapacity(4) }
        members.append(Member(key: key, value: value))
        if index != nil {
            index![key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var built = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { built[member.key] = position }
        index = built
    }
}

extension JSONObject: RandomAccessCollection {
    /// Positions are offsets from the first member.
    public var startIndex: Int { 0 }

    /// One past the last member.
    public var endIndex: Int { members.count }

    /// The member at `position`.
    ///
    /// - Parameter position: An offset from the first member, less than `count`; another traps.
    /// - Returns: The member's key and value.
    public subscript(position: Int) -> (key: String, value: JSONValue) {
        let member = members[position]
        return (member.key, member.value)
    }
}

extension JSONObject: Hashable {
    /// Whether both objects have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        // Same order is the usual case (a value compared with its own round
        // trip), and checking it first avoids a lookup per member.
        var inOrder = true
        for position in lhs.members.indices where lhs.members[position].key != rhs.members[position].key {
            inOrder = false
            break
        }
        if inOrder {
            for position in lhs.members.indices where lhs.members[position].value != rhs.members[position].value {
                return false
            }
            return true
        }
        for member in lhs.members {
            guard let other = rhs[member.key], other == member.value else { return false }
        }
        return true
    }

    /// Hashes the members so that order does not matter, to agree with `==`.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            sum = sum &+ memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object with the literal's members in order; for a repeated key the
    /// last value wins.
    ///
    /// - Parameter elements: The object's members, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
