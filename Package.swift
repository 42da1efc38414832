// swift-tools-version: 6.0
import PackageDescription

// modelgen takes no package dependencies: a build plugin's dependencies land in every app
// that applies it, so the engine uses only what the Swift toolchain ships.
let package = Package(
    name: "modelgen",
    products: [
        .executable(name: "modelgen", targets: ["modelgen"]),
        .library(name: "ModelGenKit", targets: ["ModelGenKit"]),
    ],
    targets: [
        // The engine: parse → resolve → translate → render → write, one folder per stage.
        .target(name: "ModelGenKit"),
        // The command line: a thin shell over ModelGenKit.
        .executableTarget(name: "modelgen", dependencies: ["ModelGenKit"]),
        .testTarget(
            name: "ModelGenKitTests",
            // `modelgen` is listed so that `swift test` builds the binary the command-line tests run.
            dependencies: ["ModelGenKit", "modelgen"],
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
