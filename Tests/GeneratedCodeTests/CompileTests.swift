import Foundation
import Testing

@testable import ModelGenKit

/// Proves that generated code compiles: it is typechecked as a module the way Apple's compiler
/// sees it. On Linux that is against the SDK stub in `Tests/SDKStub` with Objective-C interop on,
/// so `@NSManaged` and `@objc` follow Apple's rules; it is typechecked only, never run. On macOS
/// it is typechecked against the real SDK. Warnings count as failures.
@Suite(.serialized, .tags(.slow), .skippedInFastRuns) struct CompileTests {
    static let sampleFolder = TestSupport.packageRoot.appendingPathComponent("samples/CommitsApp/Sources/CommitsApp")

    static func files(of model: URL, options: GenerationOptions = GenerationOptions()) throws -> [String: String] {
        TestSupport.sources(try TestSupport.generate(model, options: options).files)
    }

    /// The Swift files generated for the model `text`, written as `<name>.datamodel.json` in a
    /// folder of its own, which is removed afterwards.
    static func files(ofModel text: String, named name: String) throws -> [String: String] {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent(name + ".datamodel.json")
        try text.write(to: model, atomically: true, encoding: .utf8)
        return try files(of: model)
    }

    /// The sample app's sources: its own files, the generated ones in `Model/`, and what SwiftPM
    /// generates for a target with resources (`resource_bundle_accessor.swift`), in short.
    static func sampleFiles() throws -> [String: String] {
        var files = [
            "resource_bundle_accessor.swift":
                "import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n"
        ]
        for folder in ["", "Model/"] {
            for name in try FileManager.default.contentsOfDirectory(
                atPath: sampleFolder.appendingPathComponent(folder).path)
            where name.hasSuffix(".swift") {
                files[name] = try TestSupport.read(sampleFolder.appendingPathComponent(folder + name))
            }
        }
        #expect(files.count == 12, "\(files.keys.sorted())")
        return files
    }

    /// Says what the compile tests check against here; where `MODELGEN_APPLE_SDK` names an SDK, it
    /// must be one the tests can use (an iOS SDK with Core Data), not a mistyped path that would
    /// quietly leave the stub alone.
    @Test func saysWhichSDKsTheTestsUse() throws {
        guard let sdk = AppleSDK.found else {
            print("CompileTests: Apple's SDK \(AppleSDK.skipNote); typechecking against the SDK stub only")
            #expect(ProcessInfo.processInfo.environment["MODELGEN_APPLE_SDK"] ?? "" == "")
            return
        }
        print("CompileTests: typechecking against the SDK stub and \(sdk.name)")
        #expect(sdk.name.hasPrefix("iOS"), "\(sdk.name)")
        #expect(
            FileManager.default.fileExists(
                atPath: sdk.path + "/System/Library/Frameworks/CoreData.framework/Headers/CoreData.h"))
    }

    // MARK: What must compile

    @Test(arguments: [5, 6])
    func theCommittedSampleAndItsAppCompile(swiftVersion: Int) throws {
        let start = ContinuousClock.now
        try Typechecker.expectNoDiagnostics(try Self.sampleFiles(), module: "CommitsApp", swiftVersion: swiftVersion)
        print("typechecking the sample (Swift \(swiftVersion) mode) took \(ContinuousClock.now - start)")
    }

    /// The sample imports on its model actor and queries on the main actor: against Apple's SDK it
    /// compiles on to SIL, where Swift 6 checks data races (the type checker alone does not), without
    /// a diagnostic, in Swift 5 and 6. (The stub's Foundation cannot lower bridged values to SIL.)
    @Test func theSampleHasNoDataRaces() throws {
        guard AppleSDK.found != nil else {
            print("theSampleHasNoDataRaces: \(AppleSDK.skipNote)")
            return
        }
        var files = try Self.sampleFiles()
        #expect(try #require(files["CommitStore.swift"]).contains("try await background.importCommits(commits)"))
        // The toolchain's SILGen crashes (signal 11) on the command line parser's typed throw against
        // Apple's SDK: here the parser throws untyped.
        files["CommitsCommand.swift"] = try #require(files["CommitsCommand.swift"])
            .replacingOccurrences(of: "throws(UsageError)", with: "throws")
        var diagnostics: [String] = []
        for (target, swiftVersion) in [(AppleSDK.Target.current, 6), (.current, 5), (.oldestWithShippedVersions, 6)] {
            diagnostics += try Typechecker.typecheck(
                files, module: "CommitsApp", swiftVersion: swiftVersion, depth: .sil, on: .apple(target)
            ).diagnostics.map { "[\(target.systemVersion), Swift \(swiftVersion)] \($0)" }
        }
        #expect(diagnostics == [])
    }

    /// Xcode 26 makes new app targets isolate to the main actor by default (SE-0466): the generated
    /// declarations are `nonisolated`, so that the classes, the model and its migration compile
    /// there too, without a warning. (A compiler before Swift 6.2 has no such setting.)
    @Test func theOutputCompilesWhereTheDefaultIsolationIsTheMainActor() throws {
        #if compiler(>=6.2)
            let flags = ["-default-isolation", "MainActor"]
            try Typechecker.expectNoDiagnostics(try Self.sampleFiles(), module: "CommitsApp", flags: flags)
            for fixture in ["Everything", "Synced", "Migrating"] {
                let files = try Self.files(of: TestSupport.fixtures.appendingPathComponent("\(fixture).datamodel.json"))
                try Typechecker.expectNoDiagnostics(files, module: fixture, flags: flags)
            }
        #endif
    }

    @Test(arguments: [GenerationOptions.AccessLevel.public, .internal])
    func theEveryFeatureModelCompiles(accessLevel: GenerationOptions.AccessLevel) throws {
        let files = try Self.files(
            of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
            options: GenerationOptions(accessLevel: accessLevel))
        try Typechecker.expectNoDiagnostics(files, module: "Everything")
    }

    /// A model with configurations, one of them synced with CloudKit: the model builder assigns the
    /// entities, and the container factory makes an NSPersistentCloudKitContainer with one store per
    /// configuration.
    @Test func aModelWithConfigurationsAndCloudKitCompiles() throws {
        var files = try Self.files(of: TestSupport.fixtures.appendingPathComponent("Synced.datamodel.json"))
        files["Use.swift"] = """
            import CoreData

            func use() {
                let container: NSPersistentCloudKitContainer = SyncedModel.makePersistentContainer()
                let other = SyncedModel.makePersistentContainer(inMemory: true, cloudKitContainerIdentifier: "iCloud.other")
                let configurations: [SyncedModel.Configuration] = SyncedModel.Configuration.allCases
                let synced = configurations.filter(\\.isUsedWithCloudKit).map(\\.rawValue)
                _ = (container, other, synced, SyncedModel.managedObjectModel.entities(forConfigurationName: "Cloud"))
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Synced")
    }

    /// Writes `<name>.datamodel.json` into `folder`: a model synced with the CloudKit container
    /// `iCloud.com.example.<name>`, with `stores` (its configurations, or the model's own store
    /// keys) and one entity per name, each with an optional `title` (and `extraAttribute`).
    static func writeSyncedModel(
        _ name: String, stores: String, entities: [String], extraAttribute: String? = nil, in folder: URL
    ) throws -> URL {
        let attributes = (["title"] + (extraAttribute.map { [$0] } ?? [])).map {
            #"{ "name": "\#($0)", "type": "string", "optional": true }"#
        }.joined(separator: ", ")
        let model = folder.appendingPathComponent("\(name).datamodel.json")
        try """
        {
          "name": "\(name)", "cloudKitContainerIdentifier": "iCloud.com.example.\(name.lowercased())",
          \(stores)
          "entities": [
            \(entities.map { #"{ "name": "\#($0)", "attributes": [\#(attributes)] }"# }.joined(separator: ",\n"))
          ]
        }
        """.write(to: model, atomically: true, encoding: .utf8)
        return model
    }

    /// A store that syncs with the public CloudKit database: the file imports CloudKit and sets each
    /// synced store's `databaseScope`, with configurations and for a model synced as a whole.
    @Test(arguments: [true, false])
    func aStoreThatSyncsWithThePublicDatabaseCompiles(withConfigurations: Bool) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try Self.writeSyncedModel(
            "Shop",
            stores: withConfigurations
                ? """
                "configurations": [
                  { "name": "Catalog", "entities": ["Product"], "usedWithCloudKit": true, "cloudKitDatabase": "public" },
                  { "name": "Cloud", "entities": ["Order"], "usedWithCloudKit": true }
                ],
                """
                : #""usedWithCloudKit": true, "cloudKitDatabase": "public","#,
            entities: ["Product", "Order"], in: folder)
        var files = try Self.files(of: model)
        let modelFile = try #require(files["Shop+ManagedObjectModel.swift"])
        #expect(modelFile.contains("import CloudKit\n"))
        #expect(modelFile.contains("options.databaseScope = databaseScope"))
        // `databaseScope` is available from macOS 11 and iOS 14 on, and so is the model's type.
        #expect(
            modelFile.contains("@available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)\nnonisolated public enum ShopModel")
        )
        let use = """
            func use() {
                let container: NSPersistentCloudKitContainer = ShopModel.makePersistentContainer()
                \(withConfigurations ? "let scope: CKDatabase.Scope = ShopModel.Configuration.catalog.cloudKitDatabaseScope" : "let scope = 0")
                _ = (container, scope)
            }
            """
        files["Use.swift"] =
            "import CoreData\nimport CloudKit\n\n@available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)\n" + use
        try Typechecker.expectNoDiagnostics(files, module: "Shop")
        // An app that targets iOS 13 is told at its own use of the type, with the version.
        if AppleSDK.found != nil {
            files["Use.swift"] = "import CoreData\nimport CloudKit\n\n" + use
            let errors = try Typechecker.typecheck(files, module: "Shop", on: .apple(.oldest)).errors
            #expect(
                errors.contains {
                    $0.hasPrefix("Use.swift:")
                        && $0.hasSuffix("error: 'ShopModel' is only available in iOS 14 or newer")
                },
                "\(errors)")
        }
    }

    /// A store that shares with CloudKit: the factory adds a store of the shared database beside it
    /// (migrated like the others when the model has shipped versions), and `persistentStore(for:…)`
    /// finds either; with configurations (one public, one local) and for a model synced as a whole.
    @Test(arguments: [(true, false), (false, false), (true, true), (false, true)])
    func aStoreThatSharesWithCloudKitCompiles(withConfigurations: Bool, withVersions: Bool) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stores =
            withConfigurations
            ? """
            "configurations": [
              { "name": "Cloud", "entities": ["Note"], "usedWithCloudKit": true, "cloudKitSharing": true },
              { "name": "Catalog", "entities": ["Product"], "usedWithCloudKit": true, "cloudKitDatabase": "public" },
              { "name": "Local", "entities": ["Draft"] }
            ],
            """
            : #""usedWithCloudKit": true, "cloudKitSharing": true,"#
        let entities = withConfigurations ? ["Note", "Product", "Draft"] : ["Note"]
        let model = try Self.writeSyncedModel("Notes", stores: stores, entities: entities, in: folder)
        if withVersions {
            #expect(Generator.freeze(modelAt: model.path).diagnostics == [])
            _ = try Self.writeSyncedModel(
                "Notes", stores: stores, entities: entities, extraAttribute: "body", in: folder)
        }
        var files = try Self.files(of: model)
        let modelFile = try #require(files["Notes+ManagedObjectModel.swift"])
        #expect(modelFile.contains("import CloudKit\n"))
        #expect(modelFile.contains("databaseScope: .shared"))
        #expect(modelFile.contains("static let versionModels") == withVersions)
        // A store that syncs keeps persistent history, and is migrated with it, or Core Data would
        // open it read-only (read in the generated code here, not run).
        if withVersions {
            #expect(modelFile.contains("at: storeURL, configuration: configuration, tracksHistory: tracksHistory,"))
            #expect(
                BuiltinTemplates.text(for: .support).contains(
                    "options: tracksHistory ? [NSPersistentHistoryTrackingKey: true] : [:]"))
            #expect(
                modelFile.contains(
                    withConfigurations
                        ? "tracksHistory: description.cloudKitContainerOptions != nil"
                        : "try migrateStoreIfNeeded(at: storeURL, tracksHistory: true)"))
            #expect(
                modelFile.contains("try migrateStoreIfNeeded(at: sharedURL, tracksHistory: true)") != withConfigurations
            )
        }
        // In memory, the container's own store is told not to sync.
        #expect(modelFile.contains("first?.cloudKitContainerOptions = nil") != withConfigurations)
        let configuration = withConfigurations ? "configuration: .cloud, " : ""
        files["Use.swift"] = """
            import CoreData
            import CloudKit

            @available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
            func use() throws {
                let container: NSPersistentCloudKitContainer = \(withVersions ? "try " : "")NotesModel.makePersistentContainer()
                let privateStore: NSPersistentStore? = NotesModel.persistentStore(for: .private, \(configuration)in: container)
                let sharedStore: NSPersistentStore? = NotesModel.persistentStore(for: .shared, \(configuration)in: container)
                \(withConfigurations ? "let shares: Bool = NotesModel.Configuration.cloud.usesCloudKitSharing" : "let shares = true")
                _ = (privateStore, sharedStore, shares)
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Notes")
    }

    /// A strings table in the target's own resource bundle: the model file reads it from
    /// `Bundle.module`, which SwiftPM declares for a target with resources (here, as the sample's
    /// build declares it).
    @Test func aLocalizationTableInTheModuleBundleCompiles() throws {
        var files = try Self.files(
            ofModel: #"""
                { "name": "Notes", "localizationTable": "NotesModel", "localizationBundle": "module",
                  "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }] }] }
                """#, named: "Notes")
        #expect(
            try #require(files["Notes+ManagedObjectModel.swift"]).contains(
                #"localizationDictionary(table: "NotesModel", in: .module)"#))
        let accessor: String = try #require(Self.sampleFiles()["resource_bundle_accessor.swift"])
        files["resource_bundle_accessor.swift"] = accessor
        try Typechecker.expectNoDiagnostics(files, module: "Notes")
    }

    /// Object ID attributes, stored (required and optional, made with the typed builder) and
    /// transient, and a fetch request that takes an object ID. The every-feature model has only a
    /// transient one, as its runtime tests on macOS open a store, and a store keeping an object ID
    /// was not run here.
    @Test func objectIDAttributesCompile() throws {
        let files = try Self.files(
            ofModel: #"""
                { "name": "Links", "entities": [{ "name": "Link", "attributes": [
                    { "name": "target", "type": "objectID" },
                    { "name": "previous", "type": "objectID", "optional": true },
                    { "name": "pending", "type": "objectID", "optional": true, "transient": true } ],
                  "fetchRequests": [{ "name": "to", "predicate": "target == $target", "parameters": { "target": "objectID" } }] }] }
                """#, named: "Links")
        let properties = try #require(files["Link+CoreDataProperties.swift"])
        #expect(properties.contains("@NSManaged public var target: NSManagedObjectID\n"))
        #expect(properties.contains("@NSManaged public var previous: NSManagedObjectID?\n"))
        #expect(
            properties.contains("public static func toFetchRequest(target: NSManagedObjectID) -> NSFetchRequest<Link>"))
        #expect(try #require(files["Links+ManagedObjectModel.swift"]).contains("            target: objectID\n"))
        try Typechecker.expectNoDiagnostics(files, module: "Links")
    }

    /// Defaults at the edges of their types compile without a warning, also past the type checker:
    /// compiling to SIL warns about a plain literal that underflows a `Float` or `Double` or an
    /// integer a `Float` cannot hold exactly, so those are spelt with the type's initializer
    /// (`Float(1e-40)`) in the initializer's default arguments and a composite's defaults (the
    /// model's property tables hold them as text). (The plain literals of the day before warned.) Compiling a cast from
    /// `Any` (an optional number's getter, a composite's code) to SIL crashes the compiler against
    /// the stub, whose bridging is not Foundation's: the attributes here are not optional, and the
    /// model with a composite is only typechecked.
    @Test func defaultsAtTheEdgesOfTheirTypesCompileWithoutWarnings() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edges = """
            { "name": "tiny", "type": "float", "default": 1e-40 },
            { "name": "large", "type": "float", "default": 16777217 },
            { "name": "tenth", "type": "float", "default": 0.1 },
            { "name": "least", "type": "double", "default": 5e-324 },
            { "name": "huge", "type": "double", "default": 9007199254740993 },
            { "name": "lowest", "type": "integer64", "default": -9223372036854775808 }
            """
        func files(composite: Bool) throws -> [String: String] {
            let model = folder.appendingPathComponent(
                composite ? "Composite/Edges.datamodel.json" : "Edges.datamodel.json")
            try FileManager.default.createDirectory(
                at: model.deletingLastPathComponent(), withIntermediateDirectories: true)
            let compositeAttribute =
                #", { "name": "range", "type": "composite", "composite": "Range", "optional": true }"#
            let composites = #""composites": [{ "name": "Range", "elements": [\#(edges)] }],"#
            try """
            { "name": "Edges", \(composite ? composites : "")
              "entities": [{ "name": "Sample", "attributes": [\(edges)\(composite ? compositeAttribute : "")] }] }
            """.write(to: model, atomically: true, encoding: .utf8)
            return try Self.files(of: model)
        }
        let entityFiles = try files(composite: false)
        let modelFile = try #require(entityFiles["Edges+ManagedObjectModel.swift"])
        // The model's property table holds them as text, which the support reads at run time.
        #expect(modelFile.contains("            tiny: float = 1e-40\n"))
        #expect(modelFile.contains("            least: double = 5e-324\n"))
        #expect(modelFile.contains("            tenth: float = 0.1\n"))
        #expect(try #require(entityFiles["Sample+CoreDataProperties.swift"]).contains("tiny: Float? = nil,"))
        // The SDK stub cannot take `value(forKey:)` on to SIL (bridging `id` to `Any` needs an
        // intrinsic of the Objective-C runtime that Linux's standard library lacks, and the compiler
        // crashes), so the support's key-value coding helpers are typechecked with the rest but not
        // lowered.
        // The initializer's `setModelGenValues(_:)` is left as a declaration whose body does nothing.
        var lowered = entityFiles
        lowered["ModelGenSupport.swift"] = try #require(lowered["ModelGenSupport.swift"]).replacing(
            /\/\/ MARK: Reading and writing values over key-value coding\n(.|\n)*?\n}\n/,
            with:
                "nonisolated extension NSManagedObject {\n    func setModelGenValues(_ values: KeyValuePairs<String, Any?>) {}\n}\n"
        )
        #expect(lowered["ModelGenSupport.swift"] != entityFiles["ModelGenSupport.swift"])
        try Typechecker.expectNoDiagnostics(lowered, module: "Edges", depth: .sil)
        try Typechecker.expectNoDiagnostics(entityFiles, module: "Edges")
        let compositeFiles = try files(composite: true)
        #expect(try #require(compositeFiles["Range+CompositeAttribute.swift"]).contains("Float(1e-40)"))
        try Typechecker.expectNoDiagnostics(compositeFiles, module: "Edges")
    }

    /// Where a plain literal stops being one the compiler takes quietly: an integer up to 2^24 for a
    /// `Float` and 2^53 for a `Double` (beyond, not every one is exact), a float from twice the
    /// type's smallest normal number up (below, it may underflow). Past either, the default is
    /// spelt with the type's initializer.
    @Test func aDefaultIsAPlainLiteralOnlyWhereTheCompilerTakesItQuietly() {
        func expression(_ value: DefaultValue, _ type: AttributeType) -> String {
            Translator.typedExpression(for: value, of: type)
        }
        #expect(expression(.integer(16_777_216), .float) == "16777216")
        #expect(expression(.integer(16_777_217), .float) == "Float(16777217)")
        #expect(expression(.integer(-16_777_217), .float) == "Float(-16777217)")
        #expect(expression(.integer(9_007_199_254_740_992), .double) == "9007199254740992")
        #expect(expression(.integer(9_007_199_254_740_993), .double) == "Double(9007199254740993)")
        #expect(expression(.floatingPoint(0), .float) == "0.0")
        #expect(expression(.floatingPoint(0.1), .float) == "0.1")
        #expect(expression(.floatingPoint(2.4e-38), .float) == "2.4e-38")
        #expect(expression(.floatingPoint(2e-38), .float) == "Float(2e-38)")
        #expect(expression(.floatingPoint(-1e-40), .float) == "Float(-1e-40)")
        #expect(expression(.floatingPoint(1e-307), .double) == "1e-307")
        #expect(expression(.floatingPoint(4e-308), .double) == "Double(4e-308)")
        #expect(expression(.integer(-32_768), .integer16) == "-32768")
    }

    /// The generated API is usable as documented: typed fetch requests (also in a hierarchy), typed
    /// sets, optional scalars, ordered views and the to-many accessors.
    @Test func theGeneratedAPIIsUsableAsDocumented() throws {
        var files = try Self.files(of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))
        files["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext, item: Item, step: Step, label: TagLabel, manager: Manager) throws {
                let items: NSFetchRequest<Item> = Item.createFetchRequest()
                let managers: NSFetchRequest<Manager> = Manager.createFetchRequest()
                let employees = Employee.createFetchRequest()
                let typedEmployees: NSFetchRequest<Employee> = employees
                let people: NSFetchRequest<Person> = Person.createFetchRequest()
                items.predicate = NSPredicate(format: "title CONTAINS[c] %@", "fix")
                items.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: false)]
                items.sortDescriptors = [Item.Attribute.rank.sortDescriptor(ascending: false), Item.Attribute.status.sortDescriptor()]
                let found: [Item] = try context.fetch(items)
                _ = (found, managers, typedEmployees, people)

                let rank: Int16? = item.rank
                item.rank = nil
                item.rank = (rank ?? 0) + 1
                item.isStarred = true
                item.latitude = 51.5
                item.`protocol` = 3
                item.`default` = "x"
                let labels: Set<TagLabel> = item.labels
                item.addToLabels(label)
                item.removeFromLabels(labels)
                let steps: [Step] = item.stepsArray
                item.insertIntoSteps(step, at: 0)
                item.replaceSteps(at: 0, with: step)
                item.removeFromSteps(at: 0)
                item.addToSteps(step)
                item.insertIntoSteps([step], at: IndexSet(integer: 0))
                item.replaceSteps(at: IndexSet(integer: 0), with: [step])
                item.removeFromSteps(at: IndexSet(integer: 0))
                item.addToSteps([step])
                item.removeFromSteps([step])
                item.removeFromSteps(step)
                item.stepsArray = [step] + item.stepsArray
                _ = steps

                // The required-field initializer: required values only, or every value; a subclass that
                // adds nothing inherits its parent's; `init(context:)` stays unambiguous.
                let minimal = Item(context: context, thumbnail: Data(), palette: NSObject(), layout: [:], origin: Location())
                let full = Item(
                    context: context, thumbnail: Data(), palette: NSObject(), layout: ["x": 1], origin: Location(latitude: 1),
                    title: "t", subtitle: nil, isDone: true,
                    isStarred: nil, priority: 1, rank: 2, count: 3, views: nil, bytes: 4, checksum: nil, ratio: 0.5,
                    weight: nil, score: 1, latitude: nil, price: 2, discount: nil, createdAt: Date(), dueDate: nil,
                    attachment: nil, identifier: UUID(), externalID: nil, link: URL(fileURLWithPath: "/"), homepage: nil,
                    tags: ["a"], scratch: nil, selection: nil, default: "d", protocol: 5, place: nil, owner: manager)
                let plain = Item(context: context)
                let newManager: Manager = Manager(
                    context: context, name: "Ann", salary: 1, grade: .senior, nickname: nil, level: 2, manager: manager, budget: .large)
                let note = Note(context: context, body: "b", context: "c")
                let newStep = Step(context: context, text: "t", item: item)
                _ = (minimal, full, plain, newManager, note, newStep)

                // Enum attributes: typed values, raw values, all cases, optional and inherited ones.
                item.status = .inProgress
                let status: Item.Status = item.status
                item.source = nil
                item.source = .mobileApp
                let raw: String? = item.source?.rawValue
                let grades: [Employee.Grade] = Manager.Grade.allCases
                manager.grade = .principal
                let budget: Int64? = manager.budget?.rawValue
                let byStatus = NSPredicate(format: "%K == %@", Item.Attribute.status.rawValue, Item.Status.done.rawValue)
                _ = (status, raw, grades, budget, byStatus, Item(context: context, thumbnail: Data(), palette: NSObject(), layout: [:], origin: Location(), status: .done))

                // Fetch request templates: typed parameters (an object, an enum), inherited by subclasses.
                let due: NSFetchRequest<Item> = Item.dueBeforeFetchRequest(date: Date())
                let labelled = Item.labelledFetchRequest(name: "urgent", owner: manager, status: .done)
                let graded: NSFetchRequest<Employee> = Manager.atGradeFetchRequest(grade: .senior)
                _ = (due, labelled, graded, Item.withStepFetchRequest(text: "x"), try context.fetch(Item.newestFetchRequest()))

                // Typed keys, own and inherited.
                let byDate = NSSortDescriptor(key: Item.Attribute.createdAt.rawValue, ascending: false)
                let keys: [Manager.Attribute] = Manager.Attribute.allCases
                let reports: String = Manager.Relationship.reports.rawValue
                let inherited: String = Manager.Attribute.name.rawValue
                let keyword: String = Item.Attribute.`default`.rawValue
                _ = (byDate, keys, reports, inherited, keyword, Item.Relationship.steps)
                manager.addToReports(manager)
                let price: Decimal = item.price
                let link: URL = item.link
                let tags: [String]? = item.tags
                _ = (price, link, tags, item.id)

                // Composite attributes: a struct per composite, nested ones too; predicates and
                // sorts use the elements' key paths.
                item.place = Location(latitude: 51.5, longitude: -0.1, label: "London", elevation: Elevation(value: 11))
                item.place?.elevation?.unit = "ft"
                let latitude: Double? = item.place?.latitude
                item.origin.longitude += 1
                let elevation: Elevation? = item.origin.elevation
                let stored: [String: Any] = item.origin.compositeValue
                let read: Location? = Location(compositeValue: stored)
                let same: Bool = read == item.origin
                let north: NSFetchRequest<Item> = Item.northOfFetchRequest(latitude: 50)
                let placeKey: String = Item.Attribute.place.rawValue + ".latitude"
                _ = (latitude, elevation, same, north, placeKey, Elevation(value: 1, unit: "m", measuredAt: nil, default: true).default)
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Everything")
    }

    /// Random models that combine every attribute type, optional or not, with and without
    /// defaults, enums, every relationship kind, inheritance and keyword names: none may give code
    /// that does not compile, against the stub or Apple's SDK. Each seed's entities are named for it,
    /// and every seed's output shares one support file, so all of them typecheck as one module: one
    /// compiler process per SDK instead of one per seed.
    @Test func randomModelsCompile() throws {
        var enums = 0
        var models: [UInt64: String] = [:]
        var files: [String: String] = [:]
        var modelFileSections: SupportFileSections = []
        for seed in UInt64(1)...24 {
            let text = RandomModels.model(seed: seed)
            models[seed] = text
            enums += text.components(separatedBy: "\"enum\"").count - 1
            let (model, diagnostics) = TestSupport.load(text, path: "Random\(seed).datamodel.json")
            let resolved = try #require(
                model, "seed \(seed) made an invalid model: \(TestSupport.describe(diagnostics))\n\(text)")
            let rendered = try TestSupport.render(resolved).filter { $0.kind != .support }
            // Each seed's model file calls exactly the sections it says (the support below is
            // every seed's, which would hide one that a seed left out).
            if let modelFile = rendered.first(where: { $0.kind == .managedObjectModel }) {
                SupportFileSectionsTests.expectCallsMatchSections(modelFile, "seed \(seed)")
            }
            for (name, contents) in TestSupport.sources(rendered) {
                #expect(files[name] == nil, "seed \(seed) writes \(name) again")
                files[name] = contents
            }
            modelFileSections.formUnion(rendered.first { $0.kind == .managedObjectModel }?.supportSections ?? [])
        }
        // One support file for all, as a run into one folder writes it: what any of the model files
        // calls.
        files["ModelGenSupport.swift"] = SupportFileSections.called(omitting: [], modelFile: modelFileSections).text
        #expect(enums >= 10, "the random models hold only \(enums) enums")
        // On every SDK this machine has, in Swift 6 mode (the mode changes nothing the random
        // models vary; the fixed models above check both).
        let compiled = try Typechecker.diagnosticsOnEverySDK(files, module: "RandomModels", swiftVersion: 6)
        // A failure names the seeds whose files it is in (`R3Entity0+…`, `Random3+…`), with their models.
        let failing = models.keys.sorted().filter { seed in
            compiled.contains { $0.contains("] R\(seed)Entity") || $0.contains("] Random\(seed)+") }
        }
        #expect(
            compiled == [],
            "\(compiled.joined(separator: "\n"))\n\(failing.map { "seed \($0):\n\(models[$0]!)" }.joined())")
    }

    // MARK: What must not compile: the harness rejects what Apple's compiler rejects

    /// The sample with `replace` replaced by `with` in `file`.
    static func mutatedSample(_ file: String, _ replace: String, _ with: String) throws -> [String: String] {
        var files = try sampleFiles()
        let original = try #require(files[file])
        #expect(original.contains(replace), "the mutation does not apply")
        files[file] = original.replacingOccurrences(of: replace, with: with)
        return files
    }

    /// `Notes.datamodel.json` in a new folder, each text but the last frozen as a shipped version in
    /// turn, the last the model being edited.
    static func notesModel(versions: [String]) throws -> URL {
        let model = try TestSupport.makeTemporaryDirectory().appendingPathComponent("Notes.datamodel.json")
        for (index, text) in versions.enumerated() {
            try text.write(to: model, atomically: true, encoding: .utf8)
            if index < versions.count - 1 { #expect(Generator.freeze(modelAt: model.path).diagnostics == []) }
        }
        return model
    }

    /// A model shipped as versions 1 and 2 and edited into version 3, with a handler of every kind:
    /// each version's model, the migration and the `MigrationSteps` protocol, with the app's
    /// implementation of it, in Swift 5 and 6 modes and at both access levels.
    static func threeVersionChain(accessLevel: GenerationOptions.AccessLevel = .public) throws -> [String: String] {
        let model = try notesModel(versions: [
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string", "optional": true }] }] }"#,
            #"{ "name": "Notes", "migrationStep": { "willMigrate": "Gives every note a text.", "didMigrate": "Tags the migrated notes." }, "entities": [{ "name": "Note", "attributes": [{ "name": "text", "type": "string" }, { "name": "tag", "type": "string", "optional": true }] }] }"#,
            #"{ "name": "Notes", "migrationStep": { "didMigrate": "Files every note in a folder." }, "entities": [{ "name": "Memo", "renamedFrom": "Note", "attributes": [{ "name": "body", "type": "string", "renamedFrom": "text" }, { "name": "tag", "type": "string", "optional": true }], "relationships": [{ "name": "folder", "destination": "Folder", "inverse": "memos", "optional": true }] }, { "name": "Folder", "attributes": [{ "name": "name", "type": "string" }], "relationships": [{ "name": "memos", "destination": "Memo", "inverse": "folder", "toMany": true, "optional": true }] }] }"#,
        ])
        var files = try Self.files(of: model, options: GenerationOptions(accessLevel: accessLevel))
        files["Migration.swift"] = """
            import CoreData

            struct Migration: NotesModel.MigrationSteps {
                func willMigrateToVersion2(in store: NotesModel.MigratingStore) throws {
                    for note in try store.fetch("Note", matching: NSPredicate(format: "text == nil")) {
                        note.setValue("", forKey: "text")
                    }
                }

                func didMigrateToVersion2(in store: NotesModel.MigratingStore) throws {
                    let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
                    request.fetchBatchSize = 100
                    for note in try store.fetch(request) {
                        note.setValue("migrated", forKey: "tag")
                    }
                    let count: Int = try store.count("Note", matching: nil)
                    precondition(count >= 0 && store.version == 2)
                    store.delete(try store.insert("Note"))
                    try store.save()
                    store.reset()
                    let _: (NSPersistentStoreRequest) throws -> NSPersistentStoreResult = store.execute
                }

                func didMigrateToVersion3(in context: NSManagedObjectContext) throws {
                    let inbox = Folder(context: context, name: "Inbox")
                    for memo in try context.fetch(Memo.createFetchRequest()) where memo.folder == nil {
                        memo.folder = inbox
                    }
                }
            }

            // A test of a step makes a store of its own context.
            func testWillMigrate(_ context: NSManagedObjectContext) throws {
                try Migration().willMigrateToVersion2(in: NotesModel.MigratingStore(context, version: 1))
            }

            func open() throws -> NSPersistentContainer {
                let models: [NSManagedObjectModel] = NotesModel.versionModels
                precondition(models.count == NotesModel.currentVersion)
                return try NotesModel.makePersistentContainer(migrationSteps: Migration())
            }
            """
        return files
    }

    @Test(arguments: [5, 6])
    func aModelWithShippedVersionsCompilesWithItsMigration(swiftVersion: Int) throws {
        let files = try Self.threeVersionChain()
        #expect(files["Notes+ManagedObjectModel.swift"]?.contains("private static func makeVersion2Model()") == true)
        try Typechecker.expectNoDiagnostics(files, module: "Notes", swiftVersion: swiftVersion)
        let internalFiles = try Self.threeVersionChain(accessLevel: .internal)
        try Typechecker.expectNoDiagnostics(internalFiles, module: "Notes")
    }

    /// A step that lightweight migration cannot make (a type change) migrates with the app's mapping
    /// model: the protocol asks for it, and the migration runs step by step where the chain has one.
    @Test func aStepWithAMappingModelCompilesWithItsMigration() throws {
        let model = try Self.notesModel(versions: [
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "rank", "type": "string", "optional": true }] }] }"#,
            #"{ "name": "Notes", "migrationStep": { "mappingModel": "Notes-Notes 2.xcmappingmodel turns each rank into a number.", "didMigrate": "Ranks the unranked notes." }, "entities": [{ "name": "Note", "attributes": [{ "name": "rank", "type": "integer32", "default": 0 }] }] }"#,
        ])
        defer { try? FileManager.default.removeItem(at: model.deletingLastPathComponent()) }
        var files = try Self.files(of: model)
        let modelFile = try #require(files["Notes+ManagedObjectModel.swift"])
        #expect(modelFile.contains("func mappingModelToVersion2("), "\(modelFile)")
        #expect(modelFile.contains("mappingModel: { try migrationSteps.mappingModelToVersion2(from: $0, to: $1) }"))
        #expect(
            BuiltinTemplates.text(for: .support).contains(
                "!migration.steps[storeIndex...].contains(where: { $0.mappingModel != nil })"))
        files["Migration.swift"] = """
            import CoreData

            struct Migration: NotesModel.MigrationSteps {
                func mappingModelToVersion2(
                    from source: NSManagedObjectModel, to destination: NSManagedObjectModel
                ) throws -> NSMappingModel {
                    try NotesModel.bundledMappingModel(from: source, to: destination)
                }

                func didMigrateToVersion2(in context: NSManagedObjectContext) throws {}
            }

            func open() throws -> NSPersistentContainer {
                try NotesModel.makePersistentContainer(migrationSteps: Migration())
            }
            """
        try Typechecker.expectNoDiagnostics(files, module: "Notes")
    }

    /// A handler the model declares and the app does not write is a compile error, not a migration
    /// that silently skips it.
    @Test(arguments: Typechecker.everySDK) func aForgottenMigrationHandlerDoesNotCompile(sdk: Typechecker.SDK) throws {
        var files = try Self.threeVersionChain()
        let migration = try #require(files["Migration.swift"])
        let start = try #require(migration.range(of: "    func didMigrateToVersion3"))
        let end = try #require(migration.range(of: "    }\n}\n", range: start.upperBound..<migration.endIndex))
        files["Migration.swift"] = String(migration[..<start.lowerBound] + migration[end.upperBound...]) + "}\n"
        let errors = try Typechecker.typecheck(files, module: "Notes", on: sdk).errors
        #expect(
            errors.contains {
                $0.contains("error: type 'Migration' does not conform to protocol 'NotesModel.MigrationSteps'")
            }, "\(errors)")
    }

    /// A Properties template copied before the initializer left out what it is not given (its
    /// parameters `{{swiftType}}` with the model's `{{defaultValue}}`, each assigned) still makes
    /// code that compiles, with the old initializer: `swiftType` and `defaultValue` kept their meaning.
    @Test func aPropertiesTemplateOfTheEarlierInitializerStillCompiles() throws {
        var templates: [OutputKind: Template] = [:]
        for kind in OutputKind.templated { templates[kind] = TemplateSet.builtinTemplate(for: kind) }
        let builtin = BuiltinTemplates.text(for: .properties)
        let newSignature = "{{swiftName}}: {{parameterType}}{{#mayBeLeftOut}} = nil{{/mayBeLeftOut}}"
        let newAssignments = """
            {{#parameters}}
            {{^mayBeLeftOut}}
            {{^valueByKey}}
                    self.{{swiftName}} = {{swiftName}}
            {{/valueByKey}}
            {{/mayBeLeftOut}}
            {{/parameters}}
            {{#setsValuesByKey}}
                    // Only the values given, through Core Data's accessors as the properties set them; one call
                    // for all, which the compiler checks far faster than an `if let` for each.
                    setModelGenValues([
            {{#valuesSetByKey}}
                        "{{key}}": {{valueByKey}}{{^@last}},{{/@last}}
            {{/valuesSetByKey}}
                    ])
            {{/setsValuesByKey}}
            {{#parameters}}
            {{#mayBeLeftOut}}
            {{^valueByKey}}
                    if let {{swiftName}} { self.{{swiftName}} = {{swiftName}} }
            {{/valueByKey}}
            {{/mayBeLeftOut}}
            {{/parameters}}

            """
        #expect(builtin.contains(newSignature) && builtin.contains(newAssignments))
        let earlier = builtin.replacingOccurrences(
            of: newSignature, with: "{{swiftName}}: {{swiftType}}{{#defaultValue}} = {{.}}{{/defaultValue}}"
        ).replacingOccurrences(
            of: newAssignments, with: "{{#parameters}}\n        self.{{swiftName}} = {{swiftName}}\n{{/parameters}}\n")
        templates[.properties] = try Template(name: "CoreDataProperties.swift.mustache", text: earlier)
        let (model, diagnostics) = TestSupport.load(
            try String(
                contentsOf: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"), encoding: .utf8),
            path: "Everything.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let files = TestSupport.withSupport(
            try Generator.render(
                resolved, options: GenerationOptions(), templates: TemplateSet(templates), propertiesDirectory: ".",
                classDirectory: "."))
        let item = try #require(files.first { $0.path == "Item+CoreDataProperties.swift" }?.contents)
        #expect(item.contains(#"        title: String = "Untitled","#) && item.contains("        self.title = title\n"))
        try Typechecker.expectNoDiagnostics(TestSupport.sources(files), module: "Everything")
    }

    /// A handler into the version that was current, written with the generated classes, stops
    /// compiling once a later version is frozen: it is then given a `MigratingStore`, as the classes
    /// describe the later version and would fail on the store at run time.
    @Test(arguments: Typechecker.everySDK)
    func aHandlerWrittenWithTheClassesStopsCompilingWhenItsVersionIsNoLongerCurrent(sdk: Typechecker.SDK) throws {
        var files = try Self.threeVersionChain()
        let migration = try #require(files["Migration.swift"])
        let start = try #require(migration.range(of: "    func didMigrateToVersion2"))
        let end = try #require(migration.range(of: "    }\n\n", range: start.upperBound..<migration.endIndex))
        files["Migration.swift"] = migration.replacingCharacters(
            in: start.lowerBound..<end.upperBound,
            with: """
                    func didMigrateToVersion2(in context: NSManagedObjectContext) throws {
                        for memo in try context.fetch(Memo.createFetchRequest()) { memo.tag = "migrated" }
                    }


                """)
        let errors = try Typechecker.typecheck(files, module: "Notes", on: sdk).errors
        #expect(
            errors.contains {
                $0.contains("error: type 'Migration' does not conform to protocol 'NotesModel.MigrationSteps'")
            }, "\(errors)")
        let modelFile = try #require(files["Notes+ManagedObjectModel.swift"])
        #expect(modelFile.contains("func didMigrateToVersion2(in store: MigratingStore) throws"))
        #expect(modelFile.contains("func didMigrateToVersion3(in context: NSManagedObjectContext) throws"))
    }

    #if !os(macOS)  // The exact wording of diagnostics below is Swift 6.3's on Linux.
        /// The stub's own pins: each stub declaration used with the name and type Apple documents.
        /// Where Apple's SDK is set up, the same file must typecheck against it too: a declaration
        /// that the stub models with another name or type than Apple's fails one of the two.
        @Test(arguments: Typechecker.everySDK)
        func theSDKStubMatchesAppleDocumentedSignatures(sdk: Typechecker.SDK) throws {
            let result = try Typechecker.typecheck(
                folder: Typechecker.stubRoot.appendingPathComponent("api"), module: "Api", on: sdk)
            #expect(result.diagnostics == [])
        }

        /// An optional scalar has no Objective-C type; nor has an optional decimal: Swift's `Decimal`
        /// is the C struct `NSDecimal`, so Apple's SDK rejects `@NSManaged var price: Decimal?` (an
        /// earlier stub accepted it, and modelgen generated it), which is why modelgen computes
        /// decimals over key-value coding.
        @Test(arguments: Typechecker.everySDK, ["Int16?", "Decimal?"])
        func anOptionalScalarOrDecimalCannotBeNSManaged(sdk: Typechecker.SDK, type: String) throws {
            let files = try Self.mutatedSample(
                "Commit+CoreDataProperties.swift", "@NSManaged public var url: String",
                "@NSManaged public var url: \(type)")
            let errors = try Typechecker.typecheck(files, on: sdk).errors
            #expect(
                errors.contains {
                    $0.hasPrefix("Commit+CoreDataProperties.swift:")
                        && $0.hasSuffix(
                            "error: property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C"
                        )
                }, "\(errors)")
        }

        /// What modelgen's reserved names prevent: a property that takes a name NSObject already
        /// has does not compile (Swift's `hashValue`, Objective-C's `description`).
        @Test(arguments: Typechecker.everySDK, ["hashValue", "description", "hash", "objectID"])
        func aPropertyWithANameNSObjectHasDoesNotCompile(sdk: Typechecker.SDK, name: String) throws {
            let files = try Self.mutatedSample(
                "Commit+CoreDataProperties.swift", "@NSManaged public var url: String",
                "@NSManaged public var \(name): String")
            let source = try #require(files["Commit+CoreDataProperties.swift"])
            let line =
                try #require(
                    source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                        $0.contains("var \(name):")
                    }) + 1
            let errors = try Typechecker.typecheck(files, on: sdk).errors
            #expect(errors.contains { $0.hasPrefix("Commit+CoreDataProperties.swift:\(line):") }, "\(errors)")
        }

        /// Derived attributes and fetched properties are read-only: the app can read them, and
        /// setting one does not compile (a `private(set)` property, or a getter only).
        @Test(arguments: Typechecker.everySDK) func derivedAttributesAndFetchedPropertiesCannotBeSet(
            sdk: Typechecker.SDK
        ) throws {
            var files = try Self.files(of: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))
            files["Use.swift"] = """
                import CoreData

                func read(_ item: Item, _ employee: Employee) -> (String?, Int64, Int16?, Date?, [Item], [Employee]) {
                    (item.searchTitle, item.stepCount, item.labelCount, item.touchedAt, employee.openItems, employee.peers)
                }

                func write(_ item: Item, _ employee: Employee) {
                    item.searchTitle = "x"
                    item.labelCount = 1
                    employee.openItems = []
                }
                """
            let errors = try Typechecker.typecheck(files, module: "Everything", on: sdk).errors
            #expect(
                errors.map {
                    $0.replacingOccurrences(of: #"^Use\.swift:\d+:\d+: "#, with: "", options: .regularExpression)
                }
                    == [
                        "error: cannot assign to property: 'searchTitle' setter is inaccessible",
                        "error: cannot assign to property: 'labelCount' is a get-only property",
                        "error: cannot assign to property: 'openItems' is a get-only property",
                    ], "\(errors)")
        }

        @Test(arguments: Typechecker.everySDK) func aSelectorWhoseArityDoesNotMatchItsMethod(sdk: Typechecker.SDK)
            throws
        {
            let files = try Self.mutatedSample(
                "Author+CoreDataProperties.swift", "@objc(addCommitsObject:)", "@objc(addCommitsObject)")
            let errors = try Typechecker.typecheck(files, on: sdk).errors
            #expect(
                errors.contains {
                    $0.hasSuffix(
                        "error: '@objc' method name provides names for 0 arguments, but method has one parameter")
                }, "\(errors)")
        }

        @Test(arguments: Typechecker.everySDK) func aMisspelledType(sdk: Typechecker.SDK) throws {
            let files = try Self.mutatedSample(
                "Commit+CoreDataProperties.swift", "public var date: Date", "public var date: Dat")
            #expect(
                try Typechecker.typecheck(files, on: sdk).errors.contains {
                    $0.hasSuffix("error: cannot find type 'Dat' in scope")
                })
        }

        /// The model names each entity's class itself (`Commit.self`), so a model that no longer
        /// matches its classes does not compile: here the `Commit` class is gone.
        @Test(arguments: Typechecker.everySDK) func theModelCannotNameAClassThatDoesNotExist(sdk: Typechecker.SDK)
            throws
        {
            var files = try Self.sampleFiles()
            for name in [
                "Commit+CoreDataClass.swift", "Commit+CoreDataProperties.swift", "main.swift", "CommitStore.swift",
            ] {
                files[name] = nil
            }
            let errors = try Typechecker.typecheck(files, on: sdk).errors
            #expect(
                errors.contains {
                    $0.hasPrefix("Commits+ManagedObjectModel.swift:")
                        && $0.hasSuffix("error: cannot find 'Commit' in scope")
                }, "\(errors)")
        }

        @Test(arguments: Typechecker.everySDK) func aMissingImportOfCoreData(sdk: Typechecker.SDK) throws {
            let files = try Self.mutatedSample("Commit+CoreDataProperties.swift", "import CoreData\n", "")
            #expect(
                try Typechecker.typecheck(files, on: sdk).errors.contains {
                    $0.hasPrefix("Commit+CoreDataProperties.swift:")
                        && $0.hasSuffix("error: cannot find type 'NSFetchRequest' in scope")
                })
        }

        /// What Xcode generates for a class whose entity has a parent: `Manager.fetchRequest()` is
        /// ambiguous between `Manager`'s and the inherited `Employee`'s, and why modelgen declares
        /// `createFetchRequest()` in a constrained extension. (A class without subclasses is no
        /// longer ambiguous with `NSManagedObject.fetchRequest()`: Apple's iOS 17.4 SDK declares
        /// that one `@_disfavoredOverload`.)
        @Test(arguments: Typechecker.everySDK) func anXcodeStyleFetchRequestIsAmbiguousInAHierarchy(
            sdk: Typechecker.SDK
        ) throws {
            var files = try Self.mutatedSample(
                "Commit+CoreDataProperties.swift", "    @nonobjc public class func createFetchRequest()",
                "    @nonobjc public class func fetchRequest()")
            files["CommitsMigration.swift"] = files["CommitsMigration.swift"]?.replacingOccurrences(
                of: "createFetchRequest", with: "fetchRequest")
            files["CommitStore.swift"] = files["CommitStore.swift"]?.replacingOccurrences(
                of: "createFetchRequest", with: "fetchRequest")
            files["Hierarchy.swift"] = """
                import CoreData

                @objc(Employee) public class Employee: NSManagedObject {}
                @objc(Manager) public class Manager: Employee {}

                extension Employee {
                    @nonobjc public class func fetchRequest() -> NSFetchRequest<Employee> {
                        NSFetchRequest<Employee>(entityName: "Employee")
                    }
                }

                extension Manager {
                    @nonobjc public class func fetchRequest() -> NSFetchRequest<Manager> {
                        NSFetchRequest<Manager>(entityName: "Manager")
                    }
                }

                func use() {
                    _ = Commit.fetchRequest()
                    _ = Manager.fetchRequest()
                }
                """
            let line =
                try #require(
                    files["Hierarchy.swift"]?.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                        $0.contains("Manager.fetchRequest()")
                    }) + 1
            let errors = try Typechecker.typecheck(files, on: sdk).errors
            #expect(
                errors.count == 1
                    && errors.allSatisfy {
                        $0.hasPrefix("Hierarchy.swift:\(line):")
                            && $0.hasSuffix("error: ambiguous use of 'fetchRequest()'")
                    }, "\(errors)")
        }

        @Test(arguments: Typechecker.everySDK) func aFetchRequestRedeclaredWithAConflictingType(sdk: Typechecker.SDK)
            throws
        {
            var files = try Self.sampleFiles()
            files["Redeclared.swift"] = """
                import CoreData

                extension Commit {
                    @objc public class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
                        NSFetchRequest<NSFetchRequestResult>(entityName: "Commit")
                    }
                }
                """
            #expect(
                try Typechecker.typecheck(files, on: sdk).errors.contains {
                    $0.hasSuffix("error: overriding declaration requires an 'override' keyword")
                })
        }

        @Test(arguments: Typechecker.everySDK) func warningsAreReported(sdk: Typechecker.SDK) throws {
            var files = try Self.sampleFiles()
            files["Warning.swift"] = "func f() { let unused = 1 }\n"
            let warnings = try Typechecker.typecheck(files, on: sdk).warnings
            #expect(
                warnings == [
                    "Warning.swift:1:16: warning: initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it [#no-usage]"
                ], "\(warnings)")
        }
    #endif
}
