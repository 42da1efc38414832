import Foundation
import Testing

@testable import ModelGenKit

/// A class, enum or composite of the model named like a type that the generated code refers to
/// would hide that type in the generated code (`ValidationRule`, `CKDatabase`, `Void`), which
/// then does not compile, or compiles and means the model's class (`NSDictionary` as a fetch
/// request's result type). The resolver refuses such names from `ReservedNames`; this checks that
/// the list holds every type name that the built-in templates write, for models that use every
/// feature: the ones that are the model's own aside.
@Suite struct GeneratedTypeNamesTests {
    /// Every capitalized name in Swift source, outside comments and string literals, with the
    /// member names written after a dot left out (`.stringAttributeType`, `Scope` in
    /// `CKDatabase.Scope`: a class cannot hide a member), and attributes (`@NSManaged`).
    static func typeNames(in source: String) -> Set<String> {
        var names = Set<String>()
        let code = source.replacing(/\/\/[^\n]*/, with: "").replacing(/"""[\s\S]*?"""/, with: "\"\"")
            .replacing(/"(\\.|[^"\\\n])*"/, with: "\"\"")
        // Each name with the dot before it, if any: one that starts with a capital and has none is
        // a type's.
        for match in code.matches(of: /[.@]?[A-Za-z_]\w*/) where match.output.first?.isUppercase == true {
            names.insert(String(match.output))
        }
        return names
    }

    /// The names that the model itself gives types: its classes, enums, composites and its model
    /// type.
    /// The types the support file declares inside `ModelGenSupport`, which a class of the same name
    /// cannot hide there, and the generic parameter of its helpers (`Value`), which hides a class
    /// of that name inside them. (`MigratingStore` and `MigrationError` are also the model type's own.)
    static let supportsOwn: Set<String> = [
        "MigrationStep", "StoreMigration", "ValidationRule", "Value",
        // Its protocol of the key enums, its typed predicates' types, and the names of their generic
        // parameters.
        "AttributeName", "Condition", "EntityKeyPaths", "EntityPredicate", "Key", "KeyPathPrefix",
        "OrderedPredicateValue",
        "PredicateValue", "TextOptions", "TextPredicateValue", "ToMany", "ToOne", "Destination", "Object", "Property",
        "ObjectOfToMany", "ToOneOfToMany", "BeyondToMany", "MatchingCount", "Next", "NextObject",
        "RawValue", "Wrapped",
        // Its model actors' protocols and executor.
        "ContextExecutor", "MainModelActor", "ModelActor",
        // What its model builder's `properties(...)` takes: tables and calls.
        "PropertyListPart",
    ]

    static func ownNames(of model: ResolvedModel) -> Set<String> {
        var names = Set(model.entities.map(\.className))
        for entity in model.entities {
            for attribute in entity.attributes {
                if let enumeration = attribute.enumeration { names.insert(enumeration.name) }
            }
        }
        names.formUnion(model.composites.map(\.name))
        let typeName = ReservedNames.modelTypeName(forModelNamed: model.name)
        names.formUnion([
            typeName, ReservedNames.modelActorName(forModelTypeName: typeName),
            ReservedNames.mainModelActorName(forModelTypeName: typeName),
        ])
        return names
    }

    /// The models: the golden fixtures, the sample with its shipped versions and migration step,
    /// and the synced fixture with sharing and the public database.
    static func generatedModels() throws -> [(model: ResolvedModel, files: [GeneratedFile])] {
        var models: [(ResolvedModel, [GeneratedFile])] = []
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synced = try String(
            contentsOf: TestSupport.fixtures.appendingPathComponent("Synced.datamodel.json"), encoding: .utf8)
        let shared =
            synced
            .replacingOccurrences(
                of: #""usedWithCloudKit": true,"#, with: #""usedWithCloudKit": true, "cloudKitSharing": true,"#
            )
            .replacingOccurrences(
                of: #"{ "name": "Local", "entities": ["Draft"],"#,
                with:
                    #"{ "name": "Local", "entities": ["Draft"], "usedWithCloudKit": true, "cloudKitDatabase": "public","#
            )
            .replacingOccurrences(
                of: #"{ "name": "text", "type": "string" }"#,
                with: #"{ "name": "text", "type": "string", "default": "" }"#)
        #expect(shared != synced)
        let sharedURL = folder.appendingPathComponent("Shared.datamodel.json")
        try shared.write(to: sharedURL, atomically: true, encoding: .utf8)
        for url in [
            TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
            TestSupport.fixtures.appendingPathComponent("Synced.datamodel.json"), TestSupport.sampleModel, sharedURL,
        ] {
            var metrics = PipelineMetrics()
            let loaded = ModelLoader.load(modelAt: url.path, metrics: &metrics)
            let history = try #require(loaded.history, "\(TestSupport.describe(loaded.diagnostics))")
            let files = try Generator.render(
                history.current, history: history, options: GenerationOptions(), templates: .builtin,
                propertiesDirectory: ".", classDirectory: ".")
            models.append((history.current, TestSupport.withSupport(files)))
        }
        return models
    }

    @Test func everyTypeTheGeneratedCodeNamesIsReserved() throws {
        // Every model's module holds the support file (its Properties files call it), so no class
        // takes the support's names.
        let reserved = ReservedNames.typesUsedByGeneratedCode.union(ReservedNames.nestedTypeNames)
            .union(ReservedNames.typesUsedByTheSupportFile)
        // `Entities` is a struct local to the function that builds the model, and names no class.
        let reservedInTheModelFile = reserved.union(ReservedNames.typesUsedByTheModelFile).union(["Entities"])
        var unreserved: [String: String] = [:]
        var seen = Set<String>()
        for (model, files) in try Self.generatedModels() {
            let own = Self.ownNames(of: model)
            for file in files {
                // An Xcode model has no model file: the names only it uses are reserved for models built
                // in code.
                // The support file is in the module of every model file, and names the same types.
                let names =
                    file.kind == .managedObjectModel || file.kind == .support ? reservedInTheModelFile : reserved
                for name in Self.typeNames(in: file.contents)
                where !own.contains(name) && !Self.supportsOwn.contains(name) {
                    seen.insert(name)
                    if !names.contains(name) { unreserved[name] = file.path }
                }
            }
        }
        #expect(unreserved.isEmpty, "\(unreserved.sorted { $0.key < $1.key })")
        // The models reach the parts of the templates that name these.
        for name in ["CKDatabase", "NSPersistentStore", "ModelGenSupport", "Configuration", "MigrationSteps", "Void"] {
            #expect(seen.contains(name), "\(name)")
        }
    }

    /// Each reserved name is refused for a class, with the message that says why.
    @Test(arguments: [
        "CKDatabase", "Void", "NSDictionary", "NSValidationStringTooLongError", "ModelGenSupport", "MainActor",
    ])
    func aClassNamedLikeAGeneratedTypeIsRefused(name: String) {
        let json =
            #"{ "name": "M", "entities": [{ "name": "Item", "className": "\#(name)", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        ValidationTests.expectError(
            json, at: "\"\(name)\"", "class name '\(name)' would hide the type '\(name)' that the generated code uses")
    }

    /// `Actor` is not reserved: the support file names Swift's with its module.
    @Test func aClassNamedActorIsAllowed() throws {
        let json =
            #"{ "name": "M", "entities": [{ "name": "Actor", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        let loaded = TestSupport.load(json)
        #expect(loaded.model != nil && loaded.diagnostics.isEmpty, "\(TestSupport.describe(loaded.diagnostics))")
    }

    @Test(arguments: ["MigrationError", "MigrationSteps", "Configuration"])
    func aClassNamedLikeATypeOfTheModelsTypeIsRefused(name: String) {
        let json =
            #"{ "name": "M", "entities": [{ "name": "\#(name)", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        ValidationTests.expectError(
            json, at: "\"\(name)\"",
            "class name '\(name)' would be hidden, in the code that builds the model, by the type '\(name)' that modelgen declares there"
        )
    }
}
