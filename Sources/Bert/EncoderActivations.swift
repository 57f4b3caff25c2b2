import Tensors

/// Activations of one encoder layer for a batch, kept for backward.
/// Shapes use the legend of Sources/Tensors/Shapes.md (N = B·T rows).
public final class LayerActivations {
    let q = FloatBuffer(), k = FloatBuffer(), v = FloatBuffer()   // [N×C]
    let probs = FloatBuffer()                                     // [B×H×T×T]
    let context = FloatBuffer()                                   // [N×C] attention output before its projection
    let residual1 = FloatBuffer()                                 // [N×C] x + attention projection, before LN
    let norm1 = FloatBuffer()                                     // [N×C] after attention LayerNorm
    let norm1Mean = FloatBuffer(), norm1Rstd = FloatBuffer()      // [N]
    let ffnPre = FloatBuffer()                                    // [N×F] before GELU
    let ffnAct = FloatBuffer()                                    // [N×F] after GELU
    let residual2 = FloatBuffer()                                 // [N×C] norm1 + FFN output, before LN
    public let out = FloatBuffer()                                // [N×C] layer output
    let norm2Mean = FloatBuffer(), norm2Rstd = FloatBuffer()      // [N]

    func reserve(b: Int, t: Int, c: Int, h: Int, f: Int) {
        let n = b * t
        for buffer in [q, k, v, context, residual1, norm1, residual2, out] { buffer.reserve(n * c) }
        for buffer in [norm1Mean, norm1Rstd, norm2Mean, norm2Rstd] { buffer.reserve(n) }
        probs.reserve(b * h * t * t)
        ffnPre.reserve(n * f)
        ffnAct.reserve(n * f)
    }
}

/// Every buffer the encoder's forward and backward use, allocated once and grown with (B, T).
/// Training keeps one `LayerActivations` per layer; inference ping-pongs between two.
public final class EncoderActivations {
    public private(set) var batch = 0, tokens = 0
    let config: BertConfig
    let training: Bool
    public let mask = FloatBuffer()          // [B×T] 1 real token, 0 padding
    let embeddingSum = FloatBuffer()         // [N×C] word + position + type, before LN
    let embeddingMean = FloatBuffer(), embeddingRstd = FloatBuffer()  // [N]
    public let embeddings = FloatBuffer()    // [N×C] layer 0 input
    let layers: [LayerActivations]
    public let pooled = FloatBuffer()        // [B×C] masked mean of the last layer
    public let normalized = FloatBuffer()    // [B×C] L2-normalised sentence embeddings

    // Gradient scratch, shared by all layers during backward.
    let gradOut = FloatBuffer(), gradIn = FloatBuffer()                 // [N×C] ping-pong
    let gradResidual2 = FloatBuffer(), gradNorm1 = FloatBuffer()        // [N×C]
    let gradResidual1 = FloatBuffer(), gradContext = FloatBuffer()      // [N×C]
    let gradQ = FloatBuffer(), gradK = FloatBuffer(), gradV = FloatBuffer()  // [N×C]
    let gradFfnAct = FloatBuffer(), gradFfnPre = FloatBuffer()          // [N×F]
    let attentionScratch = FloatBuffer()                                // [T×T]

    public init(config: BertConfig, training: Bool) {
        self.config = config
        self.training = training
        layers = (0..<(training ? config.numHiddenLayers : 2)).map { _ in LayerActivations() }
    }

    /// The activations slot of layer `l`.
    func layer(_ l: Int) -> LayerActivations { layers[training ? l : l % 2] }

    /// The last layer's output [N×C].
    public var lastHidden: FloatBuffer { layer(config.numHiddenLayers - 1).out }

    /// Grows every buffer to hold a batch of `b` clauses of `t` tokens.
    public func reserve(batch b: Int, tokens t: Int) {
        batch = b
        tokens = t
        let c = config.hiddenSize, h = config.numAttentionHeads, f = config.intermediateSize, n = b * t
        mask.reserve(n)
        for buffer in [embeddingSum, embeddings] { buffer.reserve(n * c) }
        embeddingMean.reserve(n); embeddingRstd.reserve(n)
        for layer in layers { layer.reserve(b: b, t: t, c: c, h: h, f: f) }
        pooled.reserve(b * c); normalized.reserve(b * c)
        if training {
            for buffer in [gradOut, gradIn, gradResidual2, gradNorm1, gradResidual1, gradContext, gradQ, gradK, gradV] {
                buffer.reserve(n * c)
            }
            gradFfnAct.reserve(n * f); gradFfnPre.reserve(n * f)
            attentionScratch.reserve(Parallel.workers * t * t)
        }
    }
}
