// A stub of Xcode's XcodeProjectPlugin module, which exists only inside Xcode, written from
// Apple's documentation of the API. PluginPlannerTests typecheck the Xcode half of ModelGenPlugin
// (`#if canImport(XcodeProjectPlugin)`) against it, with the toolchain's real PackagePlugin module.
// Only the members ModelGenPlugin uses, and those around them, are declared.
import Foundation
@_exported import PackagePlugin

/// A plugin that generates build commands for the targets of an Xcode project.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stub") }
    public var pluginWorkDirectoryURL: URL { fatalError("stub") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}

public struct XcodeProject {
    public var id: String { fatalError("stub") }
    public var displayName: String { fatalError("stub") }
    public var directoryURL: URL { fatalError("stub") }
    public var targets: [XcodeTarget] { fatalError("stub") }
}

public struct XcodeTarget {
    public var id: String { fatalError("stub") }
    public var displayName: String { fatalError("stub") }
    /// The files in the target's build phases: sources, resources and others.
    public var inputFiles: FileList { fatalError("stub") }
}
