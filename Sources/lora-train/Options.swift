import ArgumentParser
import Bert
import LoRATrainer

struct DataOptions: ParsableArguments {
    @Option(help: "Training clauses (JSONL).")
    var data = "Data/historical_clauses.jsonl"

    @Option(help: "Validation clauses (JSONL), used for early stopping and choosing the best epoch.")
    var validationData = "Data/validation_clauses.jsonl"

    @Option(help: "Adapter folder to write (PEFT layout).")
    var output = "Adapters/clause-classifier"

    @Option(help: "Base model folder (default: $LORATRAINER_MODEL_DIR, else Models/all-MiniLM-L6-v2).")
    var modelDir: String?

    func apply(to options: inout TrainingOptions) {
        options.trainFile = data
        options.validationFile = validationData
        options.outputFolder = output
        options.model = ModelLocation.resolve(flag: modelDir)
    }
}

struct RecipeOptions: ParsableArguments {
    @Option(help: "Maximum epochs.")
    var epochs = 3

    @Option(help: "Clauses per step.")
    var batchSize = TrainingOptions().batchSize

    @Option(help: "Seed for initialisation, shuffling and dropout.")
    var seed: UInt64 = 1

    @Option(help: "Peak learning rate of the LoRA matrices.")
    var loraLr = AdamW().loraLearningRate

    @Option(help: "Peak learning rate of the head.")
    var headLr = AdamW().headLearningRate

    @Option(help: "Tokens per clause; longer clauses are truncated with a warning.")
    var maxTokens = TrainingOptions().maxTokens

    @Option(help: "What the encoder reads: policy-prefix (\"<sourcePolicy>: <text>\") or text (the clause alone).")
    var input = InputChoice.policyPrefix

    func validate() throws {
        guard epochs >= 1 else { throw ValidationError("--epochs must be at least 1") }
        guard batchSize >= 1 else { throw ValidationError("--batch-size must be at least 1") }
        guard loraLr > 0, headLr > 0, loraLr.isFinite, headLr.isFinite else { throw ValidationError("learning rates must be positive") }
        guard (8...512).contains(maxTokens) else { throw ValidationError("--max-tokens must be between 8 and 512") }
    }

    func apply(to options: inout TrainingOptions) {
        options.epochs = epochs
        options.batchSize = batchSize
        options.seed = seed
        options.optimizer.loraLearningRate = loraLr
        options.optimizer.headLearningRate = headLr
        options.maxTokens = maxTokens
        options.input = input.modelInput
    }
}

/// `--input`: the command-line names of `ModelInput`.
enum InputChoice: String, ExpressibleByArgument, CaseIterable {
    case policyPrefix = "policy-prefix"
    case text

    var modelInput: ModelInput {
        switch self {
        case .policyPrefix: return .policyPrefix
        case .text: return .text
        }
    }
}

struct LoRAOptions: ParsableArguments {
    @Option(help: "LoRA rank r.")
    var rank = LoRAConfiguration.default.rank

    @Option(help: "LoRA alpha (the update is scaled by alpha / r).")
    var alpha = LoRAConfiguration.default.alpha

    @Option(help: "Dropout on the LoRA input.")
    var loraDropout = LoRAConfiguration.default.dropout

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Projections to wrap: query key value attention.output.dense intermediate.dense output.dense.",
        valueName: "module"))
    var targetModules: [String] = LoRAConfiguration.default.targetModules.map(\.rawValue)

    func validate() throws {
        guard rank >= 1 && rank <= 384 else { throw ValidationError("--rank must be between 1 and 384") }
        guard alpha > 0 else { throw ValidationError("--alpha must be positive") }
        guard loraDropout >= 0 && loraDropout < 1 else { throw ValidationError("--lora-dropout must be in [0, 1)") }
        for module in targetModules where Projection(rawValue: module) == nil {
            throw ValidationError("unknown target module \"\(module)\"; choose from \(Projection.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func apply(to options: inout TrainingOptions) throws {
        options.lora = LoRAConfiguration(rank: rank, alpha: alpha, dropout: loraDropout,
                                         targetModules: targetModules.compactMap(Projection.init(rawValue:)))
    }
}
