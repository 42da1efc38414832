import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files modelgen takes in (models, shipped versions, configuration, templates) with the
/// checks a path typed by a user needs: whatever the path names (nothing, a folder, a FIFO that
/// would block a read forever, a link loop, a file far too large), the answer is the file's bytes
/// or one clear error, never a crash or a hang.
enum InputFile {
    /// What a file is to modelgen, for messages: "no such model file".
    enum Kind: String, Sendable {
        case model = "model file"
        case shippedVersion = "shipped version file"
        case configuration = "configuration file"
        case versionRecord = "record of shipped versions"
        case template = "template"
        case mappingModel = "mapping model"
    }

    /// The largest model modelgen reads unless the configuration allows more: far above any model
    /// written by hand (the 1,000-entity benchmark model is under 2 MB), low enough that a wrong
    /// file is refused at once instead of being parsed for half a minute.
    static let defaultModelSizeLimit = 16 * megabyte
    /// The largest configuration file, record or template: each is a few kilobytes.
    static let smallFileSizeLimit = 1 * megabyte
    static let megabyte = 1024 * 1024

    /// The bytes of the regular file at `path`, or an error that says what is there instead.
    static func read(_ path: String, as kind: Kind, sizeLimit: Int) -> Result<[UInt8], Diagnostic> {
        func failure(_ message: String, notes: [Diagnostic.Note] = []) -> Result<[UInt8], Diagnostic> {
            .failure(Diagnostic(.error, message, file: path, notes: notes))
        }
        guard !path.isEmpty else { return failure("an empty path names no \(kind.rawValue)") }
        guard !path.utf8.contains(0) else { return failure("a path cannot contain a NUL character") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            switch code {
            case ENOENT:
                var link = stat()
                if lstat(path, &link) == 0 {
                    return failure("no such \(kind.rawValue): the symbolic link points to nothing")
                }
                if path.hasPrefix("~") {
                    return failure(
                        "no such \(kind.rawValue) (modelgen does not expand '~'; the shell expands it only at the start of an unquoted word)"
                    )
                }
                return failure("no such \(kind.rawValue)")
            case ELOOP:
                return failure("cannot read the \(kind.rawValue): too many levels of symbolic links (a link loop)")
            case ENAMETOOLONG:
                return failure("cannot read the \(kind.rawValue): the path or one of its names is too long")
            case ENOTDIR: return failure("no such \(kind.rawValue): part of the path is a file, not a folder")
            default: return failure("cannot read the \(kind.rawValue): \(FileSystem.describe(code))")
            }
        }
        switch FileSystem.Entry(mode: info.st_mode) {
        case .file, .missing:
            break
        case .folder:
            return failure("is a folder, not a \(kind.rawValue)", notes: folderHints(path, kind: kind))
        case .other(let what):
            return failure("is \(what), not a \(kind.rawValue); modelgen reads only regular files")
        }
        if Int(info.st_size) > sizeLimit {
            return failure(sizeMessage(size: Int(info.st_size), limit: sizeLimit, kind: kind))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return failure("cannot read the \(kind.rawValue): \(FileSystem.describe(errno))") }
        defer { close(descriptor) }
        // The file may have grown since `stat`: the limit holds for what is read, too.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return failure("cannot read the \(kind.rawValue): \(FileSystem.describe(errno))")
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > sizeLimit {
                return failure(sizeMessage(size: bytes.count, limit: sizeLimit, kind: kind))
            }
        }
        return .success(bytes)
    }

    private static func sizeMessage(size: Int, limit: Int, kind: Kind) -> String {
        let allowance: String
        switch kind {
        case .model:
            allowance =
                "; if it really is a model, raise the limit with \"maxModelSize\" (in megabytes) in modelgen.json beside it"
        case .shippedVersion, .versionRecord:
            allowance =
                "; raise the limit with \"maxModelSize\" (in megabytes) in the modelgen.json beside the model"
        case .configuration, .template, .mappingModel:
            allowance = ""
        }
        // The size is rounded up, so that it never reads as equal to the limit it exceeds.
        return
            "the \(kind.rawValue) is \(megabytes(size, roundingUp: true)), more than the limit of \(megabytes(limit))\(allowance)"
    }

    private static func megabytes(_ bytes: Int, roundingUp: Bool = false) -> String {
        if bytes < megabyte { return "\(bytes) bytes" }
        let tenths = (bytes * 10 + (roundingUp ? megabyte - 1 : megabyte / 2)) / megabyte
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }

    /// For a folder given as a model: the model files it holds.
    private static func folderHints(_ path: String, kind: Kind) -> [Diagnostic.Note] {
        guard kind == .model else { return [] }
        let models = FileSystem.fileNames(in: path).filter { $0.hasSuffix(".datamodel.json") }.sorted()
        return models.prefix(5).map { Diagnostic.Note("a model file in the folder", file: Paths.join(path, $0)) }
    }

}

/// `read(2)`, named apart from `InputFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
