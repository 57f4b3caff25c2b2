#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's text for an errno value, e.g. "No such file or directory".
func errnoDescription(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

/// Compares two names by their UTF-8 bytes, as the reference (Rust `str` ordering) does.
/// Swift's `<` on `String` compares by Unicode canonical ordering, which differs for non-ASCII names.
func utf8Less(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
}

/// `write(2)`, reachable from types that have their own `write` member.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
