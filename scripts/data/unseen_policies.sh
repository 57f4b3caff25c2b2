#!/usr/bin/env bash
# Generalisation to policies the model has never seen: hold out about half of the non-historical
# policies (those whose name's sha256 is even), train on the rest of Data/historical_clauses.jsonl
# (validating on Data/validation_clauses.jsonl without them), and measure targetGroup and
# effectDirection accuracy on every clause of the held-out policies, from both data files.
# Usage: scripts/data/unseen_policies.sh [SEED ...]   (default seeds 1 2 3; both --input values;
# needs .build/release/{lora-train,lora-eval}). Extra lora-train flags go in LORA_TRAIN_FLAGS.
# Writes only under a temporary folder. About 3 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ $# -eq 0 ]; then seeds=(1 2 3); else seeds=("$@"); fi
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import hashlib, json, sys
work = sys.argv[1]
historical = {"Virginia Slave Codes (1705)", "13th Amendment (1865)", "HOLC Redlining (1934)", "War on Drugs (1971)"}
read = lambda path: [line for line in open(path, encoding="utf-8")]
train, validation = read("Data/historical_clauses.jsonl"), read("Data/validation_clauses.jsonl")
policy = lambda line: json.loads(line)["sourcePolicy"]
others = sorted({policy(l) for l in train + validation} - historical)
held = {p for p in others if int(hashlib.sha256(p.encode()).hexdigest(), 16) % 2 == 0}
open(f"{work}/train.jsonl", "w", encoding="utf-8").writelines(l for l in train if policy(l) not in held)
open(f"{work}/validation.jsonl", "w", encoding="utf-8").writelines(l for l in validation if policy(l) not in held)
test = [l for l in train + validation if policy(l) in held]
open(f"{work}/unseen.jsonl", "w", encoding="utf-8").writelines(test)
print(f"held out {len(held)} of {len(others)} other policies ({len(test)} clauses): {', '.join(sorted(held))}")
PY
for input in policy-prefix text; do
  for seed in "${seeds[@]}"; do
    # shellcheck disable=SC2086
    .build/release/lora-train --data "$work/train.jsonl" --validation-data "$work/validation.jsonl" \
      --output "$work/adapter" --seed "$seed" --input "$input" --plain ${LORA_TRAIN_FLAGS:-} > "$work/train.log" 2>&1 \
      || { cat "$work/train.log"; exit 1; }
    .build/release/lora-eval "$work/unseen.jsonl" --adapter "$work/adapter" --json 2>/dev/null | python3 -c "
import json, sys
t = json.load(sys.stdin)['tasks']
print(f\"--input $input, seed $seed: unseen-policy accuracy targetGroup {t['targetGroup']['accuracy']:.3f} effectDirection {t['effectDirection']['accuracy']:.3f}\")"
  done
done
