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

    /// A new folder `name` with `mode`, in the test's folder, which nobody may enter, as the model
    /// nobody may read.
    func folderForNobody(_ name: String, mode: mode_t) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        chmod(url.path, mode)
        chmod(model.path, 0o644)
        return url
    }

    func runAsNobody(_ arguments: [String]) throws -> TestSupport.ProcessOutput {
        try TestSupport.runProcess(
            try #require(Self.setpriv),
            ["--reuid=65534", "--regid=65534", "--clear-groups", ModelGenCLI.executable.path] + arguments)
    }

    /// A file of the user's that modelgen cannot read might lack the marker: it is not replaced. An
    /// output folder it cannot list might hold stale files: that is an error too, not a quiet pass.
    @Test(.enabled(if: setpriv != nil, "needs root and setpriv to run as nobody"))
    func whatCannotBeReadIsNotReplaced() throws {
        let out = try folderForNobody("out", mode: 0o777)
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
                "\(out.path): error: cannot list this output folder (Permission denied), so modelgen cannot find the files it generated there that are no longer wanted; make it readable"
            ), "\(unlisted.stderr)")
    }

    /// What cannot be made says so in the system's words, about the file or folder that was asked
    /// for (not about a temporary file, nor in Foundation's "The operation could not be completed").
    @Test(.enabled(if: setpriv != nil, "needs root and setpriv to run as nobody"))
    func whatCannotBeMadeSaysWhy() throws {
        let locked = try folderForNobody("locked", mode: 0o555)
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

    /// A run killed while it wrote leaves hidden temporary and backup files. The next run that lists
    /// the folder deletes the temporary files of processes that are gone, once they are ten minutes
    /// old (a run in another process namespace looks gone, and may still be writing); a backup,
    /// which a failed undo may have named to the user, gets a warning and stays.
    @Test func filesLeftByAKilledRunAreDeletedOnceOld() throws {
        let out = folder.appendingPathComponent("out")
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        // A process number above any system's limit is no process's; this test's own is running.
        let old = ".Commit+CoreDataProperties.swift.modelgen-2147483000-12345.tmp"
        let recent = ".Commit+CoreDataProperties.swift.modelgen-2147483000-777.tmp"
        let backup = ".Author+CoreDataProperties.swift.modelgen-2147483000-99.backup"
        let running = ".Commit+CoreDataProperties.swift.modelgen-\(getpid())-12345.tmp"
        let unlike = ".Commit+CoreDataProperties.swift.modelgen-2147483000-12345.txt"
        let anHourAgo = Date(timeIntervalSinceNow: -3600)
        for name in [old, recent, backup, running, unlike] {
            let url = out.appendingPathComponent(name)
            try "x".write(to: url, atomically: false, encoding: .utf8)
            if name != recent {
                try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: url.path)
            }
        }
        // --check and --dry-run delete nothing.
        for option in ["--check", "--dry-run"] {
            _ = try ModelGenCLI.run(["generate", model.path, "--output", out.path, option])
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(old).path), "\(option)")
        }
        let result = try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "\(out.appendingPathComponent(backup).path): warning: a backup that an earlier run of modelgen left (it was stopped, or could not put a file back); delete it once you no longer need what it holds"
            ), "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(names.sorted() == [recent, backup, running, unlike].sorted())
        // In a Class files' folder of its own too, which is not listed for stale files.
        let classes = folder.appendingPathComponent("classes")
        let arguments = ["generate", model.path, "--output", out.path, "--class-output", classes.path, "--quiet"]
        #expect(try ModelGenCLI.run(arguments).status == 0)
        let classLeftover = classes.appendingPathComponent(".Commit+CoreDataClass.swift.modelgen-2147483000-5.tmp")
        try "x".write(to: classLeftover, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: classLeftover.path)
        #expect(try ModelGenCLI.run(arguments).status == 0)
        #expect(!FileManager.default.fileExists(atPath: classLeftover.path))
        // And in the versions folder, by freeze (not by its --dry-run).
        let versions = ModelHistory.versionsDirectory(forModelAt: model.path)
        try FileManager.default.createDirectory(atPath: versions, withIntermediateDirectories: true)
        let versionLeftover = Paths.join(versions, ".v1.json.modelgen-2147483000-6.tmp")
        try "x".write(toFile: versionLeftover, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: versionLeftover)
        #expect(try ModelGenCLI.run(["freeze", model.path, "--dry-run"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: versionLeftover))
        let frozen = try ModelGenCLI.run(["freeze", model.path])
        #expect(frozen.status == 0, "\(frozen.stderr)")
        #expect(!FileManager.default.fileExists(atPath: versionLeftover))
    }

    /// Ctrl-C (or SIGTERM) while files are renamed would leave the set half changed: the signal is
    /// held back, then sent again with the handling it had, whole. Tried with SIGUSR1 and SIGUSR2,
    /// which no transaction of the other tests running meanwhile holds.
    @Test func aSignalWaitsForTheTransaction() throws {
        usr1Caught = 0
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { _ in usr1Caught += 1 }
        #else
            action.__sigaction_handler.sa_handler = { _ in usr1Caught += 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_NODEFER
        var before = sigaction()
        sigaction(SIGUSR1, &action, &before)
        defer { sigaction(SIGUSR1, &before, nil) }
        func waitForTheHandler(_ count: sig_atomic_t) -> Bool {
            let deadline = ContinuousClock.now + .seconds(10)
            while usr1Caught < count && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.005) }
            return usr1Caught == count
        }
        // Sent to this thread, where it is not blocked, a signal is handled before the call returns
        // (one sent to the process may reach another thread a moment later).
        var usr1 = sigset_t()
        sigemptyset(&usr1)
        sigaddset(&usr1, SIGUSR1)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &usr1, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        func sendToThisThread(_ signal: Int32) { pthread_kill(pthread_self(), signal) }
        let during = Interruptions.holding([SIGUSR1]) { () -> sig_atomic_t in
            sendToThisThread(SIGUSR1)
            return usr1Caught
        }
        #expect(during == 0)
        #expect(waitForTheHandler(1))
        // The handling is put back whole, flags included.
        var after = sigaction()
        sigaction(SIGUSR1, nil, &after)
        #expect(after.sa_flags & SA_NODEFER != 0)
        // After a transaction that failed, the signal waits until the command has said why.
        struct Failed: Error {}
        #expect(throws: Failed.self) {
            try Interruptions.holding([SIGUSR1]) { () throws(Failed) in
                sendToThisThread(SIGUSR1)
                throw Failed()
            }
        }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(usr1Caught == 1)
        Interruptions.raiseDeferredInterruptions()
        #expect(waitForTheHandler(2))
        // A signal that the process ignores stays ignored.
        let ignoredBefore = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, ignoredBefore) }
        _ = Interruptions.holding([SIGUSR2]) { kill(getpid(), SIGUSR2) }
        let still = signal(SIGUSR2, SIG_IGN)
        #expect(still.map { unsafeBitCast($0, to: Int.self) } == 1)
    }

    /// `FileTransaction` holds the stop signals while it changes files (looked at, not sent: a
    /// signal would reach the other tests running meanwhile).
    @Test func aTransactionHoldsTheStopSignals() throws {
        @Sendable func handler(of signal: Int32) -> Int {
            var action = sigaction()
            sigaction(signal, nil, &action)
            #if canImport(Darwin)
                return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
            #else
                return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            #endif
        }
        let before = handler(of: SIGTERM)
        nonisolated(unsafe) var during = before
        let path = folder.appendingPathComponent("New.swift").path
        _ = try FileTransaction.apply(
            [.replace(path: path, contents: .text("new"))],
            injecting: { step, _ in
                if step == .stage { during = handler(of: SIGTERM) }
                return nil
            })
        #expect(during != before)
        #expect(handler(of: SIGTERM) == before)
    }

    /// A file to be removed that another run removed first (between the look at it and the backup)
    /// is gone, as wanted: not a failure that undoes the rest.
    @Test func aFileRemovedMeanwhileIsNoFailure() throws {
        let gone = folder.appendingPathComponent("Gone.swift").path
        let madePath = folder.appendingPathComponent("Made.swift").path
        try "old".write(toFile: gone, atomically: false, encoding: .utf8)
        let made = try FileTransaction.apply(
            [.replace(path: madePath, contents: .text("new")), .remove(path: gone)],
            injecting: { step, path in
                // Another run removes it just before this one keeps its backup.
                if step == .backup, path == gone { unlink(path) }
                return nil
            })
        #expect(made == [true, true])
        #expect(!FileManager.default.fileExists(atPath: gone))
        #expect(try String(contentsOfFile: madePath, encoding: .utf8) == "new")
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

    /// A file generated from another model that is still there, run apart from this one, flips
    /// between the two models run by run: it is replaced, with a warning. Not when the two run
    /// together (an entity moved from one to the other), nor for the model's own former format
    /// (converted), nor for a model that is gone (renamed).
    @Test func aFileOfAnotherModelIsReplacedWithAWarningWhenThatModelRunsApart() throws {
        let out = folder.appendingPathComponent("out")
        let other = folder.appendingPathComponent("Other.datamodel.json")
        try
            #"{ "name": "Other", "entities": [{ "name": "Author", "attributes": [{ "name": "n", "type": "string" }] }] }"#
            .write(to: other, atomically: true, encoding: .utf8)
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        let author = out.appendingPathComponent("Author+CoreDataProperties.swift")
        let apart = try ModelGenCLI.run(["generate", other.path, "--output", out.path, "--quiet"])
        #expect(apart.status == 0)
        #expect(
            apart.stderr.contains(
                "\(author.path): warning: replaced, though it was generated from Commits.datamodel.json, which is still beside the models: each of the two models replaces the other's file when it runs; generate them in one run, or into folders of their own (--output)\n"
            ), "\(apart.stderr)")
        #expect(try String(contentsOf: author, encoding: .utf8).contains("from Other.datamodel.json"))
        // Author moves back from Other to Commits, the two run together: no warning.
        try #"{ "name": "Other", "entities": [{ "name": "Book", "attributes": [{ "name": "n", "type": "string" }] }] }"#
            .write(to: other, atomically: true, encoding: .utf8)
        let together = try ModelGenCLI.run(["generate", model.path, other.path, "--output", out.path, "--quiet"])
        #expect(together.status == 0 && !together.stderr.contains("replaced, though"), "\(together.stderr)")
        #expect(try String(contentsOf: author, encoding: .utf8).contains("from Commits.datamodel.json"))
        // The same model in another format (converted to an Xcode model, the JSON file kept): no warning.
        let converted = folder.appendingPathComponent("Commits.xcdatamodeld")
        #expect(try ModelGenCLI.run(["convert", model.path, "--output", converted.path]).status == 0)
        let xcode = try ModelGenCLI.run(["generate", converted.path, "--output", out.path, "--quiet"])
        #expect(xcode.status == 0 && !xcode.stderr.contains("replaced, though"), "\(xcode.stderr)")
    }

    /// A replaced file keeps its permissions: one made read-only, or executable, stays so.
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let out = folder.appendingPathComponent("out")
        #expect(try ModelGenCLI.run(["generate", model.path, "--output", out.path, "--quiet"]).status == 0)
        let commit = out.appendingPathComponent("Commit+CoreDataProperties.swift")
        // Its own permissions, but no set-ID bit.
        chmod(commit.path, 0o4640)
        try editModel { $0.replacingOccurrences(of: "When the commit was authored.", with: "When it was authored.") }
        let result = try ModelGenCLI.run(["generate", model.path, "--output", out.path])
        #expect(result.stdout.contains("wrote \(commit.path)"), "\(result.stdout)\(result.stderr)")
        var info = stat()
        #expect(stat(commit.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
    }
}

/// Counted by a signal handler in `aSignalWaitsForTheTransaction`.
nonisolated(unsafe) private var usr1Caught: sig_atomic_t = 0
