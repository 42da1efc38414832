import Foundation
import Testing

extension Tag {
    /// Suites that take many seconds: real SwiftPM builds, typechecks against the SDK stub, fuzzing.
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Skips a slow suite when `MODELGEN_FAST_TESTS=1`, so that `MODELGEN_FAST_TESTS=1 swift test`
    /// runs the fast tests in seconds; `swift test` (and CI) runs everything.
    static var skippedInFastRuns: Self {
        .enabled(if: !TestSpeed.isFastRun, "MODELGEN_FAST_TESTS=1 runs only the fast tests")
    }
}

enum TestSpeed {
    static var isFastRun: Bool {
        ProcessInfo.processInfo.environment["MODELGEN_FAST_TESTS"] == "1"
    }
}
