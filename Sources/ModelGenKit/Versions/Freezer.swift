import Foundation

/// `modelgen freeze`: keeps the current model as the next shipped version, a copy of its file in
/// the versions folder, and records what Core Data stores of it.
enum Freezer {
    static func freeze(modelAt path: String) -> Generator.Freezing {
        var metrics = PipelineMetrics()
        guard let data = FileSystem.contents(of: path) else {
            let reason = FileSystem.exists(path) ? "cannot read the model file" : "no such model file"
            return Generator.Freezing(diagnostics: [Diagnostic(.error, reason, file: path)])
        }
        let (model, modelDiagnostics) = Generator.loadModel(bytes: Array(data), path: path, metrics: &metrics)
        guard let model else { return Generator.Freezing(diagnostics: modelDiagnostics) }
        let (loaded, historyDiagnostics) = ModelHistory.load(forModelAt: path, current: model, metrics: &metrics)
        var diagnostics = modelDiagnostics + historyDiagnostics
        guard let history = loaded, !diagnostics.hasErrors else { return Generator.Freezing(diagnostics: diagnostics) }
        if let last = history.shippedVersions.last, history.currentIsShipped {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "nothing Core Data stores changed since version \(last.number) was frozen, so there is no new version to freeze (Core Data could not tell the two apart; to make a new version anyway, set a versionHashModifier)",
                    file: path))
            return Generator.Freezing(diagnostics: diagnostics)
        }
        let number = history.shippedVersions.count + 1
        let directory = ModelHistory.versionsDirectory(forModelAt: path)
        let versionPath = WritePlanner.join(directory, VersionRecord.versionFileName(number))
        let recordPath = WritePlanner.join(directory, VersionRecord.fileName)
        var record = VersionRecord(
            entries: history.shippedVersions.map { version in
                VersionRecord.Entry(
                    version: version.number, file: VersionRecord.versionFileName(version.number),
                    checksum: version.schema.checksum, schema: version.schema,
                    location: SourcePosition(line: 1, column: 1))
            })
        record.entries.append(
            VersionRecord.Entry(
                version: number, file: VersionRecord.versionFileName(number), checksum: history.currentSchema.checksum,
                schema: history.currentSchema, location: SourcePosition(line: 1, column: 1)))
        let recordText = record.rendered(modelFileName: URL(fileURLWithPath: path).lastPathComponent)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            diagnostics.append(Diagnostic(.error, "cannot create the versions folder", file: directory))
            return Generator.Freezing(diagnostics: diagnostics)
        }
        do {
            // The version file is the model file, byte for byte: a pull request shows it as a copy.
            guard try FileSystem.createIfMissing(versionPath, with: data) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "a file is in the way of shipped version \(number); nothing was frozen",
                        file: versionPath))
                return Generator.Freezing(diagnostics: diagnostics)
            }
        } catch {
            diagnostics.append(error.diagnostic)
            return Generator.Freezing(diagnostics: diagnostics)
        }
        do {
            try FileSystem.replace(recordPath, with: Data(recordText.utf8))
        } catch {
            // Without its record the version file would be refused: take it back.
            try? FileSystem.remove(versionPath)
            diagnostics.append(error.diagnostic)
            return Generator.Freezing(diagnostics: diagnostics)
        }
        return Generator.Freezing(diagnostics: diagnostics, version: number, writtenFiles: [versionPath, recordPath])
    }
}
