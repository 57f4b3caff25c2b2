import Bert
import Foundation
import PolicyScoring
import Tensors

/// Trains LoRA adapters and the multi-task head, streaming progress as an AsyncSequence.
///
/// The loop runs on a thread of its own (it is long, synchronous compute, which must not hold a
/// thread of Swift's cooperative pool). The stream's consumer stopping (its task cancelled, or a
/// `break` out of the loop) sets a flag that the loop checks before each step, so training ends
/// between steps and the last adapter written stays intact.
public enum Trainer {
    /// Starts training; iterate the stream for events. The stream throws `TrainingError` on failure.
    public static func train(_ options: TrainingOptions) -> AsyncThrowingStream<TrainingEvent, Error> {
        AsyncThrowingStream { continuation in
            let stop = StopFlag()
            continuation.onTermination = { _ in stop.set() }
            let thread = Thread {
                do {
                    var run = try TrainingRun(options: options) { continuation.yield($0) }
                    run.consumerStopped = { stop.isSet }
                    try run.loop()
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            thread.name = "lora-train"
            thread.stackSize = 16 << 20
            thread.start()
        }
    }
}

/// A flag set from one thread and read from another.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}

/// One training run's state: the loop reads top to bottom like the recipe.
struct TrainingRun {
    let options: TrainingOptions
    let emit: (TrainingEvent) -> Void
    let trainSet: TrainingSet
    let validationSet: TrainingSet
    let model: ClauseModel
    let record: TrainingRecord
    var state: Checkpoint
    /// True once the stream's consumer has gone away.
    var consumerStopped: () -> Bool = { false }

    init(options: TrainingOptions, emit: @escaping (TrainingEvent) -> Void) throws(TrainingError) {
        self.options = options
        self.emit = emit
        guard options.epochs >= 1, options.batchSize >= 1, options.maxTokens >= 8 else {
            throw .invalidOption("epochs and batch size must be at least 1, max tokens at least 8")
        }
        try Self.checkWritable(options.outputFolder)
        let trainRecords: [ClauseRecord], validationRecords: [ClauseRecord]
        do {
            trainRecords = try ClauseFile.load(options.trainFile)
            validationRecords = try ClauseFile.load(options.validationFile)
        } catch { throw .data(error) }
        let encoder: BertEncoder, tokenizer: WordPieceTokenizer
        do { encoder = try BertEncoder(location: options.model) } catch { throw .model(error) }
        do { tokenizer = try WordPieceTokenizer(vocabularyFile: options.model.vocabularyPath) } catch {
            throw .tokenizer("\(error)")
        }
        trainSet = TrainingSet(records: trainRecords, input: options.input, tokenizer: tokenizer, maxTokens: options.maxTokens)
        validationSet = TrainingSet(records: validationRecords, input: options.input, tokenizer: tokenizer, maxTokens: options.maxTokens)
        model = ClauseModel(encoder: encoder, lora: options.headOnly ? nil : options.lora, seed: options.seed)
        try Self.checkFreeSpace(options.outputFolder, parameters: model.store.count)
        record = try Self.makeRecord(options, trainRecords: trainRecords, validationRecords: validationRecords)
        state = Checkpoint(step: 0, epoch: 0, stepInEpoch: 0, epochLossSum: 0, history: [], bestValidationLoss: .infinity,
                           bestEpoch: 0, epochsWithoutImprovement: 0, seed: options.seed, parameterCount: model.store.count,
                           recipe: Self.fingerprint(options))
        if options.resume {
            let resumed = try Checkpoint.read(from: options.checkpointFolder, into: model.store)
            guard resumed.recipe == state.recipe else {
                throw .checkpoint(path: options.checkpointFolder, reason: "it was made with other options (\(resumed.recipe)); resume with the same flags")
            }
            state = resumed
        }
        for (set, path) in [(trainSet, options.trainFile), (validationSet, options.validationFile)] where !set.truncated.isEmpty {
            emit(.warning("\(set.truncated.count) clause(s) in \(path) exceed \(options.maxTokens) tokens and were truncated (first id \(set.truncated[0]))"))
        }
    }

    var stepsPerEpoch: Int { (trainSet.examples.count + options.batchSize - 1) / options.batchSize }

    mutating func loop() throws(TrainingError) {
        let totalSteps = stepsPerEpoch * options.epochs
        emit(.started(totalParameters: model.store.count + Self.encoderParameters(model.encoder.config),
                      trainableParameters: model.store.count, kernel: BLAS.coreName, threads: BLAS.threads,
                      trainClauses: trainSet.examples.count, validationClauses: validationSet.examples.count,
                      stepsPerEpoch: stepsPerEpoch, epochs: options.epochs, resumedAtStep: options.resume ? state.step : nil))
        let started = Date()
        var realTokens = 0, trainingSeconds = 0.0
        while state.epoch < options.epochs {
            let epochStart = Date()
            let batches = trainSet.batches(size: options.batchSize, seed: options.seed, epoch: state.epoch)
            while state.stepInEpoch < batches.count {
                if consumerStopped() { return }
                if options.interruptRequested() { try interrupt(); return }
                let indices = batches[state.stepInEpoch]
                let stepStart = Date()
                let (loss, lr) = try step(indices, totalSteps: totalSteps)
                let seconds = Date().timeIntervalSince(stepStart)
                let tokens = indices.reduce(0) { $0 + trainSet.examples[$1].ids.count }
                realTokens += tokens
                trainingSeconds += seconds
                emit(.step(step: state.step, totalSteps: totalSteps, epoch: state.epoch + 1, loss: loss, learningRate: lr,
                           tokensPerSecond: Double(tokens) / seconds))
            }
            var metrics = evaluate(epoch: state.epoch + 1, trainLoss: Float(state.epochLossSum / Double(max(1, batches.count))))
            metrics.seconds = Date().timeIntervalSince(epochStart)
            emit(.epochFinished(metrics))
            state.history.append(metrics)
            state.epoch += 1
            state.stepInEpoch = 0
            state.epochLossSum = 0
            let improved = metrics.validationLoss < state.bestValidationLoss
            if improved {
                state.bestValidationLoss = metrics.validationLoss
                state.bestEpoch = metrics.epoch
                state.epochsWithoutImprovement = 0
                try writeAdapter(stopReason: nil)
                emit(.checkpointWritten(path: options.outputFolder, reason: String(format: "best validation loss %.4f", metrics.validationLoss)))
            } else {
                state.epochsWithoutImprovement += 1
            }
            try writeCheckpoint()
            if let reason = stopReason(metrics) {
                emit(.stoppedEarly(reason: reason))
                try writeAdapterRecordOnly(stopReason: reason)
                break
            }
        }
        emit(.finished(TrainingSummary(adapterFolder: options.outputFolder, bestEpoch: state.bestEpoch,
                                       bestValidationLoss: state.bestValidationLoss, epochsRun: state.history.count, steps: state.step,
                                       seconds: Date().timeIntervalSince(started),
                                       realTokensPerSecond: trainingSeconds > 0 ? Double(realTokens) / trainingSeconds : 0,
                                       realTokens: realTokens, trainingSeconds: trainingSeconds,
                                       final: state.history.first { $0.epoch == state.bestEpoch })))
    }

    /// One optimizer step: zero grads, forward + backward, clip, AdamW. Returns (loss, learning rate).
    mutating func step(_ indices: [Int], totalSteps: Int) throws(TrainingError) -> (Float, Float) {
        model.store.zeroGradients()
        model.lora?.reseedDropout(options.seed &* 0x5851_F42D &+ UInt64(state.step))
        let parts = model.lossAndGradients(trainSet.tokenBatch(indices), targets: trainSet.targets(indices))
        guard parts.total.isFinite else { throw .nonFinite(step: state.step + 1, what: "loss") }
        let factor = options.optimizer.schedule(step: state.step, total: totalSteps)
        let norm = options.optimizer.update(model.store, step: state.step + 1, factor: factor)
        guard norm.isFinite else { throw .nonFinite(step: state.step + 1, what: "gradient norm") }
        state.step += 1
        state.stepInEpoch += 1
        state.epochLossSum += Double(parts.total)
        return (parts.total, factor * options.optimizer.loraLearningRate)
    }

    /// Validation loss and per-task accuracy, dropout off.
    func evaluate(epoch: Int, trainLoss: Float) -> EpochMetrics {
        var loss = 0.0, tg = 0, ed = 0, proxy = 0, mae = 0.0
        let k = ClassifierHead.outputs
        for indices in validationSet.orderedBatches(size: 32) {
            let targets = validationSet.targets(indices)
            let z = model.predict(validationSet.tokenBatch(indices))
            loss += Double(MultiTaskLoss.forwardBackward(logits: z, targets: targets, dlogits: nil).total) * Double(indices.count)
            for (i, t) in targets.enumerated() {
                let p = HeadProbabilities(logits: z + i * k)
                if p.targetGroup.argmax == t.targetGroup { tg += 1 }
                if p.effectDirection.argmax == t.effectDirection { ed += 1 }
                if (p.usesProxyVariables > 0.5) == (t.proxy > 0.5) { proxy += 1 }
                for a in 0..<4 { mae += Double(abs(p.architecture[a] - t.architecture[a])) / 4 }
            }
        }
        let n = Double(max(1, validationSet.examples.count))
        return EpochMetrics(epoch: epoch, trainLoss: trainLoss, validationLoss: Float(loss / n), targetGroupAccuracy: Double(tg) / n,
                            effectDirectionAccuracy: Double(ed) / n, proxyAccuracy: Double(proxy) / n, architectureMAE: mae / n, seconds: 0)
    }

    /// The documented rule: validation loss under the target, or no improvement for `patience` epochs.
    func stopReason(_ metrics: EpochMetrics) -> String? {
        if metrics.validationLoss < options.targetValidationLoss {
            return String(format: "validation loss %.4f is under %.2f", metrics.validationLoss, options.targetValidationLoss)
        }
        if state.epochsWithoutImprovement >= options.patience {
            return "validation loss has not improved for \(options.patience) consecutive epochs"
        }
        return nil
    }
}
