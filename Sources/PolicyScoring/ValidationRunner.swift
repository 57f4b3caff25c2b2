/// The clauses of one `sourcePolicy`, classified in one batch.
public struct ClassifiedGroup: Sendable {
    /// The `sourcePolicy` shared by `records`.
    public let sourcePolicy: String
    /// The historical policy of that name, or nil for any other policy.
    public let policy: HistoricalPolicy?
    public let records: [ClauseRecord]
    /// The classifications (one per record, checked) or why the classifier failed.
    public let outcome: Result<[TierClassification], ClassificationError>

    /// Groups `records` by `sourcePolicy` and classifies each group with `classifier`.
    ///
    /// Returns the four historical policies first, in chain order and even when they have no
    /// clauses (the classifier is then not called), then every other policy sorted by name.
    public static func classify(_ records: [ClauseRecord], with classifier: any ClauseClassifying) -> [ClassifiedGroup] {
        let byPolicy = Dictionary(grouping: records, by: \.sourcePolicy)
        let names = HistoricalPolicies.all.map(\.name)
            + byPolicy.keys.filter { HistoricalPolicies.named($0) == nil }.sorted()
        return names.map { name in
            let members = byPolicy[name] ?? []
            let outcome: Result<[TierClassification], ClassificationError>
            if members.isEmpty {
                outcome = .success([])
            } else {
                do throws(ClassificationError) {
                    outcome = .success(try classifier.classifyChecked(members.map(\.input)))
                } catch {
                    outcome = .failure(error)
                }
            }
            return ClassifiedGroup(sourcePolicy: name, policy: HistoricalPolicies.named(name),
                                   records: members, outcome: outcome)
        }
    }
}

/// Why a historical policy has no usable COI.
public enum ValidationFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The classifier threw for this policy's clauses.
    case classifierFailed(ClassificationError)
    /// The file has no clauses for this policy.
    case noClauses
    /// The scorer produced a non-finite COI.
    case nonFiniteScore(String)

    public var description: String {
        switch self {
        case let .classifierFailed(error): return error.description
        case .noClauses: return "no clauses for this policy in the file; add some or evaluate another file."
        case let .nonFiniteScore(detail): return "the COI is not a finite number (\(detail)); check the classifier's scores."
        }
    }
}

/// One historical policy's COI against its expected value.
public struct ValidationResult: Codable, Sendable, Equatable {
    public var policyName: String
    public var year: Int
    public var expectedCOI: Double
    /// The scorer's COI; nil when `failure` is set.
    public var actualCOI: Double?
    /// actual − expected; nil when `failure` is set.
    public var delta: Double?
    /// |delta| ≤ the policy's tolerance (0.10) and no failure.
    public var passed: Bool
    /// Clauses of this policy in the file.
    public var clauses: Int
    /// Why there is no COI, as a sentence; nil when the policy was scored.
    public var failure: String?
    /// The sub-scores behind `actualCOI`.
    public var score: PolicyScore?

    /// Compares a classification outcome for `policy` with its expected COI.
    public init(policy: HistoricalPolicy, clauses: Int, outcome: Result<[TierClassification], ClassificationError>) {
        policyName = policy.name
        year = policy.year
        expectedCOI = policy.expectedCOI
        self.clauses = clauses
        passed = false
        let failure: ValidationFailure
        switch outcome {
        case let .failure(error):
            failure = .classifierFailed(error)
        case .success(let list) where list.isEmpty:
            failure = .noClauses
        case let .success(list):
            let score = PolicyScorer.score(list, policy: policy)
            guard score.coi.isFinite else {
                failure = .nonFiniteScore("raw COI \(score.rawCOI)")
                break
            }
            let delta = score.coi - policy.expectedCOI
            (actualCOI, self.delta, self.score) = (score.coi, delta, score)
            passed = abs(delta) <= policy.tolerance + 1e-12
            return
        }
        self.failure = failure.description
    }

    enum CodingKeys: String, CodingKey {
        case policyName, year, expectedCOI, actualCOI, delta, passed, clauses, failure, score
    }

    /// Always writes `actualCOI` and `delta` (null when missing) so every row has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(policyName, forKey: .policyName)
        try c.encode(year, forKey: .year)
        try c.encode(expectedCOI, forKey: .expectedCOI)
        try c.encode(actualCOI, forKey: .actualCOI)
        try c.encode(delta, forKey: .delta)
        try c.encode(passed, forKey: .passed)
        try c.encode(clauses, forKey: .clauses)
        try c.encodeIfPresent(failure, forKey: .failure)
        try c.encodeIfPresent(score, forKey: .score)
    }
}

/// Classifies each historical policy's clauses, scores them and compares with the expected COI.
public struct ValidationRunner: Sendable {
    public let classifier: any ClauseClassifying

    public init(classifier: any ClauseClassifying) {
        self.classifier = classifier
    }

    /// One result per historical policy, in chain order; clauses of other policies are ignored.
    public func run(records: [ClauseRecord]) -> [ValidationResult] {
        let historical = records.filter { HistoricalPolicies.named($0.sourcePolicy) != nil }
        return Self.results(from: ClassifiedGroup.classify(historical, with: classifier))
    }

    /// The results for the historical groups among `groups`, in chain order.
    public static func results(from groups: [ClassifiedGroup]) -> [ValidationResult] {
        groups.compactMap { group in
            group.policy.map { ValidationResult(policy: $0, clauses: group.records.count, outcome: group.outcome) }
        }
    }
}
