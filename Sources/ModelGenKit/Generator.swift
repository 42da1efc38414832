import Foundation

/// The whole pipeline, from model files to a write plan:
/// parse (JSON → syntax) → resolve (syntax → checked model) → translate (model → file contexts)
/// → render (templates + contexts → text) → write (text → plan of file operations).
public enum Generator {
    /// Where generated files go and how they are written.
    public struct Request: Sendable {
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

    /// The outcome of planning: every diagnostic of the run (the write plan's included), and a plan
    /// only when there was no error.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        public var plan: WritePlan?
    }

    /// Reads, parses and resolves one model file.
    public static func loadModel(at path: String) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        var metrics = PipelineMetrics()
        return loadModel(at: path, metrics: &metrics)
    }

    /// Reads, parses and resolves one model file, timing each stage into `metrics`.
    public static func loadModel(at path: String, metrics: inout PipelineMetrics) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        guard let data = metrics.measure(.read, { FileSystem.contents(of: path) }) else {
            let reason = FileSystem.exists(path) ? "cannot read the model file" : "no such model file"
            return (nil, [Diagnostic(.error, reason, file: path, at: nil)])
        }
        return loadModel(bytes: Array(data), path: path, metrics: &metrics)
    }

    /// Parses and resolves model text; `path` names it in diagnostics and generated headers.
    public static func loadModel(bytes: [UInt8], path: String) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        var metrics = PipelineMetrics()
        return loadModel(bytes: bytes, path: path, metrics: &metrics)
    }

    /// Parses and resolves model text, timing each stage into `metrics`.
    public static func loadModel(
        bytes: [UInt8], path: String, metrics: inout PipelineMetrics
    ) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog(file: path)
        metrics.modelBytes += bytes.count
        let parsed = metrics.measure(.parse) { () -> ModelDeclaration? in
            guard let root = JSONParser.parse(bytes, log: &log) else { return nil }
            return ModelDecoder.decode(root, log: &log)
        }
        guard let declaration = parsed else { return (nil, log.diagnostics) }
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let model = metrics.measure(.resolve) { Resolver.resolve(declaration, fileName: fileName, log: &log) }
        if let model {
            metrics.entities += model.entities.count
            metrics.properties += model.entities.reduce(0) { $0 + $1.attributes.count + $1.relationships.count }
        }
        return (model, log.diagnostics)
    }

    /// Renders every file of a resolved model.
    public static func render(
        _ model: ResolvedModel, options: GenerationOptions, templates: TemplateSet,
        propertiesDirectory: String, classDirectory: String
    ) throws(TemplateError) -> [GeneratedFile] {
        var metrics = PipelineMetrics()
        return try render(
            model, options: options, templates: templates, propertiesDirectory: propertiesDirectory,
            classDirectory: classDirectory, metrics: &metrics)
    }

    /// Renders every file of a resolved model, timing translation and rendering into `metrics`.
    /// Each file is rendered as soon as it is translated, so only one file's context is held at a time.
    public static func render(
        _ model: ResolvedModel, options: GenerationOptions, templates: TemplateSet,
        propertiesDirectory: String, classDirectory: String, metrics: inout PipelineMetrics
    ) throws(TemplateError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        files.reserveCapacity(model.entities.count * 2 + 1)
        // Translation and rendering take turns, file by file: translation's time is the whole
        // time less rendering's.
        let clock = ContinuousClock()
        let start = clock.now
        let renderedBefore = metrics.duration(of: .render)
        defer { metrics.record(clock.now - start - (metrics.duration(of: .render) - renderedBefore), for: .translate) }
        try Translator.forEachFile(of: model, options: options) { (file) throws(TemplateError) in
            metrics.filesTranslated += 1
            var nodesRendered = 0
            let contents = try metrics.measure(.render) { () throws(TemplateError) -> String in
                try templates.render(file, nodesRendered: &nodesRendered)
            }
            metrics.templateNodesRendered += nodesRendered
            metrics.filesRendered += 1
            metrics.renderedBytes += contents.utf8.count
            let directory = file.kind == .managedObjectClass ? classDirectory : propertiesDirectory
            files.append(
                GeneratedFile(
                    path: WritePlanner.join(directory, file.fileName), kind: file.kind, className: file.className,
                    contents: contents))
        }
        return files
    }

    /// Runs the pipeline up to the write plan. Nothing is written; with any error there is no plan.
    public static func plan(_ request: Request) -> Outcome {
        var metrics = PipelineMetrics()
        return plan(request, metrics: &metrics)
    }

    /// Runs the pipeline up to the write plan, timing each stage into `metrics`.
    public static func plan(_ request: Request, metrics: inout PipelineMetrics) -> Outcome {
        var diagnostics: [Diagnostic] = []
        var templateSets: [String: TemplateSet?] = [:]  // templates folder → its templates, nil when broken
        func templates(in directory: String?) -> TemplateSet? {
            guard let directory else { return .builtin }
            if let loaded = templateSets[directory] { return loaded }
            switch loadTemplates(from: directory) {
            case .success(let loaded): templateSets[directory] = loaded
            case .failure(let diagnostic):
                templateSets[directory] = .some(nil)
                diagnostics.append(diagnostic)
            }
            return templateSets[directory]!
        }
        // Templates given on the command line are checked first: with a problem there, nothing else is.
        if let directory = request.templatesDirectory, templates(in: directory) == nil {
            return Outcome(diagnostics: diagnostics, plan: nil)
        }
        var files: [GeneratedFile] = []
        var scopes: [StaleFileScope] = []
        var producer: [String: String] = [:]  // output path → the model that produces it
        let currentDirectory = FileManager.default.currentDirectoryPath
        var classNames = Set<String>()
        var skippedPaths: [String] = []
        for path in request.modelPaths {
            let (configuration, configurationDiagnostics) = metrics.measure(.read) { Configuration.load(forModelAt: path) }
            diagnostics += configurationDiagnostics
            let (model, modelDiagnostics) = loadModel(at: path, metrics: &metrics)
            diagnostics += modelDiagnostics
            guard let configuration, let model else { continue }
            let templatesDirectory = request.templatesDirectory ?? configuration.templatesDirectory
            guard let templates = templates(in: templatesDirectory) else { continue }
            let options = GenerationOptions(
                accessLevel: request.accessLevel ?? configuration.accessLevel ?? .public, classFiles: request.classFiles)
            let modelDirectory = (path as NSString).deletingLastPathComponent
            let propertiesDirectory = request.outputDirectory ?? (modelDirectory.isEmpty ? "." : modelDirectory)
            let classDirectory = request.classOutputDirectory ?? propertiesDirectory
            let marker = Translator.generatedMarker(modelFileName: model.fileName)
            classNames.formUnion(model.entities.map(\.className))
            do {
                for file in try render(
                    model, options: options, templates: templates,
                    propertiesDirectory: propertiesDirectory, classDirectory: classDirectory, metrics: &metrics)
                {
                    if file.kind == .managedObjectClass && request.skippedClasses.contains(file.className) {
                        skippedPaths.append(file.path)
                        continue
                    }
                    if file.kind == .managedObjectClass && request.classFiles == .always
                        && !WritePlanner.carriesMarker(file.contents, marker)
                    {
                        // Without the marker, the next run could not tell this file from the user's.
                        diagnostics.append(
                            Diagnostic(
                                .error,
                                "with --class-files always, the Class template must print {{generatedMarker}} in its first ten lines",
                                file: WritePlanner.join(templatesDirectory ?? "", OutputKind.managedObjectClass.templateName),
                                at: nil))
                        break
                    }
                    let key = WritePlanner.normalized(file.path, currentDirectory: currentDirectory).lowercased()
                    if let other = producer[key] {
                        diagnostics.append(
                            Diagnostic(.error, "\(file.path) would be generated from both \(other) and \(path)", file: path, at: nil))
                        continue
                    }
                    producer[key] = path
                    files.append(file)
                }
            } catch {
                diagnostics.append(error.diagnostic)
                continue
            }
            scopes.append(StaleFileScope(propertiesDirectory: propertiesDirectory, classDirectory: classDirectory, marker: marker))
        }
        if diagnostics.hasErrors { return Outcome(diagnostics: diagnostics, plan: nil) }
        var plan = metrics.measure(.compare) {
            WritePlanner.plan(files, staleFileScopes: scopes, classFiles: request.classFiles, untouched: skippedPaths)
        }
        metrics.filesCompared += plan.filesRead
        metrics.foldersListed += plan.foldersListed
        // The outcome carries every diagnostic of the run, the plan's among them, in one list.
        diagnostics += plan.diagnostics
        plan.diagnostics = []
        if diagnostics.hasErrors { return Outcome(diagnostics: diagnostics, plan: nil) }
        for name in request.skippedClasses.subtracting(classNames).sorted() {
            diagnostics.append(Diagnostic(.warning, "no entity of the models has the class '\(name)' that is to be skipped"))
        }
        return Outcome(diagnostics: diagnostics, plan: plan)
    }

    /// Reads and parses a folder of custom templates: one file per kind of output, named as in
    /// `Templates/`. The model file's template may be left out, for the built-in one.
    public static func loadTemplates(from directory: String) -> Result<TemplateSet, Diagnostic> {
        var texts: [OutputKind: (path: String, text: String)] = [:]
        for kind in OutputKind.allCases {
            let path = WritePlanner.join(directory, kind.templateName)
            if kind == .managedObjectModel, !FileSystem.exists(path) {
                // Optional: folders made before modelgen built models in code lack it.
                texts[kind] = ("Templates/" + kind.templateName, BuiltinTemplates.text(for: kind))
                continue
            }
            guard let data = FileSystem.contents(of: path) else {
                return .failure(
                    Diagnostic(.error, "missing template '\(kind.templateName)' in the templates folder", file: path, at: nil))
            }
            guard let text = String(validUTF8: data) else {
                return .failure(Diagnostic(.error, "the template is not valid UTF-8", file: path, at: nil))
            }
            texts[kind] = (path, text)
        }
        do {
            let templates = try TemplateSet(texts: texts)
            try TemplateProbe.check(templates)
            return .success(templates)
        } catch {
            return .failure(error.diagnostic)
        }
    }
}

extension TemplateError {
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message, file: template, at: location)
    }
}
