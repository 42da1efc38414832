import Foundation
import Testing

@testable import ModelGenKit

/// The plugins' own planning (`Plugins/PluginsShared/PluginPlanner.swift`, compiled into this target
/// by symbolic link): the outputs the build plugin declares must be exactly the files the tool
/// writes, or SwiftPM compiles a file that does not exist or misses one that does.
@Suite struct PluginPlannerTests {
    static let pluginPackage = TestSupport.fixtures.appendingPathComponent("PluginPackage")

    /// An Xcode model is one model, whether the target lists the bundle or the files in it; its
    /// inputs are the files generation reads, so an edit in Xcode regenerates.
    @Test func anXcodeModelIsOneModelWhoseInputsAreItsVersions() throws {
        let bundle = XcodeModelTests.commits
        let inside = [
            bundle.appendingPathComponent(".xccurrentversion"),
            bundle.appendingPathComponent("Commits.xcdatamodel/contents"),
            bundle.appendingPathComponent("Commits 2.xcdatamodel/contents"),
        ]
        for files in [[bundle], inside, [bundle] + inside] {
            #expect(PluginPlanner.models(in: files) == [bundle.standardizedFileURL])
        }
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "App", files: [bundle], tool: URL(fileURLWithPath: "/tool"),
                outputDirectory: URL(fileURLWithPath: "/out")))
        #expect(plan.inputFiles.first?.path == "/tool")
        #expect(Set(plan.inputFiles.dropFirst().map(\.path)) == Set(inside.map(\.standardizedFileURL.path)))
        #expect(
            plan.outputFiles.map(\.lastPathComponent).sorted() == [
                "Author+CoreDataClass.swift", "Author+CoreDataProperties.swift", "Commit+CoreDataClass.swift",
                "Commit+CoreDataProperties.swift", "ModelGenSupport.swift",
            ])
        #expect(
            PluginPlanner.xcodeClassNames(
                inContents:
                    #"<entity name="A" representedClassName="App.Item"/><entity name="B" syncable="YES"/><entityX name="C">"#
            ) == ["Item", "B"])
    }

    @Test func inputsAreTheToolTheModelsTheirConfigurationAndItsTemplates() throws {
        let library = Self.pluginPackage.appendingPathComponent("Sources/Library/Model/Library.datamodel.json")
        let committed = Self.pluginPackage.appendingPathComponent("Sources/Committed/Commits.datamodel.json")
        let tool = URL(fileURLWithPath: "/tools/modelgen")
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "T", files: [committed, library], tool: tool, outputDirectory: URL(fileURLWithPath: "/out"))
        )
        let templates = Self.pluginPackage.appendingPathComponent("Templates")
        // Models in path order; each one's modelgen.json and templates follow it.
        #expect(
            plan.inputFiles.map(\.standardizedFileURL.path) == [
                tool.path, committed.path, library.path,
                library.deletingLastPathComponent().appendingPathComponent("modelgen.json").path,
                templates.appendingPathComponent("CoreDataProperties.swift.mustache").path,
                templates.appendingPathComponent("CoreDataClass.swift.mustache").path,
                templates.appendingPathComponent("ManagedObjectModel.swift.mustache").path,
            ])
        #expect(
            plan.arguments == [
                "generate", "--output", "/out", "--class-files", "always", "--quiet", "--", committed.path,
                library.path,
            ])
        #expect(
            plan.displayName == "Generating Core Data classes from Commits.datamodel.json, Library.datamodel.json for T"
        )
    }

    @Test func shippedVersionsAreInputsOfTheirModelAndNotModels() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        let model = folder.appendingPathComponent("Commits.datamodel.json")
        try TestModels.commitsVersion1.write(to: model, atomically: true, encoding: .utf8)
        #expect(Generator.freeze(modelAt: model.path).version == 1)
        try TestModels.edit(model, [(#""type": "date""#, #""type": "date", "versionHashModifier": "2""#)])
        #expect(Generator.freeze(modelAt: model.path).version == 2)
        let versions = folder.appendingPathComponent("Commits.versions")
        let files = [
            model, versions.appendingPathComponent("1.datamodel.json"),
            versions.appendingPathComponent("2.datamodel.json"),
        ]
        let tool = URL(fileURLWithPath: "/tools/modelgen")
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "T", files: files, tool: tool, outputDirectory: URL(fileURLWithPath: "/out")))
        #expect(plan.arguments.suffix(2) == ["--", model.path])
        #expect(
            plan.inputFiles.map(\.lastPathComponent) == [
                "modelgen", "Commits.datamodel.json", "checksums.json", "1.datamodel.json", "2.datamodel.json",
            ])
        #expect(PluginPlanner.commandPlan(files: files, check: false, dryRun: false)?.arguments.last == model.path)
    }

    @Test func aTargetWithoutModelsGetsNoCommand() {
        let plan = PluginPlanner.buildPlan(
            targetName: "T", files: [URL(fileURLWithPath: "/p/main.swift"), URL(fileURLWithPath: "/p/Model.json")],
            tool: URL(fileURLWithPath: "/tool"), outputDirectory: URL(fileURLWithPath: "/out"))
        #expect(plan == nil)
    }

    @Test func aClassFileInTheSourcesIsTheUsersEvenInOtherCase() throws {
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "T",
                files: [TestSupport.sampleModel, URL(fileURLWithPath: "/p/Model/commit+CoreDataClass.swift")],
                tool: URL(fileURLWithPath: "/tool"), outputDirectory: URL(fileURLWithPath: "/out")))
        #expect(plan.classesInSources == ["Commit"])
        #expect(
            plan.outputFiles.map(\.lastPathComponent) == [
                "Commit+CoreDataProperties.swift", "Author+CoreDataProperties.swift", "Author+CoreDataClass.swift",
                "Commits+ManagedObjectModel.swift", "ModelGenSupport.swift",
            ])
        #expect(
            plan.arguments.prefix(8) == [
                "generate", "--output", "/out", "--class-files", "always", "--quiet", "--skip-class", "Commit",
            ])
    }

    @Test func aCommittedPropertiesFileIsAProblemThatNamesTheFileToRemove() throws {
        let committed = URL(fileURLWithPath: "/p/Sources/App/Model/Author+CoreDataProperties.swift")
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "App", files: [TestSupport.sampleModel, committed],
                tool: URL(fileURLWithPath: "/tool"), outputDirectory: URL(fileURLWithPath: "/out")))
        #expect(
            plan.problems == [
                PluginDiagnostic(
                    """
                    target 'App' holds /p/Sources/App/Model/Author+CoreDataProperties.swift, and ModelGenPlugin also \
                    generates Author+CoreDataProperties.swift from Commits.datamodel.json: a target cannot hold two files \
                    of the same name. To generate it at build time, delete the file from the target. To keep committed \
                    output instead, remove ModelGenPlugin from the target's plugins.
                    """, file: committed)
            ])
    }

    @Test func aCommittedModelFileIsAProblemToo() throws {
        let committed = URL(fileURLWithPath: "/p/Sources/App/Model/Commits+ManagedObjectModel.swift")
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "App", files: [TestSupport.sampleModel, committed],
                tool: URL(fileURLWithPath: "/tool"), outputDirectory: URL(fileURLWithPath: "/out")))
        #expect(plan.problems.map(\.file) == [committed])
        #expect(
            plan.problems.first?.message.hasPrefix(
                "target 'App' holds \(committed.path), and ModelGenPlugin also generates Commits+ManagedObjectModel.swift from Commits.datamodel.json"
            ) == true)
    }

    /// A module holds one support file: the command plugin, which writes beside each model, writes
    /// it beside the first model's files when a target's models (Xcode models too, whose Properties
    /// files call it) are in folders of their own, and lets the tool write it as usual when they
    /// share one.
    @Test func theCommandPluginWritesOneSupportFileForATargetsModels() throws {
        let first = URL(fileURLWithPath: "/p/Sources/App/A/A.datamodel.json")
        let second = URL(fileURLWithPath: "/p/Sources/App/B/B.datamodel.json")
        let xcode = URL(fileURLWithPath: "/p/Sources/App/C/C.xcdatamodeld/C.xcdatamodel/contents")
        #expect(
            PluginPlanner.commandPlan(files: [second, first, xcode], check: false, dryRun: false)?.arguments == [
                "generate", "--support-output", "/p/Sources/App/A", "--", first.path, second.path,
                "/p/Sources/App/C/C.xcdatamodeld",
            ])
        let beside = URL(fileURLWithPath: "/p/Sources/App/A/B.datamodel.json")
        #expect(
            PluginPlanner.commandPlan(files: [beside, first], check: false, dryRun: false)?.arguments == [
                "generate", "--", first.path, beside.path,
            ])
        #expect(
            PluginPlanner.commandPlan(files: [beside, first, xcode], check: false, dryRun: false)?.arguments == [
                "generate", "--support-output", "/p/Sources/App/A", "--", first.path, beside.path,
                "/p/Sources/App/C/C.xcdatamodeld",
            ])
    }

    @Test func theCommandPluginRunsGenerateOnTheModelsBesideThem() throws {
        let model = TestSupport.sampleModel
        let folder = model.deletingLastPathComponent()
        let elsewhere = URL(fileURLWithPath: "/p/Sources/App/Classes")
        // The sample's folder holds committed output; Commit's Class file beside the model is
        // kept by the tool itself, Author's elsewhere in the target needs --skip-class.
        let plan = try #require(
            PluginPlanner.commandPlan(
                files: [
                    model, folder.appendingPathComponent("Commit+CoreDataClass.swift"),
                    folder.appendingPathComponent("Commit+CoreDataProperties.swift"),
                    elsewhere.appendingPathComponent("Author+CoreDataClass.swift"),
                ],
                check: false, dryRun: false))
        #expect(
            plan
                == PluginPlanner.CommandPlan(
                    arguments: ["generate", "--skip-class", "Author", "--", model.path], holdsCommittedOutput: true))

        // Only the model: no committed output yet (a target that may generate at build time).
        #expect(
            PluginPlanner.commandPlan(files: [model], check: true, dryRun: false)
                == PluginPlanner.CommandPlan(
                    arguments: ["generate", "--check", "--", model.path], holdsCommittedOutput: false))
        // A Properties file of that name elsewhere is not committed output of this model.
        #expect(
            PluginPlanner.commandPlan(
                files: [model, elsewhere.appendingPathComponent("Commit+CoreDataProperties.swift")], check: false,
                dryRun: true)
                == PluginPlanner.CommandPlan(
                    arguments: ["generate", "--dry-run", "--", model.path], holdsCommittedOutput: false))
        #expect(
            PluginPlanner.commandPlan(
                files: [elsewhere.appendingPathComponent("main.swift")], check: false, dryRun: false) == nil)
    }

    @Test func theSharedNamesMatchTheLibrary() {
        #expect(PluginPlanner.configurationFileName == Configuration.fileName)
        #expect(PluginPlanner.templateNames == OutputKind.templated.map(\.templateName))
        #expect(PluginPlanner.propertiesSuffix == Translator.fileName(forClass: "", kind: .properties))
        #expect(PluginPlanner.classSuffix == Translator.fileName(forClass: "", kind: .managedObjectClass))
        #expect(PluginPlanner.managedObjectModelSuffix == OutputKind.managedObjectModel.fileNameSuffix)
        #expect(PluginPlanner.supportFileName == Translator.supportFileName)
        #expect(PluginPlanner.supportTypeNames == Translator.supportTypeNames)
        #expect(PluginPlanner.versionRecordFileName == VersionRecord.fileName)
        let model = URL(fileURLWithPath: "/p/Sources/Model/Commits.datamodel.json")
        #expect(
            PluginPlanner.versionsDirectory(forModelAt: model).path
                == ModelHistory.versionsDirectory(forModelAt: model.path))
    }
}

/// The command plugins' arguments: help, plugin-shaped messages, and `check-model-classes`, which
/// always checks.
@Suite struct CommandPluginArgumentsTests {
    @Test func targetsAndFlags() throws {
        let parsed = try CommandPluginArguments.parse(
            ["--target", "App", "--target=Kit", "--check"], verb: .generate)
        #expect(parsed == CommandPluginArguments(targets: ["App", "Kit"], check: true))
        #expect(try CommandPluginArguments.parse([], verb: .check) == CommandPluginArguments(check: true))
        #expect(try CommandPluginArguments.parse(["-h"], verb: .check).help)
    }

    @Test(arguments: [
        (
            ["--verbose"], CommandPluginArguments.Verb.generate,
            "unknown argument '--verbose' for generate-model-classes; it takes --target NAME (any number), --check or --dry-run, and --help"
        ),
        (
            ["App"], .generate,
            "unknown argument 'App' for generate-model-classes; it takes --target NAME (any number), --check or --dry-run, and --help"
        ),
        (
            ["--target"], .generate,
            "--target needs a target name; it takes --target NAME (any number), --check or --dry-run, and --help"
        ),
        (["--target="], .check, "--target needs a target name; it takes --target NAME (any number) and --help"),
        (
            ["--check", "--dry-run"], .generate,
            "--check and --dry-run cannot be used together; it takes --target NAME (any number), --check or --dry-run, and --help"
        ),
        (
            ["--check"], .check,
            "unknown argument '--check' for check-model-classes; it takes --target NAME (any number) and --help"
        ),
        (
            ["--dry-run"], .check,
            "unknown argument '--dry-run' for check-model-classes; it takes --target NAME (any number) and --help"
        ),
    ])
    func badArgumentsSayWhatTheCommandTakes(arguments: [String], verb: CommandPluginArguments.Verb, message: String) {
        #expect(throws: PluginDiagnostic(message)) { try CommandPluginArguments.parse(arguments, verb: verb) }
    }

    @Test func theHelpExplainsEveryOption() {
        let generate = CommandPluginArguments.help(.generate)
        for option in ["--target NAME", "--check", "--dry-run", "--help, -h"] {
            #expect(generate.contains("\n  \(option) "))
        }
        let check = CommandPluginArguments.help(.check)
        #expect(check.hasPrefix("usage: swift package check-model-classes [--target NAME]...\n"))
        #expect(!check.contains("--dry-run"))
    }

    @Test func aFailedCheckNamesTheCommandPlugin() {
        #expect(
            CommandPluginArguments.regenerateCommand(targets: ["App"])
                == "swift package --allow-writing-to-package-directory generate-model-classes --target App")
    }
}
