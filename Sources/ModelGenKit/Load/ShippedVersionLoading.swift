/// The shipped versions of a `.datamodel.json` model, as the loading stage reads them: the versions
/// folder, its record (`VersionRecord`) and each version's model file, loaded with the JSON front
/// end; then `ModelHistory` checks each against its record and the steps between them.
extension ModelHistory {
    /// Loads and checks the shipped versions of the model at `modelPath`, whose current version is
    /// `current`. With no versions folder, the model has no shipped versions.
    static func load(
        forModelAt modelPath: String, current: ResolvedModel, sizeLimit: Int = InputFile.defaultModelSizeLimit,
        metrics: inout PipelineMetrics
    ) -> (
        history: ModelHistory?, diagnostics: [Diagnostic]
    ) {
        var history = ModelHistory(current: current)
        let directory = versionsDirectory(forModelAt: modelPath)
        let unusedStep = current.migrationStep.map { step in
            Diagnostic(
                .warning,
                "the model has no shipped version to migrate from, so its migration step never runs; freeze the version that ships first ('modelgen freeze')",
                file: modelPath, at: step.location)
        }
        switch FileSystem.entry(at: directory) {
        case .missing: return (history, unusedStep.map { [$0] } ?? [])
        case .folder: break
        case let entry:
            // Passed over, the model's shipped versions would not be checked, nor migrated from.
            let error = Diagnostic(
                .error,
                "the versions folder of the model is \(entry.description), not a folder; move it away, so that modelgen can keep the model's shipped versions there",
                file: directory)
            return (nil, [error])
        }
        let recordPath = Paths.join(directory, VersionRecord.fileName)
        let versionFiles = FileSystem.fileNames(in: directory).filter { $0.hasSuffix(".datamodel.json") }.sorted()
        guard FileSystem.exists(recordPath) else {
            if versionFiles.isEmpty { return (history, []) }
            let error = Diagnostic(
                .error,
                "the versions folder has model files but no record of shipped versions (\(VersionRecord.fileName)); shipped versions are made with 'modelgen freeze', which writes both",
                file: directory)
            return (nil, [error])
        }
        // The record holds a line per entity and property of every version: larger than one model.
        let recordBytes: [UInt8]
        switch InputFile.read(recordPath, as: .versionRecord, sizeLimit: sizeLimit * 8) {
        case .success(let bytes): recordBytes = bytes
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var log = DiagnosticLog(file: recordPath)
        guard let record = VersionRecord.parse(recordBytes, log: &log) else { return (nil, log.diagnostics) }
        var diagnostics = log.diagnostics
        for (index, entry) in record.entries.enumerated() {
            let expected = VersionRecord.versionFileName(index + 1)
            if entry.version != index + 1 || entry.file != expected {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "shipped version \(index + 1) must be recorded as version \(index + 1) in '\(expected)', not version \(entry.version) in '\(entry.file)'",
                        file: recordPath, at: entry.location))
            }
        }
        let recorded = Set(record.entries.map(\.file))
        for file in versionFiles where !recorded.contains(file) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'\(file)' is not a shipped version recorded in \(VersionRecord.fileName); shipped versions are made with 'modelgen freeze'",
                    file: Paths.join(directory, file)))
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        // Versions whose stored schema is no longer what was recorded, and what is said of them.
        var changedVersions = Set<Int>()
        var changes: [Diagnostic] = []
        for entry in record.entries {
            let path = Paths.join(directory, entry.file)
            guard FileSystem.exists(path) else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "shipped version \(entry.version) is recorded, but its file \(path) is missing; restore it (for example with 'git checkout -- \(path)'): the app needs every version that stores may have been written with",
                        file: recordPath, at: entry.location))
                continue
            }
            let (model, modelDiagnostics) = ModelLoader.loadModel(
                at: path, as: .shippedVersion, sizeLimit: sizeLimit, metrics: &metrics)
            diagnostics += modelDiagnostics
            guard let model else { continue }
            let version = ShippedVersion(
                number: entry.version, path: path, model: model, schema: StoredSchema(of: model))
            let change = checkUnchanged(
                version, against: entry, format: record.format, recordPath: recordPath, modelPath: modelPath)
            if change.hasErrors { changedVersions.insert(entry.version) }
            changes += change
            history.shippedVersions.append(version)
        }
        // Made again with its versions, so that it works out what Core Data stores of the current model.
        history = ModelHistory(shippedVersions: history.shippedVersions, current: current)
        guard !diagnostics.hasErrors else { return (nil, diagnostics + changes) }
        // Every version loaded: the steps between versions that are as they shipped are judged even
        // when another was changed, so that one run reports every problem.
        diagnostics += changes
        diagnostics += history.checkSteps(modelPath: modelPath, skipping: changedVersions)
        return (diagnostics.hasErrors ? nil : history, diagnostics)
    }
}
