import Foundation

// A stand-in for Foundation's `Process`, which iOS does not have, declared with the members that
// `Tests/Support/TestSupport.swift` uses. `CoreDataRuntimeTypecheckTests`
// typechecks the runtime tests with that file for `arm64-apple-ios17.0`, where this declaration
// takes the place of the unavailable one (a module's own declaration hides an imported one). On
// macOS, where the runtime tests run, the test target uses Foundation's own. Nothing here runs.

/// Foundation's `Process`, as far as `TestSupport.runProcess` uses it.
final class Process {
    /// Why the process ended.
    enum TerminationReason {
        case exit, uncaughtSignal
    }

    var executableURL: URL?
    var arguments: [String]?
    var environment: [String: String]?
    var currentDirectoryURL: URL?
    var standardOutput: Any?
    var standardError: Any?
    var standardInput: Any?
    var isRunning: Bool { false }
    var terminationStatus: Int32 { 0 }
    var terminationReason: TerminationReason { .exit }

    func run() throws {}
    func terminate() {}
    func waitUntilExit() {}
}
