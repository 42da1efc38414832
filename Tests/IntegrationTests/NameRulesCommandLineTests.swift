import Foundation
import Testing

@testable import ModelGenKit

/// Names near the file system's limits, and names that clash across models, as `modelgen generate` meets them.
@Suite struct NameRulesCommandLineTests {
    /// A file whose name is near the limit can still be replaced: its temporary sibling's name is cut
    /// short, at a character.
    @Test func theTemporaryFileOfALongNameFitsTheLimit() throws {
        let name = String(repeating: "é", count: 115) + "+CoreDataProperties.swift"
        #expect(name.utf8.count == 255)
        for purpose in ["tmp", "backup"] {
            let sibling = Paths.fileName(of: FileSystem.siblingName(of: "/x/" + name, purpose: purpose))
            #expect(sibling.utf8.count <= 255 && sibling.hasPrefix(".éé") && sibling.hasSuffix("." + purpose))
        }
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("M.datamodel.json")
        let className = String(repeating: "A", count: 230)
        try TestModels.model(#"{ "name": "\#(className)", "attributes": [{ "name": "n", "type": "string" }] }"#).write(
            to: model, atomically: true, encoding: .utf8)
        let first = try ModelGenCLI.run(["generate", model.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        try TestModels.model(#"{ "name": "\#(className)", "attributes": [{ "name": "m", "type": "string" }] }"#).write(
            to: model, atomically: true, encoding: .utf8)
        let second = try ModelGenCLI.run(["generate", model.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stdout.contains("wrote \(folder.path)/\(className)+CoreDataProperties.swift"), "\(second.stdout)")
    }

    /// Models generated into one folder are one module: a type of one may not take the name of
    /// another's type of another kind, nor two models the name of one model type or actor.
    @Test func modelsGeneratedIntoOneFolderDeclareEachTypeOnce() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var texts: [String: String] = [:]
        /// Each model in a folder of its own, so that without `--output` each is generated beside itself.
        func write(_ name: String, _ json: String) throws -> String {
            let subfolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            let url = subfolder.appendingPathComponent(name + ".datamodel.json")
            try json.write(to: url, atomically: true, encoding: .utf8)
            texts[url.path] = json
            return url.path
        }
        let a = try write(
            "A",
            #"{ "name": "A", "entities": [{ "name": "Item", "attributes": [{ "name": "n", "type": "string" }] }] }"#)
        let d = try write(
            "D",
            #"{ "name": "D", "entities": [{ "name": "AModel", "attributes": [{ "name": "n", "type": "string" }] }] }"#)
        let e = try write(
            "E",
            #"{ "name": "A Model", "entities": [{ "name": "Thing", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        )
        let g = try write(
            "G",
            #"{ "name": "G", "composites": [{ "name": "Item", "elements": [{ "name": "x", "type": "double" }] }], "entities": [{ "name": "Place", "attributes": [{ "name": "loc", "type": "composite", "composite": "Item", "optional": true }] }] }"#
        )
        // Model A's main-actor form is `AMainModelActor`, which is model AMain's actor.
        let h = try write(
            "H",
            #"{ "name": "AMain", "entities": [{ "name": "Other", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        )
        let k = try write(
            "K",
            #"{ "name": "K", "entities": [{ "name": "AModelActor", "attributes": [{ "name": "n", "type": "string" }] }] }"#
        )
        func at(_ needle: String, in path: String) -> String {
            "\(path):\(TestSupport.position(of: needle, in: texts[path] ?? ""))"
        }
        let out = folder.appendingPathComponent("out").path
        for (other, error, note) in [
            (
                d,
                "\(at(#""AModel""#, in: d)): error: class 'AModel' has the name of the model's type 'AModel' of \(a)",
                at(#""A""#, in: a)
            ),
            (
                e,
                "\(at(#""A Model""#, in: e)): error: the model's type 'AModel' has the name of the model's type 'AModel' of \(a)",
                at(#""A""#, in: a)
            ),
            (
                g, "\(at(#""Item""#, in: g)): error: composite 'Item' has the name of the class 'Item' of \(a)",
                at(#""Item""#, in: a)
            ),
            (
                h,
                "\(at(#""AMain""#, in: h)): error: the model's actor 'AMainModelActor' has the name of the model's actor 'AMainModelActor' of \(a)",
                at(#""A""#, in: a)
            ),
            (
                k,
                "\(at(#""AModelActor""#, in: k)): error: class 'AModelActor' has the name of the model's actor 'AModelActor' of \(a)",
                at(#""A""#, in: a)
            ),
        ] {
            let result = try ModelGenCLI.run(["generate", a, other, "--output", out])
            #expect(result.status == 1)
            let fix =
                other == e || other == h ? "rename the model" : other == g ? "rename the composite" : "rename the class"
            #expect(
                result.stderr == """
                    \(error), and both are generated into \(out), one module; \(fix)
                    \(note): note: the other is declared here
                    error: nothing was written

                    """)
            // In one run into folders of their own (each beside its model), they are two modules.
            let apart = try ModelGenCLI.run(["generate", a, other, "--quiet"])
            #expect(apart.status == 0, "\(apart.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        // Model A without its actors ("omit" in its modelgen.json) leaves their names to the others.
        try #"{ "omit": ["modelActor"] }"#.write(
            toFile: folder.appendingPathComponent("A/modelgen.json").path, atomically: true, encoding: .utf8)
        for (index, other) in [h, k].enumerated() {
            let result = try ModelGenCLI.run(["generate", a, other, "--output", "\(out)\(index)", "--quiet"])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        }
    }
}
