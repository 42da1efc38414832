import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file written by modelgen holds: text, written as its UTF-8, or bytes as they are.
enum FileContents: Sendable {
    case text(String)
    /// Text as its UTF-8 (what modelgen renders).
    case utf8([UInt8])
    case bytes(Data)

    /// Calls `body` with the bytes, read in place. A string that is not native is made contiguous
    /// in a local copy first.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch self {
        case .text(var text): text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        case .utf8(let bytes): bytes.withUnsafeBytes(body)
        case .bytes(let data): data.withUnsafeBytes(body)
        }
    }
}

/// The file operations modelgen needs beyond reading its inputs (`InputFile`) and changing a set
/// of files at once (`FileTransaction`).
enum FileSystem {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var diagnostic: Diagnostic { Diagnostic(.error, reason, file: path) }
        var description: String { diagnostic.formatted }
    }

    /// What is at a path, without reading it.
    enum Entry: Equatable, Sendable {
        case missing
        case file
        case folder
        /// A FIFO, socket, device or broken symbolic link: nothing modelgen would read or replace.
        case other(String)

        /// What a file mode (`st_mode`) says is there; a symbolic link is not followed.
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .other("a symbolic link")
            case S_IFIFO: self = .other("a FIFO (named pipe)")
            case S_IFSOCK: self = .other("a socket")
            default: self = .other("a device")
            }
        }

        /// "a folder", "a FIFO (named pipe)": for messages.
        var description: String {
            switch self {
            case .missing: "nothing"
            case .file: "a file"
            case .folder: "a folder"
            case .other(let what): what
            }
        }
    }

    /// What is at `path`. A symbolic link to a file or folder is that file or folder, unless
    /// `followingLinks` is false (then it is `.other("a symbolic link")`).
    static func entry(at path: String, followingLinks: Bool = true) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        guard followingLinks, info.st_mode & S_IFMT == S_IFLNK else { return Entry(mode: info.st_mode) }
        // A link to a file or folder is read like one (and a link to a file is replaced).
        var target = stat()
        guard stat(path, &target) == 0 else { return .other("a symbolic link to nothing") }
        return Entry(mode: target.st_mode)
    }

    /// Whether nothing is at `path`: the system says it does not exist (`ENOENT`), or that a part of
    /// it is not a folder (`ENOTDIR`). Unlike `entry(at:) == .missing`, a lookup that fails for
    /// another reason (no permission, an input/output error) is not taken for absence.
    static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// The contents of a regular file; `nil` when there is none (a FIFO is never opened, so
    /// reading never blocks).
    static func contents(of path: String) -> Data? {
        guard entry(at: path) == .file else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// The bytes of the regular file at `path`, read with one `open`, `fstat` and (for a file of
    /// the size `fstat` gave) one `read`; `nil` when it cannot be read. For the files a run
    /// compares with what it rendered: every run over up-to-date output reads each one.
    static func bytes(ofFileAt path: String) -> [UInt8]? {
        if case .bytes(let bytes) = readFile(at: path) { bytes } else { nil }
    }

    /// What reading a file gave: its bytes, or why there are none.
    enum ReadOutcome {
        case bytes([UInt8])
        /// Something else is there (a folder, a FIFO), or nothing.
        case notAFile
        /// A file that could not be opened or read, with the system's error number.
        case failed(Int32)
    }

    /// Reads the regular file at `path` as `bytes(ofFileAt:)` does, saying why when it cannot.
    static func readFile(at path: String) -> ReadOutcome {
        // Non-blocking, so that a FIFO put in the file's place meanwhile is not waited on (it is
        // then refused as not a regular file); reading a regular file is not affected.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .notAFile : .failed(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(errno) }
        guard Entry(mode: info.st_mode) == .file else { return .notAFile }
        let size = max(Int(info.st_size), 0)
        var result: [UInt8] = []
        // One more byte than the size, to see the end in the same read; a file that changed size
        // since `fstat` is read on to its end.
        var chunkSize = size + 1
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, initialized in
                var got: Int
                repeat {
                    got = read(descriptor, buffer.baseAddress, chunkSize)
                } while got < 0 && errno == EINTR
                failed = got < 0
                initialized = max(got, 0)
            }
            if failed { return .failed(errno) }
            if chunk.isEmpty { return .bytes(result) }
            if result.isEmpty { result = chunk } else { result += chunk }
            if chunk.count < chunkSize && result.count == size { return .bytes(result) }
            chunkSize = 65_536
        }
    }

    /// One spelling for each file or folder that is there, whatever the path given for it (another
    /// spelling, a symbolic link): its real path, else the path normalized as text.
    static func identity(of path: String) -> String {
        realPath(path) ?? Paths.normalized(path)
    }

    /// The path with every symbolic link resolved, or `nil` when nothing is there.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func exists(_ path: String) -> Bool {
        entry(at: path) != .missing
    }

    /// The names of the files in a folder, or none when it does not exist.
    static func fileNames(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// What listing a folder gave: its names (none when it is missing), or why it cannot be listed.
    enum Listing {
        case names([String])
        /// A folder that cannot be listed (no permission to read it, say), with the system's error.
        case unlistable(Int32)
    }

    /// The names in `directory`, as `fileNames(in:)` gives them, or the error that keeps it from
    /// being listed.
    static func listing(of directory: String) -> Listing {
        guard let stream = opendir(directory) else {
            return errno == ENOENT || errno == ENOTDIR ? .names([]) : .unlistable(errno)
        }
        closedir(stream)
        return .names(fileNames(in: directory))
    }

    /// Makes `directory` and its missing parents; returns the folders it made, which a failed
    /// transaction removes again. On failure, it leaves none of them behind.
    static func makeFolder(_ directory: String) throws(Failure) -> [String] {
        guard !directory.isEmpty, entry(at: directory) == .missing else { return [] }
        let created = missingFolders(of: directory)
        // The nearest existing ancestor must be a folder; say what is in the way, which Foundation's
        // error ("NSCocoaErrorDomain error 512") does not.
        let ancestor = Paths.directory(of: created.last ?? directory)
        if !ancestor.isEmpty, case let found = entry(at: ancestor), found != .folder, found != .missing {
            throw Failure(
                path: directory, reason: "cannot create the folder: \(ancestor) is \(found.description), not a folder")
        }
        // Outer folders first, each with the system's reason when it cannot be made (Foundation's
        // says "The operation could not be completed").
        for folder in created.reversed() where mkdir(folder, 0o777) != 0 && errno != EEXIST {
            let reason = describe(errno)
            removeEmptyFolders(created)
            throw Failure(path: directory, reason: "cannot create the folder: \(reason)")
        }
        return created
    }

    /// Writes `contents` to a new temporary file in the folder of `path`, which must exist
    /// (`makeFolder`), and returns the temporary file's path. On failure, it leaves no file behind.
    ///
    /// The file is not synced to the disk (`fsync`): renaming it into place already makes the
    /// replacement atomic, which is what readers need, and waiting for the disk on every file
    /// would make large models slow to generate. Like a compiler's output, generated files are
    /// made again by the next run if a power cut ever loses them.
    /// `failing`: what a failure says went wrong, before its reason; by default that the temporary
    /// file could not be written.
    static func writeTemporary(beside path: String, contents: FileContents, failing: String? = nil) throws(Failure)
        -> String
    {
        let directory = Paths.directory(of: path)
        let temporary = siblingName(of: path, purpose: "tmp")
        let failure = { (reason: String) in
            Failure(
                path: path,
                reason:
                    "\(failing ?? "cannot write a temporary file in \(directory.isEmpty ? "." : directory)"): \(reason)"
            )
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(lastError()) }
        // The reason is taken before `close`, which may change `errno`.
        let writeError = contents.withBytes { buffer in writeAll(buffer, to: descriptor) } ? nil : lastError()
        let closeError = close(descriptor) == 0 ? nil : lastError()
        if let reason = writeError ?? closeError {
            unlink(temporary)
            throw failure(reason)
        }
        return temporary
    }

    /// How `createFile` ended.
    enum Creation: Sendable, Equatable {
        /// Made, in this way (a fallback when the way asked for failed).
        case created(by: CreationMethod)
        /// A file is already at the path; it was left as it is.
        case alreadyThere
    }

    /// How `createFile` makes a new file whole before it has its name.
    enum CreationMethod: Sendable, CaseIterable {
        /// A file without a name (Linux's `O_TMPFILE`), named by linking its descriptor
        /// (`AT_EMPTY_PATH`): the quickest, but most kernels allow it to root only.
        case unnamedLinkedByDescriptor
        /// A file without a name, named through its descriptor's entry in /proc: for any user.
        case unnamedLinkedThroughProc
        /// A hidden temporary file beside the target, linked to the name and then unlinked: on
        /// every system.
        case temporaryFile

        /// What this system and user allow; the others are chosen by tests.
        static let best: Self = {
            #if canImport(Glibc)
                geteuid() == 0 ? .unnamedLinkedByDescriptor : .unnamedLinkedThroughProc
            #else
                .temporaryFile
            #endif
        }()
    }

    /// Writes `contents` to a new file at `path`, in a folder that exists, so that the file appears
    /// whole or not at all, and never replaces a file there. On Linux the data goes to a file
    /// without a name, which is then given its name in one step; elsewhere, or where that fails
    /// (a file system without unnamed files, no /proc), to a hidden temporary file.
    static func createFile(at path: String, contents: FileContents, method: CreationMethod = .best) throws(Failure)
        -> Creation
    {
        #if canImport(Glibc)
            let directory = Paths.directory(of: path)
            let descriptor =
                method == .temporaryFile
                ? -1 : open(directory.isEmpty ? "." : directory, openUnnamed | O_WRONLY | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                // Closing is not checked once the file is named: local file systems report a full
                // disk at the write, when they reserve its room, and network ones, where a close can
                // report a late failure, have no unnamed files.
                defer { close(descriptor) }
                // A failure here (a full disk, a file system that cannot name the file) is tried
                // again with a named temporary file, which reports it.
                if contents.withBytes({ buffer in writeAll(buffer, to: descriptor) }) {
                    let byDescriptor = method == .unnamedLinkedByDescriptor
                    if byDescriptor, linkat(descriptor, "", AT_FDCWD, path, linkEmptyPath) == 0 {
                        return .created(by: .unnamedLinkedByDescriptor)
                    }
                    if !byDescriptor || errno != EEXIST,
                        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
                    {
                        return .created(by: .unnamedLinkedThroughProc)
                    }
                    if errno == EEXIST { return .alreadyThere }
                }
            }
        #endif
        // Its failure is this file's: the temporary file is how it is made.
        let temporary = try writeTemporary(beside: path, contents: contents, failing: "cannot create the file")
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return .created(by: .temporaryFile) }
        if errno == EEXIST || exists(path) { return .alreadyThere }
        // Some file systems cannot hard-link: a rename, guarded by the check above.
        guard rename(temporary, path) == 0 else {
            throw Failure(path: path, reason: "cannot create the file: \(lastError())")
        }
        return .created(by: .temporaryFile)
    }

    #if canImport(Glibc)
        /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`, the same on every architecture Swift runs on
        /// Linux), which Swift does not import.
        private static let openUnnamed: Int32 = 0o20000000 | O_DIRECTORY
        /// `AT_EMPTY_PATH`, which Swift does not import.
        private static let linkEmptyPath: Int32 = 0x1000
    #endif

    /// A hidden name beside `path` for a file of modelgen's own (a temporary file, a backup),
    /// unique to this process and call.
    static func siblingName(of path: String, purpose: String) -> String {
        let random = UInt32.random(in: 0...UInt32.max)
        let suffix = ".modelgen-\(processID)-\(random).\(purpose)"
        // The file's own name, cut short (at a character) where the whole would be longer than the
        // 255 bytes that a file name may have: a file whose name is near the limit is still replaced.
        var name = Substring(Paths.fileName(of: path))
        while 1 + name.utf8.count + suffix.utf8.count > 255 { name.removeLast() }
        return Paths.join(Paths.directory(of: path), ".\(name)\(suffix)")
    }

    /// This process's ID, asked of the system once.
    private static let processID = getpid()

    /// Whether the file at `path` was last changed more than `minutes` ago.
    static func isOlderThan(minutes: Int, _ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        #if canImport(Darwin)
            let changed = info.st_mtimespec.tv_sec
        #else
            let changed = info.st_mtim.tv_sec
        #endif
        return time(nil) - changed > minutes * 60
    }

    /// Whether `name` is a temporary or backup file (`siblingName`) of a process that is gone: one
    /// killed before it could delete it. Hidden, it would stay for ever.
    static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") || name.hasSuffix(".backup"),
            let marker = name.range(of: ".modelgen-", options: .backwards)
        else { return false }
        let parts = name[marker.upperBound...].split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let process = Int32(parts[0]), process > 0, process != processID,
            parts[1].split(separator: ".").count == 2,
            parts[1].split(separator: ".").first.flatMap({ UInt32($0) }) != nil
        else { return false }
        return kill(process, 0) != 0 && errno == ESRCH
    }

    /// The files that killed runs left in a folder, from its file names: temporary files to delete
    /// (those ten minutes old: a run in another process namespace, a container, or on another host
    /// looks gone and may still be writing) and warnings of backups (a failed undo names its backup
    /// to the user, so it is theirs to delete).
    static func leftovers(in directory: String, names: [String]) -> (deletable: [String], backups: [Diagnostic]) {
        var deletable: [String] = []
        var backups: [Diagnostic] = []
        for leftover in names.filter(isLeftover).map({ Paths.join(directory, $0) }) {
            if leftover.hasSuffix(".backup") {
                backups.append(
                    Diagnostic(
                        .warning,
                        "a backup that an earlier run of modelgen left (it was stopped, or could not put a file back); delete it once you no longer need what it holds",
                        file: leftover))
            } else if isOlderThan(minutes: 10, leftover) {
                deletable.append(leftover)
            }
        }
        return (deletable, backups)
    }

    /// Deletes the temporary files that `leftovers(in:names:)` found deletable; one already gone is
    /// no failure (another run may have deleted it first).
    static func deleteLeftovers(_ paths: [String]) {
        for path in paths { unlink(path) }
    }

    /// Removes folders this run created, inner ones first; one that is not empty stays.
    static func removeEmptyFolders(_ folders: [String]) {
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    }

    /// `directory` and its parents that do not exist yet, which creating `directory` creates.
    private static func missingFolders(of directory: String) -> [String] {
        var missing: [String] = []
        var folder = directory
        while !folder.isEmpty, folder != "/", !exists(folder) {
            missing.append(folder)
            folder = Paths.directory(of: folder)
        }
        return missing
    }

    /// Writes every byte of `buffer`, resuming after interruptions and partial writes.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard var next = buffer.baseAddress else { return true }
        var remaining = buffer.count
        while remaining > 0 {
            let count = write(descriptor, next, remaining)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            next += count
            remaining -= count
        }
        return true
    }

    private static func lastError() -> String {
        describe(errno)
    }

    /// The system's words for an error number.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
