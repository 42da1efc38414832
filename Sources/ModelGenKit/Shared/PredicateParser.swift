/// Reads an `NSPredicate` format string (Apple's "Predicate Format String Syntax") far enough to
/// check it at generation time: its syntax, its `$variables` and its key paths. A predicate that
/// `NSPredicate(format:)` would reject raises an Objective-C exception at run time, so modelgen
/// reports it with a located error instead.
///
/// Offsets are UTF-8 byte offsets into the format string.
struct PredicateParser {
    /// What a predicate refers to, in the order written.
    enum Reference: Equatable {
        /// A key path such as `author.name`, or `$c.message` inside a `SUBQUERY` that binds `$c`.
        /// `isQualified` when it is the left side of a comparison with `ANY`, `ALL`, `NONE` or `SOME`.
        case keyPath(components: [String], rootVariable: String?, isQualified: Bool, offset: Int)
        /// A `$variable` that no `SUBQUERY` binds: a substitution variable.
        case variable(name: String, offset: Int)
        /// `SUBQUERY(collection, $variable, …)`: `variable` ranges over the objects of the key path
        /// that came just before it.
        case subqueryBinding(variable: String, offset: Int)
    }

    /// A comparison of a substitution variable with a plain key path, either way round:
    /// `name == $NAME`, `$tag IN tags`. What the variable must hold follows from the key path.
    struct VariableComparison: Equatable {
        var variable: String
        var keyPath: [String]
        /// `==`, `<`, … as written, or a keyword in upper case: `CONTAINS`, `IN`…
        var comparator: String
        var variableIsLeft: Bool
    }

    struct SyntaxError: Error, Equatable {
        var message: String
        var offset: Int
        /// For an unknown name: the name and the known ones, for a `did you mean` note.
        var unknownName: String? = nil
        var candidates: [String] = []
    }

    /// The functions a predicate may call by name, `lowercase(name)`: the predefined functions of
    /// `NSExpression(forFunction:arguments:)`, without their colons.
    static let functionNames: [String] = [
        "average", "sum", "count", "min", "max", "median", "mode", "stddev", "add", "from", "multiply", "divide",
        "modulus", "abs", "sqrt", "log", "ln", "raise", "exp", "ceiling", "trunc", "floor", "uppercase", "lowercase",
        "random", "randomn", "now", "bitwiseAnd", "bitwiseOr", "bitwiseXor", "leftshift", "rightshift",
        "onesComplement",
        "noindex", "distanceToLocation", "length",
    ]

    private let bytes: [UInt8]
    private var tokens: [Token] = []
    private var index = 0
    private var references: [Reference] = []
    /// The variables bound by the SUBQUERYs around the current position.
    private var boundVariables: [String] = []
    /// The substitution variables that may start a key path.
    private var keyPathRoots: Set<String> = []
    /// True while reading the left side of a comparison that starts with ANY, ALL, NONE or SOME.
    private var isQualifying = false
    private var variableComparisons: [VariableComparison] = []

    /// The references of `format`, or its first syntax error. A substitution variable in
    /// `keyPathRoots` may start a key path (`$FETCH_SOURCE.name`), reported with it as its root.
    static func parse(_ format: String, keyPathRoots: Set<String> = []) -> Result<[Reference], SyntaxError> {
        var parser = PredicateParser(bytes: Array(format.utf8))
        parser.keyPathRoots = keyPathRoots
        do throws(SyntaxError) {
            parser.tokens = try parser.tokenize()
            try parser.parsePredicate()
            guard parser.current.kind == .end else { throw parser.unexpected() }
            return .success(parser.references)
        } catch {
            return .failure(error)
        }
    }

    /// The comparisons of a substitution variable with a key path in `format`, in the order
    /// written; none when it does not parse.
    static func variableComparisons(in format: String) -> [VariableComparison] {
        var parser = PredicateParser(bytes: Array(format.utf8))
        do throws(SyntaxError) {
            parser.tokens = try parser.tokenize()
            try parser.parsePredicate()
            guard parser.current.kind == .end else { return [] }
            return parser.variableComparisons
        } catch {
            return []
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Tokens

    enum TokenKind: Equatable {
        case identifier(String)
        /// A reserved word, in upper case: `AND`, `CONTAINS`, `SUBQUERY`…
        case keyword(String)
        /// An identifier written with `#`, so that a reserved word can name a key.
        case escapedIdentifier(String)
        case variable(String)
        case aggregateOperator(String)
        case number
        case string
        case symbol(String)
        case end
    }

    struct Token: Equatable {
        var kind: TokenKind
        var offset: Int
    }

    static let reservedWords: Set<String> = [
        "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI", "MATCHES",
        "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "NULL", "NIL", "SELF", "TRUE", "YES", "FALSE", "NO",
        "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FETCH", "CAST", "TRUEPREDICATE", "FALSEPREDICATE",
        "FUNCTION",
    ]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private func tokenize() throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        var offset = 0
        func word(from start: Int) -> (String, Int) {
            var end = start
            while end < bytes.count, Self.isLetter(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
            return (String(decoding: bytes[start..<end], as: UTF8.self), end)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            let start = offset
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                offset += 1
            case _ where Self.isLetter(byte):
                let (text, end) = word(from: offset)
                offset = end
                let upper = text.uppercased()
                if upper == "UTI", offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
                    throw SyntaxError(
                        message: "UTI operators are not supported in fetch request templates", offset: start)
                }
                tokens.append(
                    Token(kind: Self.reservedWords.contains(upper) ? .keyword(upper) : .identifier(text), offset: start)
                )
            case UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "@"):
                guard offset + 1 < bytes.count, Self.isLetter(bytes[offset + 1]) else {
                    throw SyntaxError(
                        message: "expected a name after '\(Character(Unicode.Scalar(byte)))'", offset: start)
                }
                let (text, end) = word(from: offset + 1)
                offset = end
                let kind: TokenKind =
                    byte == UInt8(ascii: "#")
                    ? .escapedIdentifier(text) : byte == UInt8(ascii: "$") ? .variable(text) : .aggregateOperator(text)
                tokens.append(Token(kind: kind, offset: start))
            case _
            where Self.isDigit(byte)
                || (byte == UInt8(ascii: ".") && offset + 1 < bytes.count && Self.isDigit(bytes[offset + 1])):
                offset += 1
                while offset < bytes.count,
                    Self.isLetter(bytes[offset]) || Self.isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: ".")
                        || ((bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+"))
                            && (bytes[offset - 1] == UInt8(ascii: "e") || bytes[offset - 1] == UInt8(ascii: "E")))
                {
                    offset += 1
                }
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                guard Self.isNumber(text) else {
                    throw SyntaxError(message: "'\(text)' is not a number", offset: start)
                }
                tokens.append(Token(kind: .number, offset: start))
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                offset += 1
                while offset < bytes.count, bytes[offset] != byte {
                    offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard offset < bytes.count else { throw SyntaxError(message: "unterminated string", offset: start) }
                offset += 1
                tokens.append(Token(kind: .string, offset: start))
            case UInt8(ascii: "%"):
                throw SyntaxError(
                    message:
                        "a predicate kept in the model takes no format arguments such as %@ or %K, as nothing fills them in; use a $variable (a fetch request declares its variables in 'parameters')",
                    offset: start)
            default:
                guard let symbol = Self.symbols.first(where: { matches($0, at: offset) }) else {
                    // The whole character, however many bytes it takes.
                    var end = offset + 1
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    throw SyntaxError(
                        message: "unexpected character '\(String(decoding: bytes[offset..<end], as: UTF8.self))'",
                        offset: start)
                }
                offset += symbol.utf8.count
                tokens.append(Token(kind: .symbol(symbol), offset: start))
            }
        }
        tokens.append(Token(kind: .end, offset: bytes.count))
        return tokens
    }

    /// The operators and punctuation, longest first so that `==` is not read as `=` twice.
    private static let symbols = [
        "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "**", "=", "<", ">", "!", "(", ")", "{", "}", "[", "]",
        ",", ".",
        "+", "-", "*", "/",
    ]

    private func matches(_ symbol: String, at offset: Int) -> Bool {
        var position = offset
        for byte in symbol.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// Decimal integers and reals with an optional exponent, and `0x`, `0o`, `0b` integers.
    private static func isNumber(_ text: String) -> Bool {
        let lower = text.lowercased()
        for (prefix, digits) in [("0x", "0123456789abcdef"), ("0o", "01234567"), ("0b", "01")]
        where lower.hasPrefix(prefix) {
            return lower.count > 2 && lower.dropFirst(2).allSatisfy { digits.contains($0) }
        }
        var sawDigit = false
        var sawDot = false
        var sawExponent = false
        var previous: Character = " "
        for character in lower {
            switch character {
            case "0"..."9": sawDigit = true
            case "." where !sawDot && !sawExponent: sawDot = true
            case "e" where sawDigit && !sawExponent:
                sawExponent = true
                sawDigit = false
            case "+" where previous == "e", "-" where previous == "e": break
            default: return false
            }
            previous = character
        }
        return sawDigit
    }

    // MARK: Grammar

    private var current: Token { tokens[index] }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func unexpected() -> SyntaxError {
        let token = current
        switch token.kind {
        case .end: return SyntaxError(message: "the predicate ends too soon", offset: token.offset)
        case .keyword(let word)
        where ["SIZE", "FIRST", "LAST", "NO", "YES", "NIL", "CI", "ANYKEY", "FETCH", "CAST"].contains(word):
            return SyntaxError(
                message:
                    "unexpected '\(text(of: token))': it is a reserved word in predicates; write '#\(text(of: token))' to use it as a key",
                offset: token.offset)
        default: return SyntaxError(message: "unexpected '\(text(of: token))'", offset: token.offset)
        }
    }

    /// The token's text as written.
    private func text(of token: Token) -> String {
        let next = tokens.first { $0.offset > token.offset }?.offset ?? bytes.count
        var end = next
        while end > token.offset, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return String(decoding: bytes[token.offset..<max(end, token.offset)], as: UTF8.self)
    }

    private mutating func expectSymbol(_ symbol: String) throws(SyntaxError) {
        guard current.kind == .symbol(symbol) else {
            if current.kind == .end { throw SyntaxError(message: "expected '\(symbol)'", offset: current.offset) }
            throw SyntaxError(message: "expected '\(symbol)', found '\(text(of: current))'", offset: current.offset)
        }
        advance()
    }

    private func isKeyword(_ word: String) -> Bool { current.kind == .keyword(word) }

    /// Predicates and expressions share one grammar, read without backtracking; each rule says
    /// whether what it read is a predicate (a comparison or a combination of predicates), so that
    /// `AND`, `OR`, `NOT` and the whole format can insist on one.
    private enum Form { case predicate, expression }

    /// Nesting deeper than this is an error rather than a deep recursion.
    static let maximumDepth = 100

    private var depth = 0

    private mutating func parsePredicate() throws(SyntaxError) {
        let start = current.offset
        guard try parseDisjunction() == .predicate else {
            throw SyntaxError(message: "expected a comparison, such as name == $name", offset: start)
        }
    }

    private mutating func requirePredicate(_ parse: (inout PredicateParser) throws(SyntaxError) -> Form)
        throws(SyntaxError)
    {
        let start = current.offset
        guard try parse(&self) == .predicate else {
            throw SyntaxError(message: "expected a comparison, such as name == $name", offset: start)
        }
    }

    private mutating func parseDisjunction() throws(SyntaxError) -> Form {
        var form = try parseConjunction()
        while isKeyword("OR") || current.kind == .symbol("||") {
            guard form == .predicate else { throw unexpected() }
            advance()
            try requirePredicate { parser throws(SyntaxError) in try parser.parseConjunction() }
            form = .predicate
        }
        return form
    }

    private mutating func parseConjunction() throws(SyntaxError) -> Form {
        var form = try parseNegation()
        while isKeyword("AND") || current.kind == .symbol("&&") {
            guard form == .predicate else { throw unexpected() }
            advance()
            try requirePredicate { parser throws(SyntaxError) in try parser.parseNegation() }
            form = .predicate
        }
        return form
    }

    private mutating func parseNegation() throws(SyntaxError) -> Form {
        if isKeyword("NOT") || current.kind == .symbol("!") {
            advance()
            try nested { parser throws(SyntaxError) in
                try parser.requirePredicate { parser throws(SyntaxError) in try parser.parseNegation() }
            }
            return .predicate
        }
        return try parseComparison()
    }

    private var isComparisonOperator: Bool {
        switch current.kind {
        case .symbol(let symbol): ["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"].contains(symbol)
        case .keyword(let word):
            ["MATCHES", "LIKE", "BEGINSWITH", "ENDSWITH", "CONTAINS", "IN", "BETWEEN"].contains(word)
        default: false
        }
    }

    private mutating func parseComparison() throws(SyntaxError) -> Form {
        if isKeyword("TRUEPREDICATE") || isKeyword("FALSEPREDICATE") {
            advance()
            return .predicate
        }
        var qualified = false
        for qualifier in ["ANY", "ALL", "SOME", "NONE"] where isKeyword(qualifier) {
            advance()
            qualified = true
            break
        }
        let wasQualifying = isQualifying
        isQualifying = qualified
        let leftStart = index
        let left = try parseExpression()
        let leftEnd = index
        isQualifying = wasQualifying
        guard isComparisonOperator else {
            if qualified { throw unexpected() }
            return left
        }
        let comparator = current.kind
        advance()
        // Options such as [c], [cd], [n] after a string operator.
        if current.kind == .symbol("[") {
            advance()
            guard case .identifier(let options) = current.kind, options.lowercased().allSatisfy({ "cdnl".contains($0) })
            else {
                throw SyntaxError(message: "expected comparison options such as [c] or [cd]", offset: current.offset)
            }
            advance()
            try expectSymbol("]")
        }
        let rightStart = index
        _ = try parseExpression()
        recordVariableComparison(
            left: simpleOperand(tokens[leftStart..<leftEnd]), comparator: comparator,
            right: simpleOperand(tokens[rightStart..<index]))
        return .predicate
    }

    private enum SimpleOperand {
        case variable(String)
        case keyPath([String])
    }

    /// An operand that is a lone substitution variable, or a key path of names and nothing else.
    private func simpleOperand(_ operand: ArraySlice<Token>) -> SimpleOperand? {
        if operand.count == 1, case .variable(let name) = operand.first!.kind, !boundVariables.contains(name) {
            return .variable(name)
        }
        var components: [String] = []
        for (position, token) in operand.enumerated() {
            switch (position.isMultiple(of: 2), token.kind) {
            case (true, .identifier(let name)), (true, .escapedIdentifier(let name)): components.append(name)
            case (false, .symbol(".")): continue
            default: return nil
            }
        }
        return components.isEmpty || operand.count.isMultiple(of: 2) ? nil : .keyPath(components)
    }

    private mutating func recordVariableComparison(left: SimpleOperand?, comparator: TokenKind, right: SimpleOperand?) {
        let text: String
        switch comparator {
        case .symbol(let symbol), .keyword(let symbol): text = symbol
        default: return
        }
        switch (left, right) {
        case (.variable(let name), .keyPath(let path)):
            variableComparisons.append(.init(variable: name, keyPath: path, comparator: text, variableIsLeft: true))
        case (.keyPath(let path), .variable(let name)):
            variableComparisons.append(.init(variable: name, keyPath: path, comparator: text, variableIsLeft: false))
        default: break
        }
    }

    private mutating func parseExpression() throws(SyntaxError) -> Form {
        var form = try parseTerm()
        while current.kind == .symbol("+") || current.kind == .symbol("-") {
            advance()
            _ = try parseTerm()
            form = .expression
        }
        return form
    }

    private mutating func parseTerm() throws(SyntaxError) -> Form {
        var form = try parseFactor()
        while current.kind == .symbol("*") || current.kind == .symbol("/") || current.kind == .symbol("**") {
            advance()
            _ = try parseFactor()
            form = .expression
        }
        return form
    }

    private mutating func parseFactor() throws(SyntaxError) -> Form {
        if current.kind == .symbol("-") {
            advance()
            _ = try nested { parser throws(SyntaxError) in try parser.parseFactor() }
            return .expression
        }
        var form = try parsePrimary()
        // Indexes, array[0] or array[FIRST], and keys of a computed value: SUBQUERY(…).@count.
        while current.kind == .symbol("[") || current.kind == .symbol(".") {
            form = .expression
            if current.kind == .symbol(".") {
                advance()
                switch current.kind {
                case .identifier, .escapedIdentifier, .aggregateOperator: advance()
                default: throw unexpected()
                }
                continue
            }
            advance()
            if isKeyword("FIRST") || isKeyword("LAST") || isKeyword("SIZE") {
                advance()
            } else {
                _ = try nested { parser throws(SyntaxError) in try parser.parseExpression() }
            }
            try expectSymbol("]")
        }
        return form
    }

    private mutating func nested<T>(_ body: (inout PredicateParser) throws(SyntaxError) -> T) throws(SyntaxError) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw SyntaxError(
                message: "the predicate is nested more than \(Self.maximumDepth) levels deep", offset: current.offset)
        }
        return try body(&self)
    }

    private mutating func parsePrimary() throws(SyntaxError) -> Form {
        let token = current
        switch token.kind {
        case .number, .string:
            advance()
        case .keyword("TRUE"), .keyword("YES"), .keyword("FALSE"), .keyword("NO"), .keyword("NULL"), .keyword("NIL"):
            advance()
        case .keyword("SELF"):
            advance()
            if current.kind == .symbol(".") {
                advance()
                try parseKeyPath(rootVariable: nil)
            }
        case .keyword("SUBQUERY"):
            advance()
            try expectSymbol("(")
            try nested { parser throws(SyntaxError) in _ = try parser.parseExpression() }
            try expectSymbol(",")
            guard case .variable(let name) = current.kind else {
                throw SyntaxError(message: "expected the SUBQUERY's $variable", offset: current.offset)
            }
            references.append(.subqueryBinding(variable: name, offset: current.offset))
            advance()
            try expectSymbol(",")
            boundVariables.append(name)
            try nested { parser throws(SyntaxError) in try parser.parsePredicate() }
            boundVariables.removeLast()
            try expectSymbol(")")
        case .keyword("FUNCTION"):
            advance()
            try parseArguments()
        case .symbol("{"):
            advance()
            if current.kind != .symbol("}") {
                try nested { parser throws(SyntaxError) in _ = try parser.parseExpression() }
                while current.kind == .symbol(",") {
                    advance()
                    try nested { parser throws(SyntaxError) in _ = try parser.parseExpression() }
                }
            }
            try expectSymbol("}")
        case .symbol("("):
            // A parenthesized predicate or expression: which one, the inside says.
            advance()
            let form = try nested { parser throws(SyntaxError) in try parser.parseDisjunction() }
            try expectSymbol(")")
            return form
        case .variable(let name):
            advance()
            let isBound = boundVariables.contains(name)
            if !isBound {
                references.append(.variable(name: name, offset: token.offset))
            }
            // `$author.name`: a key path from the variable's object, which the checker follows (a
            // SUBQUERY's variable, or a fetched property's $FETCH_SOURCE and $FETCHED_PROPERTY).
            if isBound || keyPathRoots.contains(name), current.kind == .symbol(".") {
                advance()
                try parseKeyPath(rootVariable: name, offset: token.offset)
            }
        case .identifier(let name):
            if tokens[index + 1].kind == .symbol("(") {
                // A function such as now() or lowercase(name).
                guard Self.functionNames.contains(name) else {
                    throw SyntaxError(
                        message: "unknown function '\(name)'", offset: token.offset, unknownName: name,
                        candidates: Self.functionNames)
                }
                advance()
                try parseArguments()
            } else {
                try parseKeyPath(rootVariable: nil)
            }
        case .escapedIdentifier, .aggregateOperator:
            try parseKeyPath(rootVariable: nil)
        default:
            throw unexpected()
        }
        return .expression
    }

    private mutating func parseArguments() throws(SyntaxError) {
        try expectSymbol("(")
        if current.kind != .symbol(")") {
            try nested { parser throws(SyntaxError) in _ = try parser.parseExpression() }
            while current.kind == .symbol(",") {
                advance()
                try nested { parser throws(SyntaxError) in _ = try parser.parseExpression() }
            }
        }
        try expectSymbol(")")
    }

    /// `name(.name)*`, where a component may be `#escaped` or an aggregate such as `@count`.
    private mutating func parseKeyPath(rootVariable: String?, offset: Int? = nil) throws(SyntaxError) {
        let offset = offset ?? current.offset
        var components: [String] = []
        while true {
            switch current.kind {
            case .identifier(let name), .escapedIdentifier(let name): components.append(name)
            case .aggregateOperator(let name): components.append("@" + name)
            case .keyword(let word) where !components.isEmpty && ["FIRST", "LAST", "SIZE"].contains(word):
                components.append(text(of: current))
            default: throw unexpected()
            }
            advance()
            guard current.kind == .symbol(".") else { break }
            advance()
        }
        references.append(
            .keyPath(components: components, rootVariable: rootVariable, isQualified: isQualifying, offset: offset))
    }
}
