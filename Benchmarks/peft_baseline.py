#!/usr/bin/env python3
"""The peer benchmark: PyTorch + transformers + PEFT running LoRATrainer's recipe on this machine.

What a user would otherwise run to fine-tune all-MiniLM-L6-v2 with LoRA on the CPU, measured the way
`lora-bench` and `lora-train` measure ours, so that `Benchmarks/compare` can put the two side by side.

Phases (each can be run alone; with no phase, `all` runs each in its own child process so every
phase's peak resident memory is that phase's own, e.g. the training peak is not inflated by inference):

  recipe      the default recipe on Data/historical_clauses.jsonl: real (non-padding) tokens/s over the
              training steps only, seconds per epoch, wall time including imports and model load, the
              validation loss after each epoch.
  step-16x64  one training step at batch 16 x 64 (fixed batch of real clause token ids, every row exactly
              64 tokens, no padding): median of 10 steps after 2 warm-up steps.
  inference   forward at batch 16 x 64 (median tokens/s) and single-clause latency (tokenize + forward,
              median and p95 over every clause text), eval mode, torch.inference_mode().

The recipe, identical to LoRATrainer's defaults (Sources/LoRATrainer/{AdamW,TrainingData,Trainer}.swift):
- LoRA r 8, alpha 16, dropout 0.05 on query/key/value/attention.output.dense, PEFT's init (B = 0);
  head Linear(384, 14) on the masked mean of the last hidden state (reference_common.BertWithHead).
- Loss: reference_common.multitask_loss (CE + CE + 0.5 sum(BCE - H) + 0.5 BCE + 0.5 BCE, batch mean).
- torch.optim.AdamW (betas 0.9/0.999, eps 1e-8), weight decay 0.01 on matrices (none on the head bias, as
  ours), LoRA lr 2e-3, head lr 1e-2; schedule: linear warm-up over 10 steps, then cosine to 10 % of the
  peak; global grad-norm clipping at 1.0.
- Clauses tokenised with the model's tokenizer (max_length 128, truncation), batch 8, dynamic padding;
  each epoch: shuffle (seeded), sort by length inside windows of 8 batches, split, shuffle batch order.
  3 epochs, validation loss after each (eval mode, no grad, batches of 32 in length order).
- torch.set_num_threads(2) (--threads), model.train() for training steps. Note that model.train() also
  turns on BERT's own dropout (hidden and attention probabilities, p 0.1), as it would for any user;
  LoRATrainer applies only the LoRA dropout. --no-bert-dropout sets those to 0 for a strict comparison.
- Attention: transformers' default for BertModel (sdpa); --attn eager for the eager implementation.

Run from anywhere with the reference venv (Benchmarks/setup-python.sh):
  .venv-ref/bin/python Benchmarks/peft_baseline.py [all|recipe|step-16x64|inference] [--json]
"""

from __future__ import annotations

import time

T0 = time.perf_counter()  # wall time of this process from here (after interpreter start-up)

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import platform  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "scripts" / "reference"))

import reference_common as rc  # noqa: E402  (re-executes with PYTHONHASHSEED=0, sets HF offline mode)
import torch  # noqa: E402
import warnings  # noqa: E402

warnings.filterwarnings("ignore", category=FutureWarning)

PHASES = ["recipe", "step-16x64", "inference"]
WINDOW_BATCHES = 8  # bucketing window, in batches (TrainingSet.batches)
MAX_TOKENS = 128


# ----------------------------------------------------------------------------------------------- setup

def peak_rss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux reports KiB


def torch_info() -> dict:
    import transformers
    import peft

    return {
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "peft": peft.__version__,
        "python": platform.python_version(),
        "threads": torch.get_num_threads(),
        "interopThreads": torch.get_num_interop_threads(),
        "cpuCapability": torch.backends.cpu.get_cpu_capability(),
        "mklAvailable": torch.backends.mkl.is_available(),
        "mkldnnAvailable": torch.backends.mkldnn.is_available(),
        "mkldnnEnabled": bool(torch.backends.mkldnn.enabled),
        "blas": _config_value("BLAS_INFO"),
        "parallelInfo": torch.__config__.parallel_info().strip(),
    }


def _config_value(key: str) -> str | None:
    import re

    m = re.search(rf"\b{key}=([^,\s]+)", torch.__config__.show())
    return m.group(1) if m else None


def mkl_code_path() -> str | None:
    """MKL's own banner (MKL_VERBOSE=1) names the code path it dispatched to for this CPU, e.g.
    'Intel(R) Architecture processors' is its generic path, taken on non-Intel CPUs."""
    code = "import torch; torch.randn(64, 64) @ torch.randn(64, 64)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "MKL_VERBOSE": "1", "PYTHONHASHSEED": "0"})
    for line in proc.stdout.splitlines():
        if line.startswith("MKL_VERBOSE") and "SGEMM" not in line:
            return line.removeprefix("MKL_VERBOSE").strip()
    return None


def sgemm_rates(repeats: int = 15) -> list[dict]:
    """torch.mm GFLOP/s on the shapes lora-bench gemm measures (M x N x K), median of `repeats`."""
    rows = []
    for m, n, k in [(1024, 384, 384), (1024, 1536, 384), (1024, 384, 1536)]:
        a, b = torch.randn(m, k), torch.randn(k, n)
        for _ in range(3):
            a @ b
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            a @ b
            times.append(time.perf_counter() - start)
        median = statistics.median(times)
        rows.append({"shape": f"{m}×{n}×{k}", "gflops": 2 * m * n * k / median / 1e9, "medianMilliseconds": median * 1e3})
    return rows


def load_clauses(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def targets_of(records: list[dict]) -> dict[str, torch.Tensor]:
    tg = [rc.TARGET_GROUPS.index(r["targetGroup"]) for r in records]
    ed = [rc.EFFECT_DIRECTIONS.index(r["effectDirection"]) for r in records]
    arch = [[float(r["architectureScores"][k]) for k in rc.ARCHITECTURES] for r in records]
    return {
        "tg": torch.tensor(tg, dtype=torch.long),
        "ed": torch.tensor(ed, dtype=torch.long),
        "arch": torch.tensor(arch, dtype=torch.float32),
        "proxy": torch.tensor([1.0 if r["usesProxyVariables"] else 0.0 for r in records]),
        "expands": torch.tensor([1.0 if r["expandsOutgroup"] else 0.0 for r in records]),
    }


def build_model(args, seed: int):
    """reference_common's wrapper + LoRA recipe, with the training dropout 0.05 and PEFT's own init (B = 0)."""
    from peft import get_peft_model

    torch.manual_seed(seed)  # PEFT's kaiming-uniform A and the head's default init
    base = rc.load_wrapper(args.model_dir)  # eager attention, float32, base weights checked
    if args.attn != "eager":
        base.set_attn_implementation(args.attn)
    if args.no_bert_dropout:
        for m in base.modules():
            if isinstance(m, torch.nn.Dropout):
                m.p = 0.0
    config = rc.lora_config()
    config.lora_dropout = 0.05
    return get_peft_model(base, config)


def param_groups(model) -> list[dict]:
    lora, head_w, head_b = [], [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if ".lora_" in name:
            lora.append(p)
        elif ".modules_to_save." in name:
            (head_w if p.dim() > 1 else head_b).append(p)
        else:
            raise AssertionError(f"unexpected trainable parameter {name}")
    assert len(lora) == 6 * 4 * 2 and len(head_w) == 1 and len(head_b) == 1
    return [
        {"params": lora, "lr": 2e-3, "weight_decay": 0.01},
        {"params": head_w, "lr": 1e-2, "weight_decay": 0.01},
        {"params": head_b, "lr": 1e-2, "weight_decay": 0.0},
    ]


def schedule(step: int, total: int, warmup: int = 10, minimum: float = 0.1) -> float:
    """AdamW.schedule: multiplier on the peak lr at 0-based `step` of `total`."""
    import math

    if step < warmup:
        return (step + 1) / warmup
    span = max(1, total - warmup)
    progress = min(1.0, (step - warmup) / span)
    return minimum + (1 - minimum) * 0.5 * (1 + math.cos(math.pi * progress))


def collate(seqs: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    """Dynamic padding: pad to the longest sequence in the batch (pad id 0)."""
    longest = max(len(s) for s in seqs)
    ids = torch.zeros(len(seqs), longest, dtype=torch.long)
    mask = torch.zeros(len(seqs), longest, dtype=torch.long)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = torch.tensor(s, dtype=torch.long)
        mask[i, : len(s)] = 1
    return ids, mask


def epoch_batches(lengths: list[int], size: int, seed: int, epoch: int) -> list[list[int]]:
    """TrainingSet.batches: shuffle, sort by length inside windows of 8 batches, split, shuffle the batches."""
    rng = random.Random(seed * 1_000_003 + epoch)
    order = list(range(len(lengths)))
    rng.shuffle(order)
    batches = []
    window = size * WINDOW_BATCHES
    for start in range(0, len(order), window):
        chunk = sorted(order[start : start + window], key=lambda i: lengths[i])
        batches += [chunk[b : b + size] for b in range(0, len(chunk), size)]
    rng.shuffle(batches)
    return batches


def fixed_batch(tokenizer, texts: list[str], b: int = 16, t: int = 64) -> torch.Tensor:
    """ModelSuites.fixedBatch: b rows of exactly t real tokens ([CLS] clause tokens... [SEP]), no padding."""
    pool = []
    for text in texts:
        pool += tokenizer(text)["input_ids"][1:-1]
    rows, cursor = [], 0
    for _ in range(b):
        ids = [tokenizer.cls_token_id]
        while len(ids) < t - 1:
            ids.append(pool[cursor % len(pool)])
            cursor += 1
        ids.append(tokenizer.sep_token_id)
        rows.append(ids)
    return torch.tensor(rows, dtype=torch.long)


def percentile(sorted_values: list[float], p: float) -> float:
    """Timing.percentile (nearest rank on (n - 1) * p, rounded)."""
    return sorted_values[min(len(sorted_values) - 1, int(round((len(sorted_values) - 1) * p)))]


# ---------------------------------------------------------------------------------------------- phases

def phase_recipe(args) -> dict:
    t_load = time.perf_counter()
    tokenizer = rc.load_tokenizer(args.model_dir)
    train = load_clauses(REPO_ROOT / args.data)
    valid = load_clauses(REPO_ROOT / args.validation_data)
    # The same input as lora-train's default (ModelInput policy-prefix/1).
    encode = lambda rs: [tokenizer(rc.model_text(r), truncation=True, max_length=MAX_TOKENS)["input_ids"] for r in rs]  # noqa: E731
    train_ids, valid_ids = encode(train), encode(valid)
    train_t, valid_t = targets_of(train), targets_of(valid)
    model = build_model(args, args.seed)
    optimizer = torch.optim.AdamW(param_groups(model), betas=(0.9, 0.999), eps=1e-8)
    steps_per_epoch = (len(train_ids) + args.batch_size - 1) // args.batch_size
    total_steps = steps_per_epoch * args.epochs
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: schedule(s, total_steps))
    trainable = [p for g in optimizer.param_groups for p in g["params"]]
    load_seconds = time.perf_counter() - t_load

    lengths = [len(s) for s in train_ids]
    valid_order = sorted(range(len(valid_ids)), key=lambda i: len(valid_ids[i]))
    real_tokens, padded_tokens, train_seconds = 0, 0, 0.0
    epochs, step = [], 0
    for epoch in range(args.epochs):
        t_epoch = time.perf_counter()
        model.train()
        loss_sum, epoch_tokens, epoch_train_seconds = 0.0, 0, 0.0
        batches = epoch_batches(lengths, args.batch_size, args.seed, epoch)
        for idx in batches:
            t_step = time.perf_counter()
            ids, mask = collate([train_ids[i] for i in idx])
            t = {k: v[idx] for k, v in train_t.items()}
            _, logits = model(input_ids=ids, attention_mask=mask)
            loss = rc.multitask_loss(logits, t["tg"], t["ed"], t["arch"], t["proxy"], t["expands"])
            loss.backward()
            torch.nn.utils.clip_grad_norm_(trainable, 1.0)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad(set_to_none=True)
            seconds = time.perf_counter() - t_step
            train_seconds += seconds
            epoch_train_seconds += seconds
            epoch_tokens += int(mask.sum())
            real_tokens += int(mask.sum())
            padded_tokens += mask.numel()
            loss_sum += float(loss.detach())
            step += 1
        model.eval()
        vloss = 0.0
        with torch.no_grad():
            for s in range(0, len(valid_order), 32):
                idx = valid_order[s : s + 32]
                ids, mask = collate([valid_ids[i] for i in idx])
                t = {k: v[idx] for k, v in valid_t.items()}
                _, logits = model(input_ids=ids, attention_mask=mask)
                vloss += float(rc.multitask_loss(logits, t["tg"], t["ed"], t["arch"], t["proxy"], t["expands"])) * len(idx)
        epochs.append({
            "epoch": epoch + 1,
            "trainLoss": loss_sum / len(batches),
            "validationLoss": vloss / len(valid_ids),
            "seconds": time.perf_counter() - t_epoch,
            "realTokens": epoch_tokens,
            "trainingSeconds": epoch_train_seconds,
            "realTokensPerSecond": epoch_tokens / epoch_train_seconds,
        })
    return {
        "steps": step,
        "epochs": epochs,
        "realTokens": real_tokens,
        "paddedTokens": padded_tokens,
        "trainingSeconds": train_seconds,
        "realTokensPerSecond": real_tokens / train_seconds,
        "secondsPerEpoch": statistics.mean(e["seconds"] for e in epochs),
        "loadSeconds": load_seconds,
        "lastEpochSeconds": epochs[-1]["seconds"],
        "realTokensPerSecondAfterFirstEpoch": epochs[-1]["realTokensPerSecond"] if len(epochs) == 1 else
        sum(e["realTokens"] for e in epochs[1:]) / sum(e["trainingSeconds"] for e in epochs[1:]),
        "finalValidationLoss": epochs[-1]["validationLoss"],
        "bestValidationLoss": min(e["validationLoss"] for e in epochs),
    }


def synthetic_targets(b: int = 16) -> dict[str, torch.Tensor]:
    """ModelSuites.trainingStep's targets."""
    return {
        "tg": torch.tensor([i % 4 for i in range(b)]),
        "ed": torch.tensor([(i // 4) % 4 for i in range(b)]),
        "arch": torch.tensor([[0.5, 0.2, 0.8, 0.4]] * b),
        "proxy": torch.tensor([float(i % 2) for i in range(b)]),
        "expands": torch.zeros(b),
    }


def all_texts(args) -> list[str]:
    return [r["text"] for f in (args.data, args.validation_data) for r in load_clauses(REPO_ROOT / f)]


def phase_step(args) -> dict:
    tokenizer = rc.load_tokenizer(args.model_dir)
    ids = fixed_batch(tokenizer, all_texts(args))
    mask = torch.ones_like(ids)
    t = synthetic_targets(ids.shape[0])
    model = build_model(args, args.seed)
    optimizer = torch.optim.AdamW(param_groups(model), betas=(0.9, 0.999), eps=1e-8)
    trainable = [p for g in optimizer.param_groups for p in g["params"]]
    model.train()

    def run() -> float:
        optimizer.zero_grad(set_to_none=True)
        _, logits = model(input_ids=ids, attention_mask=mask)
        loss = rc.multitask_loss(logits, t["tg"], t["ed"], t["arch"], t["proxy"], t["expands"])
        loss.backward()
        torch.nn.utils.clip_grad_norm_(trainable, 1.0)
        optimizer.step()
        return float(loss.detach())

    first = run()
    run()  # second warm-up
    times = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    model.eval()
    with torch.no_grad():
        _, logits = model(input_ids=ids, attention_mask=mask)
        after = float(rc.multitask_loss(logits, t["tg"], t["ed"], t["arch"], t["proxy"], t["expands"]))
    times.sort()
    median = statistics.median(times)
    tokens = ids.numel()
    return {
        "batch": list(ids.shape),
        "tokensPerSecond": tokens / median,
        "medianMilliseconds": median * 1e3,
        "minMilliseconds": times[0] * 1e3,
        "repeats": args.repeats,
        "lossFirst": first,
        "lossAfter": after,
        "sgemm": sgemm_rates(),
    }


def phase_inference(args) -> dict:
    tokenizer = rc.load_tokenizer(args.model_dir)
    texts = all_texts(args)
    ids = fixed_batch(tokenizer, texts)
    mask = torch.ones_like(ids)
    peft_model = build_model(args, args.seed).eval()

    def measure(model) -> dict:
        with torch.inference_mode():
            for _ in range(2):
                model(input_ids=ids, attention_mask=mask)
            times = []
            for _ in range(args.repeats):
                start = time.perf_counter()
                model(input_ids=ids, attention_mask=mask)
                times.append(time.perf_counter() - start)
            for text in texts[:5]:  # warm the single-sequence path too (its first calls are slow here)
                enc = tokenizer(text, truncation=True, max_length=MAX_TOKENS, return_tensors="pt")
                model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"])
            singles = []
            for text in texts:
                start = time.perf_counter()
                enc = tokenizer(text, truncation=True, max_length=MAX_TOKENS, return_tensors="pt")
                model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"])
                singles.append(time.perf_counter() - start)
        times.sort()
        singles.sort()
        median = statistics.median(times)
        return {
            "batchTokensPerSecond": ids.numel() / median,
            "batchMedianMilliseconds": median * 1e3,
            "singleMedianMilliseconds": percentile(singles, 0.5) * 1e3,
            "singleP95Milliseconds": percentile(singles, 0.95) * 1e3,
            "singleClauses": len(singles),
        }

    # LoRATrainer's inference benchmark runs the bare encoder; the closest PyTorch equivalent is the adapter
    # merged into the base weights (merge_and_unload), which is also the faster of the two.
    unmerged = measure(peft_model)
    merged = measure(peft_model.merge_and_unload().eval())  # second, so the process is equally warm
    return {**merged, "merged": merged, "unmergedPeft": unmerged}


# ------------------------------------------------------------------------------------------------ main

def run_phase(args) -> dict:
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    torch.set_num_threads(args.threads)
    fn = {"recipe": phase_recipe, "step-16x64": phase_step, "inference": phase_inference}[args.phase]
    result = fn(args)
    result["peakRSSBytes"] = peak_rss_bytes()
    result["wallSeconds"] = time.perf_counter() - T0
    result["torch"] = torch_info()
    return result


def run_all(args) -> dict:
    """Each phase in a child process (its own peak RSS), sequentially."""
    out = {"phases": {}}
    for phase in PHASES:
        cmd = [sys.executable, str(Path(__file__).resolve()), phase, "--json"] + args.passthrough
        started = time.perf_counter()
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        if proc.returncode != 0:
            sys.exit(f"error: phase {phase} failed (exit {proc.returncode}): {' '.join(cmd)}")
        result = json.loads(proc.stdout)
        result["processWallSeconds"] = time.perf_counter() - started  # includes interpreter start-up
        out["phases"][phase] = result
    out["torch"] = out["phases"]["recipe"].pop("torch")
    out["torch"]["mklCodePath"] = mkl_code_path()
    for phase in PHASES[1:]:
        out["phases"][phase].pop("torch", None)
    return out


def print_text(phase: str, r: dict) -> None:
    mb = lambda b: f"{b / 1e6:.0f} MB"  # noqa: E731
    if phase == "recipe":
        print(f"recipe ({r['steps']} steps, {len(r['epochs'])} epochs): {r['realTokensPerSecond']:.0f} real tokens/s "
              f"over {r['trainingSeconds']:.1f} s of training steps ({r['realTokens']} real of {r['paddedTokens']} "
              f"computed tokens); {r['secondsPerEpoch']:.1f} s/epoch; wall {r.get('processWallSeconds', r['wallSeconds']):.1f} s "
              f"(model load {r['loadSeconds']:.1f} s); peak RSS {mb(r['peakRSSBytes'])}; after the first epoch "
              f"{r['realTokensPerSecondAfterFirstEpoch']:.0f} real tokens/s")
        for e in r["epochs"]:
            print(f"  epoch {e['epoch']}: train loss {e['trainLoss']:.4f}, validation loss {e['validationLoss']:.4f} ({e['seconds']:.1f} s, "
                  f"{e['realTokensPerSecond']:.0f} real tokens/s)")
    elif phase == "step-16x64":
        print(f"train step 16 x 64: {r['tokensPerSecond']:.0f} tokens/s, median {r['medianMilliseconds']:.1f} ms "
              f"(loss {r['lossFirst']:.4f} -> {r['lossAfter']:.4f}); peak RSS {mb(r['peakRSSBytes'])}")
        print("  torch sgemm: " + ", ".join(f"{g['shape']} {g['gflops']:.1f} GFLOP/s" for g in r["sgemm"]))
    else:
        for label, m in (("merged", r["merged"]), ("PEFT unmerged", r["unmergedPeft"])):
            print(f"inference ({label}): batch 16 x 64 {m['batchTokensPerSecond']:.0f} tokens/s "
                  f"(median {m['batchMedianMilliseconds']:.1f} ms); single clause median {m['singleMedianMilliseconds']:.2f} ms, "
                  f"p95 {m['singleP95Milliseconds']:.2f} ms over {m['singleClauses']} clauses")
        print(f"  peak RSS {mb(r['peakRSSBytes'])}")


def print_torch(info: dict) -> None:
    print(f"torch {info['torch']}, transformers {info['transformers']}, peft {info['peft']}; "
          f"{info['threads']} threads ({info['interopThreads']} inter-op), CPU capability {info['cpuCapability']}, "
          f"BLAS {info['blas']} (MKL available {info['mklAvailable']}), oneDNN available {info['mkldnnAvailable']} "
          f"(enabled {info['mkldnnEnabled']})")
    if info.get("mklCodePath"):
        print(f"MKL: {info['mklCodePath']}")


def main() -> None:
    parser = argparse.ArgumentParser(description="PyTorch + PEFT peer benchmark of LoRATrainer's recipe.")
    parser.add_argument("phase", nargs="?", default="all", choices=["all"] + PHASES)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    rc.add_model_dir_arg(parser)
    parser.add_argument("--threads", type=int, default=2, help="torch.set_num_threads (default 2)")
    parser.add_argument("--epochs", type=int, default=3)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=10, help="timed repetitions at 16 x 64 (median reported)")
    parser.add_argument("--data", default="Data/historical_clauses.jsonl", help="training clauses (relative to the repo)")
    parser.add_argument("--validation-data", default="Data/validation_clauses.jsonl")
    parser.add_argument("--attn", default="sdpa", choices=["sdpa", "eager"], help="attention implementation (default sdpa, transformers' default)")
    parser.add_argument("--no-bert-dropout", action="store_true", help="zero BERT's own dropout (LoRATrainer has none)")
    args = parser.parse_args()
    args.passthrough = [a for a in sys.argv[1:] if a not in ("all", "--json")]
    args.model_dir = rc.resolve_model_dir(args.model_dir)

    if args.phase == "all":
        result = run_all(args)
        if args.json:
            print(json.dumps(result, indent=2))
            return
        print_torch(result["torch"])
        for phase in PHASES:
            print_text(phase, result["phases"][phase])
        print(result["torch"]["parallelInfo"])
        return
    result = run_phase(args)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print_torch(result["torch"])
    print_text(args.phase, result)


if __name__ == "__main__":
    main()
