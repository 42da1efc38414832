import Foundation
import Testing

@testable import ModelGenKit

/// Names that compile into code that does not compile, or that compiles and misbehaves: each is
/// refused (or warned about) where the model declares it, and the names next to it are not.
@Suite struct NameRulesTests {
    typealias Spot = ValidationTests.Spot

    static func model(_ entities: String, header: String = "") -> String {
        #"{ "name": "M", \#(header) "entities": [\#(entities)] }"#
    }

    @Test func theOwningMethodFamilies() {
        for name in ["new", "newTitle", "new2", "new_x", "_newTitle", "copy", "copyName", "mutableCopyItems", "alloc"] {
            #expect(ReservedNames.owningMethodFamily(of: name) != nil, "\(name)")
        }
        for name in ["newsletter", "copyright", "allocation", "renew", "mutableCopyist", "initDate", "title"] {
            #expect(ReservedNames.owningMethodFamily(of: name) == nil, "\(name)")
        }
        #expect(ReservedNames.owningMethodFamily(of: "mutableCopy2") == "mutableCopy")
    }

    /// A getter named `new…`, `copy…`, `alloc…` or `mutableCopy…` that Core Data implements returns an
    /// object it keeps, which Swift's caller would release as its own. Numbers, optional numbers and
    /// enums are not such getters.
    @Test func aPropertyOfAnObjectNamedLikeAnOwningMethodIsRefused() {
        let entities = """
            { "name": "Item", "attributes": [
                { "name": "newTitle", "type": "string" }, { "name": "newsletter", "type": "string" },
                { "name": "copyCount", "type": "integer16" }, { "name": "newRank", "type": "integer32", "optional": true },
                { "name": "newKind", "type": "string", "enum": { "name": "Kind", "cases": ["a", "b"] }, "default": "a" },
                { "name": "allocatedAt", "type": "date" }
              ],
              "relationships": [{ "name": "copyOf", "destination": "Item", "optional": true, "inverse": "copies" },
                                { "name": "copies", "destination": "Item", "toMany": true, "optional": true, "inverse": "copyOf" }] }
            """
        let why =
            "so Swift takes its getter to return an object that the caller owns (Objective-C's rule for methods named new…, alloc…, copy… and mutableCopy…), but Core Data's getter returns one it keeps: every read would release the value once too often"
        ValidationTests.expectErrors(
            Self.model(entities),
            [
                Spot(
                    "\"newTitle\"",
                    "property name 'newTitle' begins with 'new', \(why); rename the property (with \"renamedFrom\": \"newTitle\" when stores already hold it)"
                ),
                Spot(
                    "\"copyOf\"",
                    "property name 'copyOf' begins with 'copy', \(why); rename the property (with \"renamedFrom\": \"copyOf\" when stores already hold it)"
                ),
            ])
    }

    /// Key-value coding's `addTagsObject:` adds one object to `tags`, and a set to `tagsObject`.
    @Test func aToManyRelationshipNamedLikeAnotherOnesAccessorsIsRefused() {
        let relationships = """
            { "name": "Box", "relationships": [
                { "name": "items", "destination": "Thing", "toMany": true, "optional": true, "inverse": "box" },
                { "name": "itemsObject", "destination": "Thing", "toMany": true, "optional": true, "inverse": "box2" }] },
            { "name": "Thing", "relationships": [
                { "name": "box", "destination": "Box", "optional": true, "inverse": "items" },
                { "name": "box2", "destination": "Box", "optional": true, "inverse": "itemsObject" }] }
            """
        ValidationTests.expectError(
            Self.model(relationships), at: "\"itemsObject\"",
            "to-many relationship 'itemsObject' has the accessors 'addItemsObject:' and 'removeItemsObject:' (to add and remove sets), which are also those that add and remove one object of to-many relationship 'items'; rename the property (with \"renamedFrom\": \"itemsObject\" when stores already hold it)"
        )
        // Inherited, the other way round: the parent's `itemsObject`, the child's `items`.
        let inherited = """
            { "name": "Box", "relationships": [
                { "name": "itemsObject", "destination": "Thing", "toMany": true, "optional": true, "inverse": "box2" }] },
            { "name": "Crate", "parent": "Box", "relationships": [
                { "name": "items", "destination": "Thing", "toMany": true, "optional": true, "inverse": "box" }] },
            { "name": "Thing", "relationships": [
                { "name": "box", "destination": "Crate", "optional": true, "inverse": "items" },
                { "name": "box2", "destination": "Box", "optional": true, "inverse": "itemsObject" }] }
            """
        ValidationTests.expectError(
            Self.model(inherited), at: "\"items\"",
            "to-many relationship 'items' has the accessors 'addItemsObject:' and 'removeItemsObject:' (to add and remove one object), which are also those that add and remove sets of to-many relationship 'itemsObject' of entity 'Box'; rename the property (with \"renamedFrom\": \"items\" when stores already hold it)"
        )
        // A to-one `itemsObject` has no set accessors.
        let toOne = Self.model(relationships).replacingOccurrences(
            of: #"{ "name": "itemsObject", "destination": "Thing", "toMany": true,"#,
            with: #"{ "name": "itemsObject", "destination": "Thing","#
        ).replacingOccurrences(
            of: #"{ "name": "box2", "destination": "Box", "optional": true, "inverse": "itemsObject" }"#,
            with:
                #"{ "name": "box2", "destination": "Box", "optional": true, "toMany": true, "inverse": "itemsObject" }"#
        )
        let (model, diagnostics) = TestSupport.load(toOne)
        #expect(model != nil, "\(TestSupport.describe(diagnostics))")
    }

    /// Core Data makes `primitiveTitle` and `setPrimitiveTitle:` for a property `title`: a property
    /// of that name, own or inherited, either way round, is refused; `primitives` is not one.
    @Test func aPropertyNamedLikeAPrimitiveAccessorIsRefused() {
        let json = Self.model(
            """
            { "name": "Item", "attributes": [{ "name": "title", "type": "string", "optional": true },
              { "name": "primitiveTitle", "type": "string", "optional": true }, { "name": "primitives", "type": "string", "optional": true }] },
            { "name": "Base", "attributes": [{ "name": "primitiveName", "type": "string", "optional": true }] },
            { "name": "Sub", "parent": "Base", "attributes": [{ "name": "name", "type": "string", "optional": true }] }
            """)
        ValidationTests.expectErrors(
            json,
            [
                Spot(
                    "\"primitiveTitle\"",
                    "property 'primitiveTitle' has the name of Core Data's primitive accessor of property 'title'; rename the property (with \"renamedFrom\": \"primitiveTitle\" when stores already hold it)"
                ),
                Spot(
                    "\"name\", \"type\"",
                    "Core Data's primitive accessor of property 'name' has the name of property 'primitiveName' of entity 'Base'; rename the property (with \"renamedFrom\": \"name\" when stores already hold it)"
                ),
            ])
    }

    /// Key-value coding looks for `getRank` before `rank`, so `value(forKey: "rank")` (which the
    /// optional number's getter calls) would read the other property: refused, own or inherited,
    /// either way round; `getaway` beside `away` is no such name.
    @Test func aPropertyNamedLikeTheGetterKeyValueCodingLooksForFirstIsRefused() {
        let json = Self.model(
            """
            { "name": "Item", "attributes": [{ "name": "rank", "type": "integer16", "optional": true },
              { "name": "getRank", "type": "integer16", "optional": true },
              { "name": "away", "type": "string", "optional": true }, { "name": "getaway", "type": "string", "optional": true }] },
            { "name": "Base", "attributes": [{ "name": "getName", "type": "string", "optional": true }] },
            { "name": "Sub", "parent": "Base", "relationships": [{ "name": "name", "destination": "Item", "optional": true }] }
            """)
        ValidationTests.expectErrors(
            json,
            [
                Spot(
                    "\"getRank\"",
                    "property 'getRank' would be read in place of property 'rank': key-value coding looks for a method 'getRank' before 'rank', so value(forKey: \"rank\"), in-memory predicates and sort descriptors would read it; rename the property (with \"renamedFrom\": \"getRank\" when stores already hold it)"
                ),
                Spot(
                    "\"name\", \"destination\"",
                    "property 'getName' of entity 'Base' would be read in place of property 'name': key-value coding looks for a method 'getName' before 'name', so value(forKey: \"name\"), in-memory predicates and sort descriptors would read it; rename the property (with \"renamedFrom\": \"name\" when stores already hold it)"
                ),
            ])
    }

    @Test(arguments: ["any", "some", "each", "sending"])
    func aClassNamedLikeATypeKeywordIsRefused(name: String) {
        let json = Self.model(
            #"{ "name": "Item", "className": "\#(name)", "attributes": [{ "name": "n", "type": "string" }] }"#)
        ValidationTests.expectError(json, at: "\"\(name)\"", "class name '\(name)' is a Swift keyword")
    }

    @Test func aCompositeElementCannotBeNamedHashValue() {
        let json = Self.model(
            #"{ "name": "T", "attributes": [{ "name": "loc", "type": "composite", "composite": "Loc", "optional": true }] }"#,
            header: #""composites": [{ "name": "Loc", "elements": [{ "name": "hashValue", "type": "double" }] }],"#)
        ValidationTests.expectError(
            json, at: "\"hashValue\"",
            "element name 'hashValue' cannot be used: every composite's struct has a 'hashValue' of its own; rename the element"
        )
    }

    /// File systems allow 255 bytes in a file name, and the longest file of a class adds 25.
    @Test func aClassOrCompositeNameTooLongForItsFileIsRefused() throws {
        let longest = String(repeating: "A", count: 230)
        let fits = TestSupport.load(
            Self.model(#"{ "name": "\#(longest)", "attributes": [{ "name": "n", "type": "string" }] }"#))
        #expect(fits.model != nil, "\(TestSupport.describe(fits.diagnostics))")
        let tooLong = longest + "B"
        ValidationTests.expectError(
            Self.model(#"{ "name": "\#(tooLong)", "attributes": [{ "name": "n", "type": "string" }] }"#),
            at: "\"\(tooLong)\"",
            "class name 'AAAAAAAAAAAAAAAAAAAA…' is 231 bytes long, and the name of its file would be longer than the 255 bytes a file system allows; shorten it to 230 bytes or less"
        )
        ValidationTests.expectError(
            Self.model(
                #"{ "name": "T", "attributes": [{ "name": "loc", "type": "composite", "composite": "\#(tooLong)", "optional": true }] }"#,
                header: #""composites": [{ "name": "\#(tooLong)", "elements": [{ "name": "x", "type": "double" }] }],"#),
            at: "\"\(tooLong)\"",
            "composite name 'AAAAAAAAAAAAAAAAAAAA…' is 231 bytes long, and the name of its file would be longer than the 255 bytes a file system allows; shorten it to 230 bytes or less"
        )
        // The model's name names its file too (`M+ManagedObjectModel.swift`).
        let modelName = String(repeating: "M", count: 231)
        ValidationTests.expectError(
            #"{ "name": "\#(modelName)", "entities": [{ "name": "T", "attributes": [{ "name": "n", "type": "string" }] }] }"#,
            at: "\"\(modelName)\"",
            "model name 'MMMMMMMMMMMMMMMMMMMM…' is 231 bytes long, and the name of its file would be longer than the 255 bytes a file system allows; shorten it to 230 bytes or less"
        )
        // Every kind of file adds at most the 25 bytes the limit leaves.
        #expect(
            OutputKind.allCases.allSatisfy { $0.fileNameSuffix.utf8.count <= 255 - ReservedNames.longestTypeNameBytes })
    }

    /// A file whose name is near the limit can still be replaced: its temporary sibling's name is cut
    /// short, at a character.
    @Test func theTemporaryFileOfALongNameFitsTheLimit() throws {
        let name = String(repeating: "é", count: 115) + "+CoreDataProperties.swift"
        #expect(name.utf8.count == 255)
        for purpose in ["tmp", "backup"] {
            let sibling = Paths.fileName(of: FileSystem.siblingName(of: "/x/" + name, purpose: purpose))
            #expect(sibling.utf8.count <= 255 && sibling.hasPrefix(".éé") && sibling.hasSuffix("." + purpose))
        }
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("M.datamodel.json")
        let className = String(repeating: "A", count: 230)
        try Self.model(#"{ "name": "\#(className)", "attributes": [{ "name": "n", "type": "string" }] }"#).write(
            to: model, atomically: true, encoding: .utf8)
        let first = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        try Self.model(#"{ "name": "\#(className)", "attributes": [{ "name": "m", "type": "string" }] }"#).write(
            to: model, atomically: true, encoding: .utf8)
        let second = try ModelGenCLI.run(["generate", model.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stdout.contains("wrote \(folder.path)/\(className)+CoreDataProperties.swift"), "\(second.stdout)")
    }

    @Test func aClassWithApplesPrefixIsAWarning() {
        let json = Self.model(#"{ "name": "NSThing", "attributes": [{ "name": "n", "type": "string" }] }"#)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(ValidationTests.position(of: "\"NSThing\"", in: json)): warning: class name 'NSThing' begins with 'NS', the prefix of Apple's own classes: the Objective-C runtime keeps one class of each name, so one of Apple's of this name (now or in a later OS) would clash with it; choose another name"
            ])
        for name in ["News", "NSthing", "Nsfw"] {
            let quiet = Self.model(#"{ "name": "\#(name)", "attributes": [{ "name": "n", "type": "string" }] }"#)
            #expect(TestSupport.load(quiet).diagnostics.isEmpty, "\(name)")
        }
    }

    /// Models generated into one folder are one module: a type of one may not take the name of
    /// another's type of another kind, nor two models the name of one model type.
    @Test func modelsGeneratedIntoOneFolderDeclareEachTypeOnce() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var texts: [String: String] = [:]
        /// Each model in a folder of its own, so that without `--output` each is generated beside itself.
        func write(_ name: String, _ json: String) throws -> String {
            let subfolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            let url = subfolder.appendingPathComponent(name + ".datamodel.json")
            try json.write(to: url, atomically: true, encoding: .utf8)
            texts[url.path] = json
            return url.path
        }
        let a = try write(
            "A",
            #"{ "name": "A", "entities": [{ "name": "Item", "attributes": [{ "name": "n", "type": "string" }] }] }"#)
        let d = try write(
            "D",
            #"{ "name": "D", "entities": [{ "name": "AModel", "attributes": [{ "name": "n", "type": "string" }] }] }"#)
        let e = try write(
            "E",
            #"{ "name": "A Model", "entities": [{ "name": "Thing", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        )
        let g = try write(
            "G",
            #"{ "name": "G", "composites": [{ "name": "Item", "elements": [{ "name": "x", "type": "double" }] }], "entities": [{ "name": "Place", "attributes": [{ "name": "loc", "type": "composite", "composite": "Item", "optional": true }] }] }"#
        )
        func at(_ needle: String, in path: String) -> String {
            "\(path):\(ValidationTests.position(of: needle, in: texts[path] ?? ""))"
        }
        let out = folder.appendingPathComponent("out").path
        for (other, error, note) in [
            (
                d,
                "\(at(#""AModel""#, in: d)): error: class 'AModel' has the name of the model's type 'AModel' of \(a)",
                at(#""A""#, in: a)
            ),
            (
                e,
                "\(at(#""A Model""#, in: e)): error: the model's type 'AModel' has the name of the model's type 'AModel' of \(a)",
                at(#""A""#, in: a)
            ),
            (
                g, "\(at(#""Item""#, in: g)): error: composite 'Item' has the name of the class 'Item' of \(a)",
                at(#""Item""#, in: a)
            ),
        ] {
            let result = try ModelGenCLI.run(["generate", a, other, "--output", out])
            #expect(result.status == 1)
            let fix = other == e ? "rename the model" : other == g ? "rename the composite" : "rename the class"
            #expect(
                result.stderr == """
                    \(error), and both are generated into \(out), one module; \(fix)
                    \(note): note: the other is declared here
                    error: nothing was written

                    """)
            // In one run into folders of their own (each beside its model), they are two modules.
            let apart = try ModelGenCLI.run(["generate", a, other, "--quiet"])
            #expect(apart.status == 0, "\(apart.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

/// `"swiftName"`: a property whose model name Swift cannot take keeps it as its key.
@Suite struct SwiftNameTests {
    static let notes = #"""
        { "name": "Notes", "entities": [{ "name": "Note", "attributes": [
            { "name": "deleted", "type": "boolean", "default": false, "swiftName": "isTrashed" },
            { "name": "body", "type": "string", "optional": true, "swiftName": "text" },
            { "name": "rank", "type": "integer16", "optional": true, "swiftName": "position" }
        ] }] }
        """#

    /// Simplenote's `deleted`, stored and synced for a decade: the key stays, the Swift property is
    /// `isTrashed`, with a warning that the name is one Apple's documentation does not allow.
    @Test func aKeyThatIsOnlyAPropertyNameKeepsItWithASwiftName() throws {
        let (model, diagnostics) = TestSupport.load(Self.notes, path: "Notes.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        #expect(
            TestSupport.describe(diagnostics) == [
                "2:15: warning: property name 'deleted' is the name of a property of NSManagedObject, which Apple's documentation of NSPropertyDescription.name does not allow; its getter is 'isDeleted', so the key 'deleted' (@objc(deleted)) replaces no method, and apps have shipped such a name, but a new model should not: rename it while nothing stores it"
            ])
        let files = TestSupport.sources(try TestSupport.render(resolved))
        let properties = try #require(files["Note+CoreDataProperties.swift"])
        #expect(properties.contains("    @objc(deleted)\n    @NSManaged public var isTrashed: Bool\n"), "\(properties)")
        #expect(properties.contains("    @objc(body)\n    @NSManaged public var text: String?\n"))
        // A computed property keeps the key in its key-value coding.
        #expect(
            properties.contains("    public var position: Int16? {\n        get { modelGenValue(forKey: \"rank\") }"))
        #expect(properties.contains("        isTrashed: Bool? = nil,"))
        // The keys are the model's, for predicates and sort descriptors.
        #expect(properties.contains("        case deleted\n        case body\n        case rank\n"))
        #expect(properties.contains("not by `\\Note.position`"))
        var use = files
        use["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext) {
                let note = Note(context: context, isTrashed: true, text: "x", position: 2)
                note.isTrashed = !note.isTrashed && !note.isDeleted
                _ = NSPredicate(format: "%K == NO", Note.Attribute.deleted.rawValue)
                _ = (note.text, note.position)
            }
            """
        try Typechecker.expectNoDiagnostics(use, module: "Notes")
    }

    /// An attribute keyed `deleted` (or `inserted`, `updated`, `fault`) with no Swift name of its own
    /// keeps the key and gets the Swift property `deletedValue`, with a warning that says so: a
    /// Swift property `deleted` would override NSManagedObject's (Apple's SDK refuses it), and apps
    /// ship such keys (Simplenote). The stand-in is held to the rules of a Swift name.
    @Test(arguments: ReservedNames.propertiesNamedApartFromTheirGetters.keys.sorted())
    func aKeyThatIsOnlyAPropertyNameGetsAStandInSwiftName(key: String) throws {
        let json =
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "\#(key)", "type": "boolean", "default": false }] }] }"#
        let (model, diagnostics) = TestSupport.load(json, path: "Notes.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let getter = ReservedNames.propertiesNamedApartFromTheirGetters[key]!
        #expect(
            diagnostics.map { "\($0.severity): \($0.message)" } == [
                "warning: property name '\(key)' is the name of a property of NSManagedObject, which Apple's documentation of NSPropertyDescription.name does not allow; its getter is '\(getter)', so the key '\(key)' (@objc(\(key))) replaces no method, and apps have shipped such a name, but a new model should not: rename it while nothing stores it; a Swift property '\(key)' would override it, so the Swift property is '\(key)Value' (name it yourself with \"swiftName\", user info key 'modelgen.swiftName' in Xcode)"
            ])
        let files = TestSupport.sources(try TestSupport.render(resolved))
        let properties = try #require(files["Note+CoreDataProperties.swift"])
        #expect(
            properties.contains("    @objc(\(key))\n    @NSManaged public var \(key)Value: Bool\n"), "\(properties)")
        var use = files
        use["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext) {
                let note = Note(context: context, \(key)Value: true)
                note.\(key)Value = !note.\(key)Value && !note.\(getter)
                _ = NSPredicate(format: "%K == NO", Note.Attribute.\(key).rawValue)
            }
            """
        try Typechecker.expectNoDiagnostics(use, module: "Notes")
    }

    /// The stand-in is a name like any other: another property of that name makes it an error.
    @Test func aStandInSwiftNameThatIsTakenIsAnError() {
        let json =
            #"{ "name": "M", "entities": [{ "name": "Note", "attributes": [{ "name": "deleted", "type": "boolean" }, { "name": "deletedValue", "type": "string" }] }] }"#
        #expect(
            TestSupport.load(json).diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "Swift name 'deletedValue' is the name of property 'deletedValue' of entity 'Note'; choose another Swift name"
            ])
    }

    /// The Swift name is held to a Swift property name's rules; a key that is a method's name (not
    /// only a property's) stays an error with one.
    @Test func aSwiftNameIsHeldToTheRulesOfASwiftName() {
        func messages(_ attributes: String) -> [String] {
            let json = #"{ "name": "M", "entities": [{ "name": "Note", "attributes": [\#(attributes)] }] }"#
            return TestSupport.load(json).diagnostics.map { "\($0.severity): \($0.message)" }
        }
        #expect(
            messages(#"{ "name": "flag", "type": "boolean", "swiftName": "isDeleted" }"#) == [
                "error: Swift name 'isDeleted' is taken: every managed object has 'isDeleted' from NSManagedObject, which a property of that name would override or hide; choose another Swift name"
            ])
        #expect(
            messages(#"{ "name": "flag", "type": "boolean", "swiftName": "Flag" }"#) == [
                "error: Swift name 'Flag' must start with a lower-case letter and hold only letters, digits and underscores"
            ])
        #expect(
            messages(
                #"{ "name": "flag", "type": "boolean", "swiftName": "title" }, { "name": "title", "type": "string" }"#)
                == [
                    "error: Swift name 'title' is the name of property 'title' of entity 'Note'; choose another Swift name"
                ])
        #expect(
            messages(#"{ "name": "description", "type": "string", "swiftName": "summary" }"#) == [
                "error: property name 'description' is taken: every managed object has 'description' from the NSObject protocol, which a property of that name would override or hide; rename the property (with \"renamedFrom\": \"description\" when stores already hold it)"
            ])
    }

    /// Only the version that becomes Swift is held to a Swift name's rules: a model kept as it is
    /// (convert's current version) is told that generate refuses it; a shipped version is not told.
    @Test(arguments: [Resolver.Purpose.keepingModel, .shippedVersion])
    func aSwiftNameIsJudgedOnlyWhereItBecomesSwift(purpose: Resolver.Purpose) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("M.datamodel.json")
        try
            #"{ "name": "M", "entities": [{ "name": "Note", "attributes": [{ "name": "flag", "type": "boolean", "swiftName": "isDeleted" }] }] }"#
            .write(to: model, atomically: true, encoding: .utf8)
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: model.path, withHistory: false, purpose: purpose, metrics: &metrics)
        #expect(loaded.history != nil)
        #expect(
            loaded.diagnostics.map { "\($0.severity): \($0.message)" }
                == (purpose == .keepingModel
                    ? [
                        "warning: Swift name 'isDeleted' is taken: every managed object has 'isDeleted' from NSManagedObject, which a property of that name would override or hide; generate refuses it"
                    ] : []))
    }

    /// The Swift name survives a round trip through Xcode's format (as user info, which Core Data
    /// keeps and never reads), and comes in from an Xcode model's user info.
    @Test func aSwiftNameGoesThroughXcodesFormat() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Notes.datamodel.json")
        try Self.notes.write(to: model, atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("Xcode/Notes.xcdatamodeld")
        let there = Generator.convert(modelAt: model.path, to: bundle.path, dropUnsupported: false)
        #expect(!there.diagnostics.hasErrors, "\(TestSupport.describe(there.diagnostics))")
        let contents = try TestSupport.read(bundle.appendingPathComponent("Notes.xcdatamodel/contents"))
        #expect(contents.contains(#"<entry key="modelgen.swiftName" value="isTrashed"/>"#), "\(contents)")
        let (files, diagnostics) = try TestSupport.generate(bundle)
        #expect(!diagnostics.hasErrors)
        #expect(
            TestSupport.sources(files)["Note+CoreDataProperties.swift"]?.contains(
                "    @objc(deleted)\n    @NSManaged public var isTrashed: Bool\n") == true)
        let back = folder.appendingPathComponent("Back/Notes.datamodel.json")
        let again = Generator.convert(modelAt: bundle.path, to: back.path, dropUnsupported: false)
        #expect(!again.diagnostics.hasErrors, "\(TestSupport.describe(again.diagnostics))")
        #expect(try TestSupport.read(back).contains(#""swiftName": "isTrashed""#))
    }
}
