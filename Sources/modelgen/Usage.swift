/// The usage lines and the help text: `modelgen --help` for everything, `modelgen COMMAND --help`
/// for one command, its options each with a sentence.
enum Usage {
    static let generate =
        "modelgen generate <model>... [--output DIR] [--class-output DIR] [--templates DIR] [--access-level public|internal] [--class-files once|always] [--skip-class CLASS]... [--support-output DIR | --no-support-file] [--whole-support-file] [--check [--regenerate-command COMMAND]] [--dry-run] [--quiet]"
    static let validate = "modelgen validate <model>... [--templates DIR] [--quiet]"
    static let diff = "modelgen diff <old model> <new model>"
    static let freeze = "modelgen freeze <model.datamodel.json> [--dry-run]"
    static let convert =
        "modelgen convert <model> --output <model> [--drop-unsupported] [--mapping-models <folder>]... [--first-version <version>] [--dry-run]"
    static let short = """
        usage: \(generate)
               \(validate)
               \(diff)
               \(freeze)
               \(convert)
               modelgen --help | --version
               modelgen <command> --help
        """

    /// The usage to print after a usage error in `arguments`: the command's own line, when they
    /// name a command, else every command's.
    static func afterError(in arguments: [String]) -> String {
        let lines = ["generate": generate, "validate": validate, "diff": diff, "freeze": freeze, "convert": convert]
        guard let command = arguments.first, let line = lines[command] else { return short }
        return """
            usage: \(line)
                   modelgen \(command) --help, for what each option does
            """
    }

    /// One command's help: its usage, what it does, its options, and what its exit status means.
    static func help(for command: String) -> String? {
        switch command {
        case "generate":
            return """
                usage: \(generate)

                \(generateSummary)

                Options:
                \(generateOptions)

                \(configuration)

                \(exitStatus)
                """
        case "validate":
            return """
                usage: \(validate)

                \(validateSummary)
                It reads each model's modelgen.json and shipped versions as generate does, and checks
                the templates folder the configuration names.

                Options:
                  --templates DIR       Check the templates in DIR, as generate --templates DIR would
                                        use them, instead of those the configurations name.
                  --quiet               Print only problems, not the line that says what was checked.
                \(helpOption)

                Exit status: 0 when every model is valid (warnings allowed), 1 when a model has errors, 64
                usage error.
                """
        case "diff":
            return """
                usage: \(diff)

                \(diffSummary)

                Options:
                \(helpOption)

                Exit status: 0 when a store of the old version can be migrated to the new one, 1 when it
                cannot (or a model has errors), 64 usage error.
                """
        case "freeze":
            return """
                usage: \(freeze)

                \(freezeSummary)

                Options:
                  --dry-run             Make every check and print the files that would be written;
                                        write nothing.
                \(helpOption)

                Exit status: 0 when the version was frozen (or would be, with --dry-run), or when the model
                file is the last shipped version byte for byte (frozen already); 1 when the model has
                errors or stores the same as the last shipped version but is not its file; 64 usage error.
                """
        case "convert":
            return """
                usage: \(convert)

                \(convertSummary)

                Options:
                  --output PATH         The model to write: a .datamodel.json file for an Xcode model,
                                        a .xcdatamodeld bundle for a .datamodel.json model. It must not
                                        exist yet.
                  --drop-unsupported    Convert an Xcode model although it holds what modelgen's format
                                        cannot hold yet (each is a warning then, not an error).
                  --mapping-models DIR  Also look for the Xcode model's mapping models (.xcmappingmodel)
                                        anywhere under DIR, not only beside its bundle. May be given
                                        more than once.
                  --first-version NAME  Keep the Xcode model's versions from NAME on (as Xcode's version
                                        menu names it), for an app that no longer migrates stores of the
                                        versions before it: it deletes them, or migrates them itself.
                                        Xcode orders versions by name only: a NAME that sorts after the
                                        current version is taken as the oldest version.
                  --dry-run             Make every check and print the files that would be written;
                                        write nothing.
                \(helpOption)

                Exit status: 0 when the model was converted (or would be, with --dry-run), 1 when it
                cannot be (errors in it, or what the other format cannot hold), 64 usage error.
                """
        default:
            return nil
        }
    }

    static let convertSummary = """
        Converts a model both ways, versions included. An Xcode model becomes a .datamodel.json
        file (its current version) with its older versions as shipped versions; a .datamodel.json
        model and its shipped versions become a .xcdatamodeld bundle, in the form Xcode writes.
        Everything Core Data stores is kept; what modelgen's format cannot hold is an error.
        Writes only new files, all of them or none.
        """

    static let generateSummary = """
        Writes Entity+CoreDataProperties.swift for every entity (always, when it changed), the
        model built in code (Model+ManagedObjectModel.swift), and Entity+CoreDataClass.swift
        only when it is missing: that file is yours. Nothing is written when there is an
        error, and the files are written all together or not at all.
        """

    static let validateSummary = """
        Checks models and reports every problem, writing nothing.
        """

    static let diffSummary = """
        Prints the changes from an old version of a model to a new one, and checks that Core
        Data's lightweight migration can migrate a store from the old to the new: each change
        it cannot make is an error at its place in the new version.
        """

    static let freezeSummary = """
        Keeps the model as its next shipped version, at release: a copy of it in the versions
        folder beside it (Commits.versions/2.datamodel.json) and what Core Data stores of it
        in Commits.versions/checksums.json. generate and validate then refuse any change to a
        shipped version, and check that stores of every shipped version migrate to the model
        as it is edited.
        """

    static let generateOptions = """
          --output DIR          Folder for the generated files (default: the model's folder).
          --class-output DIR    Folder for the Class files (default: the --output folder).
          --templates DIR       Use the templates in DIR instead of the built-in ones.
          --access-level LEVEL  public (default) or internal.
          --class-files MODE    once (default): write a Class file only when it is missing, then it
                                is yours. always: rewrite Class files like Properties files, for a
                                build folder (the build plugin uses this).
          --skip-class CLASS    Write no Class file for CLASS (its file is elsewhere in your
                                sources). May be given more than once.
          --support-output DIR  Write the support file (ModelGenSupport.swift, which the model
                                files call) into DIR only, once, rather than into each folder a
                                model file goes to: for models of one module in folders of their own.
          --no-support-file     Write no support file: another run writes it into the module.
          --whole-support-file  Write every section of the support file, not only those that this
                                run's files call: in the run that writes it for models of one
                                module that other runs generate with --no-support-file.
          --check               Write nothing; print a diff and exit 1 if any generated file is
                                missing or out of date, else a line that says they are up to date.
          --dry-run             Print what would be done, write nothing.
          --quiet               Print only problems: not a line per file, nor (with --check) the
                                line that says the files are up to date.
          --regenerate-command COMMAND
                                With --check, the command the message tells the user to run to
                                bring the files up to date (for tools that wrap modelgen, such as
                                the command plugin); default: the command that was run, without
                                --check.
        \(helpOption)
        """

    static let helpOption = """
          --help, -h            Print this help.
        """

    static let configuration = """
        A file named modelgen.json beside a model may set "accessLevel", "templates" (a folder,
        relative to the file) and "maxModelSize" (in megabytes, 16 by default) for the models in
        its folder; options given here win over it.
        """

    static let exitStatus = """
        Exit status: 0 success, 1 errors in a model or stale output (--check), 64 usage error.
        """

    static let full = """
        modelgen: typed Core Data classes from a .datamodel.json model.

        \(short)

        A <model> is a .datamodel.json file or an Xcode model: a .xcdatamodeld (its current
        version), one of its .xcdatamodel versions, or a version's contents file.

        Commands:
          generate   \(indented(generateSummary))
          validate   \(indented(validateSummary))
          diff       \(indented(diffSummary))
          freeze     \(indented(freezeSummary))
          convert    \(indented(convertSummary))

        Options for generate:
        \(generateOptions)

        \(configuration)

        \(exitStatus)
        """

    /// Text whose lines after the first are indented to sit under the first, after a command name.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(
            separator: "\n" + String(repeating: " ", count: 13))
    }
}
