/// exp and erf without libm calls, accurate to a few ulp in Float32. Written as plain scalar
/// arithmetic (no calls, no branches) so the compiler vectorises the loops that use them: the
/// elementwise kernels (GELU, softmax) would otherwise cost as much as a GEMM.
public enum FastMath {
    /// 1.5·2²³: adding it rounds a small float to an integer held in the low mantissa bits.
    @usableFromInline static let magic: Float = 12_582_912

    /// exp(x), Cephes-style: x = n·ln2 + r with n = round(x/ln2), exp(r) by a degree-6 polynomial,
    /// times 2ⁿ built directly from the exponent bits.
    @inlinable @inline(__always)
    public static func exp(_ value: Float) -> Float {
        let x = min(max(value, -87.3), 88.3)
        let shifted = x * 1.44269504088896341 + magic
        let n = shifted - magic
        var r = x - n * 0.693359375
        r = r - n * -2.12194440e-4
        var y: Float = 1.9875691500e-4
        y = y * r + 1.3981999507e-3
        y = y * r + 8.3334519073e-3
        y = y * r + 4.1665795894e-2
        y = y * r + 1.6666665459e-1
        y = y * r + 5.0000001201e-1
        y = y * r * r + r + 1
        let integer = Int32(bitPattern: shifted.bitPattern) &- Int32(bitPattern: magic.bitPattern)
        return y * Float(bitPattern: UInt32(bitPattern: (integer &+ 127) &<< 23))
    }

    /// erf(x) as a rational function of x on [−4, 4] (Eigen's float erf); ±1 beyond.
    @inlinable @inline(__always)
    public static func erf(_ value: Float) -> Float {
        let x = min(max(value, -4), 4)
        let x2 = x * x
        var p: Float = x2 * -2.72614225801306e-10 + 2.77068142495902e-08
        p = x2 * p + -2.10102402082508e-06
        p = x2 * p + -5.69250639462346e-05
        p = x2 * p + -7.34990630326855e-04
        p = x2 * p + -2.95459980854025e-03
        p = x2 * p + -1.60960333262415e-02
        p = x * p
        var q: Float = x2 * -1.45660718464996e-05 + -2.13374055278905e-04
        q = x2 * q + -1.68282697438203e-03
        q = x2 * q + -7.37332916720468e-03
        q = x2 * q + -1.42647390514189e-02
        return p / q
    }
}
