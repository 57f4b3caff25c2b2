#if canImport(Glibc)
import Glibc
#endif
import Tensors

/// AdamW with bias correction and decoupled weight decay, over the store's flat layout, with a
/// learning rate per parameter group (LoRA, head), global-norm gradient clipping and a
/// linear warm-up then cosine decay schedule.
public struct AdamW: Sendable, Codable, Equatable {
    public var loraLearningRate: Float = 2e-3
    public var headLearningRate: Float = 1e-2
    public var beta1: Float = 0.9
    public var beta2: Float = 0.999
    public var epsilon: Float = 1e-8
    public var weightDecay: Float = 0.01
    public var clipNorm: Float = 1.0
    public var warmupSteps: Int = 10
    public var minimumFactor: Float = 0.1   // the schedule decays to this fraction of the peak

    public init() {}

    /// Multiplier on the peak learning rate at `step` (0-based) of `total`.
    public func schedule(step: Int, total: Int) -> Float {
        if step < warmupSteps { return Float(step + 1) / Float(warmupSteps) }
        let span = max(1, total - warmupSteps)
        let progress = min(1, Float(step - warmupSteps) / Float(span))
        return minimumFactor + (1 - minimumFactor) * 0.5 * (1 + cosf(Float.pi * progress))
    }

    /// Global L2 norm of every gradient.
    public static func gradientNorm(_ store: ParameterStore) -> Float {
        var sum: Double = 0
        let g = store.gradients.pointer
        for i in 0..<store.count { sum += Double(g[i]) * Double(g[i]) }
        return Float(sum.squareRoot())
    }

    /// One update at 1-based `step` with schedule factor `factor`; clips first. Returns the pre-clip norm.
    @discardableResult
    public func update(_ store: ParameterStore, step: Int, factor: Float) -> Float {
        let norm = Self.gradientNorm(store)
        let clip = norm > clipNorm && norm.isFinite ? clipNorm / norm : 1
        let correction1 = 1 - powf(beta1, Float(step)), correction2 = 1 - powf(beta2, Float(step))
        let p = store.values.pointer, g = store.gradients.pointer
        let m = store.firstMoment.pointer, v = store.secondMoment.pointer
        for entry in store.entries {
            let lr = factor * (entry.group == .lora ? loraLearningRate : headLearningRate)
            // No decay on biases (rank-1 tensors), as is usual.
            let decay = entry.shape.count > 1 ? weightDecay : 0
            for i in entry.offset ..< entry.offset + entry.count {
                let gi = g[i] * clip
                m[i] = beta1 * m[i] + (1 - beta1) * gi
                v[i] = beta2 * v[i] + (1 - beta2) * gi * gi
                let mHat = m[i] / correction1, vHat = v[i] / correction2
                p[i] -= lr * (mHat / (vHat.squareRoot() + epsilon) + decay * p[i])
            }
        }
        return norm
    }
}
