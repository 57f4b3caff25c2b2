@_spi(_Unicode) import Swift  // String._nfd: the standard library's canonical decomposition

/// Splitting raw text into words: Hugging Face's added-token split, BertNormalizer (clean text,
/// CJK spacing, strip accents, lowercase) and BertPreTokenizer (whitespace and punctuation).
///
/// The reference normalizes the whole text, then splits it. This does both in one pass over the
/// scalars of the text: each scalar is cleaned, decomposed on its own, stripped of nonspacing marks
/// and lowercased, and every resulting scalar goes to the current word, ends it (whitespace) or
/// becomes a word of its own (punctuation, CJK ideograph). Decomposing scalar by scalar skips NFD's
/// reordering of combining marks, which only changes the order of the marks it then drops (short of
/// two adjacent out-of-order spacing marks with combining classes, such as musical stems).
///
/// Categories, marks and decompositions follow the reference's Unicode 8.0 tables
/// (`referenceCategory(of:)`); whitespace and lowercasing follow current Unicode, as the reference's
/// do.
extension WordPieceTokenizer {
    enum BasicToken: Equatable {
        /// A special token written literally in the text, such as `[SEP]`.
        case special(Int32)
        /// A normalized word: no whitespace, a single punctuation scalar, or a single CJK ideograph.
        case word(String)
    }

    /// Special tokens first (matched in the raw text, leftmost, longest), then words of the rest.
    func basicTokens(of text: String) -> [BasicToken] {
        var result: [BasicToken] = []
        var rest = text[...]
        if !specialTokens.isEmpty, text.utf8.contains(UInt8(ascii: "[")) {
            while let (range, id) = firstSpecialToken(in: rest) {
                Self.appendWords(of: rest[..<range.lowerBound], to: &result)
                result.append(.special(id))
                rest = rest[range.upperBound...]
            }
        }
        Self.appendWords(of: rest, to: &result)
        return result
    }

    private func firstSpecialToken(in text: Substring) -> (Range<Substring.Index>, Int32)? {
        var index = text.utf8.startIndex
        while let open = text.utf8[index...].firstIndex(of: UInt8(ascii: "[")) {
            let tail = text.utf8[open...]
            for special in specialTokens where tail.starts(with: special.text.utf8) {
                let end = text.utf8.index(open, offsetBy: special.text.utf8.count)
                return (open..<end, special.id)
            }
            index = text.utf8.index(after: open)
        }
        return nil
    }

    /// Normalizes `text` and appends its words.
    static func appendWords(of text: Substring, to result: inout [BasicToken]) {
        var word: [UInt8] = []  // UTF-8 of the word being built, reused
        word.reserveCapacity(64)
        func endWord() {
            if !word.isEmpty {
                result.append(.word(String(decoding: word, as: UTF8.self)))
                word.removeAll(keepingCapacity: true)
            }
        }
        func appendNormalized(_ scalar: Unicode.Scalar) {
            if isPunctuation(scalar) {
                endWord()
                result.append(.word(String(scalar)))
            } else {
                UTF8.encode(scalar) { word.append($0) }
            }
        }
        func appendLowercased(_ scalar: Unicode.Scalar) {
            if scalar.properties.changesWhenLowercased {
                scalar.properties.lowercaseMapping.unicodeScalars.forEach(appendNormalized)
            } else {
                appendNormalized(scalar)
            }
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {  // ASCII: no decomposition, no marks, simple lowercase
                switch value {
                case 0x09, 0x0A, 0x0D, 0x20: endWord()
                case 0x00..<0x20, 0x7F: break
                case 0x41...0x5A: word.append(UInt8(value + 0x20))
                case 0x30...0x39, 0x61...0x7A: word.append(UInt8(value))
                default: appendNormalized(scalar)
                }
                continue
            }
            let category = referenceCategory(of: scalar)
            if value == 0xFFFD || isControl(category, scalar) { continue }
            if isWhitespace(scalar) {
                endWord()
                continue
            }
            let isCJK = isCJKIdeograph(scalar)
            if isCJK { endWord() }
            if category == nil {  // the reference has no decompositions after Unicode 8.0 either
                appendLowercased(scalar)
            } else {
                for decomposed in String(scalar)._nfd where referenceCategory(of: decomposed) != .nonspacingMark {
                    appendLowercased(decomposed)
                }
            }
            if isCJK { endWord() }
        }
        endWord()
    }

    /// Control and format characters, which clean-text drops: reference categories Cc, Cf and Co (the
    /// reference drops private use too, and keeps unassigned code points). Tab, newline and carriage
    /// return are whitespace instead.
    static func isControl(_ category: Unicode.GeneralCategory?, _ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        default:
            switch category {
            case .control, .format, .privateUse: return true
            default: return false
            }
        }
    }

    /// Unicode White_Space (Rust's `char::is_whitespace`), plus tab, newline and carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20: return true
        default: return scalar.properties.isWhitespace
        }
    }

    /// ASCII symbols and punctuation (33–47, 58–64, 91–96, 123–126) and Unicode punctuation (P*).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 33...47, 58...64, 91...96, 123...126: return true
        case 0..<0x80: return false
        default:
            switch referenceCategory(of: scalar) {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
    }

    /// The general category of `scalar` in the reference's tables, which are Unicode 8.0: nil (unassigned)
    /// for a code point assigned later, and the 8.0 category for the few that changed since. Checked
    /// against every code point by the "tokenizer_codepoints" fixture.
    static func referenceCategory(of scalar: Unicode.Scalar) -> Unicode.GeneralCategory? {
        switch scalar.value {
        case 0x166D, 0x111C9: return .otherPunctuation  // So and Mn today
        case 0x1734, 0x1171E: return .nonspacingMark  // Mc today
        case 0x1885, 0x1886: return .otherLetter  // Mn today
        case 0xA9BD: return .spacingMark  // Mn today
        default:
            guard let age = scalar.properties.age, age.major < 9 else { return nil }
            return scalar.properties.generalCategory
        }
    }

    /// The CJK ideograph blocks of BertNormalizer in Hugging Face `tokenizers` (which, unlike the
    /// Python BasicTokenizer, leaves out U+2B820–U+2B91F).
    static func isCJKIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F,
             0x2B740...0x2B81F, 0x2B920...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
