/// The element type of a tensor, spelled exactly as in the safetensors header (`"dtype": "F32"`).
///
/// Cases are declared in the reference implementation's order (`safetensors` 0.8), which is also the
/// order of increasing alignment that its writer sorts by. The sub-byte types `F4`, `F6_E2M3` and
/// `F6_E3M2` are not represented: a file that uses them is rejected with a clear error.
public enum DType: String, Sendable, CaseIterable {
    case BOOL
    case U8
    case I8
    case F8_E5M2
    case F8_E4M3
    case F8_E8M0
    case F8_E4M3FNUZ
    case F8_E5M2FNUZ
    case I16
    case U16
    case F16
    case BF16
    case I32
    case U32
    case F32
    case C64
    case F64
    case I64
    case U64

    /// Bytes per element.
    public var byteSize: Int {
        switch self {
        case .BOOL, .U8, .I8, .F8_E5M2, .F8_E4M3, .F8_E8M0, .F8_E4M3FNUZ, .F8_E5M2FNUZ: 1
        case .I16, .U16, .F16, .BF16: 2
        case .I32, .U32, .F32: 4
        case .C64, .F64, .I64, .U64: 8
        }
    }

    /// Position in the reference's `Dtype` enum (which also lists the sub-byte types).
    /// The reference writer orders tensors by this rank, largest first, then by name.
    var referenceRank: Int {
        switch self {
        case .BOOL: 0
        // 1...3 are F4, F6_E2M3, F6_E3M2
        case .U8: 4
        case .I8: 5
        case .F8_E5M2: 6
        case .F8_E4M3: 7
        case .F8_E8M0: 8
        case .F8_E4M3FNUZ: 9
        case .F8_E5M2FNUZ: 10
        case .I16: 11
        case .U16: 12
        case .F16: 13
        case .BF16: 14
        case .I32: 15
        case .U32: 16
        case .F32: 17
        case .C64: 18
        case .F64: 19
        case .I64: 20
        case .U64: 21
        }
    }

    /// Dtype names the reference knows but this reader does not support (sub-byte element types).
    static let knownButUnsupported: Set<String> = ["F4", "F6_E2M3", "F6_E3M2"]
}
