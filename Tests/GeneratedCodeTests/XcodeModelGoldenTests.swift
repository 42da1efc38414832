import Foundation
import Testing

@testable import ModelGenKit

/// The classes of the Xcode model fixtures: golden, and typechecked.
@Suite struct XcodeModelGoldenTests {
    /// The classes of each fixture, golden and typechecked against the SDK stub.
    @Test(arguments: ["Commits.xcdatamodeld", "Features.xcdatamodel"])
    func generatesTheClassesOfAnXcodeModel(fixture: String) throws {
        let (files, _) = try TestSupport.generate(TestSupport.xcodeFixtures.appendingPathComponent(fixture))
        #expect(!files.contains { $0.kind == .managedObjectModel }, "the app loads the model Xcode compiles")
        let folder = TestSupport.golden.appendingPathComponent("Xcode")
            .appendingPathComponent(fixture.components(separatedBy: ".")[0])
        for file in files {
            try TestSupport.expectGolden(file.contents, at: folder.appendingPathComponent(file.path))
        }
        try Typechecker.expectNoDiagnostics(TestSupport.sources(files), module: "XcodeModel")
    }
}
