/// Masked mean pooling over tokens, and L2 normalisation.
public enum MeanPooling {
    /// out[B×C] = Σ_t mask[b,t]·inp[b,t,:] / Σ_t mask[b,t]; inp is [B×T×C], mask [B×T].
    public static func forward(out: UnsafeMutablePointer<Float>, inp: UnsafePointer<Float>, mask: UnsafePointer<Float>,
                               batch b: Int, tokens t: Int, channels c: Int) {
        for bi in 0..<b {
            let o = out + bi * c
            o.update(repeating: 0, count: c)
            var count: Float = 0
            for ti in 0..<t where mask[bi * t + ti] != 0 {
                let x = inp + (bi * t + ti) * c
                for j in 0..<c { o[j] += x[j] }
                count += 1
            }
            let inv = 1 / max(count, 1e-9)
            for j in 0..<c { o[j] *= inv }
        }
    }

    /// Backward of the masked mean: dinp[b,t,:] += mask[b,t]·dout[b,:] / Σ_t mask[b,t]; accumulates.
    public static func backward(dinp: UnsafeMutablePointer<Float>, dout: UnsafePointer<Float>, mask: UnsafePointer<Float>,
                                batch b: Int, tokens t: Int, channels c: Int) {
        for bi in 0..<b {
            var count: Float = 0
            for ti in 0..<t where mask[bi * t + ti] != 0 { count += 1 }
            let inv = 1 / max(count, 1e-9)
            let g = dout + bi * c
            for ti in 0..<t where mask[bi * t + ti] != 0 {
                let dx = dinp + (bi * t + ti) * c
                for j in 0..<c { dx[j] += g[j] * inv }
            }
        }
    }
}

public enum L2Normalize {
    /// out[B×C] = inp / max(‖inp‖, 1e-12), row by row (sentence-transformers' Normalize).
    public static func forward(out: UnsafeMutablePointer<Float>, inp: UnsafePointer<Float>, rows n: Int, channels c: Int) {
        for r in 0..<n {
            let x = inp + r * c, y = out + r * c
            var sum: Float = 0
            for j in 0..<c { sum += x[j] * x[j] }
            let inv = 1 / max(sum.squareRoot(), 1e-12)
            for j in 0..<c { y[j] = x[j] * inv }
        }
    }
}
