/// A validated safetensors file, memory-mapped or in memory, with typed access to its tensors.
///
/// Opening runs every check the reference reader runs, in its order, before any tensor is exposed;
/// afterwards every tensor's bytes are known to lie inside the buffer. Views returned by
/// `rawBytes(_:)` and `float32Storage(_:)` borrow the buffer and are valid while this object lives;
/// Swift may release an object after its last use, so keep it alive across the views' use
/// (`withExtendedLifetime(file) { … }` or a stored property).
/// (If another process truncates a mapped file, reading the lost pages raises SIGBUS: safetensors
/// files are meant to be replaced by rename, as `SafeTensorsWriter.write` does, not edited in place.)
public final class SafeTensorsFile: @unchecked Sendable {
    /// `__metadata__`, or nil when the header has none.
    public let metadata: [String: String]?
    /// Every tensor, sorted by name (UTF-8 byte order).
    public let tensors: [TensorInfo]

    private let region: MappedRegion
    /// Offset of the data section (8 + header length) in `region`.
    private let dataStart: Int
    private let indexByName: [[UInt8]: Int]

    /// Memory-maps the file at `path` (read-only, private) and validates it; never copies the data.
    public convenience init(path: String) throws(SafeTensorsError) {
        try self.init(region: MappedRegion(mapping: path))
    }

    /// Validates an in-memory copy of a file's bytes (for tests and fuzzing).
    public convenience init(bytes: [UInt8]) throws(SafeTensorsError) {
        try self.init(region: MappedRegion(copying: bytes))
    }

    private init(region: MappedRegion) throws(SafeTensorsError) {
        let header = try Header(parsing: region.bytes)
        self.region = region
        self.metadata = header.metadata
        self.tensors = header.tensors
        self.dataStart = header.dataStart
        var index: [[UInt8]: Int] = [:]
        for (position, tensor) in header.tensors.enumerated() { index[Array(tensor.name.utf8)] = position }
        self.indexByName = index
    }

    /// The header entry for `name`.
    public func info(_ name: String) throws(SafeTensorsError) -> TensorInfo {
        guard let position = indexByName[Array(name.utf8)] else { throw .tensorNotFound(name) }
        return tensors[position]
    }

    /// The tensor's bytes as stored (little-endian, row-major), borrowed from the file's buffer.
    public func rawBytes(_ name: String) throws(SafeTensorsError) -> UnsafeRawBufferPointer {
        bytes(of: try info(name))
    }

    /// A zero-copy `Float` view of an F32 tensor inside the mapping, valid while this object lives.
    /// Throws if the tensor is not F32 or its data is not 4-byte aligned.
    public func float32Storage(_ name: String) throws(SafeTensorsError) -> UnsafeBufferPointer<Float> {
        let info = try info(name)
        guard info.dtype == .F32 else { throw .notFloat32(tensor: name, dtype: info.dtype) }
        #if _endian(big)
        throw .unsupportedConversion(tensor: name, dtype: info.dtype, target: "native Float storage on a big-endian machine")
        #else
        let raw = bytes(of: info)
        guard let base = raw.baseAddress, Int(bitPattern: base) % MemoryLayout<Float>.alignment == 0 else {
            throw .misalignedStorage(tensor: name, fileOffset: dataStart + info.dataOffsets.lowerBound)
        }
        return UnsafeBufferPointer(start: base.assumingMemoryBound(to: Float.self), count: raw.count / 4)
        #endif
    }

    func bytes(of info: TensorInfo) -> UnsafeRawBufferPointer {
        let start = dataStart + info.dataOffsets.lowerBound
        return UnsafeRawBufferPointer(rebasing: region.bytes[start..<(start + info.dataOffsets.count)])
    }
}
