import Foundation
import Testing
import Bert
import PolicyScoring
import SafeTensors
import Tensors
@testable import LoRATrainer

@Suite("Adapter folders in PEFT's layout")
struct AdapterFolderTests {
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "loratrainer-test-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("An adapter written by PEFT loads here and gives PEFT's pooled embeddings and logits within 1e-4")
    func peftAdapterLoads() throws {
        guard let encoder = SharedEncoder.get() else { return }
        let (model, lora) = try AdapterFolder.load(TestPaths.fixture("peft_adapter"), encoder: encoder)
        #expect(lora.rank == 8 && lora.alpha == 16 && Set(lora.targetModules) == [.query, .key, .value, .attentionOutput])
        try expectOutputs(model, match: TestPaths.fixture("peft_adapter_expected.safetensors"), label: "PEFT-written adapter")
    }

    @Test("An adapter our trainer wrote gives the outputs PEFT computes for it (scripts/reference/peft_interop.py expected)")
    func swiftWrittenAdapterMatchesPEFT() throws {
        guard let encoder = SharedEncoder.get() else { return }
        // A copy of a shipped adapter, so retraining Adapters/clause-classifier in place cannot invalidate the fixture.
        let folder = TestPaths.fixture("swift_adapter")
        let fixture = try SafeTensorsFile(path: TestPaths.fixture("swift_adapter_expected.safetensors"))
        let hash = try ClauseFile.sha256(ofFileAt: folder + "/" + AdapterFolder.weightsFile)
        #expect(fixture.metadata?["adapter_sha256"] == hash,
                "the expected outputs were made for another adapter: run scripts/reference/peft_interop.py expected")
        let (model, _) = try AdapterFolder.load(folder, encoder: encoder)
        try expectOutputs(model, match: TestPaths.fixture("swift_adapter_expected.safetensors"), label: "Swift-written adapter")
    }

    func expectOutputs(_ model: ClauseModel, match path: String, label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try SafeTensorsFile(path: path)
        let shape = try expected.info("input_ids").shape
        let batch = TokenBatch(sequences: sequences(ids: try expected.int64s("input_ids"), mask: try expected.int64s("attention_mask"),
                                                    batch: shape[0], tokens: shape[1]))
        let z = model.predict(batch)
        let logits = Array(UnsafeBufferPointer(start: z, count: shape[0] * 14))
        let pooled = Array(UnsafeBufferPointer(start: model.lastPooled, count: shape[0] * 384))
        let dl = maxAbsDifference(logits, try expected.floats("logits")), dp = maxAbsDifference(pooled, try expected.floats("pooled"))
        print("interop (\(label)): max |Δ pooled| = \(dp), max |Δ logits| = \(dl)")
        #expect(dp <= 1e-4 && dl <= 1e-4, "\(label): pooled Δ \(dp), logits Δ \(dl)", sourceLocation: sourceLocation)
    }

    @Test("Written adapters round-trip exactly, with PEFT's config keys and {\"format\": \"pt\"} metadata")
    func roundTrip() throws {
        let model = ClauseModel(encoder: TinyModel.encoder(), lora: .default, seed: 5)
        TinyModel.randomize(model, seed: 2)
        let folder = Self.temporaryFolder() + "/adapter"
        try AdapterFolder.write(model: model, lora: .default, record: nil, to: folder)
        let (loaded, lora) = try AdapterFolder.load(folder, encoder: TinyModel.encoder())
        #expect(lora == LoRAConfiguration(rank: 8, alpha: 16, dropout: 0.05, targetModules: [.query, .key, .value, .attentionOutput]))
        #expect(loaded.store.values.array(loaded.store.count) == model.store.values.array(model.store.count))
        let file = try SafeTensorsFile(path: folder + "/" + AdapterFolder.weightsFile)
        #expect(file.metadata == ["format": "pt"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + AdapterFolder.configFile))) as! [String: Any]
        #expect(Set(json.keys) == ["peft_type", "task_type", "base_model_name_or_path", "r", "lora_alpha", "lora_dropout",
                                   "target_modules", "bias", "use_rslora", "modules_to_save", "inference_mode", "init_lora_weights"])
        #expect(json["target_modules"] as? [String] == ["query", "key", "value", "attention.output.dense"])
        #expect(json["modules_to_save"] as? [String] == ["classifier"])
        // Writing again replaces the folder whole and leaves no staging folder behind.
        try AdapterFolder.write(model: model, lora: .default, record: nil, to: folder)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).deletingLastPathComponent)
        #expect(siblings == ["adapter"])
    }

    @Test("Mismatched adapters are rejected before any compute, each with its own error")
    func mismatches() throws {
        let model = ClauseModel(encoder: TinyModel.encoder(), lora: .default, seed: 5)
        let folder = Self.temporaryFolder() + "/adapter"
        try AdapterFolder.write(model: model, lora: .default, record: nil, to: folder)
        let configPath = folder + "/" + AdapterFolder.configFile
        let original = try String(contentsOfFile: configPath, encoding: .utf8)
        func expectError(_ config: String, _ check: (AdapterError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            try! config.write(toFile: configPath, atomically: true, encoding: .utf8)
            do {
                _ = try AdapterFolder.load(folder, encoder: TinyModel.encoder())
                Issue.record("expected an error", sourceLocation: sourceLocation)
            } catch {
                #expect(check(error), "unexpected \(error)", sourceLocation: sourceLocation)
            }
        }
        // Another rank than the weights: shapes disagree with the config.
        expectError(original.replacingOccurrences(of: "\"r\" : 8", with: "\"r\" : 4")) {
            if case .shapeMismatch = $0 { true } else { false } }
        // More target modules than the file holds: missing tensors.
        expectError(original.replacingOccurrences(of: "\"attention.output.dense\"", with: "\"attention.output.dense\", \"intermediate.dense\"")) {
            if case .missingTensors = $0 { true } else { false } }
        // Fewer target modules: extra tensors.
        expectError(original.replacingOccurrences(of: "\"query\",", with: "")) {
            if case .unexpectedTensors = $0 { true } else { false } }
        expectError(original.replacingOccurrences(of: "\"LORA\"", with: "\"IA3\"")) {
            if case .invalidConfig = $0 { true } else { false } }
        expectError(original.replacingOccurrences(of: "\"use_rslora\" : false", with: "\"use_rslora\" : true")) {
            if case .unsupported = $0 { true } else { false } }
        expectError("{ not json") { if case .invalidConfig = $0 { true } else { false } }
        // A head for another label set (12 outputs instead of 14): its own error, naming the labels.
        try original.write(toFile: configPath, atomically: true, encoding: .utf8)
        let weightsPath = folder + "/" + AdapterFolder.weightsFile
        let hidden = model.encoder.config.hiddenSize
        let otherHead = model.store.entries.map { entry -> TensorToWrite in
            switch entry.name {
            case ClassifierHead.weightName: TensorToWrite(name: entry.name, shape: [12, hidden], values: [Float](repeating: 0.01, count: 12 * hidden))
            case ClassifierHead.biasName: TensorToWrite(name: entry.name, shape: [12], values: [Float](repeating: 0, count: 12))
            default: TensorToWrite(name: entry.name, shape: entry.shape, values: model.store.array(entry))
            }
        }
        try SafeTensorsWriter.write(otherHead, metadata: ["format": "pt"], to: weightsPath)
        do {
            _ = try AdapterFolder.load(folder, encoder: TinyModel.encoder())
            Issue.record("a 12-output head loaded")
        } catch {
            #expect(error == .headMismatch(path: weightsPath, tensor: ClassifierHead.weightName, outputs: 12)
                    || error == .headMismatch(path: weightsPath, tensor: ClassifierHead.biasName, outputs: 12))
            #expect(error.description.contains("the clause labels need 14"))
            #expect(error.description.contains("then aar, se, ij, rsc, usesProxyVariables, expandsOutgroup."))
            #expect(error.description.contains("outgroup, ingroupNonElite, elite, multiple"))
        }
        // NaN weights are rejected at load.
        model.store.values.pointer[3] = .nan
        try AdapterFolder.write(model: model, lora: .default, record: nil, to: folder)
        #expect(throws: AdapterError.self) { try AdapterFolder.load(folder, encoder: TinyModel.encoder()) }
    }
}
