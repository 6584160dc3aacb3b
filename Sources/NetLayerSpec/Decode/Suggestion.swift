/// The nearest of `candidates` to a misspelled `word`, for "did you mean" hints.
public enum Suggestion {
    /// The candidate a misspelled word most likely meant.
    ///
    /// Case is ignored. A candidate more than a third of the word away (at least one edit) is another word, not a
    /// typo, unless the word of three or more characters is its start ("prod" for "production").
    ///
    /// - Parameters:
    ///   - word: The word that matched none of the candidates.
    ///   - candidates: The words allowed where `word` was written.
    /// - Returns: The nearest candidate, as spelled in `candidates`, or nil when none is near enough.
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        // More than a third of the word changed is another word, not a typo,
        // unless the word is the start of a candidate ("prod", "production").
        if let best, best.distance <= max(1, target.count / 3) { return best.name }
        guard target.count >= 3 else { return nil }
        return candidates.first { $0.lowercased().hasPrefix(word.lowercased()) }
    }

    /// `message` with "; did you mean 'x'?" when a candidate is near enough.
    static func hint(_ message: String, for word: String, in candidates: some Sequence<String>) -> String {
        guard let nearest = nearest(to: word, in: candidates) else { return message }
        return "\(message); did you mean '\(nearest)'?"
    }

    /// Edit distance where swapping two neighbouring characters counts as
    /// one edit, the most common typo ("GTE" for "GET").
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
