import Foundation
import Testing

@testable import ModelGenKit

/// `modelgen convert`, both ways: golden outputs, round trips that reach a fixed point, classes
/// that do not change with the model's format, refusals that lose nothing, and the `modelgen.`
/// user info entries that keep what Xcode's format has no place for.
struct ConvertTests {
    static let goldenFolder = TestSupport.golden.appendingPathComponent("Convert")

    /// Every file under `folder`, by its path relative to it, hidden ones included.
    static func files(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try TestSupport.read(url)
            }
        }
        return files
    }

    /// Converts `input` to `output`, which must succeed with no error.
    @discardableResult
    static func convert(_ input: URL, to output: URL, dropUnsupported: Bool = false) throws -> Generator.Conversion {
        let conversion = Generator.convert(modelAt: input.path, to: output.path, dropUnsupported: dropUnsupported)
        try #require(
            !conversion.diagnostics.hasErrors && !conversion.writtenFiles.isEmpty,
            "\(TestSupport.describe(conversion.diagnostics))")
        return conversion
    }

    /// The `Synced` fixture with `member` added to its synced configuration (and `removed` taken
    /// out of it), converted to an Xcode model in a temporary folder: its text and the conversion.
    static func convertSynced(adding member: String, removing removed: String = "") throws -> (
        text: String, conversion: Generator.Conversion
    ) {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = try TestSupport.read(TestSupport.fixtures.appendingPathComponent("Synced.datamodel.json"))
            .replacingOccurrences(
                of: #""usedWithCloudKit": true, "documentation""#,
                with: #""usedWithCloudKit": true, \#(member), "documentation""#)
        if !removed.isEmpty { text = text.replacingOccurrences(of: removed, with: "") }
        let model = folder.appendingPathComponent("Synced.datamodel.json")
        try text.write(to: model, atomically: true, encoding: .utf8)
        return (text, try convert(model, to: folder.appendingPathComponent("Synced.xcdatamodeld")))
    }

    // MARK: Golden outputs

    @Test func convertsAnXcodeModelAndItsOlderVersions() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Commits.datamodel.json")
        let conversion = try Self.convert(
            TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld"), to: output)
        // Version 2 adds the constraint on sha, as the tutorial's second version does.
        let constraintWarning =
            "warning: entity 'Commit' gets a new uniqueness constraint, which Commit objects already stored may break (two with the same values), and Apple does not document what migration does then; make sure there are none, with a willMigrate migration step if need be"
        #expect(
            conversion.diagnostics.map { "\($0.severity): \($0.message)" } == [constraintWarning],
            "\(TestSupport.describe(conversion.diagnostics))")
        #expect(conversion.versionCount == 2)
        let files = try Self.files(under: folder)
        #expect(
            files.keys.sorted() == [
                "Commits.datamodel.json", "Commits.versions/1.datamodel.json", "Commits.versions/checksums.json",
            ])
        for (path, text) in files {
            try TestSupport.expectGolden(
                text, at: Self.goldenFolder.appendingPathComponent("FromXcode").appendingPathComponent(path))
        }
        // The result is a model with one shipped version that every command accepts.
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: output.path, metrics: &metrics)
        #expect(
            loaded.diagnostics.map { "\($0.severity): \($0.message)" } == [constraintWarning],
            "\(TestSupport.describe(loaded.diagnostics))")
        #expect(loaded.history?.shippedVersions.count == 1)
    }

    @Test func convertsAJSONModelAndItsShippedVersions() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Commits.xcdatamodeld")
        let conversion = try Self.convert(TestSupport.sampleModel, to: output)
        // The sample's migration step is the app's code, which an Xcode model has no place for.
        #expect(
            TestSupport.describe(conversion.diagnostics) == [
                "3:20: warning: an Xcode model has no migration steps (the app migrates with Core Data's own versioned model, and with mapping models for what lightweight migration cannot do); this one is left out"
            ])
        let files = try Self.files(under: output)
        #expect(
            files.keys.sorted() == [
                ".xccurrentversion", "Commits 2.xcdatamodel/contents", "Commits.xcdatamodel/contents",
            ])
        for (path, text) in files {
            try TestSupport.expectGolden(
                text,
                at: Self.goldenFolder.appendingPathComponent("ToXcode/Commits.xcdatamodeld").appendingPathComponent(
                    path))
        }
        let opened = try XcodeModelBundle.open(output.path).get()
        #expect(opened.current.name == "Commits 2")
    }

    /// An Xcode model whose class takes the name of the model's actor is converted with a warning
    /// that generate refuses it; none when the `modelgen.json` beside the bundle leaves the actors
    /// out, as generate then takes it.
    @Test func aClassNamedLikeTheActorIsWarnedOfUnlessTheActorsAreLeftOut() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("source/Shop.datamodel.json")
        try FileManager.default.createDirectory(
            at: json.deletingLastPathComponent(), withIntermediateDirectories: true)
        try
            #"{ "name": "Shop", "entities": [{ "name": "Clerk", "className": "ShopModelActor", "attributes": [{ "name": "name", "type": "string" }] }] }"#
            .write(to: json, atomically: true, encoding: .utf8)
        let xcode = folder.appendingPathComponent("Shop.xcdatamodeld")
        try Self.convert(json, to: xcode)
        let warning =
            #"warning: the class 'ShopModelActor' of entity 'Clerk' would have the name of the model's actor; generate refuses it until you rename the model or the class, or leave the actors out ("omit": ["modelActor"] in modelgen.json)"#
        let whole = try Self.convert(xcode, to: folder.appendingPathComponent("whole/Shop.datamodel.json"))
        #expect(TestSupport.describe(whole.diagnostics).contains { $0.contains(warning) }, "\(whole.diagnostics)")
        try #"{ "omit": ["modelActor"] }"#.write(
            to: folder.appendingPathComponent("modelgen.json"), atomically: true, encoding: .utf8)
        let lean = try Self.convert(xcode, to: folder.appendingPathComponent("lean/Shop.datamodel.json"))
        #expect(!TestSupport.describe(lean.diagnostics).contains { $0.contains("ShopModelActor") })
    }

    /// The classes declare properties in the model's order (the initializer's parameters, the key
    /// enums' cases), and Xcode keeps them sorted by name: a model taken to Xcode and back keeps its
    /// order, in every version, so that code written against its classes still compiles.
    @Test func aModelTakenToXcodeAndBackKeepsItsPropertyOrder() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for fixture in [
            TestSupport.sampleModel, TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
        ] {
            let name = fixture.deletingPathExtension().deletingPathExtension().lastPathComponent
            let xcode = folder.appendingPathComponent("\(name).xcdatamodeld")
            let back = folder.appendingPathComponent("back/\(name).datamodel.json")
            try Self.convert(fixture, to: xcode, dropUnsupported: true)
            try Self.convert(xcode, to: back, dropUnsupported: true)
            var metrics = PipelineMetrics()
            let original = try #require(ModelLoader.load(modelAt: fixture.path, metrics: &metrics).history)
            let converted = try #require(ModelLoader.load(modelAt: back.path, metrics: &metrics).history)
            func orders(_ model: ResolvedModel) -> [String] {
                model.entities.sorted { $0.name < $1.name }.map { entity in
                    entity.name + ": "
                        + (entity.attributes.map(\.name) + entity.relationships.map(\.name)
                        + entity.fetchedProperties.map(\.name)).joined(separator: " ")
                }
            }
            let versions = original.shippedVersions.map(\.model) + [original.current]
            let versionsBack = converted.shippedVersions.map(\.model) + [converted.current]
            #expect(versions.map(orders) == versionsBack.map(orders), "\(name)")
            #expect(
                versions.contains { version in
                    version.entities.contains { $0.attributes.map(\.name) != $0.attributes.map(\.name).sorted() }
                })
            if name == "Everything" {
                // Relationships and fetched properties too, not only attributes.
                #expect(
                    versions.contains { version in
                        version.entities.contains {
                            $0.relationships.map(\.name) != $0.relationships.map(\.name).sorted()
                                || $0.fetchedProperties.map(\.name) != $0.fetchedProperties.map(\.name).sorted()
                        }
                    })
            }
        }
    }

    /// Validation rules, storage options, transient relationships and object ID attributes, in each
    /// format's spelling: a string's lengths and a number's bounds in `minValueString`/
    /// `maxValueString`, a date's in `minDateTimeInterval`/`maxDateTimeInterval` (seconds since
    /// 2001; 407847600 is 2013-12-04T11:00:00Z).
    @Test func validationAndStorageOptionsTravelBothWays() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("Features.datamodel.json")
        try Self.convert(TestSupport.xcodeFixtures.appendingPathComponent("Features.xcdatamodel"), to: json)
        let jsonLines = try TestSupport.read(json).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for expected in [
            #"{ "name": "fileName", "type": "string", "default": "untitled", "minLength": 1, "maxLength": 255, "regularExpression": "[^/]+" },"#,
            #"{ "name": "source", "type": "objectID", "optional": true, "transient": true }"#,
            #"{ "name": "due", "type": "date", "optional": true, "minimum": "2013-12-04T11:00:00Z", "maximum": "2014-12-05T11:00:00Z" },"#,
            #"{ "name": "identifier", "type": "uuid", "preserveAfterDeletion": true },"#,
            #"{ "name": "priority", "type": "integer16", "default": 0, "minimum": 0, "maximum": 10 },"#,
            #"{ "name": "preview", "destination": "Item", "optional": true, "transient": true }"#,
        ] {
            #expect(jsonLines.contains(expected), "\(expected)")
        }
        let back = folder.appendingPathComponent("Back.xcdatamodeld")
        try Self.convert(json, to: back)
        let xml = try TestSupport.read(back.appendingPathComponent("Back.xcdatamodel/contents"))
        for expected in [
            #"<attribute name="fileName" attributeType="String" minValueString="1" maxValueString="255" defaultValueString="untitled" regularExpressionString="[^/]+"/>"#,
            #"<attribute name="source" optional="YES" transient="YES" attributeType="ObjectID"/>"#,
            #"<attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="407847600" maxDateTimeInterval="439470000" usesScalarValueType="NO"/>"#,
            #"<attribute name="identifier" attributeType="UUID" usesScalarValueType="NO" preserveAfterDeletion="YES"/>"#,
            #"<attribute name="priority" attributeType="Integer 16" minValueString="0" maxValueString="10" defaultValueString="0" usesScalarValueType="YES"/>"#,
            #"<relationship name="preview" optional="YES" transient="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item"/>"#,
        ] {
            #expect(xml.contains(expected), "\(expected)")
        }
    }

    /// A store's CloudKit database is the app's code in Xcode, so converting to Xcode leaves it out
    /// with a warning; modelgen's own writer keeps it (for the store and for the whole model).
    @Test func theCloudKitDatabaseHasNoPlaceInAnXcodeModel() throws {
        // The public database keeps no encrypted field: the fixture's encrypted attribute goes.
        let (text, conversion) = try Self.convertSynced(
            adding: #""cloudKitDatabase": "public""#, removing: #", "allowsCloudEncryption": true"#)
        #expect(
            TestSupport.describe(conversion.diagnostics).contains(
                "warning: an Xcode model has no place for the CloudKit database a store syncs with (the app sets it on the store's NSPersistentCloudKitContainerOptions); 'cloudKitDatabase' is left out"
            ))
        let resolved = try #require(TestSupport.load(text).model)
        let written = DatamodelJSONWriter.text(of: resolved)
        #expect(written.contains(#""usedWithCloudKit": true, "cloudKitDatabase": "public""#))
        #expect(TestSupport.load(written).model?.configurations.map(\.cloudKitDatabase) == [.public, .private])
        let whole =
            #"{ "name": "Whole", "usedWithCloudKit": true, "cloudKitDatabase": "public", "entities": [{ "name": "Item", "attributes": [{ "name": "title", "type": "string", "optional": true }] }] }"#
        let wholeWritten = DatamodelJSONWriter.text(of: try #require(TestSupport.load(whole).model))
        #expect(wholeWritten.contains(#""cloudKitDatabase": "public""#))
        #expect(TestSupport.load(wholeWritten).model?.cloudKitDatabase == .public)
    }

    /// Neither has a store of the shared database: converting to Xcode says it is left out, and
    /// modelgen's own writer keeps it, on a configuration and on a model synced as a whole.
    @Test func sharingHasNoPlaceInAnXcodeModel() throws {
        let (text, conversion) = try Self.convertSynced(adding: #""cloudKitSharing": true"#)
        #expect(
            TestSupport.describe(conversion.diagnostics).contains(
                "warning: an Xcode model has no place for a store of the shared CloudKit database (the app adds it to the container itself); 'cloudKitSharing' is left out"
            ))
        let written = DatamodelJSONWriter.text(of: try #require(TestSupport.load(text).model))
        #expect(written.contains(#""usedWithCloudKit": true, "cloudKitSharing": true"#))
        #expect(TestSupport.load(written).model?.configurations.map(\.cloudKitSharing) == [true, false])
        let whole =
            #"{ "name": "Whole", "usedWithCloudKit": true, "cloudKitSharing": true, "entities": [{ "name": "Item", "attributes": [{ "name": "title", "type": "string", "optional": true }] }] }"#
        let wholeWritten = DatamodelJSONWriter.text(of: try #require(TestSupport.load(whole).model))
        #expect(TestSupport.load(wholeWritten).model?.cloudKitSharing == true)
    }

    /// Configurations and the CloudKit flags in Xcode's spelling; the container identifier has no
    /// place in an Xcode model, which says so.
    @Test func configurationsTravelBothWays() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcode = folder.appendingPathComponent("Synced.xcdatamodeld")
        let conversion = try Self.convert(
            TestSupport.fixtures.appendingPathComponent("Synced.datamodel.json"), to: xcode)
        #expect(
            TestSupport.describe(conversion.diagnostics) == [
                "warning: an Xcode model has no place for the CloudKit container identifier 'iCloud.com.example.synced' (Xcode takes it from the app's entitlements); it is left out",
                "5:15: warning: an Xcode configuration has no place for documentation; that of configuration 'Cloud' is left out",
                "6:15: warning: an Xcode configuration has no place for documentation; that of configuration 'Local' is left out",
            ])
        let xml = try TestSupport.read(xcode.appendingPathComponent("Synced.xcdatamodel/contents"))
        #expect(
            xml.contains(
                """
                    <configuration name="Cloud" usedWithCloudKit="YES">
                        <memberEntity name="Folder"/>
                        <memberEntity name="Note"/>
                    </configuration>
                    <configuration name="Local">
                        <memberEntity name="Draft"/>
                    </configuration>
                </model>
                """))
        let json = folder.appendingPathComponent("Back.datamodel.json")
        try Self.convert(xcode, to: json)
        let back = try TestSupport.read(json)
        #expect(
            back.contains(
                """
                  "configurations": [
                    { "name": "Cloud", "entities": ["Folder", "Note"], "usedWithCloudKit": true },
                    { "name": "Local", "entities": ["Draft"] }
                  ],
                """))
    }

    /// An Xcode model that convert wrote in Xcode's form comes back byte for byte, but for the
    /// tools version that the model element names.
    @Test func anXcodeModelComesBackAsItWasWritten() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld")
        let json = folder.appendingPathComponent("Commits.datamodel.json")
        try Self.convert(source, to: json)
        let back = folder.appendingPathComponent("Back/Commits.xcdatamodeld")
        try Self.convert(json, to: back)
        let original = try Self.files(under: source)
        let written = try Self.files(under: back)
        #expect(written.keys.sorted() == original.keys.sorted())
        func withoutModelLine(_ text: String?) -> [Substring] {
            (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<model ") }
        }
        for (path, text) in original {
            #expect(withoutModelLine(written[path]) == withoutModelLine(text), "\(path)")
        }
    }

    /// An Xcode model names no strings table (Core Data finds `<Model>Model.strings` beside a
    /// compiled model itself): converting to Xcode says the table is left out; modelgen's own writer
    /// keeps it.
    @Test func theLocalizationTableHasNoPlaceInAnXcodeModel() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json")
        let conversion = try Self.convert(source, to: folder.appendingPathComponent("Everything.xcdatamodeld"))
        #expect(
            TestSupport.describe(conversion.diagnostics).contains(
                "warning: an Xcode model names no strings table (Core Data reads the names of a model compiled into the app from <Model>Model.strings beside it); 'localizationTable' 'EverythingModel' is left out"
            ))
        let written = DatamodelJSONWriter.text(of: try #require(TestSupport.load(TestSupport.read(source)).model))
        #expect(written.contains(#""localizationTable": "EverythingModel","#))
        #expect(TestSupport.load(written).model?.localizationTable == "EverythingModel")
        #expect(!written.contains("localizationBundle"))
        let module = #"{ "name": "M", "localizationTable": "MModel", "localizationBundle": "module", "entities": [] }"#
        let writtenModule = DatamodelJSONWriter.text(of: try #require(TestSupport.load(module).model))
        #expect(TestSupport.load(writtenModule).model?.localizationBundle == .module)
    }

    // MARK: Round trips

    /// Each fixture converted, back, and once more: the second conversion writes what the first
    /// wrote (a hand-ordered source is put in Xcode's order by the first trip).
    @Test(arguments: [
        "Xcode/Commits.xcdatamodeld", "Xcode/Features.xcdatamodel", "Everything.datamodel.json",
        "Synced.datamodel.json",
    ])
    func roundTripsReachAFixedPoint(fixture: String) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.fixtures.appendingPathComponent(fixture)
        let name = source.lastPathComponent.components(separatedBy: ".")[0]
        let fromXcode = XcodeModelBundle.isXcodeModel(source.path)
        let (firstName, secondName) =
            fromXcode
            ? ("\(name).datamodel.json", "\(name).xcdatamodeld") : ("\(name).xcdatamodeld", "\(name).datamodel.json")
        var outputs: [URL] = []
        var input = source
        for step in 1...4 {
            let output = folder.appendingPathComponent("\(step)").appendingPathComponent(
                step.isMultiple(of: 2) ? secondName : firstName)
            try Self.convert(input, to: output)
            outputs.append(output.deletingLastPathComponent())
            input = output
        }
        #expect(try Self.files(under: outputs[2]) == Self.files(under: outputs[0]))
        #expect(try Self.files(under: outputs[3]) == Self.files(under: outputs[1]))
    }

    /// The classes generated from an Xcode model and from its conversion are the same, but for
    /// the model's file name in their header; and so are those of a JSON model's conversion and of
    /// the JSON it converts back to.
    @Test(arguments: [
        "Xcode/Commits.xcdatamodeld", "Xcode/Features.xcdatamodel", "Everything.datamodel.json",
        "Synced.datamodel.json",
    ])
    func theClassesDoNotDependOnTheFormat(fixture: String) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var xcodeModel = TestSupport.fixtures.appendingPathComponent(fixture)
        let name = xcodeModel.lastPathComponent.components(separatedBy: ".")[0]
        if !XcodeModelBundle.isXcodeModel(xcodeModel.path) {
            let converted = folder.appendingPathComponent("\(name).xcdatamodeld")
            try Self.convert(xcodeModel, to: converted)
            xcodeModel = converted
        }
        let json = folder.appendingPathComponent("JSON/\(name).datamodel.json")
        try Self.convert(xcodeModel, to: json)
        let fromXcode = try TestSupport.generate(xcodeModel).files.filter { $0.kind != .support }
        let (fromJSON, _) = try TestSupport.generate(json)
        let jsonClasses = fromJSON.filter { $0.kind != .managedObjectModel && $0.kind != .support }
        #expect(fromXcode.map(\.path) == jsonClasses.map(\.path))
        let xcodeFileName =
            XcodeModelBundle.isXcodeModel(fixture) ? xcodeModel.lastPathComponent : "\(name).xcdatamodeld"
        for (xcode, json) in zip(fromXcode, jsonClasses) {
            #expect(
                xcode.contents == json.contents.replacingOccurrences(of: "\(name).datamodel.json", with: xcodeFileName),
                "\(xcode.path)")
        }
    }

    // MARK: Refusals

    /// How convert ends its refusal of what modelgen's format cannot hold yet.
    static let advice = "and convert loses nothing Core Data stores; pass --drop-unsupported to convert without it"

    /// A version folder holding `model` (the XML inside `<model>`), in a temporary folder.
    private func xcodeModel(_ model: String, name: String = "Shop") throws -> URL {
        let folder = try TestSupport.makeTemporaryDirectory().appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        \(model)
        </model>
        """.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Xcode names a model after its bundle: a bundle of another name renames the model, and with it
    /// its store file, which is a warning that says what to name the bundle.
    @Test func aBundleOfAnotherNameRenamesTheModelWithAWarning() throws {
        let root = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("Notes.datamodel.json")
        try #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [] }] }"#.write(
            to: model, atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("Journal.xcdatamodeld").path
        let conversion = Generator.convert(modelAt: model.path, to: output, dropUnsupported: false, dryRun: true)
        #expect(
            conversion.diagnostics.map(\.message) == [
                "Xcode names a model after its bundle, so the model 'Notes' becomes 'Journal': its persistent container and store file ('Journal.sqlite') take that name too, and stores the app wrote as 'Notes.sqlite' are left behind; name the bundle 'Notes.xcdatamodeld' to keep it"
            ])
        let same = Generator.convert(
            modelAt: model.path, to: root.appendingPathComponent("Notes.xcdatamodeld").path, dropUnsupported: false,
            dryRun: true)
        #expect(same.diagnostics.isEmpty, "\(TestSupport.describe(same.diagnostics))")
    }

    /// Entities whose class Xcode generates (Codegen Class Definition or Category/Extension) get one
    /// warning: once converted, the classes are modelgen's, and the way back writes Manual/None.
    @Test func xcodesCodegenIsOneWarning() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES" codeGenerationType="class"/>
            <entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="category"/>
            <entity name="Note" representedClassName="Note" syncable="YES"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json").path
        let conversion = Generator.convert(modelAt: model.path, to: output, dropUnsupported: false, dryRun: true)
        #expect(
            TestSupport.describe(conversion.diagnostics) == [
                "3:83: warning: Xcode generates the classes of 2 entities, 'Shop' first (Codegen is not Manual/None); once converted, modelgen generates them and Xcode's Codegen no longer applies: a model converted back to Xcode has Codegen Manual/None"
            ])
        let one = try xcodeModel(
            #"<entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="class"/>"#)
        defer { try? FileManager.default.removeItem(at: one.deletingLastPathComponent()) }
        let single = Generator.convert(
            modelAt: one.path, to: one.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json").path,
            dropUnsupported: false, dryRun: true)
        #expect(
            TestSupport.describe(single.diagnostics) == [
                "3:81: warning: Xcode generates the class of entity 'Tag' (Codegen is not Manual/None); once converted, modelgen generates it and Xcode's Codegen no longer applies: a model converted back to Xcode has Codegen Manual/None"
            ])
    }

    @Test func refusesToLoseWhatModelgenCannotHoldUnlessToldTo() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="cache" optional="YES" transient="YES"/>
                <attribute name="name" attributeType="String" minValueString="1" storedInTruthFile="YES"/>
                <fetchedProperty name="open" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="Shop" fetchLimit="5" fetchBatchSize="2"/></fetchedProperty>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let refused = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(
            TestSupport.describe(refused.diagnostics) == [
                "5:70: error: modelgen's format cannot hold its storage in the external truth file (storedInTruthFile) of attribute 'name' of entity 'Shop' yet, \(Self.advice)",
                "6:112: error: modelgen's format cannot hold the fetch limit of fetched property 'open' of entity 'Shop' yet, \(Self.advice)",
                "6:127: error: modelgen's format cannot hold its batch size (fetchBatchSize) of fetched property 'open' of entity 'Shop' yet, \(Self.advice)",
            ])
        #expect(refused.writtenFiles.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let dropped = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: true)
        #expect(dropped.diagnostics.count == 3)
        #expect(
            dropped.diagnostics.allSatisfy {
                $0.severity == .warning && $0.message.hasSuffix("is left out (--drop-unsupported)")
            })
        #expect(
            try TestSupport.read(output) == """
                {
                  "name": "Shop",
                  "entities": [
                    {
                      "name": "Shop",
                      "attributes": [
                        { "name": "cache", "type": "undefined", "optional": true, "transient": true },
                        { "name": "name", "type": "string", "minLength": 1 }
                      ],
                      "fetchedProperties": [
                        { "name": "open", "destination": "Shop" }
                      ]
                    }
                  ]
                }

                """)
    }

    /// Composite attributes travel both ways in the shape Xcode writes them (as in the models of
    /// fatbobman/CoreDataEvolution): a `<composite>` beside the entities, and an attribute of type
    /// `Composite` that names it. Elements keep their order; nested composites are read too.
    @Test func compositeAttributesTravelBothWays() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="location" optional="YES" attributeType="Composite" composite="Place"/>
                <attribute name="name" attributeType="String" composite="Place"/>
            </entity>
            <composite name="Place">
                <attribute name="y" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="x" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="height" optional="YES" attributeType="Composite" composite="Height"/>
            </composite>
            <composite name="Height">
                <attribute name="metres" attributeType="Float" usesScalarValueType="YES"/>
            </composite>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        // A composite type that Xcode keeps on an attribute of another type is left out, as Core
        // Data has no use for it.
        #expect(
            TestSupport.describe(converted.diagnostics) == [
                "5:61: warning: the composite type 'Place' (composite) of attribute 'name' of entity 'Shop' is left out: only a composite attribute has a composite type, and this one is 'String'; Xcode keeps it from an earlier type"
            ])
        let json = try TestSupport.read(output)
        #expect(
            json == """
                {
                  "name": "Shop",
                  "composites": [
                    {
                      "name": "Place",
                      "elements": [
                        { "name": "y", "type": "double", "optional": true },
                        { "name": "x", "type": "double", "default": 0.0 },
                        { "name": "height", "type": "composite", "composite": "Height", "optional": true }
                      ]
                    },
                    {
                      "name": "Height",
                      "elements": [
                        { "name": "metres", "type": "float" }
                      ]
                    }
                  ],
                  "entities": [
                    {
                      "name": "Shop",
                      "attributes": [
                        { "name": "location", "type": "composite", "composite": "Place", "optional": true },
                        { "name": "name", "type": "string" }
                      ]
                    }
                  ]
                }

                """, "\(json)")
        let resolved = try #require(TestSupport.load(json).model)
        let xml = XcodeModelWriter.contents(of: resolved)
        #expect(
            xml.contains(
                """
                        <attribute name="location" optional="YES" attributeType="Composite" composite="Place"/>
                """), "\(xml)")
        #expect(
            xml.contains(
                """
                    <composite name="Height">
                        <attribute name="metres" attributeType="Float" usesScalarValueType="YES"/>
                    </composite>
                    <composite name="Place">
                        <attribute name="y" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                        <attribute name="x" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                        <attribute name="height" optional="YES" attributeType="Composite" composite="Height"/>
                    </composite>
                """), "\(xml)")

        // What only an entity's attribute has is an error on an element: the JSON format has no
        // place for it.
        let odd = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="location" optional="YES" attributeType="Composite" composite="Place"/>
            </entity>
            <composite name="Place">
                <attribute name="x" optional="YES" attributeType="Double" indexed="YES" transient="YES"/>
                <attribute name="y" optional="YES" attributeType="Transformable"/>
            </composite>
            """)
        defer { try? FileManager.default.removeItem(at: odd.deletingLastPathComponent()) }
        #expect(
            TestSupport.describe(Generator.validate(modelsAt: [odd.path])) == [
                "7:21: error: element 'x' of composite 'Place' is transient, which modelgen does not support for a composite's element",
                "7:21: error: element 'x' of composite 'Place' is indexed, which modelgen does not support for a composite's element",
                "8:54: error: a composite's element cannot be transformable: Core Data keeps each element in a column of its own, of one of the stored types or another composite",
            ])
    }

    /// A fetch request template's result type, batch size and flags travel both ways, as the
    /// attributes Xcode writes (a subentities flag spelt the older way is read too).
    @Test func fetchRequestSettingsTravelBothWays() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="open" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            <fetchRequest name="Shop.openIDs" entity="Shop" predicateString="open == YES" resultType="1" fetchBatchSize="20" includeSubentities="NO" includePropertyValues="NO" includesPendingChanges="YES"/>
            <fetchRequest name="Shop.count" entity="Shop" resultType="4" includesSubentities="NO"/>
            <fetchRequest name="Shop.all" entity="Shop" resultType="0" returnObjectsAsFaults="NO" returnDistinctResults="NO"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(converted.diagnostics.isEmpty, "\(TestSupport.describe(converted.diagnostics))")
        let json = try TestSupport.read(output)
        #expect(
            json.contains(
                """
                      "fetchRequests": [
                        { "name": "openIDs", "predicate": "open == YES", "resultType": "managedObjectID", "batchSize": 20, "includesSubentities": false, "includesPendingChanges": true, "includesPropertyValues": false },
                        { "name": "count", "resultType": "count", "includesSubentities": false },
                        { "name": "all", "resultType": "managedObject", "returnsObjectsAsFaults": false, "returnsDistinctResults": false }
                      ]
                """), "\(json)")
        let resolved = try #require(TestSupport.load(json).model)
        let xml = XcodeModelWriter.contents(of: resolved)
        #expect(
            xml.contains(
                """
                    <fetchRequest name="Shop.all" entity="Shop" resultType="0" returnObjectsAsFaults="NO" returnDistinctResults="NO"/>
                    <fetchRequest name="Shop.count" entity="Shop" resultType="4" includeSubentities="NO"/>
                    <fetchRequest name="Shop.openIDs" entity="Shop" predicateString="open == YES" resultType="1" fetchBatchSize="20" includeSubentities="NO" includesPendingChanges="YES" includePropertyValues="NO"/>
                """), "\(xml)")
        // An unknown result type and two spellings of a flag that disagree are located errors;
        // a batch size of 0 is Core Data's default, and left out.
        let bad = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES"/>
            <fetchRequest name="Shop.odd" entity="Shop" resultType="3"/>
            <fetchRequest name="Shop.twice" entity="Shop" includeSubentities="YES" includesSubentities="NO"/>
            <fetchRequest name="Shop.unbatched" entity="Shop" fetchBatchSize="0"/>
            <fetchRequest name="Shop.again" entity="Shop" includesPendingChanges="YES" includePendingChanges="NO"/>
            """)
        defer { try? FileManager.default.removeItem(at: bad.deletingLastPathComponent()) }
        #expect(
            TestSupport.describe(Generator.validate(modelsAt: [bad.path])) == [
                "4:56: error: 'resultType' must be 0 (managed objects), 1 (object IDs), 2 (dictionaries) or 4 (a count), found '3'",
                "5:92: error: 'includeSubentities' and 'includesSubentities' disagree; keep one of them",
                "7:98: error: 'includesPendingChanges' and 'includePendingChanges' disagree; keep one of them",
            ])
        // Either spelling of each flag, with or without the s of NSFetchRequest's property, is read.
        let spelt = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES"/>
            <fetchRequest name="Shop.all" entity="Shop" includePendingChanges="NO" returnsDistinctResults="YES" includesPropertyValues="NO" returnsObjectsAsFaults="NO"/>
            """)
        defer { try? FileManager.default.removeItem(at: spelt.deletingLastPathComponent()) }
        var spelling = PipelineMetrics()
        let flags = try #require(
            ModelLoader.load(modelAt: spelt.path, metrics: &spelling).model?.entity(named: "Shop")?.fetchRequests.first?
                .settings.flags)
        #expect(
            flags == [
                .includesPendingChanges: false, .returnsDistinctResults: true, .includesPropertyValues: false,
                .returnsObjectsAsFaults: false,
            ])
        let unbatched = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES"/>
            <fetchRequest name="Shop.unbatched" entity="Shop" fetchBatchSize="0"/>
            """)
        defer { try? FileManager.default.removeItem(at: unbatched.deletingLastPathComponent()) }
        var metrics = PipelineMetrics()
        let loaded = try #require(ModelLoader.load(modelAt: unbatched.path, metrics: &metrics).model)
        #expect(loaded.entity(named: "Shop")?.fetchRequests.first?.settings.batchSize == nil)
    }

    /// Xcode's templates are named as the app fetches them (`ObjectFetchRequest`, `allItems`, Xcode's
    /// own `FetchRequest`) and their variables have no types. Convert keeps each name as the
    /// template's `templateName`, makes a method name of it, and types each variable by what the
    /// predicate compares it with; the way back writes the same templates, and the trip ends there.
    @Test func templatesOfAnyNameWithUntypedVariablesConvert() throws {
        let model = try xcodeModel(
            """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="created" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="name" attributeType="String"/>
                <attribute name="uuid" attributeType="UUID" usesScalarValueType="NO"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="items" inverseEntity="Person"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="items" inverseEntity="Tag"/>
            </entity>
            <entity name="Person" representedClassName="Person" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="owner" inverseEntity="Item"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="tags" inverseEntity="Item"/>
            </entity>
            <fetchRequest name="allItems" entity="Item"/>
            <fetchRequest name="FetchRequest" entity="Item"/>
            <fetchRequest name="ObjectFetchRequest" entity="Item" predicateString="uuid == $UUID"/>
            <fetchRequest name="Recent items" entity="Item" predicateString="created &gt; $SINCE AND owner.name == $OWNER_NAME AND (owner == $OWNER OR tags CONTAINS $TAG OR $TAG IN tags) AND name BEGINSWITH[c] $prefix"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(converted.diagnostics.isEmpty, "\(TestSupport.describe(converted.diagnostics))")
        let json = try TestSupport.read(output)
        #expect(
            json.contains(
                """
                      "fetchRequests": [
                        { "name": "allItems", "templateName": "allItems" },
                        { "name": "item", "templateName": "FetchRequest" },
                        { "name": "object", "templateName": "ObjectFetchRequest", "predicate": "uuid == $UUID", "parameters": { "UUID": "uuid" } },
                        { "name": "recentItems", "templateName": "Recent items", "predicate": "created > $SINCE AND owner.name == $OWNER_NAME AND (owner == $OWNER OR tags CONTAINS $TAG OR $TAG IN tags) AND name BEGINSWITH[c] $prefix", "parameters": { "SINCE": "date", "OWNER_NAME": "string", "OWNER": "Person", "TAG": "Tag", "prefix": "string" } }
                      ]
                """), "\(json)")

        // Back to Xcode: the same templates under the same names; the types travel in the entity's
        // user info, and a name that the template's does not make, too.
        var loaded = TestSupport.load(json)
        let resolved = try #require(loaded.model, "\(TestSupport.describe(loaded.diagnostics))")
        let xml = XcodeModelWriter.contents(of: resolved)
        #expect(
            xml.contains(
                """
                    <fetchRequest name="allItems" entity="Item"/>
                    <fetchRequest name="FetchRequest" entity="Item"/>
                    <fetchRequest name="ObjectFetchRequest" entity="Item" predicateString="uuid == $UUID"/>
                    <fetchRequest name="Recent items" entity="Item" predicateString="created &gt; $SINCE AND owner.name == $OWNER_NAME AND (owner == $OWNER OR tags CONTAINS $TAG OR $TAG IN tags) AND name BEGINSWITH[c] $prefix"/>
                """), "\(xml)")
        #expect(
            xml.contains(
                #"<entry key="modelgen.fetchRequest.ObjectFetchRequest" value="{ &quot;parameters&quot;: { &quot;UUID&quot;: &quot;uuid&quot; } }"/>"#
            ), "\(xml)")
        let again = try TestSupport.makeTemporaryDirectory().appendingPathComponent("Shop.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: again.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
        try xml.write(to: again.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let json2 = again.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let reconverted = Generator.convert(modelAt: again.path, to: json2.path, dropUnsupported: false)
        #expect(reconverted.diagnostics.isEmpty, "\(TestSupport.describe(reconverted.diagnostics))")
        let json2Text = try TestSupport.read(json2)
        #expect(json2Text == json, "\(json2Text)")

        // A renamed request keeps its template's name, and its own name travels with its details.
        let renamed = json.replacingOccurrences(of: #""name": "object""#, with: #""name": "withUUID""#)
        loaded = TestSupport.load(renamed)
        let renamedModel = try #require(loaded.model, "\(TestSupport.describe(loaded.diagnostics))")
        let renamedXML = XcodeModelWriter.contents(of: renamedModel)
        #expect(
            renamedXML.contains(
                #"<entry key="modelgen.fetchRequest.ObjectFetchRequest" value="{ &quot;name&quot;: &quot;withUUID&quot;, &quot;parameters&quot;: { &quot;UUID&quot;: &quot;uuid&quot; } }"/>"#
            ), "\(renamedXML)")

        // The factories are typed, and each variable is substituted under its own name.
        let (files, _) = try TestSupport.generate(model)
        let item = try #require(files.first { $0.path.hasSuffix("Item+CoreDataProperties.swift") }).contents
        #expect(item.contains("public static func objectFetchRequest(uuid: UUID) -> NSFetchRequest<Item> {"), "\(item)")
        #expect(
            item.contains(
                "public static func recentItemsFetchRequest(since: Date, ownerName: String, owner: Person, tag: Tag, prefix: String) -> NSFetchRequest<Item> {"
            ), "\(item)")
        #expect(
            item.contains(
                #".withSubstitutionVariables(["SINCE": since, "OWNER_NAME": ownerName, "OWNER": owner, "TAG": tag, "prefix": prefix])"#
            ), "\(item)")
        #expect(item.contains("public static func itemFetchRequest() -> NSFetchRequest<Item> {"), "\(item)")
    }

    /// Names that would clash are left to the compiled model (reported, as convert reports what it
    /// cannot hold): two templates whose user info entries would be one, and a name that a request of
    /// an ancestor has. An entry that only names the request still lets the predicate type the rest.
    @Test func templateNamesThatWouldClashAreLeftToTheCompiledModel() throws {
        let model = try xcodeModel(
            """
            <entity name="Base" representedClassName="Base" syncable="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Item" representedClassName="Item" parentEntity="Base" syncable="YES">
                <userInfo>
                    <entry key="modelgen.fetchRequest.Named" value="{ &quot;name&quot;: &quot;withName&quot; }"/>
                </userInfo>
            </entity>
            <fetchRequest name="All" entity="Base"/>
            <fetchRequest name="AllFetchRequest" entity="Item"/>
            <fetchRequest name="Item.zed" entity="Item"/>
            <fetchRequest name="Named" entity="Item" predicateString="name == $NAME"/>
            <fetchRequest name="zed" entity="Item"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let refused = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(
            TestSupport.describe(refused.diagnostics) == [
                "15:20: error: modelgen's format cannot hold the fetch request 'zed', whose user info entry 'modelgen.fetchRequest.zed' would be that of another template of 'Item'; rename one of the two in Xcode yet, \(Self.advice)",
                "12:20: error: modelgen's format cannot hold the fetch request 'AllFetchRequest', whose Swift name 'all' a request of 'Base' in its hierarchy has; give it another in the user info entry 'modelgen.fetchRequest.AllFetchRequest' of 'Item', as {\"name\": \"other\"} yet, \(Self.advice)",
            ], "\(TestSupport.describe(refused.diagnostics))")
        let dropped = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: true)
        #expect(!dropped.diagnostics.hasErrors, "\(TestSupport.describe(dropped.diagnostics))")
        let json = try TestSupport.read(output)
        #expect(
            json.contains(
                #"{ "name": "withName", "templateName": "Named", "predicate": "name == $NAME", "parameters": { "NAME": "string" } }"#
            ), "\(json)")
        #expect(json.contains(#"{ "name": "zed" }"#), "\(json)")
        #expect(json.contains(#"{ "name": "all", "templateName": "All" }"#), "\(json)")
    }

    /// What cannot be typed or named is refused, located, as anything convert cannot hold is.
    @Test func templatesThatCannotBeTypedOrNamedAreRefused() throws {
        let model = try xcodeModel(
            """
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="rank" attributeType="Integer 32" usesScalarValueType="YES"/><userInfo><entry key="modelgen.fetchRequest.Badly" value="{ &quot;name&quot;: &quot;All&quot; }"/></userInfo>
            </entity>
            <fetchRequest name="Named" entity="Item" predicateString="name IN $NAMES"/>
            <fetchRequest name="Mixed" entity="Item" predicateString="name == $X OR rank == $X"/>
            <fetchRequest name="Create" entity="Item"/>
            <fetchRequest name="Sized" entity="Item" predicateString="rank &gt; 2"/>
            <fetchRequest name="SizedFetchRequest" entity="Item"/>
            <fetchRequest name="Badly" entity="Item"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let refused = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(
            TestSupport.describe(refused.diagnostics) == [
                "7:1: error: modelgen's format cannot hold the fetch request 'Named', whose predicate has variables ($NAMES) that Xcode's format gives no types and that the predicate does not compare with an attribute or relationship (as in name == $NAME); give their types in the entity's user info entry 'modelgen.fetchRequest.Named', as {\"parameters\": {\"NAME\": \"string\"}} yet, \(Self.advice)",
                "8:1: error: modelgen's format cannot hold the fetch request 'Mixed', whose predicate has variables ($X) that Xcode's format gives no types and that the predicate does not compare with an attribute or relationship (as in name == $NAME); give their types in the entity's user info entry 'modelgen.fetchRequest.Mixed', as {\"parameters\": {\"NAME\": \"string\"}} yet, \(Self.advice)",
                "9:20: error: modelgen's format cannot hold the fetch request 'Create', whose name makes no Swift method name; give it one in the entity's user info entry 'modelgen.fetchRequest.Create', as {\"name\": \"all\"} yet, \(Self.advice)",
                "11:20: error: modelgen's format cannot hold the fetch request 'SizedFetchRequest', whose Swift name 'sized' another template of 'Item' has; give it another in the entity's user info entry 'modelgen.fetchRequest.SizedFetchRequest', as {\"name\": \"other\"} yet, \(Self.advice)",
                "12:20: error: modelgen's format cannot hold the fetch request 'Badly', whose Swift name 'All' in 'modelgen.fetchRequest.Badly' is not a method name (a lower-case letter first, then letters, digits and underscores; not 'create') yet, \(Self.advice)",
            ])
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // Classes are still generated from the Xcode model, without those factories.
        let (files, diagnostics) = try TestSupport.generate(model)
        #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(TestSupport.describe(diagnostics))")
        let item = try #require(files.first { $0.path.hasSuffix("Item+CoreDataProperties.swift") }).contents
        #expect(item.contains("public static func sizedFetchRequest() -> NSFetchRequest<Item> {"), "\(item)")
        #expect(!item.contains("namedFetchRequest"), "\(item)")
    }

    /// Xcode's Model Version Identifier is each version's `versionIdentifier`, both ways.
    @Test func theModelVersionIdentifierIsKept() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let contents = model.appendingPathComponent("contents")
        try TestSupport.read(contents).replacingOccurrences(
            of: #"documentVersion="1.0">"#, with: #"documentVersion="1.0" userDefinedModelVersionIdentifier="2.1">"#
        ).write(to: contents, atomically: true, encoding: .utf8)
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(converted.diagnostics.isEmpty, "\(TestSupport.describe(converted.diagnostics))")
        let json = try TestSupport.read(output)
        #expect(json.hasPrefix("{\n  \"name\": \"Shop\",\n  \"versionIdentifier\": \"2.1\",\n"), "\(json)")
        let resolved = try #require(TestSupport.load(json).model)
        #expect(XcodeModelWriter.contents(of: resolved).contains(#"userDefinedModelVersionIdentifier="2.1""#))
    }

    /// Xcode keeps the transformer and class of an attribute whose type was changed from
    /// Transformable; Core Data uses them only on a transformable attribute, so convert leaves
    /// them out with a warning, without --drop-unsupported.
    @Test func aTransformerLeftOnAnAttributeThatIsNotTransformableIsLeftOut() throws {
        let model = try xcodeModel(
            """
            <entity name="Contact" representedClassName="Contact" syncable="YES">
                <attribute name="identity" attributeType="Binary" valueTransformerName="IdentityTransformer" customClassName="Identity"/>
                <attribute name="rawId" attributeType="Integer 64" valueTransformerName="UIDTransformer" usesScalarValueType="YES" customClassName="UID"/>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Contact.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        let messages = TestSupport.describe(converted.diagnostics)
        #expect(converted.writtenFiles == [output.path], "\(messages)")
        #expect(messages.count == 4, "\(messages)")
        #expect(
            messages.first?.hasSuffix(
                "warning: the value transformer 'IdentityTransformer' (valueTransformerName) of attribute 'identity' of entity 'Contact' is left out: Core Data uses a value transformer only on a transformable attribute, and this one is 'Binary'; Xcode keeps it from an earlier type"
            ) == true, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("warning: ") && $0.contains(" is left out: Core Data uses a ") })
        let json = try TestSupport.read(output)
        #expect(!json.contains("Transformer") && !json.contains("UID"), "\(json)")
        #expect(json.contains(#"{ "name": "identity", "type": "binary" }"#), "\(json)")
    }

    /// A Boolean's `YES` or `NO` that Xcode keeps as the default of a number attribute (whose
    /// type was Boolean once) converts as the number it was, with a warning; other text that is
    /// not a number is still refused.
    @Test func aBooleanDefaultLeftOnANumberAttributeReadsAsItsNumber() throws {
        let model = try xcodeModel(
            """
            <entity name="Flag" representedClassName="Flag" syncable="YES">
                <attribute name="changed" transient="YES" attributeType="Integer 64" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="shown" attributeType="Integer 16" defaultValueString="YES" usesScalarValueType="YES"/>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Flag.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        let messages = TestSupport.describe(converted.diagnostics)
        #expect(converted.writtenFiles == [output.path], "\(messages)")
        #expect(
            messages == [
                "4:93: warning: the default 'NO' of attribute 'changed' of entity 'Flag' is a Boolean's (left from an earlier type?); modelgen reads it as 0: check it in Xcode's Data Model inspector",
                "5:75: warning: the default 'YES' of attribute 'shown' of entity 'Flag' is a Boolean's (left from an earlier type?); modelgen reads it as 1: check it in Xcode's Data Model inspector",
            ])
        let json = try TestSupport.read(output)
        #expect(json.contains(#""name": "changed", "type": "integer64", "default": 0"#), "\(json)")
        #expect(json.contains(#""name": "shown", "type": "integer16", "default": 1"#), "\(json)")

        let other = try xcodeModel(
            """
            <entity name="Flag" representedClassName="Flag" syncable="YES">
                <attribute name="count" attributeType="Integer 16" defaultValueString="many" usesScalarValueType="YES"/>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: other.deletingLastPathComponent()) }
        let refused = Generator.convert(
            modelAt: other.path,
            to: other.deletingLastPathComponent().appendingPathComponent("Flag.datamodel.json").path,
            dropUnsupported: false)
        #expect(refused.writtenFiles.isEmpty)
        #expect(
            TestSupport.describe(refused.diagnostics).contains {
                $0.contains(
                    "error: modelgen's format cannot hold the default (defaultValueString) of attribute 'count'")
            }, "\(TestSupport.describe(refused.diagnostics))")
    }

    /// Compound indexes, the form of indexes before fetch indexes, are read as fetch indexes (one
    /// over a single attribute as that attribute's `indexed`), and written back as fetch indexes.
    @Test func compoundIndexesAreReadAsFetchIndexes() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="city" attributeType="String"/>
                <attribute name="name" attributeType="String"/>
                <compoundIndexes>
                    <compoundIndex>
                        <index value="city"/>
                        <index value="name"/>
                    </compoundIndex>
                    <compoundIndex>
                        <index value="name"/>
                    </compoundIndex>
                </compoundIndexes>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let converted = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(converted.diagnostics.isEmpty, "\(TestSupport.describe(converted.diagnostics))")
        #expect(
            try TestSupport.read(output) == """
                {
                  "name": "Shop",
                  "entities": [
                    {
                      "name": "Shop",
                      "attributes": [
                        { "name": "city", "type": "string" },
                        { "name": "name", "type": "string", "indexed": true }
                      ],
                      "indexes": [
                        { "name": "byCityAndNameIndex", "elements": [{ "property": "city" }, { "property": "name" }] }
                      ]
                    }
                  ]
                }

                """)
    }

    /// A range or a regular expression on a type that has none (left by Xcode after a type change)
    /// is not lost silently either.
    @Test func refusesToLoseRulesThatItsTypeCannotHave() throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="open" attributeType="Boolean" minValueString="0" usesScalarValueType="YES"/>
                <attribute name="rank" attributeType="Integer 16" regularExpressionString="[0-9]+" usesScalarValueType="YES"/>
            </entity>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        let output = model.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let refused = Generator.convert(modelAt: model.path, to: output.path, dropUnsupported: false)
        #expect(
            TestSupport.describe(refused.diagnostics) == [
                "4:52: error: modelgen's format cannot hold the minValueString of attribute 'open' of entity 'Shop', whose type has no range yet, \(Self.advice)",
                "5:55: error: modelgen's format cannot hold the regular expression (regularExpressionString) of attribute 'rank' of entity 'Shop', which is not a string yet, \(Self.advice)",
            ])
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func writesOnlyNewFilesOfTheOtherFormat() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let commits = TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld")
        func errors(_ input: URL, _ output: String) -> [String] {
            let conversion = Generator.convert(
                modelAt: input.path, to: folder.appendingPathComponent(output).path, dropUnsupported: false)
            #expect(conversion.writtenFiles.isEmpty)
            return conversion.diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        #expect(
            errors(commits, "Commits.xcdatamodeld") == [
                "an Xcode model converts to a .datamodel.json file: name one with --output (for example Model.datamodel.json)"
            ])
        #expect(
            errors(TestSupport.sampleModel, "Commits.swift") == [
                "a .datamodel.json model converts to an Xcode model: name a .xcdatamodeld bundle with --output (for example Model.xcdatamodeld)"
            ])
        #expect(
            errors(TestSupport.sampleModel, ".xcdatamodeld") == [
                "name the bundle: Model.xcdatamodeld, not .xcdatamodeld"
            ])
        // Nothing is replaced: not the model, and not a versions folder already there.
        let existing = folder.appendingPathComponent("Commits.datamodel.json")
        try "{}".write(to: existing, atomically: true, encoding: .utf8)
        #expect(
            errors(commits, "Commits.datamodel.json") == [
                "already exists: convert writes only new files, and replaces none; remove it or choose another --output"
            ])
        #expect(try TestSupport.read(existing) == "{}")
        try FileManager.default.removeItem(at: existing)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Commits.versions"), withIntermediateDirectories: true)
        #expect(
            errors(commits, "Commits.datamodel.json") == [
                "already exists: convert writes only into new folders; remove it or choose another --output"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Commits.versions"])
    }

    @Test func refusesTextThatXMLCannotHold() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Shop.datamodel.json")
        try #"{ "name": "Shop", "entities": [{ "name": "Shop", "documentation": "a bell: \u0007" }] }"#
            .write(to: model, atomically: true, encoding: .utf8)
        let conversion = Generator.convert(
            modelAt: model.path, to: folder.appendingPathComponent("Shop.xcdatamodeld").path, dropUnsupported: false)
        #expect(
            conversion.diagnostics.map(\.message) == [
                "the model holds the character U+0007 (in a name, documentation or other text), which XML cannot hold; remove it to convert the model"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Shop.datamodel.json"])
    }

    /// A bundle whose steps lightweight migration cannot make, whose versions store the same, or
    /// whose newest version is not the current one.
    @Test func judgesTheStepsBetweenTheVersionsOfAnXcodeModel() throws {
        let bundle = try Self.shopBundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let output = bundle.deletingLastPathComponent().appendingPathComponent("Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        let described = conversion.diagnostics.map { diagnostic in
            "\(URL(fileURLWithPath: diagnostic.file ?? "").deletingLastPathComponent().lastPathComponent): \(TestSupport.describe([diagnostic])[0])"
        }
        #expect(
            described == [
                "Shop 2.xcdatamodel: warning: versions 'Shop' and 'Shop 2' store the same, so Core Data cannot tell them apart: they become one shipped version, 'Shop 2'",
                "Shop 3.xcdatamodel: 1:72: error: the type of 'Shop.name' changes from string to integer16; lightweight migration cannot convert stored values: add an attribute of the new type beside it and copy the values in a didMigrate migration step, then remove the old one in a later version (note: modelgen migrates a store one version at a time with lightweight migration, and the step from 'Shop 2' to 'Shop 3' must be one it can make, unless a mapping model beside the bundle ('Shop 2-Shop 3.xcmappingmodel', say) or in a folder given with --mapping-models maps it)",
                "Shop 4.xcdatamodel: warning: version 'Shop 4' comes after the current version 'Shop 3' in the bundle's order (by name), so no app has used it yet: it is left out, as a draft of a later version. Make it the current version in Xcode when it ships. If it is in fact older than 'Shop 3', say which version is the oldest with --first-version 'Shop 4'.",
            ])
        // The step into the current version is the one error; the later version leaves no trace.
        #expect(conversion.writtenFiles.isEmpty)

        // With the app's mapping model for that step beside the bundle, in the form Xcode writes
        // (objc.io's Core Data book keeps such models beside its Moody.xcdatamodeld), the step is the
        // mapping model's; one that cannot be read is a warning.
        func mappingModel(_ name: String, _ xml: String) throws {
            try Self.writeMappingModel(name, xml, in: bundle.deletingLastPathComponent())
        }
        try mappingModel(
            "Shop 2-Shop 3",
            """
            <?xml version="1.0" standalone="no"?>
            <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

            <database>
                <object type="XDDEVMAPPINGMODEL" id="z102">
                    <attribute name="sourcemodelpath" type="string">App/Shop.xcdatamodeld/Shop 2.xcdatamodel</attribute>
                    <attribute name="destinationmodelpath" type="string">App/Shop.xcdatamodeld/Shop 3.xcdatamodel</attribute>
                </object>
            </database>
            """)
        try mappingModel("Broken", "<database>")
        // 'Shop' and 'Shop 2' are one version to Core Data, so this one maps the same step.
        try mappingModel(
            "Shop-Shop 3",
            #"<database><object type="XDDEVMAPPINGMODEL"><attribute name="sourcemodelpath">Shop.xcdatamodeld/Shop.xcdatamodel</attribute><attribute name="destinationmodelpath">Shop.xcdatamodeld/Shop 3.xcdatamodel</attribute></object></database>"#
        )
        try mappingModel(
            "Shop 2-Shop 4",
            #"<database><object type="XDDEVMAPPINGMODEL"><attribute name="sourcemodelpath">Shop.xcdatamodeld/Shop 2.xcdatamodel</attribute><attribute name="destinationmodelpath">Shop.xcdatamodeld/Shop 4.xcdatamodel</attribute></object></database>"#
        )
        try mappingModel(
            "Other",
            #"<database><object type="XDDEVMAPPINGMODEL"><attribute name="sourcemodelpath">Other.xcdatamodeld/Shop 2.xcdatamodel</attribute><attribute name="destinationmodelpath">Other.xcdatamodeld/Shop 3.xcdatamodel</attribute></object></database>"#
        )
        let mapped = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: true)
        #expect(
            mapped.diagnostics.filter { $0.severity != .warning || $0.message.contains("mapping model") }.map(\.message)
                == [
                    "the mapping model 'Broken' was not read (its XML: the element 'database' (line 1) is not closed: the file ends before '</database>'), so no step of the conversion uses it",
                    "the mapping model 'Shop 2-Shop 4' maps 'Shop 2' to 'Shop 4', but one of them is not a version that the conversion keeps, so no step of the conversion uses it",
                    "the mapping model 'Shop-Shop 3' maps 'Shop' to 'Shop 3', a step that the mapping model 'Shop 2-Shop 3' already maps, so no step of the conversion uses it",
                ], "\(TestSupport.describe(mapped.diagnostics))")
        let json = try TestSupport.read(output)
        #expect(
            json.contains(
                """
                  "migrationStep": {
                    "mappingModel": "The mapping model of 'Shop 2-Shop 3.xcmappingmodel', from 'Shop 2' to 'Shop 3', converted from Xcode."
                  },
                """), "\(json)")
        #expect(Generator.validate(modelsAt: [output.path]).filter { $0.severity == .error }.isEmpty)
    }

    /// Simplenote's notes have an attribute named `deleted`, which Core Data stores and a Swift
    /// class cannot declare: the history converts as it is, and converts back to Xcode; the Swift
    /// property takes a stand-in name, which generate says (NameRulesTests).
    @Test func aNameOnlyTheClassesCannotHaveConverts() throws {
        let root = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let deleted = #"<attribute name="deleted" attributeType="Boolean" defaultValueString="NO"/>"#
        let bundle = try Self.writeBundle(
            "Notes", in: root, entity: "Note",
            versions: [
                ("Notes", deleted),
                ("Notes 2", deleted + #"<attribute name="title" optional="YES" attributeType="String"/>"#),
            ],
            current: "Notes 2")
        let output = root.appendingPathComponent("Notes.datamodel.json")
        let conversion = try Self.convert(bundle, to: output)
        #expect(TestSupport.describe(conversion.diagnostics) == [])
        #expect(
            try TestSupport.read(root.appendingPathComponent("Notes.versions/1.datamodel.json")).contains(#""deleted""#)
        )
        let back = try Self.convert(output, to: root.appendingPathComponent("Back/Notes.xcdatamodeld"))
        #expect(back.diagnostics.isEmpty)
        let generated = Generator.plan(Generator.Request(modelPaths: [output.path]))
        #expect(generated.diagnostics.map(\.severity) == [.warning])
        #expect(
            generated.plan?.operations.contains {
                $0.contents?.contains("    @objc(deleted)\n    @NSManaged public var deletedValue: Bool\n") == true
            } == true)
    }

    /// What only Xcode's editor reads on `<model>` (Xcode 15's Used with SwiftData flag, the tools
    /// and system versions, the minimum tools version, the source language) survives the round trip:
    /// each version's own, as the JSON format's `"xcode"` object, and back in the same `<model>`
    /// element, without a word (it was once dropped, with a warning). Generate says nothing of it.
    @Test func xcodesEditorAttributesSurviveTheRoundTrip() throws {
        let root = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let name = #"<attribute name="name" attributeType="String"/>"#
        let bundle = try Self.writeBundle(
            "Shop", in: root, entity: "Shop",
            versions: [
                ("Shop", name), ("Shop 2", name + #"<attribute name="note" optional="YES" attributeType="String"/>"#),
            ],
            current: "Shop 2")
        let old =
            #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="5063" systemVersion="13C64" minimumToolsVersion="Xcode 4.3" sourceLanguage="Objective-C" userDefinedModelVersionIdentifier="">"#
        let new =
            #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithSwiftData="YES" userDefinedModelVersionIdentifier="">"#
        for (version, line) in [("Shop", old), ("Shop 2", new)] {
            let contents = bundle.appendingPathComponent("\(version).xcdatamodel/contents")
            try TestSupport.read(contents).replacingOccurrences(of: "<model>", with: line)
                .write(to: contents, atomically: true, encoding: .utf8)
        }
        var metrics = PipelineMetrics()
        #expect(ModelLoader.load(modelAt: bundle.path, metrics: &metrics).diagnostics.isEmpty)
        let json = root.appendingPathComponent("Shop.datamodel.json")
        let conversion = try Self.convert(bundle, to: json)
        #expect(TestSupport.describe(conversion.diagnostics) == [])
        // Only what differs from convert's placeholders (the tools version of Xcode's new-project
        // template, Automatic, Swift).
        #expect(
            try TestSupport.read(json).contains(
                #"  "xcode": { "usedWithSwiftData": true, "lastSavedToolsVersion": "22758", "systemVersion": "23F79" },"#
            ))
        #expect(
            try TestSupport.read(root.appendingPathComponent("Shop.versions/1.datamodel.json")).contains(
                #"  "xcode": { "lastSavedToolsVersion": "5063", "systemVersion": "13C64", "minimumToolsVersion": "Xcode 4.3", "sourceLanguage": "Objective-C" },"#
            ))
        let back = root.appendingPathComponent("Back/Shop.xcdatamodeld")
        #expect(try Self.convert(json, to: back).diagnostics.isEmpty)
        for (version, line) in [("Shop", old), ("Shop 2", new)] {
            let contents = try TestSupport.read(back.appendingPathComponent("\(version).xcdatamodel/contents"))
            #expect(contents.components(separatedBy: "\n").dropFirst().first == line, "\(contents)")
        }
        // And JSON → Xcode → JSON is the same text.
        let again = root.appendingPathComponent("Again/Shop.datamodel.json")
        _ = try Self.convert(back, to: again)
        #expect(try TestSupport.read(again) == TestSupport.read(json))
        #expect(
            try TestSupport.read(root.appendingPathComponent("Again/Shop.versions/1.datamodel.json"))
                == TestSupport.read(root.appendingPathComponent("Shop.versions/1.datamodel.json")))
    }

    /// A model that never was in Xcode has no `"xcode"` object: converted to Xcode it gets the
    /// placeholders, and back in JSON it still has none. A value that is not Xcode's kind of value
    /// is an error at its place.
    @Test func aModelWithoutXcodesAttributesGetsThePlaceholders() throws {
        let root = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("Shop.datamodel.json")
        let text = """
            {
              "name": "Shop",
              "entities": [
                {
                  "name": "Shop",
                  "attributes": [
                    { "name": "name", "type": "string" }
                  ]
                }
              ]
            }

            """
        try text.write(to: model, atomically: true, encoding: .utf8)
        let bundle = root.appendingPathComponent("Shop.xcdatamodeld")
        _ = try Self.convert(model, to: bundle)
        #expect(
            try TestSupport.read(bundle.appendingPathComponent("Shop.xcdatamodel/contents")).contains(
                #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="11A491" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">"#
            ))
        let back = root.appendingPathComponent("Back/Shop.datamodel.json")
        _ = try Self.convert(bundle, to: back)
        #expect(try TestSupport.read(back) == text)
        for (xcode, expected) in [
            (
                #"{ "usedWithSwiftData": "YES" }"#,
                "2:51: error: 'usedWithSwiftData' must be true or false, found a string"
            ),
            (#"{ "systemVersion": "" }"#, "2:47: error: 'systemVersion' is empty; leave it out for convert's default"),
            (
                #"{ "usedWithSwiftdata": true }"#,
                "2:30: error: unknown key 'usedWithSwiftdata' in 'xcode' (note: did you mean 'usedWithSwiftData'?)"
            ),
            (#"true"#, "2:28: error: expected 'xcode' to be an object, found a boolean"),
        ] {
            let json = "{\n  \"name\": \"Shop\", \"xcode\": \(xcode),\n  \"entities\": []\n}\n"
            #expect(
                TestSupport.describe(TestSupport.load(json).diagnostics).filter { $0.contains("error") }
                    == [expected], "\(json)")
        }
    }

    /// Xcode 4 to 8 (and Xcode 3) let a relationship be Indexed: a to-one one's flag is the fetch index
    /// Xcode makes for an Indexed attribute, and converts as that index; a to-many one's indexes no
    /// column, and is left out with a warning that says so (MagicalRecord's Recipes sample has both).
    @Test func aRelationshipsIndexedFlagIsItsIndex() throws {
        let root = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let links =
            #"<relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shop" inverseName="branches" inverseEntity="Shop" indexed="YES"/><relationship name="branches" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Shop" inverseName="parent" inverseEntity="Shop" indexed="YES"/>"#
        let bundle = try Self.writeBundle(
            "Shop", in: root, entity: "Shop", versions: [("Shop", links)], current: "Shop")
        let output = root.appendingPathComponent("Shop.datamodel.json")
        let conversion = try Self.convert(bundle, to: output)
        #expect(
            TestSupport.describe(conversion.diagnostics) == [
                "1:375: warning: the Indexed flag (indexed) of relationship 'branches' of entity 'Shop' is left out: a to-many relationship is no column of its entity's table, so there is nothing to index"
            ])
        let json = try TestSupport.read(output)
        #expect(json.contains(#"{ "name": "byParentIndex", "elements": [{ "property": "parent" }] }"#), "\(json)")
        // Back in Xcode, the index is a fetch index, which reads back as the same index.
        let back = root.appendingPathComponent("Back/Shop.xcdatamodeld")
        #expect(try Self.convert(output, to: back).diagnostics.isEmpty)
        let again = root.appendingPathComponent("Again/Shop.datamodel.json")
        #expect(try Self.convert(back, to: again).diagnostics.isEmpty)
        #expect(try TestSupport.read(again) == json)
    }

    /// LoopKit's model has two properties with one renaming identifier in its first version and its
    /// current one, and a mapping model for the step between them: it converts, with a warning at
    /// the current version (its step is the mapping model's), and the result validates.
    @Test func aSharedRenamingIdentifierConvertsWhenAMappingModelMakesTheStep() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair =
            #"<attribute name="programmed" optional="YES" attributeType="String" elementID="scheduled"/><attribute name="scheduled" optional="YES" attributeType="String"/>"#
        let bundle = try Self.writeBundle(
            "Shop", in: folder, entity: "Shop",
            versions: [
                ("Shop", pair),
                ("Shop 2", pair + #"<attribute name="size" optional="YES" attributeType="Double"/>"#),
            ],
            current: "Shop 2")
        try Self.writeMappingModel("Shop-Shop 2", Self.shopMapping(from: "Shop", to: "Shop 2"), in: folder)
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(!conversion.diagnostics.hasErrors, "\(TestSupport.describe(conversion.diagnostics))")
        #expect(conversion.versionCount == 2)
        #expect(Generator.validate(modelsAt: [output.path]).filter { $0.severity != .note } == [])
    }

    /// Xcode orders versions by name only; an app whose oldest version's name sorts after the current
    /// one (Aidoku's `Shared`, before `0.9`) names it with --first-version, and it is taken as the
    /// oldest: its store migrates to the others, and nothing is left out. Unnamed, it is taken for a
    /// draft of a later version and left out, with a warning that says how to name it.
    @Test func theOldestVersionCanBeNamedWhenItsNameSortsLast() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.writeBundle(
            "Shop", in: folder, entity: "Shop",
            versions: [
                ("Shared", #"<attribute name="name" attributeType="String"/>"#),
                (
                    "0.9",
                    #"<attribute name="name" attributeType="String"/><attribute name="size" optional="YES" attributeType="Double"/>"#
                ),
            ],
            current: "0.9")
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let unnamed = Generator.convert(
            modelAt: bundle.path, to: folder.appendingPathComponent("Unnamed/Shop.datamodel.json").path,
            dropUnsupported: false)
        #expect(
            unnamed.diagnostics.map(\.severity) == [.warning]
                && unnamed.diagnostics[0].message.hasSuffix(
                    "say which version is the oldest with --first-version 'Shared'."),
            "\(unnamed.diagnostics)")
        #expect(unnamed.versionCount == 1)
        let conversion = Generator.convert(
            modelAt: bundle.path, to: output.path, dropUnsupported: false, firstVersion: "Shared")
        #expect(
            conversion.diagnostics.map(\.message) == [
                "version 'Shared' is taken as the oldest (--first-version), before '0.9', though its name sorts after the current version '0.9'"
            ])
        #expect(conversion.versionCount == 2)
        let shipped = try TestSupport.read(folder.appendingPathComponent("Shop.versions/1.datamodel.json"))
        #expect(!shipped.contains("size"))
        #expect(try TestSupport.read(output).contains(#""name": "size""#))
    }

    /// `modelgen.json` states the order of a bundle's versions, oldest first, the last one current:
    /// for a bundle whose `.xccurrentversion` names none (CoreStore's evolution demo) or whose names
    /// sort out of order. A version it leaves out is a draft, left out with a warning; a name that
    /// is no version, and a current version other than Xcode's, are errors in modelgen.json.
    @Test func modelgenJSONStatesTheOrderOfTheVersions() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = #"<attribute name="name" attributeType="String"/>"#
        let size = name + #"<attribute name="size" optional="YES" attributeType="Double"/>"#
        let bundle = try Self.writeBundle(
            "Shop", in: folder, entity: "Shop",
            versions: [
                ("V2", size), ("Base", name),
                ("Draft", size + #"<attribute name="x" optional="YES" attributeType="Date"/>"#),
            ],
            current: "V2")
        // Xcode wrote the file before a version was chosen.
        try #"<plist version="1.0"><dict/></plist>"#.write(
            to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        var metrics = PipelineMetrics()
        let unstated = ModelLoader.load(modelAt: bundle.path, metrics: &metrics)
        #expect(
            unstated.diagnostics.first?.message.contains(
                #"state the versions' order in modelgen.json ("xcodeModels": { "Shop": { "versions": [oldest, …, current] } })"#
            ) == true)
        let configuration = folder.appendingPathComponent("modelgen.json")
        try #"{ "xcodeModels": { "Shop": { "versions": ["Base", "V2"] } } }"#.write(
            to: configuration, atomically: true, encoding: .utf8)
        let loaded = ModelLoader.load(modelAt: bundle.path, metrics: &metrics)
        #expect(loaded.diagnostics.isEmpty, "\(TestSupport.describe(loaded.diagnostics))")
        #expect(loaded.history?.current.entities.first?.attributes.map(\.name) == ["name", "size"])
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = try Self.convert(bundle, to: output)
        #expect(
            conversion.diagnostics.map(\.message) == [
                "version 'Draft' is not in the versions of 'Shop' that modelgen.json states, so it is taken for a draft of a later version and left out; list it there if the app has shipped it"
            ])
        #expect(conversion.versionCount == 2)
        #expect(
            !(try TestSupport.read(folder.appendingPathComponent("Shop.versions/1.datamodel.json")).contains("size")))
        // A name that is no version, a list whose last version is not Xcode's current one, and a
        // bundle that is not there (the first error of each).
        func error(_ json: String, current: String? = nil) throws -> String {
            try json.write(to: configuration, atomically: true, encoding: .utf8)
            if let current {
                try XcodeModelWriter.currentVersionList(naming: current)
                    .write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
            }
            var metrics = PipelineMetrics()
            let diagnostics = ModelLoader.load(modelAt: bundle.path, metrics: &metrics).diagnostics
            #expect(diagnostics.first?.file == configuration.path)
            return TestSupport.describe(diagnostics).first ?? ""
        }
        #expect(
            try error(#"{ "xcodeModels": { "Shop": { "versions": ["Base", "V3"] } } }"#)
                == "1:51: error: 'V3' is no version of Shop.xcdatamodeld; its versions are 'Base', 'Draft', 'V2'")
        #expect(
            try error(#"{ "xcodeModels": { "Shop": { "versions": ["Base", "V2"] } } }"#, current: "Draft")
                == "1:42: error: the versions of 'Shop' end with 'V2', but Xcode's current version is 'Draft' (.xccurrentversion), which Xcode compiles the model with; make the last version the current one, in modelgen.json or in Xcode"
        )
        #expect(
            try error(#"{ "xcodeModels": { "Shop": { "versions": ["V2"] }, "Shelf": { "versions": ["A"] } } }"#)
                == "1:52: error: 'xcodeModels' names 'Shelf', but there is no Shelf.xcdatamodeld beside modelgen.json")
        // A list that is not an object, an empty list, and a version named twice.
        #expect(
            try error(#"{ "xcodeModels": ["Shop"] }"#).hasPrefix("1:18: error: 'xcodeModels' must be an object, found ")
        )
        #expect(
            try error(#"{ "xcodeModels": { "Shop": { "versions": [] } } }"#)
                == "1:42: error: the versions of 'Shop' must name at least its current version")
        #expect(
            try error(#"{ "xcodeModels": { "Shop": { "versions": ["Base", "Base"] } } }"#)
                == "1:51: error: the versions of 'Shop' name 'Base' twice")
    }

    /// A `Shop.xcdatamodeld` in a new temporary folder: four versions, 'Shop 3' the current one; the
    /// step from 'Shop 2' to 'Shop 3' changes a type, so it needs a mapping model.
    /// A version that stores what an older one (not the one just before) stores: Core Data's own
    /// migration copes, but modelgen's would take the older one's stores for it, so converting is
    /// refused, with what to do in Xcode. With a version hash modifier, it converts.
    @Test func aVersionThatStoresWhatAnOlderOneStoresIsNotConverted() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = #"<attribute name="name" optional="YES" attributeType="String"/>"#
        let size = #"<attribute name="size" optional="YES" attributeType="Double"/>"#
        var versions = [("Shop", name), ("Shop 2", name + size), ("Shop 3", name)]
        let bundle = try Self.writeBundle("Shop", in: folder, entity: "Shop", versions: versions, current: "Shop 3")
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let refused = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(
            TestSupport.describe(refused.diagnostics) == [
                "error: versions 'Shop' and 'Shop 3' store the same, with other versions between: modelgen's migration would take a store of 'Shop' for 'Shop 3' and skip the steps between; give an entity of 'Shop 3' a Version Hash Modifier in Xcode, then convert again"
            ])
        #expect(refused.writtenFiles.isEmpty)
        versions[2].1 = name.replacingOccurrences(of: "/>", with: #" versionHashModifier="reverted"/>"#)
        try FileManager.default.removeItem(at: bundle)
        _ = try Self.writeBundle("Shop", in: folder, entity: "Shop", versions: versions, current: "Shop 3")
        let converted = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(!converted.diagnostics.hasErrors, "\(TestSupport.describe(converted.diagnostics))")
        #expect(Generator.validate(modelsAt: [output.path]).filter { $0.severity == .error }.isEmpty)
    }

    /// A class named with a module (Kiwix's `.Bookmark`, TwidereX's `CoreDataStack.Tweet` in every
    /// version) gets `generate`'s warning, as the app goes on loading the model Xcode compiles, where
    /// Core Data looks the class up by that name; converted, the model is built in code, which names
    /// the class itself, so convert says nothing of it, in any version.
    @Test func aClassNamedWithAModuleIsNoWarningOnceConverted() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = #"<attribute name="name" optional="YES" attributeType="String"/>"#
        let note = #"<attribute name="note" optional="YES" attributeType="String"/>"#
        let bundle = try Self.writeBundle(
            "Shop", in: folder, entity: "Shop", versions: [("Shop", name), ("Shop 2", name + note)], current: "Shop 2")
        for version in ["Shop", "Shop 2"] {
            let contents = bundle.appendingPathComponent("\(version).xcdatamodel/contents")
            try TestSupport.read(contents).replacingOccurrences(
                of: #"representedClassName="Shop""#, with: #"representedClassName=".Shop""#
            ).write(to: contents, atomically: true, encoding: .utf8)
        }
        let generating = Generator.validate(modelsAt: [bundle.path])
        #expect(
            generating.map(\.message) == [
                "entity 'Shop' names its class with a module ('.Shop'), but modelgen's classes are registered as '@objc(Shop)'; set the entity's Module to none in Xcode's Data Model inspector so that Core Data looks up 'Shop'"
            ])
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(conversion.diagnostics == [], "\(TestSupport.describe(conversion.diagnostics))")
        #expect(try TestSupport.read(output).contains(#""name": "Shop""#))
        #expect(try !TestSupport.read(output).contains(".Shop"))
    }

    /// The rules of classes are the generated classes', so they apply where classes are generated:
    /// a shipped version's classes never are (its model in code gives every entity
    /// NSManagedObject), so its class names are free (`Date`, `NSThing`) and an entity of class
    /// NSManagedObject is none of convert's business; converted, the current version's entity of
    /// class NSManagedObject gets its generated class, which the model in code names. Generate
    /// reads the Xcode model, where Core Data keeps making plain NSManagedObjects, and says so; the
    /// current version's class names stay held to the rules (`Date` is refused there).
    @Test func classRulesApplyWhereClassesAreGenerated() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = #"<attribute name="name" optional="YES" attributeType="String"/>"#
        func entities(shop: String, day: String, plain: String) -> String {
            #"\#(shop)</entity><entity name="Day" representedClassName="\#(day)">\#(name)</entity><entity name="Plain"\#(plain)>\#(name)"#
        }
        let bundle = try Self.writeBundle(
            "Shop", in: folder, entity: "Shop",
            versions: [
                ("Shop", entities(shop: name, day: "Date", plain: #" representedClassName="NSManagedObject""#)),
                (
                    "Shop 2",
                    entities(
                        shop: name + #"<attribute name="note" optional="YES" attributeType="String"/>"#, day: "Day",
                        plain: "")
                ),
            ],
            current: "Shop 2")
        let shipped = bundle.appendingPathComponent("Shop.xcdatamodel/contents")
        try TestSupport.read(shipped).replacingOccurrences(
            of: #"representedClassName="Shop""#, with: #"representedClassName="NSShop""#
        ).write(to: shipped, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = try Self.convert(bundle, to: output)
        #expect(TestSupport.describe(conversion.diagnostics) == [])
        let version1 = try TestSupport.read(folder.appendingPathComponent("Shop.versions/1.datamodel.json"))
        #expect(version1.contains(#""className": "Date""#) && version1.contains(#""className": "NSShop""#))
        #expect(Generator.validate(modelsAt: [output.path]) == [])
        #expect(
            Generator.validate(modelsAt: [bundle.path]).map(\.message) == [
                "entity 'Plain' has no class (representedClassName), so Core Data makes its objects plain NSManagedObjects and never uses the generated class 'Plain'; set the entity's Class to 'Plain' in Xcode's Data Model inspector"
            ])
        // The same class names in the current version: the step being made now keeps the rules.
        let current = bundle.appendingPathComponent("Shop 2.xcdatamodel/contents")
        try TestSupport.read(current).replacingOccurrences(
            of: #"representedClassName="Day""#, with: #"representedClassName="Date""#
        ).replacingOccurrences(of: #"representedClassName="Shop""#, with: #"representedClassName="NSShop""#)
            .write(to: current, atomically: true, encoding: .utf8)
        let refused = Generator.convert(
            modelAt: bundle.path, to: folder.appendingPathComponent("Refused.datamodel.json").path,
            dropUnsupported: false)
        #expect(
            TestSupport.describe(refused.diagnostics) == [
                "1:49: warning: class name 'NSShop' begins with 'NS', the prefix of Apple's own classes: the Objective-C runtime keeps one class of each name, so one of Apple's of this name (now or in a later OS) would clash with it; choose another name",
                "1:231: error: class name 'Date' would hide the type 'Date' that the generated code uses",
            ])
    }

    /// A shipped history is a record: two shipped versions that store the same with others between
    /// (owntracks shipped 'Model 7.3.1' and 'Model 7.5' so) convert with a warning that says what the
    /// migration does with their stores; the generated model then validates. The same as the step
    /// into the current version stays an error (`aVersionThatStoresWhatAnOlderOneStoresIsNotConverted`).
    @Test func shippedVersionsThatStoreTheSameWithOthersBetweenConvertWithAWarning() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = #"<attribute name="name" optional="YES" attributeType="String"/>"#
        let size = #"<attribute name="size" optional="YES" attributeType="Double"/>"#
        let note = #"<attribute name="note" optional="YES" attributeType="String"/>"#
        let bundle = try Self.writeBundle(
            "Shop", in: folder, entity: "Shop",
            versions: [("Shop", name), ("Shop 2", name + size), ("Shop 3", name), ("Shop 4", name + note)],
            current: "Shop 4")
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(
            TestSupport.describe(conversion.diagnostics) == [
                "warning: versions 'Shop' and 'Shop 3' store the same, with other versions between: Core Data cannot tell their stores apart, so modelgen's migration takes a store of 'Shop' for one of 'Shop 3' and runs none of the steps between, as Core Data's own migration does (it finds a store's model by its version hashes); a store that needs those steps' changes would miss them"
            ])
        #expect(conversion.versionCount == 4)
        let validation = Generator.validate(modelsAt: [output.path])
        #expect(!validation.hasErrors, "\(TestSupport.describe(validation))")
        #expect(
            validation.map(\.message).contains {
                $0.hasPrefix("shipped versions 1 and 3 store the same: Core Data cannot tell their stores apart")
            }, "\(TestSupport.describe(validation))")
    }

    /// A bundle whose step into 'Shop 2' adds a required attribute without a default (one lightweight
    /// migration cannot make), the current version, or a shipped one with 'Shop 3' after it.
    static func writeRequiredIDHistory(in folder: URL, isPast: Bool) throws -> URL {
        let name = #"<attribute name="name" optional="YES" attributeType="String"/>"#
        let id = #"<attribute name="id" attributeType="UUID"/>"#
        let note = #"<attribute name="note" optional="YES" attributeType="String"/>"#
        let versions = [("Shop", name), ("Shop 2", name + id)] + (isPast ? [("Shop 3", name + id + note)] : [])
        return try writeBundle(
            "Shop", in: folder, entity: "Shop", versions: versions, current: isPast ? "Shop 3" : "Shop 2")
    }

    /// A shipped history is a record: a step between shipped versions that lightweight migration
    /// cannot make (duckduckgo's bookmarks added a required attribute without a default, and the
    /// app coped) converts with a warning at the version that introduced it, which says what stores
    /// of the version before need; the same change as the step into the current version is an error.
    @Test(arguments: [false, true])
    func aPastStepLightweightMigrationCannotMakeIsAWarningTheCurrentOneAnError(isPast: Bool) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.writeRequiredIDHistory(in: folder, isPast: isPast)
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        let finding = try #require(
            conversion.diagnostics.first { $0.message.hasPrefix("new required attribute 'Shop.id' has no default") },
            "\(TestSupport.describe(conversion.diagnostics))")
        #expect(finding.severity == (isPast ? .warning : .error))
        #expect(finding.file?.hasSuffix("Shop 2.xcdatamodel/contents") == true)
        #expect(
            finding.notes.contains {
                $0.message.hasPrefix("the step from 'Shop' to 'Shop 2' shipped, so its users' stores took it")
            } == isPast, "\(finding.notes)")
        #expect(conversion.writtenFiles.isEmpty == !isPast)
        if isPast {
            let validation = Generator.validate(modelsAt: [output.path])
            #expect(!validation.hasErrors, "\(TestSupport.describe(validation))")
            #expect(
                validation.contains {
                    $0.severity == .warning && $0.message.hasPrefix("new required attribute 'Shop.id' has no default")
                        && $0.notes.contains { $0.message.hasPrefix("the step from version 1 to 2 shipped") }
                }, "\(TestSupport.describe(validation))")
        }
    }

    /// A step the app made by deleting the store, as `modelgen.json` says (`resetsStore`): converted
    /// as that version's `migrationStep`, it needs no lightweight migration, past or current, and is
    /// kept when the history is checked again; a statement that names no step is an error at it.
    @Test(arguments: [false, true])
    func aStepTheAppMadeByResettingTheStoreIsRecorded(isPast: Bool) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.writeRequiredIDHistory(in: folder, isPast: isPast)
        let configuration = folder.appendingPathComponent("modelgen.json")
        try #"{ "xcodeModels": { "Shop": { "resetsStore": { "Shop 2": "The shop is downloaded again." } } } }"#
            .write(to: configuration, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("JSON/Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(TestSupport.describe(conversion.diagnostics) == [], "\(TestSupport.describe(conversion.diagnostics))")
        let step = #""migrationStep": {\#n    "resetsStore": "The shop is downloaded again."\#n  }"#
        let converted =
            isPast
            ? output.deletingLastPathComponent().appendingPathComponent("Shop.versions/2.datamodel.json") : output
        let text = try TestSupport.read(converted)
        #expect(text.contains(step), "\(text)")
        #expect(TestSupport.describe(Generator.validate(modelsAt: [output.path])) == [])

        for (stated, expected) in [
            (
                #"{ "Shop 9": "Why." }"#,
                "1:47: error: 'resetsStore' names 'Shop 9', which is not a version that the conversion keeps"
            ),
            (
                #"{ "Shop": "Why." }"#,
                "1:47: error: 'resetsStore' names 'Shop', the first version kept: no store is migrated into it, so there is no step to reset"
            ),
            (
                #"{ "Shop 2": " " }"#,
                "1:57: error: say why the app resets the store (what it loses, and how it gets it back): the text documents the step"
            ),
        ] {
            try #"{ "xcodeModels": { "Shop": { "resetsStore": \#(stated) } } }"#.write(
                to: configuration, atomically: true, encoding: .utf8)
            let refused = Generator.convert(
                modelAt: bundle.path, to: folder.appendingPathComponent("Refused/Shop.datamodel.json").path,
                dropUnsupported: false)
            #expect(
                TestSupport.describe(
                    refused.diagnostics.filter { $0.severity == .error && $0.message.contains("reset") }) == [expected])
        }
    }

    /// Version folders that Xcode would name otherwise at their place (a single version named
    /// `Store 3`, versions named by release) keep their names through JSON and back: the project file
    /// and mapping models name them. A name a later version repeats (the model being edited kept its
    /// shipped version's) gives way to one Xcode would give, with a warning.
    @Test func versionFoldersKeepTheirNamesThroughJSONAndBack() throws {
        let root = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try Self.writeBundle(
            "Store", in: root, entity: "Item",
            versions: [
                ("Store 1.0", #"<attribute name="name" attributeType="String"/>"#),
                (
                    "Store 2",
                    #"<attribute name="name" attributeType="String"/><attribute name="n" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>"#
                ),
                (
                    "Store 2.5",
                    #"<attribute name="name" attributeType="String"/><attribute name="m" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>"#
                ),
            ],
            current: "Store 2.5")
        let json = root.appendingPathComponent("JSON/Store.datamodel.json")
        let toJSON = Generator.convert(modelAt: bundle.path, to: json.path, dropUnsupported: false)
        #expect(Self.errors(toJSON) == [], "\(TestSupport.describe(toJSON.diagnostics))")
        let current = try String(contentsOf: json, encoding: .utf8)
        #expect(current.contains(#""xcodeVersionName": "Store 2.5","#), "\(current)")
        let versions = json.deletingLastPathComponent().appendingPathComponent("Store.versions")
        #expect(
            try String(contentsOf: versions.appendingPathComponent("1.datamodel.json"), encoding: .utf8)
                .contains(#""xcodeVersionName": "Store 1.0","#))
        // Version 2 is named as Xcode names the second version: nothing to keep.
        #expect(
            !(try String(contentsOf: versions.appendingPathComponent("2.datamodel.json"), encoding: .utf8))
                .contains("xcodeVersionName"))

        let back = root.appendingPathComponent("Back/Store.xcdatamodeld")
        let toXcode = Generator.convert(modelAt: json.path, to: back.path, dropUnsupported: false)
        #expect(Self.errors(toXcode) == [], "\(TestSupport.describe(toXcode.diagnostics))")
        let folders = try FileManager.default.contentsOfDirectory(atPath: back.path).sorted()
        #expect(
            folders == [".xccurrentversion", "Store 1.0.xcdatamodel", "Store 2.5.xcdatamodel", "Store 2.xcdatamodel"])
        #expect(
            try String(contentsOf: back.appendingPathComponent(".xccurrentversion"), encoding: .utf8)
                .contains("<string>Store 2.5.xcdatamodel</string>"))

        // The model being edited after a freeze still names the shipped version's folder.
        #expect(Generator.freeze(modelAt: json.path).diagnostics.filter { $0.severity == .error } == [])
        try current.replacingOccurrences(of: #"{ "name": "m""#, with: #"{ "name": "k""#)
            .write(to: json, atomically: true, encoding: .utf8)
        #expect(
            TestSupport.describe(Generator.validate(modelsAt: [json.path])).contains {
                $0.hasSuffix(
                    "warning: the Xcode version name 'Store 2.5' is that of shipped version 3, so converted to Xcode the two versions would want one folder; give this version its own 'xcodeVersionName', or leave it out"
                )
            })
        let again = root.appendingPathComponent("Again/Store.xcdatamodeld")
        let repeated = Generator.convert(modelAt: json.path, to: again.path, dropUnsupported: false)
        #expect(Self.errors(repeated) == [], "\(TestSupport.describe(repeated.diagnostics))")
        #expect(
            repeated.diagnostics.map(\.message).contains(
                "an earlier version is already named 'Store 2.5' in the bundle (its xcodeVersionName); this one is named 'Store 4'"
            ), "\(TestSupport.describe(repeated.diagnostics))")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: again.path).sorted() == [
                ".xccurrentversion", "Store 1.0.xcdatamodel", "Store 2.5.xcdatamodel", "Store 2.xcdatamodel",
                "Store 4.xcdatamodel",
            ])
    }

    static func shopBundle() throws -> URL {
        let versions = [
            ("Shop", #"<attribute name="name" attributeType="String"/>"#),
            ("Shop 2", #"<attribute name="name" attributeType="String" defaultValueString="x"/>"#),
            ("Shop 3", #"<attribute name="name" attributeType="Integer 16"/>"#),
            (
                "Shop 4",
                #"<attribute name="name" attributeType="Integer 16"/><attribute name="size" optional="YES" attributeType="Double"/>"#
            ),
        ]
        return try writeBundle(
            "Shop", in: TestSupport.makeTemporaryDirectory(), entity: "Shop", versions: versions, current: "Shop 3")
    }

    /// Writes the bundle `NAME.xcdatamodeld` into `folder`: one version for each item, whose one
    /// entity `entity` has the item's attributes (XML), and `current` the current version.
    static func writeBundle(
        _ name: String, in folder: URL, entity: String, versions: [(String, String)], current: String
    ) throws -> URL {
        let bundle = folder.appendingPathComponent("\(name).xcdatamodeld")
        for (version, attributes) in versions {
            let versionFolder = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: versionFolder, withIntermediateDirectories: true)
            try "<model><entity name=\"\(entity)\" representedClassName=\"\(entity)\">\(attributes)</entity></model>"
                .write(to: versionFolder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try XcodeModelWriter.currentVersionList(naming: current)
            .write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        return bundle
    }

    /// Writes `NAME.xcmappingmodel/xcmapping.xml` into `folder` (created if need be).
    static func writeMappingModel(_ name: String, _ xml: String, in folder: URL) throws {
        let mapping = folder.appendingPathComponent("\(name).xcmappingmodel")
        try FileManager.default.createDirectory(at: mapping, withIntermediateDirectories: true)
        try xml.write(to: mapping.appendingPathComponent("xcmapping.xml"), atomically: true, encoding: .utf8)
    }

    /// The `xcmapping.xml` of a mapping model from one version of `Shop.xcdatamodeld` to another.
    static func shopMapping(from source: String, to destination: String) -> String {
        #"<database><object type="XDDEVMAPPINGMODEL"><attribute name="sourcemodelpath">Shop.xcdatamodeld/\#(source).xcdatamodel</attribute><attribute name="destinationmodelpath">Shop.xcdatamodeld/\#(destination).xcdatamodel</attribute></object></database>"#
    }

    /// The messages of a conversion's errors.
    static func errors(_ conversion: Generator.Conversion) -> [String] {
        conversion.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// Apps keep mapping models in folders of their own (Olvid: `Migration/v10_to_v11/`), which
    /// `--mapping-models` names: every `.xcmappingmodel` under it is found, once, and nothing is
    /// found through a symbolic link or in a hidden folder.
    @Test func findsMappingModelsUnderTheFoldersItIsGiven() throws {
        let bundle = try Self.shopBundle()
        let root = bundle.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Out/Shop.datamodel.json").path
        let migration = root.appendingPathComponent("Migration")
        try Self.writeMappingModel(
            "ShopMapping_v2_to_v3", Self.shopMapping(from: "Shop 2", to: "Shop 3"),
            in: migration.appendingPathComponent("v2_to_v3"))
        // Not beside the bundle, so not found without the option: the step is refused.
        let without = Generator.convert(modelAt: bundle.path, to: output, dropUnsupported: true, dryRun: true)
        #expect(Self.errors(without).count == 1)
        #expect(Self.errors(without).first?.hasPrefix("the type of 'Shop.name' changes") == true)
        #expect(
            without.diagnostics.first { $0.severity == .error }?.notes.first?.message.contains(
                "or in a folder given with --mapping-models") == true)

        let with = Generator.convert(
            modelAt: bundle.path, to: output, dropUnsupported: true, mappingModelFolders: [migration.path], dryRun: true
        )
        #expect(Self.errors(with) == [], "\(TestSupport.describe(with.diagnostics))")
        #expect(with.writtenFiles.contains(output))

        // Found more than once (named twice, through a parent folder, by a path with `..` in it,
        // itself, and by a symbolic link beside the bundle), it is still one mapping model.
        let found = migration.appendingPathComponent("v2_to_v3/ShopMapping_v2_to_v3.xcmappingmodel")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Beside.xcmappingmodel").path, withDestinationPath: found.path)
        let twice = Generator.convert(
            modelAt: bundle.path, to: output, dropUnsupported: true,
            mappingModelFolders: [
                migration.path, root.path, migration.path + "/v2_to_v3/../v2_to_v3", found.path,
            ],
            dryRun: true)
        #expect(twice.diagnostics.filter { $0.message.contains("mapping model") } == [])
        #expect(Self.errors(twice) == [])

        try FileManager.default.removeItem(at: root.appendingPathComponent("Beside.xcmappingmodel"))

        // A symbolic link (here, a loop back to the root) and a hidden folder are not searched.
        let elsewhere = root.appendingPathComponent("Elsewhere")
        try Self.writeMappingModel(
            "Linked", Self.shopMapping(from: "Shop 2", to: "Shop 3"), in: elsewhere.appendingPathComponent(".hidden"))
        try FileManager.default.createSymbolicLink(
            atPath: elsewhere.appendingPathComponent("loop").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(
            atPath: elsewhere.appendingPathComponent("Link.xcmappingmodel").path,
            withDestinationPath: migration.appendingPathComponent("v2_to_v3/ShopMapping_v2_to_v3.xcmappingmodel").path)
        #expect(XcodeMappingModel.mappingModelFolders(under: elsewhere.path) == [])
        // Nor are the folders of dependency managers and Xcode projects, nor folders deeper than
        // the limit; a mapping model named itself is found.
        let skipped = root.appendingPathComponent("Skipped")
        for folder in ["Pods/A", "Carthage/B", "node_modules/C", "App.xcodeproj/D", "one/two/three"] {
            try Self.writeMappingModel("M", "<database/>", in: skipped.appendingPathComponent(folder))
        }
        #expect(
            XcodeMappingModel.mappingModelFolders(under: skipped.path, maximumDepth: 2).map {
                String($0.dropFirst(skipped.path.count))
            } == [])
        #expect(
            XcodeMappingModel.mappingModelFolders(under: skipped.path, maximumDepth: 3).map {
                String($0.dropFirst(skipped.path.count))
            } == ["/one/two/three/M.xcmappingmodel"])
        #expect(XcodeMappingModel.mappingModelFolders(under: found.path + "/") == [found.path])
        let linked = Generator.convert(
            modelAt: bundle.path, to: output, dropUnsupported: true, mappingModelFolders: [elsewhere.path],
            dryRun: true)
        #expect(Self.errors(linked).count == 1)

        // A folder that is not there, or not a folder, is an error, reported alone (before any
        // version is read); an output that is an Xcode model has no mapping models to find.
        let missing = Generator.convert(
            modelAt: bundle.path, to: output, dropUnsupported: true,
            mappingModelFolders: [
                root.appendingPathComponent("Nowhere").path,
                bundle.appendingPathComponent("Shop.xcdatamodel/contents").path,
            ],
            dryRun: true)
        #expect(
            Self.errors(missing) == [
                "--mapping-models names nothing, not a folder to search for .xcmappingmodel folders",
                "--mapping-models names a file, not a folder to search for .xcmappingmodel folders",
            ])
        let json = root.appendingPathComponent("Model.datamodel.json")
        try TestModels.model(#"{ "name": "A", "attributes": [] }"#).write(
            to: json, atomically: true, encoding: .utf8)
        let backwards = Generator.convert(
            modelAt: json.path, to: root.appendingPathComponent("A.xcdatamodeld").path, dropUnsupported: false,
            mappingModelFolders: [migration.path], dryRun: true)
        #expect(
            Self.errors(backwards) == [
                "--mapping-models names where an Xcode model's mapping models are; a .datamodel.json model's steps say what their mapping models do"
            ])
    }

    /// An app that deletes stores of its oldest versions (Mastodon does, where a step needs a
    /// mapping model it never wrote) converts from the first version it still migrates.
    @Test func leavesOutTheVersionsBeforeTheFirstVersion() throws {
        let bundle = try Self.shopBundle()
        let root = bundle.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Shop.datamodel.json")
        // From 'Shop 2' on, the step that changes a type is still there; from 'Shop 3' on it is not.
        let fromTwo = Generator.convert(
            modelAt: bundle.path, to: output.path, dropUnsupported: true, firstVersion: "Shop 2", dryRun: true)
        #expect(Self.errors(fromTwo).count == 1)
        #expect(Self.errors(fromTwo).first?.hasPrefix("the type of 'Shop.name' changes") == true)
        let fromThree = Generator.convert(
            modelAt: bundle.path, to: output.path, dropUnsupported: true, firstVersion: "Shop 3")
        #expect(Self.errors(fromThree) == [], "\(TestSupport.describe(fromThree.diagnostics))")
        #expect(
            fromThree.diagnostics.first.map {
                "\(URL(fileURLWithPath: $0.file ?? "").deletingLastPathComponent().lastPathComponent): \($0.severity): \($0.message)"
            }
                == "Shop 3.xcdatamodel: warning: the 2 versions before 'Shop 3' are left out (--first-version): unless it stores the same as 'Shop 3', a store that one of them wrote is one the generated migration (migrateStoreIfNeeded) does not know, and it throws MigrationError.unknownModelVersion, for the app to delete the store or migrate it itself"
        )
        // One version left out is named in the singular; a mapping model from or to a version left
        // out is not used, and not worth a warning.
        try Self.writeMappingModel("Shop-Shop 2", Self.shopMapping(from: "Shop", to: "Shop 2"), in: root)
        // (Into a new file: the conversion from 'Shop 3' wrote `output`, and an output that exists is
        // refused before the input is read.)
        let fromTwoAgain = Generator.convert(
            modelAt: bundle.path, to: root.appendingPathComponent("Again.datamodel.json").path, dropUnsupported: true,
            firstVersion: "Shop 2", dryRun: true)
        #expect(
            fromTwoAgain.diagnostics.first?.message.hasPrefix(
                "the version before 'Shop 2' is left out (--first-version): unless it stores the same as 'Shop 2', a store that it wrote"
            ) == true)
        #expect(fromTwoAgain.diagnostics.filter { $0.message.contains("mapping model 'Shop-Shop 2'") } == [])
        // 'Shop 3' is the current version, so it is the model, with no shipped versions.
        #expect(fromThree.versionCount == 1)
        #expect(fromThree.writtenFiles == [output.path])
        #expect(Generator.validate(modelsAt: [output.path]).filter { $0.severity == .error }.isEmpty)

        // A name that is no version is an error; so is the option for a .datamodel.json model,
        // whose shipped versions are all kept. (A version after the current one is taken as the
        // oldest: theOldestVersionCanBeNamedWhenItsNameSortsLast.)
        for name in ["Shop 9", "shop 2"] {
            let refused = Generator.convert(
                modelAt: bundle.path, to: root.appendingPathComponent("X.datamodel.json").path, dropUnsupported: true,
                firstVersion: name, dryRun: true)
            #expect(
                Self.errors(refused) == [
                    "--first-version '\(name)' names no version of the bundle up to its current version; the versions are 'Shop', 'Shop 2', 'Shop 3'"
                ])
        }
        let backwards = Generator.convert(
            modelAt: output.path, to: root.appendingPathComponent("Back.xcdatamodeld").path, dropUnsupported: false,
            firstVersion: "Shop 3", dryRun: true)
        #expect(
            Self.errors(backwards) == [
                "--first-version chooses the oldest version of an Xcode model to keep; a .datamodel.json model's shipped versions are all kept"
            ])
    }

    /// convert reads and checks the modelgen.json beside the model, as every command does.
    @Test func readsTheConfigurationBesideTheModel() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Commits.xcdatamodeld")
        try FileManager.default.copyItem(
            at: TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld"), to: bundle)
        try #"{ "acessLevel": "internal" }"#.write(
            to: folder.appendingPathComponent("modelgen.json"), atomically: true, encoding: .utf8)
        let conversion = Generator.convert(
            modelAt: bundle.path, to: folder.appendingPathComponent("Commits.datamodel.json").path,
            dropUnsupported: false)
        #expect(conversion.diagnostics.first?.file == folder.appendingPathComponent("modelgen.json").path)
        #expect(conversion.diagnostics.first?.severity == .error)
        #expect(conversion.writtenFiles.isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "Commits.xcdatamodeld", "modelgen.json",
            ])
    }

    // MARK: What modelgen keeps in user info

    @Test func readsWhatModelgenKeepsInUserInfo() throws {
        let model = try xcodeModel(
            """
            <entity name="Task" representedClassName="Task" syncable="YES">
                <attribute name="state" attributeType="String" defaultValueString="open">
                    <userInfo>
                        <entry key="modelgen.documentation" value="Where the task is.&#10;Second line."/>
                        <entry key="modelgen.enum" value="{ &quot;name&quot;: &quot;State&quot;, &quot;cases&quot;: [&quot;open&quot;, &quot;done&quot;] }"/>
                    </userInfo>
                </attribute>
                <userInfo>
                    <entry key="modelgen.fetchRequest.inState" value="{ &quot;parameters&quot;: { &quot;state&quot;: &quot;State&quot; }, &quot;sortBy&quot;: [{ &quot;key&quot;: &quot;state&quot;, &quot;ascending&quot;: false }] }"/>
                    <entry key="modelgen.identifiable" value="NO"/>
                    <entry key="owner" value="me"/>
                </userInfo>
            </entity>
            <fetchRequest name="Task.inState" entity="Task" predicateString="state == $state" fetchLimit="10"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: model.path, metrics: &metrics)
        let task = try #require(loaded.model?.entities.first, "\(TestSupport.describe(loaded.diagnostics))")
        #expect(task.userInfo == [UserInfoEntry(key: "owner", value: "me")])
        #expect(!task.declaresIdentifiable)
        #expect(task.attributes[0].documentation == "Where the task is.\nSecond line.")
        #expect(task.attributes[0].enumeration?.cases.map(\.name) == ["open", "done"])
        let request = try #require(task.fetchRequests.first)
        #expect(request.limit == 10)
        #expect(request.sortDescriptors.map(\.isAscending) == [false])
        guard case .enumeration("State") = request.parameters.first?.type else {
            Issue.record("the parameter is not typed by the enum: \(request.parameters)")
            return
        }
    }

    @Test(arguments: [
        (
            #"<entry key="modelgen.documentaton" value="x"/>"#,
            "6:20: error: unknown modelgen user info key 'modelgen.documentaton' (note: did you mean 'modelgen.documentation'?)"
        ),
        (
            #"<entry key="modelgen.identifiable" value="maybe"/>"#,
            "6:50: error: 'modelgen.identifiable' must be YES or NO, found 'maybe'"
        ),
        (
            #"<entry key="modelgen.fetchRequest.missing" value="{}"/>"#,
            "6:20: error: 'modelgen.fetchRequest.missing' describes a fetch request template of 'Shop' named 'Shop.missing' or 'missing', which the model does not have"
        ),
        (
            #"<entry key="modelgen.fetchRequest.all" value="{ &quot;limit&quot;: 2 }"/>"#,
            "6:54: error: the limit of the fetch request template 'all' is given twice: in its fetchLimit and in 'modelgen.fetchRequest.all'"
        ),
        (
            #"<entry key="modelgen.fetchRequest.all" value="{ &quot;includesPropertyValues&quot;: false }"/>"#,
            "6:54: error: 'includesPropertyValues' of a fetch request template is its <fetchRequest> element's attribute 'includePropertyValues', not part of 'modelgen.fetchRequest.all'"
        ),
        (
            #"<entry key="modelgen.fetchRequest.all" value="{ &quot;sortBy&quot;: [{ &quot;key&quot;: 1 }] }"/>"#,
            "6:54: error: 'key' must be a string, found a number"
        ),
        (
            #"<entry key="modelgen.fetchRequest.all" value="[1,"/>"#,
            "6:54: error: the value of 'modelgen.fetchRequest.all' is not JSON: expected a JSON value, found end of file"
        ),
    ])
    func locatesEachProblemInWhatModelgenKeepsInUserInfo(entry: String, expected: String) throws {
        let model = try xcodeModel(
            """
            <entity name="Shop" representedClassName="Shop" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <userInfo>
                    \(entry)
                </userInfo>
            </entity>
            <fetchRequest name="Shop.all" entity="Shop" fetchLimit="5"/>
            """)
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: model.path, metrics: &metrics)
        #expect(TestSupport.describe(loaded.diagnostics.filter { $0.severity == .error }) == [expected])
    }

    @Test func aJSONModelCannotUseModelgensOwnUserInfoKeys() {
        let (_, diagnostics) = TestSupport.load(
            #"{ "name": "Shop", "entities": [{ "name": "Shop", "userInfo": { "modelgen.documentation": "x" } }] }"#)
        #expect(
            TestSupport.describe(diagnostics) == [
                "1:64: error: user info keys that start with 'modelgen.' are modelgen's own: they keep what an Xcode model has no place for, such as documentation and enums, which this file writes as keys of their own; rename the key"
            ])
    }

    // MARK: The command line

}
