import Testing

@testable import ModelGenKit

/// One diagnostic type for every stage, printed in the compiler's form.
@Suite struct DiagnosticTests {
    @Test func aDiagnosticPrintsInTheCompilersForm() {
        let located = Diagnostic(
            .error, "unknown destination entity 'Autor'", file: "M.datamodel.json",
            at: SourcePosition(line: 14, column: 44))
        #expect(located.formatted == "M.datamodel.json:14:44: error: unknown destination entity 'Autor'")
        let fileOnly = Diagnostic(.warning, "kept", file: "Gone+CoreDataClass.swift")
        #expect(fileOnly.formatted == "Gone+CoreDataClass.swift: warning: kept")
        let runWide = Diagnostic(.error, "nothing was written")
        #expect(runWide.formatted == "error: nothing was written")
    }

    /// A position is kept in 32 bits a number: it reads back as given, orders by line then
    /// column, and a number too large for 32 bits reads as the largest there is, without a trap.
    @Test func positionsKeepTheirNumbersAndClampOnesTooLargeForThirtyTwoBits() {
        var position = SourcePosition(line: 120_000, column: 4_000_000)
        #expect(position.line == 120_000 && position.column == 4_000_000)
        position.column += 1
        #expect(position == SourcePosition(line: 120_000, column: 4_000_001))
        #expect(SourcePosition(line: 2, column: 1) > SourcePosition(line: 1, column: 9_000))
        let huge = SourcePosition(line: Int.max, column: 1 << 40)
        #expect(huge.line == Int(Int32.max) && huge.column == Int(Int32.max))
    }

    /// A category is for code to decide by, and is never printed.
    @Test func aCategoryIsNotPrinted() {
        var diagnostic = Diagnostic(
            .error, "the type changes", file: "New.datamodel.json", at: SourcePosition(line: 3, column: 7),
            notes: [Diagnostic.Note("declared here", file: "Old.datamodel.json")])
        let printed = diagnostic.formatted
        for category in [Diagnostic.Category.migration, .inference, .cloudKit] {
            diagnostic.category = category
            #expect(diagnostic.formatted == printed)
        }
    }

    @Test func notesPrintAtTheirOwnPlaceOrElseAtTheDiagnostics() {
        let diagnostic = Diagnostic(
            .error, "duplicate entity 'Commit'", file: "M.datamodel.json", at: SourcePosition(line: 9, column: 15),
            notes: [
                Diagnostic.Note("did you mean 'Comment'?"),
                Diagnostic.Note("'Commit' is first declared here", at: SourcePosition(line: 4, column: 15)),
                Diagnostic.Note("its template is here", file: "Other.mustache", at: SourcePosition(line: 2, column: 1)),
                Diagnostic.Note("the other file as a whole", file: "Other.mustache"),
            ])
        #expect(
            diagnostic.formatted.split(separator: "\n") == [
                "M.datamodel.json:9:15: error: duplicate entity 'Commit'",
                "M.datamodel.json:9:15: note: did you mean 'Comment'?",
                "M.datamodel.json:4:15: note: 'Commit' is first declared here",
                "Other.mustache:2:1: note: its template is here",
                "Other.mustache: note: the other file as a whole",
            ])
    }

    @Test func thePrinterWritesEachDiagnosticOnItsOwnLines() {
        final class Lines: @unchecked Sendable { var text = "" }
        let lines = Lines()
        let printer = DiagnosticPrinter { lines.text += $0 }
        printer.print([
            Diagnostic(.warning, "w", file: "a", notes: [Diagnostic.Note("n")]),
            Diagnostic(.error, "e"),
        ])
        #expect(lines.text == "a: warning: w\na: note: n\nerror: e\n")
    }

    @Test func aFailedWriteIsADiagnosticOfItsFile() {
        let failure = FileSystem.Failure(path: "out/A.swift", reason: "cannot replace the file: Permission denied")
        #expect(
            failure.diagnostic == Diagnostic(.error, "cannot replace the file: Permission denied", file: "out/A.swift"))
        #expect(failure.description == "out/A.swift: error: cannot replace the file: Permission denied")
    }
}
