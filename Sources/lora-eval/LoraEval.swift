import ArgumentParser
import Bert
import Foundation
import LoRATrainer
import PolicyScoring
import Tensors

/// `lora-eval FILE`: per-task metrics and the historical COI table for one classifier.
@main
struct LoraEval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lora-eval",
        abstract: "Classify a labelled clause file, measure each task and validate the four historical COIs.",
        discussion: """
            Exit status: 0 when the evaluation ran, whatever the scores; 1 with --strict when a \
            historical policy failed; 2 when the data file was rejected or --predictions could not be \
            written; 3 when the classifier could not be loaded.
            """)

    @Argument(help: "A JSONL clause file in the data schema (e.g. Data/validation_clauses.jsonl).")
    var file: String

    @Option(help: "The classifier to evaluate: adapter (the trained LoRA adapter), gold (the file's own labels) or keyword.")
    var classifier: ClassifierChoice = .adapter

    @Option(help: "The adapter folder (PEFT layout) for --classifier adapter.")
    var adapter = "Adapters/clause-classifier"

    @Option(help: "Base model folder (default: $LORATRAINER_MODEL_DIR, else Models/all-MiniLM-L6-v2).")
    var modelDir: String?

    @Option(name: .customLong("baseline"), help: "Also run this classifier and show it beside the main one (repeatable; default: keyword when the adapter is evaluated).")
    var baselines: [ClassifierChoice] = []

    @Option(help: "Write one JSON line per clause with the predicted labels and the head's probabilities (adapter only).")
    var predictions: String?

    @Flag(help: "Print one JSON object instead of the human report.")
    var json = false

    @Flag(help: "Exit 1 when any historical policy misses its expected COI or has no COI.")
    var strict = false

    @Flag(help: .hidden)
    var fitCalibration = false

    /// With --fit-calibration: also score this (validation) file's gold labels with the fitted constants.
    @Option(help: .hidden)
    var checkFile: String?

    func run() throws {
        if classifier == .adapter { _ = KernelFix.ensureFastKernel() }
        let model = ModelLocation.resolve(flag: modelDir)
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
            var splits = [("fit", fit.rows)]
            if let checkFile {
                let held = try ClauseFile.load(checkFile)
                splits.append(("check", ScorerCalibration.table(held, midpoint: fit.midpoint, steepness: fit.steepness)))
            }
            print(ScorerCalibration.markdown(splits))
            return
        }
        let main: any ClauseClassifying
        do { main = try classifier.make(records: records, adapter: adapter, model: model) } catch {
            FileHandle.standardError.write(Data("lora-eval: \(error)\n".utf8))
            throw ExitCode(3)
        }
        var report = EvaluationReport(records: records, dataFile: file, dataSHA256: sha, classifier: main)
        if let adapterClassifier = main as? AdapterClassifier {
            report.evidence.baseModelSHA256 = adapterClassifier.baseModelSHA256
            report.evidence.adapterSHA256 = adapterClassifier.adapterSHA256
            if let predictions {
                do { try PredictionsFile.write(records: records, classifier: adapterClassifier, to: predictions) } catch {
                    FileHandle.standardError.write(Data("lora-eval: --predictions: \(error)\n".utf8))
                    throw ExitCode(2)
                }
            }
        } else if predictions != nil {
            FileHandle.standardError.write(Data("lora-eval: --predictions needs --classifier adapter\n".utf8))
            throw ExitCode(2)
        }
        let baselineChoices = baselines.isEmpty && classifier == .adapter ? [.keyword] : baselines
        if !baselineChoices.isEmpty {
            report.baselines = try baselineChoices.map {
                EvaluationReport(records: records, dataFile: file, dataSHA256: sha,
                                 classifier: try $0.make(records: records, adapter: adapter, model: model))
            }
        }
        print(json ? report.json() : report.render(), terminator: json ? "\n" : "")
        if strict && !report.allPoliciesPassed { throw ExitCode(1) }
    }
}
