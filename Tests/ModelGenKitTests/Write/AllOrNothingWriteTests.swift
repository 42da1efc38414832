import Foundation
import Testing

@testable import ModelGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run's writes happen all together or not at all: a failure injected at every step of every
/// file leaves the folder exactly as it was (no file changed, none added or removed, no temporary
/// file or backup left), and a run that succeeds leaves nothing but its files.
@Suite struct AllOrNothingWriteTests {
    let folder: URL

    init() throws {
        folder = try TestSupport.makeTemporaryDirectory()
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Every file under the folder, with its bytes, hidden ones included.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path(name), isDirectory: &isFolder)
            files[name + (isFolder.boolValue ? "/" : "")] =
                isFolder.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: path(name)))
        }
        return files
    }

    /// A plan with every kind of change: two files replaced, one created in a new folder, a Class
    /// file created once, one stale file removed, and one left unchanged.
    func makePlan() throws -> WritePlan {
        for (name, text) in [
            ("A+CoreDataProperties.swift", "old A\n"), ("B+CoreDataProperties.swift", "old B\n"),
            ("Gone+CoreDataProperties.swift", "stale\n"), ("Same+CoreDataProperties.swift", "same\n"),
        ] {
            try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        }
        func write(_ name: String, _ contents: String, createsOnly: Bool = false) -> FileOperation {
            FileOperation(
                path: path(name), action: .write, kind: createsOnly ? .managedObjectClass : .properties,
                contents: contents, createsOnly: createsOnly)
        }
        return WritePlan(operations: [
            write("A+CoreDataProperties.swift", "new A\n"),
            FileOperation(path: path("Same+CoreDataProperties.swift"), action: .unchanged, kind: .properties),
            write("New/Deeper/C+CoreDataProperties.swift", "new C\n"),
            write("B+CoreDataProperties.swift", "new B\n"),
            write("D+CoreDataClass.swift", "class D\n", createsOnly: true),
            FileOperation(path: path("Gone+CoreDataProperties.swift"), action: .remove, kind: .properties),
        ])
    }

    @Test func aSuccessfulRunChangesEveryFileAndLeavesNothingElse() throws {
        let plan = try makePlan()
        var metrics = PipelineMetrics()
        let done = try PlanApplier.apply(plan, metrics: &metrics)
        #expect(done.map(\.action) == [.write, .unchanged, .write, .write, .write, .remove])
        #expect(metrics.filesWritten == 4 && metrics.filesRemoved == 1)
        #expect(
            try snapshot() == [
                "A+CoreDataProperties.swift": Data("new A\n".utf8), "B+CoreDataProperties.swift": Data("new B\n".utf8),
                "Same+CoreDataProperties.swift": Data("same\n".utf8), "New/": Data(), "New/Deeper/": Data(),
                "New/Deeper/C+CoreDataProperties.swift": Data("new C\n".utf8),
                "D+CoreDataClass.swift": Data("class D\n".utf8),
            ])
    }

    @Test(arguments: FileTransaction.Step.allCases)
    func aFailureAtAnyStepOfAnyFileChangesNothing(step: FileTransaction.Step) throws {
        var failures = 0
        for target in try makePlan().operations.map(\.path) {
            try reset()
            let plan = try makePlan()
            let before = try snapshot()
            let fault: FileTransaction.FaultInjector = { at, path in at == step && path == target ? ENOSPC : nil }
            var metrics = PipelineMetrics()
            do {
                _ = try PlanApplier.apply(plan, metrics: &metrics, injecting: fault)
            } catch {
                failures += 1
                #expect(error.diagnostics.first?.file == target)
                #expect(error.diagnostics.first?.message.hasSuffix(": No space left on device") == true)
                #expect(error.diagnostics.count == 2)
                #expect(error.diagnostics.last?.severity == .note)
                #expect(error.diagnostics.last?.message.hasPrefix("no file was changed") == true)
                #expect(try snapshot() == before, "a failure at \(step) of \(target) left the folder changed")
            }
        }
        // Staging touches every written file; backups only files that exist; commits every change.
        let expected = ["stage": 4, "backup": 3, "commit": 5][step.rawValue]
        #expect(failures == expected)
    }

    /// Empties the folder.
    func reset() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.removeItem(atPath: path(name))
        }
    }

    /// New files are removed again, replaced ones put back: the note tells the two apart (a fresh
    /// generation onto a full disk had said its new files were "put back").
    @Test func theNoteSaysHowManyFilesWereRemovedAndPutBack() throws {
        let plan = try makePlan()
        let last = path("Gone+CoreDataProperties.swift")
        var metrics = PipelineMetrics()
        #expect {
            try PlanApplier.apply(
                plan, metrics: &metrics, injecting: { step, path in step == .commit && path == last ? EIO : nil })
        } throws: { error in
            let failure = try #require(error as? WriteFailure)
            return failure.diagnostics.map(\.message) == [
                "cannot remove the file: Input/output error",
                "no file was changed (2 new files were removed again; 2 files were put back as they were)",
            ]
        }
    }

    /// A file that cannot be written in a folder made for it: the folders go too. (A name too
    /// long for the file system fails the write after the folders are made.)
    @Test func foldersMadeForAFileThatCannotBeWrittenAreRemoved() throws {
        let name = String(repeating: "n", count: 300) + ".swift"
        #expect(throws: FileTransaction.Failure.self) {
            try FileTransaction.apply([.replace(path: path("New/Deeper/\(name)"), contents: .text("x"))])
        }
        #expect(try snapshot() == [:])
    }

    /// Each kind of change against a file that appeared, or went, between planning and writing.
    @Test func changesFindTheDiskAsItIsWhenWriting() throws {
        try "mine\n".write(toFile: path("Mine+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        try "old\n".write(toFile: path("Appeared+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        // Planning saw no file here, which appeared since: replaced all the same, not left.
        try "old\n".write(toFile: path("Unforeseen+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let made = try FileTransaction.apply([
            .create(path: path("Mine+CoreDataClass.swift"), contents: .text("generated\n")),
            .create(path: path("New+CoreDataClass.swift"), contents: .text("new class\n")),
            .replace(path: path("Appeared+CoreDataProperties.swift"), contents: .text("new\n")),
            .replace(path: path("Missing+CoreDataProperties.swift"), contents: .text("made\n")),
            .replace(
                path: path("Unforeseen+CoreDataProperties.swift"), contents: .text("new\n"), missingWhenPlanned: true),
            .replace(
                path: path("Foreseen+CoreDataProperties.swift"), contents: .text("made\n"), missingWhenPlanned: true),
        ])
        #expect(made == [false, true, true, true, true, true])
        #expect(
            try snapshot() == [
                "Mine+CoreDataClass.swift": Data("mine\n".utf8), "New+CoreDataClass.swift": Data("new class\n".utf8),
                "Appeared+CoreDataProperties.swift": Data("new\n".utf8),
                "Missing+CoreDataProperties.swift": Data("made\n".utf8),
                "Unforeseen+CoreDataProperties.swift": Data("new\n".utf8),
                "Foreseen+CoreDataProperties.swift": Data("made\n".utf8),
            ])
        // A file that must be new fails the whole transaction when one is there.
        let before = try snapshot()
        #expect(throws: FileTransaction.Failure.self) {
            try FileTransaction.apply([
                .createNew(path: path("Other.json"), contents: .text("{}")),
                .createNew(path: path("Mine+CoreDataClass.swift"), contents: .text("x")),
            ])
        }
        #expect(try snapshot() == before)
    }

    /// Thousands of new files in one transaction (written on every core, each named as soon as it
    /// is written) are all there, whole, with nothing else beside them.
    @Test func manyNewFilesAreAllWritten() throws {
        let changes = (0..<3_000).map { index in
            FileTransaction.Change.create(
                path: path("Many/Entity\(index)+CoreDataProperties.swift"),
                contents: .text(String(repeating: "line \(index)\n", count: index % 50)))
        }
        let made = try FileTransaction.apply(changes)
        #expect(made.allSatisfy { $0 })
        let files = try snapshot()
        #expect(files.count == 3_001)
        for change in changes {
            let name = String(change.path.dropFirst(folder.path.count + 1))
            guard case .text(let text)? = change.contents else {
                Issue.record("\(name) is not text")
                continue
            }
            #expect(files[name] == Data(text.utf8), "\(name)")
        }
    }

    /// A new file is made whole under its name, by every way of making it (on Linux: a file
    /// without a name, named through its descriptor or through /proc; everywhere: a named
    /// temporary file linked to the name). An existing file is never replaced.
    @Test(arguments: FileSystem.CreationMethod.allCases)
    func aNewFileIsCreatedWholeAndNeverReplacesOne(method: FileSystem.CreationMethod) throws {
        let target = path("Commit+CoreDataClass.swift")
        #if canImport(Glibc)
            let expected = method
        #else
            let expected = FileSystem.CreationMethod.temporaryFile
        #endif
        #expect(
            try FileSystem.createFile(at: target, contents: .text("first\n"), method: method) == .created(by: expected))
        #expect(try FileSystem.createFile(at: target, contents: .text("second\n"), method: method) == .alreadyThere)
        #expect(try snapshot() == ["Commit+CoreDataClass.swift": Data("first\n".utf8)])
        #expect(throws: FileSystem.Failure.self) {
            try FileSystem.createFile(at: path("No/Such/Folder.swift"), contents: .text(""), method: method)
        }
        #expect(try snapshot() == ["Commit+CoreDataClass.swift": Data("first\n".utf8)])
    }

    @Test func aFolderInThePlaceOfAFileIsRefusedWhenPlanning() throws {
        try FileManager.default.createDirectory(
            atPath: path("B+CoreDataProperties.swift"), withIntermediateDirectories: true)
        let files = ["A", "B", "C"].map {
            GeneratedFile(
                path: path("\($0)+CoreDataProperties.swift"), kind: .properties, className: $0, contents: "\($0)\n")
        }
        let plan = WritePlanner.plan(files, staleFileScopes: [])
        #expect(
            TestSupport.describe(plan.diagnostics) == [
                "error: a folder is in the place of this generated file; move it away, or generate into another folder (--output)"
            ])
    }

    /// When the disk changes between planning and writing (a folder appears where the third file
    /// goes), the first two files are put back.
    @Test func aFolderThatAppearsAfterPlanningUndoesTheFilesBeforeIt() throws {
        let plan = try makePlan()
        let before = try snapshot()
        try FileManager.default.createDirectory(
            atPath: path("B+CoreDataProperties.swift") + ".d", withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: path("B+CoreDataProperties.swift"))
        try FileManager.default.moveItem(
            atPath: path("B+CoreDataProperties.swift") + ".d", toPath: path("B+CoreDataProperties.swift"))
        var metrics = PipelineMetrics()
        #expect(throws: WriteFailure.self) { try PlanApplier.apply(plan, metrics: &metrics) }
        var expected = before
        expected["B+CoreDataProperties.swift"] = nil
        expected["B+CoreDataProperties.swift/"] = Data()
        let after = try snapshot()
        #expect(after == expected, "\(after.keys.sorted()) \(expected.keys.sorted())")
    }

    @Test func freezingWithAFolderInThePlaceOfTheRecordWritesNothing() throws {
        let model = folder.appendingPathComponent("Commits.datamodel.json")
        try FileManager.default.copyItem(at: TestSupport.sampleModel, to: model)
        // A folder where the record goes: the version file must not be written either.
        try FileManager.default.createDirectory(
            atPath: path("Commits.versions/checksums.json"), withIntermediateDirectories: true)
        let before = try snapshot()
        let freezing = Generator.freeze(modelAt: model.path)
        #expect(freezing.version == nil)
        #expect(
            freezing.diagnostics.contains {
                $0.severity == .error && $0.file == path("Commits.versions/checksums.json")
            })
        #expect(try snapshot() == before)
    }
}
