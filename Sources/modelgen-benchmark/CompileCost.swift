import Foundation
import ModelGenKit
import SyntheticModels

/// What the generated code costs the app's compiler, against what Xcode's "Create NSManagedObject
/// Subclass" writes for the same model. Both are typechecked as one module each, in one compiler
/// process: against the repository's stub of Apple's SDK (`Tests/SDKStub`, with Objective-C interop
/// on, by the toolchain's `swift-frontend`), and, where `MODELGEN_APPLE_SDK` names Apple's iOS SDK
/// (`../shared/apple-sdk/setup.sh`), against that SDK too (`swiftc -typecheck -wmo` for
/// `arm64-apple-ios17.0`), which is what an app's build pays.
struct CompileCost {
    /// Issue 20's goal against the stub: at most this many times the reference's typecheck time.
    static let goal = 1.5
    /// Issue 49's goal against Apple's SDK, for the full API.
    static let appleSDKGoal = 2.0
    /// Issue 49's goal for the lean form (every part `"omit"` takes left out), its class files
    /// against the reference.
    static let leanGoal = 1.2

    /// What the code is typechecked against.
    enum SDK {
        case stub
        /// Apple's SDK at `path`; on Linux, with a Swift resource folder for Apple targets.
        case apple(path: String, resources: String?)

        /// Apple's SDK, where the environment names it as the tests find it.
        static var appleFromEnvironment: SDK? {
            let environment = ProcessInfo.processInfo.environment
            guard let path = environment["MODELGEN_APPLE_SDK"], !path.isEmpty else { return nil }
            return .apple(path: path, resources: environment["MODELGEN_APPLE_SDK_RESOURCE_DIR"])
        }

        var name: String {
            switch self {
            case .stub: "the SDK stub"
            case .apple(let path, _): URL(fileURLWithPath: path).lastPathComponent + " (arm64-apple-ios17.0)"
            }
        }
    }

    var entities: Int
    var runs: Int
    var stubRoot: String
    var folder: String
    var sdk = SDK.stub
    /// Whether the workspace (generated files, reference, prepared SDK) stays, its path printed.
    var keepsFiles = false

    /// What a figure counts: the wall time of each compiler process, or the processor time it used
    /// (user and system), which other work on the machine changes far less.
    enum Clock: CaseIterable {
        case wall, processor

        var name: String { self == .wall ? "wall time" : "processor time" }
    }

    struct Result {
        var clock: Clock
        /// The fastest of the runs, for modelgen's files and for the reference.
        var modelgen: Duration
        var reference: Duration
        var modelgenFiles: Int
        var referenceFiles: Int
        /// modelgen's class files alone, without the file that builds the model in code and the
        /// support's sections that it calls (which the reference has no counterpart of: Xcode
        /// compiles the model into the bundle): what an Xcode model's files are.
        var modelgenClasses: Duration
        /// Typechecking an empty file: the start-up and the stub's modules, in every figure.
        var startUp: Duration
        /// The class files of the same model with parts of the API left out (`"omit"` in
        /// modelgen.json): each part alone, then all of them (the lean form), with their times; and
        /// the whole output of each (with the model file, where the model actors are).
        var omitting: [(parts: [GenerationOptions.APIPart], classes: Duration, whole: Duration)]
        /// The support file alone, and without its model actors (what stays in it with `"omit":
        /// ["modelActor"]`: it is the same file for every model): their cost once per module.
        var support: Duration
        var supportWithoutModelActors: Duration

        var ratio: Double { modelgen.milliseconds / reference.milliseconds }
        /// The lean form's class files against the reference.
        var leanRatio: Double {
            let lean = omitting.first { $0.parts == GenerationOptions.APIPart.allCases }!
            return lean.classes.milliseconds / reference.milliseconds
        }
    }

    /// The parts left out in each variant that is measured: each alone, then all (the lean form).
    static let omittedVariants: [[GenerationOptions.APIPart]] =
        GenerationOptions.APIPart.allCases.map { [$0] } + [GenerationOptions.APIPart.allCases]

    /// The figures by each clock, in `Clock.allCases` order, from the same runs.
    func run() throws -> [Result] {
        // Clang's module cache wants every path absolute and spelt the same way each time.
        let stubRoot = URL(fileURLWithPath: stubRoot).standardizedFileURL.resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: stubRoot + "/overlays/CoreData.swift") else {
            throw BenchmarkError(
                "--compile-cost needs the SDK stub of this repository: run it from the repository's root, or name the stub with --stub DIR"
            )
        }
        let frontend = try Self.frontend()
        let workspace = try Workspace(in: folder)
        defer {
            if keepsFiles {
                print("The files typechecked against \(sdk.name) are kept in \(workspace.root)")
            } else {
                workspace.remove()
            }
        }
        let stub = workspace.path("stub")
        try FileManager.default.createDirectory(atPath: stub, withIntermediateDirectories: true)
        var compiler: (executable: String, arguments: [String])
        switch sdk {
        case .stub:
            for module in ["ObjectiveC", "Foundation", "CoreData", "CloudKit"] {
                _ = try run(
                    frontend,
                    [
                        "-frontend", "-emit-module", "-module-name", module, "-import-underlying-module",
                        "-parse-as-library",
                        "-swift-version", "6",
                    ] + flags(stub) + [stubRoot + "/overlays/\(module).swift", "-o", stub + "/\(module).swiftmodule"])
            }
            compiler = (frontend, ["-frontend", "-typecheck"] + flags(stub))
        case .apple(let path, let resources):
            let swiftc = URL(fileURLWithPath: frontend).deletingLastPathComponent().appendingPathComponent("swiftc")
                .path
            var arguments = ["-typecheck", "-wmo", "-target", "arm64-apple-ios17.0", "-sdk", path]
            if let resources {
                arguments += [
                    "-resource-dir", try preparedResources(resources, in: workspace), "-Xfrontend",
                    "-enable-cross-import-overlays",
                ]
            }
            compiler = (swiftc, arguments)
        }

        let model = SyntheticModel(entityCount: entities)
        let modelPath = try workspace.write(model.json, to: model.fileName)
        let generated = workspace.path("modelgen")
        let outcome = Generator.plan(Generator.Request(modelPaths: [modelPath], outputDirectory: generated))
        guard let plan = outcome.plan else {
            throw BenchmarkError(
                "the synthetic model has errors:\n" + outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
        }
        var metrics = outcome.metrics
        _ = try PlanApplier.apply(plan, metrics: &metrics)
        let (omittingFiles, omittingWholeFiles) = try generateOmittingVariants(of: model, in: workspace)
        // The support files that the runs wrote: the whole API's, and the one beside a model that
        // leaves out its model actors.
        let support = "\(generated)/ModelGenSupport.swift"
        guard let withoutActors = Self.omittedVariants.firstIndex(of: [.modelActor]) else {
            throw BenchmarkError("no variant leaves out the model actors alone")
        }
        let supportWithoutActors = workspace.path("omitting\(withoutActors)/output/ModelGenSupport.swift")
        let reference = workspace.path("xcode")
        for (name, text) in XcodeStyleReference(model: model).files {
            _ = try workspace.write(text, to: "xcode/" + name)
        }

        let modelgenFiles = try swiftFiles(in: generated)
        let classFiles = try classFiles(of: modelgenFiles, omitting: [], in: workspace, folder: "classes")
        let referenceFiles = try swiftFiles(in: reference)
        let empty = try workspace.write("", to: "empty/Empty.swift")
        let variants =
            [modelgenFiles, referenceFiles, classFiles, [empty], [support], [supportWithoutActors]] + omittingFiles
            + omittingWholeFiles
        var outcomes: [[ChildProcess.Outcome]] = variants.map { _ in [] }
        // One warm-up round (it fills the module cache), then rounds that alternate, so that the
        // machine's drift falls on all alike; the fastest of each is kept.
        for round in 0...runs {
            let measured = try variants.map {
                try run(
                    compiler.executable, compiler.arguments + ["-swift-version", "6", "-module-name", "Generated"] + $0)
            }
            if round > 0 { for index in outcomes.indices { outcomes[index].append(measured[index]) } }
        }
        let omitted = Self.omittedVariants.count
        return Clock.allCases.map { clock in
            let times = outcomes.map { runs in runs.map { clock == .wall ? $0.wall : $0.cpu }.min()! }
            return Result(
                clock: clock, modelgen: times[0], reference: times[1], modelgenFiles: modelgenFiles.count,
                referenceFiles: referenceFiles.count, modelgenClasses: times[2], startUp: times[3],
                omitting: Self.omittedVariants.indices.map { index in
                    (Self.omittedVariants[index], times[6 + index], times[6 + omitted + index])
                },
                support: times[4], supportWithoutModelActors: times[5])
        }
    }

    /// The same model with parts left out, each in a folder of its own with its modelgen.json: for
    /// each variant, its class files and its whole output (with the model file).
    private func generateOmittingVariants(of model: SyntheticModel, in workspace: Workspace) throws
        -> (classes: [[String]], whole: [[String]])
    {
        var classes: [[String]] = []
        var whole: [[String]] = []
        for (index, parts) in Self.omittedVariants.enumerated() {
            let folder = "omitting\(index)"
            let path = try workspace.write(model.json, to: "\(folder)/\(model.fileName)")
            _ = try workspace.write(
                #"{ "omit": [\#(parts.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))] }"#,
                to: "\(folder)/modelgen.json")
            let output = workspace.path("\(folder)/output")
            let outcome = Generator.plan(Generator.Request(modelPaths: [path], outputDirectory: output))
            guard let plan = outcome.plan else {
                throw BenchmarkError(outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
            }
            var metrics = outcome.metrics
            _ = try PlanApplier.apply(plan, metrics: &metrics)
            whole.append(try swiftFiles(in: output))
            classes.append(
                try classFiles(
                    of: swiftFiles(in: output), omitting: Set(parts), in: workspace, folder: "\(folder)/classes"))
        }
        return (classes, whole)
    }

    /// The class files among a model's generated `files`, the counterpart of Xcode's classes: its
    /// Class and Properties files, and the support file with the sections they call (written into
    /// `folder`), without the model file and the support's building of the model, which stand for
    /// the model that Xcode compiles into the bundle. What an Xcode model's files are.
    private func classFiles(
        of files: [String], omitting omitted: Set<GenerationOptions.APIPart>, in workspace: Workspace, folder: String
    ) throws -> [String] {
        let support = try workspace.write(
            Generator.classFilesSupportText(omitting: omitted), to: "\(folder)/ModelGenSupport.swift")
        return files.filter { !$0.hasSuffix("+ManagedObjectModel.swift") && !$0.hasSuffix("/ModelGenSupport.swift") }
            + [support]
    }

    /// The flags that make `import Foundation` and `import CoreData` find the stub.
    private func flags(_ stub: String) -> [String] {
        let stubRoot = URL(fileURLWithPath: stubRoot).standardizedFileURL.resolvingSymlinksInPath().path
        return [
            "-enable-objc-interop", "-I", stub, "-I", stubRoot + "/include", "-module-cache-path",
            stub + "/ModuleCache",
        ]
    }

    private func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map {
            folder + "/" + $0
        }
    }

    /// The resource folder `resources` (from `setup.sh`) with the `os` module's API notes that a
    /// Darwin toolchain ships and a Linux one lacks (`Tests/AppleSDKSupport/os.apinotes`, beside the
    /// stub), as the tests prepare it.
    private func preparedResources(_ resources: String, in workspace: Workspace) throws -> String {
        let manager = FileManager.default
        let folder = workspace.path("resources")
        try manager.createDirectory(atPath: folder + "/apinotes", withIntermediateDirectories: true)
        for item in try manager.contentsOfDirectory(atPath: resources) where item != "apinotes" {
            try manager.createSymbolicLink(
                atPath: folder + "/" + item,
                withDestinationPath: URL(fileURLWithPath: resources + "/" + item).resolvingSymlinksInPath().path)
        }
        for item in (try? manager.contentsOfDirectory(atPath: resources + "/apinotes")) ?? [] {
            try manager.copyItem(atPath: resources + "/apinotes/" + item, toPath: folder + "/apinotes/" + item)
        }
        let ours = URL(fileURLWithPath: stubRoot).deletingLastPathComponent()
            .appendingPathComponent("AppleSDKSupport/os.apinotes").path
        if !manager.fileExists(atPath: folder + "/apinotes/os.apinotes") {
            try manager.copyItem(atPath: ours, toPath: folder + "/apinotes/os.apinotes")
        }
        return folder
    }

    /// Runs a compiler, whose output must be empty (no error, no warning), and returns what it cost.
    private func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.run(executable, arguments, keepingOutput: true)
        guard outcome.status == 0, outcome.output.isEmpty else {
            throw BenchmarkError(
                "swift-frontend failed (exit status \(outcome.status)):\n\(outcome.output.prefix(2_000))")
        }
        return outcome
    }

    /// `swift-frontend` of the toolchain on the PATH (beside `swiftc`, or as `xcrun` finds it on
    /// macOS, whose `/usr/bin/swiftc` is a shim), or `SWIFT_FRONTEND`.
    static func frontend() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["SWIFT_FRONTEND"] { return explicit }
        #if os(macOS)
            let xcrun = Process()
            xcrun.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            xcrun.arguments = ["--find", "swift-frontend"]
            let output = Pipe()
            xcrun.standardOutput = output
            if (try? xcrun.run()) != nil {
                let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                xcrun.waitUntilExit()
                if xcrun.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        #endif
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let frontend = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-frontend")
            if FileManager.default.isExecutableFile(atPath: frontend.path) { return frontend.path }
        }
        throw BenchmarkError("no swift-frontend beside swiftc on the PATH; name it with SWIFT_FRONTEND")
    }
}

/// What Xcode's "Create NSManagedObject Subclass" writes for a synthetic model, in its shape: a
/// `+CoreDataClass.swift` with the class, and a `+CoreDataProperties.swift` with `fetchRequest()`,
/// an `@NSManaged` property per attribute and relationship (numbers as scalars, Xcode's default;
/// every object type optional, as Xcode writes them), the to-many relationship's four generated
/// accessors, and the `Identifiable` conformance. The model itself is compiled by Xcode into the
/// bundle, so there is no model file to typecheck.
struct XcodeStyleReference {
    var model: SyntheticModel

    /// The Swift type Xcode gives an attribute of each of the synthetic model's types.
    static let swiftTypes: [String: String] = [
        "string": "String?", "boolean": "Bool", "integer16": "Int16", "integer32": "Int32", "integer64": "Int64",
        "float": "Float", "double": "Double", "decimal": "NSDecimalNumber?", "date": "Date?", "binary": "Data?",
        "uuid": "UUID?", "uri": "URL?", "transformable": "NSObject?",
    ]

    var files: [(name: String, text: String)] {
        (0..<model.entityCount).flatMap { index -> [(name: String, text: String)] in
            let name = SyntheticModel.entityName(index)
            let parent = SyntheticModel.entityName((index + 1) % model.entityCount)
            let child = SyntheticModel.entityName((index + model.entityCount - 1) % model.entityCount)
            let classFile = """
                import Foundation
                import CoreData

                @objc(\(name))
                public class \(name): NSManagedObject {

                }

                """
            var properties = """
                import Foundation
                import CoreData


                extension \(name) {

                    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(name)> {
                        return NSFetchRequest<\(name)>(entityName: "\(name)")
                    }


                """
            for attribute in 0..<model.attributesPerEntity {
                let type = SyntheticModel.attributeTypes[(index + attribute) % SyntheticModel.attributeTypes.count]
                properties += "    @NSManaged public var attribute\(attribute): \(Self.swiftTypes[type]!)\n"
            }
            properties += """
                    @NSManaged public var parent: \(parent)?
                    @NSManaged public var children: NSSet?

                }

                // MARK: Generated accessors for children
                extension \(name) {

                    @objc(addChildrenObject:)
                    @NSManaged public func addToChildren(_ value: \(child))

                    @objc(removeChildrenObject:)
                    @NSManaged public func removeFromChildren(_ value: \(child))

                    @objc(addChildren:)
                    @NSManaged public func addToChildren(_ values: NSSet)

                    @objc(removeChildren:)
                    @NSManaged public func removeFromChildren(_ values: NSSet)

                }

                extension \(name) : Identifiable {

                }

                """
            return [("\(name)+CoreDataClass.swift", classFile), ("\(name)+CoreDataProperties.swift", properties)]
        }
    }
}
