import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Changes to several files that happen all together or not at all.
///
/// A new file (nothing at its path yet) is made in one step, on every core at once: its content
/// is written to a file without a name (Linux's `O_TMPFILE`; elsewhere a hidden temporary file),
/// which is then given the file's name, so that it appears whole or not at all. A file that is
/// replaced gets its new content in a hidden temporary file beside it (staging), on every core
/// too. Then each replacement is committed by a rename and each removal by an unlink, the old
/// file kept under a backup name (a hard link, so the target is never missing). When any step
/// fails (a full disk, a folder in the way of a file), what was done is undone: new files are
/// deleted, and the replaced and removed ones put back from their backups, so the set again is
/// what it was. Backups are deleted once every change is in.
///
/// A new file is named as soon as it is written, rather than all of them after every content is
/// written: the kernel handles each file without a name on a list of its own, which grows slow
/// when thousands are open at once (on ext4, 2,000 took 85–360 ms to write, against 26–38 ms
/// for the same files named one by one).
struct FileTransaction {
    /// One change to one file.
    enum Change: Sendable {
        /// Write the file, replacing it if it exists. `missingWhenPlanned`: planning found no file
        /// there, so it is made in one step without looking first (a file that appeared since is
        /// replaced all the same); in a fresh run, that is one lookup fewer for each file.
        case replace(path: String, contents: FileContents, missingWhenPlanned: Bool = false)
        /// Write the file only if none exists; an existing one is left alone (a Class file that
        /// appeared since planning is the user's).
        case create(path: String, contents: FileContents)
        /// Write a file that must not exist yet: an existing one fails the transaction.
        case createNew(path: String, contents: FileContents)
        /// Delete the file.
        case remove(path: String)

        var path: String {
            switch self {
            case .replace(let path, _, _), .create(let path, _), .createNew(let path, _), .remove(let path): path
            }
        }

        /// What the change writes; `nil` for a removal.
        var contents: FileContents? {
            switch self {
            case .replace(_, let contents, _), .create(_, let contents), .createNew(_, let contents): contents
            case .remove: nil
            }
        }
    }

    /// The points where a transaction touches the disk, for tests that inject a failure at each.
    enum Step: String, Sendable, CaseIterable {
        /// Writing a file's new content: in its place for a new file, else to a temporary file.
        case stage
        /// Keeping the old file under a backup name.
        case backup
        /// Putting the new file in place, or the old one away.
        case commit
    }

    /// For tests: called before each step on each path; an error number makes that step fail as
    /// if the system call had failed with it.
    typealias FaultInjector = @Sendable (_ step: Step, _ path: String) -> Int32?

    /// Why a transaction failed, and what it left: normally nothing changed; if undoing failed too,
    /// the files that are not as they were.
    struct Failure: Error {
        var diagnostics: [Diagnostic]
    }

    /// What happened to each change, in order: `true` when it was made, `false` for a `create`
    /// whose file already existed.
    static func apply(_ changes: [Change], injecting fault: FaultInjector? = nil) throws(Failure) -> [Bool] {
        var transaction = FileTransaction(fault: fault)
        // Ctrl-C while files are renamed would leave the set half changed and the temporary files
        // behind: the transaction finishes (or undoes) first.
        return try Interruptions.holding { () throws(Failure) -> [Bool] in try transaction.run(changes) }
    }

    private let fault: FaultInjector?
    /// Temporary files written and not yet renamed into place, by the index of their change.
    private var staged: [Int: String] = [:]
    /// What each committed change did, to undo it.
    private var committed: [(index: Int, undo: Undo)] = []
    /// Folders made to hold new files: removed again (when still empty) if the transaction fails.
    private var createdFolders: [String] = []

    private enum Undo {
        /// The target did not exist: delete it.
        case delete(path: String)
        /// The target's old file is at `backup`: put it back.
        case restore(path: String, backup: String)
    }

    private init(fault: FaultInjector?) {
        self.fault = fault
    }

    private mutating func run(_ changes: [Change]) throws(Failure) -> [Bool] {
        var made = [Bool](repeating: true, count: changes.count)
        do {
            try writeAll(changes, made: &made)
            for (index, change) in changes.enumerated() where staged[index] != nil || change.contents == nil {
                try commit(change, index: index)
            }
        } catch {
            throw Failure(diagnostics: [error.diagnostic] + rollBack())
        }
        // Everything is in: the backups are no longer needed.
        for (_, undo) in committed {
            if case .restore(_, let backup) = undo { unlink(backup) }
        }
        return made
    }

    // MARK: Steps

    /// What writing one change's content did.
    private enum Written: Sendable {
        /// The file did not exist, and now does.
        case created
        /// A file that was only to be created was already there, and was left alone.
        case alreadyThere
        /// The content is in this temporary file, to be renamed over the file.
        case staged(String)
    }

    /// Makes the folders the new files go in, then writes every change's content on every core: a
    /// new file in its place, a replacement to a temporary file beside its target. Every file
    /// written is recorded for undoing before the first failure, if any, is thrown.
    private mutating func writeAll(_ changes: [Change], made: inout [Bool]) throws(FileSystem.Failure) {
        let writes = changes.indices.filter { changes[$0].contents != nil }
        assert(Set(changes.map(\.path)).count == changes.count, "each path is changed once")
        var folders = Set<String>()
        for index in writes {
            let folder = Paths.directory(of: changes[index].path)
            if folders.insert(folder).inserted { createdFolders += try FileSystem.makeFolder(folder) }
        }
        let fault = fault
        let outcomes = ParallelWork.map(writes) { index in
            Result { () throws(FileSystem.Failure) -> Written in try Self.write(changes[index], fault: fault) }
        }
        var firstFailure: FileSystem.Failure?
        for (index, outcome) in zip(writes, outcomes) {
            let path = changes[index].path
            switch outcome {
            case .success(.created):
                committed.append((index, .delete(path: path)))
            case .success(.alreadyThere):
                made[index] = false
                if case .createNew = changes[index], firstFailure == nil {
                    firstFailure = FileSystem.Failure(
                        path: path, reason: "a file is already there; it was left as it is")
                }
            case .success(.staged(let temporary)):
                staged[index] = temporary
            case .failure(let failure):
                firstFailure = firstFailure ?? failure
            }
        }
        if let firstFailure { throw firstFailure }
    }

    /// Writes one change's content: in its place when no file is there, else beside it.
    private static func write(_ change: Change, fault: FaultInjector?) throws(FileSystem.Failure) -> Written {
        let path = change.path
        guard let contents = change.contents else { preconditionFailure("a removal writes nothing") }
        if let code = fault?(.stage, path) {
            throw failure(path, "cannot write the file", code)
        }
        // A replacement whose file is gone since planning is made like a new file.
        let isNew =
            if case .replace(_, _, let missingWhenPlanned) = change {
                missingWhenPlanned || FileSystem.entry(at: path, followingLinks: false) == .missing
            } else {
                true
            }
        if isNew {
            if let code = fault?(.commit, path) {
                throw failure(path, "cannot create the file", code)
            }
            switch try FileSystem.createFile(at: path, contents: contents) {
            case .created:
                return .created
            case .alreadyThere:
                // A file that appeared since planning is replaced like any other.
                guard case .replace = change else { return .alreadyThere }
            }
        }
        let temporary = try FileSystem.writeTemporary(beside: path, contents: contents)
        // The new file keeps the old one's permissions (one made read-only, or shared with the
        // group, stays so), when it is this user's: the new file is this user's whatever the old
        // one's owner, who could otherwise be shut out of it. Never the set-ID bits.
        var old = stat()
        if stat(path, &old) == 0, old.st_uid == geteuid() { chmod(temporary, old.st_mode & 0o777) }
        return .staged(temporary)
    }

    /// Commits a replacement (its content staged) or a removal.
    private mutating func commit(_ change: Change, index: Int) throws(FileSystem.Failure) {
        let path = change.path
        guard let temporary = staged[index] else {
            // A removal.
            guard let backup = try keepBackup(of: path) else { return }
            let code = fault?(.commit, path) ?? (unlink(path) == 0 || errno == ENOENT ? nil : errno)
            if let code {
                unlink(backup)
                throw Self.failure(path, "cannot remove the file", code)
            }
            committed.append((index, .restore(path: path, backup: backup)))
            return
        }
        // Left in `staged` until renamed, so that a failure before then deletes it.
        let backup = try keepBackup(of: path)
        let code = fault?(.commit, path) ?? (rename(temporary, path) == 0 ? nil : errno)
        if let code {
            if let backup { unlink(backup) }
            throw Self.failure(path, "cannot replace the file", code)
        }
        staged[index] = nil
        committed.append((index, backup.map { .restore(path: path, backup: $0) } ?? .delete(path: path)))
    }

    /// A second name for the file at `path` (a hard link), so that it can be put back; `nil` when
    /// no file is there.
    private func keepBackup(of path: String) throws(FileSystem.Failure) -> String? {
        switch FileSystem.entry(at: path) {
        case .missing: return nil
        case .file: break
        case let other:
            throw FileSystem.Failure(path: path, reason: "\(other.description) is in the place of the file")
        }
        let backup = FileSystem.siblingName(of: path, purpose: "backup")
        if let code = fault?(.backup, path) { throw Self.failure(path, "cannot keep a backup of the file", code) }
        if link(path, backup) == 0 { return backup }
        // Gone since it was looked at (another run removed it): nothing to keep, or to put back.
        if errno == ENOENT { return nil }
        // Without hard links, a copy serves as the backup.
        guard let data = FileManager.default.contents(atPath: path) else {
            if !FileSystem.exists(path) { return nil }
            throw FileSystem.Failure(path: path, reason: "cannot keep a backup of the file: it cannot be read")
        }
        guard FileManager.default.createFile(atPath: backup, contents: data) else {
            throw FileSystem.Failure(
                path: path, reason: "cannot keep a backup of the file: \(Paths.fileName(of: backup)) cannot be written")
        }
        return backup
    }

    /// Undoes every committed change, newest first, and deletes what was staged. Returns a
    /// diagnostic for each file that could not be put back, and a note saying what was undone.
    private mutating func rollBack() -> [Diagnostic] {
        for temporary in staged.values { unlink(temporary) }
        staged = [:]
        var problems: [Diagnostic] = []
        var removed = 0
        var restored = 0
        for (_, undo) in committed.reversed() {
            switch undo {
            case .delete(let path):
                if unlink(path) == 0 || errno == ENOENT {
                    removed += 1
                } else {
                    problems.append(
                        Diagnostic(
                            .error, "written, and could not be removed again: \(FileSystem.describe(errno))",
                            file: path))
                }
            case .restore(let path, let backup):
                if rename(backup, path) == 0 {
                    restored += 1
                } else {
                    problems.append(
                        Diagnostic(
                            .error,
                            "changed, and could not be restored: \(FileSystem.describe(errno)); its old content is in \(backup)",
                            file: path))
                }
            }
        }
        committed = []
        FileSystem.removeEmptyFolders(createdFolders)
        if problems.isEmpty {
            var undone: [String] = []
            if removed > 0 {
                undone.append("\(removed) new file\(removed == 1 ? " was" : "s were") removed again")
            }
            if restored > 0 {
                undone.append(
                    "\(restored) file\(restored == 1 ? " was" : "s were") put back as \(restored == 1 ? "it was" : "they were")"
                )
            }
            let what = undone.isEmpty ? "" : " (" + undone.joined(separator: "; ") + ")"
            return [Diagnostic(.note, "no file was changed\(what)")]
        }
        return problems
    }

    private static func failure(_ path: String, _ what: String, _ code: Int32) -> FileSystem.Failure {
        FileSystem.Failure(path: path, reason: "\(what): \(FileSystem.describe(code))")
    }
}
