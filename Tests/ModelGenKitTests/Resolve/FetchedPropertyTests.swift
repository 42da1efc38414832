import Foundation
import Testing

@testable import ModelGenKit

/// Fetched properties (`"fetchedProperties"`): the destination and predicate are checked like a
/// fetch request's, with `$FETCH_SOURCE` typed as the owning entity; the class gets a read-only
/// typed array, the builder an `NSFetchedPropertyDescription`; versions and Xcode models keep them.
@Suite struct FetchedPropertyTests {
    typealias Spot = ValidationTests.Spot

    /// Authors and their books; `fetched` is Author's fetched properties, as JSON array elements.
    static func library(_ fetched: String) -> String {
        TestModels.model(
            """
                { "name": "Author", "attributes": [{ "name": "name", "type": "string" }, { "name": "note", "type": "string", "optional": true, "transient": true }],
                  "relationships": [{ "name": "books", "destination": "Book", "inverse": "author", "toMany": true, "optional": true }],
                  "fetchedProperties": [\(fetched)] },
                { "name": "Book", "attributes": [{ "name": "title", "type": "string" }, { "name": "year", "type": "integer16", "default": 2000 }],
                  "relationships": [{ "name": "author", "destination": "Author", "inverse": "books", "optional": true }] }
            """)
    }

    @Test func aFetchedPropertyIsResolvedWithItsDestination() throws {
        let json = Self.library(
            """
            { "name": "recentBooks", "destination": "Book", "predicate": "author == $FETCH_SOURCE AND year >= $FETCHED_PROPERTY.userInfo.since", "userInfo": { "since": "2020" }, "documentation": "Books of the last years." },
                    { "name": "namesakes", "destination": "Author", "predicate": "name == $FETCH_SOURCE.name AND SELF != $FETCH_SOURCE" },
                    { "name": "everyBook", "destination": "Book" }
            """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        let author = try #require(model?.entity(named: "Author"))
        #expect(author.fetchedProperties.map(\.name) == ["recentBooks", "namesakes", "everyBook"])
        #expect(author.fetchedProperties.map(\.destination.name) == ["Book", "Author", "Book"])
        #expect(author.fetchedProperties[2].predicate == nil)
        #expect(author.fetchedProperties[0].documentation == "Books of the last years.")
    }

    @Test func theDestinationAndPredicateAreChecked() {
        ValidationTests.expectErrors(
            Self.library(
                """
                { "name": "a", "destination": "Nothing" },
                        { "name": "b", "destination": "Book", "predicate": "titel == 'x'" },
                        { "name": "c", "destination": "Book", "predicate": "author.name == $FETCH_SOURCE.nmae" },
                        { "name": "d", "destination": "Book", "predicate": "title == $title" },
                        { "name": "e", "destination": "Book", "predicate": "title == == 'x'" },
                        { "name": "f", "destination": "Author", "predicate": "note == 'x'" }
                """),
            [
                Spot("\"Nothing\"", "unknown destination entity 'Nothing'"),
                Spot("titel", "key path 'titel': 'titel' is not a property of entity 'Book'"),
                Spot(
                    "$FETCH_SOURCE.nmae",
                    "key path '$FETCH_SOURCE.nmae': 'nmae' is not a property of entity 'Author'"),
                Spot(
                    "$title",
                    "'$title' is not a variable of a fetched property's predicate: it has only $FETCH_SOURCE (the object whose property it is) and $FETCHED_PROPERTY (the property's description, for its user info)"
                ),
                Spot("== 'x'", "invalid predicate: unexpected '=='", occurrence: 2),
                Spot(
                    "note == 'x'",
                    "key path 'note' names the transient attribute 'note', which the store does not hold"),
            ])
    }

    @Test func aFetchedPropertyIsAPropertyForNamesButNotForTheStore() {
        ValidationTests.expectErrors(
            TestModels.model(
                """
                    { "name": "Book", "attributes": [{ "name": "title", "type": "string" }],
                      "uniquenessConstraints": [["same"]],
                      "indexes": [{ "name": "bySame", "elements": [{ "property": "same" }] }],
                      "fetchRequests": [{ "name": "sorted", "predicate": "same == nil", "sortBy": [{ "key": "same" }] }],
                      "fetchedProperties": [
                        { "name": "title", "destination": "Book" },
                        { "name": "same", "destination": "Book" },
                        { "name": "hash", "destination": "Book" }
                      ] }
                """),
            [
                Spot(
                    "\"title\", \"destination\"", "duplicate property 'title' in entity 'Book'",
                    notes: [Spot("\"title\"", "'title' is first declared here")]),
                Spot(
                    "\"hash\"",
                    "property name 'hash' is taken: every managed object has 'hash' from the NSObject protocol, which a property of that name would override or hide; rename the property (with \"renamedFrom\": \"hash\" when stores already hold it)"
                ),
                Spot(
                    "\"same\"",
                    "uniqueness constraint cannot use the fetched property 'same': the store does not keep it"),
                Spot(
                    "\"same\" }", "index 'bySame' cannot use the fetched property 'same': the store does not keep it"),
                Spot(
                    "same == nil",
                    "key path 'same' names the fetched property 'same', which the store does not hold"),
                Spot(
                    "\"same\" }]", "sort key 'same' names the fetched property 'same', which the store does not hold",
                    occurrence: 2),
            ])
    }

    @Test func theClassGetsAReadOnlyTypedArrayAndTheBuilderADescription() throws {
        let json = Self.library(
            #"{ "name": "recentBooks", "destination": "Book", "predicate": "author == $FETCH_SOURCE" }"#)
        let model = try #require(TestSupport.load(json).model)
        let files = try TestSupport.render(model, options: GenerationOptions())
        let author = try #require(files.first { $0.path == "Author+CoreDataProperties.swift" }).contents
        #expect(
            author.contains(
                "    public var recentBooks: [Book] {\n        value(forKey: \"recentBooks\") as? [Book] ?? []\n    }\n"
            ))
        let builder = try #require(files.first { $0.path == "Test+ManagedObjectModel.swift" }).contents
        #expect(builder.contains(#"fetchedProperty("recentBooks", predicate: "author == $FETCH_SOURCE"))"#))
        #expect(
            builder.contains(
                #"setEntity(ofFetchedProperty: "recentBooks", of: entities.authorEntity, to: entities.bookEntity)"#))
    }

    @Test func aFetchedPropertyIsPartOfTheEntitysVersionButNotOfWhatIsStored() throws {
        let old = Self.library("")
        let new = Self.library(#"{ "name": "everyBook", "destination": "Book" }"#)
        let (added, _) = try ModelComparisonTests.compare(new, with: old)
        #expect(added.diagnostics.isEmpty, "\(TestSupport.describe(added.diagnostics))")
        #expect(added.changes == ["+ fetched property Author.everyBook → Book"])
        #expect(added.changesVersionHashes)
        let predicated = new.replacingOccurrences(
            of: #""destination": "Book" }"#, with: #""destination": "Book", "predicate": "year > 2000" }"#)
        let (changed, _) = try ModelComparisonTests.compare(predicated, with: new)
        #expect(changed.changes == ["~ fetched property Author.everyBook: fetch request changed"])
        #expect(!changed.changesVersionHashes)
        // Models without fetched properties keep the stored schema they had.
        let plain = try #require(TestSupport.load(old).model)
        #expect(
            StoredSchema(of: plain).elements.map(\.path) == [
                "Author", "Author.books", "Author.name", "Author.note", "Book", "Book.author", "Book.title",
                "Book.year",
            ])
    }

    @Test func anXcodeFetchedPropertyWithoutAFetchRequestIsAnError() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Author" representedClassName="Author" syncable="YES">
                    <attribute name="name" attributeType="String"/>
                    <fetchedProperty name="everything" optional="YES"/>
                </entity>
            </model>
            """
        let (model, diagnostics) = try DerivedAttributeTests.loadXcode(xml)
        #expect(model == nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "<fetchedProperty", in: xml)): error: fetched property 'everything' of entity 'Author' has no fetch request, so it fetches from no entity"
            ])
    }

    @Test func aFetchedPropertySurvivesConversionToXcodeAndBack() throws {
        let json = Self.library(
            #"{ "name": "recentBooks", "destination": "Book", "predicate": "author == $FETCH_SOURCE", "documentation": "Recent.", "userInfo": { "since": "2020" } }"#
        )
        let model = try #require(TestSupport.load(json).model)
        let xml = XcodeModelWriter.contents(of: model)
        #expect(
            xml.contains(
                """
                        <fetchedProperty name="recentBooks" optional="YES">
                            <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="author == $FETCH_SOURCE"/>
                """), "\(xml)")
        let (back, diagnostics) = try DerivedAttributeTests.loadXcode(xml)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))")
        let property = try #require(back?.entity(named: "Author")?.fetchedProperties.first)
        #expect(property.destination.name == "Book")
        #expect(property.predicate == "author == $FETCH_SOURCE")
        #expect(property.documentation == "Recent.")
        #expect(property.userInfo == [UserInfoEntry(key: "since", value: "2020")])
        #expect(
            DatamodelJSONWriter.fetchedProperty(property)
                == #"{ "name": "recentBooks", "destination": "Book", "predicate": "author == $FETCH_SOURCE", "documentation": "Recent.", "userInfo": { "since": "2020" } }"#
        )
    }
}
