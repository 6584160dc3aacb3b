/// A reproducible random source (SplitMix64), for tests and benchmarks that
/// draw random input: the same seed gives the same input on every run and
/// platform, so a failure found once is found again. Name the seed in the
/// failure's message (``description``) so it can be replayed alone.
public struct SeededGenerator: RandomNumberGenerator, CustomStringConvertible, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `seed 0x…`, for a failure's message.
    public var description: String { "seed 0x" + String(seed, radix: 16, uppercase: true) }
}
