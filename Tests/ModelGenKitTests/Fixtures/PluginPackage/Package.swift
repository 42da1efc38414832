// swift-tools-version: 6.0
import PackageDescription

// A package that applies modelgen's plugins, built by PluginTests in a temporary copy (which
// points the modelgen dependency at the repository). It builds on Linux: `Library`'s model uses
// templates that print plain Swift, and `App` runs the result. `Store` gets the built-in Core Data
// output, which PluginTests typechecks against the SDK stub; `Committed` is for the command plugin.
let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(name: "modelgen", path: "../../../..")
    ],
    targets: [
        .target(name: "Library", plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]),
        .executableTarget(name: "App", dependencies: ["Library"]),
        .target(name: "Store", plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]),
        .target(name: "Committed"),
    ]
)
