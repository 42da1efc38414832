import Foundation
import Testing

@testable import ModelGenKit

/// `JSONParser.parse`: every kind of value with its line and column (1-based, the column in UTF-8
/// bytes), numbers kept as written, string escapes, and every syntax error with its exact message
/// and location.
@Suite struct JSONParserTests {
    // MARK: Helpers

    /// The value, or a recorded issue and `nil` when the text does not parse.
    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONValue? {
        parse(Array(text.utf8), sourceLocation: sourceLocation)
    }

    static func parse(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> JSONValue? {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            Issue.record(
                "expected the text to parse, got \(error.location.line):\(error.location.column): \(error.message)",
                sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The error as `line:column: message`, or "no error" when the text parses.
    static func failure(_ text: String) -> String {
        failure(Array(text.utf8))
    }

    static func failure(_ bytes: [UInt8]) -> String {
        do {
            _ = try JSONParser.parse(bytes)
            return "no error"
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    /// A value and everything in it, each followed by `@line:column`; an object member's key is
    /// followed by the key's location. Strings are shown as Swift literals, and with
    /// `marksEscapedStrings` a string written with escapes is followed by `~`.
    static func describe(_ value: JSONValue, marksEscapedStrings: Bool = false) -> String {
        let position = "@\(value.location.line):\(value.location.column)"
        switch value.kind {
        case .object(let members):
            let inside = members.map { member in
                "\(member.key.debugDescription)@\(member.keyLocation.line):\(member.keyLocation.column): \(describe(member.value, marksEscapedStrings: marksEscapedStrings))"
            }
            return "{" + inside.joined(separator: ", ") + "}" + position
        case .array(let elements):
            return "[" + elements.map { describe($0, marksEscapedStrings: marksEscapedStrings) }.joined(separator: ", ")
                + "]" + position
        case .string(let text):
            return text.debugDescription + position + (marksEscapedStrings && !value.isVerbatimString ? "~" : "")
        case .number(let text):
            return text + position
        case .bool(let flag):
            return "\(flag)" + position
        case .null:
            return "null" + position
        }
    }

    /// The string a one-string document holds.
    static func string(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let value = parse(json, sourceLocation: sourceLocation) else { return nil }
        guard case .string(let text) = value.kind else {
            Issue.record("expected a string, found \(value.typeDescription)", sourceLocation: sourceLocation)
            return nil
        }
        return text
    }

    // MARK: Values and locations

    @Test func everyKindOfValueWithItsLocation() throws {
        let json = """
            [
              {},
              [],
              "text",
              -12.5,
              true,
              false,
              null,
              { "key": [1, {"inner": null}] }
            ]
            """
        let value = try #require(Self.parse(json))
        #expect(
            Self.describe(value) == """
                [{}@2:3, []@3:3, "text"@4:3, -12.5@5:3, true@6:3, false@7:3, null@8:3, \
                {"key"@9:5: [1@9:13, {"inner"@9:17: null@9:26}@9:16]@9:12}@9:3]@1:1
                """)
        #expect(value.typeDescription == "an array")
        guard case .array(let elements) = value.kind else { return }
        #expect(
            elements.map(\.typeDescription)
                == ["an object", "an array", "a string", "a number", "a boolean", "a boolean", "null", "an object"])
    }

    @Test func aTopLevelScalarIsAValue() throws {
        #expect(Self.describe(try #require(Self.parse("42"))) == "42@1:1")
        #expect(Self.describe(try #require(Self.parse("  \n\t \"s\"  \n"))) == #""s"@2:3"#)
        #expect(Self.describe(try #require(Self.parse("null"))) == "null@1:1")
    }

    @Test func columnsCountUTF8BytesAfterMultiByteText() throws {
        // "é" is 2 bytes, "日本" 6, "😀" 4: a column counts bytes, as the Swift compiler does.
        let value = try #require(Self.parse(#"{"é": "日本", "k": 1, "😀": [true, "x"]}"#))
        #expect(
            Self.describe(value)
                == #"{"é"@1:2: "日本"@1:8, "k"@1:18: 1@1:23, "😀"@1:26: [true@1:35, "x"@1:41]@1:34}@1:1"#)
        // Multi-byte text on an earlier line does not shift the next line's columns.
        let twoLines = try #require(Self.parse("[\"ü\",\n 2]"))
        #expect(Self.describe(twoLines) == #"["ü"@1:2, 2@2:2]@1:1"#)
    }

    @Test func crlfLineEndsCountOneLine() throws {
        let json = "{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    true\r\n  ]\r\n}\r\n"
        let value = try #require(Self.parse(json))
        #expect(Self.describe(value) == #"{"a"@2:3: 1@2:8, "b"@3:3: [true@4:5]@3:8}@1:1"#)
        // An error after CRLF line ends is located the same way.
        #expect(Self.failure("[\r\n  1,\r\n  x]") == "3:3: expected a JSON value, found 'x'")
    }

    @Test func aLoneCarriageReturnEndsALine() throws {
        // SourcePosition counts lines "as the Swift compiler and Clang count it", and both end a line
        // at a lone CR (old Mac line ends) as well as at LF and CRLF.
        let value = try #require(try? JSONParser.parse("[1,\r2]"))
        #expect(Self.describe(value) == "[1@1:2, 2@2:1]@1:1")
        #expect(Self.failure("[1,\rx]") == "2:1: expected a JSON value, found 'x'")
    }

    @Test func objectMembersKeepTheirOrderAndKeyLocations() throws {
        let json = """
            {
              "zebra": 1,
                "apple": "two",
              "mango": [],  "apple": false,
              "": null
            }
            """
        let value = try #require(Self.parse(json))
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        // Duplicate keys are kept, in order: the model decoder reports them.
        #expect(members.map(\.key) == ["zebra", "apple", "mango", "apple", ""])
        #expect(
            members.map { "\($0.keyLocation.line):\($0.keyLocation.column)" } == ["2:3", "3:5", "4:3", "4:17", "5:3"])
        #expect(
            members.map { "\($0.value.location.line):\($0.value.location.column)" }
                == ["2:12", "3:14", "4:12", "4:26", "5:7"])
        #expect(members.map(\.value.typeDescription) == ["a number", "a string", "an array", "a boolean", "null"])
    }

    @Test func emptyContainersWithWhitespace() throws {
        #expect(Self.describe(try #require(Self.parse("{ \n }"))) == "{}@1:1")
        #expect(Self.describe(try #require(Self.parse("[\t]"))) == "[]@1:1")
        #expect(Self.describe(try #require(Self.parse(#"{"":{}}"#))) == #"{""@1:2: {}@1:5}@1:1"#)
    }

    // MARK: Numbers

    @Test func numbersAreKeptAsWritten() throws {
        let value = try #require(
            Self.parse(
                "[-0, 1.5e-3, 9223372036854775808, 0, 1E+2, -12.50, 1e999, 0.0, -0.5E-0, 123456789012345678901234567890]"
            ))
        guard case .array(let elements) = value.kind else {
            Issue.record("expected an array")
            return
        }
        let texts = elements.map { element -> String in
            guard case .number(let text) = element.kind else { return "not a number: \(element.typeDescription)" }
            return text
        }
        #expect(
            texts == [
                "-0", "1.5e-3", "9223372036854775808", "0", "1E+2", "-12.50", "1e999", "0.0", "-0.5E-0",
                "123456789012345678901234567890",
            ])
    }

    // MARK: Strings

    @Test func simpleEscapes() {
        #expect(Self.string(#""\" \\ \/ \b \f \n \r \t""#) == "\" \\ / \u{08} \u{0C} \n \r \t")
        #expect(Self.string(#""a\"b\\c""#) == "a\"b\\c")
        #expect(Self.string(#""""#) == "")
    }

    @Test func unicodeEscapes() {
        #expect(Self.string(#""\u00e9""#) == "é")
        #expect(Self.string(#""\u00E9t\u00C9""#) == "étÉ")
        #expect(Self.string(#""caf\u00e9 au lait""#) == "café au lait")
        #expect(Self.string(#""\u0041\u0000\u001f\u007F""#) == "A\u{0}\u{1F}\u{7F}")
        #expect(Self.string(#""\u65e5\u672c""#) == "日本")
        #expect(Self.string(#""\ufffd\uFFFF""#) == "\u{FFFD}\u{FFFF}")
    }

    @Test func surrogatePairs() {
        #expect(Self.string(#""\ud83d\ude00""#) == "😀")
        #expect(Self.string(#""\uD83D\uDE00!""#) == "😀!")
        #expect(Self.string(#""\ud800\udc00\udbff\udfff""#) == "\u{10000}\u{10FFFF}")
        // A raw emoji and an escaped one are the same string.
        #expect(Self.string(#""😀\ud83d\ude00""#) == "😀😀")
    }

    @Test func rawUnicodeAndDeleteInStrings() {
        #expect(Self.string("\"日本語 é 😀\u{7F}\"") == "日本語 é 😀\u{7F}")
    }

    // MARK: Byte order mark

    @Test func aByteOrderMarkIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let value = try #require(Self.parse(bom + Array(#"{"a": true}"#.utf8)))
        #expect(Self.describe(value) == #"{"a"@1:2: true@1:7}@1:1"#)
        let multiline = try #require(Self.parse(bom + Array("\n  [1]".utf8)))
        #expect(Self.describe(multiline) == "[1@2:4]@2:3")
        #expect(Self.describe(try #require(Self.parse("\u{FEFF}null"))) == "null@1:1")
        // Errors after it are located as if it were not there.
        #expect(Self.failure(bom + Array("[1,]".utf8)) == "1:4: trailing comma before ']' is not allowed in JSON")
        #expect(Self.failure(bom) == "1:1: expected a JSON value, found end of file")
    }

    @Test func aByteOrderMarkAnywhereElseIsAnError() {
        #expect(Self.failure("[\u{FEFF}1]") == "1:2: expected a JSON value, found byte 0xEF")
        #expect(Self.failure("\u{FEFF}\u{FEFF}1") == "1:1: expected a JSON value, found byte 0xEF")
    }

    // MARK: Errors

    @Test func emptyInput() {
        #expect(Self.failure("") == "1:1: expected a JSON value, found end of file")
        #expect(Self.failure("  \n\t ") == "2:3: expected a JSON value, found end of file")
    }

    @Test func trailingCommas() {
        #expect(Self.failure(#"{"a": 1,}"#) == "1:9: trailing comma before '}' is not allowed in JSON")
        #expect(Self.failure("{\"a\": 1,\n}") == "2:1: trailing comma before '}' is not allowed in JSON")
        #expect(Self.failure("[1, 2,]") == "1:7: trailing comma before ']' is not allowed in JSON")
        #expect(Self.failure("[1,\n  ]") == "2:3: trailing comma before ']' is not allowed in JSON")
        // A lone comma is not a trailing one.
        #expect(Self.failure("[,]") == "1:2: expected a JSON value, found ','")
        #expect(Self.failure("{,}") == "1:2: expected a key in double quotes, found ','")
        #expect(Self.failure("[1,,2]") == "1:4: expected a JSON value, found ','")
    }

    @Test func missingColon() {
        #expect(Self.failure(#"{"a" 1}"#) == #"1:6: expected ':' after the key "a", found '1'"#)
        #expect(Self.failure(#"{"a"}"#) == #"1:5: expected ':' after the key "a", found '}'"#)
        #expect(Self.failure(#"{"a""#) == #"1:5: expected ':' after the key "a", found end of file"#)
    }

    @Test func keysMustBeQuotedStrings() {
        #expect(Self.failure("{a: 1}") == "1:2: expected a key in double quotes, found 'a'")
        #expect(Self.failure("{1: 1}") == "1:2: expected a key in double quotes, found '1'")
        #expect(Self.failure(#"{"a": 1, b: 2}"#) == "1:10: expected a key in double quotes, found 'b'")
    }

    @Test func singleQuotes() {
        #expect(Self.failure("{'a': 1}") == "1:2: expected a key in double quotes, found '''")
        #expect(Self.failure("['a']") == "1:2: expected a JSON value, found '''")
    }

    @Test func unterminatedStrings() {
        #expect(Self.failure(#"{"a": "abc"#) == #"1:7: unterminated string: missing the closing '"'"#)
        #expect(Self.failure("[\n  \"abc") == #"2:3: unterminated string: missing the closing '"'"#)
        #expect(Self.failure(#"""#) == #"1:1: unterminated string: missing the closing '"'"#)
    }

    @Test func anUnterminatedStringEndingInABackslashIsReportedAtItsStart() {
        // Like every other unterminated string, one whose last byte is a backslash is reported at
        // its opening quote.
        #expect(Self.failure(#"["abc\"#) == #"1:2: unterminated string: missing the closing '"'"#)
        #expect(Self.failure("[\n  \"\\") == #"2:3: unterminated string: missing the closing '"'"#)
    }

    @Test func rawLineBreakInAString() {
        #expect(Self.failure("[\"ab\ncd\"]") == #"1:5: unterminated string: a line break must be written as \n"#)
        #expect(Self.failure("{\n  \"a\": \"x\r\ny\"}") == "2:10: a control character in a string must be escaped")
    }

    @Test func invalidEscapes() {
        let message = #"invalid escape in a string; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#
        #expect(Self.failure(#"["a\x"]"#) == "1:4: \(message)")
        #expect(Self.failure(#"["\'"]"#) == "1:3: \(message)")
        #expect(Self.failure(#"["\U00e9"]"#) == "1:3: \(message)")
        #expect(Self.failure(#"["\0"]"#) == "1:3: \(message)")
        #expect(Self.failure("[\"\\\n\"]") == "1:3: \(message)")
        #expect(Self.failure(#"["\u12"]"#) == #"1:3: a \u escape needs four hexadecimal digits"#)
        #expect(Self.failure(#"["\u12G4"]"#) == #"1:3: a \u escape needs four hexadecimal digits"#)
        #expect(Self.failure(#"["\u"#) == #"1:3: a \u escape needs four hexadecimal digits"#)
    }

    @Test func loneSurrogates() {
        let high = #"a high surrogate \u escape must be followed by a low surrogate"#
        let low = #"a low surrogate \u escape must follow a high surrogate"#
        #expect(Self.failure(#"["\ud83d"]"#) == "1:3: \(high)")
        #expect(Self.failure(#"["ab\ud83dx"]"#) == "1:5: \(high)")
        #expect(Self.failure(#"["\ud83d\u0041"]"#) == "1:3: \(high)")
        #expect(Self.failure(#"["\ud83d\ud83d"]"#) == "1:3: \(high)")
        #expect(Self.failure(#"["\ud83d\n"]"#) == "1:3: \(high)")
        #expect(Self.failure(#"["\ud83d"#) == "1:3: \(high)")
        #expect(Self.failure(#"["\ude00"]"#) == "1:3: \(low)")
        #expect(Self.failure(#"["\ude00\ud83d"]"#) == "1:3: \(low)")
        #expect(Self.failure(#"["\uDFFF"]"#) == "1:3: \(low)")
        #expect(Self.failure(#"["\ud83d\ude0"]"#) == #"1:3: a \u escape needs four hexadecimal digits"#)
    }

    @Test func malformedNumbers() {
        #expect(Self.failure("01") == "1:1: a number must not start with a leading zero")
        #expect(Self.failure("[1, -01]") == "1:5: a number must not start with a leading zero")
        #expect(Self.failure("[00]") == "1:2: a number must not start with a leading zero")
        #expect(Self.failure("1.") == "1:1: malformed number")
        #expect(Self.failure("[1.]") == "1:2: malformed number")
        #expect(Self.failure("-") == "1:1: malformed number")
        #expect(Self.failure("[-]") == "1:2: malformed number")
        #expect(Self.failure("-a") == "1:1: malformed number")
        #expect(Self.failure("1e") == "1:1: malformed number")
        #expect(Self.failure("1e+") == "1:1: malformed number")
        #expect(Self.failure("1.e5") == "1:1: malformed number")
        #expect(Self.failure(".5") == "1:1: expected a JSON value, found '.'")
        #expect(Self.failure("+1") == "1:1: expected a JSON value, found '+'")
        #expect(Self.failure("0x1F") == "1:2: unexpected 'x' after the end of the JSON value")
        #expect(Self.failure("1.5.2") == "1:4: unexpected '.' after the end of the JSON value")
        #expect(Self.failure("NaN") == "1:1: expected a JSON value, found 'N'")
        #expect(Self.failure("-Infinity") == "1:1: malformed number")
    }

    @Test func misspeltLiterals() {
        #expect(Self.failure("tru") == "1:1: expected a JSON value, found 't'")
        #expect(Self.failure("[true, fals]") == "1:8: expected a JSON value, found 'f'")
        #expect(Self.failure(#"{"a": nul}"#) == "1:7: expected a JSON value, found 'n'")
        #expect(Self.failure("True") == "1:1: expected a JSON value, found 'T'")
        #expect(Self.failure("truex") == "1:5: unexpected 'x' after the end of the JSON value")
    }

    @Test func textAfterTheValue() {
        #expect(Self.failure("{} x") == "1:4: unexpected 'x' after the end of the JSON value")
        #expect(Self.failure("1 2") == "1:3: unexpected '2' after the end of the JSON value")
        #expect(Self.failure("{}\n}") == "2:1: unexpected '}' after the end of the JSON value")
        #expect(Self.failure("[]\u{0}") == "1:3: unexpected byte 0x0 after the end of the JSON value")
        #expect(Self.failure("{}é") == "1:3: unexpected byte 0xC3 after the end of the JSON value")
        #expect(Self.failure("{} // comment") == "1:4: unexpected '/' after the end of the JSON value")
    }

    @Test func missingSeparators() {
        #expect(Self.failure("[1 2]") == "1:4: expected ',' or ']' after an array element, found '2'")
        #expect(Self.failure("[1") == "1:3: expected ',' or ']', found end of file")
        #expect(Self.failure(#"{"a": 1 "b": 2}"#) == "1:9: expected ',' or '}' after an object member, found '\"'")
        #expect(Self.failure(#"{"a": 1"#) == "1:8: expected ',' or '}', found end of file")
        #expect(Self.failure("{") == "1:2: expected a key in double quotes, found end of file")
        #expect(Self.failure("[") == "1:2: expected a JSON value, found end of file")
        #expect(Self.failure("]") == "1:1: expected a JSON value, found ']'")
    }

    @Test func invalidUTF8InAString() {
        let message = "a string holds bytes that are not valid UTF-8"
        func inString(_ bytes: [UInt8]) -> [UInt8] { Array("[\"ab".utf8) + bytes + Array("cd\"]".utf8) }
        #expect(Self.failure(inString([0xFF])) == "1:2: \(message)")
        #expect(Self.failure(inString([0xC3])) == "1:2: \(message)")  // a lead byte without its continuation
        #expect(Self.failure(inString([0x80])) == "1:2: \(message)")  // a continuation byte alone
        #expect(Self.failure(inString([0xC0, 0xAF])) == "1:2: \(message)")  // an overlong '/'
        #expect(Self.failure(inString([0xED, 0xA0, 0x80])) == "1:2: \(message)")  // an encoded surrogate
        #expect(Self.failure(inString([0xF4, 0x90, 0x80, 0x80])) == "1:2: \(message)")  // above U+10FFFF
        // After an escape, and in a key.
        #expect(Self.failure(Array(#"["\n"#.utf8) + [0xFF] + Array(#""]"#.utf8)) == "1:2: \(message)")
        #expect(Self.failure(Array("\n {\"".utf8) + [0xFE] + Array("\": 1}".utf8)) == "2:3: \(message)")
        // A multi-byte character cut by the end of the string.
        #expect(Self.failure(Array("\"".utf8) + [0xE6, 0x97] + Array("\"".utf8)) == "1:1: \(message)")
    }

    @Test func invalidUTF8OutsideAString() {
        #expect(Self.failure([0xFF]) == "1:1: expected a JSON value, found byte 0xFF")
        #expect(
            Self.failure(Array("[1,".utf8) + [0x80] + Array("]".utf8)) == "1:4: expected a JSON value, found byte 0x80")
    }

    @Test func controlCharactersInAString() {
        let message = "a control character in a string must be escaped"
        #expect(Self.failure("[\"a\tb\"]") == "1:4: \(message)")
        #expect(Self.failure("\"\u{0}\"") == "1:2: \(message)")
        #expect(Self.failure("\"x\u{1F}\"") == "1:3: \(message)")
        #expect(Self.failure("\"\r\"") == "1:2: \(message)")
        #expect(Self.failure("{\n \"k\u{8}\": 1}") == "2:4: \(message)")
    }

    @Test func whitespaceOtherThanJSONsIsAnError() {
        #expect(Self.failure("[\u{0C}1]") == "1:2: expected a JSON value, found byte 0xC")
        #expect(Self.failure("[\u{A0}1]") == "1:2: expected a JSON value, found byte 0xC2")
    }

    // MARK: Large arrays, parsed on every core

    /// The value of `bytes`, every part of it exactly, or the error, with arrays at most two levels
    /// deep parsed on every core when `inParallel`, and how many were.
    static func outcome(_ bytes: [UInt8], inParallel: Bool) -> (text: String, arraysParsedInParallel: Int) {
        var count = 0
        do {
            let value = try JSONParser.parse(
                bytes, parallelArrayBytes: inParallel ? 0 : .max, arraysParsedInParallel: &count)
            return (describe(value, marksEscapedStrings: true), count)
        } catch {
            return ("\(error.location.line):\(error.location.column): \(error.message)", count)
        }
    }

    /// An array of random models and an element whose strings hold brackets, commas, quotes and
    /// escapes, with `lineBreak` between and inside its elements.
    static func largeArray(seed: UInt64, lineBreak: String) -> String {
        let tricky = #"{"s": "a ] b , c } { [ \" \\ \u005d", "n": [1, [2, {"x": ",", "y": "]"}]], "é": "ü"}"#
        let elements = [
            RandomModels.model(seed: seed), tricky, RandomModels.model(seed: seed + 1000), "[]", "\"\\\\\"",
        ].map { $0.replacingOccurrences(of: "\n", with: lineBreak) }
        return "[" + lineBreak + "  " + elements.joined(separator: "," + lineBreak + "\t") + lineBreak + "]"
    }

    @Test func largeArraysAreParsedOnEveryCoreToTheSameValuesAtTheSamePlaces() {
        for seed in UInt64(1)...30 {
            for lineBreak in ["\n", "\r\n", "\r"] {
                let array = Self.largeArray(seed: seed, lineBreak: lineBreak)
                let model = RandomModels.model(seed: seed).replacingOccurrences(of: "\n", with: lineBreak)
                let texts = [
                    array,
                    // What follows the array is read from where the parse on every core left off.
                    "{\"a\": " + array + "," + lineBreak + " \"b\": [1," + lineBreak + "2]}",
                    "\u{FEFF}" + array + lineBreak + "  ",
                    model,
                ]
                for text in texts {
                    let bytes = Array(text.utf8)
                    let serial = Self.outcome(bytes, inParallel: false)
                    let parallel = Self.outcome(bytes, inParallel: true)
                    #expect(parallel.text == serial.text, "seed \(seed), line breaks \(lineBreak.debugDescription)")
                    #expect(serial.arraysParsedInParallel == 0)
                    // Good text is never left to the parse on one core.
                    #expect(
                        parallel.arraysParsedInParallel >= 1, "seed \(seed), line breaks \(lineBreak.debugDescription)")
                }
                // Text after the array is an error at its own place.
                let after = Array((array + lineBreak + " x").utf8)
                #expect(Self.outcome(after, inParallel: true).text == Self.outcome(after, inParallel: false).text)
                #expect(
                    Self.outcome(after, inParallel: false).text.hasSuffix(
                        "unexpected 'x' after the end of the JSON value"))
            }
        }
    }

    @Test func anElementNestedToTheLimitIsParsedOnEveryCoreAsOnOne() {
        let limit = JSONParser.maximumDepth
        // The root array is one level: an element nested `limit - 1` levels deep reaches the limit.
        for depth in [limit - 1, limit] {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let text = "[1,\n" + nested + ",\n2]"
            let serial = Self.outcome(Array(text.utf8), inParallel: false)
            let parallel = Self.outcome(Array(text.utf8), inParallel: true)
            #expect(parallel.text == serial.text)
            #expect(serial.text.hasSuffix("levels deep") == (depth == limit))
        }
    }

    @Test func aMalformedLargeArrayGivesTheErrorOfAParseOnOneCore() {
        var random = SeededGenerator(seed: 20_261_126)
        let insertions: [[UInt8]] = [[0x2C], [0x5D], [0x7D], [0x22], [0x0A], [0x0D], [0x5C], [0x7B], [0x5B], [0x20]]
        for seed in UInt64(1)...40 {
            for _ in 0..<5 {
                let lineBreak = ["\n", "\r\n", "\r"][Int(seed % 3)]
                var bytes = Array(Self.largeArray(seed: seed, lineBreak: lineBreak).utf8)
                let place = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: place)
                case 1: bytes.insert(contentsOf: insertions.randomElement(using: &random)!, at: place)
                default: bytes[place] = insertions.randomElement(using: &random)![0]
                }
                #expect(
                    Self.outcome(bytes, inParallel: true).text == Self.outcome(bytes, inParallel: false).text,
                    "seed \(seed), at byte \(place)")
            }
        }
    }

    // MARK: Nesting

    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONParser.maximumDepth
        let arrays = try #require(
            Self.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        var levels = 0
        var current: JSONValue? = arrays
        while let value = current, case .array(let elements) = value.kind {
            levels += 1
            current = elements.first
        }
        #expect(levels == depth)
        let objects = String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        #expect(Self.parse(objects) != nil)
    }

    @Test func nestingDeeperThanTheLimitIsAnError() {
        let depth = JSONParser.maximumDepth
        let message = "JSON is nested more than \(depth) levels deep"
        // The error points at the first container past the limit.
        #expect(Self.failure(String(repeating: "[", count: depth + 1)) == "1:\(depth + 1): \(message)")
        #expect(
            Self.failure(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
                == "1:\(depth + 1): \(message)")
        #expect(Self.failure(String(repeating: #"{"a":"#, count: depth + 1)) == "1:\(5 * depth + 1): \(message)")
        #expect(
            Self.failure(String(repeating: #"{"a":"#, count: depth) + "[]" + String(repeating: "}", count: depth))
                == "1:\(5 * depth + 1): \(message)")
        #expect(Self.failure(String(repeating: "[{\"k\":\n", count: depth)).hasSuffix(message))
    }

    @Test func extremelyDeepNestingIsAnErrorNotACrash() {
        let message = "JSON is nested more than \(JSONParser.maximumDepth) levels deep"
        #expect(
            Self.failure(String(repeating: "[", count: 1_000_000)) == "1:\(JSONParser.maximumDepth + 1): \(message)")
        #expect(Self.failure(String(repeating: #"{"a":"#, count: 200_000)).hasSuffix(message))
    }
}
