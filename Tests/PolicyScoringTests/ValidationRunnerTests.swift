import Foundation
import Testing
@testable import PolicyScoring

/// ValidationRunner driven by stub classifiers, including every failure path.
@Suite struct ValidationRunnerTests {
    static let middling = Fixture.tier(.outgroup, .burden, 0.8, 0.5, 0.5, 0.6)

    @Test func resultsComeInChainOrderWithDeltaActualMinusExpected() throws {
        let results = ValidationRunner(classifier: StubClassifier.constant(Self.middling)).run(records: Fixture.oneClausePerPolicy())
        #expect(results.map(\.policyName) == HistoricalPolicies.all.map(\.name))
        for (result, policy) in zip(results, HistoricalPolicies.all) {
            let expected = PolicyScorer.score([Self.middling], policy: policy).coi
            expectClose(result.actualCOI, expected, "actual COI of \(policy.name)")
            expectClose(result.delta, expected - policy.expectedCOI, "delta of \(policy.name)")
            #expect(result.passed == (abs(expected - policy.expectedCOI) <= 0.10))
            #expect(result.clauses == 1 && result.failure == nil && result.year == policy.year)
        }
    }

    @Test(arguments: [(0.0, true), (0.0999, true), (-0.0999, true), (0.1001, false), (-0.1001, false)])
    func aPolicyPassesIffItsDeltaIsWithinTolerance(offset: Double, passes: Bool) {
        let coi = PolicyScorer.score([Self.middling], policy: nil).coi
        let policy = HistoricalPolicy(name: "P", year: 2000, expectedCOI: coi - offset, tolerance: 0.10,
                                      proxyTerms: [], baselineCapacity: 1)
        let result = ValidationResult(policy: policy, clauses: 1, outcome: .success([Self.middling]))
        expectClose(result.delta, offset, tolerance: 1e-12, "delta")
        #expect(result.passed == passes)
    }

    @Test func aClassifierThatThrowsFailsOnlyItsPolicyWithTheReason() {
        let stub = StubClassifier("throws-on-holc") { texts throws(ClassificationError) in
            if texts.contains(where: { $0.contains("HOLC") }) { throw .failed(reason: "model exploded") }
            return texts.map { _ in Self.middling }
        }
        let results = ValidationRunner(classifier: stub).run(records: Fixture.oneClausePerPolicy())
        let holc = results[2]
        #expect(holc.actualCOI == nil && holc.delta == nil && !holc.passed)
        #expect(holc.failure == "classifier failed: model exploded")
        #expect(results.filter { $0.failure == nil }.count == 3)
    }

    @Test func aPolicyWithNoClausesFailsAndTheClassifierIsNotAsked() {
        let records = Fixture.oneClausePerPolicy().filter { $0.sourcePolicy != Fixture.drugs }
        let stub = StubClassifier { texts throws(ClassificationError) in
            if texts.isEmpty { throw .failed(reason: "called with nothing") }
            return texts.map { _ in Self.middling }
        }
        let drugs = ValidationRunner(classifier: stub).run(records: records)[3]
        #expect(drugs.clauses == 0 && !drugs.passed && drugs.actualCOI == nil)
        #expect(drugs.failure?.contains("no clauses for this policy") == true)
    }

    @Test func aNaNScoreFailsThePolicyNamingTheComponent() {
        let nan = StubClassifier.constant(Fixture.tier(.outgroup, .burden, 0.5, .nan, 0.5, 0.5))
        let results = ValidationRunner(classifier: nan).run(records: Fixture.oneClausePerPolicy())
        for result in results {
            #expect(!result.passed && result.actualCOI == nil)
            #expect(result.failure?.contains("se = nan is not a number in [0, 1]") == true, "\(result.failure ?? "nil")")
        }
    }

    @Test func aNonFiniteCOIFromTheScorerIsAFailureNotACrash() {
        // Bypasses the classifier check to reach the scorer guard directly.
        let result = ValidationResult(policy: HistoricalPolicies.all[0], clauses: 1,
                                      outcome: .success([Fixture.tier(.outgroup, .burden, .infinity, 0, 0, 0)]))
        #expect(!result.passed && result.actualCOI == nil)
        #expect(result.failure?.contains("not a finite number") == true)
    }

    @Test func anOutOfRangeScoreOrWrongCountIsAClassifierFailure() {
        let tooHigh = StubClassifier.constant(Fixture.tier(.outgroup, .burden, 1.2, 0, 0, 0))
        #expect(ValidationRunner(classifier: tooHigh).run(records: Fixture.oneClausePerPolicy())[0].failure?
            .contains("aar = 1.2") == true)
        let short = StubClassifier { _ throws(ClassificationError) in [] }
        #expect(ValidationRunner(classifier: short).run(records: Fixture.oneClausePerPolicy())[0].failure ==
            "classifier returned 0 classifications for 1 clauses; it must return one per clause.")
    }

    @Test func clausesOfOtherPoliciesAreNotValidated() {
        let other = Fixture.record("x", "Some Other Act (1900)", Self.middling)
        let stub = StubClassifier { texts throws(ClassificationError) in
            if texts.contains("clause x") { throw .failed(reason: "should not be asked") }
            return texts.map { _ in Self.middling }
        }
        let results = ValidationRunner(classifier: stub).run(records: Fixture.oneClausePerPolicy() + [other])
        #expect(results.count == 4 && results.allSatisfy { $0.failure == nil })
    }

    /// Answers `outgroup` only when the clause arrives with the policy its record names.
    struct PolicyAware: ClauseClassifying {
        let identity = "policy-aware"
        let expected: [String: String]
        func classify(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification] {
            clauses.map { clause in
                Fixture.tier(expected[clause.text] == clause.sourcePolicy ? .outgroup : .elite, .burden, 0.8, 0.5, 0.5, 0.6)
            }
        }
    }

    @Test func eachClauseReachesTheClassifierWithItsOwnPolicy() throws {
        let records = Fixture.oneClausePerPolicy()
        let classifier = PolicyAware(expected: Dictionary(uniqueKeysWithValues: records.map { ($0.text, $0.sourcePolicy) }))
        let groups = ClassifiedGroup.classify(records, with: classifier)
        for group in groups {
            let labels = try group.outcome.get()
            #expect(labels.count == group.records.count && labels.allSatisfy { $0.targetGroup == .outgroup }, "\(group.sourcePolicy)")
        }
    }

    @Test func theGoldClassifierAnswersEachRecordsLabelsAndRejectsUnknownText() throws {
        let records = Fixture.oneClausePerPolicy()
        let gold = GoldLabelClassifier(records: records)
        #expect(try gold.classify(records.map(\.input)) == records.map(\.goldClassification))
        #expect(throws: ClassificationError.unknownText("never seen")) {
            try gold.classify([ClauseInput(text: "never seen", sourcePolicy: records[0].sourcePolicy)])
        }
        #expect(gold.identity == "gold-labels")
    }

    @Test func aFailedResultEncodesNullActualAndDelta() throws {
        let result = ValidationResult(policy: HistoricalPolicies.all[0], clauses: 0, outcome: .success([]))
        let object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any])
        #expect(object["actualCOI"] is NSNull && object["delta"] is NSNull)
        #expect(object["passed"] as? Bool == false && object["failure"] is String)
    }
}
