#!/usr/bin/env bash
# Builds the libFuzzer targets and fuzzes each parser for SECONDS (default 60) from the committed
# seed corpus. Usage: Fuzz/run.sh [SECONDS] [TARGET...]; targets: safetensors clauses adapter-config tokenizer.
# Crashes land in Fuzz/artifacts/ (git-ignored) and fail the run; each fixed crash gets a regression test.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"; shift || true
targets=("${@:-safetensors clauses adapter-config tokenizer}")
read -r -a targets <<< "${targets[*]}"
export LORATRAINER_MODEL_DIR="${LORATRAINER_MODEL_DIR:-$(cd .. && pwd)/Models/all-MiniLM-L6-v2}"
swift build -c release --scratch-path ../.build-fuzz -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -E "error|Build complete" || true
bin="$(swift build -c release --scratch-path ../.build-fuzz -Xswiftc -sanitize=fuzzer,address --show-bin-path)"
mkdir -p artifacts work
status=0
for target in "${targets[@]}"; do
  mkdir -p "work/$target"
  echo "== fuzz-$target for ${seconds}s"
  if ! "$bin/fuzz-$target" "work/$target" "corpus/$target" -max_total_time="$seconds" -max_len=65536 \
       -artifact_prefix="artifacts/$target-" -print_final_stats=1 2> "work/$target.log"; then
    status=1
    echo "CRASH in fuzz-$target: see Fuzz/artifacts/ and Fuzz/work/$target.log"
  fi
  grep -E "stat::number_of_executed_units|stat::new_units_added|Done [0-9]+ runs" "work/$target.log" || tail -3 "work/$target.log"
done
exit $status
