/// What the writer does to one file.
public struct FileOperation: Sendable, Equatable {
    /// What happens to the file.
    public enum Action: String, Sendable {
        /// Write the file: it is missing or its content changed.
        case write
        /// The file already holds exactly this content; it is not touched, so nothing recompiles.
        case unchanged
        /// A Class file that exists: it is the user's, and never written.
        case keep
        /// A Properties file modelgen wrote for an entity that is no longer in the model.
        case remove
    }

    /// The file's path, as the plan names it (relative paths stay relative).
    public var path: String
    /// What happens to it.
    public var action: Action
    var kind: OutputKind
    /// The content to write (`write`) as UTF-8, or nil.
    var utf8: [UInt8]?
    /// What the file holds now, for diffs: nil when it does not exist or is not read (`keep`,
    /// `unchanged`).
    var currentUTF8: [UInt8]?
    /// A `write` that only creates the file: a Class file written once is never replaced, even
    /// when it appears between planning and writing.
    var createsOnly = false
    /// A `write` of a file that planning found missing: the writer makes it without looking again
    /// (and replaces one that appeared since).
    var missingWhenPlanned = false

    init(
        path: String, action: Action, kind: OutputKind, utf8: [UInt8]? = nil, currentUTF8: [UInt8]? = nil,
        createsOnly: Bool = false, missingWhenPlanned: Bool = false
    ) {
        self.path = path
        self.action = action
        self.kind = kind
        self.utf8 = utf8
        self.currentUTF8 = currentUTF8
        self.createsOnly = createsOnly
        self.missingWhenPlanned = missingWhenPlanned
    }

    /// The content to write (`write`), or nil.
    public var contents: String? {
        utf8.map { String(decoding: $0, as: UTF8.self) }
    }

    /// What the file holds now, for diffs: nil when it does not exist or is not read (`keep`,
    /// `unchanged`).
    public var currentContents: String? {
        currentUTF8.map { String(decoding: $0, as: UTF8.self) }
    }
}

extension FileOperation {
    /// An operation that writes `contents` (tests).
    init(path: String, action: Action, kind: OutputKind, contents: String?, createsOnly: Bool = false) {
        self.init(
            path: path, action: action, kind: kind, utf8: contents.map { Array($0.utf8) }, createsOnly: createsOnly)
    }
}

/// Every operation of a run, decided before any file is touched. `--check` and `--dry-run` print it;
/// a normal run applies it.
public struct WritePlan: Sendable {
    /// One operation per file, generated ones in model order, then stale ones to remove.
    public var operations: [FileOperation]
    /// Warnings the user should see, such as a Class file kept for an entity that is gone, and
    /// errors for files the plan would have to replace but must not, such as a Class file of the
    /// user's in a folder of build output. An error stops the run.
    var diagnostics: [Diagnostic] = []
    /// How much of the disk planning looked at: files and folders looked up or read (a file in a
    /// folder that does not exist is not looked up), and folders listed. `PipelineMetrics` reports
    /// them.
    var filesRead = 0
    var foldersListed = 0
    /// Temporary and backup files that a run of modelgen left in the output folders when it was
    /// killed (its process is gone): deleted before the plan is applied.
    var leftovers: [String] = []

    /// The operations that would change something on disk.
    public var changes: [FileOperation] {
        operations.filter { $0.action == .write || $0.action == .remove }
    }
}
