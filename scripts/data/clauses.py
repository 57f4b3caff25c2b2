"""All clause records, grouped by policy, plus the proxy-term lexicon per policy.

The records themselves live in one module per policy (clauses_virginia, clauses_thirteenth,
clauses_holc, clauses_wod), each extended by a clauses_more_* module; the other policies are in clauses_other, clauses_more_other and clauses_extra_{a,b,c} (a
policy name used in both modules appends the second's clauses to the first's). make_split.py
imports POLICIES and LEXICON from here.
"""
import clauses_extra_a
import clauses_extra_b
import clauses_extra_c
import clauses_holc
import clauses_more_holc
import clauses_more_other
import clauses_more_thirteenth
import clauses_more_virginia
import clauses_more_wod
import clauses_other
import clauses_thirteenth
import clauses_virginia
import clauses_wod

VALIDATED = [
    clauses_virginia.POLICY,
    clauses_thirteenth.POLICY,
    clauses_holc.POLICY,
    clauses_wod.POLICY,
]

# (policy name, clause records) in output order
POLICIES = [
    (clauses_virginia.POLICY, clauses_virginia.CLAUSES + clauses_more_virginia.CLAUSES),
    (clauses_thirteenth.POLICY, clauses_thirteenth.CLAUSES + clauses_more_thirteenth.CLAUSES),
    (clauses_holc.POLICY, clauses_holc.CLAUSES + clauses_more_holc.CLAUSES),
    (clauses_wod.POLICY, clauses_wod.CLAUSES + clauses_more_wod.CLAUSES),
]


def _merge_other(*modules):
    merged = {}  # insertion-ordered: name -> records
    for module in modules:
        for name, _sources, recs in module.POLICIES:
            merged.setdefault(name, []).extend(recs)
    return list(merged.items())


POLICIES += _merge_other(clauses_other, clauses_more_other, clauses_extra_a, clauses_extra_b, clauses_extra_c)

# Proxy / coded-term lexicon. proxyVariables of a record lists exactly the lexicon terms
# (for its policy: GENERAL + the policy's own list) that occur in its text as whole words,
# case-insensitively. Whether the clause *relies* on the proxy is the separate judgement
# recorded in usesProxyVariables.
GENERAL = [
    # dog-whistle proxies from the domain taxonomy
    "urban", "inner city", "those people", "certain communities", "law and order",
    "traditional values", "neighborhood character", "quality of life", "welfare",
    "handout", "personal responsibility",
]

POLICY_LEXICON = {
    clauses_virginia.POLICY: [
        "property", "servitude",                      # seeded
        "real estate", "chattels",                    # persons as property
        "christian", "christians", "infidel", "infidels",  # religion standing in for race
    ],
    clauses_thirteenth.POLICY: [
        # none seeded; the punishment-for-crime exception is the vector
        "crime", "crimes", "convicted", "convict", "convicts",
        "vagrant", "vagrants", "vagrancy", "idle", "disorderly", "loitering",
        "property",                                   # property crimes (the "pig law")
    ],
    clauses_holc.POLICY: [
        "risk", "neighborhood", "neighborhoods", "stability", "credit", "property",  # seeded
        "properties", "hazardous", "infiltration", "inharmonious", "incompatible",
        "adverse influences", "detrimental influences", "undesirable", "homogeneous",
        "lower-class", "declining", "subversive racial elements",
    ],
    clauses_wod.POLICY: [
        "crime", "narcotics", "drug-free", "gangs",   # seeded
        "narcotic", "gang", "cocaine base", "crack", "drug-related", "public enemy", "street",
    ],
}

OTHER_LEXICON = [
    "census of 1890", "national origin", "ineligible to citizenship",
    "agricultural labor", "domestic service", "test or device",
    # Jim Crow disfranchisement (clauses_more_other): the poll tax, the "understanding" clause,
    # the grandfather clause's cut-off date, and the disqualifying-crimes list
    "poll tax", "reasonable interpretation", "january 1867", "convicted",
]


def lexicon_for(policy):
    return GENERAL + POLICY_LEXICON.get(policy, OTHER_LEXICON)
