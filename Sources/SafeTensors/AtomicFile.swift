#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Crash-safe replacement of a file: write a temporary sibling, fsync it, rename it over the target.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically: a reader sees the old file or the new one, never a part.
    public static func write(_ bytes: [UInt8], to path: String) throws(SafeTensorsError) {
        let folder = folderOf(path)
        let baseName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let temporary = "\(folder)/.\(baseName).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, operation: "creating a temporary file in \(folder)", errno: errno)
        }
        var failure: SafeTensorsError?
        if let code = writeAll(bytes, to: descriptor) {
            failure = .writeFailed(path: path, operation: "writing \(temporary)", errno: code)
        } else if fsync(descriptor) != 0 {
            failure = .writeFailed(path: path, operation: "fsync of \(temporary)", errno: errno)
        }
        if close(descriptor) != 0, failure == nil {
            failure = .writeFailed(path: path, operation: "closing \(temporary)", errno: errno)
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = .writeFailed(path: path, operation: "renaming \(temporary) over the target", errno: errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        syncFolder(folder)
    }

    /// The folder part of `path` ("." for a bare name, "/" for a file at the root).
    static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Writes everything, retrying short writes and EINTR; returns errno on failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var written = 0
            while written < buffer.count {
                guard let base = buffer.baseAddress else { return nil }
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
    }

    /// Makes the rename durable; best effort (some file systems refuse fsync on folders).
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
