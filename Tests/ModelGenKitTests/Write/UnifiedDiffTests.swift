import Foundation
import Testing

@testable import ModelGenKit

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", path: "f") == "")
    }

    @Test func newAndRemovedFiles() {
        #expect(
            UnifiedDiff.diff(old: nil, new: "a\nb\n", path: "f") == "--- /dev/null\n+++ f\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(UnifiedDiff.diff(old: "a\n", new: nil, path: "f") == "--- f\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-a\n")
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(
            of: "line 18\n", with: "")
        #expect(
            UnifiedDiff.diff(old: old, new: new, path: "f") == """
                --- f
                +++ f
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -15,6 +15,5 @@
                 line 15
                 line 16
                 line 17
                -line 18
                 line 19
                 line 20

                """)
    }

    /// Lines end at line feeds, as `diff -u` reads them: a file with CRLF line ends differs line by
    /// line (the carriage returns stay in the lines), a missing last line feed is marked, and two
    /// spellings of the same character (é composed or not) are different lines. (`diff -u` prints
    /// the same hunks for the first two.)
    @Test func lineEndsAndSpellingsAreBytes() {
        #expect(
            UnifiedDiff.diff(old: "a\r\nb\r\n", new: "a\nb\n", path: "f")
                == "--- f\n+++ f\n@@ -1,2 +1,2 @@\n-a\r\n-b\r\n+a\n+b\n")
        #expect(
            UnifiedDiff.diff(old: "a\nb", new: "a\nb\n", path: "f")
                == "--- f\n+++ f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        #expect(
            UnifiedDiff.diff(old: "caf\u{E9}\n", new: "cafe\u{301}\n", path: "f")
                == "--- f\n+++ f\n@@ -1,1 +1,1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
        #expect(!WritePlanner.sameBytes(Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)))
        #expect(WritePlanner.sameBytes(Array("café".utf8), Array("café".utf8)))
        #expect(!WritePlanner.sameBytes(Array("café".utf8), Array("café\n".utf8)))
    }

    /// Our hunks must be exactly what `diff -u` prints, for many random edits of a text.
    @Test func agreesWithTheSystemDiff() throws {
        let diffTool = ["/usr/bin/diff", "/bin/diff"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let diffTool else { return }  // No system diff to compare with on this machine.
        var generator = SystemRandomNumberGenerator()
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = (1...40).map { "line \($0 % 7)" }
        for _ in 0..<40 {
            var lines = base
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0..<lines.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: lines.remove(at: index)
                case 1: lines.insert("new \(index)", at: index)
                default: lines[index] = "changed \(index)"
                }
            }
            let old = base.joined(separator: "\n") + "\n"
            let new = lines.joined(separator: "\n") + "\n"
            try old.write(to: folder.appendingPathComponent("old"), atomically: true, encoding: .utf8)
            try new.write(to: folder.appendingPathComponent("new"), atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: diffTool)
            process.arguments = ["-u", "old", "new"]
            process.currentDirectoryURL = folder
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // Compare the hunks, not the headers (diff -u adds timestamps).
            let expected = output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(
                separator: "\n")
            let ours = UnifiedDiff.diff(old: old, new: new, path: "f")
                .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
            // Several shortest edit scripts can exist, so compare what the hunks do rather than their text.
            #expect(apply(ours, to: old) == new, "our diff does not turn old into new:\n\(ours)")
            // Both are shortest edit scripts, so they remove and add the same number of lines.
            func counts(_ diff: String) -> (removed: Int, added: Int) {
                let lines = diff.split(separator: "\n")
                return (lines.filter { $0.hasPrefix("-") }.count, lines.filter { $0.hasPrefix("+") }.count)
            }
            #expect(counts(ours) == counts(expected), "not minimal:\nours:\n\(ours)\ndiff -u:\n\(expected)")
        }
    }

    /// Applies the hunks of a unified diff to `text`.
    private func apply(_ diff: String, to text: String) -> String {
        var old = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var result: [String] = []
        var position = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
                let target = max(0, start - 1)
                result += old[position..<target]
                position = target
            } else if line.hasPrefix(" ") {
                result.append(String(line.dropFirst()))
                position += 1
            } else if line.hasPrefix("-") {
                position += 1
            } else if line.hasPrefix("+") {
                result.append(String(line.dropFirst()))
            }
        }
        result += old[position...]
        old = result
        return old.joined(separator: "\n") + "\n"
    }
}
