import Foundation
import PackagePlugin

/// `swift package check-model-classes [--target NAME]...`: checks that the classes committed beside
/// each target's models are up to date, writing nothing; it asks for no permission, so CI can run
/// it as it is.
@main
struct CheckModelClasses: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommandPluginRun.perform(.check, context: context, arguments: arguments)
    }
}
