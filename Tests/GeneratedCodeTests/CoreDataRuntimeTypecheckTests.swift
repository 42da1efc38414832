import Foundation
import Testing

/// `CoreDataRuntimeTests` run only on macOS, against the real Core Data; on Linux that file compiles
/// to nothing. Where Apple's iOS SDK is set up (`AppleSDK`), this suite typechecks it against that
/// SDK for `arm64-apple-ios17.0` in Swift 6 mode, so that the suite a Mac would run at least
/// compiles: its Core Data calls, its uses of the generated classes and of the sample's store, and
/// its Swift Testing macros (expanded by the toolchain's own `TestingMacros` plugin). Typechecked,
/// not run. (The Mac builds that target for macOS 14; the APIs it uses are the same on iOS 17.)
///
/// The test module is typechecked with what it imports built as modules of their own, as on the
/// Mac (`Package.swift`): the sample app without its entry point (`CommitsSample`), the
/// every-feature golden output (`EverythingGenerated`), the library (`ModelGenKit`) and Swift
/// Testing, which the iOS SDK does not have: it is built from the toolchain's own interface
/// (`testingInterface`). With it go the files of the test target that the runtime tests use
/// (`TestSupport`, `CommitsAppLogicTests` and the sample's files it links), and a stand-in for
/// Foundation's `Process`, which iOS lacks (`Tests/AppleSDKSupport/ProcessStandIn.swift`).
@Suite(.serialized, .tags(.slow), .skippedInFastRuns) struct CoreDataRuntimeTypecheckTests {
    static let testTarget = TestSupport.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests")
    static let target = AppleSDK.Target.current

    /// The runtime tests and the files of the test target they use, by path.
    static let testModuleFiles =
        [
            "CoreDataRuntimeTests.swift", "Support/TestSupport.swift", "CommitsAppLogicTests.swift",
            "CommitsApp/CommitsCommand.swift", "CommitsApp/GitHubCommit.swift",
        ].map { testTarget.appendingPathComponent($0).path } + [
            TestSupport.packageRoot.appendingPathComponent("Tests/AppleSDKSupport/ProcessStandIn.swift").path
        ]

    @Test func theRuntimeTestsTypecheckAgainstApplesSDK() throws {
        #if os(macOS)
            print("CoreDataRuntimeTypecheckTests: on macOS the runtime tests are built (and run) with this target")
        #else
            guard let sdk = AppleSDK.found else {
                print("CoreDataRuntimeTypecheckTests: \(AppleSDK.skipNote)")
                return
            }
            _ = try Self.modules.get()  // built first, and timed on their own
            let start = ContinuousClock.now
            let diagnostics = try Self.typecheck(Self.testModuleFiles, sdk: sdk)
            #expect(diagnostics == [])
            print("typechecking CoreDataRuntimeTests against \(sdk.name) took \(ContinuousClock.now - start)")
        #endif
    }

    /// The check fails where the runtime tests do not compile: a wrong type in a test's own code and
    /// one inside `#expect` are each reported at their line.
    @Test func aTypeErrorInTheRuntimeTestsFailsTheCheck() throws {
        #if !os(macOS)
            guard let sdk = AppleSDK.found else {
                print("CoreDataRuntimeTypecheckTests: \(AppleSDK.skipNote)")
                return
            }
            let original = try TestSupport.read(Self.testTarget.appendingPathComponent("CoreDataRuntimeTests.swift"))
            let end = try #require(original.range(of: "#endif", options: .backwards))
            let wrong = """
                    extension CoreDataRuntimeTests {
                        @Test func deliberatelyWrong() throws {
                            let commit = Commit(context: try Containers.commits())
                            commit.date = "yesterday"
                            #expect(commit.author?.commits.count == "two")
                        }
                    }

                """
            let broken = original[..<end.lowerBound] + wrong + original[end.lowerBound...]
            let firstLine = original[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
            let folder = try TestSupport.makeTemporaryDirectory().resolvingSymlinksInPath()
            defer { try? FileManager.default.removeItem(at: folder) }
            let copy = folder.appendingPathComponent("CoreDataRuntimeTests.swift")
            try String(broken).write(to: copy, atomically: true, encoding: .utf8)
            let diagnostics = try Self.typecheck([copy.path] + Self.testModuleFiles.dropFirst(), sdk: sdk)
                .map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
            #expect(diagnostics.count == 2, "\(diagnostics)")
            for line in [firstLine + 3, firstLine + 4] {
                #expect(
                    diagnostics.contains {
                        $0.hasPrefix("CoreDataRuntimeTests.swift:\(line):") && $0.contains(": error: ")
                    },
                    "line \(line): \(diagnostics)")
            }
        #endif
    }

    #if !os(macOS)
        /// Typechecks `paths` as the test module against the modules it imports (`modules`), and
        /// returns the compiler's errors and warnings, with the package's path taken out of them.
        /// Warnings count: the runtime tests are kept free of them.
        static func typecheck(_ paths: [String], sdk: AppleSDK) throws -> [String] {
            let built = try modules.get()
            let command = try sdk.compilerCommand(
                paths, module: "GeneratedCodeTests", swiftVersion: 6, target: target,
                flags: [
                    "-typecheck", "-parse-as-library", "-I", built.folder.path, "-plugin-path", built.plugins.path,
                ])
            let output = try TestSupport.runProcess(URL(fileURLWithPath: command.executable), command.arguments)
            let diagnostics = (output.stdout + output.stderr).split(separator: "\n").map(String.init)
                .filter { ($0.contains(": error: ") || $0.contains(": warning: ")) && !isSDKArtifact($0) }
                .map { $0.replacingOccurrences(of: TestSupport.packageRoot.path + "/", with: "") }
            if output.status != 0 && diagnostics.isEmpty {
                throw Typechecker.Failure(
                    description:
                        "typechecking the runtime tests failed without a diagnostic (status \(output.status)):\n"
                        + output.stdout + output.stderr)
            }
            return diagnostics
        }

        /// A warning that comes from the SDK's older standard library, not from the tests: the Testing
        /// macros' expansions mark their uses of `UnsafeRawPointer` `unsafe`, which Swift 5.10's
        /// library (iOS 17.4's) does not declare unsafe.
        static func isSDKArtifact(_ line: String) -> Bool {
            line.contains("@__swiftmacro_")
                && line.hasSuffix("warning: no unsafe operations occur within 'unsafe' expression")
        }

        /// The modules the test module imports, built for `target` once per test run into a folder;
        /// with the toolchain's macro plugins' folder.
        static let modules: Result<(folder: URL, plugins: URL), Typechecker.Failure> = {
            guard let sdk = AppleSDK.found else { return .failure(Typechecker.Failure(description: AppleSDK.skipNote)) }
            do {
                let start = ContinuousClock.now
                let folder = TestSupport.temporaryRoot.appendingPathComponent("runtime-tests-modules")
                    .resolvingSymlinksInPath()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let toolchain = try toolchainUsr()

                let interface = folder.appendingPathComponent("Testing.swiftinterface")
                try testingInterface(sdk: sdk, toolchain: toolchain).write(
                    to: interface, atomically: true, encoding: .utf8)
                let testing = try sdk.interfaceCompilerCommand(
                    interface.path, module: "Testing", target: target,
                    output: folder.appendingPathComponent("Testing.swiftmodule").path)
                try run(testing, building: "Swift Testing")

                // Declarations only (`-experimental-skip-all-function-bodies`): what the tests see of
                // each module. The generated code's bodies are typechecked against the SDK by
                // `CompileTests`; ModelGenKit's use Swift 6 library API that the SDK's Swift 5.10
                // library lacks (typed throws in `Result.map`, `Duration` division), and are compiled
                // for Linux by the build.
                let sample = try CompileTests.sampleFiles().filter { $0.key != "main.swift" }
                let sampleFolder = folder.appendingPathComponent("CommitsSample")
                try FileManager.default.createDirectory(at: sampleFolder, withIntermediateDirectories: true)
                for (name, text) in sample {
                    try text.write(to: sampleFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
                }
                let library = TestSupport.packageRoot.appendingPathComponent("Sources/ModelGenKit")
                let everything = testTarget.appendingPathComponent("Golden/Everything")
                for (module, sources) in [
                    ("ModelGenKit", try swiftFiles(under: library)),
                    ("CommitsSample", try swiftFiles(under: sampleFolder)),
                    ("EverythingGenerated", try swiftFiles(under: everything)),
                ] {
                    let command = try sdk.compilerCommand(
                        sources, module: module, swiftVersion: 6, target: target,
                        flags: [
                            "-parse-as-library", "-emit-module", "-enable-testing", "-Xfrontend",
                            "-experimental-skip-all-function-bodies", "-I", folder.path,
                            "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                        ])
                    try run(command, building: module)
                }
                print("building the runtime tests' modules for \(sdk.name) took \(ContinuousClock.now - start)")
                return .success((folder, toolchain.appendingPathComponent("lib/swift/host/plugins")))
            } catch let failure as Typechecker.Failure {
                return .failure(failure)
            } catch {
                return .failure(Typechecker.Failure(description: "\(error)"))
            }
        }()

        /// Runs a compiler and fails with everything it printed where it fails or warns.
        static func run(_ command: (executable: String, arguments: [String]), building module: String) throws {
            let output = try TestSupport.runProcess(URL(fileURLWithPath: command.executable), command.arguments)
            let text = output.stdout + output.stderr
            guard output.status == 0, !text.contains("error:") else {
                throw Typechecker.Failure(
                    description: "building \(module) for the runtime tests failed (status \(output.status)):\n\(text)")
            }
        }

        /// The `.swift` files under `folder`, at any depth, sorted.
        static func swiftFiles(under folder: URL) throws -> [String] {
            let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        }

        /// The toolchain's `usr` folder, the one `swift-frontend` is in.
        static func toolchainUsr() throws -> URL {
            guard let frontend = Typechecker.frontend else {
                throw Typechecker.Failure(description: "no swift-frontend on the PATH")
            }
            return URL(fileURLWithPath: frontend).resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent()
        }

        /// The toolchain's Swift Testing interface (for Linux), made to build for iOS against the
        /// SDK, whose standard library is older than the toolchain's (iOS 17.4's is Swift 5.10's):
        ///
        /// - its flags line names the Linux target, which would win over the command line's;
        /// - `#isolation` (new in Swift 6.0's `_Concurrency`) is declared as that library declares
        ///   it, where the SDK's `_Concurrency` lacks it;
        /// - `ExitTest.current`, an `Optional` of a noncopyable type, which Swift 5.10's `Optional`
        ///   cannot be, is left out (exit tests need a child process: the runtime tests have none).
        ///
        /// A toolchain whose interface no longer takes these changes fails the test with the
        /// compiler's message about this module.
        static func testingInterface(sdk: AppleSDK, toolchain: URL) throws -> String {
            let module = toolchain.appendingPathComponent("lib/swift/linux/Testing.swiftmodule")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: module.path)) ?? []
            guard
                let name = names.sorted().first(where: {
                    $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
                        && !$0.hasSuffix(".package.swiftinterface")
                })
            else {
                throw Typechecker.Failure(description: "no Swift Testing interface in \(module.path)")
            }
            var text = try TestSupport.read(module.appendingPathComponent(name))
            guard let flags = text.firstMatch(of: #/// swift-module-flags: .*-target (\S+)/#) else {
                throw Typechecker.Failure(description: "no -target in the flags line of \(name)")
            }
            text.replaceSubrange(flags.output.1.startIndex..<flags.output.1.endIndex, with: target.rawValue)

            let concurrency = URL(fileURLWithPath: sdk.path).appendingPathComponent(
                "usr/lib/swift/_Concurrency.swiftmodule/arm64-apple-ios.swiftinterface")
            if try !TestSupport.read(concurrency).contains("macro isolation<") {
                guard let imports = text.firstMatch(of: #/(?m)^public import .*\n(?!public import)/#) else {
                    throw Typechecker.Failure(description: "no imports in \(name)")
                }
                text.insert(
                    contentsOf: "@freestanding(expression) public macro isolation<T>() -> T = Builtin.IsolationMacro\n",
                    at: imports.range.upperBound)
            }
            text.replace(#/\n *public static var current: Testing\.ExitTest\? \{[^}]*\}/#, with: "")
            return text
        }
    #endif
}
