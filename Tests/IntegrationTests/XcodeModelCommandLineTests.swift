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

    /// What `diff` says of two Xcode models points into the files it is about: each version's
    /// `contents`, whether the command names the bundles, the version folders or the files. (It
    /// named what the command line named, with the line and column of the contents file.)
    @Test(.tags(.slow)) func diffPointsIntoTheVersionsContents() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ attributes: String) throws {
            let version = folder.appendingPathComponent("\(name).xcdatamodeld/\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Item" representedClassName="Item" codeGenerationType="class">
            \(attributes)
                </entity>
            </model>
            """.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try write("Old", #"        <attribute name="a" optional="YES" attributeType="String"/>"#)
        try write(
            "New",
            #"""
                    <attribute name="b" optional="YES" attributeType="String"/>
                    <attribute name="c" attributeType="Integer 64" usesScalarValueType="YES"/>
            """#)
        for (old, new) in [
            ("Old.xcdatamodeld", "New.xcdatamodeld"),
            ("Old.xcdatamodeld/Old.xcdatamodel", "New.xcdatamodeld/New.xcdatamodel"),
            ("Old.xcdatamodeld/Old.xcdatamodel/contents", "New.xcdatamodeld/New.xcdatamodel/contents"),
        ] {
            let result = try ModelGenCLI.run(["diff", old, new], in: folder)
            #expect(result.status == 1)
            let newContents = "New.xcdatamodeld/New.xcdatamodel/contents"
            #expect(
                result.stderr.contains(
                    "\(newContents):4:25: warning: 'Item.a' is removed and 'Item.b' of the same type is added"),
                "\(old) → \(new): \(result.stderr)")
            #expect(
                result.stderr.contains("\(newContents):5:25: error: new required attribute 'Item.c' has no default"),
                "\(old) → \(new): \(result.stderr)")
        }
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
