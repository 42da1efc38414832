// swift-tools-version: 6.1
import PackageDescription

// Tools version 6.1: the command plugin reads a target's folder (`Target.directoryURL`, new in 6.1)
// to find models that the target excludes from its sources.
//
// modelgen takes no package dependencies: a build plugin's dependencies land in every app
// that applies it, so the engine uses only what the Swift toolchain ships.
let package = Package(
    name: "modelgen",
    products: [
        .executable(name: "modelgen", targets: ["modelgen"]),
        .library(name: "ModelGenKit", targets: ["ModelGenKit"]),
        .plugin(name: "ModelGenPlugin", targets: ["ModelGenPlugin"]),
        .plugin(name: "GenerateModelClasses", targets: ["GenerateModelClasses"]),
        .plugin(name: "CheckModelClasses", targets: ["CheckModelClasses"]),
    ],
    targets: [
        // The engine: parse → resolve → translate → render → write, one folder per stage.
        .target(name: "ModelGenKit"),
        // The command line: a thin shell over ModelGenKit.
        .executableTarget(name: "modelgen", dependencies: ["ModelGenKit"]),
        // Build-time generation: `plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]`.
        .plugin(name: "ModelGenPlugin", capability: .buildTool(), dependencies: ["modelgen"]),
        // Committed output: `swift package --allow-writing-to-package-directory generate-model-classes`.
        .plugin(
            name: "GenerateModelClasses",
            capability: .command(
                intent: .custom(
                    verb: "generate-model-classes",
                    description:
                        "Write the Core Data classes of each target's models (.datamodel.json, .xcdatamodeld) beside the models"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "modelgen writes the generated classes beside each model in the sources")
                ]),
            dependencies: ["modelgen"]
        ),
        // Checking committed output in CI, with no permission to write: `swift package check-model-classes`.
        .plugin(
            name: "CheckModelClasses",
            capability: .command(
                intent: .custom(
                    verb: "check-model-classes",
                    description:
                        "Check that the Core Data classes committed beside each target's models (.datamodel.json, .xcdatamodeld) are up to date"
                )),
            dependencies: ["modelgen"]
        ),
        // Made-up models of any size, for the benchmark and the scaling tests.
        .target(name: "SyntheticModels"),
        // `swift run -c release modelgen-benchmark`: times, stage shares and peak memory for models of
        // 100, 1,000 and 2,000 entities. `modelgen` is listed so that it can also time the command.
        .executableTarget(name: "modelgen-benchmark", dependencies: ["ModelGenKit", "SyntheticModels", "modelgen"]),
        // The tests, in three tiers that share the helpers in Tests/Support (linked into each) and the
        // models in Tests/Fixtures. Unit tests of ModelGenKit, one folder per stage, run in process:
        // `swift test --filter ModelGenKitTests` runs them in seconds.
        .testTarget(name: "ModelGenKitTests", dependencies: ["ModelGenKit"]),
        // The generated code: goldens, compiled against the SDK stub and Apple's SDK, run against
        // stand-ins (and, on macOS, against Core Data).
        .testTarget(
            name: "GeneratedCodeTests", dependencies: ["ModelGenKit"], exclude: ["Golden", "CompileBudget.json"]),
        // The built tools as users run them: the command line, the plugins, fuzzing, the benchmark.
        // The executables are listed so that `swift test` builds the binaries these tests run.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["ModelGenKit", "SyntheticModels", "modelgen", "modelgen-benchmark"]
        ),
    ]
)

#if os(macOS)
    // On macOS the sample app (without its entry point) and the every-feature golden model are also
    // compiled as modules of their own, so that tests can run them against the real Core Data.
    // (Core Data does not exist on Linux, where the tests typecheck generated code instead.)
    // macOS 14: the every-feature model has composite attributes, which Core Data has from
    // macOS 14 on. (Tools version 6.1 needs Xcode 16.3, which runs on macOS 15 and later.)
    package.platforms = [.macOS(.v14)]
    package.targets += [
        // The sample app without its main.swift: its generated classes and model, its store and its fixture.
        .target(
            name: "CommitsSample", path: "samples/CommitsApp/Sources/CommitsApp",
            exclude: ["main.swift", "Model/Commits.datamodel.json", "Model/Commits.versions"],
            resources: [.copy("Resources/commits.json")]),
        .target(name: "EverythingGenerated", path: "Tests/GeneratedCodeTests/Golden/Everything"),
    ]
    package.targets.first { $0.name == "GeneratedCodeTests" }!.dependencies += ["CommitsSample", "EverythingGenerated"]
#endif
