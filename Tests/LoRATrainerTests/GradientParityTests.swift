import Testing
@testable import Bert
@testable import LoRATrainer
import SafeTensors

/// LoRA and head gradients on the real MiniLM equal PyTorch autograd's
/// (fixture: scripts/reference/make_gradient_fixture.py).
@Suite("Gradient parity with PyTorch + PEFT")
struct GradientParityTests {
    @Test("Loss, logits and every LoRA and head gradient of one batch match within relative error 1e-3")
    func gradientsMatchAutograd() throws {
        guard let encoder = SharedEncoder.get() else { return }
        let fixture = try SafeTensorsFile(path: TestPaths.fixture("gradient_reference.safetensors"))
        let shape = try fixture.info("input_ids").shape
        let (b, t) = (shape[0], shape[1])
        let batch = TokenBatch(sequences: sequences(ids: try fixture.int64s("input_ids"), mask: try fixture.int64s("attention_mask"), batch: b, tokens: t))
        let tg = try fixture.int64s("target.targetGroup"), ed = try fixture.int64s("target.effectDirection")
        let arch = try fixture.floats("target.architecture"), proxy = try fixture.floats("target.proxy"), expands = try fixture.floats("target.expands")
        let targets = (0..<b).map { i in
            ClauseTargets(targetGroup: Int(tg[i]), effectDirection: Int(ed[i]), architecture: Array(arch[i * 4 ..< i * 4 + 4]),
                          proxy: proxy[i], expands: expands[i])
        }
        var lora = LoRAConfiguration.default
        lora.dropout = 0
        let model = ClauseModel(encoder: encoder, lora: lora, seed: 1)
        #expect(model.store.entries.count == 50)
        for entry in model.store.entries { model.store.set(entry, try fixture.floats(entry.name)) }
        model.store.zeroGradients()
        let parts = model.lossAndGradients(batch, targets: targets)
        let expectedLoss = try fixture.floats("loss")[0]
        print("gradient parity: loss ours \(parts.total) reference \(expectedLoss)")
        #expect(abs(parts.total - expectedLoss) / abs(expectedLoss) < 1e-4)
        #expect(relativeError(model.logits.array(b * 14), try fixture.floats("logits")) < 1e-4)
        var worst: (Float, String) = (0, "")
        for entry in model.store.entries {
            let error = relativeError(model.store.gradientArray(entry), try fixture.floats("grad." + entry.name))
            if error > worst.0 { worst = (error, entry.name) }
            #expect(error < 1e-3, "gradient of \(entry.name): relative error \(error)")
        }
        print("gradient parity: worst relative error \(worst.0) (\(worst.1)) over \(model.store.entries.count) tensors")
    }
}
