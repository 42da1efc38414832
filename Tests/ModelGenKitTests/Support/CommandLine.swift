import Foundation

/// Runs the built `modelgen` executable as a user would, and captures what it prints.
enum ModelGenCLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `modelgen` binary SwiftPM built next to the test bundle (the test target depends on it).
    static let executable: URL = {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("modelgen")
            }
        #endif
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("modelgen")
    }()

    /// Runs `modelgen` with `arguments`, in `directory` when given. Output goes to temporary files
    /// rather than pipes, so a large output can never block the process.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let scratch = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        let output = try TestSupport.makeOutputFile(at: outputURL)
        let errors = try TestSupport.makeOutputFile(at: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outputURL, encoding: .utf8),
            stderr: try String(contentsOf: errorURL, encoding: .utf8))
    }
}
