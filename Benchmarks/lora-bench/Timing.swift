import Foundation

/// Wall-clock timing helpers: monotonic nanoseconds, medians and percentiles.
enum Timing {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` `warmup` times untimed, then `repeats` times timed; returns seconds per run, sorted.
    static func measure(warmup: Int = 2, repeats: Int, _ body: () -> Void) -> [Double] {
        for _ in 0..<warmup { body() }
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = now()
            body()
            times.append(Double(now() - start) / 1e9)
        }
        return times.sorted()
    }

    static func median(_ sorted: [Double]) -> Double { percentile(sorted, 0.5) }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
        return sorted[index]
    }
}

/// Peak resident memory of this process, in bytes (VmHWM from /proc/self/status).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return digits * 1024
    }
    return 0
}
