/// Fully connected layer in PyTorch's layout: weight [O×I] (out × in), bias [O].
public enum Linear {
    /// out[N×O] = inp[N×I] · weightᵀ + bias
    public static func forward(
        out: UnsafeMutablePointer<Float>, inp: UnsafePointer<Float>,
        weight: UnsafePointer<Float>, bias: UnsafePointer<Float>?,
        rows n: Int, inFeatures i: Int, outFeatures o: Int
    ) {
        if let bias {
            for r in 0..<n { (out + r * o).update(from: bias, count: o) }
        }
        BLAS.sgemm(.none, .transposed, m: n, n: o, k: i,
                   a: inp, lda: i, b: weight, ldb: i, beta: bias == nil ? 0 : 1, c: out, ldc: o)
    }

    /// Backward of `out = inp · weightᵀ + bias`; accumulates into every non-nil gradient.
    ///   dinp[N×I]    += dout[N×O] · weight[O×I]
    ///   dweight[O×I] += doutᵀ[O×N] · inp[N×I]     (nil for frozen weights: no weight gradient)
    ///   dbias[O]     += Σ_rows dout
    public static func backward(
        dinp: UnsafeMutablePointer<Float>?, dweight: UnsafeMutablePointer<Float>?, dbias: UnsafeMutablePointer<Float>?,
        dout: UnsafePointer<Float>, inp: UnsafePointer<Float>, weight: UnsafePointer<Float>,
        rows n: Int, inFeatures i: Int, outFeatures o: Int
    ) {
        if let dinp {
            BLAS.sgemm(.none, .none, m: n, n: i, k: o, a: dout, lda: o, b: weight, ldb: i, beta: 1, c: dinp, ldc: i)
        }
        if let dweight {
            BLAS.sgemm(.transposed, .none, m: o, n: i, k: n, a: dout, lda: o, b: inp, ldb: i, beta: 1, c: dweight, ldc: i)
        }
        if let dbias {
            for r in 0..<n {
                let row = dout + r * o
                for j in 0..<o { dbias[j] += row[j] }
            }
        }
    }
}
