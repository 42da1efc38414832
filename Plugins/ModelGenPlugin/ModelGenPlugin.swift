import Foundation
import PackagePlugin

/// Generates the classes of every `*.datamodel.json` model in a target at build time, with the
/// `modelgen` tool built from this package. The generated files live in the build folder and are
/// compiled into the target; a class whose `Entity+CoreDataClass.swift` is in the target's sources
/// is the user's, and only its Properties file is generated.
///
/// The plugin returns one build command per target, whose inputs are the models, their
/// `modelgen.json`, its templates and the tool, so the build runs it only when one of them changed.
/// It never fails on a bad model: the tool runs and prints its located diagnostics in the build log.
@main
struct ModelGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            targetName: target.name, files: target.sourceFiles.map(\.url),
            tool: context.tool(named: "modelgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The build command for a target's files, shared by packages and Xcode projects.
    static func commands(targetName: String, files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        guard
            let plan = PluginPlanner.buildPlan(
                targetName: targetName, files: files, tool: tool,
                outputDirectory: workDirectory.appendingPathComponent("GeneratedSources"))
        else { return [] }
        for problem in plan.problems {
            Diagnostics.error(problem.message, file: problem.file?.path, line: nil)
        }
        guard plan.problems.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: plan.displayName, executable: tool, arguments: plan.arguments,
                inputFiles: plan.inputFiles, outputFiles: plan.outputFiles)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ModelGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                targetName: target.displayName, files: target.inputFiles.map(\.url),
                tool: context.tool(named: "modelgen").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
