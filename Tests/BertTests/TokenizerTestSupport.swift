import Foundation
import Testing
@testable import Bert

/// The base model's tokenizer for tests.
enum TokenizerTestModel {
    /// The resolved model folder (same rule as the tools: LORATRAINER_MODEL_DIR, else the default).
    static var folder: URL {
        URL(fileURLWithPath: TestPaths.modelLocation.directory)
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
