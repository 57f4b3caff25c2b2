#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small seeded generator (SplitMix64) so every random draw in training is reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func nextFloat() -> Float { Float(next() >> 40) * (1.0 / Float(1 << 24)) }

    /// Uniform in [-bound, bound).
    public mutating func uniform(_ bound: Float) -> Float { (nextFloat() * 2 - 1) * bound }

    /// Standard normal (Box–Muller).
    public mutating func normal() -> Float {
        let u1 = max(nextFloat(), 1e-7), u2 = nextFloat()
        return (-2 * logf(u1)).squareRoot() * cosf(2 * Float.pi * u2)
    }
}
