import Foundation
import Testing

/// Runs the built `modelgen` binary as a user would, in temporary folders: exit codes, what it
/// prints, and what it does (and does not do) to files.
@Suite struct CommandLineTests {
    let folder: URL
    let model: URL

    init() throws {
        folder = try TestSupport.makeTemporaryDirectory()
        model = folder.appendingPathComponent("Commits.datamodel.json")
        // The model alone, without its shipped versions (so that the tests may change it freely),
        // and so without the migration step from version 1, which would be a warning.
        let text = try TestSupport.read(TestSupport.sampleModel)
        let step = try #require(text.range(of: "  \"migrationStep\": {\n"))
        let stepEnd = try #require(text.range(of: "  },\n", range: step.upperBound..<text.endIndex))
        try String(text[..<step.lowerBound] + text[stepEnd.upperBound...]).write(
            to: model, atomically: true, encoding: .utf8)
    }

    /// Copies the sample's model as it is, with its shipped versions beside it.
    func copyShippedVersions() throws {
        try FileManager.default.removeItem(at: model)
        try FileManager.default.copyItem(at: TestSupport.sampleModel, to: model)
        try FileManager.default.copyItem(
            at: TestSupport.sampleOutput.appendingPathComponent("Commits.versions"),
            to: folder.appendingPathComponent("Commits.versions"))
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// Every file under the folder (recursively) with its bytes and modification date.
    func snapshot() throws -> [String: (Data, Date)] {
        var result: [String: (Data, Date)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(name), isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
            result[name] = (
                try Data(contentsOf: URL(fileURLWithPath: path(name))), attributes[.modificationDate] as! Date
            )
        }
        return result
    }

    func expectUnchanged(
        since before: [String: (Data, Date)], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let after = try snapshot()
        #expect(Set(after.keys) == Set(before.keys), "files were added or removed", sourceLocation: sourceLocation)
        for (name, (data, date)) in before {
            #expect(after[name]?.0 == data, "\(name) changed", sourceLocation: sourceLocation)
            #expect(after[name]?.1 == date, "\(name) was rewritten", sourceLocation: sourceLocation)
        }
    }

    func setModificationDateToThePast(_ name: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path(name))
    }

    func editModel(_ edit: (String) -> String) throws {
        try edit(try contents("Commits.datamodel.json")).write(to: model, atomically: true, encoding: .utf8)
    }

    static let generatedNames = [
        "Commit+CoreDataClass.swift", "Commit+CoreDataProperties.swift",
        "Author+CoreDataClass.swift", "Author+CoreDataProperties.swift",
        "Commits+ManagedObjectModel.swift", "ModelGenSupport.swift",
    ]

    // MARK: Generating

    @Test func generatesTheSampleLikeTheGoldenFiles() throws {
        try copyShippedVersions()
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.generatedNames.map { "wrote \(path($0))\n" }.joined())
        #expect(result.stderr.isEmpty)
        for name in Self.generatedNames {
            let golden = try TestSupport.read(TestSupport.sampleOutput.appendingPathComponent(name))
            #expect(try contents(name) == golden, "\(name)")
        }
        // No temporary file is left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == (Self.generatedNames + ["Commits.datamodel.json", "Commits.versions"]).sorted())
    }

    @Test func relativePathsFromTheWorkingFolderAndTheDefaultOutputFolder() throws {
        let result = try ModelGenCLI.run(["generate", "Commits.datamodel.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix("wrote ./Commit+CoreDataClass.swift\n")
                || result.stdout.hasPrefix("wrote Commit+CoreDataClass.swift\n"), "\(result.stdout)")
        for name in Self.generatedNames { #expect(FileManager.default.fileExists(atPath: path(name))) }
    }

    /// The planner looks up a folder once to learn that none of its files are there; paths without
    /// a folder part (`Commit+CoreDataProperties.swift`, not `./…`) are in the working folder, which
    /// exists, so their files are looked up one by one: a second run finds them unchanged, and a
    /// Properties file that is not modelgen's is refused and left as it is.
    @Test func filesInTheWorkingFolderAreFoundWhenThePathsNameNoFolder() throws {
        let first = try ModelGenCLI.run(["generate", "Commits.datamodel.json"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote Commit+CoreDataProperties.swift\n"), "\(first.stdout)")
        let second = try ModelGenCLI.run(["generate", "Commits.datamodel.json"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("unchanged Commit+CoreDataProperties.swift\n"), "\(second.stdout)")
        #expect(!second.stdout.contains("wrote"), "\(second.stdout)")

        let handWritten = "// mine\nextension Author {}\n"
        try handWritten.write(toFile: path("Author+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let third = try ModelGenCLI.run(["generate", "Commits.datamodel.json"], in: folder)
        #expect(third.status == 1, "\(third.stdout)")
        #expect(third.stderr.contains("Author+CoreDataProperties.swift"), "\(third.stderr)")
        #expect(try contents("Author+CoreDataProperties.swift") == handWritten)
    }

    @Test func outputAndClassOutputFolders() throws {
        let result = try ModelGenCLI.run([
            "generate", model.path, "--output", path("Generated"), "--class-output=\(path("Classes"))",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: path("Generated/Commit+CoreDataProperties.swift")))
        #expect(FileManager.default.fileExists(atPath: path("Classes/Commit+CoreDataClass.swift")))
        #expect(!FileManager.default.fileExists(atPath: path("Generated/Commit+CoreDataClass.swift")))
    }

    @Test func aSecondRunWritesNothing() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        for name in Self.generatedNames { try setModificationDateToThePast(name) }
        let before = try snapshot()
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                kept \(path("Commit+CoreDataClass.swift"))
                unchanged \(path("Commit+CoreDataProperties.swift"))
                kept \(path("Author+CoreDataClass.swift"))
                unchanged \(path("Author+CoreDataProperties.swift"))
                unchanged \(path("Commits+ManagedObjectModel.swift"))
                unchanged \(path("ModelGenSupport.swift"))

                """)
        try expectUnchanged(since: before)
    }

    @Test func aChangedModelRewritesOnlyWhatChanged() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        for name in Self.generatedNames { try setModificationDateToThePast(name) }
        try editModel {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#, with: #"{ "name": "url", "type": "uri" }"#)
        }
        let result = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try contents("Commit+CoreDataProperties.swift").contains("@NSManaged public var url: URL\n"))
        let dates = try snapshot().mapValues(\.1)
        #expect(dates["Commit+CoreDataProperties.swift"] != Date(timeIntervalSince1970: 1_000_000_000))
        #expect(dates["Author+CoreDataProperties.swift"] == Date(timeIntervalSince1970: 1_000_000_000))
    }

    @Test func classFilesAreNeverTouched() throws {
        let handWritten =
            "// mine\nimport CoreData\n@objc(Commit) public class Commit: NSManagedObject { func extra() {} }\n"
        try handWritten.write(toFile: path("Commit+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        try "not even Swift".write(toFile: path("Author+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        try setModificationDateToThePast("Commit+CoreDataClass.swift")
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("kept \(path("Commit+CoreDataClass.swift"))\n"))
        #expect(result.stdout.contains("kept \(path("Author+CoreDataClass.swift"))\n"))
        #expect(try contents("Commit+CoreDataClass.swift") == handWritten)
        #expect(try contents("Author+CoreDataClass.swift") == "not even Swift")
        #expect(try snapshot()["Commit+CoreDataClass.swift"]?.1 == Date(timeIntervalSince1970: 1_000_000_000))
    }

    /// An entity given a parent after its Class file was written: the Class file is still the
    /// user's, so it is kept as it is, with a warning that says what to change (the Properties file
    /// would not compile against it). The run after that says nothing: the Properties file is up to
    /// date, and no Class file is read.
    @Test func aKeptClassFileWhoseSuperclassIsNoLongerTheParentsGetsAWarning() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        let handWritten = try contents("Commit+CoreDataClass.swift")
            .replacingOccurrences(
                of: "class Commit: NSManagedObject {", with: "class Commit: NSManagedObject { // : Record\n")
        try handWritten.write(toFile: path("Commit+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        try editModel {
            $0.replacingOccurrences(
                of: #"      "name": "Commit","#, with: #"      "name": "Commit", "parent": "Record","#
            ).replacingOccurrences(
                of: "  \"entities\": [\n",
                with:
                    "  \"entities\": [\n    { \"name\": \"Record\", \"abstract\": true, \"attributes\": [{ \"name\": \"note\", \"type\": \"string\", \"optional\": true }] },\n"
            )
        }
        let result = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "\(path("Commit+CoreDataClass.swift")):11:26: warning: 'Commit' inherits from 'NSManagedObject' here, but its entity's class now inherits from 'Record'; change it to 'class Commit: Record', or delete the file if nothing in it is yours (modelgen writes a Class file only where there is none, and never changes one)\n"
        )
        #expect(try contents("Commit+CoreDataClass.swift") == handWritten)
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet"]).stderr == "")
        // Changed as the warning says, with the module named, it is quiet.
        try handWritten.replacingOccurrences(
            of: "class Commit: NSManagedObject", with: "class Commit: CommitsApp.Record"
        )
        .write(toFile: path("Commit+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        try editModel { $0.replacingOccurrences(of: #""name": "note""#, with: #""name": "remark""#) }
        let fixed = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(fixed.status == 0 && fixed.stderr == "", "\(fixed.stderr)")
    }

    @Test func aRemovedEntityLosesItsPropertiesFileButKeepsItsClassFile() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        // A Properties file modelgen did not write (no marker) and one from another model beside it
        // stay.
        try "{}".write(toFile: path("Other.datamodel.json"), atomically: true, encoding: .utf8)
        try "// Hand-written.\n".write(
            toFile: path("Manual+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        try "// Generated by modelgen from Other.datamodel.json.\n".write(
            toFile: path("Other+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        try editModel { text in
            // Drop Author and the relationship to it.
            let start = text.range(of: ",\n    {\n      \"name\": \"Author\"")!.lowerBound
            let end = text.range(of: "\n  ]\n}")!.lowerBound
            return String(text[..<start] + text[end...])
                .replacingOccurrences(
                    of:
                        #"{ "name": "author", "destination": "Author", "inverse": "commits", "optional": true, "documentation": "Who wrote the commit; version 1 stored commits without one." }"#,
                    with: ""
                )
                .replacingOccurrences(of: "\"relationships\": [\n        \n      ],", with: "")
                .replacingOccurrences(of: "author.name == $name", with: "message == $name")
        }
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("removed \(path("Author+CoreDataProperties.swift"))\n"))
        #expect(
            result.stderr
                == "\(path("Author+CoreDataClass.swift")): warning: kept; its entity is no longer in the model, so delete it yourself if you no longer need it\n"
        )
        #expect(!FileManager.default.fileExists(atPath: path("Author+CoreDataProperties.swift")))
        #expect(FileManager.default.fileExists(atPath: path("Author+CoreDataClass.swift")))
        #expect(FileManager.default.fileExists(atPath: path("Manual+CoreDataProperties.swift")))
        #expect(FileManager.default.fileExists(atPath: path("Other+CoreDataProperties.swift")))
    }

    @Test func runsFromAnyWorkingFolderWithTheBuiltInTemplates() throws {
        let elsewhere = try TestSupport.makeTemporaryDirectory()
        let result = try ModelGenCLI.run(["generate", model.path, "--output", path("out")], in: elsewhere)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: path("out/Commit+CoreDataProperties.swift")))
    }

    @Test func internalAccessLevel() throws {
        let result = try ModelGenCLI.run(["generate", model.path, "--access-level", "internal"])
        #expect(result.status == 0)
        #expect(try contents("Commit+CoreDataProperties.swift").contains("\n    @NSManaged var date: Date\n"))
        #expect(try contents("Commit+CoreDataClass.swift").contains("\nnonisolated class Commit: NSManagedObject {\n"))
    }

    // MARK: Bad models

    @Test func aBadModelWritesNothingAndReportsEveryErrorWithItsPosition() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        try setModificationDateToThePast("Commit+CoreDataProperties.swift")
        try editModel {
            $0.replacingOccurrences(of: #""destination": "Author""#, with: #""destination": "Autor""#)
                .replacingOccurrences(
                    of: #"{ "name": "url", "type": "string" }"#,
                    with: #"{ "name": "url", "type": "string", "optinal": true }"#)
        }
        let before = try snapshot()
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let text = try contents("Commits.datamodel.json")
        #expect(
            result.stderr == """
                \(model.path):\(TestSupport.position(of: "\"optinal\"", in: text)): error: unknown key 'optinal' in attribute
                \(model.path):\(TestSupport.position(of: "\"optinal\"", in: text)): note: did you mean 'optional'?
                \(model.path):\(TestSupport.position(of: "\"Autor\"", in: text)): error: unknown destination entity 'Autor'
                \(model.path):\(TestSupport.position(of: "\"Autor\"", in: text)): note: did you mean 'Author'?
                error: nothing was written

                """)
        try expectUnchanged(since: before)
    }

    @Test func aNotePointsAtTheDeclarationItIsAbout() throws {
        try editModel {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#,
                with: #"{ "name": "url", "type": "string" }, { "name": "sha", "type": "uri" }"#)
        }
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 1)
        let text = try contents("Commits.datamodel.json")
        #expect(
            result.stderr == """
                \(model.path):\(TestSupport.position(of: "\"sha\"", in: text, occurrence: 2)): error: duplicate property 'sha' in entity 'Commit'
                \(model.path):\(TestSupport.position(of: "\"sha\"", in: text)): note: 'sha' is first declared here
                error: nothing was written

                """)
    }

    @Test func errorsInSeveralModelsAreAllReportedAndNothingIsWritten() throws {
        let second = folder.appendingPathComponent("Broken.datamodel.json")
        try "{ \"name\": \"Broken\", \"entities\": [ { \"name\": \"x\" } ] }".write(
            to: second, atomically: true, encoding: .utf8)
        try editModel { $0.replacingOccurrences(of: "\"type\": \"date\"", with: "\"type\": \"datetime\"") }
        let result = try ModelGenCLI.run(["generate", model.path, second.path, "--output", path("out")])
        #expect(result.status == 1)
        #expect(result.stderr.contains(": error: unknown attribute type 'datetime'\n"))
        #expect(
            result.stderr.contains("\(second.path):1:45: error: entity name 'x' must start with an upper-case letter"))
        #expect(!FileManager.default.fileExists(atPath: path("out")))
    }

    @Test func twoModelsThatWouldWriteTheSameFileAreAnErrorAndWriteNothing() throws {
        let second = folder.appendingPathComponent("Other.datamodel.json")
        // Its entity's class differs from the sample's `Commit` only in case: one file on a case-insensitive disk.
        try #"{ "name": "Other", "entities": [{ "name": "Thing", "className": "COMMIT" }] }"#
            .write(to: second, atomically: true, encoding: .utf8)
        let out = path("out")
        let result = try ModelGenCLI.run(["generate", model.path, second.path, "--output", out])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                \(second.path): error: \(out)/COMMIT+CoreDataClass.swift would be generated from both \(model.path) and \(second.path)
                \(model.path): note: the other model that generates it
                \(second.path): error: \(out)/COMMIT+CoreDataProperties.swift would be generated from both \(model.path) and \(second.path)
                \(model.path): note: the other model that generates it
                error: nothing was written

                """)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func malformedJSONIsReportedAtItsPosition() throws {
        try "{\n  \"name\": \"Commits\",\n  \"entities\": [\n    { \"name\": \"Commit\", }\n  ]\n}\n".write(
            to: model, atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["validate", model.path])
        #expect(result.status == 1)
        #expect(result.stderr == "\(model.path):4:25: error: trailing comma before '}' is not allowed in JSON\n")
    }

    @Test func aMissingModelFile() throws {
        let result = try ModelGenCLI.run(["generate", path("Nope.datamodel.json")])
        #expect(result.status == 1)
        #expect(
            result.stderr == "\(path("Nope.datamodel.json")): error: no such model file\nerror: nothing was written\n")
    }

    /// On success, validate says in one line what it checked; `--quiet` keeps it silent.
    @Test func validateSaysWhatItCheckedAndWritesNothing() throws {
        let result = try ModelGenCLI.run(["validate", model.path])
        #expect(result.status == 0)
        #expect(result.stdout == "Checked \(model.path): 2 entities, no problems.\n")
        #expect(result.stderr.isEmpty)
        let quiet = try ModelGenCLI.run(["validate", "--quiet", model.path])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Commits.datamodel.json"])

        // Several models, one with warnings (given twice: read once); with an error, no such line.
        let other = folder.appendingPathComponent("Notes.datamodel.json")
        try #"{ "name": "Notes", "entities": [{ "name": "Note" }] }"#.write(
            to: other, atomically: true, encoding: .utf8)
        let two = try ModelGenCLI.run(["validate", model.path, other.path, other.path])
        #expect(two.status == 0, "\(two.stderr)")
        #expect(two.stdout == "Checked 2 models: 3 entities, 1 warning.\n", "\(two.stderr)")
        try "{".write(to: other, atomically: true, encoding: .utf8)
        let bad = try ModelGenCLI.run(["validate", model.path, other.path])
        #expect(bad.status == 1)
        #expect(bad.stdout.isEmpty)
    }

    @Test func warningsDoNotFailTheRun() throws {
        try editModel {
            $0.replacingOccurrences(of: #", "inverse": "commits""#, with: "").replacingOccurrences(
                of: #", "inverse": "author""#, with: "")
        }
        let result = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr.components(separatedBy: ": warning: relationship ").count == 3, "\(result.stderr)")
    }

    /// A model without entities is valid, but has no classes to generate: generate and validate say
    /// so, at the model, rather than print nothing (an Xcode model) or only its model file.
    @Test func aModelWithoutEntitiesSaysThatNoClassesAreGenerated() throws {
        let empty = folder.appendingPathComponent("Empty.datamodel.json")
        try #"{ "name": "Empty", "entities": [] }"#.write(to: empty, atomically: true, encoding: .utf8)
        let version = folder.appendingPathComponent("Old.xcdatamodeld/Old.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <elements/>
        </model>
        """.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let xcode = path("Old.xcdatamodeld")
        for model in [empty.path, xcode] {
            let warning = "\(model): warning: the model has no entities, so no classes are generated\n"
            for arguments in [["validate", model], ["generate", model, "--output", path("out")]] {
                let result = try ModelGenCLI.run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(result.stderr == warning, "\(arguments)")
            }
        }
        // Only the .datamodel.json model's own file and the support it calls: Xcode compiles an
        // Xcode model itself.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted() == [
                "Empty+ManagedObjectModel.swift", "ModelGenSupport.swift",
            ])
        // A model with entities, and the commands that generate no classes, say nothing of it.
        #expect(try ModelGenCLI.run(["validate", model.path]).stderr.isEmpty)
        for arguments in [
            ["freeze", empty.path, "--dry-run"], ["diff", empty.path, empty.path],
            ["convert", xcode, "--output", path("Converted.datamodel.json"), "--dry-run"],
        ] {
            let result = try ModelGenCLI.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("no entities"), "\(arguments): \(result.stderr)")
        }
    }

    /// The error for a default that is no case of its enum lists the cases, each once where its
    /// raw value is its name.
    @Test func anEnumDefaultThatIsNoCaseListsTheCases() throws {
        try editModel {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#,
                with:
                    #"{ "name": "url", "type": "string" }, { "name": "state", "type": "string", "default": "draft", "enum": { "name": "State", "cases": { "open": "open", "inReview": "in-review" } } }"#
            )
        }
        let result = try ModelGenCLI.run(["validate", model.path])
        #expect(result.status == 1)
        let position = TestSupport.position(of: #""draft""#, in: try contents("Commits.datamodel.json"))
        #expect(
            result.stderr
                == "\(model.path):\(position): error: default 'draft' is not a raw value of enum 'State'; expected one of 'open', 'in-review' (inReview)\n"
        )
    }

    @Test func theModelFileFollowsTheModelsNameAndATemplatesFolderMayLackItsTemplate() throws {
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet"]).status == 0)
        let builtin = try contents("Commits+ManagedObjectModel.swift")
        #expect(builtin.contains("public enum CommitsModel: ModelGenModelBuilder {\n"))

        // Renamed, the model gets a new file, and the old one (modelgen's) is removed.
        try editModel { $0.replacingOccurrences(of: #""name": "Commits""#, with: #""name": "Repository""#) }
        let renamed = try ModelGenCLI.run(["generate", model.path])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout.contains("wrote \(path("Repository+ManagedObjectModel.swift"))\n"), "\(renamed.stdout)")
        #expect(renamed.stdout.contains("removed \(path("Commits+ManagedObjectModel.swift"))\n"), "\(renamed.stdout)")
        #expect(
            try contents("Repository+ManagedObjectModel.swift").contains(
                "public enum RepositoryModel: ModelGenModelBuilder {\n"))

        // A templates folder from before the model file: the built-in template fills in.
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for name in ["CoreDataProperties.swift.mustache", "CoreDataClass.swift.mustache"] {
            try FileManager.default.copyItem(
                at: TestSupport.packageRoot.appendingPathComponent("Templates/\(name)"),
                to: templates.appendingPathComponent(name))
        }
        let custom = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path, "--check"])
        #expect(custom.status == 0, "\(custom.stdout)\(custom.stderr)")
    }

    /// An output that is there already is refused before the input is read, so that the input's
    /// warnings do not come before (and bury) the error that stops the run.
    @Test func convertRefusesAnExistingOutputBeforeReadingTheInput() throws {
        try editModel {
            $0.replacingOccurrences(of: #", "inverse": "commits""#, with: "").replacingOccurrences(
                of: #", "inverse": "author""#, with: "")
        }
        let bundle = path("Commits.xcdatamodeld")
        let dryRun = try ModelGenCLI.run(["convert", model.path, "--output", bundle, "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stderr.contains(": warning: relationship 'author' has no inverse"), "\(dryRun.stderr)")

        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: false)
        let existing = try ModelGenCLI.run(["convert", model.path, "--output", bundle + "/"])
        #expect(existing.status == 1)
        #expect(
            existing.stderr == """
                \(bundle): error: already exists: convert writes only into new folders; remove it or choose another --output
                error: nothing was written

                """)
        try FileManager.default.removeItem(atPath: bundle)
        // The other way, a file; a missing input is not even looked for.
        try "{}".write(toFile: path("Commits2.datamodel.json"), atomically: true, encoding: .utf8)
        let file = try ModelGenCLI.run([
            "convert", path("Nothing.xcdatamodeld"), "--output", path("Commits2.datamodel.json"),
        ])
        #expect(file.status == 1)
        #expect(
            file.stderr == """
                \(path("Commits2.datamodel.json")): error: already exists: convert writes only new files, and replaces none; remove it or choose another --output
                error: nothing was written

                """)
        #expect(try contents("Commits2.datamodel.json") == "{}")
    }

    // MARK: --check and --dry-run

    /// A run stopped while it wrote new files (they appear one by one, each whole) leaves some of
    /// them; the next run writes the others and leaves those there untouched.
    @Test func aRunAfterAnInterruptedOneWritesOnlyTheMissingFiles() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        let complete = try snapshot()
        for name in ["Author+CoreDataProperties.swift", "Author+CoreDataClass.swift"] {
            try FileManager.default.removeItem(atPath: path(name))
        }
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 0)
        let written = result.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
        #expect(
            written == [
                "wrote \(path("Author+CoreDataClass.swift"))", "wrote \(path("Author+CoreDataProperties.swift"))",
            ],
            "\(result.stdout)")
        let after = try snapshot()
        #expect(after.keys.sorted() == complete.keys.sorted())
        for (name, (contents, date)) in complete {
            #expect(after[name]?.0 == contents, "\(name)")
            if !name.hasPrefix("Author+") { #expect(after[name]?.1 == date, "\(name) was rewritten") }
        }
    }

    @Test func checkPassesOnUpToDateOutputAndSaysSo() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        let result = try ModelGenCLI.run(["generate", model.path, "--check"])
        #expect(result.status == 0)
        #expect(result.stdout == "Generated files for \(model.path) are up to date.\n")
        #expect(result.stderr.isEmpty)
        let quiet = try ModelGenCLI.run(["generate", model.path, "--check", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    /// A model file renamed (or deleted) leaves the files generated from it: modelgen removes only
    /// the files of the models it is given, so it says which are left, once per model, and touches
    /// none of them. Another model's files beside it are no one's leftovers.
    @Test func filesLeftByARenamedModelAreReported() throws {
        let output = folder.appendingPathComponent("Generated")
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", output.path, "--quiet"]).status == 0)
        // A second model in the same folder, generated on its own into the same output.
        let other = folder.appendingPathComponent("Notes.datamodel.json")
        try
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }] }] }"#
            .write(
                to: other, atomically: true, encoding: .utf8)
        var result = try ModelGenCLI.run(["generate", other.path, "--output", output.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "", "the Commits model beside it is not gone")

        let renamed = folder.appendingPathComponent("CommitsApp.datamodel.json")
        try FileManager.default.moveItem(at: model, to: renamed)
        let before = try snapshot()
        result = try ModelGenCLI.run(["generate", other.path, "--output", output.path, "--quiet"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "\(output.path)/Commits+ManagedObjectModel.swift: warning: generated from Commits.datamodel.json, which is beside none of the models given; if it was renamed or deleted, delete this file and the 2 others generated from it here: modelgen removes only the files of the models it is given\n"
        )
        try expectUnchanged(since: before)
        // Generating the renamed model (its name inside is still Commits) rewrites all three.
        result = try ModelGenCLI.run(["generate", renamed.path, other.path, "--output", output.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let header = try String(
            contentsOf: output.appendingPathComponent("Commits+ManagedObjectModel.swift"), encoding: .utf8)
        #expect(header.contains("Generated by modelgen from CommitsApp.datamodel.json."))
    }

    /// An Xcode model given as one of its versions is beside its bundle's folder, not inside it: the
    /// files generated from the bundle are its own, and a stale one is removed without a warning.
    @Test func filesOfAnXcodeModelGivenAsAVersionAreNotLeftovers() throws {
        let bundle = folder.appendingPathComponent("X/Commits.xcdatamodeld")
        try FileManager.default.createDirectory(
            at: bundle.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestSupport.packageRoot.appendingPathComponent(
                "Tests/Fixtures/Xcode/Commits.xcdatamodeld"),
            to: bundle)
        let output = folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "// Gone+CoreDataProperties.swift\r\n// Generated by modelgen from Commits.xcdatamodeld. Do not edit.\r\n"
            .write(
                to: output.appendingPathComponent("Gone+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let notes = folder.appendingPathComponent("Notes.datamodel.json")
        try
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }] }] }"#
            .write(to: notes, atomically: true, encoding: .utf8)
        for version in ["Commits 2.xcdatamodel", "Commits 2.xcdatamodel/contents"] {
            let result = try ModelGenCLI.run([
                "generate", notes.path, bundle.appendingPathComponent(version).path, "--output", output.path,
                "--dry-run",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("beside none of the models given"), "\(version): \(result.stderr)")
            #expect(result.stdout.contains("Gone+CoreDataProperties.swift"), "\(version): \(result.stdout)")
        }
    }

    @Test func checkPrintsADiffForStaleAndMissingFilesAndWritesNothing() throws {
        _ = try ModelGenCLI.run(["generate", model.path])
        try FileManager.default.removeItem(atPath: path("Author+CoreDataProperties.swift"))
        try editModel {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#, with: #"{ "name": "url", "type": "uri" }"#)
        }
        let before = try snapshot()
        let result = try ModelGenCLI.run(["generate", model.path, "--check"])
        #expect(result.status == 1)
        let commitPath = path("Commit+CoreDataProperties.swift")
        // Context lines start with a space, so the empty lines of the file are " " here.
        let expectedDiff = [
            "--- \(commitPath)",
            "+++ \(commitPath)",
            "@@ -18,7 +18,7 @@",
            "     /// The commit's SHA-1 hash; unique, so importing a commit twice updates it.",
            "     @NSManaged public var sha: String",
            " ",
            "-    @NSManaged public var url: String",
            "+    @NSManaged public var url: URL",
            " ",
            "     /// Who wrote the commit; version 1 stored commits without one.",
            "     @NSManaged public var author: Author?",
            "@@ -100,7 +100,7 @@",
            "         date: Date,",
            "         message: String,",
            "         sha: String,",
            "-        url: String,",
            "+        url: URL,",
            "         author: Author? = nil",
            "     ) {",
            "         self.init(context: context)",
            "@@ -149,7 +149,7 @@",
            "         public let date: ModelGenSupport.Key<Date>",
            "         public let message: ModelGenSupport.Key<String>",
            "         public let sha: ModelGenSupport.Key<String>",
            "-        public let url: ModelGenSupport.Key<String>",
            "+        public let url: ModelGenSupport.Key<URL>",
            "         public let author: ModelGenSupport.ToOne<Author.KeyPaths, Author>",
            "     }",
            " }",
            "--- /dev/null",
            "+++ \(path("Author+CoreDataProperties.swift"))",
            "@@ -0,0 +1,112 @@",
            "+// Author+CoreDataProperties.swift",
        ].joined(separator: "\n")
        #expect(result.stdout.hasPrefix(expectedDiff), "\(result.stdout)")
        #expect(
            result.stderr == """
                \(commitPath): error: generated file is out of date
                \(path("Author+CoreDataProperties.swift")): error: generated file is missing
                \(path("Commits+ManagedObjectModel.swift")): error: generated file is out of date
                error: 3 generated files are not up to date; run 'modelgen generate \(model.path)'

                """)
        try expectUnchanged(since: before)
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let result = try ModelGenCLI.run(["generate", model.path, "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.generatedNames.map { "would write \(path($0))\n" }.joined())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Commits.datamodel.json"])
    }

    // MARK: Templates

    @Test func customTemplates() throws {
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try
            "// {{generatedMarker}}\nstruct {{className}}Properties {\n{{#properties}}\n    var {{swiftName}}: {{swiftType}}\n{{/properties}}\n}\n"
            .write(
                to: templates.appendingPathComponent("CoreDataProperties.swift.mustache"), atomically: true,
                encoding: .utf8)
        try "final class {{className}} {}\n".write(
            to: templates.appendingPathComponent("CoreDataClass.swift.mustache"), atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try contents("Commit+CoreDataProperties.swift") == """
                // Generated by modelgen from Commits.datamodel.json.
                struct CommitProperties {
                    var date: Date
                    var message: String
                    var sha: String
                    var url: String
                    var author: Author?
                }

                """)
        #expect(try contents("Author+CoreDataClass.swift") == "final class Author {}\n")
    }

    /// Every problem of every template comes in one run: a missing template, malformed tags, and
    /// names that the probe model's contexts lack, in the other templates too.
    @Test func aMalformedOrMissingTemplateIsAnErrorNamingItsFileAndLine() throws {
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let properties = templates.appendingPathComponent("CoreDataProperties.swift.mustache")
        let classTemplate = templates.appendingPathComponent("CoreDataClass.swift.mustache")
        try "// {{fileName}}\n{{#properties}}\n  {{swiftName}}\n".write(
            to: properties, atomically: true, encoding: .utf8)
        var result = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == """
                \(classTemplate.path): error: missing template 'CoreDataClass.swift.mustache' in the templates folder
                \(properties.path):2:1: error: section 'properties' is never closed
                error: nothing was written

                """)

        try "{{className}} {{clasName}}\n".write(to: classTemplate, atomically: true, encoding: .utf8)
        try "// {{fileName}}\n{{#properties}}\n  {{swiftName}} {{a..b}}\n{{/propertie}}\n{{/properties}}\n".write(
            to: properties, atomically: true, encoding: .utf8)
        result = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == """
                \(classTemplate.path):1:15: error: unknown name 'clasName'
                \(classTemplate.path):1:15: note: did you mean 'className'?
                \(properties.path):3:17: error: 'a..b' is not a valid name; names hold letters, digits and underscores, joined by dots
                \(properties.path):4:1: error: '{{/propertie}}' does not match the open section 'properties' (line 2)
                error: nothing was written

                """)

        try
            "// {{fileName}}\n{{#properties}}\n  {{swiftNam}}\n{{/properties}}\n{{#entityName}}{{fileNam}}{{/entityName}}\n"
            .write(to: properties, atomically: true, encoding: .utf8)
        result = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(properties.path):3:3: error: unknown name 'swiftNam'\n"))
        #expect(result.stderr.contains("\(classTemplate.path):1:15: error: unknown name 'clasName'\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "templates",
            ])
    }

    /// A copy of the built-in templates in `name`, each edited by `edit` (kind's file name → text).
    func templatesFolder(_ name: String, _ edit: (String, String) -> String = { $1 }) throws -> URL {
        let templates = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let builtin = TestSupport.packageRoot.appendingPathComponent("Templates")
        for file in try FileManager.default.contentsOfDirectory(atPath: builtin.path) {
            let text = try String(contentsOf: builtin.appendingPathComponent(file), encoding: .utf8)
            try edit(file, text).write(to: templates.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return templates
    }

    /// Templates without the marker are found when they are loaded, by `validate` too, all in one
    /// run with the other problems of the templates and those of the model; a folder reached by two
    /// spellings of its path is read once; a misspelt template's file name is a warning; a byte
    /// order mark is not printed.
    @Test func everyProblemOfTheTemplatesAndTheModelComesInOneRun() throws {
        let templates = try templatesFolder("templates") { file, text in
            switch file {
            case "CoreDataProperties.swift.mustache", "ManagedObjectModel.swift.mustache":
                text.replacingOccurrences(of: "{{generatedMarker}}", with: "")
            case "CoreDataClass.swift.mustache": text + "{{clasName}}\n"
            default: text
            }
        }
        try FileManager.default.moveItem(
            at: templates.appendingPathComponent("CompositeAttribute.swift.mustache"),
            to: templates.appendingPathComponent("CompositeAttributes.swift.mustache"))
        // A folder named like a template is no template of a wrong name.
        try FileManager.default.createDirectory(
            at: templates.appendingPathComponent("Old.mustache"), withIntermediateDirectories: false)
        // The same folder through a symbolic link, named by another model's modelgen.json.
        let link = folder.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: templates)
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        try #"{ "templates": "../linked" }"#.write(
            to: sub.appendingPathComponent("modelgen.json"), atomically: true, encoding: .utf8)
        let linkedNotes = sub.appendingPathComponent("Linked.datamodel.json").path
        try
            #"{ "name": "Linked", "entities": [{ "name": "Other", "attributes": [{ "name": "text", "type": "string" }] }] }"#
            .write(toFile: linkedNotes, atomically: true, encoding: .utf8)
        try editModel { $0.replacingOccurrences(of: #""destination": "Author""#, with: #""destination": "Autor""#) }
        try #"{ "templates": "templates" }"#.write(
            to: folder.appendingPathComponent("modelgen.json"), atomically: true, encoding: .utf8)
        // Each once; the folder is written as each command was given it.
        let expected = [
            "/CompositeAttributes.swift.mustache: warning: modelgen reads no template of this name, so it is not used; did you mean 'CompositeAttribute.swift.mustache'?",
            "/CoreDataClass.swift.mustache:24:1: error: unknown name 'clasName'",
            "/CoreDataProperties.swift.mustache: error: the Properties template must print {{generatedMarker}} in its first ten lines",
            "/ManagedObjectModel.swift.mustache: error: the model template must print {{generatedMarker}} in its first ten lines",
            "error: unknown destination entity 'Autor'",
        ]
        // A second model, given through another spelling of the folder, whose modelgen.json is the same.
        try
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }] }] }"#
            .write(to: folder.appendingPathComponent("Notes.datamodel.json"), atomically: true, encoding: .utf8)
        let notes = folder.path + "/./Notes.datamodel.json"
        for arguments in [
            ["validate", model.path], ["generate", model.path],
            ["generate", model.path, "--templates", templates.path + "/../templates"],
            ["validate", model.path, "--templates", templates.path + "/../templates"],
            ["generate", model.path, notes], ["validate", model.path, notes],
            ["generate", model.path, linkedNotes], ["validate", model.path, linkedNotes],
        ] {
            let result = try ModelGenCLI.run(arguments)
            #expect(result.status == 1)
            #expect(!result.stderr.contains("Old.mustache"), "\(result.stderr)")
            for part in expected {
                #expect(
                    result.stderr.components(separatedBy: part).count == 2,
                    "\(arguments): once: \(part)\n\(result.stderr)")
            }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "Notes.datamodel.json", "linked", "modelgen.json", "sub", "templates",
            ])

        // With a byte order mark, the Class template's output is the same as without.
        let marked = try templatesFolder("marked") { file, text in
            file == "CoreDataClass.swift.mustache" ? "\u{FEFF}" + text : text
        }
        try editModel { $0.replacingOccurrences(of: #""destination": "Autor""#, with: #""destination": "Author""#) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("modelgen.json"))
        let result = try ModelGenCLI.run(["generate", model.path, "--templates", marked.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try contents("Commit+CoreDataClass.swift").hasPrefix("// Commit+CoreDataClass.swift"))
    }

    /// `validate --templates DIR` checks DIR as `generate --templates DIR` uses it: in place of the
    /// folder the configuration names, which is not looked for.
    @Test func validateChecksTheTemplatesGivenOnTheCommandLine() throws {
        let good = try templatesFolder("good")
        let bad = try templatesFolder("bad") { file, text in
            file == "CoreDataClass.swift.mustache" ? text + "{{clasName}}\n" : text
        }
        try writeConfiguration(#"{ "templates": "NoSuchFolder" }"#)
        let withGood = try ModelGenCLI.run(["validate", model.path, "--templates", good.path])
        #expect(withGood.status == 0 && withGood.stderr.isEmpty, "\(withGood.stderr)")
        let withBad = try ModelGenCLI.run(["validate", "--templates=\(bad.path)", model.path])
        #expect(withBad.status == 1)
        let generated = try ModelGenCLI.run(["generate", model.path, "--templates", bad.path, "--dry-run"])
        #expect(
            withBad.stderr.hasPrefix("\(bad.path)/CoreDataClass.swift.mustache:24:1: error: unknown name 'clasName'\n"))
        #expect(generated.stderr == withBad.stderr + "error: nothing was written\n", "\(generated.stderr)")
        let withoutIt = try ModelGenCLI.run(["validate", model.path])
        #expect(withoutIt.stderr.contains("error: no such templates folder: 'NoSuchFolder'"), "\(withoutIt.stderr)")
        for (arguments, message) in [
            (["validate", model.path, "--templates"], "--templates needs a value"),
            (["validate", model.path, "--templates="], "--templates needs a value"),
            (
                ["validate", "--templates", good.path, "--templates", good.path, model.path],
                "--templates is given more than once"
            ),
            (
                ["validate", "--template", good.path, model.path],
                "unknown option '--template' for validate; did you mean '--templates'?"
            ),
            (["validate", "--templates", good.path], "validate needs at least one model file"),
        ] {
            let result = try ModelGenCLI.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: \(message)\n"), "\(arguments): \(result.stderr)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "bad", "good", "modelgen.json",
            ])
    }

    /// With --class-files always, a Class template without the marker is one error, however many
    /// models it renders.
    @Test func aClassTemplateWithoutTheMarkerIsOneError() throws {
        let templates = try templatesFolder("templates") { file, text in
            file == "CoreDataClass.swift.mustache"
                ? text.replacingOccurrences(of: "{{generatedMarker}}", with: "") : text
        }
        let notes = folder.appendingPathComponent("Notes.datamodel.json")
        try
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }] }] }"#
            .write(to: notes, atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run([
            "generate", model.path, notes.path, "--templates", templates.path, "--class-files", "always", "--output",
            path("out"),
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                \(templates.path)/CoreDataClass.swift.mustache: error: with --class-files always, the Class template must print {{generatedMarker}} in its first ten lines
                error: nothing was written

                """)
    }

    @Test func aMisspeltNameInASectionTheModelNeverRendersIsStillReported() throws {
        // The sample has no ordered relationship, so `arrayView` never renders for it.
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for kind in ["CoreDataClass", "CoreDataProperties"] {
            try FileManager.default.copyItem(
                at: TestSupport.packageRoot.appendingPathComponent("Templates/\(kind).swift.mustache"),
                to: templates.appendingPathComponent("\(kind).swift.mustache"))
        }
        let properties = templates.appendingPathComponent("CoreDataProperties.swift.mustache")
        let text = try String(contentsOf: properties, encoding: .utf8)
        try text.replacingOccurrences(of: "{{swiftName}}.array", with: "{{swiftNme}}.array").write(
            to: properties, atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path])
        #expect(result.status == 1)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("{{swiftName}}.array") }! + 1
        let column =
            text.components(separatedBy: "\n")[line - 1].utf8.count
            - "{{swiftName}}.array as? [{{elementType}}] ?? [] }".utf8.count + 1
        #expect(
            result.stderr
                == """
                \(properties.path):\(line):\(column): error: unknown name 'swiftNme'
                \(properties.path):\(line):\(column): note: did you mean 'swiftName'?
                error: nothing was written

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "templates",
            ])
    }

    // MARK: modelgen.json

    func writeConfiguration(_ text: String) throws {
        try text.write(toFile: path("modelgen.json"), atomically: true, encoding: .utf8)
    }

    @Test func aConfigurationFileBesideTheModelSetsTheAccessLevelAndTemplates() throws {
        let templates = folder.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// {{generatedMarker}}\n{{access}}struct {{className}}Properties {}\n"
            .write(
                to: templates.appendingPathComponent("CoreDataProperties.swift.mustache"), atomically: true,
                encoding: .utf8)
        try "{{access}}final class {{className}} {}\n"
            .write(
                to: templates.appendingPathComponent("CoreDataClass.swift.mustache"), atomically: true, encoding: .utf8)
        try writeConfiguration(#"{ "accessLevel": "internal", "templates": "Templates" }"#)
        // The templates folder is relative to modelgen.json, not to the working folder.
        let elsewhere = try TestSupport.makeTemporaryDirectory()
        let result = try ModelGenCLI.run(["generate", model.path, "--output", path("out")], in: elsewhere)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try contents("out/Commit+CoreDataProperties.swift")
                == "// Generated by modelgen from Commits.datamodel.json.\nstruct CommitProperties {}\n")
        #expect(try contents("out/Author+CoreDataClass.swift") == "final class Author {}\n")

        // An option on the command line wins over the file.
        let overridden = try ModelGenCLI.run([
            "generate", model.path, "--output", path("out"), "--access-level", "public",
        ])
        #expect(overridden.status == 0, "\(overridden.stderr)")
        #expect(try contents("out/Commit+CoreDataProperties.swift").contains("public struct CommitProperties {}"))
        // An absolute templates folder is taken as it is.
        try writeConfiguration(#"{ "accessLevel": "internal", "templates": "\#(templates.path)" }"#)
        let absolute = try ModelGenCLI.run(["generate", model.path, "--output", path("absolute")], in: elsewhere)
        #expect(absolute.status == 0, "\(absolute.stderr)")
        #expect(try contents("absolute/Author+CoreDataClass.swift") == "final class Author {}\n")
        let builtin = try ModelGenCLI.run([
            "generate", model.path, "--output", path("builtin"), "--templates",
            TestSupport.packageRoot.appendingPathComponent("Templates").path,
        ])
        #expect(builtin.status == 0, "\(builtin.stderr)")
        #expect(try contents("builtin/Commit+CoreDataProperties.swift").contains("\n    @NSManaged var date: Date\n"))
    }

    @Test func everyProblemInAConfigurationFileIsReportedAtItsPositionAndNothingIsWritten() throws {
        try writeConfiguration(
            """
            {
              "acessLevel": "internal",
              "accessLevel": "private",
              "templates": 3
            }
            """)
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 1)
        let configuration = path("modelgen.json")
        #expect(
            result.stderr == """
                \(configuration):2:3: error: unknown key 'acessLevel' in the configuration
                \(configuration):2:3: note: did you mean 'accessLevel'?
                \(configuration):3:18: error: 'accessLevel' must be 'public' or 'internal', not 'private'
                \(configuration):4:16: error: 'templates' must be a string, found a number
                error: nothing was written

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "modelgen.json",
            ])

        // A folder that is missing, or a file, is reported where the configuration names it.
        try writeConfiguration(#"{ "templates": "NoSuchFolder" }"#)
        let missing = try ModelGenCLI.run(["generate", model.path])
        #expect(missing.status == 1)
        #expect(
            missing.stderr == """
                \(configuration):1:16: error: no such templates folder: 'NoSuchFolder'; create it, or correct 'templates' in modelgen.json
                \(path("NoSuchFolder")): note: the folder looked for
                error: nothing was written

                """)
        try "".write(to: folder.appendingPathComponent("AFile"), atomically: true, encoding: .utf8)
        try writeConfiguration(#"{ "templates": "AFile" }"#)
        let file = try ModelGenCLI.run(["generate", model.path])
        #expect(
            file.stderr.hasPrefix(
                "\(configuration):1:16: error: the templates folder is a file, not a folder: 'AFile'; create it, or correct 'templates' in modelgen.json\n"
            ),
            "\(file.stderr)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("AFile"))
        // Given on the command line, the folder is named by its path, and the configuration's is not read.
        let given = try ModelGenCLI.run(["generate", model.path, "--templates", path("Other")])
        #expect(given.stderr == "\(path("Other")): error: no such templates folder\nerror: nothing was written\n")
        try writeConfiguration(#"{ "templates": "" }"#)
        let empty = try ModelGenCLI.run(["generate", model.path])
        #expect(
            empty.stderr.hasPrefix("\(configuration):1:16: error: 'templates' must name a folder\n"), "\(empty.stderr)")
        try writeConfiguration("[]")
        let notAnObject = try ModelGenCLI.run(["generate", model.path])
        #expect(
            notAnObject.stderr.hasPrefix(
                "\(configuration):1:1: error: expected the configuration to be an object, found an array"),
            "\(notAnObject.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "modelgen.json",
            ])
    }

    /// The problems of a configuration come in the order of its lines, whatever the order in which
    /// its keys are checked (unknown keys first, then each known key).
    @Test func theProblemsOfAConfigurationComeInTheOrderOfItsLines() throws {
        try writeConfiguration(
            """
            {
              "maxModelSize": 0,
              "templates": 3, "accessLevel": "open",
              "acessLevel": "internal"
            }
            """)
        let configuration = path("modelgen.json")
        for command in ["validate", "generate"] {
            let result = try ModelGenCLI.run([command, model.path])
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix(
                    """
                    \(configuration):2:19: error: 'maxModelSize' must be a whole number of megabytes from 1 to 65536, found 0
                    \(configuration):3:16: error: 'templates' must be a string, found a number
                    \(configuration):3:34: error: 'accessLevel' must be 'public' or 'internal', not 'open'
                    \(configuration):4:3: error: unknown key 'acessLevel' in the configuration
                    \(configuration):4:3: note: did you mean 'accessLevel'?

                    """), "\(command): \(result.stderr)")
        }
    }

    /// `validate`, `freeze` and `diff` read `modelgen.json` through the same code as `generate`:
    /// the same problems, at the same places, and nothing is written.
    @Test func everyCommandChecksTheConfigurationAsGenerateDoes() throws {
        try writeConfiguration(
            """
            {
              "acessLevel": "internal",
              "accessLevel": "private",
              "maxModelSize": 0.5
            }
            """)
        let configuration = path("modelgen.json")
        let expected = """
            \(configuration):2:3: error: unknown key 'acessLevel' in the configuration
            \(configuration):2:3: note: did you mean 'accessLevel'?
            \(configuration):3:18: error: 'accessLevel' must be 'public' or 'internal', not 'private'
            \(configuration):4:19: error: 'maxModelSize' must be a whole number of megabytes from 1 to 65536, found 0.5

            """
        for arguments in [
            ["generate", model.path], ["validate", model.path], ["freeze", model.path],
            ["diff", TestSupport.sampleModel.path, model.path],
        ] {
            let result = try ModelGenCLI.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix(expected), "\(arguments): \(result.stderr)")
        }
        try writeConfiguration(#"{ "templates": "NoSuchFolder" }"#)
        let templates = try ModelGenCLI.run(["validate", model.path])
        #expect(templates.status == 1)
        #expect(
            templates.stderr == """
                \(configuration):1:16: error: no such templates folder: 'NoSuchFolder'; create it, or correct 'templates' in modelgen.json
                \(path("NoSuchFolder")): note: the folder looked for

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.datamodel.json", "modelgen.json",
            ])
    }

    @Test func aModelLargerThanTheLimitIsRefusedUnlessTheConfigurationAllowsIt() throws {
        // A valid model made large by whitespace: 17 MB, above the default limit of 16 MB.
        let text = try contents("Commits.datamodel.json")
        try (text + String(repeating: " ", count: 17 * 1024 * 1024)).write(to: model, atomically: true, encoding: .utf8)
        let refused = try ModelGenCLI.run(["validate", model.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr == """
                \(model.path): error: the model file is 17.1 MB, more than the limit of 16 MB; if it really is a model, raise the limit with "maxModelSize" (in megabytes) in modelgen.json beside it

                """)
        try writeConfiguration(#"{ "maxModelSize": 18 }"#)
        let allowed = try ModelGenCLI.run(["validate", model.path])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        try writeConfiguration(#"{ "maxModelSize": 1 }"#)
        let lowered = try ModelGenCLI.run(["generate", model.path])
        #expect(
            lowered.stderr.hasPrefix("\(model.path): error: the model file is 17.1 MB, more than the limit of 1 MB"))
    }

    /// `"omit"` in modelgen.json leaves parts of the API out of what `generate` writes, and a
    /// misspelt part is a located error.
    @Test func omitLeavesPartsOfTheAPIOut() throws {
        let parts = ["struct KeyPaths", "typealias Predicate", "enum Attribute", "convenience init("]
        let modelFile = "Commits+ManagedObjectModel.swift"
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet"]).status == 0)
        let whole = try contents("Commit+CoreDataProperties.swift")
        for part in parts { #expect(whole.contains(part), "\(part)") }
        #expect(try contents(modelFile).contains("public actor CommitsModelActor"))
        try writeConfiguration(#"{ "omit": ["predicates", "keyEnums", "initializer", "modelActor"] }"#)
        let lean = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(lean.status == 0, "\(lean.stderr)")
        let properties = try contents("Commit+CoreDataProperties.swift")
        for part in parts { #expect(!properties.contains(part), "\(part)") }
        #expect(properties.contains("@NSManaged public var sha: String"))
        #expect(!(try contents(modelFile).contains("CommitsModelActor")))
        #expect(try contents(modelFile).contains("enum CommitsModel"))
        // The support file holds what the files call; with --whole-support-file, every section.
        #expect(!(try contents("ModelGenSupport.swift").contains("// MARK: Typed predicates")))
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet", "--whole-support-file"]).status == 0)
        #expect(try contents("ModelGenSupport.swift").contains("// MARK: Typed predicates"))
        try writeConfiguration(#"{ "omit": ["predicate"] }"#)
        let misspelt = try ModelGenCLI.run(["generate", model.path])
        #expect(misspelt.status == 1)
        #expect(
            misspelt.stderr.hasPrefix(
                "\(folder.path)/modelgen.json:1:12: error: 'omit' names the parts 'initializer', 'keyEnums', 'predicates', 'modelActor', 'numberAccessors', not 'predicate'"
            ), "\(misspelt.stderr)")
        #expect(try contents("Commit+CoreDataProperties.swift") == properties)
    }

    /// A shipped version over the limit points at the model's modelgen.json, not one in the
    /// versions folder.
    @Test func aShippedVersionLargerThanTheLimitSaysWhereToRaiseIt() throws {
        try copyShippedVersions()
        let version = path("Commits.versions/1.datamodel.json")
        let text = try contents("Commits.versions/1.datamodel.json")
        try (text + String(repeating: " ", count: 2 * 1024 * 1024)).write(
            toFile: version, atomically: true, encoding: .utf8)
        try writeConfiguration(#"{ "maxModelSize": 1 }"#)
        let result = try ModelGenCLI.run(["validate", model.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "\(version): error: the shipped version file is 2.1 MB, more than the limit of 1 MB; raise the limit with \"maxModelSize\" (in megabytes) in the modelgen.json beside the model\n"
            ), "\(result.stderr)")
    }

    @Test func aConfigurationLinkToNothingIsAnErrorNotIgnored() throws {
        try FileManager.default.createSymbolicLink(atPath: path("modelgen.json"), withDestinationPath: "nowhere.json")
        let result = try ModelGenCLI.run(["validate", model.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(path("modelgen.json")): error: no such configuration file: the symbolic link points to nothing\n"),
            "\(result.stderr)")
    }

    /// The support file goes beside the model file by default, once into `--support-output DIR`
    /// for the whole run, or nowhere with `--no-support-file`; the two options exclude each other.
    @Test func theSupportFileGoesWhereTheRunSays() throws {
        let other = folder.appendingPathComponent("Other.datamodel.json")
        try
            #"{ "name": "Other", "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }] }] }"#
            .write(to: other, atomically: true, encoding: .utf8)
        let beside = try ModelGenCLI.run([
            "generate", model.path, "--output", path("a"), "--quiet",
        ])
        #expect(beside.status == 0, "\(beside.stderr)")
        #expect(FileManager.default.fileExists(atPath: path("a/ModelGenSupport.swift")))
        // The whole template but the sections of what the model does not use: shipped versions,
        // validation rules, derived or composite attributes, attributes made by their types'
        // functions, fetched properties, a strings table.
        var expected = try TestSupport.read(
            TestSupport.packageRoot.appendingPathComponent("Templates/ModelGenSupport.swift"))
        for title in [
            "Migrating a store through a model's versions", "Validation rules", "Derived and composite attributes",
            "Attributes by type", "Fetched properties", "Localization",
        ] {
            let section = try #require(expected.range(of: "// MARK: \(title)\n"))
            let next = try #require(expected.range(of: "\n// MARK: ", range: section.upperBound..<expected.endIndex))
            expected.removeSubrange(section.lowerBound..<expected.index(after: next.lowerBound))
        }
        #expect(try contents("a/ModelGenSupport.swift") == expected)

        let once = try ModelGenCLI.run([
            "generate", model.path, other.path, "--output", path("b"), "--support-output", path("shared"),
        ])
        #expect(once.status == 0, "\(once.stderr)")
        #expect(once.stdout.contains("wrote \(path("shared/ModelGenSupport.swift"))\n"), "\(once.stdout)")
        #expect(!FileManager.default.fileExists(atPath: path("b/ModelGenSupport.swift")))

        let none = try ModelGenCLI.run(["generate", model.path, "--output", path("c"), "--no-support-file"])
        #expect(none.status == 0, "\(none.stderr)")
        #expect(FileManager.default.fileExists(atPath: path("c/Commits+ManagedObjectModel.swift")))
        #expect(!FileManager.default.fileExists(atPath: path("c/ModelGenSupport.swift")))
        // One a run no longer writes is left as it is: another run may write it for the module.
        let left = try ModelGenCLI.run(["generate", model.path, "--output", path("a"), "--no-support-file"])
        #expect(left.status == 0, "\(left.stderr)")
        #expect(!left.stdout.contains("ModelGenSupport.swift"), "\(left.stdout)")
        #expect(FileManager.default.fileExists(atPath: path("a/ModelGenSupport.swift")))

        let both = try ModelGenCLI.run([
            "generate", model.path, "--support-output", path("d"), "--no-support-file",
        ])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: --support-output and --no-support-file cannot be used together"))
        let whole = try ModelGenCLI.run(["generate", model.path, "--whole-support-file", "--no-support-file"])
        #expect(whole.status == 64)
        #expect(whole.stderr.hasPrefix("error: --whole-support-file and --no-support-file cannot be used together"))

        // A support file someone wrote by hand (without modelgen's line) is never replaced.
        try FileManager.default.createDirectory(atPath: path("e"), withIntermediateDirectories: true)
        try "// mine\n".write(toFile: path("e/ModelGenSupport.swift"), atomically: true, encoding: .utf8)
        let mine = try ModelGenCLI.run(["generate", model.path, "--output", path("e")])
        #expect(mine.status == 1)
        #expect(
            mine.stderr.contains(
                "\(path("e/ModelGenSupport.swift")): error: not replaced: this file was not generated by modelgen (it lacks the line 'Generated by modelgen: the support code of the model files it generates…')"
            ), "\(mine.stderr)")
    }

    @Test func aModelGivenTwiceIsGeneratedOnceWithAWarning() throws {
        let result = try ModelGenCLI.run([
            "generate", model.path, "--output", path("out"), path("./Commits.datamodel.json"),
        ])
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                \(path("./Commits.datamodel.json")): warning: the model is given more than once; it is read once
                \(model.path): note: given first as \(model.path)

                """)
        #expect(result.stdout.split(separator: "\n").count == Self.generatedNames.count)
        // Through a symbolic link it is the same model too, not two that generate the same files.
        try FileManager.default.createSymbolicLink(atPath: path("Link.datamodel.json"), withDestinationPath: model.path)
        let linked = try ModelGenCLI.run(["validate", model.path, path("Link.datamodel.json")])
        #expect(linked.status == 0)
        #expect(
            linked.stderr.hasPrefix(
                "\(path("Link.datamodel.json")): warning: the model is given more than once; it is read once\n"),
            "\(linked.stderr)")
    }

    // MARK: Build-folder output (the build plugin's mode)

    @Test func classFilesAlwaysAreRewrittenAndRemovedLikePropertiesFiles() throws {
        let first = try ModelGenCLI.run(["generate", model.path, "--output", path("out"), "--class-files", "always"])
        #expect(first.status == 0, "\(first.stderr)")
        let commitClass = try contents("out/Commit+CoreDataClass.swift")
        #expect(
            commitClass.hasPrefix(
                """
                // Commit+CoreDataClass.swift
                // Generated by modelgen from Commits.datamodel.json. Do not edit this file: it is rewritten at
                // build time. To customize the class, add your own Commit+CoreDataClass.swift to the
                // target's sources: the build plugin then stops generating this one.

                import Foundation
                import CoreData

                """))
        #expect(commitClass.hasSuffix("@objc(Commit)\nnonisolated public class Commit: NSManagedObject {\n}\n"))

        // An edited Class file in the build folder is put back; an unchanged one is not rewritten.
        try (commitClass + "// edited\n").write(
            toFile: path("out/Commit+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        try setModificationDateToThePast("out/Author+CoreDataClass.swift")
        let second = try ModelGenCLI.run(["generate", model.path, "--output", path("out"), "--class-files", "always"])
        #expect(second.stdout.contains("wrote \(path("out/Commit+CoreDataClass.swift"))\n"))
        #expect(second.stdout.contains("unchanged \(path("out/Author+CoreDataClass.swift"))\n"))
        #expect(try contents("out/Commit+CoreDataClass.swift") == commitClass)
        #expect(try snapshot()["out/Author+CoreDataClass.swift"]?.1 == Date(timeIntervalSince1970: 1_000_000_000))

        // A class whose entity is gone is removed, with no warning: nobody owns it.
        try editModel {
            $0.replacingOccurrences(of: #""name": "Author""#, with: #""name": "Writer""#)
                .replacingOccurrences(of: #""destination": "Author""#, with: #""destination": "Writer""#)
        }
        let third = try ModelGenCLI.run(["generate", model.path, "--output", path("out"), "--class-files", "always"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stderr.isEmpty)
        #expect(third.stdout.contains("removed \(path("out/Author+CoreDataClass.swift"))\n"))
        #expect(third.stdout.contains("removed \(path("out/Author+CoreDataProperties.swift"))\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted() == [
                "Commit+CoreDataClass.swift", "Commit+CoreDataProperties.swift", "Commits+ManagedObjectModel.swift",
                "ModelGenSupport.swift", "Writer+CoreDataClass.swift", "Writer+CoreDataProperties.swift",
            ])
    }

    /// The build plugin's case: the user adds their own Class file to the target, so the class is
    /// skipped from then on, and the Class file generated earlier into the build folder goes.
    @Test func aClassSkippedAfterItWasGeneratedIntoABuildFolderLosesItsGeneratedFile() throws {
        let arguments = ["generate", model.path, "--output", path("out"), "--class-files", "always"]
        #expect(try ModelGenCLI.run(arguments).status == 0)
        let skipped = try ModelGenCLI.run(arguments + ["--skip-class", "Commit"])
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("removed \(path("out/Commit+CoreDataClass.swift"))\n"), "\(skipped.stdout)")
        #expect(!FileManager.default.fileExists(atPath: path("out/Commit+CoreDataClass.swift")))
        #expect(FileManager.default.fileExists(atPath: path("out/Commit+CoreDataProperties.swift")))
        // Written once (the default), a skipped class's file is never touched.
        try "// mine\n".write(toFile: path("Commit+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        let once = try ModelGenCLI.run(["generate", model.path, "--skip-class", "Commit"])
        #expect(once.status == 0)
        #expect(try contents("Commit+CoreDataClass.swift") == "// mine\n")
    }

    /// An output folder that cannot be made because a file is in the way says which file, not
    /// Foundation's "NSCocoaErrorDomain error 512"; and --version takes nothing after it.
    @Test func saysWhatIsInTheWayOfTheOutputFolder() throws {
        try "".write(toFile: path("afile"), atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["generate", model.path, "--output", path("afile/sub")])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(path("afile/sub")): error: cannot create the folder: \(path("afile")) is a file, not a folder\n"),
            "\(result.stderr)")
        // An empty value names nothing (it would have meant the current folder).
        let empty = try ModelGenCLI.run(["generate", model.path, "--templates", ""])
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("error: --templates needs a value\n"))
        let version = try ModelGenCLI.run(["--version", "extra"])
        #expect(version.status == 64)
        #expect(version.stderr.hasPrefix("error: --version takes no arguments, found 'extra'\n"))
    }

    /// A team adopting modelgen often has the subclasses Xcode wrote, edited since, under the very
    /// names modelgen writes: they are never replaced, and nothing is written.
    @Test func neverReplacesAPropertiesFileModelgenDidNotWrite() throws {
        let xcodes = "//  Commit+CoreDataProperties.swift\n//  This file was generated by Xcode, then edited.\n"
        try xcodes.write(toFile: path("Commit+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try ModelGenCLI.run(["generate", model.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(path("Commit+CoreDataProperties.swift")): error: not replaced: this file was not generated by modelgen"
            ))
        #expect(result.stderr.hasSuffix("error: nothing was written\n"))
        #expect(try contents("Commit+CoreDataProperties.swift") == xcodes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }

    @Test func classFilesAlwaysNeverReplacesAClassFileModelgenDidNotWrite() throws {
        let mine = "// The user's own class.\n@objc(Commit) public class Commit: NSManagedObject {}\n"
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        try mine.write(toFile: path("out/Commit+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["generate", model.path, "--output", path("out"), "--class-files", "always"])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                \(path("out/Commit+CoreDataClass.swift")): error: not replaced: this file was not generated by modelgen (it lacks the line 'Generated by modelgen from …'); --class-files always replaces only files it generated; pass --skip-class Commit to keep it
                error: nothing was written

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("out")) == ["Commit+CoreDataClass.swift"])
        #expect(try contents("out/Commit+CoreDataClass.swift") == mine)
    }

    @Test func classFilesAlwaysNeedsTheMarkerInACustomClassTemplate() throws {
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// {{generatedMarker}}\nextension {{className}} {}\n"
            .write(
                to: templates.appendingPathComponent("CoreDataProperties.swift.mustache"), atomically: true,
                encoding: .utf8)
        try "final class {{className}} {}\n".write(
            to: templates.appendingPathComponent("CoreDataClass.swift.mustache"), atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run([
            "generate", model.path, "--output", path("out"), "--class-files", "always", "--templates", templates.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(templates.path)/CoreDataClass.swift.mustache: error: with --class-files always, the Class template must print {{generatedMarker}} in its first ten lines\n"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("out")))
        // Written once, a Class file needs no marker: it is never replaced or removed.
        #expect(
            try ModelGenCLI.run(["generate", model.path, "--output", path("out"), "--templates", templates.path]).status
                == 0)
    }

    /// modelgen replaces only files that carry its marker, so a custom template for a file it owns
    /// must print it, as the template reference says: without it, the second run would refuse to
    /// replace the first run's files.
    @Test func aCustomTemplateOfAFileModelgenOwnsNeedsTheMarker() throws {
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "extension {{className}} {}\n".write(
            to: templates.appendingPathComponent("CoreDataProperties.swift.mustache"), atomically: true,
            encoding: .utf8)
        try "final class {{className}} {}\n".write(
            to: templates.appendingPathComponent("CoreDataClass.swift.mustache"), atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run([
            "generate", model.path, "--output", path("out"), "--templates", templates.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(templates.path)/CoreDataProperties.swift.mustache: error: the Properties template must print {{generatedMarker}} in its first ten lines\n"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("out")))
    }

    @Test func aSkippedClassGetsOnlyItsPropertiesFile() throws {
        let result = try ModelGenCLI.run([
            "generate", model.path, "--output", path("out"), "--class-files", "always", "--skip-class", "Commit",
            "--skip-class=Comit",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "warning: no entity of the models has the class 'Comit' that is to be skipped\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted() == [
                "Author+CoreDataClass.swift", "Author+CoreDataProperties.swift", "Commit+CoreDataProperties.swift",
                "Commits+ManagedObjectModel.swift", "ModelGenSupport.swift",
            ])

        // A skipped class's generated file in the output folder goes (see
        // aClassSkippedAfterItWasGeneratedIntoABuildFolderLosesItsGeneratedFile).
    }

    // MARK: freeze

    /// What `freeze` prints after "Froze …"/"Freezing it would change" for a first shipped version.
    static func firstVersionChanges(_ modelPath: String) -> String {
        """
        the generated model file: makePersistentContainer migrates a store written by an older version before it loads, so it throws; and the file gains currentVersion, versionModels, migrateStoreIfNeeded(at:) and MigrationError. The migration needs macOS 12, iOS 15, tvOS 15 and watchOS 8 or later.
        Next: run 'modelgen generate \(modelPath)' (the build plugin does at the next build), and call makePersistentContainer with 'try', handling the error it throws.
        """
    }

    /// The first shipped version changes the generated API, and `freeze` says how, truly: each name
    /// it gives is new in the regenerated model file, and the container's factory now throws. A
    /// later version changes nothing generated, and `freeze` says nothing more.
    @Test func freezeSaysWhatTheFirstShippedVersionChangesInTheGeneratedCode() throws {
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet"]).status == 0)
        let before = try contents("Commits+ManagedObjectModel.swift")
        let frozen = try ModelGenCLI.run(["freeze", model.path])
        #expect(frozen.status == 0, "\(frozen.stderr)")
        #expect(
            frozen.stdout.hasSuffix(
                "Froze \(model.path) as shipped version 1.\nThis changes \(Self.firstVersionChanges(model.path))\n"),
            "\(frozen.stdout)")
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet"]).status == 0)
        let after = try contents("Commits+ManagedObjectModel.swift")
        #expect(before.contains("func makePersistentContainer(inMemory: Bool = false) -> NSPersistentContainer {"))
        #expect(after.contains("    ) throws -> NSPersistentContainer {"))
        for name in [
            "currentVersion", "versionModels", "func migrateStoreIfNeeded(\n        at storeURL", "MigrationError",
        ] {
            #expect(!before.contains(name) && after.contains(name), "\(name)")
        }

        // Version 2: the generated files stay as they are (the check passes), and freeze says only that it froze.
        try editModel {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#,
                with:
                    #"{ "name": "url", "type": "string" }, { "name": "stars", "type": "integer16", "optional": true }"#)
        }
        #expect(try ModelGenCLI.run(["generate", model.path, "--quiet"]).status == 0)
        let second = try ModelGenCLI.run(["freeze", model.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stdout.hasSuffix("checksums.json\nFroze \(model.path) as shipped version 2.\n"), "\(second.stdout)")
        let check = try ModelGenCLI.run(["generate", model.path, "--check"])
        #expect(check.status == 0, "\(check.stdout)")
    }

    // MARK: Usage

    @Test(arguments: [
        ([], "error: missing a command"),
        (
            ["frobnicate"],
            "error: unknown command 'frobnicate'; the commands are 'generate', 'validate', 'diff', 'freeze' and 'convert'"
        ),
        (["generate"], "error: generate needs at least one model file"),
        (["generate", "m.datamodel.json", "--output"], "error: --output needs a value"),
        (
            ["generate", "m.datamodel.json", "--access-level", "private"],
            "error: --access-level must be 'public' or 'internal', not 'private'"
        ),
        (
            ["generate", "m.datamodel.json", "--check", "--dry-run"],
            "error: --check and --dry-run cannot be used together"
        ),
        (["generate", "m.datamodel.json", "--verbose"], "error: unknown option '--verbose' for generate"),
        (["generate", "m.datamodel.json", "--check=yes"], "error: --check takes no value"),
        (
            ["generate", "m.datamodel.json", "--output", "a", "--output", "b"],
            "error: --output is given more than once"
        ),
        (
            ["generate", "m.datamodel.json", "--class-files", "sometimes"],
            "error: --class-files must be 'once' or 'always', not 'sometimes'"
        ),
        (["generate", "m.datamodel.json", "--skip-class"], "error: --skip-class needs a value"),
        (["validate"], "error: validate needs at least one model file"),
        // A misspelt command or option gets a "did you mean"; one close to none (above) does not.
        (["genrate", "m.datamodel.json"], "error: unknown command 'genrate'; did you mean 'generate'?"),
        (["Validate", "m.datamodel.json"], "error: unknown command 'Validate'; did you mean 'validate'?"),
        (
            ["generate", "m.datamodel.json", "--ouput", "out"],
            "error: unknown option '--ouput' for generate; did you mean '--output'?"
        ),
        (
            ["generate", "m.datamodel.json", "--class-ouput=out"],
            "error: unknown option '--class-ouput=out' for generate; did you mean '--class-output'?"
        ),
        (
            ["validate", "m.datamodel.json", "--template", "t"],
            "error: unknown option '--template' for validate; did you mean '--templates'?"
        ),
        (
            ["freeze", "m.datamodel.json", "--dryrun"],
            "error: unknown option '--dryrun' for freeze; did you mean '--dry-run'?"
        ),
        (
            ["diff", "a.datamodel.json", "b.datamodel.json", "--hlep"],
            "error: unknown option '--hlep' for diff; did you mean '--help'?"
        ),
        (
            ["convert", "m.xcdatamodeld", "--ouput", "m.datamodel.json"],
            "error: unknown option '--ouput' for convert; did you mean '--output'?"
        ),
        (["validate", "m.datamodel.json", "--output", "o"], "error: unknown option '--output' for validate"),
    ])
    func usageErrorsExitWith64(arguments: [String], message: String) throws {
        let result = try ModelGenCLI.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        // The usage of the command that was misused, not of every command; every command's when none is named.
        let command = arguments.first.flatMap {
            ["generate", "validate", "diff", "freeze", "convert"].contains($0) ? $0 : nil
        }
        #expect(
            result.stderr.hasPrefix(message + "\nusage: modelgen \(command ?? "generate") "), "\(result.stderr)")
        #expect(
            result.stderr.components(separatedBy: "modelgen ").count == (command == nil ? 8 : 3), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Commits.datamodel.json"])
    }

    @Test func diffJudgesAStepAsLightweightMigrationWould() throws {
        let new = folder.appendingPathComponent("New.datamodel.json")
        func write(_ edit: (String) -> String) throws {
            try edit(try contents("Commits.datamodel.json")).write(to: new, atomically: true, encoding: .utf8)
        }
        // Nothing Core Data stores changed: one version.
        try write { $0 }
        let same = try ModelGenCLI.run(["diff", model.path, new.path])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stderr.isEmpty)
        #expect(same.stdout.hasPrefix("Core Data sees \(model.path) and \(new.path) as one version"), "\(same.stdout)")

        // A rename and a new optional attribute: it migrates.
        try write {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#,
                with:
                    #"{ "name": "link", "type": "string", "renamedFrom": "url" }, { "name": "stars", "type": "integer16", "optional": true }"#
            )
        }
        let good = try ModelGenCLI.run(["diff", model.path, new.path])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(
            good.stdout == """
                ~ attribute Commit.url renamed to link
                + attribute Commit.stars: integer16?
                Lightweight migration can migrate a store from \(model.path) to \(new.path).

                """)

        // A type change: refused, at its place in the new version, and the run fails.
        try write {
            $0.replacingOccurrences(
                of: #"{ "name": "url", "type": "string" }"#, with: #"{ "name": "url", "type": "uri" }"#)
        }
        let bad = try ModelGenCLI.run(["diff", model.path, new.path])
        #expect(bad.status == 1)
        #expect(bad.stdout == "~ attribute Commit.url: string → uri\n")
        let text = try String(contentsOf: new, encoding: .utf8)
        #expect(
            bad.stderr == """
                \(new.path):\(TestSupport.position(of: "\"url\"", in: text)): error: the type of 'Commit.url' changes from string to uri; lightweight migration cannot convert stored values: add an attribute of the new type beside it and copy the values in a didMigrate migration step, then remove the old one in a later version
                error: lightweight migration cannot migrate a store from \(model.path) to \(new.path): 1 problem

                """)

        // A bad model is reported as such; one file is a usage error.
        try "{".write(to: new, atomically: true, encoding: .utf8)
        let broken = try ModelGenCLI.run(["diff", model.path, new.path])
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(
            broken.stderr.hasSuffix(
                "error: cannot compare \(model.path) with \(new.path): a model has errors\n"), "\(broken.stderr)")
        #expect(!broken.stderr.contains("lightweight migration"))
        let help = try ModelGenCLI.run(["diff", "--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix(
                "usage: modelgen diff <old model> <new model>\n\nPrints the changes"))
        let usage = try ModelGenCLI.run(["diff", model.path])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("error: diff needs two model files, the old version and the new one\n"))
    }

    @Test func helpAndVersion() throws {
        let help = try ModelGenCLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("usage: modelgen generate <model>..."))
        #expect(help.stdout.contains("--check"))
        let version = try ModelGenCLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("modelgen "))
        let generateHelp = try ModelGenCLI.run(["generate", "--help"])
        #expect(generateHelp.status == 0)
        #expect(generateHelp.stdout.hasPrefix("usage: modelgen generate"))
    }

    /// `modelgen COMMAND --help` (and `modelgen help COMMAND`) prints that command's usage, what it
    /// does and each of its options with a sentence; every option in the usage line is explained.
    @Test(arguments: ["generate", "validate", "diff", "freeze", "convert"])
    func everyCommandHasItsOwnHelp(command: String) throws {
        let help = try ModelGenCLI.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: modelgen \(command) "))
        #expect(help.stdout.split(separator: "\n").count > 4, "\(help.stdout)")
        #expect(help.stdout.contains("Exit status:"))
        // Only generate has --check, so only its help gives stale output as a reason for status 1.
        #expect(help.stdout.contains("stale output (--check)") == (command == "generate"), "\(command)")
        let usageLine = String(help.stdout.prefix { $0 != "\n" })
        let options = usageLine.split(separator: " ").compactMap { word -> String? in
            let option = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]."))
            return option.hasPrefix("--") ? String(option.prefix { $0 != " " }) : nil
        }
        for option in options {
            #expect(help.stdout.contains("\n  \(option) "), "\(option) is not explained in \(command)'s help")
        }
        #expect(try ModelGenCLI.run(["help", command]).stdout == help.stdout)
        let unknown = try ModelGenCLI.run(["help", "frobnicate"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "error: no help for 'frobnicate'; the commands are 'generate', 'validate', 'diff', 'freeze' and 'convert'\n"
            ), "\(unknown.stderr)")
        let misspelt = try ModelGenCLI.run(["help", "fraeze"])
        #expect(
            misspelt.stderr.hasPrefix("error: no help for 'fraeze'; did you mean 'freeze'?\n"), "\(misspelt.stderr)")
    }

    @Test func checkNamesTheCommandThatRegenerates() throws {
        #expect(try ModelGenCLI.run(["generate", model.path]).status == 0)
        try "// Generated by modelgen from Commits.datamodel.json.\n// stale\n".write(
            toFile: path("Commit+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let plain = try ModelGenCLI.run(["generate", model.path, "--check"])
        #expect(
            plain.stderr.hasSuffix("error: 1 generated file is not up to date; run 'modelgen generate \(model.path)'\n")
        )
        // The command that was run, with its options and a quoted path.
        let templates = try templatesFolder("my templates")
        _ = try ModelGenCLI.run(["generate", model.path, "--templates", templates.path, "--output", path("out")])
        try "// Generated by modelgen from Commits.datamodel.json.\n// stale\n".write(
            toFile: path("out/Commit+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let options = try ModelGenCLI.run([
            "generate", "--check", model.path, "--templates", templates.path, "--output=\(path("out"))",
        ])
        #expect(
            options.stderr.hasSuffix(
                "error: 1 generated file is not up to date; run this command: modelgen generate \(model.path) --templates '\(templates.path)' --output=\(path("out"))\n"
            ), "\(options.stderr)")
        let wrapped = try ModelGenCLI.run([
            "generate", model.path, "--check", "--regenerate-command", "swift package generate-model-classes",
        ])
        #expect(
            wrapped.stderr.hasSuffix(
                "error: 1 generated file is not up to date; run 'swift package generate-model-classes'\n"))
        // A model path after `--` stays after it.
        let separated = try ModelGenCLI.run(["generate", "--check", "--", model.path])
        #expect(
            separated.stderr.hasSuffix(
                "error: 1 generated file is not up to date; run 'modelgen generate -- \(model.path)'\n"),
            "\(separated.stderr)")
        let withoutCheck = try ModelGenCLI.run(["generate", model.path, "--regenerate-command", "x"])
        #expect(withoutCheck.status == 64)
    }
}
