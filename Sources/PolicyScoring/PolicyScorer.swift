import Foundation

/// The five sub-scores and the COI of one policy's classified clauses (rules `scoring-rules/1`).
///
/// Every sub-score is in [0, 1]; `rawCOI` is the paper-weighted sum, `coi` the calibrated index.
/// The rules, ranges and fitted constants are written down in `SCORING.md` beside this file.
public struct PolicyScore: Sendable, Equatable, Codable {
    /// Number of clauses scored.
    public var clauses: Int
    /// Differential impact, the paper's signed DIS in [−1, 1].
    public var disSigned: Double
    /// Differential impact normalised to [0, 1]: (disSigned + 1) / 2.
    public var dis: Double
    /// Architecture: 0.35·AAR + 0.20·SE + 0.20·IJ + 0.25·RSC (means).
    public var ads: Double
    /// Elite interest: 0.4·extraction + 0.3·resistance + 0.3·division.
    public var eis: Double
    /// Compounding: baseline capacity × mean((AAR + RSC) / 2).
    public var cis: Double
    /// Out-group expansion: mean(frac(expands), frac(out-group targeted, by proxy or explicitly)).
    public var oes: Double
    /// 0.25·DIS + 0.25·ADS + 0.20·EIS + 0.15·CIS + 0.15·OES, in [0, 1].
    public var rawCOI: Double
    /// The calibrated Composite Oppression Index in (0, 1); 0 for no clauses.
    public var coi: Double

    /// The paper's band for `coi`.
    public var band: String {
        coi >= 0.6 ? "highly oppressive" : coi >= 0.3 ? "moderately oppressive" : "low"
    }
}

/// Turns classified clauses into a `PolicyScore`; deterministic and pure.
public enum PolicyScorer {
    /// The version name every evaluation result carries.
    public static let rulesVersion = "scoring-rules/1"

    /// The paper's COI weights: DIS, ADS, EIS, CIS, OES.
    public static let weights = (dis: 0.25, ads: 0.25, eis: 0.20, cis: 0.15, oes: 0.15)

    // Calibration: COI = 1 / (1 + exp(−steepness·(rawCOI − midpoint))).
    // Two global constants, fitted on the gold labels of the training split only
    // (grid search minimising the largest |COI − expected| over the four policies; see SCORING.md
    // and `ScorerCalibration.fit`). Fitted table (gold labels):
    //   policy                         train COI  expected  delta   | validation COI  delta
    //   (filled in by the calibration run; see SCORING.md)
    /// Logistic midpoint: the raw COI that maps to 0.5.
    public static let calibrationMidpoint = 0.5
    /// Logistic steepness.
    public static let calibrationSteepness = 10.0

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
        guard !clauses.isEmpty else {
            return PolicyScore(clauses: 0, disSigned: 0, dis: 0, ads: 0, eis: 0, cis: 0, oes: 0, rawCOI: 0, coi: 0)
        }
        let n = Double(clauses.count)
        func frac(_ p: (TierClassification) -> Bool) -> Double { Double(clauses.filter(p).count) / n }
        func mean(_ f: (TierClassification) -> Double) -> Double { clauses.reduce(0) { $0 + f($1) } / n }
        func count(_ g: TargetGroup, _ e: EffectDirection) -> Double {
            Double(clauses.filter { $0.targetGroup == g && $0.effectDirection == e }.count)
        }

        let disSigned = (count(.elite, .benefit) - count(.outgroup, .benefit)
            + count(.outgroup, .burden) - count(.elite, .burden)) / n
        let dis = (disSigned + 1) / 2

        let s = (aar: mean { $0.architectureScores.aar }, se: mean { $0.architectureScores.se },
                 ij: mean { $0.architectureScores.ij }, rsc: mean { $0.architectureScores.rsc })
        let ads = 0.35 * s.aar + 0.20 * s.se + 0.20 * s.ij + 0.25 * s.rsc

        let extraction = frac { ($0.targetGroup == .elite && $0.effectDirection == .benefit)
            || ($0.targetGroup == .outgroup && $0.effectDirection == .burden) }
        let division = frac { $0.usesProxyVariables || $0.expandsOutgroup }
        let eis = 0.4 * extraction + 0.3 * s.rsc + 0.3 * division

        let pressure = mean { ($0.architectureScores.aar + $0.architectureScores.rsc) / 2 }
        let cis = capacity * pressure

        let targeted = frac { $0.usesProxyVariables
            || ($0.targetGroup == .outgroup && ($0.effectDirection == .burden || $0.effectDirection == .mixed)) }
        let oes = (frac { $0.expandsOutgroup } + targeted) / 2

        let w = weights
        let raw = w.dis * dis + w.ads * ads + w.eis * eis + w.cis * cis + w.oes * oes
        // The logistic saturates, so a non-finite raw COI must stay visibly non-finite.
        let coi = raw.isFinite ? 1 / (1 + exp(-steepness * (raw - midpoint))) : .nan
        return PolicyScore(clauses: clauses.count, disSigned: disSigned, dis: dis, ads: ads, eis: eis,
                           cis: cis, oes: oes, rawCOI: raw, coi: coi)
    }
}
