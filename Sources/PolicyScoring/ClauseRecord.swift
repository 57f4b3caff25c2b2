/// One labelled clause: a line of a JSONL data file.
public struct ClauseRecord: Codable, Sendable, Equatable {
    /// Unique across both data files.
    public var id: String
    /// The clause itself.
    public var text: String
    /// The policy the clause comes from; one of `HistoricalPolicies.all` names, or any other name.
    public var sourcePolicy: String
    public var targetGroup: TargetGroup
    public var effectDirection: EffectDirection
    public var architectureScores: ArchitectureScores
    /// Proxy or coded terms that appear in the clause.
    public var proxyVariables: [String]
    /// True iff the clause relies on a proxy for race.
    public var usesProxyVariables: Bool
    /// The clause widens who belongs to the out-group; `false` when absent from the file.
    public var expandsOutgroup: Bool

    public init(
        id: String, text: String, sourcePolicy: String,
        targetGroup: TargetGroup, effectDirection: EffectDirection,
        architectureScores: ArchitectureScores, proxyVariables: [String] = [],
        usesProxyVariables: Bool = false, expandsOutgroup: Bool = false
    ) {
        self.id = id
        self.text = text
        self.sourcePolicy = sourcePolicy
        self.targetGroup = targetGroup
        self.effectDirection = effectDirection
        self.architectureScores = architectureScores
        self.proxyVariables = proxyVariables
        self.usesProxyVariables = usesProxyVariables
        self.expandsOutgroup = expandsOutgroup
    }

    enum CodingKeys: String, CodingKey {
        case id, text, sourcePolicy, targetGroup, effectDirection, architectureScores
        case proxyVariables, usesProxyVariables, expandsOutgroup
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        text = try c.decode(String.self, forKey: .text)
        sourcePolicy = try c.decode(String.self, forKey: .sourcePolicy)
        targetGroup = try c.decode(TargetGroup.self, forKey: .targetGroup)
        effectDirection = try c.decode(EffectDirection.self, forKey: .effectDirection)
        architectureScores = try c.decode(ArchitectureScores.self, forKey: .architectureScores)
        proxyVariables = try c.decode([String].self, forKey: .proxyVariables)
        usesProxyVariables = try c.decode(Bool.self, forKey: .usesProxyVariables)
        expandsOutgroup = try c.decodeIfPresent(Bool.self, forKey: .expandsOutgroup) ?? false
    }

    /// The record's own labels as a classification (what a perfect classifier would say).
    public var goldClassification: TierClassification {
        TierClassification(
            targetGroup: targetGroup, effectDirection: effectDirection,
            architectureScores: architectureScores, proxyVariables: proxyVariables,
            usesProxyVariables: usesProxyVariables, expandsOutgroup: expandsOutgroup)
    }
}

/// What a classifier says about one clause: everything the scorer needs.
public struct TierClassification: Sendable, Equatable {
    public var targetGroup: TargetGroup
    public var effectDirection: EffectDirection
    public var architectureScores: ArchitectureScores
    public var proxyVariables: [String]
    public var usesProxyVariables: Bool
    public var expandsOutgroup: Bool

    public init(
        targetGroup: TargetGroup, effectDirection: EffectDirection,
        architectureScores: ArchitectureScores, proxyVariables: [String] = [],
        usesProxyVariables: Bool = false, expandsOutgroup: Bool = false
    ) {
        self.targetGroup = targetGroup
        self.effectDirection = effectDirection
        self.architectureScores = architectureScores
        self.proxyVariables = proxyVariables
        self.usesProxyVariables = usesProxyVariables
        self.expandsOutgroup = expandsOutgroup
    }

    /// Why this classification cannot be scored (a non-finite or out-of-range score), or nil.
    public var invalidReason: String? {
        guard let bad = architectureScores.firstInvalidComponent else { return nil }
        return "architecture score \(bad.key) = \(bad.value) is not a number in [0, 1]"
    }
}
