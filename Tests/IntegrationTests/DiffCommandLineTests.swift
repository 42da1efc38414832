import Foundation
import Testing

@testable import ModelGenKit

/// `modelgen diff` run as users run it.
@Suite struct DiffCommandLineTests {
    /// `diff` says which errors are CloudKit's, not migration's: the store migrates, but does not sync.
    @Test func diffSaysThatAnEncryptionChangeIsCloudKitsProblem() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("Old.datamodel.json")
        let new = folder.appendingPathComponent("New.datamodel.json")
        let synced = #"""
            { "name": "Commits", "usedWithCloudKit": true, "entities": [{ "name": "Commit", "attributes": [
                { "name": "sha", "type": "string", "default": "" },
                { "name": "message", "type": "string", "optional": true } ] }] }
            """#
        try synced.write(to: old, atomically: true, encoding: .utf8)
        try synced.replacingOccurrences(
            of: #"{ "name": "message", "type": "string", "optional": true }"#,
            with: #"{ "name": "message", "type": "string", "optional": true, "allowsCloudEncryption": true }"#
        ).write(to: new, atomically: true, encoding: .utf8)
        let result = try ModelGenCLI.run(["diff", old.path, new.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasSuffix(
                "error: CloudKit cannot sync \(new.path) with the schema that \(old.path) put in production: 1 problem\n"
            ),
            "\(result.stderr)")
        #expect(!result.stderr.contains("lightweight migration cannot"), "\(result.stderr)")
    }
}
