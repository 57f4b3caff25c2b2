/// A row-major Float32 buffer allocated once and reused. It grows when asked for more, never shrinks,
/// and never moves except when it grows, so hot loops hold its pointer.
public final class FloatBuffer: @unchecked Sendable {
    public private(set) var pointer: UnsafeMutablePointer<Float>
    public private(set) var capacity: Int

    /// A zeroed buffer of `count` values.
    public init(count: Int = 0) {
        capacity = max(count, 1)
        pointer = .allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
    }

    /// A buffer holding a copy of `values`.
    public convenience init(_ values: [Float]) {
        self.init(count: values.count)
        values.withUnsafeBufferPointer { pointer.update(from: $0.baseAddress!, count: values.count) }
    }

    deinit { pointer.deallocate() }

    /// Makes room for at least `count` values. Contents are kept only when no growth was needed.
    public func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
    }

    /// Sets the first `count` values to zero.
    public func zero(_ count: Int? = nil) {
        pointer.update(repeating: 0, count: count ?? capacity)
    }

    /// A copy of the first `count` values (tests and files; never in a hot loop).
    public func array(_ count: Int? = nil) -> [Float] {
        Array(UnsafeBufferPointer(start: pointer, count: count ?? capacity))
    }

    public subscript(index: Int) -> Float {
        get { pointer[index] }
        set { pointer[index] = newValue }
    }
}
