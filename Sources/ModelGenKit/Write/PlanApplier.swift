import Foundation

/// Carries out a write plan.
public enum PlanApplier {
    /// Carries out a plan: its writes and removals all happen, or none does (see `FileTransaction`).
    /// Returns the operations as done (a Class file that appeared since planning is kept, not
    /// written). Times the writing and counts the files written and removed into `metrics`.
    /// On failure, the error names the file that failed; the notes and further errors say that no
    /// file was changed or, if undoing failed too, which files are not as they were.
    public static func apply(_ plan: WritePlan, metrics: inout PipelineMetrics) throws(WriteFailure)
        -> [FileOperation]
    {
        try apply(plan, metrics: &metrics, injecting: nil)
    }

    /// The file transaction's changes for the plan's writes and removals, in their order.
    static func changes(for operations: [FileOperation]) -> [FileTransaction.Change] {
        operations.map { operation in
            switch operation.action {
            case .remove:
                return .remove(path: operation.path)
            default:
                // The rendered text is written as it is, not copied into `Data` first.
                let data = FileContents.utf8(operation.utf8 ?? [])
                return operation.createsOnly
                    ? .create(path: operation.path, contents: data)
                    : .replace(
                        path: operation.path, contents: data, missingWhenPlanned: operation.missingWhenPlanned)
            }
        }
    }

    /// `apply`, with a failure injected at chosen steps (for tests).
    static func apply(
        _ plan: WritePlan, metrics: inout PipelineMetrics, injecting fault: FileTransaction.FaultInjector?
    ) throws(WriteFailure) -> [FileOperation] {
        let changing = plan.operations.filter { $0.action == .write || $0.action == .remove }
        let changes = changes(for: changing)
        // Files a killed run left behind: hidden, they would stay for ever.
        FileSystem.deleteLeftovers(plan.leftovers)
        let made: [Bool]
        do {
            made = try metrics.measure(.write) { () throws(FileTransaction.Failure) -> [Bool] in
                try FileTransaction.apply(changes, injecting: fault)
            }
        } catch {
            throw WriteFailure(diagnostics: error.diagnostics)
        }
        var madeByPath: [String: Bool] = [:]
        for (operation, wasMade) in zip(changing, made) { madeByPath[operation.path] = wasMade }
        return plan.operations.map { operation in
            var done = operation
            switch operation.action {
            case .write:
                if madeByPath[operation.path] == false {
                    done.action = .keep
                } else {
                    metrics.filesWritten += 1
                }
            case .remove:
                metrics.filesRemoved += 1
            case .unchanged, .keep:
                break
            }
            return done
        }
    }
}

/// Why a write plan could not be carried out: the first diagnostic is the failure; the rest say
/// what was left (normally, that no file was changed).
public struct WriteFailure: Error, Sendable {
    /// The failure, then what it left.
    public var diagnostics: [Diagnostic]
}
