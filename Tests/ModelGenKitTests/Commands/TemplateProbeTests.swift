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

    /// Every section of every built-in template gets a misspelt name of its own; loading the
    /// templates as a custom folder must report each one, at its place, in one go, whatever the
    /// section.
    @Test func aMisspeltNameInAnySectionIsReportedWhenTheTemplatesAreLoaded() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each inserted name, with the section it is in and where it ends up ("file:line:column").
        var inserted: [String: (section: String, place: String)] = [:]
        for kind in OutputKind.templated {
            var text = BuiltinTemplates.text(for: kind)
            let path = folder.appendingPathComponent(kind.templateName).path
            // From the last section to the first, so that each offset is still where it was found.
            var names: [String] = []
            for (section, offset) in Self.sectionBodies(in: text).reversed() {
                let name = "misspelt\(inserted.count)"
                inserted[name] = ("\(kind.templateName): {{\(section)}}", "")
                names.append(name)
                text.insert(contentsOf: "{{\(name)}}", at: offset)
            }
            for name in names {
                let before = text[..<text.range(of: "{{\(name)}}")!.lowerBound]
                let line = before.split(separator: "\n", omittingEmptySubsequences: false)
                inserted[name]!.place = "\(path):\(line.count):\(line.last!.utf8.count + 1)"
            }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(inserted.count > 70)
        let failure = Generator.loadTemplates(from: folder.path)
        #expect(failure.templates == nil, "templates with a misspelt name in every section loaded")
        var reported: [String: String] = [:]
        for diagnostic in failure.diagnostics {
            let name = String(diagnostic.message.dropFirst("unknown name '".count).dropLast())
            reported[name] = "\(diagnostic.file ?? ""):\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "")"
        }
        #expect(failure.diagnostics.count == inserted.count)
        let unreported = inserted.filter { reported[$0.key] == nil }.map(\.value.section).sorted()
        #expect(unreported.isEmpty, "sections the probe never renders:\n\(unreported.joined(separator: "\n"))")
        for (name, expected) in inserted where reported[name] != nil {
            #expect(reported[name] == expected.place, "\(expected.section)")
        }
    }

    /// A model template whose repeating sections nest in each other is stopped with one error, at the
    /// section where it ran out, with a note at each repeating section around it, and the note that
    /// there may be more; its marker, after them, is not reported missing: the render was cut short
    /// before it.
    @Test func aTemplateThatRendersForEverIsStoppedAndNotBlamedForItsMarker() throws {
        var templates: [OutputKind: Template] = [:]
        for kind in OutputKind.templated { templates[kind] = TemplateSet.builtinTemplate(for: kind) }
        let nested = String(repeating: "{{#entities}}", count: 12) + "x" + String(repeating: "{{/entities}}", count: 12)
        templates[.managedObjectModel] = try Template(
            name: "T/ManagedObjectModel.swift.mustache",
            text: nested + "\n" + BuiltinTemplates.text(for: .managedObjectModel))
        let problems = TemplateProbe.problems(of: TemplateSet(templates), nodeLimit: 2_000)
        let lines = problems.map(\.formatted).joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "T/ManagedObjectModel.swift.mustache:1:144: error: rendering this template took more than 2,000 steps and was stopped here; are sections that repeat nested in each other?"
        )
        // The ten sections around it, innermost first, 13 columns apart ("{{#entities}}"), then the rest.
        let notes = lines.dropFirst().dropLast().dropLast()
        #expect(notes.count == 10, "\(lines)")
        #expect(
            lines.dropLast().last
                == "T/ManagedObjectModel.swift.mustache:1:144: note: inside more sections that repeat, around these")
        for (index, note) in notes.enumerated() {
            #expect(
                note
                    == "T/ManagedObjectModel.swift.mustache:1:\(131 - 13 * index): note: inside this section, which repeats for each of 6 items"
            )
        }
        #expect(
            lines.last
                == "T/ManagedObjectModel.swift.mustache: note: there may be more problems in this template: its check stopped early; fix these and run again"
        )
    }

    /// A template that is not valid UTF-8 is an error at the first byte that is not.
    @Test func invalidUTF8InATemplateIsReportedWhereItIs() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for kind in OutputKind.templated {
            var bytes = Array(BuiltinTemplates.text(for: kind).utf8)
            // The template's parser counts lines at line feeds only: a carriage return is a column.
            if kind == .properties { bytes = Array("// é\n// x\r".utf8) + [0xC3, 0x28] + Array("\n".utf8) + bytes }
            try Data(bytes).write(to: folder.appendingPathComponent(kind.templateName))
        }
        let failure = Generator.loadTemplates(from: folder.path)
        #expect(
            failure.diagnostics.map(\.formatted) == [
                "\(folder.appendingPathComponent(OutputKind.properties.templateName).path):2:6: error: the template is not valid UTF-8 here (bytes C3 28 0A 7B)"
            ])
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
        let failure = Generator.loadTemplates(from: folder.path)
        guard failure.templates == nil, failure.diagnostics.count == 1, let diagnostic = failure.diagnostics.first
        else {
            Issue.record("a template that uses a retired name loaded, or gave more than one error")
            return
        }
        #expect(diagnostic.message == "unknown name 'parameterList'")
        #expect(diagnostic.file?.hasSuffix("CoreDataProperties.swift.mustache") == true)
        #expect(
            diagnostic.notes.map(\.message) == [
                "'parameterList' was replaced by the fetch request's 'parameters' ('swiftName', 'swiftType') in modelgen 0.2; see docs/Templates.md"
            ])
        #expect(
            RetiredTemplateNames.note(forUnknownName: "arguments", inTemplate: "ManagedObjectModel.swift.mustache")?
                .message == "'arguments' was replaced by the item's own names in modelgen 0.2; see docs/Templates.md")
        #expect(
            RetiredTemplateNames.note(forUnknownName: "key", inTemplate: "CoreDataProperties.swift.mustache")?.message
                == "'key' was replaced by 'keyLiteral' in a sort descriptor in modelgen 0.2; see docs/Templates.md")
        // A name that was text and is now a list says so where it is printed.
        let printed = try Template(name: "T/ManagedObjectModel.swift.mustache", text: "{{userInfo}}")
        #expect(
            printed.trialRender(.object(["userInfo": .list([])]), nodeLimit: 1_000).problems.first?.notes.map(\.message)
                == [
                    "'userInfo' was text before modelgen 0.2 and is now a list of 'keyLiteral' and 'valueLiteral', with 'hasUserInfo' to test for it; see docs/Templates.md"
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
