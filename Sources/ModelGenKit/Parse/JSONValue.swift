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
