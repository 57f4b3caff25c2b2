import Foundation
import Testing
import Bert
import PolicyScoring
import SafeTensors
import Tensors
@testable import LoRATrainer

@Suite("Trainer: progress stream, stopping rule, reproducibility", .serialized)
struct TrainerTests {
    /// A small slice of the shipped data in a fresh folder: `train` and `validation` records.
    static func smallData(train: Int = 16, validation: Int = 8) -> (folder: String, options: TrainingOptions) {
        let folder = NSTemporaryDirectory() + "loratrainer-trainer-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func slice(_ name: String, _ count: Int) -> String {
            let lines = try! String(contentsOfFile: TestPaths.data(name), encoding: .utf8).split(separator: "\n").prefix(count)
            let path = folder + "/" + name
            try! (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        var options = TrainingOptions()
        options.trainFile = slice("historical_clauses.jsonl", train)
        options.validationFile = slice("validation_clauses.jsonl", validation)
        options.outputFolder = folder + "/adapter"
        options.model = TestPaths.modelLocation
        options.epochs = 1
        options.batchSize = 8
        return (folder, options)
    }

    static func collect(_ options: TrainingOptions) async throws -> [TrainingEvent] {
        var events: [TrainingEvent] = []
        for try await event in Trainer.train(options) { events.append(event) }
        return events
    }

    @Test("Events arrive in order: started, steps, epoch finished, checkpoint written, finished; each one line")
    func eventOrder() async throws {
        guard SharedEncoder.get() != nil else { return }
        let (_, options) = Self.smallData()
        let events = try await Self.collect(options)
        let kinds = events.map { "\($0)".split(separator: ":").first.map(String.init) ?? "" }
        #expect(kinds.first == "started")
        #expect(kinds.filter { $0.hasPrefix("step") }.count == 2)
        #expect(kinds.contains("epoch 1"))
        #expect(kinds.contains("checkpoint written"))
        #expect(kinds.last == "finished")
        #expect(events.allSatisfy { !"\($0)".contains("\n") })
        #expect(FileManager.default.fileExists(atPath: options.outputFolder + "/" + AdapterFolder.weightsFile))
        let record = try JSONDecoder().decode(TrainingRecord.self, from: Data(contentsOf: URL(fileURLWithPath: options.outputFolder + "/" + AdapterFolder.recordFile)))
        #expect(record.scoringRules == PolicyScorer.rulesVersion)
        #expect(record.epochs.count == 1 && record.train.clauses == 16)
        #expect(record.inputFormat == "policy-prefix/1")
    }

    @Test("The encoder reads \"<policy>: <text>\" by default; an adapter is read in the input format its record names")
    func inputFormat() async throws {
        guard SharedEncoder.get() != nil else { return }
        let clause = ClauseInput(text: "No person shall be held in servitude.", sourcePolicy: "13th Amendment (1865)")
        #expect(ModelInput.policyPrefix.render(clause) == "13th Amendment (1865): No person shall be held in servitude.")
        #expect(ModelInput.text.render(clause) == clause.text)

        var (_, options) = Self.smallData()
        options.headOnly = true
        _ = try await Self.collect(options)
        let other = ClauseInput(text: clause.text, sourcePolicy: "War on Drugs (1971)")
        let prefixed = try AdapterClassifier(adapterFolder: options.outputFolder, model: TestPaths.modelLocation)
        #expect(prefixed.input == .policyPrefix)
        let p = prefixed.probabilities([clause, other])
        #expect(p[0].targetGroup != p[1].targetGroup, "the policy must reach the encoder")

        // A record written before the prefix has no inputFormat: the clause text alone.
        let recordPath = options.outputFolder + "/" + AdapterFolder.recordFile
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recordPath))) as! [String: Any]
        json["inputFormat"] = nil
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: recordPath))
        let plain = try AdapterClassifier(adapterFolder: options.outputFolder, model: TestPaths.modelLocation)
        #expect(plain.input == .text)
        let q = plain.probabilities([clause, other])
        #expect(zip(q[0].targetGroup, q[1].targetGroup).allSatisfy { abs($0 - $1) < 1e-5 })

        json["inputFormat"] = "policy-prefix/9"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: recordPath))
        #expect {
            _ = try AdapterClassifier(adapterFolder: options.outputFolder, model: TestPaths.modelLocation)
        } throws: { error in
            "\(error)".contains("input format \"policy-prefix/9\"") && "\(error)".contains("retrain")
        }
    }

    @Test("The same seed on one BLAS thread writes a byte-identical adapter_model.safetensors")
    func reproducible() async throws {
        guard SharedEncoder.get() != nil else { return }
        let threads = BLAS.threads
        BLAS.setThreads(1)
        defer { BLAS.setThreads(threads) }
        var (_, first) = Self.smallData()
        var (_, second) = Self.smallData()
        first.seed = 42; second.seed = 42
        _ = try await Self.collect(first)
        _ = try await Self.collect(second)
        let a = try Data(contentsOf: URL(fileURLWithPath: first.outputFolder + "/" + AdapterFolder.weightsFile))
        let b = try Data(contentsOf: URL(fileURLWithPath: second.outputFolder + "/" + AdapterFolder.weightsFile))
        #expect(a == b)
        var (_, third) = Self.smallData()
        third.seed = 43
        _ = try await Self.collect(third)
        let c = try Data(contentsOf: URL(fileURLWithPath: third.outputFolder + "/" + AdapterFolder.weightsFile))
        #expect(a != c, "another seed must give another adapter")
    }

    @Test("Breaking out of the stream ends training between steps and leaves no half-written adapter")
    func cancellation() async throws {
        guard SharedEncoder.get() != nil else { return }
        var (_, options) = Self.smallData(train: 64)
        options.epochs = 3   // 8 steps an epoch, 24 in all
        for try await event in Trainer.train(options) {
            if case .step = event { break }
        }
        // The producer may run a little ahead of the consumer before the cancellation lands; wait for it.
        try await Task.sleep(nanoseconds: 1_500_000_000)
        // Training stopped early: no run reached its last step (the checkpoint, if any, is an epoch end).
        if let data = FileManager.default.contents(atPath: options.checkpointFolder + "/state.json") {
            let state = try JSONDecoder().decode(Checkpoint.self, from: data)
            #expect(state.step < 24, "training ran to the end despite the cancellation")
        }
        // The adapter folder is absent or complete and loadable; no staging folder is left behind.
        if FileManager.default.fileExists(atPath: options.outputFolder) {
            _ = try AdapterFolder.readConfig(options.outputFolder)
            #expect(FileManager.default.fileExists(atPath: options.outputFolder + "/" + AdapterFolder.weightsFile))
        }
        let parent = (options.outputFolder as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).allSatisfy { !$0.contains(".staging-") })
    }

    @Test("Validation loss under the target stops training early, and says why")
    func earlyStop() async throws {
        guard SharedEncoder.get() != nil else { return }
        var (_, options) = Self.smallData()
        options.epochs = 3
        options.targetValidationLoss = 1000
        let events = try await Self.collect(options)
        let stopped = events.compactMap { if case .stoppedEarly(let reason) = $0 { reason } else { nil } }
        #expect(stopped.count == 1 && stopped[0].contains("under"))
        #expect(events.filter { if case .epochFinished = $0 { true } else { false } }.count == 1)
    }

    @Test("A diverging run stops with an error naming the step and a remedy, writing no adapter")
    func divergence() async throws {
        guard SharedEncoder.get() != nil else { return }
        var (_, options) = Self.smallData(train: 32)
        options.epochs = 2
        options.optimizer.loraLearningRate = 1e30
        options.optimizer.headLearningRate = 1e30
        options.optimizer.clipNorm = .infinity
        do {
            _ = try await Self.collect(options)
            Issue.record("a learning rate of 1e30 must diverge")
        } catch let error as TrainingError {
            guard case .nonFinite(let step, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(step >= 1)
            #expect(error.description.contains("lower learning rate"))
        }
        #expect(!FileManager.default.fileExists(atPath: options.outputFolder + "/" + AdapterFolder.weightsFile))
    }

    @Test("A clause longer than the maximum is truncated with a warning that names it")
    func longClauseWarning() async throws {
        guard SharedEncoder.get() != nil else { return }
        var (folder, options) = Self.smallData()
        let long = ClauseRecordLine.make(id: "long-clause", text: String(repeating: "the vagrant shall be hired out ", count: 60))
        let path = folder + "/long.jsonl"
        try ((try String(contentsOfFile: options.trainFile, encoding: .utf8)) + long + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        options.trainFile = path
        let events = try await Self.collect(options)
        let warnings = events.compactMap { if case .warning(let text) = $0 { text } else { nil } }
        #expect(warnings.contains { $0.contains("truncated") && $0.contains("long-clause") })
    }

    @Test("A --head-only folder is a valid PEFT adapter (zero LoRA A and B) that loads and predicts like the probe")
    func headOnlyFolderLoads() async throws {
        guard let encoder = SharedEncoder.get() else { return }
        var (_, options) = Self.smallData()
        options.headOnly = true
        let events = try await Self.collect(options)
        guard case .finished = events.last else { Issue.record("training did not finish"); return }
        let (loaded, lora) = try AdapterFolder.load(options.outputFolder, encoder: encoder)
        #expect(lora.targetModules == options.lora.targetModules)
        let probe = ClauseModel(encoder: encoder, lora: nil, seed: 1)
        let file = try SafeTensorsFile(path: options.outputFolder + "/" + AdapterFolder.weightsFile)
        for name in [ClassifierHead.weightName, ClassifierHead.biasName] {
            let values = try file.floats(name)
            values.withUnsafeBufferPointer { probe.store.pointer(probe.store.entry(name)!).update(from: $0.baseAddress!, count: values.count) }
        }
        let tokenizer = try WordPieceTokenizer(vocabularyFile: TestPaths.modelLocation.vocabularyPath)
        let batch = TokenBatch(sequences: ["Non-citizens shall be ineligible for public housing.", "Short title."].map { tokenizer.encode($0) })
        let a = Array(UnsafeBufferPointer(start: loaded.predict(batch), count: 2 * ClassifierHead.outputs))
        let b = Array(UnsafeBufferPointer(start: probe.predict(batch), count: 2 * ClassifierHead.outputs))
        #expect(a == b, "zero LoRA must change nothing")
    }

    @Test("A missing output folder is an error before any compute")
    func unwritableOutput() async throws {
        var (_, options) = Self.smallData()
        options.outputFolder = "/nonexistent-folder-for-test/adapter"
        await #expect(throws: TrainingError.self) { _ = try await Self.collect(options) }
    }
}

/// One valid JSONL record for tests.
enum ClauseRecordLine {
    static func make(id: String, text: String) -> String {
        let record: [String: Any] = [
            "id": id, "text": text, "sourcePolicy": "13th Amendment (1865)", "targetGroup": "outgroup",
            "effectDirection": "burden", "architectureScores": ["aar": 0.8, "se": 0.4, "ij": 0.6, "rsc": 0.5],
            "proxyVariables": ["vagrant"], "usesProxyVariables": true, "expandsOutgroup": false,
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
    }
}
