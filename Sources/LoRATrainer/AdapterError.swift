import PolicyScoring

/// Errors reading or writing an adapter folder. Each says what went wrong and what to do.
public enum AdapterError: Error, CustomStringConvertible, Equatable {
    case missingFile(path: String)
    case invalidConfig(path: String, reason: String)
    case unsupported(path: String, feature: String)
    case invalidWeights(path: String, reason: String)
    case missingTensors(path: String, names: [String])
    case unexpectedTensors(path: String, names: [String])
    case shapeMismatch(path: String, tensor: String, expected: [Int], found: [Int])
    case headMismatch(path: String, tensor: String, outputs: Int)
    case nonFinite(path: String, tensor: String)
    case baseModelMismatch(path: String, expected: String, found: String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingFile(let path):
            return "\(path) is missing. Train an adapter with `lora-train --epochs 3`, or pass --adapter with a folder holding adapter_model.safetensors and adapter_config.json."
        case .invalidConfig(let path, let reason):
            return "\(path): \(reason). Re-save the adapter with PEFT's save_pretrained or with lora-train."
        case .unsupported(let path, let feature):
            return "\(path) uses \(feature), which this trainer does not implement; use plain LoRA (use_dora, use_rslora and fan_in_fan_out false, no rank/alpha patterns)."
        case .invalidWeights(let path, let reason):
            return "\(path): \(reason). The file is damaged: train or download the adapter again."
        case .missingTensors(let path, let names):
            return "\(path) lacks \(names.count) tensor(s) its config promises, e.g. \(names.prefix(3).joined(separator: ", ")). The adapter is incomplete or for other target modules; retrain it."
        case .unexpectedTensors(let path, let names):
            return "\(path) has \(names.count) tensor(s) its config does not explain, e.g. \(names.prefix(3).joined(separator: ", ")). Check target_modules in adapter_config.json."
        case .shapeMismatch(let path, let tensor, let expected, let found):
            return "\(path): \(tensor) has shape \(found), expected \(expected) from the config (r) and the base model. The adapter was trained for another rank or base model; retrain it or fix adapter_config.json."
        case .headMismatch(let path, let tensor, let outputs):
            let groups = TargetGroup.allCases.map(\.rawValue).joined(separator: ", ")
            let effects = EffectDirection.allCases.map(\.rawValue).joined(separator: ", ")
            let scores = (ArchitectureScores.keys + ["usesProxyVariables", "expandsOutgroup"]).joined(separator: ", ")
            return "\(path): the head \(tensor) has \(outputs) outputs, but the clause labels need \(ClassifierHead.outputs): targetGroup (\(groups)), effectDirection (\(effects)), then \(scores). The adapter was trained for another label set; retrain it with lora-train on data in this schema."
        case .nonFinite(let path, let tensor):
            return "\(path): \(tensor) contains NaN or infinity; the adapter is corrupt. Retrain it (a lower learning rate avoids divergence)."
        case .baseModelMismatch(let path, let expected, let found):
            return "\(path) was trained on base model \(found), not \(expected). Use the matching base model (--model-dir) or retrain the adapter."
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason). The previous adapter is untouched; free disk space or choose a writable --output and run again (--resume continues from the last checkpoint)."
        }
    }
}
