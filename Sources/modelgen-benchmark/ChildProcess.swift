import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to its end, for timing: started with `posix_spawn` and waited for with `wait4`,
/// which returns the moment the child ends.
///
/// Foundation's `Process` is not used for anything timed: on Linux, `waitUntilExit()` polls in
/// steps of 50 ms, so `/bin/true` took 51 ms by it, and every figure was rounded up to the next step
/// (a `cp -r` of 60 ms read as 101 ms).
struct ChildProcess {
    /// How it ended, and what it cost.
    struct Outcome {
        /// Its exit status, or 128 plus the signal that ended it.
        var status: Int32
        /// Wall time from before it was started to its end.
        var wall: Duration
        /// The processor time it and the children it waited for used, user and system: what other
        /// work on the machine changes far less than the wall time.
        var cpu: Duration
        /// Its peak resident memory, in bytes.
        var peakMemory: Int
        /// Its standard output and standard error, when they were kept.
        var output: String
    }

    /// Runs `executable` with `arguments` and waits for it. Standard output and standard error go to
    /// a temporary file that is read afterwards when `keepingOutput` is true (so that no pipe has
    /// to be drained while it runs), else to /dev/null.
    static func run(_ executable: String, _ arguments: [String], keepingOutput: Bool = false) throws -> Outcome {
        let outputPath =
            keepingOutput
            ? FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-benchmark-\(UUID().uuidString)")
                .path
            : "/dev/null"
        defer { if keepingOutput { unlink(outputPath) } }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // This process's environment, made here: Darwin's headers do not declare `environ`.
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in environment { free(variable) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        // `posix_spawnp`, so that a bare name (SWIFT_FRONTEND=swift-frontend) is looked up on the PATH.
        let code = posix_spawnp(&pid, executable, &actions, nil, argv, environment)
        guard code == 0 else {
            throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(code)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchmarkError("cannot wait for \(executable)") }
        }
        let wall = clock.now - start

        // Decoded whatever its bytes: output that is not UTF-8 must still count as output.
        let output =
            keepingOutput
            ? FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) }
                ?? "(its output could not be read)" : ""
        // The status as wait(2) packs it: the low 7 bits are the signal that ended the child (0 when
        // it exited), the next byte its exit status.
        let signal = status & 0x7f
        #if canImport(Darwin)
            let peakMemory = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            let peakMemory = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, wall: wall,
            cpu: duration(usage.ru_utime) + duration(usage.ru_stime), peakMemory: peakMemory, output: output)
    }
}
