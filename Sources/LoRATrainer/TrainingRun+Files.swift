import Bert
import Foundation
import PolicyScoring

extension TrainingRun {
    /// Writes the adapter folder (PEFT files + training record) from the current parameters.
    func writeAdapter(stopReason: String?) throws(TrainingError) {
        do { try AdapterFolder.write(model: model, lora: options.lora, record: currentRecord(stopReason: stopReason), to: options.outputFolder) } catch {
            throw .adapter(error)
        }
    }

    /// Updates only `training_record.json` in the adapter folder (atomically), keeping the best weights.
    func writeAdapterRecordOnly(stopReason: String?) throws(TrainingError) {
        guard FileManager.default.fileExists(atPath: options.outputFolder + "/" + AdapterFolder.weightsFile) else { return }
        let path = options.outputFolder + "/" + AdapterFolder.recordFile
        let temporary = path + ".tmp-\(getpid())"
        do throws(AdapterError) {
            try AdapterFolder.writeJSON(currentRecord(stopReason: stopReason), to: temporary)
            guard rename(temporary, path) == 0 else { throw AdapterError.writeFailed(path: path, reason: "rename failed") }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .adapter(error)
        }
    }

    func writeCheckpoint() throws(TrainingError) {
        do { try state.write(store: model.store, to: options.checkpointFolder) } catch { throw .adapter(error) }
    }

    /// Between steps after SIGINT/SIGTERM: a resumable checkpoint, then the `interrupted` event.
    func interrupt() throws(TrainingError) {
        try writeCheckpoint()
        var command = "lora-train --resume --epochs \(options.epochs)"
        if options.outputFolder != TrainingOptions().outputFolder { command += " --output \(options.outputFolder)" }
        emit(.interrupted(step: state.step, checkpoint: options.checkpointFolder, resumeCommand: command + " (with the same other flags)"))
    }

    func currentRecord(stopReason: String?) -> TrainingRecord {
        var record = self.record
        record.epochs = state.history
        record.bestEpoch = state.bestEpoch
        record.stopReason = stopReason
        return record
    }

    /// Fails before any compute when the adapter cannot be written: the parent folder must exist and
    /// accept a file.
    static func checkWritable(_ folder: String) throws(TrainingError) {
        let parent = URL(fileURLWithPath: folder).standardizedFileURL.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .outputNotWritable(path: folder, reason: "the folder \(parent) does not exist")
        }
        let probe = parent + "/.loratrainer-write-test-\(getpid())"
        guard FileManager.default.createFile(atPath: probe, contents: Data("ok".utf8)) else {
            throw .outputNotWritable(path: folder, reason: "\(parent) is not writable")
        }
        try? FileManager.default.removeItem(atPath: probe)
    }

    /// Fails before any compute when the output's file system cannot hold what training writes: the
    /// adapter (parameters) and the checkpoint (parameters and two AdamW moments), each twice while a
    /// new copy is staged next to the old one, plus 1 MB for the JSON files. A disk that fills up later
    /// still fails cleanly at save (the previous folders stay whole).
    static func checkFreeSpace(_ folder: String, parameters: Int) throws(TrainingError) {
        let parent = URL(fileURLWithPath: folder).standardizedFileURL.deletingLastPathComponent().path
        var stats = statvfs()
        guard statvfs(parent, &stats) == 0 else { return }
        let free = Int(stats.f_bavail) * Int(stats.f_frsize)
        let needed = 2 * (4 * parameters * MemoryLayout<Float>.size) + (1 << 20)
        guard free >= needed else {
            throw .outputNotWritable(path: folder, reason: String(format: "the disk holding %@ has %.1f MB free; the adapter and its checkpoint need about %.1f MB",
                                                                  parent, Double(free) / 1e6, Double(needed) / 1e6))
        }
    }

    static func makeRecord(_ options: TrainingOptions, trainRecords: [ClauseRecord], validationRecords: [ClauseRecord]) throws(TrainingError) -> TrainingRecord {
        let trainHash: String, validationHash: String
        do {
            trainHash = try ClauseFile.sha256(ofFileAt: options.trainFile)
            validationHash = try ClauseFile.sha256(ofFileAt: options.validationFile)
        } catch { throw .data(error) }
        let recipe = TrainingRecord.Recipe(
            epochs: options.epochs, batchSize: options.batchSize, seed: options.seed, maxTokens: options.maxTokens, headOnly: options.headOnly,
            rank: options.lora.rank, alpha: options.lora.alpha, dropout: options.lora.dropout,
            targetModules: options.lora.targetModules.map(\.rawValue), optimizer: options.optimizer,
            lossWeights: ["targetGroup": ClassifierHead.targetGroupWeight, "effectDirection": ClassifierHead.effectDirectionWeight,
                          "architecture(each)": ClassifierHead.architectureWeight, "usesProxyVariables": ClassifierHead.proxyWeight,
                          "expandsOutgroup": ClassifierHead.expandsWeight])
        let vocabulary = Set(trainRecords.flatMap { $0.proxyVariables.map { $0.lowercased() } }).sorted()
        return TrainingRecord(
            recipe: recipe,
            train: .init(path: options.trainFile, sha256: trainHash, clauses: trainRecords.count),
            validation: .init(path: options.validationFile, sha256: validationHash, clauses: validationRecords.count),
            baseModel: AdapterConfig.baseModelName, baseModelSHA256: BaseModelHash.sha256(options.model),
            epochs: [], bestEpoch: 0, stopReason: nil, proxyVocabulary: vocabulary,
            inputFormat: options.input.rawValue)
    }

    /// The options that must match for `--resume` to continue the same run.
    static func fingerprint(_ o: TrainingOptions) -> String {
        "epochs=\(o.epochs) batch=\(o.batchSize) seed=\(o.seed) maxTokens=\(o.maxTokens) headOnly=\(o.headOnly) "
            + "r=\(o.lora.rank) alpha=\(o.lora.alpha) dropout=\(o.lora.dropout) targets=\(o.lora.targetModules.map(\.rawValue)) "
            + "lr=\(o.optimizer.loraLearningRate)/\(o.optimizer.headLearningRate) input=\(o.input.rawValue) train=\(o.trainFile) validation=\(o.validationFile)"
    }

    /// Frozen encoder parameters (the pooler is not used and not counted).
    static func encoderParameters(_ c: BertConfig) -> Int {
        let h = c.hiddenSize, f = c.intermediateSize
        let embeddings = (c.vocabSize + c.maxPositionEmbeddings + c.typeVocabSize) * h + 2 * h
        let layer = 4 * (h * h + h) + 2 * h + (h * f + f) + (f * h + h) + 2 * h
        return embeddings + c.numHiddenLayers * layer
    }
}

extension Array where Element == Float {
    /// Index of the largest value (first on ties).
    var argmax: Int { indices.max { self[$0] < self[$1] } ?? 0 }
}

/// The base model's sha256, for evidence labels; computed once per process.
public enum BaseModelHash {
    nonisolated(unsafe) static var cache: [String: String] = [:]
    static let lock = NSLock()

    public static func sha256(_ location: ModelLocation) -> String {
        lock.lock(); defer { lock.unlock() }
        if let known = cache[location.weightsPath] { return known }
        let hash = (try? ClauseFile.sha256(ofFileAt: location.weightsPath)) ?? "unavailable"
        cache[location.weightsPath] = hash
        return hash
    }
}
