import Foundation

/// Paths worked out as text, the same on every platform, for every string a user can type.
///
/// Foundation's `NSString` path methods are not used: on Linux, `deletingLastPathComponent` traps
/// on some inputs (`.`, `./`, `~`), and a path from the command line must never crash the tool.
enum Paths {
    /// The folder part of `path`: everything before its last component, without the final slash.
    /// `""` when `path` has no folder part (`Commits.datamodel.json`), `"/"` for a file at the root.
    /// Final slashes are not a component: the folder of `Model/` is `""`, as for `Model`.
    static func directory(of path: String) -> String {
        let trimmed = trimmingFinalSlashes(path)
        guard let slash = trimmed.utf8.lastIndex(of: slash) else { return "" }
        let directory = trimmingFinalSlashes(String(trimmed[..<slash]))
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path`, without final slashes: `Commits.datamodel.json` for
    /// `Model/Commits.datamodel.json`; `"/"` for the root; `""` for an empty path.
    static func fileName(of path: String) -> String {
        let trimmed = trimmingFinalSlashes(path)
        guard trimmed != "/", let slash = trimmed.utf8.lastIndex(of: slash) else { return trimmed }
        return String(trimmed[trimmed.utf8.index(after: slash)...])
    }

    /// The folder of `path` as a folder to work in: `"."` when it has no folder part.
    static func workingDirectory(of path: String) -> String {
        let directory = directory(of: path)
        return directory.isEmpty ? "." : directory
    }

    /// A folder and a file name joined with one slash; `name` alone for the current folder.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// One spelling per file, worked out from the text alone (the disk is not touched): the path made
    /// absolute against `currentDirectory`, without `.`, `..`, empty components or a final slash.
    /// Symbolic links are not resolved.
    static func normalized(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath)
        -> String
    {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        if isNormalized(absolute) { return absolute }
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

    /// Whether `absolute` is already in `normalized`'s form, as most paths are: it starts with `/`, and
    /// every component after that is neither empty (no `//`, no final `/`) nor `.` nor `..`. One pass
    /// over the bytes: this runs several times for every generated file, serially.
    private static func isNormalized(_ absolute: String) -> Bool {
        var bytes = absolute.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "/") else { return false }
        // The length of the component read so far, and whether it is all dots.
        var length = 0
        var isDots = true
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (isDots && length <= 2) { return false }
                length = 0
                isDots = true
            } else {
                length += 1
                isDots = isDots && byte == UInt8(ascii: ".")
            }
        }
        return length > 0 && !(isDots && length <= 2)
    }

    /// `path` without its final slashes, except a path that is all slashes, which stays `/`.
    static func trimmingFinalSlashes(_ path: String) -> String {
        // On bytes: every generated file's path goes through here (counting characters took
        // thousands of instructions a path).
        let bytes = path.utf8
        var end = bytes.endIndex
        while bytes.distance(from: bytes.startIndex, to: end) > 1, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        return end == bytes.endIndex ? path : String(path[..<end])
    }

    private static let slash = UInt8(ascii: "/")
}
