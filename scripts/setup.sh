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
