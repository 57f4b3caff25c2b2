#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GELU in its exact erf form (BERT's `hidden_act: gelu`): y = ½·x·(1 + erf(x/√2)).
public enum GELU {
    static let invSqrt2: Float = 0.70710678118654752
    static let invSqrt2Pi: Float = 0.39894228040143268

    /// out[n] = ½·inp·(1 + erf(inp/√2))
    public static func forward(out: UnsafeMutablePointer<Float>, inp: UnsafePointer<Float>, count n: Int) {
        Parallel.ranges(n, minimumPerWorker: 1 << 15) { range in
            for i in range {
                let x = inp[i]
                out[i] = 0.5 * x * (1 + FastMath.erf(x * invSqrt2))
            }
        }
    }

    /// Backward of `out = ½·x·(1 + erf(x/√2))`: dinp += dout · (Φ(x) + x·φ(x)); accumulates.
    public static func backward(dinp: UnsafeMutablePointer<Float>, dout: UnsafePointer<Float>, inp: UnsafePointer<Float>, count n: Int) {
        Parallel.ranges(n, minimumPerWorker: 1 << 15) { range in
            for i in range {
                let x = inp[i]
                let cdf = 0.5 * (1 + FastMath.erf(x * invSqrt2))
                let pdf = invSqrt2Pi * FastMath.exp(-0.5 * x * x)
                dinp[i] += dout[i] * (cdf + x * pdf)
            }
        }
    }
}
