import Testing
@testable import Bert
import SafeTensors
import Tensors

/// Parity with sentence-transformers / transformers (fixtures by scripts/reference/make_encoder_fixture.py).
@Suite("Encoder parity with the PyTorch reference")
struct EncoderParityTests {
    let fixture = try! SafeTensorsFile(path: TestPaths.fixture("encoder_reference.safetensors"))

    @Test("Hidden states after the embeddings and each of the six layers match, padding included")
    func hiddenStatesPerLayer() throws {
        guard let encoder = SharedEncoder.get() else { return }
        let shape = try fixture.info("layers.input_ids").shape
        let (b, t) = (shape[0], shape[1])
        let seqs = sequences(ids: try fixture.int64s("layers.input_ids"), mask: try fixture.int64s("layers.attention_mask"), batch: b, tokens: t)
        let batch = TokenBatch(sequences: seqs)
        #expect(batch.tokens == t)
        let acts = EncoderActivations(config: encoder.config, training: true)
        encoder.forward(batch, acts: acts)
        let c = encoder.config.hiddenSize
        for l in 0...encoder.config.numHiddenLayers {
            let expected = try fixture.floats("layers.hidden.\(l)")
            let ours = l == 0 ? acts.embeddings.pointer : acts.layer(l - 1).out.pointer
            let delta = maxAbsDifference(ours, expected, count: b * t * c)
            let scale = expected.map(abs).max() ?? 1
            print("parity: hidden state \(l == 0 ? "embeddings" : "layer \(l)") max |Δ| = \(delta), max |reference| = \(scale)")
            // Hidden states reach |x| ≈ 10 in BERT's outlier channels, so Float32 rounding scales with them:
            // the bound is relative to the layer's largest value (the 1e-4 absolute bound is for embeddings).
            #expect(delta <= 2e-5 * max(1, scale), "hidden state \(l) (0 = embeddings) differs by \(delta) (max |x| \(scale))")
        }
        let pooled = try fixture.floats("layers.pooled")
        #expect(maxAbsDifference(acts.pooled.pointer, pooled, count: b * c) <= 1e-4)
    }

    @Test("Sentence embeddings of 32 texts match within 1e-4, batched with padding and one at a time")
    func sentenceEmbeddings() throws {
        guard let encoder = SharedEncoder.get() else { return }
        let shape = try fixture.info("sentence.input_ids").shape
        let (n, t) = (shape[0], shape[1])
        let seqs = sequences(ids: try fixture.int64s("sentence.input_ids"), mask: try fixture.int64s("sentence.attention_mask"), batch: n, tokens: t)
        let expected = try fixture.floats("sentence.embeddings")
        let c = encoder.config.hiddenSize
        // Batched, mixed lengths.
        let acts = EncoderActivations(config: encoder.config, training: false)
        encoder.forward(TokenBatch(sequences: seqs), acts: acts)
        let batched = maxAbsDifference(acts.normalized.pointer, expected, count: n * c)
        print("parity: 32 sentence embeddings, batched: max |Δ| = \(batched)")
        #expect(batched <= 1e-4)
        // One at a time gives the same embeddings.
        var single: Float = 0
        for (i, seq) in seqs.enumerated() {
            encoder.forward(TokenBatch(sequences: [seq]), acts: acts)
            single = max(single, maxAbsDifference(acts.normalized.pointer, Array(expected[i * c ..< (i + 1) * c]), count: c))
        }
        print("parity: 32 sentence embeddings, one at a time: max |Δ| = \(single)")
        #expect(single <= 1e-4)
    }
}
