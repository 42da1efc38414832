import Testing

@testable import ModelGenKit

/// The predicate reader behind fetch request templates: what it accepts of Apple's predicate format
/// syntax, the references it finds, and where it reports a syntax error.
@Suite struct PredicateParserTests {
    static func references(_ format: String) -> [PredicateParser.Reference]? {
        try? PredicateParser.parse(format).get()
    }

    @Test(arguments: [
        "message CONTAINS[c] 'fix'",
        "NOT message BEGINSWITH 'Merge pull request'",
        "date > $since AND author.name ==[cd] $name",
        "author.name == \"Ann\" || message LIKE[c] '*fix*'",
        "ANY commits.message MATCHES '^fix.*' AND commits.@count >= 2",
        "SUBQUERY(commits, $c, $c.date > $since AND $c.message != nil).@count > 0",
        "score BETWEEN {1, 5.5e3}",
        "state IN {'open', 'merged'}",
        "(a > 1 OR b < 2) AND NOT (c == 3)",
        "(price + tax) * 2 >= 10",
        "TRUEPREDICATE",
        "#size == 0x1F AND -count < 0.5",
        "items[FIRST].name == 'x' AND items[SIZE] > 1",
        "date < now() AND lowercase(name) == 'ann'",
        "flag == YES AND other == FALSE AND gone = NULL",
    ])
    func validPredicatesParse(format: String) {
        #expect(Self.references(format) != nil, "\(format)")
    }

    /// Deep nesting is an error, never a deep recursion; and nothing is read twice, so nested
    /// parentheses cost linear time.
    @Test func deepNestingIsAnErrorAndStaysFast() {
        for opener in ["(", "NOT ", "-", "{", "SUBQUERY(x, $v, ", "a[", "lowercase("] {
            let format = String(repeating: opener, count: 20_000) + "a == 1"
            let clock = ContinuousClock()
            let start = clock.now
            guard case .failure(let error) = PredicateParser.parse(format) else {
                Issue.record("'\(opener)' × 20000 parsed")
                continue
            }
            #expect(error.message == "the predicate is nested more than 100 levels deep", "\(opener)")
            // Linear, it takes milliseconds; 5 s leaves room for a debug build on a loaded machine (it
            // took 1.7 s beside two other builds) and still catches a recursion or a quadratic read.
            #expect(clock.now - start < .seconds(5), "'\(opener)' took \(clock.now - start)")
        }
        let balanced = String(repeating: "(", count: 90) + "a == 1" + String(repeating: ")", count: 90)
        #expect(Self.references(balanced) != nil)
    }

    @Test func referencesAreFoundInOrderWithTheirOffsets() throws {
        let found = try #require(
            Self.references("author.name == $name AND SUBQUERY(commits, $c, $c.sha == $sha).@count > 0"))
        #expect(
            found == [
                .keyPath(components: ["author", "name"], rootVariable: nil, isQualified: false, offset: 0),
                .variable(name: "name", offset: 15),
                .keyPath(components: ["commits"], rootVariable: nil, isQualified: false, offset: 34),
                .subqueryBinding(variable: "c", offset: 43),
                .keyPath(components: ["sha"], rootVariable: "c", isQualified: false, offset: 47),
                .variable(name: "sha", offset: 57),
            ])
        #expect(
            Self.references("#first.@count > 1") == [
                .keyPath(components: ["first", "@count"], rootVariable: nil, isQualified: false, offset: 0)
            ])
        // Only the left side of a qualified comparison is qualified.
        #expect(
            Self.references("ANY tags.name == other.name") == [
                .keyPath(components: ["tags", "name"], rootVariable: nil, isQualified: true, offset: 4),
                .keyPath(components: ["other", "name"], rootVariable: nil, isQualified: false, offset: 17),
            ])
    }

    @Test(
        arguments: [
            ("message ==", "the predicate ends too soon", 10),
            (
                "message = %@",
                "a predicate kept in the model takes no format arguments such as %@ or %K, as nothing fills them in; use a $variable (a fetch request declares its variables in 'parameters')",
                10
            ),
            ("message == 'open", "unterminated string", 11),
            ("a == 1 b == 2", "unexpected 'b'", 7),
            ("a == 1)", "unexpected ')'", 6),
            ("a === 1", "unexpected '='", 4),
            ("a == 1.2.3", "'1.2.3' is not a number", 5),
            ("a CONTAINS[x] 'b'", "expected comparison options such as [c] or [cd]", 11),
            (
                "first == 1",
                "unexpected 'first': it is a reserved word in predicates; write '#first' to use it as a key", 0
            ),
            ("a == ~1", "unexpected character '~'", 5),
            ("$ == 1", "expected a name after '$'", 0),
            ("SUBQUERY(items, x, x == 1)", "expected the SUBQUERY's $variable", 16),
            ("(a == 1", "expected ')'", 7),
            ("message", "expected a comparison, such as name == $name", 0),
            ("a == 1 AND b", "expected a comparison, such as name == $name", 11),
            ("NOT 3", "expected a comparison, such as name == $name", 4),
            ("ANY items", "the predicate ends too soon", 9),
            ("lowercased(name) == 'x'", "unknown function 'lowercased'", 0),
            ("name == ‘x’", "unexpected character '‘'", 8),
            (
                "a == " + String(repeating: "a[", count: 200) + "1",
                "the predicate is nested more than 100 levels deep", 207
            ),
        ] as [(String, String, Int)])
    func syntaxErrorsAreLocated(format: String, message: String, offset: Int) {
        guard case .failure(let error) = PredicateParser.parse(format) else {
            Issue.record("'\(format)' parsed")
            return
        }
        #expect(error.message == message, "\(format)")
        #expect(error.offset == offset, "\(format)")
    }
    /// The comparisons of a variable with a plain key path, which type an Xcode template's
    /// variables; anything else compared with a variable (a function, an aggregate, arithmetic, a
    /// SUBQUERY's own variable, another variable) is left out.
    @Test func variablesComparedWithKeyPathsAreFound() {
        let found = PredicateParser.variableComparisons(
            in:
                "author.name ==[c] $NAME AND $TAG IN tags AND (date > $SINCE OR lowercase(name) == $LOWER) "
                + "AND commits.@count > $N AND price + 1 < $S AND SUBQUERY(tags, $t, $t == $T).@count > 0 AND $A == $B "
                + "AND #size == $SIZE")
        #expect(
            found == [
                .init(variable: "NAME", keyPath: ["author", "name"], comparator: "==", variableIsLeft: false),
                .init(variable: "TAG", keyPath: ["tags"], comparator: "IN", variableIsLeft: true),
                .init(variable: "SINCE", keyPath: ["date"], comparator: ">", variableIsLeft: false),
                .init(variable: "SIZE", keyPath: ["size"], comparator: "==", variableIsLeft: false),
            ])
        #expect(PredicateParser.variableComparisons(in: "name == ") == [])
    }
}
