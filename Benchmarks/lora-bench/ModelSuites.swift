import Bert
import Foundation
import LoRATrainer
import PolicyScoring
import Tensors

/// Encoder inference and training-step benchmarks on the real base model. Each verifies its
/// result (parity or a finite, decreasing loss) before it times anything.
struct ModelSuites {
    let encoder: BertEncoder
    let tokenizer: WordPieceTokenizer
    let clauses: [String]

    init(model: ModelLocation, dataFiles: [String]) throws {
        encoder = try BertEncoder(location: model)
        tokenizer = try WordPieceTokenizer(vocabularyFile: model.vocabularyPath)
        clauses = try dataFiles.flatMap { try ClauseFile.load($0).map(\.text) }
    }

    /// A batch of `b` sequences of exactly `t` tokens built from real clause tokens (repeated to fill).
    func fixedBatch(b: Int, t: Int) -> TokenBatch {
        let pool = clauses.flatMap { tokenizer.encode($0).dropFirst().dropLast() }
        var sequences: [[Int32]] = []
        var cursor = 0
        for _ in 0..<b {
            var ids: [Int32] = [tokenizer.clsID]
            while ids.count < t - 1 { ids.append(pool[cursor % pool.count]); cursor += 1 }
            ids.append(tokenizer.sepID)
            sequences.append(ids)
        }
        return TokenBatch(sequences: sequences)
    }

    struct Inference: Codable {
        let batchTokensPerSecond: Double
        let batchMedianMilliseconds: Double
        let singleMedianMilliseconds: Double
        let singleP95Milliseconds: Double
        let singleClauses: Int
        let verifiedMaxAbsDelta: Float
    }

    /// Tokens/s at batch 16 × 64 and single-clause latency over every clause text (tokenize + encode, padded
    /// to the inference multiple as the adapter classifier does).
    func inference(repeats: Int) -> Inference {
        let acts = EncoderActivations(config: encoder.config, training: false)
        let batch = fixedBatch(b: 16, t: 64)
        // Verify: batched embeddings equal one-at-a-time embeddings.
        encoder.forward(batch, acts: acts)
        let batched = acts.normalized.array(16 * 384)
        var delta: Float = 0
        for i in 0..<16 {
            encoder.forward(TokenBatch(sequences: [Array(batch.ids[i * 64 ..< (i + 1) * 64])]), acts: acts)
            for j in 0..<384 { delta = max(delta, abs(acts.normalized[j] - batched[i * 384 + j])) }
        }
        let batchTimes = Timing.measure(warmup: 2, repeats: repeats) { encoder.forward(batch, acts: acts) }
        var singles: [Double] = []
        for text in clauses {
            let start = Timing.now()
            let ids = tokenizer.encode(text)
            encoder.forward(TokenBatch(sequences: [ids], tokenMultiple: TokenBatch.inferenceTokenMultiple), acts: acts)
            singles.append(Double(Timing.now() - start) / 1e9)
        }
        singles.sort()
        let median = Timing.median(batchTimes)
        return Inference(batchTokensPerSecond: Double(16 * 64) / median, batchMedianMilliseconds: median * 1e3,
                         singleMedianMilliseconds: Timing.median(singles) * 1e3,
                         singleP95Milliseconds: Timing.percentile(singles, 0.95) * 1e3,
                         singleClauses: singles.count, verifiedMaxAbsDelta: delta)
    }

    struct TrainingStep: Codable {
        let tokensPerSecond: Double
        let medianMilliseconds: Double
        let achievedGFLOPs: Double
        let fractionOfSgemmPeak: Double?
        let flopsPerToken: Double
        let lossFirst: Float
        let lossAfter: Float
    }

    /// FLOPs per token of forward + data-gradient backward + LoRA and head gradients at T tokens.
    func trainingFLOPsPerToken(t: Int) -> Double {
        let c = Double(encoder.config.hiddenSize), f = Double(encoder.config.intermediateSize), l = Double(encoder.config.numHiddenLayers)
        let linear = 2 * (4 * c * c + 2 * c * f)       // forward GEMMs
        let attention = 2 * 2 * Double(t) * c          // Q·Kᵀ and P·V
        let lora = 2 * 4 * 8 * (c + c)                  // A and B, four projections
        // Layer 0's input needs no gradient: its query, key and value data gradients (and their LoRA share) are skipped.
        let skipped = 2 * 3 * c * c + 2 * 3 * 8 * c
        return l * (linear + attention + lora) + l * (linear + 2 * attention + 3 * lora) - skipped
    }

    /// One optimizer step at b × t (forward, backward, AdamW), median over `repeats`.
    func trainingStep(repeats: Int, peak: Double?, b: Int = 16, t: Int = 64) -> TrainingStep {
        let model = ClauseModel(encoder: encoder, lora: .default, seed: 1)
        let batch = fixedBatch(b: b, t: t)
        let targets = (0..<b).map { i in
            ClauseTargets(targetGroup: i % 4, effectDirection: (i / 4) % 4, architecture: [0.5, 0.2, 0.8, 0.4], proxy: Float(i % 2), expands: 0)
        }
        let optimizer = AdamW()
        var step = 0
        func run() -> Float {
            model.store.zeroGradients()
            let loss = model.lossAndGradients(batch, targets: targets).total
            step += 1
            optimizer.update(model.store, step: step, factor: 1)
            return loss
        }
        let first = run()
        let times = Timing.measure(warmup: 1, repeats: repeats) { _ = run() }
        let after = model.loss(batch, targets: targets).total
        let median = Timing.median(times)
        let tokens = Double(b * t)
        let flops = trainingFLOPsPerToken(t: t)
        let gflops = flops * tokens / median / 1e9
        return TrainingStep(tokensPerSecond: tokens / median, medianMilliseconds: median * 1e3, achievedGFLOPs: gflops,
                            fractionOfSgemmPeak: peak.map { gflops / $0 }, flopsPerToken: flops, lossFirst: first, lossAfter: after)
    }
}
