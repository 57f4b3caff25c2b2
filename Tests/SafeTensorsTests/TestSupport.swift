import Foundation
import SafeTensors
import Testing

/// A safetensors file from a header string and data bytes; the length is the header's UTF-8 length
/// unless `declaredLength` overrides it.
func safetensorsBytes(header: String, data: [UInt8] = [], declaredLength: UInt64? = nil) -> [UInt8] {
    safetensorsBytes(headerBytes: Array(header.utf8), data: data, declaredLength: declaredLength)
}

func safetensorsBytes(headerBytes: [UInt8], data: [UInt8] = [], declaredLength: UInt64? = nil) -> [UInt8] {
    let length = declaredLength ?? UInt64(headerBytes.count)
    return withUnsafeBytes(of: length.littleEndian, Array.init) + headerBytes + data
}

/// One header entry, `"name":{"dtype":…,"shape":[…],"data_offsets":[b,e]}`.
func entry(_ name: String, _ dtype: String, _ shape: [Int], _ begin: Int, _ end: Int) -> String {
    #""\#(name)":{"dtype":"\#(dtype)","shape":\#(shape),"data_offsets":[\#(begin),\#(end)]}"#
}

/// Asserts the reader rejects `bytes` with exactly `expected`, and that the message contains each of `words`.
func expectRejection(_ bytes: [UInt8], _ expected: SafeTensorsError, mentioning words: [String] = [],
                     sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let file = try SafeTensorsFile(bytes: bytes)
        Issue.record("expected \(expected) but the file was accepted with \(file.tensors.count) tensors",
                     sourceLocation: sourceLocation)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "message does not mention \(word): \(error)",
                    sourceLocation: sourceLocation)
        }
    }
}

/// Runs `body`, which must throw exactly `expected` (its message containing each of `words`).
func expectError<T>(_ expected: SafeTensorsError, mentioning words: [String] = [],
                    sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: () throws(SafeTensorsError) -> T) {
    do {
        _ = try body()
        Issue.record("expected \(expected) but nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "message does not mention \(word): \(error)",
                    sourceLocation: sourceLocation)
        }
    }
}

/// The folder of reference fixtures copied into the test bundle.
func fixturesFolder() throws -> URL {
    try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
}

/// A fresh empty folder under the system temporary directory, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("safetensors-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
}
