/// A parsed template in modelgen's Mustache subset:
///
/// - `{{name}}` prints a text value; `{{a.b}}` looks up `b` inside `a`; `{{.}}` prints the current item.
/// - `{{#name}}…{{/name}}` renders its body once for a true flag or an object, and once per item of a list.
/// - `{{^name}}…{{/name}}` renders its body for a false flag or an empty list.
/// - `{{! comment }}` prints nothing.
/// - A line that holds nothing but one section, close or comment tag disappears with its line break,
///   so templates can put tags on lines of their own.
///
/// Output is never escaped. A name that the context does not define is an error, not an empty
/// string, so that a misspelt name in a template cannot go unnoticed.
struct Template: Sendable {
    /// How deeply sections may nest. The renderer descends once per level, on threads whose stacks
    /// are small (512 KB for a secondary thread on macOS): no template may exhaust one. modelgen's
    /// own templates nest six levels at most.
    static let maximumDepth = 100

    /// How many problems a parse, or a trial render (the probe of custom templates), reports before
    /// it stops: a template full of malformed tags would otherwise print megabytes of errors, and
    /// one full of unknown names take the probe's hundreds of renders as many times as it has tags.
    static let maximumProblems = 1_000

    /// How many nodes one render of a file may visit before it stops with an error: more than a
    /// model of any real size needs (the model file of 1,000 entities takes about 320,000), and
    /// reached in seconds by a template that nests repeating sections in each other, which would
    /// otherwise run for ever.
    static let maximumNodesRendered = 100_000_000

    /// The template's file name, for diagnostics.
    let name: String
    /// The template as the renderer runs it: its nodes in order, each section followed by its body
    /// (see `Instruction`). Flat, and made of plain values, so that rendering a node copies no
    /// array or string, as walking a tree of enum cases would at every node.
    let program: [Instruction]
    /// The text of every text node, one after another; an instruction names its range.
    let texts: [UInt8]
    /// The name of every variable and section tag, in the order of the tags. A tag's index here
    /// is also its slot, where a render keeps a hint of where the name was found last (see
    /// `Renderer.swift`).
    let names: [Name]
    /// Where the last render found each name, for the next one to start from (see `Renderer.swift`).
    let learnedHints = LearnedHints()

    /// One node of the program.
    struct Instruction: Sendable {
        enum Kind: UInt8, Sendable {
            /// Prints `texts[start..<end]`.
            case text
            /// `{{name}}`: prints `names[start]`.
            case variable
            /// `{{#name}}`: its body is the instructions after it, up to `end`.
            case section
            /// `{{^name}}`, likewise.
            case invertedSection
        }

        var kind: Kind
        /// Text: where its bytes start in `texts`. A tag: the index of its name in `names`.
        var start: Int
        /// Text: where its bytes end. A section: the index of the instruction after its body.
        var end: Int
        /// Where a tag is, for errors.
        var location: SourcePosition
    }

    /// What a tag names: a path of member names, the current item, or where it stands in its list.
    struct Name: Sendable, Equatable {
        enum Kind: Sendable {
            /// `{{a.b}}`: a member, looked up scope by scope, then members inside it.
            case member
            /// `{{.}}`
            case current
            /// `{{@first}}`
            case first
            /// `{{@last}}`
            case last
        }

        /// The names as written, split at the dots (`["."]` and `["@first"]` for the others).
        let path: [String]
        let kind: Kind

        var description: String { path.joined(separator: ".") }
    }

    /// Parses `text`; throws every problem it has, each at its position (after a malformed tag the
    /// parse goes on, so that one run reports them all).
    init(name: String, text: String) throws(TemplateErrors) {
        self.name = name
        var parser = TemplateParser(name: name, bytes: Array(text.utf8))
        parser.parse()
        guard parser.errors.isEmpty else {
            throw TemplateErrors(
                errors: parser.errors,
                isCutShort: parser.stoppedEarly || parser.errors.count >= Template.maximumProblems)
        }
        self.program = parser.program
        self.texts = parser.texts
        self.names = parser.names
    }
}

/// A malformed template, or a template that asks for something its context does not have.
struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    var template: String
    var location: SourcePosition
    var message: String
    var notes: [Diagnostic.Note] = []
    /// Whether the render was stopped for taking too many steps (`Template.maximumNodesRendered`).
    var stopsRender = false

    var description: String {
        "\(template):\(location.line):\(location.column): error: \(message)"
    }
}

/// Every problem found in one or more templates, in the order found.
struct TemplateErrors: Error, Equatable, Sendable, CustomStringConvertible {
    var errors: [TemplateError]
    /// Whether the parse stopped at `Template.maximumProblems`, so that there may be more.
    var isCutShort = false

    var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}

private struct TemplateParser {
    let name: String
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    /// What it has read: the template's instructions, texts and tag names (see `Template`).
    var program: [Template.Instruction] = []
    var texts: [UInt8] = []
    var names: [Template.Name] = []
    /// The problems found so far.
    var errors: [TemplateError] = []
    /// Where the text read since the last tag starts in `texts`.
    private var textStart = 0
    /// The instruction of each open section, whose end is set when it closes.
    private var openSections: [Int] = []
    /// The sections that a mismatched closing tag closed without their own closing tag: when that
    /// tag comes later (two closing tags swapped), it is the same mistake, already reported.
    private var closedEarly: [Template.Name] = []

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    private mutating func report(_ message: String, at location: SourcePosition) {
        errors.append(TemplateError(template: name, location: location, message: message))
    }

    /// Whether the parse has found as many problems as it reports.
    private var hasEnoughProblems: Bool { errors.count >= Template.maximumProblems }
    /// Whether the parse stopped before the end of the template (at the nesting limit, or at
    /// `Template.maximumProblems`), so that there may be more problems.
    var stoppedEarly = false

    /// Advances over `bytes[offset..<end]`, counting lines.
    private mutating func advance(to end: Int) {
        while offset < end {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    private func findOpening(from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{") && bytes[index + 1] == UInt8(ascii: "{") { return index }
            index += 1
        }
        return nil
    }

    /// Reads the whole template into `program`, `texts` and `names`, and its problems into `errors`.
    /// A malformed tag is reported and read as nothing; a section whose name is malformed still
    /// opens, so that its closing tag matches it.
    mutating func parse() {
        while offset < bytes.count, !hasEnoughProblems {
            guard let open = findOpening(from: offset) else {
                texts.append(contentsOf: bytes[offset...])
                advance(to: bytes.count)
                break
            }
            let (tagLocation, tagLineStart) = locateTag(at: open)
            let close = findClosing(after: open)
            guard close + 1 < bytes.count, bytes[close] == UInt8(ascii: "}"), bytes[close + 1] == UInt8(ascii: "}")
            else {
                readUnclosedTag(at: open, upTo: close, location: tagLocation)
                continue
            }
            let content = String(decoding: bytes[(open + 2)..<close], as: UTF8.self)
            let trimmed = content.trimmingSpaces()
            let sigil = trimmed.first
            readText(
                before: open, tagEnd: close + 2, tagLineStart: tagLineStart,
                canStandAlone: sigil == "#" || sigil == "^" || sigil == "/" || sigil == "!")

            switch sigil {
            case "!":
                continue
            case "#", "^":
                let name = parseName(trimmed.dropFirst(), at: tagLocation).name
                guard openSections.count < Template.maximumDepth else {
                    // The parse stops here: every section inside would be reported as never closed.
                    report("sections are nested more than \(Template.maximumDepth) levels deep", at: tagLocation)
                    stoppedEarly = true
                    return
                }
                flushText()
                openSections.append(program.count)
                append(name, kind: sigil == "^" ? .invertedSection : .section, at: tagLocation)
            case "/":
                readClosingTag(trimmed.dropFirst(), at: tagLocation)
            case "{", "&", ">", "=":
                report(
                    "'{{\(sigil!)' tags are not supported; modelgen's templates use {{name}}, {{#name}}, {{^name}}, {{/name}} and {{!comment}}",
                    at: tagLocation)
            default:
                let name = parseName(Substring(trimmed), at: tagLocation).name
                flushText()
                append(name, kind: .variable, at: tagLocation)
            }
        }
        flushText()
        for open in openSections where !hasEnoughProblems {
            report("section '\(names[program[open].start].description)' is never closed", at: program[open].location)
            program[open].end = program.count
        }
        // In the order of the tags (a section never closed is found at the end); a sort that keeps
        // the order of two at one place.
        errors = errors.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Where the tag that opens at `open` is, and where its line starts, counting the line breaks
    /// in the text before it.
    private func locateTag(at open: Int) -> (location: SourcePosition, lineStart: Int) {
        var tagLine = line
        var tagLineStart = lineStart
        for index in offset..<open where bytes[index] == UInt8(ascii: "\n") {
            tagLine += 1
            tagLineStart = index + 1
        }
        return (SourcePosition(line: tagLine, column: open - tagLineStart + 1), tagLineStart)
    }

    /// Where the `}}` that closes the tag opening at `open` is; when the line or the template ends
    /// first, where the search stopped (the line break, or the last byte).
    private func findClosing(after open: Int) -> Int {
        var close = open + 2
        while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "}") && bytes[close + 1] == UInt8(ascii: "}")) {
            if bytes[close] == UInt8(ascii: "\n") { break }
            close += 1
        }
        return close
    }

    /// Reports a tag not closed on its line, and reads the rest of the line as text: the parse goes
    /// on at the next line.
    private mutating func readUnclosedTag(at open: Int, upTo close: Int, location: SourcePosition) {
        let isComment =
            bytes[(open + 2)...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            == UInt8(ascii: "!")
        report(
            isComment
                ? "comment '{{!' is not closed with '}}' on the same line; a comment cannot span lines"
                : "tag '{{' is not closed with '}}' on the same line", at: location)
        texts.append(contentsOf: bytes[offset..<close])
        advance(to: close)
    }

    /// Reads the text before a tag and moves past the tag. A standalone tag (a section, closing or
    /// comment tag with only spaces before it on its line and only spaces after it to the line
    /// break) disappears with its line: its spaces and line break are not text.
    private mutating func readText(before open: Int, tagEnd: Int, tagLineStart: Int, canStandAlone: Bool) {
        var lineBegin = open
        while lineBegin > tagLineStart,
            bytes[lineBegin - 1] == UInt8(ascii: " ") || bytes[lineBegin - 1] == UInt8(ascii: "\t")
        {
            lineBegin -= 1
        }
        var lineEnd = tagEnd
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") {
            lineEnd += 1
        }
        let endsLine =
            lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n")
            || (bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.count
                && bytes[lineEnd + 1] == UInt8(ascii: "\n"))
        let standalone = canStandAlone && lineBegin == tagLineStart && lineBegin >= offset && endsLine

        texts.append(contentsOf: bytes[offset..<(standalone ? lineBegin : open)])
        if standalone {
            if lineEnd < bytes.count { lineEnd += bytes[lineEnd] == UInt8(ascii: "\r") ? 2 : 1 }
            advance(to: lineEnd)
        } else {
            advance(to: tagEnd)
        }
    }

    /// Reads a closing tag (`text`, its name): it closes the innermost open section when it names
    /// it. Otherwise it decides which sections the mistake closes, and whether it is reported here
    /// or was already, at an earlier mismatched closing tag or at a malformed name.
    private mutating func readClosingTag(_ text: Substring, at tagLocation: SourcePosition) {
        let (name, isValid) = parseName(text, at: tagLocation, reporting: false)
        let innermost = openSections.last.map { names[program[$0].start] }
        // The closing tag of a section that an earlier mismatched tag closed (two closing
        // tags swapped, or a stray one before it) is part of the mistake reported there.
        if innermost != name, let early = closedEarly.lastIndex(of: name) {
            closedEarly.remove(at: early)
            return
        }
        // A malformed name was reported at the section's opening tag already; a malformed
        // closing tag that matches no open section is one problem, reported here, and is
        // read as closing the innermost section, if any.
        if !isValid && innermost != name {
            reportInvalidName(name.description, at: tagLocation)
            if let open = openSections.popLast() {
                flushText()
                program[open].end = program.count
                closedEarly.append(names[program[open].start])
            }
            return
        }
        guard let open = openSections.popLast() else {
            report("'{{/\(name.description)}}' closes no open section", at: tagLocation)
            return
        }
        let section = program[open]
        if names[section.start] != name {
            report(
                "'{{/\(name.description)}}' does not match the open section '\(names[section.start].description)' (line \(section.location.line))",
                at: tagLocation)
            // A tag that closes a section further out closes the ones inside it too;
            // any other is read as closing the innermost. Either way, the closing tags
            // of the sections it closed early may still come.
            if let outer = openSections.lastIndex(where: { names[program[$0].start] == name }) {
                flushText()
                for inner in openSections[outer...] { program[inner].end = program.count }
                program[open].end = program.count
                closedEarly += (openSections[(outer + 1)...] + [open]).map { names[program[$0].start] }
                openSections.removeSubrange(outer...)
                return
            }
            closedEarly.append(names[section.start])
        }
        flushText()
        program[open].end = program.count
    }

    /// Ends the text read since the last tag with an instruction that prints it, if there is any.
    private mutating func flushText() {
        if texts.count > textStart {
            program.append(
                Template.Instruction(
                    kind: .text, start: textStart, end: texts.count, location: SourcePosition(line: 0, column: 0)))
        }
        textStart = texts.count
    }

    /// Adds a tag: its name, which gets the next slot, and its instruction. A section's end is set
    /// when it closes.
    private mutating func append(_ name: Template.Name, kind: Template.Instruction.Kind, at location: SourcePosition) {
        names.append(name)
        program.append(Template.Instruction(kind: kind, start: names.count - 1, end: 0, location: location))
    }

    /// The name in a tag, and whether it is well formed. A malformed one is reported (unless
    /// `reporting` is false), and kept as written, so that a section's closing tag can match it.
    private mutating func parseName(_ text: Substring, at location: SourcePosition, reporting: Bool = true)
        -> (name: Template.Name, isValid: Bool)
    {
        let name = String(text).trimmingSpaces()
        switch name {
        case ".": return (Template.Name(path: [name], kind: .current), true)
        case "@first": return (Template.Name(path: [name], kind: .first), true)
        case "@last": return (Template.Name(path: [name], kind: .last), true)
        default: break
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !name.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isNameByte) }) else {
            if reporting { reportInvalidName(name, at: location) }
            return (Template.Name(path: [name], kind: .member), false)
        }
        return (Template.Name(path: parts, kind: .member), true)
    }

    private mutating func reportInvalidName(_ name: String, at location: SourcePosition) {
        guard !name.isEmpty else {
            report("the tag is empty; a tag holds a name, such as {{className}}", at: location)
            return
        }
        // Control characters are shown escaped, so that the message stays one line of text.
        let shown = name.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        report(
            "'\(shown)' is not a valid name; names hold letters, digits and underscores, joined by dots", at: location)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
