#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bidirectional multi-head scaled dot-product attention with a key padding mask.
///
/// q, k, v, out are [N×C] with N = B·T rows; head h owns columns h·D ..< (h+1)·D, so every head of
/// every clause is a strided view and each product is one BLAS call with no copies.
/// probs is [B×H×T×T] (saved for backward); mask is [B×T], 1 for a real token, 0 for padding.
public enum Attention {
    public static func forward(
        out: UnsafeMutablePointer<Float>, probs: UnsafeMutablePointer<Float>,
        q: UnsafePointer<Float>, k: UnsafePointer<Float>, v: UnsafePointer<Float>, mask: UnsafePointer<Float>,
        batch b: Int, tokens t: Int, heads h: Int, headSize d: Int
    ) {
        let c = h * d
        let scale = 1 / Float(d).squareRoot()
        // Every (clause, head) pair is independent: split them across the workers.
        Parallel.ranges(b * h, minimumPerWorker: pairsPerWorker(tokens: t, headSize: d, pairs: b * h)) { pairs in for pair in pairs {
            let bi = pair / h, hi = pair % h
            let keyMask = mask + bi * t
            do {
                let offset = bi * t * c + hi * d
                let p = probs + (bi * h + hi) * t * t
                // S[T×T] = Q·Kᵀ / √D
                BLAS.sgemm(.none, .transposed, m: t, n: t, k: d, alpha: scale,
                           a: q + offset, lda: c, b: k + offset, ldb: c, c: p, ldc: t)
                // P = softmax over real keys (padding keys get probability 0, as an additive −∞ mask)
                for i in 0..<t { softmaxRow(p + i * t, mask: keyMask, count: t) }
                // O[T×D] = P·V
                BLAS.sgemm(.none, .none, m: t, n: d, k: t,
                           a: p, lda: t, b: v + offset, ldb: c, c: out + offset, ldc: c)
            }
        } }
    }

    /// Backward of `O = softmax(Q·Kᵀ/√D + mask)·V`; accumulates into dq, dk, dv.
    ///   dP = dO·Vᵀ;  dV += Pᵀ·dO;  dS = P ⊙ (dP − rowsum(P ⊙ dP));  dQ += dS·K/√D;  dK += dSᵀ·Q/√D
    /// scratch holds at least T×T values per worker (`Parallel.workers` × T × T).
    public static func backward(
        dq: UnsafeMutablePointer<Float>, dk: UnsafeMutablePointer<Float>, dv: UnsafeMutablePointer<Float>,
        scratch: UnsafeMutablePointer<Float>,
        dout: UnsafePointer<Float>, probs: UnsafePointer<Float>,
        q: UnsafePointer<Float>, k: UnsafePointer<Float>, v: UnsafePointer<Float>,
        batch b: Int, tokens t: Int, heads h: Int, headSize d: Int
    ) {
        let c = h * d
        let scale = 1 / Float(d).squareRoot()
        // (clause, head) pairs write disjoint columns of dq, dk, dv: split them across the workers.
        Parallel.chunks(b * h, minimumPerWorker: pairsPerWorker(tokens: t, headSize: d, pairs: b * h)) { worker, pairs in
            let dp = scratch + worker * t * t   // each worker owns one T×T slice
            for pair in pairs { let bi = pair / h, hi = pair % h; do {
                let offset = bi * t * c + hi * d
                let p = probs + (bi * h + hi) * t * t
                // dP[T×T] = dO·Vᵀ
                BLAS.sgemm(.none, .transposed, m: t, n: t, k: d,
                           a: dout + offset, lda: c, b: v + offset, ldb: c, c: dp, ldc: t)
                // dV[T×D] += Pᵀ·dO
                BLAS.sgemm(.transposed, .none, m: t, n: d, k: t,
                           a: p, lda: t, b: dout + offset, ldb: c, beta: 1, c: dv + offset, ldc: c)
                // dS = P ⊙ (dP − Σ_j P·dP), in place in dp
                for i in 0..<t {
                    let pr = p + i * t, dr = dp + i * t
                    var dot: Float = 0
                    for j in 0..<t { dot += pr[j] * dr[j] }
                    for j in 0..<t { dr[j] = pr[j] * (dr[j] - dot) }
                }
                // dQ[T×D] += dS·K/√D ; dK[T×D] += dSᵀ·Q/√D
                BLAS.sgemm(.none, .none, m: t, n: d, k: t, alpha: scale,
                           a: dp, lda: t, b: k + offset, ldb: c, beta: 1, c: dq + offset, ldc: c)
                BLAS.sgemm(.transposed, .none, m: t, n: d, k: t, alpha: scale,
                           a: dp, lda: t, b: q + offset, ldb: c, beta: 1, c: dk + offset, ldc: c)
            } }
        }
    }

    /// Above 2^18 multiply-adds (T·T·D) OpenBLAS 0.3.21 threads a product itself (SMP_THRESHOLD_MIN 65536
    /// × GEMM_MULTITHREAD_THRESHOLD 4). Called from both of our workers at once, its threads then queue
    /// for each other (exec_blas_async spinning); up to T = 128 (2^19) splitting the pairs still wins,
    /// beyond 2^20 running the pairs one after another, each product on both cores, does: a 16 × 256
    /// training step went from 5.2 s to 1.4 s (lora-bench scaling, 2026-11-22), T ≤ 128 unchanged.
    static func pairsPerWorker(tokens t: Int, headSize d: Int, pairs: Int) -> Int {
        t * t * d <= 1 << 20 ? 4 : max(1, pairs)
    }

    /// In-place softmax of one row over the keys whose mask is non-zero; masked keys become 0.
    @inline(__always)
    static func softmaxRow(_ row: UnsafeMutablePointer<Float>, mask: UnsafePointer<Float>, count t: Int) {
        var maxValue = -Float.infinity
        for j in 0..<t where mask[j] != 0 { maxValue = max(maxValue, row[j]) }
        // mask is exactly 1 or 0, so multiplying zeroes the padding keys without a branch and the
        // loop vectorises (FastMath.exp is branch-free; libm's expf call would keep it scalar).
        for j in 0..<t { row[j] = FastMath.exp(row[j] - maxValue) * mask[j] }
        var sum: Float = 0
        for j in 0..<t { sum += row[j] }
        let inv = sum > 0 ? 1 / sum : 0
        for j in 0..<t { row[j] *= inv }
    }
}
