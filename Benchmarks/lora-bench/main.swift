import ArgumentParser
import Bert
import Foundation
import Tensors

/// CPU benchmarks for LoRATrainer. Every suite verifies its result before it times anything.
struct LoRABench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lora-bench",
        abstract: "CPU benchmarks: GEMM against the machine's peak, encoder inference, training.",
        subcommands: [GEMM.self, Inference.self, TrainStep.self, Kernel.self],
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

func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count) }

LoRABench.main()
