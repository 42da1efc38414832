/// What one run of the pipeline did, stage by stage: how long each stage took and how much work it
/// did. The benchmark (`swift run -c release modelgen-benchmark`) prints the times; the scaling
/// tests check that the work grows in proportion to the model, never faster.
///
/// `Generator.plan(_:)` returns the metrics of planning in its outcome; pass them on to
/// `PlanApplier.apply(_:metrics:)`, which adds the write's, to measure a whole run.
public struct PipelineMetrics: Sendable {
    /// The stages of a run, in the order they happen.
    public enum Stage: String, CaseIterable, Sendable {
        /// Reading model files and their `modelgen.json`.
        case read
        /// JSON text → syntax tree → model declaration.
        case parse
        /// Declaration → checked, resolved model.
        case resolve
        /// Resolved model → one render context per output file.
        case translate
        /// Templates + contexts → text.
        case render
        /// Comparing the text with the files on disk, to plan what to write.
        case compare
        /// Carrying out the plan: writing and removing files.
        case write
    }

    /// The wall time spent in each stage. Translation and rendering run together on several
    /// threads: their shares of that wall time are in proportion to the time each took on them.
    public private(set) var durations: [Stage: Duration] = [:]

    /// Bytes of model text read.
    public var modelBytes = 0
    /// Entities in the resolved models.
    public var entities = 0
    /// Properties (own attributes and relationships) in the resolved models.
    public var properties = 0
    /// Output files translated into render contexts.
    public var filesTranslated = 0
    /// Output files rendered from their templates.
    public var filesRendered = 0
    /// Template nodes (text, variables and sections) the renderer visited, over all files.
    public var templateNodesRendered = 0
    /// Bytes of generated text.
    public var renderedBytes = 0
    /// Files and folders on disk looked up or read while planning (the files of a folder that does
    /// not exist are not looked up).
    public var filesCompared = 0
    /// Folders listed while planning, to find stale generated files.
    public var foldersListed = 0
    /// Files written.
    public var filesWritten = 0
    /// Stale generated files removed.
    public var filesRemoved = 0

    /// Metrics with nothing measured yet.
    public init() {}

    /// The time spent in `stage`, zero when it did not run.
    public func duration(of stage: Stage) -> Duration {
        durations[stage] ?? .zero
    }

    /// The time spent in all stages together.
    public var totalDuration: Duration {
        durations.values.reduce(.zero, +)
    }

    /// Adds `duration` to the time of `stage`.
    mutating func record(_ duration: Duration, for stage: Stage) {
        durations[stage, default: .zero] += duration
    }

    /// Runs `body`, adding its wall time to `stage`.
    mutating func measure<Result, Failure>(_ stage: Stage, _ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        let clock = ContinuousClock()
        let start = clock.now
        defer { record(clock.now - start, for: stage) }
        return try body()
    }
}
