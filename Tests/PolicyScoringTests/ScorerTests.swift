import Foundation
import Testing
@testable import PolicyScoring

/// Every sub-score and the COI on small fixtures computed by hand (scoring-rules/1).
@Suite struct ScorerTests {
    /// Five clauses; the hand computation is written beside each expectation.
    /// D (directional: E or O, benefit or burden) = clauses 1–3; R (out-group-bearing) = clauses 1–4.
    static let five: [TierClassification] = [
        Fixture.tier(.outgroup, .burden, 0.8, 0.6, 0.4, 0.6, expands: true),
        Fixture.tier(.elite, .benefit, 0.2, 0.4, 0.2, 0.4, proxies: ["property"]),
        Fixture.tier(.outgroup, .benefit, 0, 0, 0, 0),
        Fixture.tier(.ingroupNonElite, .neutral, 0.2, 0.2, 0.6, 0.2, proxies: ["risk", "credit"]),
        Fixture.tier(.multiple, .neutral, 0.4, 0.4, 0.4, 0.4),
    ]

    @Test func subScoresOfTheFiveClauseFixtureMatchTheHandComputation() {
        let s = PolicyScorer.score(Self.five, capacity: 0.907, midpoint: 0.5, steepness: 10)
        #expect(s.clauses == 5 && s.directionalClauses == 3 && s.outgroupClauses == 4)
        expectClose(s.disSigned, 1.0 / 3, "DIS signed")    // (1 E·ben − 1 O·ben + 1 O·bur − 0 E·bur) / 3
        expectClose(s.dis, 1.0 / 3, "DIS")                  // max(0, 1/3)
        expectClose(s.ads, 0.3, "ADS")                      // every mean over R is 0.3; weights sum to 1
        expectClose(s.eis, 0.4 * 2 / 3 + 0.09 + 0.225, "EIS")  // 0.4·(2/3) + 0.3·0.3 + 0.3·(3/4)
        expectClose(s.cis, 0.2721, "CIS")                   // 0.907 · mean over R of (0.7, 0.3, 0, 0.2)
        expectClose(s.oes, 0.5, "OES")                      // mean(1/4 expands, 3/4 targeted) over R
        // 0.25·(1/3) + 0.25·0.3 + 0.20·0.581667 + 0.15·0.2721 + 0.15·0.5
        expectClose(s.rawCOI, 0.390482, tolerance: 1e-6, "raw COI")
        // 1 / (1 + e^(−10·(0.390482 − 0.5)))
        expectClose(s.coi, 0.250643, tolerance: 1e-5, "COI")
    }

    @Test func theShippedConstantsApplyTheLogisticToTheRawCOI() {
        let s = PolicyScorer.score(Self.five, policy: HistoricalPolicies.named(Fixture.slave))
        let m = PolicyScorer.calibrationMidpoint, k = PolicyScorer.calibrationSteepness
        expectClose(s.rawCOI, 0.390482, tolerance: 1e-4, "raw COI with capacity 0.907")
        expectClose(s.coi, 1 / (1 + exp(-k * (s.rawCOI - m))), "COI")
    }

    @Test func administrativeAndInGroupClausesDoNotDiluteTheIntensities() {
        let core = Array(Self.five.prefix(4))
        let padded = core + Array(repeating: Fixture.tier(.multiple, .neutral, 0, 0, 0, 0), count: 10)
            + [Fixture.tier(.ingroupNonElite, .benefit, 0, 0, 0, 0)]
        let a = PolicyScorer.score(core, capacity: 1, midpoint: 0.5, steepness: 10)
        let b = PolicyScorer.score(padded, capacity: 1, midpoint: 0.5, steepness: 10)
        #expect(b.clauses == 15)
        expectClose(b.rawCOI, a.rawCOI, "raw COI")
    }

    @Test func aPolicyWithNoOutgroupBearingClauseHasRawCOIZero() {
        let s = PolicyScorer.score([Fixture.tier(.ingroupNonElite, .benefit, 0.3, 0.3, 0.3, 0.3)], capacity: 1,
                                   midpoint: 0.53, steepness: 7.75)
        #expect(s.outgroupClauses == 0 && s.directionalClauses == 0 && s.rawCOI == 0)
        expectClose(s.coi, 0.016183, tolerance: 1e-5, "COI")  // 1 / (1 + e^(7.75·0.53))
    }

    @Test func anEmptyClauseListScoresZero() {
        let s = PolicyScorer.score([], policy: HistoricalPolicies.all[0])
        #expect(s.clauses == 0 && s.coi == 0 && s.rawCOI == 0 && s.dis == 0)
    }

    @Test func aFullyOppressiveClauseMaxesEverySubScoreButCIS() {
        let all = [Fixture.tier(.outgroup, .burden, 1, 1, 1, 1, proxies: ["crime"], expands: true)]
        let s = PolicyScorer.score(all, capacity: 0.741, midpoint: 0.5, steepness: 10)
        #expect(s.dis == 1 && s.ads == 1 && s.eis == 1 && s.oes == 1)
        expectClose(s.cis, 0.741, "CIS")
        expectClose(s.rawCOI, 0.25 + 0.25 + 0.20 + 0.15 * 0.741 + 0.15, "raw COI")
    }

    @Test func outgroupBenefitAndEliteBurdenLowerDIS() {
        let s = PolicyScorer.score([Fixture.tier(.outgroup, .benefit, 0, 0, 0, 0), Fixture.tier(.elite, .burden, 0, 0, 0, 0)],
                                   capacity: 1, midpoint: 0.5, steepness: 10)
        expectClose(s.disSigned, -1, "DIS signed")
        expectClose(s.dis, 0, "DIS")
        expectClose(s.eis, 0, "EIS")
        expectClose(s.oes, 0, "OES")
    }

    @Test func explicitOutgroupBurdenCountsForOESLikeAProxy() {
        // The earlier app's OES punished explicit oppression; scoring-rules/1 does not.
        let explicit = PolicyScorer.score([Fixture.tier(.outgroup, .burden, 0, 0, 0, 0)], capacity: 1, midpoint: 0.5, steepness: 10)
        let coded = PolicyScorer.score([Fixture.tier(.multiple, .neutral, 0, 0, 0, 0, proxies: ["urban"])],
                                       capacity: 1, midpoint: 0.5, steepness: 10)
        let mixed = PolicyScorer.score([Fixture.tier(.outgroup, .mixed, 0, 0, 0, 0)], capacity: 1, midpoint: 0.5, steepness: 10)
        expectClose(explicit.oes, 0.5, "explicit OES")
        expectClose(coded.oes, 0.5, "coded OES")
        expectClose(mixed.oes, 0.5, "mixed OES")
        expectClose(mixed.disSigned, 0, "mixed DIS")
    }

    @Test func aNonHistoricalPolicyUsesCapacityOne() {
        let clause = [Fixture.tier(.outgroup, .burden, 0.6, 0, 0, 0.2)]
        let s = PolicyScorer.score(clause, policy: nil)
        expectClose(s.cis, 0.4, "CIS")
    }

    @Test func aNaNScoreGivesANonFiniteCOI() {
        let s = PolicyScorer.score([Fixture.tier(.outgroup, .burden, .nan, 0, 0, 0)], policy: nil)
        #expect(!s.coi.isFinite)
    }

    @Test func bandsFollowThePaper() {
        func band(_ coi: Double) -> String {
            var score = PolicyScore.zero
            score.coi = coi
            return score.band
        }
        #expect(band(0.6) == "highly oppressive" && band(0.59) == "moderately oppressive")
        #expect(band(0.3) == "moderately oppressive" && band(0.29) == "low")
    }

    @Test func theRulesCarryAVersionName() {
        #expect(PolicyScorer.rulesVersion == "scoring-rules/1")
    }
}
