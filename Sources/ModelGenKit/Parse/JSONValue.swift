/// A JSON value with the location it starts at. Foundation's JSON APIs drop line and column,
/// which every diagnostic needs, so modelgen reads JSON itself.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// A number, kept as written so that range checks and decimals lose nothing.
        case number(String)
        case bool(Bool)
        case null
    }

    public var kind: Kind
    public var location: SourcePosition
    /// For a string: true when it was written without escapes, so that each byte of its text is one
    /// byte of the file, one column after the opening quote. Diagnostics about a position inside the
    /// text (a predicate's key path) point there only then.
    public var isVerbatimString = false

    public init(_ kind: Kind, at location: SourcePosition) {
        self.kind = kind
        self.location = location
    }

    /// The JSON type's name as a message shows it: "an object", "a string"…
    public var typeDescription: String {
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
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourcePosition
    public var value: JSONValue
}
