import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file operations the write stage needs, each one atomic: a file is either the old one or the
/// whole new one, never half of it.
enum FileSystem {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var diagnostic: Diagnostic { Diagnostic(.error, reason, file: path) }
        var description: String { diagnostic.formatted }
    }

    static func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The names of the files in a folder, or none when it does not exist.
    static func fileNames(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// Replaces (or creates) `path` with `data` by writing a temporary file beside it and renaming
    /// it over the old one.
    static func replace(_ path: String, with data: Data) throws(Failure) {
        let temporary = try writeTemporary(beside: path, data: data)
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw Failure(path: path, reason: "cannot replace the file: \(reason)")
        }
    }

    /// Creates `path` with `data` only if no file exists there, even if one appears meanwhile: the
    /// temporary file is linked into place, which fails rather than replace an existing file.
    /// Returns false when a file was already there (and is left as it was).
    static func createIfMissing(_ path: String, with data: Data) throws(Failure) -> Bool {
        let temporary = try writeTemporary(beside: path, data: data)
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return true }
        if errno == EEXIST { return false }
        // Some file systems cannot hard-link; fall back to a rename guarded by a check.
        if exists(path) { return false }
        guard rename(temporary, path) == 0 else {
            throw Failure(path: path, reason: "cannot create the file: \(lastError())")
        }
        return true
    }

    static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(path: path, reason: "cannot remove the file: \(lastError())")
        }
    }

    /// Writes `data` to a new temporary file in the folder of `path` (creating the folder if need
    /// be) and returns the temporary file's path.
    ///
    /// The file is not synced to the disk (`fsync`): renaming it into place already makes the
    /// replacement atomic, which is what readers need, and waiting for the disk on every file
    /// would make large models slow to generate. Like a compiler's output, generated files are
    /// made again by the next run if a power cut ever loses them.
    private static func writeTemporary(beside path: String, data: Data) throws(Failure) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporaryName = ".\(name).modelgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary =
            directory.isEmpty ? temporaryName : (directory as NSString).appendingPathComponent(temporaryName)
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0, errno == ENOENT, !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(path: directory, reason: "cannot create the folder: \(error.localizedDescription)")
            }
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        let failure = { (reason: String) in
            Failure(
                path: path, reason: "cannot write a temporary file in \(directory.isEmpty ? "." : directory): \(reason)"
            )
        }
        guard descriptor >= 0 else { throw failure(lastError()) }
        // The reason is taken before `close`, which may change `errno`.
        let writeError = data.withUnsafeBytes { buffer in writeAll(buffer, to: descriptor) } ? nil : lastError()
        let closeError = close(descriptor) == 0 ? nil : lastError()
        if let reason = writeError ?? closeError {
            unlink(temporary)
            throw failure(reason)
        }
        return temporary
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
        String(cString: strerror(errno))
    }
}
