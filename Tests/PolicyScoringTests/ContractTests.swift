import Foundation
import Testing
@testable import PolicyScoring

/// What must hold whatever a model says: label spellings, policy names, the chain.
@Suite struct ContractTests {
    @Test func labelRawValuesAreTheDataFileSpellings() {
        #expect(TargetGroup.allCases.map(\.rawValue) == ["outgroup", "ingroupNonElite", "elite", "multiple"])
        #expect(EffectDirection.allCases.map(\.rawValue) == ["burden", "benefit", "neutral", "mixed"])
        #expect(ArchitectureScores.keys == ["aar", "se", "ij", "rsc"])
    }

    @Test func theFourPoliciesAreChronologicalWithTheirExpectedCOIs() {
        let all = HistoricalPolicies.all
        #expect(all.map(\.name) == [Fixture.slave, Fixture.thirteenth, Fixture.holc, Fixture.drugs])
        #expect(all.map(\.year) == [1705, 1865, 1934, 1971])
        #expect(all.map(\.year) == all.map(\.year).sorted())
        #expect(all.map(\.expectedCOI) == [0.93, 0.35, 0.82, 0.78])
        #expect(all.allSatisfy { $0.tolerance == 0.10 })
        #expect(HistoricalPolicies.named(Fixture.holc)?.year == 1934)
        #expect(HistoricalPolicies.named("HOLC Redlining") == nil)
    }

    @Test func capacitiesFollowTheCompoundingChain() {
        let capacities = HistoricalPolicies.all.map(\.baselineCapacity)
        for (actual, expected) in zip(capacities, [0.907, 0.875, 0.803, 0.741]) {
            expectClose(actual, expected, tolerance: 0.0006, "capacity")
        }
    }

    @Test func proxyTermsIncludeTheSeededOnes() {
        #expect(HistoricalPolicies.named(Fixture.slave)?.proxyTerms == ["property", "servitude"])
        #expect(HistoricalPolicies.named(Fixture.holc)?.proxyTerms.starts(with: ["risk", "neighborhood", "stability", "credit", "property"]) == true)
        #expect(HistoricalPolicies.named(Fixture.drugs)?.proxyTerms.starts(with: ["crime", "narcotics", "drug-free", "gangs"]) == true)
    }

    @Test func aRecordRoundTripsThroughJSONAndDefaultsExpandsOutgroup() throws {
        let record = Fixture.record("r", Fixture.slave, Fixture.tier(.elite, .benefit, 0.1, 0.2, 0.3, 0.4, proxies: ["property"], expands: true))
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ClauseRecord.self, from: data) == record)
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["expandsOutgroup"] = nil
        let withoutKey = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(ClauseRecord.self, from: withoutKey).expandsOutgroup == false)
    }
}
