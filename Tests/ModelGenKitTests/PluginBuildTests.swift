import Foundation
import Testing

/// Real SwiftPM builds of `Fixtures/PluginPackage` (in a temporary copy) that apply modelgen's
/// plugins. Core Data does not exist on Linux, so the fixture's `Library` target uses templates
/// that print plain Swift, which `App` compiles and runs; the Core Data output of the sample's
/// build-time target is typechecked against the SDK stub instead.
///
/// Each test builds its own copy from cold, then changes it step by step; the steps share the
/// build, so they run in order within one test.
@Suite(.serialized, .tags(.slow), .skippedInFastRuns) struct PluginBuildTests {
    static let generating = "Generating Core Data classes from Library.datamodel.json for Library"

    @Test func theBuildPluginGeneratesAtBuildTimeAndOnlyWhenAnInputChanged() throws {
        let package = try PluginFixture()
        func build(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let result = try package.swift(["build", "--product", "App"])
            #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
            return result.output
        }
        func runApp() throws -> String {
            try TestSupport.runProcess(package.url(".build/debug/App"), []).stdout
        }

        // A first build runs the tool and compiles what it wrote. Writer's class (`Author`) is in
        // the target's sources, so only its Properties file is generated; Book gets both files.
        var output = try build()
        #expect(output.contains(Self.generating))
        #expect(
            try package.generatedNames(of: "Library") == [
                "Author+CoreDataProperties.swift", "Book+CoreDataClass.swift", "Book+CoreDataProperties.swift",
                "Library+ManagedObjectModel.swift",
            ])
        #expect(
            try runApp() == """
                Book (entity Book, generated): title: String, pages: Int16?, authors: Set<Author>
                Author (entity Writer, written by hand): name: String, books: Set<Book>
                Library model: makeBookEntity, makeWriterEntity

                """)

        // With nothing changed, the build does not run the tool. (SwiftPM 6.3 relinks a plugin's
        // tool once more on the build after a cold one, and a relinked tool is a changed input;
        // that build, which writes and recompiles nothing, settles it.)
        output = try build()
        #expect(!output.contains("Compiling"), "\(output)")
        output = try build()
        #expect(!output.contains("Generating"), "\(output)")
        #expect(!output.contains("Compiling"), "\(output)")

        // A touched model runs the tool again, which rewrites nothing, so nothing recompiles.
        try package.touch("Sources/Library/Model/Library.datamodel.json")
        output = try build()
        #expect(output.contains(Self.generating), "\(output)")
        #expect(!output.contains("Compiling"), "\(output)")

        // The configuration and the templates it names are inputs too.
        try package.touch("Sources/Library/Model/modelgen.json")
        #expect(try build().contains(Self.generating))
        try package.write(
            try package.read("Templates/CoreDataClass.swift.mustache").replacingOccurrences(
                of: "\"generated\"", with: "\"generated from a template\""),
            to: "Templates/CoreDataClass.swift.mustache")
        output = try build()
        #expect(output.contains(Self.generating), "\(output)")
        #expect(try runApp().hasPrefix("Book (entity Book, generated from a template):"))

        // A bad model fails the build with the tool's located diagnostics, not a plugin failure.
        let model = try package.read("Sources/Library/Model/Library.datamodel.json")
        try package.write(
            model.replacingOccurrences(of: #""destination": "Writer""#, with: #""destination": "Writr""#),
            to: "Sources/Library/Model/Library.datamodel.json")
        var failed = try package.swift(["build", "--product", "App"])
        #expect(failed.status != 0)
        let modelPath = package.url("Sources/Library/Model/Library.datamodel.json").path
        #expect(
            failed.output.contains(
                "\(modelPath):11:45: error: unknown destination entity 'Writr'\n\(modelPath):11:45: note: did you mean 'Writer'?\n"
            ), "\(failed.output)")
        #expect(!failed.output.contains("build planning stopped"))
        try package.write("{ \"name\": ", to: "Sources/Library/Model/Library.datamodel.json")
        failed = try package.swift(["build", "--product", "App"])
        #expect(failed.status != 0)
        #expect(failed.output.contains("\(modelPath):1:11: error: "), "\(failed.output)")
        try package.write(model, to: "Sources/Library/Model/Library.datamodel.json")

        // Committed output in a target that also applies the plugin: the plugin says which to remove.
        try package.write("// Committed output.\n", to: "Sources/Library/Model/Book+CoreDataProperties.swift")
        failed = try package.swift(["build", "--product", "App"])
        #expect(failed.status != 0)
        #expect(
            failed.output.contains(
                "error: target 'Library' holds \(package.url("Sources/Library/Model/Book+CoreDataProperties.swift").path), and ModelGenPlugin also generates Book+CoreDataProperties.swift from Library.datamodel.json"
            ), "\(failed.output)")
        try FileManager.default.removeItem(at: package.url("Sources/Library/Model/Book+CoreDataProperties.swift"))

        // Without the user's class file, the plugin generates the class too.
        try FileManager.default.removeItem(at: package.url("Sources/Library/Author+CoreDataClass.swift"))
        _ = try build()
        #expect(
            try package.generatedNames(of: "Library") == [
                "Author+CoreDataClass.swift", "Author+CoreDataProperties.swift", "Book+CoreDataClass.swift",
                "Book+CoreDataProperties.swift",
                "Library+ManagedObjectModel.swift",
            ])
        #expect(
            try runApp().contains("Author (entity Writer, generated from a template): name: String, books: Set<Book>\n")
        )

        // Shipped versions are inputs: freezing adds them, and editing one runs the tool again.
        let modelFolder = package.url("Sources/Library/Model")
        let frozen = try ModelGenCLI.run(["freeze", "Library.datamodel.json"], in: modelFolder)
        #expect(frozen.status == 0, "\(frozen.stderr)")
        #expect(try build().contains(Self.generating))
        output = try build()
        #expect(!output.contains("Generating"), "\(output)")
        try package.touch("Sources/Library/Model/Library.versions/1.datamodel.json")
        #expect(try build().contains(Self.generating))
        try package.touch("Sources/Library/Model/Library.versions/checksums.json")
        #expect(try build().contains(Self.generating))
        // A changed shipped version fails the build, located in the version file.
        let version = try package.read("Sources/Library/Model/Library.versions/1.datamodel.json")
        try package.write(
            version.replacingOccurrences(of: #""type": "integer16""#, with: #""type": "integer32""#),
            to: "Sources/Library/Model/Library.versions/1.datamodel.json")
        failed = try package.swift(["build", "--product", "App"])
        #expect(failed.status != 0)
        // Located at the changed attribute's name in the version file.
        let versionPath = package.url("Sources/Library/Model/Library.versions/1.datamodel.json").path
        let versionLines = version.components(separatedBy: "\n")
        let changedLine = try #require(versionLines.firstIndex { $0.contains(#""type": "integer16""#) })
        let column = try #require(versionLines[changedLine].range(of: #""pages""#)).lowerBound.utf16Offset(
            in: versionLines[changedLine])
        #expect(
            failed.output.contains(
                "\(versionPath):\(changedLine + 1):\(column + 1): error: shipped version 1 was changed: 'type' of attribute 'Book.pages' is 'integer32', but version 1 shipped with 'integer16'"
            ), "\(failed.output)")
        try package.write(version, to: "Sources/Library/Model/Library.versions/1.datamodel.json")
        _ = try build()
    }

    @Test func theSampleGeneratesItsCoreDataClassesAtBuildTime() throws {
        // The sample's CommitsAppBuildTime target applies the plugin with the built-in templates.
        // On Linux its build stops where the target imports CoreData (on macOS it should build; that
        // branch has not been run); what
        // the plugin generated is compared with the committed output and typechecked against the
        // SDK stub (the real SDK on macOS).
        let package = try PluginFixture(
            copying: TestSupport.packageRoot.appendingPathComponent("samples/CommitsApp"), modelgenPath: "../..")
        let build = try package.swift(["build", "--target", "CommitsAppBuildTime"])
        #expect(
            build.output.contains("Generating Core Data classes from Commits.datamodel.json for CommitsAppBuildTime"),
            "\(build.output)")
        #if canImport(CoreData)
            #expect(build.status == 0, "\(build.output)")
        #else
            #expect(build.status != 0)
            let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
            #expect(
                !errors.isEmpty
                    && errors.allSatisfy { $0.contains("no such module 'CoreData'") || $0.contains("command failed") },
                "\(errors)")
        #endif
        let generated = package.generatedFolder(of: "CommitsAppBuildTime")
        #expect(
            try package.generatedNames(of: "CommitsAppBuildTime") == [
                "Author+CoreDataClass.swift", "Author+CoreDataProperties.swift", "Commit+CoreDataClass.swift",
                "Commit+CoreDataProperties.swift",
                "Commits+ManagedObjectModel.swift",
            ])
        for name in [
            "Author+CoreDataProperties.swift", "Commit+CoreDataProperties.swift", "Commits+ManagedObjectModel.swift",
        ] {
            #expect(
                try TestSupport.read(generated.appendingPathComponent(name))
                    == TestSupport.read(TestSupport.sampleOutput.appendingPathComponent(name)))
        }
        let typecheck = try Typechecker.typecheck(
            folder: generated, extra: ["main.swift": try package.read("Sources/CommitsAppBuildTime/main.swift")])
        #expect(typecheck.diagnostics.isEmpty, "\(typecheck.diagnostics)")

        // The committed target's output is up to date, as the command plugin sees it.
        let check = try package.swift([
            "package", "--allow-writing-to-package-directory", "generate-model-classes", "--target", "CommitsApp",
            "--check",
        ])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func theCommandPluginWritesWhatTheCommandLineWritesAndKeepsClassFiles() throws {
        let package = try PluginFixture()
        let target = package.url("Sources/Committed")
        let mine = "// The user's own class.\n"
        try package.write(mine, to: "Sources/Committed/Author+CoreDataClass.swift")

        // With no committed output anywhere, a run without --target skips every target and says how to start.
        let nothing = try package.swift(["package", "--allow-writing-to-package-directory", "generate-model-classes"])
        #expect(nothing.status != 0)
        #expect(
            nothing.output.contains("skipped target 'Committed': it holds a model but no generated files beside it"),
            "\(nothing.output)")
        #expect(
            nothing.output.contains(
                "no target of package 'PluginPackage' holds generated files beside a model; name the targets with --target"
            ), "\(nothing.output)")
        let both = try package.swift([
            "package", "--allow-writing-to-package-directory", "generate-model-classes", "--check", "--dry-run",
        ])
        #expect(both.status != 0)
        #expect(
            both.output.contains(
                "--check and --dry-run cannot be used together; it takes --target NAME (any number), --check or --dry-run, and --help"
            ), "\(both.output)")
        // SwiftPM asks for the permission before the plugin runs, even for --help.
        let help = try package.swift([
            "package", "--allow-writing-to-package-directory", "generate-model-classes", "--help",
        ])
        #expect(help.status == 0, "\(help.output)")
        #expect(help.output.contains("  --dry-run      Print what would be written, write nothing."), "\(help.output)")
        let checkHelp = try package.swift(["package", "check-model-classes", "--help"])
        #expect(checkHelp.status == 0, "\(checkHelp.output)")
        #expect(checkHelp.output.contains("usage: swift package check-model-classes [--target NAME]..."))
        let untouched = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(untouched == ["Author+CoreDataClass.swift", "Commits.datamodel.json", "Committed.swift"])

        let result = try package.swift([
            "package", "--allow-writing-to-package-directory", "generate-model-classes", "--target", "Committed",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("kept \(target.path)/Author+CoreDataClass.swift\n"), "\(result.output)")

        // The same bytes as `modelgen generate` on the same model.
        let elsewhere = try TestSupport.makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: target.appendingPathComponent("Commits.datamodel.json"),
            to: elsewhere.appendingPathComponent("Commits.datamodel.json"))
        #expect(
            try ModelGenCLI.run(["generate", elsewhere.appendingPathComponent("Commits.datamodel.json").path]).status
                == 0)
        for name in [
            "Commit+CoreDataClass.swift", "Commit+CoreDataProperties.swift", "Author+CoreDataProperties.swift",
            "Commits+ManagedObjectModel.swift",
        ] {
            #expect(
                try Data(contentsOf: target.appendingPathComponent(name))
                    == Data(contentsOf: elsewhere.appendingPathComponent(name)), "\(name)")
        }
        #expect(try package.read("Sources/Committed/Author+CoreDataClass.swift") == mine)

        // --check passes on up-to-date output and fails on stale output, writing nothing.
        let check = [
            "package", "--allow-writing-to-package-directory", "generate-model-classes", "--target", "Committed",
            "--check",
        ]
        #expect(try package.swift(check).status == 0)
        try package.write("// stale\n", to: "Sources/Committed/Commit+CoreDataProperties.swift")
        let stale = try package.swift(check)
        #expect(stale.status != 0)
        #expect(
            stale.output.contains(
                "\(target.path)/Commit+CoreDataProperties.swift: error: generated file is out of date"),
            "\(stale.output)")
        #expect(try package.read("Sources/Committed/Commit+CoreDataProperties.swift") == "// stale\n")
        #expect(
            stale.output.contains(
                "run 'swift package --allow-writing-to-package-directory generate-model-classes --target Committed'"),
            "\(stale.output)")
        #expect(!stale.output.contains("run 'modelgen generate'"), "\(stale.output)")

        // check-model-classes checks the same, with no permission to write.
        let checkOnly = try package.swift(["package", "check-model-classes", "--target", "Committed"])
        #expect(checkOnly.status != 0)
        #expect(
            checkOnly.output.contains(
                "\(target.path)/Commit+CoreDataProperties.swift: error: generated file is out of date"),
            "\(checkOnly.output)")
        #expect(try package.read("Sources/Committed/Commit+CoreDataProperties.swift") == "// stale\n")

        // Running it again rewrites the stale file and still keeps the user's class.
        #expect(try package.swift(Array(check.dropLast())).status == 0)
        let upToDate = try package.swift(["package", "check-model-classes"])
        #expect(upToDate.status == 0, "\(upToDate.output)")
        #expect(
            try Data(contentsOf: target.appendingPathComponent("Commit+CoreDataProperties.swift"))
                == Data(contentsOf: elsewhere.appendingPathComponent("Commit+CoreDataProperties.swift")))
        #expect(try package.read("Sources/Committed/Author+CoreDataClass.swift") == mine)

        // Without --target, targets with committed output are regenerated and the others (Library
        // generates at build time) are skipped, with a word on how to include them.
        try package.write("// stale\n", to: "Sources/Committed/Commit+CoreDataProperties.swift")
        let all = try package.swift(["package", "--allow-writing-to-package-directory", "generate-model-classes"])
        #expect(all.status == 0, "\(all.output)")
        #expect(all.output.contains("wrote \(target.path)/Commit+CoreDataProperties.swift\n"), "\(all.output)")
        #expect(
            all.output.contains("skipped target 'Library': it holds a model but no generated files beside it"),
            "\(all.output)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: package.url("Sources/Library/Model").path).sorted() == [
                "Library.datamodel.json", "modelgen.json",
            ])

        let unknown = try package.swift([
            "package", "--allow-writing-to-package-directory", "generate-model-classes", "--target", "App",
        ])
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("target 'App' holds no .datamodel.json model"), "\(unknown.output)")
    }
}
