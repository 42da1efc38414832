import Foundation

/// Carries out a write plan.
public enum PlanApplier {
    /// Carries out a plan: writes and removals, each atomic. Returns the operations as done (a
    /// Class file that appeared since planning is kept, not written). Times the writing and counts
    /// the files written and removed into `metrics`.
    public static func apply(_ plan: WritePlan, metrics: inout PipelineMetrics) throws(Diagnostic) -> [FileOperation] {
        var written = 0
        var removed = 0
        defer {
            metrics.filesWritten += written
            metrics.filesRemoved += removed
        }
        do {
            return try metrics.measure(.write) { () throws(FileSystem.Failure) -> [FileOperation] in
                try apply(plan, written: &written, removed: &removed)
            }
        } catch {
            throw error.diagnostic
        }
    }

    private static func apply(_ plan: WritePlan, written: inout Int, removed: inout Int) throws(FileSystem.Failure)
        -> [FileOperation]
    {
        var done: [FileOperation] = []
        for var operation in plan.operations {
            switch operation.action {
            case .write:
                let data = Data((operation.contents ?? "").utf8)
                if operation.createsOnly {
                    if try !FileSystem.createIfMissing(operation.path, with: data) { operation.action = .keep }
                } else {
                    try FileSystem.replace(operation.path, with: data)
                }
                if operation.action == .write { written += 1 }
            case .remove:
                try FileSystem.remove(operation.path)
                removed += 1
            case .unchanged, .keep:
                break
            }
            done.append(operation)
        }
        return done
    }
}
