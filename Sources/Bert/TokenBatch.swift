/// Token ids of B clauses padded to T = the longest, with the padding mask.
public struct TokenBatch: Sendable, Equatable {
    public let batch: Int
    public let tokens: Int
    public let ids: [Int32]      // [B×T], padding = padID
    public let mask: [Float]     // [B×T], 1 real, 0 padding
    public let lengths: [Int]    // real tokens per clause

    public init(sequences: [[Int32]], padID: Int32 = 0) {
        precondition(!sequences.isEmpty, "TokenBatch: no sequences")
        batch = sequences.count
        tokens = sequences.map(\.count).max()!
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

    /// Real (non-padding) tokens in the batch.
    public var realTokens: Int { lengths.reduce(0, +) }
}
