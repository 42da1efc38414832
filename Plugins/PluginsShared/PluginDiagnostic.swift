import Foundation

/// A problem that a plugin finds itself, with a target or its files; a model's own problems are
/// the tool's, which prints them located. It is the plugins' counterpart of ModelGenKit's
/// `Diagnostic` (a plugin cannot link a library): the same fields, and both plugins report every
/// problem of their own through it.
struct PluginDiagnostic: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The file the problem is about; `nil` for a problem with the command as a whole.
    var file: URL?

    init(_ message: String, file: URL? = nil) {
        self.message = message
        self.file = file
    }

    /// The message alone: the plugin host prints an error thrown by a plugin after `error: `.
    var description: String { message }
}
