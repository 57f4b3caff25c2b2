#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Layer normalisation over the last dimension C: out = (x − mean) · rstd · weight + bias.
public enum LayerNorm {
    /// out[N×C], mean[N], rstd[N] (saved for backward) from inp[N×C].
    public static func forward(
        out: UnsafeMutablePointer<Float>, mean: UnsafeMutablePointer<Float>, rstd: UnsafeMutablePointer<Float>,
        inp: UnsafePointer<Float>, weight: UnsafePointer<Float>, bias: UnsafePointer<Float>,
        rows n: Int, channels c: Int, eps: Float
    ) {
        for r in 0..<n {
            let x = inp + r * c
            var sum: Float = 0
            for j in 0..<c { sum += x[j] }
            let m = sum / Float(c)
            var variance: Float = 0
            for j in 0..<c { let d = x[j] - m; variance += d * d }
            let s = 1 / (variance / Float(c) + eps).squareRoot()
            let y = out + r * c
            for j in 0..<c { y[j] = (x[j] - m) * s * weight[j] + bias[j] }
            mean[r] = m
            rstd[r] = s
        }
    }

    /// Backward of `out = (inp − mean) · rstd · weight + bias`; accumulates.
    ///   x̂ = (inp − mean)·rstd, g = dout ⊙ weight
    ///   dinp += rstd · (g − mean(g) − x̂ · mean(g ⊙ x̂));  dweight += Σ dout ⊙ x̂;  dbias += Σ dout
    public static func backward(
        dinp: UnsafeMutablePointer<Float>, dweight: UnsafeMutablePointer<Float>?, dbias: UnsafeMutablePointer<Float>?,
        dout: UnsafePointer<Float>, inp: UnsafePointer<Float>, weight: UnsafePointer<Float>,
        mean: UnsafePointer<Float>, rstd: UnsafePointer<Float>, rows n: Int, channels c: Int
    ) {
        for r in 0..<n {
            let x = inp + r * c, dy = dout + r * c, dx = dinp + r * c
            let m = mean[r], s = rstd[r]
            var meanG: Float = 0, meanGX: Float = 0
            for j in 0..<c {
                let xhat = (x[j] - m) * s
                let g = dy[j] * weight[j]
                meanG += g
                meanGX += g * xhat
            }
            meanG /= Float(c)
            meanGX /= Float(c)
            for j in 0..<c {
                let xhat = (x[j] - m) * s
                let g = dy[j] * weight[j]
                dx[j] += s * (g - meanG - xhat * meanGX)
                dweight?[j] += dy[j] * xhat
                dbias?[j] += dy[j]
            }
        }
    }
}
