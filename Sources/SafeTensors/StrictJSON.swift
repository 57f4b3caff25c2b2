/// A JSON value as written, with object members in document order and numbers kept as text, so the
/// schema layer can reject duplicate keys, fractions and negatives itself (Foundation's
/// `JSONSerialization` silently keeps the last duplicate and accepts `1.0` as 1).
indirect enum JSONValue: Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The number's exact text, already checked against the JSON number grammar.
    case number(String)
    case bool(Bool)
    case null

    /// A short name for error messages.
    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

struct JSONMember: Equatable {
    let key: String
    let value: JSONValue
}

/// A strict RFC 8259 parser over UTF-8 bytes that were already validated.
///
/// Never traps on input: nesting is limited, every index is bounds-checked, and errors report the
/// byte offset in the file (`baseOffset` + position in the header).
struct StrictJSONParser {
    static let maxDepth = 64

    private let bytes: UnsafeRawBufferPointer
    private let baseOffset: Int
    private var position = 0

    init(bytes: UnsafeRawBufferPointer, baseOffset: Int) {
        self.bytes = bytes
        self.baseOffset = baseOffset
    }

    /// Parses one value followed only by whitespace.
    static func parse(_ bytes: UnsafeRawBufferPointer, baseOffset: Int) throws(SafeTensorsError) -> JSONValue {
        var parser = StrictJSONParser(bytes: bytes, baseOffset: baseOffset)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.position < bytes.count {
            throw parser.error("trailing characters after the JSON value")
        }
        return value
    }

    private func error(_ problem: String) -> SafeTensorsError {
        .invalidJSON(byteOffset: baseOffset + position, problem: problem)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(SafeTensorsError) {
        guard current == byte else {
            throw error(current == nil ? "unexpected end of header, expected \(what)" : "expected \(what)")
        }
        position += 1
    }

    private mutating func parseValue(depth: Int) throws(SafeTensorsError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        guard let byte = current else { throw error("unexpected end of header, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character, expected a value")
        }
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(SafeTensorsError) {
        let text = UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in text {
            guard current == expected else { throw error("invalid literal, expected \(literal)") }
            position += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(SafeTensorsError) -> JSONValue {
        position += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after an object key")
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}' in an object")
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws(SafeTensorsError) -> JSONValue {
        position += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']' in an array")
            return .array(elements)
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as text.
    private mutating func parseNumber() throws(SafeTensorsError) -> String {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, isDigit(first) else { throw error("invalid number: expected a digit") }
        position += 1
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw error("invalid number: leading zero")
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            position += 1
            guard let digit = current, isDigit(digit) else { throw error("invalid number: expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let digit = current, isDigit(digit) else { throw error("invalid number: expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { position += 1 }
    }

    private mutating func parseString() throws(SafeTensorsError) -> String {
        position += 1  // opening quote
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try parseEscape(into: &text)
            case 0x00..<0x20:
                throw error("control character in a string (must be escaped)")
            default:
                text.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape(into text: inout [UInt8]) throws(SafeTensorsError) {
        guard let byte = current else { throw error("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): text.append(0x22)
        case UInt8(ascii: "\\"): text.append(0x5C)
        case UInt8(ascii: "/"): text.append(0x2F)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try parseHex4())
            if (0xD800..<0xDC00).contains(scalar) {
                guard current == UInt8(ascii: "\\") else { throw error("lone leading surrogate in a \\u escape") }
                position += 1
                guard current == UInt8(ascii: "u") else { throw error("lone leading surrogate in a \\u escape") }
                position += 1
                let low = UInt32(try parseHex4())
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid trailing surrogate in a \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("lone trailing surrogate in a \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            text.append(contentsOf: String(Character(unicode)).utf8)
        default:
            position -= 1
            throw error("invalid escape character")
        }
    }

    private mutating func parseHex4() throws(SafeTensorsError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }
}

/// Returns the index of the first byte that breaks strict UTF-8 (no overlong forms, no surrogates,
/// nothing above U+10FFFF), or nil if all of `bytes` is valid.
func firstInvalidUTF8Index(_ bytes: UnsafeRawBufferPointer) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
        let lead = bytes[index]
        if lead < 0x80 { index += 1; continue }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // allowed range of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return index
        }
        guard count - index >= length else { return index }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return index }
        for next in 2..<max(2, length) where bytes[index + next] & 0xC0 != 0x80 {
            return index
        }
        index += length
    }
    return nil
}
