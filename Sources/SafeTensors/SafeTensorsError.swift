/// Everything that can go wrong reading or writing a safetensors file.
///
/// Each case says what is wrong (naming the tensor, the field or the byte offset) and its
/// `description` says what to do about it.
public enum SafeTensorsError: Error, Equatable, CustomStringConvertible {
    // Opening the file
    /// `open` or `fstat` failed.
    case cannotOpen(path: String, errno: Int32)
    /// The path names a directory or device, not a regular file.
    case notARegularFile(path: String)
    /// `mmap` failed.
    case cannotMap(path: String, errno: Int32)

    // 1-3: the 8-byte header length
    /// The file is shorter than the 8-byte header length.
    case headerTooSmall(fileSize: Int)
    /// The header length is over 100,000,000 bytes.
    case headerTooLarge(headerLength: UInt64)
    /// 8 + header length overflows or runs past the end of the file.
    case invalidHeaderLength(headerLength: UInt64, fileSize: Int)

    // 4: encoding
    /// The header is not UTF-8; `byteOffset` is the first bad byte, counted from the start of the file.
    case headerNotUTF8(byteOffset: Int)

    // 5: JSON and schema
    /// The header is not JSON; `byteOffset` is counted from the start of the file.
    case invalidJSON(byteOffset: Int, problem: String)
    /// The JSON does not follow the schema (wrong type, missing field). `key` is the top-level key
    /// (a tensor name, `__metadata__`, or empty for the header as a whole).
    case invalidHeader(key: String, problem: String)
    /// A tensor's dtype is not one this reader knows.
    case unknownDType(tensor: String, dtype: String)
    /// A negative number where a size or offset is expected.
    case negativeNumber(tensor: String, field: String, text: String)
    /// A number with a fraction or exponent where a whole number is expected.
    case fractionalNumber(tensor: String, field: String, text: String)
    /// A whole number too large for this platform's `Int`.
    case numberTooLarge(tensor: String, field: String, text: String)
    /// A `__metadata__` value that is not a string.
    case nonStringMetadataValue(key: String)
    /// Two header entries with the same tensor name.
    case duplicateTensorName(String)

    // 6: offsets and sizes
    /// In begin-offset order, a tensor does not start where the previous one ended (a gap or an
    /// overlap), or ends before it begins.
    case invalidOffset(tensor: String, begin: Int, end: Int, expectedBegin: Int)
    /// The product of the shape (or that times the dtype size) overflows.
    case elementCountOverflow(tensor: String, shape: [Int])
    /// The tensor's byte span is not elements × dtype size.
    case tensorSizeMismatch(tensor: String, dtype: DType, shape: [Int], byteCount: Int, expectedByteCount: Int)

    // 7: coverage of the data buffer
    /// The file holds bytes after the last tensor.
    case trailingBytes(dataEnd: Int, dataSize: Int)
    /// The file ends before the last tensor does.
    case truncated(dataEnd: Int, dataSize: Int)

    // Reading values
    /// No tensor with that name.
    case tensorNotFound(String)
    /// The tensor's dtype cannot be converted to the requested element type.
    case unsupportedConversion(tensor: String, dtype: DType, target: String)
    /// An element does not fit in the requested element type (a U64 above `Int64.max`).
    case valueOutOfRange(tensor: String, index: Int)
    /// `float32Storage` was asked for a tensor that is not F32.
    case notFloat32(tensor: String, dtype: DType)
    /// `float32Storage` was asked for an F32 tensor whose data does not start on a 4-byte boundary.
    case misalignedStorage(tensor: String, fileOffset: Int)

    // Writing
    /// A tensor handed to the writer is inconsistent (shape vs values, dtype, duplicate name).
    case invalidTensor(name: String, problem: String)
    /// A system call failed while writing; no partial file was left at `path`.
    case writeFailed(path: String, operation: String, errno: Int32)

    public var description: String {
        switch self {
        case let .cannotOpen(path, code):
            "cannot open \(path): \(errnoDescription(code)) (errno \(code)); check the path and its permissions"
        case let .notARegularFile(path):
            "\(path) is not a regular file; pass the path of a .safetensors file"
        case let .cannotMap(path, code):
            "cannot memory-map \(path): \(errnoDescription(code)) (errno \(code)); check free address space and that the file is on a local file system"
        case let .headerTooSmall(size):
            "the file is \(size) bytes, fewer than the 8-byte header length (header too small): the file is truncated or not a safetensors file; download it again"
        case let .headerTooLarge(length):
            "the header length is \(length) bytes, over the 100,000,000-byte limit (header too large): this is not a safetensors file or it is corrupt; re-export it with the safetensors library"
        case let .invalidHeaderLength(length, size):
            "the header claims \(length) bytes but the file has only \(size) bytes (invalid header length): the file is truncated or corrupt; download it again"
        case let .headerNotUTF8(offset):
            "the header is not valid UTF-8 (first bad byte at file offset \(offset)); re-export the file with the safetensors library"
        case let .invalidJSON(offset, problem):
            "the header is not valid JSON at file offset \(offset): \(problem); re-export the file with the safetensors library"
        case let .invalidHeader(key, problem):
            "\(key.isEmpty ? "the header" : "header entry \"\(key)\""): \(problem); re-export the file with the safetensors library"
        case let .unknownDType(tensor, dtype):
            if DType.knownButUnsupported.contains(dtype) {
                "tensor \"\(tensor)\" has dtype \(dtype), which this reader does not support; convert the file to a byte-sized dtype (F16, BF16, F32) with the safetensors library"
            } else {
                "tensor \"\(tensor)\" has unknown dtype \"\(dtype)\" (expected one of \(DType.allCases.map(\.rawValue).joined(separator: ", "))); re-export the file with the safetensors library"
            }
        case let .negativeNumber(tensor, field, text):
            "tensor \"\(tensor)\": \(field) contains the negative number \(text); sizes and offsets must be whole numbers ≥ 0; re-export the file with the safetensors library"
        case let .fractionalNumber(tensor, field, text):
            "tensor \"\(tensor)\": \(field) contains \(text), which is not written as a whole number; re-export the file with the safetensors library"
        case let .numberTooLarge(tensor, field, text):
            "tensor \"\(tensor)\": \(field) contains \(text), which is too large; the file is corrupt; re-export it with the safetensors library"
        case let .nonStringMetadataValue(key):
            "__metadata__ value for \"\(key)\" is not a string (metadata must map strings to strings); re-export the file with string metadata"
        case let .duplicateTensorName(name):
            "tensor \"\(name)\" appears twice in the header (duplicate name); re-export the file with the safetensors library"
        case let .invalidOffset(tensor, begin, end, expected):
            "tensor \"\(tensor)\" has data_offsets [\(begin), \(end)] but, in offset order, should begin at \(expected)\(end < begin ? " and cannot end before it begins" : " (a gap, an overlap or a duplicate range)") (invalid offset); re-export the file with the safetensors library"
        case let .elementCountOverflow(tensor, shape):
            "tensor \"\(tensor)\" has shape \(shape), whose size overflows; the file is corrupt; re-export it with the safetensors library"
        case let .tensorSizeMismatch(tensor, dtype, shape, count, expected):
            "tensor \"\(tensor)\" spans \(count) bytes but shape \(shape) of \(dtype.rawValue) needs \(expected) bytes; re-export the file with the safetensors library"
        case let .trailingBytes(end, size):
            "the tensors end at data byte \(end) but the data section has \(size) bytes (trailing bytes); the file is corrupt; re-export it with the safetensors library"
        case let .truncated(end, size):
            "the tensors end at data byte \(end) but the data section has only \(size) bytes: the file is truncated; download or copy it again"
        case let .tensorNotFound(name):
            "no tensor named \"\(name)\" in the file; list `tensors` to see the names it holds"
        case let .unsupportedConversion(tensor, dtype, target):
            "tensor \"\(tensor)\" is \(dtype.rawValue), which cannot be read as \(target); read it with rawBytes(_:) instead"
        case let .valueOutOfRange(tensor, index):
            "tensor \"\(tensor)\": element \(index) does not fit in Int64; read it with rawBytes(_:) instead"
        case let .notFloat32(tensor, dtype):
            "tensor \"\(tensor)\" is \(dtype.rawValue), not F32, so it has no Float storage to borrow; use floats(_:) to convert it"
        case let .misalignedStorage(tensor, offset):
            "tensor \"\(tensor)\" starts at file offset \(offset), not a multiple of 4, so its Float storage cannot be borrowed; use floats(_:) to copy it, or re-export the file with the safetensors library (which aligns data)"
        case let .invalidTensor(name, problem):
            "cannot write tensor \"\(name)\": \(problem)"
        case let .writeFailed(path, operation, code):
            "cannot write \(path): \(operation) failed: \(errnoDescription(code)) (errno \(code)); check that the folder exists, is writable and has free space (no partial file was left)"
        }
    }
}
