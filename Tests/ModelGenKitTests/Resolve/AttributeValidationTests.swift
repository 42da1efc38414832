import Foundation
import Testing

@testable import ModelGenKit

/// Validation rules, storage options and transient relationships: what the model says reaches the
/// resolved model, and every rule that no value could satisfy is a located error (each error with
/// its accepted counterpart, so that a check that can never pass, or never fail, shows).
@Suite struct AttributeValidationTests {
    typealias Spot = ValidationTests.Spot

    static func item(_ attributes: String) -> String {
        TestModels.model(#"    { "name": "Item", "attributes": [\#(attributes)] }"#)
    }

    // MARK: Accepted

    /// A declaration stores its validation rules only when one is set (`OutOfLine`): each rule on
    /// its own must count as set, or it would be dropped on the way to the resolved model.
    @Test func everyRuleIsKeptOnItsOwn() {
        let here = SourcePosition(line: 1, column: 1)
        let fields = Mirror(reflecting: ValidationDeclaration()).children.map(\.label)
        #expect(
            fields == ["minimum", "maximum", "minLength", "maxLength", "regularExpression"],
            "a new rule must be added to ValidationDeclaration.isAbsent and here")
        let eachAlone = [
            ValidationDeclaration(minimum: JSONValue(.number("1"), at: here)),
            ValidationDeclaration(maximum: JSONValue(.number("9"), at: here)),
            ValidationDeclaration(minLength: Located(1, at: here)),
            ValidationDeclaration(maxLength: Located(9, at: here)),
            ValidationDeclaration(regularExpression: Located("^a", at: here)),
        ]
        for (rule, field) in zip(eachAlone, fields) {
            let kept = OutOfLine(wrappedValue: rule).wrappedValue
            #expect(!kept.isAbsent, "\(field ?? "?") alone was dropped")
        }
        #expect(OutOfLine(wrappedValue: ValidationDeclaration()).wrappedValue.isAbsent)
    }

    @Test func rulesAndOptionsReachTheResolvedModel() throws {
        let json = Self.item(
            """
            { "name": "rating", "type": "integer16", "default": 3, "minimum": 1, "maximum": 5 },
                  { "name": "ratio", "type": "double", "minimum": -0.5, "maximum": 1e3 },
                  { "name": "price", "type": "decimal", "minimum": "0.01", "maximum": 100 },
                  { "name": "due", "type": "date", "optional": true, "minimum": "2000-01-01T00:00:00Z", "maximum": "2100-01-01T00:00:00+01:00" },
                  { "name": "handle", "type": "string", "default": "abc", "minLength": 3, "maxLength": 30, "regularExpression": "[a-z0-9_]+" },
                  { "name": "id", "type": "uuid", "preserveAfterDeletion": true, "allowsCloudEncryption": true, "indexedBySpotlight": true },
                  { "name": "note", "type": "string", "optional": true, "transient": true, "indexedBySpotlight": true }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        let attributes = try #require(model?.entities.first?.attributes)
        #expect(attributes[0].validation == AttributeValidation(minimum: .integer(1), maximum: .integer(5)))
        #expect(
            attributes[1].validation
                == AttributeValidation(minimum: .floatingPoint(-0.5), maximum: .floatingPoint(1000)))
        #expect(attributes[2].validation == AttributeValidation(minimum: .decimal("0.01"), maximum: .decimal("100")))
        #expect(attributes[3].validation.minimum == .date(try #require(DateTime(iso8601: "2000-01-01T00:00:00Z"))))
        #expect(
            attributes[4].validation
                == AttributeValidation(minLength: 3, maxLength: 30, regularExpression: "[a-z0-9_]+"))
        #expect(attributes[5].preservesValueInHistoryOnDeletion)
        #expect(attributes[5].allowsCloudEncryption)
        #expect(attributes[5].isIndexedBySpotlight)
        #expect(attributes[6].isIndexedBySpotlight && attributes[6].validation.isEmpty)
    }

    @Test func boundsAtTheEdgesOfTheirTypeAndDefaultsOnTheBoundsAreAccepted() {
        let json = Self.item(
            """
            { "name": "a", "type": "integer16", "minimum": -32768, "maximum": 32767, "default": 32767 },
                  { "name": "b", "type": "integer64", "minimum": 0, "maximum": 0, "default": 0 },
                  { "name": "c", "type": "string", "minLength": 0, "maxLength": 2, "default": "é" },
                  { "name": "d", "type": "string", "regularExpression": "a|ab", "default": "ab" }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
    }

    @Test func aTransientRelationshipIsKeptAndCountsInTheStoredSchema() throws {
        let json = TestModels.model(
            """
                { "name": "Item", "attributes": [{ "name": "title", "type": "string" }],
                  "relationships": [{ "name": "shownWith", "destination": "Item", "inverse": "shownWith", "optional": true, "transient": true }] }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        let resolved = try #require(model)
        #expect(resolved.entities[0].relationships[0].isTransient)
        let line = try #require(StoredSchema(of: resolved).elements.first { $0.path == "Item.shownWith" }).line
        #expect(line.hasSuffix(#""transient": true }"#), "\(line)")
    }

    // MARK: Refused

    @Test func boundsThatDoNotFitTheType() {
        let json = Self.item(
            """
            { "name": "a", "type": "integer16", "minimum": 40000 },
                  { "name": "b", "type": "integer32", "maximum": 1.5 },
                  { "name": "c", "type": "date", "minimum": "yesterday" },
                  { "name": "d", "type": "double", "maximum": "big" },
                  { "name": "e", "type": "decimal", "minimum": null }
            """)
        ValidationTests.expectErrors(
            json,
            [
                Spot("40000", "minimum 40000 is out of range for integer16 (-32768...32767)"),
                Spot("1.5", "maximum of an integer32 attribute must be a whole number, found 1.5"),
                Spot(
                    "\"yesterday\"",
                    "minimum 'yesterday' is not an ISO 8601 date and time such as '2024-05-01T12:00:00Z'"),
                Spot("\"big\"", "maximum of a double attribute must be a number, found a string"),
                Spot("null", "'minimum' must not be null; leave the key out for no minimum"),
            ])
    }

    @Test func rulesOnTypesTheyDoNotApplyTo() {
        let json = Self.item(
            """
            { "name": "a", "type": "string", "minimum": 1 },
                  { "name": "b", "type": "integer16", "maxLength": 4 },
                  { "name": "c", "type": "boolean", "maximum": 1 },
                  { "name": "d", "type": "binary", "regularExpression": "x" }
            """)
        ValidationTests.expectErrors(
            json,
            [
                Spot(
                    "1 },\n",
                    "'minimum' applies only to number and date attributes; a string's shortest length is 'minLength'"),
                Spot("4 }", "'maxLength' applies only to string attributes; a largest value is 'maximum'"),
                Spot("1 },\n", "'maximum' applies only to number and date attributes", occurrence: 2),
                Spot("\"x\"", "'regularExpression' applies only to string attributes"),
            ])
    }

    @Test func rulesThatNoValueCanSatisfy() {
        let json = Self.item(
            """
            { "name": "a", "type": "integer16", "minimum": 5, "maximum": 4 },
                  { "name": "b", "type": "date", "minimum": "2020-01-01T00:00:00Z", "maximum": "2020-01-01T01:00:00+02:00" },
                  { "name": "c", "type": "string", "minLength": 10, "maxLength": 3 },
                  { "name": "d", "type": "string", "maxLength": 0 },
                  { "name": "e", "type": "string", "regularExpression": "[a-z" }
            """)
        ValidationTests.expectErrors(
            json,
            [
                Spot("5,", "'minimum' 5 is greater than 'maximum' 4: no value is valid"),
                Spot(
                    "\"2020-01-01T00:00:00Z\"",
                    "'minimum' '2020-01-01T00:00:00Z' is greater than 'maximum' '2020-01-01T01:00:00+02:00': no value is valid"
                ),
                Spot("10,", "'minLength' 10 is greater than 'maxLength' 3: no string is valid"),
                Spot("0 }", "'maxLength' 0 allows only the empty string; leave it out for no limit"),
                Spot(
                    "\"[a-z\"",
                    "'[a-z' is not a regular expression that Core Data can use (ICU syntax, as NSRegularExpression takes)"
                ),
            ])
    }

    @Test func defaultsThatBreakTheirOwnRules() {
        let json = Self.item(
            """
            { "name": "a", "type": "integer16", "default": 0, "minimum": 1 },
                  { "name": "b", "type": "float", "default": 2.5, "maximum": 2 },
                  { "name": "c", "type": "date", "default": "1999-12-31T23:59:59Z", "minimum": "2000-01-01T00:00:00Z" },
                  { "name": "d", "type": "string", "default": "ab", "minLength": 3 },
                  { "name": "e", "type": "string", "default": "abcd", "maxLength": 3 },
                  { "name": "f", "type": "string", "default": "ab1", "regularExpression": "[a-z]+" }
            """)
        let message = "; Core Data would refuse to save an object that keeps it"
        ValidationTests.expectErrors(
            json,
            [
                Spot("0,", "the default 0 breaks the attribute's own rule: 'minimum' is 1" + message),
                Spot("2.5", "the default 2.5 breaks the attribute's own rule: 'maximum' is 2.0" + message),
                Spot(
                    "\"1999-12-31T23:59:59Z\"",
                    "the default '1999-12-31T23:59:59Z' breaks the attribute's own rule: 'minimum' is '2000-01-01T00:00:00Z'"
                        + message),
                Spot("\"ab\"", "the default 'ab' breaks the attribute's own rule: 'minLength' is 3" + message),
                Spot("\"abcd\"", "the default 'abcd' breaks the attribute's own rule: 'maxLength' is 3" + message),
                Spot(
                    "\"ab1\"",
                    "the default 'ab1' breaks the attribute's own rule: it does not match 'regularExpression'" + message
                ),
            ])
    }

    @Test func storageOptionsOnATransientAttribute() {
        let json = Self.item(
            #"{ "name": "a", "type": "string", "transient": true, "preserveAfterDeletion": true, "allowsCloudEncryption": true }"#
        )
        ValidationTests.expectErrors(
            json,
            [
                Spot(
                    "true, \"allowsCloudEncryption\"",
                    "'preserveAfterDeletion' applies only to stored attributes: a transient attribute's value never reaches the store"
                ),
                Spot(
                    "true }",
                    "'allowsCloudEncryption' applies only to stored attributes: a transient attribute's value never reaches the store"
                ),
            ])
    }

    @Test func aTransientRelationshipCannotBeConstrainedOrIndexed() {
        let json = TestModels.model(
            """
                { "name": "Item", "attributes": [{ "name": "title", "type": "string" }],
                  "relationships": [{ "name": "shownWith", "destination": "Item", "inverse": "shownWith", "optional": true, "transient": true }],
                  "uniquenessConstraints": [["title", "shownWith"]],
                  "indexes": [{ "name": "byShown", "elements": [{ "property": "shownWith" }] }] }
            """)
        ValidationTests.expectErrors(
            json,
            [
                Spot(
                    "\"shownWith\"]]",
                    "uniqueness constraint cannot use the transient relationship 'shownWith': the store does not keep it"
                ),
                Spot(
                    "\"shownWith\" }",
                    "index 'byShown' cannot use the transient relationship 'shownWith': the store does not keep it"),
            ])
    }
}
