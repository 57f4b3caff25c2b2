/// Accuracy, macro-F1 and the confusion matrix of one categorical task.
public struct CategoricalMetrics: Codable, Sendable, Equatable {
    public var accuracy: Double
    /// Mean of per-class F1 over the classes present in the gold labels or the predictions.
    public var macroF1: Double
    /// confusion[gold][predicted] = count, over every class of the label set.
    public var confusion: [String: [String: Int]]

    /// Measures `predicted` against `gold` (same length; empty gives zeros).
    public static func measure<Label: RawRepresentable & CaseIterable & Hashable>(
        gold: [Label], predicted: [Label]
    ) -> CategoricalMetrics where Label.RawValue == String {
        precondition(gold.count == predicted.count, "gold and predicted must pair up")
        var confusion: [String: [String: Int]] = [:]
        for g in Label.allCases {
            confusion[g.rawValue] = Dictionary(uniqueKeysWithValues: Label.allCases.map { ($0.rawValue, 0) })
        }
        for (g, p) in zip(gold, predicted) { confusion[g.rawValue]![p.rawValue]! += 1 }
        guard !gold.isEmpty else { return CategoricalMetrics(accuracy: 0, macroF1: 0, confusion: confusion) }

        let correct = zip(gold, predicted).filter { $0 == $1 }.count
        let present = Label.allCases.filter { gold.contains($0) || predicted.contains($0) }
        let f1s = present.map { label -> Double in
            let tp = Double(confusion[label.rawValue]![label.rawValue]!)
            let goldCount = Double(gold.filter { $0 == label }.count)
            let predictedCount = Double(predicted.filter { $0 == label }.count)
            return f1Score(truePositives: tp, predicted: predictedCount, actual: goldCount)
        }
        return CategoricalMetrics(accuracy: Double(correct) / Double(gold.count),
                                  macroF1: f1s.reduce(0, +) / Double(f1s.count), confusion: confusion)
    }
}

/// Accuracy and F1 of a yes/no task (the positive class is `true`).
public struct BinaryMetrics: Codable, Sendable, Equatable {
    public var accuracy: Double
    /// F1 of the positive class; 0 when there are no positives in gold or predictions.
    public var f1: Double

    /// Measures `predicted` against `gold` (same length; empty gives zeros).
    public static func measure(gold: [Bool], predicted: [Bool]) -> BinaryMetrics {
        precondition(gold.count == predicted.count, "gold and predicted must pair up")
        guard !gold.isEmpty else { return BinaryMetrics(accuracy: 0, f1: 0) }
        let pairs = zip(gold, predicted)
        let correct = Double(pairs.filter { $0 == $1 }.count)
        let tp = Double(pairs.filter { $0 && $1 }.count)
        return BinaryMetrics(
            accuracy: correct / Double(gold.count),
            f1: f1Score(truePositives: tp, predicted: Double(predicted.filter { $0 }.count),
                   actual: Double(gold.filter { $0 }.count)))
    }
}

/// Mean absolute error of each architecture component.
public struct ArchitectureMetrics: Codable, Sendable, Equatable {
    public var mae: ArchitectureScores

    /// Measures `predicted` against `gold` (same length; empty gives zeros).
    public static func measure(gold: [ArchitectureScores], predicted: [ArchitectureScores]) -> ArchitectureMetrics {
        precondition(gold.count == predicted.count, "gold and predicted must pair up")
        guard !gold.isEmpty else { return ArchitectureMetrics(mae: .init(aar: 0, se: 0, ij: 0, rsc: 0)) }
        let n = Double(gold.count)
        func mae(_ key: KeyPath<ArchitectureScores, Double>) -> Double {
            zip(gold, predicted).reduce(0) { $0 + abs($1.0[keyPath: key] - $1.1[keyPath: key]) } / n
        }
        return ArchitectureMetrics(mae: .init(aar: mae(\.aar), se: mae(\.se), ij: mae(\.ij), rsc: mae(\.rsc)))
    }
}

/// Per-task metrics of one classifier over the clauses it classified.
public struct TaskMetrics: Codable, Sendable, Equatable {
    public var targetGroup: CategoricalMetrics
    public var effectDirection: CategoricalMetrics
    public var architecture: ArchitectureMetrics
    public var usesProxyVariables: BinaryMetrics

    /// Measures `predicted` against the records' own labels (pairs in order).
    public static func measure(records: [ClauseRecord], predicted: [TierClassification]) -> TaskMetrics {
        TaskMetrics(
            targetGroup: .measure(gold: records.map(\.targetGroup), predicted: predicted.map(\.targetGroup)),
            effectDirection: .measure(gold: records.map(\.effectDirection), predicted: predicted.map(\.effectDirection)),
            architecture: .measure(gold: records.map(\.architectureScores), predicted: predicted.map(\.architectureScores)),
            usesProxyVariables: .measure(gold: records.map(\.usesProxyVariables),
                                         predicted: predicted.map(\.usesProxyVariables)))
    }
}

/// F1 = 2·tp / (predicted + actual); 0 when both are 0.
func f1Score(truePositives tp: Double, predicted: Double, actual: Double) -> Double {
    predicted + actual == 0 ? 0 : 2 * tp / (predicted + actual)
}
