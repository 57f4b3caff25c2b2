import Foundation
import Tensors

/// sgemm throughput on the shapes MiniLM uses, verified against a naive loop first.
struct GEMMSuite {
    struct Shape: Codable { let m: Int, n: Int, k: Int; var label: String { "\(m)×\(n)×\(k)" } }
    struct Row: Codable { let shape: String; let gflops: Double; let medianMilliseconds: Double }
    struct Result: Codable { let kernel: String; let threads: Int; let rows: [Row]; let maxAbsErrorVsNaive: Float }

    static let shapes = [Shape(m: 1024, n: 384, k: 384), Shape(m: 1024, n: 1536, k: 384), Shape(m: 1024, n: 384, k: 1536)]

    /// Checks BLAS.sgemm against a triple loop on a smaller product with every transpose; returns max |Δ|.
    static func verify() -> Float {
        var rng = SplitMix64(seed: 7)
        let (m, n, k) = (64, 48, 96)
        var worst: Float = 0
        for (ta, tb) in [(BLAS.Transpose.none, BLAS.Transpose.transposed), (.none, .none), (.transposed, .none)] {
            let a = (0..<m * k).map { _ in rng.uniform(1) }, b = (0..<k * n).map { _ in rng.uniform(1) }
            var c = [Float](repeating: 0, count: m * n)
            BLAS.sgemm(ta, tb, m: m, n: n, k: k, a: a, b: b, c: &c)
            for i in 0..<m { for j in 0..<n {
                var sum: Float = 0
                for p in 0..<k {
                    sum += (ta == .none ? a[i * k + p] : a[p * m + i]) * (tb == .none ? b[p * n + j] : b[j * k + p])
                }
                worst = max(worst, abs(sum - c[i * n + j]))
            } }
        }
        return worst
    }

    /// Times C = A·Bᵀ (the Linear layer's product) for each shape; median of `repeats`.
    static func run(repeats: Int = 15) -> Result {
        let error = verify()
        var rows: [Row] = []
        var rng = SplitMix64(seed: 11)
        for shape in shapes {
            let a = (0..<shape.m * shape.k).map { _ in rng.uniform(1) }
            let b = (0..<shape.n * shape.k).map { _ in rng.uniform(1) }
            var c = [Float](repeating: 0, count: shape.m * shape.n)
            let times = a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in c.withUnsafeMutableBufferPointer { pc in
                Timing.measure(warmup: 3, repeats: repeats) {
                    BLAS.sgemm(.none, .transposed, m: shape.m, n: shape.n, k: shape.k,
                               a: pa.baseAddress!, lda: shape.k, b: pb.baseAddress!, ldb: shape.k, c: pc.baseAddress!, ldc: shape.n)
                }
            } } }
            let median = Timing.median(times)
            rows.append(Row(shape: shape.label, gflops: 2 * Double(shape.m * shape.n * shape.k) / median / 1e9,
                            medianMilliseconds: median * 1e3))
        }
        return Result(kernel: BLAS.coreName, threads: BLAS.threads, rows: rows, maxAbsErrorVsNaive: error)
    }

    /// Runs the same suite in a child process pinned to OpenBLAS's generic fallback kernel.
    static func runFallbackChild() throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["gemm", "--json", "--no-fallback"]
        var environment = ProcessInfo.processInfo.environment
        environment["OPENBLAS_CORETYPE"] = "Prescott"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Result.self, from: data)
    }

    /// The best GFLOP/s over the shapes: the machine's measured sgemm peak, used as the ceiling elsewhere.
    static func peak(_ result: Result) -> Double { result.rows.map(\.gflops).max() ?? 0 }
}
