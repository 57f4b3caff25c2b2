import Foundation
import PolicyScoring

/// `training_record.json`: how an adapter was made, beside the PEFT files (PEFT ignores it).
public struct TrainingRecord: Codable, Sendable, Equatable {
    public struct DataFile: Codable, Sendable, Equatable { public var path: String; public var sha256: String; public var clauses: Int }
    public struct Recipe: Codable, Sendable, Equatable {
        public var epochs: Int, batchSize: Int, seed: UInt64, maxTokens: Int, headOnly: Bool
        public var rank: Int, alpha: Float, dropout: Float, targetModules: [String]
        public var optimizer: AdamW
        public var lossWeights: [String: Float]
    }

    public var format = "loratrainer-training-record/1"
    public var recipe: Recipe
    public var train: DataFile
    public var validation: DataFile
    public var baseModel: String
    public var baseModelSHA256: String
    public var scoringRules: String = PolicyScorer.rulesVersion
    public var epochs: [EpochMetrics]
    public var bestEpoch: Int
    public var stopReason: String?
    /// Proxy terms seen in the training labels; the adapter classifier reports those found in a text.
    public var proxyVocabulary: [String]
    /// How clauses were shown to the encoder (`ModelInput`); absent in records written before the
    /// policy prefix, which means `text/1`.
    public var inputFormat: String?

    /// The input format the adapter was trained with, or nil when the record names one this version
    /// does not know.
    public var modelInput: ModelInput? { ModelInput(rawValue: inputFormat ?? ModelInput.text.rawValue) }
}
