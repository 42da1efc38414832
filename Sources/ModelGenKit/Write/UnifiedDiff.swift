/// A unified diff (`diff -u` style, three lines of context) between two texts, for `--check`.
public enum UnifiedDiff {
    /// The diff from `old` to `new`; `nil` for a file that does not exist on that side. Empty when equal.
    public static func diff(old: String?, new: String?, path: String) -> String {
        let oldLines = old.map(lines) ?? []
        let newLines = new.map(lines) ?? []
        let edits = shortestEditScript(oldLines, newLines)
        guard edits.contains(where: { $0.kind != .keep }) else { return "" }
        // Both sides name the file by its path (as `diff -u` and `patch -p0` do); a side where the file
        // does not exist is /dev/null.
        var output = "--- \(old == nil ? "/dev/null" : path)\n+++ \(new == nil ? "/dev/null" : path)\n"
        for hunk in hunks(edits, context: 3) {
            output += hunk
        }
        return output
    }

    /// One line of a text: its bytes up to a line feed (a carriage return before it stays part of
    /// the line, as `diff` keeps it), and whether the line feed is there (only the last line can
    /// lack it). Lines are equal when their bytes are: two spellings of the same characters (é
    /// composed or not) are different lines, as they are different files.
    struct Line: Equatable {
        var text: Substring.UTF8View
        var endsWithLineFeed: Bool

        static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.endsWithLineFeed == rhs.endsWithLineFeed && lhs.text.elementsEqual(rhs.text)
        }

        /// The line as a hunk shows it, after its one-character prefix.
        var printed: String {
            String(Substring(text)) + (endsWithLineFeed ? "\n" : "\n\\ No newline at end of file\n")
        }
    }

    struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        var line: Line
        /// Line numbers (0-based) on each side before this edit.
        var oldIndex: Int
        var newIndex: Int
    }

    static func lines(_ text: String) -> [Line] {
        let bytes = text.utf8
        var result: [Line] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            guard let lineFeed = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                result.append(Line(text: Substring(text[start...]).utf8, endsWithLineFeed: false))
                break
            }
            result.append(Line(text: Substring(text[start..<lineFeed]).utf8, endsWithLineFeed: true))
            start = bytes.index(after: lineFeed)
        }
        return result
    }

    /// Myers' O((N+M)·D) algorithm: fast for generated files, which differ in few lines.
    static func shortestEditScript(_ a: [Line], _ b: [Line]) -> [Edit] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[maximum + k - 1] < frontier[maximum + k + 1]) {
                    x = frontier[maximum + k + 1]
                } else {
                    x = frontier[maximum + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[maximum + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk back through the saved frontiers to recover the edits.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .keep, line: a[x], oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(Edit(kind: .insert, line: b[y], oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .delete, line: a[x], oldIndex: x, newIndex: y))
                }
            }
        }
        return edits.reversed()
    }

    private static func hunks(_ edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        return groups.map { group in
            let slice = edits[group]
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            let first = slice.first!
            let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
            let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
            var text = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in slice {
                switch edit.kind {
                case .keep: text += " " + edit.line.printed
                case .delete: text += "-" + edit.line.printed
                case .insert: text += "+" + edit.line.printed
                }
            }
            return text
        }
    }
}
