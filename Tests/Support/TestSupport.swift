import Foundation
import Testing

@testable import ModelGenKit

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The 1-based line and column (UTF-8 bytes) where `needle` first occurs in `text`, optionally
    /// the `occurrence`-th time.
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> String {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: searchStart..<text.endIndex)
            guard let range = found else { break }
            searchStart = range.upperBound
        }
        guard let range = found else { return "not found: \(needle)" }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<range.lowerBound].utf8.count + 1
        return "\(line):\(column)"
    }

    /// The package's root folder, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")
    static let xcodeFixtures = fixtures.appendingPathComponent("Xcode")
    static let golden = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Golden")
    static let sampleOutput = packageRoot.appendingPathComponent("samples/CommitsApp/Sources/CommitsApp/Model")
    static let sampleModel = sampleOutput.appendingPathComponent("Commits.datamodel.json")

    /// `MODELGEN_RECORD=1 swift test` rewrites golden files (and the embedded templates) instead of
    /// comparing against them. Review the diff before committing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["MODELGEN_RECORD"] == "1"
    }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Compares `actual` with the golden file, or records it.
    static func expectGolden(_ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? read(url) else {
            Issue.record(
                "missing golden file \(url.path); run MODELGEN_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let diff = UnifiedDiff.diff(old: expected, new: actual, path: url.lastPathComponent)
            Issue.record(
                "\(url.lastPathComponent) differs from its golden file:\n\(diff)", sourceLocation: sourceLocation)
        }
    }

    /// Renders every file of a resolved model with the built-in templates, into the current folder,
    /// with the support file where a run would write one (beside a model file).
    static func render(_ model: ResolvedModel, options: GenerationOptions = GenerationOptions()) throws
        -> [GeneratedFile]
    {
        withSupport(
            try Generator.render(
                model, options: options, templates: .builtin, propertiesDirectory: ".", classDirectory: "."),
            omitting: options.omitted)
    }

    /// `files`, and the support file (`ModelGenSupport.swift`) when one of them calls it, as a run
    /// writes it into their folder: with the sections they call, for a model that leaves out
    /// `omitted`.
    static func withSupport(_ files: [GeneratedFile], omitting omitted: Set<GenerationOptions.APIPart> = [])
        -> [GeneratedFile]
    {
        guard files.contains(where: \.callsSupport) else { return files }
        let sections = SupportFileSections.called(
            omitting: omitted, modelFile: files.first { $0.kind == .managedObjectModel }?.supportSections)
        return files + [.support(inFolder: ".", sections: sections)]
    }

    /// Loads a model file (which must be valid) and its shipped versions, and renders its files,
    /// with the diagnostics it gave.
    static func generate(_ url: URL, options: GenerationOptions = GenerationOptions()) throws
        -> (files: [GeneratedFile], diagnostics: [Diagnostic])
    {
        var metrics = PipelineMetrics()
        let result = ModelLoader.load(modelAt: url.path, metrics: &metrics)
        let diagnostics = result.diagnostics
        let loaded = try #require(result.history, "\(describe(diagnostics))")
        let files = try Generator.render(
            loaded.current, history: loaded, options: options, templates: .builtin, propertiesDirectory: ".",
            classDirectory: ".")
        return (withSupport(files, omitting: options.omitted), diagnostics)
    }

    /// Generated files as a name → source dictionary, as the typechecker takes them.
    static func sources(_ files: [GeneratedFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// What a child process printed and how it ended.
    struct ProcessOutput {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process was still running at the time limit, and was killed.
        var timedOut = false
        /// Whether it ended by a signal (a crash, or the kill at the time limit) rather than `exit`.
        var crashed = false
    }

    /// Runs `executable` with `arguments` (in `directory` when given) and waits for it. Output goes
    /// to temporary files rather than pipes, so a large output can never block the process.
    static func runProcess(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, timeLimit: Duration = .seconds(300)
    ) throws -> ProcessOutput {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        let output = try makeOutputFile(at: outputURL)
        let errors = try makeOutputFile(at: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = childTemporaryDirectory.path
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        var timedOut = false
        while process.isRunning {
            if clock.now > deadline {
                timedOut = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return ProcessOutput(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            timedOut: timedOut, crashed: process.terminationReason == .uncaughtSignal)
    }

    struct CannotCreateFile: Error {
        var path: String
    }

    /// A handle that writes to a new empty file at `url`, such as a child process's output.
    static func makeOutputFile(at url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CannotCreateFile(path: url.path)
        }
        return try FileHandle(forWritingTo: url)
    }

    /// Compiles `files` (names to Swift sources) in Swift 6 mode, with no warning allowed, runs the
    /// program and expects it to print only `all passed`.
    static func expectProgramPasses(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        guard let run = try runProgram(files, sourceLocation: sourceLocation) else { return }
        #expect(run.stdout == "all passed\n", "\(run.stdout)\(run.stderr)", sourceLocation: sourceLocation)
    }

    /// Compiles `files` (names to Swift sources) in Swift 6 mode, with no warning allowed, and runs
    /// the program; nil, with the compiler's output recorded as an issue, when it does not compile.
    static func runProgram(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> ProcessOutput?
    {
        try runProgram(files, argumentLists: [[]], sourceLocation: sourceLocation)?.first
    }

    /// Compiles `files` as `runProgram(_:)` does (`optimized`: with `-O`, as a release build),
    /// then runs the program once with each list of arguments, in order: one compilation for every
    /// run.
    static func runProgram(
        _ files: [String: String], argumentLists: [[String]], optimized: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [ProcessOutput]? {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let swiftc = try #require(swiftc, "no swiftc on the PATH", sourceLocation: sourceLocation)
        let executable = folder.appendingPathComponent("run")
        let build = try TestSupport.runProcess(
            swiftc,
            ["-swift-version", "6", "-o", executable.path] + (optimized ? ["-O"] : [])
                + files.keys.sorted().filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path })
        #expect(build.status == 0, "\(build.stderr)", sourceLocation: sourceLocation)
        #expect(!build.stderr.contains("warning:"), "\(build.stderr)", sourceLocation: sourceLocation)
        guard build.status == 0 else { return nil }
        return try argumentLists.map { try TestSupport.runProcess(executable, $0) }
    }

    /// The `swiftc` on the PATH, if any.
    static let swiftc: URL? = executableOnPath("swiftc").map { URL(fileURLWithPath: $0) }

    /// The path of the program `name` in the first folder of the PATH that has it, if any.
    static func executableOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The folder that holds this test process's temporary folders. It is removed when the process
    /// exits, so that test runs do not fill the disk. Each test target compiles this file (they
    /// share Tests/Support), and all of them run in one process: the target's name keeps the
    /// folder its own.
    static let temporaryRoot: URL = {
        let target = #fileID.prefix { $0 != "/" }
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("modelgen-tests-\(ProcessInfo.processInfo.processIdentifier)-\(target)")
        try? FileManager.default.removeItem(at: root)  // left by an earlier process with this number
        atexit { try? FileManager.default.removeItem(at: TestSupport.temporaryRoot) }
        return root
    }()

    /// The TMPDIR of the processes the tests start. The Swift driver leaves a TemporaryDirectory
    /// folder there for every compile that it hands on to the frontend; this one is removed with
    /// the rest when the tests end. One folder for the whole run: SwiftPM builds again whatever a
    /// new TMPDIR changes the commands of, which a folder per process would make every build do.
    static let childTemporaryDirectory: URL = {
        let url = temporaryRoot.appendingPathComponent("tmp")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A new empty folder under the system's temporary folder, removed when the tests end.
    static func makeTemporaryDirectory() throws -> URL {
        let url = temporaryRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Parses and resolves model text, returning the model and every diagnostic; `purpose` and
    /// `declaringModelActors` as `Resolver.resolve` takes them.
    static func load(
        _ json: String, path: String = "Test.datamodel.json", purpose: Resolver.Purpose = .generatingClasses,
        declaringModelActors: Bool = true
    ) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        ModelLoader.loadModel(
            bytes: Array(json.utf8), path: path, purpose: purpose, declaringModelActors: declaringModelActors)
    }

    /// Each diagnostic as `line:column: severity: message`, without the file name, its notes in
    /// parentheses (with their own `line:column:` when they have one).
    static func describe(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let position = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
            return "\(position)\(diagnostic.severity.rawValue): \(diagnostic.message)"
                + diagnostic.notes.map { note in
                    " (note: \(note.location.map { "\($0.line):\($0.column): " } ?? "")\(note.message))"
                }.joined()
        }
    }
}

extension PlanApplier {
    /// Applies a plan for a test that does not look at the metrics.
    static func apply(_ plan: WritePlan) throws(WriteFailure) -> [FileOperation] {
        var metrics = PipelineMetrics()
        return try apply(plan, metrics: &metrics)
    }
}

extension ResolvedModel {
    /// The entity called `name`. (Later stages follow links and never look an entity up by name.)
    func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }
}

extension TestSupport {
    /// The members of every object inside `value` one level down: an object's or a record's own,
    /// and those of each item of a list. Tests walk a context whole with it.
    static func members(of value: TemplateValue) -> [(name: String, value: TemplateValue)] {
        switch value {
        case .object(let object): object.map { ($0.key, $0.value) }
        case .record(let records, let index): records.members(ofItem: index)
        case .records(let records): (0..<records.count).flatMap { records.members(ofItem: $0) }
        case .list(let items): items.flatMap(members(of:))
        case .text, .flag: []
        }
    }
}
