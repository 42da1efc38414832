import Foundation
import Testing

@testable import ModelGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every path and argument a user can type gets a clear answer from the built `modelgen`: an error
/// naming the path and exit status 1 (or a usage error, 64), never a crash, a hang or a write.
@Suite struct HostileInputTests {
    let folder: URL

    init() throws {
        folder = try TestSupport.makeTemporaryDirectory()
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: url("Models"), withIntermediateDirectories: true)
        try fileManager.copyItem(at: TestSupport.sampleModel, to: url("Models/Commits.datamodel.json"))
        try fileManager.createDirectory(at: url("Old.xcdatamodeld"), withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(atPath: path("loopA"), withDestinationPath: "loopB")
        try fileManager.createSymbolicLink(atPath: path("loopB"), withDestinationPath: "loopA")
        try fileManager.createSymbolicLink(atPath: path("dangling"), withDestinationPath: "nothing-here")
        try "not a folder".write(to: url("plain"), atomically: true, encoding: .utf8)
        #expect(mkfifo(path("fifo"), 0o644) == 0)
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func path(_ name: String) -> String { url(name).path }

    /// Paths that name no model file, each with the start of the error it must get.
    static let badPaths: [(path: String, error: String)] = [
        (".", "is a folder, not a model file"),
        ("./", "is a folder, not a model file"),
        ("..", "is a folder, not a model file"),
        ("/", "is a folder, not a model file"),
        ("Models", "is a folder, not a model file"),
        ("Models/", "is a folder, not a model file"),
        ("~", "no such model file"),
        ("~/Commits.datamodel.json", "no such model file"),
        ("", "an empty path names no model file"),
        ("missing.datamodel.json", "no such model file"),
        ("loopA", "cannot read the model file: too many levels of symbolic links"),
        ("dangling", "no such model file: the symbolic link points to nothing"),
        ("fifo", "is a FIFO (named pipe), not a model file"),
        ("/dev/null", "is a device, not a model file"),
        ("plain/Commits.datamodel.json", "no such model file: part of the path is a file, not a folder"),
        (
            String(repeating: "m", count: 300) + ".datamodel.json",
            "cannot read the model file: the path or one of its names is too long"
        ),
        (
            String(repeating: "deep/", count: 1000) + "Commits.datamodel.json",
            "cannot read the model file: the path or one of its names is too long"
        ),
        ("line\nbreak.datamodel.json", "no such model file"),
        ("-", "no such model file"),
    ]

    @Test(arguments: ["generate", "validate", "freeze"])
    func everyBadPathIsOneClearErrorAndExitStatus1(command: String) throws {
        for (path, error) in Self.badPaths {
            let result = try ModelGenCLI.run([command, path], in: folder, timeLimit: .seconds(30))
            #expect(!result.crashed && !result.timedOut, "\(command) '\(path)' crashed or hung")
            #expect(result.status == 1, "\(command) '\(path)': \(result.stderr)")
            #expect(result.stderr.hasPrefix("\(path): error: \(error)"), "\(command) '\(path)': \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtracing"))
        }
        // Nothing was written anywhere in the folder.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Models", "Old.xcdatamodeld", "dangling", "fifo", "loopA", "loopB", "plain"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("Models")) == ["Commits.datamodel.json"])
    }

    @Test func everyBadPathIsAnErrorForDiffOnEitherSide() throws {
        let good = "Models/Commits.datamodel.json"
        for (path, error) in Self.badPaths {
            for arguments in [["diff", path, good], ["diff", good, path]] {
                let result = try ModelGenCLI.run(arguments, in: folder, timeLimit: .seconds(30))
                #expect(!result.crashed && !result.timedOut, "\(arguments) crashed or hung")
                #expect(result.status == 1, "\(arguments): \(result.stderr)")
                #expect(result.stderr.hasPrefix("\(path): error: \(error)"), "\(arguments): \(result.stderr)")
            }
        }
    }

    @Test func aPathWithBytesThatAreNotUTF8IsNoSuchFile() throws {
        // Process takes only Strings: the shell passes the raw bytes.
        let script = "exec \"$0\" generate \"$(printf 'caf\\351.datamodel.json')\""
        let result = try TestSupport.runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, ModelGenCLI.executable.path], in: folder,
            timeLimit: .seconds(30))
        #expect(!result.crashed && !result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.contains(": error: no such model file"), "\(result.stderr)")
    }

    @Test func aFolderGivenAsAModelNamesTheModelFilesInIt() throws {
        let result = try ModelGenCLI.run(["validate", "Models"], in: folder)
        #expect(
            result.stderr.split(separator: "\n").prefix(2) == [
                "Models: error: is a folder, not a model file",
                "Models/Commits.datamodel.json: note: a model file in the folder",
            ])
        // An Xcode model is a folder too: an empty one has no version to read.
        let xcode = try ModelGenCLI.run(["validate", "Old.xcdatamodeld"], in: folder)
        #expect(
            xcode.stderr == "Old.xcdatamodeld: error: the Xcode model has no versions: no .xcdatamodel folder in it\n")
        let version = try ModelGenCLI.run(["validate", "Old.xcdatamodeld/Old.xcdatamodel"], in: folder)
        #expect(version.stderr == "Old.xcdatamodeld/Old.xcdatamodel: error: no such Xcode model\n")
    }

    @Test func aBadOutputFolderIsAnErrorBeforeAnythingIsWritten() throws {
        for output in ["plain", "fifo", "/dev/null"] {
            let result = try ModelGenCLI.run(
                ["generate", "Models/Commits.datamodel.json", "--output", output], in: folder, timeLimit: .seconds(30))
            #expect(!result.crashed && !result.timedOut)
            #expect(result.status == 1, "\(output): \(result.stderr)")
            #expect(result.stderr.contains("\(output): error: the output folder is"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("Models")) == ["Commits.datamodel.json"])
    }

    /// Random command lines from the words users type (commands, options, values, good and bad
    /// paths) and some they do not: every run ends with a status modelgen documents, never a
    /// crash or a hang, and a usage error always shows the usage.
    @Test(.timeLimit(.minutes(3)), arguments: 0..<4)
    func randomCommandLinesNeverCrash(batch: Int) throws {
        let words = [
            "generate", "validate", "diff", "freeze", "help", "--help", "-h", "--version", "--output", "--output=",
            "--output=out", "--class-output", "--templates", "--templates=nowhere", "--access-level", "internal",
            "private", "--access-level=public", "--class-files", "always", "once", "--skip-class", "Commit",
            // No "/" or "..": after --output they would have the run write outside its folder.
            "--check", "--dry-run", "--quiet", "--", "-", "-x", "---", "=", "", ".", "~", "Models",
            "Models/", "Models/Commits.datamodel.json", "missing.datamodel.json", "fifo", "loopA", "dangling",
            "plain/x", "Old.xcdatamodeld", "out", "\u{0}", "é", "--output=\u{1F600}",
            String(repeating: "x", count: 5000),
        ]
        var random = SeededGenerator(seed: UInt64(0xC0FFEE + batch))
        for _ in 0..<15 {
            let count = random.below(6)
            var arguments = (0..<count).map { _ in random.pick(words) }
            // NUL cannot be passed to a process; it stands for a word cut short.
            arguments = arguments.map { $0.replacingOccurrences(of: "\u{0}", with: "") }
            let result = try ModelGenCLI.run(arguments, in: folder, timeLimit: .seconds(30))
            #expect(!result.crashed && !result.timedOut, "\(arguments) crashed or hung: \(result.stderr)")
            #expect([0, 1, 64].contains(result.status), "\(arguments) exited with \(result.status)")
            if result.status == 64 { #expect(result.stderr.contains("usage:"), "\(arguments): \(result.stderr)") }
            if result.status == 1 { #expect(result.stderr.contains("error:"), "\(arguments): \(result.stderr)") }
        }
        // Whatever ran, the model is as it was.
        let model = try TestSupport.read(url("Models/Commits.datamodel.json"))
        #expect(model == (try TestSupport.read(TestSupport.sampleModel)))
    }
}

/// The stages a long run reports, for the command line's status line on a terminal.
@Suite struct ProgressTests {
    final class Stages: @unchecked Sendable {
        private let lock = NSLock()
        private var stages: [String] = []
        func append(_ stage: String) { lock.withLock { stages.append(stage) } }
        var all: [String] { lock.withLock { stages } }
    }

    @Test func eachStageIsReportedInOrder() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        let model = folder.appendingPathComponent("Commits.datamodel.json")
        try FileManager.default.copyItem(at: TestSupport.sampleModel, to: model)
        let stages = Stages()
        var request = Generator.Request(modelPaths: [model.path])
        request.progress = { stages.append($0) }
        let outcome = Generator.plan(request)
        #expect(outcome.plan != nil)
        #expect(
            stages.all == [
                "reading and checking Commits.datamodel.json", "generating the classes of 2 entities",
                "comparing 6 files with those on disk",
            ])
    }

    /// Piped, as in CI, a run prints nothing but its problems on standard error. (A run this short
    /// would show no status line on a terminal either: the line waits for half a second.)
    @Test func aPipedRunPrintsNoStatusLine() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: TestSupport.sampleModel, to: folder.appendingPathComponent("Commits.datamodel.json"))
        let result = try ModelGenCLI.run(["generate", "Commits.datamodel.json", "--quiet"], in: folder)
        #expect(!result.stderr.contains("\u{1B}[K") && !result.stderr.contains("modelgen:"))
    }
}

/// `modelgen.json` as the model is fuzzed: random configurations built from its keys and values of
/// every JSON type, and byte-level mutants of a good one. Decoding always returns; a configuration
/// comes back exactly when there is no error; every diagnostic is located inside the text.
@Suite struct ConfigurationFuzzTests {
    static let good = #"{ "accessLevel": "internal", "templates": "Templates", "maxModelSize": 32 }"#

    @Test func theGoodConfigurationDecodes() {
        let (configuration, diagnostics) = Configuration.decode(bytes: Array(Self.good.utf8), path: "x/modelgen.json")
        #expect(diagnostics == [])
        #expect(configuration?.accessLevel == .internal && configuration?.templatesDirectory == "x/Templates")
        #expect(configuration?.modelSizeLimit == 32 * 1024 * 1024)
    }

    @Test(arguments: 0..<4)
    func randomConfigurationsAreAnsweredWithinTheContract(batch: Int) {
        let keys = ["accessLevel", "templates", "maxModelSize", "omit", "acessLevel", "", "templates ", "\u{0}"]
        let values = [
            #""internal""#, #""public""#, #""private""#, #""""#, #""/abs/olute""#, #""../up""#, "0", "1", "-1", "65536",
            "65537", "1.5", "2.0", "1e2", "99999999999999999999999", "true", "null", "[]", "{}", #"{"a": [1, {}]}"#,
            #"["predicates"]"#, #"["keyEnums", "keyEnums"]"#, #"["initializer", 1, null]"#, #"["modelActor"]"#,
        ]
        var random = SeededGenerator(seed: UInt64(0xC0F1_6000 + batch))
        for _ in 0..<500 {
            var text: String
            if random.chance(50) {
                let members = (0..<random.below(5)).map { _ in
                    "\"\(random.pick(keys))\": \(random.pick(values))"
                }
                text = "{ " + members.joined(separator: ", ") + " }"
            } else {
                var bytes = Array(Self.good.utf8)
                for _ in 0...random.below(4) {
                    let index = random.below(bytes.count + 1)
                    switch random.below(3) {
                    case 0 where index < bytes.count: bytes.remove(at: index)
                    case 1: bytes.insert(random.pick(Array(#"{}[]",:"0.e-\"#.utf8)), at: index)
                    default: if index < bytes.count { bytes[index] = UInt8(random.below(256)) }
                    }
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            let (configuration, diagnostics) = Configuration.decode(bytes: Array(text.utf8), path: "modelgen.json")
            #expect((configuration == nil) == diagnostics.hasErrors, "\(text)")
            // Lines end as the JSON reader ends them: at \n, \r\n or \r.
            let lines = text.split(omittingEmptySubsequences: false) { "\n\r\r\n".contains($0) }
            for diagnostic in diagnostics {
                guard let location = diagnostic.location else { continue }
                #expect(location.line >= 1 && location.line <= lines.count, "\(text): \(diagnostic.formatted)")
                #expect(location.column >= 1, "\(text): \(diagnostic.formatted)")
            }
        }
    }
}
