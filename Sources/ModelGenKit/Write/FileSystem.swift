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
public enum FileSystem {
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }

    public static func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    public static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The names of the files in a folder, or none when it does not exist.
    public static func fileNames(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// Replaces (or creates) `path` with `data` by writing a temporary file beside it and renaming
    /// it over the old one.
    public static func replace(_ path: String, with data: Data) throws(Failure) {
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
    public static func createIfMissing(_ path: String, with data: Data) throws(Failure) -> Bool {
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

    public static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(path: path, reason: "cannot remove the file: \(lastError())")
        }
    }

    private static func writeTemporary(beside path: String, data: Data) throws(Failure) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: directory.path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).modelgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp").path
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw Failure(path: path, reason: "cannot write a temporary file in \(directory.path): \(lastError())")
        }
        return temporary
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
