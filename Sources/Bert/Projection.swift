/// The linear projections inside an encoder layer that an adapter may wrap.
public enum Projection: String, CaseIterable, Sendable, Codable {
    case query, key, value
    case attentionOutput = "attention.output.dense"
    case intermediate = "intermediate.dense"
    case output = "output.dense"

    /// The module path inside `encoder.layer.{i}.` as PyTorch names it.
    public var modulePath: String {
        switch self {
        case .query, .key, .value: "attention.self.\(rawValue)"
        default: rawValue
        }
    }
}

/// Something that adds a trainable term to frozen projections (LoRA), seen by the encoder only
/// through this protocol: the encoder computes W·x + b, the adapter adds its own term, and in
/// backward it accumulates its own parameter gradients and adds its share of the input gradient.
public protocol ProjectionAdapter: AnyObject {
    /// Whether this (layer, projection) carries an adapter.
    func adapts(layer: Int, projection: Projection) -> Bool

    /// out[N×O] += adapter term of inp[N×I]; saves what backward needs when `training`.
    func forward(layer: Int, projection: Projection, input: UnsafePointer<Float>,
                 output: UnsafeMutablePointer<Float>, rows: Int, training: Bool)

    /// Given dout[N×O]: accumulates the adapter's parameter gradients and adds into dinp[N×I]
    /// (nil: the caller needs no input gradient).
    func backward(layer: Int, projection: Projection, input: UnsafePointer<Float>,
                  outputGradient: UnsafePointer<Float>, inputGradient: UnsafeMutablePointer<Float>?, rows: Int)
}
