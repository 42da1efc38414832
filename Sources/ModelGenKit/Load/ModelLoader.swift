import Foundation

/// A model as every command loads it, through one code path: the configuration that applies
/// to it (`modelgen.json` beside it, checked), the model, and its shipped versions.
struct LoadedModel {
    /// `nil` when the configuration file has a problem (reported).
    var configuration: Configuration?
    /// The model file's bytes, when it could be read.
    var bytes: [UInt8]?
    /// `nil` when the model, its configuration or a shipped version has an error.
    var history: ModelHistory?
    var diagnostics: [Diagnostic]

    var model: ResolvedModel? { history?.current }
}

/// The loading stage: a model file's path → its configuration (`modelgen.json`) → the JSON or the
/// Xcode front end (parse) → `Resolver` → its shipped versions (`ModelHistory`), as every command
/// loads a model. `load(modelAt:withHistory:purpose:metrics:)` is the stage's entry point; the front
/// ends alone (`loadModel`, `loadXcodeModel`, `readXcodeVersion`) are for what reads a model that
/// has no configuration or history of its own: a shipped version, a version read back, a probe.
enum ModelLoader {
    /// Loads the model at `path`: its configuration first (which limits the model's size), then
    /// the model, then (unless `withHistory` is false) its shipped versions and the steps between
    /// them. A configuration with errors does not stop the model from being checked: every problem
    /// is reported in one run. A model without entities whose classes are to be generated gets a
    /// warning: generate and validate say that there is nothing to generate.
    static func load(
        modelAt path: String, withHistory: Bool = true, purpose: Resolver.Purpose = .generatingClasses,
        metrics: inout PipelineMetrics
    ) -> LoadedModel {
        let (configuration, configurationDiagnostics) = metrics.measure(.read) {
            Configuration.load(forModelAt: path)
        }
        var loaded = loadModelAndVersions(
            modelAt: path, configuration: configuration, withHistory: withHistory, purpose: purpose, metrics: &metrics)
        loaded.diagnostics = configurationDiagnostics + loaded.diagnostics
        if purpose == .generatingClasses, let model = loaded.model, model.entities.isEmpty {
            loaded.diagnostics.append(emptyModelWarning(path))
        }
        return loaded
    }

    /// A model without entities, whose classes are to be generated: it is valid, but there is nothing
    /// to generate, which the user would otherwise see only as no files.
    static func emptyModelWarning(_ path: String) -> Diagnostic {
        Diagnostic(.warning, "the model has no entities, so no classes are generated", file: path)
    }

    /// The model at `path` and its shipped versions, for `load`, which has read their configuration.
    private static func loadModelAndVersions(
        modelAt path: String, configuration: Configuration?, withHistory: Bool, purpose: Resolver.Purpose,
        metrics: inout PipelineMetrics
    ) -> LoadedModel {
        let sizeLimit = configuration?.modelSizeLimit ?? InputFile.defaultModelSizeLimit
        // The names the model file takes depend on what the configuration leaves out. A configuration
        // with errors (reported; the run fails on it) says nothing sure: no clash with the actors
        // is reported then, rather than one its `omit` may already avoid.
        let declaringModelActors = configuration?.declaresModelActors ?? false
        var loaded = LoadedModel(configuration: configuration, diagnostics: [])
        if XcodeModelBundle.isXcodeModel(path) {
            // Xcode keeps the versions of its models itself, and Core Data migrates between them.
            let (model, diagnostics) = loadXcodeModel(
                at: path, sizeLimit: sizeLimit, statedOrder: configuration?.versionOrder(forXcodeModelAt: path),
                purpose: purpose, metrics: &metrics)
            loaded.diagnostics += diagnostics
            if let model, configuration != nil {
                loaded.history = ModelHistory(current: model)
            }
            return loaded
        }
        let read = metrics.measure(.read) { InputFile.read(path, as: .model, sizeLimit: sizeLimit) }
        guard case .success(let bytes) = read else {
            if case .failure(let diagnostic) = read { loaded.diagnostics.append(diagnostic) }
            return loaded
        }
        loaded.bytes = bytes
        let (model, modelDiagnostics) = loadModel(
            bytes: bytes, path: path, purpose: purpose, declaringModelActors: declaringModelActors, metrics: &metrics)
        loaded.diagnostics += modelDiagnostics
        guard let model else { return loaded }
        if withHistory {
            let (history, historyDiagnostics) = ModelHistory.load(
                forModelAt: path, current: model, sizeLimit: sizeLimit, metrics: &metrics)
            loaded.history = history
            loaded.diagnostics += historyDiagnostics
        } else {
            loaded.history = ModelHistory(current: model)
        }
        if configuration == nil { loaded.history = nil }
        return loaded
    }

    /// Reads, parses and resolves one model file (no configuration, no shipped versions): for
    /// tests and tools that look at a model alone.
    static func loadModel(at path: String, sizeLimit: Int = InputFile.defaultModelSizeLimit) -> (
        model: ResolvedModel?, diagnostics: [Diagnostic]
    ) {
        var metrics = PipelineMetrics()
        return loadModel(at: path, as: .model, sizeLimit: sizeLimit, metrics: &metrics)
    }

    /// Reads, parses and resolves one model file, timing each stage into `metrics`.
    static func loadModel(at path: String, as kind: InputFile.Kind, sizeLimit: Int, metrics: inout PipelineMetrics)
        -> (model: ResolvedModel?, diagnostics: [Diagnostic])
    {
        switch metrics.measure(.read, { InputFile.read(path, as: kind, sizeLimit: sizeLimit) }) {
        case .success(let bytes):
            let purpose: Resolver.Purpose = kind == .shippedVersion ? .shippedVersion : .generatingClasses
            return loadModel(bytes: bytes, path: path, purpose: purpose, metrics: &metrics)
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
    }

    /// Parses and resolves model text; `path` names it in diagnostics and generated headers.
    static func loadModel(
        bytes: [UInt8], path: String, purpose: Resolver.Purpose = .generatingClasses, declaringModelActors: Bool = true
    ) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        var metrics = PipelineMetrics()
        return loadModel(
            bytes: bytes, path: path, purpose: purpose, declaringModelActors: declaringModelActors, metrics: &metrics)
    }

    /// Parses and resolves model text, timing each stage into `metrics`; `declaringModelActors` as
    /// `Resolver.resolve` takes it.
    static func loadModel(
        bytes: [UInt8], path: String, purpose: Resolver.Purpose = .generatingClasses,
        declaringModelActors: Bool = true, metrics: inout PipelineMetrics
    ) -> (model: ResolvedModel?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog(file: path)
        metrics.modelBytes += bytes.count
        var parsed = metrics.measure(.parse) { () -> ModelDeclaration? in
            guard let root = JSONParser.parse(bytes, log: &log) else { return nil }
            let declaration = ModelDecoder.decode(root, log: &log)
            ParallelWork.deallocateInBackground(consume root)
            return declaration
        }
        guard parsed != nil else { return (nil, log.diagnostics) }
        let fileName = Paths.fileName(of: path)
        // The resolver takes the declarations (moved out of `parsed`, which a closure cannot
        // `consume`), and frees them with its tables once it is done.
        let model = metrics.measure(.resolve) {
            Resolver.resolve(
                parsed.take()!, fileName: fileName, purpose: purpose, declaringModelActors: declaringModelActors,
                log: &log
            )
        }
        if let model {
            metrics.entities += model.entities.count
            metrics.properties += model.entities.reduce(0) { $0 + $1.attributes.count + $1.relationships.count }
        }
        return (model, log.diagnostics)
    }
}
