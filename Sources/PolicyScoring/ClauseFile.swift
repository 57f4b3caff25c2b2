import Foundation

/// Reads clause data files: JSONL, one `ClauseRecord` per line, all or nothing.
///
/// Accepted: blank lines (skipped), a UTF-8 byte-order mark, CRLF line ends. Rejected, naming the
/// file and line: non-UTF-8 bytes, invalid JSON, a missing field, a wrong type, an unknown label
/// (listing the allowed values), a score outside [0, 1], an empty id/text/policy, a duplicate id,
/// a `sourcePolicy` one or two edits away from a historical policy name, and a file with no records.
public enum ClauseFile {
    /// Loads every record of the JSONL file at `path`, or throws on the first problem.
    public static func load(_ path: String) throws(DataFileError) -> [ClauseRecord] {
        try parse(try read(path), path: path)
    }

    /// The lowercase hex SHA-256 of the file at `path`.
    public static func sha256(ofFileAt path: String) throws(DataFileError) -> String {
        SHA256Digest.hex(try read(path))
    }

    /// Parses JSONL `bytes`; `path` only labels errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(DataFileError) -> [ClauseRecord] {
        var records: [ClauseRecord] = []
        var firstLineOfID: [String: Int] = [:]
        for (index, rawLine) in lines(of: bytes).enumerated() {
            let line = index + 1
            guard let text = String(validating: rawLine, as: UTF8.self) else {
                throw .notUTF8(path: path, line: line)
            }
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let record = try decodeRecord(text, path: path, line: line)
            if let first = firstLineOfID[record.id] {
                throw .duplicateID(path: path, line: line, id: record.id, firstLine: first)
            }
            firstLineOfID[record.id] = line
            records.append(record)
        }
        if records.isEmpty { throw .empty(path: path) }
        return records
    }

    private static func read(_ path: String) throws(DataFileError) -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }

    /// Splits on LF after dropping a leading BOM; strips one trailing CR per line.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var result = body.split(separator: 0x0A, omittingEmptySubsequences: false)
        if result.last?.isEmpty == true { result.removeLast() }
        return result.map { $0.last == 0x0D ? $0.dropLast() : $0 }
    }

    /// The fields as they appear in the file, before label validation.
    private struct RawRecord: Decodable {
        var id, text, sourcePolicy, targetGroup, effectDirection: String
        var architectureScores: ArchitectureScores
        var proxyVariables: [String]
        var usesProxyVariables: Bool
        var expandsOutgroup: Bool?
    }

    private static func decodeRecord(_ text: String, path: String, line: Int) throws(DataFileError) -> ClauseRecord {
        let raw: RawRecord
        do {
            raw = try JSONDecoder().decode(RawRecord.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw describe(error, path: path, line: line)
        } catch {
            throw .invalidJSON(path: path, line: line, detail: "\(error)")
        }
        for (field, value) in [("id", raw.id), ("text", raw.text), ("sourcePolicy", raw.sourcePolicy)]
        where value.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .emptyValue(path: path, line: line, field: field)
        }
        guard let group = TargetGroup(rawValue: raw.targetGroup) else {
            throw .unknownLabel(path: path, line: line, field: "targetGroup", value: raw.targetGroup,
                                allowed: TargetGroup.allCases.map(\.rawValue))
        }
        guard let effect = EffectDirection(rawValue: raw.effectDirection) else {
            throw .unknownLabel(path: path, line: line, field: "effectDirection", value: raw.effectDirection,
                                allowed: EffectDirection.allCases.map(\.rawValue))
        }
        if let bad = raw.architectureScores.firstInvalidComponent {
            throw .scoreOutOfRange(path: path, line: line, field: "architectureScores.\(bad.key)", value: bad.value)
        }
        if HistoricalPolicies.named(raw.sourcePolicy) == nil,
           let near = HistoricalPolicies.all.first(where: { editDistance($0.name, raw.sourcePolicy) <= 2 }) {
            throw .misspelledPolicy(path: path, line: line, found: raw.sourcePolicy, suggestion: near.name)
        }
        return ClauseRecord(
            id: raw.id, text: raw.text, sourcePolicy: raw.sourcePolicy,
            targetGroup: group, effectDirection: effect, architectureScores: raw.architectureScores,
            proxyVariables: raw.proxyVariables, usesProxyVariables: raw.usesProxyVariables,
            expandsOutgroup: raw.expandsOutgroup ?? false)
    }

    private static func describe(_ error: DecodingError, path: String, line: Int) -> DataFileError {
        func dotted(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case let .keyNotFound(key, context):
            return .missingField(path: path, line: line, field: dotted(context.codingPath + [key]))
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            if context.codingPath.isEmpty {
                return .invalidJSON(path: path, line: line, detail: "expected a JSON object")
            }
            return .wrongType(path: path, line: line, field: dotted(context.codingPath), expected: jsonTypeName(type))
        case let .dataCorrupted(context):
            let detail = (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
            return .invalidJSON(path: path, line: line, detail: detail)
        @unknown default:
            return .invalidJSON(path: path, line: line, detail: "\(error)")
        }
    }

    private static func jsonTypeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Double.Type: return "a number"
        case is [String].Type: return "an array of strings"
        default: return "an object"
        }
    }
}
