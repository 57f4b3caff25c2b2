import Bert
import Tensors
@testable import LoRATrainer

/// A tiny random BERT (C = 8, 2 layers, 2 heads, F = 16) for fast whole-model checks.
enum TinyModel {
    static let config = BertConfig(hiddenSize: 8, numHiddenLayers: 2, numAttentionHeads: 2, intermediateSize: 16,
                                   maxPositionEmbeddings: 16, vocabSize: 20)

    /// Random weights by name; `override` replaces the weight of (layer, projection) (the merge test).
    static func weights(seed: UInt64, override: [String: [Float]] = [:]) -> BufferWeights {
        var rng = SplitMix64(seed: seed)
        let w = BufferWeights()
        let c = config.hiddenSize, f = config.intermediateSize
        func put(_ name: String, _ shape: [Int], scale: Float = 0.5, offset: Float = 0) {
            let random = (0..<shape.reduce(1, *)).map { _ in offset + rng.uniform(scale) }   // always drawn, so overrides keep the rest
            let values = override[name] ?? random
            w.set(name, shape: shape, values: values)
        }
        put("embeddings.word_embeddings.weight", [config.vocabSize, c])
        put("embeddings.position_embeddings.weight", [config.maxPositionEmbeddings, c])
        put("embeddings.token_type_embeddings.weight", [2, c])
        put("embeddings.LayerNorm.weight", [c], scale: 0.2, offset: 1)
        put("embeddings.LayerNorm.bias", [c], scale: 0.1)
        for l in 0..<config.numHiddenLayers {
            let p = "encoder.layer.\(l)."
            for name in ["attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"] {
                put(p + name + ".weight", [c, c]); put(p + name + ".bias", [c], scale: 0.1)
            }
            put(p + "intermediate.dense.weight", [f, c]); put(p + "intermediate.dense.bias", [f], scale: 0.1)
            put(p + "output.dense.weight", [c, f]); put(p + "output.dense.bias", [c], scale: 0.1)
            for norm in ["attention.output.LayerNorm", "output.LayerNorm"] {
                put(p + norm + ".weight", [c], scale: 0.2, offset: 1); put(p + norm + ".bias", [c], scale: 0.1)
            }
        }
        return w
    }

    static func encoder(seed: UInt64 = 3, override: [String: [Float]] = [:]) -> BertEncoder {
        BertEncoder(weights: try! BertWeights(config: config, source: weights(seed: seed, override: override)))
    }

    static let batch = TokenBatch(sequences: [[1, 5, 7, 2], [1, 9, 2], [1, 3, 4, 6, 8, 2]])
    static let targets = [
        ClauseTargets(targetGroup: 0, effectDirection: 0, architecture: [0.9, 0.2, 0.5, 0.7], proxy: 1, expands: 0),
        ClauseTargets(targetGroup: 2, effectDirection: 1, architecture: [0.1, 0.4, 0.0, 0.2], proxy: 0, expands: 1),
        ClauseTargets(targetGroup: 3, effectDirection: 3, architecture: [0.5, 0.5, 0.35, 1.0], proxy: 0, expands: 0),
    ]

    /// Sets every trainable value to a random number (B non-zero, so every path carries gradient).
    static func randomize(_ model: ClauseModel, seed: UInt64, scale: Float = 0.3) {
        var rng = SplitMix64(seed: seed)
        let p = model.store.values.pointer
        for i in 0..<model.store.count { p[i] = rng.uniform(scale) }
    }
}
