import Foundation
import Testing
@testable import PolicyScoring

/// The loader accepts the schema's variations and rejects every malformed file whole.
@Suite struct ClauseFileTests {
    /// Loads `text` from a temporary file and returns the thrown error, failing if none is thrown.
    func rejection(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> DataFileError? {
        rejection(Array(text.utf8), sourceLocation: sourceLocation)
    }

    func rejection(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> DataFileError? {
        do {
            let records = try ClauseFile.load(temporaryFile(bytes))
            Issue.record("expected a rejection, loaded \(records.count) records", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidLineLoadsEveryField() throws {
        let records = try ClauseFile.load(temporaryFile(Fixture.line(extra: #","expandsOutgroup":true"#) + "\n"))
        #expect(records.count == 1)
        let r = try #require(records.first)
        #expect(r.id == "id-1" && r.sourcePolicy == Fixture.slave && r.targetGroup == .outgroup)
        #expect(r.effectDirection == .burden && r.proxyVariables == ["property"] && r.usesProxyVariables)
        #expect(r.architectureScores == ArchitectureScores(aar: 0.9, se: 0.5, ij: 0.4, rsc: 0.7))
        #expect(r.expandsOutgroup)
    }

    @Test func expandsOutgroupDefaultsToFalseWhenAbsent() throws {
        let records = try ClauseFile.load(temporaryFile(Fixture.line()))
        #expect(records.first?.expandsOutgroup == false)
    }

    @Test func blankLinesABOMAndCRLFAreAccepted() throws {
        let text = "\u{FEFF}" + Fixture.line(id: "a") + "\r\n\r\n   \n" + Fixture.line(id: "b", text: "Other.") + "\r\n"
        let records = try ClauseFile.load(temporaryFile(text))
        #expect(records.map(\.id) == ["a", "b"])
        #expect(records.allSatisfy { !$0.text.hasSuffix("\r") })
    }

    @Test func anEmptyFileIsRejected() {
        #expect(rejection("").map { "\($0)".contains("holds no records") } == true)
        #expect(rejection("\n  \n").map { "\($0)".contains("holds no records") } == true)
    }

    @Test func invalidJSONNamesTheLine() {
        let error = rejection(Fixture.line(id: "a") + "\n{not json\n")
        guard case let .invalidJSON(_, line, _)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(line == 2)
        #expect(rejection("[1, 2]\n").map { "\($0)".contains(":1: invalid JSON") } == true)
    }

    @Test func aMissingFieldIsNamed() {
        let noText = #"{"id":"x","sourcePolicy":"P","targetGroup":"outgroup","effectDirection":"burden","architectureScores":{"aar":0,"se":0,"ij":0,"rsc":0},"proxyVariables":[],"usesProxyVariables":false}"#
        guard case let .missingField(_, line, field)? = rejection(noText) else { Issue.record("not missingField"); return }
        #expect(line == 1 && field == "text")
        let noSE = Fixture.line().replacingOccurrences(of: #""se":0.5,"#, with: "")
        guard case let .missingField(_, _, nested)? = rejection(noSE) else { Issue.record("not missingField"); return }
        #expect(nested == "architectureScores.se")
    }

    @Test func aWrongTypeIsNamed() {
        let error = rejection(Fixture.line().replacingOccurrences(of: #""usesProxyVariables":true"#, with: #""usesProxyVariables":"yes""#))
        guard case let .wrongType(_, _, field, expected)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(field == "usesProxyVariables" && expected == "true or false")
    }

    @Test func anUnknownLabelListsTheAllowedValues() {
        let error = rejection(Fixture.line(id: "a") + "\n" + Fixture.line(id: "b", group: "elites"))
        #expect(error == .unknownLabel(path: error.map(path) ?? "", line: 2, field: "targetGroup", value: "elites",
                                       allowed: ["outgroup", "ingroupNonElite", "elite", "multiple"]))
        let text = rejection(Fixture.line(effect: "harm")).map { "\($0)" } ?? ""
        #expect(text.contains("burden, benefit, neutral, mixed"))
    }

    @Test(arguments: ["1.5", "-0.1"])
    func aScoreOutsideTheUnitIntervalIsRejected(value: String) {
        let error = rejection(Fixture.line(aar: value))
        guard case let .scoreOutOfRange(_, line, field, v)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(line == 1 && field == "architectureScores.aar" && v == Double(value)!)
    }

    @Test func aDuplicateIDNamesBothLines() {
        let error = rejection(Fixture.line(id: "same") + "\n\n" + Fixture.line(id: "same", text: "Another."))
        guard case let .duplicateID(_, line, id, first)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(line == 3 && id == "same" && first == 1)
    }

    @Test func nonUTF8BytesNameTheLine() {
        var bytes = Array((Fixture.line(id: "a") + "\n").utf8)
        bytes += Array(Fixture.line(id: "b").utf8).map { $0 == UInt8(ascii: "N") ? 0xFF : $0 }
        guard case let .notUTF8(_, line)? = rejection(bytes) else { Issue.record("not notUTF8"); return }
        #expect(line == 2)
    }

    @Test(arguments: [("Virginia Slave Code (1705)", "Virginia Slave Codes (1705)"),
                      ("HOLC Redlining (1943)", "HOLC Redlining (1934)"),
                      ("13th Amendment (1856)", "13th Amendment (1865)")])
    func aPolicyNameOneTypoAwayIsAnErrorSuggestingTheKnownName(found: String, suggestion: String) {
        let error = rejection(Fixture.line(policy: found))
        #expect(error == .misspelledPolicy(path: error.map(path) ?? "", line: 1, found: found, suggestion: suggestion))
        #expect(error.map { "\($0)".contains("did you mean \"\(suggestion)\"") } == true)
    }

    @Test func anyOtherPolicyNameIsAllowed() throws {
        let records = try ClauseFile.load(temporaryFile(Fixture.line(policy: "Chinese Exclusion Act (1882)")))
        #expect(records.first?.sourcePolicy == "Chinese Exclusion Act (1882)")
    }

    @Test func anEmptyTextIsRejected() {
        #expect(rejection(Fixture.line(text: "  ")).map { "\($0)".contains("\"text\" is empty") } == true)
    }

    @Test func anUnreadableFileSaysSo() {
        #expect(throws: DataFileError.self) { try ClauseFile.load("/nonexistent/clauses.jsonl") }
    }

    @Test func errorsNameTheFileAndLine() {
        let path = temporaryFile(Fixture.line(group: "x"))
        do {
            _ = try ClauseFile.load(path)
            Issue.record("expected a rejection")
        } catch {
            #expect("\(error)".hasPrefix("\(path):1: unknown targetGroup \"x\""))
        }
    }

    @Test(arguments: [("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
                      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
                      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")])
    func sha256MatchesTheFIPSTestVectors(message: String, digest: String) {
        #expect(SHA256Digest.hex(Array(message.utf8)) == digest)
    }

    @Test func sha256OfAMillionAsMatchesTheLongVector() {
        let digest = SHA256Digest.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3 && editDistance("same", "same") == 0)
    }
}

private func path(_ error: DataFileError) -> String {
    switch error {
    case let .unknownLabel(path, _, _, _, _), let .misspelledPolicy(path, _, _, _): return path
    default: return ""
    }
}
