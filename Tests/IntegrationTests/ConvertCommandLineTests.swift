import Foundation
import Testing

@testable import ModelGenKit

/// `modelgen convert` run as users run it.
@Suite struct ConvertCommandLineTests {
    @Test(.tags(.slow)) func convertsBothWaysFromTheCommandLine() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld"),
            to: folder.appendingPathComponent("Commits.xcdatamodeld"))
        // A dry run makes every check, names the files, and writes none.
        let dryRun = try ModelGenCLI.run(
            ["convert", "Commits.xcdatamodeld", "--dry-run", "--output", "JSON/Commits.datamodel.json"], in: folder)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(
            dryRun.stdout == """
                would write JSON/Commits.versions/1.datamodel.json
                would write JSON/Commits.datamodel.json
                would write JSON/Commits.versions/checksums.json
                Would convert Commits.xcdatamodeld (2 versions) to JSON/Commits.datamodel.json; nothing was written (--dry-run).

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("JSON").path))
        let toJSON = try ModelGenCLI.run(
            ["convert", "Commits.xcdatamodeld", "--output", "JSON/Commits.datamodel.json"], in: folder)
        #expect(toJSON.status == 0, "\(toJSON.stderr)")
        #expect(
            toJSON.stdout.hasPrefix(
                """
                wrote JSON/Commits.versions/1.datamodel.json
                wrote JSON/Commits.datamodel.json
                wrote JSON/Commits.versions/checksums.json
                Converted Commits.xcdatamodeld (2 versions) to JSON/Commits.datamodel.json.
                The current version, 'Commits 2', is now JSON/Commits.datamodel.json, the version being edited; the version before it is its shipped version 1, in JSON/Commits.versions.
                """))
        let validate = try ModelGenCLI.run(["validate", "JSON/Commits.datamodel.json"], in: folder)
        #expect(validate.status == 0, "\(validate.stderr)")
        let toXcode = try ModelGenCLI.run(
            ["convert", "--output=Xcode/Commits.xcdatamodeld", "JSON/Commits.datamodel.json"], in: folder)
        #expect(toXcode.status == 0, "\(toXcode.stderr)")
        let again = try ModelGenCLI.run(
            ["convert", "JSON/Commits.datamodel.json", "--output", "Xcode/Commits.xcdatamodeld"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("Xcode/Commits.xcdatamodeld: error: already exists"))
        #expect(again.stderr.hasSuffix("error: nothing was written\n"))
        // A dry run reports what a real run would refuse.
        let dryAgain = try ModelGenCLI.run(
            ["convert", "JSON/Commits.datamodel.json", "--output", "Xcode/Commits.xcdatamodeld", "--dry-run"],
            in: folder)
        #expect(dryAgain.status == 1)
        #expect(dryAgain.stderr.contains("Xcode/Commits.xcdatamodeld: error: already exists"))

        let usage = try ModelGenCLI.run(["convert", "Commits.xcdatamodeld"], in: folder)
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("error: convert needs --output: the .datamodel.json or .xcdatamodeld to write"))
        let unknown = try ModelGenCLI.run(
            ["convert", "Commits.xcdatamodeld", "--output", "X.datamodel.json", "--drop-unsupported", "--force"],
            in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("error: unknown option '--force' for convert"))
        let help = try ModelGenCLI.run(["convert", "--help"], in: folder)
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix(
                "usage: modelgen convert <model> --output <model> [--drop-unsupported] [--mapping-models <folder>]... [--first-version <version>] [--dry-run]"
            ))
        #expect(help.stdout.contains("  --mapping-models DIR  Also look for the Xcode model's mapping models"))
        let noFolder = try ModelGenCLI.run(
            ["convert", "Commits.xcdatamodeld", "--output", "X.datamodel.json", "--mapping-models"], in: folder)
        #expect(noFolder.status == 64)
        #expect(noFolder.stderr.contains("error: --mapping-models needs a folder"))
        for arguments in [["--first-version"], ["--first-version=x", "--first-version", "y"]] {
            let bad = try ModelGenCLI.run(
                ["convert", "Commits.xcdatamodeld", "--output", "X.datamodel.json"] + arguments, in: folder)
            #expect(bad.status == 64)
            #expect(
                bad.stderr.contains(
                    arguments.count == 1
                        ? "error: --first-version needs the name of a version"
                        : "error: --first-version is given more than once"))
        }
        let notThere = try ModelGenCLI.run(
            ["convert", "Commits.xcdatamodeld", "--output", "Y.datamodel.json", "--mapping-models=Migration"],
            in: folder)
        #expect(notThere.status == 1)
        #expect(
            notThere.stderr.contains(
                "Migration: error: --mapping-models names nothing, not a folder to search for .xcmappingmodel folders"))
    }
}
