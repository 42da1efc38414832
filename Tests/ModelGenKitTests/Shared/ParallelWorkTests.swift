import Foundation
import Testing

@testable import ModelGenKit

/// The results of work spread over the cores come back in the items' order, one per item, however
/// the threads took the items.
@Suite struct ParallelWorkTests {
    @Test func resultsComeBackInTheItemsOrder() {
        let items = Array(0..<5_000)
        // Uneven work, so that the threads finish the items out of order.
        let results = ParallelWork.map(items) { item in
            (0..<(item % 7) * 50).reduce(item) { $0 &+ $1 } &- (0..<(item % 7) * 50).reduce(0, &+)
        }
        #expect(results == items)
        #expect(ParallelWork.map([Int]()) { $0 } == [])
        #expect(ParallelWork.map([42]) { $0 + 1 } == [43])
        #expect(ParallelWork.map((0..<100).reversed()) { "\($0)" } == (0..<100).reversed().map { "\($0)" })
    }
}

/// A value handed over to be freed in the background is freed, and not on the thread that handed
/// it over.
@Suite struct BackgroundDeallocationTests {
    /// Says on which thread it was freed.
    final class Tracked: Sendable {
        let freed: @Sendable (pthread_t) -> Void
        init(freed: @escaping @Sendable (pthread_t) -> Void) { self.freed = freed }
        deinit { freed(pthread_self()) }
    }

    /// The thread that freed the value, kept for the test to read.
    final class FreeingThread: @unchecked Sendable {
        private let lock = NSLock()
        private var thread: pthread_t?
        let done = DispatchSemaphore(value: 0)
        func record(_ thread: pthread_t) {
            lock.withLock { self.thread = thread }
            done.signal()
        }
        var recorded: pthread_t? { lock.withLock { thread } }
    }

    /// Many times over: with a handover that leaves the last release to whichever thread lets go
    /// of the value last, the calling thread frees it only when it loses a race, which is rare.
    @Test func aValueHandedOverIsFreedOnAnotherThread() {
        var freedHere = 0
        var neverFreed = 0
        for _ in 0..<200 {
            let freeing = FreeingThread()
            // Held by a tree of values, as a parsed model holds its parts.
            let tree: [[Tracked]] = [[Tracked(freed: freeing.record)]]
            ParallelWork.deallocateInBackground(consume tree)
            guard freeing.done.wait(timeout: .now() + 10) == .success, let thread = freeing.recorded else {
                neverFreed += 1
                continue
            }
            if pthread_equal(thread, pthread_self()) != 0 { freedHere += 1 }
        }
        #expect(neverFreed == 0, "values never freed")
        #expect(freedHere == 0, "values freed on the calling thread")
    }
}
