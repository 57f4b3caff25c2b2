#!/usr/bin/env python3
"""Writes the SafeTensors interop fixtures with the reference `safetensors` library (0.8).

Run with the reference interpreter (scripts/reference/setup-python.sh builds it):
    .venv-ref/bin/python scripts/reference/make_safetensors_fixtures.py

Outputs, in Tests/SafeTensorsTests/Fixtures/:
  read_mixed.safetensors      every common dtype, a rank-0 scalar, zero-sized tensors, metadata
  write_*.safetensors         what the reference writer produces for known F32/F16 tensors
  expected.json               the values the Swift reader must return and the Swift writer's inputs

Float values are recorded as float32 bit patterns (exact, and NaN/inf survive JSON).
"""
import json
import os
import sys

import numpy as np
import safetensors
import torch
from safetensors.numpy import save_file as save_numpy
from safetensors.torch import save_file as save_torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Tests", "SafeTensorsTests", "Fixtures")


def f32_bits(values):
    return [int(b) for b in np.asarray(values, dtype=np.float32).reshape(-1).view(np.uint32)]


def describe_read(name, tensor):
    """Expected reader output for one torch tensor: dtype, shape, floats (as bits), int64s."""
    dtype = {
        torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16", torch.float64: "F64",
        torch.int64: "I64", torch.int32: "I32", torch.int16: "I16", torch.int8: "I8",
        torch.uint8: "U8", torch.bool: "BOOL", torch.uint16: "U16", torch.uint32: "U32",
        torch.uint64: "U64",
    }[tensor.dtype]
    as_numpy = tensor.float().numpy() if dtype == "BF16" else tensor.numpy()  # BF16 → F32 is exact
    with np.errstate(over="ignore"):  # F64 1e300 → inf in F32 is expected
        float_bits = f32_bits(as_numpy.astype(np.float32))
    entry = {"dtype": dtype, "shape": list(tensor.shape), "float_bits": float_bits}
    if dtype in ("I64", "I32", "I16", "I8", "U8", "BOOL", "U16", "U32", "U64"):
        ints = [int(v) for v in as_numpy.reshape(-1).tolist()]
        if all(v <= 2**63 - 1 for v in ints):
            entry["int64s"] = ints
        else:
            entry["int64s_out_of_range_index"] = next(i for i, v in enumerate(ints) if v > 2**63 - 1)
    return entry


def make_read_fixture():
    nan = float("nan")
    inf = float("inf")
    tensors = {
        "f32": torch.tensor([[0.0, -0.0, 1.5], [1e-45, -3.4028235e38, inf], [nan, 0.1, -2.0]], dtype=torch.float32),
        "f16": torch.tensor([0.1, -65504.0, 2.0**-24, -inf, 1.0, 0.0], dtype=torch.float16),
        "bf16": torch.tensor([[1.0, -0.1], [3.0e38, 2.0**-130]], dtype=torch.bfloat16),
        "f64": torch.tensor([0.1, 1e300, -2.5, 1e-320], dtype=torch.float64),
        "i64": torch.tensor([[-(2**63), 2**53 + 1, -1, 2**63 - 1]], dtype=torch.int64),
        "i32": torch.tensor([-(2**31), 2**31 - 1, 16777217], dtype=torch.int32),
        "i16": torch.tensor([-32768, 32767, 0], dtype=torch.int16),
        "i8": torch.tensor([-128, 127, -1], dtype=torch.int8),
        "u8": torch.tensor([0, 255, 7], dtype=torch.uint8),
        "bool": torch.tensor([True, False, True], dtype=torch.bool),
        "u16": torch.tensor([65535, 1], dtype=torch.uint16),
        "u32": torch.tensor([4294967295, 1], dtype=torch.uint32),
        "u64": torch.tensor([2**63 - 1, 3], dtype=torch.uint64),
        "u64_big": torch.tensor([1, 2**64 - 1], dtype=torch.uint64),
        "scalar": torch.tensor(3.5, dtype=torch.float32),
        "scalar_i64": torch.tensor(-7, dtype=torch.int64),
        "empty": torch.zeros((0, 3), dtype=torch.float32),
        "empty_i8": torch.zeros((2, 0), dtype=torch.int8),
        "layer.0.é": torch.tensor([1.0, 2.0], dtype=torch.float32),
    }
    metadata = {"format": "pt"}
    save_torch(tensors, os.path.join(OUT, "read_mixed.safetensors"), metadata=metadata)
    return {
        "file": "read_mixed.safetensors",
        "metadata": metadata,
        "tensors": {name: describe_read(name, t) for name, t in tensors.items()},
    }


def make_write_fixture(file, specs, metadata):
    """specs: list of (name, shape, float32 values, "F32" | "F16"). The reference writer gets F16
    tensors already converted by numpy (round to nearest even), as the Swift writer converts them."""
    arrays = {}
    for name, shape, values, dtype in specs:
        source = np.asarray(values, dtype=np.float32).reshape(shape)
        with np.errstate(over="ignore"):  # values past 65504 become inf in F16, as intended
            arrays[name] = source if dtype == "F32" else source.astype(np.float16)
    save_numpy(arrays, os.path.join(OUT, file), metadata=metadata)
    return {
        "file": file,
        "metadata": metadata,
        "tensors": [
            {"name": name, "shape": list(shape), "dtype": dtype, "value_bits": f32_bits(values)}
            for name, shape, values, dtype in specs
        ],
    }


def main():
    if safetensors.__version__ != "0.8.0":
        sys.exit(f"expected safetensors 0.8.0, found {safetensors.__version__}")
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(7)
    nan = float("nan")
    inf = float("inf")
    # F16 edge cases: ties to even, subnormals, underflow to zero, overflow to infinity, NaN.
    half_edges = [0.0, -0.0, 1.0, 0.1, -0.333333, 65504.0, 65519.99, 65520.0, 1e9, -inf, inf, nan,
                  2.0**-24, 2.0**-25, 2.0**-25 * 1.0001, 2.0**-26, 3 * 2.0**-25, 2.0**-14, 2.0**-14 * (1 - 2.0**-11),
                  1.0 + 2.0**-11, 1.0 + 3 * 2.0**-11, 1e-8, 2049.0, 2051.0, 1.1754944e-38]
    writes = [
        make_write_fixture("write_f32_f16.safetensors", [
            ("base_model.model.encoder.layer.0.attention.self.query.lora_A.weight", (2, 3),
             rng.standard_normal(6).astype(np.float32).tolist(), "F32"),
            ("base_model.model.encoder.layer.0.attention.self.query.lora_B.weight", (3, 2), [0.0] * 6, "F32"),
            ("a_scalar", (), [2.5], "F32"),
            ("empty", (0, 2), [], "F32"),
            ("half.edges", (len(half_edges),), half_edges, "F16"),
            ("half.matrix", (2, 2), rng.standard_normal(4).astype(np.float32).tolist(), "F16"),
            ("half.empty", (0,), [], "F16"),
        ], {"format": "pt"}),
        make_write_fixture("write_no_metadata.safetensors", [
            ("z", (1,), [1.0], "F32"),
            ("Z", (1,), [2.0], "F32"),
            ("é", (1,), [3.0], "F32"),
            ("e\u0301", (1,), [4.0], "F32"),  # canonically equal to "é" but a different name
            ("a.b", (2,), [5.0, 6.0], "F16"),
        ], None),
        make_write_fixture("write_escapes.safetensors", [
            ("t", (1,), [1.0], "F16"),
        ], {"note": "quote\" backslash\\ nl\n tab\t cr\r bs\b ff\f ctl\x01\x1f del\x7f slash/ é \U0001F600"}),
        make_write_fixture("write_empty_metadata.safetensors", [
            ("w", (3,), [1.0, 2.0, 3.0], "F32"),
        ], {}),
    ]
    expected = {"safetensors_version": safetensors.__version__, "read": make_read_fixture(), "write": writes}
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    total = sum(os.path.getsize(os.path.join(OUT, n)) for n in os.listdir(OUT))
    print(f"wrote {len(os.listdir(OUT))} fixture files, {total} bytes, to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
