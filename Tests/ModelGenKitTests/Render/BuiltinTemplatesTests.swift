import Foundation
import Testing

@testable import ModelGenKit

/// modelgen compiles the templates of `Templates/` into itself (`BuiltinTemplates.swift`) so that it
/// finds them wherever it runs. These tests keep the two in step.
@Suite struct BuiltinTemplatesTests {
    static let sourceFile = TestSupport.packageRoot.appendingPathComponent(
        "Sources/ModelGenKit/Render/BuiltinTemplates.swift")

    /// The Swift source that embeds the given templates.
    static func embeddedSource() throws -> String {
        var source = """
            // BuiltinTemplates.swift
            // Generated from the files in Templates/, which modelgen carries inside its binary so that it finds
            // them from any folder and when it is built as another package's dependency. Do not edit: change
            // the template, then run `MODELGEN_RECORD=1 swift test --filter BuiltinTemplatesTests`.

            enum BuiltinTemplates {
                static func text(for kind: OutputKind) -> String {
                    switch kind {

            """
        for kind in OutputKind.allCases {
            source += "        case .\(kind.rawValue): \(kind.rawValue)\n"
        }
        source += "        }\n    }\n"
        for kind in OutputKind.allCases {
            let text = try TestSupport.read(
                TestSupport.packageRoot.appendingPathComponent("Templates/\(kind.templateName)"))
            var hashes = "#"
            while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            source += "\n    /// Templates/\(kind.templateName)\n"
            source += "    private static let \(kind.rawValue) = \(hashes)\"\"\"\n"
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                source += line.isEmpty ? "\n" : "        \(line)\n"
            }
            source += "        \"\"\"\(hashes)\n"
        }
        source += "}\n"
        return source
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let expected = try Self.embeddedSource()
        if TestSupport.isRecording {
            try expected.write(to: Self.sourceFile, atomically: true, encoding: .utf8)
            return
        }
        let actual = try TestSupport.read(Self.sourceFile)
        #expect(
            actual == expected,
            "BuiltinTemplates.swift is out of date with Templates/; run MODELGEN_RECORD=1 swift test --filter BuiltinTemplatesTests"
        )
    }

    @Test(arguments: OutputKind.allCases)
    func embeddedTextEqualsTheFile(kind: OutputKind) throws {
        let file = try TestSupport.read(
            TestSupport.packageRoot.appendingPathComponent("Templates/\(kind.templateName)"))
        #expect(BuiltinTemplates.text(for: kind) == file)
    }
}
