import Foundation

/// The BERT configuration from the model's `config.json` (keys as the file spells them).
public struct BertConfig: Codable, Sendable, Equatable {
    public var hiddenSize: Int
    public var numHiddenLayers: Int
    public var numAttentionHeads: Int
    public var intermediateSize: Int
    public var hiddenAct: String
    public var layerNormEps: Float
    public var maxPositionEmbeddings: Int
    public var vocabSize: Int
    public var typeVocabSize: Int
    public var padTokenId: Int

    enum CodingKeys: String, CodingKey {
        case hiddenSize = "hidden_size", numHiddenLayers = "num_hidden_layers"
        case numAttentionHeads = "num_attention_heads", intermediateSize = "intermediate_size"
        case hiddenAct = "hidden_act", layerNormEps = "layer_norm_eps"
        case maxPositionEmbeddings = "max_position_embeddings", vocabSize = "vocab_size"
        case typeVocabSize = "type_vocab_size", padTokenId = "pad_token_id"
    }

    public init(hiddenSize: Int, numHiddenLayers: Int, numAttentionHeads: Int, intermediateSize: Int,
                hiddenAct: String = "gelu", layerNormEps: Float = 1e-12, maxPositionEmbeddings: Int,
                vocabSize: Int, typeVocabSize: Int = 2, padTokenId: Int = 0) {
        self.hiddenSize = hiddenSize; self.numHiddenLayers = numHiddenLayers
        self.numAttentionHeads = numAttentionHeads; self.intermediateSize = intermediateSize
        self.hiddenAct = hiddenAct; self.layerNormEps = layerNormEps
        self.maxPositionEmbeddings = maxPositionEmbeddings; self.vocabSize = vocabSize
        self.typeVocabSize = typeVocabSize; self.padTokenId = padTokenId
    }

    /// all-MiniLM-L6-v2: hidden 384, 6 layers, 12 heads, intermediate 1536, exact-erf GELU.
    public static let miniLML6 = BertConfig(hiddenSize: 384, numHiddenLayers: 6, numAttentionHeads: 12,
                                            intermediateSize: 1536, maxPositionEmbeddings: 512, vocabSize: 30522)

    public var headSize: Int { hiddenSize / numAttentionHeads }

    /// Reads and checks `config.json`.
    public static func load(_ path: String) throws(ModelError) -> BertConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingFile(path: path, what: "the model's config.json")
        }
        let config: BertConfig
        do { config = try JSONDecoder().decode(BertConfig.self, from: data) } catch {
            throw .invalidConfig(path: path, reason: "\(error)")
        }
        try config.validate(path: path)
        return config
    }

    func validate(path: String) throws(ModelError) {
        guard hiddenAct == "gelu" else {
            throw .invalidConfig(path: path, reason: "hidden_act is \"\(hiddenAct)\"; only the exact-erf \"gelu\" is implemented")
        }
        guard numAttentionHeads > 0, hiddenSize % numAttentionHeads == 0 else {
            throw .invalidConfig(path: path, reason: "hidden_size \(hiddenSize) is not a multiple of num_attention_heads \(numAttentionHeads)")
        }
    }
}
