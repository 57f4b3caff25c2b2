import Bert

/// LoRA hyper-parameters: rank, alpha, dropout and the projections they wrap.
public struct LoRAConfiguration: Sendable, Equatable, Codable {
    public var rank: Int
    public var alpha: Float
    public var dropout: Float
    public var targetModules: [Projection]

    /// The defaults: r = 8, alpha = 16, dropout 0.05 on query, key, value and attention.output.dense.
    public static let `default` = LoRAConfiguration(rank: 8, alpha: 16, dropout: 0.05,
                                                    targetModules: [.query, .key, .value, .attentionOutput])

    public init(rank: Int, alpha: Float, dropout: Float, targetModules: [Projection]) {
        self.rank = rank; self.alpha = alpha; self.dropout = dropout; self.targetModules = targetModules
    }

    /// alpha / r, the factor on B·A.
    public var scale: Float { alpha / Float(rank) }

    /// The PEFT key prefix of the adapter on (layer, projection).
    public static func key(layer: Int, projection: Projection) -> String {
        "base_model.model.encoder.layer.\(layer).\(projection.modulePath)"
    }
}
