import Foundation
import Testing

@testable import ModelGenKit

/// A custom template is rendered with the probe model when it is loaded, so that a misspelt name is
/// reported at once, not the first time the user's model reaches the section that holds it.
@Suite struct TemplateProbeTests {
    /// Where each section of a template opens: the offset just after its opening tag.
    static func sectionBodies(in text: String) -> [(name: String, offset: String.Index)] {
        var found: [(String, String.Index)] = []
        var searchFrom = text.startIndex
        while let open = text.range(of: "{{", range: searchFrom..<text.endIndex) {
            guard let close = text.range(of: "}}", range: open.upperBound..<text.endIndex) else { break }
            let tag = text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("#") || tag.hasPrefix("^") { found.append((tag, close.upperBound)) }
            searchFrom = close.upperBound
        }
        return found
    }

    /// Every section of every built-in template, one at a time, gets a misspelt name; loading the
    /// templates as a custom folder must report it, whatever the section.
    @Test func aMisspeltNameInAnySectionIsReportedWhenTheTemplatesAreLoaded() throws {
        var unreported: [String] = []
        var sections = 0
        for kind in OutputKind.allCases {
            let text = BuiltinTemplates.text(for: kind)
            for (name, offset) in Self.sectionBodies(in: text) {
                sections += 1
                let folder = try TestSupport.makeTemporaryDirectory()
                defer { try? FileManager.default.removeItem(at: folder) }
                for other in OutputKind.allCases {
                    var templateText = BuiltinTemplates.text(for: other)
                    if other == kind {
                        templateText.insert(contentsOf: "{{misspeltName}}", at: offset)
                    }
                    try templateText.write(
                        to: folder.appendingPathComponent(other.templateName), atomically: true, encoding: .utf8)
                }
                switch Generator.loadTemplates(from: folder.path) {
                case .success: unreported.append("\(kind.templateName): {{\(name)}}")
                case .failure(let diagnostic):
                    #expect(diagnostic.message == "unknown name 'misspeltName'", "\(kind.templateName): {{\(name)}}")
                }
            }
        }
        #expect(sections > 70)
        #expect(unreported.isEmpty, "sections the probe never renders:\n\(unreported.joined(separator: "\n"))")
    }

    /// A template written for modelgen 0.1 gets an error that names what replaced the retired name.
    @Test func aRetiredNameSaysWhatReplacedIt() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for kind in OutputKind.allCases {
            var text = BuiltinTemplates.text(for: kind)
            if kind == .properties {
                let current = "({{#parameters}}{{swiftName}}: {{swiftType}}{{^@last}}, {{/@last}}{{/parameters}})"
                #expect(text.contains(current))
                text = text.replacingOccurrences(of: current, with: "({{parameterList}})")
            }
            try text.write(to: folder.appendingPathComponent(kind.templateName), atomically: true, encoding: .utf8)
        }
        guard case .failure(let diagnostic) = Generator.loadTemplates(from: folder.path) else {
            Issue.record("a template that uses a retired name loaded")
            return
        }
        #expect(diagnostic.message == "unknown name 'parameterList'")
        #expect(diagnostic.file?.hasSuffix("CoreDataProperties.swift.mustache") == true)
        #expect(
            diagnostic.notes.map(\.message) == [
                "'parameterList' was replaced by the fetch request's 'parameters' ('swiftName', 'swiftType') in modelgen 0.2; see docs/Templates.md"
            ])
        // Any other unknown name gets no such note.
        #expect(
            RetiredTemplateNames.note(forUnknownName: "parameterLst", inTemplate: "CoreDataProperties.swift.mustache")
                == nil)
        #expect(
            RetiredTemplateNames.note(forUnknownName: "properties", inTemplate: "CoreDataProperties.swift.mustache")
                == nil)
    }
}
