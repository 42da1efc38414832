import Foundation

/// The arguments of the command plugins, `generate-model-classes` and `check-model-classes`,
/// parsed without PackagePlugin so that the tests can run the parser.
struct CommandPluginArguments: Equatable {
    /// Which command plugin is parsing: the two take the same arguments, except that
    /// `check-model-classes` always checks and so takes neither `--check` nor `--dry-run`.
    enum Verb: String {
        case generate = "generate-model-classes"
        case check = "check-model-classes"
    }

    var targets: [String] = []
    var check = false
    var dryRun = false
    var help = false

    /// The command that writes the files, which a failed check tells the user to run.
    static func regenerateCommand(targets: [String]) -> String {
        (["swift package --allow-writing-to-package-directory generate-model-classes"]
            + targets.map { "--target \($0)" }).joined(separator: " ")
    }

    static func parse(_ arguments: [String], verb: Verb) throws(PluginDiagnostic) -> CommandPluginArguments {
        var parsed = CommandPluginArguments(check: verb == .check)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                parsed.help = true
            case "--target":
                guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                    throw PluginDiagnostic("--target needs a target name; \(takes(verb))")
                }
                parsed.targets.append(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--target="):
                let name = String(argument.dropFirst("--target=".count))
                guard !name.isEmpty else { throw PluginDiagnostic("--target needs a target name; \(takes(verb))") }
                parsed.targets.append(name)
            case "--check" where verb == .generate:
                parsed.check = true
            case "--dry-run" where verb == .generate:
                parsed.dryRun = true
            default:
                throw PluginDiagnostic("unknown argument '\(argument)' for \(verb.rawValue); \(takes(verb))")
            }
        }
        if parsed.check && parsed.dryRun && verb == .generate {
            throw PluginDiagnostic("--check and --dry-run cannot be used together; \(takes(verb))")
        }
        return parsed
    }

    private static func takes(_ verb: Verb) -> String {
        switch verb {
        case .generate: "it takes --target NAME (any number), --check or --dry-run, and --help"
        case .check: "it takes --target NAME (any number) and --help"
        }
    }

    static func help(_ verb: Verb) -> String {
        switch verb {
        case .generate:
            return """
                usage: swift package --allow-writing-to-package-directory generate-model-classes [--target NAME]... [--check | --dry-run]

                Writes the Core Data classes of each target's models (.datamodel.json, .xcdatamodeld)
                beside the models, as 'modelgen generate' does: Properties files rewritten when they
                changed, Class files only when missing (they are yours).

                Options:
                  --target NAME  Generate for this target; may be given more than once. Without it,
                                 every target that already holds generated files beside a model.
                  --check        Write nothing; print a diff and fail if a generated file is missing
                                 or out of date. check-model-classes does the same without asking
                                 for permission to write.
                  --dry-run      Print what would be written, write nothing.
                  --help, -h     Print this help.
                """
        case .check:
            return """
                usage: swift package check-model-classes [--target NAME]...

                Checks, writing nothing and asking for no permission to write, that the Core Data
                classes committed beside each target's models (.datamodel.json, .xcdatamodeld) are up
                to date: prints a diff and fails if a generated file is missing or out of date. For CI.

                Options:
                  --target NAME  Check this target; may be given more than once. Without it, every
                                 target that holds generated files beside a model.
                  --help, -h     Print this help.
                """
        }
    }
}
