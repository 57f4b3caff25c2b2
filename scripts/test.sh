#!/usr/bin/env bash
# The test command: all three rings (contract, behaviour around the classifier seam, evals on the
# real model). Needs the base model (./scripts/setup.sh fetches it). Tests run in release mode so the
# evals on the real encoder take seconds, with OpenBLAS on the CPU's fast kernel.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${OPENBLAS_CORETYPE:-}" ]; then
  core="$(./scripts/openblas-coretype.sh)"
  [ -n "$core" ] && export OPENBLAS_CORETYPE="$core"
fi
echo "tests: OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-<OpenBLAS default>}"
swift test -c release -Xswiftc -enable-testing "$@"
