import Foundation
import Testing
@testable import LoRATrainer

/// Runs the built `lora-train` binary: SIGINT during an epoch writes a resumable checkpoint and exits
/// 130, the adapter folder stays the last complete one, and `--resume` ends where an uninterrupted run
/// with the same seed ends, byte for byte (one BLAS thread).
@Suite("lora-train interruption and resume", .serialized)
struct InterruptTests {
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        TestPaths.binary("lora-train", sourceLocation: sourceLocation)
    }

    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary()!)
        process.arguments = arguments + ["--plain", "--threads", "1", "--model-dir", TestPaths.modelLocation.directory]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        return (process, out)
    }

    /// Reads the process's output until `marker` appears or the output ends.
    static func read(_ pipe: Pipe, until marker: String) -> String {
        var text = ""
        while !text.contains(marker) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    @Test("SIGINT mid-epoch: exit 130, resumable checkpoint, intact adapter; --resume matches an uninterrupted run")
    func interruptAndResume() async throws {
        guard SharedEncoder.get() != nil, Self.binary() != nil else { return }
        let (_, base) = TrainerTests.smallData(train: 96, validation: 16)
        let common = ["--data", base.trainFile, "--validation-data", base.validationFile, "--epochs", "3", "--batch-size", "8", "--seed", "7"]
        let reference = base.outputFolder + "-reference", interrupted = base.outputFolder + "-interrupted"

        let (full, fullOut) = try Self.start(common + ["--output", reference])
        _ = fullOut.fileHandleForReading.readDataToEndOfFile()
        full.waitUntilExit()
        #expect(full.terminationStatus == 0)

        // Interrupt after the first epoch's adapter exists and a later step has run.
        let (run, out) = try Self.start(common + ["--output", interrupted])
        var text = Self.read(out, until: "step 15/")
        kill(run.processIdentifier, SIGINT)
        text += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 130, "output: \(text.suffix(400))")
        #expect(text.contains("Resume with: lora-train --resume"))
        // The folder holds the last complete adapter, which loads.
        _ = try AdapterFolder.readConfig(interrupted)
        #expect(FileManager.default.fileExists(atPath: interrupted + ".checkpoint/state.json"))

        let (resumed, resumedOut) = try Self.start(common + ["--output", interrupted, "--resume"])
        _ = resumedOut.fileHandleForReading.readDataToEndOfFile()
        resumed.waitUntilExit()
        #expect(resumed.terminationStatus == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: reference + "/" + AdapterFolder.weightsFile))
        let b = try Data(contentsOf: URL(fileURLWithPath: interrupted + "/" + AdapterFolder.weightsFile))
        #expect(a == b, "the resumed run must end where the uninterrupted one does")
    }

    @Test("SIGTERM in the first epoch (no best loss yet) is handled like SIGINT: exit 130, a checkpoint that --resume continues")
    func terminateInFirstEpoch() throws {
        guard SharedEncoder.get() != nil, Self.binary() != nil else { return }
        let (_, base) = TrainerTests.smallData(train: 96, validation: 8)
        let output = base.outputFolder + "-terminated"
        let common = ["--data", base.trainFile, "--validation-data", base.validationFile, "--epochs", "2", "--batch-size", "8", "--output", output]
        let (run, out) = try Self.start(common)
        var text = Self.read(out, until: "step 5/")   // piped output shows every fifth step; an epoch is 12
        kill(run.processIdentifier, SIGTERM)
        text += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 130, "output: \(text.suffix(400))")
        #expect(text.contains("Resume with: lora-train --resume"))
        #expect(!text.contains("epoch 1:"), "the signal was meant to land in the first epoch")
        #expect(FileManager.default.fileExists(atPath: output + ".checkpoint/state.json"))

        let (resumed, resumedOut) = try Self.start(common + ["--resume"])
        let rest = String(decoding: resumedOut.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        resumed.waitUntilExit()
        #expect(resumed.terminationStatus == 0, "output: \(rest.suffix(400))")
        _ = try AdapterFolder.readConfig(output)
    }
}
