/// One tensor's entry in the header: name, element type, shape and byte range in the data section.
public struct TensorInfo: Sendable, Equatable {
    public let name: String
    public let dtype: DType
    /// Row-major shape; empty for a rank-0 scalar.
    public let shape: [Int]
    /// Byte range relative to the start of the data section (just after the header), end exclusive.
    public let dataOffsets: Range<Int>

    /// Number of elements (1 for a scalar, 0 if any dimension is 0). Checked for overflow when read.
    public var elementCount: Int { shape.reduce(1, *) }

    public init(name: String, dtype: DType, shape: [Int], dataOffsets: Range<Int>) {
        self.name = name
        self.dtype = dtype
        self.shape = shape
        self.dataOffsets = dataOffsets
    }
}

/// The decoded and validated header of a safetensors buffer.
struct Header {
    static let maxHeaderLength: UInt64 = 100_000_000

    var metadata: [String: String]?
    /// Sorted by name (UTF-8 byte order).
    var tensors: [TensorInfo]
    /// Offset of the data section from the start of the buffer: 8 + header length.
    var dataStart: Int

    /// Runs the reference's checks in the reference's order over a whole file's bytes.
    init(parsing buffer: UnsafeRawBufferPointer) throws(SafeTensorsError) {
        // 1. the 8-byte length
        guard buffer.count >= 8 else { throw .headerTooSmall(fileSize: buffer.count) }
        var length: UInt64 = 0
        for index in (0..<8).reversed() { length = length << 8 | UInt64(buffer[index]) }
        // 2. the size limit
        guard length <= Self.maxHeaderLength else { throw .headerTooLarge(headerLength: length) }
        // 3. inside the file (length ≤ 1e8, so 8 + length cannot overflow Int here)
        let headerEnd = 8 + Int(length)
        guard headerEnd <= buffer.count else {
            throw .invalidHeaderLength(headerLength: length, fileSize: buffer.count)
        }
        let headerBytes = UnsafeRawBufferPointer(rebasing: buffer[8..<headerEnd])
        // 4. UTF-8
        if let bad = firstInvalidUTF8Index(headerBytes) { throw .headerNotUTF8(byteOffset: 8 + bad) }
        // 5. JSON of the schema
        let json = try StrictJSONParser.parse(headerBytes, baseOffset: 8)
        let (metadata, entries) = try Self.decodeSchema(json)
        // 6. offsets and sizes
        let dataEnd = try Self.validateLayout(entries)
        // 7. the data covers the rest of the file exactly
        let dataSize = buffer.count - headerEnd
        if dataEnd > dataSize { throw .truncated(dataEnd: dataEnd, dataSize: dataSize) }
        if dataEnd < dataSize { throw .trailingBytes(dataEnd: dataEnd, dataSize: dataSize) }

        self.metadata = metadata
        self.tensors = entries
            .map { TensorInfo(name: $0.name, dtype: $0.dtype, shape: $0.shape, dataOffsets: $0.begin..<$0.end) }
            .sorted { utf8Less($0.name, $1.name) }
        self.dataStart = headerEnd
    }

    // MARK: 5. schema

    private static func decodeSchema(_ json: JSONValue) throws(SafeTensorsError) -> ([String: String]?, [Entry]) {
        guard case let .object(members) = json else {
            throw .invalidHeader(key: "", problem: "is \(json.kind), expected an object mapping tensor names to {dtype, shape, data_offsets}")
        }
        var metadata: [String: String]?
        var sawMetadata = false
        var names = Set<[UInt8]>()
        var tensors: [Entry] = []
        tensors.reserveCapacity(members.count)
        for member in members {
            if member.key == "__metadata__" {
                guard !sawMetadata else { throw .invalidHeader(key: member.key, problem: "appears twice") }
                sawMetadata = true
                metadata = try decodeMetadata(member.value)
                continue
            }
            guard names.insert(Array(member.key.utf8)).inserted else { throw .duplicateTensorName(member.key) }
            tensors.append(try decodeTensor(name: member.key, member.value))
        }
        return (metadata, tensors)
    }

    private static func decodeMetadata(_ value: JSONValue) throws(SafeTensorsError) -> [String: String]? {
        switch value {
        case .null:
            return nil
        case let .object(members):
            var metadata: [String: String] = [:]
            var keys = Set<[UInt8]>()
            for member in members {
                guard case let .string(text) = member.value else { throw .nonStringMetadataValue(key: member.key) }
                guard keys.insert(Array(member.key.utf8)).inserted else {
                    throw .invalidHeader(key: "__metadata__", problem: "key \"\(member.key)\" appears twice")
                }
                metadata[member.key] = text
            }
            return metadata
        default:
            throw .invalidHeader(key: "__metadata__", problem: "is \(value.kind), expected an object of string values")
        }
    }

    /// A tensor entry before layout checks (end may still be below begin).
    struct Entry {
        let name: String
        let dtype: DType
        let shape: [Int]
        let begin: Int
        let end: Int
    }

    private static func decodeTensor(name: String, _ value: JSONValue) throws(SafeTensorsError) -> Entry {
        guard case let .object(members) = value else {
            throw .invalidHeader(key: name, problem: "is \(value.kind), expected an object {dtype, shape, data_offsets}")
        }
        var dtypeValue: JSONValue?, shapeValue: JSONValue?, offsetsValue: JSONValue?
        for member in members {
            switch member.key {
            case "dtype": try assign(&dtypeValue, member, tensor: name)
            case "shape": try assign(&shapeValue, member, tensor: name)
            case "data_offsets": try assign(&offsetsValue, member, tensor: name)
            default: continue  // the reference ignores unknown fields
            }
        }
        guard let dtypeValue else { throw .invalidHeader(key: name, problem: "missing field \"dtype\"") }
        guard let shapeValue else { throw .invalidHeader(key: name, problem: "missing field \"shape\"") }
        guard let offsetsValue else { throw .invalidHeader(key: name, problem: "missing field \"data_offsets\"") }

        guard case let .string(dtypeText) = dtypeValue else {
            throw .invalidHeader(key: name, problem: "dtype is \(dtypeValue.kind), expected a string")
        }
        guard let dtype = DType(rawValue: dtypeText) else { throw .unknownDType(tensor: name, dtype: dtypeText) }
        let shape = try wholeNumbers(shapeValue, tensor: name, field: "shape")
        let offsets = try wholeNumbers(offsetsValue, tensor: name, field: "data_offsets")
        guard offsets.count == 2 else {
            throw .invalidHeader(key: name, problem: "data_offsets has \(offsets.count) numbers, expected [begin, end]")
        }
        return Entry(name: name, dtype: dtype, shape: shape, begin: offsets[0], end: offsets[1])
    }

    private static func assign(_ slot: inout JSONValue?, _ member: JSONMember, tensor: String) throws(SafeTensorsError) {
        guard slot == nil else { throw .invalidHeader(key: tensor, problem: "field \"\(member.key)\" appears twice") }
        slot = member.value
    }

    private static func wholeNumbers(_ value: JSONValue, tensor: String, field: String) throws(SafeTensorsError) -> [Int] {
        guard case let .array(elements) = value else {
            throw .invalidHeader(key: tensor, problem: "\(field) is \(value.kind), expected an array of whole numbers")
        }
        var numbers: [Int] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            guard case let .number(text) = element else {
                throw .invalidHeader(key: tensor, problem: "\(field) contains \(element.kind), expected whole numbers")
            }
            numbers.append(try wholeNumber(text, tensor: tensor, field: field))
        }
        return numbers
    }

    /// Parses JSON number text that must be a non-negative integer without fraction or exponent.
    private static func wholeNumber(_ text: String, tensor: String, field: String) throws(SafeTensorsError) -> Int {
        if text.utf8.first == UInt8(ascii: "-") { throw .negativeNumber(tensor: tensor, field: field, text: text) }
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            throw .fractionalNumber(tensor: tensor, field: field, text: text)
        }
        var value = 0
        for byte in text.utf8 {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte) - 48)
            if overflow1 || overflow2 { throw .numberTooLarge(tensor: tensor, field: field, text: text) }
            value = sum
        }
        return value
    }

    // MARK: 6. layout

    /// Walks tensors in offset order as the reference does; returns where the last one ends.
    private static func validateLayout(_ entries: [Entry]) throws(SafeTensorsError) -> Int {
        let ordered = entries.sorted { a, b in
            if a.begin != b.begin { return a.begin < b.begin }
            if a.end != b.end { return a.end < b.end }
            return utf8Less(a.name, b.name)
        }
        var expectedBegin = 0
        for entry in ordered {
            guard entry.begin == expectedBegin, entry.end >= entry.begin else {
                throw .invalidOffset(tensor: entry.name, begin: entry.begin, end: entry.end, expectedBegin: expectedBegin)
            }
            expectedBegin = entry.end
            var elements = 1
            for dimension in entry.shape {
                let (product, overflow) = elements.multipliedReportingOverflow(by: dimension)
                if overflow { throw .elementCountOverflow(tensor: entry.name, shape: entry.shape) }
                elements = product
            }
            let (byteCount, overflow) = elements.multipliedReportingOverflow(by: entry.dtype.byteSize)
            if overflow { throw .elementCountOverflow(tensor: entry.name, shape: entry.shape) }
            guard entry.end - entry.begin == byteCount else {
                throw .tensorSizeMismatch(tensor: entry.name, dtype: entry.dtype, shape: entry.shape,
                                          byteCount: entry.end - entry.begin, expectedByteCount: byteCount)
            }
        }
        return expectedBegin
    }
}
