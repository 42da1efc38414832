/// A malformed XML text: where the reader stopped and why.
struct XMLSyntaxError: Error, Equatable, Sendable {
    var message: String
    var location: SourcePosition
}

/// An XML element as written, with the location of its start tag and of each attribute's name and
/// value, so that a problem with one attribute is reported where that attribute is.
struct XMLElementSyntax: Sendable {
    var name: String
    /// Where the element's `<` is.
    var location: SourcePosition
    /// The attributes in the order written; names are unique.
    var attributes: [XMLAttributeSyntax]
    var children: [XMLElementSyntax]
    /// The element's own character data (text and CDATA sections, not its children's), entities
    /// replaced.
    var text: String

    /// The attribute called `name`, if the element has one.
    func attribute(_ name: String) -> XMLAttributeSyntax? {
        attributes.first { $0.name == name }
    }

    /// The child elements called `name`, in order.
    func children(named name: String) -> [XMLElementSyntax] {
        children.filter { $0.name == name }
    }
}

struct XMLAttributeSyntax: Sendable, Equatable {
    var name: String
    /// The value with its entities replaced and its literal white space normalized as XML says.
    var value: String
    /// Where the attribute's name starts.
    var location: SourcePosition
    /// Where the value starts: its opening quote, as a JSON string's location is.
    var valueLocation: SourcePosition
}

/// Reads an XML 1.0 document in UTF-8 into `XMLElementSyntax`, keeping where each element and
/// attribute was written (Foundation's `XMLParser` reports only where a start tag ends, and on
/// Linux reports success for a truncated file).
///
/// It reads what XML tools write: the declaration, comments, processing instructions, CDATA
/// sections, character references and the five predefined entities. A document type declaration is
/// skipped, and refused when it declares anything itself, so that no input can define entities
/// that expand without end; nesting is limited so that no input can exhaust the stack.
struct XMLReader {
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// The document's root element.
    static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElementSyntax {
        var reader = XMLReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {  // A UTF-8 byte order mark is allowed and skipped.
            reader.offset = 3
            reader.lineStart = 3
        }
        if let invalid = String.firstInvalidUTF8Offset(in: bytes) {
            // Located by the reader's own count of lines.
            reader.advance(by: invalid - reader.offset)
            throw reader.error("the file is not valid UTF-8 here (\(String.invalidUTF8Bytes(at: invalid, in: bytes)))")
        }
        // XML 1.0 allows no control character but tab, line feed and carriage return, not even as
        // a reference (`&#0;`, which `readReference` refuses): a NUL would end a name in C.
        if let control = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            reader.advance(by: control - reader.offset)
            let code = String(bytes[control], radix: 16, uppercase: true)
            throw reader.error(
                "the file holds the control character U+\(String(repeating: "0", count: 4 - code.count) + code), which XML does not allow"
            )
        }
        try reader.readDeclaration()
        try reader.skipMisc()
        guard reader.offset < bytes.count else {
            throw reader.error("expected the root element, found end of file")
        }
        guard reader.current == UInt8(ascii: "<") else {
            throw reader.error("expected the root element, found \(reader.describeCurrent())")
        }
        let root = try reader.readElement()
        try reader.skipMisc()
        if reader.offset < bytes.count {
            throw reader.error("unexpected \(reader.describeCurrent()) after the root element")
        }
        return root
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Position

    private var location: SourcePosition {
        SourcePosition(line: line, column: offset - lineStart + 1)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func error(_ message: String, at location: SourcePosition? = nil) -> XMLSyntaxError {
        XMLSyntaxError(message: message, location: location ?? self.location)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte >= 0x80 {
            return "'\(String(decoding: bytes[offset...].prefix(4), as: UTF8.self).prefix(1))'"
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func startsWith(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        return offset + expected.count <= bytes.count && bytes[offset..<offset + expected.count].elementsEqual(expected)
    }

    /// Moves past one byte, counting lines as the Swift compiler and Clang count them: a line
    /// feed, a carriage return and the pair of them each end a line.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && current != UInt8(ascii: "\n")) {
            line += 1
            lineStart = offset
        }
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { advance() }
    }

    // MARK: Prolog and markup that carries nothing

    private mutating func readDeclaration() throws(XMLSyntaxError) {
        guard startsWith("<?xml"), offset + 5 < bytes.count, Self.isWhitespace(bytes[offset + 5]) else { return }
        let start = location
        guard let end = find("?>") else { throw error("the XML declaration is not closed with '?>'", at: start) }
        let declaration = String(decoding: bytes[offset..<end], as: UTF8.self)
        if let encoding = Self.pseudoAttribute("encoding", in: declaration),
            !["utf-8", "utf8"].contains(encoding.lowercased())
        {
            throw error("the file declares the encoding '\(encoding)'; only UTF-8 is read", at: start)
        }
        advance(by: end + 2 - offset)
    }

    /// The value of `name="…"` in an XML declaration.
    private static func pseudoAttribute(_ name: String, in declaration: String) -> String? {
        guard let range = declaration.range(of: name + "=") else { return nil }
        let rest = declaration[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// The offset at which `text` next occurs, from the current one.
    private func find(_ text: String) -> Int? {
        let pattern = Array(text.utf8)
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Skips white space, comments and processing instructions outside the root element.
    private mutating func skipMisc() throws(XMLSyntaxError) {
        while true {
            skipWhitespace()
            if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if startsWith("<!DOCTYPE") {
                try skipDocumentType()
            } else {
                return
            }
        }
    }

    /// Skips `<!DOCTYPE plist PUBLIC "…" "…">`, as property lists have. One with an internal subset
    /// (`[…]`) is refused: it could declare entities, and modelgen expands none.
    private mutating func skipDocumentType() throws(XMLSyntaxError) {
        let start = location
        var quote: UInt8?
        while let byte = current {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error("a document type declaration with its own declarations ('[…]') is not accepted")
            } else if byte == UInt8(ascii: ">") {
                advance()
                return
            }
            advance()
        }
        throw error("the document type declaration is not closed with '>'", at: start)
    }

    private mutating func skipComment() throws(XMLSyntaxError) {
        let start = location
        advance(by: 4)
        guard let end = find("-->") else { throw error("the comment is not closed with '-->'", at: start) }
        advance(by: end + 3 - offset)
    }

    private mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
        let start = location
        guard let end = find("?>") else { throw error("the processing instruction is not closed with '?>'", at: start) }
        advance(by: end + 2 - offset)
    }

    // MARK: Elements

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...:
            true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    private mutating func readName(of what: String) throws(XMLSyntaxError) -> String {
        let start = offset
        guard let first = current, Self.isNameByte(first, first: true) else {
            throw error("expected \(what), found \(describeCurrent())")
        }
        while let byte = current, Self.isNameByte(byte, first: offset == start) { advance() }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// How many attributes an element has before their names go into a table.
    static let attributesIndexedFrom = 16

    /// Reads an element, from its `<` to the end of its end tag (or of its empty-element tag).
    private mutating func readElement() throws(XMLSyntaxError) -> XMLElementSyntax {
        let start = location
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw error("elements are nested more than \(Self.maximumDepth) deep", at: start)
        }
        advance()  // <
        let name = try readName(of: "an element name")
        var element = XMLElementSyntax(name: name, location: start, attributes: [], children: [], text: "")
        var indexByName: [String: Int] = [:]
        while true {
            let hadWhitespace = current.map(Self.isWhitespace) ?? false
            skipWhitespace()
            guard let byte = current else {
                throw error("the start tag of '\(name)' is not closed: the file ends inside it", at: start)
            }
            if byte == UInt8(ascii: "/") {
                advance()
                guard current == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/', found \(describeCurrent())")
                }
                advance()
                return element
            }
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            guard hadWhitespace else {
                throw error(
                    "expected white space, '>' or '/>' in the start tag of '\(name)', found \(describeCurrent())")
            }
            let attribute = try readAttribute()
            // A search through the element's attributes, or, in an element with many (a hostile
            // file), a table of their names: a search per attribute would take quadratic time.
            let count = element.attributes.count
            if count == Self.attributesIndexedFrom {
                for (index, earlier) in element.attributes.enumerated() { indexByName[earlier.name] = index }
            }
            let earlier =
                count < Self.attributesIndexedFrom
                ? element.attributes.firstIndex { $0.name == attribute.name } : indexByName[attribute.name]
            if let earlier {
                let location = element.attributes[earlier].location
                throw error(
                    "'\(name)' has the attribute '\(attribute.name)' twice (first at line \(location.line), column \(location.column))",
                    at: attribute.location)
            }
            if count >= Self.attributesIndexedFrom { indexByName[attribute.name] = count }
            element.attributes.append(attribute)
        }
        try readContent(of: &element)
        return element
    }

    private mutating func readAttribute() throws(XMLSyntaxError) -> XMLAttributeSyntax {
        let start = location
        let name = try readName(of: "an attribute name")
        skipWhitespace()
        guard current == UInt8(ascii: "=") else {
            throw error("expected '=' after the attribute name '\(name)', found \(describeCurrent())")
        }
        advance()
        skipWhitespace()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error("expected the quoted value of '\(name)', found \(describeCurrent())")
        }
        let valueStart = location
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = current else {
                throw error("the value of '\(name)' is not closed: the file ends inside it", at: valueStart)
            }
            if byte == quote {
                advance()
                break
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw error("'<' is not allowed in an attribute value; write '&lt;'")
            case UInt8(ascii: "&"):
                value += try readReference()
            case UInt8(ascii: "\r") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n"):
                advance()  // CRLF is one line end, and one space.
            case 0x09, 0x0A, 0x0D:
                // Literal white space in a value reads as a space; a newline is written `&#10;`.
                value.append(0x20)
                advance()
            default:
                value.append(byte)
                advance()
            }
        }
        return XMLAttributeSyntax(
            name: name, value: String(decoding: value, as: UTF8.self), location: start, valueLocation: valueStart)
    }

    /// Reads an element's content up to and including its end tag.
    private mutating func readContent(of element: inout XMLElementSyntax) throws(XMLSyntaxError) {
        var text: [UInt8] = []
        while true {
            guard let byte = current else {
                throw error(
                    "the element '\(element.name)' (line \(element.location.line)) is not closed: the file ends before '</\(element.name)>'"
                )
            }
            if byte == UInt8(ascii: "&") {
                text += try readReference()
            } else if byte != UInt8(ascii: "<") {
                text.append(byte)
                advance()
            } else if startsWith("</") {
                let endLocation = location
                advance(by: 2)
                let name = try readName(of: "an element name")
                skipWhitespace()
                guard current == UInt8(ascii: ">") else {
                    throw error("expected '>' to close the end tag '</\(name)', found \(describeCurrent())")
                }
                guard name == element.name else {
                    throw error(
                        "the end tag '</\(name)>' does not match the start tag '<\(element.name)>' at line \(element.location.line), column \(element.location.column)",
                        at: endLocation)
                }
                advance()
                element.text = String(decoding: text, as: UTF8.self)
                return
            } else if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<![CDATA[") {
                let start = location
                advance(by: 9)
                guard let end = find("]]>") else {
                    throw error("the CDATA section is not closed with ']]>'", at: start)
                }
                text += bytes[offset..<end]
                advance(by: end + 3 - offset)
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if startsWith("<!") {
                throw error("unexpected markup '<!' in the content of '\(element.name)'")
            } else {
                element.children.append(try readElement())
            }
        }
    }

    /// Reads `&name;` or `&#…;` and returns the UTF-8 bytes it stands for.
    private mutating func readReference() throws(XMLSyntaxError) -> [UInt8] {
        let start = location
        advance()  // &
        let nameStart = offset
        while let byte = current, byte != UInt8(ascii: ";"), offset - nameStart < 12 {
            guard Self.isNameByte(byte, first: false) || byte == UInt8(ascii: "#") else { break }
            advance()
        }
        guard current == UInt8(ascii: ";") else {
            // Stopped by the length limit, in the middle of a name or a number: no reference is so long.
            if offset - nameStart >= 12, let byte = current, Self.isNameByte(byte, first: false) {
                let text = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
                throw error("'&\(text)…' is too long to be a reference to an entity or a character", at: start)
            }
            throw error("'&' starts a reference that is not closed with ';'; write '&amp;' for '&'", at: start)
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        advance()  // ;
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        guard name.hasPrefix("#") else {
            throw error("unknown entity '&\(name);': XML defines only &lt; &gt; &amp; &quot; &apos;", at: start)
        }
        let digits = name.dropFirst()
        let scalarValue = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let scalarValue, let scalar = Unicode.Scalar(scalarValue), scalarValue != 0 else {
            throw error("'&\(name);' is not the number of a character", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }
}
