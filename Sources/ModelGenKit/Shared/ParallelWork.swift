import Dispatch

/// Work spread over the machine's cores. Each item is done on its own, in any order and on any
/// thread; the results come back in the items' order, so that the output does not depend on the
/// threads.
enum ParallelWork {
    /// `transform` of each of `items`, in order.
    static func map<Items: Collection, Result: Sendable>(
        _ items: Items, _ transform: @Sendable (Items.Element) -> Result
    ) -> [Result] where Items.Element: Sendable {
        guard items.count > 1 else { return items.map(transform) }
        let slots = Slots(items: Array(items), resultType: Result.self)
        // Each slot is written by one iteration only, and read after all of them have ended.
        DispatchQueue.concurrentPerform(iterations: slots.items.count) { index in
            slots.results[index] = transform(slots.items[index])
        }
        return slots.results.map { $0! }
    }

    /// The items, and a slot for each one's result, shared by the threads.
    private final class Slots<Item: Sendable, Result: Sendable>: @unchecked Sendable {
        let items: [Item]
        let results: UnsafeMutableBufferPointer<Result?>

        init(items: [Item], resultType: Result.Type) {
            self.items = items
            results = .allocate(capacity: items.count)
            results.initialize(repeating: nil)
        }

        deinit {
            results.deinitialize()
            results.deallocate()
        }
    }
}

extension ParallelWork {
    /// Frees `value` on another thread. A large tree of values (a parsed model, its declarations,
    /// the resolver's tables) takes milliseconds to free, value by value; the thread done with it
    /// goes on meanwhile, where it would otherwise free it alone while the other cores wait.
    /// Pass the last copy (`consume`): a copy kept elsewhere leaves the freeing to its owner.
    static func deallocateInBackground<Value: Sendable>(_ value: consuming Value) {
        // Only the other thread empties the box: were the value captured by the closure itself,
        // the calling thread would free it whenever the closure ended before the call returned.
        let handoff = Handoff(consume value)
        backgroundDeallocations.enter()
        DispatchQueue.global().async {
            handoff.empty()
            backgroundDeallocations.leave()
        }
    }

    /// Returns once no handover is pending: every value handed to `deallocateInBackground` so far,
    /// and any handed over meanwhile (by any thread), has been let go of there, and freed unless
    /// something else still holds it. For tests, which then find out whether what the caller kept
    /// stands on its own.
    static func waitForBackgroundDeallocations() {
        backgroundDeallocations.wait()
    }

    /// The values handed over and not yet freed.
    private static let backgroundDeallocations = DispatchGroup()

    /// A value on its way to the thread that frees it.
    private final class Handoff<Value: Sendable>: @unchecked Sendable {
        /// Read and written only by `empty()`, on one thread, after `init` has returned.
        private var value: Value?

        init(_ value: consuming Value) { self.value = consume value }

        func empty() { value = nil }
    }
}
