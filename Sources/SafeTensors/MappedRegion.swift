#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Read-only bytes that live as long as this object: either a private read-only file mapping or a
/// 16-byte-aligned heap copy. Releases them in `deinit`.
final class MappedRegion: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let isMapped: Bool

    /// Copies `array` into aligned memory (an empty array gets an empty buffer).
    init(copying array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 16)
        array.withUnsafeBytes { source in
            if let base = source.baseAddress, let target = storage.baseAddress {
                target.copyMemory(from: base, byteCount: source.count)
            }
        }
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[0..<array.count])
        isMapped = false
    }

    /// Maps the file at `path` with `PROT_READ`, `MAP_PRIVATE`. Nothing is read eagerly.
    init(mapping path: String) throws(SafeTensorsError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(path: path, errno: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile(path: path) }
        let size = Int(status.st_size)
        if size == 0 {
            // mmap rejects a zero length; an empty file is simply too small to hold a header.
            let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 16)
            bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[0..<0])
            isMapped = false
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != MAP_FAILED else {
            throw .cannotMap(path: path, errno: errno)
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
        isMapped = true
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        } else {
            base.deallocate()
        }
    }
}
