import Foundation
import Testing

@testable import ModelGenKit

/// The Swift examples of README.md and docs/*.md. Every ```swift block compiles against the
/// sample's generated code (`CompileTests.sampleFiles()`), on the SDK stub and on Apple's SDK where
/// it is set up, unless an HTML comment just before it says what else it is:
///
/// - `<!-- example: generated -->`: an excerpt of what modelgen generated for the sample. It would
///   declare the sample's members twice, so it is not compiled; its lines must be, in order, lines
///   of one of the sample's generated files (`theGeneratedExcerptsAreTheSamplesOutput`).
/// - `<!-- example: fragment -->`: not standalone (a piece of `Package.swift`, the declarations of a
///   file without their bodies, code for another model). Skipped; keep these few.
///
/// A block whose top-level lines are all declarations (`import`, `func`, `struct`…) is a file of
/// its own; any other block is the body of a throwing function. A block without an `import` is given
/// `import CoreData`, as the page around it assumes. A type that a block declares and the sample
/// declares too (the sample's `CommitsMigration`, which docs/Versions.md shows) stands in for the
/// sample's file. Diagnostics name the page and its line (`#sourceLocation`).
@Suite(.serialized, .tags(.slow), .skippedInFastRuns) struct DocumentationExamplesTests {
    struct Example {
        /// The page's path from the package's root: `README.md`, `docs/Versions.md`.
        var page: String
        /// The line of the page on which the code begins (the line after the fence).
        var line: Int
        /// What the comment before the block says it is (`fragment`, `generated`), or nil.
        var kind: String?
        var code: String

        var place: String { "\(page):\(line)" }
    }

    static let knownKinds: Set<String> = ["fragment", "generated"]

    /// README.md and every page of docs/.
    static func pages() throws -> [String] {
        let docs = TestSupport.packageRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        return ["README.md"] + names.sorted().map { "docs/" + $0 }
    }

    /// The ```swift blocks of `text`, fences indented or not (a block in a list item).
    static func examples(inPage page: String, text: String) -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index]
            let trimmed = fence.trimmingCharacters(in: .whitespaces)
            guard trimmed == "```swift" else {
                index += 1
                continue
            }
            let indentation = fence.prefix { $0 == " " }.count
            var previous = index - 1
            while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
            var kind: String?
            if previous >= 0 {
                let comment = lines[previous].trimmingCharacters(in: .whitespaces)
                if comment.hasPrefix("<!-- example:"), comment.hasSuffix("-->") {
                    kind = comment.dropFirst("<!-- example:".count).dropLast("-->".count)
                        .trimmingCharacters(in: .whitespaces)
                }
            }
            var code: [String] = []
            index += 1
            let start = index
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                let line = lines[index]
                let leading = line.prefix { $0 == " " }.count
                code.append(String(line.dropFirst(min(leading, indentation))))
                index += 1
            }
            examples.append(Example(page: page, line: start + 1, kind: kind, code: code.joined(separator: "\n")))
            index += 1
        }
        return examples
    }

    static func allExamples() throws -> [Example] {
        try pages().flatMap { page in
            examples(
                inPage: page, text: try TestSupport.read(TestSupport.packageRoot.appendingPathComponent(page)))
        }
    }

    static let declarationKeywords: Set<String> = [
        "import", "func", "struct", "class", "enum", "extension", "protocol", "actor", "typealias",
    ]
    static let modifiers: Set<String> = [
        "public", "internal", "fileprivate", "private", "open", "final", "nonisolated", "static",
    ]

    /// The keyword that a top-level line begins with, past attributes and modifiers.
    static func keyword(of line: Substring) -> String? {
        for word in line.split(separator: " ") {
            if word.hasPrefix("@") || modifiers.contains(String(word)) { continue }
            return String(word)
        }
        return nil
    }

    /// Whether every line of `code` at the left margin is a declaration (or a comment or a closing
    /// bracket), so that the block can be a file of its own.
    static func isDeclarations(_ code: String) -> Bool {
        for line in code.split(separator: "\n") {
            guard let first = line.first, first != " " else { continue }
            if line.hasPrefix("//") || line.hasPrefix("}") || line.hasPrefix(")") || line.hasPrefix("]") {
                continue
            }
            guard let keyword = keyword(of: line), declarationKeywords.contains(keyword) else { return false }
        }
        return true
    }

    /// The names of the types that `code` declares at its left margin.
    static func declaredTypes(in code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") where line.first != " " {
            let words = line.split(separator: " ").map(String.init).filter {
                !$0.hasPrefix("@") && !modifiers.contains($0)
            }
            if words.count >= 2, ["struct", "class", "enum", "actor", "protocol"].contains(words[0]) {
                names.insert(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// The Swift file an example becomes, its diagnostics placed at the page's lines.
    static func source(of example: Example, number: Int) -> String {
        let lines = example.code.components(separatedBy: "\n")
        let hasImport = lines.contains { $0.hasPrefix("import ") }
        let location = "#sourceLocation(file: \"\(example.page)\", line: \(example.line))"
        if isDeclarations(example.code) {
            return (hasImport ? "" : "import CoreData\n") + location + "\n" + example.code + "\n#sourceLocation()\n"
        }
        let imports = lines.filter { $0.hasPrefix("import ") }
        let body = lines.map { $0.hasPrefix("import ") ? "" : $0 }
        return
            (["import CoreData"] + imports + ["func documentationExample\(number)() throws {", location] + body
            + ["#sourceLocation()", "}"]).joined(separator: "\n") + "\n"
    }

    /// The sample's sources with every example that is meant to compile, each as a file.
    static func moduleFiles(_ examples: [Example]) throws -> [String: String] {
        var files = try CompileTests.sampleFiles()
        let compiled = examples.filter { $0.kind == nil }
        let redeclared = compiled.reduce(into: Set<String>()) { $0.formUnion(declaredTypes(in: $1.code)) }
        for (name, text) in files where !declaredTypes(in: text).isDisjoint(with: redeclared) {
            files[name] = nil
        }
        for (number, example) in compiled.enumerated() {
            files["DocumentationExample\(number).swift"] = source(of: example, number: number)
        }
        return files
    }

    /// The examples' diagnostics, but for a value an example shows without using it ("never used").
    static func diagnostics(_ files: [String: String], on sdk: Typechecker.SDK? = nil) throws -> [String] {
        let all: [String]
        if let sdk {
            all = try Typechecker.typecheck(files, module: "CommitsApp", on: sdk).diagnostics
        } else {
            all = try Typechecker.diagnosticsOnEverySDK(files, module: "CommitsApp")
        }
        return all.filter { !$0.contains("was never used") }
    }

    @Test func theExamplesAreFoundAndMarkedWithKnownKinds() throws {
        let examples = try Self.allExamples()
        for example in examples {
            if let kind = example.kind { #expect(Self.knownKinds.contains(kind), "\(example.place): '\(kind)'") }
        }
        let readme = examples.filter { $0.page == "README.md" }
        #expect(readme.contains { $0.kind == nil }, "README.md has no example that compiles")
        let compiled = examples.filter { $0.kind == nil }.count
        let fragments = examples.filter { $0.kind == "fragment" }
        print(
            "DocumentationExamplesTests: \(examples.count) Swift examples, \(compiled) compiled, "
                + "\(examples.count - compiled - fragments.count) generated excerpts, \(fragments.count) fragments")
        #expect(compiled >= 6)
        #expect(fragments.count <= 8, "keep the fragments few: \(fragments.map(\.place))")
    }

    @Test func theExamplesCompileAgainstTheSample() throws {
        let start = ContinuousClock.now
        let files = try Self.moduleFiles(try Self.allExamples())
        #expect(files["CommitsMigration.swift"] == nil, "docs/Versions.md's CommitsMigration stands in for it")
        let diagnostics = try Self.diagnostics(files)
        #expect(diagnostics == [])
        print("typechecking the documentation's examples took \(ContinuousClock.now - start)")
    }

    /// The test can fail: an example broken by hand fails at its page and line.
    @Test func aBrokenExampleFailsAtItsPageAndLine() throws {
        var examples = try Self.allExamples()
        let index = try #require(
            examples.firstIndex {
                $0.page == "README.md" && $0.kind == nil && $0.code.contains("mentioningFetchRequest(text:")
            })
        examples[index].code = examples[index].code.replacingOccurrences(
            of: "mentioningFetchRequest(text:", with: "mentioningFetchRequest(txt:")
        let line =
            examples[index].line
            + examples[index].code.components(separatedBy: "\n").firstIndex { $0.contains("(txt:") }!
        let diagnostics = try Self.diagnostics(try Self.moduleFiles(examples), on: .stub)
        #expect(
            diagnostics.contains { $0.hasPrefix("README.md:\(line):") && $0.contains(": error: ") }, "\(diagnostics)")
    }

    /// A generated excerpt's lines are, in order, lines of one of the sample's generated files
    /// (leading spaces aside, blank lines and lines left out allowed).
    @Test func theGeneratedExcerptsAreTheSamplesOutput() throws {
        let generated = try FileManager.default.contentsOfDirectory(atPath: TestSupport.sampleOutput.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try TestSupport.read(TestSupport.sampleOutput.appendingPathComponent($0)) }
        func trimmedLines(_ text: String) -> [String] {
            text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let examples = try Self.allExamples().filter { $0.kind == "generated" }
        #expect(!examples.isEmpty)
        for example in examples {
            let excerpt = trimmedLines(example.code)
            let found = generated.contains { file in
                var remaining = excerpt[...]
                for line in trimmedLines(file) where remaining.first == line { remaining = remaining.dropFirst() }
                return remaining.isEmpty
            }
            #expect(found, "\(example.place) is not an excerpt of the sample's generated code")
        }
    }
}

/// The sample's `Package.swift` suggests a dependency on the version that `modelgen --version` prints.
@Suite struct SampleDependencyVersionTests {
    @Test func theSuggestedDependencyIsThisVersion() throws {
        let manifest = try TestSupport.read(
            TestSupport.packageRoot.appendingPathComponent("samples/CommitsApp/Package.swift"))
        #expect(manifest.contains("from: \"\(modelgenVersion)\")"), "samples/CommitsApp/Package.swift")
    }
}
