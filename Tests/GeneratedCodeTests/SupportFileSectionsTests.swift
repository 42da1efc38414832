import Foundation
import Testing

@testable import ModelGenKit

/// The support file holds the sections that the generated files beside it call: a part of the API
/// that every model there leaves out leaves out its section, and a folder of Xcode models gets no
/// model building. Each section compiles without those it does not call, and a run writes the
/// union of what its models in one folder call.
@Suite struct SupportFileSectionsTests {
    /// Every `// MARK:` section of the template says whether a file calls it; a new section that is
    /// not in the table would be kept in every file, unnoticed.
    @Test func everySectionOfTheTemplateIsClassified() {
        #expect(SupportFileSections.titles.sorted() == SupportFileSections.byTitle.keys.sorted())
        let whole = BuiltinTemplates.text(for: .support)
        #expect(SupportFileSections.all.text + "\n" == whole || SupportFileSections.all.text == whole)
        let base = SupportFileSections().text
        for title in SupportFileSections.titles {
            #expect(base.contains("\n// MARK: \(title)\n") == (SupportFileSections.byTitle[title] == []), "\(title)")
        }
        #expect(base.hasSuffix("}\n"))
    }

    /// Each section compiles with only what every file gets, and those it builds on (the model
    /// actors fetch by typed predicate): no section calls another that might be left out. Against the
    /// stub and, where this machine has it, Apple's iOS SDK.
    @Test(arguments: [
        SupportFileSections(), .modelBuilding, .migration, [.modelBuilding, .validationRules],
        [.modelBuilding, .derivedAndCompositeAttributes], [.modelBuilding, .attributesByType],
        [.modelBuilding, .fetchedProperties], [.modelBuilding, .localization], .keys, .predicates,
        [.predicates, .modelActors], .values, .all,
    ])
    func eachSectionCompilesWithoutTheOthers(_ sections: SupportFileSections) throws {
        for sdk in Typechecker.everySDK {
            let result = try Typechecker.typecheck(["ModelGenSupport.swift": sections.text], on: sdk)
            #expect(result.diagnostics == [], "\(sdk) \(sections)")
        }
    }

    static let item = #"{ "name": "Item", "attributes": [{ "name": "title", "type": "string" }] }"#

    /// The support file that a run into one folder plans, from models (name → JSON) each with its
    /// `"omit"` list, and templates from a folder when `templates` holds any.
    static func plannedSupport(
        _ models: [(name: String, omit: [String])], templates: [String: String] = [:], whole: Bool = false
    ) throws -> String {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, omit) in models {
            let modelFolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
            let entity = Self.item.replacingOccurrences(of: "\"Item\"", with: "\"\(name)Item\"")
            let path = modelFolder.appendingPathComponent("\(name).datamodel.json")
            try #"{ "name": "\#(name)", "entities": [\#(entity)] }"#.write(to: path, atomically: true, encoding: .utf8)
            let omitted = omit.map { "\"\($0)\"" }.joined(separator: ", ")
            try #"{ "omit": [\#(omitted)] }"#.write(
                to: modelFolder.appendingPathComponent("modelgen.json"), atomically: true, encoding: .utf8)
            paths.append(path.path)
        }
        var request = Generator.Request(modelPaths: paths, outputDirectory: folder.appendingPathComponent("out").path)
        request.wholeSupportFile = whole
        if !templates.isEmpty {
            let templateFolder = folder.appendingPathComponent("templates")
            try FileManager.default.createDirectory(at: templateFolder, withIntermediateDirectories: true)
            for (name, text) in templates {
                try text.write(to: templateFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            request.templatesDirectory = templateFolder.path
        }
        let support = try Self.plannedOperations(request).filter { $0.kind == .support }
        #expect(support.count == 1)
        return try #require(support.first?.contents)
    }

    static func titles(of text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("// MARK: ") }.map { String($0.dropFirst(9)) }
    }

    /// The sections that only a model with shipped versions, validation rules, derived or composite
    /// attributes, attributes made by the functions of their types, fetched properties or a strings
    /// table calls.
    static let modelFeatures = [
        "Migrating a store through a model's versions", "Validation rules", "Derived and composite attributes",
        "Attributes by type", "Fetched properties", "Localization",
    ]

    @Test func aRunWritesTheSectionsThatTheModelsInTheFolderCall() throws {
        // Every section but those of features the model does not use.
        let all = SupportFileSections.titles.filter { !Self.modelFeatures.contains($0) }
        // The whole API: every section of the API.
        #expect(Self.titles(of: try Self.plannedSupport([("Shop", [])])) == all)
        // The lean form: the typed object IDs, and the model file's building blocks.
        let lean = try Self.plannedSupport([
            ("Shop", ["initializer", "keyEnums", "predicates", "modelActor", "numberAccessors"])
        ])
        #expect(Self.titles(of: lean) == ["Building a model in code", "Typed object IDs"])
        // The helpers over key-value coding, for the number accessors or the initializer.
        let values = "Reading and writing values over key-value coding"
        #expect(
            Self.titles(
                of: try Self.plannedSupport([("Shop", ["initializer", "keyEnums", "predicates", "modelActor"])])
            )
            .contains(values))
        #expect(
            Self.titles(
                of: try Self.plannedSupport([("Shop", ["numberAccessors", "keyEnums", "predicates", "modelActor"])])
            )
            .contains(values))
        // The model actors fetch by typed predicate, so their section keeps the predicates'.
        #expect(
            Self.titles(of: try Self.plannedSupport([("Shop", ["predicates", "keyEnums"])]))
                == all.filter { $0 != "Keys" })
        // Two models in one folder: what either calls.
        let both = try Self.plannedSupport([
            ("Shop", ["keyEnums", "predicates", "modelActor"]), ("Bank", ["initializer"]),
        ])
        #expect(Self.titles(of: both) == all)
        let neither = try Self.plannedSupport([
            ("Shop", ["keyEnums", "modelActor"]), ("Bank", ["predicates", "modelActor"]),
        ])
        #expect(Self.titles(of: neither) == all.filter { $0 != "Model actors" })
        // For a module whose other models other runs generate (`--no-support-file`): all of it.
        let whole = try Self.plannedSupport(
            [("Shop", ["initializer", "keyEnums", "predicates", "modelActor", "numberAccessors"])], whole: true)
        #expect(Self.titles(of: whole) == SupportFileSections.titles)
    }

    /// The feature sections' own declarations, by section: the functions (`validated`) and types
    /// (`StoreMigration`) that a model file calls them by, read from the template's text.
    static let featureDeclarations:
        [(section: SupportFileSections, title: String, functions: [String], types: [String])] =
            {
                let template = BuiltinTemplates.text(for: .support)
                return modelFeatures.map { title in
                    let start = template.range(of: "// MARK: \(title)\n")!
                    let end = template.range(of: "\n// MARK: ", range: start.upperBound..<template.endIndex)?.lowerBound
                    let text = String(template[start.upperBound..<(end ?? template.endIndex)])
                    func names(after word: String) -> [String] {
                        text.components(separatedBy: word).dropFirst().compactMap { rest in
                            let name = rest.prefix { $0.isLetter || $0.isNumber }
                            return name.isEmpty ? nil : String(name)
                        }
                    }
                    return (
                        SupportFileSections.byTitle[title]!, title, names(after: "static func "),
                        names(after: " enum ") + names(after: " struct ")
                    )
                }
            }()

    /// Every feature section that `modelFile` calls is among its `supportSections`, and every one
    /// among them is called: a call of one of its functions (`validated(`) or a use of one of its
    /// types (`ModelGenSupport.StoreMigration`).
    static func expectCallsMatchSections(_ modelFile: GeneratedFile, _ name: String) {
        for declarations in featureDeclarations {
            let calls =
                declarations.functions.contains { modelFile.contents.contains("\($0)(") }
                || declarations.types.contains { modelFile.contents.contains("ModelGenSupport.\($0)") }
            #expect(
                calls == modelFile.supportSections.contains(declarations.section),
                "\(name): calls the section '\(declarations.title)': \(calls)")
        }
    }

    /// The model files of the fixtures and the sample: each calls exactly the feature sections its
    /// translation decided. (The random models are checked seed by seed in `CompileTests`.)
    @Test func everyModelFileCallsTheFeatureSectionsItsTranslationChose() throws {
        #expect(Self.featureDeclarations.allSatisfy { !$0.functions.isEmpty || !$0.types.isEmpty })
        let models = ["Everything", "Synced", "Migrating", "Resetting"].map {
            TestSupport.fixtures.appendingPathComponent("\($0).datamodel.json")
        }
        for url in models + [TestSupport.sampleModel] {
            let files = try TestSupport.generate(url).files
            Self.expectCallsMatchSections(
                try #require(files.first { $0.kind == .managedObjectModel }), url.lastPathComponent)
        }
    }

    /// A feature that only a shipped version has (validation rules, derived and composite
    /// attributes, fetched properties, an attribute made by its type's function: the Everything
    /// fixture's, shipped as version 1 of a model that now has none of them) keeps its section, as
    /// the model file builds that version too; the output compiles.
    @Test func aFeatureOfAShippedVersionAloneKeepsItsSection() throws {
        let everything = try String(
            contentsOf: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"), encoding: .utf8)
        let (shipped, shippedDiagnostics) = TestSupport.load(everything, path: "Shop.versions/1.datamodel.json")
        let version1 = try #require(shipped, "\(TestSupport.describe(shippedDiagnostics))")
        let (current, diagnostics) = TestSupport.load(
            #"{ "name": "Shop", "entities": [\#(Self.item)] }"#, path: "Shop.datamodel.json")
        let model = try #require(current, "\(TestSupport.describe(diagnostics))")
        let history = ModelHistory(
            shippedVersions: [
                ModelHistory.ShippedVersion(
                    number: 1, path: "Shop.versions/1.datamodel.json", model: version1,
                    schema: StoredSchema(of: version1))
            ], current: model)
        let files = try Generator.render(
            model, history: history, options: GenerationOptions(), templates: .builtin, propertiesDirectory: ".",
            classDirectory: ".")
        let modelFile = try #require(files.first { $0.kind == .managedObjectModel })
        #expect(
            modelFile.supportSections.isSuperset(of: [
                .migration, .validationRules, .derivedAndCompositeAttributes, .attributesByType, .fetchedProperties,
            ]))
        // A shipped version is only migrated: its strings table is not read.
        #expect(!modelFile.supportSections.contains(.localization))
        Self.expectCallsMatchSections(modelFile, "Shop")
        try Typechecker.expectNoDiagnostics(TestSupport.sources(TestSupport.withSupport(files)), module: "Shop")
    }

    /// The support file and the model file that a run plans for the model at `path`.
    static func planned(_ path: URL) throws -> (support: String, model: String) {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let operations = try Self.plannedOperations(
            Generator.Request(modelPaths: [path.path], outputDirectory: folder.appendingPathComponent("out").path))
        return (
            try #require(operations.first { $0.kind == .support }?.contents),
            try #require(operations.first { $0.kind == .managedObjectModel }?.contents)
        )
    }

    /// The operations of the plan that `request` makes, which must have no error.
    static func plannedOperations(_ request: Generator.Request) throws -> [FileOperation] {
        let outcome = Generator.plan(request)
        return try #require(outcome.plan, "\(TestSupport.describe(outcome.diagnostics))").operations
    }

    /// A model with shipped versions migrates its stores through them: the sample's support file
    /// has the migration, which its model file calls (and compiles with, in the sample's tests),
    /// and none of the other features' sections, which it does not call.
    @Test func aModelWithShippedVersionsGetsTheMigration() throws {
        let (support, model) = try Self.planned(TestSupport.sampleModel)
        #expect(
            Self.titles(of: support)
                == SupportFileSections.titles.filter {
                    !Self.modelFeatures.contains($0) || $0 == "Migrating a store through a model's versions"
                })
        #expect(model.contains("ModelGenSupport.StoreMigration"))
        #expect(
            !model.contains("fetchedProperty(") && !model.contains("localizationDictionary(")
                && !model.contains("Attribute(\"") && !model.contains("validated(")
                && !model.contains("AttributeDescription("))
    }

    /// A model with fetched properties, a strings table, validation rules, derived and composite
    /// attributes and attributes made by their types' functions (and no shipped versions) gets
    /// their sections, which its model file calls.
    @Test func aModelWithFetchedPropertiesAndAStringsTableGetsTheirSections() throws {
        let (support, model) = try Self.planned(
            TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))
        #expect(
            Self.titles(of: support)
                == SupportFileSections.titles.filter { $0 != "Migrating a store through a model's versions" })
        #expect(
            model.contains("fetchedProperty(") && model.contains("localizationDictionary(")
                && model.contains("dateAttribute(\"") && model.contains("validated(attribute(")
                && model.contains("description: derivedAttributeDescription(")
                && model.contains("description: compositeAttributeDescription("))
    }

    /// A custom template may call any of it: its files get the whole support file.
    @Test func customTemplatesGetTheWholeSupportFile() throws {
        let lean = ["initializer", "keyEnums", "predicates", "modelActor", "numberAccessors"]
        var templates: [String: String] = [:]
        for kind in OutputKind.templated { templates[kind.templateName] = BuiltinTemplates.text(for: kind) }
        // A copy of the built-in templates, word for word, is the built-in one.
        let copied = try Self.plannedSupport([("Shop", lean)], templates: templates)
        #expect(!Self.titles(of: copied).contains("Typed predicates"))
        // Any template of its own, for any kind of file.
        for kind in OutputKind.templated {
            var custom = templates
            custom[kind.templateName]! += "\n{{! A custom template. }}\n"
            let support = try Self.plannedSupport([("Shop", lean)], templates: custom)
            #expect(Self.titles(of: support) == SupportFileSections.titles, "\(kind)")
        }
    }
}
