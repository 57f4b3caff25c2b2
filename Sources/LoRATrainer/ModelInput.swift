import PolicyScoring

/// How a clause is shown to the encoder. The training record names the format, so an adapter is
/// always read the way it was trained.
///
/// - `policy-prefix/1` (the default): `"<sourcePolicy>: <text>"`, e.g.
///   `HOLC Redlining (1934): Lenders shall refuse loans in fourth grade areas.` Who the out-group is
///   depends on the policy (domain.md), and the data's annotators saw it. Over nine runs it lifts
///   validation accuracy by about 0.02 (targetGroup) and 0.03 (effectDirection), and the historical
///   COIs within ±0.10 from 0.7 to 2 of 4 on average (README "Quality").
/// - `text/1`: the clause text alone (adapters trained before the policy prefix; `--input text`).
public enum ModelInput: String, Sendable, CaseIterable {
    case policyPrefix = "policy-prefix/1"
    case text = "text/1"

    public static let `default` = ModelInput.policyPrefix

    /// The string the tokenizer reads for `clause`.
    public func render(_ clause: ClauseInput) -> String {
        switch self {
        case .policyPrefix: return "\(clause.sourcePolicy): \(clause.text)"
        case .text: return clause.text
        }
    }
}
