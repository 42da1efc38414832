/// Collects the diagnostics of one input file; every stage reports into it, so a run shows every
/// problem at once instead of stopping at the first.
struct DiagnosticLog: Sendable {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    var hasErrors: Bool { diagnostics.hasErrors }

    /// Adds the diagnostics of `other`, a log of the same file kept apart (by work done on another
    /// thread), after this log's own.
    mutating func append(contentsOf other: DiagnosticLog) {
        assert(other.file == file, "the logs of two files")
        diagnostics += other.diagnostics
    }

    mutating func error(_ message: String, at location: SourcePosition?, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, message, file: file, at: location, notes: notes))
    }

    mutating func warning(_ message: String, at location: SourcePosition?, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, message, file: file, at: location, notes: notes))
    }

    /// Reports `message` for an unknown `name`, with a `did you mean` note when one of `candidates` is close.
    mutating func error<Names: Sequence<String>>(
        _ message: String, at location: SourcePosition?, unknown name: String, candidates: Names
    ) {
        let notes = closestMatch(to: name, in: candidates).map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
        error(message, at: location, notes: notes)
    }
}
