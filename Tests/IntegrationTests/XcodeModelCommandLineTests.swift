import Foundation
import Testing

@testable import ModelGenKit

/// Xcode models as the command line reads them.
@Suite struct XcodeModelCommandLineTests {
    /// Two versions of an Xcode model compare as two .datamodel.json versions do.
    @Test(.tags(.slow)) func diffComparesTwoVersionsOfAnXcodeModel() throws {
        let bundle = TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld").path
        let result = try ModelGenCLI.run(["diff", bundle + "/Commits.xcdatamodel", bundle + "/Commits 2.xcdatamodel"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("+ entity Author"))
        #expect(result.stdout.contains("+ relationship Commit.author → Author"))
        let backwards = try ModelGenCLI.run([
            "diff", bundle + "/Commits 2.xcdatamodel", bundle + "/Commits.xcdatamodel",
        ])
        #expect(backwards.stdout.contains("- entity Author"))
    }

    @Test(.tags(.slow)) func generatesAndChecksFromTheCommandLine() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld"),
            to: folder.appendingPathComponent("Commits.xcdatamodeld"))
        let generate = try ModelGenCLI.run(["generate", "Commits.xcdatamodeld"], in: folder)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Author+CoreDataClass.swift", "Author+CoreDataProperties.swift", "Commit+CoreDataClass.swift",
                "Commit+CoreDataProperties.swift", "Commits.xcdatamodeld", "ModelGenSupport.swift",
            ])
        let check = try ModelGenCLI.run(["generate", "--check", "Commits.xcdatamodeld/"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // A version's folder or its contents file is that version, and generates beside the bundle.
        for version in [
            "Commits.xcdatamodeld/Commits 2.xcdatamodel", "Commits.xcdatamodeld/Commits 2.xcdatamodel/contents",
        ] {
            let check = try ModelGenCLI.run(["generate", "--check", version], in: folder)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        }
        let freeze = try ModelGenCLI.run(["freeze", "Commits.xcdatamodeld"], in: folder)
        #expect(freeze.status == 1)
        #expect(freeze.stderr.contains("error: an Xcode model keeps its versions itself"))
    }

    @Test(.tags(.slow)) func writesNothingForAMalformedModel() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Commits.xcdatamodeld")
        try FileManager.default.copyItem(
            at: TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld"), to: bundle)
        let contents = bundle.appendingPathComponent("Commits 2.xcdatamodel/contents")
        let text = try TestSupport.read(contents)
        try String(text.prefix(600)).write(to: contents, atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["generate", "Commits.xcdatamodeld"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Commits.xcdatamodeld/Commits 2.xcdatamodel/contents:"))
        #expect(result.stderr.contains("error: expected '=' after the attribute name"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Commits.xcdatamodeld"])
    }
}
