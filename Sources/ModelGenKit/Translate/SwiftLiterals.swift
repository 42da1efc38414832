/// Swift source for the model's values: the default arguments of the required-field initializer.
enum SwiftLiterals {
    /// A Swift expression for an attribute's default value, of the attribute's Swift type.
    static func expression(for value: DefaultValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .floatingPoint(let number): floatingPoint(number)
        case .decimal(let text): "Decimal(string: \(string(text)))!"
        case .date(let date): "Date(timeIntervalSince1970: \(date.secondsSince1970Literal))"
        case .uuid(let text): "UUID(uuidString: \(string(text)))!"
        case .uri(let text): "URL(string: \(string(text)))!"
        }
    }

    /// A string literal that holds `text` exactly: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        // Most model text is printable ASCII without quotes or backslashes, which needs no escapes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            // C0 and C1 controls, DEL, and U+2028 and U+2029 (the only line and paragraph separators).
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// A floating-point literal that reads back as `number`: Swift's shortest round-trip form,
    /// which always has a fraction or an exponent (`0.5`, `1000.0`, `1e-300`).
    static func floatingPoint(_ number: Double) -> String {
        number.description
    }
}

extension DateTime {
    /// The seconds since 1970 as an exact decimal literal, such as `1714564800` or `-0.25`. Digits
    /// of the fraction beyond the nanosecond are dropped: `TimeInterval` cannot hold them anyway.
    var secondsSince1970Literal: String {
        var whole = wholeSecondsSince1970
        var digits = String(fractionDigits.prefix(9))
        while digits.last == "0" { digits.removeLast() }
        guard !digits.isEmpty else { return String(whole) }
        let scale = Int(String(repeating: "9", count: digits.count))! + 1
        var fraction = Int(digits)!
        var sign = ""
        if whole < 0 {
            // -5 s and .25 is -4.75 s.
            whole += 1
            fraction = scale - fraction
            sign = "-"
        }
        var fractionText = String(fraction)
        fractionText = String(repeating: "0", count: digits.count - fractionText.count) + fractionText
        while fractionText.last == "0" { fractionText.removeLast() }
        return "\(sign)\(abs(whole)).\(fractionText)"
    }
}
