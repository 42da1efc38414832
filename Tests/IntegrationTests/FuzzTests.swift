import Foundation
import Testing

@testable import ModelGenKit

/// Feeds the whole in-memory pipeline (parse → decode → resolve → translate → render) thousands of
/// mutated model files and checks that it always answers, and answers within its contracts:
///
/// - it returns (no crash, no hang);
/// - every diagnostic's location lies inside the text (line ≥ 1 and at most the text's line count,
///   column ≥ 1 and at most one past the end of its line);
/// - a syntax error is reported alone, exactly as `JSONParser` reports it; any other diagnostic
///   points at the first byte of a key or a value;
/// - a result with an error has no model, and a result with a model has no error;
/// - rendering a resolved model never throws, and its file names are plain names (no `/`, no `..`,
///   not hidden), two per entity, distinct even on a case-insensitive disk;
/// - a tree that a structure-aware mutation serialised reads back as the same tree.
///
/// The mutants are deterministic: each one comes from a seed and an iteration number through
/// SplitMix64, so any failure names the `mutant(seed:iteration:)` call that reproduces it.
@Suite(.tags(.slow), .skippedInFastRuns) struct FuzzTests {
    /// The seeds of the main run: each is one parallel test case of `mutantsPerSeed` mutants.
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004, 0x5EED_0005, 0x5EED_0006]
    static let mutantsPerSeed = 500
    /// The name the mutants are loaded under: only its last component reaches generated headers.
    static let modelPath = "Fuzz.datamodel.json"

    // MARK: The tests

    @Test func theUnmutatedModelsGenerateCleanly() {
        #expect(Self.bases.count == 2)
        for (index, base) in Self.bases.enumerated() {
            #expect(!base.isEmpty, "base text \(index) could not be read")
            let report = Self.runPipeline(base)
            #expect(report.problems == [], "base text \(index)")
            #expect(report.fileCount > 0, "base text \(index) must resolve: \(report.summary)")
            #expect(Self.baseTrees[index] != nil, "base text \(index) must parse")
        }
    }

    @Test(.timeLimit(.minutes(2)), arguments: FuzzTests.seeds)
    func mutantsNeverBreakThePipeline(seed: UInt64) {
        var recorded = 0
        var resolved = 0
        let clock = ContinuousClock()
        for iteration in 0..<Self.mutantsPerSeed {
            let mutant = Self.mutant(seed: seed, iteration: iteration)
            var problems: [String] = []
            // A structure-aware mutant is serialised by this file; it must read back as the same tree.
            if let tree = mutant.tree {
                do {
                    let reread = Tree(try JSONParser.parse(mutant.bytes))
                    if tree.depth > JSONParser.maximumDepth {
                        problems.append("a tree nested \(tree.depth) levels deep parses")
                    } else if reread != tree {
                        problems.append("the serialised tree does not parse back to itself")
                    }
                } catch {
                    if tree.depth <= JSONParser.maximumDepth
                        || error.message != "JSON is nested more than \(JSONParser.maximumDepth) levels deep"
                    {
                        problems.append(
                            "the serialised tree (\(tree.depth) levels deep) does not parse: "
                                + "\(error.location.line):\(error.location.column): \(error.message)")
                    }
                }
            }
            let start = clock.now
            let report = Self.runPipeline(mutant.bytes)
            let elapsed = clock.now - start
            problems += report.problems
            if elapsed > .seconds(2) { problems.append("took \(elapsed) (a hang?)") }
            if report.fileCount > 0 { resolved += 1 }
            for problem in problems where recorded < 10 {
                recorded += 1
                Issue.record(
                    """
                    seed \(Self.hex(seed)) iteration \(iteration): \(problem)
                    mutations: \(mutant.mutations.joined(separator: "; "))
                    reproduce with FuzzTests.mutant(seed: \(Self.hex(seed)), iteration: \(iteration))
                    """)
            }
        }
        // Enough mutants must resolve for the translator and the renderer to be exercised too.
        #expect(resolved >= Self.mutantsPerSeed / 20, "seed \(Self.hex(seed)): only \(resolved) mutants resolved")
    }

    /// Mutants that the pipeline accepts ("survivors") give code that compiles, against the stub and
    /// Apple's SDK where it is set up: the first `survivorsCompiled` whose output differs from every
    /// one before it, from the first seed (deterministic, as every mutant is).
    @Test func survivorsCompile() throws {
        var compiled = 0
        var outputs: Set<[String: String]> = []
        for iteration in 0..<Self.mutantsPerSeed where compiled < Self.survivorsCompiled {
            let mutant = Self.mutant(seed: Self.seeds[0], iteration: iteration)
            guard case (let model?, _) = ModelLoader.loadModel(bytes: mutant.bytes, path: Self.modelPath) else {
                continue
            }
            let sources = TestSupport.sources(try TestSupport.render(model))
            guard !sources.isEmpty, outputs.insert(sources).inserted else { continue }
            compiled += 1
            let diagnostics = try Typechecker.diagnosticsOnEverySDK(sources, module: "Fuzz", swiftVersion: 6)
            #expect(
                diagnostics == [],
                "reproduce with FuzzTests.mutant(seed: \(Self.hex(Self.seeds[0])), iteration: \(iteration)); mutations: \(mutant.mutations.joined(separator: "; "))"
            )
        }
        #expect(compiled == Self.survivorsCompiled)
    }

    /// How many survivors `survivorsCompile` typechecks: each costs a compiler run per SDK.
    static let survivorsCompiled = 6

    /// For each byte of valid JSON, the offset of the opening quote of the string it lies in, or nil.
    static func enclosingStrings(_ bytes: [UInt8]) -> [Int?] {
        var enclosing = [Int?](repeating: nil, count: bytes.count)
        var start: Int?
        var escaped = false
        for (offset, byte) in bytes.enumerated() {
            if let opening = start {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    start = nil
                    continue
                }
                enclosing[offset] = opening
            } else if byte == UInt8(ascii: "\"") {
                start = offset
            }
        }
        return enclosing
    }

    /// Whether the string that opens at `quote` is the value of a `"predicate"` key.
    static func isPredicateValue(_ bytes: [UInt8], quote: Int) -> Bool {
        let whitespace = Set(" \t\n\r".utf8)
        var index = quote - 1
        while index >= 0, whitespace.contains(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return false }
        index -= 1
        while index >= 0, whitespace.contains(bytes[index]) { index -= 1 }
        let key = Array("\"predicate\"".utf8)
        return index + 1 >= key.count && Array(bytes[(index + 1 - key.count)...index]) == key
    }

    @Test func theSameMutantGeneratesTheSameOutput() {
        let seed: UInt64 = 0xD373_5EED
        var resolved = 0
        for iteration in 0..<150 {
            let first = Self.mutant(seed: seed, iteration: iteration)
            let second = Self.mutant(seed: seed, iteration: iteration)
            #expect(first.bytes == second.bytes, "seed \(Self.hex(seed)) iteration \(iteration): the mutant differs")
            let firstReport = Self.runPipeline(first.bytes)
            let secondReport = Self.runPipeline(second.bytes)
            #expect(
                firstReport.summary == secondReport.summary,
                "seed \(Self.hex(seed)) iteration \(iteration): two runs differ")
            if firstReport.fileCount > 0 { resolved += 1 }
        }
        #expect(resolved >= 10, "only \(resolved) mutants resolved")
    }

    // MARK: Bugs the fuzz test found

    /// "Did you mean" compares names by edit distance, whose cost is the product of their lengths;
    /// the fuzz test found a 14,000-character near miss that took 10 s. Names over 100 characters
    /// now get no suggestion. (Before the fix, this input took over 2 s in a debug build.)
    @Test func aVeryLongNearMissGetsNoSuggestionAndStaysFast() {
        let name = "A" + String(repeating: "x", count: 6_000)
        let json = """
            {"name": "M", "entities": [{"name": "\(name)"},
              {"name": "B", "relationships": [{"name": "r", "destination": "\(name)y"}]}]}
            """
        let clock = ContinuousClock()
        let start = clock.now
        let (model, diagnostics) = TestSupport.load(json)
        let elapsed = clock.now - start
        #expect(model == nil)
        // After the error that the name is too long for its file.
        let unknown = diagnostics.first { $0.message.hasPrefix("unknown destination entity") }
        #expect(unknown != nil && unknown?.notes == [], "\(TestSupport.describe(diagnostics))")
        #expect(elapsed < .milliseconds(500), "loading took \(elapsed)")
    }

    /// A chain of parents thousands of entities long: each entity's check of its properties'
    /// migration identifiers asked the whole chain above it whether a property was renamed, copying
    /// each ancestor's declaration, so the time grew with the square of the chain's length (the fuzz
    /// campaign of 2026-11-30: 8,000 entities took 12 s in a release build). Each entity's answer
    /// now comes from its parent's, worked out once, and where the chain does rename a property
    /// (here its root), only the ancestors that declare properties are compared. (Before the fix,
    /// 4,000 entities took 14 s to load in a debug build; after it, 0.17 s.)
    @Test(arguments: [false, true]) func aLongChainOfParentsStaysFast(rootRenamesAProperty: Bool) {
        let root =
            rootRenamesAProperty
            ? #"{"name": "E0", "attributes": [{"name": "title", "type": "string", "renamedFrom": "name"}]}"#
            : #"{"name": "E0"}"#
        let entities = (0..<8_000).map { index in
            index == 0 ? root : #"{"name": "E\#(index)", "parent": "E\#(index - 1)"}"#
        }
        let json = #"{"name": "Deep", "entities": [\#(entities.joined(separator: ",\n"))]}"#
        let clock = ContinuousClock()
        let start = clock.now
        let (model, diagnostics) = TestSupport.load(json)
        let elapsed = clock.now - start
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics).prefix(3))")
        #expect(model?.entities.last?.ancestors.count == 7_999)
        // Linear, about 0.35 s in a debug build; growing with the square of the length, it took 28 s
        // with the renamed property (the comparison's walk alone) and would take about a minute without.
        #expect(elapsed < .seconds(5), "loading took \(elapsed)")
    }

    /// Thousands of derived attributes in one entity: each derivation's keys were looked up by
    /// searching the entity's list of attributes, so the time grew with the square of their number
    /// (a scaling sweep of 2026-11-30: 32,000 took 6.1 s in a release build). The keys are now looked
    /// up in a table made once per entity (`DerivationLookup`): 1.2 s for the whole debug command.
    @Test func manyDerivedAttributesStayFast() {
        let derived = (0..<16_000).map { index in
            #"{"name": "d\#(index)", "type": "string", "optional": true, "derivation": "book.author.name"}"#
        }
        let json = #"""
            {"name": "M", "entities": [
              {"name": "Note", "attributes": [\#(derived.joined(separator: ",\n"))],
               "relationships": [{"name": "book", "destination": "Book", "inverse": "notes", "optional": true}]},
              {"name": "Book", "relationships": [
                {"name": "notes", "destination": "Note", "inverse": "book", "toMany": true},
                {"name": "author", "destination": "Author", "inverse": "books", "optional": true}]},
              {"name": "Author", "attributes": [{"name": "name", "type": "string"}],
               "relationships": [{"name": "books", "destination": "Book", "inverse": "author", "toMany": true}]}
            ]}
            """#
        let clock = ContinuousClock()
        let start = clock.now
        let (model, diagnostics) = TestSupport.load(json)
        let elapsed = clock.now - start
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics).prefix(3))")
        #expect(model?.entity(named: "Note")?.attributes.count == 16_000)
        // About 0.6 s in a debug build; 19.3 s before the fix.
        #expect(elapsed < .seconds(8), "loading took \(elapsed)")
    }

    /// The same chain, translated: each Properties file's context walked the entity's whole chain of
    /// parents several times (its key enums, typed keys, initializer), so generating 10,000 such
    /// entities took 7.5 s in a release build. The walks now skip the ancestors that declare no
    /// attribute or relationship (`Entity.propertyLineage`). (Before the fix, translating these
    /// 4,000 files took 9.1 s in a debug build; after it, about 0.1 s.)
    @Test func aLongChainOfParentsTranslatesFast() throws {
        let entities = (0..<4_000).map { index in
            index == 0
                ? #"{"name": "E0", "attributes": [{"name": "title", "type": "string"}]}"#
                : #"{"name": "E\#(index)", "parent": "E\#(index - 1)"}"#
        }
        let json = #"{"name": "Deep", "entities": [\#(entities.joined(separator: ",\n"))]}"#
        let model = try #require(TestSupport.load(json).model)
        let clock = ContinuousClock()
        let start = clock.now
        var keys = 0
        for entity in model.entities {
            let context = Translator.propertiesFileContext(entity, model: model, access: "", omitted: [])
            keys += context.attributeKeys.count + context.keyPaths.count
        }
        let elapsed = clock.now - start
        // Every entity has the root's attribute: its key enum case and its typed key.
        #expect(keys == 8_000)
        #expect(elapsed < .milliseconds(1_500), "translating took \(elapsed)")
    }

    // MARK: The pipeline and its contracts

    struct Report {
        /// The diagnostics and every generated file, to compare two runs.
        var summary: String
        /// Broken contracts; empty when all is well.
        var problems: [String]
        var fileCount: Int
    }

    static func runPipeline(_ bytes: [UInt8]) -> Report {
        var problems: [String] = []
        let (model, diagnostics) = ModelLoader.loadModel(bytes: bytes, path: modelPath)
        var summary = diagnostics.map(\.formatted).joined(separator: "\n")

        // Where each line starts, counting lines as the parser does: a line ends at LF, or at a CR
        // that no LF follows (the CR of a CRLF counts as part of its line here).
        var lineStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated()
        where byte == UInt8(ascii: "\n")
            || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
        {
            lineStarts.append(offset + 1)
        }
        // Line lengths in bytes, the line break not counted: a location may point one past a line's
        // end (at the end of the file, say), never further.
        let lineLengths = lineStarts.indices.map { index in
            (index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count) - lineStarts[index]
        }
        for diagnostic in diagnostics {
            if diagnostic.file != modelPath {
                problems.append("diagnostic names the file '\(diagnostic.file ?? "(none)")'")
            }
            guard let location = diagnostic.location else { continue }
            if location.line < 1 || location.line > lineLengths.count || location.column < 1
                || location.column > lineLengths[location.line - 1] + 1
            {
                problems.append(
                    "location \(location.line):\(location.column) is outside the text (\(lineLengths.count) lines): \(diagnostic.formatted)"
                )
            }
        }
        // A syntax error is reported alone, as the parser reports it. Every later diagnostic is about
        // a key or a value, so it points at the first byte of one.
        var syntaxError: JSONSyntaxError?
        do {
            _ = try JSONParser.parse(bytes)
        } catch {
            syntaxError = error
        }
        if let syntaxError {
            let expected = Diagnostic(.error, syntaxError.message, file: modelPath, at: syntaxError.location)
            if diagnostics != [expected] { problems.append("a syntax error is not reported alone: \(summary)") }
        } else {
            // Or, for a predicate's syntax, key path or variable, at a byte inside that predicate.
            let valueStarts = Set("{[\"-0123456789tfn".utf8)
            let enclosing = Self.enclosingStrings(bytes)
            for diagnostic in diagnostics {
                guard let location = diagnostic.location, location.line >= 1, location.line <= lineStarts.count else {
                    continue
                }
                let offset = lineStarts[location.line - 1] + location.column - 1
                let insidePredicate =
                    offset >= 0 && offset < bytes.count
                    && enclosing[offset].map { Self.isPredicateValue(bytes, quote: $0) } == true
                if offset < 0 || offset >= bytes.count || !(valueStarts.contains(bytes[offset]) || insidePredicate) {
                    problems.append("\(diagnostic.formatted) does not point at a key or a value")
                }
            }
        }
        if diagnostics.hasErrors && model != nil { problems.append("a model came back with errors: \(summary)") }
        if !diagnostics.hasErrors && model == nil { problems.append("no model and no error: \(summary)") }

        var fileCount = 0
        if let model {
            do {
                let files = try TestSupport.render(model)
                fileCount = files.count
                // Two files per entity, one per composite, the model file and its support file.
                if files.count != 2 * model.entities.count + model.composites.count + 2 {
                    problems.append(
                        "\(files.count) files for \(model.entities.count) entities and \(model.composites.count) composites"
                    )
                }
                var seen = Set<String>()
                for file in files {
                    let name = file.path
                    if name.contains("/") || name.contains("..") || name.hasPrefix(".") || name.isEmpty {
                        problems.append("unsafe file name '\(name)'")
                    }
                    if !seen.insert(name.lowercased()).inserted {
                        problems.append("two files named '\(name)' on a case-insensitive disk")
                    }
                    summary += "\n=== \(name)\n\(file.contents)"
                }
            } catch {
                problems.append("rendering a resolved model threw: \(error)")
            }
        }
        return Report(summary: summary, problems: problems, fileCount: fileCount)
    }

    // MARK: Mutants

    struct Mutant {
        var bytes: [UInt8]
        /// What was done, for failure messages.
        var mutations: [String]
        /// The tree the bytes serialise, when only structure-aware mutations were applied.
        var tree: Tree?
    }

    static let bases: [[UInt8]] = [
        TestSupport.sampleModel,
        TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"),
    ].map { url in (try? Data(contentsOf: url)).map { Array($0) } ?? [] }

    static let baseTrees: [Tree?] = bases.map { bytes in (try? JSONParser.parse(bytes)).map(Tree.init) }

    /// The mutant of one seed and iteration: the same on every run and every machine.
    static func mutant(seed: UInt64, iteration: Int) -> Mutant {
        var mixer = SplitMix64(seed: seed ^ (UInt64(iteration) &* 0xD1B5_4A32_D192_ED03))
        var rng = SplitMix64(seed: mixer.next())
        let baseIndex = rng.below(bases.count)
        var mutations = ["base \(baseIndex)"]
        // 35% bytes only; 20% plausible edits only (most of these resolve, which exercises the
        // translator and the renderer); 35% structure-aware mutations; 10% both kinds.
        let mode = rng.below(100)
        let byteMutations = mode < 35 ? 1 + rng.below(3) : (mode < 90 ? 0 : 1)
        let treeMutations = mode < 35 ? 0 : 1 + rng.below(mode < 55 ? 2 : 3)

        var bytes = bases[baseIndex]
        var resultTree: Tree?
        if treeMutations > 0, var tree = baseTrees[baseIndex] {
            for _ in 0..<treeMutations {
                mutations.append(mode < 55 ? plausibleChange(&tree, rng: &rng) : mutateTree(&tree, rng: &rng))
            }
            let style = Style.random(&rng)
            mutations.append("serialised \(style)")
            bytes = serialize(tree, style: style)
            resultTree = tree
        }
        for _ in 0..<byteMutations {
            mutations.append(mutateBytes(&bytes, rng: &rng))
            resultTree = nil
        }
        return Mutant(bytes: bytes, mutations: mutations, tree: resultTree)
    }

    /// A path for a failure message, shortened when deep.
    static func show(_ path: [Int]) -> String {
        path.count <= 8 ? "\(path)" : "\(Array(path.prefix(6)))… (\(path.count) deep)"
    }

    static func hex(_ value: UInt64) -> String {
        "0x" + String(value, radix: 16, uppercase: true)
    }

    // MARK: Byte mutations

    static let fragments: [[UInt8]] =
        [
            "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "false", "-1e999", "1e400", "-0", "01", "1.", "-",
            #""\u0000""#, #""\ud800""#, #""\udc00x""#, "\"\u{0}\"", "\r\n", "\n", "\r", "\t", "/* comment */", "'name'",
            #""name": "X","#, #"{"name": "Zed"},"#, #""entities": [],"#, #""parent": "Item","#, #""inverse": "x","#,
            #""toMany": true,"#, #""default": 1e400,"#, #""type": "strng","#, "\u{FEFF}", "é", "😀",
            "\"" + String(repeating: "x", count: 4_000) + "\"",
            String(repeating: "[", count: 300),
            String(repeating: #"{"a":"#, count: 300),
            String(repeating: "[", count: 150) + String(repeating: "]", count: 150),
        ].map { Array($0.utf8) } + [
            [0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x00], [0xEF, 0xBB, 0xBF],
        ]

    static let interestingBytes: [UInt8] = [
        0x00, 0x0A, 0x0D, 0x09, 0x20, 0x22, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0x5C, 0x2F, 0x2E, 0x2D, 0x30, 0x65,
        0x7F,
        0x80, 0xC3, 0xFF,
    ]

    static func mutateBytes(_ bytes: inout [UInt8], rng: inout SplitMix64) -> String {
        let count = bytes.count
        switch rng.below(8) {
        case 0 where count > 0:
            var flipped: [Int] = []
            for _ in 0...rng.below(4) {
                let index = rng.below(count)
                bytes[index] ^= 1 << UInt8(rng.below(8))
                flipped.append(index)
            }
            return "flipped bits at \(flipped)"
        case 1 where count > 0:
            let start = rng.below(count)
            let end = min(count, start + 1 + rng.below(16))
            bytes.removeSubrange(start..<end)
            return "deleted \(start)..<\(end)"
        case 2:
            let at = rng.below(count + 1)
            let inserted = (0...rng.below(8)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            bytes.insert(contentsOf: inserted, at: at)
            return "inserted \(inserted) at \(at)"
        case 3:
            let at = rng.below(count + 1)
            let fragment = rng.pick(fragments)
            bytes.insert(contentsOf: fragment, at: at)
            return "inserted fragment \(describeFragment(fragment)) at \(at)"
        case 4:
            let at = rng.below(count + 1)
            bytes.removeSubrange(at...)
            return "truncated at \(at)"
        case 5 where count > 0:
            let start = rng.below(count)
            let end = min(count, start + 1 + rng.below(64))
            let at = rng.below(count + 1)
            bytes.insert(contentsOf: Array(bytes[start..<end]), at: at)
            return "copied \(start)..<\(end) to \(at)"
        case 6 where count > 0:
            let index = rng.below(count)
            bytes[index] = rng.pick(interestingBytes)
            return "set byte \(index) to \(bytes[index])"
        default:
            // A fragment right after a structural character, where the parser is in the middle of a value.
            let structural = bytes.indices.filter { "{[,:".utf8.contains(bytes[$0]) }
            let at = structural.isEmpty ? rng.below(count + 1) : rng.pick(structural) + 1
            let fragment = rng.pick(fragments)
            bytes.insert(contentsOf: fragment, at: at)
            return "inserted fragment \(describeFragment(fragment)) after a delimiter at \(at)"
        }
    }

    static func describeFragment(_ fragment: [UInt8]) -> String {
        guard fragment.count <= 40 else { return "(\(fragment.count) bytes starting \(fragment.prefix(8)))" }
        return String(validUTF8: fragment)?.debugDescription ?? "\(fragment)"
    }

    // MARK: Structure-aware mutations

    /// Strings that stress names, file names, documentation and templates.
    static let trickyStrings: [String] = [
        "", " ", "a/b", "../Evil", ".hidden", "..", "/", "Evil/../../x", "A.B", "Item+CoreDataClass", "class", "Self",
        "default", "protocol", "NSObject", "Date", "Item", "item", "ITEM", "Commit", "commit", "Author", "Ünïcødé",
        "名前", "😀", "a\u{0}b", "line\nbreak", "two\n\nparagraphs  \n", "{{name}}", "{{#x}}", "*/", "/*", "\\",
        "\"", "\t", "_", "1abc", "Int16", "[String]", "Set<Item>", "[String: [Int]]", "description", "entity",
        "stepsArray", "Steps", String(repeating: "x", count: 3_000), String(repeating: "Ab", count: 200),
    ]

    static let numbers = [
        "0", "-0", "1", "-1", "3", "32767", "32768", "-32769", "2147483648", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "0.5", "1.5e-3", "1e3", "3.5e38", "3.5e39", "1e999", "-1e999",
        "1E+2", "12345678901234567890123456789",
    ]

    static let defaultValues: [Tree] =
        numbers.map(Tree.number)
        + [
            "2024-05-01T12:00:00Z", "2024-02-29T23:59:59.5+01:00", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "not-a-uuid", "https://example.com", "mailto:x@y", "no scheme",
            "https://a b", "19.99", "1e5", "abc", "",
        ].map(Tree.string) + [.bool(true), .bool(false), .null, .array([]), .object([])]

    static let allKeys: [String] =
        ModelKey.allCases.map(\.rawValue) + EntityKey.allCases.map(\.rawValue) + AttributeKey.allCases.map(\.rawValue)
        + RelationshipKey.allCases.map(\.rawValue) + IndexKey.allCases.map(\.rawValue)
        + IndexElementKey.allCases.map(\.rawValue)

    static func mutateTree(_ tree: inout Tree, rng: inout SplitMix64) -> String {
        switch rng.below(11) {
        case 0:
            let path = rng.pick(tree.allPaths())
            let value = randomValue(differentFrom: tree[path[...]], rng: &rng)
            tree[path[...]] = value
            return "set \(show(path)) to \(value.brief)"
        case 1:
            let members = tree.memberPaths()
            guard !members.isEmpty else { return "no member to delete" }
            let (object, index) = rng.pick(members)
            guard case .object(var list) = tree[object[...]] else { return "not an object" }
            let key = list.remove(at: index).key
            tree[object[...]] = .object(list)
            return "deleted member '\(key)' of \(show(object))"
        case 2:
            let members = tree.memberPaths()
            guard !members.isEmpty else { return "no key to rename" }
            let (object, index) = rng.pick(members)
            guard case .object(var list) = tree[object[...]] else { return "not an object" }
            let old = list[index].key
            list[index].key = nearMiss(old, rng: &rng)
            tree[object[...]] = .object(list)
            return "renamed key '\(old)' of \(show(object)) to '\(list[index].key)'"
        case 3:
            let entities = tree.entityPaths()
            guard entities.count >= 2 else { return "too few entities to swap names" }
            let first = rng.pick(entities)
            let second = rng.pick(entities)
            let firstName = tree[first[...]].member("name") ?? .null
            let secondName = tree[second[...]].member("name") ?? .null
            tree[first[...]].setMember("name", secondName)
            tree[second[...]].setMember("name", firstName)
            return "swapped the names of entities \(show(first)) and \(show(second))"
        case 4:
            let entities = tree.entityPaths()
            guard !entities.isEmpty else { return "no entity for a parent cycle" }
            var cycle: [[Int]] = []
            for _ in 0...rng.below(3) {
                let entity = rng.pick(entities)
                if !cycle.contains(entity) { cycle.append(entity) }
            }
            let names = cycle.map { tree[$0[...]].member("name") ?? .string("Missing") }
            for (index, entity) in cycle.enumerated() {
                tree[entity[...]].setMember("parent", names[(index + 1) % names.count])
            }
            return "made a parent cycle of \(names.map(\.brief))"
        case 5:
            let pool = namePool(tree, rng: &rng)
            let references = tree.referencePaths()
            if !references.isEmpty && rng.chance(70) {
                let path = rng.pick(references)
                let name = rng.pick(pool)
                tree[path[...]] = .string(name)
                return "pointed the reference at \(show(path)) to '\(name)'"
            }
            let targets = tree.entityPaths() + tree.propertyPaths()
            guard !targets.isEmpty else { return "nothing to point elsewhere" }
            let target = rng.pick(targets)
            let key = rng.pick(["parent", "inverse", "destination"])
            let name = rng.pick(pool)
            tree[target[...]].setMember(key, .string(name))
            return "set '\(key)' of \(show(target)) to '\(name)'"
        case 6:
            let strings = tree.allPaths().filter { if case .string = tree[$0[...]] { true } else { false } }
            guard !strings.isEmpty else { return "no string to replace" }
            let path = rng.pick(strings)
            let text = rng.pick(trickyStrings)
            tree[path[...]] = .string(text)
            return "set the string at \(show(path)) to \(Tree.string(text).brief)"
        case 7:
            let arrays = tree.allPaths().filter {
                if case .array(let items) = tree[$0[...]] { !items.isEmpty } else { false }
            }
            guard !arrays.isEmpty else { return "no array to grow" }
            let path = rng.pick(arrays)
            guard case .array(var items) = tree[path[...]] else { return "not an array" }
            let index = rng.below(items.count)
            items.insert(items[index], at: rng.below(items.count + 1))
            tree[path[...]] = .array(items)
            return "duplicated element \(index) of \(show(path))"
        case 8, 9:
            return plausibleChange(&tree, rng: &rng)
        default:
            let path = rng.pick(tree.allPaths())
            let value: Tree =
                rng.chance(50)
                ? (0..<(100 + rng.below(90))).reduce(Tree.array([])) { inner, _ in .array([inner]) }
                : .string(String(repeating: rng.pick(["a", "é", "😀", "\\", "\""]), count: 1_000 + rng.below(2_000)))
            tree[path[...]] = value
            return "set \(show(path)) to \(value.brief)"
        }
    }

    /// A change a user could make on purpose: many of these still resolve, which exercises the
    /// translator and the renderer.
    static func plausibleChange(_ tree: inout Tree, rng: inout SplitMix64) -> String {
        let properties = tree.propertyPaths()
        let entities = tree.entityPaths()
        guard !properties.isEmpty, !entities.isEmpty else { return "nothing to change" }
        let property = rng.pick(properties)
        let entity = rng.pick(entities)
        let isRelationship = tree[property[...]].member("destination") != nil
        switch rng.below(8) {
        case 0 where !isRelationship:
            let type = rng.pick(AttributeType.allCases).rawValue
            tree[property[...]].setMember("type", .string(type))
            return "set the type of \(show(property)) to '\(type)'"
        case 1:
            let key = rng.pick(
                isRelationship ? ["optional", "toMany", "ordered"] : ["optional", "indexed", "transient"])
            let old = tree[property[...]].member(key)
            tree[property[...]].setMember(key, .bool(old != .bool(true)))
            return "toggled '\(key)' of \(show(property))"
        case 2 where !isRelationship:
            let value = rng.pick(defaultValues)
            tree[property[...]].setMember("default", value)
            return "set the default of \(show(property)) to \(value.brief)"
        case 3 where isRelationship:
            let key = rng.pick(["minCount", "maxCount"])
            let value = Tree.number(rng.pick(["0", "1", "5", "-1", "1.5", "99999999999999999999"]))
            tree[property[...]].setMember(key, value)
            return "set '\(key)' of \(show(property)) to \(value.brief)"
        case 4:
            let text = rng.pick(trickyStrings)
            tree[rng.chance(50) ? property[...] : entity[...]].setMember("documentation", .string(text))
            return "set a documentation to \(Tree.string(text).brief)"
        case 5:
            let name =
                rng.chance(50) ? rng.pick(["Renamed", "Other", "Item", "item", "Commit2"]) : rng.pick(trickyStrings)
            tree[entity[...]].setMember("className", .string(name))
            return "set the className of \(show(entity)) to \(Tree.string(name).brief)"
        case 6 where !isRelationship:
            let key = rng.pick(["customClass", "valueTransformer"])
            let value = rng.pick([
                "[String]", "NSArray", "Foo.Bar", "Set<Int>", "A<B", "x; import Evil", "//",
                "NSSecureUnarchiveFromDataTransformer",
            ])
            tree[property[...]].setMember("type", .string("transformable"))
            tree[property[...]].setMember(key, .string(value))
            return "made \(show(property)) transformable with '\(key)' \(value)"
        default:
            tree[entity[...]].setMember("abstract", .bool(rng.chance(50)))
            return "set 'abstract' of \(show(entity))"
        }
    }

    static func randomValue(differentFrom old: Tree, rng: inout SplitMix64) -> Tree {
        while true {
            let value: Tree
            switch rng.below(6) {
            case 0:
                value =
                    rng.chance(50)
                    ? .object([]) : .object([Member(key: "name", value: .string(rng.pick(trickyStrings)))])
            case 1: value = rng.chance(50) ? .array([]) : .array([.string(rng.pick(trickyStrings))])
            case 2: value = .string(rng.pick(trickyStrings))
            case 3: value = .number(rng.pick(numbers))
            case 4: value = .bool(rng.chance(50))
            default: value = .null
            }
            if value.typeIndex != old.typeIndex { return value }
        }
    }

    /// A key a user might type instead of `key`.
    static func nearMiss(_ key: String, rng: inout SplitMix64) -> String {
        var characters = Array(key)
        switch rng.below(7) {
        case 0 where !characters.isEmpty:
            characters.remove(at: rng.below(characters.count))
        case 1 where !characters.isEmpty:
            let index = rng.below(characters.count)
            characters.insert(characters[index], at: index)
        case 2 where characters.count >= 2:
            characters.swapAt(0, 1)
            let index = rng.below(characters.count - 1)
            characters.swapAt(index, index + 1)
        case 3 where !characters.isEmpty:
            let first = String(characters[0])
            characters[0] = Character(first == first.uppercased() ? first.lowercased() : first.uppercased())
        case 4:
            characters.append("s")
        case 5:
            return rng.pick(allKeys)
        default:
            return rng.chance(50) ? " " + key : key + "\u{0}"
        }
        return String(characters)
    }

    /// Names a reference could point at: the model's own names, near misses and nonsense.
    static func namePool(_ tree: Tree, rng: inout SplitMix64) -> [String] {
        var names: [String] = []
        for path in tree.allPaths() {
            if case .object(let members) = tree[path[...]] {
                for member in members where member.key == "name" {
                    if case .string(let name) = member.value { names.append(name) }
                }
            }
        }
        let nearMisses = names.map { nearMiss($0, rng: &rng) }
        return names + names + nearMisses + ["", "Nowhere", "../Evil", "a/b", String(repeating: "Q", count: 500)]
    }

    // MARK: The JSON tree

    /// A JSON value without locations, easy to change and to serialise.
    indirect enum Tree: Equatable, Sendable {
        case object([Member])
        case array([Tree])
        case string(String)
        case number(String)
        case bool(Bool)
        case null

        init(_ value: JSONValue) {
            switch value.kind {
            case .object(let members): self = .object(members.map { Member(key: $0.key, value: Tree($0.value)) })
            case .array(let elements): self = .array(elements.map(Tree.init))
            case .string(let text): self = .string(text)
            case .number(let text): self = .number(text)
            case .bool(let flag): self = .bool(flag)
            case .null: self = .null
            }
        }

        /// How many containers deep the value is: 0 for a scalar.
        var depth: Int {
            switch self {
            case .object(let members): 1 + (members.map(\.value.depth).max() ?? 0)
            case .array(let elements): 1 + (elements.map(\.depth).max() ?? 0)
            default: 0
            }
        }

        var typeIndex: Int {
            switch self {
            case .object: 0
            case .array: 1
            case .string: 2
            case .number: 3
            case .bool: 4
            case .null: 5
            }
        }

        /// A short description for failure messages.
        var brief: String {
            switch self {
            case .object(let members): "an object of \(members.count) members"
            case .array(let elements): "an array of \(elements.count) elements"
            case .string(let text): text.count > 40 ? "a string of \(text.count) characters" : text.debugDescription
            case .number(let text): text
            case .bool(let flag): "\(flag)"
            case .null: "null"
            }
        }

        /// The value at `path`: member indexes in objects, element indexes in arrays.
        subscript(path: ArraySlice<Int>) -> Tree {
            get {
                guard let first = path.first else { return self }
                switch self {
                case .object(let members): return members[first].value[path.dropFirst()]
                case .array(let elements): return elements[first][path.dropFirst()]
                default: return self
                }
            }
            set {
                guard let first = path.first else {
                    self = newValue
                    return
                }
                switch self {
                case .object(var members):
                    members[first].value[path.dropFirst()] = newValue
                    self = .object(members)
                case .array(var elements):
                    elements[first][path.dropFirst()] = newValue
                    self = .array(elements)
                default:
                    break
                }
            }
        }

        /// Every value's path, the root's (`[]`) first.
        func allPaths() -> [[Int]] {
            var paths: [[Int]] = []
            func visit(_ tree: Tree, _ path: [Int]) {
                paths.append(path)
                switch tree {
                case .object(let members):
                    for (index, member) in members.enumerated() { visit(member.value, path + [index]) }
                case .array(let elements):
                    for (index, element) in elements.enumerated() { visit(element, path + [index]) }
                default:
                    break
                }
            }
            visit(self, [])
            return paths
        }

        /// Every object member: the object's path and the member's index.
        func memberPaths() -> [([Int], Int)] {
            allPaths().flatMap { path -> [([Int], Int)] in
                guard case .object(let members) = self[path[...]] else { return [] }
                return members.indices.map { (path, $0) }
            }
        }

        func member(_ key: String) -> Tree? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }

        /// Replaces the first member named `key`, or adds one; does nothing to a value that is not an object.
        mutating func setMember(_ key: String, _ value: Tree) {
            guard case .object(var members) = self else { return }
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                members.append(Member(key: key, value: value))
            }
            self = .object(members)
        }

        /// The paths of the objects in the array `key` of the object at `path`.
        func objectPaths(in key: String, of path: [Int]) -> [[Int]] {
            guard case .object(let members) = self[path[...]],
                let index = members.firstIndex(where: { $0.key == key }),
                case .array(let elements) = members[index].value
            else { return [] }
            return elements.indices.compactMap { element in
                if case .object = elements[element] { return path + [index, element] }
                return nil
            }
        }

        func entityPaths() -> [[Int]] {
            objectPaths(in: "entities", of: [])
        }

        /// Every attribute and relationship.
        func propertyPaths() -> [[Int]] {
            entityPaths().flatMap { objectPaths(in: "attributes", of: $0) + objectPaths(in: "relationships", of: $0) }
        }

        /// The values that name another entity or property: parents, destinations, inverses, and the
        /// property names in constraints and indexes.
        func referencePaths() -> [[Int]] {
            let keys: Set<String> = ["parent", "destination", "inverse", "property"]
            var paths: [[Int]] = []
            for path in allPaths() {
                guard case .object(let members) = self[path[...]] else { continue }
                for (index, member) in members.enumerated() {
                    if keys.contains(member.key), case .string = member.value { paths.append(path + [index]) }
                    if member.key == "uniquenessConstraints" {
                        paths += member.value.allPaths().filter { subpath in
                            if case .string = member.value[subpath[...]] { true } else { false }
                        }.map { path + [index] + $0 }
                    }
                }
            }
            return paths
        }
    }

    struct Member: Equatable, Sendable {
        var key: String
        var value: Tree
    }

    // MARK: Serialising

    /// How a tree is written: compact or indented, which line ends, `\u` escapes, a byte order mark.
    struct Style: CustomStringConvertible {
        var indent: String?
        var lineEnd: String
        var escapesNonASCII: Bool
        var byteOrderMark: Bool

        static func random(_ rng: inout SplitMix64) -> Style {
            Style(
                indent: rng.pick([nil, "  ", "    ", "\t"]), lineEnd: rng.pick(["\n", "\r\n"]),
                escapesNonASCII: rng.chance(25), byteOrderMark: rng.chance(10))
        }

        var description: String {
            "\(indent.map { "indented \($0.debugDescription)" } ?? "compact"), line end \(lineEnd.debugDescription)"
                + (escapesNonASCII ? ", \\u escapes" : "") + (byteOrderMark ? ", BOM" : "")
        }
    }

    static func serialize(_ tree: Tree, style: Style) -> [UInt8] {
        var output: [UInt8] = style.byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        write(tree, style: style, level: 0, into: &output)
        output += Array(style.lineEnd.utf8)
        return output
    }

    private static func write(_ tree: Tree, style: Style, level: Int, into output: inout [UInt8]) {
        func newline(_ level: Int) {
            guard let indent = style.indent else { return }
            output += Array(style.lineEnd.utf8)
            for _ in 0..<level { output += Array(indent.utf8) }
        }
        switch tree {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writeString(member.key, style: style, into: &output)
                output += Array((style.indent == nil ? ":" : ": ").utf8)
                write(member.value, style: style, level: level + 1, into: &output)
            }
            if !members.isEmpty { newline(level) }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(level + 1)
                write(element, style: style, level: level + 1, into: &output)
            }
            if !elements.isEmpty { newline(level) }
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            writeString(text, style: style, into: &output)
        case .number(let text):
            output += Array(text.utf8)
        case .bool(let flag):
            output += Array((flag ? "true" : "false").utf8)
        case .null:
            output += Array("null".utf8)
        }
    }

    private static func writeString(_ text: String, style: Style, into output: inout [UInt8]) {
        func escape(_ unit: UInt16) {
            let hex = String(unit, radix: 16)
            output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += Array(#"\""#.utf8)
            case "\\": output += Array(#"\\"#.utf8)
            case "\n": output += Array(#"\n"#.utf8)
            case "\r": output += Array(#"\r"#.utf8)
            case "\t": output += Array(#"\t"#.utf8)
            case "\u{08}": output += Array(#"\b"#.utf8)
            case "\u{0C}": output += Array(#"\f"#.utf8)
            case "/" where style.escapesNonASCII: output += Array(#"\/"#.utf8)
            default:
                if scalar.value < 0x20 || (style.escapesNonASCII && scalar.value > 0x7E) {
                    for unit in String(scalar).utf16 { escape(unit) }
                } else {
                    output += Array(String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

// MARK: - A reproducible random number generator

extension FuzzTests {
    typealias SplitMix64 = SeededGenerator
}
