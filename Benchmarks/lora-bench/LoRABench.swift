import ArgumentParser
import Bert
import Foundation
import Tensors

/// CPU benchmarks for LoRATrainer. Every suite verifies its result before it times anything.
@main
struct LoRABench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lora-bench",
        abstract: "CPU benchmarks: GEMM against the machine's peak, encoder inference, training.",
        subcommands: [GEMM.self, Inference.self, TrainStep.self, Recipe.self, Scaling.self, Kernel.self],
        defaultSubcommand: GEMM.self
    )
}

struct GEMM: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "sgemm GFLOP/s on MiniLM's shapes, with the kernel in use and with the generic fallback.")

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(help: "Skip the comparison run on OpenBLAS's generic fallback kernel.")
    var noFallback = false

    @Option(help: "Timed repetitions per shape (the median is reported).")
    var repeats = 15

    func run() throws {
        let kernel = KernelFix.ensureFastKernel()
        let result = GEMMSuite.run(repeats: repeats)
        guard result.maxAbsErrorVsNaive < 1e-3 else {
            throw ValidationError("sgemm disagrees with the naive loop (max |Δ| \(result.maxAbsErrorVsNaive)); not timing a wrong result")
        }
        if json && noFallback {
            print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
            return
        }
        let fallback = noFallback ? nil : try GEMMSuite.runFallbackChild()
        if json {
            struct Both: Codable { let inUse: GEMMSuite.Result; let fallback: GEMMSuite.Result? }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(Both(inUse: result, fallback: fallback)), as: UTF8.self))
            return
        }
        print("GEMM suite: \(kernel)")
        print("verified against a naive loop: max |Δ| = \(result.maxAbsErrorVsNaive)")
        print(pad("shape (M×N×K)", 16) + pad("\(result.kernel) GFLOP/s", 20) + (fallback.map { pad("\($0.kernel) GFLOP/s", 20) + "speed-up" } ?? ""))
        for (i, row) in result.rows.enumerated() {
            var line = pad(row.shape, 16) + pad(String(format: "%.1f", row.gflops), 20)
            if let f = fallback?.rows[i] {
                line += pad(String(format: "%.1f", f.gflops), 20) + String(format: "%.1f×", row.gflops / f.gflops)
            }
            print(line)
        }
        print(String(format: "machine sgemm peak (best shape): %.1f GFLOP/s on %@, %d threads",
                     GEMMSuite.peak(result), result.kernel, result.threads))
    }
}

struct ModelOptions: ParsableArguments {
    @Option(help: "Base model folder (default: $LORATRAINER_MODEL_DIR, else Models/all-MiniLM-L6-v2).")
    var modelDir: String?

    @Option(parsing: .upToNextOption, help: "Clause files whose texts feed the benchmarks.")
    var data = ["Data/historical_clauses.jsonl", "Data/validation_clauses.jsonl"]

    @Option(help: "Timed repetitions (the median is reported).")
    var repeats = 10

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func suites() throws -> ModelSuites { try ModelSuites(model: ModelLocation.resolve(flag: modelDir), dataFiles: data) }
}

func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

struct Kernel: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the OpenBLAS kernel in use, or with --coretype the OPENBLAS_CORETYPE a test run should set (empty when none).")

    @Flag(help: "Print only the core type to export (scripts/test.sh uses this; same rule as every executable).")
    var coretype = false

    func run() {
        let decision = KernelFix.decide(coreName: BLAS.coreName, environment: ProcessInfo.processInfo.environment,
                                        cpuFlags: KernelFix.cpuFlags())
        if coretype {
            if case .reexec(let core, _) = decision { print(core) }
            return
        }
        print(KernelFix.ensureFastKernel())
    }
}

struct Inference: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Encoder inference: tokens/s at batch 16 × 64 and single-clause latency.")
    @OptionGroup var options: ModelOptions

    func run() throws {
        let kernel = KernelFix.ensureFastKernel()
        let result = try options.suites().inference(repeats: options.repeats)
        guard result.verifiedMaxAbsDelta < 1e-4 else {
            throw ValidationError("batched and single embeddings differ by \(result.verifiedMaxAbsDelta); not timing a wrong result")
        }
        if options.json { return try printJSON(result) }
        print("Inference suite: \(kernel)")
        print(String(format: "verified: batched = one-at-a-time embeddings, max |Δ| %.2e", result.verifiedMaxAbsDelta))
        print(String(format: "batch 16 × 64: %.0f tokens/s (median %.1f ms)", result.batchTokensPerSecond, result.batchMedianMilliseconds))
        print(String(format: "single clause (tokenize + encode, %d clauses): median %.2f ms, p95 %.2f ms",
                     result.singleClauses, result.singleMedianMilliseconds, result.singleP95Milliseconds))
    }
}

struct TrainStep: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "train-step",
        abstract: "One LoRA training step at batch 16 × 64: tokens/s, achieved GFLOP/s and the fraction of the sgemm peak.")
    @OptionGroup var options: ModelOptions

    func run() throws {
        let kernel = KernelFix.ensureFastKernel()
        let peak = GEMMSuite.peak(GEMMSuite.run(repeats: 5))
        let result = try options.suites().trainingStep(repeats: options.repeats, peak: peak)
        guard result.lossFirst.isFinite, result.lossAfter < result.lossFirst else {
            throw ValidationError("the loss did not decrease (\(result.lossFirst) → \(result.lossAfter)); not timing a broken step")
        }
        if options.json { return try printJSON(result) }
        print("Training-step suite: \(kernel)")
        print(String(format: "verified: loss %.4f → %.4f over the timed steps", result.lossFirst, result.lossAfter))
        print(String(format: "batch 16 × 64: %.0f tokens/s (median %.1f ms a step), %.1f GFLOP/s achieved = %.0f%% of the measured sgemm peak %.1f GFLOP/s",
                     result.tokensPerSecond, result.medianMilliseconds, result.achievedGFLOPs, 100 * (result.fractionOfSgemmPeak ?? 0), peak))
        print(String(format: "peak resident memory: %.0f MB", Double(peakResidentBytes()) / 1e6))
    }
}

struct TrainingDataOptions: ParsableArguments {
    @Option(help: "Base model folder (default: $LORATRAINER_MODEL_DIR, else Models/all-MiniLM-L6-v2).")
    var modelDir: String?

    @Option(help: "Training clauses.")
    var data = "Data/historical_clauses.jsonl"

    @Option(help: "Validation clauses (evaluated after each epoch, as lora-train does).")
    var validationData = "Data/validation_clauses.jsonl"

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func suites() throws -> TrainingSuites {
        try TrainingSuites(model: ModelLocation.resolve(flag: modelDir), trainFile: data, validationFile: validationData)
    }
}

struct Recipe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The default recipe on the clause data (what lora-train --epochs 3 runs): real tokens/s, seconds per epoch, peak memory.")
    @OptionGroup var options: TrainingDataOptions

    @Option(help: "Epochs (the default recipe's 3).")
    var epochs = 3

    struct Result: Codable {
        let kernel: String
        let threads: Int
        let run: TrainingSuites.Run
        let peakResidentMB: Double
    }

    func run() async throws {
        let kernel = KernelFix.ensureFastKernel()
        let suites = try options.suites()
        defer { suites.cleanUp() }
        let run = try await suites.train("recipe") { $0.epochs = epochs }
        let result = Result(kernel: BLAS.coreName, threads: BLAS.threads, run: run, peakResidentMB: Double(peakResidentBytes()) / 1e6)
        if options.json { return try printJSON(result) }
        print("Recipe suite: \(kernel)")
        print(String(format: "verified: training loss %.4f → %.4f over %d epochs", run.epochs.first!.trainLoss, run.epochs.last!.trainLoss, run.epochs.count))
        for e in run.epochs {
            print(String(format: "epoch %d: %.1f s (steps and validation), validation accuracy targetGroup %.3f effectDirection %.3f",
                         e.epoch, e.seconds, e.targetGroupAccuracy, e.effectDirectionAccuracy))
        }
        print(String(format: "%d real tokens/epoch at %.0f real tokens/s; %.1f s of optimizer steps per epoch; %.1f s wall for the run (model loaded before)",
                     run.realTokens / run.epochs.count, run.realTokensPerSecond, run.trainingSecondsPerEpoch, run.wallSeconds))
        print(String(format: "peak resident memory: %.0f MB", result.peakResidentMB))
    }
}

struct Scaling: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "How training cost grows: against batch size, sequence length and data size. Prints markdown tables (about 2 minutes).")
    @OptionGroup var options: TrainingDataOptions

    @Option(parsing: .upToNextOption, help: "Batch sizes for one epoch on the clause data (dynamic padding).")
    var batchSizes = [1, 4, 8, 16, 32]

    @Option(parsing: .upToNextOption, help: "Sequence lengths for training steps at batch 16 (every sequence exactly this long).")
    var lengths = [16, 32, 64, 128, 256]

    @Option(parsing: .upToNextOption, help: "Training-set sizes (first N clauses) for one epoch at the default batch size.")
    var sizes = [56, 112, 224, 449]

    @Option(help: "Timed steps per sequence length (the median is reported).")
    var repeats = 5

    struct BatchRow: Codable { let batchSize: Int; let realTokensPerSecond: Double; let trainingSecondsPerEpoch: Double; let epochSeconds: Double }
    struct LengthRow: Codable { let tokens: Int; let tokensPerSecond: Double; let stepMilliseconds: Double; let secondsPerEpoch: Double; let stepsPerEpoch: Int }
    struct SizeRow: Codable { let clauses: Int; let realTokens: Int; let trainingSeconds: Double; let epochSeconds: Double }
    struct Result: Codable { let kernel: String; let threads: Int; let batch: [BatchRow]; let length: [LengthRow]; let size: [SizeRow] }

    func run() async throws {
        let kernel = KernelFix.ensureFastKernel()
        let suites = try options.suites()
        defer { suites.cleanUp() }
        let clauses = try suites.trainCount()
        var batch: [BatchRow] = [], length: [LengthRow] = [], size: [SizeRow] = []
        for b in batchSizes {
            let run = try await suites.train("batch-\(b)") { $0.epochs = 1; $0.batchSize = b }
            batch.append(BatchRow(batchSize: b, realTokensPerSecond: run.realTokensPerSecond, trainingSecondsPerEpoch: run.trainingSecondsPerEpoch,
                                  epochSeconds: run.epochs[0].seconds))
            if !options.json { FileHandle.standardError.write(Data("batch \(b): done\n".utf8)) }
        }
        let steps = try ModelSuites(model: suites.model, dataFiles: [suites.trainFile])
        for t in lengths {
            let step = steps.trainingStep(repeats: repeats, peak: nil, b: 16, t: t)
            guard step.lossFirst.isFinite, step.lossAfter < step.lossFirst else {
                throw BenchmarkFailure("16 × \(t): the loss did not decrease (\(step.lossFirst) → \(step.lossAfter))")
            }
            let stepsPerEpoch = (clauses + 15) / 16
            length.append(LengthRow(tokens: t, tokensPerSecond: step.tokensPerSecond, stepMilliseconds: step.medianMilliseconds,
                                    secondsPerEpoch: Double(stepsPerEpoch) * step.medianMilliseconds / 1e3, stepsPerEpoch: stepsPerEpoch))
            if !options.json { FileHandle.standardError.write(Data("length \(t): done\n".utf8)) }
        }
        for n in sizes where n <= clauses {
            let run = try await suites.train("size-\(n)", trainFile: try suites.trainSlice(n)) { $0.epochs = 1 }
            size.append(SizeRow(clauses: n, realTokens: run.realTokens, trainingSeconds: run.trainingSecondsPerEpoch, epochSeconds: run.epochs[0].seconds))
            if !options.json { FileHandle.standardError.write(Data("size \(n): done\n".utf8)) }
        }
        let result = Result(kernel: BLAS.coreName, threads: BLAS.threads, batch: batch, length: length, size: size)
        if options.json { return try printJSON(result) }
        print("Scaling suite: \(kernel)")
        print("\nOne epoch on the \(clauses) training clauses (dynamic padding), by batch size:\n")
        print("| batch | real tokens/s | optimizer steps per epoch (s) | epoch incl. validation (s) |\n|---:|---:|---:|---:|")
        for r in batch {
            print(String(format: "| %d | %.0f | %.1f | %.1f |", r.batchSize, r.realTokensPerSecond, r.trainingSecondsPerEpoch, r.epochSeconds))
        }
        print("\nTraining steps at batch 16, every sequence exactly T tokens (median of \(repeats)); epoch = steps for \(clauses) clauses × median step:\n")
        print("| T | tokens/s | step (ms) | epoch (s) |\n|---:|---:|---:|---:|")
        for r in length {
            print(String(format: "| %d | %.0f | %.1f | %.1f (%d steps) |", r.tokens, r.tokensPerSecond, r.stepMilliseconds, r.secondsPerEpoch, r.stepsPerEpoch))
        }
        print("\nOne epoch at the default batch size, by training-set size:\n")
        print("| clauses | real tokens | optimizer steps (s) | epoch incl. validation (s) |\n|---:|---:|---:|---:|")
        for r in size {
            print(String(format: "| %d | %d | %.2f | %.1f |", r.clauses, r.realTokens, r.trainingSeconds, r.epochSeconds))
        }
    }
}

func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count) }

