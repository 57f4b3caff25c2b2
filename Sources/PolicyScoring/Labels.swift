/// The per-clause label vocabulary, spelled exactly as in the JSONL data files.
///
/// Raw values are the file's spellings; `Tests/PolicyScoringTests/ContractTests.swift` checks them
/// against the data.

/// Who a clause acts on.
public enum TargetGroup: String, CaseIterable, Codable, Sendable {
    /// The population the policy subordinates (O).
    case outgroup
    /// Ordinary members of the dominant group (I\E).
    case ingroupNonElite
    /// Those who gain from the hierarchy (E).
    case elite
    /// Several groups, evenly.
    case multiple
}

/// What a clause does to its target group.
public enum EffectDirection: String, CaseIterable, Codable, Sendable {
    case burden, benefit, neutral, mixed
}

/// The four architecture components of a clause, each in [0, 1].
public struct ArchitectureScores: Codable, Sendable, Equatable {
    /// Asymmetric autonomy restriction.
    public var aar: Double
    /// Selective empathy.
    public var se: Double
    /// Ideological justification.
    public var ij: Double
    /// Resistance to structural critique.
    public var rsc: Double

    /// The JSON keys, in file order.
    public static let keys = ["aar", "se", "ij", "rsc"]

    public init(aar: Double, se: Double, ij: Double, rsc: Double) {
        self.aar = aar
        self.se = se
        self.ij = ij
        self.rsc = rsc
    }

    /// All components as `(key, value)` pairs, in file order.
    public var components: [(key: String, value: Double)] {
        [("aar", aar), ("se", se), ("ij", ij), ("rsc", rsc)]
    }

    /// The first component that is not a finite number in [0, 1], if any.
    public var firstInvalidComponent: (key: String, value: Double)? {
        components.first { !$0.value.isFinite || $0.value < 0 || $0.value > 1 }
    }
}
