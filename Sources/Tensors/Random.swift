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
        state &+= Self.increment
        return Self.mix(state)
    }

    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inlinable
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// What the (k+1)-th `nextFloat()` from here returns, without advancing. SplitMix64 is counter
    /// based, so a long run of draws can be split across workers and still equal the serial sequence.
    @inlinable
    public func float(at k: Int) -> Float {
        Float(Self.mix(state &+ UInt64(k + 1) &* Self.increment) >> 40) * (1.0 / Float(1 << 24))
    }

    /// Skips `count` draws (as `count` calls of `next()` would).
    public mutating func advance(by count: Int) { state &+= UInt64(count) &* Self.increment }

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
