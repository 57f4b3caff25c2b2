import Foundation
import LoRATrainer
import PolicyScoring
import SafeTensors

/// `--predictions FILE`: one JSON line per clause with the predicted labels and the 14 head outputs
/// after softmax / sigmoid.
enum PredictionsFile {
    struct Line: Encodable {
        struct Probabilities: Encodable {
            let targetGroup: [String: Float]
            let effectDirection: [String: Float]
            let architectureScores: [String: Float]
            let usesProxyVariables: Float
            let expandsOutgroup: Float
        }
        let id: String
        let targetGroup: String
        let effectDirection: String
        let architectureScores: [String: Double]
        let proxyVariables: [String]
        let usesProxyVariables: Bool
        let expandsOutgroup: Bool
        let probabilities: Probabilities
    }

    static func write(records: [ClauseRecord], classifier: AdapterClassifier, to path: String) throws {
        let clauses = records.map(\.input)
        let probabilities = classifier.probabilities(clauses)
        let labels = try classifier.classify(clauses)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = Data()
        for (i, record) in records.enumerated() {
            let p = probabilities[i], c = labels[i]
            let line = Line(
                id: record.id, targetGroup: c.targetGroup.rawValue, effectDirection: c.effectDirection.rawValue,
                architectureScores: ["aar": c.architectureScores.aar, "se": c.architectureScores.se,
                                     "ij": c.architectureScores.ij, "rsc": c.architectureScores.rsc],
                proxyVariables: c.proxyVariables, usesProxyVariables: c.usesProxyVariables, expandsOutgroup: c.expandsOutgroup,
                probabilities: .init(
                    targetGroup: Dictionary(uniqueKeysWithValues: zip(TargetGroup.allCases.map(\.rawValue), p.targetGroup)),
                    effectDirection: Dictionary(uniqueKeysWithValues: zip(EffectDirection.allCases.map(\.rawValue), p.effectDirection)),
                    architectureScores: Dictionary(uniqueKeysWithValues: zip(["aar", "se", "ij", "rsc"], p.architecture)),
                    usesProxyVariables: p.usesProxyVariables, expandsOutgroup: p.expandsOutgroup))
            out.append(try encoder.encode(line))
            out.append(0x0A)
        }
        try AtomicFile.write([UInt8](out), to: path)
    }
}
