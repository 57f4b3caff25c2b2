#!/usr/bin/env bash
# Learning curve of the default recipe: train on 25, 50, 75 and 100 % of Data/historical_clauses.jsonl
# (a fixed random subset, seed 7) with each given training seed, and print each run's best-epoch
# accuracies on Data/validation_clauses.jsonl, then the mean per fraction.
# Usage: scripts/data/learning_curve.sh [EPOCHS [SEED ...]]   (default: 3 epochs, seeds 1 2 3;
# needs .build/release/lora-train). Extra lora-train flags go in LORA_TRAIN_FLAGS.
# Writes only under a temporary folder; the shipped adapter is not touched. About 4 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
epochs="${1:-3}"; shift || true
if [ $# -eq 0 ]; then seeds=(1 2 3); else seeds=("$@"); fi
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import random, sys
lines = open("Data/historical_clauses.jsonl", encoding="utf-8").readlines()
random.Random(7).shuffle(lines)
for percent in (25, 50, 75, 100):
    open(f"{sys.argv[1]}/train_{percent}.jsonl", "w", encoding="utf-8").writelines(lines[: len(lines) * percent // 100])
PY
for percent in 25 50 75 100; do
  clauses=$(wc -l < "$work/train_$percent.jsonl")
  for seed in "${seeds[@]}"; do
    # shellcheck disable=SC2086
    line=$(.build/release/lora-train --data "$work/train_$percent.jsonl" --output "$work/adapter_${percent}_$seed" \
      --epochs "$epochs" --seed "$seed" --plain ${LORA_TRAIN_FLAGS:-} 2>&1 | grep "^finished")
    tg=$(sed -E 's/.*targetGroup ([0-9.]+).*/\1/' <<< "$line"); ed=$(sed -E 's/.*effectDirection ([0-9.]+).*/\1/' <<< "$line")
    echo "$percent $clauses $seed $tg $ed" | tee -a "$work/results.txt" | awk '{printf "[%s %%, %s clauses, seed %s] targetGroup %s effectDirection %s\n", $1, $2, $3, $4, $5}'
  done
done
awk '{n[$1]++; c[$1]=$2; t[$1]+=$4; e[$1]+=$5} END {for (p in n) printf "mean over seeds: %s %% (%s clauses): targetGroup %.3f effectDirection %.3f\n", p, c[p], t[p]/n[p], e[p]/n[p]}' "$work/results.txt" | sort -n -k4
