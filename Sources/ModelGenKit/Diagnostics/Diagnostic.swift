/// A problem found by any stage of modelgen: in a model, a configuration, a template, a file to
/// write, or the run as a whole. The one type every stage reports with, printed in the compiler's
/// `file:line:column: severity: message` form so that Xcode, SwiftPM and editors show it at the spot.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious it is: an error stops the run; a warning does not; a note stands alone only
    /// where a tool reports one so.
    public enum Severity: String, Sendable {
        /// A problem that stops the run: nothing is written.
        case error
        /// A problem worth fixing that does not stop the run.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// A note that follows a diagnostic, such as `did you mean 'Author'?`, or `'Commit' is first
    /// declared here` at a place of its own.
    public struct Note: Hashable, Sendable {
        /// What the note says.
        public var message: String
        /// The file the note points into; `nil` for the diagnostic's file.
        public var file: String?
        /// Where in that file; `nil` for the diagnostic's own position.
        public var location: SourcePosition?

        /// A note, at the diagnostic's own place unless given one.
        public init(_ message: String, file: String? = nil, at location: SourcePosition? = nil) {
            self.message = message
            self.file = file
            self.location = location
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one sentence without a final period.
    public var message: String
    /// The file the problem is in, as the user named it; `nil` for a problem with the run as a whole.
    public var file: String?
    /// Where in the file; `nil` for problems with the file as a whole (it cannot be read, say).
    public var location: SourcePosition?
    /// Notes printed after the diagnostic, each on a line of its own.
    public var notes: [Note]
    /// What kind of finding it is, for code that treats kinds apart; `nil` for the rest. Never
    /// printed: `formatted` is the same with or without it.
    var category: Category?

    /// The kinds of finding that code decides by, instead of by a diagnostic's text.
    enum Category: Sendable {
        /// A verdict of `ModelComparison` on a change between two versions, by the rules of Core
        /// Data's lightweight migration: a store of the old version could not be migrated (an
        /// error), or would lose or keep something the user may not expect (a warning). A mapping
        /// model that makes the step decides instead: `ModelComparison` drops these errors then.
        case migration
        /// What lightweight migration would infer of a change (a `renamedFrom` that matches nothing,
        /// a removal and an addition that look like a rename): moot when a mapping model makes the
        /// step, which drops these.
        case inference
        /// About CloudKit's schema rather than the store's migration (a record type or field that a
        /// change leaves behind in production): it holds whatever migrates the store, is kept when
        /// a mapping model makes the step, and `diff` and the checks of shipped versions say it
        /// apart (`Generator.Comparison.cloudKitErrorCount`, a note that the version syncs already).
        case cloudKit
    }

    /// A diagnostic; without `file`, one with the run as a whole.
    public init(
        _ severity: Severity, _ message: String, file: String? = nil, at location: SourcePosition? = nil,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.notes = notes
    }

    /// The diagnostic and its notes, one line each, in the compiler's format. A note without a
    /// place of its own is printed at the diagnostic's.
    public var formatted: String {
        var lines = [Self.line(severity, message, file: file, at: location)]
        for note in notes {
            let file = note.file ?? file
            let location = note.file == nil ? note.location ?? location : note.location
            lines.append(Self.line(.note, note.message, file: file, at: location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, file: String?, at location: SourcePosition?)
        -> String
    {
        guard let file else { return "\(severity.rawValue): \(message)" }
        let position = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(position): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of them is an error, which stops the run.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics of one file in the order of their places in it (those about the whole file
    /// first), diagnostics at one place in the order found.
    func inFileOrder() -> [Diagnostic] {
        let start = SourcePosition(line: 0, column: 0)
        return enumerated().sorted {
            ($0.element.location ?? start, $0.offset) < ($1.element.location ?? start, $1.offset)
        }.map(\.element)
    }
}
