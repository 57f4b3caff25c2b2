import Bert
import Foundation
import LoRATrainer
import PolicyScoring
import Tensors

/// Training on the clause data through the real `Trainer` (what `lora-train` runs): the default recipe,
/// and how the cost grows with batch size, sequence length and data size. Each run is verified (finite
/// losses, training loss falling over the epochs) before its figures are reported.
struct TrainingSuites {
    let model: ModelLocation
    let trainFile: String
    let validationFile: String
    let scratch: String

    init(model: ModelLocation, trainFile: String, validationFile: String) throws {
        self.model = model
        self.trainFile = trainFile
        self.validationFile = validationFile
        scratch = NSTemporaryDirectory() + "lora-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: scratch) }

    struct Run: Codable {
        let epochs: [EpochFigures]
        let realTokens: Int
        let realTokensPerSecond: Double
        let trainingSecondsPerEpoch: Double
        let wallSeconds: Double
    }

    struct EpochFigures: Codable {
        let epoch: Int
        let seconds: Double
        let trainLoss: Float
        let validationLoss: Float
        let targetGroupAccuracy: Double
        let effectDirectionAccuracy: Double
    }

    /// Trains with `configure` applied to the default options into a scratch folder; fails unless every
    /// loss is finite and (over several epochs) the training loss fell.
    func train(_ label: String, trainFile: String? = nil, _ configure: (inout TrainingOptions) -> Void = { _ in }) async throws -> Run {
        var options = TrainingOptions()
        options.model = model
        options.trainFile = trainFile ?? self.trainFile
        options.validationFile = validationFile
        options.outputFolder = scratch + "/adapter-\(label)"
        configure(&options)
        var epochs: [EpochFigures] = []
        var summary: TrainingSummary?
        for try await event in Trainer.train(options) {
            switch event {
            case .epochFinished(let m):
                epochs.append(EpochFigures(epoch: m.epoch, seconds: m.seconds, trainLoss: m.trainLoss, validationLoss: m.validationLoss,
                                           targetGroupAccuracy: m.targetGroupAccuracy, effectDirectionAccuracy: m.effectDirectionAccuracy))
            case .finished(let s): summary = s
            default: break
            }
        }
        guard let summary, !epochs.isEmpty, epochs.allSatisfy({ $0.trainLoss.isFinite && $0.validationLoss.isFinite }) else {
            throw BenchmarkFailure("\(label): training did not finish with finite losses; not reporting its timings")
        }
        if epochs.count > 1, epochs.last!.trainLoss >= epochs.first!.trainLoss {
            throw BenchmarkFailure("\(label): the training loss did not fall (\(epochs.first!.trainLoss) → \(epochs.last!.trainLoss))")
        }
        return Run(epochs: epochs, realTokens: summary.realTokens, realTokensPerSecond: summary.realTokensPerSecond,
                   trainingSecondsPerEpoch: summary.trainingSeconds / Double(epochs.count), wallSeconds: summary.seconds)
    }

    /// The first `count` records of the training file, as a scratch JSONL file.
    func trainSlice(_ count: Int) throws -> String {
        let lines = try String(contentsOfFile: trainFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true)
        let path = scratch + "/train-\(count).jsonl"
        try (lines.prefix(count).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func trainCount() throws -> Int { try ClauseFile.load(trainFile).count }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
