#if canImport(Glibc)
import Glibc
#endif
import Bert
import Foundation
import SafeTensors
import Synchronization

/// An adapter folder in PEFT's layout: `adapter_model.safetensors` (LoRA A/B and the head, under
/// PEFT's names, metadata {"format": "pt"}) + `adapter_config.json` (sorted keys), plus our own
/// `training_record.json`, which PEFT ignores.
public enum AdapterFolder {
    public static let weightsFile = "adapter_model.safetensors"
    public static let configFile = "adapter_config.json"
    public static let recordFile = "training_record.json"

    /// Writes the adapter folder atomically (see `writeFolder`).
    public static func write(model: ClauseModel, lora: LoRAConfiguration, record: TrainingRecord?, to folder: String) throws(AdapterError) {
        try writeFolder(folder) { staging throws(AdapterError) in
            var tensors = model.store.entries.map { TensorToWrite(name: $0.name, shape: $0.shape, values: model.store.array($0)) }
            if model.lora == nil { tensors += zeroLoRATensors(lora, config: model.encoder.config) }
            do throws(SafeTensorsError) { try SafeTensorsWriter.write(tensors, metadata: ["format": "pt"], to: staging + "/" + weightsFile) } catch {
                throw AdapterError.writeFailed(path: folder, reason: error.description)
            }
            try writeJSON(AdapterConfig(lora), to: staging + "/" + configFile)
            if let record { try writeJSON(record, to: staging + "/" + recordFile) }
        }
    }

    /// The head-only probe has no LoRA weights, but a PEFT LoRA folder must hold A and B for every target
    /// module of its config. All-zero A and B are an exact no-op (B·A·x = 0), so the folder stays a valid
    /// PEFT adapter that PEFT and `lora-eval` load, and its outputs are the probe's.
    static func zeroLoRATensors(_ lora: LoRAConfiguration, config: BertConfig) -> [TensorToWrite] {
        var tensors: [TensorToWrite] = []
        for l in 0..<config.numHiddenLayers {
            for projection in Projection.allCases where lora.targetModules.contains(projection) {
                let (o, i) = LoRAAdapter.shape(projection, config)
                let key = LoRAConfiguration.key(layer: l, projection: projection)
                tensors.append(TensorToWrite(name: key + ".lora_A.weight", shape: [lora.rank, i], values: [Float](repeating: 0, count: lora.rank * i)))
                tensors.append(TensorToWrite(name: key + ".lora_B.weight", shape: [o, lora.rank], values: [Float](repeating: 0, count: o * lora.rank)))
            }
        }
        return tensors
    }

    /// Writes a folder atomically: `fill` writes everything into a temporary sibling folder, which then
    /// takes the target's place in one step (renameat2 RENAME_EXCHANGE), so a crash leaves either the
    /// old complete folder or the new complete folder, never a mix. On failure the staging folder goes.
    static func writeFolder(_ folder: String, fill: (String) throws(AdapterError) -> Void) throws(AdapterError) {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .writeFailed(path: folder, reason: "the parent folder \(parent) does not exist")
        }
        let stagingPrefix = "." + url.lastPathComponent + ".staging-"
        removeAbandonedStaging(in: parent, prefix: stagingPrefix)
        let staging = parent + "/" + stagingPrefix + "\(getpid())"
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw .writeFailed(path: folder, reason: "cannot create \(staging): \(error.localizedDescription)")
        }
        do throws(AdapterError) {
            try fill(staging)
            pauseForFaultInjection(before: url.path)
            try replace(folder: url.path, with: staging)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    /// Removes staging folders left by a process that was killed mid-save (their pid is gone).
    static func removeAbandonedStaging(in parent: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)) else { continue }
            if pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) {
                try? FileManager.default.removeItem(atPath: parent + "/" + name)
            }
        }
    }

    /// Fault injection for the crash tests only: with LORATRAINER_TEST_PAUSE_AT_SAVE=N in the environment,
    /// the N-th folder write of this process stops with its staging folder complete but not yet swapped
    /// in, says so on standard error, and waits to be killed. Unset, this does nothing.
    static func pauseForFaultInjection(before folder: String) {
        saveCounter.withLock { count in
            count += 1
            guard let value = ProcessInfo.processInfo.environment["LORATRAINER_TEST_PAUSE_AT_SAVE"], Int(value) == count else { return }
            FileHandle.standardError.write(Data("test hook: save \(count) paused before swapping in \(folder)\n".utf8))
            while true { sleep(60) }
        }
    }

    static let saveCounter = Mutex(0)

    static func writeJSON<T: Encodable>(_ value: T, to path: String) throws(AdapterError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A checkpoint taken before the first epoch ends has no best validation loss yet (+infinity).
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    /// Puts `staging` where `folder` is, atomically when `folder` exists.
    static func replace(folder: String, with staging: String) throws(AdapterError) {
        if FileManager.default.fileExists(atPath: folder) {
            // renameat2(RENAME_EXCHANGE) swaps the two folders in one step.
            guard let exchange = renameExchange else {
                throw .writeFailed(path: folder, reason: "this system has no renameat2 for an atomic folder swap")
            }
            guard exchange(AT_FDCWD, staging, AT_FDCWD, folder, 2 /* RENAME_EXCHANGE */) == 0 else {
                throw .writeFailed(path: folder, reason: "cannot swap in the new adapter: \(String(cString: strerror(errno)))")
            }
            try? FileManager.default.removeItem(atPath: staging)   // now holds the old adapter
        } else {
            guard rename(staging, folder) == 0 else {
                throw .writeFailed(path: folder, reason: "cannot rename into place: \(String(cString: strerror(errno)))")
            }
        }
        let directory = open(URL(fileURLWithPath: folder).deletingLastPathComponent().path, O_RDONLY)
        if directory >= 0 { fsync(directory); close(directory) }
    }

    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's renameat2, looked up at run time (Swift does not import it without _GNU_SOURCE).
    static let renameExchange: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    // MARK: Reading

    /// Reads and checks `adapter_config.json`.
    public static func readConfig(_ folder: String) throws(AdapterError) -> AdapterConfig {
        let path = folder + "/" + configFile
        guard let data = FileManager.default.contents(atPath: path) else { throw .missingFile(path: path) }
        return try parseConfig(data, path: path)
    }

    /// Parses and checks adapter config bytes (also the fuzzing entry point).
    public static func parseConfig(_ data: Data, path: String) throws(AdapterError) -> AdapterConfig {
        let config: AdapterConfig
        do { config = try JSONDecoder().decode(AdapterConfig.self, from: data) } catch {
            throw .invalidConfig(path: path, reason: "not a PEFT adapter config (\(describe(error)))")
        }
        guard config.peftType == "LORA" else { throw .invalidConfig(path: path, reason: "peft_type is \(config.peftType), expected LORA") }
        guard config.r >= 1, config.r <= 1024 else { throw .invalidConfig(path: path, reason: "r = \(config.r) must be between 1 and 1024") }
        guard config.loraAlpha.isFinite, config.loraAlpha > 0 else { throw .invalidConfig(path: path, reason: "lora_alpha must be a positive number") }
        guard config.loraDropout.isFinite, config.loraDropout >= 0, config.loraDropout < 1 else {
            throw .invalidConfig(path: path, reason: "lora_dropout must be in [0, 1)")
        }
        guard config.bias == "none" else { throw .unsupported(path: path, feature: "bias = \"\(config.bias)\"") }
        if config.useDora == true { throw .unsupported(path: path, feature: "DoRA (use_dora)") }
        if config.useRslora == true { throw .unsupported(path: path, feature: "rsLoRA (use_rslora)") }
        if config.fanInFanOut == true { throw .unsupported(path: path, feature: "fan_in_fan_out") }
        if !(config.rankPattern ?? [:]).isEmpty || !(config.alphaPattern ?? [:]).isEmpty {
            throw .unsupported(path: path, feature: "per-module rank_pattern / alpha_pattern")
        }
        guard !config.projections().isEmpty else {
            throw .invalidConfig(path: path, reason: "target_modules \(config.targetModules) match no projection of a BERT layer (query, key, value, attention.output.dense, intermediate.dense, output.dense)")
        }
        return config
    }

    static func describe(_ error: Error) -> String {
        if case DecodingError.keyNotFound(let key, _) = error { return "missing key \(key.stringValue)" }
        if case DecodingError.typeMismatch(_, let context) = error { return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))" }
        if case DecodingError.dataCorrupted(let context) = error { return "invalid JSON: \(context.debugDescription)" }
        return "\(error)"
    }

    /// Loads a folder onto a fresh model for `encoder`: config first, then every tensor checked for
    /// presence, shape and finiteness before any is used. Returns the model and its LoRA configuration.
    public static func load(_ folder: String, encoder: BertEncoder) throws(AdapterError) -> (ClauseModel, LoRAConfiguration) {
        let config = try readConfig(folder)
        let lora = LoRAConfiguration(rank: config.r, alpha: config.loraAlpha, dropout: config.loraDropout,
                                     targetModules: config.projections())
        let model = ClauseModel(encoder: encoder, lora: lora, seed: 0)
        let path = folder + "/" + weightsFile
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
        let file: SafeTensorsFile
        do { file = try SafeTensorsFile(path: path) } catch { throw .invalidWeights(path: path, reason: error.description) }
        let expected = Set(model.store.entries.map(\.name))
        let found = Set(file.tensors.map(\.name))
        let missing = expected.subtracting(found).sorted()
        if !missing.isEmpty { throw .missingTensors(path: path, names: missing) }
        let extra = found.subtracting(expected).sorted()
        if !extra.isEmpty { throw .unexpectedTensors(path: path, names: extra) }
        for entry in model.store.entries {
            let info: TensorInfo
            do { info = try file.info(entry.name) } catch { throw .invalidWeights(path: path, reason: error.description) }
            let isHead = entry.name == ClassifierHead.weightName || entry.name == ClassifierHead.biasName
            if isHead, let outputs = info.shape.first, outputs != ClassifierHead.outputs {
                throw .headMismatch(path: path, tensor: entry.name, outputs: outputs)
            }
            guard info.shape == entry.shape else {
                throw .shapeMismatch(path: path, tensor: entry.name, expected: entry.shape, found: info.shape)
            }
            let values: [Float]
            do { values = try file.floats(entry.name) } catch { throw .invalidWeights(path: path, reason: error.description) }
            guard values.allSatisfy(\.isFinite) else { throw .nonFinite(path: path, tensor: entry.name) }
            model.store.set(entry, values)
        }
        return (model, lora)
    }
}
