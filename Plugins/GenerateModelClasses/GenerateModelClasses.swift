import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-model-classes [--target NAME]...
/// [--check | --dry-run]`: runs `modelgen generate` on the models of each target, writing beside
/// each model in the package's sources, for those who commit generated code and review it.
/// Properties files are rewritten when they changed; Class files are created only when missing.
/// `--check` writes nothing and fails when the committed output is stale.
///
/// Without `--target`, it runs on the targets that already hold committed output, and says which
/// targets with a model it skipped: a target that generates at build time with ModelGenPlugin must
/// not get committed copies (the build would hold two files of the same name).
@main
struct GenerateModelClasses: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        guard extractor.remainingArguments.isEmpty, !(check && dryRun) else {
            throw PluginDiagnostic(
                "unexpected arguments \(arguments); usage: generate-model-classes [--target NAME]... [--check | --dry-run]"
            )
        }
        let named = !targetNames.isEmpty
        let targets = named ? try context.package.targets(named: targetNames) : context.package.targets
        let tool = try context.tool(named: "modelgen").url

        var ran = 0
        var failed: [String] = []
        for target in targets {
            guard let target = target as? SourceModuleTarget else {
                if named { throw PluginDiagnostic("target '\(target.name)' has no sources to generate into") }
                continue
            }
            // The target's folder, not its source files: a model is often excluded from the target
            // (so that SwiftPM does not warn about an unhandled file) and is still to be generated.
            guard
                let plan = PluginPlanner.commandPlan(
                    files: Self.files(under: target.directoryURL), check: check, dryRun: dryRun)
            else {
                if named {
                    throw PluginDiagnostic("target '\(target.name)' holds no \(PluginPlanner.modelSuffix) model")
                }
                continue
            }
            if !named && !plan.holdsCommittedOutput {
                print(
                    "skipped target '\(target.name)': it holds a model but no generated files beside it (it may generate them at build time with ModelGenPlugin); to write them, name it with --target"
                )
                continue
            }
            ran += 1
            let process = Process()
            process.executableURL = tool
            process.arguments = plan.arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(target.name) }
        }
        if ran == 0 && !named {
            throw PluginDiagnostic(
                "no target of package '\(context.package.displayName)' holds generated files beside a model; name the targets to write with --target"
            )
        }
        if !failed.isEmpty {
            throw PluginDiagnostic(
                "modelgen reported problems in target\(failed.count == 1 ? "" : "s") \(failed.map { "'\($0)'" }.joined(separator: ", "))"
            )
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
