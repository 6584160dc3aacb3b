extension CommonValue {
    func resolved(with values: [String: String]) -> String? {
        switch value {
        case .literal(let text): return text
        case .runtime(let key): return values[key]
        }
    }
}
