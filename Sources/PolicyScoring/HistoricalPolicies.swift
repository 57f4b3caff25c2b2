/// One of the four historical policies whose expected COI is the validation ground truth.
public struct HistoricalPolicy: Sendable, Equatable, Hashable {
    /// Exact name, as written in the data's `sourcePolicy`.
    public let name: String
    public let year: Int
    /// The COI the framework assigns the policy.
    public let expectedCOI: Double
    /// A result passes when |actual − expected| ≤ tolerance.
    public let tolerance: Double
    /// Proxy / coded terms seeded for this policy (domain.md), lowercased.
    public let proxyTerms: [String]
    /// Out-group capacity after this policy in the chronological chain (used by CIS).
    public let baselineCapacity: Double
}

/// The four historical policies, in chronological order (the compounding chain).
public enum HistoricalPolicies {
    /// α in the capacity recurrence O_t = O_{t−1}·(1 − α·P_t).
    public static let capacityDecay = 0.1

    /// The chain, oldest first. Capacities follow the recurrence from O_0 = 1 with P_t = expected COI.
    public static let all: [HistoricalPolicy] = {
        let seeds: [(String, Int, Double, [String])] = [
            ("Virginia Slave Codes (1705)", 1705, 0.93, ["property", "servitude"]),
            ("13th Amendment (1865)", 1865, 0.35, ["crime", "convicted", "vagrant"]),
            ("HOLC Redlining (1934)", 1934, 0.82,
             ["risk", "neighborhood", "stability", "credit", "property", "hazardous", "infiltration", "inharmonious"]),
            ("War on Drugs (1971)", 1971, 0.78, ["crime", "narcotics", "drug-free", "gangs", "cocaine base", "crack"]),
        ]
        var capacity = 1.0
        return seeds.map { name, year, expected, terms in
            capacity *= 1 - capacityDecay * expected
            return HistoricalPolicy(name: name, year: year, expectedCOI: expected, tolerance: 0.10,
                                    proxyTerms: terms, baselineCapacity: capacity)
        }
    }()

    /// The historical policy with exactly this name, or nil.
    public static func named(_ name: String) -> HistoricalPolicy? {
        all.first { $0.name == name }
    }
}
