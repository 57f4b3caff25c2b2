import Foundation
import Testing
@testable import Bert

/// Where the base model lives for tests: $LORATRAINER_MODEL_DIR, else Models/all-MiniLM-L6-v2 under
/// the package root.
enum TokenizerTestModel {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)  // …/Tests/BertTests/TokenizerTestSupport.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var folder: URL {
        if let dir = ProcessInfo.processInfo.environment["LORATRAINER_MODEL_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return packageRoot.appendingPathComponent("Models/all-MiniLM-L6-v2")
    }

    /// The model's tokenizer; records a failure that says how to fetch the model when it is missing.
    static func tokenizer(sourceLocation: SourceLocation = #_sourceLocation) throws -> WordPieceTokenizer {
        let vocab = folder.appendingPathComponent("vocab.txt").path
        guard FileManager.default.fileExists(atPath: vocab) else {
            Issue.record("""
                The base model is missing: no \(vocab). Run ./scripts/fetch-model.sh, \
                or set LORATRAINER_MODEL_DIR to a folder holding all-MiniLM-L6-v2.
                """, sourceLocation: sourceLocation)
            throw MissingModel()
        }
        return try WordPieceTokenizer(vocabularyFile: vocab)
    }

    struct MissingModel: Error {}
}

/// One fixture case: a text and the ids Hugging Face's tokenizer gives it (max_length 256).
struct TokenizerCase: Decodable {
    let text: String
    let ids: [Int32]

    static func all(sourceLocation: SourceLocation = #_sourceLocation) throws -> [TokenizerCase] {
        let url = try #require(
            Bundle.module.url(forResource: "tokenizer_cases", withExtension: "json", subdirectory: "Fixtures"),
            "Fixtures/tokenizer_cases.json is missing; run scripts/reference/make_tokenizer_fixture.py",
            sourceLocation: sourceLocation)
        return try JSONDecoder().decode([TokenizerCase].self, from: Data(contentsOf: url))
    }
}
