import Foundation
import PackagePlugin

/// What both command plugins do: find each target's models, and run `modelgen generate` on them
/// with the plan `PluginPlanner.commandPlan` makes.
///
/// Without `--target`, it runs on the targets that already hold committed output, and says which
/// targets with a model it skipped: a target that generates at build time with ModelGenPlugin must
/// not get committed copies (the build would hold two files of the same name).
enum CommandPluginRun {
    static func perform(
        _ verb: CommandPluginArguments.Verb, context: PluginContext, arguments rawArguments: [String]
    ) throws {
        let arguments = try CommandPluginArguments.parse(rawArguments, verb: verb)
        if arguments.help {
            print(CommandPluginArguments.help(verb))
            return
        }
        let named = !arguments.targets.isEmpty
        let targets = named ? try context.package.targets(named: arguments.targets) : context.package.targets
        let tool = try context.tool(named: "modelgen").url

        var ran: [String] = []
        var failed: [String] = []
        for target in targets {
            guard let target = target as? SourceModuleTarget else {
                if named { throw PluginDiagnostic("target '\(target.name)' has no sources to generate into") }
                continue
            }
            // The target's folder, not its source files: a model is often excluded from the target
            // (so that SwiftPM does not warn about an unhandled file) and is still to be generated.
            guard
                var plan = PluginPlanner.commandPlan(
                    files: files(under: target.directoryURL), check: arguments.check, dryRun: arguments.dryRun)
            else {
                if named {
                    throw PluginDiagnostic("target '\(target.name)' holds no \(PluginPlanner.modelSuffix) model")
                }
                continue
            }
            if !named && !plan.holdsCommittedOutput {
                print(
                    "skipped target '\(target.name)': it holds a model but no generated files beside it (it may generate them at build time with ModelGenPlugin); to \(verb == .check ? "check" : "write") them, name it with --target"
                )
                continue
            }
            if arguments.check {
                let command = CommandPluginArguments.regenerateCommand(targets: [target.name])
                plan.arguments.insert(contentsOf: ["--regenerate-command", command], at: 1)
            }
            ran.append(target.name)
            let process = Process()
            process.executableURL = tool
            process.arguments = plan.arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(target.name) }
        }
        if ran.isEmpty && !named {
            throw PluginDiagnostic(
                "no target of package '\(context.package.displayName)' holds generated files beside a model; name the targets with --target"
            )
        }
        if !failed.isEmpty {
            let names = failed.map { "'\($0)'" }.joined(separator: ", ")
            throw PluginDiagnostic(
                arguments.check
                    ? "the generated files of target\(failed.count == 1 ? "" : "s") \(names) are not up to date (or a model has errors); run '\(CommandPluginArguments.regenerateCommand(targets: failed))'"
                    : "modelgen reported problems in target\(failed.count == 1 ? "" : "s") \(names)")
        }
    }

    /// Every file under a folder, in a stable order, without hidden files and folders.
    static func files(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
