import Bert

/// Everything a training run needs; the defaults are the documented recipe.
public struct TrainingOptions: Sendable {
    public var trainFile = "Data/historical_clauses.jsonl"
    public var validationFile = "Data/validation_clauses.jsonl"
    public var outputFolder = "Adapters/clause-classifier"
    public var model = ModelLocation.resolve(flag: nil)
    public var epochs = 3
    public var batchSize = 8
    public var seed: UInt64 = 1
    public var maxTokens = 128
    public var lora = LoRAConfiguration.default
    public var optimizer = AdamW()
    /// How a clause is shown to the encoder (`ModelInput`); recorded with the adapter.
    public var input = ModelInput.default
    /// No LoRA: train only the head on frozen embeddings (our own baseline).
    public var headOnly = false
    /// Continue from the checkpoint next to the output folder.
    public var resume = false
    /// Early stopping: stop when validation loss is under this...
    public var targetValidationLoss: Float = 0.15
    /// ...or has not improved for this many consecutive epochs.
    public var patience = 2
    /// Checked between steps; true makes the trainer write a resumable checkpoint and stop.
    public var interruptRequested: @Sendable () -> Bool = { false }

    public init() {}

    /// Where the resumable checkpoint lives: beside the adapter folder, git-ignored.
    public var checkpointFolder: String { outputFolder + ".checkpoint" }
}
