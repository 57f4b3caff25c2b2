import ArgumentParser
import Foundation
import PolicyScoring

/// `lora-eval FILE`: per-task metrics and the historical COI table for one classifier.
@main
struct LoraEval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lora-eval",
        abstract: "Classify a labelled clause file, measure each task and validate the four historical COIs.",
        discussion: """
            Exit status: 0 when the evaluation ran, whatever the scores; 1 with --strict when a \
            historical policy failed; 2 when the data file was rejected.
            """)

    @Argument(help: "A JSONL clause file in the data schema (e.g. Data/validation_clauses.jsonl).")
    var file: String

    @Option(help: "The classifier to evaluate.")
    var classifier: ClassifierChoice = .gold

    @Option(name: .customLong("baseline"), help: "Also run this classifier and show it beside the main one (repeatable).")
    var baselines: [ClassifierChoice] = []

    @Flag(help: "Print one JSON object instead of the human report.")
    var json = false

    @Flag(help: "Exit 1 when any historical policy misses its expected COI or has no COI.")
    var strict = false

    @Flag(help: .hidden)
    var fitCalibration = false

    func run() throws {
        let records: [ClauseRecord], sha: String
        do {
            records = try ClauseFile.load(file)
            sha = try ClauseFile.sha256(ofFileAt: file)
        } catch {
            FileHandle.standardError.write(Data("lora-eval: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if fitCalibration {
            let fit = ScorerCalibration.fit(records)
            print("midpoint = \(fit.midpoint), steepness = \(fit.steepness), max |delta| = \(fit.maxAbsDelta), robustness = \(fit.robustness)")
            print(ScorerCalibration.markdown([("fit", fit.rows)]))
            return
        }
        var report = EvaluationReport(records: records, dataFile: file, dataSHA256: sha,
                                      classifier: try classifier.make(records: records))
        if !baselines.isEmpty {
            report.baselines = try baselines.map {
                EvaluationReport(records: records, dataFile: file, dataSHA256: sha, classifier: try $0.make(records: records))
            }
        }
        print(json ? report.json() : report.render(), terminator: json ? "\n" : "")
        if strict && !report.allPoliciesPassed { throw ExitCode(1) }
    }
}
