import Foundation
import Testing
import TestSupport
@testable import PolicyScoring

/// Shared builders, stub classifiers and checks for the PolicyScoring tests.
enum Fixture {
    static let slave = "Virginia Slave Codes (1705)"
    static let thirteenth = "13th Amendment (1865)"
    static let holc = "HOLC Redlining (1934)"
    static let drugs = "War on Drugs (1971)"

    /// A classification with the given labels and architecture scores.
    static func tier(
        _ group: TargetGroup, _ effect: EffectDirection, _ aar: Double, _ se: Double, _ ij: Double, _ rsc: Double,
        proxies: [String] = [], uses: Bool? = nil, expands: Bool = false
    ) -> TierClassification {
        TierClassification(targetGroup: group, effectDirection: effect,
                           architectureScores: .init(aar: aar, se: se, ij: ij, rsc: rsc),
                           proxyVariables: proxies, usesProxyVariables: uses ?? !proxies.isEmpty, expandsOutgroup: expands)
    }

    /// A record with the labels of `tier`.
    static func record(_ id: String, _ policy: String, _ tier: TierClassification, text: String? = nil) -> ClauseRecord {
        ClauseRecord(id: id, text: text ?? "clause \(id)", sourcePolicy: policy, targetGroup: tier.targetGroup,
                     effectDirection: tier.effectDirection, architectureScores: tier.architectureScores,
                     proxyVariables: tier.proxyVariables, usesProxyVariables: tier.usesProxyVariables,
                     expandsOutgroup: tier.expandsOutgroup)
    }

    /// A valid JSONL line; `replacing` swaps a substring to break it on purpose.
    static func line(id: String = "id-1", text: String = "No slave shall bear arms.", policy: String = slave,
                     group: String = "outgroup", effect: String = "burden", aar: String = "0.9",
                     extra: String = "") -> String {
        #"{"id":"\#(id)","text":"\#(text)","sourcePolicy":"\#(policy)","targetGroup":"\#(group)","#
            + #""effectDirection":"\#(effect)","architectureScores":{"aar":\#(aar),"se":0.5,"ij":0.4,"rsc":0.7},"#
            + #""proxyVariables":["property"],"usesProxyVariables":true\#(extra)}"#
    }

    /// One record per historical policy, all outgroup burden with middling scores.
    static func oneClausePerPolicy() -> [ClauseRecord] {
        HistoricalPolicies.all.enumerated().map { i, p in
            record("p\(i)", p.name, tier(.outgroup, .burden, 0.8, 0.5, 0.5, 0.6), text: "clause of \(p.name)")
        }
    }

    /// The package root, found from this file's path.
    static func packageRoot() -> URL { URL(fileURLWithPath: TestPaths.packageRoot) }
}

/// A classifier whose behaviour a test chooses.
struct StubClassifier: ClauseClassifying {
    let identity: String
    let respond: @Sendable ([String]) throws(ClassificationError) -> [TierClassification]

    init(_ identity: String = "stub", respond: @escaping @Sendable ([String]) throws(ClassificationError) -> [TierClassification]) {
        self.identity = identity
        self.respond = respond
    }

    func classify(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification] { try respond(clauses.map(\.text)) }

    /// Always answers `tier` for every text.
    static func constant(_ tier: TierClassification, identity: String = "constant") -> StubClassifier {
        StubClassifier(identity) { texts in texts.map { _ in tier } }
    }
}

/// Writes `contents` to a fresh temporary file and returns its path.
func temporaryFile(_ bytes: [UInt8], name: String = "clauses.jsonl") -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("policyscoring-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try! Data(bytes).write(to: url)
    return url.path
}

func temporaryFile(_ text: String, name: String = "clauses.jsonl") -> String {
    temporaryFile(Array(text.utf8), name: name)
}

/// Expects |actual − expected| ≤ tolerance, reporting at the caller's location.
func expectClose(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9, _ what: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what) is nil, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= tolerance, "\(what) = \(actual), expected \(expected) ± \(tolerance)",
            sourceLocation: sourceLocation)
}
