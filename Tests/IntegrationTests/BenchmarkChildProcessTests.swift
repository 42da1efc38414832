import Foundation
import Testing

@testable import modelgen_benchmark

/// The benchmark times processes (the `modelgen` command, `cp -r`, `swift-frontend`) by
/// `ChildProcess`, which must report each one's end as it happens, with its status and output.
@Suite struct BenchmarkChildProcessTests {
    /// Foundation's `Process.waitUntilExit()` polls in 50 ms steps on Linux, which put every
    /// process's time at 51 ms or more (and rounded the rest up to the next step): the fastest of
    /// five runs of a shell that does nothing must take well under one step.
    @Test func aShortProcessIsTimedAsShort() throws {
        let fastest = try (0..<5).map { _ in try ChildProcess.run("/bin/sh", ["-c", ":"]).wall }.min()!
        #expect(fastest < .milliseconds(40), "\(fastest)")
    }

    @Test func aProcessThatWaitsIsTimedAsLongAsItWaits() throws {
        let outcome = try ChildProcess.run("/bin/sleep", ["0.2"])
        #expect(outcome.status == 0)
        #expect(outcome.wall >= .milliseconds(200))
    }

    @Test func itReportsTheExitStatusAndKeepsBothOutputs() throws {
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], keepingOutput: true)
        #expect(outcome.status == 3)
        #expect(outcome.output == "out\nerr\n")
        #expect(outcome.peakMemory > 0)
        // Output that is not UTF-8 still counts as output.
        let bytes = try ChildProcess.run("/bin/sh", ["-c", #"printf '\377\n'"#], keepingOutput: true)
        #expect(!bytes.output.isEmpty)
        // The environment is passed on.
        let environment = try ChildProcess.run("/bin/sh", ["-c", "echo \"$HOME\""], keepingOutput: true)
        #expect(environment.output == (ProcessInfo.processInfo.environment["HOME"] ?? "") + "\n")
    }

    @Test func aProcessEndedByASignalReportsIt() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"])
        #expect(outcome.status == 128 + 9)
    }

    @Test func aProgramIsFoundOnThePath() throws {
        #expect(try ChildProcess.run("sh", ["-c", "exit 4"]).status == 4)
    }

    @Test func aProgramThatIsNotThereIsAnError() {
        #expect(throws: BenchmarkError.self) { try ChildProcess.run("/no/such/program", []) }
    }
}

/// The goal of a fresh run against `cp -r` counts only when the disk creates files at its usual
/// speed: for a while after thousands of files are deleted, ext4 is ten times slower for both,
/// and modelgen, which creates its files on every core, comes out ahead of the copy.
@Suite struct BenchmarkVerdictTests {
    func copyVerdict(command: Duration, copy: Duration) throws -> Report.Verdict {
        var result = SizeResult(entities: Report.targetSize)
        result.files = 2_001
        result.unchangedRun = .milliseconds(90)
        result.command = command
        result.commandCopyBaseline = copy
        result.commandPeakMemory = 50_000_000
        var report = Report(runs: 1, folder: "/tmp")
        report.add(result)
        let verdicts = try #require(report.verdicts())
        return try #require(verdicts.first { $0.name.contains("vs cp -r") })
    }

    @Test func aRunOnASlowDiskIsNotCounted() throws {
        let fast = try copyVerdict(command: .milliseconds(80), copy: .milliseconds(60))
        #expect(fast.isMet)
        #expect(fast.caveat == nil)
        let slow = try copyVerdict(command: .milliseconds(400), copy: .milliseconds(600))
        #expect(!slow.isMet)
        #expect(slow.caveat?.hasPrefix("not counted: cp -r took 300 µs a file") == true)
        // Issue 49's guard: 2.5× the copy (issue 49 measured 2.2× on a quiet machine).
        let guarded = try copyVerdict(command: .milliseconds(132), copy: .milliseconds(60))
        #expect(guarded.isMet)
        #expect(guarded.goal == "≤ 2.5× (2.20×)")
        let missed = try copyVerdict(command: .milliseconds(160), copy: .milliseconds(60))
        #expect(!missed.isMet)
        #expect(missed.caveat == nil)
    }
}
