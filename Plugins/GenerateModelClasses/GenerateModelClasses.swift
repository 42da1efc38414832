import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-model-classes [--target NAME]...
/// [--check | --dry-run]`: runs `modelgen generate` on the models of each target, writing beside
/// each model in the package's sources, for those who commit generated code and review it.
/// Properties files are rewritten when they changed; Class files are created only when missing.
/// `--help` says more; `check-model-classes` checks without asking for permission to write.
@main
struct GenerateModelClasses: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommandPluginRun.perform(.generate, context: context, arguments: arguments)
    }
}
