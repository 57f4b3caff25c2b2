import Foundation
import SafeTensors
import Testing

/// The values `scripts/reference/make_safetensors_fixtures.py` recorded next to the files it wrote
/// with the reference library.
struct ExpectedFixtures: Decodable {
    struct ReadTensor: Decodable {
        let dtype: String
        let shape: [Int]
        let floatBits: [UInt32]
        let int64s: [Int64]?
        let int64sOutOfRangeIndex: Int?
    }
    struct ReadFile: Decodable {
        let file: String
        let metadata: [String: String]?
        let tensors: [String: ReadTensor]
    }
    struct WriteTensor: Decodable {
        let name: String
        let shape: [Int]
        let dtype: String
        let valueBits: [UInt32]
    }
    struct WriteFile: Decodable {
        let file: String
        let metadata: [String: String]?
        let tensors: [WriteTensor]
    }
    let safetensorsVersion: String
    let read: ReadFile
    let write: [WriteFile]

    static func load(sourceLocation: SourceLocation = #_sourceLocation) throws -> ExpectedFixtures {
        let url = try fixturesFolder().appendingPathComponent("expected.json")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ExpectedFixtures.self, from: Data(contentsOf: url))
    }
}

@Suite("Interoperability with the reference safetensors library")
struct InteropTests {
    @Test("Every tensor the reference wrote reads back with its dtype, shape and exact values")
    func readsReferenceFile() throws {
        let expected = try ExpectedFixtures.load()
        #expect(expected.safetensorsVersion == "0.8.0")
        let path = try fixturesFolder().appendingPathComponent(expected.read.file).path
        let file = try SafeTensorsFile(path: path)
        #expect(file.metadata == expected.read.metadata)
        #expect(Set(file.tensors.map(\.name)) == Set(expected.read.tensors.keys))
        #expect(file.tensors.map(\.name) == file.tensors.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for (name, want) in expected.read.tensors.sorted(by: { $0.key < $1.key }) {
            let info = try file.info(name)
            #expect(info.dtype.rawValue == want.dtype, "\(name)")
            #expect(info.shape == want.shape, "\(name)")
            #expect(info.elementCount == want.floatBits.count, "\(name)")
            // Conversions to Float are exact or correctly rounded, so compare bit patterns (NaN included).
            #expect(try file.floats(name).map(\.bitPattern) == want.floatBits, "\(name)")
            if let ints = want.int64s {
                #expect(try file.int64s(name) == ints, "\(name)")
            } else if let index = want.int64sOutOfRangeIndex {
                expectError(.valueOutOfRange(tensor: name, index: index), mentioning: [name]) { () throws(SafeTensorsError) in
                    try file.int64s(name)
                }
            } else {
                expectError(.unsupportedConversion(tensor: name, dtype: info.dtype, target: "Int64")) { () throws(SafeTensorsError) in
                    try file.int64s(name)
                }
            }
        }
    }

    @Test("The reference file covers every dtype the brief lists, a scalar and a zero-sized tensor")
    func fixtureCoverage() throws {
        let expected = try ExpectedFixtures.load()
        let dtypes = Set(expected.read.tensors.values.map(\.dtype))
        #expect(dtypes.isSuperset(of: ["F32", "F16", "BF16", "F64", "I64", "I32", "I16", "I8", "U8", "BOOL"]))
        #expect(expected.read.tensors.values.contains { $0.shape.isEmpty })
        #expect(expected.read.tensors.values.contains { $0.shape.contains(0) })
    }

    @Test("The writer produces the reference writer's bytes for F32 and F16 tensors")
    func writerMatchesReferenceBytes() throws {
        let expected = try ExpectedFixtures.load()
        #expect(expected.write.count >= 3)
        for fixture in expected.write {
            let reference = try [UInt8](Data(contentsOf: fixturesFolder().appendingPathComponent(fixture.file)))
            let tensors = fixture.tensors.map { tensor in
                TensorToWrite(name: tensor.name, shape: tensor.shape,
                              values: tensor.valueBits.map(Float.init(bitPattern:)),
                              dtype: DType(rawValue: tensor.dtype) ?? .F32)
            }
            let ours = try SafeTensorsWriter.serialize(tensors, metadata: fixture.metadata)
            #expect(ours == reference, "\(fixture.file): \(firstDifference(ours, reference))")
        }
    }
}

/// Where two byte arrays first differ, with a little context, for failure messages.
func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
    let common = min(a.count, b.count)
    guard let index = (0..<common).first(where: { a[$0] != b[$0] }) ?? (a.count == b.count ? nil : common) else {
        return "identical"
    }
    let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, index - 20)..<min(bytes.count, index + 20)], as: UTF8.self) }
    return "first difference at byte \(index) (sizes \(a.count), \(b.count)): ours …\(context(a))… reference …\(context(b))…"
}
