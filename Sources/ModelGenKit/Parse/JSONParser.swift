/// A malformed JSON text: where the reader stopped and why.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var message: String
    var location: SourcePosition
}

/// Reads RFC 8259 JSON into `JSONValue`s that remember where each value starts.
///
/// Strict on purpose (no comments, no trailing commas), so that a model file modelgen accepts is
/// accepted by every other JSON tool. Nesting is limited so that no input can exhaust the stack.
struct JSONParser {
    static let maximumDepth = 200
    /// An array at most two levels deep (the root, or a value of the root object, such as a model's
    /// entities) with more than one element, spanning more bytes than this, is parsed on every core.
    static let parallelArrayBytes = 65_536

    /// The text, valid for one parse: `parse(_:)` reads it in place, without the bounds checks
    /// and reference counting of an array (every check of the offset is explicit).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// How many escapes the strings this parser read held, to tell verbatim strings from the others
    /// (only its growth across one string matters).
    private var escapeCount = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The size above which an array at most two levels deep is parsed on every core.
    private let parallelArrayBytes: Int
    /// How many arrays were parsed on every core, for tests.
    private var arraysParsedInParallel = 0

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var arraysParsedInParallel = 0
        return try parse(
            bytes, parallelArrayBytes: Self.parallelArrayBytes, arraysParsedInParallel: &arraysParsedInParallel)
    }

    /// The value of the whole text, with arrays at most two levels deep that span more than
    /// `parallelArrayBytes` bytes parsed on every core (tests make it small), counted in
    /// `arraysParsedInParallel`.
    static func parse(
        _ bytes: [UInt8], parallelArrayBytes: Int, arraysParsedInParallel: inout Int
    ) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = JSONParser(bytes: buffer, parallelArrayBytes: parallelArrayBytes)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {  // A UTF-8 byte order mark is allowed and skipped.
                parser.offset = 3
                parser.lineStart = 3
            }
            parser.skipWhitespace()
            let value = try parser.parseValue()
            parser.skipWhitespace()
            arraysParsedInParallel += parser.arraysParsedInParallel
            if parser.offset < buffer.count {
                throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
            }
            return value
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, parallelArrayBytes: Int) {
        self.bytes = bytes
        self.parallelArrayBytes = parallelArrayBytes
    }

    private var location: SourcePosition {
        SourcePosition(line: line, column: offset - lineStart + 1)
    }

    private func error(_ message: String, at location: SourcePosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location ?? self.location)
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\r") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n"):
                offset += 1  // CRLF: the line feed ends the line.
            case UInt8(ascii: "\r"):
                // A lone carriage return ends a line too, as the Swift compiler and Clang count lines.
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let start = location
        guard offset < bytes.count else { throw error("expected a JSON value, found end of file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return JSONValue(.object(try parseObject()), at: start)
        case UInt8(ascii: "["):
            return JSONValue(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""):
            let escapesBefore = escapeCount
            var value = JSONValue(.string(try parseString()), at: start)
            value.isVerbatimString = escapeCount == escapesBefore
            return value
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: start)
        default:
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let start = location
        let expected = Array(literal.utf8)
        guard offset + expected.count <= bytes.count,
            bytes[offset..<offset + expected.count].elementsEqual(expected)
        else {
            throw error("expected a JSON value, found \(describeCurrent())", at: start)
        }
        offset += expected.count
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("JSON is nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
        try enterContainer()
        offset += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return members
        }
        // Room for the members of most objects (an attribute has two to four), so that appending
        // them does not grow the array again and again; a larger object grows it once or twice.
        // Room for eight took 15 MB for a 1,000-entity model; room for four takes 3.4 MB less.
        members.reserveCapacity(4)
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("trailing comma before '}' is not allowed in JSON")
                }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw error("expected ',' or '}', found end of file") }
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return members
            default:
                throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        try enterContainer()
        offset += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return elements
        }
        if depth <= 2, bytes.count - offset > parallelArrayBytes, let parsed = parseElementsInParallel() {
            depth -= 1
            return parsed
        }
        while true {
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]"), !elements.isEmpty {
                throw error("trailing comma before ']' is not allowed in JSON")
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw error("expected ',' or ']', found end of file") }
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return elements
            default:
                throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        offset += 1  // opening quote
        let contentStart = offset
        // Most strings hold no escapes: their text is their bytes.
        var allBits: UInt8 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 else { break }
            allBits |= byte
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<offset])
            offset += 1  // closing quote
            // ASCII, as most strings are, is valid UTF-8 as it stands, with no validation to pay for.
            if allBits < 0x80 {
                return String(decoding: content, as: UTF8.self)
            }
            guard let text = String(validUTF8: content) else {
                throw error("a string holds bytes that are not valid UTF-8", at: start)
            }
            return text
        }
        // Escapes: gather the bytes, each escape as its scalar's UTF-8. An escape always yields
        // whole scalars, so the text is valid UTF-8 exactly when the bytes between escapes are.
        var utf8 = Array(bytes[contentStart..<offset])
        while true {
            guard offset < bytes.count else {
                throw error("unterminated string: missing the closing '\"'", at: start)
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            switch byte {
            case UInt8(ascii: "\\"):
                escapeCount += 1
                utf8.append(contentsOf: UTF8.encode(try parseEscape(stringStart: start))!)
            case 0x00..<0x20:
                throw error(
                    byte == UInt8(ascii: "\n")
                        ? "unterminated string: a line break must be written as \\n"
                        : "a control character in a string must be escaped")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
        offset += 1  // closing quote
        guard let text = String(validUTF8: utf8) else {
            throw error("a string holds bytes that are not valid UTF-8", at: start)
        }
        return text
    }

    private mutating func parseEscape(stringStart: SourcePosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = location
        offset += 1  // backslash
        guard offset < bytes.count else {
            throw error("unterminated string: missing the closing '\"'", at: stringStart)
        }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(first) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else {
                    throw error("a high surrogate \\u escape must be followed by a low surrogate", at: start)
                }
                offset += 2
                let second = try parseHexQuad(escapeStart: start)
                guard (0xDC00..<0xE000).contains(second) else {
                    throw error("a high surrogate \\u escape must be followed by a low surrogate", at: start)
                }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("a low surrogate \\u escape must follow a high surrogate", at: start)
            }
            return scalar
        default:
            throw error(
                "invalid escape in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: start)
        }
    }

    private mutating func parseHexQuad(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexDigitValue(bytes[offset]) else {
                throw error("a \\u escape needs four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        let startLocation = location
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        func malformed() -> JSONSyntaxError {
            error("malformed number", at: startLocation)
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(offset) else { throw malformed() }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if isDigit(offset) { throw error("a number must not start with a leading zero", at: startLocation) }
        } else {
            while isDigit(offset) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(offset) else { throw malformed() }
            while isDigit(offset) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard isDigit(offset) else { throw malformed() }
            while isDigit(offset) { offset += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }
}

// MARK: Parsing a large array on every core

extension JSONParser {
    /// Where an element of an array starts: its offset and the line it is on.
    private struct ElementStart: Sendable {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    /// Where the elements of an array start and where each ends (the offset of the `,` or `]` after
    /// it), and the line of the closing `]`.
    private struct ElementBounds: Sendable {
        var starts: [ElementStart] = []
        var separators: [Int] = []
        var closingLine = 0
        var closingLineStart = 0
    }

    /// The text, shared read-only by the threads for the length of one parse.
    private struct SharedText: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// The elements of the array whose first element starts at `offset`, parsed on every core, with
    /// the parser moved past its `]`. One pass over the text finds where each element starts and
    /// ends (counting brackets outside strings, and lines as `skipWhitespace` does), then each core
    /// parses a run of elements from its first element's place and checks that each ends where the
    /// pass found. `nil`, with the parser unmoved, when the array has one element or spans no more
    /// than `parallelArrayBytes`, or when the pass or any parse finds something wrong: the array is
    /// then parsed as usual, which reports the first problem as it always has.
    fileprivate mutating func parseElementsInParallel() -> [JSONValue]? {
        guard let bounds = elementBounds(), bounds.starts.count > 1,
            bounds.separators[bounds.separators.count - 1] - offset > parallelArrayBytes
        else { return nil }
        let elementCount = bounds.starts.count
        let runLength = max(1, (elementCount + 31) / 32)
        let runs = stride(from: 0, to: elementCount, by: runLength).map { $0..<min($0 + runLength, elementCount) }
        let text = SharedText(bytes: bytes)
        let depth = self.depth
        let parsedRuns = ParallelWork.map(runs) { run -> [JSONValue]? in
            let first = bounds.starts[run.lowerBound]
            var parser = JSONParser(bytes: text.bytes, parallelArrayBytes: .max)
            parser.offset = first.offset
            parser.line = first.line
            parser.lineStart = first.lineStart
            parser.depth = depth
            var elements: [JSONValue] = []
            elements.reserveCapacity(run.count)
            for index in run {
                guard let element = try? parser.parseValue() else { return nil }
                elements.append(element)
                parser.skipWhitespace()
                guard parser.offset == bounds.separators[index] else { return nil }
                parser.offset += 1
                parser.skipWhitespace()
            }
            return elements
        }
        var elements: [JSONValue] = []
        elements.reserveCapacity(elementCount)
        for run in parsedRuns {
            guard let run else { return nil }
            elements.append(contentsOf: run)
        }
        offset = bounds.separators[elementCount - 1] + 1
        line = bounds.closingLine
        lineStart = bounds.closingLineStart
        arraysParsedInParallel += 1
        return elements
    }

    /// The bytes that `elementBounds` stops at inside a string: a quote and a backslash.
    private static let stopsInStrings = stopTable("\"\\")
    /// The bytes that `elementBounds` stops at outside strings: a quote, brackets, a comma and
    /// line breaks.
    private static let stopsOutsideStrings = stopTable("\"{}[],\r\n")

    private static func stopTable(_ stops: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in stops.utf8 { table[Int(byte)] = true }
        return table
    }

    /// Where the elements of the array whose first element starts at `offset` start and end; `nil`
    /// when the text ends first or a bracket does not match.
    private func elementBounds() -> ElementBounds? {
        // A copy of the parser walks the text, so that line breaks are counted by
        // `skipWhitespace`, as the parse counts them.
        var scanner = self
        var bounds = ElementBounds()
        var nesting = 0
        var inString = false
        let stopsInStrings = Self.stopsInStrings
        let stopsOutsideStrings = Self.stopsOutsideStrings
        bounds.starts.append(ElementStart(offset: scanner.offset, line: scanner.line, lineStart: scanner.lineStart))
        while scanner.offset < bytes.count {
            // Most bytes are none of the few the pass needs: it runs past them on a table.
            if inString {
                while scanner.offset < bytes.count, !stopsInStrings[Int(bytes[scanner.offset])] { scanner.offset += 1 }
                guard scanner.offset < bytes.count else { break }
                // A backslash escapes the next byte; a quote ends the string.
                if bytes[scanner.offset] == UInt8(ascii: "\\") {
                    scanner.offset += 2
                } else {
                    inString = false
                    scanner.offset += 1
                }
                continue
            }
            while scanner.offset < bytes.count, !stopsOutsideStrings[Int(bytes[scanner.offset])] { scanner.offset += 1 }
            guard scanner.offset < bytes.count else { break }
            let byte = bytes[scanner.offset]
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                nesting += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if nesting == 0 {
                    guard byte == UInt8(ascii: "]") else { return nil }
                    bounds.separators.append(scanner.offset)
                    bounds.closingLine = scanner.line
                    bounds.closingLineStart = scanner.lineStart
                    return bounds
                }
                nesting -= 1
            case UInt8(ascii: ",") where nesting == 0:
                bounds.separators.append(scanner.offset)
                // The next element starts after the whitespace, where the parser will be.
                scanner.offset += 1
                scanner.skipWhitespace()
                bounds.starts.append(
                    ElementStart(offset: scanner.offset, line: scanner.line, lineStart: scanner.lineStart))
                continue
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                scanner.skipWhitespace()
                continue
            default:
                break
            }
            scanner.offset += 1
        }
        return nil
    }
}

extension JSONParser {
    /// Parses a whole input file; a syntax error goes into `log` and gives `nil`.
    static func parse(_ bytes: [UInt8], log: inout DiagnosticLog) -> JSONValue? {
        do {
            return try parse(bytes)
        } catch {
            log.error(error.message, at: error.location)
            return nil
        }
    }
}
