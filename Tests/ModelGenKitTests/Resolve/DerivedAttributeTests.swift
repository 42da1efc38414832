import Foundation
import Testing

@testable import ModelGenKit

/// Derived attributes (`"derivation"`): every documented form is accepted and typed, every
/// derivation that the store would refuse (or that would give a value of another type) is a located
/// error, each with an accepted counterpart; the generated property is read-only, the builder makes
/// an `NSDerivedAttributeDescription`, and the derivation survives conversion to Xcode and back.
@Suite struct DerivedAttributeTests {
    typealias Spot = ValidationTests.Spot

    /// A small library: authors and their books, each book with lines of a price.
    static func library(author: String = "", book: String = "") -> String {
        TestModels.model(
            """
                { "name": "Person", "attributes": [{ "name": "name", "type": "string" }] },
                { "name": "Author", "parent": "Person",
                  "attributes": [{ "name": "born", "type": "date", "optional": true }, { "name": "note", "type": "string", "optional": true, "transient": true }\(author)],
                  "relationships": [{ "name": "books", "destination": "Book", "inverse": "author", "toMany": true, "optional": true }] },
                { "name": "Book",
                  "attributes": [{ "name": "title", "type": "string" }, { "name": "pages", "type": "integer32", "default": 0 }\(book)],
                  "relationships": [
                    { "name": "author", "destination": "Author", "inverse": "books", "optional": true },
                    { "name": "draft", "destination": "Book", "inverse": "draft", "optional": true, "transient": true },
                    { "name": "lines", "destination": "Line", "inverse": "book", "toMany": true, "optional": true }
                  ] },
                { "name": "Line", "attributes": [{ "name": "amount", "type": "decimal", "default": 0 }, { "name": "at", "type": "date", "optional": true }],
                  "relationships": [{ "name": "book", "destination": "Book", "inverse": "lines", "optional": true }] }
            """)
    }

    /// Loads `contents`, the text of an Xcode model's `contents` file, as a one-version Xcode model.
    static func loadXcode(_ contents: String) throws -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        let folder = try TestSupport.makeTemporaryDirectory().appendingPathComponent("Test.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        var metrics = PipelineMetrics()
        return ModelLoader.loadXcodeModel(
            at: folder.path, sizeLimit: InputFile.defaultModelSizeLimit, metrics: &metrics)
    }

    /// `library` with one more attribute of Book.
    static func book(_ attribute: String) -> String {
        library(book: ", " + attribute)
    }

    // MARK: Accepted

    @Test func everyDocumentedFormIsAcceptedAndKept() throws {
        let json = Self.library(
            author: #", { "name": "bookCount", "type": "integer16", "derivation": "books.@count" }"#,
            book: """
                , { "name": "searchTitle", "type": "string", "optional": true, "derivation": "canonical:(title)" },
                      { "name": "lowerTitle", "type": "string", "derivation": "lowercase:(title)" },
                      { "name": "upperTitle", "type": "string", "derivation": "uppercase: ( title )" },
                      { "name": "authorName", "type": "string", "optional": true, "derivation": "author.name" },
                      { "name": "authorBorn", "type": "date", "optional": true, "derivation": "author.born" },
                      { "name": "pageCopy", "type": "integer32", "derivation": "pages" },
                      { "name": "total", "type": "decimal", "optional": true, "derivation": "lines.@sum.amount" },
                      { "name": "average", "type": "double", "optional": true, "derivation": "lines.@avg.amount" },
                      { "name": "lastLine", "type": "date", "optional": true, "derivation": "lines.@max.at" },
                      { "name": "lineCount", "type": "integer64", "derivation": "lines.@count" },
                      { "name": "touched", "type": "date", "optional": true, "derivation": "now()", "indexed": true }
                """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        let book = try #require(model?.entity(named: "Book"))
        #expect(book.attributes.compactMap(\.derivation).count == 11)
        #expect(book.attribute(named: "upperTitle")?.derivation == "uppercase: ( title )")
        #expect(book.attribute(named: "title")?.isDerived == false)
        #expect(model?.entity(named: "Author")?.attribute(named: "bookCount")?.derivation == "books.@count")
    }

    // MARK: Refused

    @Test func theDerivationMustGiveTheAttributesType() {
        ValidationTests.expectErrors(
            Self.book(
                """
                { "name": "a", "type": "integer16", "derivation": "author.name" },
                      { "name": "b", "type": "string", "derivation": "lines.@count" },
                      { "name": "c", "type": "string", "derivation": "now()" },
                      { "name": "d", "type": "integer64", "derivation": "canonical:(title)" },
                      { "name": "e", "type": "integer32", "derivation": "lines.@avg.amount" },
                      { "name": "f", "type": "integer32", "derivation": "lines.@max.at" }
                """),
            [
                Spot(
                    "\"author.name\"",
                    "derivation 'author.name' gives string (the type of 'author.name'), but 'Book.a' is integer16"),
                Spot("\"lines.@count\"", "derivation 'lines.@count' gives an integer, but 'Book.b' is string"),
                Spot("\"now()\"", "derivation 'now()' gives a date, but 'Book.c' is string"),
                Spot(
                    "\"canonical:(title)\"", "derivation 'canonical:(title)' gives a string, but 'Book.d' is integer64"),
                Spot(
                    "\"lines.@avg.amount\"",
                    "derivation 'lines.@avg.amount' gives a fractional number, but 'Book.e' is integer32"),
                Spot("\"lines.@max.at\"", "derivation 'lines.@max.at' gives a date, but 'Book.f' is integer32"),
            ])
    }

    @Test func keyPathsMustLeadWhereTheFormNeeds() {
        ValidationTests.expectErrors(
            Self.book(
                """
                { "name": "a", "type": "string", "derivation": "lines.amount" },
                      { "name": "b", "type": "string", "derivation": "title.name" },
                      { "name": "c", "type": "string", "derivation": "author" },
                      { "name": "d", "type": "integer64", "derivation": "title.@count" },
                      { "name": "e", "type": "integer64", "derivation": "author.@count" },
                      { "name": "f", "type": "decimal", "derivation": "lines.@sum.at" },
                      { "name": "g", "type": "string", "derivation": "canonical:(pages)" },
                      { "name": "h", "type": "string", "derivation": "h" },
                      { "name": "i", "type": "string", "derivation": "author.note" },
                      { "name": "j", "type": "string", "derivation": "k" },
                      { "name": "k", "type": "string", "optional": true, "derivation": "lowercase:(title)" },
                      { "name": "l", "type": "string", "optional": true, "derivation": "draft.title" }
                """),
            [
                Spot(
                    "\"lines.amount\"",
                    "'lines' in the derivation of 'Book.a' is a to-many relationship: derive its '@count', or '@sum', '@min', '@max' or '@avg' of an attribute ('lines.@count')"
                ),
                Spot(
                    "\"title.name\"",
                    "'title' in the derivation of 'Book.b' is an attribute, so the key path cannot go on past it"),
                Spot(
                    "\"author\"",
                    "the derivation of 'Book.c' ends at relationship 'author': name an attribute of 'Author' ('author.born')",
                    occurrence: 2),
                Spot(
                    "\"title.@count\"",
                    "'title' in the derivation of 'Book.d' is an attribute: an aggregate such as '@count' needs a to-many relationship"
                ),
                Spot(
                    "\"author.@count\"",
                    "'author' in the derivation of 'Book.e' is a to-one relationship: an aggregate such as '@count' needs a to-many relationship"
                ),
                Spot("\"lines.@sum.at\"", "'@sum' applies to numbers, but 'Line.at' is date"),
                Spot("\"canonical:(pages)\"", "'canonical:' applies only to strings, but 'pages' is integer32"),
                Spot("\"h\"", "'Book.h' cannot derive from itself", occurrence: 2),
                Spot(
                    "\"author.note\"",
                    "'Book.i' derives from transient attribute 'Author.note', which the store does not keep"),
                Spot(
                    "\"k\" }",
                    "'Book.j' derives from derived attribute 'Book.k'; derive both from what that one derives from"),
                Spot(
                    "\"draft.title\"",
                    "'draft' in the derivation of 'Book.l' is a transient relationship, which the store does not keep"),
            ])
    }

    @Test func anUnknownKeyIsLocatedWithASuggestion() {
        let (model, diagnostics) = TestSupport.load(
            Self.book(#"{ "name": "a", "type": "string", "derivation": "author.nme" }"#))
        #expect(model == nil)
        #expect(
            TestSupport.describe(diagnostics).contains {
                $0.contains("error: 'nme' in the derivation of 'Book.a' is not a property of entity 'Author'")
                    && $0.contains("did you mean 'name'?")
            }, "\(TestSupport.describe(diagnostics))")
    }

    @Test func anUnknownAggregatedKeyIsLocatedWithASuggestion() {
        let json = Self.book(
            #"{ "name": "a", "type": "decimal", "optional": true, "derivation": "lines.@sum.amuont" }"#)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model == nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "\"lines.@sum.amuont\"", in: json)): error: 'amuont' in derivation 'lines.@sum.amuont' of 'Book.a' is not an attribute of entity 'Line' (note: did you mean 'amount'?)"
            ])
    }

    @Test func aDerivedAttributeIsStoredAndTakesNoValueFromTheApp() {
        ValidationTests.expectErrors(
            Self.book(
                """
                { "name": "a", "type": "string", "optional": true, "transient": true, "derivation": "title" },
                      { "name": "b", "type": "string", "default": "x", "derivation": "title" },
                      { "name": "c", "type": "string", "maxLength": 10, "derivation": "title" },
                      { "name": "d", "type": "string", "derivation": " " }
                """),
            [
                Spot(
                    "\"title\" }",
                    "derived attribute 'a' cannot be transient: the store keeps the value it derives; remove 'transient' or 'derivation'"
                ),
                Spot(
                    "\"x\"",
                    "derived attribute 'b' cannot have a default: the store derives its value when the object is saved"),
                Spot(
                    "10",
                    "derived attribute 'c' cannot have validation rules: its value comes from the store, not from the app"
                ),
                Spot("\" \"", "the derivation of derived attribute 'd' is empty"),
            ])
    }

    @Test func anotherFormIsAnErrorInJSONAndAWarningInAnXcodeModel() throws {
        let expression = "title ++ \\\" \\\" ++ author.name"
        let json = Self.book(#"{ "name": "a", "type": "string", "derivation": "\#(expression)" }"#)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model == nil)
        #expect(
            TestSupport.describe(diagnostics.filter { $0.severity == .error }) == [
                "\(TestSupport.position(of: "\"title ++", in: json)): error: derivation 'title ++ \" \" ++ author.name' of 'Book.a' is not of a form that modelgen can check for a derived attribute: a key path such as 'author.name', 'canonical:(name)', 'lowercase:(name)', 'uppercase:(name)', 'commits.@count', 'lines.@sum.amount' or 'now()'"
            ])

        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Book" representedClassName="Book" syncable="YES">
                    <attribute name="title" attributeType="String"/>
                    <attribute name="label" optional="YES" attributeType="String" derived="YES" derivationExpression="title ++ &quot; &quot; ++ title"/>
                </entity>
            </model>
            """
        let (xcode, xcodeDiagnostics) = try Self.loadXcode(xml)
        #expect(xcode != nil)
        #expect(
            TestSupport.describe(xcodeDiagnostics).map {
                $0.replacingOccurrences(of: #"^\d+:\d+: "#, with: "", options: .regularExpression)
            } == [
                "warning: modelgen cannot check derivation 'title ++ \" \" ++ title' of 'Book.label', which is not one of the forms Core Data documents (a key path such as 'author.name', 'canonical:(name)', 'lowercase:(name)', 'uppercase:(name)', 'commits.@count', 'lines.@sum.amount' or 'now()'); the store may refuse it when it loads"
            ])
    }

    // MARK: Generated code, versions and conversion

    @Test func theClassPropertyIsReadOnlyAndLeftOutOfTheInitializer() throws {
        let json = Self.book(
            #"{ "name": "authorName", "type": "string", "derivation": "author.name" }, { "name": "lineCount", "type": "integer16", "optional": true, "derivation": "lines.@count" }, { "name": "shelf", "type": "string", "derivation": "lowercase:(title)", "enum": { "name": "Shelf", "cases": ["a", "b"] } }"#
        )
        let model = try #require(TestSupport.load(json).model)
        let files = try TestSupport.render(model, options: GenerationOptions())
        let book = try #require(files.first { $0.path == "Book+CoreDataProperties.swift" }).contents
        #expect(book.contains("    @NSManaged public private(set) var authorName: String?\n"))
        #expect(
            book.contains("    public var lineCount: Int16? {\n        modelGenValue(forKey: \"lineCount\")\n    }\n")
        )
        // A derived enum is optional too, and has no setter.
        #expect(
            book.contains(
                "    public var shelf: Shelf? {\n        get { (value(forKey: \"shelf\") as? String).flatMap(Shelf.init(rawValue:)) }\n    }\n"
            ), "\(book)")
        #expect(
            book.contains(
                "convenience init(\n        context: NSManagedObjectContext,\n        title: String,\n        pages: Int32? = nil,\n        author: Author? = nil,\n        draft: Book? = nil\n    )"
            ), "\(book)")
        let builder = try #require(files.first { $0.path == "Test+ManagedObjectModel.swift" }).contents
        #expect(
            builder.contains(
                #"attribute("authorName", type: .stringAttributeType, description: derivedAttributeDescription("author.name")),"#
            ))
        #expect(
            BuiltinTemplates.text(for: .support).contains(
                "derived.derivationExpression = NSExpression(format: derivation)"))
    }

    /// Apple lists no derivation among a property's version hash inputs: a new one is listed, and
    /// warned unless the attribute's versionHashModifier changes with it, so that stores migrate.
    @Test func aNewDerivationWarnsUnlessItsHashModifierChanges() throws {
        let old = Self.book(
            #"{ "name": "authorName", "type": "string", "optional": true, "derivation": "author.name" }"#)
        let new = old.replacingOccurrences(
            of: #""derivation": "author.name""#, with: #""derivation": "lowercase:(title)""#)
        let (comparison, text) = try ModelComparisonTests.compare(new, with: old)
        #expect(!comparison.changesVersionHashes)
        #expect(
            comparison.changes == [
                "~ attribute Book.authorName: derived from 'author.name' → derived from 'lowercase:(title)'"
            ])
        #expect(
            TestSupport.describe(comparison.diagnostics) == [
                "\(TestSupport.position(of: "\"authorName\"", in: text)): warning: the derivation of 'Book.authorName' changes, which Core Data's version hashes do not cover: stores already created would not migrate and could keep deriving by the old one; change the attribute's versionHashModifier so that they migrate"
            ])
        let modified = new.replacingOccurrences(
            of: #""derivation": "lowercase"#, with: #""versionHashModifier": "2", "derivation": "lowercase"#)
        let (bumped, _) = try ModelComparisonTests.compare(modified, with: old)
        #expect(bumped.diagnostics.isEmpty, "\(TestSupport.describe(bumped.diagnostics))")
        #expect(bumped.changesVersionHashes)
        // The stored schema has no derivation: it holds what Core Data's hashes cover.
        let model = try #require(TestSupport.load(old).model)
        #expect(!StoredSchema(of: model).elements.contains { $0.fields.contains { $0.name == "derivation" } })
    }

    @Test func theDerivationSurvivesConversionToXcodeAndBack() throws {
        let json = Self.book(
            #"{ "name": "total", "type": "decimal", "optional": true, "derivation": "lines.@sum.amount" }"#)
        let model = try #require(TestSupport.load(json).model)
        let xml = XcodeModelWriter.contents(of: model)
        #expect(
            xml.contains(
                #"<attribute name="total" optional="YES" attributeType="Decimal" derived="YES" derivationExpression="lines.@sum.amount"/>"#
            ), "\(xml)")
        let (back, diagnostics) = try Self.loadXcode(xml)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        #expect(back?.entity(named: "Book")?.attribute(named: "total")?.derivation == "lines.@sum.amount")
        #expect(
            DatamodelJSONWriter.attribute(try #require(back?.entity(named: "Book")?.attribute(named: "total")))
                .contains(#""derivation": "lines.@sum.amount""#))
    }
}
