#!/usr/bin/env python3
"""How far can all-MiniLM-L6-v2 itself go on the clause tasks? Full fine-tuning, no LoRA.

    .venv-ref/bin/python scripts/reference/full_finetune_probe.py [--lr 5e-5] [--epochs 8] [--seed 1]
        [--input policy-prefix|text]

Trains every encoder weight (22.7 M) plus a linear head on the masked mean-pooled last hidden state
(the same pooling as our head) with cross-entropy on targetGroup and effectDirection only, on
Data/historical_clauses.jsonl; prints the validation accuracy of both tasks after every epoch on
Data/validation_clauses.jsonl. The encoder reads what lora-train's `--input` gives it: by default
"<sourcePolicy>: <text>" (ModelInput policy-prefix/1), or the text alone. An upper-bound probe for the README's quality section, not a fixture
and not part of the product: if full fine-tuning plateaus where LoRA does, the limit is the base
model on this much data, not the adapter or our kernels. Two threads; minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import random

from reference_common import (  # re-executes with PYTHONHASHSEED=0, offline mode
    EFFECT_DIRECTIONS,
    REPO_ROOT,
    TARGET_GROUPS,
    add_model_dir_arg,
    load_bert,
    load_tokenizer,
    masked_mean,
    model_text,
    resolve_model_dir,
)
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402


def load(name: str) -> list[dict]:
    with open(REPO_ROOT / "Data" / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_dir_arg(parser)
    parser.add_argument("--lr", type=float, default=5e-5, help="encoder learning rate (head: 1e-3)")
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--input", choices=["policy-prefix", "text"], default="policy-prefix",
                        help="what the encoder reads, as lora-train --input")
    args = parser.parse_args()

    random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(2)
    model_dir = resolve_model_dir(args.model_dir)
    tokenizer = load_tokenizer(model_dir)
    bert = load_bert(model_dir)
    head = torch.nn.Linear(bert.config.hidden_size, len(TARGET_GROUPS) + len(EFFECT_DIRECTIONS))
    optimizer = torch.optim.AdamW(
        [{"params": bert.parameters(), "lr": args.lr}, {"params": head.parameters(), "lr": 1e-3}],
        weight_decay=0.01,
    )
    train, validation = load("historical_clauses.jsonl"), load("validation_clauses.jsonl")

    def logits(records: list[dict]) -> torch.Tensor:  # [B, 8]: targetGroup x4, effectDirection x4
        texts = [model_text(r, args.input) for r in records]
        enc = tokenizer(texts, padding=True, truncation=True, max_length=128,
                        return_tensors="pt")
        hidden = bert(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"]).last_hidden_state
        return head(masked_mean(hidden, enc["attention_mask"]))

    def labels(records: list[dict], key: str, values: list[str]) -> torch.Tensor:
        return torch.tensor([values.index(r[key]) for r in records])

    print(f"full fine-tuning: input {args.input}, lr {args.lr}, batch {args.batch_size}, seed {args.seed}, "
          f"{len(train)} training / {len(validation)} validation clauses")
    for epoch in range(1, args.epochs + 1):
        bert.train()
        random.Random(args.seed * 1000 + epoch).shuffle(train)
        for start in range(0, len(train), args.batch_size):
            batch = train[start:start + args.batch_size]
            out = logits(batch)
            loss = (F.cross_entropy(out[:, :4], labels(batch, "targetGroup", TARGET_GROUPS))
                    + F.cross_entropy(out[:, 4:], labels(batch, "effectDirection", EFFECT_DIRECTIONS)))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        bert.eval()
        with torch.no_grad():
            out = torch.cat([logits(validation[i:i + 32]) for i in range(0, len(validation), 32)])
        tg = (out[:, :4].argmax(1) == labels(validation, "targetGroup", TARGET_GROUPS)).float().mean().item()
        ed = (out[:, 4:].argmax(1) == labels(validation, "effectDirection", EFFECT_DIRECTIONS)).float().mean().item()
        print(f"epoch {epoch}: validation accuracy targetGroup {tg:.3f}, effectDirection {ed:.3f}", flush=True)


if __name__ == "__main__":
    main()
