import Foundation
import Testing

@testable import ModelGenKit

/// The build plugin's promise, with the built tool: the files it declares are the files the tool
/// writes, for every model of the test suite and for random ones.
@Suite struct PluginDeclaredOutputsTests {
    /// Every model file of the test suite that the tool accepts.
    static let models: [URL] = [
        TestSupport.sampleModel,
        TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
        TestSupport.fixtures.appendingPathComponent("PluginPackage/Sources/Library/Model/Library.datamodel.json"),
        TestSupport.fixtures.appendingPathComponent("PluginPackage/Sources/Committed/Commits.datamodel.json"),
        TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld"),
        TestSupport.xcodeFixtures.appendingPathComponent("Features.xcdatamodel"),
    ]

    /// Runs the tool as the build command would, with the plan's own arguments, and returns the
    /// names of the files it wrote.
    func namesWritten(by plan: PluginPlanner.BuildPlan, in output: URL) throws -> [String] {
        let result = try ModelGenCLI.run(plan.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    }

    /// For one model: the declared outputs are the written files, with no class in the sources,
    /// and again with every other class's file in the sources (so the plugin skips it).
    func expectDeclaredOutputsAreWritten(model: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let classNames = try #require(PluginPlanner.classNames(ofModelAt: model), sourceLocation: sourceLocation)
        let sources = URL(fileURLWithPath: "/project/Sources/Target")
        let owned = classNames.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        for classesInSources in [[], owned] {
            let output = try TestSupport.makeTemporaryDirectory()
            let files =
                [model] + classesInSources.map { sources.appendingPathComponent($0 + PluginPlanner.classSuffix) }
            let plan = try #require(
                PluginPlanner.buildPlan(
                    targetName: "Target", files: files, tool: ModelGenCLI.executable, outputDirectory: output),
                sourceLocation: sourceLocation)
            #expect(plan.problems.isEmpty, sourceLocation: sourceLocation)
            #expect(plan.classesInSources == classesInSources, sourceLocation: sourceLocation)
            #expect(
                plan.outputFiles.allSatisfy { $0.deletingLastPathComponent().path == output.path },
                sourceLocation: sourceLocation)
            #expect(
                try namesWritten(by: plan, in: output) == plan.outputFiles.map(\.lastPathComponent).sorted(),
                "\(model.lastPathComponent), classes in sources: \(classesInSources)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: models)
    func declaredOutputsAreTheFilesTheToolWrites(model: URL) throws {
        try expectDeclaredOutputsAreWritten(model: model)
    }

    @Test func declaredOutputsAreTheFilesTheToolWritesForRandomModels() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        for seed in UInt64(1)...40 {
            let model = folder.appendingPathComponent("Random\(seed).datamodel.json")
            try RandomModels.model(seed: seed).write(to: model, atomically: true, encoding: .utf8)
            try expectDeclaredOutputsAreWritten(model: model)
        }
    }

    @Test func twoModelsWhoseClassesDifferOnlyInCaseDeclareEachNameOnceAndTheToolRefusesThem() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        let first = folder.appendingPathComponent("A.datamodel.json")
        let second = folder.appendingPathComponent("B.datamodel.json")
        try #"{ "name": "A", "entities": [{ "name": "Note" }] }"#.write(to: first, atomically: true, encoding: .utf8)
        try #"{ "name": "B", "entities": [{ "name": "NOTE", "className": "note" }] }"#.write(
            to: second, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "T", files: [second, first], tool: ModelGenCLI.executable, outputDirectory: output))
        #expect(
            plan.outputFiles.map(\.lastPathComponent) == [
                "Note+CoreDataProperties.swift", "Note+CoreDataClass.swift", "A+ManagedObjectModel.swift",
                "ModelGenSupport.swift", "B+ManagedObjectModel.swift",
            ])
        let result = try ModelGenCLI.run(plan.arguments)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "\(output.path)/note+CoreDataClass.swift would be generated from both \(first.path) and \(second.path)")
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anUnreadableModelStillGetsACommandSoThatTheToolReportsIt() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        let model = folder.appendingPathComponent("Broken.datamodel.json")
        try #"{ "name": "Broken", "entities": [ "#.write(to: model, atomically: true, encoding: .utf8)
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "T", files: [model], tool: ModelGenCLI.executable,
                outputDirectory: folder.appendingPathComponent("out")))
        #expect(plan.outputFiles.isEmpty)
        let result = try ModelGenCLI.run(plan.arguments)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(model.path):1:35: error: "), "\(result.stderr)")
    }
}
