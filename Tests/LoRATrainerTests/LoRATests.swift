import Testing
import Bert
import Tensors
@testable import LoRATrainer

@Suite("LoRA layers and the whole model")
struct LoRATests {
    @Test("A fresh adapter (B = 0) changes no output")
    func freshAdapterIsANoOp() {
        let encoder = TinyModel.encoder()
        let model = ClauseModel(encoder: encoder, lora: .default, seed: 5)
        let withAdapter = model.predict(TinyModel.batch)
        let logits = Array(UnsafeBufferPointer(start: withAdapter, count: 3 * 14))
        let pooledWith = Array(UnsafeBufferPointer(start: model.lastPooled, count: 3 * 8))
        let acts = EncoderActivations(config: TinyModel.config, training: false)
        encoder.forward(TinyModel.batch, acts: acts)
        let difference = maxAbsDifference(pooledWith, acts.pooled.array(3 * 8))
        #expect(difference == 0)
        #expect(logits.allSatisfy { $0.isFinite })
    }

    @Test("Merged weights W + (alpha/r)·B·A give the outputs of the unmerged adapter")
    func mergedEqualsUnmerged() {
        let encoder = TinyModel.encoder()
        let model = ClauseModel(encoder: encoder, lora: LoRAConfiguration(rank: 4, alpha: 8, dropout: 0.1,
                                targetModules: Projection.allCases), seed: 5)
        TinyModel.randomize(model, seed: 9)
        _ = model.predict(TinyModel.batch)
        let unmerged = Array(UnsafeBufferPointer(start: model.lastPooled, count: 3 * 8))
        var override: [String: [Float]] = [:]
        for l in 0..<TinyModel.config.numHiddenLayers {
            for projection in Projection.allCases {
                let base = encoder.weights.layers[l].linear(projection)
                override["encoder.layer.\(l).\(projection.modulePath).weight"] = model.lora!.mergedWeight(layer: l, projection: projection, base: base)
            }
        }
        let merged = TinyModel.encoder(override: override)
        let acts = EncoderActivations(config: TinyModel.config, training: false)
        merged.forward(TinyModel.batch, acts: acts)
        let difference = maxAbsDifference(unmerged, acts.pooled.array(3 * 8))
        #expect(difference < 1e-5)
    }

    @Test("Whole-model gradients of LoRA (every projection) and the head match central differences")
    func wholeModelGradientCheck() {
        let model = ClauseModel(encoder: TinyModel.encoder(), lora: LoRAConfiguration(rank: 2, alpha: 4, dropout: 0,
                                targetModules: Projection.allCases), seed: 5)
        TinyModel.randomize(model, seed: 11)
        model.store.zeroGradients()
        _ = model.lossAndGradients(TinyModel.batch, targets: TinyModel.targets)
        let analytic = model.store.gradients.array(model.store.count)
        let p = model.store.values.pointer
        var worst: Float = 0
        let h: Float = 1e-2
        for i in stride(from: 0, to: model.store.count, by: 3) {
            let saved = p[i]
            p[i] = saved + h
            let plus = Double(model.loss(TinyModel.batch, targets: TinyModel.targets).total)
            p[i] = saved - h
            let minus = Double(model.loss(TinyModel.batch, targets: TinyModel.targets).total)
            p[i] = saved
            let numeric = Float((plus - minus) / Double(2 * h))
            worst = max(worst, abs(analytic[i] - numeric) / max(1e-2, abs(analytic[i]) + abs(numeric)))
        }
        #expect(worst < 2e-2, "worst relative error \(worst)")
    }

    @Test("Frozen weights get no gradient: only LoRA and head tensors are trainable")
    func onlyAdapterAndHeadTrain() {
        let model = ClauseModel(encoder: TinyModel.encoder(), lora: .default, seed: 5)
        #expect(model.store.entries.count == TinyModel.config.numHiddenLayers * 4 * 2 + 2)
        #expect(model.store.entries.allSatisfy { $0.name.contains(".lora_") || $0.name.contains("classifier") })
    }
}
