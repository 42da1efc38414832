import Foundation

/// Prints diagnostics in the compiler's form, one line each (notes on lines of their own): the one
/// way the command line reports every problem, from a model's errors to a file it could not write.
public struct DiagnosticPrinter: Sendable {
    private let write: @Sendable (String) -> Void

    /// A printer that hands each line, with its newline, to `write`.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Prints to standard error, where compilers print their diagnostics.
    public static let standardError = DiagnosticPrinter { text in
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints the diagnostic and its notes.
    public func print(_ diagnostic: Diagnostic) {
        write(diagnostic.formatted + "\n")
    }

    /// Prints each diagnostic in turn.
    public func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { print(diagnostic) }
    }
}
