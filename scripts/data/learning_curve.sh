#!/usr/bin/env bash
# Learning curve of the default recipe: train on 25, 50, 75 and 100 % of Data/historical_clauses.jsonl
# (a fixed random subset, seed 7) and print each run's epochs on Data/validation_clauses.jsonl.
# Usage: scripts/data/learning_curve.sh [EPOCHS]   (default 4; needs .build/release/lora-train)
# Writes only under a temporary folder; the shipped adapter is not touched. A few minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
epochs="${1:-4}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import random, sys
lines = open("Data/historical_clauses.jsonl", encoding="utf-8").readlines()
random.Random(7).shuffle(lines)
for percent in (25, 50, 75, 100):
    open(f"{sys.argv[1]}/train_{percent}.jsonl", "w", encoding="utf-8").writelines(lines[: len(lines) * percent // 100])
PY
for percent in 25 50 75 100; do
  .build/release/lora-train --data "$work/train_$percent.jsonl" --output "$work/adapter_$percent" \
    --epochs "$epochs" --plain 2>&1 | grep -E "^(epoch|finished)" | sed "s/^/[$percent %] /"
done
