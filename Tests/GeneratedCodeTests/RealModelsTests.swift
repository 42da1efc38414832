import Foundation
import Testing

@testable import ModelGenKit

/// Real apps' models: every Core Data model of 13 public repositories, as Xcode wrote them over
/// years, in `../shared/real-models` beside the checkout (its README says which). They are read
/// where they are, never copied into the project; where the folder is absent the tests say so and
/// pass.
///
/// Here: `generate` accepts every model but three fixtures (`refusals`), and its code compiles
/// against the SDK stub and, where the machine has it, Apple's iOS SDK (Swift 6 mode, iOS 17 and the
/// oldest promised target); `convert` takes every shipped history, and the round trip to Xcode and
/// back changes nothing; and, when asked, each converted model's builder makes that model.
@Suite(.tags(.slow), .skippedInFastRuns) struct RealModelsTests {
    static let root = TestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/real-models")

    /// Every `.xcdatamodeld` bundle, and every `.xcdatamodel` that is not a version of one, by its
    /// path below `root`, sorted.
    static let models: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasSuffix(".xcdatamodeld") {
                found.append(path)
                walker.skipDescendants()
            } else if name.hasSuffix(".xcdatamodel") {
                found.append(path)
                walker.skipDescendants()
            }
        }
        return found.sorted()
    }()

    @Test func theRealModelsAreThere() {
        guard FileManager.default.fileExists(atPath: Self.root.path) else {
            print("RealModelsTests: skipped: no \(Self.root.path) beside the checkout")
            return
        }
        // 32 bundles and one loose version (rentzsch/mogenerator's test.xcdatamodel).
        #expect(Self.models.count == 33, "\(Self.models)")
    }

    /// The bundles `generate` or `convert` refuses, each with the start of the error that says why,
    /// and why that is right: none is a history an app shipped.
    static let refusals: [String: (generate: String?, convert: String)] = [
        // CoreStore's demo names no current version: CoreStore picks the version in code. The error
        // says how to name one (Xcode's Current Model Version, modelgen.json, or the version's
        // folder): aBundleThatNamesNoCurrentVersionTakesTheStatedOrder.
        "JohnEstropia+CoreStore/Demo/Sources/Demos/Advanced/EvolutionDemo/Advanced.EvolutionDemo.xcdatamodeld": (
            ".xccurrentversion does not name the current version", ".xccurrentversion does not name the current version"
        ),
        // SwiftGen's template fixture: two versions written by hand for its code generation tests,
        // whose step adds required attributes without defaults, which no store could migrate through.
        "SwiftGen+SwiftGen/Sources/TestUtils/Fixtures/Resources/CoreData/Model.xcdatamodeld": (
            nil, "'MainEntity.boolean' becomes a required stored value without a default"
        ),
        // MomXML's parser fixture: a composite attribute type with no elements, which Core Data
        // cannot build (NSCompositeAttributeDescription's elements make its columns).
        "phimage+MomXML/Tests/Model.xcdatamodeld": (
            "composite 'Composite1' must have at least one element",
            "composite 'Composite1' must have at least one element"
        ),
    ]

    /// The generated code of every model compiles, with a class of each name its transformable
    /// attributes name (the app declares those); `generate` refuses only the fixtures in `refusals`.
    @Test(arguments: models)
    func generatedCodeCompiles(model: String) throws {
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: Self.root.appendingPathComponent(model).path, metrics: &metrics)
        guard let history = loaded.history else {
            let expected = try #require(
                Self.refusals[model]?.generate, "refused: \(TestSupport.describe(loaded.diagnostics))")
            #expect(
                loaded.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix(expected) },
                "\(TestSupport.describe(loaded.diagnostics))")
            return
        }
        #expect(Self.refusals[model]?.generate == nil, "\(model) is accepted now: take it out of the refusals")
        let files = try Generator.render(
            history.current, history: history, options: GenerationOptions(), templates: .builtin,
            propertiesDirectory: ".", classDirectory: ".")
        guard !files.isEmpty else { return }  // a model with no entities
        var sources = TestSupport.sources(TestSupport.withSupport(files))
        let declared = Set(history.current.entities.map(\.className))
        let customClasses = Set(
            history.current.entities.flatMap { $0.attributes.compactMap(\.customClass) }
        ).subtracting(declared).subtracting(["NSObject", "NSArray", "NSDictionary", "NSSet", "NSString", "NSData"])
        if !customClasses.isEmpty {
            sources["AppTypes.swift"] =
                "import Foundation\n\n"
                + customClasses.sorted().map { "public final class \($0): NSObject {}\n" }.joined()
        }
        try Typechecker.expectNoDiagnostics(sources, module: "RealModel", swiftVersion: 6)
    }

    /// Each model, converted, gets a model file whose builder makes the model it describes, run
    /// against `ModelBuilderRunTests`' stand-ins for Core Data's description classes: every
    /// property row of the real apps' entities read back as the model has it. A program per model,
    /// about 35 s for all of them on two cores, so it runs when asked, not in CI:
    /// `MODELGEN_REAL_MODEL_BUILDERS=1 swift test --filter theModelFilesBuildTheModelsTheyDescribe`.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["MODELGEN_REAL_MODEL_BUILDERS"] == "1",
            "MODELGEN_REAL_MODEL_BUILDERS=1 runs it"),
        arguments: models)
    func theModelFilesBuildTheModelsTheyDescribe(model: String) throws {
        guard Self.refusals[model] == nil else { return }
        let input = Self.root.appendingPathComponent(model)
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent(
            "\(input.deletingPathExtension().lastPathComponent).datamodel.json")
        let conversion = Generator.convert(modelAt: input.path, to: json.path, dropUnsupported: false)
        #expect(!conversion.diagnostics.hasErrors, "\(TestSupport.describe(conversion.diagnostics))")
        let resolved = try #require(ModelLoader.loadModel(at: json.path).model)
        guard !resolved.entities.isEmpty else { return }
        let generated = try TestSupport.render(resolved, options: GenerationOptions(accessLevel: .internal))
        let builder = try #require(generated.first { $0.kind == .managedObjectModel }).contents
        let expected = ModelBuilderRunTests.expectedDescription(of: resolved).map(SwiftLiterals.string)
        let typeName = ReservedNames.modelTypeName(forModelNamed: resolved.name)
        try TestSupport.expectProgramPasses([
            "StandIn.swift": ModelBuilderRunTests.standIn,
            "ModelGenSupport.swift": try ModelBuilderRunTests.supportForTheStandIn(),
            "Model.swift": ModelBuilderRunTests.forTheStandIn(builder),
            "Classes.swift": ModelBuilderRunTests.emptyClasses(of: resolved),
            "main.swift": """
            let expected = [
                \(expected.joined(separator: ",\n    ")),
            ]
            let actual = describe(\(typeName).managedObjectModel)
            var failures = 0
            for (line, (expected, actual)) in zip(expected, actual).enumerated() where expected != actual {
                print("line \\(line):\\n  expected: \\(expected)\\n  actual:   \\(actual)")
                failures += 1
            }
            if expected.count != actual.count {
                print("\\(expected.count) lines expected, \\(actual.count) built")
                failures += 1
            }
            print(failures == 0 ? "all passed" : "\\(failures) failed")

            """,
        ])
    }

    /// Every model converts, shipped history and all (past steps that lightweight migration would
    /// not make are warnings: owntracks' 'Model 7.3.1' and 'Model 7.5' store the same; duckduckgo's
    /// bookmarks added a required id without a default; TwidereX has an empty default on a Binary
    /// attribute; Simplenote's first version is in Xcode 3's binary format); the converted model
    /// validates; and converted to Xcode and back it is the same, file for file.
    @Test(arguments: models)
    func convertsAndRoundTrips(model: String) throws {
        let input = Self.root.appendingPathComponent(model)
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The files keep the model's name, which names the converted model.
        let name = input.deletingPathExtension().lastPathComponent
        let json = folder.appendingPathComponent("JSON/\(name).datamodel.json")
        let conversion = Generator.convert(modelAt: input.path, to: json.path, dropUnsupported: false)
        if let expected = Self.refusals[model]?.convert {
            #expect(
                conversion.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix(expected) },
                "\(TestSupport.describe(conversion.diagnostics))")
            #expect(conversion.writtenFiles.isEmpty)
            return
        }
        #expect(!conversion.diagnostics.hasErrors, "\(TestSupport.describe(conversion.diagnostics))")
        let validation = Generator.validate(modelsAt: [json.path])
        #expect(!validation.hasErrors, "\(TestSupport.describe(validation))")
        let xcode = folder.appendingPathComponent("Xcode/\(name).xcdatamodeld")
        let there = Generator.convert(modelAt: json.path, to: xcode.path, dropUnsupported: false)
        #expect(!there.diagnostics.hasErrors, "\(TestSupport.describe(there.diagnostics))")
        let back = folder.appendingPathComponent("Back/\(name).datamodel.json")
        let andBack = Generator.convert(modelAt: xcode.path, to: back.path, dropUnsupported: false)
        #expect(!andBack.diagnostics.hasErrors, "\(TestSupport.describe(andBack.diagnostics))")
        let first = try Self.files(in: json.deletingLastPathComponent())
        #expect(!first.isEmpty)
        #expect(try Self.files(in: back.deletingLastPathComponent()) == first)
    }

    /// CoreStore's evolution demo names no current version (CoreStore picks it in code): stated in
    /// `modelgen.json` beside a copy of the bundle (the real one stays where it is), it generates and
    /// converts.
    @Test func aBundleThatNamesNoCurrentVersionTakesTheStatedOrder() throws {
        let model = try #require(
            Self.refusals.keys.first { $0.hasSuffix("Advanced.EvolutionDemo.xcdatamodeld") })
        let bundle = Self.root.appendingPathComponent(model)
        guard FileManager.default.fileExists(atPath: bundle.path) else {
            print("RealModelsTests: skipped: no \(bundle.path)")
            return
        }
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(bundle.lastPathComponent)
        try FileManager.default.copyItem(at: bundle, to: copy)
        try
            #"{ "xcodeModels": { "Advanced.EvolutionDemo": { "versions": ["Advanced.EvolutionDemo", "Advanced.EvolutionDemo.V2"] } } }"#
            .write(to: folder.appendingPathComponent("modelgen.json"), atomically: true, encoding: .utf8)
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: copy.path, metrics: &metrics)
        #expect(loaded.history != nil, "\(TestSupport.describe(loaded.diagnostics))")
        let conversion = Generator.convert(
            modelAt: copy.path, to: folder.appendingPathComponent("JSON/Model.datamodel.json").path,
            dropUnsupported: false)
        #expect(!conversion.diagnostics.hasErrors, "\(TestSupport.describe(conversion.diagnostics))")
    }

    /// Every file below `folder`, by its path there, with its text.
    static func files(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try TestSupport.read(url)
            }
        }
        return files
    }
}
