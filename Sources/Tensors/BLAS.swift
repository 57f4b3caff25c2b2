import CBLAS

/// The one place that calls CBLAS. Everything is row-major Float32.
///
/// Shapes are written as rows × columns. `sgemm` computes
///     C[M×N] = alpha · op(A)[M×K] · op(B)[K×N] + beta · C[M×N]
/// where op(A) is A (stored M×K, lda ≥ K) or Aᵀ (stored K×M, lda ≥ M), and likewise for B.
/// Storage is borrowed, never copied.
public enum BLAS {
    /// Whether an operand is used as stored or transposed.
    public enum Transpose: Sendable {
        case none, transposed
        @usableFromInline var cblas: CBLAS_TRANSPOSE { self == .none ? CblasNoTrans : CblasTrans }
    }

    /// C[M×N] = alpha · op(A) · op(B) + beta · C, row-major, explicit leading dimensions.
    @inlinable
    public static func sgemm(
        _ transA: Transpose, _ transB: Transpose,
        m: Int, n: Int, k: Int,
        alpha: Float = 1,
        a: UnsafePointer<Float>, lda: Int,
        b: UnsafePointer<Float>, ldb: Int,
        beta: Float = 0,
        c: UnsafeMutablePointer<Float>, ldc: Int
    ) {
        precondition(m >= 0 && n >= 0 && k >= 0, "sgemm: negative size m=\(m) n=\(n) k=\(k)")
        precondition(lda >= max(1, transA == .none ? k : m), "sgemm: lda \(lda) too small for op(A) \(m)×\(k)")
        precondition(ldb >= max(1, transB == .none ? n : k), "sgemm: ldb \(ldb) too small for op(B) \(k)×\(n)")
        precondition(ldc >= max(1, n), "sgemm: ldc \(ldc) too small for C \(m)×\(n)")
        if m == 0 || n == 0 { return }
        cblas_sgemm(
            CblasRowMajor, transA.cblas, transB.cblas,
            Int32(m), Int32(n), Int32(k), alpha,
            a, Int32(lda), b, Int32(ldb), beta, c, Int32(ldc))
    }

    /// Array form for tests and benchmarks: checks that each buffer holds its stated shape.
    public static func sgemm(
        _ transA: Transpose, _ transB: Transpose,
        m: Int, n: Int, k: Int, alpha: Float = 1,
        a: [Float], b: [Float], beta: Float = 0, c: inout [Float]
    ) {
        precondition(a.count == m * k, "sgemm: A has \(a.count) values, expected \(m)×\(k)")
        precondition(b.count == k * n, "sgemm: B has \(b.count) values, expected \(k)×\(n)")
        precondition(c.count == m * n, "sgemm: C has \(c.count) values, expected \(m)×\(n)")
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                c.withUnsafeMutableBufferPointer { pc in
                    sgemm(transA, transB, m: m, n: n, k: k, alpha: alpha,
                          a: pa.baseAddress!, lda: transA == .none ? k : m,
                          b: pb.baseAddress!, ldb: transB == .none ? n : k,
                          beta: beta, c: pc.baseAddress!, ldc: n)
                }
            }
        }
    }

    /// y[N] += alpha · x[N]
    @inlinable
    public static func saxpy(n: Int, alpha: Float, x: UnsafePointer<Float>, y: UnsafeMutablePointer<Float>) {
        if n == 0 { return }
        cblas_saxpy(Int32(n), alpha, x, 1, y, 1)
    }

    /// The OpenBLAS kernel in use, for example "SkylakeX", or "Prescott" for the generic fallback.
    public static var coreName: String {
        guard let name = openblas_get_corename() else { return "unknown" }
        return String(cString: name)
    }

    /// The number of threads OpenBLAS uses.
    public static var threads: Int { Int(openblas_get_num_threads()) }

    /// Sets the number of OpenBLAS threads (1 gives bit-reproducible runs).
    public static func setThreads(_ count: Int) {
        precondition(count >= 1, "BLAS.setThreads: count must be at least 1")
        openblas_set_num_threads(Int32(count))
    }
}
