import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-model-classes [--target NAME]...
/// [--check | --dry-run]`: runs `modelgen generate` on the models of each target, writing beside
/// each model in the package's sources, for those who commit generated code and review it.
/// Properties files are rewritten when they changed; Class files are created only when missing.
/// `--check` writes nothing and fails when the committed output is stale.
@main
struct GenerateModelClasses: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure(
                "unexpected arguments \(extractor.remainingArguments); usage: generate-model-classes [--target NAME]... [--check | --dry-run]")
        }

        let targets: [Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            targets = try context.package.targets(named: targetNames)
        }
        let tool = try context.tool(named: "modelgen").url
        var ran = 0
        var failed: [String] = []
        for target in targets {
            guard let target = target as? SourceModuleTarget else { continue }
            let models = PluginPlanner.models(in: target.sourceFiles.map(\.url))
            if models.isEmpty {
                if targetNames.contains(target.name) {
                    throw PluginFailure("target '\(target.name)' holds no \(PluginPlanner.modelSuffix) model")
                }
                continue
            }
            ran += 1
            let process = Process()
            process.executableURL = tool
            process.arguments = PluginPlanner.commandArguments(models: models, check: check, dryRun: dryRun)
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(target.name) }
        }
        if ran == 0 {
            throw PluginFailure("no target of package '\(context.package.displayName)' holds a \(PluginPlanner.modelSuffix) model")
        }
        if !failed.isEmpty {
            let what = check ? "generated code is not up to date" : "modelgen failed"
            throw PluginFailure("\(what) in target\(failed.count == 1 ? "" : "s") \(failed.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
