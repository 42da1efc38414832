import Foundation
import Testing

@testable import ModelGenKit

/// `modelgen freeze` run as users run it.
@Suite struct FreezeCommandLineTests {
    @Test func freezingAgainWithoutAStoredChangeIsRefused() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        // The file as it was frozen: nothing to freeze, and no error (a release script may freeze
        // every time), nothing written.
        let record = try TestSupport.read(TestModels.commitsChecksums(folder))
        let again = Generator.freeze(modelAt: model.path)
        #expect(again.version == nil && again.alreadyFrozenVersion == 1 && again.diagnostics == [])
        #expect(try TestSupport.read(TestModels.commitsChecksums(folder)) == record)
        let command = try ModelGenCLI.run(["freeze", model.path])
        #expect(command.status == 0, "\(command.stderr)")
        #expect(command.stdout == "\(model.path) is shipped version 1 already, as it was frozen; nothing to freeze.\n")
        // Documentation and defaults are not stored: still version 1, but not the file it was.
        try TestModels.edit(model, [(#""documentation": "A commit.""#, #""documentation": "A Git commit.""#)])
        let freezing = Generator.freeze(modelAt: model.path)
        #expect(freezing.version == nil)
        #expect(
            TestSupport.describe(freezing.diagnostics) == [
                "error: nothing Core Data stores changed since version 1 was frozen, so there is no new version to freeze (Core Data could not tell the two apart; to make a new version anyway, set a versionHashModifier)"
            ])
        #expect(!FileManager.default.fileExists(atPath: TestModels.commitsVersionFile(folder, 2).path))
        // A version hash modifier makes a new version.
        try TestModels.edit(
            model,
            [
                (
                    #""name": "sha", "type": "string""#,
                    #""name": "sha", "type": "string", "versionHashModifier": "lowercased""#
                )
            ])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
    }

    @Test func theCommandLineFreezesAndRefusesAChangedVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        // A dry run makes every check and names the files it would write, writing none.
        let dryRun = try ModelGenCLI.run(["freeze", "--dry-run", model.lastPathComponent], in: folder)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(
            dryRun.stdout == """
                would write Commits.versions/1.datamodel.json
                would write Commits.versions/checksums.json
                Would freeze Commits.datamodel.json as shipped version 1; nothing was written (--dry-run).
                Freezing it would change \(CommandLineTests.firstVersionChanges("Commits.datamodel.json"))

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Commits.versions").path))
        let frozen = try ModelGenCLI.run(["freeze", model.lastPathComponent], in: folder)
        #expect(frozen.status == 0)
        #expect(
            frozen.stdout == """
                wrote Commits.versions/1.datamodel.json
                wrote Commits.versions/checksums.json
                Froze Commits.datamodel.json as shipped version 1.
                This changes \(CommandLineTests.firstVersionChanges("Commits.datamodel.json"))

                """)
        try TestModels.edit(
            TestModels.commitsVersionFile(folder, 1),
            [(#""name": "date", "type": "date""#, #""name": "date", "type": "string""#)])
        let generated = try ModelGenCLI.run(["generate", model.lastPathComponent], in: folder)
        #expect(generated.status == 1)
        #expect(
            generated.stderr.hasPrefix(
                "Commits.versions/1.datamodel.json:5:69: error: shipped version 1 was changed: 'type' of attribute 'Commit.date' is 'string', but version 1 shipped with 'date'\nCommits.versions/checksums.json:"
            ))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Commit+CoreDataProperties.swift").path))
        let check = try ModelGenCLI.run(["generate", "--check", model.lastPathComponent], in: folder)
        #expect(check.status == 1)
        // A dry run refuses what a real run refuses.
        let dryRefused = try ModelGenCLI.run(["freeze", model.lastPathComponent, "--dry-run"], in: folder)
        #expect(dryRefused.status == 1)
        #expect(dryRefused.stderr.contains("error: shipped version 1 was changed"))
        #expect(dryRefused.stderr.hasSuffix("error: nothing was frozen\n"))
        let twice = try ModelGenCLI.run(["freeze", "--dry-run", "--dry-run", model.lastPathComponent], in: folder)
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("error: --dry-run is given more than once\n"))
        let usage = try ModelGenCLI.run(["freeze"], in: folder)
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("error: freeze needs one model file\n"))
    }
}
