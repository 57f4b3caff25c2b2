/// Errors loading the base model. Each says what went wrong and what to do.
public enum ModelError: Error, CustomStringConvertible, Equatable {
    case modelNotFound(directory: String, source: String)
    case missingFile(path: String, what: String)
    case invalidConfig(path: String, reason: String)
    case invalidWeights(path: String, reason: String)
    case missingTensor(name: String, path: String)
    case wrongShape(name: String, expected: [Int], found: [Int])

    public var description: String {
        switch self {
        case .modelNotFound(let directory, let source):
            return "base model not found at \(directory) (\(source)). Run ./scripts/fetch-model.sh to install it, "
                + "or pass --model-dir / set LORATRAINER_MODEL_DIR to a folder with config.json, vocab.txt and model.safetensors."
        case .missingFile(let path, let what):
            return "\(what) is missing: \(path). Run ./scripts/fetch-model.sh to (re)install the base model."
        case .invalidConfig(let path, let reason):
            return "\(path): \(reason). Use the all-MiniLM-L6-v2 folder that ./scripts/fetch-model.sh installs."
        case .invalidWeights(let path, let reason):
            return "\(path): \(reason). Run ./scripts/fetch-model.sh to reinstall the base model."
        case .missingTensor(let name, let path):
            return "\(path) has no tensor \(name); this is not a BERT checkpoint in the sentence-transformers layout."
        case .wrongShape(let name, let expected, let found):
            return "tensor \(name) has shape \(found), expected \(expected) for this config."
        }
    }
}
