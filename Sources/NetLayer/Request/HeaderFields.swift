/// A request's header fields as `URLRequest.setValue(_:forHTTPHeaderField:)` would leave them (a name set
/// again, in any case, replaces the earlier field and its spelling), for `allHTTPHeaderFields` to take at once.
///
/// Each `setValue` costs swift-corelibs-foundation a case-insensitive search and a normalisation of every
/// field, about 10,000 instructions for the first one alone; assigning the whole dictionary costs a tenth of that
/// (Benchmarks/Scripts/call-instructions.sh).
struct HeaderFields {
    private(set) var all: [String: String] = [:]
    /// Each field's name as set, by its lowercased name.
    private var spellings: [String: String] = [:]

    mutating func set(_ value: String, for name: String) {
        let key = name.lowercased()
        if let earlier = spellings.updateValue(name, forKey: key), earlier != name {
            all[earlier] = nil
        }
        all[name] = value
    }

    func contains(_ name: String) -> Bool {
        spellings[name.lowercased()] != nil
    }
}
