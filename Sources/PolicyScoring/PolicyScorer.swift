import Foundation

/// The five sub-scores and the COI of one policy's classified clauses (rules `scoring-rules/1`).
///
/// Every sub-score is in [0, 1]; `rawCOI` is the paper-weighted sum, `coi` the calibrated index.
/// Two clause sets normalise the sub-scores (see SCORING.md):
/// - directional clauses D: target `elite` or `outgroup` with effect `benefit` or `burden`;
/// - out-group-bearing clauses R: target `outgroup`, or use a proxy, or widen the out-group.
public struct PolicyScore: Sendable, Equatable, Codable {
    /// Number of clauses scored.
    public var clauses: Int
    /// |D|, the clauses DIS and extraction are taken over.
    public var directionalClauses: Int
    /// |R|, the clauses the intensity means are taken over.
    public var outgroupClauses: Int
    /// The paper's differential impact over D, in [−1, 1] (0 when D is empty).
    public var disSigned: Double
    /// Differential impact max(0, disSigned): only the oppressive direction counts.
    public var dis: Double
    /// Architecture over R: 0.35·AAR + 0.20·SE + 0.20·IJ + 0.25·RSC.
    public var ads: Double
    /// Elite interest: 0.4·extraction (over D) + 0.3·mean RSC (over R) + 0.3·frac(proxy or expands) (over R).
    public var eis: Double
    /// Compounding: baseline capacity × mean over R of (AAR + RSC) / 2.
    public var cis: Double
    /// Out-group expansion over R: mean(frac(expands), frac(proxy, or out-group burden or mixed)).
    public var oes: Double
    /// 0.25·DIS + 0.25·ADS + 0.20·EIS + 0.15·CIS + 0.15·OES, in [0, 1].
    public var rawCOI: Double
    /// The calibrated Composite Oppression Index in (0, 1); 0 for no clauses.
    public var coi: Double

    /// The paper's band for `coi`.
    public var band: String {
        coi >= 0.6 ? "highly oppressive" : coi >= 0.3 ? "moderately oppressive" : "low"
    }

    /// The score of no clauses: zero everywhere.
    public static let zero = PolicyScore(clauses: 0, directionalClauses: 0, outgroupClauses: 0, disSigned: 0, dis: 0,
                                         ads: 0, eis: 0, cis: 0, oes: 0, rawCOI: 0, coi: 0)
}

/// Turns classified clauses into a `PolicyScore`; deterministic and pure.
public enum PolicyScorer {
    /// The version name every evaluation result carries.
    public static let rulesVersion = "scoring-rules/1"

    /// The paper's COI weights: DIS, ADS, EIS, CIS, OES.
    public static let weights = (dis: 0.25, ads: 0.25, eis: 0.20, cis: 0.15, oes: 0.15)

    // Calibration: COI = 1 / (1 + exp(−steepness·(rawCOI − midpoint))).
    // Two global constants, fitted on the gold labels of the training split only by
    // `ScorerCalibration.fit` (constraint: training within ±0.05; objective: robustness on
    // validation-sized training subsamples). Data: historical_clauses.jsonl sha256 d1c6da5d…fae9.
    // Re-fit: lora-eval Data/historical_clauses.jsonl --classifier gold --fit-calibration --check-file Data/validation_clauses.jsonl
    //   policy                       train raw  gold COI  expected  delta  | validation gold COI  delta
    //   Virginia Slave Codes (1705)    0.746     0.888     0.93    −0.042  |  0.876   −0.054
    //   13th Amendment (1865)          0.378     0.376     0.35    +0.026  |  0.426   +0.076
    //   HOLC Redlining (1934)          0.659     0.811     0.82    −0.009  |  0.847   +0.027
    //   War on Drugs (1971)            0.606     0.749     0.78    −0.031  |  0.710   −0.070
    /// Logistic midpoint: the raw COI that maps to 0.5.
    public static let calibrationMidpoint = 0.45
    /// Logistic steepness.
    public static let calibrationSteepness = 7.0

    /// Scores `clauses` for `policy` (nil: not a historical policy, capacity 1.0).
    ///
    /// An empty list scores 0 everywhere. A non-finite input score gives a non-finite COI; callers
    /// (ValidationRunner) check `coi.isFinite`.
    public static func score(_ clauses: [TierClassification], policy: HistoricalPolicy?) -> PolicyScore {
        score(clauses, capacity: policy?.baselineCapacity ?? 1.0,
              midpoint: calibrationMidpoint, steepness: calibrationSteepness)
    }

    /// Scores with explicit calibration constants (used by calibration fitting and tests).
    public static func score(
        _ clauses: [TierClassification], capacity: Double, midpoint: Double, steepness: Double
    ) -> PolicyScore {
        guard !clauses.isEmpty else { return .zero }
        func isOutgroup(_ c: TierClassification, _ effects: Set<EffectDirection>) -> Bool {
            c.targetGroup == .outgroup && effects.contains(c.effectDirection)
        }
        func isElite(_ c: TierClassification, _ effect: EffectDirection) -> Bool {
            c.targetGroup == .elite && c.effectDirection == effect
        }
        let directional = clauses.filter {
            ($0.targetGroup == .elite || $0.targetGroup == .outgroup) && ($0.effectDirection == .benefit || $0.effectDirection == .burden)
        }
        let bearing = clauses.filter { $0.targetGroup == .outgroup || $0.usesProxyVariables || $0.expandsOutgroup }
        func frac(_ set: [TierClassification], _ p: (TierClassification) -> Bool) -> Double {
            set.isEmpty ? 0 : Double(set.filter(p).count) / Double(set.count)
        }
        func mean(_ f: (ArchitectureScores) -> Double) -> Double {
            bearing.isEmpty ? 0 : bearing.reduce(0) { $0 + f($1.architectureScores) } / Double(bearing.count)
        }

        // DIS = (#E·benefit − #O·benefit + #O·burden − #E·burden) / |D|, then max(0, ·).
        let disSigned = frac(directional) { isElite($0, .benefit) || isOutgroup($0, [.burden]) }
            - frac(directional) { isElite($0, .burden) || isOutgroup($0, [.benefit]) }
        let dis = max(0, disSigned)
        let s = (aar: mean(\.aar), se: mean(\.se), ij: mean(\.ij), rsc: mean(\.rsc))
        let ads = 0.35 * s.aar + 0.20 * s.se + 0.20 * s.ij + 0.25 * s.rsc
        let extraction = frac(directional) { isElite($0, .benefit) || isOutgroup($0, [.burden]) }
        let division = frac(bearing) { $0.usesProxyVariables || $0.expandsOutgroup }
        let eis = 0.4 * extraction + 0.3 * s.rsc + 0.3 * division
        let cis = capacity * mean { ($0.aar + $0.rsc) / 2 }
        let targeted = frac(bearing) { $0.usesProxyVariables || isOutgroup($0, [.burden, .mixed]) }
        let oes = (frac(bearing) { $0.expandsOutgroup } + targeted) / 2

        let w = weights
        let raw = w.dis * dis + w.ads * ads + w.eis * eis + w.cis * cis + w.oes * oes
        // The logistic saturates, so a non-finite raw COI must stay visibly non-finite.
        let coi = raw.isFinite ? 1 / (1 + exp(-steepness * (raw - midpoint))) : .nan
        return PolicyScore(clauses: clauses.count, directionalClauses: directional.count,
                           outgroupClauses: bearing.count, disSigned: disSigned, dis: dis, ads: ads, eis: eis,
                           cis: cis, oes: oes, rawCOI: raw, coi: coi)
    }
}
