/// JSON text as modelgen writes it (`JSONParser` reads it): string literals, and objects and arrays
/// on one line (`{ "name": "date", "type": "date" }`, `["open", "closed"]`), the form the sample
/// model uses for each attribute, relationship and fetch request. `convert` writes models with it,
/// `freeze` the record of shipped versions.
enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every
    /// other character as it is.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\u{08}": literal += "\\b"
            case "\u{0C}": literal += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// An object on one line, its members in the order given: `{ "key": value, … }`; `{}` for none.
    static func object(_ members: [(key: String, value: String)]) -> String {
        guard !members.isEmpty else { return "{}" }
        return "{ " + members.map { string($0.key) + ": " + $0.value }.joined(separator: ", ") + " }"
    }

    /// An array on one line: `[a, b]`.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    /// A number as written when it is a JSON number (`1.50` keeps its digits), else a string.
    static func number(_ text: String) -> String {
        DefaultValues.isDecimalNumber(text) ? text : string(text)
    }

    /// The members of an object: each member added only when it has a value.
    struct Members {
        private(set) var list: [(key: String, value: String)] = []

        mutating func add(_ key: String, _ value: String?) {
            if let value { list.append((key, value)) }
        }

        mutating func add(_ key: String, string value: String?) {
            add(key, value.map(JSONText.string))
        }

        /// Adds `key: true` when `flag` is true; false is the default, and left out.
        mutating func add(_ key: String, flag: Bool) {
            if flag { add(key, "true") }
        }

        var inline: String { JSONText.object(list) }
    }
}
