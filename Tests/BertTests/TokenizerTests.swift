import Foundation
import Testing
@testable import Bert

@Suite("WordPiece tokenizer")
struct TokenizerTests {
    /// A tiny vocabulary: the special tokens at BERT's ids are not needed, only present.
    static let tinyVocabulary = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]",
                                 "un", "##aff", "##able", "the", ",", "a", "##b", "caf", "##e"]

    @Test("Every fixture text gives the ids of Hugging Face's tokenizer")
    func fixtureCasesMatchHuggingFace() throws {
        let tokenizer = try TokenizerTestModel.tokenizer()
        let cases = try TokenizerCase.all()
        #expect(cases.count >= 300)
        var mismatches: [String] = []
        for testCase in cases {
            let ids = tokenizer.encode(testCase.text, maxLength: 256)
            if ids != testCase.ids {
                mismatches.append("""
                    text \(testCase.text.debugDescription.prefix(200))
                      expected \(testCase.ids)
                      got      \(ids)
                      tokens   \(ids.map { tokenizer.token(for: $0) })
                    """)
            }
        }
        #expect(mismatches.isEmpty, """
            \(mismatches.count) of \(cases.count) fixture texts differ; the first ones:
            \(mismatches.prefix(5).joined(separator: "\n"))
            """)
    }

    @Test("The model vocabulary has BERT's special ids and 30522 entries")
    func modelVocabularyHasBertIDs() throws {
        let tokenizer = try TokenizerTestModel.tokenizer()
        #expect(tokenizer.vocabularySize == 30522)
        #expect([tokenizer.padID, tokenizer.unkID, tokenizer.clsID, tokenizer.sepID] == [0, 100, 101, 102])
        #expect(tokenizer.token(for: 101) == "[CLS]")
    }

    @Test("The empty string and whitespace encode to [CLS] [SEP]")
    func emptyStringEncodesToClsSep() {
        let tokenizer = WordPieceTokenizer(vocabulary: Self.tinyVocabulary)
        for text in ["", " ", "\t\r\n", "\u{200B}\u{0000}"] {
            #expect(tokenizer.encode(text) == [tokenizer.clsID, tokenizer.sepID])
            #expect(tokenizer.tokenize(text).isEmpty)
        }
    }

    @Test("Truncation keeps [SEP] last and never exceeds maxLength")
    func truncationKeepsSep() throws {
        let tokenizer = WordPieceTokenizer(vocabulary: Self.tinyVocabulary)
        let text = Array(repeating: "unaffable,", count: 50).joined(separator: " ")  // 200 pieces
        #expect(tokenizer.encode(text, maxLength: 1000).count == 202)
        for maxLength in [2, 3, 7, 256] {
            let ids = tokenizer.encode(text, maxLength: maxLength)
            #expect(ids.count == min(maxLength, 202))
            #expect(ids.first == tokenizer.clsID)
            #expect(ids.last == tokenizer.sepID)
        }
        #expect(tokenizer.encode("the", maxLength: 10) == [2, 8, 3])
    }

    @Test("Long model texts truncate to 256 ids ending with [SEP]")
    func modelTruncation() throws {
        let tokenizer = try TokenizerTestModel.tokenizer()
        let ids = tokenizer.encode(String(repeating: "The Receiving Party shall hold it. ", count: 100))
        #expect(ids.count == 256)
        #expect(ids.first == 101)
        #expect(ids.last == 102)
    }

    @Test("Words split greedily into the longest pieces, with ## continuations")
    func greedyLongestMatch() {
        let tokenizer = WordPieceTokenizer(vocabulary: Self.tinyVocabulary)
        #expect(tokenizer.tokenize("Unaffable, the CAFÉ") == ["un", "##aff", "##able", ",", "the", "caf", "##e"])
        #expect(tokenizer.tokenize("unaffablex the") == ["[UNK]", "the"])
        #expect(tokenizer.tokenize("ab abb") == ["a", "##b", "a", "##b", "##b"])
    }

    @Test("A word of more than 100 scalars is [UNK]; 100 scalars is split")
    func longWordsAreUnknown() {
        let tokenizer = WordPieceTokenizer(vocabulary: Self.tinyVocabulary)
        #expect(tokenizer.tokenize("a" + String(repeating: "b", count: 99)).count == 100)
        #expect(tokenizer.tokenize("a" + String(repeating: "b", count: 100)) == ["[UNK]"])
        // "é" as e + U+0301 is two scalars but one Character; the mark is stripped before counting.
        let accented = "caf" + String(repeating: "e\u{301}", count: 97)
        #expect(tokenizer.tokenize(accented).count == 98)
    }

    @Test("Special tokens written in the text keep their ids")
    func literalSpecialTokens() {
        let tokenizer = WordPieceTokenizer(vocabulary: Self.tinyVocabulary)
        #expect(tokenizer.encode("a[SEP]the [sep]") == [2, 10, 3, 8, 1, 1, 1, 3])
    }

    @Test("A missing vocabulary file names the path and the set-up command")
    func missingVocabularyFileError() {
        let path = "/nonexistent/Models/all-MiniLM-L6-v2/vocab.txt"
        do {
            _ = try WordPieceTokenizer(vocabularyFile: path)
            Issue.record("loading \(path) should throw")
        } catch let error as TokenizerError {
            #expect(error.kind == .vocabularyUnreadable)
            #expect(error.description.contains(path))
            #expect(error.description.contains("./scripts/fetch-model.sh"))
        } catch {
            Issue.record("expected a TokenizerError, got \(error)")
        }
    }

    @Test("A vocabulary file without [SEP] is rejected with the missing token named")
    func vocabularyWithoutSep() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tokenizer-no-sep-\(UUID().uuidString).txt")
        try "[PAD]\n[UNK]\n[CLS]\nthe\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: TokenizerError.self) {
            try WordPieceTokenizer(vocabularyFile: url.path)
        }
        #expect(error?.kind == .missingSpecialToken("[SEP]"))
        #expect(error?.description.contains(url.path) == true)
    }

    @Test("Vocabulary ids are line indices, with CRLF line ends and blank lines kept")
    func vocabularyFileLineIndices() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tokenizer-crlf-\(UUID().uuidString).txt")
        try "[PAD]\r\n\r\n[UNK]\r\n[CLS]\r\n[SEP]\r\nthe\r\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let tokenizer = try WordPieceTokenizer(vocabularyFile: url.path)
        #expect(tokenizer.vocabularySize == 6)
        #expect([tokenizer.padID, tokenizer.unkID, tokenizer.clsID, tokenizer.sepID] == [0, 2, 3, 4])
        #expect(tokenizer.encode("The") == [3, 5, 4])
    }
}

@Suite("Tokenizer speed")
struct TokenizerSpeedTests {
    @Test("Encoding a 40-word clause takes microseconds, not milliseconds")
    func clauseEncodingIsFast() throws {
        let tokenizer = try TokenizerTestModel.tokenizer()
        let clause = """
            The Receiving Party shall hold all Confidential Information in strict confidence and shall \
            not disclose it to any third party without the Disclosing Party's prior written consent, \
            except to its employees who need to know it for the Purpose (§ 4.2).
            """
        let ids = tokenizer.encode(clause)
        // Hugging Face gives 53 ids: … "(", "§", "4", ".", "2", ")", ".", [SEP].
        #expect(ids.count == 53)
        #expect(ids.suffix(8) == [1006, 1073, 1018, 1012, 1016, 1007, 1012, 102])
        let runs = 200
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<runs { precondition(tokenizer.encode(clause).count == ids.count) }
        }
        // Release builds take about 10 µs; the bound leaves room for debug builds and a busy machine.
        #expect(elapsed / runs < .milliseconds(1), "\(elapsed / runs) per clause")
    }
}
