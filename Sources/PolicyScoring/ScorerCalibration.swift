import Foundation

/// Fits and tabulates the scorer's two calibration constants on gold labels.
///
/// The map is COI = 1 / (1 + exp(−steepness·(rawCOI − midpoint))). The fit is a grid search over
/// (midpoint, steepness) on the training split only:
/// 1. constraint: every policy's gold COI on the whole training split within ±0.05 of expected;
/// 2. objective: robustness at validation size: the share of `draws` seeded random subsamples of
///    the training clauses (per policy ⌊n/4⌋ clauses, the size of a 20 % split) in which all four
///    policies land within their ±0.10 tolerance;
/// 3. ties: the smaller largest |delta| on the whole training split.
/// If no grid point meets the constraint, the minimax point is returned. `lora-eval FILE
/// --fit-calibration` and `CalibrationTests` run it.
public enum ScorerCalibration {
    /// One policy's gold-label COI against its expected value.
    public struct Row: Sendable, Equatable {
        public var policy: HistoricalPolicy
        public var clauses: Int
        public var rawCOI: Double
        public var coi: Double
        public var delta: Double { coi - policy.expectedCOI }
    }

    /// The fitted constants, the table they give on the fitting data, and their robustness.
    public struct Fit: Sendable, Equatable {
        public var midpoint: Double
        public var steepness: Double
        public var rows: [Row]
        /// Share of validation-sized training subsamples with all four policies within tolerance.
        public var robustness: Double
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
    public static func fit(_ records: [ClauseRecord], draws: Int = 300, seed: UInt64 = 1) -> Fit {
        let policies = HistoricalPolicies.all.map { p in (p, records.filter { $0.sourcePolicy == p.name }.map(\.goldClassification)) }
            .filter { !$0.1.isEmpty }
        func raw(_ clauses: [TierClassification], _ p: HistoricalPolicy) -> Double {
            PolicyScorer.score(clauses, capacity: p.baselineCapacity, midpoint: 0, steepness: 1).rawCOI
        }
        let whole = policies.map { (raw: raw($0.1, $0.0), policy: $0.0) }
        var rng = SplitMix64(seed: seed)
        let samples: [[(raw: Double, policy: HistoricalPolicy)]] = (0..<draws).map { _ in
            policies.map { p, clauses in (raw(rng.sample(clauses, count: max(1, clauses.count / 4)), p), p) }
        }
        func coi(_ raw: Double, _ m: Double, _ k: Double) -> Double { 1 / (1 + exp(-k * (raw - m))) }
        var best: (robust: Double, maxAbs: Double, m: Double, k: Double)?
        var minimax: (maxAbs: Double, m: Double, k: Double) = (.infinity, 0.5, 10)
        for mi in 60...140 {
            for ki in 4...120 {
                let m = Double(mi) / 200, k = Double(ki) / 4
                let maxAbs = whole.map { abs(coi($0.raw, m, k) - $0.policy.expectedCOI) }.max() ?? 0
                if maxAbs < minimax.maxAbs { minimax = (maxAbs, m, k) }
                guard maxAbs <= 0.05 else { continue }
                let hits = samples.filter { $0.allSatisfy { abs(coi($0.raw, m, k) - $0.policy.expectedCOI) <= $0.policy.tolerance } }
                let robust = Double(hits.count) / Double(max(draws, 1))
                if best == nil || robust > best!.robust || (robust == best!.robust && maxAbs < best!.maxAbs) {
                    best = (robust, maxAbs, m, k)
                }
            }
        }
        let (m, k) = best.map { ($0.m, $0.k) } ?? (minimax.m, minimax.k)
        return Fit(midpoint: m, steepness: k, rows: table(records, midpoint: m, steepness: k), robustness: best?.robust ?? 0)
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

/// A small seeded generator (SplitMix64), so fits are reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` distinct elements of `items`, by a partial Fisher–Yates shuffle.
    mutating func sample<T>(_ items: [T], count: Int) -> [T] {
        var pool = items
        let count = min(count, pool.count)
        for i in 0..<count { pool.swapAt(i, Int.random(in: i..<pool.count, using: &self)) }
        return Array(pool.prefix(count))
    }
}
