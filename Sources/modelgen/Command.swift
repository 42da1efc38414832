import ModelGenKit

/// A command line that does not make sense: printed with the usage, exit status 64.
struct UsageError: Error {
    var message: String
}

/// What the command line asks for.
enum Command {
    case generate(Generator.Request, mode: GenerateMode, quiet: Bool)
    case validate(modelPaths: [String], templatesDirectory: String?, quiet: Bool)
    case diff(oldPath: String, newPath: String)
    case freeze(modelPath: String, dryRun: Bool)
    case convert(
        modelPath: String, outputPath: String, dropUnsupported: Bool, mappingModelFolders: [String],
        firstVersion: String?, dryRun: Bool)
    case help(topic: String?)
    case version
}

/// What `generate` does with its plan.
enum GenerateMode {
    /// Carry it out.
    case write
    /// Write nothing; print a diff and fail when a generated file is missing or out of date,
    /// telling the user to run `regenerateCommand`.
    case check(regenerateCommand: String)
    /// Write nothing; print what would be done.
    case dryRun
}
