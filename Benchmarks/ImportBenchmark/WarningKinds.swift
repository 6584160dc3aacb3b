import NetLayerSpec

/// Warnings grouped by what they say, the operation and quoted names left
/// out, most frequent first.
enum WarningKinds {
    static func count(_ warnings: [Diagnostic]) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for warning in warnings { counts[normalized(warning.message), default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    }

    static func normalized(_ message: String) -> String {
        var text = message.replacing(/(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE) \/\S*/, with: "METHOD PATH")
        text = text.replacing(/'[^']*'/, with: "'…'")
        text = text.replacing(/\b[0-9]+\b/, with: "N")
        return text
    }
}
