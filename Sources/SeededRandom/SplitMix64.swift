/// SplitMix64 (Steele, Lea and Flood, 2014): a small generator whose whole
/// sequence follows from its seed, so a mock's failing calls and minted
/// tokens, a spec's made-up examples and the tests' random input repeat from
/// run to run, on every platform.
///
/// The one copy in the package: the mock backend, the spec's example maker
/// and the tests' `SeededGenerator` use it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// What each draw adds to the state: 2^64 divided by the golden ratio.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    private var state: UInt64

    /// A generator whose sequence is the one of `seed`.
    ///
    /// - Parameter seed: Any value; zero is as good a seed as any other.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next value of the sequence.
    ///
    /// - Returns: A value of the whole `UInt64` range.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// A value in 0..<1 from the top 53 bits, every value equally likely.
    ///
    /// - Returns: A value from 0 up to, not including, 1.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// SplitMix64's finaliser: `z`'s bits spread over the whole word, for a
    /// value drawn from a hash rather than from a running sequence.
    ///
    /// - Parameter z: The value to mix, such as a hash of where a made value sits.
    /// - Returns: The mixed value; equal inputs give equal outputs.
    public static func mix(_ z: UInt64) -> UInt64 {
        var z = z
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
