import Tensors

/// Every trainable tensor in one flat layout, shared by the parameters, their gradients and the two
/// AdamW moments, so zeroing, clipping and the optimizer are single loops (as in llm.c).
public final class ParameterStore: @unchecked Sendable {
    /// What a tensor is, for learning rates and weight decay.
    public enum Group: String, Sendable, Codable { case lora, head }

    /// One named tensor: its PEFT key, shape and place in the flat layout.
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let shape: [Int]
        public let offset: Int
        public let group: Group
        public var count: Int { shape.reduce(1, *) }
    }

    public private(set) var entries: [Entry] = []
    public private(set) var count = 0
    public let values = FloatBuffer(), gradients = FloatBuffer()
    public let firstMoment = FloatBuffer(), secondMoment = FloatBuffer()

    public init() {}

    /// Adds a tensor and returns its offset. Call before `allocate()`.
    @discardableResult
    public func add(_ name: String, shape: [Int], group: Group) -> Int {
        precondition(index(of: name) == nil, "ParameterStore: duplicate tensor \(name)")
        let entry = Entry(name: name, shape: shape, offset: count, group: group)
        entries.append(entry)
        count += entry.count
        return entry.offset
    }

    /// Allocates the four buffers, zeroed, once every tensor was added.
    public func allocate() {
        for buffer in [values, gradients, firstMoment, secondMoment] { buffer.reserve(count); buffer.zero(count) }
    }

    public func index(of name: String) -> Int? { entries.firstIndex { $0.name == name } }
    public func entry(_ name: String) -> Entry? { index(of: name).map { entries[$0] } }

    public func pointer(_ entry: Entry) -> UnsafeMutablePointer<Float> { values.pointer + entry.offset }
    public func gradient(_ entry: Entry) -> UnsafeMutablePointer<Float> { gradients.pointer + entry.offset }

    /// A copy of one tensor's values (files and tests).
    public func array(_ entry: Entry) -> [Float] { Array(UnsafeBufferPointer(start: pointer(entry), count: entry.count)) }
    public func gradientArray(_ entry: Entry) -> [Float] { Array(UnsafeBufferPointer(start: gradient(entry), count: entry.count)) }

    /// Overwrites one tensor's values.
    public func set(_ entry: Entry, _ values: [Float]) {
        precondition(values.count == entry.count, "ParameterStore: \(entry.name) needs \(entry.count) values, got \(values.count)")
        values.withUnsafeBufferPointer { pointer(entry).update(from: $0.baseAddress!, count: entry.count) }
    }

    public func zeroGradients() { gradients.zero(count) }

    public func parameterCount(_ group: Group? = nil) -> Int {
        entries.filter { group == nil || $0.group == group }.reduce(0) { $0 + $1.count }
    }
}
