"""Shared helpers for the hand-written clause records.

Each policy module defines POLICY (exact sourcePolicy string) and CLAUSES, a list of
records built with R(). Short codes keep the data files readable:

    targetGroup:      O = outgroup, I = ingroupNonElite, E = elite, M = multiple
    effectDirection:  bur = burden, ben = benefit, neu = neutral, mix = mixed
    scores:           (aar, se, ij, rsc), each 0..1 in steps of 0.05
    proxies:          proxy / coded terms as they appear (lowercase) in the text
    uses:             usesProxyVariables (the clause relies on a proxy for race)
    exp:              expandsOutgroup (the clause widens who belongs to the out-group)
"""

TARGET_GROUPS = {"O": "outgroup", "I": "ingroupNonElite", "E": "elite", "M": "multiple"}
EFFECTS = {"bur": "burden", "ben": "benefit", "neu": "neutral", "mix": "mixed"}


def R(text, tg, ed, scores, proxies=(), uses=False, exp=False, link=None):
    """link: records sharing a tag are closely related provisions and are kept in the same split."""
    aar, se, ij, rsc = scores
    return {
        "text": " ".join(text.split()),
        "targetGroup": TARGET_GROUPS[tg],
        "effectDirection": EFFECTS[ed],
        "architectureScores": {"aar": aar, "se": se, "ij": ij, "rsc": rsc},
        "proxyVariables": list(proxies),
        "usesProxyVariables": bool(uses),
        "expandsOutgroup": bool(exp),
        "_link": link,
    }
