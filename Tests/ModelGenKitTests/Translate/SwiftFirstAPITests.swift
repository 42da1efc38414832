import Foundation
import Testing

@testable import ModelGenKit

/// The Swift-first API beyond Xcode's output: the required-field initializer, typed keys, ordered
/// accessors, enum attributes and fetch request templates. The golden files hold the whole output;
/// these tests pin the rules behind it, one at a time.
@Suite struct SwiftFirstAPITests {
    /// The model file of a model of `entities`.
    static func modelFile(entities: String) throws -> String {
        let (model, diagnostics) = TestSupport.load(TestModels.model(entities))
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let files = try TestSupport.render(resolved)
        return try #require(files.first { $0.path.hasSuffix("+ManagedObjectModel.swift") }).contents
    }

    /// The lines of the initializer's signature, from `init(` to `) {`, or nil when there is none.
    static func initializerSignature(_ source: String) -> [String]? {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("convenience init(") }),
            let end = lines[start...].firstIndex(of: "    ) {")
        else { return nil }
        return lines[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: The required-field initializer

    @Test func theSampleCommitTakesEveryRequiredValueInDeclarationOrder() throws {
        let (files, _) = try TestSupport.generate(TestSupport.sampleModel)
        let commit = try #require(files.first { $0.path == "Commit+CoreDataProperties.swift" }).contents
        #expect(
            Self.initializerSignature(commit) == [
                "context: NSManagedObjectContext,", "date: Date,", "message: String,", "sha: String,", "url: String,",
                "author: Author? = nil",
            ])
        // Every parameter is assigned after `init(context:)`, one that may be left out only when it
        // is given: the object keeps what inserting it set (a default, or `awakeFromInsert()`'s).
        #expect(
            commit.contains(
                """
                        self.init(context: context)
                        self.date = date
                        self.message = message
                        self.sha = sha
                        self.url = url
                        // Only the values given, through Core Data's accessors as the properties set them; one call
                        // for all, which the compiler checks far faster than an `if let` for each.
                        setModelGenValues([
                            "author": author
                        ])
                    }
                """))
    }

    @Test func requiredValuesComeFirstThenDefaultedOnesInheritedFirst() throws {
        let source = try TestModels.propertiesFile(
            "Child",
            entities: """
                    { "name": "Base", "attributes": [
                        { "name": "title", "type": "string", "default": "Untitled" },
                        { "name": "code", "type": "integer32" }] },
                    { "name": "Child", "parent": "Base",
                      "attributes": [{ "name": "note", "type": "string", "optional": true }, { "name": "score", "type": "double" }],
                      "relationships": [
                        { "name": "owner", "destination": "Owner", "inverse": "children" },
                        { "name": "friend", "destination": "Owner", "inverse": "friends", "optional": true },
                        { "name": "others", "destination": "Owner", "inverse": "many", "toMany": true }] },
                    { "name": "Owner", "relationships": [
                        { "name": "children", "destination": "Child", "inverse": "owner", "toMany": true, "optional": true },
                        { "name": "friends", "destination": "Child", "inverse": "friend", "toMany": true, "optional": true },
                        { "name": "many", "destination": "Child", "inverse": "others", "toMany": true, "optional": true }] }
                """)
        #expect(
            Self.initializerSignature(source) == [
                "context: NSManagedObjectContext,", "code: Int32,", "score: Double,", "owner: Owner,",
                "title: String? = nil,", "note: String? = nil,", "friend: Owner? = nil",
            ])
    }

    @Test func noInitializerForAbstractEntitiesEmptyEntitiesOrSubclassesThatAddNothing() throws {
        let entities = """
                { "name": "Shape", "abstract": true, "attributes": [{ "name": "name", "type": "string" }] },
                { "name": "Circle", "parent": "Shape" },
                { "name": "Dot", "parent": "Circle" },
                { "name": "Empty" },
                { "name": "Square", "parent": "Shape", "attributes": [{ "name": "side", "type": "double" }] }
            """
        // Abstract: none. Circle adds nothing, but its parent is abstract, so Circle declares one.
        #expect(Self.initializerSignature(try TestModels.propertiesFile("Shape", entities: entities)) == nil)
        #expect(
            Self.initializerSignature(try TestModels.propertiesFile("Circle", entities: entities)) == [
                "context: NSManagedObjectContext,", "name: String",
            ])
        // Dot has the same parameters as Circle, whose initializer it inherits (Swift cannot redeclare it).
        #expect(Self.initializerSignature(try TestModels.propertiesFile("Dot", entities: entities)) == nil)
        // No values at all: `init(context:)` is already there.
        #expect(Self.initializerSignature(try TestModels.propertiesFile("Empty", entities: entities)) == nil)
        #expect(
            Self.initializerSignature(try TestModels.propertiesFile("Square", entities: entities)) == [
                "context: NSManagedObjectContext,", "name: String,", "side: Double",
            ])
    }

    @Test func aPropertyNamedContextRenamesTheContextParameter() throws {
        let source = try TestModels.propertiesFile(
            "Note",
            entities: """
                    { "name": "Note", "attributes": [{ "name": "context", "type": "string" }] }
                """)
        #expect(
            Self.initializerSignature(source) == [
                "context managedObjectContext: NSManagedObjectContext,", "context: String",
            ])
        #expect(source.contains("        self.init(context: managedObjectContext)\n        self.context = context\n"))
    }

    /// The model's defaults are the model builder's, as expressions of the attribute's type. The
    /// initializer leaves them to the builder: a value left out is not assigned at all.
    @Test func defaultValuesBecomeSwiftExpressionsOfTheAttributeType() throws {
        let entities = #"""
                { "name": "Item", "attributes": [
                    { "name": "text", "type": "string", "default": "say \"hi\"\\n\tC:\\dir \u0007 \u2028 é" },
                    { "name": "flag", "type": "boolean", "default": true },
                    { "name": "small", "type": "integer16", "default": -32768 },
                    { "name": "ratio", "type": "float", "default": 1e-3 },
                    { "name": "big", "type": "double", "default": 1.5e300 },
                    { "name": "price", "type": "decimal", "default": 123456789012345678901234567890.5 },
                    { "name": "when", "type": "date", "default": "1969-12-31T23:59:59.75-01:30" },
                    { "name": "id", "type": "uuid", "default": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" },
                    { "name": "link", "type": "uri", "default": "https://example.com/a?b=c&d=%20" }] }
            """#
        let source = try TestModels.propertiesFile("Item", entities: entities)
        #expect(
            Self.initializerSignature(source) == [
                "context: NSManagedObjectContext,", "text: String? = nil,", "flag: Bool? = nil,",
                "small: Int16? = nil,",
                "ratio: Float? = nil,", "big: Double? = nil,", "price: Decimal? = nil,", "when: Date? = nil,",
                "id: UUID? = nil,", "link: URL? = nil",
            ])
        let builder = try Self.modelFile(entities: entities)
        // A default that a row of the property table holds as it is is written there (the support
        // reads it as the attribute's type); the others are calls, whose arguments are Swift: a
        // date's, a decimal's (which a row would make every app's support parse), a string's that
        // a row cannot quote.
        for line in [
            #"stringAttribute("text", defaultValue: "say \"hi\"\\n\tC:\\dir \u{7} \u{2028} é"),"#,
            "flag: boolean = true\n",
            "small: integer16 = -32768\n",
            "ratio: float = 0.001\n",
            "big: double = 1.5e+300\n",
            #"decimalAttribute("price", defaultValue: Decimal(string: "123456789012345678901234567890.5")!),"#,
            #"dateAttribute("when", defaultValue: Date(timeIntervalSince1970: 5399.75)),"#,
            #"id: uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F""# + "\n",
            #"link: uri = "https://example.com/a?b=c&d=%20""# + "\n",
        ] {
            #expect(builder.contains(line), "\(line)")
        }
    }

    /// The seconds written for a date default agree with Foundation's own ISO 8601 parser.
    @Test(arguments: [
        "1970-01-01T00:00:00Z", "2024-05-01T12:00:00Z", "2024-05-01T14:00:00.5+02:00", "1969-12-31T23:59:59.25Z",
        "1900-02-28T23:00:00-05:30", "2000-02-29T00:00:00.125Z", "1583-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z",
        "1600-03-01T00:00:00+14:00", "1969-12-31T23:59:59.000000001Z",
    ])
    func dateDefaultsAgreeWithFoundation(text: String) throws {
        let parsed = try #require(DateTime(iso8601: text))
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = try #require(formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text))
        let seconds = try #require(Double(parsed.secondsSince1970Literal))
        #expect(
            abs(seconds - date.timeIntervalSince1970) < 0.001,
            "\(parsed.secondsSince1970Literal) vs \(date.timeIntervalSince1970)")
        #expect(parsed.wholeSecondsSince1970 == Int(date.timeIntervalSince1970.rounded(.down)))
    }

    /// ISO 8601 counts days in the proleptic Gregorian calendar. Foundation's formatter switches to the
    /// Julian calendar before 1582-10-15 (two days apart at year 1); modelgen follows the standard.
    @Test func earlyDatesUseTheProlepticGregorianCalendar() throws {
        #expect(DateTime(iso8601: "0001-01-01T00:00:00Z")?.wholeSecondsSince1970 == -62_135_596_800)
        #expect(DateTime(iso8601: "1582-10-15T00:00:00Z")?.wholeSecondsSince1970 == -12_219_292_800)
    }

    @Test func fractionsOfNegativeSecondsAreExact() throws {
        #expect(DateTime(iso8601: "1969-12-31T23:59:59.25Z")?.secondsSince1970Literal == "-0.75")
        #expect(DateTime(iso8601: "1969-12-31T23:59:58.5Z")?.secondsSince1970Literal == "-1.5")
        #expect(DateTime(iso8601: "1969-12-31T23:59:59.000000001Z")?.secondsSince1970Literal == "-0.999999999")
        #expect(DateTime(iso8601: "1970-01-01T00:00:00.1000Z")?.secondsSince1970Literal == "0.1")
        #expect(DateTime(iso8601: "1970-01-01T00:00:01.0000000009Z")?.secondsSince1970Literal == "1")
    }

    // MARK: Enum attributes

    /// What each enum property reads when the store holds a raw value that no case matches: the
    /// fallback; else, when not optional, the default's case or the first case; else nil. The
    /// getter only reads, so the stored value survives until the property is set.
    @Test func unknownRawValuesReadAsTheFallbackTheDefaultTheFirstCaseOrNil() throws {
        let source = try TestModels.propertiesFile("Ticket", entities: TestModels.ticketsWithEnums)
        for (property, getter) in [
            ("state: State", #"(value(forKey: "state") as? String).flatMap(State.init(rawValue:)) ?? .closed"#),
            ("stage: Stage", #"(value(forKey: "stage") as? String).flatMap(Stage.init(rawValue:)) ?? .draft"#),
            ("level: Level", #"(value(forKey: "level") as? Int16).flatMap(Level.init(rawValue:)) ?? .high"#),
            ("tint: Tint?", #"(value(forKey: "tint") as? String).flatMap(Tint.init(rawValue:))"#),
            ("size: Size?", #"(value(forKey: "size") as? Int64).map { Size(rawValue: $0) ?? .l }"#),
        ] {
            #expect(source.contains("    public var \(property) {\n        get { \(getter) }\n"), "\(property)")
        }
        #expect(source.contains("set { setValue(newValue.rawValue, forKey: \"level\") }"))
        #expect(source.contains("set { setValue(newValue?.rawValue, forKey: \"tint\") }"))
        #expect(source.contains("/// A stored value that is missing or not a raw value of `Level` reads as `.high`.\n"))
        #expect(source.contains("/// A stored value that is not a raw value of `Tint` reads as `nil`.\n"))
        // The enums, with raw values only where they differ from the case name.
        #expect(
            source.contains(
                """
                    public enum Stage: String, CaseIterable, Sendable, ModelGenSupport.PredicateValue {
                        case draft = "d"
                        case done = "x"
                    }

                    /// The values of `level`.
                    public enum Level: Int16, CaseIterable, Sendable, ModelGenSupport.PredicateValue {
                        case low = 0
                        case high = 10
                    }
                """))
        #expect(
            source.contains(
                "    public enum State: String, CaseIterable, Sendable, ModelGenSupport.PredicateValue {\n        case open\n        case closed\n    }\n"
            ))
        // In the initializer, an enum with a default may be left out (and keeps it).
        #expect(
            Self.initializerSignature(source) == [
                "context: NSManagedObjectContext,", "state: State,", "stage: Stage,", "level: Level? = nil,",
                "tint: Tint? = nil,", "size: Size? = nil,",
                "rank: Int32? = nil",
            ])
    }

    // MARK: Typed keys

    @Test func keysListOwnAndInheritedPropertiesAndAreLeftOutWhenEmpty() throws {
        let entities = """
                { "name": "Base", "attributes": [{ "name": "name", "type": "string" }] },
                { "name": "Child", "parent": "Base", "attributes": [{ "name": "default", "type": "string" }],
                  "relationships": [{ "name": "tags", "destination": "Tag", "inverse": "children", "toMany": true }] },
                { "name": "Tag", "relationships": [{ "name": "children", "destination": "Child", "inverse": "tags", "toMany": true }] }
            """
        let child = try TestModels.propertiesFile("Child", entities: entities)
        #expect(
            child.contains(
                """
                    /// The names of `Child`'s attributes, for predicates and sort descriptors
                    /// (`sortDescriptor(ascending:)`).
                    ///
                    /// Unlike a key path, a sort descriptor works for every attribute, including the optional
                    /// numbers and enums that Objective-C cannot see.
                    public enum Attribute: String, CaseIterable, Sendable, ModelGenSupport.AttributeName {
                        case name
                        case `default`
                    }

                    /// The names of `Child`'s relationships, for predicates and sort descriptors.
                    public enum Relationship: String, CaseIterable, Sendable {
                        case tags
                    }
                """))
        let base = try TestModels.propertiesFile("Base", entities: entities)
        #expect(base.contains("enum Attribute:") && !base.contains("enum Relationship"))
        let tag = try TestModels.propertiesFile("Tag", entities: entities)
        #expect(!tag.contains("enum Attribute") && tag.contains("enum Relationship"))
    }

    // MARK: Ordered relationships

    @Test func orderedAccessorsAreWrittenOverMutableOrderedSetValueNotDeclaredNSManaged() throws {
        let (files, _) = try TestSupport.generate(
            TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))
        let item = try #require(files.first { $0.path == "Item+CoreDataProperties.swift" }).contents
        let section = try #require(
            item.components(separatedBy: "// MARK: Accessors for steps").last?.components(separatedBy: "\n}\n").first)
        // Ten accessors, each a plain Swift method over the mutable ordered set proxy.
        #expect(section.components(separatedBy: "mutableOrderedSetValue(forKey: \"steps\")").count - 1 == 10)
        #expect(!section.contains("@NSManaged public") && !section.contains("@objc("))
        // Core Data's own ordered selectors are never declared anywhere in the file.
        for selector in ["insertObject:inStepsAtIndex:", "addStepsObject:", "removeStepsObject:", "addSteps:"] {
            #expect(!item.contains(selector), "\(selector)")
        }
        // The unordered relationships keep Core Data's generated accessors.
        #expect(
            item.contains("    @objc(addLabelsObject:)\n    @NSManaged public func addToLabels(_ value: TagLabel)\n"))
    }
}
