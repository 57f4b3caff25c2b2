import Foundation
@testable import SafeTensors
import Testing

@Suite("Memory mapping and zero-copy views")
struct MappingTests {
    @Test("float32Storage points into the file's mapping, not a copy")
    func float32StorageIsZeroCopy() throws {
        let path = try fixturesFolder().appendingPathComponent("read_mixed.safetensors").path
        let file = try SafeTensorsFile(path: path)
        let storage = try file.float32Storage("f32")
        let raw = try file.rawBytes("f32")
        let address = UInt(bitPattern: storage.baseAddress)
        #expect(UnsafeRawPointer(storage.baseAddress) == raw.baseAddress)
        #expect(try file.float32Storage("f32").baseAddress == storage.baseAddress, "every call borrows the same bytes")
        #expect(storage.map(\.bitPattern) == (try file.floats("f32")).map(\.bitPattern))
        // /proc/self/maps lists which file backs each address range
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let maps = try readProcFile("/proc/self/maps")
        let backing = maps.split(separator: "\n").first { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5...].joined(separator: " ") == resolved else { return false }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            return bounds.count == 2 && (bounds[0]..<bounds[1]).contains(address)
        }
        #expect(backing != nil, "address \(String(address, radix: 16)) is not inside a mapping of \(resolved)")
        withExtendedLifetime(file) {}  // the views are valid only while the file object lives
    }

    @Test("rawBytes of a zero-sized tensor is empty and float32Storage of it has no elements")
    func zeroSizedTensor() throws {
        let file = try SafeTensorsFile(path: fixturesFolder().appendingPathComponent("read_mixed.safetensors").path)
        #expect(try file.rawBytes("empty").isEmpty)
        #expect(try file.rawBytes("empty_i8").isEmpty)
        #expect(try file.float32Storage("empty").isEmpty)
        #expect(try file.rawBytes("scalar").count == 4)
    }

    @Test("float32Storage refuses non-F32 and misaligned tensors, naming them")
    func float32StorageRefusals() throws {
        let file = try SafeTensorsFile(path: fixturesFolder().appendingPathComponent("read_mixed.safetensors").path)
        expectError(.notFloat32(tensor: "f16", dtype: .F16), mentioning: ["\"f16\"", "floats(_:)"]) { () throws(SafeTensorsError) in
            try file.float32Storage("f16")
        }
        // a 9-byte header puts the data at file offset 17
        let header = #"{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}} "#
        let odd = try SafeTensorsFile(bytes: safetensorsBytes(header: header, data: [0, 0, 0x80, 0x3F]))
        let offset = 8 + header.utf8.count
        #expect(offset % 4 != 0)
        expectError(.misalignedStorage(tensor: "w", fileOffset: offset), mentioning: ["\"w\"", "\(offset)"]) { () throws(SafeTensorsError) in
            try odd.float32Storage("w")
        }
        #expect(try odd.floats("w") == [1], "floats(_:) still reads misaligned data")
        expectError(.tensorNotFound("nope"), mentioning: ["\"nope\""]) { () throws(SafeTensorsError) in try file.info("nope") }
    }

    @Test("Opening a path that is missing or a folder names the path and the reason")
    func openErrors() throws {
        expectError(.cannotOpen(path: "/nonexistent/x.safetensors", errno: ENOENT),
                    mentioning: ["/nonexistent/x.safetensors", "No such file or directory"]) { () throws(SafeTensorsError) in
            try SafeTensorsFile(path: "/nonexistent/x.safetensors")
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        expectError(.notARegularFile(path: folder.path)) { () throws(SafeTensorsError) in try SafeTensorsFile(path: folder.path) }
        let empty = folder.appendingPathComponent("empty.safetensors")
        #expect(FileManager.default.createFile(atPath: empty.path, contents: Data()))
        expectError(.headerTooSmall(fileSize: 0)) { () throws(SafeTensorsError) in try SafeTensorsFile(path: empty.path) }
    }

    @Test("Names with canonically equal spellings stay distinct tensors")
    func namesCompareByBytes() throws {
        let bytes = try SafeTensorsWriter.serialize([
            TensorToWrite(name: "é", shape: [1], values: [1]),
            TensorToWrite(name: "e\u{301}", shape: [1], values: [2]),
        ], metadata: nil)
        let file = try SafeTensorsFile(bytes: bytes)
        #expect(file.tensors.count == 2)
        #expect(try file.floats("é") == [1])
        #expect(try file.floats("e\u{301}") == [2])
    }
}

/// Reads a /proc file to its end (they report a size of 0, so size-based readers stop early).
func readProcFile(_ path: String) throws -> String {
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
}

@Suite("Half-precision conversions")
struct HalfPrecisionTests {
    @Test("Every F16 bit pattern converts to Float and back unchanged")
    func halfRoundTripsExhaustively() {
        var mismatches = 0
        for bits in UInt16.min...UInt16.max {
            let back = HalfPrecision.half(from: HalfPrecision.float(fromHalf: bits))
            if back != bits { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("Float to F16 rounds to nearest, ties to even, and overflows to infinity")
    func halfRounding() {
        #expect(HalfPrecision.half(from: 1 + 0x1p-11) == 0x3C00)       // tie → even (down)
        #expect(HalfPrecision.half(from: 1 + 3 * 0x1p-11) == 0x3C02)   // tie → even (up)
        #expect(HalfPrecision.half(from: 65504) == 0x7BFF)
        #expect(HalfPrecision.half(from: 65520) == 0x7C00)
        #expect(HalfPrecision.half(from: 0x1p-25) == 0x0000)            // tie with zero → zero
        #expect(HalfPrecision.half(from: 0x1.000002p-25) == 0x0001)
        #expect(HalfPrecision.half(from: -0.0) == 0x8000)
        #expect(HalfPrecision.half(from: .nan) == 0x7E00)
        #expect(HalfPrecision.float(fromBFloat16: 0x3F80) == 1)
    }
}
