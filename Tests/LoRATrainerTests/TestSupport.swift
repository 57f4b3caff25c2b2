@_exported import TestSupport

extension TestPaths {
    static func fixture(_ name: String) -> String { packageRoot + "/Tests/LoRATrainerTests/Fixtures/" + name }
}

/// max |a − b| / max |b|: the relative error of a whole tensor.
func relativeError(_ a: [Float], _ b: [Float]) -> Float {
    precondition(a.count == b.count)
    var diff: Float = 0, scale: Float = 0
    for i in a.indices { diff = max(diff, abs(a[i] - b[i])); scale = max(scale, abs(b[i])) }
    return scale == 0 ? diff : diff / scale
}
