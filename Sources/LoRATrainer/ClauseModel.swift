import Bert
import Tensors

/// The whole trainable model: the frozen encoder, LoRA on its projections (or none, for the
/// head-only probe), and the multi-task head, with every trainable tensor in one `ParameterStore`.
public final class ClauseModel: @unchecked Sendable {
    public let encoder: BertEncoder
    public let store = ParameterStore()
    public let lora: LoRAAdapter?
    public let headWeight: ParameterStore.Entry   // [K×C]
    public let headBias: ParameterStore.Entry     // [K]

    let trainingActs: EncoderActivations
    let inferenceActs: EncoderActivations
    let logits = FloatBuffer()    // [B×K]
    let dlogits = FloatBuffer()   // [B×K]
    let dpooled = FloatBuffer()   // [B×C]

    /// A fresh model: LoRA A kaiming-uniform and B zero (a no-op), head weights uniform ±1/√C, bias 0.
    public init(encoder: BertEncoder, lora configuration: LoRAConfiguration?, seed: UInt64) {
        self.encoder = encoder
        let config = encoder.config
        let store = self.store
        lora = configuration.map { LoRAAdapter(configuration: $0, config: config, store: store, seed: seed) }
        store.add(ClassifierHead.weightName, shape: [ClassifierHead.outputs, config.hiddenSize], group: .head)
        store.add(ClassifierHead.biasName, shape: [ClassifierHead.outputs], group: .head)
        store.allocate()
        headWeight = store.entry(ClassifierHead.weightName)!
        headBias = store.entry(ClassifierHead.biasName)!
        trainingActs = EncoderActivations(config: config, training: configuration != nil)
        inferenceActs = EncoderActivations(config: config, training: false)
        lora?.initialize(seed: seed)
        var rng = SplitMix64(seed: seed &+ 1)
        let bound = 1 / Float(config.hiddenSize).squareRoot()
        let w = store.pointer(headWeight)
        for i in 0..<headWeight.count { w[i] = rng.uniform(bound) }
    }

    /// The adapter the encoder sees (nil for the head-only probe).
    var adapter: ProjectionAdapter? { lora }

    /// Forward and backward for one batch: accumulates gradients into the store; returns the loss.
    public func lossAndGradients(_ batch: TokenBatch, targets: [ClauseTargets]) -> MultiTaskLoss.Parts {
        let b = batch.batch, c = encoder.config.hiddenSize, k = ClassifierHead.outputs
        let acts = lora == nil ? inferenceActs : trainingActs
        encoder.forward(batch, acts: acts, adapter: adapter, training: lora != nil)
        headForward(pooled: acts.pooled.pointer, rows: b)
        dlogits.reserve(b * k)
        let parts = MultiTaskLoss.forwardBackward(logits: logits.pointer, targets: targets, dlogits: dlogits.pointer)
        // logits = pooled·Wᵀ + b
        dpooled.reserve(b * c)
        dpooled.zero(b * c)
        Linear.backward(dinp: lora == nil ? nil : dpooled.pointer, dweight: store.gradient(headWeight), dbias: store.gradient(headBias),
                        dout: dlogits.pointer, inp: acts.pooled.pointer, weight: store.pointer(headWeight),
                        rows: b, inFeatures: c, outFeatures: k)
        if lora != nil {
            encoder.backward(dpooled: dpooled.pointer, acts: acts, adapter: adapter)
        }
        return parts
    }

    /// Inference: logits [B×K] for a batch (valid until the next call), dropout off.
    public func predict(_ batch: TokenBatch) -> UnsafePointer<Float> {
        encoder.forward(batch, acts: inferenceActs, adapter: adapter, training: false)
        headForward(pooled: inferenceActs.pooled.pointer, rows: batch.batch)
        return UnsafePointer(logits.pointer)
    }

    /// The pooled embeddings [B×C] of the last `predict` call.
    public var lastPooled: UnsafePointer<Float> { UnsafePointer(inferenceActs.pooled.pointer) }

    /// The loss of a batch without gradients (validation).
    public func loss(_ batch: TokenBatch, targets: [ClauseTargets]) -> MultiTaskLoss.Parts {
        let z = predict(batch)
        return MultiTaskLoss.forwardBackward(logits: z, targets: targets, dlogits: nil)
    }

    func headForward(pooled: UnsafePointer<Float>, rows b: Int) {
        let k = ClassifierHead.outputs
        logits.reserve(b * k)
        Linear.forward(out: logits.pointer, inp: pooled, weight: store.pointer(headWeight), bias: store.pointer(headBias),
                       rows: b, inFeatures: encoder.config.hiddenSize, outFeatures: k)
    }
}
