/// The text of the support file's sections, cut from the built-in template (see
/// `SupportFileSections`, which translation decides).
extension SupportFileSections {
    /// The support file with these sections, and those that every file calls, in the template's
    /// order: its text up to the first section, then each section kept, verbatim.
    var text: String {
        var text = Self.parts.filter { $0.section.isSubset(of: self) }.map(\.text).joined()
        // A section left out at the end leaves the blank line that stood before it.
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// The support file's text cut before each `// MARK:` line, each piece with its section (the
    /// text before the first, `[]`). A title missing from `byTitle` keeps its section in every file.
    /// Cut on bytes: Foundation's `range(of:)` on Linux took 0.15 s for this file's few marks, and
    /// splitting it into `String` lines 30 million instructions, a tenth of a run over up-to-date
    /// output.
    private static let parts: [(section: Self, text: String)] = {
        var text = BuiltinTemplates.text(for: .support)
        return text.withUTF8 { bytes in
            func string(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            let mark = Array("// MARK: ".utf8)
            var parts: [(section: Self, text: String)] = []
            var section: Self = []
            var start = 0
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if bytes[lineStart..<lineEnd].starts(with: mark) {
                    parts.append((section, string(start..<lineStart)))
                    section = byTitle[string((lineStart + mark.count)..<lineEnd)] ?? []
                    start = lineStart
                }
                lineStart = lineEnd + 1
            }
            parts.append((section, string(start..<bytes.count)))
            return parts
        }
    }()

    /// The `// MARK:` titles of the support file, in order.
    static var titles: [String] {
        BuiltinTemplates.text(for: .support).split(separator: "\n").compactMap { line in
            line.hasPrefix("// MARK: ") ? String(line.dropFirst("// MARK: ".count)) : nil
        }
    }
}
