@_exported import TestSupport

extension TestPaths {
    static func fixture(_ name: String) -> String { packageRoot + "/Tests/BertTests/Fixtures/" + name }
}
