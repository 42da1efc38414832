import Foundation
import Testing

@testable import ModelGenKit

@Suite struct WritePlanTests {
    let folder: URL
    init() throws { folder = try TestSupport.makeTemporaryDirectory() }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func write(_ text: String, _ name: String) throws {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }
    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    /// The superclass a Class file declares, read for the warning when it is no longer the parent's
    /// class: outside comments, with white space before the colon, and not of another class.
    @Test func theSuperclassOfAClassFileIsReadFromItsDeclaration() {
        let read = { (text: String) in
            WritePlanner.declaredSuperclass(of: "Commit", in: Array(text.utf8)).map {
                "\($0.at.line):\($0.at.column) \($0.name)"
            }
        }
        #expect(read("// class Commit: Old\nfinal class Commit : New, P {}") == "2:13 New")
        #expect(read("@objc(Commit)\nnonisolated public class Commit: Module.Record {") == "2:26 Module.Record")
        #expect(read("/** The old one:\n class Commit: Old /* nested */ */\nclass Commit:\n    New {}") == "3:7 New")
        #expect(
            read("let glob = \"commits/*\"\nlet s = \"\"\"\n class Commit: Old\n\"\"\"\nclass Commit: New {}")
                == "5:7 New")
        #expect(read("let quote = \"a \\\" /* b\"\nclass Commit: New {}") == "2:7 New")
        #expect(read("class Commits: A {}\nlet x: Commit") == nil)
        #expect(read("class Commit {}") == nil)
    }

    /// A file the planner found missing is made without a second look (`missingWhenPlanned`), one
    /// it found is replaced after one; a Class file written once is only ever created.
    @Test func theWriterIsToldWhichFilesThePlannerFoundMissing() throws {
        try write(
            "// \(Translator.generatedMarker(modelFileName: "M.datamodel.json"))\nold\n", "A+CoreDataProperties.swift")
        let files = [
            GeneratedFile(path: path("A+CoreDataProperties.swift"), kind: .properties, className: "A", contents: "a\n"),
            GeneratedFile(path: path("B+CoreDataProperties.swift"), kind: .properties, className: "B", contents: "b\n"),
            GeneratedFile(
                path: path("B+CoreDataClass.swift"), kind: .managedObjectClass, className: "B", contents: "c\n"),
        ]
        let plan = WritePlanner.plan(files, staleFileScopes: [])
        let changes = PlanApplier.changes(for: plan.operations.filter { $0.action == .write }).map { change in
            switch change {
            case .replace(let path, _, let missingWhenPlanned):
                "replace \(Paths.fileName(of: path))\(missingWhenPlanned ? ", missing when planned" : "")"
            case .create(let path, _): "create \(Paths.fileName(of: path))"
            case .createNew(let path, _): "create new \(Paths.fileName(of: path))"
            case .remove(let path): "remove \(Paths.fileName(of: path))"
            }
        }
        #expect(
            changes == [
                "replace A+CoreDataProperties.swift", "replace B+CoreDataProperties.swift, missing when planned",
                "create B+CoreDataClass.swift",
            ])
    }

    /// A folder that does not exist is looked up once, and its files are planned as missing without
    /// being looked up (a new Class file is created only if it is still missing, whatever the
    /// planner found); a file in a folder that exists is still looked up, and found. Three lookups:
    /// the two folders and that file.
    @Test func theFilesOfAMissingFolderArePlannedMissing() throws {
        try write(
            "// \(Translator.generatedMarker(modelFileName: "M.datamodel.json"))\nold\n", "A+CoreDataProperties.swift")
        let files = [
            GeneratedFile(path: path("A+CoreDataProperties.swift"), kind: .properties, className: "A", contents: "a\n"),
            GeneratedFile(
                path: path("New/Deeper/B+CoreDataProperties.swift"), kind: .properties, className: "B", contents: "b\n"),
            GeneratedFile(
                path: path("New/Deeper/B+CoreDataClass.swift"), kind: .managedObjectClass, className: "B",
                contents: "c\n"),
        ]
        let plan = WritePlanner.plan(files, staleFileScopes: [])
        let planned = plan.operations.map { "\($0.action) \(Paths.fileName(of: $0.path)): \($0.missingWhenPlanned)" }
        #expect(
            planned == [
                "write A+CoreDataProperties.swift: false", "write B+CoreDataProperties.swift: true",
                "write B+CoreDataClass.swift: false",
            ])
        #expect(plan.operations.first?.currentContents != nil)
        #expect(plan.filesRead == 3)
    }

    /// Paths are compared in one spelling, worked out from the text: two spellings of one file
    /// are one file, whatever the current folder.
    @Test func pathsAreNormalizedAsText() {
        let cases: [(String, String)] = [
            ("Out/A.swift", "/work/Out/A.swift"),
            ("./Out//A.swift", "/work/Out/A.swift"),
            ("Out/../Out/./A.swift", "/work/Out/A.swift"),
            ("/x/y/../A.swift", "/x/A.swift"),
            ("/x/y/.", "/x/y"),
            ("/x/y/", "/x/y"),
            ("../A.swift", "/A.swift"),
            ("/../..", "/"),
        ]
        for (path, expected) in cases {
            #expect(Paths.normalized(path, currentDirectory: "/work") == expected, "\(path)")
        }
    }

    /// Most paths are already normalized, and are returned as they are after one pass over their
    /// bytes: that pass must find every path that is not, whatever its components. Every path of up
    /// to four components from an alphabet of tricky ones, against the rule worked out by components.
    @Test func everyPathIsNormalizedAsItsComponentsSay() {
        let alphabet = ["a", "", ".", "..", "...", ".a", "a.", "..a", "é"]
        func expected(_ path: String) -> String {
            var components: [Substring] = []
            for component in ("/w/" + path).split(separator: "/", omittingEmptySubsequences: true) {
                if component == "." { continue }
                if component == ".." { _ = components.popLast() } else { components.append(component) }
            }
            return "/" + components.joined(separator: "/")
        }
        var paths = [""]
        for _ in 1...4 {
            paths = paths.flatMap { path in alphabet.map { path.isEmpty ? $0 : path + "/" + $0 } }
            for path in paths {
                #expect(Paths.normalized(path, currentDirectory: "/w") == expected(path), "\(path)")
                #expect(Paths.normalized("/" + path, currentDirectory: "/w") == expected("../../" + path), "/\(path)")
            }
        }
    }

    var marker: String { Translator.generatedMarker(modelFileName: "M.datamodel.json") }
    var scope: StaleFileScope {
        StaleFileScope(
            propertiesDirectory: folder.path, classDirectory: folder.path, marker: marker, modelDirectory: folder.path)
    }

    @Test func decidesWhatToDoWithEachFile() throws {
        try write("same\n", "A+CoreDataProperties.swift")
        try write("// \(marker)\nold\n", "B+CoreDataProperties.swift")
        try write("mine\n", "A+CoreDataClass.swift")
        try write("// \(marker)\n", "Gone+CoreDataProperties.swift")
        try write("// mine\n", "Gone+CoreDataClass.swift")
        try write("// Generated by modelgen from Other.datamodel.json.\n", "Other+CoreDataProperties.swift")
        // Another model beside this one, whose files are its own.
        try write("{}", "Other.datamodel.json")
        try write("// \(marker)\n", "NotProperties.swift")
        let files = [
            GeneratedFile(
                path: path("A+CoreDataClass.swift"), kind: .managedObjectClass, className: "A", contents: "class A\n"),
            GeneratedFile(
                path: path("A+CoreDataProperties.swift"), kind: .properties, className: "A", contents: "same\n"),
            GeneratedFile(
                path: path("B+CoreDataClass.swift"), kind: .managedObjectClass, className: "B", contents: "class B\n"),
            GeneratedFile(
                path: path("B+CoreDataProperties.swift"), kind: .properties, className: "B", contents: "new\n"),
        ]
        let plan = WritePlanner.plan(files, staleFileScopes: [scope])
        #expect(
            plan.operations.map { "\($0.action.rawValue) \(URL(fileURLWithPath: $0.path).lastPathComponent)" } == [
                "keep A+CoreDataClass.swift",
                "unchanged A+CoreDataProperties.swift",
                "write B+CoreDataClass.swift",
                "write B+CoreDataProperties.swift",
                "remove Gone+CoreDataProperties.swift",
            ])
        #expect(
            plan.diagnostics.map(\.formatted) == [
                "\(path("Gone+CoreDataClass.swift")): warning: kept; its entity is no longer in the model, so delete it yourself if you no longer need it"
            ])
        #expect(plan.changes.count == 3)
        // A file to replace carries its new text and the disk's, for `--check`'s diff; an unchanged
        // one carries neither (its bytes were compared, and dropped).
        let replaced = try #require(plan.operations.first { $0.path == path("B+CoreDataProperties.swift") })
        #expect(replaced.contents == "new\n" && replaced.currentContents == "// \(marker)\nold\n")
        let unchanged = try #require(plan.operations.first { $0.action == .unchanged })
        #expect(unchanged.contents == nil && unchanged.currentContents == nil)
        // Planning wrote nothing.
        #expect(try read("B+CoreDataProperties.swift") == "// \(marker)\nold\n")
        #expect(FileManager.default.fileExists(atPath: path("Gone+CoreDataProperties.swift")))

        let done = try PlanApplier.apply(plan)
        #expect(done.map(\.action) == [.keep, .unchanged, .write, .write, .remove])
        #expect(try read("A+CoreDataClass.swift") == "mine\n")
        #expect(try read("B+CoreDataClass.swift") == "class B\n")
        #expect(try read("B+CoreDataProperties.swift") == "new\n")
        #expect(!FileManager.default.fileExists(atPath: path("Gone+CoreDataProperties.swift")))
        #expect(try read("Gone+CoreDataClass.swift") == "// mine\n")
        #expect(FileManager.default.fileExists(atPath: path("Other+CoreDataProperties.swift")))
        #expect(FileManager.default.fileExists(atPath: path("NotProperties.swift")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// The marker counts in the first ten lines only, anywhere in a line, after any text.
    @Test func theMarkerIsFoundInTheFirstTenLines() {
        let marker = "Generated by modelgen from M.datamodel.json."
        let lines = (1...12).map { "// line \($0) é" }
        func text(markerOnLine line: Int) -> String {
            var copy = lines
            copy[line - 1] += " " + marker
            return copy.joined(separator: "\n") + "\n"
        }
        #expect(Translator.carriesMarker(text(markerOnLine: 1), marker))
        #expect(Translator.carriesMarker(text(markerOnLine: 10), marker))
        #expect(!Translator.carriesMarker(text(markerOnLine: 11), marker))
        #expect(!Translator.carriesMarker(lines.joined(separator: "\n"), marker))
        #expect(!Translator.carriesMarker("", marker))
        #expect(!Translator.carriesMarker("// Generated by modelgen from M.datamodel.json", marker))
        #expect(Translator.carriesMarker("// " + marker, marker))
        #expect(!Translator.carriesMarker("// Generated by modelgen from M.datamodel.\njson.", marker))
    }

    /// A file in a generated file's place that modelgen did not write (say, the subclass Xcode's
    /// "Create NSManagedObject Subclass" wrote, then edited) is never replaced; one generated from
    /// another model file (say, before the model file was renamed) is, and so is one whose marker
    /// is lower down (a custom template's output, below a licence header).
    @Test func neverReplacesAFileModelgenDidNotGenerate() throws {
        let xcodes = "// Commit+CoreDataProperties.swift\n// Created by Xcode.\nimport CoreData\n"
        try write(xcodes, "X+CoreDataProperties.swift")
        try write("// Generated by modelgen from Old.datamodel.json.\n", "Y+CoreDataProperties.swift")
        try write(
            "// One\n// Two\n// Three\n// Four\n// Five\n// Six\n// Seven\n// Eight\n// Nine\n// Ten\n// \(marker)\n",
            "Z+CoreDataProperties.swift")
        let files = ["X", "Y", "Z"].map { name in
            GeneratedFile(
                path: path("\(name)+CoreDataProperties.swift"), kind: .properties, className: name,
                contents: "// \(marker)\nnew\n")
        }
        let plan = WritePlanner.plan(files, staleFileScopes: [scope])
        let refusal =
            "error: not replaced: this file was not generated by modelgen (it lacks the line 'Generated by modelgen from …'); modelgen replaces only files it generated; move it away (or delete it, if it is an older subclass of this entity that this file replaces), or generate into another folder (--output)"
        #expect(plan.diagnostics.map(\.formatted) == ["\(path("X+CoreDataProperties.swift")): \(refusal)"])
        #expect(
            plan.operations.map { "\($0.action.rawValue) \(URL(fileURLWithPath: $0.path).lastPathComponent)" } == [
                "write Y+CoreDataProperties.swift", "write Z+CoreDataProperties.swift",
            ])
    }

    @Test func classFilesAsBuildOutputAreReplacedAndRemovedOnlyWhenTheyCarryTheMarker() throws {
        try write("// \(marker)\nold\n", "A+CoreDataClass.swift")
        try write("// \(marker)\n", "Gone+CoreDataClass.swift")
        try write("// \(marker)\n", "Gone+CoreDataProperties.swift")
        try write("// \(marker)\n", "Skipped+CoreDataClass.swift")
        try write("// mine\n", "Mine+CoreDataClass.swift")
        try write("// mine\n", "B+CoreDataClass.swift")
        let files = [
            GeneratedFile(
                path: path("A+CoreDataClass.swift"), kind: .managedObjectClass, className: "A",
                contents: "// \(marker)\nnew\n"),
            GeneratedFile(
                path: path("B+CoreDataClass.swift"), kind: .managedObjectClass, className: "B",
                contents: "// \(marker)\n"),
        ]
        let plan = WritePlanner.plan(
            files, staleFileScopes: [scope], classFiles: .always, untouched: [path("Skipped+CoreDataClass.swift")])
        #expect(
            plan.operations.map { "\($0.action.rawValue) \(URL(fileURLWithPath: $0.path).lastPathComponent)" } == [
                "write A+CoreDataClass.swift",
                "remove Gone+CoreDataProperties.swift",
                "remove Gone+CoreDataClass.swift",
            ])
        #expect(plan.operations.allSatisfy { !$0.createsOnly })
        // B's file is the user's: a conflict, not a write. No warning: nothing is kept for a gone entity.
        #expect(plan.diagnostics.map(\.file) == [path("B+CoreDataClass.swift")])
        #expect(plan.diagnostics.map(\.severity) == [.error])
    }

    @Test func aClassFileThatAppearsAfterPlanningIsKept() throws {
        let file = GeneratedFile(
            path: path("C+CoreDataClass.swift"), kind: .managedObjectClass, className: "C", contents: "generated\n")
        let plan = WritePlanner.plan([file], staleFileScopes: [])
        #expect(plan.operations.map(\.action) == [.write])
        try write("written meanwhile by the user\n", "C+CoreDataClass.swift")
        let done = try PlanApplier.apply(plan)
        #expect(done.map(\.action) == [.keep])
        #expect(try read("C+CoreDataClass.swift") == "written meanwhile by the user\n")
    }

    @Test func replacingCreatesMissingFolders() throws {
        _ = try FileTransaction.apply([.replace(path: path("a/b/File.swift"), contents: .text("x"))])
        #expect(try read("a/b/File.swift") == "x")
        _ = try FileTransaction.apply([.replace(path: path("a/b/File.swift"), contents: .text("y"))])
        #expect(try read("a/b/File.swift") == "y")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("a/b")) == ["File.swift"])
    }

    @Test func aFolderThatCannotBeWrittenIsAnError() throws {
        try write("a file, not a folder", "blocker")
        #expect(throws: FileTransaction.Failure.self) {
            try FileTransaction.apply([.replace(path: path("blocker/File.swift"), contents: .text("x"))])
        }
    }
}

/// Paths worked out as text, for every spelling a user can type (Foundation's path methods trap on
/// some of these on Linux).
@Suite struct PathsTests {
    @Test(arguments: [
        ("Commits.datamodel.json", "", "Commits.datamodel.json"),
        ("Model/Commits.datamodel.json", "Model", "Commits.datamodel.json"),
        ("/Commits.datamodel.json", "/", "Commits.datamodel.json"),
        ("/a/b/", "/a", "b"),
        ("a//b", "a", "b"),
        ("./x", ".", "x"),
        (".", "", "."),
        ("./", "", "."),
        ("..", "", ".."),
        ("/", "/", "/"),
        ("//a", "/", "a"),
        ("~", "", "~"),
        ("", "", ""),
        // Beyond ASCII, where a character may take several bytes (the functions work on bytes).
        ("dé/ü//", "dé", "ü"),
        ("é/", "", "é"),
        ("/a\u{301}/b\u{301}c", "/a\u{301}", "b\u{301}c"),
        // A combining mark just after the slash: the slash is no longer part of a character.
        ("d/\u{301}x", "d", "\u{301}x"),
    ])
    func directoryAndFileName(path: String, directory: String, fileName: String) {
        #expect(Paths.directory(of: path) == directory)
        #expect(Paths.fileName(of: path) == fileName)
    }

    @Test func joiningAndNormalizing() {
        #expect(Paths.join("", "a") == "a" && Paths.join(".", "a") == "a")
        #expect(Paths.join("/", "a") == "/a" && Paths.join("x/", "a") == "x/a" && Paths.join("x", "a") == "x/a")
        #expect(Paths.workingDirectory(of: "a") == "." && Paths.workingDirectory(of: "m/a") == "m")
        #expect(Paths.normalized("a/./b/../c/", currentDirectory: "/w") == "/w/a/c")
        #expect(Paths.normalized("/a//b/..", currentDirectory: "/w") == "/a")
        #expect(Paths.normalized("../..", currentDirectory: "/w") == "/")
    }

    /// The model file named in a generated file's header, as the check of files left by a renamed model reads it.
    @Test func theModelFileNamedInAGeneratedFileIsRead() {
        func name(_ text: String) -> String? { Translator.markedModelFileName(in: text) }
        #expect(
            name("// A\n// Generated by modelgen from Commits.datamodel.json. Do not edit") == "Commits.datamodel.json")
        #expect(name("/* Generated by modelgen from My Model.v2.datamodel.json.\n*/") == "My Model.v2.datamodel.json")
        #expect(name("// Generated by modelgen from Model.xcdatamodeld.") == "Model.xcdatamodeld")
        #expect(
            name("// Generated by modelgen from A. B.datamodel.json. Do not edit. Really.") == "A. B.datamodel.json")
        #expect(name("// Generated by modelgen from Odd. Name. Do not edit.") == "Odd")
        #expect(
            name("// X\r\n// Generated by modelgen from B.datamodel.json.\r\n// Do not edit. Really.\r\n")
                == "B.datamodel.json")
        #expect(name("// Generated by modelgen from .") == nil)
        #expect(name("// Generated by modelgen from Commits") == nil)
        #expect(name(String(repeating: "\n", count: 10) + "// Generated by modelgen from A.datamodel.json.") == nil)
    }

    /// The comparison with the disk reads each file with one open and one read of its size; files
    /// of every size come back whole, and what is not a regular file comes back as nothing.
    @Test func aFileIsReadWholeWhateverItsSize() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4_700, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder.appendingPathComponent("f\(size)").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(FileSystem.bytes(ofFileAt: path) == bytes, "\(size) bytes")
        }
        #expect(FileSystem.bytes(ofFileAt: folder.path) == nil)
        #expect(FileSystem.bytes(ofFileAt: folder.appendingPathComponent("none").path) == nil)
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(FileSystem.bytes(ofFileAt: fifo) == nil)
    }
}
