import Foundation

/// Translation and rendering for `generate` (`PlanningRun`) and the tests: a resolved model's files,
/// each translated and rendered on its own, spread over the cores.
extension Generator {
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
                try templates.renderUTF8(file, nodesRendered: &nodesRendered)
            }
            let directory = file.kind == .managedObjectClass ? classDirectory : propertiesDirectory
            return Rendered(
                file: contents.map {
                    GeneratedFile(
                        path: Paths.join(directory, file.fileName), kind: file.kind, className: file.className,
                        utf8: $0, modelFileName: model.fileName, superclassName: file.superclassName,
                        supportSections: file.supportSections)
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
            metrics.renderedBytes += file.utf8.count
            files.append(file)
        }
        // Letting go of the jobs (two references to each entity) took this thread 2.5 ms over 1,000
        // entities, timed; the other cores are idle now, while this one plans the write.
        ParallelWork.deallocateInBackground(consume jobs)
        return files
    }
}
