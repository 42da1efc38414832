import Foundation
import Testing

@testable import ModelGenKit

/// `"migrationStep": { "resetsStore": "…" }`: the app deletes a store of the previous version (or
/// an older one) rather than migrate it, as apps do with a cache they download again. Nothing of
/// lightweight migration applies to such a step, as a step the user took or as the one being made;
/// the generated migration deletes such a store, and Core Data makes a new one.
@Suite struct ResetStoreTests {
    @Test func aStepThatResetsTheStoreNeedsNoLightweightMigration() throws {
        let (plainFolder, plain) = try TestModels.commitsHistoryAddingAuthor(step: nil)
        defer { try? FileManager.default.removeItem(at: plainFolder) }
        // Without it, the step is refused: stores of version 1 could not be migrated; the note says
        // what works.
        #expect(
            ShippedVersionsTests.validate(plain).contains {
                $0.contains("error: ") && $0.contains("author")
                    && $0.contains(
                        "a migrationStep with a mappingModel, or with resetsStore where the app may delete such stores")
            })

        let (folder, model) = try TestModels.commitsHistoryAddingAuthor(
            step: #"{ "resetsStore": "Commits are downloaded again." }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ShippedVersionsTests.validate(model) == [])
        let (files, diagnostics) = try TestSupport.generate(model)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        let modelFile = try #require(files.first { $0.path == "Test+ManagedObjectModel.swift" }).contents
        #expect(
            modelFile.contains("            // 1 → 2\n            ModelGenSupport.MigrationStep(resetsStore: true),\n"))
        // No handler: no protocol for the app to conform to.
        #expect(!modelFile.contains("protocol MigrationSteps"))
        // Frozen, the step is a past one, and stays said as the app made it.
        #expect(Generator.freeze(modelAt: model.path).diagnostics == [])
        #expect(ShippedVersionsTests.validate(model) == [])
        let shipped = try TestSupport.read(TestModels.commitsVersionFile(folder, 2))
        #expect(shipped.contains(#""resetsStore": "Commits are downloaded again.""#))
    }

    @Test func aStepThatResetsTheStoreHasNothingElse() {
        for (step, expected) in [
            (
                #"{ "resetsStore": "Downloaded again.", "didMigrate": "Counts them." }"#,
                "error: a step that resets the store migrates nothing, so it runs no handler and needs no mapping model: leave out 'willMigrate', 'didMigrate' and 'mappingModel', or 'resetsStore'"
            ),
            (
                #"{ "resetsStore": " " }"#,
                "error: say why the app resets the store (what it loses, and how it gets it back): the text documents the step"
            ),
            (#"{ "resetsStore": true }"#, "error: 'resetsStore' must be a string, found a boolean"),
        ] {
            let json = TestModels.commitsVersion1.replacingOccurrences(
                of: #""name": "Test","#, with: #""name": "Test", "migrationStep": \#(step),"#)
            let messages = TestSupport.describe(TestSupport.load(json).diagnostics)
            #expect(messages.contains { $0.hasSuffix(expected) }, "\(messages)")
        }
    }

    /// The generated migration deletes the store of an earlier version where a later step resets
    /// it; and, for a store that no version wrote, tries the model compiled into the app's bundles.
    /// (Read in the support file here: these run only on an Apple platform.)
    @Test func theSupportDeletesAStoreThatAStepResets() {
        let support = BuiltinTemplates.text(for: .support)
        #expect(support.contains("if migration.steps[storeIndex...].contains(where: \\.resetsStore) {"))
        #expect(support.contains("at: storeURL, type: .sqlite, options: migration.options)"))
        #expect(support.contains("from: compiledModelBundles, forStoreMetadata: metadata)"))
    }
}
