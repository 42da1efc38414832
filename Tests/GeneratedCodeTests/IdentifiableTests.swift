import Foundation
import Testing

@testable import ModelGenKit

/// `"identifiable": false` leaves the conformance to the user's Class file.
@Suite struct IdentifiableTests {
    static let json = """
        { "name": "M", "entities": [
            { "name": "Note", "identifiable": false, "attributes": [{ "name": "uuid", "type": "uuid" }] },
            { "name": "Tag", "attributes": [{ "name": "name", "type": "string" }] }
        ] }
        """

    @Test func anEntityCanLeaveTheConformanceToItsClassFile() throws {
        let model = try #require(TestSupport.load(Self.json).model)
        var files = TestSupport.sources(try TestSupport.render(model))
        #expect(try #require(files["Note+CoreDataProperties.swift"]).contains("Identifiable") == false)
        #expect(try #require(files["Tag+CoreDataProperties.swift"]).contains("extension Tag: Identifiable {}\n"))
        // The user's own conformance, with an id of its own, compiles beside the generated code.
        files["Note+CoreDataClass.swift"] =
            try #require(files["Note+CoreDataClass.swift"])
            + "\nextension Note: Identifiable {\n    public var id: UUID { uuid }\n}\n"
        #expect(try Typechecker.typecheck(files).errors == [])
    }

    @Test func withoutItTheUsersConformanceIsRedundant() throws {
        let model = try #require(
            TestSupport.load(Self.json.replacingOccurrences(of: #""identifiable": false, "#, with: "")).model)
        var files = TestSupport.sources(try TestSupport.render(model))
        files["Note+CoreDataClass.swift"] =
            try #require(files["Note+CoreDataClass.swift"])
            + "\nextension Note: Identifiable {\n    public var id: UUID { uuid }\n}\n"
        #expect(
            try Typechecker.typecheck(files).errors.contains {
                $0.contains("redundant conformance of 'Note' to protocol 'Identifiable'")
            })
    }

    @Test func aSubEntityCannotLeaveItOut() {
        let (model, diagnostics) = TestSupport.load(
            """
            { "name": "M", "entities": [
                { "name": "Base", "attributes": [{ "name": "a", "type": "string" }] },
                { "name": "Child", "parent": "Base", "identifiable": false }
            ] }
            """)
        #expect(model == nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "3:58: error: a sub-entity cannot leave out Identifiable: it inherits the conformance from its root class; set 'identifiable' on the entity without a parent"
            ])
    }
}
