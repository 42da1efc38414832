import ModelGenKit

/// Turns the command line's arguments into a `Command`, or a `UsageError` that says what is wrong.
enum CommandLineParser {
    /// The commands, in the order the usage lists them.
    static let commands = ["generate", "validate", "diff", "freeze", "convert"]

    /// "the commands are 'generate', 'validate', …", for a message about a command that is not one.
    static let commandList =
        "the commands are " + commands.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " and '\(commands.last!)'"

    /// Each command's options, for the "did you mean" of a misspelt one.
    static let options: [String: [String]] = [
        "generate": [
            "--output", "--class-output", "--templates", "--access-level", "--class-files", "--skip-class", "--check",
            "--dry-run", "--quiet", "--regenerate-command", "--support-output", "--no-support-file",
            "--whole-support-file", "--help",
        ],
        "validate": ["--templates", "--quiet", "--help"],
        "diff": ["--help"],
        "freeze": ["--dry-run", "--help"],
        "convert": ["--output", "--drop-unsupported", "--mapping-models", "--first-version", "--dry-run", "--help"],
    ]

    /// `name` is no command: the error suggests the command it is closest to, or lists them all.
    static func unknownCommand(_ name: String) -> UsageError {
        let advice = closestMatch(to: name, in: commands).map { "did you mean '\($0)'?" } ?? commandList
        return UsageError(message: "unknown command '\(name)'; \(advice)")
    }

    /// `argument` is no option of `command`: the error suggests the option it is closest to, if any.
    static func unknownOption(_ argument: String, for command: String) -> UsageError {
        let name = String(argument.prefix { $0 != "=" })
        let advice = closestMatch(to: name, in: options[command] ?? []).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown option '\(argument)' for \(command)\(advice)")
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { throw UsageError(message: "missing a command") }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            return .help(topic: rest.first)
        case "--version":
            guard rest.isEmpty else { throw UsageError(message: "--version takes no arguments, found '\(rest[0])'") }
            return .version
        case "generate":
            return try parseGenerate(rest)
        case "validate":
            return try parseValidate(rest)
        case "diff":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "diff") }
            if let option = rest.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
                throw unknownOption(option, for: "diff")
            }
            guard rest.count == 2 else {
                throw UsageError(message: "diff needs two model files, the old version and the new one")
            }
            return .diff(oldPath: rest[0], newPath: rest[1])
        case "freeze":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "freeze") }
            let dryRuns = rest.filter { $0 == "--dry-run" }.count
            if dryRuns > 1 { throw UsageError(message: "--dry-run is given more than once") }
            let paths = rest.filter { $0 != "--dry-run" }
            if let option = paths.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
                throw unknownOption(option, for: "freeze")
            }
            guard paths.count == 1 else { throw UsageError(message: "freeze needs one model file") }
            return .freeze(modelPath: paths[0], dryRun: dryRuns == 1)
        case "convert":
            return try parseConvert(rest)
        default:
            throw unknownCommand(first)
        }
    }

    /// The value of `option`: given inline (`--output=DIR`), or the argument after the option at
    /// `index`, which then moves on to it. An empty value (`--output ""`) names nothing, not the
    /// current folder.
    private static func optionValue(
        _ option: String, inline: String?, in arguments: [String], at index: inout Int
    ) throws(UsageError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw UsageError(message: "\(option) needs a value") }
            return inline
        }
        index += 1
        guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty else {
            throw UsageError(message: "\(option) needs a value")
        }
        return arguments[index]
    }

    private static func parseValidate(_ arguments: [String]) throws(UsageError) -> Command {
        var paths: [String] = []
        var templatesDirectory: String?
        var quiet = false
        var onlyPositional = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
            } else if argument == "--" {
                onlyPositional = true
            } else if argument == "--help" || argument == "-h" {
                return .help(topic: "validate")
            } else if argument == "--quiet" {
                quiet = true
            } else if parts[0] == "--templates" {
                if templatesDirectory != nil { throw UsageError(message: "--templates is given more than once") }
                templatesDirectory = try optionValue(
                    "--templates", inline: parts.count > 1 ? String(parts[1]) : nil, in: arguments, at: &index)
            } else {
                throw unknownOption(argument, for: "validate")
            }
            index += 1
        }
        guard !paths.isEmpty else { throw UsageError(message: "validate needs at least one model file") }
        return .validate(modelPaths: paths, templatesDirectory: templatesDirectory, quiet: quiet)
    }

    private static func parseConvert(_ arguments: [String]) throws(UsageError) -> Command {
        var input: String?
        var output: String?
        var dropUnsupported = false
        var mappingModelFolders: [String] = []
        var firstVersion: String?
        var dryRun = false
        var index = 0
        /// The value of `option`, given as `argument` (`--option=VALUE`) or as the next argument.
        func value(of option: String, in argument: String, _ missing: String) throws(UsageError) -> String {
            var value: String?
            if argument.hasPrefix(option + "=") {
                value = String(argument.dropFirst(option.count + 1))
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else { throw UsageError(message: "\(option) \(missing)") }
            return value
        }
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                guard input == nil else {
                    throw UsageError(message: "convert takes one model, found '\(argument)' too")
                }
                input = argument
                continue
            }
            switch argument {
            case "--": onlyPositional = true
            case "--help", "-h": return .help(topic: "convert")
            case "--drop-unsupported":
                if dropUnsupported { throw UsageError(message: "--drop-unsupported is given more than once") }
                dropUnsupported = true
            case "--dry-run":
                if dryRun { throw UsageError(message: "--dry-run is given more than once") }
                dryRun = true
            case "--mapping-models",
                _ where argument.hasPrefix("--mapping-models="):
                mappingModelFolders.append(try value(of: "--mapping-models", in: argument, "needs a folder"))
            case "--first-version",
                _ where argument.hasPrefix("--first-version="):
                guard firstVersion == nil else { throw UsageError(message: "--first-version is given more than once") }
                firstVersion = try value(of: "--first-version", in: argument, "needs the name of a version")
            case "--output",
                _ where argument.hasPrefix("--output="):
                guard output == nil else { throw UsageError(message: "--output is given more than once") }
                output = try value(of: "--output", in: argument, "needs a value")
            default:
                throw unknownOption(argument, for: "convert")
            }
        }
        guard let input else { throw UsageError(message: "convert needs a model to convert") }
        guard let output else {
            throw UsageError(message: "convert needs --output: the .datamodel.json or .xcdatamodeld to write")
        }
        return .convert(
            modelPath: input, outputPath: output, dropUnsupported: dropUnsupported,
            mappingModelFolders: mappingModelFolders, firstVersion: firstVersion, dryRun: dryRun)
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> Command {
        var request = Generator.Request(modelPaths: [])
        var check = false
        var dryRun = false
        var quiet = false
        var regenerateCommand: String?
        var index = 0
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            try optionValue(option, inline: inline, in: arguments, at: &index)
        }
        var seen = Set<String>()
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                request.modelPaths.append(argument)
                index += 1
                continue
            }
            if argument == "--" {
                onlyPositional = true
                index += 1
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            // Unknown first: a misspelt option given a value (`--ouput=out`) is not one that takes none.
            guard Self.options["generate", default: []].contains(option) || option == "-h" else {
                throw unknownOption(argument, for: "generate")
            }
            if !seen.insert(option).inserted, option != "--quiet", option != "--skip-class" {
                throw UsageError(message: "\(option) is given more than once")
            }
            let takesValue = [
                "--output", "--class-output", "--templates", "--access-level", "--class-files", "--skip-class",
                "--regenerate-command", "--support-output",
            ]
            .contains(option)
            if !takesValue, inline != nil {
                throw UsageError(message: "\(option) takes no value")
            }
            switch option {
            case "--output": request.outputDirectory = try value(for: option, inline: inline)
            case "--class-output": request.classOutputDirectory = try value(for: option, inline: inline)
            case "--templates": request.templatesDirectory = try value(for: option, inline: inline)
            case "--access-level":
                let level = try value(for: option, inline: inline)
                guard let accessLevel = GenerationOptions.AccessLevel(rawValue: level) else {
                    throw UsageError(message: "--access-level must be 'public' or 'internal', not '\(level)'")
                }
                request.accessLevel = accessLevel
            case "--class-files":
                let mode = try value(for: option, inline: inline)
                guard let classFiles = GenerationOptions.ClassFileMode(rawValue: mode) else {
                    throw UsageError(message: "--class-files must be 'once' or 'always', not '\(mode)'")
                }
                request.classFiles = classFiles
            case "--skip-class": request.skippedClasses.insert(try value(for: option, inline: inline))
            case "--support-output": request.supportFile = .folder(try value(for: option, inline: inline))
            case "--no-support-file": request.supportFile = .none
            case "--whole-support-file": request.wholeSupportFile = true
            case "--check": check = true
            case "--dry-run": dryRun = true
            case "--quiet": quiet = true
            case "--regenerate-command": regenerateCommand = try value(for: option, inline: inline)
            case "--help", "-h": return .help(topic: "generate")
            default: throw unknownOption(argument, for: "generate")
            }
            index += 1
        }
        if check && dryRun { throw UsageError(message: "--check and --dry-run cannot be used together") }
        if seen.contains("--support-output") && seen.contains("--no-support-file") {
            throw UsageError(message: "--support-output and --no-support-file cannot be used together")
        }
        if seen.contains("--whole-support-file") && seen.contains("--no-support-file") {
            throw UsageError(message: "--whole-support-file and --no-support-file cannot be used together")
        }
        if regenerateCommand != nil && !check { throw UsageError(message: "--regenerate-command needs --check") }
        guard !request.modelPaths.isEmpty else { throw UsageError(message: "generate needs at least one model file") }
        // By default, the command that was run, without --check: the same models, folders and
        // templates, so that running it brings the files that were checked up to date.
        let options = arguments.firstIndex(of: "--").map { arguments[..<$0] } ?? arguments[...]
        let sameCommand =
            (["modelgen", "generate"] + options.filter { $0 != "--check" } + arguments[options.endIndex...])
            .map(shellQuoted).joined(separator: " ")
        let mode: GenerateMode =
            check ? .check(regenerateCommand: regenerateCommand ?? sameCommand) : dryRun ? .dryRun : .write
        return .generate(request, mode: mode, quiet: quiet)
    }

    /// `argument` as a shell reads it back: as it is when it holds only characters that a shell
    /// leaves alone, else in single quotes.
    static func shellQuoted(_ argument: String) -> String {
        let plain =
            !argument.isEmpty
            && argument.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-_./=+:,@%".utf8.contains(byte)
            }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
