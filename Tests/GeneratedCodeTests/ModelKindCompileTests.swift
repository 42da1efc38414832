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
    /// `RelationshipKey` in every class, and everything compiles, the classes' own names included,
    /// with a class named `Actor` beside the model's actors.
    @Test func aModelWithAClassNamedAttributeCompiles() throws {
        var files = try CompileTests.files(
            ofModel: """
                { "name": "Values", "entities": [
                  { "name": "Attribute", "attributes": [{ "name": "key", "type": "string" }, { "name": "rank", "type": "integer16", "optional": true }],
                    "relationships": [{ "name": "links", "destination": "Link", "inverse": "attribute", "toMany": true, "optional": true }] },
                  { "name": "Link", "className": "Relationship", "attributes": [{ "name": "url", "type": "uri", "optional": true }],
                    "relationships": [{ "name": "attribute", "destination": "Attribute", "inverse": "links", "optional": true }] },
                  { "name": "Actor", "attributes": [{ "name": "name", "type": "string", "optional": true }] }
                ] }
                """, named: "Values")
        // A class named `Actor` beside the model's actors, which the support names `_Concurrency.Actor`.
        #expect(try #require(files["Values+ManagedObjectModel.swift"]).contains("actor ValuesModelActor"))
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
                let counted = Shelf.Predicate { $0.items.count > 10 || $0.items.any.title.isLike("a*") || $0.items.any.shelf == shelf || $0.items.all.title.isLike("a*") }
                let matching = Item.Predicate { $0.tags.count { $0.name == "a" && $0.size != nil } >= 2 || $0.shelf.items.count { $0.shelf.name > "A" } == 0 }
                let special = Special.Predicate { $0.extra != nil && $0.title == "x" }
                let items: [Item] = try context.fetch((recent && !numbers).fetchRequest { [$0.created.descending()] })
                let specials: [Special] = try context.fetch(special.fetchRequest())
                let request = NSFetchRequest<Item>(entityName: "Item")
                request.predicate = (values || related).nsPredicate
                request.sortDescriptors = recent.fetchRequest { [$0.shelf.name.ascending()] }.sortDescriptors
                return [items, specials, request, counted.nsPredicate, matching.nsPredicate]
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
            "Item.Predicate { $0.tags.count { $0.name == \"a\" } > \"1\" }",  // a count is a number
        ]
        // A second to-many relationship in a key path, which Core Data's SQLite store refuses: each
        // fails with the support's message, not a puzzle from the type checker.
        let secondToMany = [
            "Item.Predicate { $0.tags.any.items.count > 1 }",
            "Shelf.Predicate { $0.items.any.shelf.items.count > 1 }",
            "Item.Predicate { $0.tags.count { $0.items.any.title == \"a\" } > 0 }",
            "Item.Predicate { $0.tags.all.items.count == 0 }",
        ]
        files["Wrong.swift"] =
            "import CoreData\n\n"
            + (wrong + secondToMany).enumerated().map { "func wrong\($0.offset)(tag: Tag) { _ = \($0.element) }\n" }
            .joined()
        for sdk in Typechecker.everySDK {
            let errors = try Typechecker.typecheck(files, module: "Queries", on: sdk).diagnostics
                .filter { $0.hasPrefix("Wrong.swift:") && $0.contains(": error: ") }
            for (index, code) in (wrong + secondToMany).enumerated() {
                let atLine = errors.filter { $0.hasPrefix("Wrong.swift:\(index + 3):") }
                #expect(!atLine.isEmpty, "\(sdk): \(code) compiled")
                if index >= wrong.count {
                    #expect(
                        atLine.contains {
                            $0.hasSuffix(
                                "a key path holds one to-many relationship at most; Core Data's SQLite store refuses a second"
                            )
                        },
                        "\(sdk): \(code): \(atLine)")
                }
            }
        }
    }

    /// The model's actors (`PredicateRunTests.model`): the right uses compile without a diagnostic
    /// in Swift 5 and 6, at iOS 13 and 17, as far as SIL, where Swift 6 finds data races (the type
    /// checker alone does not); with the main actor as the default isolation too. Each misuse fails
    /// at its own line on the stub and on Apple's SDK: an object that would leave the actor or enter
    /// it, the context outside it, a non-`Sendable` result of `perform`, a call without `await`.
    @Test func modelActorsCompileAndMisusesDoNot() throws {
        var files = try CompileTests.files(ofModel: PredicateRunTests.model, named: "Queries")
        #expect(try #require(files["Queries+ManagedObjectModel.swift"]).contains("actor QueriesModelActor"))
        files["Use.swift"] = #"""
            import CoreData

            // The app's own method: it runs on the actor, with the context and its objects.
            extension QueriesModelActor {
                func addItem(title: String, to shelfID: Shelf.ObjectID?) throws -> Item.ObjectID {
                    let item = Item(context: managedObjectContext, title: title, count: 0, score: 0, done: false, created: Date(), state: .open)
                    if let shelfID { item.shelf = try existingObject(with: shelfID) }
                    try save()
                    return Item.ObjectID(item)
                }
            }

            nonisolated func inBackground(_ container: NSPersistentContainer, since: Date) async throws -> [Any] {
                let actor = QueriesModelActor(container: container)
                let id = try await actor.addItem(title: "a", to: nil)
                let recent = try await actor.fetchObjectIDs(Item.Predicate { $0.created > since }) { [$0.created.descending()] }
                let all = try await actor.fetchObjectIDs(NSFetchRequest<Item>(entityName: "Item"))
                let count = try await actor.count(Item.Predicate { $0.done == false })
                let titles = try await actor.perform { actor in
                    try actor.fetch(Item.Predicate { $0.created > since }, sortedBy: { [$0.title.ascending()] }).map(\.title)
                }
                let shelfName = try await actor.perform { actor in try actor.existingObject(with: id).shelf?.name }
                _ = await actor.perform { actor in actor.insert(Tag.self).name = "new" }
                try await actor.delete(id)
                try await actor.save()
                return [recent + all, count, titles, shelfName as Any]
            }

            @MainActor func onTheMainActor(_ container: NSPersistentContainer, actor: QueriesModelActor, ids: [Item.ObjectID]) async throws -> [String] {
                let main = QueriesMainModelActor(container: container)
                let items = try main.fetch(Item.Predicate { $0.shelf.name == "A" }) { [$0.title.ascending()] }
                let again = try ids.map { try main.existingObject(with: $0) }
                // A predicate is not Sendable: one for the actor is built on it.
                let fromActor = try await actor.perform { try $0.fetchObjectIDs(Item.Predicate { $0.done == true }) }
                let count = try await actor.count(NSFetchRequest<Item>(entityName: "Item"))
                let shelf = main.insert(Shelf.self)
                shelf.name = "B"
                main.delete(shelf)
                try main.save()
                let objects = try fromActor.map { try main.existingObject(with: $0) }
                return (items + again + objects).map(\.title) + ["\(count)", "\(try main.count(Item.Predicate { $0.rank == nil }))"]
            }

            // An actor of the app's own on a context of its choice: the protocol is the whole of it.
            actor Importer: ModelGenSupport.ModelActor {
                nonisolated let modelExecutor: ModelGenSupport.ContextExecutor
                init(context: NSManagedObjectContext) { modelExecutor = ModelGenSupport.ContextExecutor(context: context) }
            }

            nonisolated func importing(_ container: NSPersistentContainer) async throws -> [Tag.ObjectID] {
                let importer = Importer(context: container.newBackgroundContext())
                return try await importer.fetchObjectIDs(Tag.Predicate { $0.name.beginsWith("a") })
            }
            """#
        // The stub's Foundation cannot lower bridged values to SIL (the compiler crashes there), so on
        // it the files are typechecked; on Apple's SDK they go on to SIL, in each mode and at each target.
        var diagnostics = try Typechecker.typecheck(files, module: "Queries", on: .stub).diagnostics
        let appleRuns: [(AppleSDK.Target, Int, [String])] =
            AppleSDK.found == nil
            ? []
            // Each mode and each target (Swift 5 at the oldest target adds nothing the others miss,
            // and each run through SIL takes seconds).
            : [(.current, 6, []), (.current, 5, []), (.oldest, 6, [])]
                + [(.current, 6, ["-default-isolation", "MainActor"])]
        for (target, swiftVersion, flags) in appleRuns {
            diagnostics += try Typechecker.typecheck(
                files, module: "Queries", swiftVersion: swiftVersion, depth: .sil, flags: flags, on: .apple(target)
            ).diagnostics.map { "[\(target.systemVersion), Swift \(swiftVersion) \(flags)] \($0)" }
        }
        #expect(diagnostics == [])
        // Each function holds one misuse; the type checker refuses the first ones, on the stub and on
        // Apple's SDK; Swift 6's data-race checking in SIL refuses the others, on Apple's SDK (it runs
        // only in a module that typechecks).
        let refusedByTheTypeChecker = [
            // The context out.
            "func wrong0(actor: QueriesModelActor) async { _ = await actor.managedObjectContext }",
            // An object out of `perform`, and one into it.
            "func wrong1(actor: QueriesModelActor) async { _ = await actor.perform { $0.insert(Tag.self) } }",
            "func wrong2(actor: QueriesModelActor, item: Item) async { _ = await actor.perform { _ in item.title } }",
            // A call without `await`, and the main-actor form off the main actor.
            "func wrong3(actor: QueriesModelActor) throws { _ = try actor.count(NSFetchRequest<Item>(entityName: \"Item\")) }",
            "func wrong4(main: QueriesMainModelActor) throws { _ = try main.count(NSFetchRequest<Item>(entityName: \"Item\")) }",
            // The context out through the executor, which keeps it to the support file.
            "func wrong5(actor: QueriesModelActor) { _ = actor.modelExecutor.context }",
        ]
        let refusedAsDataRaces = [
            // The actor's objects out.
            "func wrong0(actor: QueriesModelActor) async throws { let items = try await actor.fetch(NSFetchRequest<Item>(entityName: \"Item\")); _ = items.first?.title }",
            // The main actor's objects in.
            "@MainActor func wrong1(actor: QueriesModelActor, item: Item) async { await actor.delete(item) }",
            "@MainActor func wrong2(actor: QueriesModelActor, main: QueriesMainModelActor) async throws { let item = try main.fetch(NSFetchRequest<Item>(entityName: \"Item\"))[0]; await actor.delete(item); _ = item.title }",
            // A predicate built on the main actor (build it inside `perform`).
            "@MainActor func wrong3(actor: QueriesModelActor, since: Date) async throws { _ = try await actor.fetchObjectIDs(Item.Predicate { $0.created > since }) }",
        ]
        let dataRaceSDKs = Typechecker.everySDK.filter { if case .apple = $0 { true } else { false } }
        for (wrong, depth, sdks) in [
            (refusedByTheTypeChecker, Typechecker.Depth.typecheck, Typechecker.everySDK),
            (refusedAsDataRaces, .sil, dataRaceSDKs),
        ] {
            files["Wrong.swift"] = "import CoreData\n\n" + wrong.map { $0 + "\n" }.joined()
            for sdk in sdks {
                let diagnostics = try Typechecker.typecheck(files, module: "Queries", depth: depth, on: sdk).diagnostics
                let errors = diagnostics.filter { $0.hasPrefix("Wrong.swift:") && $0.contains(": error: ") }
                for (index, code) in wrong.enumerated() {
                    #expect(errors.contains { $0.hasPrefix("Wrong.swift:\(index + 3):") }, "\(sdk): \(code) compiled")
                }
                #expect(!diagnostics.contains { !$0.hasPrefix("Wrong.swift:") }, "\(sdk): \(diagnostics)")
            }
        }
    }

    /// Without number accessors alone, the rest of the API stays: the initializer still takes
    /// `Int16?` and `Decimal` (a required decimal set by key), and the typed keys compare them,
    /// beside properties of `NSNumber?` and `NSDecimalNumber`. On every SDK and mode.
    @Test func theFormWithoutNumberAccessorsCompiles() throws {
        let files = try CompileTests.files(
            of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
            options: GenerationOptions(omitted: [.numberAccessors]))
        let properties = try #require(files["Employee+CoreDataProperties.swift"])
        #expect(properties.contains("@NSManaged public var salary: NSDecimalNumber\n"), "\(properties)")
        #expect(properties.contains("convenience init("))
        try Typechecker.expectNoDiagnostics(files, module: "Everything")
    }

    /// The lean form (`"omit"` with every part): the every-feature model's files compile without
    /// the initializer, the key enums, the typed predicates, the model actors and the number
    /// accessors, on every SDK and mode.
    @Test func theLeanFormCompiles() throws {
        let whole = try CompileTests.files(of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))
        let parts = ["struct KeyPaths", "enum Attribute:", "convenience init(", "actor EverythingModelActor"]
        for part in parts {
            #expect(whole.values.contains { $0.contains(part) }, "\(part)")
        }
        let files = try CompileTests.files(
            of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
            options: GenerationOptions(omitted: Set(GenerationOptions.APIPart.allCases)))
        for part in parts {
            #expect(!files.values.contains { $0.contains(part) }, "\(part)")
        }
        try Typechecker.expectNoDiagnostics(files, module: "Everything")
    }

    /// A model whose configuration leaves out its actors (`"omit": ["modelActor"]`) may give
    /// their names to classes: planned as a run plans it, configuration and all, the files compile;
    /// the same model with its actors is refused, naming the clash.
    @Test func aModelWithoutItsActorsMayGiveTheirNamesToClasses() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Shop.datamodel.json")
        try #"""
        { "name": "Shop", "entities": [
          { "name": "Clerk", "className": "ShopModelActor", "attributes": [{ "name": "name", "type": "string" }] },
          { "name": "Till", "className": "ShopMainModelActor", "attributes": [{ "name": "number", "type": "integer16" }] }
        ] }
        """#.write(to: model, atomically: true, encoding: .utf8)
        let configuration = folder.appendingPathComponent("modelgen.json")
        let request = Generator.Request(
            modelPaths: [model.path], outputDirectory: folder.appendingPathComponent("out").path)
        try #"{ "omit": ["modelActor"] }"#.write(to: configuration, atomically: true, encoding: .utf8)
        let lean = Generator.plan(request)
        #expect(lean.diagnostics.isEmpty, "\(TestSupport.describe(lean.diagnostics))")
        var files: [String: String] = [:]
        for operation in try #require(lean.plan).operations {
            files[Paths.fileName(of: operation.path)] = operation.contents
        }
        #expect(
            files.keys.sorted() == [
                "ModelGenSupport.swift", "Shop+ManagedObjectModel.swift", "ShopMainModelActor+CoreDataClass.swift",
                "ShopMainModelActor+CoreDataProperties.swift", "ShopModelActor+CoreDataClass.swift",
                "ShopModelActor+CoreDataProperties.swift",
            ])
        #expect(!(files["Shop+ManagedObjectModel.swift"] ?? "").contains("actor ShopModelActor"))
        // A clash of names is the same in either language mode: Swift 6's alone.
        try Typechecker.expectNoDiagnostics(files, module: "Shop", swiftVersion: 6)
        // A configuration with errors says nothing sure of the actors: only its error is reported.
        try #"{ "omit": ["modelActor"], "accessLevel": "open" }"#.write(
            to: configuration, atomically: true, encoding: .utf8)
        let broken = TestSupport.describe(Generator.plan(request).diagnostics)
        #expect(broken.count == 1 && !broken.contains { $0.contains("ShopModelActor") }, "\(broken)")
        // With its actors, the model file would declare both names twice: each class is reported.
        try #"{}"#.write(to: configuration, atomically: true, encoding: .utf8)
        let whole = Generator.plan(request)
        #expect(whole.plan == nil)
        #expect(
            TestSupport.describe(whole.diagnostics) == [
                "2:35: error: the class 'ShopModelActor' of entity 'Clerk' would have the name of the model's actor; rename the model or the class, or leave the actors out (\"omit\": [\"modelActor\"] in modelgen.json) (note: 1:11: the model's name, which names it, is here)",
                "3:34: error: the class 'ShopMainModelActor' of entity 'Till' would have the name of the model's main-actor form; rename the model or the class, or leave the actors out (\"omit\": [\"modelActor\"] in modelgen.json) (note: 1:11: the model's name, which names it, is here)",
            ])
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
