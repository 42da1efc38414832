import Foundation

/// Apple's real iOS SDK, where this machine has it: the strongest check of generated code short of
/// running it on an Apple platform. Found, in order, from
///
/// - `MODELGEN_APPLE_SDK` (an `iPhoneOS*.sdk` folder) with, on Linux, `MODELGEN_APPLE_SDK_RESOURCE_DIR`
///   (a Swift resource folder for Apple targets): what `../shared/apple-sdk/setup.sh` writes into
///   `~/.cache/modelgen-apple-sdk/env.sh`, which CONTRIBUTING describes;
/// - on macOS, Xcode's iOS SDK (`xcrun --sdk iphoneos --show-sdk-path`).
///
/// Code is typechecked against it with `swiftc -typecheck -wmo`: nothing is linked or run.
struct AppleSDK: Sendable {
    /// The `.sdk` folder.
    var path: String
    /// A Swift resource folder for Apple targets, on Linux (see `preparedResourceDirectory`); `nil`
    /// where the toolchain has its own (macOS).
    var resourceDirectory: String?
    /// Its name and version from its settings, such as "iOS 17.4 SDK".
    var name: String

    /// The deployment targets generated code is checked at: the SDK's own, and the oldest that the
    /// docs promise (docs/GeneratedAPI.md: iOS 13, or iOS 15 once a model has shipped versions,
    /// whose migration uses Core Data's typed store API).
    enum Target: String, Sendable, CaseIterable {
        case current = "arm64-apple-ios17.0"
        case oldest = "arm64-apple-ios13.0"
        case oldestWithShippedVersions = "arm64-apple-ios15.0"

        var systemVersion: String { String(rawValue.dropFirst("arm64-apple-".count)) }
    }

    /// The SDK this machine has, or `nil`.
    static let found: AppleSDK? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["MODELGEN_APPLE_SDK"], !path.isEmpty {
            #if os(macOS)
                return AppleSDK(path: path, resourceDirectory: nil, name: name(of: path))
            #else
                guard let resources = environment["MODELGEN_APPLE_SDK_RESOURCE_DIR"], !resources.isEmpty else {
                    return nil
                }
                return AppleSDK(path: path, resourceDirectory: resources, name: name(of: path))
            #endif
        }
        #if os(macOS)
            if let output = try? TestSupport.runProcess(
                URL(fileURLWithPath: "/usr/bin/xcrun"), ["--sdk", "iphoneos", "--show-sdk-path"]),
                output.status == 0
            {
                let path = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                return AppleSDK(path: path, resourceDirectory: nil, name: name(of: path))
            }
        #endif
        return nil
    }()

    /// What a test that needs the SDK says where there is none.
    static let skipNote =
        "skipped: no Apple SDK (set MODELGEN_APPLE_SDK and MODELGEN_APPLE_SDK_RESOURCE_DIR, see CONTRIBUTING.md)"

    /// "iOS 17.4 SDK", read from the SDK's `SDKSettings.json` (its folder's name where that fails).
    private static func name(of path: String) -> String {
        let settings = URL(fileURLWithPath: path).appendingPathComponent("SDKSettings.json")
        if let data = try? Data(contentsOf: settings),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = object["DisplayName"] as? String
        {
            return name + " SDK"
        }
        return URL(fileURLWithPath: path).lastPathComponent
    }

    /// The resource folder the compiler is given on Linux: the one named by
    /// `MODELGEN_APPLE_SDK_RESOURCE_DIR`, plus `AppleSDKSupport/os.apinotes`, the Swift names of
    /// the `os` module's C declarations, which a Darwin toolchain ships and a Linux one lacks
    /// (without them, `import CloudKit`, which imports `os` through CoreLocation, fails). Made once
    /// per test run.
    private static let preparedResourceDirectory: Result<String, Typechecker.Failure> = {
        guard let sdk = found, let given = sdk.resourceDirectory else {
            return .failure(Typechecker.Failure(description: "no resource folder"))
        }
        let folder = TestSupport.temporaryRoot.appendingPathComponent("apple-sdk-resources").resolvingSymlinksInPath()
        let manager = FileManager.default
        do {
            try? manager.removeItem(at: folder)
            try manager.createDirectory(
                at: folder.appendingPathComponent("apinotes"), withIntermediateDirectories: true)
            let givenURL = URL(fileURLWithPath: given)
            for item in try manager.contentsOfDirectory(atPath: given) where item != "apinotes" {
                try manager.createSymbolicLink(
                    at: folder.appendingPathComponent(item),
                    withDestinationURL: givenURL.appendingPathComponent(item).resolvingSymlinksInPath())
            }
            let notes = givenURL.appendingPathComponent("apinotes")
            for item in (try? manager.contentsOfDirectory(atPath: notes.path)) ?? [] {
                try manager.copyItem(
                    at: notes.appendingPathComponent(item), to: folder.appendingPathComponent("apinotes/" + item))
            }
            let ours = TestSupport.packageRoot.appendingPathComponent("Tests/AppleSDKSupport/os.apinotes")
            let destination = folder.appendingPathComponent("apinotes/os.apinotes")
            if !manager.fileExists(atPath: destination.path) {
                try manager.copyItem(at: ours, to: destination)
            }
            return .success(folder.path)
        } catch {
            return .failure(Typechecker.Failure(description: "preparing the SDK's resource folder failed: \(error)"))
        }
    }()

    /// The compiler and its arguments that compile `paths` as the module `module` as far as `flags`
    /// say (`-typecheck`, say), in one process (`-wmo`).
    func compilerCommand(
        _ paths: [String], module: String, swiftVersion: Int, target: Target, flags: [String]
    ) throws -> (executable: String, arguments: [String]) {
        var arguments = [
            "-wmo", "-swift-version", "\(swiftVersion)", "-module-name", module,
            "-target", target.rawValue, "-sdk", path,
            "-diagnostic-style", "llvm", "-no-color-diagnostics",
        ]
        #if os(macOS)
            return ("/usr/bin/xcrun", ["swiftc"] + arguments + flags + paths)
        #else
            guard let compiler = Typechecker.swiftc else {
                throw Typechecker.Failure(description: "no swiftc on the PATH")
            }
            // A Linux toolchain enables no cross-import overlays by default; Apple's SDK declares
            // `NSPersistentCloudKitContainerOptions.databaseScope` in one (_CoreData_CloudKit).
            arguments += [
                "-resource-dir", try Self.preparedResourceDirectory.get(),
                "-Xfrontend", "-enable-cross-import-overlays",
            ]
            return (compiler, arguments + flags + paths)
        #endif
    }

    #if !os(macOS)
        /// The frontend and its arguments that build the module `module` for `target` from the
        /// textual interface at `interface` into `output` (a `.swiftmodule` file). Linux only: what
        /// `CoreDataRuntimeTypecheckTests` builds the toolchain's Swift Testing with.
        func interfaceCompilerCommand(
            _ interface: String, module: String, target: Target, output: String
        ) throws -> (executable: String, arguments: [String]) {
            guard let frontend = Typechecker.frontend else {
                throw Typechecker.Failure(description: "no swift-frontend on the PATH")
            }
            return (
                frontend,
                [
                    "-frontend", "-compile-module-from-interface", "-module-name", module, "-target", target.rawValue,
                    "-sdk", path, "-resource-dir", try Self.preparedResourceDirectory.get(),
                    "-diagnostic-style", "llvm", "-no-color-diagnostics", interface, "-o", output,
                ]
            )
        }
    #endif
}
