/// Bit-exact conversions between `Float` and the 16-bit formats, without `Float16`
/// (which macOS on Intel lacks).
enum HalfPrecision {
    /// IEEE binary16 → binary32; exact for every input, NaN payloads kept.
    static func float(fromHalf bits: UInt16) -> Float {
        let sign = UInt32(bits & 0x8000) << 16
        let exponent = UInt32(bits >> 10) & 0x1F
        let mantissa = UInt32(bits & 0x3FF)
        switch exponent {
        case 0:
            // zero or subnormal: mantissa × 2^-24, exact in Float
            let magnitude = Float(mantissa) * 0x1p-24
            return Float(bitPattern: sign | magnitude.bitPattern)
        case 0x1F:
            return Float(bitPattern: sign | 0x7F80_0000 | mantissa << 13)
        default:
            return Float(bitPattern: sign | (exponent + 112) << 23 | mantissa << 13)
        }
    }

    /// binary32 → binary16 rounding to nearest, ties to even (as numpy and PyTorch do).
    /// Overflow gives ±infinity; NaN stays NaN with the top payload bits kept.
    static func half(from value: Float) -> UInt16 {
        let bits = value.bitPattern
        let sign = UInt16(truncatingIfNeeded: (bits >> 16) & 0x8000)
        let exponent = Int((bits >> 23) & 0xFF)
        let mantissa = bits & 0x7F_FFFF
        if exponent == 0xFF {
            if mantissa == 0 { return sign | 0x7C00 }
            let payload = UInt16(truncatingIfNeeded: mantissa >> 13)
            return sign | 0x7C00 | (payload == 0 ? 1 : payload)
        }
        let unbiased = exponent - 127
        if unbiased > 15 { return sign | 0x7C00 }
        if unbiased >= -14 {
            // normal half: keep 10 mantissa bits, round the 13 dropped ones; a carry may reach infinity
            let kept = mantissa >> 13
            let dropped = mantissa & 0x1FFF
            let roundUp: UInt32 = (dropped > 0x1000 || (dropped == 0x1000 && kept & 1 == 1)) ? 1 : 0
            let result = UInt32(unbiased + 15) << 10 + kept + roundUp
            return sign | UInt16(truncatingIfNeeded: result)
        }
        if unbiased < -25 { return sign }
        // subnormal half: value / 2^-24 = (1.mantissa) × 2^(unbiased + 1)
        let full = mantissa | 0x80_0000
        let shift = UInt32(-(unbiased + 1))  // 14...24
        let kept = full >> shift
        let dropped = full & ((1 << shift) - 1)
        let halfway: UInt32 = 1 << (shift - 1)
        let roundUp: UInt32 = (dropped > halfway || (dropped == halfway && kept & 1 == 1)) ? 1 : 0
        return sign | UInt16(truncatingIfNeeded: kept + roundUp)
    }

    /// bfloat16 → binary32: the top half of the Float's bits.
    static func float(fromBFloat16 bits: UInt16) -> Float {
        Float(bitPattern: UInt32(bits) << 16)
    }
}
