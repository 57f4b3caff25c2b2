import Foundation
import LoRATrainer

/// Renders training events: a live bar that redraws one line on a terminal, one line per event
/// otherwise (steps are then printed every fifth step only, to keep logs short).
final class ProgressDisplay {
    let live: Bool
    var barShown = false

    init(live: Bool) { self.live = live }

    func show(_ event: TrainingEvent) {
        switch event {
        case let .step(step, total, epoch, loss, _, tps):
            if live {
                let width = 30, filled = total > 0 ? width * step / total : 0
                let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
                let line = String(format: "\r[%@] step %d/%d epoch %d  loss %.4f  %.0f tok/s ", bar, step, total, epoch, loss, tps)
                FileHandle.standardOutput.write(Data(line.utf8))
                barShown = true
            } else if step % 5 == 0 || step == total {
                line(event.description)
            }
        default:
            clearBar()
            line(event.description)
        }
    }

    /// One line, written at once (unbuffered, so a pipe sees each event as it happens).
    func line(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

    func clearBar() {
        if barShown { FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8)); barShown = false }
    }

    func finish() { clearBar() }
}

/// SIGINT / SIGTERM set a flag the trainer checks between steps; a second signal exits at once.
final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false
    private var sources: [DispatchSourceSignal] = []

    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return set }

    static func install() -> InterruptFlag {
        let flag = InterruptFlag()
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                flag.lock.lock()
                let second = flag.set
                flag.set = true
                flag.lock.unlock()
                if second { exit(130) }
                FileHandle.standardError.write(Data("\ninterrupt: finishing the current step and writing a resumable checkpoint (press again to quit now)\n".utf8))
            }
            source.resume()
            flag.sources.append(source)
        }
        return flag
    }
}
