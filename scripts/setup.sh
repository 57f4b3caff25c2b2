#!/usr/bin/env bash
# The main command: installs what a fresh Debian machine is missing, fetches the base model,
# builds in release mode, and runs the main job. Safe to run again: every step skips what is done.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n== %s\n' "$*"; }

say "system packages"
missing=()
pkg-config --exists openblas 2>/dev/null || missing+=(libopenblas-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "libopenblas-dev and pkg-config: present"
fi

say "base model"
./scripts/fetch-model.sh

say "release build"
swift build -c release 2>&1 | grep -E "error|warning: unre|Compiling|Build complete" | grep -v "^\[" || true
swift build -c release >/dev/null   # fails loudly if the filtered build above failed

say "GEMM benchmark (kernel in use vs the generic fallback)"
.build/release/lora-bench gemm

say "train: lora-train --epochs 3 (writes Adapters/clause-classifier)"
before="$(sha256sum Adapters/clause-classifier/adapter_model.safetensors 2>/dev/null | cut -d' ' -f1 || true)"
.build/release/lora-train --epochs 3 --plain
after="$(sha256sum Adapters/clause-classifier/adapter_model.safetensors | cut -d' ' -f1)"
if [ -n "$before" ] && [ "$before" = "$after" ]; then
  echo "reproduced the committed adapter byte for byte (sha256 $after)"
elif [ -n "$before" ]; then
  echo "note: the adapter differs from the committed one (sha256 $before -> $after);"
  echo "      a different OpenBLAS kernel rounds differently. 'git checkout Adapters/' restores the shipped one."
fi

say "evaluate: lora-eval Data/validation_clauses.jsonl"
.build/release/lora-eval Data/validation_clauses.jsonl
