import Foundation

/// The whole pipeline, from model files to a write plan:
/// parse (JSON → syntax) → resolve (syntax → checked model) → translate (model → file contexts)
/// → render (templates + contexts → text) → write (text → plan of file operations).
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

    /// Renders every file of a resolved model.
    static func render(
        _ model: ResolvedModel, history: ModelHistory? = nil, options: GenerationOptions, templates: TemplateSet,
        propertiesDirectory: String, classDirectory: String
    ) throws(TemplateError) -> [GeneratedFile] {
        var metrics = PipelineMetrics()
        return try render(
            model, history: history, options: options, templates: templates, propertiesDirectory: propertiesDirectory,
            classDirectory: classDirectory, metrics: &metrics)
    }

    /// Renders every file of a resolved model, timing translation and rendering into `metrics`.
    /// The files are translated and rendered each on its own, spread over the machine's cores; each
    /// file's context is dropped as soon as it is rendered.
    static func render(
        _ model: ResolvedModel, history: ModelHistory? = nil, options: GenerationOptions, templates: TemplateSet,
        propertiesDirectory: String, classDirectory: String, metrics: inout PipelineMetrics
    ) throws(TemplateError) -> [GeneratedFile] {
        struct Rendered: Sendable {
            var file: Result<GeneratedFile, TemplateError>
            var translation: Duration
            var rendering: Duration
            var nodesRendered: Int
        }
        let clock = ContinuousClock()
        let start = clock.now
        // Taken last to first: the model file, last and by far the largest, starts first, so that
        // it ends with the others.
        let jobs = Translator.fileJobs(of: model)
        let renderedLastFirst = ParallelWork.map(jobs.reversed()) { job in
            let translationStart = clock.now
            let file = Translator.context(of: job, model: model, history: history, options: options)
            let renderingStart = clock.now
            var nodesRendered = 0
            let contents = Result { () throws(TemplateError) in
                try templates.render(file, nodesRendered: &nodesRendered)
            }
            let directory = file.kind == .managedObjectClass ? classDirectory : propertiesDirectory
            return Rendered(
                file: contents.map {
                    GeneratedFile(
                        path: Paths.join(directory, file.fileName), kind: file.kind, className: file.className,
                        contents: $0, modelFileName: model.fileName, superclassName: file.superclassName)
                },
                translation: renderingStart - translationStart, rendering: clock.now - renderingStart,
                nodesRendered: nodesRendered)
        }
        let rendered = renderedLastFirst.reversed()
        // The stages overlap on several threads: their wall time is shared out by the time each
        // took on its threads.
        let wall = clock.now - start
        let translation = rendered.reduce(Duration.zero) { $0 + $1.translation }
        let rendering = rendered.reduce(Duration.zero) { $0 + $1.rendering }
        let share = translation + rendering == .zero ? 0.5 : translation / (translation + rendering)
        metrics.record(wall * share, for: .translate)
        metrics.record(wall * (1 - share), for: .render)
        var files: [GeneratedFile] = []
        files.reserveCapacity(rendered.count)
        for outcome in rendered {
            metrics.filesTranslated += 1
            let file = try outcome.file.get()
            metrics.templateNodesRendered += outcome.nodesRendered
            metrics.filesRendered += 1
            metrics.renderedBytes += file.contents.utf8.count
            files.append(file)
        }
        return files
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
        let outcome = ModelComparison.compare(old: old, oldFile: oldPath, new: new, newFile: newPath)
        return Comparison(
            changes: outcome.changes, diagnostics: oldDiagnostics + newDiagnostics + outcome.diagnostics,
            changesVersionHashes: outcome.changesVersionHashes, compared: true,
            cloudKitErrorCount: outcome.diagnostics.filter {
                $0.severity == .error && outcome.cloudKitFindings.contains($0.formatted)
            }.count)
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

    /// Runs the pipeline up to the write plan, timing each stage. Nothing is written; with any error
    /// there is no plan.
    public static func plan(_ request: Request) -> Outcome {
        var run = PlanningRun(request: request)
        // Templates given on the command line are checked first; with a problem there, the models
        // are still read and checked, and nothing is rendered.
        if let directory = request.templatesDirectory {
            _ = run.templates(in: directory)
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

    /// A folder of custom templates as read: the templates, unless one has an error, and every
    /// problem found (warnings too).
    struct LoadedTemplates {
        var templates: TemplateSet?
        var diagnostics: [Diagnostic]
    }

    /// Reads and parses a folder of custom templates: one file per kind of output, named as in
    /// `Templates/`. The model file's template may be left out, for the built-in one. Reports the
    /// problems of every template in one go. A folder that a configuration names (`namedAt`) and
    /// that is missing, or not a folder, is reported at the configuration's line.
    static func loadTemplates(
        from directory: String, namedAt reference: Configuration.TemplatesReference? = nil
    ) -> LoadedTemplates {
        func failure(_ problem: String) -> LoadedTemplates {
            let diagnostic =
                if let reference {
                    Diagnostic(
                        .error,
                        "\(problem): '\(reference.spelling)'; create it, or correct 'templates' in modelgen.json",
                        file: reference.file, at: reference.location,
                        notes: [Diagnostic.Note("the folder looked for", file: directory)])
                } else {
                    Diagnostic(.error, problem, file: directory, at: nil)
                }
            return LoadedTemplates(templates: nil, diagnostics: [diagnostic])
        }
        // The folder itself first: a missing one, or a file, is not a folder missing its templates.
        switch FileSystem.entry(at: directory) {
        case .folder: break
        case .missing: return failure("no such templates folder")
        case let other: return failure("the templates folder is \(other.description), not a folder")
        }
        var templates: [OutputKind: Template] = [:]
        var problems: [Diagnostic] = []
        for kind in OutputKind.allCases {
            let path = Paths.join(directory, kind.templateName)
            // The built-in template stands for an optional one left out (folders made before
            // modelgen built models in code, or before it had composite attributes, lack them), and
            // for one with a problem, so that the others are still checked with the probe model.
            templates[kind] = TemplateSet.builtinTemplate(for: kind)
            if kind == .managedObjectModel || kind == .composite, !FileSystem.exists(path) {
                continue
            }
            guard FileSystem.exists(path) else {
                problems.append(
                    Diagnostic(
                        .error, "missing template '\(kind.templateName)' in the templates folder", file: path, at: nil))
                continue
            }
            let bytes: [UInt8]
            switch InputFile.read(path, as: .template, sizeLimit: InputFile.smallFileSizeLimit) {
            case .success(let read): bytes = read
            case .failure(let diagnostic):
                problems.append(diagnostic)
                continue
            }
            if let invalid = String.firstInvalidUTF8Offset(in: bytes) {
                problems.append(
                    Diagnostic(
                        .error,
                        "the template is not valid UTF-8 here (\(String.invalidUTF8Bytes(at: invalid, in: bytes)))",
                        file: path, at: SourcePosition(ofByteAt: invalid, in: bytes, carriageReturnsEndLines: false)))
                continue
            }
            var text = String(decoding: bytes, as: UTF8.self)
            // A byte order mark is not text to print (some editors save one).
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            do {
                templates[kind] = try Template(name: path, text: text)
            } catch {
                problems += error.errors.map(\.diagnostic)
                if error.isCutShort {
                    problems.append(TemplateProbe.mayHaveMoreProblems(templatePath: path))
                }
            }
        }
        let set = TemplateSet(templates)
        problems += TemplateProbe.problems(of: set)
        // A file that looks like a template but has none of the names modelgen reads: a misspelt
        // optional template would otherwise be passed over in silence, for the built-in one.
        let names = OutputKind.allCases.map(\.templateName)
        for name in FileSystem.fileNames(in: directory).sorted()
        where name.hasSuffix(".mustache") && !names.contains(name)
            && FileSystem.entry(at: Paths.join(directory, name)) == .file
        {
            let advice =
                closestMatch(to: name, in: names).map { "did you mean '\($0)'?" }
                ?? "its templates are " + names.map { "'\($0)'" }.joined(separator: ", ")
            problems.append(
                Diagnostic(
                    .warning, "modelgen reads no template of this name, so it is not used; \(advice)",
                    file: Paths.join(directory, name)))
        }
        // By template, each template's in the order of its lines (a sort that keeps the order of equals).
        let byTemplate = problems.enumerated().sorted {
            ($0.element.file ?? "", $0.offset) < ($1.element.file ?? "", $1.offset)
        }.map(\.element)
        return LoadedTemplates(templates: byTemplate.hasErrors ? nil : set, diagnostics: byTemplate)
    }
}

extension TemplateError {
    var diagnostic: Diagnostic {
        Diagnostic(.error, message, file: template, at: location, notes: notes)
    }
}
