extension Converter {
    /// What a conversion did, which `modelgen convert` reports: the problems found, and the files
    /// written (with any error, none).
    struct Outcome {
        var diagnostics: [Diagnostic]
        /// The files written, every one new (in a dry run, the files that would be written).
        var writtenFiles: [String] = []
        /// How many versions the converted model has.
        var versionCount = 0
        /// What to do next, for the user to read.
        var notes: [String] = []
    }
}
