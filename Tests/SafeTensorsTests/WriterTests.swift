import Foundation
import SafeTensors
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Writer round trips and writes atomically")
struct WriterTests {
    @Test("Written tensors read back with their names, shapes, values and metadata")
    func roundTrip() throws {
        let values = (0..<24).map { Float($0) * 0.37 - 4 }
        let tensors = [
            TensorToWrite(name: "w", shape: [2, 3, 4], values: values),
            TensorToWrite(name: "h", shape: [4, 6], values: values, dtype: .F16),
            TensorToWrite(name: "s", shape: [], values: [-1.25]),
            TensorToWrite(name: "e", shape: [0], values: [], dtype: .F16),
        ]
        let metadata = ["format": "pt", "note": "a \"quoted\"\nline é", "b": ""]
        let file = try SafeTensorsFile(bytes: SafeTensorsWriter.serialize(tensors, metadata: metadata))
        #expect(file.metadata == metadata)
        #expect(file.tensors.map(\.name) == ["e", "h", "s", "w"])
        #expect(try file.floats("w") == values)  // F32 is stored exactly
        #expect(try file.info("w").shape == [2, 3, 4])
        #expect(try file.floats("s") == [-1.25])
        for (read, written) in zip(try file.floats("h"), values) {
            #expect(abs(read - written) <= abs(written) * 0x1p-11, "F16 keeps 11 significant bits")
        }
        #expect(try file.info("h").dtype == .F16)
        #expect(try file.floats("e").isEmpty)
        #expect(try SafeTensorsFile(bytes: SafeTensorsWriter.serialize([], metadata: nil)).tensors.isEmpty)
    }

    @Test("The writer rejects inconsistent tensors with a message naming them")
    func rejectsBadTensors() {
        expectError(.invalidTensor(name: "x", problem: "shape [2, 2] holds 4 elements but 3 values were given"),
                    mentioning: ["\"x\""]) { () throws(SafeTensorsError) in
            try SafeTensorsWriter.serialize([TensorToWrite(name: "x", shape: [2, 2], values: [1, 2, 3])], metadata: nil)
        }
        expectError(.invalidTensor(name: "x", problem: "two tensors have this name; names must be unique")) { () throws(SafeTensorsError) in
            try SafeTensorsWriter.serialize([TensorToWrite(name: "x", shape: [1], values: [1]),
                                             TensorToWrite(name: "x", shape: [1], values: [1])], metadata: nil)
        }
        expectError(.invalidTensor(name: "x", problem: "dtype BF16 is not supported by the writer; use F32 or F16")) { () throws(SafeTensorsError) in
            try SafeTensorsWriter.serialize([TensorToWrite(name: "x", shape: [1], values: [1], dtype: .BF16)], metadata: nil)
        }
        #expect(throws: SafeTensorsError.self) {
            try SafeTensorsWriter.serialize([TensorToWrite(name: "__metadata__", shape: [1], values: [1])], metadata: nil)
        }
        #expect(throws: SafeTensorsError.self) {
            try SafeTensorsWriter.serialize([TensorToWrite(name: "n", shape: [-1, -1], values: [1])], metadata: nil)
        }
    }

    @Test("A successful write leaves only the target in the folder and replaces an older file whole")
    func atomicWriteLeavesNoTemporaryFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("adapter_model.safetensors").path
        try Data(repeating: 0xAB, count: 10_000).write(to: URL(fileURLWithPath: path))
        let tensors = [TensorToWrite(name: "a", shape: [3], values: [1, 2, 3])]
        try SafeTensorsWriter.write(tensors, metadata: ["format": "pt"], to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["adapter_model.safetensors"])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == SafeTensorsWriter.serialize(tensors, metadata: ["format": "pt"]))
        #expect(try SafeTensorsFile(path: path).floats("a") == [1, 2, 3])
    }

    @Test("Writing into a missing folder fails clearly and creates nothing")
    func missingFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing/out.safetensors").path
        do {
            try SafeTensorsWriter.write([TensorToWrite(name: "a", shape: [1], values: [1])], metadata: nil, to: path)
            Issue.record("the write succeeded")
        } catch {
            guard case let .writeFailed(failedPath, _, code) = error else { Issue.record("unexpected \(error)"); return }
            #expect(failedPath == path)
            #expect(code == ENOENT)
            #expect(error.description.contains(path) && error.description.contains("No such file or directory"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("Writing into a folder that refuses new files fails clearly and leaves the old file intact")
    func readOnlyFolder() throws {
        let folder = try makeTemporaryFolder()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let path = folder.appendingPathComponent("out.safetensors").path
        let old = Data("old contents".utf8)
        try old.write(to: URL(fileURLWithPath: path))
        chmod(folder.path, 0o555)
        // root ignores folder permissions; /proc refuses new files for everyone
        let target = geteuid() == 0 ? "/proc/loratrainer-\(getpid()).safetensors" : path
        #expect(throws: SafeTensorsError.self) {
            try SafeTensorsWriter.write([TensorToWrite(name: "a", shape: [1], values: [1])], metadata: nil, to: target)
        }
        let error = catchError { () throws(SafeTensorsError) in
            try SafeTensorsWriter.write([TensorToWrite(name: "a", shape: [1], values: [1])], metadata: nil, to: target)
        }
        #expect(error?.description.contains(target) == true)
        #expect(error?.description.contains("temporary file") == true)
        #expect(!FileManager.default.fileExists(atPath: target) || target == path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.safetensors"])
    }

    @Test("A rename that fails removes the temporary file and leaves the target untouched")
    func failedRenameCleansUp() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // the target is a non-empty folder, so rename(2) fails after the data was written and synced
        let target = folder.appendingPathComponent("out.safetensors")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))
        let error = catchError { () throws(SafeTensorsError) in
            try SafeTensorsWriter.write([TensorToWrite(name: "a", shape: [1], values: [1])], metadata: nil, to: target.path)
        }
        guard case let .writeFailed(_, operation, _) = error else { Issue.record("unexpected \(String(describing: error))"); return }
        #expect(operation.contains("renaming"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.safetensors"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }
}
