import Foundation
import Testing

@testable import ModelGenKit

/// Kinds of model whose generated code is typechecked as a whole, each test on its own and beside
/// the other suites (`CompileTests` runs its tests one at a time): a model with shipped versions at
/// the oldest deployment target, the migration golden with its steps, and a model whose types take
/// the key enums' names.
@Suite(.tags(.slow), .skippedInFastRuns) struct ModelKindCompileTests {
    /// A step that resets the store compiles, with the app's own call of the migration (whose
    /// `compiledModelBundles` it may give), in Swift 5 and 6, at iOS 15 and 17.
    @Test func aModelWhoseStepResetsTheStoreCompiles() throws {
        let (folder, model) = try TestModels.commitsHistoryAddingAuthor(
            step: #"{ "resetsStore": "Commits are downloaded again." }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = try CompileTests.files(of: model)
        #expect(try #require(files["Test+ManagedObjectModel.swift"]).contains("MigrationStep(resetsStore: true)"))
        files["Use.swift"] = """
            import CoreData

            @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
            func open(_ url: URL) throws -> NSPersistentContainer {
                try TestModel.migrateStoreIfNeeded(at: url, compiledModelBundles: [.main])
                return try TestModel.makePersistentContainer()
            }

            """
        try Typechecker.expectNoDiagnostics(files, module: "Test")
    }

    /// A model with shipped versions migrates with Core Data's typed store API (iOS 15, macOS 12):
    /// its type says so with `@available`, so that its files compile for the oldest target that
    /// docs/GeneratedAPI.md promises (iOS 13), and an app with such a target gets an error at its own
    /// use, naming iOS 15.
    @Test func aModelWithShippedVersionsIsAvailableWhereItsMigrationIs() throws {
        let (folder, model) = try TestModels.makeCommitsModel()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Generator.freeze(modelAt: model.path).diagnostics == [])
        var files = try CompileTests.files(of: model)
        let modelFile = try #require(files["Test+ManagedObjectModel.swift"])
        #expect(
            modelFile.contains(
                "@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)\nnonisolated public enum TestModel: ModelGenModelBuilder {"
            ))
        #expect(try Typechecker.diagnosticsOnEverySDK(files, module: "Test", oldest: .oldest) == [])
        guard AppleSDK.found != nil else {
            print("CompileTests: the use at iOS 13 is checked against Apple's SDK only: \(AppleSDK.skipNote)")
            return
        }
        files["Use.swift"] = "import CoreData\n\nfunc use() throws { _ = try TestModel.makePersistentContainer() }\n"
        let use = try Typechecker.typecheck(files, module: "Test", on: .apple(.oldest))
        #expect(
            use.diagnostics.contains { $0.contains("Use.swift") && $0.contains("only available in iOS 15 or newer") },
            "\(use.diagnostics)")
    }

    /// The migration golden (`Golden/Migrating`): the app's steps, a handler on each side of the
    /// step into version 2 and the mapping model of the step into version 3, compile as the generated
    /// protocol asks, in Swift 5 and 6.
    @Test(arguments: [5, 6])
    func theMigrationGoldenCompilesWithItsSteps(swiftVersion: Int) throws {
        var files = try CompileTests.files(of: TestSupport.fixtures.appendingPathComponent("Migrating.datamodel.json"))
        files["Steps.swift"] = """
            import CoreData

            struct Steps: MigratingModel.MigrationSteps {
                func willMigrateToVersion2(in store: MigratingModel.MigratingStore) throws {
                    for shop in try store.fetch("Shop") {
                        let name = shop.value(forKey: "name") as? String ?? ""
                        shop.setValue(String(name.drop { $0 == " " }), forKey: "name")
                    }
                }

                func didMigrateToVersion2(in store: MigratingModel.MigratingStore) throws {
                    _ = try store.fetch("Shop", matching: NSPredicate(format: "items.@count == 0"))
                }

                func mappingModelToVersion3(
                    from source: NSManagedObjectModel, to destination: NSManagedObjectModel
                ) throws -> NSMappingModel {
                    try MigratingModel.bundledMappingModel(from: source, to: destination)
                }
            }

            @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
            func open() throws -> NSPersistentContainer {
                try MigratingModel.makePersistentContainer(migrationSteps: Steps())
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Migrating", swiftVersion: swiftVersion)
    }

    /// An entity named `Attribute` and one whose class is `Relationship`, each with an optional
    /// number (whose doc comment names the key enum): the key enums are `AttributeKey` and
    /// `RelationshipKey` in every class, and everything compiles, the classes' own names included.
    @Test func aModelWithAClassNamedAttributeCompiles() throws {
        var files = try CompileTests.files(
            ofModel: """
                { "name": "Values", "entities": [
                  { "name": "Attribute", "attributes": [{ "name": "key", "type": "string" }, { "name": "rank", "type": "integer16", "optional": true }],
                    "relationships": [{ "name": "links", "destination": "Link", "inverse": "attribute", "toMany": true, "optional": true }] },
                  { "name": "Link", "className": "Relationship", "attributes": [{ "name": "url", "type": "uri", "optional": true }],
                    "relationships": [{ "name": "attribute", "destination": "Attribute", "inverse": "links", "optional": true }] }
                ] }
                """, named: "Values")
        let properties = try #require(files["Attribute+CoreDataProperties.swift"])
        #expect(
            properties.contains(
                "public enum AttributeKey: String, CaseIterable, Sendable, ModelGenSupport.AttributeName {"))
        #expect(properties.contains("`Attribute.AttributeKey.rank`"))
        files["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext) {
                let attribute: Attribute = Attribute(context: context, key: "colour")
                let link: Relationship = Relationship(context: context, attribute: attribute)
                _ = NSSortDescriptor(key: Attribute.AttributeKey.key.rawValue, ascending: true)
                _ = Attribute.AttributeKey.rank.sortDescriptor(ascending: false)
                _ = Relationship.RelationshipKey.attribute.rawValue
                _ = (link.attribute, attribute.links)
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Values")
    }

    /// Relationships whose Swift names are not their keys (`TestModels.notesWithRenamedRelationships`): a
    /// to-many `deleted` with the stand-in `deletedValue`, a to-one, an ordered and an unordered
    /// to-many relationship with Swift names of their own. The properties, Core Data's accessors
    /// (their selectors keyed by the model's name), the ordered accessors, the array view, the
    /// initializer and the keys compile, and `isDeleted` is still NSManagedObject's.
    @Test func aModelWithRenamedRelationshipsCompiles() throws {
        var files = try CompileTests.files(ofModel: TestModels.notesWithRenamedRelationships, named: "Notes")
        files["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext, folder: Folder, tag: Tag) {
                let note = Note(context: context, title: "Groceries", parentFolder: folder)
                note.addToDeletedValue(tag)
                note.removeFromDeletedValue([tag])
                note.addToLabels(tag)
                note.removeFromLabels(Set([tag]))
                note.insertIntoOrderedTags(tag, at: 0)
                note.replaceOrderedTags(at: 0, with: tag)
                note.orderedTagsArray = [tag] + note.orderedTagsArray
                note.parentFolder = folder
                let counts: [Int] = [note.deletedValue.count, note.labels.count, note.orderedTags.count]
                _ = (counts, note.isDeleted, tag.deletedNotes.count, folder.notes.count)
                _ = NSPredicate(format: "%K.@count == 0", Note.Relationship.deleted.rawValue)
                _ = [Note.Relationship.folder, .steps, .tagged].map { $0.rawValue }
                _ = Note.inFolderFetchRequest(folder: folder)
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Notes")
    }

    /// Typed predicates (`PredicateRunTests.model`): every form compiles in Swift 5 and 6, at iOS 13
    /// and 17, used as fetch requests, `NSPredicate`s and sort descriptors; and each comparison the
    /// store could not evaluate, or that compares values of another type, fails to compile, on the
    /// stub and on Apple's SDK, at its own line.
    @Test func typedPredicatesCompileAndWrongOnesDoNot() throws {
        var files = try CompileTests.files(ofModel: PredicateRunTests.model, named: "Queries")
        files["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext, since: Date, shelf: Shelf, tag: Tag) throws -> [Any] {
                let recent = Item.Predicate { $0.created > since && $0.title.contains("a", options: .caseInsensitive) }
                let numbers = Item.Predicate { $0.rank > 3 || $0.rank == nil || $0.price <= Decimal(2) && $0.count.isBetween(1, and: 9) }
                let values = Item.Predicate { $0.state == .open && $0.level != .low && $0.uuid == UUID() && $0.done == false }
                let related = Item.Predicate { $0.shelf == shelf && $0.shelf.name.beginsWith("A") && $0.tags.contains(tag) }
                let counted = Shelf.Predicate { $0.items.count > 10 || $0.items.any.title.isLike("a*") }
                let special = Special.Predicate { $0.extra != nil && $0.title == "x" }
                let items: [Item] = try context.fetch((recent && !numbers).fetchRequest { [$0.created.descending()] })
                let specials: [Special] = try context.fetch(special.fetchRequest())
                let request = NSFetchRequest<Item>(entityName: "Item")
                request.predicate = (values || related).nsPredicate
                request.sortDescriptors = recent.fetchRequest { [$0.shelf.name.ascending()] }.sortDescriptors
                return [items, specials, request, counted.nsPredicate]
            }

            func send(_ value: some Sendable) {}

            // Typed object IDs: Sendable, from and to Core Data's IDs and URIs, found again in a context.
            func ids(_ item: Item, _ special: Special, in context: NSManagedObjectContext) throws -> [Item] {
                let id = Item.ObjectID(item)
                send(id)
                let again: Item = try id.object(in: context)
                let specialID = Special.ObjectID(special)
                let asItem: Item.ObjectID? = Item.ObjectID(specialID.managedObjectID)
                let fromURI = context.persistentStoreCoordinator.flatMap {
                    Item.ObjectID(uriRepresentation: id.uriRepresentation, in: $0)
                }
                let unique: Set<Item.ObjectID> = [id, asItem, fromURI].compactMap { $0 }.reduce(into: []) { $0.insert($1) }
                return [again, try specialID.object(in: context)] + (try unique.map { try $0.object(in: context) })
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Queries")
        // Each function holds one comparison that must not compile.
        let wrong = [
            "Item.Predicate { $0.created > \"yesterday\" }",  // a value of another type
            "Item.Predicate { $0.title > 3 }",  // a number for a string
            "Item.Predicate { $0.state > .open }",  // an enum has no order
            "Item.Predicate { $0.done > false }",  // nor has a Boolean
            "Item.Predicate { $0.rank.contains(\"1\") }",  // a string comparison on a number
            "Item.Predicate { $0.scratch == nil }",  // a transient attribute: not stored
            "Item.Predicate { $0.extra == nil }",  // a sub-entity's attribute
            "Item.Predicate { $0.shelf == tag }",  // an object of another entity
            "Item.Predicate { $0.title == nil }",  // nil for a required attribute
            "Item.Predicate { $0.count == 1 } && Shelf.Predicate { $0.name == \"A\" }",  // two entities
            "{ let id: Item.ObjectID = Tag.ObjectID(tag); return id }()",  // an ID of another entity
        ]
        files["Wrong.swift"] =
            "import CoreData\n\n"
            + wrong.enumerated().map { "func wrong\($0.offset)(tag: Tag) { _ = \($0.element) }\n" }.joined()
        for sdk in Typechecker.everySDK {
            let errors = try Typechecker.typecheck(files, module: "Queries", on: sdk).diagnostics
                .filter { $0.hasPrefix("Wrong.swift:") && $0.contains(": error: ") }
            for (index, code) in wrong.enumerated() {
                #expect(errors.contains { $0.hasPrefix("Wrong.swift:\(index + 3):") }, "\(sdk): \(code) compiled")
            }
        }
    }

    /// The lean form (`"omit"` with every part): the every-feature model's files compile without
    /// the initializer, the key enums and the typed predicates, on every SDK and mode.
    @Test func theLeanFormCompiles() throws {
        let whole = try CompileTests.files(of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))
        for part in ["struct KeyPaths", "enum Attribute:", "convenience init("] {
            #expect(whole.values.contains { $0.contains(part) }, "\(part)")
        }
        let files = try CompileTests.files(
            of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
            options: GenerationOptions(omitted: Set(GenerationOptions.APIPart.allCases)))
        for part in ["struct KeyPaths", "enum Attribute:", "convenience init("] {
            #expect(!files.values.contains { $0.contains(part) }, "\(part)")
        }
        try Typechecker.expectNoDiagnostics(files, module: "Everything")
    }

    /// An entity without a stored property still declares its `KeyPaths`, which a relationship to
    /// it (here one without an inverse, which is only a warning) names.
    @Test func anEntityWithoutPropertiesHasKeyPathsForTheRelationshipsToIt() throws {
        let files = try CompileTests.files(
            ofModel: #"""
                { "name": "Boxes", "entities": [
                  { "name": "Box", "attributes": [{ "name": "label", "type": "string" }],
                    "relationships": [{ "name": "thing", "destination": "Thing", "optional": true }] },
                  { "name": "Thing" }
                ] }
                """#, named: "Boxes")
        #expect(try #require(files["Thing+CoreDataProperties.swift"]).contains("struct KeyPaths"))
        try Typechecker.expectNoDiagnostics(files, module: "Boxes")
    }
}
