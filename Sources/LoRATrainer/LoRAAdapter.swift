import Bert
import Tensors

/// LoRA on frozen projections: y = W·x + b + s·B·(A·dropout(x)), s = alpha / r.
/// A [R×I] starts kaiming-uniform (±1/√I), B [O×R] starts at zero, so a fresh adapter changes nothing.
/// Parameters and gradients live in the shared `ParameterStore` under PEFT's names.
public final class LoRAAdapter: ProjectionAdapter, @unchecked Sendable {
    /// One wrapped projection: where its A and B live, and what forward saved for backward.
    final class Module {
        let a: ParameterStore.Entry, b: ParameterStore.Entry
        let inFeatures: Int, outFeatures: Int
        let dropped = FloatBuffer()   // [N×I] dropout(x), kept only when dropout > 0 in training
        let keepMask = FloatBuffer()  // [N×I] 1/keep where x was kept, 0 where dropped
        let u = FloatBuffer()         // [N×R] dropout(x)·Aᵀ
        let gradU = FloatBuffer()     // [N×R] dout·B
        let gradDropped = FloatBuffer() // [N×I]
        var usedDropout = false
        init(a: ParameterStore.Entry, b: ParameterStore.Entry, inFeatures: Int, outFeatures: Int) {
            self.a = a; self.b = b; self.inFeatures = inFeatures; self.outFeatures = outFeatures
        }
    }

    public let configuration: LoRAConfiguration
    let store: ParameterStore
    let modules: [[Projection: Module]]   // per layer
    var rng: SplitMix64

    /// Registers A and B for every (layer, target projection) in `store` (before it allocates).
    public init(configuration: LoRAConfiguration, config: BertConfig, store: ParameterStore, seed: UInt64) {
        self.configuration = configuration
        self.store = store
        self.rng = SplitMix64(seed: seed ^ 0x10BA)
        var modules: [[Projection: Module]] = []
        let r = configuration.rank
        for l in 0..<config.numHiddenLayers {
            var layer: [Projection: Module] = [:]
            for projection in Projection.allCases where configuration.targetModules.contains(projection) {
                let (o, i) = Self.shape(projection, config)
                let key = LoRAConfiguration.key(layer: l, projection: projection)
                store.add(key + ".lora_A.weight", shape: [r, i], group: .lora)
                store.add(key + ".lora_B.weight", shape: [o, r], group: .lora)
                layer[projection] = Module(a: store.entries[store.entries.count - 2], b: store.entries[store.entries.count - 1],
                                           inFeatures: i, outFeatures: o)
            }
            modules.append(layer)
        }
        self.modules = modules
    }

    /// (out, in) features of a projection.
    static func shape(_ projection: Projection, _ config: BertConfig) -> (Int, Int) {
        switch projection {
        case .intermediate: (config.intermediateSize, config.hiddenSize)
        case .output: (config.hiddenSize, config.intermediateSize)
        default: (config.hiddenSize, config.hiddenSize)
        }
    }

    /// PEFT's initialisation: A ~ U(±1/√I) (kaiming-uniform, a = √5), B = 0. Call after the store allocates.
    public func initialize(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for layer in modules {
            for projection in Projection.allCases {
                guard let m = layer[projection] else { continue }
                let bound = 1 / Float(m.inFeatures).squareRoot()
                let a = store.pointer(m.a)
                for i in 0..<m.a.count { a[i] = rng.uniform(bound) }
                store.pointer(m.b).update(repeating: 0, count: m.b.count)
            }
        }
    }

    /// Reseeds the dropout masks (the trainer does this once per step, so runs are reproducible).
    public func reseedDropout(_ seed: UInt64) { rng = SplitMix64(seed: seed) }

    public func adapts(layer: Int, projection: Projection) -> Bool { modules[layer][projection] != nil }

    /// out[N×O] += s · (dropout(x)[N×I] · Aᵀ[I×R]) · Bᵀ[R×O]
    public func forward(layer: Int, projection: Projection, input x: UnsafePointer<Float>,
                        output: UnsafeMutablePointer<Float>, rows n: Int, training: Bool) {
        guard let m = modules[layer][projection] else { return }
        let r = configuration.rank, i = m.inFeatures, o = m.outFeatures
        m.u.reserve(n * r)
        var xd = x
        m.usedDropout = training && configuration.dropout > 0
        if m.usedDropout {
            m.dropped.reserve(n * i)
            m.keepMask.reserve(n * i)
            let keep = 1 - configuration.dropout, scale = 1 / keep
            let d = m.dropped.pointer, mask = m.keepMask.pointer
            // The same draws as n·i serial nextFloat() calls, split across the workers.
            let draws = rng
            rng.advance(by: n * i)
            Parallel.ranges(n * i, minimumPerWorker: 1 << 15) { range in
                for j in range {
                    mask[j] = draws.float(at: j) < keep ? scale : 0
                    d[j] = x[j] * mask[j]
                }
            }
            xd = UnsafePointer(d)
        }
        BLAS.sgemm(.none, .transposed, m: n, n: r, k: i, a: xd, lda: i, b: store.pointer(m.a), ldb: i, c: m.u.pointer, ldc: r)
        BLAS.sgemm(.none, .transposed, m: n, n: o, k: r, alpha: configuration.scale,
                   a: m.u.pointer, lda: r, b: store.pointer(m.b), ldb: r, beta: 1, c: output, ldc: o)
    }

    /// Backward of `out += s·(xd·Aᵀ)·Bᵀ` with xd = dropout(x) = x ⊙ mask / keep:
    ///   gu[N×R] = dout·B;  dB += s·doutᵀ·u;  dA += s·guᵀ·xd;  dx += (s·gu·A) ⊙ mask / keep (when dinp is given)
    public func backward(layer: Int, projection: Projection, input x: UnsafePointer<Float>,
                         outputGradient dout: UnsafePointer<Float>, inputGradient dinp: UnsafeMutablePointer<Float>?, rows n: Int) {
        guard let m = modules[layer][projection] else { return }
        let r = configuration.rank, i = m.inFeatures, o = m.outFeatures, s = configuration.scale
        let xd = m.usedDropout ? UnsafePointer(m.dropped.pointer) : x
        m.gradU.reserve(n * r)
        BLAS.sgemm(.none, .none, m: n, n: r, k: o, a: dout, lda: o, b: store.pointer(m.b), ldb: r, c: m.gradU.pointer, ldc: r)
        BLAS.sgemm(.transposed, .none, m: o, n: r, k: n, alpha: s, a: dout, lda: o, b: m.u.pointer, ldb: r,
                   beta: 1, c: store.gradient(m.b), ldc: r)
        BLAS.sgemm(.transposed, .none, m: r, n: i, k: n, alpha: s, a: m.gradU.pointer, lda: r, b: xd, ldb: i,
                   beta: 1, c: store.gradient(m.a), ldc: i)
        guard let dinp else { return }
        if m.usedDropout {
            m.gradDropped.reserve(n * i)
            let g = m.gradDropped.pointer, mask = m.keepMask.pointer
            BLAS.sgemm(.none, .none, m: n, n: i, k: r, alpha: s, a: m.gradU.pointer, lda: r, b: store.pointer(m.a), ldb: i,
                       c: g, ldc: i)
            for j in 0..<(n * i) { dinp[j] += g[j] * mask[j] }
        } else {
            BLAS.sgemm(.none, .none, m: n, n: i, k: r, alpha: s, a: m.gradU.pointer, lda: r, b: store.pointer(m.a), ldb: i,
                       beta: 1, c: dinp, ldc: i)
        }
    }

    /// Merged weight W' = W + s·B·A [O×I] for one projection (inference export and the merge test).
    public func mergedWeight(layer: Int, projection: Projection, base: LinearWeights) -> [Float] {
        var merged = Array(UnsafeBufferPointer(start: base.weight, count: base.outFeatures * base.inFeatures))
        guard let m = modules[layer][projection] else { return merged }
        merged.withUnsafeMutableBufferPointer { w in
            BLAS.sgemm(.none, .none, m: m.outFeatures, n: m.inFeatures, k: configuration.rank, alpha: configuration.scale,
                       a: store.pointer(m.b), lda: configuration.rank, b: store.pointer(m.a), ldb: m.inFeatures,
                       beta: 1, c: w.baseAddress!, ldc: m.inFeatures)
        }
        return merged
    }
}
