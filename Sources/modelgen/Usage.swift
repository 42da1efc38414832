/// The usage lines and the help text.
enum Usage {
    static let generate =
        "modelgen generate <model.datamodel.json>... [--output DIR] [--class-output DIR] [--templates DIR] [--access-level public|internal] [--class-files once|always] [--skip-class CLASS]... [--check] [--dry-run] [--quiet]"
    static let validate = "modelgen validate <model.datamodel.json>..."
    static let diff = "modelgen diff <old.datamodel.json> <new.datamodel.json>"
    static let freeze = "modelgen freeze <model.datamodel.json>"
    static let short = """
        usage: \(generate)
               \(validate)
               \(diff)
               \(freeze)
               modelgen --help | --version
        """

    static let full = """
        modelgen: typed Core Data classes from a .datamodel.json model.

        \(short)

        Commands:
          generate   Write Entity+CoreDataProperties.swift for every entity (always, when it changed)
                     and Entity+CoreDataClass.swift (only when it is missing: that file is yours).
          validate   Check models and report every problem, writing nothing.
          diff       Print the changes from an old version of a model to a new one, and check that
                     Core Data's lightweight migration can migrate a store from the old to the new:
                     each change it cannot make is an error at its place in the new version.
          freeze     Keep the model as its next shipped version, at release: a copy of it in the
                     versions folder beside it (Commits.versions/2.datamodel.json) and what Core
                     Data stores of it in Commits.versions/checksums.json. generate and validate
                     then refuse any change to a shipped version, and check that stores of every
                     shipped version migrate to the model as it is edited.

        Options for generate:
          --output DIR          Folder for the generated files (default: the model's folder).
          --class-output DIR    Folder for the Class files (default: the --output folder).
          --templates DIR       Use the templates in DIR instead of the built-in ones.
          --access-level LEVEL  public (default) or internal.
          --class-files MODE    once (default): write a Class file only when it is missing, then it
                                is yours. always: rewrite Class files like Properties files, for a
                                build folder (the build plugin uses this).
          --skip-class CLASS    Write no Class file for CLASS (its file is elsewhere in your
                                sources). May be given more than once.
          --check               Write nothing; print a diff and exit 1 if any generated file is
                                missing or out of date.
          --dry-run             Print what would be done, write nothing.
          --quiet               Print only problems, not a line per file.

        A file named modelgen.json beside a model may set "accessLevel" and "templates" (a folder,
        relative to the file) for the models in its folder; options given here win over it.

        Exit status: 0 success, 1 errors in a model or stale output (--check), 64 usage error.
        """
}
