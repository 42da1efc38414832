import Foundation
import Testing

@testable import ModelGenKit

/// Every kind of bad model the issue lists, each checked for its message, its line and column, and
/// its `did you mean` note. The command-line tests check that nothing is written.
@Suite struct ValidationTests {
    /// An expected diagnostic: its message, at the `occurrence`-th place `needle` appears in the model text.
    struct Spot {
        var needle: String
        var message: String
        var occurrence = 1
        /// Notes at places of their own, each found like the diagnostic's.
        var notes: [Spot] = []

        init(_ needle: String, _ message: String, occurrence: Int = 1, notes: [Spot] = []) {
            self.needle = needle
            self.message = message
            self.occurrence = occurrence
            self.notes = notes
        }
    }

    /// Asserts that `json` yields exactly the given errors, in order, and no model.
    static func expectErrors(
        _ json: String, _ expected: [Spot], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model == nil, "a model with errors must not resolve", sourceLocation: sourceLocation)
        let actual = TestSupport.describe(diagnostics.filter { $0.severity == .error })
        let wanted = expected.map { spot in
            "\(TestSupport.position(of: spot.needle, in: json, occurrence: spot.occurrence)): error: \(spot.message)"
                + spot.notes.map {
                    " (note: \(TestSupport.position(of: $0.needle, in: json, occurrence: $0.occurrence)): \($0.message))"
                }.joined()
        }
        #expect(actual == wanted, sourceLocation: sourceLocation)
        expectNothingWritten(json, sourceLocation: sourceLocation)
    }

    /// Runs the whole generate pipeline on `json` written to a file and checks that, with its errors,
    /// there is no plan to apply and the folder holds nothing but the model.
    static func expectNothingWritten(_ json: String, sourceLocation: Testing.SourceLocation) {
        do {
            let folder = try TestSupport.makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let model = folder.appendingPathComponent("Test.datamodel.json")
            try json.write(to: model, atomically: true, encoding: .utf8)
            let outcome = Generator.plan(Generator.Request(modelPaths: [model.path]))
            #expect(outcome.plan == nil, "a model with errors produced a plan", sourceLocation: sourceLocation)
            #expect(outcome.diagnostics.hasErrors, sourceLocation: sourceLocation)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Test.datamodel.json"],
                sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }

    static func expectError(
        _ json: String, at needle: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expectErrors(json, [Spot(needle, message)], sourceLocation: sourceLocation)
    }

    static let author = """
            { "name": "Author", "attributes": [{ "name": "name", "type": "string" }],
              "relationships": [{ "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true }] }
        """

    // MARK: Syntax

    /// Entities are resolved on every core, each into a log of its own: the diagnostics still come
    /// in the file's order, the same on every run, and what an entity inherits (resolved from its
    /// parent's table, made first) is checked as before.
    @Test func diagnosticsOfEntitiesResolvedInParallelComeInTheFilesOrder() {
        let entities = (0..<60).map { index in
            let parent = index % 3 == 2 ? #", "parent": "E\#(index - 1)""# : ""
            // Each entity's error names it: a duplicate property, or one it also inherits.
            let attributes =
                index % 3 == 2
                ? #"[{ "name": "shared\#(index - 1)", "type": "string" }]"#
                : #"[{ "name": "shared\#(index)", "type": "string" }, { "name": "shared\#(index)", "type": "string" }]"#
            return #"    { "name": "E\#(index)"\#(parent), "attributes": \#(attributes) }"#
        }
        let json = "{\n  \"name\": \"Test\",\n  \"entities\": [\n" + entities.joined(separator: ",\n") + "\n  ]\n}"
        let expected = (0..<60).map { index in
            index % 3 == 2
                ? "property 'shared\(index - 1)' is already inherited from entity 'E\(index - 1)'"
                : "duplicate property 'shared\(index)' in entity 'E\(index)'"
        }
        for _ in 0..<5 {
            let diagnostics = TestSupport.load(json).diagnostics
            #expect(diagnostics.map(\.message) == expected)
            #expect(diagnostics.map { $0.location?.line ?? 0 } == (0..<60).map { 4 + $0 })
        }
    }

    /// `localizationTable` names a strings table of the app's bundle: a name, without an extension
    /// or folders, as `Bundle.url(forResource:withExtension:)` takes it.
    @Test func theLocalizationTableIsATableName() {
        func model(_ table: String) -> String {
            #"{ "name": "Test", "localizationTable": "\#(table)", "entities": [{ "name": "A" }] }"#
        }
        #expect(TestSupport.load(model("TestModel")).model?.localizationTable == "TestModel")
        #expect(TestSupport.load(#"{ "name": "Test", "entities": [] }"#).model?.localizationTable == nil)
        ValidationTests.expectErrors(
            model(" "), [Spot(#"" ""#, "'localizationTable' is empty; leave it out for none")])
        ValidationTests.expectErrors(
            model("TestModel.strings"),
            [
                Spot(
                    #""TestModel.strings""#,
                    "'localizationTable' names the table without its extension: \"TestModel\", which TestModel.strings or TestModel.xcstrings of the app's bundle holds"
                )
            ])
        #expect(TestSupport.load(model("TestModel")).model?.localizationBundle == .main)
        let module =
            #"{ "name": "Test", "localizationTable": "TestModel", "localizationBundle": "module", "entities": [] }"#
        #expect(TestSupport.load(module).model?.localizationBundle == .module)
        ValidationTests.expectErrors(
            #"{ "name": "Test", "localizationBundle": "module", "entities": [] }"#,
            [
                Spot(
                    #""module""#,
                    "'localizationBundle' says where the strings table of 'localizationTable' is; name the table, or remove 'localizationBundle'"
                )
            ])
        ValidationTests.expectErrors(
            module.replacingOccurrences(of: #""module""#, with: #""modul""#),
            [
                Spot(
                    #""modul""#,
                    "unknown localization bundle 'modul'; expected one of 'main', 'module' (note: did you mean 'module'?)"
                )
            ])
        ValidationTests.expectErrors(
            model("Resources/TestModel"),
            [
                Spot(
                    #""Resources/TestModel""#,
                    "'localizationTable' names a table of the app's bundle, not a path: 'Resources/TestModel' holds '/'"
                )
            ])
        // With the module's bundle, the messages say so.
        ValidationTests.expectErrors(
            module.replacingOccurrences(of: #""TestModel""#, with: #""Resources/TestModel""#),
            [
                Spot(
                    #""Resources/TestModel""#,
                    "'localizationTable' names a table of the module's bundle, not a path: 'Resources/TestModel' holds '/'"
                )
            ])
    }

    @Test func malformedJSON() {
        let json = "{\n  \"name\": \"Test\",\n  \"entities\": [,]\n}"
        Self.expectError(json, at: ",]", "expected a JSON value, found ','")
    }

    @Test func unknownKeyWithSuggestion() {
        let json = TestModels.model(
            #"    { "name": "Commit", "attributes": [{ "name": "sha", "type": "string", "optinal": true }] }"#)
        Self.expectError(json, at: "\"optinal\"", "unknown key 'optinal' in attribute (note: did you mean 'optional'?)")
    }

    /// A key is matched as it is spelt, byte for byte, as other JSON tools match it: a look-alike
    /// that Swift's string comparison would equate (a Kelvin sign for the K) is an unknown key.
    @Test func keysMatchByteForByte() {
        let json = TestModels.model(
            #"    { "name": "Commit", "attributes": [{ "name": "sha", "type": "string", "optional": true }] }"#
        ).replacingOccurrences(of: #""name": "Test","#, with: "\"name\": \"Test\", \"cloud\u{212A}itSharing\": true,")
        #expect(json.contains("\u{212A}"))
        Self.expectError(json, at: "\"cloud", "unknown key 'cloud\u{212A}itSharing' in model")
    }

    @Test func unknownKeysAtEveryLevel() {
        let json = """
            {
              "name": "Test", "version": 2,
              "entities": [
                { "name": "Commit", "attribute": [],
                  "relationships": [{ "name": "author", "destination": "Commit", "inverse": "author", "toOne": true }],
                  "indexes": [{ "name": "bySha", "elements": [{ "property": "sha", "descending": true }] }] }
              ]
            }
            """
        Self.expectErrors(
            json,
            [
                Spot("\"version\"", "unknown key 'version' in model"),
                Spot("\"attribute\"", "unknown key 'attribute' in entity (note: did you mean 'attributes'?)"),
                Spot("\"toOne\"", "unknown key 'toOne' in relationship"),
                Spot("\"descending\"", "unknown key 'descending' in index element (note: did you mean 'ascending'?)"),
                Spot("\"sha\"", "index 'bySha' names unknown property 'sha' of entity 'Commit'"),
            ])
    }

    @Test func missingRequiredKeys() {
        let json = TestModels.model(
            """
                { "attributes": [] },
                { "name": "Commit", "attributes": [{ "name": "sha" }],
                  "relationships": [{ "name": "author" }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot("{ \"attributes\"", "entity is missing the required key 'name'"),
                Spot("{ \"name\": \"sha\"", "attribute is missing the required key 'type'"),
                Spot("{ \"name\": \"author\"", "relationship is missing the required key 'destination'"),
            ])
        Self.expectErrors("{ \"entities\": [] }", [Spot("{", "model is missing the required key 'name'")])
    }

    @Test func valuesOfTheWrongJSONType() {
        let json = TestModels.model(
            """
                { "name": "Commit", "abstract": "no", "attributes": { "name": "sha" } },
                { "name": "Author", "documentation": 12, "attributes": [{ "name": "name", "type": "string", "optional": "yes", "userInfo": { "a": 1 } }] },
                "Tag"
            """)
        Self.expectErrors(
            json,
            [
                Spot("\"no\"", "'abstract' must be true or false, found a string"),
                Spot("{ \"name\": \"sha\" }", "'attributes' must be an array, found an object"),
                Spot("12", "'documentation' must be a string, found a number"),
                Spot("\"yes\"", "'optional' must be true or false, found a string"),
                Spot("1 }", "a userInfo value must be a string, found a number"),
                Spot("\"Tag\"", "expected entity to be an object, found a string"),
            ])
        Self.expectError("[]", at: "[", "expected model to be an object, found an array")
    }

    @Test func unknownAttributeTypeWithSuggestion() {
        let json = TestModels.model(#"    { "name": "Commit", "attributes": [{ "name": "sha", "type": "strng" }] }"#)
        Self.expectError(json, at: "\"strng\"", "unknown attribute type 'strng' (note: did you mean 'string'?)")
    }

    @Test func unknownDeleteRule() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Author", "inverse": "commits", "deleteRule": "cascde" }] },
            \(Self.author)
            """)
        Self.expectError(
            json, at: "\"cascde\"",
            "unknown delete rule 'cascde'; expected one of 'nullify', 'cascade', 'deny', 'noAction' (note: did you mean 'cascade'?)"
        )
    }

    @Test func duplicateKeysInAnObject() {
        let json = TestModels.model(#"    { "name": "Commit", "name": "Other" }"#)
        Self.expectError(json, at: "\"name\": \"Other\"", "duplicate key 'name' in entity")
    }

    // MARK: Names

    @Test(arguments: ["../x", "a/b", "commit", "Com mit", "", "9Lives", "Café"])
    func invalidEntityNames(name: String) {
        let json = TestModels.model(#"    { "name": "\#(name)" }"#)
        Self.expectError(
            json, at: "\"\(name)\"",
            "entity name '\(name)' must start with an upper-case letter and hold only letters, digits and underscores")
    }

    @Test(arguments: ["../x", "a/b", "Commit.Class", "1Commit"])
    func invalidClassNames(name: String) {
        let json = TestModels.model(#"    { "name": "Commit", "className": "\#(name)" }"#)
        Self.expectError(
            json, at: "\"\(name)\"",
            "class name '\(name)' must be an identifier: letters, digits and underscores, not starting with a digit")
    }

    @Test func anInvalidEntityNameIsReportedOnce() {
        Self.expectError(
            TestModels.model(#"    { "name": "class" }"#), at: "\"class\"",
            "entity name 'class' must start with an upper-case letter and hold only letters, digits and underscores")
    }

    @Test func falseFlagsOfOtherTypesAreHarmless() {
        let json = TestModels.model(
            #"    { "name": "Item", "attributes": [{ "name": "a", "type": "string", "allowsExternalStorage": false }] }"#
        )
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil && diagnostics.isEmpty)
    }

    @Test func classNamesThatAreKeywordsOrHideTypes() {
        let json = TestModels.model(
            """
                { "name": "Commit", "className": "protocol" },
                { "name": "Date" },
                { "name": "Author", "className": "NSManagedObject" },
                { "name": "Link", "className": "NSManagedObjectID" }
            """)
        Self.expectErrors(
            json,
            [
                Spot("\"protocol\"", "class name 'protocol' is a Swift keyword"),
                Spot("\"Date\"", "class name 'Date' would hide the type 'Date' that the generated code uses"),
                Spot(
                    "\"NSManagedObject\"",
                    "class name 'NSManagedObject' would hide the type 'NSManagedObject' that the generated code uses"),
                Spot(
                    "\"NSManagedObjectID\"",
                    "class name 'NSManagedObjectID' would hide the type 'NSManagedObjectID' that the generated code uses"
                ),
            ])
    }

    @Test(arguments: ["Name", "my-name", "_name", "1st", "name.first", "../x"])
    func invalidPropertyNames(name: String) {
        let json = TestModels.model(
            #"    { "name": "Commit", "attributes": [{ "name": "\#(name)", "type": "string" }] }"#)
        Self.expectError(
            json, at: "\"\(name)\"",
            "property name '\(name)' must start with a lower-case letter and hold only letters, digits and underscores")
    }

    /// Every reserved member name, each refused with the group that declares it. A name that is only
    /// an Objective-C property's, whose getter is named otherwise (`deleted`), stays an attribute's
    /// or relationship's key with a Swift name of its own
    /// (NameRulesTests.aKeyThatIsOnlyAPropertyNameGetsAStandInSwiftName, RelationshipSwiftNameTests);
    /// a fetched property, which has no Swift name of its own, is refused it.
    @Test(arguments: ReservedNames.memberGroups.flatMap { group in group.names.map { ($0, group.owner) } })
    func propertyNamesThatEveryManagedObjectHasAreRefused(name: String, owner: String) {
        let property =
            ReservedNames.propertiesNamedApartFromTheirGetters[name] == nil
            ? #""attributes": [{ "name": "\#(name)", "type": "string" }]"#
            : #""fetchedProperties": [{ "name": "\#(name)", "destination": "Commit" }]"#
        let json = TestModels.model(#"    { "name": "Commit", \#(property) }"#)
        Self.expectError(
            json, at: "\"\(name)\"",
            "property name '\(name)' is taken: every managed object has '\(name)' from \(owner), which a property of that name would override or hide; rename the property (with \"renamedFrom\": \"\(name)\" when stores already hold it)"
        )
    }

    /// Names of UIKit members that NSObject does not have (`accessibilityIdentifier` belongs to the
    /// UIAccessibilityIdentification protocol, which UIView adopts; `accessibilityContainer` to
    /// UIAccessibilityElement) are free for a property.
    @Test func namesOfUIKitMembersThatNSObjectLacksAreFree() {
        let json = TestModels.model(
            #"    { "name": "Commit", "attributes": [{ "name": "accessibilityIdentifier", "type": "string" }, { "name": "accessibilityContainer", "type": "string" }] }"#
        )
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
    }

    /// Relationships are properties too.
    @Test func aRelationshipCannotTakeAReservedName() {
        let json = TestModels.model(
            #"    { "name": "Commit", "relationships": [{ "name": "accessibilityLabel", "destination": "Commit", "optional": true }] }"#
        )
        Self.expectError(
            json, at: "\"accessibilityLabel\"",
            "property name 'accessibilityLabel' is taken: every managed object has 'accessibilityLabel' from UIKit's accessibility categories on NSObject, which a property of that name would override or hide; rename the property (with \"renamedFrom\": \"accessibilityLabel\" when stores already hold it)"
        )
    }

    /// The SDK stub's Objective-C headers and the reserved names agree: every instance property and
    /// every instance method without parameters that the stub declares on NSObject (its protocol,
    /// class and categories) or NSManagedObject is reserved, so a name added to the stub from
    /// Apple's headers without a matching entry here fails this test.
    @Test func everyMemberWithoutParametersInTheSDKStubIsReserved() throws {
        let include = Typechecker.stubRoot.appendingPathComponent("include")
        var declared = Set<String>()
        for header in try FileManager.default.subpathsOfDirectory(atPath: include.path) where header.hasSuffix(".h") {
            let text = try TestSupport.read(include.appendingPathComponent(header))
            var inScope = false
            for line in text.split(separator: "\n").map(String.init) {
                if line.hasPrefix("@interface NSObject") || line.hasPrefix("@protocol NSObject")
                    || line.hasPrefix("@interface NSManagedObject :") || line.hasPrefix("@interface NSManagedObject (")
                {
                    inScope = true
                } else if line.hasPrefix("@end") {
                    inScope = false
                }
                guard inScope else { continue }
                if line.hasPrefix("@property") {
                    // The last word before ';' is the name; `getter=` names the Objective-C getter.
                    let declaration = line.split(separator: ";")[0]
                    if let name = declaration.split(whereSeparator: { " *)".contains($0) }).last {
                        declared.insert(String(name))
                    }
                    if let getter = declaration.range(of: "getter=") {
                        declared.insert(String(declaration[getter.upperBound...].prefix { $0.isLetter }))
                    }
                } else if line.hasPrefix("- ("), !line.contains(":") {
                    let afterType = line[line.index(after: line.firstIndex(of: ")")!)...]
                    declared.insert(String(afterType.prefix { $0.isLetter || $0.isNumber }))
                }
            }
        }
        #expect(declared.count > 20, "the header scan found too little: \(declared.sorted())")
        let missing = declared.subtracting(ReservedNames.reservedMembers.keys).sorted()
        #expect(missing == [], "declared in the SDK stub but not reserved")
    }

    /// docs/ModelFormat.md lists every reserved member name.
    @Test func theFormatDocumentationListsEveryReservedName() throws {
        let documentation = try TestSupport.read(TestSupport.packageRoot.appendingPathComponent("docs/ModelFormat.md"))
        let missing = ReservedNames.reservedMembers.keys.filter { !documentation.contains("`\($0)`") }.sorted()
        #expect(missing == [])
    }

    @Test(arguments: ["../Commits", "2024 Model", "Modèle", "Commits/Old", "", "_ 1"])
    func modelNameMustMakeATypeName(name: String) {
        Self.expectError(
            #"{ "name": "\#(name)", "entities": [] }"#, at: "\"\(name)\"",
            "model name '\(name)' must start with a letter or an underscore, hold only letters, digits, underscores, dots, hyphens and spaces, and make a Swift type name"
        )
    }

    /// An Xcode model's name may be several words (`Classic.ColorsDemo`): it stays the model's name,
    /// which names the store file, and its words make the model's type.
    @Test func aModelNameOfSeveralWordsKeepsItsStoreName() throws {
        let json =
            #"{ "name": "Classic.ColorsDemo", "entities": [{ "name": "Color", "attributes": [{ "name": "hex", "type": "string" }] }] }"#
        let model = try #require(TestSupport.load(json).model)
        let files = try TestSupport.render(model)
        let modelFile = try #require(files.first { $0.path.hasSuffix("+ManagedObjectModel.swift") })
        #expect(modelFile.path.hasSuffix("Classic.ColorsDemo+ManagedObjectModel.swift"))
        #expect(modelFile.contents.contains("public enum ClassicColorsDemoModel: ModelGenModelBuilder {"))
        #expect(modelFile.contents.contains(#"public static let name = "Classic.ColorsDemo""#))
        #expect(
            ReservedNames.modelTypeName(forModelNamed: "Advanced.EvolutionDemo.V1") == "AdvancedEvolutionDemoV1Model")
        #expect(ReservedNames.modelTypeName(forModelNamed: "my model") == "MyModel")
    }

    @Test func duplicateEntitiesAndClasses() {
        let json = TestModels.model(
            """
                { "name": "Commit" },
                { "name": "Commit" },
                { "name": "Author", "className": "Person" },
                { "name": "Writer", "className": "Person" },
                { "name": "Tag", "className": "COMMIT" }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"Commit\"", "duplicate entity 'Commit'", occurrence: 2,
                    notes: [Spot("\"Commit\"", "'Commit' is first declared here")]),
                Spot(
                    "\"Person\"", "duplicate class name 'Person': entities 'Author' and 'Writer' would share one class",
                    occurrence: 2,
                    notes: [Spot("\"Author\"", "entity 'Author' is declared here")]),
                Spot(
                    "\"COMMIT\"",
                    "class name 'COMMIT' differs from 'Commit' only in case; their files would collide on a case-insensitive disk"
                ),
            ])
    }

    @Test func duplicatePropertiesIncludingInheritedOnes() {
        let json = TestModels.model(
            """
                { "name": "Person", "attributes": [{ "name": "name", "type": "string" }] },
                { "name": "Employee", "parent": "Person",
                  "attributes": [{ "name": "salary", "type": "decimal" }, { "name": "salary", "type": "double" }],
                  "relationships": [{ "name": "name", "destination": "Person" }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"salary\"", "duplicate property 'salary' in entity 'Employee'", occurrence: 2,
                    notes: [Spot("\"salary\"", "'salary' is first declared here")]),
                Spot(
                    "\"name\", \"destination\"", "property 'name' is already inherited from entity 'Person'",
                    notes: [Spot("\"name\", \"type\"", "'Person.name' is declared here")]),
            ])
    }
}

extension ValidationTests {
    // MARK: References and inverses

    @Test func unknownDestinationWithSuggestion() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Autor", "inverse": "commits" }] },
            \(Self.author)
            """)
        Self.expectError(json, at: "\"Autor\"", "unknown destination entity 'Autor' (note: did you mean 'Author'?)")
    }

    @Test func inverseMissingOnTheDestination() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Author", "inverse": "comits" }] },
            \(Self.author)
            """)
        Self.expectError(
            json, at: "\"comits\"", "inverse 'comits' is not a relationship of 'Author' (note: did you mean 'commits'?)"
        )
    }

    @Test func inversePointingToAnotherEntity() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Author", "inverse": "tags" }] },
                { "name": "Author", "relationships": [{ "name": "tags", "destination": "Tag", "inverse": "author", "toMany": true }] },
                { "name": "Tag", "relationships": [{ "name": "author", "destination": "Author", "inverse": "tags" }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"tags\"", "inverse 'Author.tags' points to 'Tag', not back to 'Commit'",
                    notes: [Spot("\"tags\", \"destination\"", "'Author.tags' is declared here")])
            ])
    }

    @Test func inverseThatDoesNotPointBack() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [
                    { "name": "author", "destination": "Author", "inverse": "commits" },
                    { "name": "reviewer", "destination": "Author", "inverse": "commits" },
                    { "name": "merger", "destination": "Author", "inverse": "merged" }] },
                { "name": "Author", "relationships": [
                    { "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true },
                    { "name": "merged", "destination": "Commit", "toMany": true }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"commits\"",
                    "inverse 'Author.commits' does not point back: it names 'author' as its inverse, not 'reviewer'",
                    occurrence: 2, notes: [Spot("\"commits\", \"destination\"", "'Author.commits' is declared here")]),
                Spot(
                    "\"merged\"", "inverse 'Author.merged' does not point back: it has no inverse, not 'merger'",
                    notes: [Spot("\"merged\", \"destination\"", "'Author.merged' is declared here")]),
            ])
    }

    @Test func theNoteOfAnInheritedInverseNamesTheEntityThatDeclaresIt() {
        let json = TestModels.model(
            """
                { "name": "Base", "relationships": [{ "name": "items", "destination": "Thing", "inverse": "other", "toMany": true }] },
                { "name": "Sub", "parent": "Base" },
                { "name": "Thing", "relationships": [
                    { "name": "other", "destination": "Base", "inverse": "items", "optional": true },
                    { "name": "owner", "destination": "Sub", "inverse": "items", "optional": true }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"items\"",
                    "inverse 'Sub.items' does not point back: it names 'other' as its inverse, not 'owner'",
                    occurrence: 3,
                    notes: [Spot("\"items\", \"destination\"", "'Base.items' is declared here")])
            ])
    }

    // MARK: Renames and version hash modifiers

    @Test func renamedFromIsAnyTextButNotEmpty() {
        let json = TestModels.model(
            """
                { "name": "Note", "renamedFrom": "memo",
                  "attributes": [{ "name": "body", "type": "string", "renamedFrom": "Old Text", "versionHashModifier": 2 }],
                  "relationships": [{ "name": "item", "destination": "Note", "inverse": "item", "optional": true, "renamedFrom": "" }] }
            """)
        // Decoding reports the wrong JSON type first. A renaming identifier need not be a name
        // ('memo', 'Old Text'): Core Data matches identifiers on both sides.
        Self.expectErrors(
            json,
            [
                Spot("2 }", "'versionHashModifier' must be a string, found a number"),
                Spot("\"\" }", "'renamedFrom' must not be empty; leave it out for none"),
            ])
    }

    @Test func twoEntitiesCannotBeMigratedFromTheSameStoredEntity() {
        let json = TestModels.model(
            """
                { "name": "Memo" },
                { "name": "Note", "renamedFrom": "Memo", "versionHashModifier": "" }
            """)
        Self.expectErrors(
            json,
            [
                Spot("\"\" }", "'versionHashModifier' must not be empty; leave it out for none"),
                Spot(
                    "\"Memo\"",
                    "entities 'Memo' and 'Note' would both be migrated from the stored entity 'Memo'; give one of them another 'renamedFrom'",
                    occurrence: 2, notes: [Spot("\"Memo\"", "entity 'Memo' is declared here")]),
            ])
    }

    @Test func twoPropertiesCannotBeMigratedFromTheSameStoredPropertyInheritedOnesIncluded() {
        let json = TestModels.model(
            """
                { "name": "Person", "attributes": [{ "name": "name", "type": "string" }] },
                { "name": "Employee", "parent": "Person",
                  "attributes": [{ "name": "fullName", "type": "string", "renamedFrom": "name" }, { "name": "title", "type": "string", "versionHashModifier": "" }],
                  "relationships": [{ "name": "boss", "destination": "Employee", "optional": true, "renamedFrom": "title" }] }
            """)
        // In the order of the properties, each one's own problems with its comparisons.
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"name\" }",
                    "properties 'name' and 'fullName' of entity 'Employee' would both be migrated from the stored property 'name'; give one of them another 'renamedFrom'",
                    notes: [Spot("\"name\", \"type\"", "'Person.name' is declared here")]),
                Spot("\"\" }", "'versionHashModifier' must not be empty; leave it out for none"),
                Spot(
                    "\"title\" }",
                    "properties 'title' and 'boss' of entity 'Employee' would both be migrated from the stored property 'title'; give one of them another 'renamedFrom'",
                    notes: [Spot("\"title\", \"type\"", "'Employee.title' is declared here")]),
            ])
    }

    /// The same pair is no problem when the app's mapping model makes the step into this version:
    /// it maps as it says, not by the identifiers.
    @Test func aSharedIdentifierIsTheMappingModelsToMap() {
        let json = TestModels.model(
            """
                { "name": "Employee",
                  "attributes": [{ "name": "name", "type": "string" }, { "name": "fullName", "type": "string", "renamedFrom": "name" }] }
            """
        ).replacingOccurrences(
            of: #""name": "Test","#, with: #""name": "Test", "migrationStep": { "mappingModel": "Splits names." },"#)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(!diagnostics.contains { $0.message.contains("would both be migrated") })
        let without = json.replacingOccurrences(
            of: #" "migrationStep": { "mappingModel": "Splits names." },"#, with: "")
        #expect(
            TestSupport.load(without).1.contains {
                $0.severity == .error && $0.message.contains("would both be migrated")
            })
    }

    @Test func renamesThatKeepEachIdentifierUniqueAreAccepted() {
        // A swap of two entities' names, and a property renamed from a name that is free now.
        let json = TestModels.model(
            """
                { "name": "Memo", "renamedFrom": "Note" },
                { "name": "Note", "renamedFrom": "Memo",
                  "attributes": [{ "name": "body", "type": "string", "renamedFrom": "text", "versionHashModifier": "2" }] }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(TestSupport.describe(diagnostics) == [])
        let note = model?.entity(named: "Note")
        #expect(note?.versioning == Versioning(renamingIdentifier: "Memo", versionHashModifier: nil))
        #expect(note?.attributes.first?.versioning == Versioning(renamingIdentifier: "text", versionHashModifier: "2"))
    }

    @Test func aRenameToTheOwnNameIsAWarning() {
        let json = TestModels.model(
            """
                { "name": "Note", "renamedFrom": "Note" }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "\"Note\"", in: json, occurrence: 2)): warning: 'renamedFrom' is the entity's own name, which Core Data matches anyway; leave it out"
            ])
    }

    @Test func aRelationshipWithoutInverseIsAWarningNotAnError() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Author", "optional": true }] },
                { "name": "Author" }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "\"author\"", in: json)): warning: relationship 'author' has no inverse; Core Data cannot keep the object graph consistent without one"
            ])
    }

    @Test func inversesResolveThroughInheritanceButMustPointAtTheEntityItself() {
        let json = TestModels.model(
            """
                { "name": "Person", "relationships": [{ "name": "team", "destination": "Team", "inverse": "members", "optional": true }] },
                { "name": "Employee", "parent": "Person" },
                { "name": "Team", "relationships": [
                    { "name": "members", "destination": "Person", "inverse": "team", "toMany": true },
                    { "name": "lead", "destination": "Employee", "inverse": "ledTeam", "optional": true }] },
                { "name": "Manager", "parent": "Employee", "relationships": [{ "name": "ledTeam", "destination": "Team", "inverse": "lead", "optional": true }] }
            """)
        // `members` → Person and its inverse `team`, inherited by Employee, resolve. But `lead` points
        // to Employee while its inverse `ledTeam` lives on Manager, a sub-entity: each side of an
        // inverse pair must point at the entity that declares the other side.
        Self.expectErrors(
            json,
            [
                Spot("\"ledTeam\"", "inverse 'ledTeam' is not a relationship of 'Employee'"),
                Spot(
                    "\"lead\", \"optional\"", "inverse 'Team.lead' points to 'Employee', not back to 'Manager'",
                    notes: [Spot("\"lead\", \"destination\"", "'Team.lead' is declared here")]),
            ])
    }

    @Test func orderedWithoutToMany() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Author", "inverse": "commits", "ordered": true }] },
            \(Self.author)
            """)
        Self.expectError(json, at: "true", "'ordered' applies only to to-many relationships; add \"toMany\": true")
    }

    @Test func countsApplyOnlyToToManyAndMustBeOrdered() {
        let json = TestModels.model(
            """
                { "name": "Commit", "relationships": [{ "name": "author", "destination": "Author", "inverse": "commits", "minCount": 1 }] },
                { "name": "Author", "relationships": [{ "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true, "minCount": 5, "maxCount": 2 }] },
                { "name": "Tag", "relationships": [{ "name": "tags", "destination": "Tag", "inverse": "tags", "toMany": true, "maxCount": -1 }] }
            """)
        // The JSON type of a count is checked while reading; how counts fit the relationship, after.
        Self.expectErrors(
            json,
            [
                Spot("-1", "'maxCount' must be a whole number of zero or more"),
                Spot("1 }", "'minCount' and 'maxCount' apply only to to-many relationships"),
                Spot("5,", "'minCount' 5 is greater than 'maxCount' 2"),
            ])
    }

    // MARK: Defaults

    @Test(arguments: [
        ("integer16", "70000", "default 70000 is out of range for integer16 (-32768...32767)"),
        ("integer32", "2147483648", "default 2147483648 is out of range for integer32 (-2147483648...2147483647)"),
        (
            "integer64", "9223372036854775808",
            "default 9223372036854775808 is out of range for integer64 (-9223372036854775808...9223372036854775807)"
        ),
        ("integer16", "1.5", "default of an integer16 attribute must be a whole number, found 1.5"),
        ("integer32", "\"3\"", "default of an integer32 attribute must be a whole number, found a string"),
        ("float", "1e39", "default 1e39 is out of range for float"),
        ("double", "1e400", "default 1e400 is out of range for double"),
        ("float", "1e-50", "default 1e-50 is too small for float: it would be stored as 0"),
        ("double", "-2e-400", "default -2e-400 is too small for double: it would be stored as 0"),
        ("boolean", "\"true\"", "default of a boolean attribute must be true or false, found a string"),
        ("string", "42", "default of a string attribute must be a string, found a number"),
        ("decimal", "\"12,5\"", "default '12,5' is not a decimal number"),
        // JSON's number syntax, with nothing around it.
        ("decimal", "\" 1\"", "default ' 1' is not a decimal number"),
        ("decimal", "\"1 \"", "default '1 ' is not a decimal number"),
        ("decimal", "\"\\n1\"", "default '\n1' is not a decimal number"),
        ("float", "3.4028236e38", "default 3.4028236e38 is out of range for float"),
        (
            "date", "\"2024-02-30T00:00:00Z\"",
            "default '2024-02-30T00:00:00Z' is not an ISO 8601 date and time such as '2024-05-01T12:00:00Z'"
        ),
        (
            "date", "\"yesterday\"",
            "default 'yesterday' is not an ISO 8601 date and time such as '2024-05-01T12:00:00Z'"
        ),
        (
            "date", "\"2024-05-01\"",
            "default '2024-05-01' is not an ISO 8601 date and time such as '2024-05-01T12:00:00Z'"
        ),
        ("uuid", "\"not-a-uuid\"", "default 'not-a-uuid' is not a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'"),
        (
            "uri", "\"example.com/a b\"",
            "default 'example.com/a b' is not an absolute URL such as 'https://example.com'"
        ),
        ("binary", "\"AAAA\"", "'default' is not supported for binary attributes"),
        ("transformable", "\"x\"", "'default' is not supported for transformable attributes"),
        ("objectID", "\"x\"", "'default' is not supported for objectID attributes"),
        ("string", "null", "'default' must not be null; leave the key out for no default"),
    ])
    func defaultsThatDoNotFit(type: String, value: String, message: String) {
        let json = TestModels.model(
            #"    { "name": "Item", "attributes": [{ "name": "value", "type": "\#(type)", "default": \#(value) }] }"#)
        Self.expectError(json, at: value, message)
    }

    /// `AttributeType.takesDefault`, which migration advice reads, says what the default check
    /// says: a type refuses every default exactly when it takes none.
    @Test(arguments: AttributeType.allCases)
    func takesDefaultAgreesWithTheDefaultCheck(type: AttributeType) throws {
        let value = try JSONParser.parse(#""x""#)
        var refusesEveryDefault = false
        if case .failure(let problem) = DefaultValues.check(value, for: type) {
            refusesEveryDefault = problem.message == "'default' is not supported for \(type.rawValue) attributes"
        }
        #expect(type.takesDefault == !refusesEveryDefault)
    }

    @Test(arguments: [
        ("integer16", "-32768"), ("integer64", "-9223372036854775808"), ("float", "3.4e38"), ("double", "-0.0"),
        // Float.greatestFiniteMagnitude as Swift prints it, a little more than its exact value.
        ("float", "3.4028235e38"), ("float", "-3.4028235e38"),
        ("float", "0e10"), ("float", "1e-40"),
        ("decimal", "\"-12.50\""), ("decimal", "1e-3"), ("date", "\"2024-02-29T23:59:59.999+05:30\""),
        ("date", "\"2024-05-01T12:00:00Z\""), ("uuid", "\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\""),
        ("uri", "\"file:///tmp/a.txt\""), ("string", "\"\""), ("boolean", "true"),
    ])
    func defaultsThatFit(type: String, value: String) {
        let json = TestModels.model(
            #"    { "name": "Item", "attributes": [{ "name": "value", "type": "\#(type)", "default": \#(value) }] }"#)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
    }

    // MARK: Type-specific keys

    @Test func keysThatApplyToOtherTypes() {
        let json = TestModels.model(
            """
                { "name": "Item", "attributes": [
                    { "name": "a", "type": "string", "valueTransformer": "NSSecureUnarchiveFromDataTransformer" },
                    { "name": "b", "type": "binary", "customClass": "UIColor" },
                    { "name": "c", "type": "string", "allowsExternalStorage": true },
                    { "name": "d", "type": "transformable", "customClass": "Foo; import Bar" },
                    { "name": "e", "type": "transformable", "valueTransformer": "../Transformer" }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"NSSecureUnarchiveFromDataTransformer\"",
                    "'valueTransformer' applies only to transformable attributes"),
                Spot("\"UIColor\"", "'customClass' applies only to transformable and undefined attributes"),
                Spot("true", "'allowsExternalStorage' applies only to binary attributes"),
                Spot("\"Foo; import Bar\"", "custom class 'Foo; import Bar' is not a Swift type name"),
                Spot("\"../Transformer\"", "value transformer '../Transformer' must be a class name"),
            ])
    }

    /// A custom class that would make the generated property fail to compile: `@NSManaged` needs an
    /// Objective-C type, and Objective-C has no optional scalar.
    @Test func customClassesThatCannotBeManaged() {
        let json = TestModels.model(
            """
                { "name": "Item", "attributes": [
                    { "name": "a", "type": "transformable", "customClass": "String?", "optional": true },
                    { "name": "b", "type": "transformable", "customClass": "Int", "optional": true },
                    { "name": "c", "type": "undefined", "transient": true, "customClass": "Swift.Bool", "optional": true },
                    { "name": "d", "type": "transformable", "customClass": "Int" },
                    { "name": "e", "type": "transformable", "customClass": "[Int?]", "optional": true },
                    { "name": "f", "type": "transformable", "customClass": "Set<URL>", "optional": true }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"String?\"",
                    "custom class 'String?' has an optional type in it, which Objective-C cannot represent, so its property cannot be @NSManaged; whether the attribute is optional is its 'optional'"
                ),
                Spot(
                    "\"Int\"",
                    "an optional attribute cannot hold 'Int': Objective-C has no optional Int, so its property cannot be @NSManaged; make it not optional, or use a number or boolean attribute type, whose optional values modelgen generates"
                ),
                Spot(
                    "\"Swift.Bool\"",
                    "an optional attribute cannot hold 'Swift.Bool': Objective-C has no optional Swift.Bool, so its property cannot be @NSManaged; make it not optional, or use a number or boolean attribute type, whose optional values modelgen generates"
                ),
                Spot(
                    "\"[Int?]\"",
                    "custom class '[Int?]' has an optional type in it, which Objective-C cannot represent, so its property cannot be @NSManaged; whether the attribute is optional is its 'optional'"
                ),
            ])
    }

    // MARK: Constraints and indexes

    @Test func constraintsAndIndexesNamingUnknownOrToManyProperties() {
        let json = TestModels.model(
            """
                { "name": "Commit", "attributes": [{ "name": "sha", "type": "string" }],
                  "relationships": [{ "name": "author", "destination": "Author", "inverse": "commits" }],
                  "uniquenessConstraints": [["shaa"], ["sha", "author"], []],
                  "indexes": [{ "name": "byDate", "elements": [{ "property": "date" }] }, { "name": "empty", "elements": [] }] },
                { "name": "Author", "attributes": [{ "name": "name", "type": "string" }],
                  "relationships": [{ "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true }],
                  "uniquenessConstraints": [["commits", "name", "name"]],
                  "indexes": [{ "name": "byCommits", "elements": [{ "property": "commits" }] }, { "name": "byCommits", "elements": [{ "property": "name" }] }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"shaa\"",
                    "uniqueness constraint names unknown property 'shaa' of entity 'Commit' (note: did you mean 'sha'?)"
                ),
                Spot("[]", "a uniqueness constraint must name at least one property"),
                Spot("\"date\"", "index 'byDate' names unknown property 'date' of entity 'Commit'"),
                Spot("{ \"name\": \"empty\"", "index 'empty' must have at least one element"),
                Spot("\"commits\", \"name\"", "uniqueness constraint cannot use the to-many relationship 'commits'"),
                Spot("\"name\"]", "uniqueness constraint names 'name' twice"),
                Spot("\"commits\" }] }, {", "index 'byCommits' cannot use the to-many relationship 'commits'"),
                Spot("\"byCommits\"", "duplicate index 'byCommits' in entity 'Author'", occurrence: 2),
            ])
    }

    @Test func anIndexCannotTakeTheNameOfTheIndexOfAnIndexedAttribute() {
        let json = TestModels.model(
            """
                { "name": "Author", "attributes": [{ "name": "name", "type": "string", "indexed": true }],
                  "indexes": [{ "name": "byNameIndex", "elements": [{ "property": "name", "ascending": false }] }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"byNameIndex\"",
                    "index name 'byNameIndex' is taken by the index of the indexed attribute 'name'; rename the index, or list 'name' in it instead of marking the attribute indexed"
                )
            ])
    }

    @Test func whatCoreDataWouldNotStoreOrWouldReadOtherwiseIsRejected() {
        let json = TestModels.model(
            """
                { "name": "Note", "attributes": [
                    { "name": "draft", "type": "string", "transient": true, "indexed": true },
                    { "name": "scratch", "type": "string", "transient": true }
                  ],
                  "relationships": [{ "name": "tags", "destination": "Tag", "inverse": "notes", "toMany": true, "maxCount": 1 }],
                  "uniquenessConstraints": [["scratch"]],
                  "indexes": [{ "name": "byScratch", "elements": [{ "property": "scratch" }] }] },
                { "name": "Tag", "relationships": [{ "name": "notes", "destination": "Note", "inverse": "tags", "toMany": true }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "1 }]",
                    "a to-many relationship cannot have 'maxCount' 1: Core Data would make it to-one; for a to-one relationship leave out \"toMany\""
                ),
                Spot(
                    "\"scratch\"]",
                    "uniqueness constraint cannot use the transient attribute 'scratch': the store does not keep it"),
                Spot(
                    "\"scratch\" }",
                    "index 'byScratch' cannot use the transient attribute 'scratch': the store does not keep it"),
                Spot(
                    "\"draft\"",
                    "attribute 'draft' cannot be both indexed and transient: the store does not keep a transient attribute"
                ),
            ])
    }

    // MARK: The model in code

    @Test func theModelsTypeIsNamedAfterTheModel() throws {
        for (name, typeName) in [
            ("Commits", "CommitsModel"), ("commits", "CommitsModel"), ("AppModel", "AppModel"), ("Model", "Model"),
        ] {
            let model = try #require(TestSupport.load(#"{ "name": "\#(name)", "entities": [] }"#).model)
            let file = try #require(
                Translator.translate(model, options: GenerationOptions()).first { $0.kind == .managedObjectModel })
            #expect(file.className == typeName && file.fileName == "\(name)+ManagedObjectModel.swift")
        }
    }

    @Test func theModelsTypeCannotTakeAClassNameOrHideATypeTheGeneratedCodeUses() {
        let json = """
            {
              "name": "Library",
              "entities": [{ "name": "Book", "className": "LibraryModel" }]
            }
            """
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"LibraryModel\"",
                    "the class 'LibraryModel' of entity 'Book' would have the name of the model's type, which builds the model in code; rename the model or the class",
                    notes: [Spot("\"Library\"", "the model's name, which names it, is here")])
            ])
        // Nor can its actors take a class's name, unless the configuration leaves them out.
        func diagnostics(_ json: String, purpose: Resolver.Purpose, declaringModelActors: Bool) -> [String] {
            TestSupport.describe(
                TestSupport.load(json, purpose: purpose, declaringModelActors: declaringModelActors).diagnostics)
        }
        // Every such class is reported, at its name.
        let actors = """
            { "name": "Library", "entities": [
              { "name": "Book", "className": "LibraryModelActor" }, { "name": "Shelf", "className": "LibraryMainModelActor" }
            ] }
            """
        let note = Spot("\"Library\"", "the model's name, which names it, is here")
        Self.expectErrors(
            actors,
            [
                Spot(
                    "\"LibraryModelActor\"",
                    "the class 'LibraryModelActor' of entity 'Book' would have the name of the model's actor; rename the model or the class, or leave the actors out (\"omit\": [\"modelActor\"] in modelgen.json)",
                    notes: [note]),
                Spot(
                    "\"LibraryMainModelActor\"",
                    "the class 'LibraryMainModelActor' of entity 'Shelf' would have the name of the model's main-actor form; rename the model or the class, or leave the actors out (\"omit\": [\"modelActor\"] in modelgen.json)",
                    notes: [note]),
            ])
        #expect(diagnostics(actors, purpose: .generatingClasses, declaringModelActors: false) == [])
        // A shipped version declares no types (its classes are never Swift), so a class of it may
        // have had any of these names: its record is not an error.
        for className in ["LibraryModel", "LibraryModelActor", "LibraryMainModelActor"] {
            let json = #"{ "name": "Library", "entities": [{ "name": "Book", "className": "\#(className)" }] }"#
            #expect(diagnostics(json, purpose: .shippedVersion, declaringModelActors: true) == [])
            #expect(diagnostics(json, purpose: .generatingClasses, declaringModelActors: true).count == 1)
        }
        // A model kept for later (frozen, converted) is warned: only the classes generated from it
        // would clash.
        #expect(
            diagnostics(
                #"{ "name": "Library", "entities": [{ "name": "Book", "className": "LibraryModel" }] }"#,
                purpose: .keepingModel, declaringModelActors: true) == [
                    "1:66: warning: the class 'LibraryModel' of entity 'Book' would have the name of the model's type, which builds the model in code; generate refuses it until you rename the model or the class (note: 1:11: the model's name, which names it, is here)"
                ])
        Self.expectErrors(
            #"{ "name": "NSManagedObject", "entities": [] }"#,
            [
                Spot(
                    "\"NSManagedObject\"",
                    "the model's type 'NSManagedObjectModel' would hide the type 'NSManagedObjectModel' that the generated code uses"
                )
            ])
    }

    @Test func constraintsMayUseInheritedAttributesAndToOneRelationships() {
        let json = TestModels.model(
            """
                { "name": "Person", "attributes": [{ "name": "email", "type": "string" }] },
                { "name": "Employee", "parent": "Person",
                  "relationships": [{ "name": "team", "destination": "Team", "inverse": "members" }],
                  "uniquenessConstraints": [["email", "team"]], "indexes": [{ "name": "byEmail", "elements": [{ "property": "email" }] }] },
                { "name": "Team", "relationships": [{ "name": "members", "destination": "Employee", "inverse": "team", "toMany": true }] }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
    }

    // MARK: Inheritance

    @Test func unknownParentWithSuggestion() {
        let json = TestModels.model(
            """
                { "name": "Person" },
                { "name": "Employee", "parent": "Persn" }
            """)
        Self.expectError(json, at: "\"Persn\"", "unknown parent entity 'Persn' (note: did you mean 'Person'?)")
    }

    @Test func inheritanceCycles() {
        let json = TestModels.model(
            """
                { "name": "A", "parent": "C" },
                { "name": "B", "parent": "A" },
                { "name": "C", "parent": "B" },
                { "name": "D", "parent": "D" },
                { "name": "E", "parent": "A" }
            """)
        Self.expectErrors(
            json,
            [
                Spot("\"C\" }", "inheritance cycle: A → C → B → A"),
                Spot("\"D\" }", "inheritance cycle: D → D"),
            ])
    }

    @Test func propertiesThatClashWithAnOrderedRelationshipsArrayView() {
        let json = TestModels.model(
            """
                { "name": "List", "attributes": [{ "name": "stepsArray", "type": "string" }, { "name": "linesArray", "type": "string" }],
                  "relationships": [{ "name": "steps", "destination": "Step", "inverse": "list", "toMany": true, "ordered": true }] },
                { "name": "Checklist", "parent": "List",
                  "relationships": [{ "name": "lines", "destination": "Step", "inverse": "checklist", "toMany": true, "ordered": true }] },
                { "name": "Step", "relationships": [
                    { "name": "list", "destination": "List", "inverse": "steps" },
                    { "name": "checklist", "destination": "Checklist", "inverse": "lines" }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "\"stepsArray\"",
                    "property 'stepsArray' clashes with the array view of the ordered relationship 'steps'"
                        + "; rename the property (with \"renamedFrom\": \"stepsArray\" when stores already hold it)"),
                Spot(
                    "\"lines\"",
                    "the array view 'linesArray' of ordered relationship 'lines' clashes with a property inherited from entity 'List'"
                        + "; rename the property (with \"renamedFrom\": \"lines\" when stores already hold it)"
                ),
            ])
    }

    /// Inherited properties are resolved without recursion, so no chain is too deep. (The cost grows with
    /// entities × depth; real models are a few levels deep.)
    @Test func aDeepInheritanceChainResolves() {
        let depth = 1_000
        let entities = (0..<depth).map { index in
            let parent = index == 0 ? "" : #", "parent": "E\#(index - 1)""#
            return
                #"    { "name": "E\#(index)"\#(parent), "attributes": [{ "name": "a\#(index)", "type": "string" }] }"#
        }
        let (model, diagnostics) = TestSupport.load(TestModels.model(entities.joined(separator: ",\n")))
        #expect(diagnostics.isEmpty)
        #expect(model?.entities.count == depth)
    }

    // MARK: Enums

    static func enumModel(_ attributes: String, extra: String = "") -> String {
        TestModels.model(
            """
                { "name": "Ticket", "attributes": [
            \(attributes)
                ] }\(extra)
            """)
    }

    @Test func enumCasesThatAreNotIdentifiersDuplicatesAndMissingCases() {
        let json = Self.enumModel(
            """
                  { "name": "state", "type": "string", "enum": { "name": "State", "cases": ["open", "in-progress", "open", "2nd"] } },
                  { "name": "kind", "type": "string", "enum": { "name": "Kind", "cases": [] } },
                  { "name": "size", "type": "string", "enum": { "name": "Size", "cases": { "small": "s", "small": "m", "x y": "l" } } },
                  { "name": "mood", "type": "string", "enum": { "name": "Mood" } }
            """)
        let hint = "; to store it as a raw value, write the cases as an object: { \"name\": "
        Self.expectErrors(
            json,
            [
                Spot(#""small": "m""#, "duplicate enum case 'small'"),
                Spot(#"{ "name": "Mood" }"#, "enum is missing the required key 'cases'"),
                Spot(
                    #""in-progress""#,
                    "enum case 'in-progress' must be an identifier: letters, digits and underscores, not starting with a digit\(hint)\"in-progress\" }"
                ),
                Spot(#""open", "2nd""#, "duplicate enum case 'open'"),
                Spot(
                    #""2nd""#,
                    "enum case '2nd' must be an identifier: letters, digits and underscores, not starting with a digit\(hint)\"2nd\" }"
                ),
                Spot("[] }", "enum 'Kind' must have at least one case"),
                Spot(
                    #""x y""#,
                    "enum case 'x y' must be an identifier: letters, digits and underscores, not starting with a digit"),
            ])
    }

    @Test func enumRawValuesOutOfRangeOfTheWrongTypeOrRepeated() {
        let json = Self.enumModel(
            """
                  { "name": "level", "type": "integer16", "enum": { "name": "Level", "cases": { "low": -32769, "mid": 1.5, "high": "10", "top": 32767 } } },
                  { "name": "count", "type": "integer32", "enum": { "name": "Count", "cases": { "one": 1, "uno": 1 } } },
                  { "name": "big", "type": "integer64", "enum": { "name": "Big", "cases": { "max": 9223372036854775807, "over": 9223372036854775808 } } },
                  { "name": "size", "type": "string", "enum": { "name": "Size", "cases": { "small": 1, "large": "l", "huge": "l" } } },
                  { "name": "rank", "type": "integer16", "enum": { "name": "Rank", "cases": ["low", "high"] } }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "-32769", "the raw value -32769 of enum case 'low' is out of range for integer16 (-32768...32767)"),
                Spot("1.5", "the raw value of enum case 'mid' must be a whole number, found 1.5"),
                Spot(#""10""#, "the raw value of enum case 'high' must be a whole number, found a string"),
                Spot(#""uno": 1"#, "enum case 'uno' has the same raw value 1 as case 'one'", ),
                Spot(
                    "9223372036854775808",
                    "the raw value 9223372036854775808 of enum case 'over' is out of range for integer64 (-9223372036854775808...9223372036854775807)"
                ),
                Spot(#"1, "large""#, "the raw value of enum case 'small' must be a string, found a number"),
                Spot(#""l" }"#, "enum case 'huge' has the same raw value 'l' as case 'large'"),
                Spot(
                    #"["low", "high"]"#,
                    "the cases of an enum on an integer attribute need raw values: write an object such as { \"low\": 0, \"high\": 10 }"
                ),
            ].map { spot in
                // A raw value's position is the value's own, not its key's.
                spot.needle == #""uno": 1"# ? Spot(#"1 } }"#, spot.message) : spot
            })
    }

    @Test func enumsOnOtherTypesBadFallbacksAndDefaultsThatAreNoCase() {
        let json = Self.enumModel(
            """
                  { "name": "ratio", "type": "double", "enum": { "name": "Ratio", "cases": ["half"] } },
                  { "name": "state", "type": "string", "default": "draft", "enum": { "name": "State", "cases": ["open", "closed"], "fallback": "opem" } },
                  { "name": "level", "type": "integer16", "default": 5, "enum": { "name": "Level", "cases": { "low": 0, "high": 10 } } },
                  { "name": "stage", "type": "string", "default": "todo", "enum": { "name": "Stage", "cases": { "inProgress": "in-progress", "done": "done" } } }
            """)
        Self.expectErrors(
            json,
            [
                Spot(#"{ "name": "Ratio""#, "'enum' applies only to string and integer attributes, not double"),
                Spot(#""opem""#, "fallback 'opem' is not a case of enum 'State' (note: did you mean 'open'?)"),
                Spot(
                    #""draft""#,
                    "default 'draft' is not a raw value of enum 'State'; expected one of 'open', 'closed'"
                ),
                Spot("5,", "default 5 is not a raw value of enum 'Level'; expected one of 0 (low), 10 (high)"),
                // A case is named after its raw value only where the two differ.
                Spot(
                    #""todo""#,
                    "default 'todo' is not a raw value of enum 'Stage'; expected one of 'in-progress' (inProgress), 'done'"
                ),
            ])
    }

    @Test func enumNamesThatWouldHideTypesOrRepeat() {
        let json = Self.enumModel(
            """
                  { "name": "a", "type": "string", "enum": { "name": "state", "cases": ["x"] } },
                  { "name": "b", "type": "string", "enum": { "name": "Attribute", "cases": ["x"] } },
                  { "name": "c", "type": "string", "enum": { "name": "String", "cases": ["x"] } },
                  { "name": "d", "type": "string", "enum": { "name": "Ticket", "cases": ["x"] } },
                  { "name": "e", "type": "string", "enum": { "name": "Kind", "cases": ["x"] } },
                  { "name": "f", "type": "string", "enum": { "name": "Kind", "cases": ["x"] } },
                  { "name": "g", "type": "string", "enum": { "name": "Self", "cases": ["x"] } }
            """,
            extra: """
                ,
                    { "name": "Bug", "parent": "Ticket", "attributes": [
                      { "name": "h", "type": "integer32", "enum": { "name": "Kind", "cases": { "x": 1 } } }] }
                """)
        Self.expectErrors(
            json,
            [
                Spot(
                    #""state""#,
                    "enum name 'state' must start with an upper-case letter and hold only letters, digits and underscores"
                ),
                Spot(
                    #""Attribute""#,
                    "enum name 'Attribute' clashes with the nested type 'Attribute' that modelgen generates in every class"
                ),
                Spot(#""String""#, "enum name 'String' would hide the type 'String' that the generated code uses"),
                Spot(
                    #""name": "Ticket", "cases""#,
                    "enum name 'Ticket' would hide the class 'Ticket' inside the class of entity 'Ticket'"),
                Spot(
                    #""Kind""#, "duplicate enum 'Kind' in entity 'Ticket': attribute 'e' declares it too", occurrence: 2
                ),
                Spot(#""Self""#, "enum name 'Self' is a Swift keyword"),
                Spot(#""Kind""#, "enum 'Kind' is already declared by attribute 'e' of entity 'Ticket'", occurrence: 3),
            ].map { $0.needle == #""name": "Ticket", "cases""# ? Spot(#""Ticket", "cases""#, $0.message) : $0 })
    }

    /// A class named like a key enum (an entity `Attribute`, as models of attributes and values
    /// have) renames the key enums of the whole model, with a warning at the class, rather than
    /// being refused; the code compiles (ModelKindCompileTests.aModelWithAClassNamedAttributeCompiles).
    @Test func classesNamedLikeTheKeyEnumsRenameThem() throws {
        let json = TestModels.model(
            """
                { "name": "Attribute", "attributes": [{ "name": "key", "type": "string" }] },
                { "name": "Link", "className": "Relationship", "attributes": [{ "name": "url", "type": "uri" }] }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        #expect((resolved.attributeKeysName, resolved.relationshipKeysName) == ("AttributeKey", "RelationshipKey"))
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: #""Attribute""#, in: json)): warning: the model has a type named 'Attribute', so the enum of each class's attribute names is 'AttributeKey' in this model (`Attribute.AttributeKey`), not 'Attribute', which would hide it",
                "\(TestSupport.position(of: #""Relationship""#, in: json)): warning: the model has a type named 'Relationship', so the enum of each class's relationship names is 'RelationshipKey' in this model (`Attribute.RelationshipKey`), not 'Relationship', which would hide it",
            ])
        // Without such a type, the enums keep their names.
        let plain = try #require(TestSupport.load(TestModels.model(#"    { "name": "Item" }"#)).model)
        #expect((plain.attributeKeysName, plain.relationshipKeysName) == ("Attribute", "Relationship"))
        #expect(ReservedNames.keyEnumName("Attribute", taken: ["Attribute", "AttributeKey"]) == "AttributeKeys")
    }

    // MARK: Fetch requests

    static func fetchModel(_ requests: String, extra: String = "") -> String {
        TestModels.model(
            """
                { "name": "Commit", "attributes": [{ "name": "message", "type": "string" }, { "name": "date", "type": "date" },
                    { "name": "state", "type": "string", "enum": { "name": "State", "cases": ["open", "closed"] } }],
                  "relationships": [{ "name": "author", "destination": "Author", "inverse": "commits" }],
                  "fetchRequests": [
            \(requests)
                  ] },
                { "name": "Author", "attributes": [{ "name": "name", "type": "string" }],
                  "relationships": [{ "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true }] }\(extra)
            """)
    }

    @Test func fetchRequestKeyPathsMustNameProperties() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "predicate": "auther.name == $name", "parameters": { "name": "string" } },
                    { "name": "b", "predicate": "author.nmae == 'x' AND message.length > 3" },
                    { "name": "c", "predicate": "ANY author.commits.massage CONTAINS 'fix'" },
                    { "name": "d", "predicate": "SUBQUERY(author.commits, $c, $c.dat > $since).@count > 0", "parameters": { "since": "date" } },
                    { "name": "e", "sortBy": [{ "key": "author.commits.date" }, { "key": "author" }, { "key": "sha" }, { "key": "author.commits.@count" }] }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "auther.name",
                    "key path 'auther.name': 'auther' is not a property of entity 'Commit' (note: did you mean 'author'?)"
                ),
                Spot("author.nmae", "key path 'author.nmae': 'nmae' is not a property of entity 'Author'"),
                Spot("message.length", "key path 'message.length' continues after the attribute 'message'"),
                Spot(
                    "author.commits.massage",
                    "key path 'author.commits.massage': 'massage' is not a property of entity 'Commit' (note: did you mean 'message'?)"
                ),
                Spot(
                    "$c.dat",
                    "key path '$c.dat': 'dat' is not a property of entity 'Commit' (note: did you mean 'date'?)"),
                Spot(
                    #""author.commits.date""#,
                    "sort key 'author.commits.date' goes through the to-many relationship 'commits'"),
                Spot(#""author" }"#, "sort key 'author' must end in an attribute, not the relationship 'author'"),
                Spot(#""sha""#, "sort key 'sha': 'sha' is not a property of entity 'Commit'"),
                Spot(
                    #""author.commits.@count""#,
                    "sort key 'author.commits.@count' goes through the to-many relationship 'commits'"),
            ])
    }

    @Test func fetchRequestParametersMustMatchTheVariables() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "predicate": "message == $text AND date > $sinse", "parameters": { "text": "string", "since": "date" } },
                    { "name": "b", "parameters": { "unused": "string" } },
                    { "name": "c", "predicate": "author == $who AND state == $state", "parameters": { "who": "Autor", "state": "State", "x": "transformable", "b-d": "string" } }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "$sinse",
                    "'$sinse' is not a parameter of the fetch request; declare it in 'parameters' (note: did you mean 'since'?)"
                ),
                Spot(#""since""#, "parameter 'since' is not used: the predicate has no '$since'"),
                Spot(#""unused""#, "parameter 'unused' is not used: the fetch request has no predicate"),
                Spot(
                    #""Autor""#,
                    "unknown parameter type 'Autor'; a parameter's type is an attribute type other than transformable, undefined and composite, an entity, or an enum of the entity's attributes (note: did you mean 'Author'?)"
                ),
                Spot(
                    #""transformable""#,
                    "unknown parameter type 'transformable'; a parameter's type is an attribute type other than transformable, undefined and composite, an entity, or an enum of the entity's attributes"
                ),
                Spot(
                    #""b-d""#,
                    "parameter name 'b-d' must hold a letter, and only letters, digits and underscores, with no digit before the first letter"
                ),
                Spot(#""x""#, "parameter 'x' is not used: the predicate has no '$x'"),
                Spot(#""b-d""#, "parameter 'b-d' is not used: the predicate has no '$b-d'"),
            ])
    }

    /// Xcode's templates name variables in capitals (`$UUID`); the factory's parameters are the
    /// variables' names in lower camel case, which must not collide or hide the factory's local.
    @Test func parametersAreTheVariablesInLowerCamelCase() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "predicate": "message == $TEXT AND message == $text", "parameters": { "TEXT": "string", "text": "string" } },
                    { "name": "b", "predicate": "message == $REQUEST", "parameters": { "REQUEST": "string" } }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    #""text""#,
                    "'$TEXT' and '$text' would both be the Swift parameter 'text'; rename one in the predicate"),
                Spot(
                    #""REQUEST""#,
                    "parameter name 'request' (the Swift name of '$REQUEST') would be hidden by the generated factory's local 'request'; choose another"
                ),
            ])
    }

    @Test(arguments: [
        ("name", "name"), ("parent_id", "parent_id"), ("UUID", "uuid"), ("URLString", "urlString"),
        ("ObjectID", "objectID"), ("FIRST_NAME", "firstName"), ("user_ID", "user_ID"), ("Recent items", "recentItems"),
        ("_Name", "name"), ("Name2", "name2"), ("URLs", "urls"), ("IDs", "ids"), ("UUIDs", "uuids"), ("As", "as"),
    ])
    func namesInLowerCamelCase(name: String, expected: String) {
        #expect(ReservedNames.lowerCamelCase(name) == expected)
    }

    @Test(arguments: ["", "2Fast", "--", "Ünïcode"])
    func namesWithoutALowerCamelCaseForm(name: String) {
        #expect(ReservedNames.lowerCamelCase(name) == nil)
    }

    @Test func templateNamesAreUniqueInTheModel() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "templateName": "Commit.b" },
                    { "name": "b" },
                    { "name": "c", "templateName": "" },
                    { "name": "d", "templateName": "Shared" },
                    { "name": "e", "templateName": "Shared" },
                    { "name": "f" },
                    { "name": "g", "templateName": "f" }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    #""b" }"#,
                    "the model already has a fetch request template named 'Commit.b'; template names are unique in a model",
                    notes: [Spot(#""Commit.b""#, "the first is named here")]),
                Spot(#""""#, "'templateName' is empty; leave it out to name the template 'Commit.c'"),
                Spot(
                    #""Shared""#,
                    "the model already has a fetch request template named 'Shared'; template names are unique in a model",
                    occurrence: 2, notes: [Spot(#""Shared""#, "the first is named here")]),
                // An Xcode model would keep the details of both under `modelgen.fetchRequest.f`.
                Spot(
                    #""f" }"#,
                    "the template 'f' and another template of entity 'Commit' would share the user info entry 'modelgen.fetchRequest.f' in an Xcode model; choose another 'templateName'",
                    occurrence: 2),
            ])
    }

    @Test func fetchRequestPredicateSyntaxNamesAndLimits() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "predicate": "message == %@" },
                    { "name": "b", "predicate": "message == 'unterminated" },
                    { "name": "c", "predicate": "message CONTAINS" },
                    { "name": "d", "predicate": "(message == 'x'" },
                    { "name": "e", "predicate": "size > 3" },
                    { "name": "create" },
                    { "name": "a", "limit": 0 },
                    { "name": "Upper" }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "%@",
                    "invalid predicate: a predicate kept in the model takes no format arguments such as %@ or %K, as nothing fills them in; use a $variable (a fetch request declares its variables in 'parameters')"
                ),
                Spot("'unterminated", "invalid predicate: unterminated string"),
                // At the end of the text: the closing quote.
                Spot(#"" },"#, "invalid predicate: the predicate ends too soon", occurrence: 5),
                Spot(#"" },"#, "invalid predicate: expected ')'", occurrence: 6),
                Spot(
                    "size > 3",
                    "invalid predicate: unexpected 'size': it is a reserved word in predicates; write '#size' to use it as a key"
                ),
                Spot(
                    #""create""#,
                    "fetch request name 'create' would declare createFetchRequest(), which every class already has"),
                Spot(#""a", "limit""#, "duplicate fetch request 'a' in entity 'Commit'"),
                Spot("0 }", "'limit' must be a whole number of 1 or more; leave it out for no limit"),
                Spot(
                    #""Upper""#,
                    "fetch request name 'Upper' must start with a lower-case letter and hold only letters, digits and underscores"
                ),
            ])
    }

    @Test func fetchRequestSettingsAreCheckedAsCoreDataUsesThem() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "resultType": "managedObjectId", "batchSize": 0 },
                    { "name": "b", "resultType": 1, "includesSubentities": "no", "batchSize": 2.5 },
                    { "name": "c", "resultType": "count", "returnsObjectsAsFaults": false, "returnsDistinctResults": true },
                    { "name": "d", "resultType": "dictionary", "includesPendingChanges": false, "batchSize": 10 }
            """)
        Self.expectErrors(
            json,
            [
                // The decoder's problems first, then the resolver's.
                Spot(
                    "0 }", "'batchSize' must be a whole number of 1 or more; leave it out to fetch every object at once"
                ),
                Spot("1,", "'resultType' must be a string, found a number"),
                Spot(
                    "2.5", "'batchSize' must be a whole number of 1 or more; leave it out to fetch every object at once"
                ),
                Spot(#""no""#, "'includesSubentities' must be true or false, found a string"),
                Spot(
                    #""managedObjectId""#,
                    "unknown result type 'managedObjectId'; the result types are 'managedObject', 'managedObjectID', 'dictionary', 'count' (note: did you mean 'managedObjectID'?)"
                ),
            ])
        // Settings that Core Data would ignore are warnings; a model with only those resolves.
        let warned = Self.fetchModel(
            """
                    { "name": "c", "resultType": "count", "returnsObjectsAsFaults": false, "returnsDistinctResults": true },
                    { "name": "d", "resultType": "dictionary", "includesPendingChanges": false, "batchSize": 10 },
                    { "name": "e", "resultType": "dictionary", "includesPendingChanges": true },
                    { "name": "f", "resultType": "managedObjectID", "includesPropertyValues": false, "sortBy": [{ "key": "date" }], "limit": 5 },
                    { "name": "g", "resultType": "managedObjectID", "includesPropertyValues": false }
            """)
        let (model, diagnostics) = TestSupport.load(warned)
        #expect(
            model?.entity(named: "Commit")?.fetchRequests.map(\.settings.effectiveResultType) == [
                .count, .dictionary, .dictionary, .managedObjectID, .managedObjectID,
            ])
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "true }", in: warned)): warning: 'returnsDistinctResults' has no effect here: Core Data makes results distinct only over propertiesToFetch, which a fetch request in the model cannot set",
                "\(TestSupport.position(of: "false, \"returnsDistinct", in: warned)): warning: 'returnsObjectsAsFaults' has no effect on a request whose result type is 'count': only managed objects can be faults",
                "\(TestSupport.position(of: "true }", in: warned, occurrence: 2)): warning: 'includesPendingChanges' has no effect on a request whose result type is 'dictionary': Core Data returns dictionaries of what the store holds, without unsaved changes",
                "\(TestSupport.position(of: "false, \"sortBy", in: warned)): warning: a request for object IDs without property values sorts only as a best effort, so its order and its limit may not hold; leave 'includesPropertyValues' out to sort exactly",
            ])
    }

    @Test func anInheritedFetchRequestNameCannotBeDeclaredAgain() {
        let json = Self.fetchModel(
            #"{ "name": "recent", "sortBy": [{ "key": "date" }] }"#,
            extra: """
                ,
                    { "name": "Fix", "parent": "Commit", "fetchRequests": [{ "name": "recent" }] }
                """)
        Self.expectError(json, at: #""recent" }"#, "fetch request 'recent' is already declared by entity 'Commit'")
    }

    @Test func aPredicateWithEscapesIsReportedAtItsStart() {
        let json = Self.fetchModel(#"{ "name": "a", "predicate": "message == \"x\" AND auther == nil" }"#)
        Self.expectError(
            json, at: #""message == \"x"#,
            "key path 'auther': 'auther' is not a property of entity 'Commit' (note: did you mean 'author'?)")
    }

    @Test func enumAndFetchRequestValuesOfTheWrongJSONType() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "predicate": "message == $x", "parameters": { "x": "string", "x": "date" } },
                    { "name": "b", "parameters": ["x"] },
                    { "name": "c", "predicate": "message == $y", "parameters": { "y": 3 } },
                    { "name": "d", "sortBy": ["date", { "key": "@count" }, { "ascending": true }] },
                    { "name": "e", "limit": -1 }
            """
        ).replacingOccurrences(
            of: #""enum": { "name": "State", "cases": ["open", "closed"] }"#,
            with: #""enum": { "name": "State", "cases": "open" }"#)
        Self.expectErrors(
            json,
            [
                Spot(
                    #""open" }"#,
                    "'cases' must be an array of case names or an object of case names to raw values, found a string"),
                Spot(#""x": "date""#, "duplicate parameter 'x'"),
                Spot(#"["x"]"#, "'parameters' must be an object of parameter names to types, found an array"),
                Spot("3 }", "a parameter's type must be a string, found a number"),
                Spot(#""date", {"#, "expected sort descriptor to be an object, found a string"),
                Spot(#"{ "ascending": true }"#, "sort descriptor is missing the required key 'key'"),
                Spot("-1 }", "'limit' must be a whole number of 1 or more; leave it out for no limit"),
                Spot("$y", "'$y' is not a parameter of the fetch request; declare it in 'parameters'"),
                Spot(#""@count""#, "sort key '@count' uses '@count'; a sort key names an attribute"),
            ])
    }

    @Test func predicatesCoreDataWouldRejectAtRunTime() {
        let json = Self.fetchModel(
            """
                    { "name": "a", "predicate": "author.commits.message == 'x'" },
                    { "name": "b", "predicate": "ANY author.commits.message == 'x' AND author.commits.@count > 1" },
                    { "name": "c", "predicate": "lowercased(message) == 'x' AND lowercase(message) == 'y'" },
                    { "name": "d", "predicate": "note == $request", "parameters": { "request": "string" } },
                    { "name": "e", "sortBy": [{ "key": "note" }] }
            """
        ).replacingOccurrences(
            of: #"{ "name": "date", "type": "date" },"#,
            with: #"{ "name": "date", "type": "date" }, { "name": "note", "type": "string", "transient": true },"#)
        Self.expectErrors(
            json,
            [
                Spot(
                    "author.commits.message",
                    "key path 'author.commits.message' goes through the to-many relationship 'commits'; use ANY, ALL, NONE or SOME, a SUBQUERY, or an operator such as @count"
                ),
                Spot(
                    "lowercased", "invalid predicate: unknown function 'lowercased' (note: did you mean 'lowercase'?)"),
                Spot(
                    #""request""#,
                    "parameter name 'request' would be hidden by the generated factory's local 'request'; choose another"
                ),
                Spot(
                    "note == $request",
                    "key path 'note' names the transient attribute 'note', which the store does not hold"),
                Spot(
                    #""note" }"#, "sort key 'note' names the transient attribute 'note', which the store does not hold"),
            ])
    }

    @Test func namesTheGeneratedCodeUsesAreReserved() {
        let json = Self.enumModel(
            """
                  { "name": "a", "type": "string", "enum": { "name": "IndexSet", "cases": ["x"] } },
                  { "name": "b", "type": "string", "enum": { "name": "ID", "cases": ["x"] } },
                  { "name": "c", "type": "string", "enum": { "name": "Sendable", "cases": ["x"] } },
                  { "name": "d", "type": "string", "enum": { "name": "Kind", "cases": ["Type", "allCases", "Protocol", "fine"] } },
                  { "name": "allCases", "type": "string" }
            """,
            extra: """
                ,
                    { "name": "Predicate", "className": "NSPredicate" }
                """)
        Self.expectErrors(
            json,
            [
                Spot(
                    #""NSPredicate""#,
                    "class name 'NSPredicate' would hide the type 'NSPredicate' that the generated code uses"),
                Spot(
                    #""name": "allCases""#,
                    "property name 'allCases' clashes with 'allCases' of the key enums 'Entity.Attribute' and 'Entity.Relationship'"
                        + "; rename the property (with \"renamedFrom\": \"allCases\" when stores already hold it)"
                ),
                Spot(
                    #""IndexSet""#, "enum name 'IndexSet' would hide the type 'IndexSet' that the generated code uses"),
                Spot(#""ID""#, "enum name 'ID' would become the 'Identifiable.ID' of the class"),
                Spot(
                    #""Sendable""#, "enum name 'Sendable' would hide the type 'Sendable' that the generated code uses"),
                Spot(#""Type""#, "enum case 'Type' is a name Swift reserves for a type's own members"),
                Spot(
                    #""allCases", "Protocol""#, "enum case 'allCases' is a name Swift reserves for a type's own members"
                ),
                Spot(#""Protocol""#, "enum case 'Protocol' is a name Swift reserves for a type's own members"),
            ].map { $0.needle == #""name": "allCases""# ? Spot(#""allCases", "type""#, $0.message) : $0 })
    }

    /// `xcodeVersionName` names a folder: an empty, hidden or path-like name is refused.
    @Test(arguments: ["", " ", ".Store", "Store/3", "Store:3", "Store\\\\3", "Store\\t3"])
    func anXcodeVersionNameMustBeAFolderName(name: String) {
        let json = TestModels.model(#"{ "name": "Item", "attributes": [] }"#)
            .replacingOccurrences(of: #""name": "Test","#, with: #""name": "Test", "xcodeVersionName": "\#(name)","#)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model == nil)
        #expect(
            diagnostics.map(\.message) == [
                "'xcodeVersionName' '\(name.replacingOccurrences(of: "\\\\", with: "\\").replacingOccurrences(of: "\\t", with: "\t"))' cannot name a version's folder: it must be a visible file name of at most 200 bytes, without '/', ':', '\\' or control characters"
            ], "\(diagnostics)")
    }

    @Test func defaultsThatFoundationWouldNotReadBack() {
        let json = Self.enumModel(
            """
                  { "name": "big", "type": "decimal", "default": 1e400 },
                  { "name": "tiny", "type": "decimal", "default": "1e-200" },
                  { "name": "fine", "type": "decimal", "default": 123456789012345678901234567890123456789012 },
                  { "name": "written", "type": "decimal", "default": "1e128" },
                  { "name": "under", "type": "decimal", "default": "10e-129" },
                  { "name": "zero", "type": "decimal", "default": "0.0e200", "minimum": "-1e128" },
                  { "name": "same", "type": "decimal", "default": "1000e125", "minimum": "1e-128" },
                  { "name": "long", "type": "decimal", "default": "0.\(String(repeating: "1", count: 130))" },
                  { "name": "quote", "type": "uri", "default": "https://example.com/a?b=\\"c\\"" },
                  { "name": "bar", "type": "uri", "default": "https://example.com/a|b" },
                  { "name": "escape", "type": "uri", "default": "https://example.com/%zz" },
                  { "name": "accent", "type": "uri", "default": "https://example.com/é" },
                  { "name": "ok", "type": "uri", "default": "https://example.com/%C3%A9?q=[1]#top" }
            """)
        Self.expectErrors(
            json,
            [
                Spot(
                    "1e400",
                    "default 1e400 is out of range for decimal (at most 38 significant digits, exponents -128...127)"),
                Spot(
                    #""1e-200""#,
                    "default 1e-200 is out of range for decimal (at most 38 significant digits, exponents -128...127)"),
                // Out of range as written, which is how Decimal(string:) reads them (1000e125 is fine).
                Spot(
                    #""1e128""#,
                    "default 1e128 is out of range for decimal (at most 38 significant digits, exponents -128...127)"),
                Spot(
                    #""10e-129""#,
                    "default 10e-129 is out of range for decimal (at most 38 significant digits, exponents -128...127)"),
                Spot(
                    #""0.0e200""#,
                    "default 0.0e200 is out of range for decimal (at most 38 significant digits, exponents -128...127)"),
                Spot(
                    #""-1e128""#,
                    "minimum -1e128 is out of range for decimal (at most 38 significant digits, exponents -128...127)"),
                Spot(
                    #""https://example.com/a?b"#,
                    #"default 'https://example.com/a?b="c"' is not an absolute URL such as 'https://example.com'"#),
                Spot(
                    #""https://example.com/a|b""#,
                    "default 'https://example.com/a|b' is not an absolute URL such as 'https://example.com'"),
                Spot(
                    #""https://example.com/%zz""#,
                    "default 'https://example.com/%zz' is not an absolute URL such as 'https://example.com'"),
                Spot(
                    #""https://example.com/é""#,
                    "default 'https://example.com/é' is not an absolute URL such as 'https://example.com'"),
            ])
    }

    // MARK: Every problem in one run

    @Test func everyProblemIsReportedInOneRun() {
        let json = TestModels.model(
            """
                { "name": "Commit", "attributes": [
                    { "name": "sha", "type": "strng" },
                    { "name": "count", "type": "integer16", "default": 70000, "optinal": true }],
                  "relationships": [{ "name": "author", "destination": "Autor", "inverse": "commits" }],
                  "uniquenessConstraints": [["shas"]] },
                { "name": "Author", "parent": "Nobody", "attributes": [{ "name": "description", "type": "string" }] }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model == nil)
        #expect(diagnostics.filter { $0.severity == .error }.count == 7, "\(TestSupport.describe(diagnostics))")
    }
}
