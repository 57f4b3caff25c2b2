import Foundation

/// Where the base model lives: a flag, then `LORATRAINER_MODEL_DIR`, then `Models/all-MiniLM-L6-v2`.
public struct ModelLocation: Sendable, Equatable {
    public static let environmentVariable = "LORATRAINER_MODEL_DIR"
    public static let defaultDirectory = "Models/all-MiniLM-L6-v2"

    public let directory: String
    /// How the directory was chosen, for messages ("--model-dir", "LORATRAINER_MODEL_DIR", "default").
    public let source: String

    public init(directory: String, source: String) { self.directory = directory; self.source = source }

    /// Resolves the folder; `root` anchors the default (the current directory unless given).
    public static func resolve(flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                               root: String? = nil) -> ModelLocation {
        if let flag, !flag.isEmpty { return ModelLocation(directory: flag, source: "--model-dir") }
        if let value = environment[environmentVariable], !value.isEmpty {
            return ModelLocation(directory: value, source: environmentVariable)
        }
        let base = root ?? FileManager.default.currentDirectoryPath
        return ModelLocation(directory: (base as NSString).appendingPathComponent(defaultDirectory), source: "default folder")
    }

    public var configPath: String { (directory as NSString).appendingPathComponent("config.json") }
    public var weightsPath: String { (directory as NSString).appendingPathComponent("model.safetensors") }
    public var vocabularyPath: String { (directory as NSString).appendingPathComponent("vocab.txt") }

    /// Throws `modelNotFound` with the set-up command when the folder or its weights are missing.
    public func checkPresent() throws(ModelError) {
        guard FileManager.default.fileExists(atPath: weightsPath) else {
            throw .modelNotFound(directory: directory, source: source)
        }
    }
}
