import Testing
@testable import Tensors

/// Central-difference gradient check helpers shared by the kernel tests.
struct GradientCheck {
    var rng = SplitMix64(seed: 42)

    mutating func random(_ n: Int, scale: Float = 1) -> [Float] { (0..<n).map { _ in rng.uniform(scale) } }

    /// Compares `analytic` with central differences of `loss` with respect to `values`.
    /// Relative error per element: |a − n| / max(1e-2, |a| + |n|).
    static func expectClose(
        analytic: [Float], values: inout [Float], step: Float = 1e-2, tolerance: Float = 2e-2,
        _ label: String, sourceLocation: SourceLocation = #_sourceLocation,
        loss: ([Float]) -> Double
    ) {
        var worst: Float = 0, worstIndex = 0
        for i in values.indices {
            let saved = values[i]
            values[i] = saved + step
            let plus = loss(values)
            values[i] = saved - step
            let minus = loss(values)
            values[i] = saved
            let numeric = Float((plus - minus) / Double(2 * step))
            let error = abs(analytic[i] - numeric) / max(1e-2, abs(analytic[i]) + abs(numeric))
            if error > worst { worst = error; worstIndex = i }
        }
        #expect(worst <= tolerance, "\(label): worst relative error \(worst) at index \(worstIndex)", sourceLocation: sourceLocation)
    }
}

/// Σ a ⊙ b in Double, the scalar loss the checks differentiate.
func dot(_ a: [Float], _ b: [Float]) -> Double {
    zip(a, b).reduce(0) { $0 + Double($1.0) * Double($1.1) }
}
