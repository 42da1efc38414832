import Foundation

/// The façade over the commands, one entry point each: `plan` for `generate` (load → translate →
/// render → write plan, in `PlanningRun`), `validation` for `validate`, `compare` for `diff`,
/// `freeze` (`Freezer`) and `convert` (`Converter`). Every command loads its models through the
/// loading stage (`ModelLoader`).
public enum Generator {
    /// Where generated files go and how they are written.
    public struct Request: Sendable {
        /// The model files to generate from.
        public var modelPaths: [String]
        /// The folder for Properties files; `nil` for each model's own folder.
        public var outputDirectory: String?
        /// The folder for Class files; `nil` for the Properties folder.
        public var classOutputDirectory: String?
        /// A folder of custom templates. `nil` for the one a model's `modelgen.json` names, or else
        /// the built-in templates.
        public var templatesDirectory: String?
        /// The access level; `nil` for the one a model's `modelgen.json` names, or else `public`.
        public var accessLevel: GenerationOptions.AccessLevel?
        /// Whether Class files are the user's (written once) or build output (always rewritten).
        public var classFiles: GenerationOptions.ClassFileMode
        /// Classes whose Class file the user keeps elsewhere (in the target's sources, when the
        /// build plugin generates into the build folder): only their Properties file is generated.
        public var skippedClasses: Set<String>
        /// Where the support file (`ModelGenSupport.swift`, which the model files call) is written.
        public var supportFile: SupportFilePlacement = .besideOutput
        /// Whether the support file holds every section, not only those that the run's files call:
        /// for a module whose models are generated in several runs, the run that writes it.
        public var wholeSupportFile = false
        /// Called as each stage of a long run starts, with a few words on it ("checking
        /// Commits.datamodel.json"): the command line shows them when it writes to a terminal.
        public var progress: (@Sendable (String) -> Void)?

        /// A request; what it leaves out is taken from each model's `modelgen.json`, or else defaults.
        public init(
            modelPaths: [String], outputDirectory: String? = nil, classOutputDirectory: String? = nil,
            templatesDirectory: String? = nil, accessLevel: GenerationOptions.AccessLevel? = nil,
            classFiles: GenerationOptions.ClassFileMode = .once, skippedClasses: Set<String> = []
        ) {
            self.modelPaths = modelPaths
            self.outputDirectory = outputDirectory
            self.classOutputDirectory = classOutputDirectory
            self.templatesDirectory = templatesDirectory
            self.accessLevel = accessLevel
            self.classFiles = classFiles
            self.skippedClasses = skippedClasses
        }
    }

    /// Where a run writes the support file, `ModelGenSupport.swift`: the support code that the
    /// generated files call, the sections they call (`wholeSupportFile`: all). A module holds one copy.
    public enum SupportFilePlacement: Sendable, Equatable {
        /// In each folder that a model file is generated into (each folder being one module's).
        case besideOutput
        /// In this folder only, once for the whole run: for models of one module generated into
        /// folders of their own.
        case folder(String)
        /// Nowhere: another run writes it into the module.
        case none
    }

    /// The outcome of planning: every diagnostic of the run (the write plan's included), a plan only
    /// when there was no error, and what each stage took.
    public struct Outcome: Sendable {
        /// Every problem found, in the order found; with any error, `plan` is `nil`.
        public var diagnostics: [Diagnostic]
        /// What to write, remove and leave alone: apply it with `PlanApplier.apply`.
        public var plan: WritePlan?
        /// Each stage's time and units of work; `PlanApplier.apply` adds the write's.
        public var metrics: PipelineMetrics
    }

    /// Reads, parses and resolves each model file with its configuration and shipped versions,
    /// writing nothing: every problem found, in the order of the files. The templates are checked
    /// as `generate` would load them: those in `templatesDirectory` when given (first), else those
    /// each configuration names.
    public static func validate(modelsAt paths: [String], templatesDirectory: String? = nil) -> [Diagnostic] {
        validation(ofModelsAt: paths, templatesDirectory: templatesDirectory).diagnostics
    }

    /// What `modelgen validate` found: every problem, and what was checked.
    public struct Validation: Sendable {
        /// Every problem found, in the order of the files.
        public var diagnostics: [Diagnostic] = []
        /// The models checked, each once, as given.
        public var modelPaths: [String] = []
        /// How many entities the models that loaded have (their shipped versions' not counted).
        public var entityCount = 0
    }

    /// `validate`, with what was checked: the models, each once, and how many entities they have.
    public static func validation(ofModelsAt paths: [String], templatesDirectory: String? = nil) -> Validation {
        let (paths, duplicates) = distinct(paths)
        var validation = Validation(diagnostics: duplicates, modelPaths: paths)
        if let templatesDirectory {
            validation.diagnostics += loadTemplates(from: templatesDirectory).diagnostics
        }
        var checkedTemplates = Set<String>()
        for path in paths {
            var metrics = PipelineMetrics()
            let loaded = ModelLoader.load(modelAt: path, metrics: &metrics)
            validation.diagnostics += loaded.diagnostics
            validation.entityCount += loaded.model?.entities.count ?? 0
            if templatesDirectory == nil, let templates = loaded.configuration?.templatesDirectory,
                checkedTemplates.insert(FileSystem.identity(of: templates)).inserted
            {
                validation.diagnostics +=
                    loadTemplates(from: templates, namedAt: loaded.configuration?.templatesNamedAt).diagnostics
            }
        }
        return validation
    }

    /// Each path once, in the order given, and a warning for each path given again (the same file
    /// under another spelling, or through a symbolic link, counts as the same path).
    static func distinct(_ paths: [String]) -> (paths: [String], duplicates: [Diagnostic]) {
        var seen: [String: String] = [:]
        var distinct: [String] = []
        var duplicates: [Diagnostic] = []
        for path in paths {
            let key = FileSystem.identity(of: path)
            if let first = seen[key] {
                duplicates.append(
                    Diagnostic(
                        .warning, "the model is given more than once; it is read once", file: path,
                        notes: first == path ? [] : [Diagnostic.Note("given first as \(first)", file: first)]))
                continue
            }
            seen[key] = path
            distinct.append(path)
        }
        return (distinct, duplicates)
    }

    /// What `modelgen diff` reports: the changes from one version of a model to the next, one line
    /// each, and a diagnostic for each change Core Data's lightweight migration cannot make, located
    /// in the new version.
    public struct Comparison: Sendable {
        /// The changes as a reviewer reads them: `+` added, `-` removed, `~` changed.
        public var changes: [String]
        /// Problems in either file, then the verdict on each change; with any error, the store
        /// cannot be migrated from the old version to the new one as they stand.
        public var diagnostics: [Diagnostic]
        /// Whether Core Data sees the two as different versions. When it does not (only what it
        /// leaves out of its version hashes changed: class names, defaults, user info, delete rules,
        /// indexes, uniqueness constraints, documentation), they are one version to it.
        public var changesVersionHashes: Bool
        /// Whether both files loaded, so that the two versions could be compared at all.
        public var compared: Bool
        /// How many of the errors are about CloudKit's schema rather than the store's migration.
        public var cloudKitErrorCount = 0
    }

    /// Compares two versions of a model as Core Data's lightweight migration would migrate a store
    /// from the old to the new. Writes nothing.
    public static func compare(oldModelAt oldPath: String, newModelAt newPath: String) -> Comparison {
        var metrics = PipelineMetrics()
        // Neither version's classes are generated here.
        let oldLoaded = ModelLoader.load(
            modelAt: oldPath, withHistory: false, purpose: .shippedVersion, metrics: &metrics)
        let newLoaded = ModelLoader.load(
            modelAt: newPath, withHistory: false, purpose: .keepingModel, metrics: &metrics)
        let (oldDiagnostics, newDiagnostics) = (oldLoaded.diagnostics, newLoaded.diagnostics)
        guard let old = oldLoaded.model, let new = newLoaded.model else {
            return Comparison(
                changes: [], diagnostics: oldDiagnostics + newDiagnostics, changesVersionHashes: false, compared: false)
        }
        // The files the models' locations are in: an Xcode model's are in its version's contents.
        let outcome = ModelComparison.compare(old: old, oldFile: old.sourceFile, new: new, newFile: new.sourceFile)
        return Comparison(
            changes: outcome.changes, diagnostics: oldDiagnostics + newDiagnostics + outcome.diagnostics,
            changesVersionHashes: outcome.changesVersionHashes, compared: true,
            cloudKitErrorCount: outcome.diagnostics.filter { $0.severity == .error && $0.category == .cloudKit }.count)
    }

    /// What `modelgen freeze` did: the problems found, and the version the model was frozen as.
    public struct Freezing: Sendable {
        /// Every problem found; with any error, nothing was written.
        public var diagnostics: [Diagnostic]
        /// The number of the new shipped version; `nil` when nothing was frozen.
        public var version: Int?
        /// The shipped version that the model file already is, byte for byte (frozen before, and
        /// not changed since): nothing to freeze, and no error, so that a release script may
        /// freeze every time.
        public var alreadyFrozenVersion: Int? = nil
        /// The files written (in a dry run, the files that would be written): the version's copy
        /// of the model, then the record of shipped versions.
        public var writtenFiles: [String] = []
    }

    /// Keeps the current model at `path` as its next shipped version: a copy of the file in the
    /// model's versions folder (`Commits.versions/2.datamodel.json`), and what Core Data stores of
    /// it in the record beside it (`checksums.json`). Refused when the model has errors, when a
    /// shipped version changed, when a store of the last shipped version could not be migrated to
    /// it, and when Core Data would see it as the last shipped version. With `dryRun`, every check
    /// is made and nothing is written.
    public static func freeze(modelAt path: String, dryRun: Bool = false) -> Freezing {
        Freezer.freeze(modelAt: path, dryRun: dryRun)
    }

    /// What `modelgen convert` did: the problems found, and the files it wrote.
    public struct Conversion: Sendable {
        /// Every problem found; with any error, nothing was written.
        public var diagnostics: [Diagnostic]
        /// The files written, every one new (in a dry run, the files that would be written).
        public var writtenFiles: [String] = []
        /// How many versions the converted model has.
        public var versionCount = 0
        /// What to do next, for the user to read.
        public var notes: [String] = []
    }

    /// Converts the model at `input` to `output`: an Xcode model (`.xcdatamodeld` or `.xcdatamodel`)
    /// to a `.datamodel.json` file, its older versions to shipped versions; a `.datamodel.json`
    /// model and its shipped versions to a `.xcdatamodeld` bundle. What modelgen's format cannot hold
    /// of an Xcode model is an error, unless `dropUnsupported` (then a warning). An Xcode model's
    /// mapping models are found beside its bundle and anywhere under `mappingModelFolders`; with a
    /// `firstVersion`, its versions before that one are left out. Writes only new files, all of
    /// them or none. With `dryRun`, every check is made and nothing is written.
    public static func convert(
        modelAt input: String, to output: String, dropUnsupported: Bool, mappingModelFolders: [String] = [],
        firstVersion: String? = nil, dryRun: Bool = false
    ) -> Conversion {
        let outcome = Converter.convert(
            modelAt: input, to: output, dropUnsupported: dropUnsupported, mappingModelFolders: mappingModelFolders,
            firstVersion: firstVersion, dryRun: dryRun)
        return Conversion(
            diagnostics: outcome.diagnostics, writtenFiles: outcome.writtenFiles, versionCount: outcome.versionCount,
            notes: outcome.notes)
    }

    /// The support file as the class files of a model that leaves out `omitted` call it, without a
    /// model file (as for an Xcode model): what the benchmark measures beside Xcode's classes. (The
    /// support beside a model file is what a run writes: the benchmark reads it there.)
    public static func classFilesSupportText(omitting omitted: Set<GenerationOptions.APIPart>) -> String {
        SupportFileSections.called(omitting: omitted, modelFile: nil).text
    }

    /// Runs the pipeline up to the write plan, timing each stage. Nothing is written; with any error
    /// there is no plan.
    public static func plan(_ request: Request) -> Outcome {
        var run = PlanningRun(request: request)
        // Templates given on the command line are checked first; with a problem there, the models
        // are still read and checked, and nothing is rendered.
        if let directory = request.templatesDirectory {
            _ = run.templates(in: directory)
        } else {
            TemplateSet.prepareBuiltinInBackground()
        }
        let (paths, duplicates) = distinct(request.modelPaths)
        run.diagnostics += duplicates
        for path in paths {
            run.addModel(at: path)
        }
        // Two statements: in `run.outcome(plan: run.makePlan())`, `run` would be read before
        // `makePlan` adds its diagnostics and metrics.
        let plan = run.makePlan()
        return run.outcome(plan: plan)
    }
}
