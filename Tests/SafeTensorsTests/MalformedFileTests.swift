import SafeTensors
import Testing

/// Every malformed case the reference rejects, built byte by byte, each with its own error.
@Suite("Reader rejects malformed files")
struct MalformedFileTests {
    let oneByte = entry("a", "U8", [1], 0, 1)

    @Test("A file shorter than the 8-byte length is too small")
    func tooShort() {
        expectRejection([1, 0, 0], .headerTooSmall(fileSize: 3), mentioning: ["header too small", "download it again"])
        expectRejection([], .headerTooSmall(fileSize: 0))
    }

    @Test("A header length over 100,000,000 is too large")
    func headerTooLarge() {
        expectRejection(safetensorsBytes(header: "{}", declaredLength: 100_000_001),
                        .headerTooLarge(headerLength: 100_000_001), mentioning: ["100000001", "too large"])
        expectRejection(safetensorsBytes(header: "{}", declaredLength: .max), .headerTooLarge(headerLength: .max))
    }

    @Test("A header length past the end of the file is invalid")
    func headerLengthPastEnd() {
        expectRejection(safetensorsBytes(header: "{}", declaredLength: 100),
                        .invalidHeaderLength(headerLength: 100, fileSize: 10), mentioning: ["100", "10 bytes"])
        expectRejection(safetensorsBytes(header: "{}", declaredLength: 100_000_000),
                        .invalidHeaderLength(headerLength: 100_000_000, fileSize: 10))
    }

    @Test("A header that is not UTF-8 is rejected at the first bad byte")
    func notUTF8() {
        let bad: [UInt8] = Array(#"{"a"#.utf8) + [0xFF] + Array(#"":{}}"#.utf8)
        expectRejection(safetensorsBytes(headerBytes: bad), .headerNotUTF8(byteOffset: 11), mentioning: ["UTF-8", "offset 11"])
        // an overlong "/" and an encoded surrogate are not UTF-8 either
        expectRejection(safetensorsBytes(headerBytes: [0x7B, 0xC0, 0xAF, 0x7D]), .headerNotUTF8(byteOffset: 9))
        expectRejection(safetensorsBytes(headerBytes: [0x7B, 0xED, 0xA0, 0x80, 0x7D]), .headerNotUTF8(byteOffset: 9))
        // a sequence cut short by the end of the header
        expectRejection(safetensorsBytes(headerBytes: [0x7B, 0x7D, 0xE2, 0x82]), .headerNotUTF8(byteOffset: 10))
    }

    @Test("A header that is not JSON is rejected with the offset of the problem")
    func invalidJSON() {
        for (header, offset) in [(#"{"a":"#, 13), (#"{"a":1,}"#, 15), ("{} x", 11), ("", 8), ("{'a':1}", 9),
                                 (#"{"a":01}"#, 14), (#"{"a":"\x"}"#, 15), ("{\"a\":\"\u{01}\"}", 14),
                                 (#"{"a":"\ud800"}"#, 20), (#"{"a":tru}"#, 16)] {
            let bytes = safetensorsBytes(header: header)
            do {
                _ = try SafeTensorsFile(bytes: bytes)
                Issue.record("accepted \(header)")
            } catch {
                guard case let .invalidJSON(byteOffset, _) = error else {
                    Issue.record("\(header): expected invalidJSON, got \(error)")
                    continue
                }
                #expect(byteOffset == offset, "\(header)")
                #expect(error.description.contains("offset \(offset)"))
            }
        }
    }

    @Test("Deeply nested JSON is rejected without exhausting the stack")
    func deepNesting() {
        let header = String(repeating: "[", count: 100_000)
        guard case .invalidJSON = catchError({ () throws(SafeTensorsError) in try SafeTensorsFile(bytes: safetensorsBytes(header: header)) }) else {
            Issue.record("expected invalidJSON")
            return
        }
    }

    @Test("An unknown dtype names the tensor and the dtype")
    func unknownDType() {
        expectRejection(safetensorsBytes(header: "{\(entry("w", "X8", [1], 0, 1))}", data: [0]),
                        .unknownDType(tensor: "w", dtype: "X8"), mentioning: ["\"w\"", "X8", "F32"])
        expectRejection(safetensorsBytes(header: "{\(entry("w", "F4", [2], 0, 1))}", data: [0]),
                        .unknownDType(tensor: "w", dtype: "F4"), mentioning: ["does not support"])
    }

    @Test("A metadata value that is not a string is rejected")
    func nonStringMetadata() {
        expectRejection(safetensorsBytes(header: #"{"__metadata__":{"format":1}}"#),
                        .nonStringMetadataValue(key: "format"), mentioning: ["format", "not a string"])
        expectRejection(safetensorsBytes(header: #"{"__metadata__":[]}"#),
                        .invalidHeader(key: "__metadata__", problem: "is an array, expected an object of string values"))
    }

    @Test("A negative size or offset is rejected")
    func negativeNumber() {
        expectRejection(safetensorsBytes(header: "{\(entry("w", "U8", [-1], 0, 1))}", data: [0]),
                        .negativeNumber(tensor: "w", field: "shape", text: "-1"), mentioning: ["\"w\"", "shape", "-1"])
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[1],"data_offsets":[-0,1]}}"#, data: [0]),
                        .negativeNumber(tensor: "w", field: "data_offsets", text: "-0"))
    }

    @Test("A fractional or exponent number is rejected")
    func fractionalNumber() {
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[1.0],"data_offsets":[0,1]}}"#, data: [0]),
                        .fractionalNumber(tensor: "w", field: "shape", text: "1.0"), mentioning: ["\"w\"", "shape", "1.0"])
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[1],"data_offsets":[0,1e0]}}"#, data: [0]),
                        .fractionalNumber(tensor: "w", field: "data_offsets", text: "1e0"))
    }

    @Test("A number too large for Int is rejected")
    func numberTooLarge() {
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[18446744073709551616],"data_offsets":[0,1]}}"#, data: [0]),
                        .numberTooLarge(tensor: "w", field: "shape", text: "18446744073709551616"))
    }

    @Test("Wrong types and missing fields are schema errors naming the entry")
    func schemaErrors() {
        expectRejection(safetensorsBytes(header: "[]"),
                        .invalidHeader(key: "", problem: "is an array, expected an object mapping tensor names to {dtype, shape, data_offsets}"))
        expectRejection(safetensorsBytes(header: #"{"w":3}"#),
                        .invalidHeader(key: "w", problem: "is a number, expected an object {dtype, shape, data_offsets}"), mentioning: ["\"w\""])
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[1]}}"#),
                        .invalidHeader(key: "w", problem: "missing field \"data_offsets\""), mentioning: ["data_offsets"])
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":8,"shape":[1],"data_offsets":[0,1]}}"#, data: [0]),
                        .invalidHeader(key: "w", problem: "dtype is a number, expected a string"))
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":"1","data_offsets":[0,1]}}"#, data: [0]),
                        .invalidHeader(key: "w", problem: "shape is a string, expected an array of whole numbers"))
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[null],"data_offsets":[0,1]}}"#, data: [0]),
                        .invalidHeader(key: "w", problem: "shape contains null, expected whole numbers"))
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","shape":[1],"data_offsets":[0,1,2]}}"#, data: [0]),
                        .invalidHeader(key: "w", problem: "data_offsets has 3 numbers, expected [begin, end]"))
        expectRejection(safetensorsBytes(header: #"{"w":{"dtype":"U8","dtype":"U8","shape":[1],"data_offsets":[0,1]}}"#, data: [0]),
                        .invalidHeader(key: "w", problem: "field \"dtype\" appears twice"))
        expectRejection(safetensorsBytes(header: #"{"__metadata__":{"a":"1","a":"2"}}"#),
                        .invalidHeader(key: "__metadata__", problem: "key \"a\" appears twice"))
    }

    @Test("Duplicate tensor names are rejected")
    func duplicateNames() {
        let header = "{\(oneByte),\(entry("a", "U8", [1], 1, 2))}"
        expectRejection(safetensorsBytes(header: header, data: [0, 0]), .duplicateTensorName("a"),
                        mentioning: ["\"a\"", "twice"])
    }

    @Test("A gap between tensors is an invalid offset naming the tensor")
    func gap() {
        let header = "{\(entry("a", "F32", [1], 0, 4)),\(entry("b", "F32", [1], 8, 12))}"
        expectRejection(safetensorsBytes(header: header, data: .init(repeating: 0, count: 12)),
                        .invalidOffset(tensor: "b", begin: 8, end: 12, expectedBegin: 4),
                        mentioning: ["\"b\"", "[8, 12]", "begin at 4"])
        expectRejection(safetensorsBytes(header: "{\(entry("a", "U8", [1], 1, 2))}", data: [0, 0]),
                        .invalidOffset(tensor: "a", begin: 1, end: 2, expectedBegin: 0))
    }

    @Test("Overlapping tensors are an invalid offset naming the tensor")
    func overlap() {
        let header = "{\(entry("a", "F32", [2], 0, 8)),\(entry("b", "F32", [2], 4, 12))}"
        expectRejection(safetensorsBytes(header: header, data: .init(repeating: 0, count: 12)),
                        .invalidOffset(tensor: "b", begin: 4, end: 12, expectedBegin: 8), mentioning: ["\"b\"", "[4, 12]"])
    }

    @Test("An end before the begin is an invalid offset")
    func endBeforeBegin() {
        let header = "{\(entry("a", "U8", [4], 0, 4)),\(entry("b", "U8", [0], 4, 2))}"
        expectRejection(safetensorsBytes(header: header, data: [0, 0, 0, 0]),
                        .invalidOffset(tensor: "b", begin: 4, end: 2, expectedBegin: 4), mentioning: ["\"b\"", "end before"])
    }

    @Test("A shape whose size overflows is rejected")
    func elementCountOverflow() {
        let header = "{\(entry("w", "U8", [4_294_967_296, 4_294_967_296], 0, 1))}"
        expectRejection(safetensorsBytes(header: header, data: [0]),
                        .elementCountOverflow(tensor: "w", shape: [4_294_967_296, 4_294_967_296]), mentioning: ["\"w\""])
        let bytesOverflow = "{\(entry("w", "F64", [Int.max / 4], 0, 1))}"
        expectRejection(safetensorsBytes(header: bytesOverflow, data: [0]),
                        .elementCountOverflow(tensor: "w", shape: [Int.max / 4]))
    }

    @Test("A byte span that is not elements times dtype size names the tensor")
    func spanMismatch() {
        let header = "{\(entry("w", "F32", [3], 0, 8))}"
        expectRejection(safetensorsBytes(header: header, data: .init(repeating: 0, count: 8)),
                        .tensorSizeMismatch(tensor: "w", dtype: .F32, shape: [3], byteCount: 8, expectedByteCount: 12),
                        mentioning: ["\"w\"", "8 bytes", "12 bytes"])
    }

    @Test("Bytes after the last tensor are rejected")
    func trailingBytes() {
        expectRejection(safetensorsBytes(header: "{\(oneByte)}", data: [0, 0]),
                        .trailingBytes(dataEnd: 1, dataSize: 2), mentioning: ["trailing bytes"])
    }

    @Test("A file that ends before its last tensor is truncated")
    func truncated() {
        let header = "{\(entry("w", "F32", [2], 0, 8))}"
        expectRejection(safetensorsBytes(header: header, data: [0, 0, 0, 0]),
                        .truncated(dataEnd: 8, dataSize: 4), mentioning: ["truncated", "download"])
    }

    @Test("Checks run in the reference's order: layout errors come before coverage errors")
    func checkOrder() {
        // a gap and trailing bytes: the gap is reported
        let header = "{\(entry("a", "U8", [1], 1, 2))}"
        expectRejection(safetensorsBytes(header: header, data: [0, 0, 0]), .invalidOffset(tensor: "a", begin: 1, end: 2, expectedBegin: 0))
        // tensors are checked in offset order, not name order
        let swapped = "{\(entry("a", "U8", [1], 1, 2)),\(entry("b", "U8", [2], 0, 1))}"
        expectRejection(safetensorsBytes(header: swapped, data: [0, 0]),
                        .tensorSizeMismatch(tensor: "b", dtype: .U8, shape: [2], byteCount: 1, expectedByteCount: 2))
    }

    @Test("Zero-sized tensors, scalars, whitespace, null metadata and unknown fields are legal")
    func legalEdges() throws {
        let header = " {\"__metadata__\":null, \(entry("e", "F32", [0, 3], 0, 0)),\(entry("z", "I64", [2, 0], 0, 0)),"
            + #""s":{"dtype":"F32","shape":[],"data_offsets":[0,4],"extra":[1,{"x":null}]}}"# + "\n "
        let file = try SafeTensorsFile(bytes: safetensorsBytes(header: header, data: [0, 0, 0x60, 0x40]))
        #expect(file.metadata == nil)
        #expect(file.tensors.map(\.name) == ["e", "s", "z"])
        #expect(try file.floats("s") == [3.5])
        #expect(try file.floats("e").isEmpty)
        #expect(try file.int64s("z").isEmpty)
        #expect(try file.info("s").elementCount == 1)
        #expect(try SafeTensorsFile(bytes: safetensorsBytes(header: "{}")).tensors.isEmpty)
    }

    @Test("No prefix or single-byte corruption of a valid file crashes the reader")
    func corruptionNeverCrashes() throws {
        let valid = try SafeTensorsWriter.serialize([
            TensorToWrite(name: "a", shape: [2, 2], values: [1, 2, 3, 4]),
            TensorToWrite(name: "b", shape: [3], values: [1, 2, 3], dtype: .F16),
        ], metadata: ["format": "pt"])
        for length in 0..<valid.count {
            #expect(throws: SafeTensorsError.self) { try SafeTensorsFile(bytes: Array(valid[..<length])) }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            var bytes = valid
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            bytes[index] = UInt8.random(in: 0...255, using: &generator)
            if let file = try? SafeTensorsFile(bytes: bytes) {
                for tensor in file.tensors { _ = try? file.floats(tensor.name) }
            }
        }
    }
}

/// The error `body` throws, or nil.
func catchError<T>(_ body: () throws(SafeTensorsError) -> T) -> SafeTensorsError? {
    do { _ = try body(); return nil } catch { return error }
}
