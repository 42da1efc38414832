/// A small, fast, seeded random number generator (SplitMix64, by Steele, Lea and Flood), so that
/// randomised tests are reproducible: a failure names its seed, and the same seed gives the same
/// input. `below`, `chance` and `pick` reduce ranges themselves, as the standard library's
/// algorithm for `Int.random(in:using:)` may change between Swift versions.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<Element>(_ items: [Element]) -> Element {
        items[below(items.count)]
    }
}
