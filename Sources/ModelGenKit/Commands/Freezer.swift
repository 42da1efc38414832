import Foundation

/// `modelgen freeze`: keeps the current model as the next shipped version, a copy of its file in
/// the versions folder, and records what Core Data stores of it.
enum Freezer {
    static func freeze(modelAt path: String, dryRun: Bool) -> Generator.Freezing {
        if XcodeModelBundle.isXcodeModel(path) {
            return Generator.Freezing(diagnostics: [
                Diagnostic(
                    .error,
                    "an Xcode model keeps its versions itself: add one in Xcode (Editor ▸ Add Model Version); modelgen freezes the versions of .datamodel.json models",
                    file: path)
            ])
        }
        var metrics = PipelineMetrics()
        // A version is frozen for what Core Data stores; its classes are generate's concern.
        let loaded = ModelLoader.load(modelAt: path, purpose: .keepingModel, metrics: &metrics)
        var diagnostics = loaded.diagnostics
        guard let history = loaded.history, let data = loaded.bytes, !diagnostics.hasErrors else {
            return Generator.Freezing(diagnostics: diagnostics)
        }
        if let last = history.shippedVersions.last, history.currentIsShipped {
            if FileSystem.bytes(ofFileAt: last.path) == data {
                return Generator.Freezing(diagnostics: diagnostics, alreadyFrozenVersion: last.number)
            }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "nothing Core Data stores changed since version \(last.number) was frozen, so there is no new version to freeze (Core Data could not tell the two apart; to make a new version anyway, set a versionHashModifier)",
                    file: path))
            return Generator.Freezing(diagnostics: diagnostics)
        }
        let number = history.shippedVersions.count + 1
        let directory = ModelHistory.versionsDirectory(forModelAt: path)
        let versionPath = Paths.join(directory, VersionRecord.versionFileName(number))
        let recordPath = Paths.join(directory, VersionRecord.fileName)
        var record = VersionRecord(
            entries: history.shippedVersions.map { version in
                VersionRecord.Entry(version: version.number, schema: version.schema, of: version.model)
            })
        record.entries.append(VersionRecord.Entry(version: number, schema: history.currentSchema, of: history.current))
        let recordText = record.rendered(modelFileName: Paths.fileName(of: path))
        if dryRun {
            return Generator.Freezing(
                diagnostics: diagnostics, version: number, writtenFiles: [versionPath, recordPath])
        }
        // Files a killed freeze left in the versions folder: hidden, they would stay for ever.
        if case .names(let names) = FileSystem.listing(of: directory) {
            let found = FileSystem.leftovers(in: directory, names: names.sorted())
            FileSystem.deleteLeftovers(found.deletable)
            diagnostics += found.backups
        }
        do {
            // The version file is the model file, byte for byte: a pull request shows it as a copy.
            // Both files are written or neither: a version file without its record would be refused.
            _ = try FileTransaction.apply([
                .createNew(path: versionPath, contents: .bytes(Data(data))),
                .replace(path: recordPath, contents: .text(recordText)),
            ])
        } catch {
            diagnostics += error.diagnostics
            return Generator.Freezing(diagnostics: diagnostics)
        }
        return Generator.Freezing(diagnostics: diagnostics, version: number, writtenFiles: [versionPath, recordPath])
    }
}
