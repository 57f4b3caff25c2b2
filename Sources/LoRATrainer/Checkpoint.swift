import Foundation
import SafeTensors

/// A resumable training state: parameters, AdamW moments and the loop's position, written
/// atomically next to the adapter folder (`<output>.checkpoint/`).
struct Checkpoint: Codable {
    var step: Int                 // optimizer steps done
    var epoch: Int                // epoch in progress (0-based)
    var stepInEpoch: Int          // batches of `epoch` already done
    var epochLossSum: Double      // train loss summed over those batches
    var history: [EpochMetrics]
    var bestValidationLoss: Float
    var bestEpoch: Int
    var epochsWithoutImprovement: Int
    var seed: UInt64
    var parameterCount: Int
    var recipe: String            // fingerprint of the options that must not change on resume

    static let stateFile = "state.json", tensorsFile = "optimizer.safetensors"

    func write(store: ParameterStore, to folder: String) throws(AdapterError) {
        try AdapterFolder.writeFolder(folder) { staging throws(AdapterError) in
            let n = store.count
            let tensors = [("values", store.values), ("first_moment", store.firstMoment), ("second_moment", store.secondMoment)].map {
                TensorToWrite(name: $0.0, shape: [n], values: $0.1.array(n))
            }
            do throws(SafeTensorsError) { try SafeTensorsWriter.write(tensors, metadata: ["format": "pt"], to: staging + "/" + Self.tensorsFile) } catch {
                throw AdapterError.writeFailed(path: folder, reason: error.description)
            }
            try AdapterFolder.writeJSON(self, to: staging + "/" + Self.stateFile)
        }
    }

    static func read(from folder: String, into store: ParameterStore) throws(TrainingError) -> Checkpoint {
        guard let data = FileManager.default.contents(atPath: folder + "/" + stateFile) else {
            throw .checkpoint(path: folder, reason: "no \(stateFile) (was a checkpoint ever written?)")
        }
        let state: Checkpoint
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { state = try decoder.decode(Checkpoint.self, from: data) } catch {
            throw .checkpoint(path: folder, reason: "\(stateFile) is not a checkpoint state (\(error))")
        }
        guard state.parameterCount == store.count else {
            throw .checkpoint(path: folder, reason: "it holds \(state.parameterCount) parameters, this configuration has \(store.count)")
        }
        do {
            let file = try SafeTensorsFile(path: folder + "/" + tensorsFile)
            for (name, buffer) in [("values", store.values), ("first_moment", store.firstMoment), ("second_moment", store.secondMoment)] {
                let values = try file.floats(name)
                guard values.count == store.count, values.allSatisfy(\.isFinite) else {
                    throw TrainingError.checkpoint(path: folder, reason: "\(name) has the wrong size or non-finite values")
                }
                values.withUnsafeBufferPointer { buffer.pointer.update(from: $0.baseAddress!, count: store.count) }
            }
        } catch let error as TrainingError {
            throw error
        } catch {
            throw .checkpoint(path: folder, reason: "\(error)")
        }
        return state
    }
}
