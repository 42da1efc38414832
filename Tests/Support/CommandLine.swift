import Foundation

/// Runs the built `modelgen` executable as a user would, and captures what it prints.
enum ModelGenCLI {
    typealias Result = TestSupport.ProcessOutput

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

    /// Runs `modelgen` with `arguments`, in `directory` when given.
    static func run(_ arguments: [String], in directory: URL? = nil, timeLimit: Duration = .seconds(300)) throws
        -> Result
    {
        try TestSupport.runProcess(executable, arguments, in: directory, timeLimit: timeLimit)
    }
}
