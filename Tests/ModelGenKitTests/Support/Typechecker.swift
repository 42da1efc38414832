import Foundation

/// Typechecks Swift files as one module the way Apple's compiler would see them: on Linux against
/// the SDK stub in `Tests/SDKStub` with Objective-C interop on (so `@NSManaged`, `@objc` and
/// bridging follow Apple's rules), on macOS against the real SDK.
///
/// It only typechecks: on Linux nothing is linked or run, because there is no Core Data to run it on.
enum Typechecker {
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

    /// Typechecks `files` (name → source) as one module in the given Swift language mode, with
    /// `flags` for the compiler besides (`-default-isolation MainActor`, say).
    static func typecheck(
        _ files: [String: String], module: String = "Generated", swiftVersion: Int = 6, depth: Depth = .typecheck,
        flags: [String] = []
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

    /// Typechecks the files in `folder` (and `extra` files) as one module.
    static func typecheck(
        folder: URL, extra: [String: String] = [:], module: String = "Generated", swiftVersion: Int = 6
    ) throws -> Result {
        var files = extra
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[name] = try TestSupport.read(folder.appendingPathComponent(name))
        }
        return try typecheck(files, module: module, swiftVersion: swiftVersion)
    }

    /// Runs a compiler and returns its status and everything it printed.
    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let output = try TestSupport.runProcess(URL(fileURLWithPath: executable), arguments)
        return (output.status, output.stdout + output.stderr)
    }
}
