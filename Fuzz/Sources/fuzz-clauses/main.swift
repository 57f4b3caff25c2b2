import PolicyScoring

/// libFuzzer entry: any bytes as a clause JSONL file; all or nothing, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let records = try? ClauseFile.parse(bytes, path: "fuzz.jsonl") {
        // Accepted records must score without crashing.
        _ = PolicyScorer.score(records.map(\.goldClassification), policy: HistoricalPolicies.all.first)
    }
    return 0
}
