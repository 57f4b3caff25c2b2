import Foundation
import Testing
@testable import PolicyScoring

/// The scorer with gold labels reproduces the four expected COIs (fitted on training only).
@Suite struct CalibrationTests {
    @Test func goldLabelsLandWithin005OfEveryExpectedCOIOnTheTrainingSplit() throws {
        let (train, _) = try #require(DataCheckTests.splits())
        let rows = ScorerCalibration.table(train)
        #expect(rows.count == 4)
        for row in rows {
            #expect(abs(row.delta) <= 0.05, "\(row.policy.name): gold COI \(row.coi), expected \(row.policy.expectedCOI)")
        }
    }

    @Test func goldLabelsLandWithin010OfEveryExpectedCOIOnTheValidationSplit() throws {
        let (_, validation) = try #require(DataCheckTests.splits())
        let results = ValidationRunner(classifier: GoldLabelClassifier(records: validation)).run(records: validation)
        #expect(results.count == 4)
        for result in results {
            #expect(result.passed, "\(result.policyName): \(result.failure ?? "delta \(result.delta ?? .nan)")")
        }
    }

    /// Re-fits the constants on the training split and prints them with the table for SCORING.md.
    ///
    /// Run `swift test --filter CalibrationTests` and read the printed lines after changing the data
    /// or the rules; copy the constants into `PolicyScorer` and the table into SCORING.md.
    @Test func theShippedConstantsAreTheTrainingSplitFit() throws {
        let (train, validation) = try #require(DataCheckTests.splits())
        let fit = ScorerCalibration.fit(train)
        print("re-fit on training: midpoint = \(fit.midpoint), steepness = \(fit.steepness), "
              + "max |delta| = \(fit.maxAbsDelta), robustness = \(fit.robustness)")
        print(ScorerCalibration.markdown([("train", ScorerCalibration.table(train)), ("validation", ScorerCalibration.table(validation))]))
        #expect(fit.midpoint == PolicyScorer.calibrationMidpoint && fit.steepness == PolicyScorer.calibrationSteepness,
                "the training split now fits midpoint \(fit.midpoint), steepness \(fit.steepness): update PolicyScorer and SCORING.md")
    }

    @Test func theFitIsReproducibleAndMeetsItsTrainingConstraint() throws {
        let (train, _) = try #require(DataCheckTests.splits())
        let a = ScorerCalibration.fit(train), b = ScorerCalibration.fit(train)
        #expect(a == b)
        #expect(a.maxAbsDelta <= 0.05 && a.robustness > 0)
    }
}
