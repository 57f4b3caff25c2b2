import ArgumentParser
import Bert
import Foundation
import LoRATrainer
import Tensors

/// `lora-train`: trains LoRA adapters and the multi-task head on the clause data.
@main
struct LoraTrain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lora-train",
        abstract: "Fine-tune all-MiniLM-L6-v2 with LoRA adapters and a multi-task clause head on the CPU.",
        discussion: """
            Reads Data/historical_clauses.jsonl (training) and Data/validation_clauses.jsonl (validation) and writes \
            a PEFT-layout adapter folder (default Adapters/clause-classifier). Stops early when the validation loss \
            is under 0.15 or has not improved for 2 consecutive epochs; the adapter kept is the best by validation loss. \
            Ctrl-C finishes the current step, writes a resumable checkpoint and exits 130; continue with --resume.
            """)

    @OptionGroup var data: DataOptions
    @OptionGroup var recipe: RecipeOptions
    @OptionGroup var lora: LoRAOptions

    @Flag(help: "Continue from the checkpoint beside the output folder (<output>.checkpoint), with optimizer state and step count.")
    var resume = false

    @Flag(help: "No LoRA: train only the head on frozen embeddings (a probe; our own baseline).")
    var headOnly = false

    @Option(help: "BLAS threads (1 makes runs bit-reproducible; default: OpenBLAS's choice).")
    var threads: Int?

    @Flag(help: "One line per event even on a terminal.")
    var plain = false

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() async throws {
        let kernel = KernelFix.ensureFastKernel()
        if let threads { BLAS.setThreads(threads) }
        var options = TrainingOptions()
        data.apply(to: &options)
        recipe.apply(to: &options)
        try lora.apply(to: &options)
        options.resume = resume
        options.headOnly = headOnly
        let interrupt = InterruptFlag.install()
        options.interruptRequested = { interrupt.isSet }
        let display = ProgressDisplay(live: !plain && isatty(1) == 1)
        display.line("lora-train: \(kernel); base model \(options.model.directory)")
        var interrupted = false
        do {
            for try await event in Trainer.train(options) {
                display.show(event)
                if case .interrupted = event { interrupted = true }
            }
        } catch {
            display.finish()
            writeStandardError("error: \(error)\n")
            throw ExitCode.failure
        }
        display.finish()
        if interrupted { throw ExitCode(130) }
    }
}
