import Foundation
import Testing

@testable import ModelGenKit

/// The whole output for the sample and for a model that uses every feature, compared byte for byte
/// with committed files: for the sample, its committed output (which CI also checks with
/// `modelgen generate --check`); for the other models, `Golden/<name>` (the every-feature model, a
/// synced one, one whose shipped versions have handlers and a mapping model, and one whose step resets
/// the store, and the every-feature model's lean form).
/// `MODELGEN_RECORD=1 swift test` rewrites them.
@Suite struct GoldenTests {
    static let models: [(name: String, url: URL)] = [
        ("Commits", TestSupport.sampleModel),
        ("Everything", TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json")),
        ("Synced", TestSupport.fixtures.appendingPathComponent("Synced.datamodel.json")),
        // Two shipped versions: a step with willMigrate and didMigrate handlers into version 2 (which
        // adds an entity to a configuration), and a step that a mapping model makes into the current
        // version.
        ("Migrating", TestSupport.fixtures.appendingPathComponent("Migrating.datamodel.json")),
        // Two shipped versions, the step into version 2 resetting the store (`resetsStore`), and a
        // step into the current version that lightweight migration makes.
        ("Resetting", TestSupport.fixtures.appendingPathComponent("Resetting.datamodel.json")),
        // The every-feature model in the lean form (`"omit"` with every part), with the support
        // sections that it calls.
        ("Lean", TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json")),
    ]

    /// The parts of the API a golden model leaves out: all of them for the lean form.
    static func omitted(_ name: String) -> Set<GenerationOptions.APIPart> {
        name == "Lean" ? Set(GenerationOptions.APIPart.allCases) : []
    }

    /// Where a model's expected output lives.
    static func goldenFolder(_ name: String) -> URL {
        name == "Commits" ? TestSupport.sampleOutput : TestSupport.golden.appendingPathComponent(name)
    }

    @Test(arguments: models.map(\.name))
    func outputMatchesGoldenFiles(model name: String) throws {
        let url = Self.models.first { $0.name == name }!.url
        let (files, _) = try TestSupport.generate(url, options: GenerationOptions(omitted: Self.omitted(name)))
        let folder = Self.goldenFolder(name)
        for file in files {
            try TestSupport.expectGolden(file.contents, at: folder.appendingPathComponent(file.path))
        }
        // No golden file is left over from an entity that is gone.
        if !TestSupport.isRecording {
            let goldenNames = Set(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") })
            #expect(goldenNames == Set(files.map(\.path)))
        }
    }

    /// A model file holds only what is about its model: the machinery every model shares is the
    /// support file's. The sample's stays under 210 lines (it was 517 before the support file, and
    /// 200 before each entity's property table took a line above and below for its quotes), and
    /// its model actors, which only name the support file's, under 30 more.
    @Test func theSamplesModelFileHoldsOnlyWhatIsAboutItsModel() throws {
        let (files, _) = try TestSupport.generate(TestSupport.sampleModel)
        let modelFile = try #require(files.first { $0.kind == .managedObjectModel }).contents
        let actors = try #require(modelFile.range(of: "\n// MARK: Model actor\n"))
        func lines(_ text: Substring) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }
        #expect(lines(modelFile[..<actors.lowerBound]) <= 210)
        #expect(lines(modelFile[actors.upperBound...]) <= 30)
        for machinery in [
            "NSStagedMigrationManager", "NSMigrationManager", "func entityDescription(", "MigratingStore {",
            "func enqueue(", "func fetch", "func save(",
        ] {
            #expect(!modelFile.contains(machinery), "\(machinery)")
        }
    }

    @Test func theSampleIsWhatTheIssueAsksFor() throws {
        let (files, diagnostics) = try TestSupport.generate(TestSupport.sampleModel)
        #expect(diagnostics.isEmpty)
        let commit = try #require(files.first { $0.path == "Commit+CoreDataProperties.swift" }).contents
        for line in [
            "    @nonobjc public class func createFetchRequest() -> NSFetchRequest<Commit> {",
            "        NSFetchRequest<Commit>(entityName: \"Commit\")",
            "    @NSManaged public var date: Date",
            "    @NSManaged public var message: String",
            "    @NSManaged public var sha: String",
            "    @NSManaged public var url: String",
            "    @NSManaged public var author: Author?",
            "extension Commit: Identifiable {}",
        ] {
            #expect(commit.contains(line + "\n"), "missing: \(line)")
        }
        let commitClass = try #require(files.first { $0.path == "Commit+CoreDataClass.swift" }).contents
        #expect(commitClass.contains("@objc(Commit)\nnonisolated public class Commit: NSManagedObject {\n}\n"))
    }

    @Test func theDocsShowTheSampleOutputAsGenerated() throws {
        let readme = try TestSupport.read(TestSupport.packageRoot.appendingPathComponent("docs/GeneratedAPI.md"))
        let properties = try TestSupport.read(
            TestSupport.sampleOutput.appendingPathComponent("Commit+CoreDataProperties.swift"))
        #expect(
            readme.contains("```swift\n" + properties + "```\n"),
            "docs/GeneratedAPI.md shows an out-of-date Commit+CoreDataProperties.swift")
    }

    @Test func theEverythingModelWarnsOnlyAboutTheRelationshipsWithoutInverse() throws {
        let (_, diagnostics) = try TestSupport.generate(Self.models[1].url)
        #expect(
            TestSupport.describe(diagnostics) == [
                "109:19: warning: relationship 'highlighted' has no inverse; Core Data cannot keep the object graph consistent without one",
                "157:35: warning: relationship 'item' has no inverse; Core Data cannot keep the object graph consistent without one",
            ])
    }

    @Test func optionalScalarsAreComputedPropertiesOverKeyValueCoding() throws {
        let (files, _) = try TestSupport.generate(Self.models[1].url)
        let item = try #require(files.first { $0.path == "Item+CoreDataProperties.swift" }).contents
        for (name, type) in [
            ("isStarred", "Bool"), ("rank", "Int16"), ("views", "Int32"), ("checksum", "Int64"), ("weight", "Float"),
            ("latitude", "Double"),
        ] {
            #expect(
                item.contains(
                    """
                        public var \(name): \(type)? {
                            get { modelGenValue(forKey: "\(name)") }
                            set { setModelGenValue(newValue, forKey: "\(name)") }
                        }
                    """), "\(name) is not a computed property over key-value coding")
            #expect(!item.contains("@NSManaged public var \(name):"))
        }
        // Required scalars and optional objects stay @NSManaged.
        #expect(item.contains("@NSManaged public var priority: Int16\n"))
        #expect(item.contains("@NSManaged public var dueDate: Date?\n"))
    }

    @Test func internalAccessLevelDropsPublic() throws {
        let (files, _) = try TestSupport.generate(
            Self.models[1].url, options: GenerationOptions(accessLevel: .internal))
        // The support file's types are public whatever the access level: a public model type's API names them.
        for file in files where file.kind != .support {
            #expect(!file.contents.contains("public "), "\(file.path) still says public")
        }
        let item = try #require(files.first { $0.path == "Item+CoreDataProperties.swift" }).contents
        #expect(item.contains("    @NSManaged var title: String\n"))
    }

    @Test func generationIsDeterministic() throws {
        let first = try TestSupport.generate(Self.models[1].url).files.map(\.contents)
        let second = try TestSupport.generate(Self.models[1].url).files.map(\.contents)
        #expect(first == second)
    }
}
