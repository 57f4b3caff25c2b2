import Foundation
import Testing
@testable import Bert

/// Every Unicode code point, normalized and split as the reference does it.
///
/// The fixture holds, per block of 256 code points, a digest of the reference's words for
/// "a" + c + "a" (scripts/reference/make_tokenizer_fixture.py). A failing block names the code points
/// to inspect; the most likely cause is a Swift toolchain with a newer Unicode version.
@Suite("Tokenizer code points")
struct TokenizerCodePointTests {
    struct Digests: Decodable {
        let blockSize: Int
        let digests: [String]
    }

    @Test("Every code point normalizes and splits as in Hugging Face's tokenizer")
    func everyCodePointMatchesReference() throws {
        let url = try #require(
            Bundle.module.url(forResource: "tokenizer_codepoints", withExtension: "json", subdirectory: "Fixtures"),
            "Fixtures/tokenizer_codepoints.json is missing; run scripts/reference/make_tokenizer_fixture.py")
        let fixture = try JSONDecoder().decode(Digests.self, from: Data(contentsOf: url))
        #expect(fixture.blockSize * fixture.digests.count == 0x110000)
        var failing: [String] = []
        for (block, expected) in fixture.digests.enumerated() {
            let start = UInt32(block * fixture.blockSize)
            let digest = Self.digest(of: start..<start + UInt32(fixture.blockSize))
            if String(digest, radix: 16).leftPadded(to: 16) != expected {
                failing.append("U+\(String(start, radix: 16, uppercase: true))…")
            }
        }
        #expect(failing.isEmpty, """
            \(failing.count) blocks of \(fixture.blockSize) code points differ from the reference: \
            \(failing.prefix(20).joined(separator: ", "))
            """)
    }

    /// FNV-1a 64 of the words of "a" + c + "a" joined by "|", one line per code point, as UTF-8.
    static func digest(of codePoints: Range<UInt32>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func add(_ bytes: String.UTF8View) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        for value in codePoints {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            var tokens: [WordPieceTokenizer.BasicToken] = []
            WordPieceTokenizer.appendWords(of: "a\(scalar)a"[...], to: &tokens)
            for (index, token) in tokens.enumerated() {
                guard case .word(let word) = token else { continue }
                if index > 0 { add("|".utf8) }
                add(word.utf8)
            }
            add("\n".utf8)
        }
        return hash
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
