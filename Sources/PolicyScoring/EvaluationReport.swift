import Foundation

/// What a result can be traced to: the data, the rules and the classifier.
public struct EvaluationEvidence: Codable, Sendable, Equatable {
    /// The data file as given on the command line.
    public var dataFile: String
    /// Lowercase hex SHA-256 of the data file's bytes.
    public var dataSHA256: String
    /// `PolicyScorer.rulesVersion`.
    public var scoringRules: String
    /// The classifier's `identity`.
    public var classifier: String
    /// SHA-256 of the base model's weights, for model-backed classifiers.
    public var baseModelSHA256: String?
    /// SHA-256 of the adapter's weights file, for the adapter-backed classifier.
    public var adapterSHA256: String?
}

/// Clauses of a policy that is not one of the four: measured, not COI-scored.
public struct UnscoredPolicy: Codable, Sendable, Equatable {
    public var sourcePolicy: String
    public var clauses: Int
}

/// A group of clauses the classifier failed on: neither measured nor scored.
public struct ClassifierFailure: Codable, Sendable, Equatable {
    public var sourcePolicy: String
    public var clauses: Int
    public var reason: String
}

/// Everything `lora-eval` reports for one classifier over one data file.
///
/// JSON keys: `evidence`, `clauses`, `tasks` (`targetGroup`, `effectDirection`, `architecture.mae`,
/// `usesProxyVariables`), `policies`, plus `measuredClauses`, `unscoredPolicies`,
/// `classifierFailures` and, when asked for, `baselines` (the same shape per baseline classifier).
public struct EvaluationReport: Codable, Sendable, Equatable {
    public var evidence: EvaluationEvidence
    /// Records in the file.
    public var clauses: Int
    /// Records the classifier classified (all but those in `classifierFailures`).
    public var measuredClauses: Int
    public var tasks: TaskMetrics
    /// The four historical policies in chain order.
    public var policies: [ValidationResult]
    public var unscoredPolicies: [UnscoredPolicy]
    public var classifierFailures: [ClassifierFailure]
    /// Reports of baseline classifiers on the same file, to read beside this one.
    public var baselines: [EvaluationReport]?

    /// Classifies `records` once (per policy group) with `classifier`, measures and scores them.
    public init(records: [ClauseRecord], dataFile: String, dataSHA256: String, classifier: any ClauseClassifying) {
        let groups = ClassifiedGroup.classify(records, with: classifier)
        var measured: [ClauseRecord] = [], predicted: [TierClassification] = []
        var failures: [ClassifierFailure] = []
        for group in groups {
            switch group.outcome {
            case let .success(list):
                measured += group.records
                predicted += list
            case let .failure(error):
                failures.append(ClassifierFailure(sourcePolicy: group.sourcePolicy, clauses: group.records.count,
                                                  reason: error.description))
            }
        }
        evidence = EvaluationEvidence(dataFile: dataFile, dataSHA256: dataSHA256,
                                      scoringRules: PolicyScorer.rulesVersion, classifier: classifier.identity)
        clauses = records.count
        measuredClauses = measured.count
        tasks = TaskMetrics.measure(records: measured, predicted: predicted)
        policies = ValidationRunner.results(from: groups)
        unscoredPolicies = groups.filter { $0.policy == nil }
            .map { UnscoredPolicy(sourcePolicy: $0.sourcePolicy, clauses: $0.records.count) }
        classifierFailures = failures
        baselines = nil
    }

    /// True when every historical policy has a COI within tolerance.
    public var allPoliciesPassed: Bool { policies.allSatisfy(\.passed) }

    /// The report as one JSON object (sorted keys, pretty-printed).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Non-finite numbers cannot occur in a report (invalid outputs are failures), but never crash on one.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            fatalError("EvaluationReport is always encodable: \(error)")
        }
    }
}
