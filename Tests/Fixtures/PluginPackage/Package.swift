// swift-tools-version: 6.0
import PackageDescription

// A package that applies modelgen's plugins, built by PluginBuildTests in a temporary copy (which
// points the modelgen dependency at the repository). It builds on Linux: `Library`'s model uses
// templates that print plain Swift, and `App` runs the result. `Committed` is written by the
// command plugin.
let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(name: "modelgen", path: "../../../..")
    ],
    targets: [
        .target(name: "Library", plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]),
        .executableTarget(name: "App", dependencies: ["Library"]),
        .target(name: "Committed", exclude: ["Commits.datamodel.json"]),
    ]
)
