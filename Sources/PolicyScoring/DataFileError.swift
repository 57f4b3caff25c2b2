/// Why a clause data file was rejected: what went wrong, where, and what to do.
///
/// The loader rejects the whole file on the first problem; it never returns part of a file.
public enum DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file holds no records (only blank lines, or nothing).
    case empty(path: String)
    /// A line is not valid UTF-8.
    case notUTF8(path: String, line: Int)
    /// A line is not a JSON object.
    case invalidJSON(path: String, line: Int, detail: String)
    /// A required field is absent (`field` may be dotted, e.g. `architectureScores.se`).
    case missingField(path: String, line: Int, field: String)
    /// A field has the wrong JSON type.
    case wrongType(path: String, line: Int, field: String, expected: String)
    /// A label is not one of the allowed values.
    case unknownLabel(path: String, line: Int, field: String, value: String, allowed: [String])
    /// An architecture score is outside [0, 1].
    case scoreOutOfRange(path: String, line: Int, field: String, value: Double)
    /// A required string is empty.
    case emptyValue(path: String, line: Int, field: String)
    /// Two records share an id.
    case duplicateID(path: String, line: Int, id: String, firstLine: Int)
    /// `sourcePolicy` is a near miss of a historical policy name (edit distance 1–2).
    case misspelledPolicy(path: String, line: Int, found: String, suggestion: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the file (\(reason)); check the path and permissions."
        case let .empty(path):
            return "\(path): the file holds no records; expected one JSON object per line."
        case let .notUTF8(path, line):
            return "\(path):\(line): the line is not valid UTF-8; re-save the file as UTF-8."
        case let .invalidJSON(path, line, detail):
            return "\(path):\(line): invalid JSON (\(detail)); each line must be one JSON object."
        case let .missingField(path, line, field):
            return "\(path):\(line): missing field \"\(field)\"; every record needs it."
        case let .wrongType(path, line, field, expected):
            return "\(path):\(line): field \"\(field)\" has the wrong type; expected \(expected)."
        case let .unknownLabel(path, line, field, value, allowed):
            return "\(path):\(line): unknown \(field) \"\(value)\"; allowed values: "
                + allowed.joined(separator: ", ") + "."
        case let .scoreOutOfRange(path, line, field, value):
            return "\(path):\(line): \(field) = \(value) is outside [0, 1]; scores must lie in [0, 1]."
        case let .emptyValue(path, line, field):
            return "\(path):\(line): field \"\(field)\" is empty; give it a value."
        case let .duplicateID(path, line, id, firstLine):
            return "\(path):\(line): duplicate id \"\(id)\" (first used on line \(firstLine)); ids must be unique."
        case let .misspelledPolicy(path, line, found, suggestion):
            return "\(path):\(line): sourcePolicy \"\(found)\" is not a known historical policy; "
                + "did you mean \"\(suggestion)\"?"
        }
    }
}
