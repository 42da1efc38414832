import Foundation
import Testing

/// The direction of the dependencies between the folders of `Sources/ModelGenKit` (CONTRIBUTING,
/// "The rules that keep the stages apart"): a folder uses what the folders before it in `order`
/// declare, never what a folder after it declares. A use is a name in the code (comments and string
/// literals left out, the code of string interpolations read) of a type, function, constant or
/// variable that another folder declares at the top level; an `extension` of a type is a use of it.
/// The uses against the direction that are left are listed in `knownBackReferences`: the list may
/// only shrink.
@Suite struct FolderDependencyTests {
    /// The folders, each after every folder it uses.
    static let order = [
        "Diagnostics", "Shared", "Files", "Parse", "Resolve", "Versions", "Load", "Translate", "Render", "Write",
        "Convert", "Commands",
    ]

    /// Uses against the direction, as `Folder → Folder: Name`, to be taken out as they go.
    static let knownBackReferences: Set<String> = []

    static let library = TestSupport.packageRoot.appendingPathComponent("Sources/ModelGenKit")

    /// Every Swift file of the library, by its path below the library's folder (`Parse/JSONParser.swift`).
    static func files() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let walker = try #require(FileManager.default.enumerator(atPath: library.path))
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, try TestSupport.read(library.appendingPathComponent(path))))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func everyFolderUsesOnlyTheFoldersBeforeIt() throws {
        let files = try Self.files()
        for (path, _) in files where !Self.order.contains(FolderDependencies.folder(of: path)) {
            Issue.record("\(path) is in no folder of FolderDependencyTests.order: put it in one, or add its folder")
        }
        let found = Set(FolderDependencies.backReferences(in: files, order: Self.order))
        for use in found.subtracting(Self.knownBackReferences).sorted() {
            Issue.record("\(use): a folder uses a folder after it in FolderDependencyTests.order")
        }
        for use in Self.knownBackReferences.subtracting(found).sorted() {
            Issue.record("\(use) is gone: take it out of knownBackReferences")
        }
    }

    /// The check finds a use against the direction in code and in a string interpolation, and
    /// passes over comments, string literals, members of other types (`.name`), a folder's own
    /// names and uses along the direction.
    @Test func theCheckFindsAUseAgainstTheDirection() {
        let files = [
            (path: "Parse/Syntax.swift", text: "struct Declaration {}\nfunc parse() -> Declaration { .init() }\n"),
            (
                path: "Resolve/Model.swift",
                text: """
                /// Made from a `Declaration` (a comment).
                final class Model {
                    let declaration: Declaration
                    init(declaration: Declaration) { self.declaration = declaration }
                }
                let defaultName = "Model"
                """
            ),
            (
                path: "Parse/Decoder.swift",
                text: """
                // A Model is not made here.
                enum Decoder {
                    static let kind = "Model"
                    static let name = defaultName
                    static func describe() -> String { "a \\(Model.self) of \\(Decoder.kind)" }
                    static func member(_ value: Decoder) -> String { value.defaultName }
                }
                extension Model {}
                """
            ),
        ]
        #expect(
            FolderDependencies.backReferences(in: files, order: ["Parse", "Resolve"]) == [
                "Parse → Resolve: Model", "Parse → Resolve: defaultName",
            ])
        #expect(
            FolderDependencies.backReferences(in: files, order: ["Resolve", "Parse"]) == [
                "Resolve → Parse: Declaration"
            ])
        #expect(FolderDependencies.backReferences(in: Array(files.prefix(2)), order: ["Parse", "Resolve"]).isEmpty)
    }
}

/// The names each folder of the library declares and uses, read with `SwiftShape`'s lexer.
enum FolderDependencies {
    /// The folder of a file given by its path below the library's folder; "" for the library's own.
    static func folder(of path: String) -> String {
        path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : ""
    }

    /// Each use, in `files`, of a name that a folder after the user's in `order` declares, once per
    /// pair of folders and name, sorted: `Parse → Resolve: Model`.
    static func backReferences(in files: [(path: String, text: String)], order: [String]) -> [String] {
        let tokens = files.map { (folder(of: $0.path), SwiftShape.tokens(of: $0.text, readingInterpolations: true)) }
        var declaredIn: [String: Set<String>] = [:]
        for (folder, tokens) in tokens {
            for name in topLevelDeclarations(in: tokens) { declaredIn[name, default: []].insert(folder) }
        }
        var found = Set<String>()
        for (folder, tokens) in tokens {
            guard let position = order.firstIndex(of: folder) else { continue }
            for case .word(let word, _) in tokens {
                guard let folders = declaredIn[word], !folders.contains(folder) else { continue }
                for other in folders {
                    if let otherPosition = order.firstIndex(of: other), otherPosition < position { continue }
                    found.insert("\(folder) → \(other): \(word)")
                }
            }
        }
        return found.sorted()
    }

    /// The names declared outside any braces: types, type aliases, functions, constants and
    /// variables (not their members, nor what a file keeps to itself with `private`).
    static func topLevelDeclarations(in tokens: [SwiftShape.Token]) -> [String] {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var"]
        var names: [String] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token {
            case .open("{"): depth += 1
            case .close("}", _): depth -= 1
            case .word(let word, _) where depth == 0 && keywords.contains(word):
                guard index + 1 < tokens.count, case .word(let name, _) = tokens[index + 1] else { continue }
                let modifiers = tokens[max(0, index - 3)..<index].compactMap { token -> String? in
                    if case .word(let modifier, _) = token { modifier } else { nil }
                }
                if !modifiers.contains("private") && !modifiers.contains("fileprivate") { names.append(name) }
            default: continue
            }
        }
        return names
    }
}
