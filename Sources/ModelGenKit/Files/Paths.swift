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
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let directory = trimmingFinalSlashes(String(trimmed[..<slash]))
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path`, without final slashes: `Commits.datamodel.json` for
    /// `Model/Commits.datamodel.json`; `"/"` for the root; `""` for an empty path.
    static func fileName(of path: String) -> String {
        let trimmed = trimmingFinalSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
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
        // Most paths are already in that form: no `//`, `/./` or `/../`, and no final `/`, `/.` or `/..`.
        // (Checked on bytes: Foundation's `contains` searches slowly, and this runs for every file.)
        let isNormal = absolute.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
            .allSatisfy { component in
                !component.isEmpty && !component.elementsEqual(".".utf8) && !component.elementsEqual("..".utf8)
            }
        if isNormal { return absolute }
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

    /// `path` without its final slashes, except a path that is all slashes, which stays `/`.
    static func trimmingFinalSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
