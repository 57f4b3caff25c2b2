import Foundation
import Testing
@testable import Bert
import SafeTensors

/// Paths for tests: the package root from this file's location, fixtures, and the base model.
enum TestPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func fixture(_ name: String) -> String { packageRoot + "/Tests/BertTests/Fixtures/" + name }

    /// The base model, or a recorded failure that says how to install it: evals never pass by skipping.
    static func model(sourceLocation: SourceLocation = #_sourceLocation) -> ModelLocation? {
        let location = ModelLocation.resolve(flag: nil, root: packageRoot)
        do {
            try location.checkPresent()
            return location
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}

/// One encoder per test process: the model is memory-mapped once.
enum SharedEncoder {
    static let encoder: BertEncoder? = {
        let location = ModelLocation.resolve(flag: nil, root: TestPaths.packageRoot)
        return try? BertEncoder(location: location)
    }()

    static func get(sourceLocation: SourceLocation = #_sourceLocation) -> BertEncoder? {
        guard TestPaths.model(sourceLocation: sourceLocation) != nil else { return nil }
        guard let encoder else {
            Issue.record("the base model is present but failed to load", sourceLocation: sourceLocation)
            return nil
        }
        return encoder
    }
}

/// Token sequences from a padded [B×T] id tensor and its mask (fixtures store both).
func sequences(ids: [Int64], mask: [Int64], batch: Int, tokens: Int) -> [[Int32]] {
    (0..<batch).map { b in
        (0..<tokens).compactMap { t in mask[b * tokens + t] != 0 ? Int32(ids[b * tokens + t]) : nil }
    }
}

func maxAbsDifference(_ a: UnsafePointer<Float>, _ b: [Float], count: Int) -> Float {
    var worst: Float = 0
    for i in 0..<count { worst = max(worst, abs(a[i] - b[i])) }
    return worst
}
