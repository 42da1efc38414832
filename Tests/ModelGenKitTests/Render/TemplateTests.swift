import Testing

@testable import ModelGenKit

@Suite struct TemplateTests {
    func render(_ text: String, _ context: [String: TemplateValue]) throws -> String {
        try Template(name: "t.mustache", text: text).render(.object(TemplateObject(context)))
    }

    func error(_ text: String, _ context: [String: TemplateValue] = [:]) -> String? {
        do {
            _ = try render(text, context)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func variablesAreInsertedWithoutEscaping() throws {
        #expect(try render("a {{x}} b {{ y }}", ["x": "<&\"'>", "y": "Set<Commit>"]) == "a <&\"'> b Set<Commit>")
    }

    /// A run holds every rendered file until it writes them, so a file holds little more memory than
    /// its bytes, small or large (the render starts with a buffer of 16 KB and hands over a copy of
    /// the file's size): less than 4 KB more.
    @Test func aRenderedFileHoldsLessThan4KBBeyondItsBytes() throws {
        let template = try Template(name: "t.mustache", text: "{{#items}}{{.}}\n{{/items}}")
        for count in [1, 3_000, 20_000] {
            var nodesRendered = 0
            let bytes = try template.renderUTF8(
                .object(["items": .list(Array(repeating: "property", count: count))]), nodesRendered: &nodesRendered)
            #expect(bytes.count == count * 9)
            #expect(bytes.capacity - bytes.count < 4_096, "\(bytes.capacity) bytes held for \(bytes.count)")
        }
    }

    /// The buffer a render appends to keeps every byte in order as it grows past its room, from
    /// pieces of text and from strings short and long, ASCII or not.
    @Test func renderedBytesKeepEveryPieceInOrderAsTheyGrow() {
        var bytes = RenderedBytes(capacity: 1)
        var expected: [UInt8] = []
        let pieces = [
            "", "a", "short", "a string longer than a small one", "é, ü and 😀", String(repeating: "x", count: 5_000),
        ]
        for (index, piece) in pieces.enumerated() {
            bytes.append(piece)
            expected += piece.utf8
            let text: [UInt8] = Array("<\(index)>".utf8)
            text.withUnsafeBufferPointer { bytes.append($0) }
            expected += text
        }
        bytes.append(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
        #expect(bytes.count == expected.count)
        #expect(bytes.array() == expected)
        #expect(RenderedBytes(capacity: 16).array() == [])
    }

    @Test func dottedNamesAndTheCurrentItem() throws {
        #expect(try render("{{a.b.c}}", ["a": .object(["b": .object(["c": "deep"])])]) == "deep")
        #expect(try render("{{#items}}[{{.}}]{{/items}}", ["items": .list(["x", "y"])]) == "[x][y]")
    }

    /// A render remembers where each tag found its name last; an object whose members come in
    /// another order, or that lacks the name so that an outer scope has it, must still be read right.
    @Test func aNameIsFoundWhereverItIsWhenItMovesBetweenItems() throws {
        let items: [TemplateValue] = [
            .object(["name": "a", "kind": "k1"]),
            .object(["kind": "k2", "name": "b"]),
            .object(["kind": "k3"]),
            .object(["other": .object(["name": "nested"])]),
            .object(["kind": "k5", "extra": "e", "name": "d"]),
        ]
        let text = "{{#items}}{{name}}:{{kind}}{{#other}}({{name}}){{/other}} {{/items}}"
        let context: TemplateValue = .object([
            "name": "outer", "kind": "outerKind", "other": false, "items": .list(items),
        ])
        #expect(
            try Template(name: "t.mustache", text: text).render(context)
                == "a:k1 b:k2 outer:k3 outer:outerKind(nested) d:k5 ")
        // A name that an item has only at the end, after items that found it in an outer scope.
        let late: TemplateValue = .object([
            "name": "outer", "items": .list([.object(["x": "1"]), .object(["x": "2", "name": "own"])]),
        ])
        #expect(try Template(name: "t.mustache", text: "{{#items}}{{name}},{{/items}}").render(late) == "outer,own,")
    }

    /// A person as the translator would write a record, with a part whose members are added to its own.
    struct Person: TemplateRecord {
        var name: String
        var title: String?
        var address: Address
        var friends: [Person] = []

        struct Address: Sendable {
            var street: String
            var city: String

            static let templateMembers: TemplateMembers<Self> = [
                "street": { .text($0.street) },
                "city": { .text($0.city) },
            ]
        }

        static let templateMembers = TemplateMembers<Self>([
            "name": { .text($0.name) },
            "title": { .text(orFalse: $0.title) },
            "friends": { .records($0.friends) },
            "hasFriends": { .flag(!$0.friends.isEmpty) },
        ]).adding(Address.templateMembers, at: \.address)
    }

    /// A template's next render starts from where its last one found each name (in the innermost
    /// scope or the one around it), so a render whose scopes differ must look again: here the
    /// renders after the first have the name where the render before left no hint to it.
    @Test func whereTheLastRenderFoundANameIsCheckedBeforeItIsUsed() throws {
        let ann = Person(name: "Ann", title: "Dr", address: .init(street: "1 High St", city: "Leeds"))
        func renders(_ text: String, _ contexts: [TemplateValue]) throws -> [String] {
            let template = try Template(name: "t.mustache", text: text)
            return try contexts.map { try template.render($0) }
        }
        // Found one out from a record without it; then the innermost scope is an object that has it.
        #expect(
            try renders(
                "{{#people}}{{greeting}};{{/people}}",
                [
                    .object(["greeting": "hello", "people": .records([ann])]),
                    .object(["greeting": "hello", "people": .list([.object(["greeting": "own"]), ann.templateValue])]),
                ]) == ["hello;", "own;hello;"])
        // Found one out from a text; then the innermost scope is an object that has it.
        #expect(
            try renders(
                "{{#title}}{{name}}{{/title}}",
                [
                    .object(["title": "Dr", "name": "outer"]),
                    .object(["title": .object(["name": "inner"]), "name": "outer"]),
                ]) == ["outer", "inner"])
        // Found one out from a record without it or a text; then the innermost scope is a record
        // of another type that has it.
        let sign = Sign(greeting: "hi", city: "Sign city")
        #expect(
            try renders(
                "{{#people}}{{greeting}};{{/people}}",
                [
                    .object(["greeting": "hello", "people": .records([ann])]),
                    .object(["greeting": "hello", "people": .list([sign.templateValue, ann.templateValue])]),
                ]) == ["hello;", "hi;hello;"])
        #expect(
            try renders(
                "{{#inner}}{{city}}{{/inner}}",
                [.object(["inner": "x", "city": "outer"]), .object(["inner": sign.templateValue, "city": "outer"])])
                == ["outer", "Sign city"])
        // Found one out in a record; then that scope is an object without the name, or one whose
        // members come in another order, or a record of another type.
        let text = "{{#outer}}{{#inner}}{{city}}{{/inner}}{{/outer}}"
        #expect(
            try renders(
                text,
                [
                    .object(["outer": ann.templateValue, "inner": "x"]),
                    .object(["city": "far", "outer": .object(["street": "s"]), "inner": "x"]),
                    .object(["outer": .object(["street": "s", "city": "near"]), "inner": "x"]),
                    .object(["outer": sign.templateValue, "inner": "x"]),
                    .object(["outer": ann.templateValue, "inner": "x"]),
                ]) == ["Leeds", "far", "near", "Sign city", "Leeds"])
    }

    /// A render starts from the hints the last one left, not from none: a hint into a record of
    /// the same type is trusted without its name (records of a type number their members alike),
    /// so hints planted the wrong way round show in the next render's text. (Only the renderer
    /// makes hints, and only where it found the name: the test relies on a record's hint being
    /// checked by its type alone on purpose, as the one way to see from outside that hints are
    /// used. A check of the name too would need another way.)
    @Test func aRenderStartsFromTheHintsTheLastOneLeft() throws {
        let ann = Person(name: "Ann", title: nil, address: .init(street: "1 High St", city: "Leeds"))
        let template = try Template(name: "t.mustache", text: "{{#people}}{{name}} in {{city}};{{/people}}")
        let context = TemplateValue.object(["people": .records([ann])])
        let slots = template.names.count
        let nameSlot = try #require(template.names.firstIndex { $0.path == ["name"] })
        let citySlot = try #require(template.names.firstIndex { $0.path == ["city"] })
        #expect(template.learnedHints.take(count: slots).allSatisfy { $0.memberIndex == -1 })
        #expect(try template.render(context) == "Ann in Leeds;")
        var hints = template.learnedHints.take(count: slots)
        #expect(hints[nameSlot].memberIndex >= 0 && hints[citySlot].memberIndex >= 0)
        #expect(hints[nameSlot].memberIndex != hints[citySlot].memberIndex)
        hints.swapAt(nameSlot, citySlot)
        template.learnedHints.keep(hints)
        #expect(try template.render(context) == "Leeds in Ann;")
    }

    /// A record of a second type, with names that a `Person` has too (`city`) or lacks (`greeting`),
    /// numbered otherwise.
    struct Sign: TemplateRecord {
        var greeting: String
        var city: String

        static let templateMembers: TemplateMembers<Self> = [
            "greeting": { .text($0.greeting) },
            "city": { .text($0.city) },
        ]
    }

    /// Records are read in place: each member's value is made from the record when a template looks
    /// it up, a part's members (at an offset inside the record) as well as its own, in lists,
    /// nested lists and on their own, and an inner record hides the names of outer ones.
    @Test func recordsAreReadMemberByMember() throws {
        let ann = Person(
            name: "Ann", title: "Dr", address: .init(street: "1 High St", city: "Leeds"),
            friends: [
                Person(name: "Bo", address: .init(street: "2 Low Rd", city: "York")),
                Person(name: "Cy", title: "Prof", address: .init(street: "3 Mill Ln", city: "Hull")),
            ])
        let lone = Person(name: "Di", address: .init(street: "4 End", city: "Bath"))
        let context: TemplateValue = .object([
            "people": .records([ann, lone]), "nobody": .records([Person]()), "chief": ann.templateValue,
            "greeting": "hello",
            "mixed": .list([ann.templateValue, .object(["title": "obj", "name": "Ed"]), lone.templateValue]),
        ])
        func render(_ text: String) throws -> String { try Template(name: "t.mustache", text: text).render(context) }
        #expect(
            try render(
                "{{#people}}{{#title}}{{.}} {{/title}}{{name}} of {{street}}, {{city}}{{^@last}}; {{/@last}}{{/people}}"
            )
                == "Dr Ann of 1 High St, Leeds; Di of 4 End, Bath")
        #expect(
            try render(
                "{{#people}}{{name}}:{{#friends}}{{name}}@{{city}}{{^@last}},{{/@last}}{{/friends}}{{^friends}}-{{/friends}} {{/people}}"
            )
                == "Ann:Bo@York,Cy@Hull Di:- ")
        #expect(
            try render("{{#chief}}{{name}} {{#hasFriends}}has friends{{/hasFriends}}{{/chief}} {{chief.street}}")
                == "Ann has friends 1 High St")
        #expect(try render("{{^nobody}}none{{/nobody}}{{#nobody}}never{{/nobody}}{{^chief}}never{{/chief}}") == "none")
        // A name a record lacks is found in an outer scope, and a tag finds its name in records and
        // objects taking turns.
        #expect(try render("{{#people}}{{greeting}} {{name}},{{/people}}") == "hello Ann,hello Di,")
        #expect(try render("{{#mixed}}{{name}}{{#title}}/{{.}}{{/title}},{{/mixed}}") == "Ann/Dr,Ed/obj,Di,")
        #expect(throws: TemplateError.self) { try render("{{#chief}}{{nickname}}{{/chief}}") }
        #expect(
            TestSupport.members(of: lone.templateValue).map(\.name) == [
                "name", "title", "friends", "hasFriends", "street", "city",
            ])
    }

    @Test func sectionsOverFlagsListsAndObjects() throws {
        let context: [String: TemplateValue] = [
            "yes": true, "no": false, "empty": .list([]),
            "people": .list([.object(["name": "Ann"]), .object(["name": "Bo"])]),
            "owner": .object(["name": "Cy"]), "name": "outer",
        ]
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}", context) == "Y")
        #expect(try render("{{^no}}not{{/no}}{{^yes}}never{{/yes}}{{^empty}}none{{/empty}}", context) == "notnone")
        #expect(try render("{{#people}}{{name}},{{/people}}", context) == "Ann,Bo,")
        #expect(try render("{{#owner}}{{name}}{{/owner}} {{name}}", context) == "Cy outer")
        // Inner scopes see outer names.
        #expect(try render("{{#people}}{{name}}/{{#yes}}{{name}}{{/yes}} {{/people}}", context) == "Ann/Ann Bo/Bo ")
    }

    @Test func firstAndLastTellWhereTheItemStandsInTheInnermostList() throws {
        let context: [String: TemplateValue] = [
            "names": .list(["a", "b", "c"]), "one": .list(["x"]), "flag": true,
            "groups": .list([.object(["items": .list(["1", "2"])]), .object(["items": .list(["3"])])]),
        ]
        #expect(try render("[{{#names}}{{.}}{{^@last}}, {{/@last}}{{/names}}]", context) == "[a, b, c]")
        #expect(try render("{{#names}}{{#@first}}<{{/@first}}{{.}}{{#@last}}>{{/@last}}{{/names}}", context) == "<abc>")
        #expect(try render("{{#one}}{{#@first}}{{#@last}}only {{.}}{{/@last}}{{/@first}}{{/one}}", context) == "only x")
        // Nested lists: each `@last` is the innermost list's, and a flag section does not change it.
        #expect(
            try render(
                "{{#groups}}[{{#items}}{{.}}{{^@last}}, {{/@last}}{{/items}}]{{#flag}}{{^@last}}; {{/@last}}{{/flag}}{{/groups}}",
                context)
                == "[1, 2]; [3]")
    }

    @Test func firstAndLastOutsideAListAreErrors() {
        #expect(
            error("{{#flag}}{{#@last}}x{{/@last}}{{/flag}}", ["flag": true])
                == "t.mustache:1:10: error: '@last' is defined only inside a list section")
        #expect(error("{{@first}}") == "t.mustache:1:1: error: '@first' is defined only inside a list section")
        #expect(error("{{#@index}}{{/@index}}") != nil)
    }

    @Test func standaloneTagLinesDisappear() throws {
        let text = """
            begin
              {{#items}}
            - {{.}}
              {{/items}}
            {{! a comment line }}
            end {{! inline comment }}

            """
        #expect(try render(text, ["items": .list(["a", "b"])]) == "begin\n- a\n- b\nend \n")
        // A tag that shares its line with text is not standalone: the line stays.
        #expect(try render("a {{#f}}\nb\n{{/f}} c\n", ["f": true]) == "a \nb\n c\n")
        // CRLF line ends are handled as well.
        #expect(try render("x\r\n{{#f}}\r\ny\r\n{{/f}}\r\nz", ["f": true]) == "x\r\ny\r\nz")
    }

    @Test func malformedTemplatesAreReportedAtTheirPosition() {
        #expect(error("line\n  {{#items}}\nx\n") == "t.mustache:2:3: error: section 'items' is never closed")
        #expect(
            error("{{#a}}\n{{/b}}") == "t.mustache:2:1: error: '{{/b}}' does not match the open section 'a' (line 1)")
        #expect(error("x {{/a}}") == "t.mustache:1:3: error: '{{/a}}' closes no open section")
        #expect(
            error("ok\nbad {{name\n}}") == "t.mustache:2:5: error: tag '{{' is not closed with '}}' on the same line")
        #expect(
            error("{{}}") == "t.mustache:1:1: error: the tag is empty; a tag holds a name, such as {{className}}")
        #expect(
            error("{{a\u{0}b}}\n{{c\rd}}")
                == """
                t.mustache:1:1: error: 'a\\u{0}b' is not a valid name; names hold letters, digits and underscores, joined by dots
                t.mustache:2:1: error: 'c\\u{d}d' is not a valid name; names hold letters, digits and underscores, joined by dots
                """)
        #expect(
            error("{{a..b}}")
                == "t.mustache:1:1: error: 'a..b' is not a valid name; names hold letters, digits and underscores, joined by dots"
        )
        #expect(error("{{> partial}}")?.hasPrefix("t.mustache:1:1: error: '{{>' tags are not supported") == true)
        #expect(error("{{{triple}}}")?.hasPrefix("t.mustache:1:1: error: '{{{' tags are not supported") == true)
    }

    /// A malformed tag does not end the parse: every problem of a template is reported in one go,
    /// each once, and a tag that closes an outer section closes the ones inside it without a
    /// second error.
    @Test func everyProblemOfATemplateIsReportedInOneGo() {
        #expect(
            error("ok {{name\n{{#s}}\n{{a..b}} {{> p}}\n{{/t}}\n")
                == """
                t.mustache:1:4: error: tag '{{' is not closed with '}}' on the same line
                t.mustache:3:1: error: 'a..b' is not a valid name; names hold letters, digits and underscores, joined by dots
                t.mustache:3:10: error: '{{>' tags are not supported; modelgen's templates use {{name}}, {{#name}}, {{^name}}, {{/name}} and {{!comment}}
                t.mustache:4:1: error: '{{/t}}' does not match the open section 's' (line 2)
                """)
        #expect(
            error("{{#a}}{{#b}}x{{/a}}{{/c}}")
                == """
                t.mustache:1:14: error: '{{/a}}' does not match the open section 'b' (line 1)
                t.mustache:1:20: error: '{{/c}}' closes no open section
                """)
        // Two closing tags swapped are one mistake.
        #expect(
            error("{{#a}}\n{{#b}}\nx\n{{/a}}\n{{/b}}\n{{/b}}\n")
                == """
                t.mustache:4:1: error: '{{/a}}' does not match the open section 'b' (line 2)
                t.mustache:6:1: error: '{{/b}}' closes no open section
                """)
        #expect(
            error("{{#a}}\n{{^b}}\n")
                == """
                t.mustache:1:1: error: section 'a' is never closed
                t.mustache:2:1: error: section 'b' is never closed
                """)
        // A stray closing tag is one mistake too: the tag that closes the section after it is not
        // reported again.
        #expect(
            error("{{#a}}{{/b}}{{/a}}")
                == "t.mustache:1:7: error: '{{/b}}' does not match the open section 'a' (line 1)")
        // A section whose name is malformed still opens, so its closing tag finds it, and the name
        // is reported once.
        #expect(
            error("{{#a-b}}x{{/a-b}}{{y}}")
                == "t.mustache:1:1: error: 'a-b' is not a valid name; names hold letters, digits and underscores, joined by dots"
        )
        #expect(error("{{") == "t.mustache:1:1: error: tag '{{' is not closed with '}}' on the same line")
        // A malformed closing tag is one problem, whatever is open.
        #expect(
            error("{{/a b}}")
                == "t.mustache:1:1: error: 'a b' is not a valid name; names hold letters, digits and underscores, joined by dots"
        )
        #expect(
            error("{{#c}}{{/a b}}")
                == "t.mustache:1:7: error: 'a b' is not a valid name; names hold letters, digits and underscores, joined by dots"
        )
        // The parse stops at the most problems a check reports.
        let flood = String(repeating: "{{\n", count: 3 * Template.maximumProblems)
        do {
            _ = try Template(name: "t.mustache", text: flood)
            Issue.record("a flood of malformed tags parsed")
        } catch {
            #expect(error.errors.count == Template.maximumProblems)
            #expect(error.isCutShort)
        }
        #expect(
            error("{{! a comment\non two lines }}")
                == "t.mustache:1:1: error: comment '{{!' is not closed with '}}' on the same line; a comment cannot span lines"
        )
        #expect(
            error("{{\t! after a tab\n}}")
                == "t.mustache:1:1: error: comment '{{!' is not closed with '}}' on the same line; a comment cannot span lines"
        )
        // Nesting too deep stops the parse, with the note that there may be more problems.
        do {
            _ = try Template(
                name: "t.mustache", text: String(repeating: "{{#a}}", count: Template.maximumDepth + 1) + "{{b..c}}")
            Issue.record("nesting too deep parsed")
        } catch {
            #expect(error.isCutShort)
        }
        // In the order of the tags, a section never closed among them.
        #expect(
            error("{{#a}}\n{{b..c}}\n")
                == """
                t.mustache:1:1: error: section 'a' is never closed
                t.mustache:2:1: error: 'b..c' is not a valid name; names hold letters, digits and underscores, joined by dots
                """)
    }

    /// The probe of custom templates renders on after a name it cannot find: each problem once,
    /// whichever item of a list meets it, and a section it cannot look up is skipped.
    @Test func renderingCanCollectEveryProblem() throws {
        let template = try Template(
            name: "t.mustache",
            text: "{{a}}\n{{#b}}{{c}}{{/b}}\n{{#items}}{{d}}{{name}}{{/items}}\n{{items}}\n{{^@last}}{{/@last}}")
        let context = TemplateValue.object(["items": .list([.object(["name": "x"]), .object(["name": "y"])])])
        #expect(
            template.trialRender(context, nodeLimit: Template.maximumNodesRendered).problems.map(\.description) == [
                "t.mustache:1:1: error: unknown name 'a'",
                "t.mustache:2:1: error: unknown name 'b'",
                "t.mustache:3:11: error: unknown name 'd'",
                "t.mustache:4:1: error: 'items' is not text; use it as a section: {{#items}}",
                "t.mustache:5:1: error: '@last' is defined only inside a list section",
            ])
        // A template full of unknown names stops at the limit, so the probe's many renders of it stay quick.
        let many = try Template(
            name: "t.mustache", text: String(repeating: "{{x}}\n", count: 3 * Template.maximumProblems))
        #expect(
            many.trialRender(context, nodeLimit: Template.maximumNodesRendered).problems.count
                == Template.maximumProblems)
        let good = try Template(name: "t.mustache", text: "{{#items}}{{name}}{{/items}}")
        #expect(good.trialRender(context, nodeLimit: Template.maximumNodesRendered).problems.isEmpty)
        // Rendering still stops at the first.
        #expect(throws: TemplateError.self) { try template.render(context) }
        // Sections that repeat inside each other are stopped after so many nodes (a real render
        // after `Template.maximumNodesRendered`, the same check with a limit too large to wait for here).
        let nested = try Template(
            name: "t.mustache",
            text: String(repeating: "{{#items}}", count: 40) + "x" + String(repeating: "{{/items}}", count: 40))
        let trial = nested.trialRender(context, nodeLimit: 10_000)
        #expect(!trial.isComplete)
        #expect(
            trial.problems.map(\.description) == [
                "t.mustache:1:391: error: rendering this template took more than 10,000 steps and was stopped here; are sections that repeat nested in each other?"
            ])

    }

    /// Templates render on secondary threads, whose stacks are small: nesting deep enough to
    /// exhaust one is refused when the template is read, and the deepest allowed nesting renders.
    @Test func sectionsNestedTooDeeplyAreRefused() throws {
        let depth = Template.maximumDepth
        #expect(
            error(String(repeating: "{{#a}}", count: 100_000))
                == "t.mustache:1:\(6 * depth + 1): error: sections are nested more than \(depth) levels deep")
        let deepest = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        #expect(try render(deepest, ["a": true]) == "x")
    }

    /// An unknown name that is close to one the scopes have gets a `did you mean` note.
    @Test func anUnknownNameSuggestsACloseOne() throws {
        func notes(_ text: String, _ context: [String: TemplateValue]) -> [String] {
            do {
                _ = try render(text, context)
                return ["rendered"]
            } catch let error as TemplateError {
                return error.notes.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        #expect(
            notes("{{#items}}{{nam}}{{/items}}", ["items": .list([.object(["name": "x"])])]) == ["did you mean 'name'?"]
        )
        #expect(
            notes("{{a.superClassName}}", ["a": .object(["superclassName": "x"])]) == ["did you mean 'superclassName'?"]
        )
        #expect(notes("{{zzz}}", ["name": "x"]) == [])
    }

    @Test func unknownNamesAndMisusedValuesAreErrors() {
        #expect(error("a\n  {{nam}}", ["name": "x"]) == "t.mustache:2:3: error: unknown name 'nam'")
        #expect(error("{{a.c}}", ["a": .object(["b": "x"])]) == "t.mustache:1:1: error: unknown name 'c' in 'a.c'")
        #expect(
            error("{{a.b.c}}", ["a": .object(["b": false])])
                == "t.mustache:1:1: error: 'a.b' is false here, so it has no 'c'; read it inside {{#a.b}}…{{/a.b}}")
        #expect(
            error("{{items}}", ["items": .list([])])
                == "t.mustache:1:1: error: 'items' is not text; use it as a section: {{#items}}")
    }

    @Test func theBuiltInTemplatesParse() throws {
        for kind in OutputKind.allCases {
            _ = try Template(name: kind.templateName, text: BuiltinTemplates.text(for: kind))
        }
    }

    /// And the other way round: every name that the tables of "What each template sees" document is
    /// one that the template's contexts define, so that the docs cannot keep a name that is gone.
    @Test func everyDocumentedNameIsAContextName() throws {
        let (model, diagnostics) = ModelLoader.loadModel(
            at: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json").path)
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        var namesByTemplate: [String: Set<String>] = [:]
        func collect(_ value: TemplateValue, into names: inout Set<String>) {
            for (name, member) in TestSupport.members(of: value) {
                names.insert(name)
                collect(member, into: &names)
            }
        }
        for file in Translator.translate(resolved, options: GenerationOptions()) + Self.probeHistoryFiles() {
            collect(file.context, into: &namesByTemplate[file.kind.templateName, default: []])
        }
        let docs = try TestSupport.read(TestSupport.packageRoot.appendingPathComponent("docs/Templates.md"))
        let section = try #require(
            docs.components(separatedBy: "## What each template sees").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        var checked = 0
        for part in section.components(separatedBy: "\n### `").dropFirst() {
            let templateName = String(part.prefix { $0 != "`" })
            let names = try #require(namesByTemplate[templateName], "no template \(templateName)")
            for line in part.split(separator: "\n") where line.hasPrefix("| `") {
                let firstColumn = line.dropFirst(2).prefix { $0 != "|" }
                for documented in firstColumn.split(separator: "`").enumerated().filter({ $0.offset % 2 == 0 }) {
                    let name = documented.element.trimmingCharacters(in: .whitespaces)
                    guard !name.isEmpty, name != "," else { continue }
                    checked += 1
                    #expect(
                        names.contains(name),
                        "docs/Templates.md documents `\(name)`, which \(templateName) does not see")
                }
            }
        }
        #expect(checked > 60)
    }

    /// Every name a template can see is documented in docs/Templates.md, so that a custom template's
    /// author finds each one. The names are collected from the contexts of the every-feature model.
    @Test func everyContextNameIsDocumented() throws {
        let (model, diagnostics) = ModelLoader.loadModel(
            at: TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json").path)
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        var names: Set<String> = []
        func collect(_ value: TemplateValue) {
            for (name, member) in TestSupport.members(of: value) {
                names.insert(name)
                collect(member)
            }
        }
        for file in Translator.translate(resolved, options: GenerationOptions()) + Self.probeHistoryFiles() {
            collect(file.context)
        }
        #expect(names.count > 40)
        let docs = try TestSupport.read(TestSupport.packageRoot.appendingPathComponent("docs/Templates.md"))
        for name in names.sorted() {
            #expect(docs.contains("`\(name)`"), "docs/Templates.md does not mention `\(name)`")
        }
    }

    /// The contexts of the template probe's model with shipped versions and migration handlers,
    /// which the every-feature model has none of.
    static func probeHistoryFiles() -> [FileContext] {
        TemplateProbe.histories().flatMap { history in
            Translator.translate(history.current, history: history, options: GenerationOptions())
        }
    }
}
