#!/usr/bin/env python3
"""Inter-annotator agreement on the validation split: how far the labels themselves can be trusted.

    python3 scripts/data/agreement.py                                  # annotators vs gold and vs each other
    python3 scripts/data/agreement.py --predictions /tmp/pred.jsonl    # + a model, on unanimous and disputed clauses

Data/agreement/annotator_*.jsonl hold targetGroup and effectDirection for the 112 clauses the
validation split had on 2026-11-25 (before the third batch of policies), labelled blind (text and sourcePolicy only) from the rubric in
Data/README.md and domain.md by independent annotators. A model's predictions come from
`lora-eval Data/validation_clauses.jsonl --predictions FILE`. Standard library only.
"""
import argparse
import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TASKS = ("targetGroup", "effectDirection")


def load(path):
    with open(path, encoding="utf-8") as f:
        return {r["id"]: r for r in map(json.loads, f)}


def rate(a, b, ids, task):
    return sum(a[i][task] == b[i][task] for i in ids) / len(ids)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--predictions", help="lora-eval --predictions output to compare as well")
    args = parser.parse_args()

    gold = load(os.path.join(ROOT, "Data", "validation_clauses.jsonl"))
    paths = sorted(glob.glob(os.path.join(ROOT, "Data", "agreement", "annotator_*.jsonl")))
    annotators = {os.path.basename(p)[:-6]: load(p) for p in paths}
    ids = sorted(next(iter(annotators.values())))
    for name, labels in annotators.items():
        if sorted(labels) != ids:
            raise SystemExit(f"{name}: labels other clauses than the other annotators; relabel the same set")
        if missing := set(labels) - set(gold):
            raise SystemExit(f"{name}: {len(missing)} labelled clause(s) are no longer in Data/validation_clauses.jsonl")

    print(f"{len(ids)} of {len(gold)} validation clauses annotated; agreement = share of clauses with the same label")
    print(f"{'pair':40} {'targetGroup':>12} {'effectDirection':>16}")
    for name, labels in annotators.items():
        print(f"{name + ' vs gold':40} {rate(labels, gold, ids, TASKS[0]):12.3f} {rate(labels, gold, ids, TASKS[1]):16.3f}")
    names = list(annotators)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            pair = f"{a} vs {b}"
            print(f"{pair:40} {rate(annotators[a], annotators[b], ids, TASKS[0]):12.3f} "
                  f"{rate(annotators[a], annotators[b], ids, TASKS[1]):16.3f}")

    if args.predictions:
        model = load(args.predictions)
        print(f"\nmodel ({args.predictions}) accuracy against gold:")
        for task in TASKS:
            unanimous = [i for i in ids if all(a[i][task] == gold[i][task] for a in annotators.values())]
            disputed = sorted(set(ids) - set(unanimous))
            print(f"  {task:16} all {rate(model, gold, ids, task):.3f}; "
                  f"unanimous clauses ({len(unanimous)}) {rate(model, gold, unanimous, task):.3f}; "
                  f"disputed ({len(disputed)}) {rate(model, gold, disputed, task) if disputed else float('nan'):.3f}")


if __name__ == "__main__":
    main()
