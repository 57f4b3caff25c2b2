import Foundation

/// Fits and tabulates the scorer's two calibration constants on gold labels.
///
/// The fit is a grid search over (midpoint, steepness) of the logistic map
/// COI = 1 / (1 + exp(−steepness·(rawCOI − midpoint))), minimising the largest |COI − expected|
/// over the four historical policies, ties broken by the sum of squared deltas. Fit on the training
/// split only; the validation split is only tabulated. `lora-eval FILE --fit-calibration` runs it.
public enum ScorerCalibration {
    /// One policy's gold-label COI against its expected value.
    public struct Row: Sendable, Equatable {
        public var policy: HistoricalPolicy
        public var clauses: Int
        public var rawCOI: Double
        public var coi: Double
        public var delta: Double { coi - policy.expectedCOI }
    }

    /// The fitted constants and the table they give on the fitting data.
    public struct Fit: Sendable, Equatable {
        public var midpoint: Double
        public var steepness: Double
        public var rows: [Row]
        public var maxAbsDelta: Double { rows.map { abs($0.delta) }.max() ?? 0 }
    }

    /// Gold-label rows for the historical policies present in `records`, with the given constants.
    public static func table(
        _ records: [ClauseRecord],
        midpoint: Double = PolicyScorer.calibrationMidpoint,
        steepness: Double = PolicyScorer.calibrationSteepness
    ) -> [Row] {
        HistoricalPolicies.all.compactMap { policy in
            let clauses = records.filter { $0.sourcePolicy == policy.name }.map(\.goldClassification)
            guard !clauses.isEmpty else { return nil }
            let s = PolicyScorer.score(clauses, capacity: policy.baselineCapacity, midpoint: midpoint, steepness: steepness)
            return Row(policy: policy, clauses: clauses.count, rawCOI: s.rawCOI, coi: s.coi)
        }
    }

    /// Grid-searches the constants on the gold labels of `records` (the training split).
    public static func fit(
        _ records: [ClauseRecord],
        midpoints: StrideThrough<Double> = stride(from: 0.30, through: 0.70, by: 0.001),
        steepnesses: StrideThrough<Double> = stride(from: 1.0, through: 30.0, by: 0.05)
    ) -> Fit {
        let base = table(records, midpoint: 0, steepness: 1)
        var best: (maxAbs: Double, squares: Double, m: Double, k: Double) = (.infinity, .infinity, 0.5, 10)
        for m in midpoints {
            for k in steepnesses {
                var maxAbs = 0.0, squares = 0.0
                for row in base {
                    let d = 1 / (1 + exp(-k * (row.rawCOI - m))) - row.policy.expectedCOI
                    maxAbs = max(maxAbs, abs(d))
                    squares += d * d
                }
                if maxAbs < best.maxAbs - 1e-12 || (abs(maxAbs - best.maxAbs) <= 1e-12 && squares < best.squares) {
                    best = (maxAbs, squares, m, k)
                }
            }
        }
        let m = (best.m * 1000).rounded() / 1000, k = (best.k * 100).rounded() / 100
        return Fit(midpoint: m, steepness: k, rows: table(records, midpoint: m, steepness: k))
    }

    /// A Markdown table: policy, clauses, raw, gold COI, expected, delta for each split given.
    public static func markdown(_ splits: [(name: String, rows: [Row])]) -> String {
        var lines = ["| split | policy | clauses | raw COI | gold COI | expected | delta |",
                     "|---|---|---:|---:|---:|---:|---:|"]
        for split in splits {
            for r in split.rows {
                lines.append("| \(split.name) | \(r.policy.name) | \(r.clauses) | "
                    + String(format: "%.3f | %.3f | %.2f | %+.3f |", r.rawCOI, r.coi, r.policy.expectedCOI, r.delta))
            }
        }
        return lines.joined(separator: "\n")
    }
}
