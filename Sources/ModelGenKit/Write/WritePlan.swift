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
    /// Things the user should know, such as a Class file kept for an entity that is gone.
    public var warnings: [String]

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
    /// Whether stale Class files that carry the marker are removed too: only when Class files are
    /// build output (`ClassFileMode.always`). A Class file written once is the user's and never removed.
    public var removesClassFiles: Bool

    public init(propertiesDirectory: String, classDirectory: String, marker: String, removesClassFiles: Bool = false) {
        self.propertiesDirectory = propertiesDirectory
        self.classDirectory = classDirectory
        self.marker = marker
        self.removesClassFiles = removesClassFiles
    }
}

public enum WritePlanner {
    /// Compares the generated files with the disk and decides what to do with each, plus which
    /// earlier generated files to remove. Reads files; writes nothing.
    public static func plan(
        _ files: [GeneratedFile], staleFileScopes: [StaleFileScope],
        classFiles: GenerationOptions.ClassFileMode = .once
    ) -> WritePlan {
        var operations: [FileOperation] = []
        var warnings: [String] = []
        var planned = Set<String>()
        for file in files {
            planned.insert(normalized(file.path))
            if file.kind == .managedObjectClass && classFiles == .once {
                if FileSystem.exists(file.path) {
                    operations.append(FileOperation(path: file.path, action: .keep, kind: file.kind))
                } else {
                    operations.append(
                        FileOperation(path: file.path, action: .write, kind: file.kind, contents: file.contents, createsOnly: true))
                }
                continue
            }
            let current = FileSystem.contents(of: file.path).map { String(decoding: $0, as: UTF8.self) }
            let action: FileOperation.Action = current == file.contents ? .unchanged : .write
            operations.append(
                FileOperation(
                    path: file.path, action: action, kind: file.kind,
                    contents: action == .write ? file.contents : nil, currentContents: current))
        }
        for scope in staleFileScopes {
            let kinds: [(OutputKind, String)] =
                [(.properties, scope.propertiesDirectory)]
                + (scope.removesClassFiles ? [(.managedObjectClass, scope.classDirectory)] : [])
            for (kind, directory) in kinds {
                let suffix = Translator.fileName(forClass: "", kind: kind)
                for name in FileSystem.fileNames(in: directory).sorted() where name.hasSuffix(suffix) {
                    let path = join(directory, name)
                    guard !planned.contains(normalized(path)), let data = FileSystem.contents(of: path) else { continue }
                    let current = String(decoding: data, as: UTF8.self)
                    guard carriesMarker(current, scope.marker) else { continue }
                    planned.insert(normalized(path))
                    operations.append(FileOperation(path: path, action: .remove, kind: kind, currentContents: current))
                    guard kind == .properties, !scope.removesClassFiles else { continue }
                    let className = String(name.dropLast(suffix.count))
                    let classPath = join(scope.classDirectory, Translator.fileName(forClass: className, kind: .managedObjectClass))
                    if FileSystem.exists(classPath) {
                        warnings.append(
                            "\(classPath): warning: kept; its entity is no longer in the model, so delete it yourself if you no longer need it")
                    }
                }
            }
        }
        return WritePlan(operations: operations, warnings: warnings)
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

    static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

public enum PlanApplier {
    /// Carries out a plan: writes and removals, each atomic. Returns the operations as done (a
    /// Class file that appeared since planning is kept, not written).
    public static func apply(_ plan: WritePlan) throws(FileSystem.Failure) -> [FileOperation] {
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
            case .remove:
                try FileSystem.remove(operation.path)
            case .unchanged, .keep:
                break
            }
            done.append(operation)
        }
        return done
    }
}
