"""Shared helpers for the reference-fixture scripts in this folder (not a script itself).

What lives here, so that every fixture is built from exactly one definition:
- `resolve_model_dir`: --model-dir, else $LORATRAINER_MODEL_DIR, else <repo>/Models/all-MiniLM-L6-v2.
- On import: re-executes the script with PYTHONHASHSEED=0 (see below) and sets HF offline mode.
- `deterministic`: fixed seed, one thread, float32 defaults, deterministic algorithms.
- `BertWithHead`: a transformers BertModel subclass whose top level holds the BERT submodules
  (`embeddings`, `encoder`, `pooler` - unused) plus `classifier` = nn.Linear(384, 14); its forward returns
  (pooled, logits) with pooled = masked mean of the last hidden state (no normalisation). Wrapped by PEFT,
  its keys are `base_model.model.encoder.layer.{i}...` and `base_model.model.classifier.{weight,bias}`.
- `lora_config`, `make_peft_model`, `randomize_adapter`: the LoRA recipe (r 8, alpha 16, dropout 0,
  query/key/value/attention.output.dense, classifier in modules_to_save) with seeded non-zero A, B, head.
- `peft_name`: maps a trainable parameter name of the live PeftModel to the key PEFT writes to
  adapter_model.safetensors (drops the adapter name `default` and the `modules_to_save.default` wrapper).
- `multitask_loss`: the training loss of the Swift trainer, reproduced in PyTorch.
- `save_fixture`: safetensors writer (contiguous tensors, F32 / I32 only, metadata {"format": "pt"}).
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

# PEFT stores target_modules as a Python set, so the order in adapter_config.json follows string hashing:
# re-run the interpreter once with a fixed hash seed to make every output byte-for-byte reproducible.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable] + sys.argv)

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from safetensors.torch import save_file  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[2]
HIDDEN = 384
NUM_OUTPUTS = 14
LORA_R = 8
LORA_ALPHA = 16
LORA_SCALE = LORA_ALPHA / LORA_R  # 2.0
TARGET_MODULES = ["query", "key", "value", "attention.output.dense"]
HUB_ID = "sentence-transformers/all-MiniLM-L6-v2"

# Output layout of the 14 logits.
TARGET_GROUPS = ["outgroup", "ingroupNonElite", "elite", "multiple"]
EFFECT_DIRECTIONS = ["burden", "benefit", "neutral", "mixed"]
ARCHITECTURES = ["aar", "se", "ij", "rsc"]


def add_model_dir_arg(parser) -> None:
    parser.add_argument(
        "--model-dir",
        default=None,
        help="sentence-transformers folder of all-MiniLM-L6-v2 (default: $LORATRAINER_MODEL_DIR, "
        "else <repo>/Models/all-MiniLM-L6-v2)",
    )


def resolve_model_dir(arg: str | None) -> Path:
    if arg:
        path = Path(arg)
    elif os.environ.get("LORATRAINER_MODEL_DIR"):
        path = Path(os.environ["LORATRAINER_MODEL_DIR"])
    else:
        path = REPO_ROOT / "Models" / "all-MiniLM-L6-v2"
    path = path.resolve()
    if not (path / "model.safetensors").is_file() or not (path / "config.json").is_file():
        sys.exit(
            f"error: no base model at {path} (expected model.safetensors + config.json). "
            "Run ./scripts/fetch-model.sh, or pass --model-dir / set LORATRAINER_MODEL_DIR."
        )
    return path


def deterministic(seed: int = 0) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    torch.set_default_dtype(torch.float32)
    torch.use_deterministic_algorithms(True)


def load_tokenizer(model_dir: Path):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(model_dir))


def tokenize(tokenizer, texts: list[str]) -> tuple[torch.Tensor, torch.Tensor]:
    """[CLS] ... [SEP], padded with 0 to the longest text, no truncation needed (all well under 256)."""
    enc = tokenizer(texts, padding=True, truncation=True, max_length=256, return_tensors="pt")
    assert int(enc["token_type_ids"].abs().sum()) == 0, "token_type_ids must all be 0"
    assert int(enc["input_ids"][enc["attention_mask"] == 0].abs().sum()) == 0, "pad id must be 0"
    for text, mask in zip(texts, enc["attention_mask"]):
        full = len(tokenizer(text)["input_ids"])
        assert int(mask.sum()) == full, f"text was truncated: {text!r}"
    return enc["input_ids"].to(torch.int64), enc["attention_mask"].to(torch.int64)


def model_text(record: dict, input: str = "policy-prefix") -> str:
    """What lora-train's encoder reads for a clause record (Swift: ModelInput.render): with the default
    policy-prefix/1 "<sourcePolicy>: <text>", with text/1 the text alone."""
    return f"{record['sourcePolicy']}: {record['text']}" if input == "policy-prefix" else record["text"]


def masked_mean(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Same as sentence-transformers Pooling(mean): sum(h * m) / clamp(sum(m), 1e-9)."""
    m = mask.unsqueeze(-1).to(hidden.dtype)
    return (hidden * m).sum(dim=1) / torch.clamp(m.sum(dim=1), min=1e-9)


def _bert_classes():
    from transformers import BertModel

    class BertWithHead(BertModel):
        """BertModel + `classifier` (Linear 384 -> 14) at the top level, so PEFT names are
        base_model.model.{embeddings,encoder,classifier}...  forward -> (pooled, logits)."""

        def __init__(self, config):
            super().__init__(config, add_pooling_layer=True)  # pooler kept only so all base keys load
            self.classifier = torch.nn.Linear(config.hidden_size, NUM_OUTPUTS)

        def forward(self, input_ids=None, attention_mask=None, **kwargs):
            out = super().forward(
                input_ids=input_ids,
                attention_mask=attention_mask,
                token_type_ids=torch.zeros_like(input_ids),
                return_dict=True,
            )
            pooled = masked_mean(out.last_hidden_state, attention_mask)
            return pooled, self.classifier(pooled)

    return BertWithHead


def load_bert(model_dir: Path, attn_implementation: str = "eager"):
    """Plain transformers BertModel (float32, eval)."""
    from transformers import BertModel

    model = BertModel.from_pretrained(
        str(model_dir), attn_implementation=attn_implementation, dtype=torch.float32
    )
    return model.eval()


def load_wrapper(model_dir: Path, head_seed: int | None = None):
    """BertWithHead with the base weights loaded; only `classifier.*` may be missing from the checkpoint.
    The head is then set from `head_seed` (normal * 0.05, bias normal * 0.05) when given."""
    from transformers.utils import logging as hf_logging

    cls = _bert_classes()
    hf_logging.set_verbosity_error()  # its load report lists the two head keys asserted just below
    model, info = cls.from_pretrained(
        str(model_dir), attn_implementation="eager", dtype=torch.float32, output_loading_info=True
    )
    missing = sorted(info.get("missing_keys", []))
    assert missing == ["classifier.bias", "classifier.weight"], f"unexpected missing keys: {missing}"
    assert not info.get("mismatched_keys"), info.get("mismatched_keys")
    unexpected = [k for k in info.get("unexpected_keys", []) if k != "embeddings.position_ids"]
    assert not unexpected, f"unexpected checkpoint keys: {unexpected}"
    if head_seed is not None:
        g = torch.Generator().manual_seed(head_seed)
        with torch.no_grad():
            model.classifier.weight.copy_(torch.randn(NUM_OUTPUTS, HIDDEN, generator=g) * 0.05)
            model.classifier.bias.copy_(torch.randn(NUM_OUTPUTS, generator=g) * 0.05)
    return model.eval()


def lora_config():
    from peft import LoraConfig

    return LoraConfig(
        r=LORA_R,
        lora_alpha=LORA_ALPHA,
        lora_dropout=0.0,
        target_modules=list(TARGET_MODULES),
        modules_to_save=["classifier"],
        bias="none",
    )


def make_peft_model(model_dir: Path, seed: int):
    """Wrapper + PEFT LoRA with seeded random A (uniform +-1/sqrt(384), as PEFT's init), B (normal * 0.02,
    NOT zero) and classifier (normal * 0.05). Base model name recorded as the hub id, not a local path."""
    from peft import get_peft_model

    base = load_wrapper(model_dir, head_seed=seed + 1)
    base.config.name_or_path = HUB_ID
    base.name_or_path = HUB_ID  # PEFT records model.__dict__["name_or_path"] as base_model_name_or_path
    model = get_peft_model(base, lora_config())
    randomize_adapter(model, seed)
    return model.eval()


def randomize_adapter(model, seed: int) -> None:
    g = torch.Generator().manual_seed(seed)
    bound = 1.0 / HIDDEN**0.5
    with torch.no_grad():
        for name, p in sorted(model.named_parameters()):  # sorted: order independent of module traversal
            if ".lora_A." in name:
                p.copy_((torch.rand(p.shape, generator=g) * 2 - 1) * bound)
            elif ".lora_B." in name:
                p.copy_(torch.randn(p.shape, generator=g) * 0.02)
            elif ".modules_to_save.default." in name:
                p.copy_(torch.randn(p.shape, generator=g) * 0.05)


def peft_name(param_name: str) -> str:
    """Live PeftModel parameter name -> the key PEFT writes to adapter_model.safetensors."""
    name = param_name.replace(".modules_to_save.default.", ".")
    name = name.replace(".lora_A.default.", ".lora_A.").replace(".lora_B.default.", ".lora_B.")
    return name


def expected_adapter_keys(num_layers: int = 6) -> list[str]:
    keys = []
    for i in range(num_layers):
        for mod in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"):
            for ab in ("lora_A", "lora_B"):
                keys.append(f"base_model.model.encoder.layer.{i}.{mod}.{ab}.weight")
    keys += ["base_model.model.classifier.weight", "base_model.model.classifier.bias"]
    return sorted(keys)


def trainable_parameters(model) -> dict[str, torch.nn.Parameter]:
    """{PEFT file key: live parameter} for every trainable parameter; checks everything else is frozen."""
    out = {}
    for name, p in model.named_parameters():
        if p.requires_grad:
            key = peft_name(name)
            assert key not in out, key
            out[key] = p
        else:
            assert ".lora_" not in name and ".modules_to_save." not in name, f"adapter param frozen: {name}"
    assert sorted(out) == expected_adapter_keys(), sorted(set(out) ^ set(expected_adapter_keys()))
    return dict(sorted(out.items()))


def entropy(t: torch.Tensor) -> torch.Tensor:
    """H(t) = -t ln t - (1-t) ln(1-t), 0 at t in {0, 1}."""
    return -(torch.special.xlogy(t, t) + torch.special.xlogy(1 - t, 1 - t))


def multitask_loss(logits, tg, ed, arch, proxy, expands) -> torch.Tensor:
    """Per example: CE(z[0:4], tg) + CE(z[4:8], ed) + 0.5 * sum_k [BCE(z[8+k], t_k) - H(t_k)]
    + 0.5 * BCE(z[12], proxy) + 0.5 * BCE(z[13], expands); batch loss = mean over examples."""
    ce_tg = F.cross_entropy(logits[:, 0:4], tg.long(), reduction="none")
    ce_ed = F.cross_entropy(logits[:, 4:8], ed.long(), reduction="none")
    bce_arch = F.binary_cross_entropy_with_logits(logits[:, 8:12], arch, reduction="none") - entropy(arch)
    bce_proxy = F.binary_cross_entropy_with_logits(logits[:, 12], proxy, reduction="none")
    bce_exp = F.binary_cross_entropy_with_logits(logits[:, 13], expands, reduction="none")
    per_example = ce_tg + ce_ed + 0.5 * bce_arch.sum(dim=1) + 0.5 * bce_proxy + 0.5 * bce_exp
    return per_example.mean()


def save_fixture(tensors: dict[str, torch.Tensor], path: Path, source: str) -> None:
    out = {}
    for name, t in tensors.items():
        t = t.detach().cpu().contiguous()
        if t.is_floating_point():
            t = t.to(torch.float32)
        else:
            t = t.to(torch.int32)
        out[name] = t
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    save_file(out, str(tmp), metadata={"format": "pt", "source": source})
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def write_json(obj, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def max_abs(a: torch.Tensor, b: torch.Tensor) -> float:
    return float((a.detach().double() - b.detach().double()).abs().max())
