import Foundation
import Testing
@testable import Bert
@testable import LoRATrainer
import SafeTensors

/// Paths for tests: the package root from this file's location, fixtures, the base model and data.
enum TestPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func fixture(_ name: String) -> String { packageRoot + "/Tests/LoRATrainerTests/Fixtures/" + name }
    static func data(_ name: String) -> String { packageRoot + "/Data/" + name }
    static var modelLocation: ModelLocation { ModelLocation.resolve(flag: nil, root: packageRoot) }
}

/// One memory-mapped encoder per test process; a missing model is a recorded failure, never a skip.
enum SharedEncoder {
    static let encoder: BertEncoder? = try? BertEncoder(location: TestPaths.modelLocation)

    static func get(sourceLocation: SourceLocation = #_sourceLocation) -> BertEncoder? {
        do { try TestPaths.modelLocation.checkPresent() } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
        guard let encoder else {
            Issue.record("the base model is present but failed to load", sourceLocation: sourceLocation)
            return nil
        }
        return encoder
    }
}

/// Token sequences from a padded [B×T] id tensor and its mask.
func sequences(ids: [Int64], mask: [Int64], batch: Int, tokens: Int) -> [[Int32]] {
    (0..<batch).map { b in
        (0..<tokens).compactMap { t in mask[b * tokens + t] != 0 ? Int32(ids[b * tokens + t]) : nil }
    }
}

/// max |a − b| / max |b|: the relative error of a whole tensor.
func relativeError(_ a: [Float], _ b: [Float]) -> Float {
    precondition(a.count == b.count)
    var diff: Float = 0, scale: Float = 0
    for i in a.indices { diff = max(diff, abs(a[i] - b[i])); scale = max(scale, abs(b[i])) }
    return scale == 0 ? diff : diff / scale
}

func maxAbsDifference(_ a: [Float], _ b: [Float]) -> Float {
    zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
}
