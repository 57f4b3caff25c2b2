"""Gradient fixture for the Swift LoRA trainer: one forward + backward pass of the training recipe in PyTorch/PEFT.

Writes Tests/LoRATrainerTests/Fixtures/gradient_reference.safetensors (+ gradient_reference.json: texts, labels):

- `input_ids` [4, T] I32, `attention_mask` [4, T] I32: 4 clauses of 10, 16, 21, 24 tokens padded with 0 (T = 24).
- `target.targetGroup` [4] I32 (0 outgroup, 1 ingroupNonElite, 2 elite, 3 multiple),
  `target.effectDirection` [4] I32 (0 burden, 1 benefit, 2 neutral, 3 mixed),
  `target.architecture` [4, 4] F32 (soft targets for aar, se, ij, rsc; fractional values included),
  `target.proxy` [4] F32, `target.expands` [4] F32.
- The adapter under its PEFT file names (48 + 2 tensors): `base_model.model.encoder.layer.{i}.attention.self.
  {query,key,value}.lora_{A,B}.weight`, `base_model.model.encoder.layer.{i}.attention.output.dense.lora_{A,B}.weight`
  (A [8, 384] seeded uniform +-1/sqrt(384), B [384, 8] seeded normal * 0.02 - deliberately non-zero),
  `base_model.model.classifier.{weight [14, 384], bias [14]}` (seeded normal * 0.05).
- `loss` [] F32 (rank 0), `logits` [4, 14], `pooled` [4, 384] (masked mean of the last hidden state, not normalised).
- `grad.<PEFT name>` for each of the 50 trainable tensors, from loss.backward().

Recipe (PEFT LoraConfig(r=8, lora_alpha=16, lora_dropout=0.0, target_modules=["query", "key", "value",
"attention.output.dense"], modules_to_save=["classifier"])): y = x W^T + b + 2.0 * (x A^T) B^T on the 24 targeted
linears; the base model is frozen and in eval mode (BERT's own hidden/attention dropout 0.1 is off, as is LoRA
dropout). Loss per example = CE(z[0:4], tg) + CE(z[4:8], ed) + 0.5 * sum_k [BCEWithLogits(z[8+k], t_k) - H(t_k)]
+ 0.5 * BCEWithLogits(z[12], proxy) + 0.5 * BCEWithLogits(z[13], expands), H the binary entropy (0 at 0 and 1);
batch loss = mean over the 4 examples.

Checks made here: frozen base weights have requires_grad False and exactly the 50 adapter tensors are trainable;
PEFT's output equals a plain model with merged weights W + 2.0 * B A; the float32 gradients are compared with a
float64 run (printed, to size the Swift tolerance).

How the Swift test uses it: loads the adapter tensors into its LoRA model, runs forward + backward on the stored
ids/targets, and compares loss, logits, pooled and all 50 gradients with these values.

Usage: .venv-ref/bin/python scripts/reference/make_gradient_fixture.py [--model-dir DIR] [--out-dir DIR]
"""

from __future__ import annotations

import argparse
import copy
from pathlib import Path

import reference_common as rc
from reference_common import torch

SEED = 1234

TEXTS = [
    "Foreign nationals are barred from owning farmland.",
    "Tax relief is extended to all working families earning under the median wage.",
    "Senior officials, judges and members of the central bank board shall publicly disclose their assets each year.",
    "Residency permits for migrants and public subsidies for elite universities are both withdrawn, while small "
    "farmers receive a new grant.",
]
TARGET_GROUP = [0, 1, 2, 3]  # outgroup, ingroupNonElite, elite, multiple
EFFECT_DIRECTION = [0, 1, 3, 2]  # burden, benefit, mixed, neutral
ARCHITECTURE = [  # aar, se, ij, rsc
    [1.0, 0.0, 0.35, 0.0],
    [0.0, 0.8, 0.0, 0.35],
    [0.5, 0.0, 1.0, 0.2],
    [0.35, 0.8, 0.0, 1.0],
]
PROXY = [1.0, 0.0, 0.0, 1.0]
EXPANDS = [1.0, 0.0, 1.0, 0.0]


def merged_reference(model_dir: Path, params: dict[str, torch.Tensor], ids, mask):
    """Plain BertWithHead with W' = W + s * B A and the head copied in: independent of PEFT's layer code."""
    plain = rc.load_wrapper(model_dir)
    modules = dict(plain.named_modules())
    with torch.no_grad():
        for key, a in params.items():
            if ".lora_A." not in key:
                continue
            b = params[key.replace(".lora_A.", ".lora_B.")]
            mod = key.removeprefix("base_model.model.").removesuffix(".lora_A.weight")
            modules[mod].weight += rc.LORA_SCALE * (b @ a)
        plain.classifier.weight.copy_(params["base_model.model.classifier.weight"])
        plain.classifier.bias.copy_(params["base_model.model.classifier.bias"])
        return plain(input_ids=ids, attention_mask=mask)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    rc.add_model_dir_arg(parser)
    parser.add_argument("--out-dir", default=str(rc.REPO_ROOT / "Tests" / "LoRATrainerTests" / "Fixtures"))
    args = parser.parse_args()
    model_dir = rc.resolve_model_dir(args.model_dir)
    out_dir = Path(args.out_dir)
    rc.deterministic(0)

    tokenizer = rc.load_tokenizer(model_dir)
    ids, mask = rc.tokenize(tokenizer, TEXTS)
    tg = torch.tensor(TARGET_GROUP, dtype=torch.int64)
    ed = torch.tensor(EFFECT_DIRECTION, dtype=torch.int64)
    arch = torch.tensor(ARCHITECTURE, dtype=torch.float32)
    proxy = torch.tensor(PROXY, dtype=torch.float32)
    expands = torch.tensor(EXPANDS, dtype=torch.float32)

    model = rc.make_peft_model(model_dir, SEED)
    model.eval()
    trainable = rc.trainable_parameters(model)  # asserts: exactly the 50 adapter tensors require grad
    frozen = [n for n, p in model.named_parameters() if not p.requires_grad]
    assert all("lora_" not in n and "modules_to_save" not in n for n in frozen)
    assert any(n.endswith("query.base_layer.weight") for n in frozen)
    assert any(n.endswith("classifier.original_module.weight") for n in frozen)
    assert any(n.endswith("embeddings.word_embeddings.weight") for n in frozen)
    n_lora = sum(p.numel() for k, p in trainable.items() if ".lora_" in k)
    assert n_lora == 147_456, n_lora
    print(f"trainable: {len(trainable)} tensors ({n_lora} LoRA + "
          f"{sum(p.numel() for k, p in trainable.items() if 'classifier' in k)} head parameters); "
          f"frozen: {len(frozen)} tensors, all requires_grad False")

    pooled, logits = model(input_ids=ids, attention_mask=mask)
    loss = rc.multitask_loss(logits, tg, ed, arch, proxy, expands)
    loss.backward()
    grads = {k: p.grad.detach().clone() for k, p in trainable.items()}
    assert all(g is not None and float(g.abs().max()) > 0 for g in grads.values())
    for n, p in model.named_parameters():
        if not p.requires_grad:
            assert p.grad is None, n
    params = {k: p.detach().clone() for k, p in trainable.items()}

    # Independent check of the LoRA math: merged weights in a plain model.
    with torch.no_grad():
        m_pooled, m_logits = merged_reference(model_dir, params, ids, mask)
        with model.disable_adapter():
            base_pooled, _ = model(input_ids=ids, attention_mask=mask)
    print(f"merged-weight model vs PEFT: pooled {rc.max_abs(m_pooled, pooled):.2e}, "
          f"logits {rc.max_abs(m_logits, logits):.2e}")
    assert rc.max_abs(m_logits, logits) < 1e-4
    print(f"LoRA effect on pooled (vs adapter disabled): max |d| {rc.max_abs(base_pooled, pooled):.3f}")

    # Float64 run of the same thing, to size the Swift tolerance.
    m64 = copy.deepcopy(model).double()
    for p in m64.parameters():
        p.grad = None
    p64, z64 = m64(input_ids=ids, attention_mask=mask)
    l64 = rc.multitask_loss(z64, tg, ed, arch.double(), proxy.double(), expands.double())
    l64.backward()
    t64 = rc.trainable_parameters(m64)
    worst = max(
        float((grads[k].double() - p.grad).abs().max() / p.grad.abs().max()) for k, p in t64.items()
    )
    print(f"loss {loss.item():.7f} (float64 {l64.item():.7f}); float32 vs float64: logits "
          f"{rc.max_abs(logits, z64):.2e}, worst per-tensor max|dg|/max|g| {worst:.2e}")

    tensors = {
        "input_ids": ids,
        "attention_mask": mask,
        "target.targetGroup": tg,
        "target.effectDirection": ed,
        "target.architecture": arch,
        "target.proxy": proxy,
        "target.expands": expands,
        "loss": loss.detach().reshape(()),
        "logits": logits,
        "pooled": pooled,
    }
    tensors.update(params)
    tensors.update({f"grad.{k}": g for k, g in grads.items()})
    assert tensors["loss"].dim() == 0
    rc.save_fixture(tensors, out_dir / "gradient_reference.safetensors", "scripts/reference/make_gradient_fixture.py")
    rc.write_json(
        {
            "generator": "scripts/reference/make_gradient_fixture.py",
            "seed": SEED,
            "lora": {"r": rc.LORA_R, "alpha": rc.LORA_ALPHA, "scale": rc.LORA_SCALE, "dropout": 0.0,
                     "target_modules": rc.TARGET_MODULES, "modules_to_save": ["classifier"]},
            "outputs": {"0:4": rc.TARGET_GROUPS, "4:8": rc.EFFECT_DIRECTIONS, "8:12": rc.ARCHITECTURES,
                        "12": "usesProxyVariables", "13": "expandsOutgroup"},
            "examples": [
                {"text": t, "token_count": int(m.sum()), "targetGroup": rc.TARGET_GROUPS[g],
                 "effectDirection": rc.EFFECT_DIRECTIONS[e], "architecture": dict(zip(rc.ARCHITECTURES, a)),
                 "proxy": p, "expands": x}
                for t, m, g, e, a, p, x in zip(TEXTS, mask, TARGET_GROUP, EFFECT_DIRECTION, ARCHITECTURE, PROXY, EXPANDS)
            ],
            "loss": loss.item(),
        },
        out_dir / "gradient_reference.json",
    )
    print(f"wrote {out_dir / 'gradient_reference.safetensors'} ({len(tensors)} tensors) and gradient_reference.json")


if __name__ == "__main__":
    main()
