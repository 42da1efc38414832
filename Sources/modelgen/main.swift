import Foundation
import ModelGenKit

/// The command line: parses arguments, runs the library's pipeline, prints its results.
/// Exit status: 0 success, 1 errors in a model or stale output, 64 a usage error.
func run(_ arguments: [String]) -> Int32 {
    let command: Command
    do {
        command = try CommandLineParser.parse(arguments)
    } catch {
        printer.print(Diagnostic(.error, error.message))
        printError(Usage.afterError(in: arguments))
        return 64
    }
    switch command {
    case .help(let topic):
        guard let topic else {
            print(Usage.full)
            return 0
        }
        guard let help = Usage.help(for: topic) else {
            let advice =
                closestMatch(to: topic, in: CommandLineParser.commands).map { "did you mean '\($0)'?" }
                ?? CommandLineParser.commandList
            printer.print(Diagnostic(.error, "no help for '\(topic)'; \(advice)"))
            printError(Usage.short)
            return 64
        }
        print(help)
        return 0
    case .version:
        print("modelgen \(modelgenVersion)")
        return 0
    case .validate(let paths, let templatesDirectory, let quiet):
        let validation = Generator.validation(ofModelsAt: paths, templatesDirectory: templatesDirectory)
        printer.print(validation.diagnostics)
        if validation.diagnostics.hasErrors { return 1 }
        if !quiet { print(checkedLine(validation)) }
        return 0
    case .diff(let oldPath, let newPath):
        return diff(oldPath, newPath)
    case .freeze(let modelPath, let dryRun):
        let freezing = Generator.freeze(modelAt: modelPath, dryRun: dryRun)
        printer.print(freezing.diagnostics)
        if let version = freezing.alreadyFrozenVersion {
            print("\(modelPath) is shipped version \(version) already, as it was frozen; nothing to freeze.")
            return 0
        }
        guard let version = freezing.version else {
            printer.print(Diagnostic(.error, "nothing was frozen"))
            return 1
        }
        for path in freezing.writtenFiles { print("\(dryRun ? "would write" : "wrote") \(path)") }
        print(
            dryRun
                ? "Would freeze \(modelPath) as shipped version \(version); nothing was written (--dry-run)."
                : "Froze \(modelPath) as shipped version \(version).")
        if version == 1 { print(firstVersionChanges(modelPath, dryRun: dryRun)) }
        return 0
    case .convert(let input, let output, let dropUnsupported, let mappingModelFolders, let firstVersion, let dryRun):
        let conversion = Generator.convert(
            modelAt: input, to: output, dropUnsupported: dropUnsupported, mappingModelFolders: mappingModelFolders,
            firstVersion: firstVersion, dryRun: dryRun)
        printer.print(conversion.diagnostics)
        guard !conversion.writtenFiles.isEmpty else {
            printer.print(Diagnostic(.error, "nothing was written"))
            return 1
        }
        for path in conversion.writtenFiles { print("\(dryRun ? "would write" : "wrote") \(path)") }
        let versions = conversion.versionCount == 1 ? "1 version" : "\(conversion.versionCount) versions"
        if dryRun {
            // The notes say what the written files now are: a dry run has written none.
            print("Would convert \(input) (\(versions)) to \(output); nothing was written (--dry-run).")
        } else {
            print("Converted \(input) (\(versions)) to \(output).")
            for note in conversion.notes { print(note) }
        }
        return 0
    case .generate(let request, let mode, let quiet):
        return generate(request, mode: mode, quiet: quiet)
    }
}

func generate(_ request: Generator.Request, mode: GenerateMode, quiet: Bool) -> Int32 {
    var request = request
    let status = ProgressLine.onTerminal()
    if let status {
        request.progress = { @Sendable stage in status.show(stage) }
    }
    let outcome = Generator.plan(request)
    status?.clear()
    printer.print(outcome.diagnostics)
    guard let plan = outcome.plan else {
        printer.print(Diagnostic(.error, "nothing was written"))
        return 1
    }
    switch mode {
    case .check(let regenerateCommand):
        return check(plan, regenerateCommand: regenerateCommand, models: request.modelPaths, quiet: quiet)
    case .dryRun:
        if !quiet {
            for operation in plan.operations { print(describe(operation, dryRun: true)) }
        }
        return 0
    case .write:
        do {
            var metrics = outcome.metrics
            status?.show("writing \(plan.changes.count) files")
            let applied = Result { () throws(WriteFailure) in try PlanApplier.apply(plan, metrics: &metrics) }
            status?.clear()
            let done = try applied.get()
            if !quiet {
                for operation in done { print(describe(operation, dryRun: false)) }
            }
            return 0
        } catch {
            printer.print(error.diagnostics)
            return 1
        }
    }
}

/// What the first shipped version changes in the generated code, and what to do about it. Only the
/// first: the built-in model template's migration code appears with it (`hasShippedVersions`), and a
/// later freeze leaves the generated files as they were until the model changes again.
func firstVersionChanges(_ modelPath: String, dryRun: Bool) -> String {
    """
    \(dryRun ? "Freezing it would change" : "This changes") the generated model file: makePersistentContainer \
    migrates a store written by an older version before it loads, so it throws; and the file gains \
    currentVersion, versionModels, migrateStoreIfNeeded(at:) and MigrationError. The migration needs \
    macOS 12, iOS 15, tvOS 15 and watchOS 8 or later.
    Next: run 'modelgen generate \(CommandLineParser.shellQuoted(modelPath))' (the build plugin does at \
    the next build), and call makePersistentContainer with 'try', handling the error it throws.
    """
}

/// `generate --check`: a diff and an error for each generated file that is not up to date, or a line
/// that says they all are.
func check(_ plan: WritePlan, regenerateCommand: String, models paths: [String], quiet: Bool) -> Int32 {
    let stale = plan.changes
    if stale.isEmpty {
        if !quiet { print("Generated files for \(models(paths)) are up to date.") }
        return 0
    }
    for operation in stale {
        print(
            UnifiedDiff.diff(old: operation.currentContents, new: operation.contents, path: operation.path),
            terminator: "")
    }
    for operation in stale {
        let problem =
            operation.action == .remove
            ? "is stale and would be removed"
            : operation.currentContents == nil ? "is missing" : "is out of date"
        printer.print(Diagnostic(.error, "generated file \(problem)", file: operation.path))
    }
    printer.print(
        Diagnostic(
            .error,
            "\(stale.count) generated file\(stale.count == 1 ? " is" : "s are") not up to date; "
                + (regenerateCommand.contains("'")
                    ? "run this command: \(regenerateCommand)" : "run '\(regenerateCommand)'")
        ))
    return 1
}

/// What `validate` says when it found no error: "Checked Commits.datamodel.json: 2 entities, no problems."
func checkedLine(_ validation: Generator.Validation) -> String {
    let warnings = validation.diagnostics.filter { $0.severity == .warning }.count
    let problems = warnings == 0 ? "no problems" : counted(warnings, "warning")
    return
        "Checked \(models(validation.modelPaths)): \(counted(validation.entityCount, "entity", "entities")), \(problems)."
}

/// The model given, or how many there are.
func models(_ paths: [String]) -> String {
    let distinct = Array(Set(paths))
    return distinct.count == 1 ? distinct[0] : "\(distinct.count) models"
}

/// "1 entity", "2 entities".
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// `modelgen diff`: the changes on standard output, the problems on standard error, then the verdict.
func diff(_ oldPath: String, _ newPath: String) -> Int32 {
    let comparison = Generator.compare(oldModelAt: oldPath, newModelAt: newPath)
    for line in comparison.changes { print(line) }
    printer.print(comparison.diagnostics)
    guard comparison.compared else {
        printer.print(Diagnostic(.error, "cannot compare \(oldPath) with \(newPath): a model has errors"))
        return 1
    }
    if comparison.diagnostics.hasErrors {
        func problems(_ count: Int) -> String { "\(count) problem\(count == 1 ? "" : "s")" }
        let migration = comparison.diagnostics.filter { $0.severity == .error }.count - comparison.cloudKitErrorCount
        if migration > 0 {
            printer.print(
                Diagnostic(
                    .error,
                    "lightweight migration cannot migrate a store from \(oldPath) to \(newPath): \(problems(migration))"
                ))
        }
        if comparison.cloudKitErrorCount > 0 {
            printer.print(
                Diagnostic(
                    .error,
                    "CloudKit cannot sync \(newPath) with the schema that \(oldPath) put in production: \(problems(comparison.cloudKitErrorCount))"
                ))
        }
        return 1
    }
    if comparison.changesVersionHashes {
        print("Lightweight migration can migrate a store from \(oldPath) to \(newPath).")
    } else {
        print(
            "Core Data sees \(oldPath) and \(newPath) as one version: nothing it stores changed, so there is nothing to migrate (to make a new version anyway, change a versionHashModifier)."
        )
    }
    return 0
}

func describe(_ operation: FileOperation, dryRun: Bool) -> String {
    let verb: String
    switch operation.action {
    case .write: verb = dryRun ? "would write" : "wrote"
    case .unchanged: verb = "unchanged"
    case .keep: verb = "kept"
    case .remove: verb = dryRun ? "would remove" : "removed"
    }
    return "\(verb) \(operation.path)"
}

/// A status line on standard error for runs long enough to wonder about (a large model): shown
/// only when standard error is a terminal, only once the run has taken half a second, and erased
/// before anything else is printed.
final class ProgressLine: @unchecked Sendable {
    private let start = ContinuousClock.now
    private let lock = NSLock()
    /// Whether a line was shown; guarded by `lock`.
    private var wasShown = false

    /// A progress line when standard error is a terminal; `nil` otherwise (a pipe, a file, CI).
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) != 0 ? ProgressLine() : nil
    }

    func show(_ stage: String) {
        guard ContinuousClock.now - start > .milliseconds(500) else { return }
        lock.withLock { wasShown = true }
        printError("\r\u{1B}[Kmodelgen: \(stage)…", terminator: "")
    }

    func clear() {
        if lock.withLock({ wasShown }) { printError("\r\u{1B}[K", terminator: "") }
    }
}

/// Every problem the command line reports goes through one printer, in the compiler's form.
let printer = DiagnosticPrinter.standardError

func printError(_ message: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((message + terminator).utf8))
}

AllocatorTuning.apply()
let status = run(Array(CommandLine.arguments.dropFirst()))
// A stop signal that arrived while files were changed, in a change that failed, ends the process
// now that the failure has been said.
Interruptions.raiseDeferredInterruptions()
exit(status)
