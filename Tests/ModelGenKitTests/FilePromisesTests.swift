import Foundation
import Testing

@testable import ModelGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The promises about files that a hunt for broken ones found broken: a file modelgen cannot read is
/// not replaced, a run killed midway leaves nothing hidden for ever, a run that another removed a
/// file under does not fail (and undo the other's work), one folder reached by two paths is one
/// folder, two models do not replace each other's files, and a replaced file keeps its permissions.
@Suite struct FilePromisesTests {
    // (`hangupsCaught`, below the suite, counts what a signal handler saw.)
    let folder: URL
    let model: URL

    init() throws {
        folder = try TestSupport.makeTemporaryDirectory()
        model = folder.appendingPathComponent("Commits.datamodel.json")
        // Without its shipped versions: the tests change the model freely.
        try FileManager.default.copyItem(at: TestSupport.sampleModel, to: model)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func editModel(_ edit: (String) -> String) throws {
        try edit(String(contentsOf: model, encoding: .utf8)).write(to: model, atomically: true, encoding: .utf8)
    }

    /// `setpriv`, to run as `nobody`, whom permissions bind (they do not bind root, which CI runs as).
    static let setpriv: URL? = {
        let url = URL(fileURLWithPath: "/usr/bin/setpriv")
        return getuid() == 0 && FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    func runAsNobody(_ arguments: [String]) throws -> TestSupport.ProcessOutput {
        try TestSupport.runProcess(
            try #require(Self.setpriv),
            ["--reuid=65534", "--regid=65534", "--clear-groups", ModelGenCLI.executable.path] + arguments)
    }

    /// A file of the user's that modelgen cannot read might lack the marker: it is not replaced. An
    /// output folder it cannot list might hold stale files: that is an error too, not a quiet pass.
    @Test(.enabled(if: setpriv != nil, "needs root and setpriv to run as nobody"))
    func whatCannotBeReadIsNotReplaced() throws {
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        chmod(out.path, 0o777)
        chmod(model.path, 0o644)
        let first = try runAsNobody(["generate", model.path, "--output", out.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let mine = out.appendingPathComponent("Author+CoreDataProperties.swift")
        try "// My own Author properties.\n".write(to: mine, atomically: false, encoding: .utf8)
        chmod(mine.path, 0o222)
        let refused = try runAsNobody(["generate", model.path, "--output", out.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("warning:") }
                .joined(separator: "\n")
                == "\(mine.path): error: cannot read this file (Permission denied), so modelgen cannot tell whether it generated it, and does not replace it; make it readable, or move it away\nerror: nothing was written\n"
        )
        chmod(mine.path, 0o644)
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// My own Author properties.\n")
        try FileManager.default.removeItem(at: mine)
        chmod(out.path, 0o333)
        let unlisted = try runAsNobody(["generate", model.path, "--output", out.path, "--check"])
        chmod(out.path, 0o777)
        #expect(unlisted.status == 1)
        #expect(
            unlisted.stderr.contains(
                "\(out.path): error: cannot list this output folder (no permission to read it), so modelgen cannot find the files it generated there that are no longer wanted; make it readable"
            ), "\(unlisted.stderr)")
    }

    /// What cannot be made says so in the system's words, about the file or folder that was asked
    /// for (not about a temporary file, nor in Foundation's "The operation could not be completed").
    @Test(.enabled(if: setpriv != nil, "needs root and setpriv to run as nobody"))
    func whatCannotBeMadeSaysWhy() throws {
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        chmod(locked.path, 0o555)
        chmod(model.path, 0o644)
        let file = try runAsNobody(["generate", model.path, "--output", locked.path])
        #expect(file.status == 1)
        #expect(file.stderr.contains(": error: cannot create the file: Permission denied\n"), "\(file.stderr)")
        let inner = locked.appendingPathComponent("a/b").path
        let folderResult = try runAsNobody(["generate", model.path, "--output", inner])
        #expect(folderResult.status == 1)
        #expect(
            folderResult.stderr.contains("\(inner): error: cannot create the folder: Permission denied\n"),
            "\(folderResult.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    /// A run killed while it wrote leaves hidden temporary and backup files; the next run that lists
    /// the folder deletes those whose process is gone, and only those.
    @Test func filesLeftByAKilledRunAreDeleted() throws {
        let out = folder.appendingPathComponent("out")
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        // A process number above any system's limit is no process's; this test's own is running.
        let gone = ".Commit+CoreDataProperties.swift.modelgen-2147483000-12345.tmp"
        let goneBackup = ".Author+CoreDataProperties.swift.modelgen-2147483000-99.backup"
        let running = ".Commit+CoreDataProperties.swift.modelgen-\(getpid())-12345.tmp"
        let lookalike = ".notes.modelgen-2147483000.tmp"
        for name in [gone, goneBackup, running, lookalike] {
            try "x".write(to: out.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        // --check and --dry-run write nothing, and delete nothing.
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--check"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(gone).path))
        let result = try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(names.sorted() == [running, lookalike].sorted())
    }

    /// Ctrl-C (or SIGTERM) while files are renamed would leave the set half changed: the signal is
    /// held back, then raised again with the handling it had.
    @Test func aStopSignalWaitsForTheTransaction() throws {
        hangupsCaught = 0
        // The test runner's threads may block the signal; raised on this thread, it must reach it.
        var hangup = sigset_t()
        sigemptyset(&hangup)
        sigaddset(&hangup, SIGHUP)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &hangup, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        let previous = signal(SIGHUP) { _ in hangupsCaught += 1 }
        defer { signal(SIGHUP, previous) }
        let during = FileSystem.holdingInterruptions { () -> Int in
            raise(SIGHUP)
            return hangupsCaught
        }
        #expect(during == 0)
        // Another test's transaction may hold the signals a little longer.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while hangupsCaught == 0 && clock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(hangupsCaught == 1)
    }

    /// A file to be removed that another run removed first is gone, as wanted: not a failure that
    /// undoes the rest.
    @Test func aFileRemovedMeanwhileIsNoFailure() throws {
        let out = folder.appendingPathComponent("out")
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        try editModel { text in
            // Author goes: its Properties file is stale.
            text.replacingOccurrences(of: #""name": "Author""#, with: #""name": "Writer""#)
                .replacingOccurrences(of: #""destination": "Author""#, with: #""destination": "Writer""#)
        }
        let outcome = Generator.plan(Generator.Request(modelPaths: [model.path], outputDirectory: out.path))
        let plan = try #require(outcome.plan, "\(TestSupport.describe(outcome.diagnostics))")
        let stale = out.appendingPathComponent("Author+CoreDataProperties.swift").path
        #expect(plan.operations.contains { $0.path == stale && $0.action == .remove })
        try FileManager.default.removeItem(atPath: stale)
        var metrics = PipelineMetrics()
        _ = try PlanApplier.apply(plan, metrics: &metrics)
        #expect(
            FileManager.default.fileExists(atPath: out.appendingPathComponent("Writer+CoreDataProperties.swift").path))
    }

    /// Through a symbolic link, a folder is still one folder: two models that generate the same file
    /// into it are refused, as they are when the folder is named one way.
    @Test func aFolderReachedThroughALinkIsOneFolder() throws {
        let real = folder.appendingPathComponent("d1")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("d2")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let other = real.appendingPathComponent("Other.datamodel.json")
        try
            #"{ "name": "Other", "entities": [{ "name": "Author", "attributes": [{ "name": "n", "type": "string" }] }] }"#
            .write(to: other, atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: model, to: real.appendingPathComponent("Commits.datamodel.json"))
        let result = try ModelGenCLI.run([
            "generate", real.appendingPathComponent("Commits.datamodel.json").path,
            link.appendingPathComponent("Other.datamodel.json").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("Author+CoreDataProperties.swift would be generated from both"), "\(result.stderr)")
    }

    /// A file generated from another model that is still there would flip between the two models at
    /// every run: not replaced. One from a model that is gone (renamed) is replaced.
    @Test func aFileOfAnotherModelThatIsStillThereIsNotReplaced() throws {
        let out = folder.appendingPathComponent("out")
        let other = folder.appendingPathComponent("Other.datamodel.json")
        try
            #"{ "name": "Other", "entities": [{ "name": "Author", "attributes": [{ "name": "n", "type": "string" }] }] }"#
            .write(to: other, atomically: true, encoding: .utf8)
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        let author = out.appendingPathComponent("Author+CoreDataProperties.swift")
        let before = try String(contentsOf: author, encoding: .utf8)
        let refused = try ModelGenCLI.run(["generate", other.path, "--output", out.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "\(author.path): error: not replaced: this file was generated from Commits.datamodel.json, which is still beside the models, and would be replaced by each model in turn; generate the two models into folders of their own (--output), or remove Commits.datamodel.json if Other.datamodel.json took its place\nerror: nothing was written\n"
        )
        #expect(try String(contentsOf: author, encoding: .utf8) == before)
        // Renamed: the old model is gone, and its files are the new one's to replace.
        try FileManager.default.removeItem(at: model)
        let renamed = try ModelGenCLI.run(["generate", other.path, "--output", out.path, "--quiet"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(try String(contentsOf: author, encoding: .utf8).contains("from Other.datamodel.json"))
    }

    /// A replaced file keeps its permissions: one made read-only, or executable, stays so.
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let out = folder.appendingPathComponent("out")
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        let commit = out.appendingPathComponent("Commit+CoreDataProperties.swift")
        chmod(commit.path, 0o600)
        try editModel { $0.replacingOccurrences(of: "When the commit was authored.", with: "When it was authored.") }
        let result = try ModelGenCLI.run(["generate", model.path, "--output", out.path])
        #expect(result.stdout.contains("wrote \(commit.path)"), "\(result.stdout)\(result.stderr)")
        var info = stat()
        #expect(stat(commit.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
    }
}

/// Set by a signal handler in `aStopSignalWaitsForTheTransaction`.
nonisolated(unsafe) private var hangupsCaught = 0
