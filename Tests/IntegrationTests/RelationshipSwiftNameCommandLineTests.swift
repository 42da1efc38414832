import Foundation
import Testing

@testable import ModelGenKit

/// Relationships' Swift names as `modelgen generate` checks them.
@Suite struct RelationshipSwiftNameCommandLineTests {
    /// From the command line, as a user meets it: a clash is the compiler's kind of error at the
    /// Swift name, generate writes nothing and fails; validate, once it is fixed, passes.
    @Test func theCommandLineLocatesAClashAndWritesNothing() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Notes.datamodel.json").path
        let clashing = TestModels.notesWithRenamedRelationships.replacingOccurrences(
            of: #""swiftName": "labels""#, with: #""swiftName": "orderedTags""#)
        try clashing.write(toFile: model, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let result = try ModelGenCLI.run(["generate", model, "--output", out])
        #expect(result.status == 1)
        let position = TestSupport.position(of: #""orderedTags" }"#, in: clashing, occurrence: 2)
        #expect(
            result.stderr.hasPrefix(
                "\(model):4:17: warning: property name 'deleted' is the name of a property of NSManagedObject")
        )
        #expect(
            result.stderr.hasSuffix(
                """
                \(model):\(position): error: Swift name 'orderedTags' is also the Swift name of property 'steps' of entity 'Note'; choose another Swift name
                error: nothing was written

                """), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        try TestModels.notesWithRenamedRelationships.write(toFile: model, atomically: true, encoding: .utf8)
        let fixed = try ModelGenCLI.run(["validate", model])
        #expect(fixed.status == 0, "\(fixed.stderr)")
    }
}
