import Bert
import PolicyScoring
import Tensors

/// Clauses tokenised once, with their targets, and the batches an epoch visits.
public struct TrainingSet: Sendable {
    public struct Example: Sendable {
        public let ids: [Int32]
        public let targets: ClauseTargets
        public let record: ClauseRecord
    }

    public let examples: [Example]
    /// Clauses longer than `maxTokens` that were cut (with their ids), for a warning.
    public let truncated: [String]

    /// Tokenises each record as `input` renders it.
    public init(records: [ClauseRecord], input: ModelInput, tokenizer: WordPieceTokenizer, maxTokens: Int) {
        var truncated: [String] = []
        examples = records.map { record in
            let text = input.render(record.input)
            let ids = tokenizer.encode(text, maxLength: maxTokens)
            if ids.count == maxTokens && tokenizer.encode(text, maxLength: maxTokens + 1).count > maxTokens {
                truncated.append(record.id)
            }
            return Example(ids: ids, targets: ClauseTargets(record), record: record)
        }
        self.truncated = truncated
    }

    public var tokenCount: Int { examples.reduce(0) { $0 + $1.ids.count } }

    /// The batches of one epoch: shuffled with a seed, then bucketed by length inside windows of
    /// 8 batches so little padding is computed, then the batch order shuffled again.
    public func batches(size: Int, seed: UInt64, epoch: Int) -> [[Int]] {
        var rng = SplitMix64(seed: seed &+ UInt64(epoch) &* 0x9E37_79B9)
        var order = Array(examples.indices)
        order.shuffle(using: &rng)
        var batches: [[Int]] = []
        let window = size * 8
        for start in stride(from: 0, to: order.count, by: window) {
            let chunk = order[start ..< min(order.count, start + window)].sorted { examples[$0].ids.count < examples[$1].ids.count }
            for b in stride(from: 0, to: chunk.count, by: size) {
                batches.append(Array(chunk[chunk.startIndex + b ..< min(chunk.endIndex, chunk.startIndex + b + size)]))
            }
        }
        batches.shuffle(using: &rng)
        return batches
    }

    /// Batches in length order with no shuffling (evaluation).
    public func orderedBatches(size: Int) -> [[Int]] {
        let order = examples.indices.sorted { examples[$0].ids.count < examples[$1].ids.count }
        return stride(from: 0, to: order.count, by: size).map { Array(order[$0 ..< min(order.count, $0 + size)]) }
    }

    public func tokenBatch(_ indices: [Int]) -> TokenBatch { TokenBatch(sequences: indices.map { examples[$0].ids }) }
    public func targets(_ indices: [Int]) -> [ClauseTargets] { indices.map { examples[$0].targets } }
}
