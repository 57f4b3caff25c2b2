#!/usr/bin/env bash
# The test command: all three rings (contract, behaviour around the classifier seam, evals on the
# real model with the shipped adapter). Needs the base model (./scripts/setup.sh fetches it). Tests
# run in release mode so the evals on the real encoder take seconds, and on OpenBLAS's fast kernel:
# the test process cannot re-exec itself, so the same rule the executables use (KernelFix, asked
# through `lora-bench kernel --coretype`) decides OPENBLAS_CORETYPE before the run starts.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lora-bench 2>&1 | grep -E "error|Compiling|Build complete" | grep -v "^\[" || true
core="$(.build/release/lora-bench kernel --coretype)"
[ -n "$core" ] && export OPENBLAS_CORETYPE="$core"
# The idle-thread timeout the executables set for themselves (KernelFix.threadTimeout); a value already set wins.
export OPENBLAS_THREAD_TIMEOUT="${OPENBLAS_THREAD_TIMEOUT:-16}"
echo "tests: $(.build/release/lora-bench kernel)"
swift test -c release -Xswiftc -enable-testing "$@"
