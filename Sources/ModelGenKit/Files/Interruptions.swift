import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals that ask a process to stop (SIGINT from Ctrl-C, SIGTERM, SIGHUP), held back while
/// files are changed, so that a transaction is not cut off between its renames and leaves the set
/// half changed.
///
/// A signal that arrives meanwhile is recorded; when the last transaction ends, the handling that
/// was there before is put back whole (`sigaction`), and each recorded signal is sent again to the
/// process (`kill`, which any thread that does not block it takes; `raise` would go to the calling
/// thread, which may block it). A transaction that failed keeps them until
/// `raiseDeferredInterruptions()`, so that the command can first say what failed. A signal that
/// the process ignores is left alone. Transactions on several threads at once hold the signals
/// together, counted per signal.
public enum Interruptions {
    /// The signals `FileTransaction` holds back.
    static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with `signals` held back.
    static func holding<T, E: Error>(_ signals: [Int32] = stopSignals, _ body: () throws(E) -> T) throws(E) -> T {
        let held = begin(signals)
        var succeeded = false
        defer { end(held, succeeded: succeeded) }
        let result = try body()
        succeeded = true
        return result
    }

    /// Sends again the signals that arrived during a transaction that failed: call it once what
    /// failed has been said.
    public static func raiseDeferredInterruptions() {
        lock.lock()
        let signals = deferred.sorted()
        deferred = []
        lock.unlock()
        for signal in signals { kill(getpid(), signal) }
    }

    // MARK: State

    private static let lock = NSLock()
    /// For each signal held: by how many transactions, and the handling it had before.
    nonisolated(unsafe) private static var holds: [Int32: (count: Int, previous: sigaction)] = [:]
    /// Signals of failed transactions, for `raiseDeferredInterruptions()`.
    nonisolated(unsafe) private static var deferred: Set<Int32> = []
    /// One flag per signal number, set by the handler: memory of a fixed place, allocated before any
    /// handler is installed, so that the handler only stores a number.
    nonisolated(unsafe) private static let arrived: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 128)
        flags.initialize(repeating: 0, count: 128)
        return flags
    }()

    /// Installs the handler for each of `signals` not ignored and not held already; returns those
    /// this call holds.
    private static func begin(_ signals: [Int32]) -> [Int32] {
        let flags = arrived
        lock.lock()
        defer { lock.unlock() }
        var held: [Int32] = []
        for signal in signals where signal > 0 && signal < 128 {
            if var hold = holds[signal] {
                hold.count += 1
                holds[signal] = hold
                held.append(signal)
                continue
            }
            var previous = sigaction()
            guard sigaction(signal, nil, &previous) == 0, !isIgnored(previous) else { continue }
            flags[Int(signal)] = 0
            var action = sigaction()
            setHandler(&action) { number in Interruptions.arrived[Int(number)] = 1 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            guard sigaction(signal, &action, nil) == 0 else { continue }
            holds[signal] = (1, previous)
            held.append(signal)
        }
        return held
    }

    /// Releases `held`; a signal that no transaction holds any longer gets its handling back, and
    /// is sent again if it arrived (or kept for later, when the transaction failed).
    private static func end(_ held: [Int32], succeeded: Bool) {
        let flags = arrived
        lock.lock()
        var resend: [Int32] = []
        for signal in held {
            guard var hold = holds[signal] else { continue }
            hold.count -= 1
            guard hold.count == 0 else {
                holds[signal] = hold
                continue
            }
            holds[signal] = nil
            var previous = hold.previous
            sigaction(signal, &previous, nil)
            if flags[Int(signal)] != 0 {
                flags[Int(signal)] = 0
                if succeeded { resend.append(signal) } else { deferred.insert(signal) }
            }
        }
        lock.unlock()
        for signal in resend { kill(getpid(), signal) }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false  // SIG_IGN is 1
    }

    private static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
    }
}
