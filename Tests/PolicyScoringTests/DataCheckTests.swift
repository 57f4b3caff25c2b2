import Foundation
import Testing
@testable import PolicyScoring

/// The real data files (package root/Data/): schema, uniqueness, split hygiene, stratification, coverage.
///
/// A missing file fails loudly; these checks never turn silently green.
@Suite struct DataCheckTests {
    static let trainPath = Fixture.packageRoot().appendingPathComponent("Data/historical_clauses.jsonl").path
    static let validationPath = Fixture.packageRoot().appendingPathComponent("Data/validation_clauses.jsonl").path

    /// Loads both splits, recording a clear issue when either is missing or invalid.
    static func splits(sourceLocation: SourceLocation = #_sourceLocation) -> (train: [ClauseRecord], validation: [ClauseRecord])? {
        do {
            return (try ClauseFile.load(trainPath), try ClauseFile.load(validationPath))
        } catch {
            Issue.record("cannot load the real data files: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func bothFilesLoadUnderTheSchema() throws {
        let (train, validation) = try #require(Self.splits())
        #expect(!train.isEmpty && !validation.isEmpty)
    }

    @Test func idsAreUniqueAcrossBothFiles() throws {
        let (train, validation) = try #require(Self.splits())
        let ids = (train + validation).map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(repeated.isEmpty, "ids used twice: \(repeated.sorted())")
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil }, "every id should be a UUID string")
    }

    @Test func textsAreUniqueAcrossBothFiles() throws {
        let (train, validation) = try #require(Self.splits())
        let texts = (train + validation).map(\.text)
        let repeated = Dictionary(grouping: texts, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(repeated.isEmpty, "texts used twice: \(repeated.sorted().map { String($0.prefix(60)) })")
    }

    @Test func noValidationClauseNearlyDuplicatesATrainingClause() throws {
        let (train, validation) = try #require(Self.splits())
        let trainSets = train.map { ($0, tokenSet($0.text)) }
        var offenders: [String] = []
        for v in validation {
            let vs = tokenSet(v.text)
            for (t, ts) in trainSets where jaccard(vs, ts) >= 0.8 {
                offenders.append("validation \(v.id) ~ training \(t.id) (\(String(format: "%.2f", jaccard(vs, ts))))")
            }
        }
        #expect(offenders.isEmpty, "near-duplicates across the split (token-set Jaccard ≥ 0.8): \(offenders)")
    }

    /// Each policy holds round(0.2·n) validation clauses (±1 for linked provisions kept together);
    /// for the four historical policies that is a 15–25 % share.
    @Test func eachPolicysValidationShareIsAFifth() throws {
        let (train, validation) = try #require(Self.splits())
        let trainCounts = Dictionary(grouping: train, by: \.sourcePolicy).mapValues(\.count)
        let validationCounts = Dictionary(grouping: validation, by: \.sourcePolicy).mapValues(\.count)
        for policy in Set(trainCounts.keys).union(validationCounts.keys).sorted() {
            let v = validationCounts[policy] ?? 0, total = v + (trainCounts[policy] ?? 0)
            let share = Double(v) / Double(total)
            let target = Int((0.2 * Double(total)).rounded())
            #expect(abs(v - target) <= 1, "\(policy): \(v) of \(total) clauses in validation, expected about \(target)")
            if HistoricalPolicies.named(policy) != nil {
                #expect((0.15...0.25).contains(share),
                        "\(policy): \(v) of \(total) clauses in validation (\(Int((share * 100).rounded())) %)")
            }
        }
    }

    @Test func everyLabelValueAppearsInBothSplits() throws {
        let (train, validation) = try #require(Self.splits())
        for (name, split) in [("training", train), ("validation", validation)] {
            let groups = Set(split.map(\.targetGroup)), effects = Set(split.map(\.effectDirection))
            #expect(groups == Set(TargetGroup.allCases), "\(name) lacks \(Set(TargetGroup.allCases).subtracting(groups))")
            #expect(effects == Set(EffectDirection.allCases), "\(name) lacks \(Set(EffectDirection.allCases).subtracting(effects))")
        }
    }

    @Test func theHistoricalPolicyNamesInTheDataMatchTheScorersList() throws {
        let (train, validation) = try #require(Self.splits())
        for (name, split) in [("training", train), ("validation", validation)] {
            let names = Set(split.map(\.sourcePolicy))
            for policy in HistoricalPolicies.all {
                #expect(names.contains(policy.name), "\(name) split has no clause of \(policy.name)")
            }
        }
    }

    @Test func theSHA256OfTheTrainingFileIsStableAcrossReads() throws {
        let a = try ClauseFile.sha256(ofFileAt: Self.trainPath), b = try ClauseFile.sha256(ofFileAt: Self.trainPath)
        #expect(a == b && a.count == 64)
    }
}

/// Lowercased word tokens of `text` as a set.
func tokenSet(_ text: String) -> Set<String> {
    Set(text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
}

/// |a ∩ b| / |a ∪ b|; 0 for two empty sets.
func jaccard(_ a: Set<String>, _ b: Set<String>) -> Double {
    let union = a.union(b).count
    return union == 0 ? 0 : Double(a.intersection(b).count) / Double(union)
}
