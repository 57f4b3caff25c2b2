import Testing
@testable import Tensors

@Suite("BLAS wrapper")
struct BLASTests {
    @Test("sgemm equals a naive triple loop for every transpose combination")
    func sgemmMatchesNaive() {
        let (m, n, k) = (7, 5, 3)
        var rng = SplitMix64(seed: 1)
        for ta in [BLAS.Transpose.none, .transposed] {
            for tb in [BLAS.Transpose.none, .transposed] {
                let a = (0..<m * k).map { _ in rng.nextFloat() }
                let b = (0..<k * n).map { _ in rng.nextFloat() }
                var c = [Float](repeating: 0.5, count: m * n)
                let c0 = c
                BLAS.sgemm(ta, tb, m: m, n: n, k: k, alpha: 2, a: a, b: b, beta: 0.5, c: &c)
                for i in 0..<m {
                    for j in 0..<n {
                        var sum: Float = 0
                        for p in 0..<k {
                            let av = ta == .none ? a[i * k + p] : a[p * m + i]
                            let bv = tb == .none ? b[p * n + j] : b[j * k + p]
                            sum += av * bv
                        }
                        #expect(abs(c[i * n + j] - (2 * sum + 0.5 * c0[i * n + j])) < 1e-5)
                    }
                }
            }
        }
    }

    @Test("The test run uses the fast OpenBLAS kernel when the CPU has one")
    func testRunUsesFastKernel() {
        let best = KernelFix.bestCoreType(cpuFlags: KernelFix.cpuFlags())
        if best != nil {
            #expect(!KernelFix.fallbackCores.contains(BLAS.coreName.lowercased()),
                    "OpenBLAS runs \(BLAS.coreName); run tests through scripts/test.sh, which sets OPENBLAS_CORETYPE")
        }
    }
}

@Suite("OpenBLAS kernel fix")
struct KernelFixTests {
    let avx512: Set<String> = ["avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512dq"]

    @Test("A generic kernel on an AVX-512 CPU re-execs with SkylakeX")
    func fallbackOnAVX512() {
        #expect(KernelFix.decide(coreName: "Prescott", environment: [:], cpuFlags: avx512)
                == .reexec(coreType: "SkylakeX", fallback: "Prescott"))
    }

    @Test("A generic kernel on an AVX2 CPU re-execs with Haswell")
    func fallbackOnAVX2() {
        #expect(KernelFix.decide(coreName: "Prescott", environment: [:], cpuFlags: ["avx2", "fma"])
                == .reexec(coreType: "Haswell", fallback: "Prescott"))
    }

    @Test("A value the user set wins, and a CPU without AVX2 keeps the fallback")
    func userValueAndOldCPU() {
        if case .keep = KernelFix.decide(coreName: "Prescott", environment: ["OPENBLAS_CORETYPE": "Zen"], cpuFlags: avx512) {} else {
            Issue.record("the user's OPENBLAS_CORETYPE must win")
        }
        if case .stuck = KernelFix.decide(coreName: "Prescott", environment: [:], cpuFlags: ["sse2"]) {} else {
            Issue.record("never pick a core type the CPU lacks")
        }
        if case .stuck = KernelFix.decide(coreName: "Prescott", environment: ["LORATRAINER_KERNEL_REEXEC": "1"], cpuFlags: avx512) {} else {
            Issue.record("no re-exec loop")
        }
    }

    @Test("The idle-thread timeout is set once, and a value the user set wins")
    func threadTimeout() {
        #expect(KernelFix.threadTimeoutToSet(environment: [:]) == "16")
        #expect(KernelFix.threadTimeoutToSet(environment: ["OPENBLAS_THREAD_TIMEOUT": "28"]) == nil)
        #expect(KernelFix.threadTimeoutToSet(environment: ["LORATRAINER_KERNEL_REEXEC": "1"]) == nil, "no re-exec loop")
    }

    @Test("A recognised kernel is kept")
    func recognised() {
        if case .keep = KernelFix.decide(coreName: "SkylakeX", environment: [:], cpuFlags: avx512) {} else {
            Issue.record("a recognised kernel must be kept")
        }
    }
}

@Suite("Seeded random draws")
struct RandomTests {
    @Test("Draws read at an index equal the serial sequence, so dropout masks split across workers are unchanged")
    func counterAccessMatchesSerial() {
        var serial = SplitMix64(seed: 42)
        let start = SplitMix64(seed: 42)
        for k in 0..<1000 { #expect(start.float(at: k) == serial.nextFloat()) }
        var skipped = SplitMix64(seed: 42)
        skipped.advance(by: 1000)
        #expect(skipped.next() == serial.next())
    }
}
