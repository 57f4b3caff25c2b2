#if canImport(Glibc)
import Glibc
#endif
import PolicyScoring
import Tensors

/// The multi-task head: one linear layer `classifier` [K×C] on the masked mean-pooled last hidden
/// state (before normalisation), K = 14 outputs in this order:
///   0..<4   targetGroup      (outgroup, ingroupNonElite, elite, multiple)   softmax
///   4..<8   effectDirection  (burden, benefit, neutral, mixed)              softmax
///   8..<12  aar, se, ij, rsc                                                sigmoid each
///   12      usesProxyVariables                                              sigmoid
///   13      expandsOutgroup                                                 sigmoid
/// Stored as `base_model.model.classifier.weight` [14×384] and `.bias` [14] (PEFT modules_to_save).
public enum ClassifierHead {
    public static let outputs = 14
    public static let weightName = "base_model.model.classifier.weight"
    public static let biasName = "base_model.model.classifier.bias"
    public static let targetGroupRange = 0..<4
    public static let effectDirectionRange = 4..<8
    public static let architectureRange = 8..<12
    public static let proxyIndex = 12
    public static let expandsIndex = 13

    /// Loss weights per example (documented in the README):
    ///   1·CE(targetGroup) + 1·CE(effectDirection) + 0.5·Σ_k [BCE(arch_k) − H(t_k)] + 0.5·BCE(proxy) + 0.5·BCE(expands)
    /// Subtracting the soft targets' entropy H(t) makes the minimum 0, so "validation loss under 0.15"
    /// means what it says.
    public static let targetGroupWeight: Float = 1, effectDirectionWeight: Float = 1
    public static let architectureWeight: Float = 0.5, proxyWeight: Float = 0.5, expandsWeight: Float = 0.5
}

/// What the head is trained towards for one clause.
public struct ClauseTargets: Sendable, Equatable {
    public var targetGroup: Int
    public var effectDirection: Int
    public var architecture: [Float]   // aar, se, ij, rsc in [0, 1]
    public var proxy: Float
    public var expands: Float

    public init(targetGroup: Int, effectDirection: Int, architecture: [Float], proxy: Float, expands: Float) {
        self.targetGroup = targetGroup; self.effectDirection = effectDirection
        self.architecture = architecture; self.proxy = proxy; self.expands = expands
    }

    public init(_ record: ClauseRecord) {
        let a = record.architectureScores
        self.init(targetGroup: TargetGroup.allCases.firstIndex(of: record.targetGroup)!,
                  effectDirection: EffectDirection.allCases.firstIndex(of: record.effectDirection)!,
                  architecture: [a.aar, a.se, a.ij, a.rsc].map { Float($0) },
                  proxy: record.usesProxyVariables ? 1 : 0, expands: record.expandsOutgroup ? 1 : 0)
    }
}

/// The head's outputs after softmax / sigmoid, for one clause.
public struct HeadProbabilities: Sendable, Equatable, Codable {
    public var targetGroup: [Float]       // 4, enum order
    public var effectDirection: [Float]   // 4, enum order
    public var architecture: [Float]      // aar, se, ij, rsc
    public var usesProxyVariables: Float
    public var expandsOutgroup: Float

    /// From one row of 14 logits.
    public init(logits z: UnsafePointer<Float>) {
        func softmax(_ range: Range<Int>) -> [Float] {
            let m = range.map { z[$0] }.max()!
            let e = range.map { expf(z[$0] - m) }
            let s = e.reduce(0, +)
            return e.map { $0 / s }
        }
        targetGroup = softmax(ClassifierHead.targetGroupRange)
        effectDirection = softmax(ClassifierHead.effectDirectionRange)
        architecture = ClassifierHead.architectureRange.map { BinaryCrossEntropy.sigmoid(z[$0]) }
        usesProxyVariables = BinaryCrossEntropy.sigmoid(z[ClassifierHead.proxyIndex])
        expandsOutgroup = BinaryCrossEntropy.sigmoid(z[ClassifierHead.expandsIndex])
    }
}

/// The multi-task loss over a batch of logits [B×14]: forward returns the mean loss, and writes
/// dlogits [B×14] (already divided by B) for backward.
public enum MultiTaskLoss {
    public struct Parts: Sendable, Equatable {
        public var total: Float = 0, targetGroup: Float = 0, effectDirection: Float = 0
        public var architecture: Float = 0, proxy: Float = 0, expands: Float = 0
    }

    public static func forwardBackward(logits: UnsafePointer<Float>, targets: [ClauseTargets],
                                       dlogits: UnsafeMutablePointer<Float>?) -> Parts {
        let k = ClassifierHead.outputs, b = targets.count
        var parts = Parts()
        var probs = [Float](repeating: 0, count: 4)
        let inv = 1 / Float(b)
        dlogits?.update(repeating: 0, count: b * k)
        for (i, t) in targets.enumerated() {
            let z = logits + i * k
            let dz = dlogits.map { $0 + i * k }
            let tg = SoftmaxCrossEntropy.forward(probs: &probs, logits: z, count: 4, target: t.targetGroup)
            if let dz { SoftmaxCrossEntropy.backward(dlogits: dz, probs: probs, count: 4, target: t.targetGroup, scale: ClassifierHead.targetGroupWeight * inv) }
            let ed = SoftmaxCrossEntropy.forward(probs: &probs, logits: z + 4, count: 4, target: t.effectDirection)
            if let dz { SoftmaxCrossEntropy.backward(dlogits: dz + 4, probs: probs, count: 4, target: t.effectDirection, scale: ClassifierHead.effectDirectionWeight * inv) }
            var arch: Float = 0
            for a in 0..<4 {
                arch += BinaryCrossEntropy.forward(logit: z[8 + a], target: t.architecture[a])
                dz?[8 + a] += ClassifierHead.architectureWeight * inv * BinaryCrossEntropy.gradient(logit: z[8 + a], target: t.architecture[a])
            }
            let proxy = BinaryCrossEntropy.forward(logit: z[12], target: t.proxy)
            dz?[12] += ClassifierHead.proxyWeight * inv * BinaryCrossEntropy.gradient(logit: z[12], target: t.proxy)
            let expands = BinaryCrossEntropy.forward(logit: z[13], target: t.expands)
            dz?[13] += ClassifierHead.expandsWeight * inv * BinaryCrossEntropy.gradient(logit: z[13], target: t.expands)
            parts.targetGroup += tg * inv
            parts.effectDirection += ed * inv
            parts.architecture += arch * inv
            parts.proxy += proxy * inv
            parts.expands += expands * inv
        }
        parts.total = ClassifierHead.targetGroupWeight * parts.targetGroup + ClassifierHead.effectDirectionWeight * parts.effectDirection
            + ClassifierHead.architectureWeight * parts.architecture + ClassifierHead.proxyWeight * parts.proxy
            + ClassifierHead.expandsWeight * parts.expands
        return parts
    }
}
