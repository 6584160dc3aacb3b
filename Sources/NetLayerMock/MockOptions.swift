import NetLayer

/// How a ``MockBackend`` departs from answering every call with its default example.
public struct MockOptions: Sendable {
    /// The fraction of calls, from 0 to 1, answered with an error: the interface's first error example, else HTTP 500.
    public var errorRate: Double
    /// Seeds the choice of failing calls and the minted tokens: one seed, one sequence.
    public var seed: UInt64
    /// How long each reply waits before it is given; cancelling the waiting task ends the wait at once.
    public var latency: Duration
    /// By interface id, the name of the example to answer with instead of the first (an error example too).
    public var chosenExamples: [String: String]
    /// The environment whose per-environment prefixes and bases are served; nil: the server environment's name.
    public var environment: String?
    /// By key name (`auth.keys`), the only value the backend accepts for that key; a key not listed passes with any
    /// value that is not empty.
    public var keys: [String: String]
    /// The time between two events, lines or chunks of a streamed reply.
    public var pace: Duration
    /// The `Cache-Control` of every whole 200 reply to GET; nil sends none. Such replies always carry an `ETag`
    /// and a `Last-Modified`, and a request that still has them is answered `304 Not Modified`.
    public var cacheControl: String?
    /// Tokens that pass where a token is needed as if the backend had minted them: for a tool that cannot log in
    /// first, such as a schema fuzzer. Empty: only minted tokens pass, and any does where no reply delivers one;
    /// not empty: only these and minted ones pass, also there.
    public var tokens: [String] = []
    /// Tokens that pass where a token is needed as minted ones do, without making the backend strict where no reply
    /// delivers one (as ``tokens`` does): the API reference's placeholder `TOKEN`, which its example requests send,
    /// so that they get the data a logged-in app gets.
    public var placeholderTokens: [String] = []

    /// Options; left out, none: no errors, no latency, every interface's first example, any key, streams
    /// written at once, and replies a cache must revalidate (`no-cache`).
    ///
    /// - Parameters:
    ///   - errorRate: The fraction of calls, from 0 to 1, answered with an error.
    ///   - seed: The seed of the failing calls' choice and of the minted tokens.
    ///   - latency: How long each reply waits.
    ///   - chosenExamples: By interface id, the name of the example to answer with.
    ///   - environment: The environment whose prefixes and bases are served; nil for the server environment's.
    ///   - keys: By key name, the only value accepted for that key.
    ///   - pace: The time between two elements of a streamed reply.
    ///   - cacheControl: The `Cache-Control` of every whole 200 reply to GET; nil sends none.
    public init(
        errorRate: Double = 0, seed: UInt64 = 0, latency: Duration = .zero, chosenExamples: [String: String] = [:],
        environment: String? = nil, keys: [String: String] = [:], pace: Duration = .zero,
        cacheControl: String? = "no-cache"
    ) {
        self.pace = pace
        self.cacheControl = cacheControl
        self.keys = keys
        self.errorRate = errorRate
        self.seed = seed
        self.latency = latency
        self.chosenExamples = chosenExamples
        self.environment = environment
    }
}
