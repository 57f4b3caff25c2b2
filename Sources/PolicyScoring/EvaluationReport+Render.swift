import Foundation

extension EvaluationReport {
    /// The report for people: per-task metrics, the COI table, notes, then the evidence labels.
    ///
    /// Baselines, when present, appear as extra columns beside the main classifier.
    public func render() -> String {
        let columns = [self] + (baselines ?? [])
        var out: [String] = []
        out.append("Clauses: \(clauses) in file, \(measuredClauses) classified by \(evidence.classifier)")
        if columns.count > 1 {
            out.append("Columns: " + columns.map(\.evidence.classifier).joined(separator: " | "))
        }
        out.append("")
        out.append("Per-task metrics" + (columns.count > 1 ? " (" + columns.map(\.evidence.classifier).joined(separator: " | ") + ")" : ""))
        func row(_ name: String, _ value: (EvaluationReport) -> Double) {
            out.append(pad(name, 26) + columns.map { pad(fmt(value($0)), 10) }.joined(separator: " | "))
        }
        row("targetGroup accuracy", { $0.tasks.targetGroup.accuracy })
        row("targetGroup macro-F1", { $0.tasks.targetGroup.macroF1 })
        row("effectDirection accuracy", { $0.tasks.effectDirection.accuracy })
        row("effectDirection macro-F1", { $0.tasks.effectDirection.macroF1 })
        for key in ArchitectureScores.keys {
            row("\(key.uppercased()) mean abs error", { r in r.tasks.architecture.mae.components.first { $0.key == key }!.value })
        }
        row("proxy use accuracy", { $0.tasks.usesProxyVariables.accuracy })
        row("proxy use F1", { $0.tasks.usesProxyVariables.f1 })
        out.append("")
        out.append(confusionTable("targetGroup", tasks.targetGroup.confusion, TargetGroup.allCases.map(\.rawValue)))
        out.append(confusionTable("effectDirection", tasks.effectDirection.confusion, EffectDirection.allCases.map(\.rawValue)))
        out.append("COI per historical policy (\(evidence.scoringRules), pass = |delta| <= 0.10)")
        out.append(pad("policy", 30) + pad("clauses", 8) + pad("expected", 9) + columns.map { _ in
            pad("actual", 8) + pad("delta", 8) + pad("result", 7) }.joined(separator: "| "))
        for (index, policy) in policies.enumerated() {
            let cells = columns.map { report -> String in
                let p = report.policies[index]
                guard let actual = p.actualCOI, let delta = p.delta else { return pad("-", 8) + pad("-", 8) + pad("FAIL", 7) }
                return pad(fmt(actual), 8) + pad(signed(delta), 8) + pad(p.passed ? "pass" : "FAIL", 7)
            }
            out.append(pad(policy.policyName, 30) + pad("\(policy.clauses)", 8) + pad(fmt(policy.expectedCOI), 9)
                       + cells.joined(separator: "| "))
        }
        for report in columns {
            for p in report.policies where p.failure != nil {
                out.append("  \(p.policyName) [\(report.evidence.classifier)]: \(p.failure!)")
            }
        }
        out.append("Passed: " + columns.map { "\($0.policies.filter(\.passed).count)/\($0.policies.count) (\($0.evidence.classifier))" }
            .joined(separator: ", "))
        for unscored in unscoredPolicies {
            out.append("Note: \(unscored.clauses) clause(s) of \"\(unscored.sourcePolicy)\" are measured above "
                       + "but not COI-scored: it is not one of the four historical policies.")
        }
        for report in columns {
            for failure in report.classifierFailures {
                out.append("Classifier failure [\(report.evidence.classifier)]: \(failure.clauses) clause(s) of "
                           + "\"\(failure.sourcePolicy)\" not measured: \(failure.reason)")
            }
        }
        out.append("")
        out.append("Evidence")
        out.append("  data file:     \(evidence.dataFile)")
        out.append("  data sha256:   \(evidence.dataSHA256)")
        out.append("  scoring rules: \(evidence.scoringRules)")
        out.append("  classifier:    " + columns.map(\.evidence.classifier).joined(separator: ", baseline: "))
        if let hash = evidence.baseModelSHA256 { out.append("  base model:    sha256 \(hash)") }
        if let hash = evidence.adapterSHA256 { out.append("  adapter:       sha256 \(hash)") }
        return out.joined(separator: "\n") + "\n"
    }

    private func confusionTable(_ title: String, _ matrix: [String: [String: Int]], _ labels: [String]) -> String {
        var lines = ["\(title) confusion (rows gold, columns predicted)"]
        lines.append(pad("", 17) + labels.map { pad(String($0.prefix(15)), 16) }.joined())
        for gold in labels {
            lines.append(pad(gold, 17) + labels.map { pad("\(matrix[gold]?[$0] ?? 0)", 16) }.joined())
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
}

private func fmt(_ x: Double) -> String { x.isFinite ? String(format: "%.3f", x) : "n/a" }

private func signed(_ x: Double) -> String { x.isFinite ? String(format: "%+.3f", x) : "n/a" }
