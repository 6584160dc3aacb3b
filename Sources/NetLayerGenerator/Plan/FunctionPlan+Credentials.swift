import NetLayerSpec

extension FunctionPlan {
    /// What the call sends, for its doc, when it names keys or alternatives:
    /// "Sends `apiKey` and `session`." The token alone, or nothing, goes
    /// without saying, as in most specs.
    static func credentialsSentence(_ requirement: AuthRequirement) -> String? {
        guard requirement != .token, requirement != .none else { return nil }
        func together(_ names: [String]) -> String {
            guard !names.isEmpty else { return "nothing" }
            return names.map { $0 == AuthRequirement.tokenName ? "the token" : "`\($0)`" }.joinedAsProse
        }
        let alternatives = requirement.alternatives.map(together)
        if alternatives.count == 1 { return "Sends \(alternatives[0])." }
        return "Sends the first of these the app has set: " + alternatives.joined(separator: "; ") + "."
    }
}
