import Foundation
import SafeTensors
import Testing
import PolicyScoring
@testable import LoRATrainer

/// What a crash or a full disk leaves behind. `lora-train` is killed with SIGKILL (nothing can be
/// cleaned up) in the middle of an epoch and in the middle of a save, and run on a small tmpfs that is
/// full from the start or fills up during training. In every case the adapter folder is the last
/// complete one and loads, and no half-written file is left in the output's parent folder.
@Suite("Crashes and full disks lose nothing", .serialized)
struct CrashSafetyTests {
    static func sha256(_ folder: String) throws -> String {
        try ClauseFile.sha256(ofFileAt: folder + "/" + AdapterFolder.weightsFile)
    }

    /// Names in `parent` other than the adapter folder and its checkpoint (staging or temporary files).
    static func leftovers(in parent: String, besides keep: [String]) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { !keep.contains($0) }
    }

    @Test("SIGKILL mid-epoch and mid-save: the folder is the last complete adapter and loads; --resume ends where an uninterrupted run does")
    func killDuringEpochAndDuringSave() async throws {
        guard let encoder = SharedEncoder.get(), InterruptTests.binary() != nil else { return }
        let (folder, base) = TrainerTests.smallData(train: 96, validation: 16)
        let common = ["--data", base.trainFile, "--validation-data", base.validationFile, "--epochs", "3", "--batch-size", "8", "--seed", "11"]
        let reference = folder + "/reference", output = folder + "/killed"

        let (full, fullOut) = try InterruptTests.start(common + ["--output", reference])
        _ = fullOut.fileHandleForReading.readDataToEndOfFile()
        full.waitUntilExit()
        try #require(full.terminationStatus == 0)

        // 1. Killed during epoch 2 (12 steps per epoch): epoch 1's adapter stays, whole.
        let (first, firstOut) = try InterruptTests.start(common + ["--output", output])
        let seen = InterruptTests.read(firstOut, until: "step 15/")
        try #require(seen.contains("step 15/"), "the run ended early: \(seen.suffix(300))")
        let afterEpoch1 = try Self.sha256(output)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)
        #expect(try Self.sha256(output) == afterEpoch1)
        _ = try AdapterFolder.load(output, encoder: encoder)

        // 2. Resumed, then killed while its first save is staged but not swapped in.
        let (second, secondOut) = try InterruptTests.start(common + ["--output", output, "--resume"],
                                                           environment: ["LORATRAINER_TEST_PAUSE_AT_SAVE": "1"])
        let paused = InterruptTests.read(secondOut, until: "paused before swapping in")
        try #require(paused.contains("paused before swapping in"), "the save hook never ran: \(paused.suffix(300))")
        kill(second.processIdentifier, SIGKILL)
        second.waitUntilExit()
        #expect(try Self.sha256(output) == afterEpoch1, "a killed save must leave the previous adapter in place")
        _ = try AdapterFolder.load(output, encoder: encoder)
        let abandoned = Self.leftovers(in: folder, besides: ["reference", "reference.checkpoint", "killed", "killed.checkpoint",
                                                             "historical_clauses.jsonl", "validation_clauses.jsonl"])
        #expect(abandoned.count == 1 && abandoned[0].hasPrefix(".killed"), "the killed save's staging folder: \(abandoned)")

        // 3. Resumed to the end: the abandoned staging folder is cleaned up and the result is the uninterrupted one.
        let (third, thirdOut) = try InterruptTests.start(common + ["--output", output, "--resume"])
        let text = String(decoding: thirdOut.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        third.waitUntilExit()
        #expect(third.terminationStatus == 0, "output: \(text.suffix(400))")
        #expect(try Self.sha256(output) == Self.sha256(reference), "resuming after two kills must end where the uninterrupted run ends")
        #expect(Self.leftovers(in: folder, besides: ["reference", "reference.checkpoint", "killed", "killed.checkpoint",
                                                     "historical_clauses.jsonl", "validation_clauses.jsonl"]).isEmpty)
    }

    /// Runs `script` as root in a private mount namespace (`unshare -rm`), so it can mount a small tmpfs
    /// that disappears with it. Returns everything it printed.
    static func inMountNamespace(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    static func command(_ folder: String, _ base: TrainingOptions, output: String) -> String {
        let arguments = [InterruptTests.binary()!, "--data", base.trainFile, "--validation-data", base.validationFile, "--epochs", "3",
                         "--batch-size", "8", "--seed", "11", "--plain", "--threads", "1",
                         "--model-dir", TestPaths.modelLocation.directory, "--output", output]
        return arguments.map { "'\($0)'" }.joined(separator: " ")
    }

    @Test("A disk too small for the adapter and its checkpoint is an error before training, naming the free space; nothing is written")
    func fullDiskBeforeTraining() throws {
        guard SharedEncoder.get() != nil, InterruptTests.binary() != nil else { return }
        let (folder, base) = TrainerTests.smallData(train: 16, validation: 8)
        let disk = folder + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        let text = try Self.inMountNamespace("""
            mount -t tmpfs -o size=1m tmpfs '\(disk)' || { echo "cannot mount a tmpfs"; exit 1; }
            \(Self.command(folder, base, output: disk + "/adapter")); echo "exit=$?"
            echo "left: [$(ls -A '\(disk)' | tr '\\n' ' ')]"
            """)
        #expect(text.contains("exit=1"), "\(text)")
        #expect(text.contains("cannot write the adapter to \(disk)/adapter: the disk holding \(disk) has 1.0 MB free"), "\(text)")
        #expect(text.contains("need about"))
        #expect(!text.contains("step 1/"), "training must not start")
        #expect(text.contains("left: []"), "nothing may be written: \(text)")
    }

    @Test("A disk that fills up during training fails at save with ENOSPC named; the last complete adapter stays and loads")
    func diskFillsDuringTraining() throws {
        guard let encoder = SharedEncoder.get(), InterruptTests.binary() != nil else { return }
        let (folder, base) = TrainerTests.smallData(train: 96, validation: 16)   // epochs long enough to fill the disk in
        let disk = folder + "/disk", kept = folder + "/kept", log = folder + "/train.log"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        // After epoch 1 wrote the adapter and the checkpoint, fill the disk; epoch 2's saves must fail cleanly.
        let text = try Self.inMountNamespace("""
            mount -t tmpfs -o size=16m tmpfs '\(disk)' || { echo "cannot mount a tmpfs"; exit 1; }
            \(Self.command(folder, base, output: disk + "/adapter")) > '\(log)' 2>&1 &
            pid=$!
            while [ ! -f '\(disk)/adapter.checkpoint/state.json' ] && kill -0 $pid 2>/dev/null; do sleep 0.02; done
            dd if=/dev/zero of='\(disk)/filler' bs=64k 2>/dev/null
            wait $pid; echo "exit=$?"
            rm '\(disk)/filler'
            cp -r '\(disk)/adapter' '\(kept)'
            echo "left: [$(ls -A '\(disk)' | tr '\\n' ' ')]"
            """)
        let trainLog = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(text.contains("exit=1"), "\(text)\n\(trainLog.suffix(600))")
        #expect(trainLog.contains("No space left on device"), "\(trainLog.suffix(600))")
        #expect(trainLog.contains("previous adapter is untouched"))
        #expect(text.contains("left: [adapter adapter.checkpoint ]"), "no staging or temporary file may remain: \(text)")
        let (model, _) = try AdapterFolder.load(kept, encoder: encoder)
        #expect(model.store.count > 0)
        let record = try JSONDecoder().decode(TrainingRecord.self, from: Data(contentsOf: URL(fileURLWithPath: kept + "/" + AdapterFolder.recordFile)))
        #expect(record.epochs.count == 1, "the kept adapter is epoch 1's")
    }
}
