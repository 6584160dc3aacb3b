import SeededRandom

/// A reproducible random source (SplitMix64), for tests and benchmarks that
/// draw random input: the same seed gives the same input on every run and
/// platform, so a failure found once is found again. Name the seed in the
/// failure's message (``description``) so it can be replayed alone.
public struct SeededGenerator: RandomNumberGenerator, CustomStringConvertible, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var source: SplitMix64

    public init(seed: UInt64) {
        self.seed = seed
        source = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 {
        source.next()
    }

    /// `seed 0x…`, for a failure's message.
    public var description: String { "seed 0x" + String(seed, radix: 16, uppercase: true) }
}
