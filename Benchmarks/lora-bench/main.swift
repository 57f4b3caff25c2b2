import ArgumentParser
import Foundation
import Tensors

/// CPU benchmarks for LoRATrainer. Every suite verifies its result before it times anything.
struct LoRABench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lora-bench",
        abstract: "CPU benchmarks: GEMM against the machine's peak, encoder inference, training.",
        subcommands: [GEMM.self],
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

func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count) }

LoRABench.main()
