extension SafeTensorsFile {
    /// The tensor's elements converted to `Float` (row-major).
    ///
    /// Converts F32, F16, BF16, F64 (rounded to nearest), signed and unsigned integers (rounded to
    /// nearest for magnitudes above 2^24) and BOOL (0 or 1). Throws for FP8 and complex dtypes.
    public func floats(_ name: String) throws(SafeTensorsError) -> [Float] {
        let info = try info(name)
        let raw = bytes(of: info)
        switch info.dtype {
        case .F32:
            #if _endian(little)
            return [Float](unsafeUninitializedCapacity: raw.count / 4) { buffer, count in
                if let target = buffer.baseAddress, let source = raw.baseAddress {
                    UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: raw.count)
                }
                count = raw.count / 4
            }
            #else
            return load(raw, UInt32.self) { Float(bitPattern: UInt32(littleEndian: $0)) }
            #endif
        case .F16: return load(raw, UInt16.self) { HalfPrecision.float(fromHalf: UInt16(littleEndian: $0)) }
        case .BF16: return load(raw, UInt16.self) { HalfPrecision.float(fromBFloat16: UInt16(littleEndian: $0)) }
        case .F64: return load(raw, UInt64.self) { Float(Double(bitPattern: UInt64(littleEndian: $0))) }
        case .I64: return load(raw, Int64.self) { Float(Int64(littleEndian: $0)) }
        case .U64: return load(raw, UInt64.self) { Float(UInt64(littleEndian: $0)) }
        case .I32: return load(raw, Int32.self) { Float(Int32(littleEndian: $0)) }
        case .U32: return load(raw, UInt32.self) { Float(UInt32(littleEndian: $0)) }
        case .I16: return load(raw, Int16.self) { Float(Int16(littleEndian: $0)) }
        case .U16: return load(raw, UInt16.self) { Float(UInt16(littleEndian: $0)) }
        case .I8: return load(raw, Int8.self) { Float($0) }
        case .U8: return load(raw, UInt8.self) { Float($0) }
        case .BOOL: return load(raw, UInt8.self) { $0 == 0 ? 0 : 1 }
        case .F8_E5M2, .F8_E4M3, .F8_E8M0, .F8_E4M3FNUZ, .F8_E5M2FNUZ, .C64:
            throw .unsupportedConversion(tensor: name, dtype: info.dtype, target: "Float")
        }
    }

    /// The tensor's elements as `Int64` (row-major), for integer dtypes and BOOL (0 or 1).
    /// Throws for floating-point dtypes, and for U64 values above `Int64.max`.
    public func int64s(_ name: String) throws(SafeTensorsError) -> [Int64] {
        let info = try info(name)
        let raw = bytes(of: info)
        switch info.dtype {
        case .I64: return load(raw, Int64.self) { Int64(littleEndian: $0) }
        case .U64:
            let values = load(raw, UInt64.self) { UInt64(littleEndian: $0) }
            if let index = values.firstIndex(where: { $0 > UInt64(Int64.max) }) {
                throw .valueOutOfRange(tensor: name, index: index)
            }
            return values.map { Int64($0) }
        case .I32: return load(raw, Int32.self) { Int64(Int32(littleEndian: $0)) }
        case .U32: return load(raw, UInt32.self) { Int64(UInt32(littleEndian: $0)) }
        case .I16: return load(raw, Int16.self) { Int64(Int16(littleEndian: $0)) }
        case .U16: return load(raw, UInt16.self) { Int64(UInt16(littleEndian: $0)) }
        case .I8: return load(raw, Int8.self) { Int64($0) }
        case .U8: return load(raw, UInt8.self) { Int64($0) }
        case .BOOL: return load(raw, UInt8.self) { $0 == 0 ? 0 : 1 }
        case .F16, .BF16, .F32, .F64, .F8_E5M2, .F8_E4M3, .F8_E8M0, .F8_E4M3FNUZ, .F8_E5M2FNUZ, .C64:
            throw .unsupportedConversion(tensor: name, dtype: info.dtype, target: "Int64")
        }
    }

    /// Reads every element of `raw` as `T` (unaligned loads are fine) and converts it.
    private func load<T: FixedWidthInteger, R>(_ raw: UnsafeRawBufferPointer, _ type: T.Type,
                                                _ convert: (T) -> R) -> [R] {
        let stride = MemoryLayout<T>.size
        let count = raw.count / stride
        var values: [R] = []
        values.reserveCapacity(count)
        for index in 0..<count {
            values.append(convert(raw.loadUnaligned(fromByteOffset: index * stride, as: T.self)))
        }
        return values
    }
}
