#!/usr/bin/env bash
# Creates .venv-ref (git-ignored) with the pinned reference tooling: PyTorch, transformers, PEFT,
# safetensors, sentence-transformers (about 6 GB from PyPI). Used to regenerate test fixtures and to
# run the PyTorch + PEFT peer benchmark; the Swift tools never need it.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$here/.venv-ref"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet -r "$here/scripts/reference/requirements.txt"
echo "reference python: $venv/bin/python"
