/// Token ids of B clauses padded to T = the longest, with the padding mask.
public struct TokenBatch: Sendable, Equatable {
    public let batch: Int
    public let tokens: Int
    public let ids: [Int32]      // [B×T], padding = padID
    public let mask: [Float]     // [B×T], 1 real, 0 padding
    public let lengths: [Int]    // real tokens per clause

    /// `tokenMultiple` rounds T up to a multiple of it (the extra positions are masked padding).
    public init(sequences: [[Int32]], padID: Int32 = 0, tokenMultiple: Int = 1) {
        precondition(!sequences.isEmpty, "TokenBatch: no sequences")
        precondition(tokenMultiple >= 1, "TokenBatch: tokenMultiple must be at least 1")
        batch = sequences.count
        let longest = sequences.map(\.count).max()!
        tokens = (longest + tokenMultiple - 1) / tokenMultiple * tokenMultiple
        var ids = [Int32](repeating: padID, count: batch * tokens)
        var mask = [Float](repeating: 0, count: batch * tokens)
        for (b, sequence) in sequences.enumerated() {
            for (t, id) in sequence.enumerated() {
                ids[b * tokens + t] = id
                mask[b * tokens + t] = 1
            }
        }
        self.ids = ids
        self.mask = mask
        lengths = sequences.map(\.count)
    }

    /// The T multiple inference pads to. OpenBLAS's AVX-512 sgemm handles row counts that are multiples of
    /// 16 faster than the rest (44 rows took about 1.7× as long as 48 in a C micro-benchmark here), and the
    /// extra positions are masked, so outputs change only by rounding: single-clause latency 7.2 → 6.3 ms
    /// median (lora-bench inference, 2026-11-22). Training keeps T = the longest clause, so seeded runs stay
    /// byte-identical to the shipped adapter.
    public static let inferenceTokenMultiple = 16

    /// Real (non-padding) tokens in the batch.
    public var realTokens: Int { lengths.reduce(0, +) }
}
