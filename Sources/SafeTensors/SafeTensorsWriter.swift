/// A tensor to write: Float values, stored as F32 or as F16 (rounded to nearest, ties to even).
public struct TensorToWrite: Sendable {
    public let name: String
    public let shape: [Int]
    public let values: [Float]
    public let dtype: DType

    public init(name: String, shape: [Int], values: [Float], dtype: DType = .F32) {
        self.name = name
        self.shape = shape
        self.values = values
        self.dtype = dtype
    }
}

/// Writes safetensors files byte-for-byte as the reference writer (`safetensors` 0.8) does.
///
/// Layout: tensors sorted by dtype alignment (largest first) then name (UTF-8 bytes), back to back
/// from offset 0; the header is compact JSON with `__metadata__` first and each entry as
/// `{"dtype","shape","data_offsets"}`, padded with spaces to a multiple of 8. The reference keeps
/// metadata in a hash map, so its key order is arbitrary when there are several keys; this writer
/// sorts them (with one key, as PEFT's `{"format": "pt"}`, the bytes are identical).
public enum SafeTensorsWriter {
    /// The complete file as bytes.
    public static func serialize(_ tensors: [TensorToWrite], metadata: [String: String]?) throws(SafeTensorsError) -> [UInt8] {
        try validate(tensors)
        let ordered = tensors.sorted { a, b in
            a.dtype.referenceRank != b.dtype.referenceRank
                ? a.dtype.referenceRank > b.dtype.referenceRank
                : utf8Less(a.name, b.name)
        }
        var header: [UInt8] = [UInt8(ascii: "{")]
        var needsComma = false
        if let metadata {
            header.append(contentsOf: #""__metadata__":{"#.utf8)
            for (index, key) in metadata.keys.sorted(by: utf8Less).enumerated() {
                if index > 0 { header.append(UInt8(ascii: ",")) }
                appendJSONString(key, to: &header)
                header.append(UInt8(ascii: ":"))
                appendJSONString(metadata[key] ?? "", to: &header)
            }
            header.append(UInt8(ascii: "}"))
            needsComma = true
        }
        var offset = 0
        for tensor in ordered {
            if needsComma { header.append(UInt8(ascii: ",")) }
            needsComma = true
            let byteCount = tensor.values.count * tensor.dtype.byteSize
            appendJSONString(tensor.name, to: &header)
            header.append(contentsOf: #":{"dtype":"#.utf8)
            appendJSONString(tensor.dtype.rawValue, to: &header)
            header.append(contentsOf: #","shape":["#.utf8)
            header.append(contentsOf: tensor.shape.map(String.init).joined(separator: ",").utf8)
            header.append(contentsOf: #"],"data_offsets":["#.utf8)
            header.append(contentsOf: "\(offset),\(offset + byteCount)]}".utf8)
            offset += byteCount
        }
        header.append(UInt8(ascii: "}"))
        header.append(contentsOf: repeatElement(UInt8(ascii: " "), count: (8 - header.count % 8) % 8))

        var file: [UInt8] = []
        file.reserveCapacity(8 + header.count + offset)
        withUnsafeBytes(of: UInt64(header.count).littleEndian) { file.append(contentsOf: $0) }
        file.append(contentsOf: header)
        for tensor in ordered {
            appendData(tensor, to: &file)
        }
        return file
    }

    /// Serializes and writes atomically: a temporary file in the same folder, fsync, rename over
    /// `path`, fsync the folder. On failure nothing is left behind and an existing `path` is untouched.
    public static func write(_ tensors: [TensorToWrite], metadata: [String: String]?, to path: String) throws(SafeTensorsError) {
        let bytes = try serialize(tensors, metadata: metadata)
        try AtomicFile.write(bytes, to: path)
    }

    private static func validate(_ tensors: [TensorToWrite]) throws(SafeTensorsError) {
        var names = Set<[UInt8]>()
        for tensor in tensors {
            guard tensor.dtype == .F32 || tensor.dtype == .F16 else {
                throw .invalidTensor(name: tensor.name, problem: "dtype \(tensor.dtype.rawValue) is not supported by the writer; use F32 or F16")
            }
            guard tensor.name != "__metadata__" else {
                throw .invalidTensor(name: tensor.name, problem: "the name is reserved for the header's metadata; rename the tensor")
            }
            guard names.insert(Array(tensor.name.utf8)).inserted else {
                throw .invalidTensor(name: tensor.name, problem: "two tensors have this name; names must be unique")
            }
            var elements = 1
            for dimension in tensor.shape {
                let (product, overflow) = elements.multipliedReportingOverflow(by: dimension)
                guard dimension >= 0, !overflow else {
                    throw .invalidTensor(name: tensor.name, problem: "shape \(tensor.shape) has a negative or overflowing dimension")
                }
                elements = product
            }
            guard elements == tensor.values.count else {
                throw .invalidTensor(name: tensor.name, problem: "shape \(tensor.shape) holds \(elements) elements but \(tensor.values.count) values were given")
            }
        }
    }

    private static func appendData(_ tensor: TensorToWrite, to file: inout [UInt8]) {
        switch tensor.dtype {
        case .F16:
            for value in tensor.values {
                withUnsafeBytes(of: HalfPrecision.half(from: value).littleEndian) { file.append(contentsOf: $0) }
            }
        default:  // F32, checked by validate
            #if _endian(little)
            tensor.values.withUnsafeBytes { file.append(contentsOf: $0) }
            #else
            for value in tensor.values {
                withUnsafeBytes(of: value.bitPattern.littleEndian) { file.append(contentsOf: $0) }
            }
            #endif
        }
    }

    /// Appends `text` as a JSON string the way serde_json writes it: `"` and `\` escaped, the
    /// control characters as `\b \t \n \f \r` or `\u00xx` (lower-case hex), everything else raw UTF-8.
    static func appendJSONString(_ text: String, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: #"\""#.utf8)
            case 0x5C: output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x00..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
