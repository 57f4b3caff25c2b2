"""PEFT interop: a PEFT-written adapter fixture for the Swift reader, and a checker that loads any adapter folder
(in particular one written by the Swift trainer) with PEFT and compares its outputs.

Subcommands
-----------
make-fixture [--model-dir DIR] [--out-dir DIR]
    Builds the wrapper (BertModel + `classifier` Linear(384, 14) at the top level, see reference_common.py) with
    PEFT LoraConfig(r=8, lora_alpha=16, lora_dropout=0.0, target_modules=["query", "key", "value",
    "attention.output.dense"], modules_to_save=["classifier"]), sets seeded random LoRA A (uniform +-1/sqrt(384)),
    B (normal * 0.02, non-zero) and head (normal * 0.05), and writes into Tests/LoRATrainerTests/Fixtures/:
      peft_adapter/adapter_model.safetensors + peft_adapter/adapter_config.json   (model.save_pretrained, verbatim)
      peft_adapter_expected.safetensors: input_ids [6, T] I32, attention_mask [6, T] I32, pooled [6, 384] F32
                                          (masked mean, not normalised), logits [6, 14] F32
      peft_adapter_expected.json: the 6 texts.
    The Swift test reads the PEFT folder, runs its model on the stored ids and compares pooled/logits.

expected [--adapter Tests/LoRATrainerTests/Fixtures/swift_adapter] [--out .../Fixtures/swift_adapter_expected.safetensors]
    Loads an adapter folder with PEFT (with the same checks as `check`) and writes PEFT's pooled embeddings and logits
    for the texts below, labelled with the adapter's sha256. Fixtures/swift_adapter is a copy of an adapter the Swift
    trainer wrote (Adapters/clause-classifier at sha256 c9dbdd7e...); the Swift test runs our model on the same ids
    and compares within 1e-4. The copy keeps the test independent of retraining the shipped adapter in place (a CPU
    whose OpenBLAS kernel rounds differently trains a different adapter). To check the shipped adapter itself:
    expected --adapter Adapters/clause-classifier --out /tmp/shipped.safetensors, then compare with lora-eval.

check --adapter DIR --expected FILE [--model-dir DIR] [--tolerance 1e-4]
    Loads DIR with PeftModel.from_pretrained onto the base wrapper, whose head is first set to a seeded random
    value that the adapter must overwrite. Fails (exit 1) when adapter_model.safetensors lacks or adds any
    LoRA/classifier key or has a wrong shape, when a loaded parameter differs from the file, when the head is
    still the random init, or when max |pooled - expected| or max |logits - expected| exceeds the tolerance.
    FILE is a safetensors file with input_ids, attention_mask, pooled, logits (e.g. written by the Swift side).
    Self-test: check --adapter Tests/LoRATrainerTests/Fixtures/peft_adapter
                     --expected Tests/LoRATrainerTests/Fixtures/peft_adapter_expected.safetensors

What PEFT 0.21.2 writes (observed with this script)
---------------------------------------------------
- adapter_model.safetensors, metadata {"format": "pt"}, 50 tensors, all F32:
  base_model.model.encoder.layer.{0-5}.attention.self.{query,key,value}.lora_A.weight [8, 384] and .lora_B.weight
  [384, 8]; base_model.model.encoder.layer.{0-5}.attention.output.dense.lora_A.weight / .lora_B.weight; and the
  head as base_model.model.classifier.weight [14, 384] and base_model.model.classifier.bias [14].
  The adapter name ("default") is stripped from LoRA keys, and the head is stored WITHOUT the live module's
  `modules_to_save.default.` infix (live name: base_model.model.classifier.modules_to_save.default.weight);
  PEFT re-inserts it on load. The frozen original head (classifier.original_module.*) is not saved.
- adapter_config.json: 41 keys, sorted, indent 2, no trailing newline. Beyond the core fields it has many
  PEFT-0.21 fields (alpha_pattern {}, rank_pattern {}, layer_replication null, use_dora false, peft_version
  "0.21.2", ...), modules_to_save ["classifier"], task_type null, inference_mode true, init_lora_weights true,
  bias "none", use_rslora false, and:
  * base_model_name_or_path = model.__dict__["name_or_path"] (set here to "sentence-transformers/all-MiniLM-L6-v2";
    by default it would be the local model folder path);
  * target_modules in set order, not the order given (["key", "attention.output.dense", "query", "value"] with
    PYTHONHASHSEED=0, which reference_common enforces; a different hash seed gives a different order);
  * auto_mapping {"base_model_class": "BertWithHead", "parent_library": "reference_common"}, because the base is
    a custom class; only AutoPeftModel uses it, PeftModel.from_pretrained ignores it. A Swift writer can omit it.
- save_pretrained also writes a model card README.md; make-fixture deletes it (not part of the adapter format).
- The safetensors file is created with mode 0600 (git stores it as 0644 anyway).

Loading behaviour observed (why `check` verifies keys and values itself)
------------------------------------------------------------------------
- modules_to_save contains "classifier" but the file lacks base_model.model.classifier.*: PeftModel.from_pretrained
  raises KeyError('base_model.model.classifier.weight') - loud.
- A missing LoRA key: PEFT only warns ("Found missing adapter keys ..."); the tensor keeps its fresh init (B = 0).
- Unexpected keys are ignored silently (the adapter state dict is loaded with strict=False).
- modules_to_save absent from the config and the head stored under another name (e.g. "classifier.weight"): no
  error, no warning, the head stays at the base model's random init - the "adapter reloads as garbage" case.
  (With modules_to_save absent but the key spelled base_model.model.classifier.weight, the head does load, by
  name, but is not a modules_to_save module, so PEFT would not train it when resuming; `check` rejects this.)
- Warnings seen: transformers 5.23's FutureWarning "`is_gradient_checkpointing` is deprecated" from inside
  get_peft_model / from_pretrained, and on save (offline) "Could not find a config file in
  sentence-transformers/all-MiniLM-L6-v2 - will assume that the vocabulary was not modified." (PEFT checks
  whether embeddings must be saved; they need not be). Both harmless. transformers also reports classifier.*
  as newly initialised when the wrapper is built from the base checkpoint; expected and asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import warnings
from pathlib import Path

import reference_common as rc
from reference_common import torch
from safetensors import safe_open
from safetensors.torch import save_file

SEED = 4321
HEAD_INIT_SEED = 999  # base wrapper's head before loading an adapter in `check`; must be overwritten
FIXTURES = rc.REPO_ROOT / "Tests" / "LoRATrainerTests" / "Fixtures"

TEXTS = [
    "Short title.",
    "Non-citizens shall be ineligible for public housing assistance.",
    "The salaries of members of the Federal Reserve Board of Governors are frozen until 2030.",
    "Each State shall provide free school meals to every child enrolled in a public primary school.",
    "Les élus locaux bénéficient d'une indemnité de fonction réduite de moitié.",
    "Corporations with annual revenues above one billion dollars, and the lobbyists they employ, shall be barred "
    "from contributing to political campaigns, while small donors receive a matching public credit of up to $200.",
]


def expected_shapes() -> dict[str, tuple[int, ...]]:
    shapes = {}
    for key in rc.expected_adapter_keys():
        if key.endswith("lora_A.weight"):
            shapes[key] = (rc.LORA_R, rc.HIDDEN)
        elif key.endswith("lora_B.weight"):
            shapes[key] = (rc.HIDDEN, rc.LORA_R)
        elif key.endswith("classifier.weight"):
            shapes[key] = (rc.NUM_OUTPUTS, rc.HIDDEN)
        else:
            shapes[key] = (rc.NUM_OUTPUTS,)
    return shapes


def adapter_parameters(model) -> dict[str, torch.Tensor]:
    """{PEFT file key: live tensor} for the adapter parameters, whether or not they require grad."""
    out = {}
    for name, p in model.named_parameters():
        if ".lora_" in name or ".modules_to_save." in name:
            out[rc.peft_name(name)] = p
    return dict(sorted(out.items()))


def run(model, ids, mask):
    with torch.no_grad():
        pooled, logits = model(input_ids=ids.long(), attention_mask=mask.long())
    return pooled, logits


def fail(msg: str) -> None:
    print(f"FAIL: {msg}", file=sys.stderr)
    sys.exit(1)


def cmd_make_fixture(args) -> None:
    model_dir = rc.resolve_model_dir(args.model_dir)
    out_dir = Path(args.out_dir)
    rc.deterministic(0)
    tokenizer = rc.load_tokenizer(model_dir)
    ids, mask = rc.tokenize(tokenizer, TEXTS)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model = rc.make_peft_model(model_dir, SEED)
        adapter_dir = out_dir / "peft_adapter"
        adapter_dir.mkdir(parents=True, exist_ok=True)
        model.save_pretrained(str(adapter_dir))
    for w in caught:
        print(f"warning seen: {w.category.__name__}: {w.message}")
    for leftover in sorted(adapter_dir.iterdir()):
        if leftover.name not in ("adapter_model.safetensors", "adapter_config.json"):
            # save_pretrained also writes a model card (README.md); it is not part of the adapter format.
            print(f"note: PEFT also wrote {leftover.name}; removed from the fixture")
            leftover.unlink()
    pooled, logits = run(model, ids, mask)
    rc.save_fixture(
        {"input_ids": ids, "attention_mask": mask, "pooled": pooled, "logits": logits},
        out_dir / "peft_adapter_expected.safetensors",
        "scripts/reference/peft_interop.py make-fixture",
    )
    rc.write_json(
        {"generator": "scripts/reference/peft_interop.py make-fixture", "seed": SEED, "adapter": "peft_adapter/",
         "texts": TEXTS, "token_counts": [int(m.sum()) for m in mask]},
        out_dir / "peft_adapter_expected.json",
    )
    with safe_open(str(adapter_dir / "adapter_model.safetensors"), "pt") as f:
        print(f"adapter_model.safetensors metadata: {f.metadata()}")
        for k in f.keys():
            t = f.get_slice(k)
            print(f"  {k} {t.get_dtype()} {t.get_shape()}")
    print("adapter_config.json:")
    print((adapter_dir / "adapter_config.json").read_text())
    print(f"wrote {adapter_dir}/ and {out_dir / 'peft_adapter_expected.safetensors'} (N={ids.shape[0]}, T={ids.shape[1]})")


def load_checked(adapter_dir: Path, model_dir):
    """Loads an adapter folder with PEFT after checking its keys; fails loudly on anything off."""
    from peft import PeftModel

    config = json.loads((adapter_dir / "adapter_config.json").read_text())
    print(f"adapter_config.json: peft_type={config.get('peft_type')} r={config.get('r')} "
          f"lora_alpha={config.get('lora_alpha')} target_modules={config.get('target_modules')} "
          f"modules_to_save={config.get('modules_to_save')}")
    if config.get("peft_type") != "LORA":
        fail(f"peft_type is {config.get('peft_type')!r}, expected 'LORA'")
    if "classifier" not in (config.get("modules_to_save") or []):
        fail("modules_to_save does not contain 'classifier': PEFT would not treat the head as part of the adapter")

    # 1. The file's keys, exactly.
    with safe_open(str(adapter_dir / "adapter_model.safetensors"), "pt") as f:
        file_tensors = {k: f.get_tensor(k) for k in f.keys()}
        print(f"adapter_model.safetensors: {len(file_tensors)} tensors, metadata {f.metadata()}")
    want = expected_shapes()
    missing = sorted(set(want) - set(file_tensors))
    unexpected = sorted(set(file_tensors) - set(want))
    if missing or unexpected:
        fail(f"adapter keys differ from the expected 48 LoRA + 2 classifier keys:\n  missing: {missing}\n"
             f"  unexpected: {unexpected}")
    for k, shape in want.items():
        if tuple(file_tensors[k].shape) != shape or file_tensors[k].dtype != torch.float32:
            fail(f"{k}: {file_tensors[k].dtype} {tuple(file_tensors[k].shape)}, expected float32 {shape}")

    # 2. Load with PEFT onto a base whose head is a known random init.
    base = rc.load_wrapper(model_dir, head_seed=HEAD_INIT_SEED)
    head_init = {n: p.detach().clone() for n, p in base.classifier.named_parameters()}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model = PeftModel.from_pretrained(base, str(adapter_dir)).eval()
    for w in caught:
        print(f"warning seen: {w.category.__name__}: {w.message}")
        if "missing adapter keys" in str(w.message):
            fail("PEFT reported missing adapter keys")

    # 3. Every adapter parameter in the live model equals the file; the head is no longer the random init.
    live = adapter_parameters(model)
    if sorted(live) != sorted(want):
        fail(f"live adapter parameters differ: {sorted(set(live) ^ set(want))}")
    for k, p in live.items():
        if not torch.equal(p.detach(), file_tensors[k]):
            fail(f"{k} was not loaded from the file (max |d| {rc.max_abs(p, file_tensors[k]):.3e})")
    for n, init in head_init.items():
        loaded = live[f"base_model.model.classifier.{n}"]
        if torch.equal(loaded.detach(), init):
            fail(f"classifier.{n} is still the random init: the head was not loaded")
    print("all 50 adapter tensors loaded bit-exactly; classifier head replaced (not the random init)")
    return model


def cmd_check(args) -> None:
    model_dir = rc.resolve_model_dir(args.model_dir)
    rc.deterministic(0)
    model = load_checked(Path(args.adapter), model_dir)

    # 4. Outputs.
    with safe_open(args.expected, "pt") as f:
        exp = {k: f.get_tensor(k) for k in ("input_ids", "attention_mask", "pooled", "logits")}
    pooled, logits = run(model, exp["input_ids"], exp["attention_mask"])
    d_pooled = rc.max_abs(pooled, exp["pooled"])
    d_logits = rc.max_abs(logits, exp["logits"])
    print(f"N={exp['input_ids'].shape[0]} T={exp['input_ids'].shape[1]}: max |d pooled| = {d_pooled:.3e}, "
          f"max |d logits| = {d_logits:.3e} (tolerance {args.tolerance:g})")
    if not (d_pooled <= args.tolerance and d_logits <= args.tolerance):
        fail("outputs differ from the expected file")
    print("OK")


def cmd_expected(args) -> None:
    """PEFT's outputs for TEXTS on an adapter folder (e.g. the shipped one), labelled with the adapter's sha256,
    for the Swift test that checks our outputs on the same adapter match PEFT's."""
    import hashlib

    model_dir = rc.resolve_model_dir(args.model_dir)
    rc.deterministic(0)
    adapter_dir = Path(args.adapter)
    model = load_checked(adapter_dir, model_dir)
    tokenizer = rc.load_tokenizer(model_dir)
    ids, mask = rc.tokenize(tokenizer, TEXTS)
    pooled, logits = run(model, ids, mask)
    digest = hashlib.sha256((adapter_dir / "adapter_model.safetensors").read_bytes()).hexdigest()
    out = Path(args.out)
    tensors = {"input_ids": ids.to(torch.int32).contiguous(), "attention_mask": mask.to(torch.int32).contiguous(),
               "pooled": pooled.float().contiguous(), "logits": logits.float().contiguous()}
    tmp = out.with_suffix(out.suffix + ".tmp")
    save_file(tensors, str(tmp), metadata={"format": "pt", "source": "scripts/reference/peft_interop.py expected",
                                            "adapter_sha256": digest})
    os.chmod(tmp, 0o644)
    os.replace(tmp, out)
    print(f"wrote {out}: PEFT outputs for {ids.shape[0]} texts on {adapter_dir} (adapter sha256 {digest})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_make = sub.add_parser("make-fixture", help="write the PEFT adapter fixture and its expected outputs")
    rc.add_model_dir_arg(p_make)
    p_make.add_argument("--out-dir", default=str(FIXTURES))
    p_check = sub.add_parser("check", help="load an adapter folder with PEFT and compare outputs")
    rc.add_model_dir_arg(p_check)
    p_check.add_argument("--adapter", required=True, help="folder with adapter_model.safetensors + adapter_config.json")
    p_exp = sub.add_parser("expected", help="write PEFT's outputs on an adapter folder (for the Swift-written adapter test)")
    rc.add_model_dir_arg(p_exp)
    p_exp.add_argument("--adapter", default=str(FIXTURES / "swift_adapter"))
    p_exp.add_argument("--out", default=str(FIXTURES / "swift_adapter_expected.safetensors"))
    p_check.add_argument("--expected", required=True, help="safetensors with input_ids, attention_mask, pooled, logits")
    p_check.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()
    {"make-fixture": cmd_make_fixture, "check": cmd_check, "expected": cmd_expected}[args.command](args)


if __name__ == "__main__":
    main()
