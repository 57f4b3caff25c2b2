#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Tensors

@Suite("Kernel gradients match central differences")
struct KernelGradientTests {
    @Test("Linear: input, weight and bias gradients")
    func linear() {
        var g = GradientCheck()
        let (n, i, o) = (3, 5, 4)
        var x = g.random(n * i), w = g.random(o * i), bias = g.random(o)
        let upstream = g.random(n * o)
        func run(_ x: [Float], _ w: [Float], _ bias: [Float]) -> [Float] {
            var out = [Float](repeating: 0, count: n * o)
            out.withUnsafeMutableBufferPointer { po in
                Linear.forward(out: po.baseAddress!, inp: x, weight: w, bias: bias, rows: n, inFeatures: i, outFeatures: o)
            }
            return out
        }
        var dx = [Float](repeating: 0, count: n * i), dw = [Float](repeating: 0, count: o * i), db = [Float](repeating: 0, count: o)
        Linear.backward(dinp: &dx, dweight: &dw, dbias: &db, dout: upstream, inp: x, weight: w, rows: n, inFeatures: i, outFeatures: o)
        GradientCheck.expectClose(analytic: dx, values: &x, "dinp") { dot(run($0, w, bias), upstream) }
        GradientCheck.expectClose(analytic: dw, values: &w, "dweight") { dot(run(x, $0, bias), upstream) }
        GradientCheck.expectClose(analytic: db, values: &bias, "dbias") { dot(run(x, w, $0), upstream) }
    }

    @Test("LayerNorm: input, weight and bias gradients")
    func layerNorm() {
        var g = GradientCheck()
        let (n, c) = (3, 8)
        var x = g.random(n * c, scale: 2), w = g.random(c), bias = g.random(c)
        let upstream = g.random(n * c)
        func run(_ x: [Float], _ w: [Float], _ bias: [Float]) -> (out: [Float], mean: [Float], rstd: [Float]) {
            var out = [Float](repeating: 0, count: n * c), mean = [Float](repeating: 0, count: n), rstd = mean
            LayerNorm.forward(out: &out, mean: &mean, rstd: &rstd, inp: x, weight: w, bias: bias, rows: n, channels: c, eps: 1e-12)
            return (out, mean, rstd)
        }
        let saved = run(x, w, bias)
        var dx = [Float](repeating: 0, count: n * c), dw = [Float](repeating: 0, count: c), db = dw
        LayerNorm.backward(dinp: &dx, dweight: &dw, dbias: &db, dout: upstream, inp: x, weight: w,
                           mean: saved.mean, rstd: saved.rstd, rows: n, channels: c)
        GradientCheck.expectClose(analytic: dx, values: &x, step: 1e-2, "dinp") { dot(run($0, w, bias).out, upstream) }
        GradientCheck.expectClose(analytic: dw, values: &w, "dweight") { dot(run(x, $0, bias).out, upstream) }
        GradientCheck.expectClose(analytic: db, values: &bias, "dbias") { dot(run(x, w, $0).out, upstream) }
    }

    @Test("GELU (exact erf form): input gradient, and known values")
    func gelu() {
        var g = GradientCheck()
        var x = g.random(16, scale: 3)
        let upstream = g.random(16)
        func run(_ x: [Float]) -> [Float] {
            var out = [Float](repeating: 0, count: x.count)
            GELU.forward(out: &out, inp: x, count: x.count)
            return out
        }
        var dx = [Float](repeating: 0, count: 16)
        GELU.backward(dinp: &dx, dout: upstream, inp: x, count: 16)
        GradientCheck.expectClose(analytic: dx, values: &x, step: 1e-3, "dinp") { dot(run($0), upstream) }
        // torch.nn.functional.gelu(torch.tensor([1.0, -0.5, 2.0])) = [0.8413447, -0.1542688, 1.9544997]
        let known = run([1, -0.5, 2])
        for (a, b) in zip(known, [Float(0.8413447), -0.1542688, 1.9544997]) { #expect(abs(a - b) < 1e-6) }
    }

    @Test("Attention: q, k and v gradients with a padding mask")
    func attention() {
        var g = GradientCheck()
        let (b, t, h, d) = (2, 4, 2, 3)
        let c = h * d
        var q = g.random(b * t * c), k = g.random(b * t * c), v = g.random(b * t * c)
        let mask: [Float] = [1, 1, 1, 0, 1, 1, 0, 0]
        let upstream = g.random(b * t * c)
        func run(_ q: [Float], _ k: [Float], _ v: [Float]) -> (out: [Float], probs: [Float]) {
            var out = [Float](repeating: 0, count: b * t * c), probs = [Float](repeating: 0, count: b * h * t * t)
            Attention.forward(out: &out, probs: &probs, q: q, k: k, v: v, mask: mask, batch: b, tokens: t, heads: h, headSize: d)
            return (out, probs)
        }
        let saved = run(q, k, v)
        var dq = [Float](repeating: 0, count: b * t * c), dk = dq, dv = dq, scratch = [Float](repeating: 0, count: t * t)
        Attention.backward(dq: &dq, dk: &dk, dv: &dv, scratch: &scratch, dout: upstream, probs: saved.probs,
                           q: q, k: k, v: v, batch: b, tokens: t, heads: h, headSize: d)
        GradientCheck.expectClose(analytic: dq, values: &q, "dq") { dot(run($0, k, v).out, upstream) }
        GradientCheck.expectClose(analytic: dk, values: &k, "dk") { dot(run(q, $0, v).out, upstream) }
        GradientCheck.expectClose(analytic: dv, values: &v, "dv") { dot(run(q, k, $0).out, upstream) }
        // Padding keys get exactly zero probability.
        for bi in 0..<b { for hi in 0..<h { for i in 0..<t { for j in 0..<t where mask[bi * t + j] == 0 {
            #expect(saved.probs[((bi * h + hi) * t + i) * t + j] == 0)
        } } } }
    }

    @Test("Masked mean pooling: input gradient, padding gets none")
    func pooling() {
        var g = GradientCheck()
        let (b, t, c) = (2, 3, 4)
        var x = g.random(b * t * c)
        let mask: [Float] = [1, 1, 0, 1, 0, 0]
        let upstream = g.random(b * c)
        func run(_ x: [Float]) -> [Float] {
            var out = [Float](repeating: 0, count: b * c)
            MeanPooling.forward(out: &out, inp: x, mask: mask, batch: b, tokens: t, channels: c)
            return out
        }
        var dx = [Float](repeating: 0, count: b * t * c)
        MeanPooling.backward(dinp: &dx, dout: upstream, mask: mask, batch: b, tokens: t, channels: c)
        GradientCheck.expectClose(analytic: dx, values: &x, "dinp") { dot(run($0), upstream) }
        #expect(dx[2 * c ..< 3 * c].allSatisfy { $0 == 0 })
    }

    @Test("Softmax cross-entropy and soft-target BCE: logit gradients")
    func losses() {
        var g = GradientCheck()
        var logits = g.random(4, scale: 3)
        var probs = [Float](repeating: 0, count: 4)
        _ = SoftmaxCrossEntropy.forward(probs: &probs, logits: logits, count: 4, target: 2)
        var dl = [Float](repeating: 0, count: 4)
        SoftmaxCrossEntropy.backward(dlogits: &dl, probs: probs, count: 4, target: 2, scale: 1)
        GradientCheck.expectClose(analytic: dl, values: &logits, step: 1e-3, "cross-entropy") { values in
            var p = [Float](repeating: 0, count: 4)
            return Double(SoftmaxCrossEntropy.forward(probs: &p, logits: values, count: 4, target: 2))
        }
        for target: Float in [0, 0.35, 1] {
            var z: [Float] = [0.7]
            GradientCheck.expectClose(analytic: [BinaryCrossEntropy.gradient(logit: 0.7, target: target)], values: &z, step: 1e-3, "bce") {
                Double(BinaryCrossEntropy.forward(logit: $0[0], target: target))
            }
            // The entropy-corrected BCE is zero when the prediction equals the target.
            let logit = target == 0 ? -30 : target == 1 ? 30 : logf(target / (1 - target))
            #expect(abs(BinaryCrossEntropy.forward(logit: logit, target: target)) < 1e-5)
        }
    }
}

@Suite("Vectorised math")
struct FastMathTests {
    @Test("FastMath.erf and FastMath.exp agree with libm over their ranges")
    func accuracy() {
        var worstErf: Float = 0, worstExp: Float = 0
        var x: Float = -12
        while x < 12 {
            worstErf = max(worstErf, abs(FastMath.erf(x) - erff(x)))
            if x > -80 { worstExp = max(worstExp, abs(FastMath.exp(x) - expf(x)) / expf(x)) }
            x += 0.00071
        }
        for big: Float in [-87, -50, 50, 88] {
            worstExp = max(worstExp, abs(FastMath.exp(big) - expf(big)) / expf(big))
        }
        #expect(worstErf < 1e-6, "erf max abs error \(worstErf)")
        #expect(worstExp < 1e-6, "exp max relative error \(worstExp)")
    }
}
