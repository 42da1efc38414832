import Foundation
import Testing

@testable import ModelGenKit

/// The SHA-256 behind shipped versions' checksums, against FIPS 180-4's test vectors.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func digestsMatchTheStandard(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
    }

    @Test func aMillionBytesFedInUnevenPiecesMatchTheStandard() {
        var hash = SHA256()
        var fed = 0
        var size = 1
        while fed < 1_000_000 {
            let piece = min(size, 1_000_000 - fed)
            hash.update([UInt8](repeating: UInt8(ascii: "a"), count: piece))
            fed += piece
            size = size * 3 % 1_000 + 1
        }
        let digest = hash.finalize().map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }
        #expect(digest.joined() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

/// `modelgen freeze` and the checks of shipped versions that `generate` and `validate` run.
@Suite struct ShippedVersionsTests {
    /// `TestModels.commitsVersion1` synced with CloudKit, its attributes optional as CloudKit needs.
    static let syncedVersion1 = TestModels.commitsVersion1.replacingOccurrences(
        of: #""name": "Test","#, with: #""name": "Test", "usedWithCloudKit": true,"#
    )
    .replacingOccurrences(
        of: #"{ "name": "sha", "type": "string" }"#, with: #"{ "name": "sha", "type": "string", "optional": true }"#
    )
    .replacingOccurrences(
        of: #"{ "name": "date", "type": "date" }"#, with: #"{ "name": "date", "type": "date", "optional": true }"#)

    static func validate(_ model: URL) -> [String] {
        TestSupport.describe(Generator.validate(modelsAt: [model.path]))
    }

    /// That one of `validate`'s diagnostics of `model` ends with `message`, all of them shown when none does.
    static func expectValidation(
        of model: URL, toEndWith message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let diagnostics = validate(model)
        #expect(diagnostics.contains { $0.hasSuffix(message) }, "\(diagnostics)", sourceLocation: sourceLocation)
    }

    @Test func freezeCopiesTheModelAndRecordsWhatCoreDataStores() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        let freezing = Generator.freeze(modelAt: model.path)
        #expect(freezing.diagnostics.isEmpty)
        #expect(freezing.version == 1)
        #expect(try Data(contentsOf: TestModels.commitsVersionFile(folder, 1)) == Data(contentsOf: model))
        let record = try TestSupport.read(TestModels.commitsChecksums(folder))
        #expect(
            record.contains(
                #""Commit.date": { "kind": "attribute", "type": "date", "optional": false, "transient": false }"#))
        #expect(record.contains(#""checksum": "sha256:"#))
        #expect(Self.validate(model) == [])
    }

    /// The generated code takes a store for the newest version whose hashes it matches: a version
    /// that stores what an older one (not the one just before) stores would take that one's stores,
    /// which would skip the steps between. Freezing it is refused, and a record that has one is an
    /// error.
    @Test func aVersionThatStoresWhatAnOlderOneStoresIsRefused() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        let plain = #"{ "name": "sha", "type": "string" }"#
        try TestModels.edit(model, [(plain, #"{ "name": "sha", "type": "string", "optional": true }"#)])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        // Back to what version 1 stores.
        try TestModels.edit(model, [(#"{ "name": "sha", "type": "string", "optional": true }"#, plain)])
        let freezing = Generator.freeze(modelAt: model.path)
        #expect(freezing.version == nil)
        let nameAt = TestSupport.position(of: "\"Test\"", in: try TestSupport.read(model))
        #expect(
            TestSupport.describe(freezing.diagnostics).contains(
                "\(nameAt): error: the model stores what shipped version 1 stores: Core Data would take a store of version 1 for this version, and skip the steps between; change something that Core Data stores, or give an entity a versionHashModifier"
            ), "\(TestSupport.describe(freezing.diagnostics))")
        #expect(!FileManager.default.fileExists(atPath: TestModels.commitsVersionFile(folder, 3).path))
        // Recorded all the same (say, by an older modelgen): a shipped history is a record, so a
        // warning at the later version that says what the migration does with such stores.
        try FileManager.default.copyItem(at: model, to: TestModels.commitsVersionFile(folder, 3))
        var record = try TestSupport.read(TestModels.commitsChecksums(folder))
        let key = try #require(record.range(of: #""version": 1,"#))
        let open = try #require(record.range(of: "{", options: .backwards, range: record.startIndex..<key.lowerBound))
        let close = try #require(record.range(of: "\n    }", range: key.upperBound..<record.endIndex))
        let entry = String(record[open.lowerBound..<close.upperBound])
        let last = try #require(record.range(of: "\n  ]", options: .backwards))
        record.replaceSubrange(
            last,
            with: ",\n    "
                + entry.replacingOccurrences(of: #""version": 1,"#, with: #""version": 3,"#)
                .replacingOccurrences(of: "1.datamodel.json", with: "3.datamodel.json") + "\n  ]")
        try record.write(to: TestModels.commitsChecksums(folder), atomically: true, encoding: .utf8)
        #expect(
            Self.validate(model).contains(
                "warning: shipped versions 1 and 3 store the same: Core Data cannot tell their stores apart, so the migration takes a store of version 1 for one of version 3 and runs none of the steps between, as Core Data's own migration does (it finds a store's model by its version hashes); a store that needs those steps' changes would miss them"
            ), "\(Self.validate(model))")
        #expect(!Self.validate(model).contains { $0.contains("error:") }, "\(Self.validate(model))")
    }

    /// An attribute that syncs in a shipped version cannot change its CloudKit encryption: an error
    /// whose note names the version that syncs it, not a migration.
    @Test func aSyncedAttributesEncryptionIsKeptFromTheShippedVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel(Self.syncedVersion1)
        #expect(Generator.freeze(modelAt: model.path).diagnostics == [])
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "sha", "type": "string", "optional": true }"#,
                    #"{ "name": "sha", "type": "string", "optional": true, "allowsCloudEncryption": true }"#
                )
            ])
        let text = try TestSupport.read(model)
        #expect(
            Self.validate(model) == [
                "\(TestSupport.position(of: "\"sha\"", in: text)): error: 'Commit.sha' becomes encrypted in CloudKit, but a field's encryption cannot change once the CloudKit schema is in production; keep 'allowsCloudEncryption' as it was, or add an attribute with the new setting and copy the values over in a migration step (note: shipped version 1 (\(TestModels.commitsVersionFile(folder, 1).path)) syncs it with CloudKit already)"
            ])
    }

    /// Configurations added to a model that had none move every entity to other store files: a
    /// warning that says how the app keeps the objects stored before. And the other way round.
    @Test func configurationsAddedOrTakenAwayLeaveTheStoresBehindWithAWarning() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(
            model,
            [
                (
                    #""name": "Test","#,
                    #""name": "Test", "configurations": [{ "name": "Local", "entities": ["Commit"] }],"#
                )
            ])
        Self.expectValidation(
            of: model,
            toEndWith:
                "warning: shipped version 1 keeps its objects in Test.sqlite, but the model has configurations, so the container opens Test-Local.sqlite instead, and leaves the objects stored before unopened and unmigrated; to keep them, have the app migrate the old file with migrateStoreIfNeeded(at:) (with no configuration, as that version had none) before the container loads its stores, then move its objects into the new ones; or keep the store as it was"
        )
        // Version 2 stores something new beside the configuration, so that it is a version.
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "date", "type": "date" }"#,
                    #"{ "name": "date", "type": "date" }, { "name": "note", "type": "string", "optional": true }"#
                )
            ])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        try TestModels.edit(model, [(#" "configurations": [{ "name": "Local", "entities": ["Commit"] }],"#, "")])
        Self.expectValidation(
            of: model,
            toEndWith:
                "warning: shipped version 2 keeps its objects in Test-Local.sqlite, but the model has no configurations, so the container opens Test.sqlite instead, and leaves the objects stored before unopened and unmigrated; move them in the app, as Core Data migrates a store in place and never moves objects between stores, or keep the configurations"
        )
    }

    /// An entity gone from the model altogether is not left in its configuration's store: migration
    /// deletes its objects, so there is no warning that they stay there unread.
    @Test func anEntityGoneFromTheModelIsNotLeftInItsStore() throws {
        let withTag = TestModels.model(
            """
                { "name": "Commit", "attributes": [{ "name": "sha", "type": "string" }] },
                { "name": "Tag", "attributes": [{ "name": "name", "type": "string" }] }
            """
        ).replacingOccurrences(
            of: #""name": "Test","#,
            with: #""name": "Test", "configurations": [{ "name": "Local", "entities": ["Commit", "Tag"] }],"#)
        let (folder, model) = try TestModels.makeCommitsModel(withTag)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        try TestModels.edit(
            model,
            [
                (#"["Commit", "Tag"]"#, #"["Commit"]"#),
                (#",\#n    { "name": "Tag", "attributes": [{ "name": "name", "type": "string" }] }"#, ""),
            ])
        #expect(Self.validate(model).filter { $0.contains("no longer is") } == [], "\(Self.validate(model))")
        // Renamed and moved out of the configuration, it is followed through its rename.
        try withTag.replacingOccurrences(of: #"["Commit", "Tag"]"#, with: #"["Commit"]"#).replacingOccurrences(
            of: #"{ "name": "Tag", "attributes""#, with: #"{ "name": "Label", "renamedFrom": "Tag", "attributes""#
        ).write(to: model, atomically: true, encoding: .utf8)
        Self.expectValidation(
            of: model,
            toEndWith:
                "warning: entity 'Label' (renamed from 'Tag') is in configuration 'Local' in shipped version 1 and no longer is, so its objects stored in 'Test-Local.sqlite' are left there, unread; move them in the app, or keep the entity in the configuration"
        )
    }

    /// A model that stores what the last shipped version stores but syncs with another database, or
    /// no longer syncs, gets CloudKit's warnings as a new version would: nothing in the version
    /// hashes changed, so there was no step to report them on.
    @Test func cloudKitWarningsHoldForAModelThatStandsForTheLastShippedVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel(Self.syncedVersion1)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).diagnostics == [])
        let note =
            " (note: shipped version 1 (\(TestModels.commitsVersionFile(folder, 1).path)) syncs it with CloudKit already)"
        try TestModels.edit(
            model, [(#""usedWithCloudKit": true,"#, #""usedWithCloudKit": true, "cloudKitDatabase": "public","#)])
        let text = try TestSupport.read(model)
        #expect(
            Self.validate(model) == [
                "\(TestSupport.position(of: "\"Commit\"", in: text)): warning: entity 'Commit' syncs with the private database in the old version and with the public database in this one, but CloudKit does not move records between databases: those in the private database stay there, and devices still running an older version of the app go on syncing them; keep the database while older versions are in use\(note)"
            ])
        try TestModels.edit(model, [(#""usedWithCloudKit": true, "cloudKitDatabase": "public","#, "")])
        #expect(
            Self.validate(model) == [
                "\(TestSupport.position(of: "\"Commit\"", in: try TestSupport.read(model))): warning: entity 'Commit' syncs with CloudKit in the old version and no longer does, but CloudKit keeps its records: devices still running an older version of the app go on changing them, and this version no longer sees the changes\(note)"
            ])
    }

    @Test func aChangedShippedVersionIsAnErrorNamingTheFirstFieldThatDiffers() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        let shipped = TestModels.commitsVersionFile(folder, 1)
        try TestModels.edit(shipped, [(#""name": "date", "type": "date""#, #""name": "date", "type": "string""#)])
        let text = try TestSupport.read(shipped)
        let position = TestSupport.position(of: #""date""#, in: text)
        let diagnostics = Generator.validate(modelsAt: [model.path])
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.file == shipped.path)
        #expect(error.location.map { "\($0.line):\($0.column)" } == position)
        #expect(
            error.message
                == "shipped version 1 was changed: 'type' of attribute 'Commit.date' is 'string', but version 1 shipped with 'date'"
        )
        #expect(error.notes.first?.file == TestModels.commitsChecksums(folder).path)
        #expect(
            error.notes.last?.message.contains("make the change in \(model.path), the version being edited") == true)

        // generate writes nothing.
        let outcome = Generator.plan(Generator.Request(modelPaths: [model.path]))
        #expect(outcome.plan == nil)
        #expect(outcome.diagnostics.map(\.message) == diagnostics.map(\.message))
    }

    @Test func whatCoreDataDoesNotStoreMayStillBeEditedInAShippedVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        // Documentation, reordered declarations: nothing Core Data stores.
        try TestModels.edit(
            TestModels.commitsVersionFile(folder, 1),
            [
                (#""documentation": "A commit.""#, #""documentation": "A commit, as shipped.""#),
                (
                    #"[{ "name": "sha", "type": "string" }, { "name": "date", "type": "date" }]"#,
                    #"[{ "name": "date", "type": "date" }, { "name": "sha", "type": "string" }]"#
                ),
            ])
        #expect(Self.validate(model) == [])
    }

    @Test(arguments: [
        (
            #""name": "sha", "type": "string""#, #""name": "sha", "type": "string", "optional": true"#,
            "'optional' of attribute 'Commit.sha' is true, but version 1 shipped with false"
        ),
        (
            #"{ "name": "date", "type": "date" }"#,
            #"{ "name": "date", "type": "date" }, { "name": "url", "type": "uri" }"#,
            "attribute 'Commit.url' was added to it"
        ),
        (#", { "name": "date", "type": "date" }"#, "", "attribute 'Commit.date' was removed from it"),
        (
            #""name": "sha", "type": "string""#, #""name": "sha", "type": "string", "versionHashModifier": "v2""#,
            "'versionHashModifier' of attribute 'Commit.sha' is 'v2', but version 1 shipped with none"
        ),
    ])
    func eachStoredChangeToAShippedVersionIsNamed(from: String, to: String, message: String) throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(TestModels.commitsVersionFile(folder, 1), [(from, to)])
        #expect(
            Self.validate(model).map { $0.components(separatedBy: " (note:")[0] }.contains {
                $0.hasSuffix("error: shipped version 1 was changed: " + message)
            })
    }

    @Test func aPropertyRemovedFromAShippedVersionIsReportedAtItsEntity() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(TestModels.commitsVersionFile(folder, 1), [(#", { "name": "date", "type": "date" }"#, "")])
        let lines = try String(contentsOf: TestModels.commitsVersionFile(folder, 1), encoding: .utf8).components(
            separatedBy: "\n")
        let entityLine = try #require(lines.firstIndex { $0.contains(#""name": "Commit""#) }) + 1
        let problem = try #require(Self.validate(model).first)
        // At the entity's name in the version file, with a note at the record's line.
        #expect(
            problem.hasPrefix(
                "\(entityLine):15: error: shipped version 1 was changed: attribute 'Commit.date' was removed from it (note: 12:9: version 1 shipped with this, as recorded)"
            ), "\(problem)")
    }

    @Test func anEditedRecordAMissingVersionAndAnUnrecordedVersionAreErrors() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(TestModels.commitsChecksums(folder), [(#""type": "date""#, #""type": "string""#)])
        #expect(
            Self.validate(model).first?.hasSuffix(
                "error: the record of shipped version 1 was edited: its checksum is not that of what it lists; restore checksums.json (only 'modelgen freeze' writes it)"
            ) == true)

        let (other, otherModel) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: otherModel.path)
        try FileManager.default.removeItem(at: TestModels.commitsVersionFile(other, 1))
        #expect(Self.validate(otherModel).first?.contains("error: shipped version 1 is recorded, but its file") == true)

        let (third, thirdModel) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: thirdModel.path)
        try TestModels.commitsVersion1.write(
            to: TestModels.commitsVersionFile(third, 2), atomically: true, encoding: .utf8)
        #expect(
            Self.validate(thirdModel) == [
                "error: '2.datamodel.json' is not a shipped version recorded in checksums.json; shipped versions are made with 'modelgen freeze'"
            ])
    }

    /// A record entry with a value of the wrong kind says which, once; one without a key names it.
    @Test func aMalformedEntryOfTheRecordSaysWhatIsWrong() throws {
        for (from, to, message) in [
            (#""version": 1"#, #""version": 1.0"#, "'version' must be a whole number, 1 or more"),
            (#""version": 1"#, #""version": "1""#, "'version' must be a whole number, 1 or more"),
            (#""version": 1"#, #""version": 0"#, "'version' must be a whole number, 1 or more"),
            (#""file": "1.datamodel.json""#, #""file": 1"#, "'file' must be a string"),
            (#""stored": {"#, #""stored": [], "x": {"#, "'stored' must be an object"),
            (#""version": 1,"#, #""release": 1,"#, "unknown key 'release' in a shipped version of the record"),
            (#""version": 1,"#, "", "a shipped version needs 'version'"),
            (#""version": 1, "file": "1.datamodel.json","#, "", "a shipped version needs 'version' and 'file'"),
        ] {
            let (folder, model) = try TestModels.makeCommitsModel()
            _ = Generator.freeze(modelAt: model.path)
            let record = try TestSupport.read(TestModels.commitsChecksums(folder))
                .replacingOccurrences(of: "\"version\": 1,\n      \"file\"", with: "\"version\": 1, \"file\"")
            try record.write(to: TestModels.commitsChecksums(folder), atomically: true, encoding: .utf8)
            try TestModels.edit(TestModels.commitsChecksums(folder), [(from, to)])
            let problems = Self.validate(model)
            #expect(problems.count == 1, "\(to): \(problems)")
            #expect(problems.first?.hasSuffix("error: " + message) == true, "\(to): \(problems)")
        }
    }

    @Test func theStepFromTheLastShippedVersionToTheModelIsJudged() throws {
        let (_, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        // Accepted: an optional attribute.
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "date", "type": "date" }"#,
                    #"{ "name": "date", "type": "date" }, { "name": "url", "type": "uri", "optional": true }"#
                )
            ])
        #expect(Self.validate(model) == [])
        // Refused: a required one without a default, located in the model, with a note naming version 1.
        try TestModels.edit(model, [(#""type": "uri", "optional": true"#, #""type": "uri""#)])
        let text = try TestSupport.read(model)
        let position = TestSupport.position(of: #""url""#, in: text)
        let problems = Self.validate(model)
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix("\(position): error: new required attribute 'Commit.url' has no default") == true)
        #expect(problems.first?.contains("note: stores written by shipped version 1 (") == true)
        // And freezing it is refused.
        #expect(Generator.freeze(modelAt: model.path).version == nil)
    }

    /// The model's name names the generated container's store: renamed after a release, the app
    /// would open a new, empty store and leave its users' data behind. So would a shipped version
    /// whose name was edited. A configuration gone from the model leaves its store behind: a warning.
    @Test func aRenamedModelOrAGoneConfigurationWouldLeaveStoresBehind() throws {
        let (_, model) = try TestModels.makeCommitsModel(
            TestModels.commitsVersion1.replacingOccurrences(
                of: #""entities": ["#,
                with: #""configurations": [{ "name": "Local", "entities": ["Commit"] }], "entities": ["#))
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(model, [(#""name": "Test""#, #""name": "Renamed""#)])
        let renamed = Self.validate(model)
        let position = TestSupport.position(of: #""Renamed""#, in: try TestSupport.read(model))
        #expect(
            renamed == [
                "\(position): warning: the model is named 'Renamed', but shipped version 1 is named 'Test': the generated container would open Renamed-Local.sqlite and leave Test-Local.sqlite, which earlier versions of the app wrote, unopened and unmigrated; keep the name 'Test' (the classes and files can have other names), unless the app opens its stores itself (note: 2:11: the name of shipped version 1)"
            ])
        try TestModels.edit(
            model, [(#""name": "Renamed""#, #""name": "Test""#), (#""name": "Local""#, #""name": "Cloud""#)])
        #expect(
            Self.validate(model) == [
                "2:11: warning: the configuration 'Local' of shipped version 1 is no longer in the model, so the container no longer opens its store 'Test-Local.sqlite', and its objects are left there; if it was renamed, keep its old name (note: 3:32: declared here)"
            ])
        // Only the step to the model being edited is looked at: a rename that shipped long ago
        // (versions 1 and 2 named differently) cannot be undone, and the app uses the current name.
        try TestModels.edit(
            model,
            [
                (#""name": "Cloud""#, #""name": "Local""#),
                (#"{ "name": "date", "type": "date" }"#, #"{ "name": "date", "type": "date", "optional": true }"#),
            ])
        #expect(Self.validate(model) == [])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        try TestModels.edit(
            TestModels.commitsVersionFile(model.deletingLastPathComponent(), 1),
            [(#""name": "Test""#, #""name": "Older""#)])
        #expect(Self.validate(model) == [])
    }

    /// Objects stay in the store they were saved in: configurations added to a model that had none
    /// (one store) move every entity to new stores, and an entity taken out of a configuration is no
    /// longer read from its store. Both are warnings.
    @Test func storesThatTheModelNoLongerReadsAreWarnings() throws {
        let (_, model) = try TestModels.makeCommitsModel()
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        try TestModels.edit(
            model,
            [
                (
                    #""entities": ["#,
                    #""configurations": [{ "name": "Cloud", "entities": ["Commit"] }, { "name": "Local", "entities": ["Commit"] }], "entities": ["#
                )
            ])
        #expect(
            Self.validate(model).contains {
                $0.contains(
                    "warning: shipped version 1 keeps its objects in Test.sqlite, but the model has configurations, so the container opens Test-Cloud.sqlite, Test-Local.sqlite instead"
                )
            })
        #expect(Generator.freeze(modelAt: model.path).version == nil)  // Nothing Core Data stores changed.
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "date", "type": "date" }"#,
                    #"{ "name": "date", "type": "date" }, { "name": "n", "type": "integer16", "optional": true }"#
                )
            ])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        try TestModels.edit(
            model,
            [
                (#"{ "name": "Local", "entities": ["Commit"] }"#, #"{ "name": "Local", "entities": ["Draft"] }"#),
                (#"], "entities": ["#, #"], "entities": [{ "name": "Draft" },"#),
            ])
        #expect(
            Self.validate(model).contains {
                $0.contains(
                    "warning: entity 'Commit' is in configuration 'Local' in shipped version 2 and no longer is, so its objects stored in 'Test-Local.sqlite' are left there"
                )
            })
    }

    /// Uniqueness constraints are part of an entity's version hash: adding one after a release makes
    /// a new version to freeze, and a shipped version's constraints may not be edited. A record made
    /// before modelgen counted them (the sample's version 1 has a constraint, and its record does
    /// not list it) still matches its version.
    @Test func uniquenessConstraintsMakeAVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        try TestModels.edit(
            model,
            [(#""documentation": "A commit.","#, #""documentation": "A commit.", "uniquenessConstraints": [["sha"]],"#)]
        )
        #expect(Self.validate(model).filter { $0.contains("error") } == [])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        try TestModels.edit(TestModels.commitsVersionFile(folder, 2), [(#"[["sha"]]"#, #"[["date"]]"#)])
        #expect(
            Self.validate(model).first?.contains(
                "error: shipped version 2 was changed: 'uniquenessConstraints' of entity 'Commit' is 'date', but version 2 shipped with 'sha'"
            )
                == true)

        // A record written now lists constraints: one added to a shipped version without any is caught
        // (a record of the older form, without "format", could not tell).
        let (other, otherModel) = try TestModels.makeCommitsModel()
        #expect(Generator.freeze(modelAt: otherModel.path).version == 1)
        #expect(try TestSupport.read(TestModels.commitsChecksums(other)).contains(#""format": 3,"#))
        try TestModels.edit(
            TestModels.commitsVersionFile(other, 1),
            [(#""documentation": "A commit.","#, #""documentation": "A commit.", "uniquenessConstraints": [["sha"]],"#)]
        )
        #expect(
            Self.validate(otherModel).first?.contains(
                "error: shipped version 1 was changed: 'uniquenessConstraints' of entity 'Commit' is 'sha', but version 1 shipped with none"
            )
                == true)
        // Taking the "format" out of the record, to pass the constraint off as one an older record
        // did not list, breaks the record's checksums.
        try TestModels.edit(TestModels.commitsChecksums(other), [(#""format": 3,"#, "")])
        #expect(
            Self.validate(otherModel).first?.contains("error: the record of shipped version 1 was edited") == true)

        let sample = TestSupport.sampleModel.deletingLastPathComponent()
        let record = try TestSupport.read(sample.appendingPathComponent("Commits.versions/checksums.json"))
        #expect(!record.contains("uniquenessConstraints") && !record.contains(#""format""#))
        #expect(
            try TestSupport.read(sample.appendingPathComponent("Commits.versions/1.datamodel.json")).contains(
                #""uniquenessConstraints": [["sha"]]"#))
        #expect(Self.validate(TestSupport.sampleModel) == [])
    }

    /// Every problem in one run: a changed shipped version does not hide a step that lightweight
    /// migration cannot make between versions as they shipped.
    @Test func aChangedVersionDoesNotHideTheOtherSteps() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "date", "type": "date" }"#,
                    #"{ "name": "date", "type": "date" }, { "name": "stars", "type": "integer16", "optional": true }"#
                )
            ])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        try TestModels.edit(
            TestModels.commitsVersionFile(folder, 1),
            [(#"{ "name": "date", "type": "date" }"#, #"{ "name": "date", "type": "string" }"#)])
        try TestModels.edit(model, [(#""name": "stars", "type": "integer16""#, #""name": "stars", "type": "string""#)])
        let problems = Self.validate(model)
        #expect(problems.count == 2, "\(problems)")
        #expect(
            problems.contains { $0.contains("error: shipped version 1 was changed: 'type' of attribute 'Commit.date'") }
        )
        #expect(
            problems.contains { $0.contains("'Commit.stars'") && $0.contains("stores written by shipped version 2") })
    }

    /// A model that stores what the last shipped version stores is built as that version, so the
    /// migration into it takes the model's renames and migration step: dropping either after the
    /// freeze would migrate stores of the version before without them.
    @Test func aModelThatStandsForTheLastShippedVersionKeepsItsRenamesAndStep() throws {
        // The first version's renames never run (no store is migrated into it): no error for them.
        let (_, first) = try TestModels.makeCommitsModel(
            TestModels.commitsVersion1.replacingOccurrences(
                of: #"{ "name": "sha", "type": "string" }"#,
                with: #"{ "name": "sha", "type": "string", "renamedFrom": "hash" }"#))
        #expect(Generator.freeze(modelAt: first.path).version == 1)
        try TestModels.edit(first, [(#", "renamedFrom": "hash""#, "")])
        #expect(Self.validate(first).filter { $0.contains("error") } == [])

        let (_, model) = try TestModels.makeCommitsModel()
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "sha", "type": "string" }"#,
                    #"{ "name": "hash1", "type": "string", "renamedFrom": "sha" }"#
                ),
                (#""name": "Test","#, #""name": "Test", "migrationStep": { "didMigrate": "Fills in the hashes." },"#),
            ])
        #expect(Self.validate(model).filter { $0.contains("error") } == [])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        #expect(Self.validate(model).filter { $0.contains("error") } == [])
        try TestModels.edit(
            model,
            [
                (#", "renamedFrom": "sha""#, ""),
                (#" "migrationStep": { "didMigrate": "Fills in the hashes." },"#, ""),
            ])
        let problems = Self.validate(model)
        #expect(problems.count == 2, "\(problems)")
        #expect(
            problems.contains {
                $0.contains(
                    "error: 'Commit.hash1' has no 'renamedFrom', but in shipped version 2 it has 'renamedFrom': 'sha'")
            })
        #expect(problems.contains { $0.contains("error: the model's migration step is not that of shipped version 2") })
    }

    @Test func aMigrationStepWithoutAVersionToMigrateFromAndOneLeftFromTheLastVersionAreWarnings() throws {
        let step = #""name": "Test", "migrationStep": { "didMigrate": "Date every commit." },"#
        let (folder, model) = try TestModels.makeCommitsModel(
            TestModels.commitsVersion1.replacingOccurrences(of: #""name": "Test","#, with: step))
        #expect(
            Self.validate(model).first?.contains("warning: the model has no shipped version to migrate from") == true)
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(
            model,
            [(#""name": "sha", "type": "string""#, #""name": "sha", "type": "string", "versionHashModifier": "2""#)])
        #expect(
            Self.validate(model).first?.contains(
                "warning: this migration step is the one into shipped version 1, still in the model") == true)
        // Saying what the new step does is fine.
        try TestModels.edit(model, [("Date every commit.", "Lower-case every hash.")])
        #expect(Self.validate(model) == [])
        _ = folder
    }

    @Test func eachVersionIsBuiltOnceWithItsNumberAsItsIdentifier() throws {
        let (_, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        // Just frozen: the current model is version 1, built once.
        var source = try #require(
            try TestSupport.generate(model).files.first { $0.path == "Test+ManagedObjectModel.swift" }
        ).contents
        #expect(source.contains("public static let currentVersion = 1\n"))
        #expect(!source.contains("makeVersion1Model"))
        #expect(source.contains("        model.versionIdentifiers = [\"1\"]\n"))
        try TestModels.edit(
            model,
            [
                (
                    #"{ "name": "date", "type": "date" }"#,
                    #"{ "name": "date", "type": "date" }, { "name": "url", "type": "uri", "optional": true }"#
                )
            ])
        source = try #require(
            try TestSupport.generate(model).files.first { $0.path == "Test+ManagedObjectModel.swift" }
        ).contents
        #expect(source.contains("public static let currentVersion = 2\n"))
        #expect(source.contains("        makeVersion1Model(),\n        managedObjectModel,\n"))
        #expect(source.contains("        model.versionIdentifiers = [\"1\"]\n"))
        #expect(source.contains("        model.versionIdentifiers = [\"2\"]\n"))
        // The shipped version's entities have no class of their own.
        #expect(source.contains(#"let entity = entityDescription("Commit", class: NSManagedObject.self)"#))
        // A store at the current version is recognized before any older version's model is built:
        // the model file hands the support's migration the current model, and the versions lazily.
        #expect(source.contains("currentModel: managedObjectModel, versionModels: { versionModels },"))
        let support = BuiltinTemplates.text(for: .support)
        let early = try #require(
            support.range(
                of:
                    "if currentModel.isConfiguration(withName: configuration, compatibleWithStoreMetadata: metadata) {"
            ))
        let built = try #require(support.range(of: "let models = versionModels()\n"))
        #expect(early.upperBound <= built.lowerBound)
        // No handler declared: no protocol, and no parameter for one.
        #expect(!source.contains("protocol MigrationSteps"))
        #expect(
            source.contains(
                "    public static func migrateStoreIfNeeded(\n        at storeURL: URL, configuration: String? = nil, tracksHistory: Bool = false,\n        compiledModelBundles: [Bundle] = [.main]\n    ) throws {"
            ))
    }

    /// A version's own identifier replaces its number in `versionIdentifiers`, each shipped version
    /// keeps its own, and a model that still names the last shipped version's is warned.
    @Test func aVersionIdentifierNamesItsVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel(
            TestModels.commitsVersion1.replacingOccurrences(
                of: #""name": "Test","#, with: #""name": "Test", "versionIdentifier": "1.0","#))
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(
            model,
            [(#""name": "sha", "type": "string""#, #""name": "sha", "type": "string", "versionHashModifier": "2""#)])
        let text = try TestSupport.read(model)
        #expect(
            Self.validate(model) == [
                "\(TestSupport.position(of: "\"1.0\"", in: text)): warning: the version identifier '1.0' is that of shipped version 1, so the app could not tell the two versions apart by it; give this version its own"
            ])
        try TestModels.edit(model, [(#""versionIdentifier": "1.0""#, #""versionIdentifier": "1.1""#)])
        #expect(Self.validate(model) == [])
        let source = try #require(
            try TestSupport.generate(model).files.first { $0.path == "Test+ManagedObjectModel.swift" }
        ).contents
        #expect(source.contains("        model.versionIdentifiers = [\"1.0\"]\n"))
        #expect(source.contains("        model.versionIdentifiers = [\"1.1\"]\n"))
        let comparison = Generator.compare(
            oldModelAt: TestModels.commitsVersionFile(folder, 1).path, newModelAt: model.path)
        #expect(comparison.changes.contains("~ version identifier 1.0 → 1.1"))
        // Empty is no identifier.
        try TestModels.edit(model, [(#""versionIdentifier": "1.1""#, #""versionIdentifier": " ""#)])
        #expect(
            Self.validate(model).contains { $0.hasSuffix("error: 'versionIdentifier' is empty; leave it out for none") }
        )
    }

    @Test func aMigrationStepMustSayWhatItsHandlersDo() {
        let empty = TestSupport.load(
            TestModels.commitsVersion1.replacingOccurrences(
                of: #""name": "Test","#, with: #""name": "Test", "migrationStep": {},"#))
        #expect(
            TestSupport.describe(empty.diagnostics) == [
                "2:36: error: a migration step needs 'willMigrate', 'didMigrate', 'mappingModel' or several of them: what the app's handler does before or after Core Data migrates a store to this version, or the mapping model it migrates with; or 'resetsStore' alone"
            ])
        let blank = TestSupport.load(
            TestModels.commitsVersion1.replacingOccurrences(
                of: #""name": "Test","#, with: #""name": "Test", "migrationStep": { "didMigrate": " " },"#))
        #expect(
            TestSupport.describe(blank.diagnostics) == [
                "2:52: error: say what the handler does: its text documents the method the app writes"
            ])
    }

    /// A shipped version's `renamedFrom` and `migrationStep` are not in the version hashes, but they
    /// decide what a migration into it keeps and which of the app's handlers run: the record keeps
    /// them (form 3), and an edit of either is refused like an edit of what the version stores.
    @Test func aShippedVersionsRenamesAndMigrationStepCannotBeEdited() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Generator.freeze(modelAt: model.path)
        try TestModels.edit(
            model,
            [
                (#""name": "Test","#, #""name": "Test", "migrationStep": { "didMigrate": "Fills in the digests." },"#),
                (
                    #"{ "name": "sha", "type": "string" }"#,
                    #"{ "name": "digest", "type": "string", "renamedFrom": "sha" }"#
                ),
            ])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        // The model being edited moves on to version 3, without version 2's step (its rename stays,
        // as a renaming identifier must).
        try TestModels.edit(
            model,
            [
                (#" "migrationStep": { "didMigrate": "Fills in the digests." },"#, ""),
                (
                    #", "renamedFrom": "sha""#,
                    #", "renamedFrom": "sha" }, { "name": "note", "type": "string", "optional": true"#
                ),
            ])
        let record = try TestSupport.read(TestModels.commitsChecksums(folder))
        #expect(record.contains(#""format": 3,"#))
        #expect(
            record.contains(
                """
                      "migration": {
                        "Commit.digest": { "kind": "attribute", "renamedFrom": "sha" },
                        "migrationStep didMigrate": { "kind": "migrationStep" }
                      }
                """), "\(record)")
        #expect(Self.validate(model) == [])
        let version2 = TestModels.commitsVersionFile(folder, 2)
        let shipped = try TestSupport.read(version2)
        func expectRefused(
            _ edit: (String, String), _ message: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            try TestModels.edit(version2, [edit])
            let errors = Self.validate(model).filter { $0.contains("error:") }
            #expect(errors.count == 1, "\(errors)", sourceLocation: sourceLocation)
            #expect(errors.first?.contains(message) == true, "\(errors.first ?? "")", sourceLocation: sourceLocation)
            try shipped.write(to: version2, atomically: true, encoding: .utf8)
        }
        try expectRefused(
            (#", "renamedFrom": "sha""#, ""),
            "\(TestSupport.position(of: #""digest""#, in: shipped)): error: shipped version 2 was changed: 'renamedFrom' of attribute 'Commit.digest' is not set, but version 2 shipped with 'sha'"
        )
        try expectRefused(
            (#""renamedFrom": "sha""#, #""renamedFrom": "checksum""#),
            "error: shipped version 2 was changed: 'renamedFrom' of attribute 'Commit.digest' is 'checksum', but version 2 shipped with 'sha'"
        )
        try expectRefused(
            (#"{ "didMigrate": "Fills in the digests." }"#, #"{ "willMigrate": "Checks the hashes." }"#),
            "\(TestSupport.position(of: #"{ "didMigrate""#, in: shipped)): error: shipped version 2 was changed: its migration step has no didMigrate, but version 2 shipped with one"
        )
        try expectRefused(
            (
                #"{ "didMigrate": "Fills in the digests." }"#,
                #"{ "didMigrate": "Fills in the digests.", "willMigrate": "Checks." }"#
            ),
            "error: shipped version 2 was changed: its migration step has a willMigrate, but version 2 shipped without one"
        )
        try expectRefused(
            (#""documentation": "A commit.","#, #""documentation": "A commit.", "renamedFrom": "Change","#),
            "error: shipped version 2 was changed: 'renamedFrom' of entity 'Commit' is 'Change', but version 2 shipped with none"
        )
        // No store is migrated into version 1: its step is not recorded, and may change.
        try TestModels.edit(
            TestModels.commitsVersionFile(folder, 1),
            [(#""name": "Test","#, #""name": "Test", "migrationStep": { "didMigrate": "Never runs." },"#)])
        #expect(Self.validate(model).filter { $0.contains("error:") } == [])
        // The record's form is read first, wherever the record writes it.
        let recordText = try TestSupport.read(TestModels.commitsChecksums(folder))
        try recordText.replacingOccurrences(of: "  \"format\": 3,\n", with: "").replacingOccurrences(
            of: "\n}\n", with: ",\n  \"format\": 3\n}\n"
        ).write(to: TestModels.commitsChecksums(folder), atomically: true, encoding: .utf8)
        #expect(Self.validate(model) == [])
        try recordText.write(to: TestModels.commitsChecksums(folder), atomically: true, encoding: .utf8)
        // The documentation of a handler is no part of it: a new wording is no change.
        try TestModels.edit(version2, [("Fills in the digests.", "Fills in every commit's digest.")])
        #expect(Self.validate(model) == [])
        // A record of form 2 did not keep them: nothing to compare with.
        try shipped.write(to: version2, atomically: true, encoding: .utf8)
        var older = try TestSupport.read(TestModels.commitsChecksums(folder)).replacingOccurrences(
            of: #""format": 3,"#, with: #""format": 2,"#)
        let start = try #require(older.range(of: ",\n      \"migration\": {"))
        let end = try #require(older.range(of: "\n      }", range: start.upperBound..<older.endIndex))
        older.removeSubrange(start.lowerBound..<end.upperBound)
        var log = DiagnosticLog(file: "")
        let parsed = try #require(VersionRecord.parse(Array(older.utf8), log: &log))
        for index in parsed.entries.indices {
            older = older.replacingOccurrences(
                of: parsed.entries[index].checksum, with: parsed.entries[index].schema.checksum(format: 2))
        }
        try older.write(to: TestModels.commitsChecksums(folder), atomically: true, encoding: .utf8)
        try TestModels.edit(version2, [(#" "migrationStep": { "didMigrate": "Fills in the digests." },"#, "")])
        #expect(Self.validate(model).filter { $0.contains("error:") } == [])
    }

    @Test func aVersionsFolderWithoutItsRecordIsAnError() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        _ = Generator.freeze(modelAt: model.path)
        try FileManager.default.removeItem(at: TestModels.commitsChecksums(folder))
        #expect(
            Self.validate(model) == [
                "error: the versions folder has model files but no record of shipped versions (checksums.json); shipped versions are made with 'modelgen freeze', which writes both"
            ])
    }

    /// A file where the versions folder belongs is an error, not a model without shipped versions
    /// (whose stores the generated code would then not migrate).
    @Test func aFileWhereTheVersionsFolderBelongsIsAnError() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(toFile: ModelHistory.versionsDirectory(forModelAt: model.path), atomically: true, encoding: .utf8)
        #expect(
            Self.validate(model) == [
                "error: the versions folder of the model is a file, not a folder; move it away, so that modelgen can keep the model's shipped versions there"
            ])
    }

    /// A mapping model writes a new store: in a model that syncs, the step being written gets a
    /// warning that Apple does not document what becomes of what Core Data keeps for CloudKit.
    @Test func aMappingModelInAModelThatSyncsIsAWarning() throws {
        let (folder, model) = try TestModels.makeCommitsModel(Self.syncedVersion1)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).diagnostics.isEmpty)
        try TestModels.edit(
            model,
            [
                (
                    #""name": "Test","#,
                    #""name": "Test", "migrationStep": { "mappingModel": "Splits each message." },"#
                ),
                (
                    #"{ "name": "sha", "type": "string", "optional": true }"#,
                    #"{ "name": "sha", "type": "string", "optional": true }, { "name": "summary", "type": "string", "optional": true }"#
                ),
            ])
        let text = try TestSupport.read(model)
        #expect(
            Self.validate(model) == [
                "\(TestSupport.position(of: "\"Splits each message.\"", in: text)): warning: this step migrates with a mapping model, which writes a new store holding the model's entities; Apple does not document that what Core Data keeps for CloudKit (each record's metadata, the persistent history) survives it, so a store that syncs may sync again from scratch; prefer lightweight steps for a model that syncs"
            ])
        // Without CloudKit, no warning.
        try TestModels.edit(model, [(#""usedWithCloudKit": true,"#, "")])
        try TestModels.edit(TestModels.commitsVersionFile(folder, 1), [(#""usedWithCloudKit": true,"#, "")])
        #expect(!Self.validate(model).contains { $0.contains("mapping model") }, "\(Self.validate(model))")
    }

    /// A step that lightweight migration cannot make is the app's mapping model's to make: with
    /// `mappingModel`, the step is no error, and it is frozen with its version. A model with composite
    /// attributes migrates in stages only, where a mapping model has no place.
    @Test func aMappingModelMakesAStepThatLightweightMigrationCannot() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).diagnostics.isEmpty)
        try TestModels.edit(model, [(#"{ "name": "date", "type": "date" }"#, #"{ "name": "date", "type": "string" }"#)])
        #expect(
            Self.validate(model).contains {
                $0.contains(
                    "error: the type of 'Commit.date' changes from date to string; lightweight migration cannot convert stored values"
                )
            })
        try TestModels.edit(
            model,
            [
                (
                    #""name": "Test","#,
                    #""name": "Test", "migrationStep": { "mappingModel": "Writes each date as text." },"#
                )
            ])
        #expect(Self.validate(model) == [])
        #expect(Generator.freeze(modelAt: model.path).diagnostics.isEmpty)
        #expect(
            try TestSupport.read(TestModels.commitsVersionFile(folder, 2)).contains(
                #""mappingModel": "Writes each date as text.""#))

        try TestModels.edit(
            model,
            [
                (
                    #""entities": ["#,
                    #""composites": [{ "name": "Spot", "elements": [{ "name": "x", "type": "double" }] }], "entities": ["#
                ),
                (
                    #"{ "name": "sha", "type": "string" }"#,
                    #"{ "name": "sha", "type": "string" }, { "name": "spot", "type": "composite", "composite": "Spot", "optional": true }"#
                ),
            ])
        let diagnostics = Self.validate(model)
        // Shipped version 2 and the current model (which still has its step) each declare one.
        #expect(
            diagnostics.filter {
                $0.hasSuffix(
                    "error: a model with composite attributes migrates in stages only (macOS 14, iOS 17), and Core Data's staged migration has no stage for a mapping model; make the step lightweight, over more versions if need be"
                )
            }.count == 2, "\(diagnostics)")
    }

    /// What only lightweight migration's inference concerns (a removed property that looks like a
    /// rename) is not said of a step that the app's mapping model makes: the mapping model maps it.
    @Test func aMappingModelsStepGetsNoWarningsAboutInference() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).diagnostics.isEmpty)
        try TestModels.edit(
            model, [(#"{ "name": "sha", "type": "string" }"#, #"{ "name": "checksum", "type": "string" }"#)])
        #expect(
            Self.validate(model).contains {
                $0.contains("warning: 'Commit.sha' is removed and 'Commit.checksum' of the same type is added")
            })
        try TestModels.edit(
            model,
            [(#""name": "Test","#, #""name": "Test", "migrationStep": { "mappingModel": "Maps sha to checksum." },"#)])
        #expect(Self.validate(model) == [])
    }

    /// A name that a class cannot have but Core Data stores (an attribute named `changedValues`)
    /// can be frozen, with a warning, and a shipped version may keep it: only the current model's
    /// classes are generated, so only the current model must rename it.
    @Test func aNameOnlyTheClassesCannotHaveMayStayInAShippedVersion() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        let changedValues = #"{ "name": "changedValues", "type": "boolean", "default": false }"#
        try TestModels.edit(
            model,
            [(#"{ "name": "sha", "type": "string" }"#, #"{ "name": "sha", "type": "string" }, "# + changedValues)])
        let taken =
            "property name 'changedValues' is taken: every managed object has 'changedValues' from NSManagedObject, which a property of that name would override or hide"
        let position = TestSupport.position(of: #""changedValues""#, in: try TestSupport.read(model))
        #expect(
            Self.validate(model) == [
                "\(position): error: \(taken); rename the property (with \"renamedFrom\": \"changedValues\" when stores already hold it)"
            ])
        let freezing = Generator.freeze(modelAt: model.path)
        #expect(freezing.version == 1)
        #expect(
            TestSupport.describe(freezing.diagnostics) == [
                "\(position): warning: \(taken); generate refuses it until the property is renamed (with \"renamedFrom\": \"changedValues\" when stores already hold it, after 'modelgen freeze' if the app has shipped this version)"
            ])
        // Shipped version 1 keeps `changedValues`; the model renames it, and its classes are generated.
        try TestModels.edit(
            model,
            [
                (
                    changedValues,
                    #"{ "name": "isTrashed", "type": "boolean", "default": false, "renamedFrom": "changedValues" }"#
                )
            ])
        #expect(Self.validate(model) == [])
        let outcome = Generator.plan(Generator.Request(modelPaths: [model.path]))
        let plan = try #require(outcome.plan, "\(TestSupport.describe(outcome.diagnostics))")
        let modelFile = try #require(
            plan.operations.first { $0.path.hasSuffix("+ManagedObjectModel.swift") }?.contents)
        #expect(modelFile.contains("            changedValues: boolean = false\n"))
        #expect(modelFile.contains("            isTrashed: boolean renamingIdentifier=changedValues = false\n"))
        #expect(plan.operations.contains { $0.contents?.contains("@NSManaged public var isTrashed: Bool") == true })
    }

    /// Shipped version 1's `Commit` is built by `makeVersion1CommitEntity()`: a current entity called
    /// `Version1Commit` would be built by a function of the same name, which does not compile.
    @Test func aCurrentNameThatMakesAShippedBuildersNameIsAnError() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).diagnostics.isEmpty)
        try TestModels.edit(
            model,
            [
                (
                    #""entities": ["#,
                    #""entities": [{ "name": "Version1Commit", "attributes": [{ "name": "note", "type": "string", "optional": true }] },"#
                )
            ])
        Self.expectValidation(
            of: model,
            toEndWith:
                "error: entity 'Version1Commit' would be built by makeVersion1CommitEntity(), the function that builds entity 'Commit' of shipped version 1; rename it"
        )
        try TestModels.edit(model, [("Version1Commit", "FirstCommit")])
        #expect(Self.validate(model) == [])
    }
}
