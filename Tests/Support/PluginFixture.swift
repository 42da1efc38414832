import Foundation

/// A temporary copy of a package that applies modelgen's plugins (`Fixtures/PluginPackage` or
/// `samples/CommitsApp`), with its modelgen dependency pointed at this repository, and SwiftPM
/// run on it as a user would.
struct PluginFixture {
    let root: URL

    /// Copies the package at `package`, whose manifest names modelgen by the relative `path`: into
    /// a new folder, or into `reusedRoot`, replacing everything there but the `.build` folder that
    /// an earlier copy left (of this package or another one that depends on modelgen alike), so
    /// that SwiftPM does not build modelgen again. Each package's targets are its own, so what the
    /// build plugin generates for one is not mistaken for the other's, in whichever order they run.
    init(
        copying package: URL = TestSupport.fixtures.appendingPathComponent("PluginPackage"),
        modelgenPath: String = "../../../..", at reusedRoot: URL? = nil
    ) throws {
        let manager = FileManager.default
        if let reusedRoot {
            root = reusedRoot
            try manager.createDirectory(at: root, withIntermediateDirectories: true)
            for item in try manager.contentsOfDirectory(atPath: root.path) where item != ".build" {
                try manager.removeItem(at: root.appendingPathComponent(item))
            }
            for item in try manager.contentsOfDirectory(atPath: package.path) where item != ".build" {
                try manager.copyItem(at: package.appendingPathComponent(item), to: root.appendingPathComponent(item))
            }
        } else {
            root = try TestSupport.makeTemporaryDirectory().appendingPathComponent(package.lastPathComponent)
            try manager.copyItem(at: package, to: root)
        }
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try TestSupport.read(manifest)
        let relative = "path: \"\(modelgenPath)\""
        precondition(
            text.contains(relative), "the fixture's Package.swift no longer depends on modelgen by \(relative)")
        try text.replacingOccurrences(of: relative, with: "path: \"\(TestSupport.packageRoot.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func read(_ path: String) throws -> String { try TestSupport.read(url(path)) }

    func write(_ text: String, to path: String) throws {
        try text.write(to: url(path), atomically: true, encoding: .utf8)
    }

    /// Runs `swift` with `arguments` in the package; `output` is stdout and stderr together.
    func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try TestSupport.runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: root)
        return (result.status, result.stdout + result.stderr)
    }

    /// Where the build plugin generates a target's files.
    func generatedFolder(of target: String) -> URL {
        url(
            ".build/plugins/outputs/\(root.lastPathComponent.lowercased())/\(target)/destination/ModelGenPlugin/GeneratedSources"
        )
    }

    func generatedNames(of target: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: generatedFolder(of: target).path).sorted()
    }

    /// Moves a file's modification date forward, as an editor's save does, without changing it.
    func touch(_ path: String) throws {
        let date = try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as! Date
        try FileManager.default.setAttributes(
            [.modificationDate: date.addingTimeInterval(60)], ofItemAtPath: url(path).path)
    }
}
