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
        Parallel.ranges(n, minimumPerWorker: 64) { rows in forwardRows(rows, out: out, mean: mean, rstd: rstd, inp: inp, weight: weight, bias: bias, channels: c, eps: eps) }
    }

    static func forwardRows(_ rows: Range<Int>, out: UnsafeMutablePointer<Float>, mean: UnsafeMutablePointer<Float>, rstd: UnsafeMutablePointer<Float>,
                            inp: UnsafePointer<Float>, weight: UnsafePointer<Float>, bias: UnsafePointer<Float>, channels c: Int, eps: Float) {
        for r in rows {
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
        // Rows are independent for dinp; the weight and bias gradients sum over rows, so they run serially.
        if dweight == nil && dbias == nil {
            Parallel.ranges(n, minimumPerWorker: 64) { rows in
                backwardRows(rows, dinp: dinp, dweight: nil, dbias: nil, dout: dout, inp: inp, weight: weight, mean: mean, rstd: rstd, channels: c)
            }
        } else {
            backwardRows(0..<n, dinp: dinp, dweight: dweight, dbias: dbias, dout: dout, inp: inp, weight: weight, mean: mean, rstd: rstd, channels: c)
        }
    }

    static func backwardRows(_ rows: Range<Int>, dinp: UnsafeMutablePointer<Float>, dweight: UnsafeMutablePointer<Float>?, dbias: UnsafeMutablePointer<Float>?,
                             dout: UnsafePointer<Float>, inp: UnsafePointer<Float>, weight: UnsafePointer<Float>,
                             mean: UnsafePointer<Float>, rstd: UnsafePointer<Float>, channels c: Int) {
        for r in rows {
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
