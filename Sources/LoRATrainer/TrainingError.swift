import Bert
import PolicyScoring

/// Why training could not start or continue. Each says what to do.
public enum TrainingError: Error, CustomStringConvertible {
    case data(DataFileError)
    case model(ModelError)
    case tokenizer(String)
    case adapter(AdapterError)
    case emptyData(path: String)
    case outputNotWritable(path: String, reason: String)
    case nonFinite(step: Int, what: String)
    case checkpoint(path: String, reason: String)
    case invalidOption(String)

    public var description: String {
        switch self {
        case .data(let error): return error.description
        case .model(let error): return error.description
        case .tokenizer(let message): return message
        case .adapter(let error): return error.description
        case .emptyData(let path): return "\(path) has no clauses to train on; add records in the schema of Data/README.md."
        case .outputNotWritable(let path, let reason):
            return "cannot write the adapter to \(path): \(reason). Choose a writable --output folder (its parent must exist) and free disk space."
        case .nonFinite(let step, let what):
            return "training diverged at step \(step): the \(what) is NaN or infinite. The last good adapter is untouched; "
                + "retry with a lower learning rate (e.g. --lora-lr 5e-4 --head-lr 1e-3)."
        case .checkpoint(let path, let reason):
            return "cannot resume from \(path): \(reason). Run without --resume to start over."
        case .invalidOption(let message): return message
        }
    }
}
