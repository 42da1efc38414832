import Foundation
import Testing

@testable import ModelGenKit

/// `"swiftName"` on a relationship, and the stand-in Swift name of one keyed `deleted`: the model's
/// name stays the key (Core Data, predicates, key-value coding, the `Relationship` case, the
/// selectors of Core Data's to-many accessors), and the Swift API takes the Swift name. The
/// generated code is typechecked in `ModelKindCompileTests.aModelWithRenamedRelationshipsCompiles`.
@Suite struct RelationshipSwiftNameTests {
    static let standInWarning =
        "warning: property name 'deleted' is the name of a property of NSManagedObject, which Apple's documentation of NSPropertyDescription.name does not allow; its getter is 'isDeleted', so the key 'deleted' (@objc(deleted)) replaces no method, and apps have shipped such a name, but a new model should not: rename it while nothing stores it; a Swift property 'deleted' would override it, so the Swift property is 'deletedValue' (name it yourself with \"swiftName\", user info key 'modelgen.swiftName' in Xcode)"

    /// The translation: each relationship's Swift name, its Objective-C name (the key), the names
    /// inside its accessors (`capitalizedSwiftName`) and its selectors (`capitalizedName`), its
    /// array view, the initializer's parameter and the key enum's case.
    @Test func theSwiftAPITakesTheSwiftNameAndCoreDataKeepsTheKey() throws {
        let (model, diagnostics) = TestSupport.load(
            TestModels.notesWithRenamedRelationships, path: "Notes.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        #expect(TestSupport.describe(diagnostics) == ["4:17: " + Self.standInWarning])
        let note = try #require(resolved.entities.first { $0.name == "Note" })
        #expect(note.relationships.map(\.swiftName) == [nil, "parentFolder", "orderedTags", "labels"])
        #expect(note.relationships.map(\.propertyName) == ["deletedValue", "parentFolder", "orderedTags", "labels"])
        let context = Translator.propertiesFileContext(note, model: resolved, access: "public ")
        let relationships = context.properties.filter { $0.key != "title" }
        #expect(relationships.map(\.swiftName) == ["deletedValue", "parentFolder", "orderedTags", "labels"])
        #expect(relationships.map(\.objectiveCName) == ["deleted", "folder", "steps", "tagged"])
        #expect(relationships.map { $0.arrayView?.name } == [nil, nil, "orderedTagsArray", nil])
        #expect(context.toManyRelationships.map(\.capitalizedName) == ["Deleted", "Steps", "Tagged"])
        #expect(
            context.toManyRelationships.map(\.capitalizedSwiftName) == ["DeletedValue", "OrderedTags", "Labels"])
        #expect(context.initializer?.parameters.map(\.swiftName) == ["title", "parentFolder"])
        #expect(context.relationshipKeys.map(\.key) == ["deleted", "folder", "steps", "tagged"])
        #expect(context.relationshipKeys.map(\.caseName) == ["deleted", "folder", "steps", "tagged"])
        // The tag's own relationships, named as their keys, have no Objective-C name of their own.
        let tag = try #require(resolved.entities.first { $0.name == "Tag" })
        let tagContext = Translator.propertiesFileContext(tag, model: resolved, access: "")
        #expect(tagContext.properties.map(\.objectiveCName) == [nil, nil, nil, nil])
        #expect(tagContext.toManyRelationships.map(\.capitalizedSwiftName) == ["DeletedNotes", "TaggedNotes"])
    }

    /// Each key that is only the name of an Objective-C property of NSManagedObject gets the
    /// stand-in on a relationship as on an attribute, with the same warning at the key.
    @Test(arguments: ReservedNames.propertiesNamedApartFromTheirGetters.keys.sorted())
    func aRelationshipKeyedAsNSManagedObjectsPropertiesGetsTheStandIn(key: String) throws {
        let json = #"""
            { "name": "M", "entities": [{ "name": "Note",
              "relationships": [{ "name": "\#(key)", "destination": "Note", "toMany": true, "optional": true }] }] }
            """#
        let (model, diagnostics) = TestSupport.load(json)
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let getter = ReservedNames.propertiesNamedApartFromTheirGetters[key]!
        #expect(
            TestSupport.describe(diagnostics).first
                == "2:31: "
                + Self.standInWarning.replacingOccurrences(of: "deleted", with: key)
                .replacingOccurrences(of: "isDeleted", with: getter))
        let capitalized = key.prefix(1).uppercased() + key.dropFirst()
        let properties = try #require(
            TestSupport.sources(try TestSupport.render(resolved))["Note+CoreDataProperties.swift"])
        #expect(properties.contains("    @objc(\(key))\n    @NSManaged public var \(key)Value: Set<Note>\n"))
        #expect(
            properties.contains(
                "    @objc(add\(capitalized)Object:)\n    @NSManaged public func addTo\(capitalized)Value(_ value: Note)\n"
            ))
    }

    /// The rendered file: `@objc(key)` on each renamed property, Core Data's selectors keyed by the
    /// model's name (`addDeletedObject:`, which Core Data's dynamic accessors answer to) on Swift
    /// methods named after the Swift name, the ordered accessors over the key, the predicate and
    /// the model file unchanged.
    @Test func theGeneratedCodeKeepsTheKeysWhereCoreDataReadsThem() throws {
        let (model, diagnostics) = TestSupport.load(
            TestModels.notesWithRenamedRelationships, path: "Notes.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let files = TestSupport.sources(try TestSupport.render(resolved))
        let properties = try #require(files["Note+CoreDataProperties.swift"])
        for expected in [
            "    @objc(deleted)\n    @NSManaged public var deletedValue: Set<Tag>\n",
            "    @objc(folder)\n    @NSManaged public var parentFolder: Folder\n",
            "    @objc(steps)\n    @NSManaged public var orderedTags: NSOrderedSet\n",
            "    public var orderedTagsArray: [Tag] {\n        get { orderedTags.array as? [Tag] ?? [] }",
            "    @objc(tagged)\n    @NSManaged public var labels: Set<Tag>\n",
            "    @objc(addDeletedObject:)\n    @NSManaged public func addToDeletedValue(_ value: Tag)\n",
            "    @objc(removeDeletedObject:)\n    @NSManaged public func removeFromDeletedValue(_ value: Tag)\n",
            "    @objc(addDeleted:)\n    @NSManaged public func addToDeletedValue(_ values: Set<Tag>)\n",
            "    @objc(removeDeleted:)\n    @NSManaged public func removeFromDeletedValue(_ values: Set<Tag>)\n",
            "    @objc(addTaggedObject:)\n    @NSManaged public func addToLabels(_ value: Tag)\n",
            "    @objc(removeTagged:)\n    @NSManaged public func removeFromLabels(_ values: Set<Tag>)\n",
            "    public func insertIntoOrderedTags(_ value: Tag, at index: Int) {\n        mutableOrderedSetValue(forKey: \"steps\").insert(value, at: index)\n",
            "    public func addToOrderedTags(_ values: [Tag]) {\n        mutableOrderedSetValue(forKey: \"steps\").addObjects(from: values)\n",
            "        parentFolder: Folder\n    ) {\n        self.init(context: context)\n        self.title = title\n        self.parentFolder = parentFolder\n",
            "    public enum Relationship: String, CaseIterable, Sendable {\n        case deleted\n        case folder\n        case steps\n        case tagged\n    }",
            #"request.predicate = NSPredicate(format: "folder == $folder AND deleted.@count == 0")"#,
            "    public static func inFolderFetchRequest(folder: Folder) -> NSFetchRequest<Note> {",
        ] {
            #expect(properties.contains(expected), "\(expected)\n---\n\(properties)")
        }
        // No selector or key is spelt with a Swift name.
        for swiftName in ["DeletedValue", "OrderedTags", "Labels", "ParentFolder"] {
            #expect(!properties.contains("@objc(add\(swiftName)"), "\(swiftName)")
        }
        #expect(!properties.contains("forKey: \"orderedTags\""))
        let modelFile = try #require(files["Notes+ManagedObjectModel.swift"])
        for key in ["deleted", "folder", "steps", "tagged"] {
            #expect(modelFile.contains("\"\(key)\""), "\(key)")
        }
        for swiftName in ["deletedValue", "parentFolder", "orderedTags", "labels"] {
            #expect(!modelFile.contains("\"\(swiftName)\""), "\(swiftName)")
        }
    }

    /// A relationship's Swift name is held to the same rules as an attribute's, each error at the
    /// Swift name's line and column; a Swift name is compared with the other properties' names
    /// and Swift names (own and inherited) and with ordered relationships' array views.
    @Test(arguments: [
        (
            // Another property's name.
            #"{ "name": "title", "type": "string" }"#,
            #"{ "name": "folder", "destination": "Note", "optional": true, "swiftName": "title" }"#, "",
            "3:97: error: Swift name 'title' is the name of property 'title' of entity 'Note'; choose another Swift name"
        ),
        (
            // Another property's Swift name: the second one is the error.
            #"{ "name": "body", "type": "string", "swiftName": "text" }"#,
            #"{ "name": "folder", "destination": "Note", "optional": true, "swiftName": "text" }"#, "",
            "3:97: error: Swift name 'text' is also the Swift name of property 'body' of entity 'Note'; choose another Swift name"
        ),
        (
            // A stand-in is a Swift name like any other.
            #"{ "name": "deleted", "type": "boolean" }"#,
            #"{ "name": "folder", "destination": "Note", "optional": true, "swiftName": "deletedValue" }"#, "",
            "3:97: error: Swift name 'deletedValue' is also the Swift name of property 'deleted' of entity 'Note'; choose another Swift name"
        ),
        (
            // The array view of a renamed ordered relationship is named after its Swift name.
            #"{ "name": "tagsArray", "type": "string" }"#,
            #"{ "name": "steps", "destination": "Note", "toMany": true, "ordered": true, "optional": true, "swiftName": "tags" }"#,
            "",
            "3:129: error: the array view 'tagsArray' of Swift name 'tags' is the name of property 'tagsArray' of entity 'Note'; choose another Swift name"
        ),
        (
            // A Swift name that every managed object has.
            #"{ "name": "title", "type": "string" }"#,
            #"{ "name": "folder", "destination": "Note", "optional": true, "swiftName": "isDeleted" }"#, "",
            "3:97: error: Swift name 'isDeleted' is taken: every managed object has 'isDeleted' from NSManagedObject, which a property of that name would override or hide; choose another Swift name"
        ),
        (
            // A key that is a method's name stays an error: the key itself would replace it.
            #"{ "name": "title", "type": "string" }"#,
            #"{ "name": "description", "destination": "Note", "optional": true, "swiftName": "summary" }"#, "",
            "3:33: error: property name 'description' is taken: every managed object has 'description' from the NSObject protocol, which a property of that name would override or hide; rename the property (with \"renamedFrom\": \"description\" when stores already hold it)"
        ),
        (
            // A sub-entity's property named as an inherited property's Swift name.
            #"{ "name": "title", "type": "string" }"#,
            #"{ "name": "folder", "destination": "Note", "optional": true, "swiftName": "parentNote" }"#,
            #"{ "name": "Page", "parent": "Note", "attributes": [{ "name": "parentNote", "type": "string" }] }"#,
            "4:64: error: property 'parentNote' has the Swift name of property 'folder' inherited from entity 'Note'; rename the property (with \"renamedFrom\": \"parentNote\" when stores already hold it)"
        ),
    ])
    func aSwiftNameThatClashesIsAnError(attribute: String, relationship: String, subEntity: String, expected: String) {
        let json = """
            { "name": "M", "entities": [
              { "name": "Note", "attributes": [\(attribute)],
                "relationships": [\(relationship)] }\(subEntity.isEmpty ? "" : ",\n  " + subEntity)
            ] }
            """
        let errors = TestSupport.describe(TestSupport.load(json).diagnostics).filter { $0.contains(": error: ") }
        #expect(errors == [expected], "\(json)")
    }

    /// The checks compare Swift names, not keys: a property named as a renamed ordered
    /// relationship's key and `Array` is no array view's name (without the Swift name, it is).
    @Test func aKeyFollowedByArrayIsFreeOnceTheRelationshipIsRenamed() {
        func errors(swiftName: String?) -> [String] {
            let name = swiftName.map { #", "swiftName": "\#($0)""# } ?? ""
            let json = #"""
                { "name": "M", "entities": [{ "name": "Note", "attributes": [{ "name": "stepsArray", "type": "string" }],
                  "relationships": [{ "name": "steps", "destination": "Note", "toMany": true, "ordered": true, "optional": true\#(name) }] }] }
                """#
            return TestSupport.load(json).diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        #expect(errors(swiftName: "pages") == [])
        #expect(
            errors(swiftName: nil) == [
                "property 'stepsArray' clashes with the array view of the ordered relationship 'steps'; rename the property (with \"renamedFrom\": \"stepsArray\" when stores already hold it)"
            ])
    }

    /// Only the version that becomes Swift is held to Swift's rules: the model `convert` keeps is
    /// told that generate refuses it, a shipped version is not told.
    @Test(arguments: [Resolver.Purpose.generatingClasses, .keepingModel, .shippedVersion])
    func aClashIsJudgedOnlyWhereItBecomesSwift(purpose: Resolver.Purpose) {
        let json = #"""
            { "name": "M", "entities": [{ "name": "Note", "attributes": [{ "name": "title", "type": "string" }],
              "relationships": [{ "name": "folder", "destination": "Note", "inverse": "folder", "optional": true, "swiftName": "title" }] }] }
            """#
        let (_, diagnostics) = ModelLoader.loadModel(
            bytes: Array(json.utf8), path: "M.datamodel.json", purpose: purpose)
        let message = "Swift name 'title' is the name of property 'title' of entity 'Note'"
        let expected: [String] =
            switch purpose {
            case .generatingClasses: ["2:116: error: \(message); choose another Swift name"]
            case .keepingModel: ["2:116: warning: \(message); generate refuses it"]
            case .shippedVersion: []
            }
        #expect(TestSupport.describe(diagnostics) == expected)
    }

    /// The Swift names go through Xcode's format as user info (`modelgen.swiftName`, which Core
    /// Data keeps and never reads) and back; an Xcode model's entry gives the same classes, and a
    /// misspelt key on a relationship is an error that names the right one.
    @Test func aRelationshipsSwiftNameGoesThroughXcodesFormat() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Notes.datamodel.json")
        try TestModels.notesWithRenamedRelationships.write(to: model, atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("Xcode/Notes.xcdatamodeld")
        let there = Generator.convert(modelAt: model.path, to: bundle.path, dropUnsupported: false)
        #expect(!there.diagnostics.hasErrors, "\(TestSupport.describe(there.diagnostics))")
        let contentsFile = bundle.appendingPathComponent("Notes.xcdatamodel/contents")
        let contents = try TestSupport.read(contentsFile)
        for (key, swiftName) in [("folder", "parentFolder"), ("steps", "orderedTags"), ("tagged", "labels")] {
            let element = try #require(
                contents.components(separatedBy: "<relationship ").first { $0.hasPrefix("name=\"\(key)\"") })
            #expect(
                element.contains(#"<entry key="modelgen.swiftName" value="\#(swiftName)"/>"#), "\(element)")
        }
        // The stand-in is not written: the way back makes it again.
        #expect(!contents.contains("deletedValue"))
        let (files, diagnostics) = try TestSupport.generate(bundle)
        #expect(!diagnostics.hasErrors)
        let properties = try #require(TestSupport.sources(files)["Note+CoreDataProperties.swift"])
        #expect(properties.contains("    @objc(folder)\n    @NSManaged public var parentFolder: Folder\n"))
        #expect(
            properties.contains("    @objc(addTaggedObject:)\n    @NSManaged public func addToLabels(_ value: Tag)\n"))
        let back = folder.appendingPathComponent("Back/Notes.datamodel.json")
        let again = Generator.convert(modelAt: bundle.path, to: back.path, dropUnsupported: false)
        #expect(!again.diagnostics.hasErrors, "\(TestSupport.describe(again.diagnostics))")
        let json = try TestSupport.read(back)
        #expect(
            json.contains(
                #"{ "name": "folder", "destination": "Folder", "inverse": "notes", "swiftName": "parentFolder" }"#),
            "\(json)")
        #expect(json.contains(#""swiftName": "orderedTags""#) && json.contains(#""swiftName": "labels""#))
        // Once more to Xcode: the same XML.
        let twice = folder.appendingPathComponent("Twice/Notes.xcdatamodeld")
        #expect(!Generator.convert(modelAt: back.path, to: twice.path, dropUnsupported: false).diagnostics.hasErrors)
        #expect(try TestSupport.read(twice.appendingPathComponent("Notes.xcdatamodel/contents")) == contents)

        // A misspelt key on a relationship.
        try contents.replacingOccurrences(
            of: #"key="modelgen.swiftName" value="labels""#, with: #"key="modelgen.swiftNam" value="labels""#
        )
        .write(to: contentsFile, atomically: true, encoding: .utf8)
        var metrics = PipelineMetrics()
        let misspelt = ModelLoader.load(modelAt: bundle.path, metrics: &metrics).diagnostics
        let line =
            try #require(
                contents.components(separatedBy: "\n").firstIndex { $0.contains(#"value="labels""#) }) + 1
        #expect(
            TestSupport.describe(misspelt).contains(
                "\(line):28: error: unknown modelgen user info key 'modelgen.swiftNam' (note: did you mean 'modelgen.swiftName'?)"
            ), "\(TestSupport.describe(misspelt))")
    }
}
