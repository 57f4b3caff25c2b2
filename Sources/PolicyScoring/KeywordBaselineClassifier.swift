/// A keyword baseline: the earlier app's taxonomy plus the policies' proxy gazetteer (domain.md).
///
/// It is a floor to compare a trained model against, not a goal. Rules (`keyword-baseline/1`):
/// - target group: the taxonomy class with most hits (out-group burden → `outgroup`, in-group
///   benefit → `ingroupNonElite`, elite extraction → `elite`); a tie between classes → `multiple`;
///   no class hit but a proxy hit → `outgroup` (a proxy stands in for the out-group); nothing → `multiple`.
/// - effect: `outgroup` → `burden`, `ingroupNonElite`/`elite` → `benefit`, a tie → `mixed`, nothing → `neutral`.
/// - proxies: dog-whistle terms and every policy's proxy terms found in the text.
/// - expands out-group: a deeming cue ("deemed", "accounted", "reputed", "held to be") with an out-group or proxy hit.
/// - architecture: each component is 0.25 per cue hit (capped at 1), AAR starting at 0.5 for an out-group burden.
public struct KeywordBaselineClassifier: ClauseClassifying {
    public let identity = "keyword-baseline/1"

    public static let outgroupBurden = ["negro", "slave", "colored", "redlined", "drug offender", "felon",
        "illegal alien", "welfare dependent", "inner city", "thug", "undeserving"]
    public static let ingroupBenefit = ["citizen", "property owner", "taxpayer", "homeowner", "veteran",
        "law-abiding", "hardworking", "deserving", "merit"]
    public static let eliteExtraction = ["investor", "stakeholder", "job creator", "donor", "corporation",
        "business owner", "entrepreneur", "capital gains", "estate tax"]
    public static let dogWhistles = ["urban", "those people", "certain communities", "law and order",
        "traditional values", "neighborhood character", "quality of life", "welfare", "handout",
        "personal responsibility"]
    /// Dog whistles plus every historical policy's proxy terms, without repeats.
    public static let proxyGazetteer: [String] = {
        var seen = Set<String>()
        return (dogWhistles + HistoricalPolicies.all.flatMap(\.proxyTerms)).filter { seen.insert($0).inserted }
    }()

    static let deemingCues = ["deemed", "accounted", "reputed", "held to be"]
    static let aarCues = ["shall not", "no person", "not be", "prohibited", "forbidden", "restrict", "without", "denied", "confined"]
    static let seCues = ["protect", "safety", "innocent", "punish", "whipping", "lashes", "penalty", "forfeit"]
    static let ijCues = ["christian", "heathen", "risk", "idle", "idleness", "enemy", "menace", "infiltration",
        "undesirable", "dangerous", "inharmonious", "hazardous", "moral"]
    static let rscCues = ["testimony", "witness", "office", "appeal", "review", "discretion", "final", "no court"]

    public init() {}

    /// Reads the text only: the policy name would hand it cue words ("Slave" in a title).
    public func classify(_ clauses: [ClauseInput]) throws(ClassificationError) -> [TierClassification] {
        clauses.map { classifyOne($0.text) }
    }

    /// Classifies one text by the rules above.
    public func classifyOne(_ text: String) -> TierClassification {
        let words = Self.words(text)
        func hits(_ terms: [String]) -> Int { terms.filter { Self.contains(words, phrase: $0) }.count }
        let out = hits(Self.outgroupBurden), inn = hits(Self.ingroupBenefit), eli = hits(Self.eliteExtraction)
        let proxies = Self.proxyGazetteer.filter { Self.contains(words, phrase: $0) }

        let best = max(out, inn, eli)
        let winners = [(TargetGroup.outgroup, out), (.ingroupNonElite, inn), (.elite, eli)].filter { $0.1 == best }
        let group: TargetGroup, effect: EffectDirection
        if best > 0 && winners.count == 1 {
            group = winners[0].0
            effect = group == .outgroup ? .burden : .benefit
        } else if best > 0 {
            (group, effect) = (.multiple, .mixed)
        } else if !proxies.isEmpty {
            (group, effect) = (.outgroup, .burden)
        } else {
            (group, effect) = (.multiple, .neutral)
        }
        let burdensOutgroup = group == .outgroup && effect == .burden
        func cue(_ terms: [String], base: Double = 0) -> Double { min(1, base + 0.25 * Double(hits(terms))) }
        let scores = ArchitectureScores(
            aar: cue(Self.aarCues, base: burdensOutgroup ? 0.5 : 0), se: cue(Self.seCues),
            ij: cue(Self.ijCues), rsc: cue(Self.rscCues))
        let expands = hits(Self.deemingCues) > 0 && (out > 0 || !proxies.isEmpty)
        return TierClassification(targetGroup: group, effectDirection: effect, architectureScores: scores,
                                  proxyVariables: proxies, usesProxyVariables: !proxies.isEmpty,
                                  expandsOutgroup: expands)
    }

    /// The terms of `vocabulary` that occur in `text` (same word matching as the baseline's rules).
    public static func matches(_ vocabulary: [String], in text: String) -> [String] {
        let words = Self.words(text)
        return vocabulary.filter { contains(words, phrase: $0) }
    }

    /// Lowercased word tokens: letters, digits, hyphens and apostrophes.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "'") }.map(String.init)
    }

    /// Whether `phrase` occurs as consecutive words; the last word may carry a suffix of up to 3
    /// letters (plurals and simple inflections: slave → slaves, slavery).
    static func contains(_ words: [String], phrase: String) -> Bool {
        let parts = Self.words(phrase)
        guard !parts.isEmpty, words.count >= parts.count else { return false }
        for start in 0...(words.count - parts.count) {
            let window = words[start..<(start + parts.count)]
            let heads = zip(window.dropLast(), parts.dropLast()).allSatisfy { $0 == $1 }
            let last = window.last!, stem = parts.last!
            if heads && last.hasPrefix(stem) && last.count - stem.count <= 3 { return true }
        }
        return false
    }
}
