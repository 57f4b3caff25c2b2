import Bert
import Foundation

/// libFuzzer entry: any bytes (lossily decoded as UTF-8) through the WordPiece tokenizer with the
/// real vocabulary; ids must stay in range and the output must end with [SEP].
nonisolated(unsafe) let tokenizer: WordPieceTokenizer = {
    let folder = ProcessInfo.processInfo.environment["LORATRAINER_MODEL_DIR"] ?? "Models/all-MiniLM-L6-v2"
    do { return try WordPieceTokenizer(vocabularyFile: folder + "/vocab.txt") } catch {
        fatalError("fuzz-tokenizer needs the base model's vocab.txt: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let ids = tokenizer.encode(text, maxLength: 64)
    precondition(ids.count >= 2 && ids.count <= 64 && ids.last == tokenizer.sepID, "bad encoding for \(text.debugDescription)")
    precondition(ids.allSatisfy { $0 >= 0 && Int($0) < tokenizer.vocabularySize }, "id out of range")
    return 0
}
