import Foundation
import ModelGenKit
import SyntheticModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The figures for one model size, measured in a process of their own so that the peak memory is
/// that size's alone. The child prints them as JSON; the parent reads them back.
struct SizeResult: Codable {
    var entities: Int
    var modelBytes = 0
    var files = 0
    var outputBytes = 0
    /// Median wall time of a full run into an empty folder, and the stage times of that run, by
    /// the stage's name.
    var fullRun: Duration = .zero
    var stageTimes: [String: Duration] = [:]
    /// Median wall time and files written: a second run on the unchanged model, and a run after
    /// one entity gained an attribute.
    var unchangedRun: Duration = .zero
    var unchangedWrites = 0
    /// The stage times of the unchanged run whose wall time is the median, by the stage's name.
    var unchangedStageTimes: [String: Duration] = [:]
    var changedRun: Duration = .zero
    var changedWrites: [String] = []
    /// Peak resident memory of the measuring process, in bytes.
    var peakMemory = 0
    /// Median wall time to write the same files with plain system calls: what the disk costs.
    var diskBaseline: Duration = .zero
    /// Median wall time of `cp -r` of the same files into a new folder beside them: a plain copy,
    /// the reference of a full run.
    var copyBaseline: Duration = .zero
    /// The `modelgen generate` command, run as a process: median wall time and peak memory.
    var command: Duration?
    var commandPeakMemory: Int?
    /// Median wall time of `cp -r` of the command's output, each copy right after a command run:
    /// the reference of the command, met by the disk in the same state.
    var commandCopyBaseline: Duration?

    init(entities: Int) {
        self.entities = entities
    }

    func time(of stage: PipelineMetrics.Stage) -> Duration {
        stageTimes[stage.rawValue] ?? .zero
    }
}

/// Measures one model size in this process.
struct SizeMeasurement {
    let entities: Int
    let runs: Int
    /// The `modelgen` executable to time as a command, if it was found.
    let commandPath: String?
    /// The folder to work in.
    let folder: String

    func run() throws -> SizeResult {
        // Left for the parent to remove once every size is measured: thousands of files deleted
        // make creating files slow for a while afterwards on ext4 (it skips recently deleted
        // inodes), which would slow the next size's runs and its `cp -r` alike.
        let workspace = try Workspace(in: folder)
        var result = SizeResult(entities: entities)

        // Two versions of the model under the same file name: as made, and with one entity changed.
        let original = SyntheticModel(entityCount: entities)
        let changed = SyntheticModel(entityCount: entities, changedEntities: [entities / 2])
        let originalPath = try workspace.write(original.json, to: "original/" + original.fileName)
        let changedPath = try workspace.write(changed.json, to: "changed/" + changed.fileName)

        // The command first, while this process is small. On Linux a child's peak memory starts at
        // its parent's peak when it was started (the parent's memory is the child's until it runs
        // the command, and the kernel keeps the larger figure): measured after the runs in this
        // process, the command's peak would be this process's.
        // The command and `cp -r` of the warm-up run's output (the same files) take turns, after
        // that warm-up run, which is not counted, so that both meet the disk in the same state (the
        // files written so far are still being flushed).
        if let commandPath {
            var commandRuns: [Duration] = []
            var copyRuns: [Duration] = []
            var commandPeakMemory = 0
            let source = workspace.path("command-0")
            for index in 0...runs {
                let output = workspace.path("command-\(index)")
                let command = try runCommand(
                    commandPath, arguments: ["generate", originalPath, "--output", output, "--quiet"])
                commandPeakMemory = max(commandPeakMemory, command.peakMemory)
                guard index > 0 else { continue }
                commandRuns.append(command.wall)
                copyRuns.append(
                    try runCommand("/bin/cp", arguments: ["-r", source, workspace.path("command-copy-\(index)")]).wall)
            }
            result.command = commandRuns.sorted()[runs / 2]
            result.commandCopyBaseline = copyRuns.sorted()[runs / 2]
            result.commandPeakMemory = commandPeakMemory
        }

        // Full runs, each into an empty folder; the first is a warm-up and is not counted. The folders
        // are removed only at the end, so that the file system is not busy deleting during a run.
        // Each run is followed by the disk's own cost: the same files written one by one by plain
        // system calls (a temporary file, then a rename), with none of modelgen's work and none of
        // its threads.
        // Taking turns, both meet the disk in the same state.
        var fullRuns: [(wall: Duration, metrics: PipelineMetrics)] = []
        var diskRuns: [Duration] = []
        var copyRuns: [Duration] = []
        let lastOutput = workspace.path("full-0")
        _ = try generate(originalPath, into: lastOutput)
        let written = try FileManager.default.contentsOfDirectory(atPath: lastOutput).sorted().map { name in
            (name, try Data(contentsOf: URL(fileURLWithPath: lastOutput + "/" + name)))
        }
        for index in 1...runs {
            let (wall, metrics, _) = try generate(originalPath, into: workspace.path("full-\(index)"))
            fullRuns.append((wall, metrics))
            diskRuns.append(try writePlainly(written, into: workspace.path("disk-\(index)")))
            copyRuns.append(
                try runCommand("/bin/cp", arguments: ["-r", lastOutput, workspace.path("copy-\(index)")]).wall)
        }
        let median = fullRuns.sorted { $0.wall < $1.wall }[fullRuns.count / 2]
        result.fullRun = median.wall
        result.stageTimes = Dictionary(
            uniqueKeysWithValues: PipelineMetrics.Stage.allCases.map { ($0.rawValue, median.metrics.duration(of: $0)) })
        result.modelBytes = median.metrics.modelBytes
        result.files = median.metrics.filesWritten
        result.outputBytes = median.metrics.renderedBytes
        result.diskBaseline = diskRuns.sorted()[runs / 2]
        result.copyBaseline = copyRuns.sorted()[runs / 2]

        // Second runs on the same model: nothing to write.
        var unchanged: [(wall: Duration, metrics: PipelineMetrics)] = []
        for _ in 0..<runs {
            let (wall, metrics, _) = try generate(originalPath, into: lastOutput)
            unchanged.append((wall, metrics))
            result.unchangedWrites = max(result.unchangedWrites, metrics.filesWritten + metrics.filesRemoved)
        }
        let medianUnchanged = unchanged.sorted { $0.wall < $1.wall }[runs / 2]
        result.unchangedRun = medianUnchanged.wall
        result.unchangedStageTimes = Dictionary(
            uniqueKeysWithValues: PipelineMetrics.Stage.allCases.map {
                ($0.rawValue, medianUnchanged.metrics.duration(of: $0))
            })

        // Runs that alternate between the two versions, so that each finds one entity changed.
        var changedRuns: [Duration] = []
        for index in 0..<runs {
            let path = index % 2 == 0 ? changedPath : originalPath
            let (wall, _, done) = try generate(path, into: lastOutput)
            changedRuns.append(wall)
            result.changedWrites = done.filter { $0.action == .write }.map {
                URL(fileURLWithPath: $0.path).lastPathComponent
            }
        }
        result.changedRun = changedRuns.sorted()[runs / 2]
        result.peakMemory = peakResidentMemory()
        return result
    }

    /// One whole run of the pipeline, as `modelgen generate --output folder` does it.
    private func generate(_ modelPath: String, into folder: String) throws -> (
        Duration, PipelineMetrics, [FileOperation]
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = Generator.plan(Generator.Request(modelPaths: [modelPath], outputDirectory: folder))
        var metrics = outcome.metrics
        guard let plan = outcome.plan else {
            throw BenchmarkError(
                "the synthetic model has errors:\n" + outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
        }
        let done = try PlanApplier.apply(plan, metrics: &metrics)
        return (clock.now - start, metrics, done)
    }

    /// Writes each file into a new folder with open, write, close and rename; returns the wall time.
    private func writePlainly(_ files: [(name: String, contents: Data)], into folder: String) throws -> Duration {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let clock = ContinuousClock()
        let start = clock.now
        for (name, contents) in files {
            let temporary = folder + "/." + name + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw BenchmarkError("cannot create \(temporary)") }
            let count = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard count == contents.count, rename(temporary, folder + "/" + name) == 0 else {
                throw BenchmarkError("cannot write \(folder)/\(name)")
            }
        }
        return clock.now - start
    }

    private func runCommand(_ path: String, arguments: [String]) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.run(path, arguments)
        guard outcome.status == 0 else {
            throw BenchmarkError("\(path) \(arguments.joined(separator: " ")) exited with status \(outcome.status)")
        }
        return outcome
    }
}

/// The peak resident memory of this process, in bytes.
func peakResidentMemory() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
}

/// A temporary folder for one measurement, removed at its end.
struct Workspace {
    let root: String

    /// A new folder in `parent`.
    init(in parent: String) throws {
        root = (parent as NSString).appendingPathComponent(
            "modelgen-benchmark-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ text: String, to relative: String) throws -> String {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func remove(_ relative: String) { try? FileManager.default.removeItem(atPath: path(relative)) }
    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }
}
