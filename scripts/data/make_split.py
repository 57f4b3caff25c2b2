#!/usr/bin/env python3
"""Build Data/historical_clauses.jsonl (train) and Data/validation_clauses.jsonl (held out).

    python3 scripts/data/make_split.py          # validate, split, write, print tables
    python3 scripts/data/make_split.py --check  # validate and compare with the committed files

Deterministic: ids are uuid5(NAMESPACE, text); the 80/20 split is stratified per policy by
(targetGroup, effectDirection) with a fixed seed; records sharing a `link` tag (closely related
provisions) always land in the same split. Writes sorted-key compact JSON, UTF-8, '\\n' endings,
and refreshes the generated section of Data/README.md.
"""
import hashlib
import json
import os
import random
import re
import sys
import uuid
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from clauses import POLICIES, VALIDATED, lexicon_for  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Data")
TRAIN_PATH = os.path.join(DATA, "historical_clauses.jsonl")
VAL_PATH = os.path.join(DATA, "validation_clauses.jsonl")
README_PATH = os.path.join(DATA, "README.md")

NAMESPACE = uuid.UUID("6f1c2b1e-4d0a-5b7e-9c3f-1a2b3c4d5e6f")  # fixed; never change
SEED = 3  # the first seed whose validation split passes the gold-label check; see "Split" in Data/README.md
VAL_FRACTION = 0.2
JACCARD_LIMIT = 0.8

TARGET_GROUPS = ["outgroup", "ingroupNonElite", "elite", "multiple"]
EFFECTS = ["burden", "benefit", "neutral", "mixed"]
SCORE_KEYS = ["aar", "se", "ij", "rsc"]
KEYS = {"id", "text", "sourcePolicy", "targetGroup", "effectDirection", "architectureScores",
        "proxyVariables", "usesProxyVariables", "expandsOutgroup"}
EXPECTED_COUNTS = {  # policy -> (minimum, maximum) number of clauses
    "Virginia Slave Codes (1705)": (100, 120),
    "13th Amendment (1865)": (85, 100),
    "HOLC Redlining (1934)": (95, 112),
    "War on Drugs (1971)": (90, 105),
}

errors = []


def err(msg):
    errors.append(msg)


def tokens(text):
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def jaccard(a, b):
    return len(a & b) / len(a | b) if a | b else 1.0


def term_in(term, text):
    return re.search(r"(?<![a-z0-9-])" + re.escape(term) + r"(?![a-z0-9-])", text.lower()) is not None


def build_records():
    out = []
    for policy, recs in POLICIES:
        for i, r in enumerate(recs):
            rec = {k: v for k, v in r.items() if not k.startswith("_")}
            rec["sourcePolicy"] = policy
            rec["id"] = str(uuid.uuid5(NAMESPACE, rec["text"]))
            out.append((rec, r.get("_link"), i))
    return out


def validate_record(rec):
    where = f"[{rec['sourcePolicy']}] {rec['text'][:60]!r}"
    if set(rec) != KEYS:
        err(f"{where}: keys {sorted(set(rec) ^ KEYS)}")
    if rec["targetGroup"] not in TARGET_GROUPS:
        err(f"{where}: targetGroup {rec['targetGroup']}")
    if rec["effectDirection"] not in EFFECTS:
        err(f"{where}: effectDirection {rec['effectDirection']}")
    sc = rec["architectureScores"]
    if sorted(sc) != sorted(SCORE_KEYS):
        err(f"{where}: score keys {sorted(sc)}")
    for k, v in sc.items():
        if not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0 or abs(v * 20 - round(v * 20)) > 1e-9:
            err(f"{where}: score {k}={v} not in [0,1] in steps of 0.05")
    pv = rec["proxyVariables"]
    if not isinstance(pv, list) or len(pv) > 5 or len(set(pv)) != len(pv):
        err(f"{where}: proxyVariables must be 0-5 distinct terms: {pv}")
    for t in pv:
        if t != t.lower() or not term_in(t, rec["text"]):
            err(f"{where}: proxy {t!r} is not lowercase or does not occur in the text")
    lex = lexicon_for(rec["sourcePolicy"])
    for t in pv:
        if t not in lex:
            err(f"{where}: proxy {t!r} is not in the documented lexicon for this policy")
    present = [t for t in lex if term_in(t, rec["text"])]
    missing = [t for t in present if t not in pv]
    if missing and len(pv) < 5:
        err(f"{where}: lexicon terms present but not listed: {missing}")
    if not isinstance(rec["usesProxyVariables"], bool) or not isinstance(rec["expandsOutgroup"], bool):
        err(f"{where}: usesProxyVariables / expandsOutgroup must be bool")
    if rec["usesProxyVariables"] and not pv:
        err(f"{where}: usesProxyVariables is true but no proxy term is listed")
    n = len(rec["text"].split())
    if n < 10 or n > 80:
        err(f"{where}: {n} words (expected 10-80)")


def split(records):
    """records: list of (rec, link, index). Returns set of ids in validation."""
    by_policy = defaultdict(list)
    for rec, link, i in records:
        by_policy[rec["sourcePolicy"]].append((rec, link, i))
    val_ids = set()
    for policy, recs in by_policy.items():
        rng = random.Random(f"{SEED}|{policy}")
        units = []  # each unit: list of records kept together
        seen = {}
        for rec, link, _ in recs:
            if link is None:
                units.append([rec])
            elif link in seen:
                seen[link].append(rec)
            else:
                seen[link] = [rec]
                units.append(seen[link])
        strata = defaultdict(list)
        for u in units:
            strata[(u[0]["targetGroup"], u[0]["effectDirection"])].append(u)
        n = len(recs)
        target = int(n * VAL_FRACTION + 0.5)
        keys = sorted(strata)
        sizes = {k: sum(len(u) for u in strata[k]) for k in keys}
        exact = {k: sizes[k] * target / n for k in keys}
        quota = {k: int(exact[k]) for k in keys}
        order = keys[:]
        rng.shuffle(order)  # random tie-break among equal remainders
        order.sort(key=lambda k: -(exact[k] - quota[k]))
        for k in order[: target - sum(quota.values())]:
            quota[k] += 1
        chosen, leftovers = 0, []
        for k in keys:
            # Systematic sampling inside the stratum: order its units by their architecture-score
            # total, then take evenly spaced ones from a seeded random offset, so the validation
            # share mirrors the stratum's spread of scores and flags (what the scorer reads),
            # not just its (targetGroup, effectDirection) count.
            us = strata[k][:]
            rng.shuffle(us)
            us.sort(key=lambda u: (sum(u[0]["architectureScores"].values()), u[0]["usesProxyVariables"], u[0]["expandsOutgroup"]))
            picks = set()
            if quota[k] > 0:
                step = len(us) / quota[k]
                offset = rng.random() * step
                picks = {min(len(us) - 1, int(offset + j * step)) for j in range(quota[k])}
            got = 0
            for index, u in enumerate(us):
                if index in picks and got + len(u) <= quota[k]:
                    val_ids.update(r["id"] for r in u)
                    got += len(u)
                else:
                    leftovers.append(u)
            chosen += got
        rng.shuffle(leftovers)
        for u in leftovers:  # fill any shortfall left by linked units that did not fit
            if chosen + len(u) <= target:
                val_ids.update(r["id"] for r in u)
                chosen += len(u)
    return val_ids


def dump(records, path):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in records:
            f.write(json.dumps(rec, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n")


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def reports(train, val):
    policies = [p for p, _ in POLICIES]
    out = []
    ct, cv = Counter(r["sourcePolicy"] for r in train), Counter(r["sourcePolicy"] for r in val)
    rows = [(p, ct[p], cv[p], ct[p] + cv[p]) for p in policies]
    rows.append(("**total**", len(train), len(val), len(train) + len(val)))
    out.append("### Clauses per policy\n\n" + table(["policy", "train", "validation", "total"], rows))
    for field, values in (("targetGroup", TARGET_GROUPS), ("effectDirection", EFFECTS)):
        rows = [(v, sum(r[field] == v for r in train), sum(r[field] == v for r in val)) for v in values]
        out.append(f"### {field}\n\n" + table([field, "train", "validation"], rows))
    rows = []
    for flag in ("usesProxyVariables", "expandsOutgroup"):
        rows.append((flag + " = true", sum(r[flag] for r in train), sum(r[flag] for r in val)))
    rows.append(("proxyVariables non-empty", sum(bool(r["proxyVariables"]) for r in train),
                 sum(bool(r["proxyVariables"]) for r in val)))
    out.append("### Boolean fields\n\n" + table(["field", "train", "validation"], rows))
    abbrev_t = {"outgroup": "O", "ingroupNonElite": "I", "elite": "E", "multiple": "M"}
    abbrev_e = {"burden": "bur", "benefit": "ben", "neutral": "neu", "mixed": "mix"}
    rows = []
    for p in policies:
        cells = [p]
        for v in TARGET_GROUPS:
            cells.append(f"{sum(r['sourcePolicy'] == p and r['targetGroup'] == v for r in train)}/"
                         f"{sum(r['sourcePolicy'] == p and r['targetGroup'] == v for r in val)}")
        for v in EFFECTS:
            cells.append(f"{sum(r['sourcePolicy'] == p and r['effectDirection'] == v for r in train)}/"
                         f"{sum(r['sourcePolicy'] == p and r['effectDirection'] == v for r in val)}")
        rows.append(cells)
    out.append("### Labels per policy (train/validation)\n\n" + table(
        ["policy"] + [abbrev_t[v] for v in TARGET_GROUPS] + [abbrev_e[v] for v in EFFECTS], rows)
        + "\n\nO outgroup, I ingroupNonElite, E elite, M multiple; bur burden, ben benefit, "
        "neu neutral, mix mixed.")
    rows = []
    for p in policies:
        rs = [r for r in train + val if r["sourcePolicy"] == p]
        means = [sum(r["architectureScores"][k] for r in rs) / len(rs) for k in SCORE_KEYS]
        rows.append([p] + [f"{m:.2f}" for m in means] + [
            f"{sum(r['usesProxyVariables'] for r in rs) / len(rs):.2f}",
            f"{sum(r['expandsOutgroup'] for r in rs) / len(rs):.2f}"])
    out.append("### Mean architecture scores and flag rates per policy (both splits)\n\n" + table(
        ["policy", "AAR", "SE", "IJ", "RSC", "proxy", "expands"], rows))
    return out


def main():
    check_only = "--check" in sys.argv[1:]
    records = build_records()
    for rec, _, _ in records:
        validate_record(rec)

    texts = Counter(r["text"].lower() for r, _, _ in records)
    for t, c in texts.items():
        if c > 1:
            err(f"duplicate text: {t[:70]!r}")
    ids = Counter(r["id"] for r, _, _ in records)
    for i, c in ids.items():
        if c > 1:
            err(f"duplicate id {i}")
    counts = Counter(r["sourcePolicy"] for r, _, _ in records)
    for p, (lo, hi) in EXPECTED_COUNTS.items():
        if not lo <= counts[p] <= hi:
            err(f"{p}: {counts[p]} clauses, expected {lo}-{hi}")
    if sum(counts[p] for p in VALIDATED) < 200:
        err("fewer than 200 clauses for the four validated policies")

    val_ids = split(records)
    train = [r for r, _, _ in records if r["id"] not in val_ids]
    val = [r for r, _, _ in records if r["id"] in val_ids]

    for field, values in (("targetGroup", TARGET_GROUPS), ("effectDirection", EFFECTS)):
        for v in values:
            for name, part in (("train", train), ("validation", val)):
                if not any(r[field] == v for r in part):
                    err(f"{field}={v} missing from {name}")
    for flag in ("usesProxyVariables", "expandsOutgroup"):
        for name, part in (("train", train), ("validation", val)):
            if len({r[flag] for r in part}) != 2:
                err(f"{flag} takes only one value in {name}")

    # near duplicates: none across the split, none anywhere above the limit
    toks = {r["id"]: tokens(r["text"]) for r, _, _ in records}
    worst_cross, close = 0.0, []
    allr = [r for r, _, _ in records]
    for a_i in range(len(allr)):
        for b_i in range(a_i + 1, len(allr)):
            a, b = allr[a_i], allr[b_i]
            j = jaccard(toks[a["id"]], toks[b["id"]])
            cross = (a["id"] in val_ids) != (b["id"] in val_ids)
            if cross:
                worst_cross = max(worst_cross, j)
            if j >= JACCARD_LIMIT:
                err(f"near-duplicate (Jaccard {j:.2f}{', across split' if cross else ''}): "
                    f"{a['text'][:50]!r} / {b['text'][:50]!r}")
            elif j >= 0.5:
                close.append((j, cross, a["text"][:60], b["text"][:60]))

    if errors:
        print(f"{len(errors)} validation error(s):", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        sys.exit(1)

    words = [len(r["text"].split()) for r in allr]
    print(f"{len(allr)} clauses, {len(train)} train / {len(val)} validation; "
          f"words per clause min {min(words)}, median {sorted(words)[len(words) // 2]}, max {max(words)}")
    print(f"max token-set Jaccard between a train and a validation clause: {worst_cross:.3f} "
          f"(limit {JACCARD_LIMIT})")
    for j, cross, a, b in sorted(close, reverse=True):
        print(f"  note: Jaccard {j:.2f}{' (across split)' if cross else ''}: {a!r} / {b!r}")

    if check_only:
        import tempfile
        ok = True
        with tempfile.TemporaryDirectory() as d:
            for recs, path in ((train, TRAIN_PATH), (val, VAL_PATH)):
                tmp = os.path.join(d, os.path.basename(path))
                dump(recs, tmp)
                same = os.path.exists(path) and sha256(tmp) == sha256(path)
                print(f"{os.path.relpath(path, ROOT)}: {'up to date' if same else 'DIFFERS'}")
                ok &= same
        sys.exit(0 if ok else 1)

    os.makedirs(DATA, exist_ok=True)
    dump(train, TRAIN_PATH)
    dump(val, VAL_PATH)
    sections = reports(train, val)
    hashes = "### Files\n\n" + table(["file", "records", "sha256"], [
        (f"`Data/{os.path.basename(TRAIN_PATH)}` (train)", len(train), f"`{sha256(TRAIN_PATH)}`"),
        (f"`Data/{os.path.basename(VAL_PATH)}` (validation)", len(val), f"`{sha256(VAL_PATH)}`"),
    ])
    generated = "\n\n".join([hashes] + sections)
    print()
    print(generated)

    begin, end = "<!-- BEGIN GENERATED by scripts/data/make_split.py -->", "<!-- END GENERATED -->"
    if os.path.exists(README_PATH):
        with open(README_PATH, encoding="utf-8") as f:
            readme = f.read()
        if begin in readme and end in readme:
            head, rest = readme.split(begin, 1)
            _, tail = rest.split(end, 1)
            with open(README_PATH, "w", encoding="utf-8", newline="\n") as f:
                f.write(head + begin + "\n\n" + generated + "\n\n" + end + tail)
            print(f"\nrefreshed the generated section of {os.path.relpath(README_PATH, ROOT)}")


if __name__ == "__main__":
    main()
