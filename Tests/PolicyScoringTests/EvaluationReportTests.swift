import Foundation
import Testing
@testable import PolicyScoring

/// The lora-eval report (metrics, COI table, notes, evidence, JSON) driven by stub classifiers.
@Suite struct EvaluationReportTests {
    static let records: [ClauseRecord] = [
        Fixture.record("1", Fixture.slave, Fixture.tier(.outgroup, .burden, 0.8, 0.4, 0.2, 0.6)),
        Fixture.record("2", Fixture.slave, Fixture.tier(.outgroup, .burden, 0.6, 0.4, 0.2, 0.4, proxies: ["property"])),
        Fixture.record("3", Fixture.holc, Fixture.tier(.elite, .benefit, 0.2, 0.4, 0.2, 0.4, proxies: ["risk"])),
        Fixture.record("4", "Some Other Act (1900)", Fixture.tier(.ingroupNonElite, .neutral, 0, 0, 0, 0)),
    ]
    static let alwaysOutgroupBurden = StubClassifier.constant(Fixture.tier(.outgroup, .burden, 0.6, 0.4, 0.2, 0.4), identity: "stub/1")

    func report(_ classifier: any ClauseClassifying, records: [ClauseRecord] = Self.records) -> EvaluationReport {
        EvaluationReport(records: records, dataFile: "fixture.jsonl", dataSHA256: "abc123", classifier: classifier)
    }

    @Test func metricsMatchAHandCount() {
        let tasks = report(Self.alwaysOutgroupBurden).tasks
        // gold groups O, O, E, I; predicted all O: 2/4 right; F1(O) = 2·2/(4+2), F1(E) = F1(I) = 0.
        expectClose(tasks.targetGroup.accuracy, 0.5, "targetGroup accuracy")
        expectClose(tasks.targetGroup.macroF1, (4.0 / 6) / 3, "targetGroup macro-F1")
        #expect(tasks.targetGroup.confusion["elite"]?["outgroup"] == 1)
        #expect(tasks.targetGroup.confusion["outgroup"]?["outgroup"] == 2)
        #expect(tasks.targetGroup.confusion["multiple"]?["multiple"] == 0)
        // AAR |0.8−0.6| + 0 + |0.2−0.6| + |0−0.6| = 1.2 over 4.
        expectClose(tasks.architecture.mae.aar, 0.3, "AAR MAE")
        expectClose(tasks.architecture.mae.rsc, (0.2 + 0 + 0 + 0.4) / 4, "RSC MAE")
        // gold proxy use F, T, T, F; predicted all F: accuracy 1/2, F1 0.
        expectClose(tasks.usesProxyVariables.accuracy, 0.5, "proxy accuracy")
        expectClose(tasks.usesProxyVariables.f1, 0, "proxy F1")
    }

    @Test func goldLabelsScorePerfectlyOnEveryTask() {
        let tasks = report(GoldLabelClassifier(records: Self.records)).tasks
        #expect(tasks.targetGroup.accuracy == 1 && tasks.targetGroup.macroF1 == 1)
        #expect(tasks.effectDirection.accuracy == 1 && tasks.usesProxyVariables.f1 == 1)
        #expect(tasks.architecture.mae == ArchitectureScores(aar: 0, se: 0, ij: 0, rsc: 0))
    }

    @Test func otherPoliciesAreMeasuredButNotScoredAndTheOutputSaysSo() {
        let r = report(Self.alwaysOutgroupBurden)
        #expect(r.clauses == 4 && r.measuredClauses == 4)
        #expect(r.unscoredPolicies == [UnscoredPolicy(sourcePolicy: "Some Other Act (1900)", clauses: 1)])
        #expect(r.policies.map(\.policyName) == HistoricalPolicies.all.map(\.name))
        #expect(r.render().contains("1 clause(s) of \"Some Other Act (1900)\" are measured above but not COI-scored"))
    }

    @Test func aThrowingClassifierIsReportedAndItsClausesLeftOutOfTheMetrics() {
        let stub = StubClassifier("flaky") { texts throws(ClassificationError) in
            if texts.contains("clause 3") { throw .unavailable(reason: "adapter missing", remedy: "run lora-train") }
            return texts.map { _ in Fixture.tier(.outgroup, .burden, 0.5, 0.5, 0.5, 0.5) }
        }
        let r = report(stub)
        #expect(r.measuredClauses == 3)
        #expect(r.classifierFailures.map(\.sourcePolicy) == [Fixture.holc])
        #expect(r.policies[2].failure == "classifier unavailable: adapter missing; run lora-train")
        let text = r.render()
        #expect(text.contains("Classifier failure [flaky]: 1 clause(s) of \"\(Fixture.holc)\" not measured"))
        #expect(text.contains("HOLC Redlining (1934) [flaky]: classifier unavailable"))
    }

    @Test func anEmptyPolicyAndANaNScoreGiveClearRows() {
        let nanOnSlave = StubClassifier("nan-stub") { texts throws(ClassificationError) in
            texts.map { $0 == "clause 1" ? Fixture.tier(.outgroup, .burden, .nan, 0, 0, 0) : Fixture.tier(.outgroup, .burden, 0.5, 0.5, 0.5, 0.5) }
        }
        let r = report(nanOnSlave)
        #expect(r.policies[0].failure?.contains("aar = nan") == true)
        #expect(r.policies[1].failure?.contains("no clauses for this policy") == true)
        #expect(!r.allPoliciesPassed)
        let json = r.json()
        #expect(!json.contains("nan\"") && json.contains("\"actualCOI\" : null"))
        #expect(r.render().contains("13th Amendment (1865) [nan-stub]: no clauses for this policy"))
    }

    @Test func theJSONHasTheDocumentedSchema() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report(Self.alwaysOutgroupBurden).json().utf8)) as? [String: Any])
        let evidence = try #require(object["evidence"] as? [String: Any])
        #expect(Set(evidence.keys) == ["dataFile", "dataSHA256", "scoringRules", "classifier"])
        #expect(evidence["scoringRules"] as? String == "scoring-rules/1" && evidence["classifier"] as? String == "stub/1")
        #expect(evidence["dataSHA256"] as? String == "abc123")
        #expect(object["clauses"] as? Int == 4)
        let tasks = try #require(object["tasks"] as? [String: Any])
        for task in ["targetGroup", "effectDirection"] {
            let t = try #require(tasks[task] as? [String: Any])
            #expect(Set(t.keys) == ["accuracy", "macroF1", "confusion"])
        }
        let mae = try #require((tasks["architecture"] as? [String: Any])?["mae"] as? [String: Any])
        #expect(Set(mae.keys) == ["aar", "se", "ij", "rsc"])
        #expect(Set(try #require(tasks["usesProxyVariables"] as? [String: Any]).keys) == ["accuracy", "f1"])
        let policies = try #require(object["policies"] as? [[String: Any]])
        #expect(policies.count == 4)
        for p in policies {
            #expect(Set(["policyName", "year", "expectedCOI", "actualCOI", "delta", "passed", "clauses"]).isSubset(of: p.keys))
        }
    }

    @Test func theHumanReportShowsTheTableAndTheEvidenceLabels() {
        let text = report(GoldLabelClassifier(records: Self.records)).render()
        for needle in ["targetGroup accuracy", "effectDirection macro-F1", "AAR mean abs error", "proxy use F1",
                       "targetGroup confusion", "Virginia Slave Codes (1705)", "expected", "delta",
                       "data sha256:   abc123", "scoring rules: scoring-rules/1", "classifier:    gold-labels"] {
            #expect(text.contains(needle), "missing \(needle)")
        }
    }

    @Test func baselinesAppearBesideTheMainClassifier() {
        var r = report(GoldLabelClassifier(records: Self.records))
        r.baselines = [report(KeywordBaselineClassifier())]
        let text = r.render()
        #expect(text.contains("Columns: gold-labels | keyword-baseline/1"))
        #expect(text.contains("Passed: 1/4 (gold-labels)") || text.contains("/4 (gold-labels), "))
        #expect(r.json().contains("\"baselines\""))
    }
}
