import Foundation

/// `modelgen convert IN --output OUT`: moves a model between Xcode's `.xcdatamodeld` and
/// modelgen's `.datamodel.json`, versions included, losing nothing Core Data stores.
///
/// Both ways go through the resolved model: the input is read and checked as every command reads
/// it, then written by `DatamodelJSONWriter` or `XcodeModelWriter`. Before anything is written,
/// each output is read back and written again: the text must come out the same, and Core Data must
/// store the same of it as of the input, or nothing is written.
enum Converter {
    static func convert(
        modelAt input: String, to output: String, dropUnsupported: Bool, mappingModelFolders: [String],
        firstVersion: String?, dryRun: Bool
    ) -> Outcome {
        var conversion = Outcome(diagnostics: [])
        let fromXcode = XcodeModelBundle.isXcodeModel(input)
        let outputIsXcode = Paths.fileName(of: Paths.trimmingFinalSlashes(output)).hasSuffix(
            XcodeModelBundle.bundleExtension)
        if fromXcode == outputIsXcode || !(outputIsXcode || output.hasSuffix(".json")) {
            conversion.diagnostics.append(
                Diagnostic(
                    .error,
                    fromXcode
                        ? "an Xcode model converts to a .datamodel.json file: name one with --output (for example Model.datamodel.json)"
                        : "a .datamodel.json model converts to an Xcode model: name a .xcdatamodeld bundle with --output (for example Model.xcdatamodeld)",
                    file: output))
            return conversion
        }
        // Before the input is read: its warnings would otherwise bury this error.
        let outputPath = Paths.trimmingFinalSlashes(output)
        if FileSystem.entry(at: outputPath) != .missing {
            conversion.diagnostics.append(alreadyExists(outputPath, isFolder: outputIsXcode))
            return conversion
        }
        if !fromXcode, let folder = mappingModelFolders.first {
            conversion.diagnostics.append(
                Diagnostic(
                    .error,
                    "--mapping-models names where an Xcode model's mapping models are; a .datamodel.json model's steps say what their mapping models do",
                    file: folder))
            return conversion
        }
        conversion.diagnostics += XcodeMappingModel.checkSearchFolders(mappingModelFolders)
        guard !conversion.diagnostics.hasErrors else { return conversion }
        if !fromXcode, firstVersion != nil {
            conversion.diagnostics.append(
                Diagnostic(
                    .error,
                    "--first-version chooses the oldest version of an Xcode model to keep; a .datamodel.json model's shipped versions are all kept",
                    file: input))
            return conversion
        }
        var plan =
            fromXcode
            ? jsonPlan(
                fromXcodeModelAt: input, to: output, dropUnsupported: dropUnsupported,
                mappingModelFolders: mappingModelFolders, firstVersion: firstVersion)
            : xcodePlan(fromModelAt: input, to: outputPath)
        conversion.diagnostics = plan.diagnostics
        guard !plan.diagnostics.hasErrors else { return conversion }
        for file in plan.files where FileSystem.entry(at: file.path) != .missing {
            plan.diagnostics.append(alreadyExists(file.path, isFolder: false))
        }
        for folder in plan.newFolders where FileSystem.entry(at: folder) != .missing {
            plan.diagnostics.append(alreadyExists(folder, isFolder: true))
        }
        conversion.diagnostics = plan.diagnostics
        guard !plan.diagnostics.hasErrors else { return conversion }
        if !dryRun {
            do {
                _ = try FileTransaction.apply(
                    plan.files.map { .createNew(path: $0.path, contents: .text($0.text)) })
            } catch {
                conversion.diagnostics += error.diagnostics
                return conversion
            }
        }
        conversion.writtenFiles = plan.files.map(\.path)
        conversion.versionCount = plan.versionCount
        conversion.notes = plan.notes
        return conversion
    }

    /// The error for a file or folder that convert would write and that is there already.
    private static func alreadyExists(_ path: String, isFolder: Bool) -> Diagnostic {
        let rule =
            isFolder ? "convert writes only into new folders" : "convert writes only new files, and replaces none"
        return Diagnostic(.error, "already exists: \(rule); remove it or choose another --output", file: path)
    }

    /// The files a conversion writes, and what it found on the way.
    struct Plan {
        var files: [(path: String, text: String)] = []
        /// Folders that must not exist yet: the bundle written, or the versions folder.
        var newFolders: [String] = []
        var diagnostics: [Diagnostic] = []
        var versionCount = 0
        var notes: [String] = []
    }

    // MARK: Xcode → JSON

    private static func jsonPlan(
        fromXcodeModelAt input: String, to output: String, dropUnsupported: Bool, mappingModelFolders: [String],
        firstVersion: String?
    ) -> Plan {
        var conversion = XcodeHistoryConversion(
            input: input, output: output, dropUnsupported: dropUnsupported, mappingModelFolders: mappingModelFolders,
            firstVersion: firstVersion)
        return conversion.run()
    }

    /// Reads `text` back as a `.datamodel.json` file: it must give the same text again and store
    /// what the Xcode version stores.
    static func checkJSONRoundTrip(
        _ text: String, path: String,
        source: (version: XcodeModelBundle.Version, model: ResolvedModel, schema: StoredSchema)
    ) -> [Diagnostic] {
        let (model, diagnostics) = ModelLoader.loadModel(bytes: Array(text.utf8), path: path, purpose: .shippedVersion)
        guard let model, !diagnostics.hasErrors, DatamodelJSONWriter.text(of: model) == text,
            StoredSchema(of: model).matches(source.schema)
        else {
            return [
                internalError(
                    "the converted version '\(source.version.name)' does not read back as it was written",
                    file: source.version.contentsPath, diagnostics: diagnostics)
            ]
        }
        return []
    }

    // MARK: JSON → Xcode

    private static func xcodePlan(fromModelAt input: String, to output: String) -> Plan {
        var plan = Plan()
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: input, purpose: .keepingModel, metrics: &metrics)
        plan.diagnostics = loaded.diagnostics
        guard let history = loaded.history, !loaded.diagnostics.hasErrors else { return plan }
        // The model being edited is the last version; when Core Data cannot tell it from the last
        // shipped one, it is that version (with what changed where Core Data does not look).
        var versions = history.shippedVersions.map { (model: $0.model, file: $0.path) }
        if history.currentIsShipped { versions.removeLast() }
        versions.append((history.current, input))
        let bundleName = String(
            Paths.fileName(of: output).dropLast(XcodeModelBundle.bundleExtension.count))
        guard !bundleName.isEmpty else {
            plan.diagnostics.append(
                Diagnostic(.error, "name the bundle: Model.xcdatamodeld, not .xcdatamodeld", file: output))
            return plan
        }
        // Xcode names a model after its bundle: another name renames the model, its store file and
        // the enum of a model built in code, as the way back to JSON would show.
        if bundleName != history.current.name {
            plan.diagnostics.append(
                Diagnostic(
                    .warning,
                    "Xcode names a model after its bundle, so the model '\(history.current.name)' becomes '\(bundleName)': its persistent container and store file ('\(bundleName).sqlite') take that name too, and stores the app wrote as '\(history.current.name).sqlite' are left behind; name the bundle '\(history.current.name)\(XcodeModelBundle.bundleExtension)' to keep it",
                    file: output))
        }
        let names = versionFolderNames(of: versions, bundleName: bundleName, diagnostics: &plan.diagnostics)
        for (offset, version) in versions.enumerated() {
            reportWhatXcodeHasNoPlaceFor(in: version, diagnostics: &plan.diagnostics)
            let name = names[offset]
            let contentsPath = Paths.join(
                Paths.join(output, name + XcodeModelBundle.versionExtension), "contents")
            let text = XcodeModelWriter.contents(of: version.model)
            plan.diagnostics += checkXcodeRoundTrip(text, path: contentsPath, source: version)
            plan.files.append((contentsPath, text))
        }
        let currentName = names[versions.count - 1]
        plan.files.append(
            (
                Paths.join(output, XcodeModelBundle.currentVersionFileName),
                XcodeModelWriter.currentVersionList(naming: currentName)
            ))
        plan.newFolders.append(output)
        plan.versionCount = versions.count
        plan.notes.append(
            "'\(currentName)' is the current version. To generate the classes from the Xcode model, give modelgen \(output), and set each entity's Codegen to Manual/None (convert writes it so)."
        )
        return plan
    }

    /// Each version's folder: the name it had in Xcode (`xcodeVersionName`), else the one Xcode
    /// gives a version at its place. Names are compared ignoring case, as file systems on Macs do.
    private static func versionFolderNames(
        of versions: [(model: ResolvedModel, file: String)], bundleName: String, diagnostics: inout [Diagnostic]
    ) -> [String] {
        var names: [String] = []
        var taken = Set<String>()
        for (offset, version) in versions.enumerated() {
            var name = version.model.xcodeVersionName ?? XcodeModelWriter.versionName(offset + 1, of: bundleName)
            if taken.contains(name.lowercased()) {
                var number = offset + 1
                while taken.contains(XcodeModelWriter.versionName(number, of: bundleName).lowercased()) { number += 1 }
                let other = XcodeModelWriter.versionName(number, of: bundleName)
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an earlier version is already named '\(name)' in the bundle\(version.model.xcodeVersionName == nil ? "" : " (its xcodeVersionName)"); this one is named '\(other)'",
                        file: version.file))
                name = other
            }
            taken.insert(name.lowercased())
            names.append(name)
        }
        return names
    }

    /// What a `.datamodel.json` model says that an Xcode model has no place for: each is left out,
    /// with a warning that says where the app keeps it instead.
    private static func reportWhatXcodeHasNoPlaceFor(
        in version: (model: ResolvedModel, file: String), diagnostics: inout [Diagnostic]
    ) {
        if let step = version.model.migrationStep {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "an Xcode model has no migration steps (the app migrates with Core Data's own versioned model, and with mapping models for what lightweight migration cannot do); this one is left out",
                    file: version.file, at: step.location))
        }
        if let identifier = version.model.cloudKitContainerIdentifier {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "an Xcode model has no place for the CloudKit container identifier '\(identifier)' (Xcode takes it from the app's entitlements); it is left out",
                    file: version.file))
        }
        if version.model.usesPublicCloudKitDatabase {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "an Xcode model has no place for the CloudKit database a store syncs with (the app sets it on the store's NSPersistentCloudKitContainerOptions); 'cloudKitDatabase' is left out",
                    file: version.file))
        }
        if let table = version.model.localizationTable {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "an Xcode model names no strings table (Core Data reads the names of a model compiled into the app from <Model>Model.strings beside it); 'localizationTable' '\(table)' is left out",
                    file: version.file))
        }
        if version.model.usesCloudKitSharing {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "an Xcode model has no place for a store of the shared CloudKit database (the app adds it to the container itself); 'cloudKitSharing' is left out",
                    file: version.file))
        }
        for configuration in version.model.configurations where configuration.documentation != nil {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "an Xcode configuration has no place for documentation; that of configuration '\(configuration.name)' is left out",
                    file: version.file, at: configuration.location))
        }
    }

    /// Reads `text` back as an Xcode model version: it must give the same text again, hold nothing
    /// modelgen cannot read, and store what the JSON version stores.
    private static func checkXcodeRoundTrip(
        _ text: String, path: String, source: (model: ResolvedModel, file: String)
    ) -> [Diagnostic] {
        // XML 1.0 has no way to write these, not even as character references.
        if let character = text.unicodeScalars.first(where: {
            ($0.value < 0x20 && !["\t", "\n", "\r"].contains($0)) || $0.value == 0xFFFE || $0.value == 0xFFFF
        }) {
            let code = String(character.value, radix: 16, uppercase: true)
            return [
                Diagnostic(
                    .error,
                    "the model holds the character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) (in a name, documentation or other text), which XML cannot hold; remove it to convert the model",
                    file: source.file)
            ]
        }
        var log = DiagnosticLog(file: path)
        var model: ResolvedModel?
        var unheld: [UnheldFeature] = []
        do throws(XMLSyntaxError) {
            let decoded = XcodeModelDecoder.decode(
                try XMLReader.parse(Array(text.utf8)), name: source.model.name, log: &log)
            unheld = decoded.unheld
            if let declaration = decoded.declaration {
                model = Resolver.resolve(
                    declaration, fileName: Paths.fileName(of: path), purpose: .shippedVersion, log: &log)
            }
        } catch {
            log.error(error.message, at: error.location)
        }
        guard let model, !log.hasErrors, unheld.isEmpty, XcodeModelWriter.contents(of: model) == text,
            StoredSchema(of: model).matches(StoredSchema(of: source.model))
        else {
            return [
                internalError(
                    "the converted model does not read back as it was written", file: source.file,
                    diagnostics: log.diagnostics)
            ]
        }
        return []
    }

    private static func internalError(_ problem: String, file: String, diagnostics: [Diagnostic]) -> Diagnostic {
        Diagnostic(
            .error,
            "\(problem), so nothing was written; this is a bug in modelgen: please report it with the model"
                + (diagnostics.first.map { " (reading it back: \($0.message))" } ?? ""),
            file: file)
    }
}
