import Foundation
import Testing

@testable import ModelGenKit

/// Models, and ways to make them, that tests of more than one tier build on.
enum TestModels {
    /// A model with the given entities (JSON text, already indented).
    static func model(_ entities: String) -> String {
        """
        {
          "name": "Test",
          "entities": [
        \(entities)
          ]
        }
        """
    }

    /// Version 1 of the Commits model that the tests of shipped versions build on.
    static let commitsVersion1 = model(
        """
            { "name": "Commit", "documentation": "A commit.",
              "attributes": [{ "name": "sha", "type": "string" }, { "name": "date", "type": "date" }] }
        """)

    /// A folder holding `Commits.datamodel.json` with `text`.
    static func makeCommitsModel(_ text: String = commitsVersion1) throws -> (folder: URL, model: URL) {
        let folder = try TestSupport.makeTemporaryDirectory()
        let model = folder.appendingPathComponent("Commits.datamodel.json")
        try text.write(to: model, atomically: true, encoding: .utf8)
        return (folder, model)
    }

    /// Version `number` of the Commits model, as `freeze` keeps it.
    static func commitsVersionFile(_ folder: URL, _ number: Int) -> URL {
        folder.appendingPathComponent("Commits.versions/\(number).datamodel.json")
    }

    /// The checksums `freeze` keeps of the Commits model's versions.
    static func commitsChecksums(_ folder: URL) -> URL {
        folder.appendingPathComponent("Commits.versions/checksums.json")
    }

    /// Replaces each pair's first text with its second in the file at `url`; each must be there.
    static func edit(_ url: URL, _ replacements: [(String, String)]) throws {
        var text = try String(contentsOf: url, encoding: .utf8)
        for (from, to) in replacements {
            precondition(text.contains(from), "\(url.lastPathComponent) has no \(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Version 1, then a current version that adds a required attribute without a default: a step
    /// lightweight migration cannot make.
    static func commitsHistoryAddingAuthor(step: String?) throws -> (folder: URL, model: URL) {
        let (folder, model) = try makeCommitsModel()
        #expect(Generator.freeze(modelAt: model.path).diagnostics == [])
        var replacements = [
            (
                #"{ "name": "date", "type": "date" }"#,
                #"{ "name": "date", "type": "date" }, { "name": "author", "type": "string" }"#
            )
        ]
        if let step {
            replacements.append((#""name": "Test","#, #""name": "Test", "migrationStep": \#(step),"#))
        }
        try edit(model, replacements)
        return (folder, model)
    }

    /// A note whose to-many `deleted` gets the stand-in, whose `folder` and ordered `steps` have
    /// Swift names of their own, and whose `labels` (to-many, unordered) is renamed too.
    static let notesWithRenamedRelationships = #"""
        { "name": "Notes", "entities": [
          { "name": "Note", "attributes": [{ "name": "title", "type": "string" }],
            "relationships": [
              { "name": "deleted", "destination": "Tag", "inverse": "deletedNotes", "toMany": true, "optional": true },
              { "name": "folder", "destination": "Folder", "inverse": "notes", "swiftName": "parentFolder" },
              { "name": "steps", "destination": "Tag", "inverse": "stepNote", "toMany": true, "ordered": true, "optional": true, "swiftName": "orderedTags" },
              { "name": "tagged", "destination": "Tag", "inverse": "taggedNotes", "toMany": true, "optional": true, "swiftName": "labels" }
            ],
            "fetchRequests": [{ "name": "inFolder", "predicate": "folder == $folder AND deleted.@count == 0", "parameters": { "folder": "Folder" } }] },
          { "name": "Tag", "attributes": [{ "name": "name", "type": "string" }],
            "relationships": [
              { "name": "deletedNotes", "destination": "Note", "inverse": "deleted", "toMany": true, "optional": true },
              { "name": "stepNote", "destination": "Note", "inverse": "steps", "optional": true },
              { "name": "taggedNotes", "destination": "Note", "inverse": "tagged", "toMany": true, "optional": true }
            ] },
          { "name": "Folder", "relationships": [{ "name": "notes", "destination": "Note", "inverse": "folder", "toMany": true, "optional": true }] }
        ] }
        """#

    /// A note whose attributes `deleted`, `body` and `rank` have Swift names of their own.
    static let notesWithSwiftNames = #"""
        { "name": "Notes", "entities": [{ "name": "Note", "attributes": [
            { "name": "deleted", "type": "boolean", "default": false, "swiftName": "isTrashed" },
            { "name": "body", "type": "string", "optional": true, "swiftName": "text" },
            { "name": "rank", "type": "integer16", "optional": true, "swiftName": "position" }
        ] }] }
        """#

    /// An entity with an enum of every kind: string and integer raw values, optional, with and without a fallback.
    static let ticketsWithEnums = """
            { "name": "Ticket", "attributes": [
                { "name": "state", "type": "string", "enum": { "name": "State", "cases": ["open", "closed"], "fallback": "closed" } },
                { "name": "stage", "type": "string", "enum": { "name": "Stage", "cases": { "draft": "d", "done": "x" } } },
                { "name": "level", "type": "integer16", "default": 10, "enum": { "name": "Level", "cases": { "low": 0, "high": 10 } } },
                { "name": "tint", "type": "string", "optional": true, "enum": { "name": "Tint", "cases": ["red", "blue"] } },
                { "name": "size", "type": "integer64", "optional": true, "enum": { "name": "Size", "cases": { "s": 1, "l": 3 }, "fallback": "l" } },
                { "name": "rank", "type": "integer32", "optional": true }] }
        """

    /// The Properties file of `className` generated from a model with the given entities.
    static func propertiesFile(_ className: String, entities: String) throws -> String {
        let (model, diagnostics) = TestSupport.load(model(entities))
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let files = try TestSupport.render(resolved)
        return try #require(files.first { $0.path == "\(className)+CoreDataProperties.swift" }).contents
    }

    /// `NSFetchRequest`'s flags as its documentation says a new request has them; the stand-in's
    /// `NSFetchRequest` starts with the same values.
    static let coreDataFetchFlagDefaults: [FetchRequestKey: Bool] = [
        .includesSubentities: true, .includesPendingChanges: true, .includesPropertyValues: true,
        .returnsObjectsAsFaults: true, .returnsDistinctResults: false,
    ]
}
