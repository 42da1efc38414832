/// A problem found in an input file, printed in the compiler's `file:line:column: severity: message` form
/// so that Xcode, SwiftPM and editors show it at the spot.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    /// The file the problem is in, as the user named it.
    public var file: String
    /// Where in the file; `nil` for problems with the file as a whole (it cannot be read, say).
    public var location: SourcePosition?
    /// Follow-up notes printed after the diagnostic, such as `did you mean 'Author'?`.
    public var notes: [String]

    public init(
        _ severity: Severity, _ message: String, file: String, at location: SourcePosition?, notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.notes = notes
    }

    /// The diagnostic and its notes, one line each, in the compiler's format.
    public var formatted: String {
        let position = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        var lines = ["\(position): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(position): note: \(note)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

/// Collects the diagnostics of one input file; every stage reports into it, so a run shows every
/// problem at once instead of stopping at the first.
public struct DiagnosticLog: Sendable {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    public mutating func error(_ message: String, at location: SourcePosition?, notes: [String] = []) {
        diagnostics.append(Diagnostic(.error, message, file: file, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourcePosition?, notes: [String] = []) {
        diagnostics.append(Diagnostic(.warning, message, file: file, at: location, notes: notes))
    }

    /// Reports `message` for an unknown `name`, with a `did you mean` note when one of `candidates` is close.
    public mutating func error<Names: Sequence<String>>(
        _ message: String, at location: SourcePosition?, unknown name: String, candidates: Names
    ) {
        let notes = closestMatch(to: name, in: candidates).map { ["did you mean '\($0)'?"] } ?? []
        error(message, at: location, notes: notes)
    }
}
