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
