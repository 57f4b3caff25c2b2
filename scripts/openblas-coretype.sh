#!/usr/bin/env bash
# Prints the OPENBLAS_CORETYPE to use on this CPU (the same rule as KernelFix.bestCoreType in
# Sources/Tensors/KernelFix.swift): SkylakeX with AVX-512 F/BW/VL/DQ, Haswell with AVX2 + FMA,
# nothing otherwise. A value already in the environment wins.
if [ -n "${OPENBLAS_CORETYPE:-}" ]; then echo "$OPENBLAS_CORETYPE"; exit 0; fi
flags=" $(grep -m1 -E '^(flags|Features)' /proc/cpuinfo 2>/dev/null | cut -d: -f2) "
has() { for f in "$@"; do case "$flags" in *" $f "*) ;; *) return 1;; esac; done; }
if has avx512f avx512bw avx512vl avx512dq; then echo SkylakeX
elif has avx2 fma; then echo Haswell
fi
