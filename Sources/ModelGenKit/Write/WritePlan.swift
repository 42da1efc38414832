import Foundation

/// A generated file, ready to write.
public struct GeneratedFile: Sendable {
    public var path: String
    public var kind: OutputKind
    /// The class of the entity the file is for.
    public var className: String
    public var contents: String

    public init(path: String, kind: OutputKind, className: String, contents: String) {
        self.path = path
        self.kind = kind
        self.className = className
        self.contents = contents
    }
}

/// What the writer does to one file.
public struct FileOperation: Sendable, Equatable {
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

    public var path: String
    public var action: Action
    public var kind: OutputKind
    /// The content to write (`write`), or nil.
    public var contents: String?
    /// What the file holds now, for diffs: nil when it does not exist or is not read (`keep`).
    public var currentContents: String?
    /// A `write` that only creates the file: a Class file written once is never replaced, even
    /// when it appears between planning and writing.
    public var createsOnly = false
}

/// Every operation of a run, decided before any file is touched. `--check` and `--dry-run` print it;
/// a normal run applies it.
public struct WritePlan: Sendable {
    public var operations: [FileOperation]
    /// Warnings the user should see, such as a Class file kept for an entity that is gone, and
    /// errors for files the plan would have to replace but must not, such as a Class file of the
    /// user's in a folder of build output. An error stops the run.
    public var diagnostics: [Diagnostic] = []
    /// How much of the disk planning looked at: files read or checked for existence, and folders
    /// listed. `PipelineMetrics` reports them.
    var filesRead = 0
    var foldersListed = 0

    /// The operations that would change something on disk.
    public var changes: [FileOperation] {
        operations.filter { $0.action == .write || $0.action == .remove }
    }
}

/// Where a model's generated Properties files live and how they are marked, so that stale ones
/// (from entities no longer in the model) can be found and removed.
public struct StaleFileScope: Sendable, Hashable {
    public var propertiesDirectory: String
    public var classDirectory: String
    public var marker: String

    public init(propertiesDirectory: String, classDirectory: String, marker: String) {
        self.propertiesDirectory = propertiesDirectory
        self.classDirectory = classDirectory
        self.marker = marker
    }
}

public enum WritePlanner {
    /// Compares the generated files with the disk and decides what to do with each, plus which
    /// earlier generated files to remove. Reads files; writes nothing.
    ///
    /// - Parameters:
    ///   - classFiles: With `.once`, an existing Class file is the user's: kept, never removed.
    ///     With `.always`, Class files are build output: replaced when they carry modelgen's marker
    ///     (a file without it is a conflict) and removed, like Properties files, when stale.
    ///   - untouched: Paths that are neither written nor removed, such as the Class files of
    ///     skipped classes.
    public static func plan(
        _ files: [GeneratedFile], staleFileScopes: [StaleFileScope],
        classFiles: GenerationOptions.ClassFileMode = .once, untouched: [String] = []
    ) -> WritePlan {
        var plan = WritePlan(operations: [])
        let currentDirectory = FileManager.default.currentDirectoryPath
        var planned = Set(untouched.map { normalized($0, currentDirectory: currentDirectory) })
        for file in files {
            planned.insert(normalized(file.path, currentDirectory: currentDirectory))
            plan.filesRead += 1
            if file.kind == .managedObjectClass && classFiles == .once {
                if FileSystem.exists(file.path) {
                    plan.operations.append(FileOperation(path: file.path, action: .keep, kind: file.kind))
                } else {
                    plan.operations.append(
                        FileOperation(path: file.path, action: .write, kind: file.kind, contents: file.contents, createsOnly: true))
                }
                continue
            }
            let current = FileSystem.contents(of: file.path).map { String(decoding: $0, as: UTF8.self) }
            let action: FileOperation.Action = current == file.contents ? .unchanged : .write
            if file.kind == .managedObjectClass, action == .write, let current, !carriesMarker(current, Translator.generatedMarkerPrefix) {
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "not replaced: this Class file was not generated by modelgen (it lacks the line '\(Translator.generatedMarkerPrefix)…'), and --class-files always replaces only files it generated; pass --skip-class \(file.className) to keep it",
                        file: file.path, at: nil))
                continue
            }
            plan.operations.append(
                FileOperation(
                    path: file.path, action: action, kind: file.kind,
                    contents: action == .write ? file.contents : nil, currentContents: current))
        }
        let staleKinds = OutputKind.allCases.filter { $0.isOwnedByModelgen || classFiles == .always }
        for scope in staleFileScopes {
            for kind in staleKinds {
                let directory = kind == .managedObjectClass ? scope.classDirectory : scope.propertiesDirectory
                let suffix = kind.fileNameSuffix
                plan.foldersListed += 1
                for name in FileSystem.fileNames(in: directory).sorted() where name.hasSuffix(suffix) {
                    let path = join(directory, name)
                    guard !planned.contains(normalized(path, currentDirectory: currentDirectory)) else { continue }
                    plan.filesRead += 1
                    guard let data = FileSystem.contents(of: path) else { continue }
                    let current = String(decoding: data, as: UTF8.self)
                    guard carriesMarker(current, scope.marker) else { continue }
                    planned.insert(normalized(path, currentDirectory: currentDirectory))
                    plan.operations.append(FileOperation(path: path, action: .remove, kind: kind, currentContents: current))
                    guard kind == .properties, classFiles == .once else { continue }
                    let className = String(name.dropLast(suffix.count))
                    let classPath = join(scope.classDirectory, Translator.fileName(forClass: className, kind: .managedObjectClass))
                    if FileSystem.exists(classPath) {
                        plan.diagnostics.append(
                            Diagnostic(
                                .warning, "kept; its entity is no longer in the model, so delete it yourself if you no longer need it",
                                file: classPath))
                    }
                }
            }
        }
        return plan
    }

    /// Whether a file's first lines carry modelgen's marker for the model.
    static func carriesMarker(_ contents: String, _ marker: String) -> Bool {
        contents.split(separator: "\n", maxSplits: 10, omittingEmptySubsequences: false).prefix(10).contains {
            $0.contains(marker)
        }
    }

    /// A folder and a file name joined with one slash.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// One spelling per file, worked out from the text alone (the disk is not touched): the path made
    /// absolute against `currentDirectory`, without `.`, `..`, empty components or a final slash.
    /// Symbolic links are not resolved.
    static func normalized(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        // Most paths are already in that form: no `//`, `/./` or `/../`, and no final `/`, `/.` or `/..`.
        if !absolute.contains("//"), !absolute.contains("/./"), !absolute.contains("/../"), !absolute.hasSuffix("/"),
            !absolute.hasSuffix("/."), !absolute.hasSuffix("/..")
        {
            return absolute
        }
        var components: [Substring] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}

public enum PlanApplier {
    /// Carries out a plan: writes and removals, each atomic. Returns the operations as done (a
    /// Class file that appeared since planning is kept, not written).
    public static func apply(_ plan: WritePlan) throws(FileSystem.Failure) -> [FileOperation] {
        var metrics = PipelineMetrics()
        return try apply(plan, metrics: &metrics)
    }

    /// Carries out a plan, timing it and counting the files written and removed into `metrics`.
    public static func apply(_ plan: WritePlan, metrics: inout PipelineMetrics) throws(FileSystem.Failure) -> [FileOperation] {
        var written = 0
        var removed = 0
        defer {
            metrics.filesWritten += written
            metrics.filesRemoved += removed
        }
        return try metrics.measure(.write) { () throws(FileSystem.Failure) -> [FileOperation] in
            try apply(plan, written: &written, removed: &removed)
        }
    }

    private static func apply(_ plan: WritePlan, written: inout Int, removed: inout Int) throws(FileSystem.Failure) -> [FileOperation] {
        var done: [FileOperation] = []
        for var operation in plan.operations {
            switch operation.action {
            case .write:
                let data = Data((operation.contents ?? "").utf8)
                if operation.createsOnly {
                    if try !FileSystem.createIfMissing(operation.path, with: data) { operation.action = .keep }
                } else {
                    try FileSystem.replace(operation.path, with: data)
                }
                if operation.action == .write { written += 1 }
            case .remove:
                try FileSystem.remove(operation.path)
                removed += 1
            case .unchanged, .keep:
                break
            }
            done.append(operation)
        }
        return done
    }
}
