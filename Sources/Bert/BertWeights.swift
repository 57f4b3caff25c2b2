import SafeTensors
import Tensors

/// Weights of a linear layer, PyTorch layout: weight [O×I], bias [O]. Pointers into storage that the
/// owning `BertWeights` keeps alive (the memory-mapped checkpoint, or buffers in tests).
public struct LinearWeights: @unchecked Sendable {
    public let weight: UnsafePointer<Float>
    public let bias: UnsafePointer<Float>
    public let outFeatures: Int
    public let inFeatures: Int
}

/// LayerNorm scale and shift, [C] each.
public struct NormWeights: @unchecked Sendable {
    public let weight: UnsafePointer<Float>
    public let bias: UnsafePointer<Float>
}

/// The frozen weights of one encoder layer.
public struct LayerWeights: @unchecked Sendable {
    public let query, key, value, attentionOutput: LinearWeights
    public let attentionNorm: NormWeights
    public let intermediate, output: LinearWeights
    public let outputNorm: NormWeights

    /// The linear layer for a projection.
    public func linear(_ projection: Projection) -> LinearWeights {
        switch projection {
        case .query: query
        case .key: key
        case .value: value
        case .attentionOutput: attentionOutput
        case .intermediate: intermediate
        case .output: output
        }
    }
}

/// A named source of Float32 tensors: the checkpoint's memory map, or in-memory buffers in tests.
public protocol WeightSource: AnyObject {
    /// Zero-copy pointer to tensor `name`, which must have `shape`.
    func tensor(_ name: String, shape: [Int]) throws(ModelError) -> UnsafePointer<Float>
}

/// All frozen weights of the encoder, by name, as the sentence-transformers checkpoint spells them.
public final class BertWeights: @unchecked Sendable {
    public let config: BertConfig
    public let wordEmbeddings: UnsafePointer<Float>      // [V×C]
    public let positionEmbeddings: UnsafePointer<Float>  // [512×C]
    public let tokenTypeEmbeddings: UnsafePointer<Float> // [2×C]
    public let embeddingNorm: NormWeights
    public let layers: [LayerWeights]
    /// Keeps the mapped file (or test buffers) alive as long as the pointers are used.
    let source: WeightSource

    public init(config: BertConfig, source: WeightSource) throws(ModelError) {
        self.config = config
        self.source = source
        let c = config.hiddenSize, f = config.intermediateSize
        func linear(_ prefix: String, _ o: Int, _ i: Int) throws(ModelError) -> LinearWeights {
            LinearWeights(weight: try source.tensor(prefix + ".weight", shape: [o, i]),
                          bias: try source.tensor(prefix + ".bias", shape: [o]), outFeatures: o, inFeatures: i)
        }
        func norm(_ prefix: String) throws(ModelError) -> NormWeights {
            NormWeights(weight: try source.tensor(prefix + ".weight", shape: [c]), bias: try source.tensor(prefix + ".bias", shape: [c]))
        }
        wordEmbeddings = try source.tensor("embeddings.word_embeddings.weight", shape: [config.vocabSize, c])
        positionEmbeddings = try source.tensor("embeddings.position_embeddings.weight", shape: [config.maxPositionEmbeddings, c])
        tokenTypeEmbeddings = try source.tensor("embeddings.token_type_embeddings.weight", shape: [config.typeVocabSize, c])
        embeddingNorm = try norm("embeddings.LayerNorm")
        var layers: [LayerWeights] = []
        for l in 0..<config.numHiddenLayers {
            let p = "encoder.layer.\(l)."
            layers.append(LayerWeights(
                query: try linear(p + "attention.self.query", c, c),
                key: try linear(p + "attention.self.key", c, c),
                value: try linear(p + "attention.self.value", c, c),
                attentionOutput: try linear(p + "attention.output.dense", c, c),
                attentionNorm: try norm(p + "attention.output.LayerNorm"),
                intermediate: try linear(p + "intermediate.dense", f, c),
                output: try linear(p + "output.dense", c, f),
                outputNorm: try norm(p + "output.LayerNorm")))
        }
        self.layers = layers
    }
}

/// The checkpoint file as a weight source: memory-mapped, never copied.
public final class MappedCheckpoint: WeightSource {
    public let file: SafeTensorsFile
    public let path: String

    public init(path: String) throws(ModelError) {
        self.path = path
        do { file = try SafeTensorsFile(path: path) } catch {
            throw .invalidWeights(path: path, reason: error.description)
        }
    }

    public func tensor(_ name: String, shape: [Int]) throws(ModelError) -> UnsafePointer<Float> {
        let info: TensorInfo
        do { info = try file.info(name) } catch { throw .missingTensor(name: name, path: path) }
        guard info.shape == shape else { throw .wrongShape(name: name, expected: shape, found: info.shape) }
        do {
            let storage = try file.float32Storage(name)
            for value in storage where !value.isFinite {
                throw ModelError.invalidWeights(path: path, reason: "tensor \(name) contains NaN or infinity")
            }
            return storage.baseAddress!
        } catch let error as ModelError {
            throw error
        } catch {
            throw .invalidWeights(path: path, reason: "\(error)")
        }
    }
}

/// In-memory weights by name, for tests on tiny random configurations.
public final class BufferWeights: WeightSource {
    public private(set) var buffers: [String: (shape: [Int], buffer: FloatBuffer)] = [:]

    public init() {}

    public func set(_ name: String, shape: [Int], values: [Float]) {
        precondition(values.count == shape.reduce(1, *), "BufferWeights: \(name) has \(values.count) values for shape \(shape)")
        buffers[name] = (shape, FloatBuffer(values))
    }

    public func tensor(_ name: String, shape: [Int]) throws(ModelError) -> UnsafePointer<Float> {
        guard let entry = buffers[name] else { throw .missingTensor(name: name, path: "<memory>") }
        guard entry.shape == shape else { throw .wrongShape(name: name, expected: shape, found: entry.shape) }
        return UnsafePointer(entry.buffer.pointer)
    }
}
