#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cross-entropy of a softmax over a group of logits, and binary cross-entropy with logits.
public enum SoftmaxCrossEntropy {
    /// Returns −log softmax(logits)[target]; writes the probabilities into probs[count].
    public static func forward(probs: UnsafeMutablePointer<Float>, logits: UnsafePointer<Float>, count n: Int, target: Int) -> Float {
        precondition(target >= 0 && target < n, "SoftmaxCrossEntropy: target \(target) outside 0..<\(n)")
        var maxValue = -Float.infinity
        for j in 0..<n { maxValue = max(maxValue, logits[j]) }
        var sum: Float = 0
        for j in 0..<n { probs[j] = expf(logits[j] - maxValue); sum += probs[j] }
        for j in 0..<n { probs[j] /= sum }
        return -(logits[target] - maxValue - logf(sum))
    }

    /// Backward of `loss = −log softmax(logits)[target]`, scaled: dlogits += scale·(probs − onehot).
    public static func backward(dlogits: UnsafeMutablePointer<Float>, probs: UnsafePointer<Float>, count n: Int, target: Int, scale: Float) {
        for j in 0..<n { dlogits[j] += scale * (probs[j] - (j == target ? 1 : 0)) }
    }
}

public enum BinaryCrossEntropy {
    /// BCE with logits against a soft target t ∈ [0, 1], minus the target's entropy H(t), so the
    /// minimum is 0 whatever t is:  max(z, 0) − z·t + log(1 + e^−|z|) − H(t).
    public static func forward(logit z: Float, target t: Float) -> Float {
        let bce = max(z, 0) - z * t + log1pf(expf(-abs(z)))
        return bce - entropy(t)
    }

    /// d/dz of the above = σ(z) − t.
    public static func gradient(logit z: Float, target t: Float) -> Float { sigmoid(z) - t }

    /// H(t) = −t·ln t − (1 − t)·ln(1 − t), 0 at t ∈ {0, 1}.
    public static func entropy(_ t: Float) -> Float {
        var h: Float = 0
        if t > 0 { h -= t * logf(t) }
        if t < 1 { h -= (1 - t) * logf(1 - t) }
        return h
    }

    @inline(__always)
    public static func sigmoid(_ z: Float) -> Float {
        z >= 0 ? 1 / (1 + expf(-z)) : { let e = expf(z); return e / (1 + e) }()
    }
}
