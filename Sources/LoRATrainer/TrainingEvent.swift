import Foundation

/// Validation metrics after an epoch.
public struct EpochMetrics: Sendable, Codable, Equatable {
    public var epoch: Int
    public var trainLoss: Float
    public var validationLoss: Float
    public var targetGroupAccuracy: Double
    public var effectDirectionAccuracy: Double
    public var proxyAccuracy: Double
    public var architectureMAE: Double
    /// Wall time of the epoch; shown in events, left out of files so a rerun writes identical bytes.
    public var seconds: Double = 0

    enum CodingKeys: String, CodingKey {
        case epoch, trainLoss, validationLoss, targetGroupAccuracy, effectDirectionAccuracy, proxyAccuracy, architectureMAE
    }
}

/// What the trainer reports, in order, each with a one-line description.
public enum TrainingEvent: Sendable, CustomStringConvertible {
    case started(totalParameters: Int, trainableParameters: Int, kernel: String, threads: Int,
                 trainClauses: Int, validationClauses: Int, stepsPerEpoch: Int, epochs: Int, resumedAtStep: Int?)
    case warning(String)
    case step(step: Int, totalSteps: Int, epoch: Int, loss: Float, learningRate: Float, tokensPerSecond: Double)
    case epochFinished(EpochMetrics)
    case checkpointWritten(path: String, reason: String)
    case stoppedEarly(reason: String)
    case interrupted(step: Int, checkpoint: String, resumeCommand: String)
    case finished(TrainingSummary)

    public var description: String {
        switch self {
        case let .started(total, trainable, kernel, threads, train, validation, steps, epochs, resumed):
            let resume = resumed.map { ", resuming at step \($0)" } ?? ""
            return "started: \(trainable.formatted()) trainable of \(total.formatted()) parameters; \(train) training / \(validation) validation clauses; "
                + "\(epochs) epochs × \(steps) steps; \(kernel), \(threads) BLAS threads\(resume)"
        case let .warning(message):
            return "warning: \(message)"
        case let .step(step, total, epoch, loss, lr, tps):
            return String(format: "step %d/%d (epoch %d): loss %.4f, lr %.2e, %.0f tokens/s", step, total, epoch, loss, lr, tps)
        case let .epochFinished(m):
            return String(format: "epoch %d: train loss %.4f, validation loss %.4f, accuracy targetGroup %.3f effectDirection %.3f proxy %.3f, architecture MAE %.3f (%.1f s)",
                          m.epoch, m.trainLoss, m.validationLoss, m.targetGroupAccuracy, m.effectDirectionAccuracy, m.proxyAccuracy, m.architectureMAE, m.seconds)
        case let .checkpointWritten(path, reason):
            return "checkpoint written: \(path) (\(reason))"
        case let .stoppedEarly(reason):
            return "stopped early: \(reason)"
        case let .interrupted(step, checkpoint, command):
            return "interrupted after step \(step); resumable checkpoint at \(checkpoint). Resume with: \(command)"
        case let .finished(summary):
            return summary.description
        }
    }
}

/// The end of a run.
public struct TrainingSummary: Sendable, Codable, CustomStringConvertible {
    public var adapterFolder: String
    public var bestEpoch: Int
    public var bestValidationLoss: Float
    public var epochsRun: Int
    public var steps: Int
    public var seconds: Double
    public var realTokensPerSecond: Double
    /// Tokens trained on (no padding) and the seconds spent in optimizer steps (no loading or validation).
    public var realTokens: Int
    public var trainingSeconds: Double
    public var final: EpochMetrics?

    public var description: String {
        var line = String(format: "finished: adapter %@ from epoch %d (validation loss %.4f); %d epochs, %d steps in %.1f s, %.0f real tokens/s",
                          adapterFolder, bestEpoch, bestValidationLoss, epochsRun, steps, seconds, realTokensPerSecond)
        if let m = final {
            line += String(format: "; best epoch accuracy targetGroup %.3f, effectDirection %.3f", m.targetGroupAccuracy, m.effectDirectionAccuracy)
        }
        return line
    }
}
