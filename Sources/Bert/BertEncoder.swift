import Tensors

/// The BERT encoder (post-LayerNorm), forward and mirrored backward, over frozen weights.
/// Shapes use the legend of Sources/Tensors/Shapes.md.
public final class BertEncoder: @unchecked Sendable {
    public let config: BertConfig
    public let weights: BertWeights

    public init(weights: BertWeights) {
        self.config = weights.config
        self.weights = weights
    }

    /// Loads config.json and the memory-mapped model.safetensors from a model folder.
    public convenience init(location: ModelLocation) throws(ModelError) {
        try location.checkPresent()
        let config = try BertConfig.load(location.configPath)
        let checkpoint = try MappedCheckpoint(path: location.weightsPath)
        self.init(weights: try BertWeights(config: config, source: checkpoint))
    }

    // MARK: Forward

    /// Runs the encoder on `batch`; fills `acts` (embeddings, every layer, pooled and normalised).
    /// With `training`, the adapter saves what its backward needs (and applies dropout).
    public func forward(_ batch: TokenBatch, acts: EncoderActivations, adapter: ProjectionAdapter? = nil, training: Bool = false) {
        let b = batch.batch, t = batch.tokens, c = config.hiddenSize
        precondition(t <= config.maxPositionEmbeddings, "forward: \(t) tokens exceed \(config.maxPositionEmbeddings) positions")
        acts.reserve(batch: b, tokens: t)
        batch.mask.withUnsafeBufferPointer { acts.mask.pointer.update(from: $0.baseAddress!, count: b * t) }
        embed(batch, acts: acts)
        var x = UnsafePointer(acts.embeddings.pointer)
        for l in 0..<config.numHiddenLayers {
            layerForward(l, input: x, acts: acts, adapter: adapter, training: training)
            x = UnsafePointer(acts.layer(l).out.pointer)
        }
        MeanPooling.forward(out: acts.pooled.pointer, inp: x, mask: acts.mask.pointer, batch: b, tokens: t, channels: c)
        L2Normalize.forward(out: acts.normalized.pointer, inp: acts.pooled.pointer, rows: b, channels: c)
    }

    /// embeddings[N×C] = LN(word[id] + position[t] + tokenType[0])
    func embed(_ batch: TokenBatch, acts: EncoderActivations) {
        let t = batch.tokens, c = config.hiddenSize, n = batch.batch * t
        let sum = acts.embeddingSum.pointer
        for row in 0..<n {
            let id = Int(batch.ids[row])
            precondition(id >= 0 && id < config.vocabSize, "embed: token id \(id) outside the vocabulary")
            let word = weights.wordEmbeddings + id * c
            let position = weights.positionEmbeddings + (row % t) * c
            let type = weights.tokenTypeEmbeddings
            let out = sum + row * c
            for j in 0..<c { out[j] = word[j] + position[j] + type[j] }
        }
        LayerNorm.forward(out: acts.embeddings.pointer, mean: acts.embeddingMean.pointer, rstd: acts.embeddingRstd.pointer,
                          inp: sum, weight: weights.embeddingNorm.weight, bias: weights.embeddingNorm.bias,
                          rows: n, channels: c, eps: config.layerNormEps)
    }

    /// One post-LayerNorm layer: x → LN(x + Attn(x)) → LN(· + FFN(·)).
    func layerForward(_ l: Int, input x: UnsafePointer<Float>, acts: EncoderActivations, adapter: ProjectionAdapter?, training: Bool) {
        let w = weights.layers[l], a = acts.layer(l)
        let b = acts.batch, t = acts.tokens, n = b * t, c = config.hiddenSize, f = config.intermediateSize
        let eps = config.layerNormEps
        project(l, .query, w.query, input: x, output: a.q.pointer, rows: n, adapter: adapter, training: training)       // q[N×C]
        project(l, .key, w.key, input: x, output: a.k.pointer, rows: n, adapter: adapter, training: training)           // k[N×C]
        project(l, .value, w.value, input: x, output: a.v.pointer, rows: n, adapter: adapter, training: training)       // v[N×C]
        Attention.forward(out: a.context.pointer, probs: a.probs.pointer, q: a.q.pointer, k: a.k.pointer, v: a.v.pointer,
                          mask: acts.mask.pointer, batch: b, tokens: t, heads: config.numAttentionHeads, headSize: config.headSize)
        project(l, .attentionOutput, w.attentionOutput, input: a.context.pointer, output: a.residual1.pointer,
                rows: n, adapter: adapter, training: training)                                                          // [N×C]
        BLAS.saxpy(n: n * c, alpha: 1, x: x, y: a.residual1.pointer)                                                   // + x
        LayerNorm.forward(out: a.norm1.pointer, mean: a.norm1Mean.pointer, rstd: a.norm1Rstd.pointer, inp: a.residual1.pointer,
                          weight: w.attentionNorm.weight, bias: w.attentionNorm.bias, rows: n, channels: c, eps: eps)
        project(l, .intermediate, w.intermediate, input: a.norm1.pointer, output: a.ffnPre.pointer,
                rows: n, adapter: adapter, training: training)                                                          // [N×F]
        GELU.forward(out: a.ffnAct.pointer, inp: a.ffnPre.pointer, count: n * f)
        project(l, .output, w.output, input: a.ffnAct.pointer, output: a.residual2.pointer,
                rows: n, adapter: adapter, training: training)                                                          // [N×C]
        BLAS.saxpy(n: n * c, alpha: 1, x: a.norm1.pointer, y: a.residual2.pointer)                                     // + norm1
        LayerNorm.forward(out: a.out.pointer, mean: a.norm2Mean.pointer, rstd: a.norm2Rstd.pointer, inp: a.residual2.pointer,
                          weight: w.outputNorm.weight, bias: w.outputNorm.bias, rows: n, channels: c, eps: eps)
    }

    /// output = input·Wᵀ + b (frozen) + the adapter's term, if this projection has one.
    func project(_ l: Int, _ projection: Projection, _ w: LinearWeights, input: UnsafePointer<Float>,
                 output: UnsafeMutablePointer<Float>, rows: Int, adapter: ProjectionAdapter?, training: Bool) {
        Linear.forward(out: output, inp: input, weight: w.weight, bias: w.bias, rows: rows, inFeatures: w.inFeatures, outFeatures: w.outFeatures)
        if let adapter, adapter.adapts(layer: l, projection: projection) {
            adapter.forward(layer: l, projection: projection, input: input, output: output, rows: rows, training: training)
        }
    }

    // MARK: Backward

    /// Backward from dpooled[B×C] (gradient of the loss w.r.t. the mean-pooled last layer) through every
    /// layer. Frozen weights get no gradients; the adapter accumulates its own. Nothing below layer 0 is
    /// trainable, so the gradient of layer 0's input (the embeddings) is not computed at all.
    public func backward(dpooled: UnsafePointer<Float>, acts: EncoderActivations, adapter: ProjectionAdapter?) {
        precondition(acts.training, "backward needs activations made with training: true")
        let b = acts.batch, t = acts.tokens, c = config.hiddenSize, n = b * t
        var dout = acts.gradOut, dinp = acts.gradIn
        dout.zero(n * c)
        MeanPooling.backward(dinp: dout.pointer, dout: dpooled, mask: acts.mask.pointer, batch: b, tokens: t, channels: c)
        for l in stride(from: config.numHiddenLayers - 1, through: 0, by: -1) {
            let x = l == 0 ? acts.embeddings.pointer : acts.layer(l - 1).out.pointer
            if l > 0 { dinp.zero(n * c) }
            layerBackward(l, input: x, dout: dout.pointer, dinp: l > 0 ? dinp.pointer : nil, acts: acts, adapter: adapter)
            swap(&dout, &dinp)
        }
    }

    /// Mirrors `layerForward` in reverse; dinp[N×C] += ∂loss/∂x given dout[N×C] = ∂loss/∂out. With dinp
    /// nil (layer 0) the input gradient is skipped: the data gradients of query, key and value and the
    /// residual's share, about 2 % of a training step's FLOPs; the adapters' own gradients are unchanged.
    func layerBackward(_ l: Int, input x: UnsafePointer<Float>, dout: UnsafePointer<Float>, dinp: UnsafeMutablePointer<Float>?,
                       acts: EncoderActivations, adapter: ProjectionAdapter?) {
        let w = weights.layers[l], a = acts.layer(l)
        let b = acts.batch, t = acts.tokens, n = b * t, c = config.hiddenSize, f = config.intermediateSize
        let gRes2 = acts.gradResidual2.pointer, gNorm1 = acts.gradNorm1.pointer, gRes1 = acts.gradResidual1.pointer
        let gContext = acts.gradContext.pointer, gQ = acts.gradQ.pointer, gK = acts.gradK.pointer, gV = acts.gradV.pointer
        let gAct = acts.gradFfnAct.pointer, gPre = acts.gradFfnPre.pointer
        for buffer in [gRes2, gNorm1, gRes1, gContext, gQ, gK, gV] { buffer.update(repeating: 0, count: n * c) }
        gAct.update(repeating: 0, count: n * f); gPre.update(repeating: 0, count: n * f)

        // out = LN(residual2)
        LayerNorm.backward(dinp: gRes2, dweight: nil, dbias: nil, dout: dout, inp: a.residual2.pointer, weight: w.outputNorm.weight,
                           mean: a.norm2Mean.pointer, rstd: a.norm2Rstd.pointer, rows: n, channels: c)
        // residual2 = ffnAct·Woᵀ + b + norm1
        projectBackward(l, .output, w.output, input: a.ffnAct.pointer, dout: gRes2, dinp: gAct, rows: n, adapter: adapter)
        BLAS.saxpy(n: n * c, alpha: 1, x: gRes2, y: gNorm1)
        // ffnAct = GELU(ffnPre)
        GELU.backward(dinp: gPre, dout: gAct, inp: a.ffnPre.pointer, count: n * f)
        // ffnPre = norm1·Wiᵀ + b
        projectBackward(l, .intermediate, w.intermediate, input: a.norm1.pointer, dout: gPre, dinp: gNorm1, rows: n, adapter: adapter)
        // norm1 = LN(residual1)
        LayerNorm.backward(dinp: gRes1, dweight: nil, dbias: nil, dout: gNorm1, inp: a.residual1.pointer, weight: w.attentionNorm.weight,
                           mean: a.norm1Mean.pointer, rstd: a.norm1Rstd.pointer, rows: n, channels: c)
        // residual1 = context·Waᵀ + b + x
        projectBackward(l, .attentionOutput, w.attentionOutput, input: a.context.pointer, dout: gRes1, dinp: gContext, rows: n, adapter: adapter)
        if let dinp { BLAS.saxpy(n: n * c, alpha: 1, x: gRes1, y: dinp) }
        // context = Attention(q, k, v)
        Attention.backward(dq: gQ, dk: gK, dv: gV, scratch: acts.attentionScratch.pointer, dout: gContext, probs: a.probs.pointer,
                           q: a.q.pointer, k: a.k.pointer, v: a.v.pointer, batch: b, tokens: t,
                           heads: config.numAttentionHeads, headSize: config.headSize)
        // q, k, v = x·Wᵀ + b
        projectBackward(l, .query, w.query, input: x, dout: gQ, dinp: dinp, rows: n, adapter: adapter)
        projectBackward(l, .key, w.key, input: x, dout: gK, dinp: dinp, rows: n, adapter: adapter)
        projectBackward(l, .value, w.value, input: x, dout: gV, dinp: dinp, rows: n, adapter: adapter)
    }

    /// Data gradient through a frozen projection (no weight gradient; none at all when dinp is nil) plus
    /// the adapter's backward.
    func projectBackward(_ l: Int, _ projection: Projection, _ w: LinearWeights, input: UnsafePointer<Float>,
                         dout: UnsafePointer<Float>, dinp: UnsafeMutablePointer<Float>?, rows: Int, adapter: ProjectionAdapter?) {
        if let dinp {
            Linear.backward(dinp: dinp, dweight: nil, dbias: nil, dout: dout, inp: input, weight: w.weight,
                            rows: rows, inFeatures: w.inFeatures, outFeatures: w.outFeatures)
        }
        if let adapter, adapter.adapts(layer: l, projection: projection) {
            adapter.backward(layer: l, projection: projection, input: input, outputGradient: dout, inputGradient: dinp, rows: rows)
        }
    }
}
