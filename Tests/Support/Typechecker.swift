import Foundation
import Testing

/// Typechecks Swift files as one module the way Apple's compiler would see them: on Linux against
/// the SDK stub in `Tests/SDKStub` with Objective-C interop on (so `@NSManaged`, `@objc` and
/// bridging follow Apple's rules), on macOS against the macOS SDK; and, where the machine has it,
/// against Apple's real iOS SDK (`AppleSDK`) at the current and the oldest promised deployment
/// target.
///
/// It only typechecks: on Linux nothing is linked or run, because there is no Core Data to run it on.
enum Typechecker {
    /// What the code is typechecked against.
    enum SDK: Sendable, CustomStringConvertible {
        /// `Tests/SDKStub` on Linux, the macOS SDK on macOS.
        case stub
        /// Apple's iOS SDK (`AppleSDK.found`) at a deployment target.
        case apple(AppleSDK.Target)

        var description: String {
            switch self {
            #if os(macOS)
                case .stub: "macOS SDK"
            #else
                case .stub: "SDK stub"
            #endif
            case .apple(let target): "\(AppleSDK.found?.name ?? "Apple SDK"), \(target.systemVersion)"
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The compiler's errors and warnings, each as `File.swift:line:column: severity: message`.
    struct Result {
        var diagnostics: [String]
        var errors: [String] { diagnostics.filter { $0.contains(": error: ") } }
        var warnings: [String] { diagnostics.filter { $0.contains(": warning: ") } }
    }

    static let stubRoot = TestSupport.packageRoot.appendingPathComponent("Tests/SDKStub")

    /// `swiftc` on the PATH, which typechecks against Apple's SDK on Linux.
    static let swiftc: String? = TestSupport.executableOnPath("swiftc")

    /// `swift-frontend` from the toolchain that runs the tests: next to `swiftc` on the PATH.
    static let frontend: String? = {
        if let explicit = ProcessInfo.processInfo.environment["SWIFT_FRONTEND"] { return explicit }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            for name in ["swift-frontend", "swiftc"] {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
                let resolved = candidate.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
                    "swift-frontend")
                if FileManager.default.isExecutableFile(atPath: resolved.path) { return resolved.path }
            }
        }
        return nil
    }()

    /// The folder with the built stub overlays, made once per test run; or why it could not be made.
    private static let stubBuild: Swift.Result<URL, Failure> = {
        guard let frontend else { return .failure(Failure(description: "no swift-frontend on the PATH")) }
        let build = TestSupport.temporaryRoot.appendingPathComponent("sdkstub").resolvingSymlinksInPath()
        do {
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            for module in ["ObjectiveC", "Foundation", "CoreData", "CloudKit"] {
                let output = try run(
                    frontend,
                    [
                        "-frontend", "-emit-module", "-module-name", module, "-import-underlying-module",
                        "-parse-as-library",
                        "-swift-version", "6",
                    ] + stubFlags(build)
                        + [
                            stubRoot.appendingPathComponent("overlays/\(module).swift").path,
                            "-o", build.appendingPathComponent("\(module).swiftmodule").path,
                        ])
                guard output.status == 0, output.text.isEmpty else {
                    return .failure(Failure(description: "building the \(module) overlay failed:\n\(output.text)"))
                }
            }
            return .success(build)
        } catch {
            return .failure(Failure(description: "building the SDK stub failed: \(error)"))
        }
    }()

    /// The flags that make `import Foundation` and `import CoreData` find the stub. Every path is
    /// absolute and spelt the same way each time, as Clang's module cache requires.
    private static func stubFlags(_ build: URL) -> [String] {
        [
            "-enable-objc-interop", "-I", build.path, "-I", stubRoot.appendingPathComponent("include").path,
            "-module-cache-path", build.appendingPathComponent("ModuleCache").path,
        ]
    }

    /// How far the compiler goes: typechecking, or on to SIL, whose mandatory passes report what
    /// the type checker does not (a float literal that underflows, unreachable code).
    enum Depth {
        case typecheck, sil

        var flags: [String] {
            switch self {
            case .typecheck: ["-typecheck"]
            case .sil: ["-emit-sil", "-o", "/dev/null"]
            }
        }
    }

    /// Typechecks `files` (name → source) as one module in the given Swift language mode against
    /// `sdk`, with `flags` for the compiler besides (`-default-isolation MainActor`, say).
    static func typecheck(
        _ files: [String: String], module: String = "Generated", swiftVersion: Int = 6, depth: Depth = .typecheck,
        flags: [String] = [], on sdk: SDK = .stub
    ) throws -> Result {
        let folder = try TestSupport.makeTemporaryDirectory().resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let output: (status: Int32, text: String)
        if case .apple(let target) = sdk {
            guard let apple = AppleSDK.found else { throw Failure(description: AppleSDK.skipNote) }
            let command = try apple.compilerCommand(
                paths, module: module, swiftVersion: swiftVersion, target: target, flags: depth.flags + flags)
            output = try run(command.executable, command.arguments)
            return try result(of: output, in: folder)
        }
        #if os(macOS)
            output = try run(
                "/usr/bin/xcrun",
                ["swiftc"] + depth.flags + ["-swift-version", "\(swiftVersion)", "-module-name", module] + flags + paths
            )
        #else
            let build = try stubBuild.get()
            output = try run(
                frontend!,
                [
                    "-frontend"
                ] + depth.flags + [
                    "-swift-version", "\(swiftVersion)", "-module-name", module,
                    "-diagnostic-style", "llvm", "-no-color-diagnostics",
                ] + flags + stubFlags(build) + paths)
        #endif
        return try result(of: output, in: folder)
    }

    /// The compiler's diagnostics, with the scratch folder's path taken out of them.
    private static func result(of output: (status: Int32, text: String), in folder: URL) throws -> Result {
        let diagnostics = output.text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") || line.contains(": warning: ") else { return nil }
            return line.replacingOccurrences(of: folder.path + "/", with: "")
        }
        if output.status != 0 && diagnostics.isEmpty {
            throw Failure(
                description: "the compiler failed without a diagnostic (status \(output.status)):\n\(output.text)")
        }
        return Result(diagnostics: diagnostics)
    }

    /// The stub (or the macOS SDK), and Apple's iOS SDK at its own deployment target where this
    /// machine has it: what a test that expects a compile error checks, once on each.
    static let everySDK: [SDK] = AppleSDK.found == nil ? [.stub] : [.stub, .apple(.current)]

    /// The SDKs and language modes `diagnosticsOnEverySDK` checks: the stub (or the macOS SDK) in
    /// the mode asked for, and where this machine has Apple's iOS SDK, that SDK at the current
    /// deployment target (in both Swift 5 and Swift 6 mode when no mode was asked for) and at
    /// `oldest`.
    static func runs(swiftVersion: Int?, oldest: AppleSDK.Target) -> [(sdk: SDK, swiftVersion: Int)] {
        var runs: [(sdk: SDK, swiftVersion: Int)] = [(.stub, swiftVersion ?? 6)]
        guard AppleSDK.found != nil else { return runs }
        for version in swiftVersion.map({ [$0] }) ?? [6, 5] {
            runs.append((.apple(.current), version))
        }
        runs.append((.apple(oldest), swiftVersion ?? 6))
        return runs
    }

    /// Typechecks `files` on every SDK this machine has (`runs`) and returns every diagnostic, each
    /// behind the SDK, target and mode that gave it (`[iOS 17.4 SDK, ios13.0, Swift 6] File.swift:…`).
    /// `oldest` is the oldest deployment target docs/GeneratedAPI.md promises for such code: by default
    /// iOS 13, or iOS 15 where a model file has shipped versions (`versionModels`).
    static func diagnosticsOnEverySDK(
        _ files: [String: String], module: String = "Generated", swiftVersion: Int? = nil,
        depth: Depth = .typecheck, flags: [String] = [], oldest: AppleSDK.Target? = nil
    ) throws -> [String] {
        let oldest =
            oldest
            ?? (files.values.contains { $0.contains(" static let versionModels") }
                ? .oldestWithShippedVersions : .oldest)
        var diagnostics: [String] = []
        for run in runs(swiftVersion: swiftVersion, oldest: oldest) {
            let result = try typecheck(
                files, module: module, swiftVersion: run.swiftVersion, depth: depth, flags: flags, on: run.sdk)
            diagnostics += result.diagnostics.map { "[\(run.sdk), Swift \(run.swiftVersion)] \($0)" }
        }
        return diagnostics
    }

    /// Expects `files` to compile without a diagnostic on every SDK this machine has
    /// (`diagnosticsOnEverySDK`), and records each one it gives where they do not.
    static func expectNoDiagnostics(
        _ files: [String: String], module: String = "Generated", swiftVersion: Int? = nil,
        depth: Depth = .typecheck, flags: [String] = [], oldest: AppleSDK.Target? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let diagnostics = try diagnosticsOnEverySDK(
            files, module: module, swiftVersion: swiftVersion, depth: depth, flags: flags, oldest: oldest)
        #expect(diagnostics == [], sourceLocation: sourceLocation)
    }

    /// Typechecks the files in `folder` (and `extra` files) as one module.
    static func typecheck(
        folder: URL, extra: [String: String] = [:], module: String = "Generated", swiftVersion: Int = 6,
        on sdk: SDK = .stub
    ) throws -> Result {
        var files = extra
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[name] = try TestSupport.read(folder.appendingPathComponent(name))
        }
        return try typecheck(files, module: module, swiftVersion: swiftVersion, on: sdk)
    }

    /// Runs a compiler and returns its status and everything it printed.
    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let output = try TestSupport.runProcess(URL(fileURLWithPath: executable), arguments)
        return (output.status, output.stdout + output.stderr)
    }
}
