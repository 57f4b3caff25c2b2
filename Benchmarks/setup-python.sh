#!/usr/bin/env bash
# Sets up the Python side of the peer benchmark (Benchmarks/peft_baseline.py, Benchmarks/compare).
# There is one pinned reference environment for the whole repository, .venv-ref, made by
# scripts/reference/setup-python.sh from scripts/reference/requirements.txt (PyTorch, transformers,
# PEFT, safetensors; several GB from PyPI). This script only calls that one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
exec "$root/scripts/reference/setup-python.sh" "$@"
