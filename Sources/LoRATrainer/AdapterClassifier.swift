import Bert
import Foundation
import PolicyScoring

/// The adapter-backed clause classifier: base model + LoRA adapter + head behind the
/// `ClauseClassifying` seam. Proxy terms are the training labels' proxy vocabulary (from the
/// adapter's training record) and the policies' seeded terms, as found in the text.
public final class AdapterClassifier: ClauseClassifying, @unchecked Sendable {
    public let identity: String
    public let adapterFolder: String
    public let adapterSHA256: String
    public let baseModelSHA256: String
    public let record: TrainingRecord?
    let model: ClauseModel
    let tokenizer: WordPieceTokenizer
    let proxyVocabulary: [String]
    let maxTokens: Int
    /// How clauses are shown to the encoder: the training record's format (the default when the
    /// folder has no record, e.g. an adapter trained with PEFT).
    public let input: ModelInput
    let lock = NSLock()

    /// Loads the base model and the adapter; every mismatch is reported before any compute.
    public init(adapterFolder: String, model location: ModelLocation, maxTokens: Int = 256) throws(ClassificationError) {
        let encoder: BertEncoder
        do { encoder = try BertEncoder(location: location) } catch {
            throw .unavailable(reason: error.description, remedy: "run ./scripts/fetch-model.sh")
        }
        do { tokenizer = try WordPieceTokenizer(vocabularyFile: location.vocabularyPath) } catch {
            throw .unavailable(reason: "\(error)", remedy: "run ./scripts/fetch-model.sh")
        }
        let loaded: (ClauseModel, LoRAConfiguration)
        do { loaded = try AdapterFolder.load(adapterFolder, encoder: encoder) } catch {
            throw .unavailable(reason: error.description, remedy: "train one with `lora-train --epochs 3` or pass --adapter DIR")
        }
        let record = Self.readRecord(adapterFolder)
        baseModelSHA256 = BaseModelHash.sha256(location)
        if let expected = record?.baseModelSHA256, expected != "unavailable", expected != baseModelSHA256 {
            throw .unavailable(reason: AdapterError.baseModelMismatch(path: adapterFolder, expected: baseModelSHA256, found: expected).description,
                               remedy: "use the base model the adapter was trained on")
        }
        if let record {
            guard let format = record.modelInput else {
                throw .unavailable(reason: "\(adapterFolder)/\(AdapterFolder.recordFile) names the input format \"\(record.inputFormat ?? "")\", which this version does not know (it reads \(ModelInput.allCases.map(\.rawValue).joined(separator: ", ")))",
                                   remedy: "retrain the adapter with this version's `lora-train`")
            }
            input = format
        } else {
            input = .default
        }
        self.model = loaded.0
        self.record = record
        self.adapterFolder = adapterFolder
        self.maxTokens = maxTokens
        adapterSHA256 = (try? ClauseFile.sha256(ofFileAt: adapterFolder + "/" + AdapterFolder.weightsFile)) ?? "unavailable"
        var seen = Set<String>()
        proxyVocabulary = ((record?.proxyVocabulary ?? []) + HistoricalPolicies.all.flatMap(\.proxyTerms)).filter { seen.insert($0).inserted }
        identity = "adapter \(adapterFolder) (sha256 \(adapterSHA256.prefix(12)), input \(input.rawValue))"
    }

    static func readRecord(_ folder: String) -> TrainingRecord? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + AdapterFolder.recordFile) else { return nil }
        return try? JSONDecoder().decode(TrainingRecord.self, from: data)
    }

    public func classify(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification] {
        zip(clauses, probabilities(clauses)).map { clause, p in classification(clause.text, p) }
    }

    /// The head's outputs after softmax / sigmoid, one per clause, in order.
    public func probabilities(_ clauses: [ClauseInput]) -> [HeadProbabilities] {
        lock.lock(); defer { lock.unlock() }
        let ids = clauses.map { tokenizer.encode(input.render($0), maxLength: maxTokens) }
        var result = [HeadProbabilities?](repeating: nil, count: clauses.count)
        let order = ids.indices.sorted { ids[$0].count < ids[$1].count }
        for start in stride(from: 0, to: order.count, by: 16) {
            let chunk = Array(order[start ..< min(order.count, start + 16)])
            let z = model.predict(TokenBatch(sequences: chunk.map { ids[$0] }, tokenMultiple: TokenBatch.inferenceTokenMultiple))
            for (row, index) in chunk.enumerated() {
                result[index] = HeadProbabilities(logits: z + row * ClassifierHead.outputs)
            }
        }
        return result.map { $0! }
    }

    /// Pooled embeddings [C] (before normalisation) and logits [K] for each text (interop checks).
    public func rawOutputs(_ ids: [[Int32]]) -> (pooled: [[Float]], logits: [[Float]]) {
        lock.lock(); defer { lock.unlock() }
        let c = model.encoder.config.hiddenSize, k = ClassifierHead.outputs
        var pooled: [[Float]] = [], logits: [[Float]] = []
        for sequence in ids {
            let z = model.predict(TokenBatch(sequences: [sequence], tokenMultiple: TokenBatch.inferenceTokenMultiple))
            logits.append(Array(UnsafeBufferPointer(start: z, count: k)))
            pooled.append(Array(UnsafeBufferPointer(start: model.lastPooled, count: c)))
        }
        return (pooled, logits)
    }

    func classification(_ text: String, _ p: HeadProbabilities) -> TierClassification {
        let scores = ArchitectureScores(aar: Double(p.architecture[0]), se: Double(p.architecture[1]),
                                        ij: Double(p.architecture[2]), rsc: Double(p.architecture[3]))
        return TierClassification(
            targetGroup: TargetGroup.allCases[p.targetGroup.argmax],
            effectDirection: EffectDirection.allCases[p.effectDirection.argmax],
            architectureScores: scores,
            proxyVariables: KeywordBaselineClassifier.matches(proxyVocabulary, in: text),
            usesProxyVariables: p.usesProxyVariables > 0.5,
            expandsOutgroup: p.expandsOutgroup > 0.5)
    }
}
