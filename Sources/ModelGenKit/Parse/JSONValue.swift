/// A JSON value with the location it starts at. Foundation's JSON APIs drop line and column,
/// which every diagnostic needs, so modelgen reads JSON itself.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// A number, kept as written so that range checks and decimals lose nothing.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var location: SourcePosition
    /// For a string: true when it was written without escapes, so that each byte of its text is one
    /// byte of the file, one column after the opening quote. Diagnostics about a position inside the
    /// text (a predicate's key path) point there only then.
    var isVerbatimString = false

    init(_ kind: Kind, at location: SourcePosition) {
        self.kind = kind
        self.location = location
    }

    /// A number with no fractional part, however it is written (`2`, `2.0`, `2e0`), as JSON Schema's
    /// `integer` reads it; `nil` for anything else, or for a number too large to be exact.
    var wholeNumber: Int? {
        guard case .number(let text) = kind else { return nil }
        if let number = Int(text) { return number }
        guard let number = Double(text), number.rounded(.towardZero) == number, abs(number) < 9.0e15 else {
            return nil
        }
        return Int(number)
    }

    /// The JSON type's name as a message shows it: "an object", "a string"…
    var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object, in the order written.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourcePosition
    var value: JSONValue
}
