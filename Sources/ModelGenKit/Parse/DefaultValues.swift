import Foundation

/// An attribute's default value, checked against the attribute's type.
enum DefaultValue: Sendable, Equatable {
    case string(String)
    case boolean(Bool)
    case integer(Int64)
    case floatingPoint(Double)
    /// A decimal number, kept as written so that no digit is lost.
    case decimal(String)
    /// An ISO 8601 date and time. Boxed: its fields take 88 bytes, which every value would carry
    /// otherwise (an attribute's default and its validation's two bounds: `AttributeValidation` was
    /// 240 bytes, in every resolved attribute, and is 96).
    indirect case date(DateTime)
    case uuid(String)
    case uri(String)
}

/// Checks an attribute's `default` against its type: the JSON type, the range of integer and
/// floating-point types, and the syntax of dates, UUIDs and URLs.
enum DefaultValues {
    /// The checked value, or the message that says why it does not fit. `key` names the value in
    /// the message: an attribute's `default`, or a bound of its validation (`minimum`, `maximum`).
    static func check(_ value: JSONValue, for type: AttributeType, as key: String = "default") -> Result<
        DefaultValue, DefaultValueProblem
    > {
        if case .null = value.kind {
            return .failure("'\(key)' must not be null; leave the key out for no \(key)")
        }
        switch type {
        case .string:
            guard case .string(let text) = value.kind else { return expected("a string", type, value, key) }
            return .success(.string(text))
        case .boolean:
            guard case .bool(let flag) = value.kind else { return expected("true or false", type, value, key) }
            return .success(.boolean(flag))
        case .integer16, .integer32, .integer64:
            return integer(value, type, key, range: type.integerRange!)
        case .float, .double:
            guard case .number(let text) = value.kind else { return expected("a number", type, value, key) }
            // A float is in range when it rounds to a finite Float: `3.4028235e38`, as Swift prints
            // `Float.greatestFiniteMagnitude`, is a little more than that number's exact value.
            guard let number = Double(text), number.isFinite, type == .double || Float(number).isFinite else {
                return .failure("\(key) \(text) is out of range for \(type.rawValue)")
            }
            // A non-zero default that the type would store as zero is a mistake, not a value.
            let stored = type == .float ? Double(Float(number)) : number
            if stored == 0, !isZeroMantissa(text) {
                return .failure("\(key) \(text) is too small for \(type.rawValue): it would be stored as 0")
            }
            return .success(.floatingPoint(number))
        case .decimal:
            let text: String
            switch value.kind {
            case .number(let number): text = number
            case .string(let string) where isDecimalNumber(string): text = string
            case .string(let string): return .failure("\(key) '\(string)' is not a decimal number")
            default: return expected("a number or a numeric string", type, value, key)
            }
            guard fitsDecimal(text) else {
                return .failure(
                    "\(key) \(text) is out of range for decimal (at most 38 significant digits, exponents -128...127)")
            }
            return .success(.decimal(text))
        case .date:
            guard case .string(let text) = value.kind else {
                return expected("an ISO 8601 date string", type, value, key)
            }
            guard let date = DateTime(iso8601: text) else {
                return .failure(
                    "\(key) '\(text)' is not an ISO 8601 date and time such as '2024-05-01T12:00:00Z'")
            }
            return .success(.date(date))
        case .uuid:
            guard case .string(let text) = value.kind else { return expected("a UUID string", type, value, key) }
            guard UUID(uuidString: text) != nil else {
                return .failure("\(key) '\(text)' is not a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'")
            }
            return .success(.uuid(text))
        case .uri:
            guard case .string(let text) = value.kind else { return expected("a URL string", type, value, key) }
            guard isAbsoluteURL(text) else {
                return .failure("\(key) '\(text)' is not an absolute URL such as 'https://example.com'")
            }
            return .success(.uri(text))
        case .binary, .transformable, .undefined, .objectID, .composite:
            return .failure("'\(key)' is not supported for \(type.rawValue) attributes")
        }
    }

    private static func expected(_ what: String, _ type: AttributeType, _ value: JSONValue, _ key: String)
        -> Result<DefaultValue, DefaultValueProblem>
    {
        .failure(
            DefaultValueProblem(
                "\(key) of \(type.withArticle) attribute must be \(what), found \(value.typeDescription)"))
    }

    /// Whether a JSON number's digits before any exponent are all zero (`0.0e5`).
    private static func isZeroMantissa(_ text: String) -> Bool {
        text.prefix { $0 != "e" && $0 != "E" }.allSatisfy { $0 == "0" || $0 == "." || $0 == "-" }
    }

    private static func integer(_ value: JSONValue, _ type: AttributeType, _ key: String, range: ClosedRange<Int64>)
        -> Result<DefaultValue, DefaultValueProblem>
    {
        guard case .number(let text) = value.kind else { return expected("a whole number", type, value, key) }
        guard text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || ($0 >= 48 && $0 <= 57) }) else {
            return .failure(
                DefaultValueProblem("\(key) of \(type.withArticle) attribute must be a whole number, found \(text)"))
        }
        guard let number = Int64(text), range.contains(number) else {
            return .failure(
                DefaultValueProblem(
                    "\(key) \(text) is out of range for \(type.rawValue) (\(range.lowerBound)...\(range.upperBound))"))
        }
        return .success(.integer(number))
    }

    /// `-12`, `3.25`, `1e-3`: JSON's number syntax, with nothing around it (the parser would skip
    /// spaces and line breaks there).
    static func isDecimalNumber(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last,
            first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last),
            let value = try? JSONParser.parse(text), case .number = value.kind
        else { return false }
        return true
    }

    /// Whether Foundation's `Decimal` holds the number: a mantissa of at most 38 significant digits
    /// (more are rounded) and an exponent from -128 to 127. `text` is in JSON's number syntax.
    ///
    /// The exponent counts as written, after the digits of the fraction: `Decimal(string:)`, which
    /// the generated code calls, returns `nil` for `1e128` or `10e-129`, though `1000e125` and
    /// `1e-128` are the same numbers (swift-foundation's parser, measured here on Linux; Apple's
    /// platforms use swift-foundation too since macOS 15 and iOS 18, not run there), and the
    /// generated code would stop there. So a number is accepted only when this process's
    /// `Decimal(string:)` reads it as well.
    static func fitsDecimal(_ text: String) -> Bool {
        fitsDecimalRange(text) && Decimal(string: text) != nil
    }

    private static func fitsDecimalRange(_ text: String) -> Bool {
        // At most 40 bytes and no exponent: the number's exponent stays within -39...40, in range.
        if text.utf8.count <= 40 && !text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            return true
        }
        let lowered = text.lowercased()
        let parts = lowered.split(separator: "e", maxSplits: 1)
        guard let exponentOfText = parts.count == 2 ? Int(parts[1].replacingOccurrences(of: "+", with: "")) : 0 else {
            return false  // An exponent too long for Int is far out of range.
        }
        let number = parts[0].replacingOccurrences(of: "-", with: "")
        let fractionLength =
            number.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        // A written exponent, as `Decimal(string:)` applies it (a long fraction alone is rounded).
        if parts.count == 2, !(-128...127).contains(exponentOfText - fractionLength) { return false }
        var digits = Substring(number.replacingOccurrences(of: ".", with: ""))
        while digits.first == "0" { digits.removeFirst() }
        guard !digits.isEmpty else { return true }  // zero
        var exponent = exponentOfText - fractionLength
        while digits.last == "0" {
            digits.removeLast()
            exponent += 1
        }
        if digits.count > 38 {
            exponent += digits.count - 38
        }
        let spareDigits = max(0, 38 - digits.count)
        return exponent >= -128 && exponent - spareDigits <= 127
    }

    /// A scheme (`https:`, `file:`, `mailto:`…), then only the ASCII characters RFC 3986 allows, with
    /// `%` only in a valid `%HH` escape: what `URL(string:)` accepts on every OS version.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
            })
        else { return false }
        let rest = Array(text[text.index(after: colon)...].utf8)
        guard !rest.isEmpty else { return false }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8)
        let hex = Set("0123456789ABCDEFabcdef".utf8)
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%") {
                guard index + 2 < rest.count, hex.contains(rest[index + 1]), hex.contains(rest[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            guard allowed.contains(rest[index]) else { return false }
            index += 1
        }
        return URL(string: text) != nil
    }
}

/// Why a default value does not fit its attribute.
struct DefaultValueProblem: Error, ExpressibleByStringInterpolation {
    var message: String
    init(_ message: String) { self.message = message }
    init(stringLiteral value: String) { self.message = value }
}

extension AttributeType {
    /// Whether an attribute of the type can have a `default`: binary, transformable, undefined,
    /// object ID and composite attributes cannot (a composite's elements have theirs).
    /// `ValidationTests.takesDefaultAgreesWithTheDefaultCheck` keeps it in step with `check`.
    var takesDefault: Bool { facts.takesDefault }

    /// The type's name after "a" or "an": "an integer16", "a string".
    var withArticle: String {
        (rawValue.hasPrefix("i") ? "an " : "a ") + rawValue
    }
}
