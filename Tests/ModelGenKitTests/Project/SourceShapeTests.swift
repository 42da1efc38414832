import Foundation
import Testing

/// The shape the code keeps so that a newcomer can read it: no function or initializer in
/// `Sources/` longer than `longestFunction` lines, no file longer than `longestFile` (the templates
/// compiled into the binary, `BuiltinTemplates.swift`, are data, written by a test). The ones that
/// are longer today are listed with their length in `knownLongFunctions` and `knownLongFiles`: a
/// listed one may only shrink, and must leave the list once it fits.
@Suite struct SourceShapeTests {
    static let longestFunction = 100
    static let longestFile = 800

    /// Functions longer than `longestFunction`, by file and name, with their length in lines: to be
    /// split along the decisions they make.
    static let knownLongFunctions: [String: Int] = [:]

    /// Files longer than `longestFile`, with their length in lines.
    static let knownLongFiles: [String: Int] = [:]

    static let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
    static let exempt: Set<String> = ["Render/BuiltinTemplates.swift"]

    /// Every hand-written Swift file under `Sources/`, by its path below the module's folder
    /// (`Parse/JSONParser.swift`), with its text.
    static func files() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let below = path.split(separator: "/").dropFirst().joined(separator: "/")
            guard !exempt.contains(below) else { continue }
            files.append((below, try TestSupport.read(sources.appendingPathComponent(path))))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func noFunctionIsLongerThanTheLimit() throws {
        var found: [String: Int] = [:]
        for (path, text) in try Self.files() {
            for function in SwiftShape.functions(in: text) where function.lines > Self.longestFunction {
                found["\(path) \(function.name)"] = function.lines
            }
        }
        for (name, lines) in found.sorted(by: { $0.key < $1.key }) {
            if let known = Self.knownLongFunctions[name] {
                #expect(lines <= known, "\(name) grew from \(known) to \(lines) lines: split it instead")
            } else {
                Issue.record("\(name) has \(lines) lines, more than \(Self.longestFunction): split it")
            }
        }
        for name in Self.knownLongFunctions.keys.sorted() where found[name] == nil {
            Issue.record("\(name) fits in \(Self.longestFunction) lines now: take it out of knownLongFunctions")
        }
    }

    @Test func noFileIsLongerThanTheLimit() throws {
        var found: [String: Int] = [:]
        for (path, text) in try Self.files() {
            let lines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }  // as `wc -l` counts
            if lines > Self.longestFile { found[path] = lines }
        }
        for (path, lines) in found.sorted(by: { $0.key < $1.key }) {
            if let known = Self.knownLongFiles[path] {
                #expect(lines <= known, "\(path) grew from \(known) to \(lines) lines: split it instead")
            } else {
                Issue.record("\(path) has \(lines) lines, more than \(Self.longestFile): split it")
            }
        }
        for path in Self.knownLongFiles.keys.sorted() where found[path] == nil {
            Issue.record("\(path) fits in \(Self.longestFile) lines now: take it out of knownLongFiles")
        }
    }

    /// The measure finds a function's end past braces in strings and comments, skips a
    /// requirement that has no body, and takes `String.init` for no initializer.
    @Test func theMeasureReadsSwift() {
        let text = """
            protocol P {
                func required()
            }
            struct S {
                /// A brace in a comment: {
                func long() {
                    let a = "}"
                    let b = #"}"#
                    let c = \"""
                        }
                        \"""
                    // }
                    _ = (a, b, c)
                }
                func make() -> (Int) -> String {
                    let make = String.init
                    return { make($0) }
                }
                init(x: Int) { _ = x }
            }
            """
        #expect(
            SwiftShape.functions(in: text).map { "\($0.name) \($0.lines)" } == ["long 9", "make 4", "init 1"])
    }
}

/// Just enough of Swift's lexical structure to find where functions start and end: comments,
/// string literals (single-line, multi-line, raw) and braces.
enum SwiftShape {
    struct Function: Equatable {
        var name: String
        var lines: Int
    }

    /// The functions and initializers that have a body, each with the number of lines from its
    /// `func` or `init` to its closing brace.
    static func functions(in text: String) -> [Function] {
        let tokens = tokens(of: text)
        var functions: [Function] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .word(let word, let line) = tokens[index], word == "func" || word == "init" else { continue }
            var name = word
            if word == "func", index + 1 < tokens.count, case .word(let next, _) = tokens[index + 1] { name = next }
            // The body is the first brace outside parentheses, unless a declaration ends first.
            var parens = 0
            var body: Int?
            search: for next in (index + 1)..<tokens.count {
                switch tokens[next] {
                case .open("("), .open("["): parens += 1
                case .close(")", _), .close("]", _): parens -= 1
                case .open("{") where parens == 0:
                    body = next
                    break search
                case .close("}", _) where parens == 0: break search
                case .word(let other, _) where ["func", "var", "let", "case", "init"].contains(other) && parens == 0:
                    break search
                default: continue
                }
            }
            guard let body else { continue }
            var depth = 0
            for next in body..<tokens.count {
                if case .open("{") = tokens[next] { depth += 1 }
                if case .close("}", let end) = tokens[next] {
                    depth -= 1
                    if depth == 0 {
                        functions.append(Function(name: name, lines: end - line + 1))
                        break
                    }
                }
            }
        }
        return functions
    }

    enum Token: Equatable {
        case word(String, line: Int)
        case open(Character)
        case close(Character, line: Int)
    }

    /// Words, and brackets outside comments and string literals, each with its line. With
    /// `readingInterpolations`, the words of the code in a string's interpolations too (`\(name)`),
    /// without their brackets.
    static func tokens(of text: String, readingInterpolations: Bool = false) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var line = 1
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        // The code of `\(…)` at `index`, up to its closing parenthesis (one outside the string
        // literals in it), read for its words.
        func readInterpolation() {
            let start = index + 2
            var end = start
            var depth = 1
            while end < characters.count {
                switch characters[end] {
                case "(": depth += 1
                case ")": depth -= 1
                case "\"":
                    end += 1
                    while end < characters.count, characters[end] != "\"" {
                        end += characters[end] == "\\" ? 2 : 1
                    }
                default: break
                }
                if depth == 0 { break }
                end += 1
            }
            let code = String(characters[start..<min(end, characters.count)])
            for case .word(let word, let offset) in SwiftShape.tokens(of: code, readingInterpolations: true) {
                tokens.append(.word(word, line: line + offset - 1))
            }
            line += code.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            index = end + 1
        }
        func skip(until end: String) {
            let terminator = Array(end)
            while index < characters.count {
                if characters[index] == "\\" && terminator.first == "\"" && !end.hasSuffix("#") {
                    if readingInterpolations, at(1) == "(" { readInterpolation() } else { index += 2 }
                    continue
                }
                if characters[index...].starts(with: terminator) {
                    index += terminator.count
                    return
                }
                if characters[index] == "\n" { line += 1 }
                index += 1
            }
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\n":
                line += 1
                index += 1
            case "/" where at(1) == "/":
                while index < characters.count, characters[index] != "\n" { index += 1 }
            case "/" where at(1) == "*":
                index += 2
                skip(until: "*/")
            case "#" where at(1) == "\"" || (at(1) == "#" && at(2) == "\""):
                var hashes = 0
                while at(0) == "#" {
                    hashes += 1
                    index += 1
                }
                let quotes = at(1) == "\"" && at(2) == "\"" ? "\"\"\"" : "\""
                index += quotes.count
                skip(until: quotes + String(repeating: "#", count: hashes))
            case "\"":
                let quotes = at(1) == "\"" && at(2) == "\"" ? "\"\"\"" : "\""
                index += quotes.count
                skip(until: quotes)
            case "{", "(", "[":
                tokens.append(.open(character))
                index += 1
            case "}", ")", "]":
                tokens.append(.close(character, line: line))
                index += 1
            default:
                if character.isLetter || character == "_" {
                    // A word after a dot names a member (`String.init`, `self.init(…)`): no declaration.
                    let isMember = index > 0 && characters[index - 1] == "."
                    var word = ""
                    while let next = at(0), next.isLetter || next.isNumber || next == "_" {
                        word.append(next)
                        index += 1
                    }
                    if !isMember { tokens.append(.word(word, line: line)) }
                } else {
                    index += 1
                }
            }
        }
        return tokens
    }
}
