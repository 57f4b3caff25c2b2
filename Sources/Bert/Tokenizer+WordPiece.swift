/// Greedy longest-match-first WordPiece (Hugging Face `tokenizers` WordPiece model).
extension WordPieceTokenizer {
    /// Appends the pieces of one normalized word: the longest vocabulary entry that starts the word,
    /// then the longest `##` entry that continues it, and so on. A word longer than 100 scalars, or
    /// one with a remainder that no entry starts, is a single `[UNK]`.
    func appendWordPieces(of word: String, to ids: inout [Int32]) {
        // Most words are whole vocabulary entries.
        if let id = pieceIDs[VocabularyKey(word)] {
            ids.append(id)
            return
        }
        let scalars = word.unicodeScalars
        // utf8.count bounds the scalar count from above, so short words skip the count.
        if word.utf8.count > Self.maxScalarsPerWord && scalars.count > Self.maxScalarsPerWord {
            ids.append(unkID)
            return
        }
        let firstNew = ids.count
        var start = scalars.startIndex
        while start < scalars.endIndex {
            let table = start == scalars.startIndex ? pieceIDs : continuationIDs
            var end = scalars.endIndex
            var match: Int32?
            while end > start {
                if let id = table[VocabularyKey(String(scalars[start..<end]))] {
                    match = id
                    break
                }
                scalars.formIndex(before: &end)
            }
            guard let match else {
                ids.removeSubrange(firstNew...)
                ids.append(unkID)
                return
            }
            ids.append(match)
            start = end
        }
    }
}
