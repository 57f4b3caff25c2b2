import Foundation
import Testing
import Bert

/// Shared by the test targets: the package root, the base model, one memory-mapped encoder per
/// process, fixtures' padded ids, and the built command-line tools.
public enum TestPaths {
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static func data(_ name: String) -> String { packageRoot + "/Data/" + name }
    public static var modelLocation: ModelLocation { ModelLocation.resolve(flag: nil, root: packageRoot) }

    /// The base model, or a recorded failure that says how to install it: evals never pass by skipping.
    public static func model(sourceLocation: SourceLocation = #_sourceLocation) -> ModelLocation? {
        do {
            try modelLocation.checkPresent()
            return modelLocation
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// A built executable of this package: beside the running test bundle (same configuration), else
    /// in .build/release or .build/debug; a recorded failure when it is not built.
    public static func binary(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let root = URL(fileURLWithPath: packageRoot)
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          root.appendingPathComponent(".build/release"), root.appendingPathComponent(".build/debug")]
            .map { $0.appendingPathComponent(name).path }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            Issue.record("\(name) is not built (looked at \(candidates)); run `swift build` first", sourceLocation: sourceLocation)
            return nil
        }
        return found
    }
}

/// One encoder per test process: the model is memory-mapped once.
public enum SharedEncoder {
    static let encoder: BertEncoder? = try? BertEncoder(location: TestPaths.modelLocation)

    public static func get(sourceLocation: SourceLocation = #_sourceLocation) -> BertEncoder? {
        guard TestPaths.model(sourceLocation: sourceLocation) != nil else { return nil }
        guard let encoder else {
            Issue.record("the base model is present but failed to load", sourceLocation: sourceLocation)
            return nil
        }
        return encoder
    }
}

/// Token sequences from a padded [B×T] id tensor and its mask (fixtures store both).
public func sequences(ids: [Int64], mask: [Int64], batch: Int, tokens: Int) -> [[Int32]] {
    (0..<batch).map { b in
        (0..<tokens).compactMap { t in mask[b * tokens + t] != 0 ? Int32(ids[b * tokens + t]) : nil }
    }
}

public func maxAbsDifference(_ a: UnsafePointer<Float>, _ b: [Float], count: Int) -> Float {
    var worst: Float = 0
    for i in 0..<count { worst = max(worst, abs(a[i] - b[i])) }
    return worst
}

public func maxAbsDifference(_ a: [Float], _ b: [Float]) -> Float {
    zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
}
