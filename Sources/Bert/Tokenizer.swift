import FoundationEssentials

/// A vocabulary that cannot be read or lacks a token the tokenizer needs.
///
/// The description says what went wrong and how to remedy it; `underlyingError` carries the cause.
public struct TokenizerError: Error, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The vocabulary file does not exist or cannot be read as UTF-8.
        case vocabularyUnreadable
        /// The vocabulary lacks one of `[PAD]`, `[UNK]`, `[CLS]`, `[SEP]`.
        case missingSpecialToken(String)
    }

    public let kind: Kind
    /// The vocabulary file, when the vocabulary came from one.
    public let path: String?
    public let underlyingError: (any Error)?

    public var description: String {
        switch kind {
        case .vocabularyUnreadable:
            var text = "cannot read the tokenizer vocabulary at \(path ?? "?")"
            if let underlyingError { text += " (\(underlyingError))" }
            return text + "; run ./scripts/fetch-model.sh to fetch the base model, "
                + "or point LORATRAINER_MODEL_DIR at a folder holding vocab.txt"
        case .missingSpecialToken(let token):
            let source = path.map { "the vocabulary at \($0)" } ?? "the vocabulary"
            return "\(source) has no \(token) token; it is not a BERT WordPiece vocabulary "
                + "(run ./scripts/fetch-model.sh to fetch all-MiniLM-L6-v2's vocab.txt)"
        }
    }
}

/// The BERT WordPiece tokenizer of all-MiniLM-L6-v2, giving the ids of Hugging Face's tokenizer.
///
/// Pipeline (Hugging Face `tokenizers`: added tokens, BertNormalizer, BertPreTokenizer, WordPiece,
/// `[CLS] … [SEP]` template): special tokens written literally in the text (`[SEP]`, …) are kept whole;
/// the rest is cleaned (control characters dropped, whitespace made a space), CJK ideographs are
/// spaced, accents stripped (NFD, drop nonspacing marks), text lowercased, split on whitespace and
/// punctuation, and each word is split greedily, longest match first, into vocabulary pieces with
/// `##` marking a continuation. Everything works on Unicode scalars (code points), as the reference
/// does, never on Swift `Character`s.
public struct WordPieceTokenizer: Sendable {
    public let padID: Int32, unkID: Int32, clsID: Int32, sepID: Int32

    /// Token by id (id = line index in vocab.txt).
    let tokens: [String]
    /// Word-initial pieces: every vocabulary entry, as written.
    let pieceIDs: [VocabularyKey: Int32]
    /// Continuation pieces, keyed without their `##` prefix.
    let continuationIDs: [VocabularyKey: Int32]
    /// Special tokens matched literally in raw text before normalization, longest first.
    let specialTokens: [(text: String, id: Int32)]

    /// Words longer than this many scalars become `[UNK]` (the reference's `max_input_chars_per_word`).
    static let maxScalarsPerWord = 100
    static let continuationPrefix = "##"

    /// Loads `vocab.txt`: one token a line, id = line index.
    public init(vocabularyFile path: String) throws {
        let contents: String
        do {
            contents = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw TokenizerError(kind: .vocabularyUnreadable, path: path, underlyingError: error)
        }
        // Split on "\n" bytes, not Characters: "\r\n" is one Character, and a line may start with a
        // combining mark.
        var lines = contents.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { line -> String in
                let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
                return String(decoding: trimmed, as: UTF8.self)
            }
        if lines.last == "" { lines.removeLast() }
        try self.init(validating: lines, path: path)
    }

    /// A tokenizer over an in-memory vocabulary (id = index); it must hold `[PAD]`, `[UNK]`, `[CLS]`
    /// and `[SEP]`, which is a programming error otherwise.
    public init(vocabulary: [String]) {
        do {
            try self.init(validating: vocabulary, path: nil)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    init(validating vocabulary: [String], path: String?) throws {
        var pieceIDs = [VocabularyKey: Int32](minimumCapacity: vocabulary.count)
        var continuationIDs = [VocabularyKey: Int32]()
        let prefix = Self.continuationPrefix.utf8
        for (index, token) in vocabulary.enumerated() {
            let id = Int32(index)
            // A repeated token keeps its last id, as the reference's load_vocab does.
            pieceIDs[VocabularyKey(token)] = id
            // Bytes, not Characters: in "##ि" the second "#" and the vowel sign are one Character.
            if token.utf8.starts(with: prefix) {
                let rest = token.utf8.dropFirst(prefix.count)
                continuationIDs[VocabularyKey(String(Substring(rest)))] = id
            }
        }
        func require(_ token: String) throws -> Int32 {
            guard let id = pieceIDs[VocabularyKey(token)] else {
                throw TokenizerError(kind: .missingSpecialToken(token), path: path, underlyingError: nil)
            }
            return id
        }
        padID = try require("[PAD]")
        unkID = try require("[UNK]")
        clsID = try require("[CLS]")
        sepID = try require("[SEP]")
        tokens = vocabulary
        self.pieceIDs = pieceIDs
        self.continuationIDs = continuationIDs
        specialTokens = ["[MASK]", "[PAD]", "[UNK]", "[CLS]", "[SEP]"]
            .compactMap { token in pieceIDs[VocabularyKey(token)].map { (token, $0) } }
            .sorted { $0.text.utf8.count > $1.text.utf8.count }
    }

    public var vocabularySize: Int { tokens.count }

    /// WordPiece tokens of `text`, without `[CLS]`/`[SEP]`; an unmatched word is `[UNK]`.
    public func tokenize(_ text: String) -> [String] {
        wordPieceIDs(of: text, limit: .max).map { token(for: $0) }
    }

    /// `[CLS] … [SEP]` ids, truncated so there are at most `maxLength` ids, still ending with `[SEP]`.
    public func encode(_ text: String, maxLength: Int = 256) -> [Int32] {
        precondition(maxLength >= 2, "maxLength must leave room for [CLS] and [SEP], got \(maxLength)")
        var ids: [Int32] = [clsID]
        ids.append(contentsOf: wordPieceIDs(of: text, limit: maxLength - 2))
        ids.append(sepID)
        return ids
    }

    /// The vocabulary entry for `id`; `[UNK]` for an id outside the vocabulary.
    public func token(for id: Int32) -> String {
        tokens.indices.contains(Int(id)) ? tokens[Int(id)] : tokens[Int(unkID)]
    }

    /// Ids of `text` without `[CLS]`/`[SEP]`, stopping after `limit` ids.
    func wordPieceIDs(of text: String, limit: Int) -> [Int32] {
        var ids: [Int32] = []
        guard limit > 0 else { return ids }
        for piece in basicTokens(of: text) {
            switch piece {
            case .special(let id):
                ids.append(id)
            case .word(let word):
                appendWordPieces(of: word, to: &ids)
            }
            if ids.count >= limit {
                ids.removeSubrange(limit...)
                break
            }
        }
        return ids
    }
}

/// A vocabulary entry compared and hashed by its UTF-8 bytes, as the reference compares tokens.
///
/// `String` equality is canonical equivalence ("é" == "e\u{301}"), which would match entries the
/// reference does not; comparing bytes is also faster for non-ASCII text.
struct VocabularyKey: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
