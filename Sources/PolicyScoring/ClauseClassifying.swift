/// What a classifier may see of a clause: its text and the policy it comes from, never its labels.
///
/// The policy matters: who the out-group is depends on it (domain.md), and the human annotators of
/// the data saw it too. A classifier is free to ignore it (the keyword baseline does).
public struct ClauseInput: Sendable, Hashable {
    public var text: String
    public var sourcePolicy: String

    public init(text: String, sourcePolicy: String) {
        self.text = text
        self.sourcePolicy = sourcePolicy
    }
}

extension ClauseRecord {
    /// The part of the record a classifier is given.
    public var input: ClauseInput { ClauseInput(text: text, sourcePolicy: sourcePolicy) }
}

/// The seam between a model and the domain: clauses (text and policy) in, classifications out.
///
/// `ValidationRunner` and `EvaluationReport` only know this protocol, so they are tested with stubs.
public protocol ClauseClassifying: Sendable {
    /// A stable name for evidence labels, e.g. `gold-labels` or `keyword-baseline/1`.
    var identity: String { get }
    /// Classifies a batch; returns exactly one classification per clause, in the same order.
    func classify(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification]
}

/// Why a classifier could not classify a batch.
public enum ClassificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The classifier cannot run at all (e.g. a missing model or adapter file).
    case unavailable(reason: String, remedy: String)
    /// The gold-label classifier was asked about a text it holds no labels for.
    case unknownText(String)
    /// The classifier failed on this batch.
    case failed(reason: String)
    /// The classifier returned the wrong number of classifications.
    case countMismatch(expected: Int, got: Int)
    /// A returned classification cannot be scored (e.g. a NaN or out-of-range score).
    case invalidOutput(index: Int, reason: String)

    public var description: String {
        switch self {
        case let .unavailable(reason, remedy):
            return "classifier unavailable: \(reason); \(remedy)"
        case let .unknownText(text):
            return "no gold labels for the text \"\(text.prefix(60))\"; classify only texts from the labelled file."
        case let .failed(reason):
            return "classifier failed: \(reason)"
        case let .countMismatch(expected, got):
            return "classifier returned \(got) classifications for \(expected) clauses; it must return one per clause."
        case let .invalidOutput(index, reason):
            return "classifier output \(index) is invalid: \(reason); the classifier must emit scores in [0, 1]."
        }
    }
}

extension ClauseClassifying {
    /// Classifies `clauses` and checks the result: one per clause, every score finite and in [0, 1].
    public func classifyChecked(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification] {
        let output = try classify(clauses)
        guard output.count == clauses.count else { throw .countMismatch(expected: clauses.count, got: output.count) }
        if let index = output.firstIndex(where: { $0.invalidReason != nil }) {
            throw .invalidOutput(index: index, reason: output[index].invalidReason!)
        }
        return output
    }
}

/// Answers with the labels of the records it was given: a perfect classifier, for calibrating and
/// testing the scorer.
public struct GoldLabelClassifier: ClauseClassifying {
    public let identity = "gold-labels"
    private let labels: [String: TierClassification]

    /// Holds the labels of `records`, looked up by text (the first record wins for a repeated text).
    public init(records: [ClauseRecord]) {
        labels = Dictionary(records.map { ($0.text, $0.goldClassification) }, uniquingKeysWith: { first, _ in first })
    }

    public func classify(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification] {
        var result: [TierClassification] = []
        result.reserveCapacity(clauses.count)
        for clause in clauses {
            guard let label = labels[clause.text] else { throw .unknownText(clause.text) }
            result.append(label)
        }
        return result
    }
}
