import Foundation
import Testing
import TestSupport

/// Runs the built `lora-eval` binary: exit codes, JSON output and help text.
@Suite struct LoraEvalCommandTests {
    /// Runs lora-eval with `arguments`; returns the exit status and standard output and error.
    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, out: String, err: String) {
        guard let binary = TestPaths.binary("lora-eval", sourceLocation: sourceLocation).map(URL.init(fileURLWithPath:)) else {
            return (-1, "", "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// A file with one Slave Codes clause only: three policies have no clauses, so --strict fails.
    func partialFile() -> String {
        temporaryFile(Fixture.line() + "\n" + Fixture.line(id: "o", text: "The clerk shall keep a register.", policy: "Other Act (1900)"))
    }

    @Test func itExitsZeroWhateverTheScores() throws {
        let result = try run([partialFile(), "--classifier", "keyword"])
        #expect(result.status == 0)
        #expect(result.out.contains("COI per historical policy") && result.out.contains("keyword-baseline/1"))
        #expect(result.out.contains("\"Other Act (1900)\" are measured above but not COI-scored"))
    }

    @Test func strictExitsOneWhenAPolicyFails() throws {
        #expect(try run([partialFile(), "--classifier", "gold", "--strict"]).status == 1)
    }

    @Test func aRejectedFileExitsTwoWithTheReason() throws {
        let result = try run([temporaryFile(Fixture.line(group: "elites"))])
        #expect(result.status == 2)
        #expect(result.err.contains(":1: unknown targetGroup \"elites\"; allowed values: outgroup, ingroupNonElite, elite, multiple."))
    }

    @Test func jsonPrintsOneObjectWithEvidence() throws {
        let result = try run([partialFile(), "--classifier", "gold", "--json", "--baseline", "keyword"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let evidence = try #require(object["evidence"] as? [String: String])
        #expect(evidence["classifier"] == "gold-labels" && evidence["scoringRules"] == "scoring-rules/1")
        #expect(evidence["dataSHA256"]?.count == 64)
        #expect((object["baselines"] as? [Any])?.count == 1)
    }

    @Test func helpListsTheClassifiersAndAnUnknownOneIsAUsageError() throws {
        let help = try run(["--help"])
        #expect(help.status == 0 && help.out.contains("--classifier <classifier>") && help.out.contains("gold"))
        #expect(!help.out.contains("fit-calibration"))
        #expect(try run([partialFile(), "--classifier", "oracle"]).status == 64)
        // The adapter classifier (the default) with a missing adapter: a clear error, exit 3.
        let missing = try run([partialFile(), "--adapter", "/nonexistent/adapter"])
        #expect(missing.status == 3)
        #expect(missing.err.contains("adapter_config.json is missing"))
    }

    @Test func predictionsAreOneLinePerClauseAndAnUnwritablePathExitsTwoLeavingNothing() throws {
        let folder = NSTemporaryDirectory() + "lora-eval-predictions-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = partialFile()
        let written = try run([file, "--predictions", folder + "/out.jsonl"])
        #expect(written.status == 0, "\(written.err)")
        let lines = try String(contentsOfFile: folder + "/out.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["id"] as? String != nil && first["probabilities"] != nil)
        // Only the finished file is left behind: no temporary sibling.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.jsonl"])

        let unwritable = try run([file, "--predictions", folder + "/missing/out.jsonl"])
        #expect(unwritable.status == 2)
        #expect(unwritable.err.contains("--predictions"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
    }
}
