import Foundation
import Testing

@testable import ModelGenKit

/// Real apps' models: every Core Data model of 13 public repositories, as Xcode wrote them over
/// years, in `../shared/real-models` beside the checkout (its README says which). They are read
/// where they are, never copied into the project; where the folder is absent the tests say so and
/// pass.
///
/// Here: every model that `generate` accepts gives code that compiles, against the SDK stub and,
/// where the machine has it, Apple's iOS SDK (Swift 6 mode, iOS 17 and the oldest promised target).
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

    /// The generated code of every model `generate` accepts compiles, with a class of each name its
    /// transformable attributes name (the app declares those).
    @Test(arguments: models)
    func whatGenerateAcceptsCompiles(model: String) throws {
        var metrics = PipelineMetrics()
        let loaded = Generator.load(modelAt: Self.root.appendingPathComponent(model).path, metrics: &metrics)
        guard let history = loaded.history else {
            // Refused: what each refusal says, and which are right, is the real-models issue's work.
            return
        }
        let files = try Generator.render(
            history.current, history: history, options: GenerationOptions(), templates: .builtin,
            propertiesDirectory: ".", classDirectory: ".")
        guard !files.isEmpty else { return }  // a model with no entities
        var sources = TestSupport.sources(files)
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

    /// Apps' shipped histories that modelgen once refused for steps their users took years ago
    /// (owntracks' 'Model 7.3.1' and 'Model 7.5' store the same; duckduckgo's bookmarks added a
    /// required id without a default; TwidereX has an empty default on a Binary attribute): they
    /// convert, with warnings, and the converted model validates.
    @Test(arguments: [
        "owntracks+ios/OwnTracks/OwnTracks/coredata/Model.xcdatamodeld",
        "duckduckgo+macos-browser/DuckDuckGo/Bookmarks/Legacy/Bookmark.xcdatamodeld",
        "TwidereProject+TwidereX-iOS/TwidereSDK/Sources/CoreDataStack/CoreDataStack.xcdatamodeld",
    ])
    func shippedHistoriesConvert(model: String) throws {
        let bundle = Self.root.appendingPathComponent(model)
        guard FileManager.default.fileExists(atPath: bundle.path) else {
            print("RealModelsTests: skipped: no \(bundle.path)")
            return
        }
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Model.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(!conversion.diagnostics.hasErrors, "\(TestSupport.describe(conversion.diagnostics))")
        #expect(conversion.versionCount > 1)
        let validation = Generator.validate(modelsAt: [output.path])
        #expect(!validation.hasErrors, "\(TestSupport.describe(validation))")
    }
}
