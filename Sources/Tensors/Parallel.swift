#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Splits elementwise and per-row work across the cores. BLAS keeps its own threads for the large
/// GEMMs; everything between them (GELU, LayerNorm, attention's small per-head products) runs here.
public enum Parallel {
    /// Worker count: the machine's cores (2 here), at least 1.
    nonisolated(unsafe) public static var workers = max(1, min(8, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Calls `body` on disjoint contiguous ranges covering 0..<count; runs inline when the work is small.
    @inlinable
    public static func ranges(_ count: Int, minimumPerWorker: Int = 4096, _ body: (Range<Int>) -> Void) {
        chunks(count, minimumPerWorker: minimumPerWorker) { _, range in body(range) }
    }

    /// As `ranges`, also passing the chunk index (0..<workers), e.g. to pick per-worker scratch.
    @inlinable
    public static func chunks(_ count: Int, minimumPerWorker: Int = 4096, _ body: (Int, Range<Int>) -> Void) {
        let chunks = min(workers, max(1, count / max(1, minimumPerWorker)))
        if chunks <= 1 { body(0, 0..<count); return }
        let size = (count + chunks - 1) / chunks
        // The chunks touch disjoint memory; the caller's closure captures raw pointers, which Swift
        // cannot prove Sendable, so it is passed through unchecked.
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let work = body
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * size
                if start < count { work(chunk, start ..< min(count, start + size)) }
            }
        }
    }
}
