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
        /// A folder of custom templates; `nil` for the built-in ones.
        public var templatesDirectory: String?
        public var options: GenerationOptions

        public init(
            modelPaths: [String], outputDirectory: String? = nil, classOutputDirectory: String? = nil,
            templatesDirectory: String? = nil, options: GenerationOptions = GenerationOptions()
        ) {
            self.modelPaths = modelPaths
            self.outputDirectory = outputDirectory
            self.classOutputDirectory = classOutputDirectory
            self.templatesDirectory = templatesDirectory
            self.options = options
        }
    }

    /// The outcome of planning: every diagnostic, and a plan only when there was no error.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        public var plan: WritePlan?
    }

    /// Reads, parses and resolves one model file.
    public static func loadModel(at path: String) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        guard let data = FileSystem.contents(of: path) else {
            let reason = FileSystem.exists(path) ? "cannot read the model file" : "no such model file"
            return (nil, [Diagnostic(.error, reason, file: path, at: nil)])
        }
        return loadModel(bytes: Array(data), path: path)
    }

    /// Parses and resolves model text; `path` names it in diagnostics and generated headers.
    public static func loadModel(bytes: [UInt8], path: String) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog(file: path)
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            log.error(error.message, at: error.location)
            return (nil, log.diagnostics)
        }
        let declaration = ModelDecoder.decode(root, log: &log)
        let model = Resolver.resolve(declaration, fileName: URL(fileURLWithPath: path).lastPathComponent, log: &log)
        return (model, log.diagnostics)
    }

    /// Renders every file of a resolved model.
    public static func render(
        _ model: ResolvedModel, options: GenerationOptions, templates: TemplateSet,
        propertiesDirectory: String, classDirectory: String
    ) throws(TemplateError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for file in Translator.translate(model, options: options) {
            let directory = file.kind == .properties ? propertiesDirectory : classDirectory
            files.append(
                GeneratedFile(
                    path: WritePlanner.join(directory, file.fileName), kind: file.kind,
                    contents: try templates.render(file)))
        }
        return files
    }

    /// Runs the pipeline up to the write plan. Nothing is written; with any error there is no plan.
    public static func plan(_ request: Request) -> Outcome {
        var diagnostics: [Diagnostic] = []
        var templates = TemplateSet.builtin
        if let directory = request.templatesDirectory {
            switch loadTemplates(from: directory) {
            case .success(let loaded): templates = loaded
            case .failure(let diagnostic): return Outcome(diagnostics: [diagnostic], plan: nil)
            }
        }
        var files: [GeneratedFile] = []
        var scopes: [StaleFileScope] = []
        var producer: [String: String] = [:]  // output path → the model that produces it
        for path in request.modelPaths {
            let (model, modelDiagnostics) = loadModel(at: path)
            diagnostics += modelDiagnostics
            guard let model else { continue }
            let modelDirectory = (path as NSString).deletingLastPathComponent
            let propertiesDirectory = request.outputDirectory ?? (modelDirectory.isEmpty ? "." : modelDirectory)
            let classDirectory = request.classOutputDirectory ?? propertiesDirectory
            do {
                for file in try render(
                    model, options: request.options, templates: templates,
                    propertiesDirectory: propertiesDirectory, classDirectory: classDirectory)
                {
                    let key = WritePlanner.normalized(file.path).lowercased()
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
            scopes.append(
                StaleFileScope(
                    propertiesDirectory: propertiesDirectory, classDirectory: classDirectory,
                    marker: Translator.generatedMarker(modelFileName: model.fileName)))
        }
        if diagnostics.hasErrors { return Outcome(diagnostics: diagnostics, plan: nil) }
        return Outcome(diagnostics: diagnostics, plan: WritePlanner.plan(files, staleFileScopes: scopes))
    }

    /// Reads and parses a folder of custom templates: one file per kind of output, named as in `Templates/`.
    public static func loadTemplates(from directory: String) -> Result<TemplateSet, Diagnostic> {
        var texts: [OutputKind: (path: String, text: String)] = [:]
        for kind in OutputKind.allCases {
            let path = WritePlanner.join(directory, kind.templateName)
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
