#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The OpenBLAS core-type fix (see shared/design/performance.md).
///
/// Debian's OpenBLAS 0.3.21 does not recognise recent CPUs and falls back to its generic `Prescott`
/// kernel, about five to eight times slower. OpenBLAS reads `OPENBLAS_CORETYPE` when it is loaded,
/// before `main`, so the fix is: detect the fallback, pick the best core type the CPU supports, set
/// the variable and re-exec the same binary. A value the user already set always wins, and a core
/// type the CPU lacks is never chosen.
public enum KernelFix {
    /// Core names OpenBLAS reports when it did not recognise the CPU.
    static let fallbackCores: Set<String> = ["prescott", "core2", "katmai", "coppermine", "northwood", "banias", "unknown"]

    /// The core type this CPU supports best, from its feature flags; nil when none beats the fallback.
    public static func bestCoreType(cpuFlags: Set<String>) -> String? {
        if cpuFlags.isSuperset(of: ["avx512f", "avx512bw", "avx512vl", "avx512dq"]) { return "SkylakeX" }
        if cpuFlags.isSuperset(of: ["avx2", "fma"]) { return "Haswell" }
        return nil
    }

    /// The CPU feature flags from /proc/cpuinfo (empty where it does not exist).
    public static func cpuFlags(cpuinfo path: String = "/proc/cpuinfo") -> Set<String> {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0 {
            let text = String(cString: line!)
            if text.hasPrefix("flags") || text.hasPrefix("Features") {
                let values = text.split(separator: ":", maxSplits: 1).last ?? ""
                return Set(values.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init))
            }
        }
        return []
    }

    /// What the fix decided, for commands to print.
    public enum Decision: Equatable, Sendable {
        /// The kernel OpenBLAS picked is fine (or the user chose one).
        case keep(core: String, reason: String)
        /// Re-exec with OPENBLAS_CORETYPE set to `coreType`.
        case reexec(coreType: String, fallback: String)
        /// Fallback kernel, and the CPU offers nothing better (or re-exec already happened).
        case stuck(core: String, reason: String)
    }

    /// Decides what to do, without side effects.
    public static func decide(coreName: String, environment: [String: String], cpuFlags: Set<String>) -> Decision {
        if let chosen = environment["OPENBLAS_CORETYPE"], !chosen.isEmpty {
            return .keep(core: coreName, reason: "OPENBLAS_CORETYPE=\(chosen) set by the environment")
        }
        guard fallbackCores.contains(coreName.lowercased()) else {
            return .keep(core: coreName, reason: "detected by OpenBLAS")
        }
        guard let best = bestCoreType(cpuFlags: cpuFlags) else {
            return .stuck(core: coreName, reason: "the CPU has neither AVX-512 nor AVX2")
        }
        if environment["LORATRAINER_KERNEL_REEXEC"] != nil {
            return .stuck(core: coreName, reason: "re-exec with OPENBLAS_CORETYPE=\(best) did not take effect")
        }
        return .reexec(coreType: best, fallback: coreName)
    }

    /// How long OpenBLAS's idle threads spin before they sleep, as log2 of CPU cycles. Its default, 28
    /// (about 0.1 s), keeps a core busy between GEMMs, so on 2 cores the worker that runs GELU, layer
    /// norm and attention between them gets no core of its own; 16 (about 20 µs) lets it have one.
    /// Measured here, alternating runs: train step 16 × 64 4,618 → 5,522–5,683 tokens/s and batch
    /// inference 10,123 → 13,051 tokens/s when the machine was contended, no loss when it was not.
    public static let threadTimeout = "16"

    /// The OPENBLAS_THREAD_TIMEOUT to set before re-exec: ours unless the user set one (theirs wins) or
    /// this process is already the re-exec.
    public static func threadTimeoutToSet(environment: [String: String]) -> String? {
        if environment["OPENBLAS_THREAD_TIMEOUT"] != nil || environment["LORATRAINER_KERNEL_REEXEC"] != nil { return nil }
        return threadTimeout
    }

    /// Call first thing in `main`: re-execs the process once, with the right core type when OpenBLAS fell
    /// back to its generic kernel and with `threadTimeout` (both are read when OpenBLAS loads, before
    /// `main`). Returns a one-line description of the kernel in use.
    @discardableResult
    public static func ensureFastKernel() -> String {
        let environment = currentEnvironment()
        let decision = decide(coreName: BLAS.coreName, environment: environment, cpuFlags: cpuFlags())
        let timeout = threadTimeoutToSet(environment: environment)
        if case .reexec(let coreType, let fallback) = decision {
            writeStandardError("note: OpenBLAS picked its generic \(fallback) kernel; re-running with OPENBLAS_CORETYPE=\(coreType)\n")
            setenv("OPENBLAS_CORETYPE", coreType, 1)
        }
        if case .reexec = decision {} else if timeout == nil { return describe(decision) }
        if let timeout { setenv("OPENBLAS_THREAD_TIMEOUT", timeout, 1) }
        setenv("LORATRAINER_KERNEL_REEXEC", "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Only reached when execv failed: carry on and say so.
        writeStandardError("warning: re-exec failed (errno \(errno)); continuing with OpenBLAS as it loaded\n")
        if case .reexec(_, let fallback) = decision { return "OpenBLAS kernel \(fallback) (generic fallback; re-exec failed)" }
        return describe(decision)
    }

    static func describe(_ decision: Decision) -> String {
        let timeout = getenv("OPENBLAS_THREAD_TIMEOUT").map { ", idle-thread timeout 2^\(String(cString: $0)) cycles" } ?? ""
        switch decision {
        case .keep(let core, let reason):
            return "OpenBLAS kernel \(core) (\(reason)), \(BLAS.threads) threads\(timeout)"
        case .stuck(let core, let reason):
            return "OpenBLAS kernel \(core): generic fallback kept because \(reason)"
        case .reexec(let coreType, _):
            return "OpenBLAS kernel \(coreType) (re-exec pending)"
        }
    }

    static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }
}

/// Writes a message to standard error, unbuffered.
public func writeStandardError(_ message: String) {
    var bytes = Array(message.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { return }
        offset += written
    }
}
