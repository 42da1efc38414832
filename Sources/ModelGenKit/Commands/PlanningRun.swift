import Foundation

/// One `Generator.plan`: the request, and what its steps gather model by model (diagnostics,
/// generated files, the folders to look for stale files in) until the write plan is made.
struct PlanningRun {
    let request: Generator.Request
    var metrics = PipelineMetrics()
    var diagnostics: [Diagnostic] = []
    /// Each templates folder's templates, loaded once; `nil` when the folder has a problem (reported).
    var templateSets: [String: TemplateSet?] = [:]
    var files: [GeneratedFile] = []
    var staleFileScopes: [StaleFileScope] = []
    /// Each output path (its folder's real path, and its name lower-cased) → the model that
    /// produces it.
    var producers: [String: String] = [:]
    /// Each output folder as given → its real path (`FileSystem.identity`), found once: a folder
    /// reached through a symbolic link is the folder it links to.
    var folderIdentities: [String: String] = [:]
    /// Every class of the models, to warn about a skipped class that none has.
    var classNames = Set<String>()
    /// The Class files of skipped classes: neither written nor removed.
    var skippedPaths: [String] = []
    /// The types each model declares, by output folder (normalized) and name: models generated into
    /// one folder are compiled into one module, where two types of one name clash.
    var declaredTypes: [String: DeclaredType] = [:]

    /// A type that a model's generated code declares.
    struct DeclaredType {
        enum Kind: String {
            case `class`, composite
            case model = "model's type"
            case modelActor = "model's actor"

            init(_ kind: ReservedNames.ModelFileType.Kind) {
                switch kind {
                case .model: self = .model
                case .modelActor: self = .modelActor
                }
            }
        }

        var kind: Kind
        var modelPath: String
        var modelName: String
        /// Where the model file declares it: a class's entity, a composite, the model's name.
        var location: SourcePosition?
    }
    /// The folders of the files that call the support file (model files, and the Properties files
    /// of every model, Xcode models too), as first given, each once: where the support file goes
    /// (`Generator.SupportFilePlacement.besideOutput`). Files of custom templates that do not call
    /// it (a model file that builds the model in its own way) need none.
    var supportFolders: [(path: String, key: String)] = []
    /// The support's sections that the files in each of `supportFolders` call, by folder key.
    var supportSections: [String: SupportFileSections] = [:]
    let currentDirectory = FileManager.default.currentDirectoryPath

    init(request: Generator.Request) {
        self.request = request
    }

    /// The outcome so far; without a plan when there is an error.
    func outcome(plan: WritePlan?) -> Generator.Outcome {
        Generator.Outcome(diagnostics: diagnostics, plan: diagnostics.hasErrors ? nil : plan, metrics: metrics)
    }

    /// The templates in `directory` (the built-in ones for `nil`), loaded on first use (once for
    /// each folder, however its path is written); `nil` when they have an error (reported). A folder
    /// a configuration names is given with the place that names it (`namedAt`), for its errors.
    mutating func templates(
        in directory: String?, namedAt reference: Configuration.TemplatesReference? = nil
    ) -> TemplateSet? {
        guard let directory else { return .builtin }
        let key = FileSystem.identity(of: directory)
        if let loaded = templateSets[key] { return loaded }
        let loaded = Generator.loadTemplates(from: directory, namedAt: reference)
        templateSets[key] = .some(loaded.templates)
        diagnostics += loaded.diagnostics
        return loaded.templates
    }

    /// Loads a model and its configuration, renders its files and adds them to the run.
    mutating func addModel(at path: String) {
        request.progress?("reading and checking \(Paths.fileName(of: path))")
        let loaded = ModelLoader.load(modelAt: path, metrics: &metrics)
        diagnostics += loaded.diagnostics
        guard let configuration = loaded.configuration else { return }
        // The templates are checked even when the model has an error, so that one run reports both.
        let templatesDirectory = request.templatesDirectory ?? configuration.templatesDirectory
        let templates = templates(
            in: templatesDirectory, namedAt: request.templatesDirectory == nil ? configuration.templatesNamedAt : nil)
        guard let history = loaded.history, let templates else { return }
        let model = history.current
        let options = GenerationOptions(
            accessLevel: request.accessLevel ?? configuration.accessLevel ?? .public, classFiles: request.classFiles,
            omitted: configuration.omitted)
        let propertiesDirectory = request.outputDirectory ?? XcodeModelBundle.folder(ofModelAt: path)
        let classDirectory = request.classOutputDirectory ?? propertiesDirectory
        let marker = Translator.generatedMarker(modelFileName: model.fileName)
        classNames.formUnion(model.entities.map(\.className))
        checkDeclaredTypes(
            of: model, at: path, declaringActors: options.declaresModelActors,
            generatedInto: propertiesDirectory)
        request.progress?("generating the classes of \(model.entities.count) entities")
        let rendered: [GeneratedFile]
        do {
            rendered = try Generator.render(
                model, history: history, options: options, templates: templates,
                propertiesDirectory: propertiesDirectory, classDirectory: classDirectory, metrics: &metrics)
        } catch {
            diagnostics.append(error.diagnostic)
            return
        }
        // Each file's key in `producers`: its folder's, once for the model's files.
        let propertiesFolderKey = folderIdentity(of: propertiesDirectory)
        let classFolderKey = folderIdentity(of: classDirectory)
        for file in rendered {
            let folderKey = file.kind == .managedObjectClass ? classFolderKey : propertiesFolderKey
            guard add(file, from: path, marker: marker, templatesDirectory: templatesDirectory, folderKey: folderKey)
            else { break }
        }
        // The model file calls the support when it names it; the Properties files when their
        // template does (decided by the template, as the build plugin decides it).
        let callsSupport = rendered.contains(where: \.callsSupport) || templates.namesSupport(.properties)
        if callsSupport {
            if supportSections[propertiesFolderKey] == nil {
                supportFolders.append((propertiesDirectory, propertiesFolderKey))
            }
            // What the built-in templates call; all of it for custom ones, whatever they call, and
            // when the request asks for all of it.
            let sections =
                !request.wholeSupportFile && OutputKind.templated.allSatisfy(templates.isBuiltin)
                ? SupportFileSections.called(
                    omitting: options.omitted,
                    modelFile: rendered.first { $0.kind == .managedObjectModel }?.supportSections)
                : .all
            supportSections[propertiesFolderKey, default: []].formUnion(sections)
        }
        staleFileScopes.append(
            StaleFileScope(
                propertiesDirectory: propertiesDirectory, classDirectory: classDirectory, marker: marker,
                modelDirectory: XcodeModelBundle.folder(ofModelAt: path)))
    }

    /// Reports a type of `model` that a model before it in the run declares too, when both generate
    /// into one folder: its classes, composites, model type and, unless they are omitted
    /// (`declaringActors`), the model's actors (model `A`'s `AMainModelActor` is model `AMain`'s
    /// `AMainModelActor`). Two classes or two composites of one name are reported as one file that
    /// two models generate, and so are two model types or actors of models named alike (`A`, `a`);
    /// what is left is a name that two kinds of type share, or two model types of models named apart
    /// (`A Model`).
    private mutating func checkDeclaredTypes(
        of model: ResolvedModel, at path: String, declaringActors: Bool, generatedInto folder: String
    ) {
        // Positions point into a `.datamodel.json` file, which is the path; an Xcode model's are in
        // its version's contents file, so its diagnostics name the model alone.
        let located = model.buildsModelInCode
        var types = model.entities.map { ($0.className, DeclaredType.Kind.class, located ? $0.location : nil) }
        types += model.composites.map { ($0.name, .composite, located ? $0.location : nil) }
        if model.buildsModelInCode {
            for type in ReservedNames.modelFileTypes(forModelNamed: model.name, declaringActors: declaringActors) {
                types.append((type.name, DeclaredType.Kind(type.kind), model.nameLocation))
            }
        }
        let folderKey = folderIdentity(of: folder)
        // The actors are named after the model's type: when that clashes, so do they, said once.
        var modelTypeClashes = false
        for (name, kind, location) in types where kind != .modelActor || !modelTypeClashes {
            let key = folderKey + "\u{0}" + name
            guard let other = declaredTypes[key] else {
                declaredTypes[key] = DeclaredType(
                    kind: kind, modelPath: path, modelName: model.name, location: location)
                continue
            }
            // A model type or actor is in the model file, which models named alike both write.
            let inModelFile = kind == .model || kind == .modelActor
            let sameFile =
                kind == other.kind && (!inModelFile || model.name.lowercased() == other.modelName.lowercased())
            guard other.modelPath != path, !sameFile else { continue }
            let fix = inModelFile ? "rename the model" : "rename the \(kind.rawValue)"
            if kind == .model { modelTypeClashes = true }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\(inModelFile ? "the \(kind.rawValue)" : kind.rawValue) '\(name)' has the name of the \(other.kind.rawValue) '\(name)' of \(other.modelPath), and both are generated into \(folder), one module; \(fix)",
                    file: path, at: location,
                    notes: [
                        Diagnostic.Note("the other is declared here", file: other.modelPath, at: other.location)
                    ]))
        }
    }

    /// The real path of an output folder (the folder normalized when it does not exist yet).
    private mutating func folderIdentity(of folder: String) -> String {
        if let known = folderIdentities[folder] { return known }
        let identity = FileSystem.identity(of: Paths.normalized(folder, currentDirectory: currentDirectory))
        folderIdentities[folder] = identity
        return identity
    }

    /// Adds one rendered file, or sets it aside (a skipped class's Class file), or reports why it
    /// cannot be written. Returns false when the model's other files need not be looked at.
    /// `folderKey`: the file's folder as `producers` keys it (its real path; the file names are
    /// compared in lower case, as a case-insensitive disk would, the folders as they are).
    private mutating func add(
        _ file: GeneratedFile, from path: String, marker: String, templatesDirectory: String?, folderKey: String
    ) -> Bool {
        if file.kind == .managedObjectClass && request.skippedClasses.contains(file.className) {
            // A Class file written once is the user's: never touched. In a build folder
            // (`--class-files always`), one generated before the class was skipped is stale, and
            // is removed like any stale generated file, or the target would declare the class twice.
            if request.classFiles == .once { skippedPaths.append(file.path) }
            return true
        }
        if file.kind.isOwnedByModelgen || request.classFiles == .always,
            !file.utf8.withUnsafeBufferPointer({ Translator.carriesMarker(utf8: $0, marker) })
        {
            // Without the marker, the next run could not tell this file from the user's: it would
            // neither replace it nor remove it when its entity is gone. (The probe finds this for
            // the files modelgen always owns when it loads the templates; a Class file is owned
            // only with --class-files always.)
            let error = TemplateProbe.missingMarker(
                in: file.kind, templatePath: Paths.join(templatesDirectory ?? "", file.kind.templateName),
                classFilesAlways: request.classFiles == .always)
            // Once for the template, whichever models it renders.
            if !diagnostics.contains(error) { diagnostics.append(error) }
            return false
        }
        let key = folderKey + "/" + Paths.fileName(of: file.path).lowercased()
        if let other = producers[key] {
            diagnostics.append(
                Diagnostic(
                    .error, "\(file.path) would be generated from both \(other) and \(path)", file: path,
                    notes: [Diagnostic.Note("the other model that generates it", file: other)]))
            return true
        }
        producers[key] = path
        files.append(file)
        return true
    }

    /// Compares the files with the disk into a write plan, unless there is an error already. The
    /// plan's own diagnostics join the run's, so the outcome carries every diagnostic in one list.
    mutating func makePlan() -> WritePlan? {
        guard !diagnostics.hasErrors else { return nil }
        addSupportFiles()
        request.progress?("comparing \(files.count) files with those on disk")
        var plan = metrics.measure(.compare) {
            WritePlanner.plan(
                files, staleFileScopes: staleFileScopes, classFiles: request.classFiles, untouched: skippedPaths)
        }
        metrics.filesCompared += plan.filesRead
        metrics.foldersListed += plan.foldersListed
        diagnostics += plan.diagnostics
        plan.diagnostics = []
        guard !diagnostics.hasErrors else { return nil }
        for name in request.skippedClasses.subtracting(classNames).sorted() {
            diagnostics.append(
                Diagnostic(.warning, "no entity of the models has the class '\(name)' that is to be skipped"))
        }
        return plan
    }

    /// Adds the support file that the run's model files call, where the request places it: in each
    /// of their folders, in one folder, or nowhere. None when the run generates no model file.
    private mutating func addSupportFiles() {
        switch request.supportFile {
        case .besideOutput:
            for folder in supportFolders {
                files.append(.support(inFolder: folder.path, sections: supportSections[folder.key, default: .all]))
            }
        case .folder(let folder):
            guard !supportFolders.isEmpty else { return }
            files.append(.support(inFolder: folder, sections: supportSections.values.reduce([]) { $0.union($1) }))
        case .none: break
        }
    }
}
