import Testing
@testable import PolicyScoring

/// The keyword baseline follows its documented rules.
@Suite struct KeywordBaselineTests {
    let classifier = KeywordBaselineClassifier()

    @Test func outgroupTermsMeanOutgroupBurden() {
        let c = classifier.classifyOne("No negro slaves shall bear arms without a written permit.")
        #expect(c.targetGroup == .outgroup && c.effectDirection == .burden)
        #expect(c.architectureScores.aar >= 0.5)
    }

    @Test func inGroupAndEliteTermsMeanBenefit() {
        #expect(classifier.classifyOne("Every homeowner shall receive a tax credit.").targetGroup == .ingroupNonElite)
        let elite = classifier.classifyOne("The corporation may lease convicts.")
        #expect(elite.targetGroup == .elite && elite.effectDirection == .benefit)
    }

    @Test func aTieIsMultipleMixedAndNothingIsMultipleNeutral() {
        let tie = classifier.classifyOne("The slave and the citizen alike.")
        #expect(tie.targetGroup == .multiple && tie.effectDirection == .mixed)
        let none = classifier.classifyOne("The clerk shall keep a register.")
        #expect(none.targetGroup == .multiple && none.effectDirection == .neutral && !none.usesProxyVariables)
    }

    @Test func proxyTermsAreFoundWithPhrasesAndInflections() {
        let c = classifier.classifyOne("Areas of Infiltration and hazardous neighborhoods; law and order.")
        #expect(c.usesProxyVariables)
        #expect(Set(c.proxyVariables).isSuperset(of: ["infiltration", "hazardous", "neighborhood", "law and order"]))
        #expect(c.targetGroup == .outgroup)
        #expect(!classifier.classifyOne("The lawyer ordered lunch.").usesProxyVariables)
    }

    @Test func aDeemingCueWithAnOutgroupTermExpandsTheOutgroup() {
        #expect(classifier.classifyOne("All servants not Christian shall be deemed slaves.").expandsOutgroup)
        #expect(!classifier.classifyOne("The tax shall be deemed paid.").expandsOutgroup)
    }

    @Test func everyOutputIsScorable() throws {
        let texts = ["", "!!!", "No slave shall testify against a Christian; no appeal shall lie."]
        let output = try classifier.classifyChecked(texts.map { ClauseInput(text: $0, sourcePolicy: "Virginia Slave Codes (1705)") })
        #expect(output.count == 3 && output.allSatisfy { $0.invalidReason == nil })
        #expect(classifier.identity == "keyword-baseline/1")
    }
}
