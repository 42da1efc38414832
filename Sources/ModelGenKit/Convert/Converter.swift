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
    ) -> Generator.Conversion {
        var conversion = Generator.Conversion(diagnostics: [])
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
    private struct Plan {
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
        var plan = Plan()
        // The configuration beside the bundle, read and checked as every command reads it, which
        // may state the order of the bundle's versions.
        let (configuration, configurationDiagnostics) = Configuration.load(forModelAt: input)
        plan.diagnostics += configurationDiagnostics
        var bundle: XcodeModelBundle
        switch XcodeModelBundle.open(input, statedOrder: configuration?.versionOrder(forXcodeModelAt: input)) {
        case .success(let opened): bundle = opened
        case .failure(let diagnostic):
            plan.diagnostics.append(diagnostic)
            return plan
        }
        let sizeLimit = configuration?.modelSizeLimit ?? InputFile.defaultModelSizeLimit
        // With --first-version, the versions before it are not read: a store that one of them wrote
        // is one the generated migration does not know (unless it stores the same as a kept one).
        var firstIndex = 0
        // Xcode orders versions by name only. A version named after the current one that is in fact
        // the oldest (Aidoku's first model is `Shared`, after `0.9`) is named as the first with
        // --first-version: it is taken as the oldest, the others keep their order.
        if let firstVersion, let index = bundle.versions.firstIndex(where: { $0.name == firstVersion }),
            index > bundle.currentIndex
        {
            // Named, it is the oldest; the lookup below then finds it first.
            let oldest = bundle.versions.remove(at: index)
            bundle.versions.insert(oldest, at: 0)
            bundle.currentIndex += 1
            plan.diagnostics.append(
                Diagnostic(
                    .note,
                    "version '\(firstVersion)' is taken as the oldest (--first-version), before '\(bundle.versions[1].name)', though its name sorts after the current version '\(bundle.current.name)'",
                    file: oldest.contentsPath))
        }
        if let firstVersion {
            guard let index = bundle.versions.firstIndex(where: { $0.name == firstVersion }),
                index <= bundle.currentIndex
            else {
                let candidates = bundle.versions[...bundle.currentIndex].map { "'\($0.name)'" }
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "--first-version '\(firstVersion)' names no version of the bundle up to its current version; the versions are \(candidates.joined(separator: ", "))",
                        file: input))
                return plan
            }
            firstIndex = index
            if index > 0 {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(index == 1 ? "the version" : "the \(index) versions") before '\(firstVersion)' \(index == 1 ? "is" : "are") left out (--first-version): unless it stores the same as '\(firstVersion)', a store that \(index == 1 ? "it" : "one of them") wrote is one the generated migration (migrateStoreIfNeeded) does not know, and it throws MigrationError.unknownModelVersion, for the app to delete the store or migrate it itself",
                        file: bundle.versions[index].contentsPath))
            }
        }
        var metrics = PipelineMetrics()
        var versions: [(version: XcodeModelBundle.Version, model: ResolvedModel)] = []
        // Reported last, after the checks of the versions before them.
        var laterVersions: [Diagnostic] = []
        for (index, version) in bundle.versions.enumerated() where index >= firstIndex {
            var log = DiagnosticLog(file: version.contentsPath)
            if index > bundle.currentIndex {
                // Xcode orders versions by name only; a version after the current one is a draft of
                // the next (CoreStore's demo, MagicalRecord's sample), or, rarely, an older version
                // named out of order. Either way no store of the app's current release comes from it.
                // Named with --first-version, a version after the current one would be the oldest.
                let oldest =
                    firstVersion == nil
                    ? " If it is in fact older than '\(bundle.current.name)', say which version is the oldest with --first-version '\(version.name)'."
                    : ""
                if bundle.orderIsStated {
                    log.warning(
                        "version '\(version.name)' is not in the versions of '\(bundle.name)' that \(Configuration.fileName) states, so it is taken for a draft of a later version and left out; list it there if the app has shipped it",
                        at: nil)
                } else {
                    log.warning(
                        "version '\(version.name)' comes after the current version '\(bundle.current.name)' in the bundle's order (by name), so no app has used it yet: it is left out, as a draft of a later version. Make it the current version in Xcode when it ships.\(oldest)",
                        at: nil)
                }
                laterVersions += log.diagnostics
                continue
            }
            // The converted model is built in code, which names each class itself: Xcode's Module
            // setting no longer applies.
            var reading = Generator.readXcodeVersion(
                version, modelName: bundle.name, appLoadsIt: false, sizeLimit: sizeLimit, metrics: &metrics)
            // Once, at the current version's first such entity: the app's classes are modelgen's
            // from now on, and the model converted back has Codegen Manual/None.
            if index == bundle.currentIndex, let first = reading.xcodeCodegen.first {
                let count = reading.xcodeCodegen.count
                log.warning(
                    "Xcode generates the class\(count == 1 ? " of entity '\(first.name)'" : "es of \(count) entities, '\(first.name)' first") (Codegen is not Manual/None); once converted, modelgen generates \(count == 1 ? "it" : "them") and Xcode's Codegen no longer applies: a model converted back to Xcode has Codegen Manual/None",
                    at: first.location)
            }
            for feature in reading.unheld {
                if let reason = feature.unusedByCoreDataBecause {
                    log.warning("\(feature.description) is left out: \(reason)", at: feature.location)
                } else if dropUnsupported {
                    log.warning("\(feature.description) is left out (--drop-unsupported)", at: feature.location)
                } else {
                    log.error(
                        "modelgen's format cannot hold \(feature.description) yet, and convert loses nothing Core Data stores; pass --drop-unsupported to convert without it",
                        at: feature.location)
                }
            }
            plan.diagnostics += reading.diagnostics + log.diagnostics
            // The converted model is built in code: check it as a .datamodel.json model is checked.
            reading.declaration?.buildsModelInCode = true
            guard let declaration = reading.declaration else { continue }
            var resolveLog = DiagnosticLog(file: version.contentsPath)
            // Classes are generated from the current version alone, and later, from the converted model.
            let purpose: Resolver.Purpose = index == bundle.currentIndex ? .keepingModel : .shippedVersion
            let model = Resolver.resolve(
                declaration, fileName: Paths.fileName(of: output), purpose: purpose, log: &resolveLog)
            plan.diagnostics += resolveLog.diagnostics
            if let model { versions.append((version, model)) }
        }
        func finished() -> Plan {
            var finished = plan
            finished.diagnostics += laterVersions
            return finished
        }
        guard !plan.diagnostics.hasErrors else { return finished() }

        // Versions Core Data cannot tell apart are one version to it: the later one is kept.
        var kept: [(version: XcodeModelBundle.Version, model: ResolvedModel, schema: StoredSchema)] = []
        // The kept version that each version became, by name: Core Data finds a mapping model by
        // the versions' hashes, so one that names a merged version maps the version kept for it.
        var keptIndexByName: [String: Int] = [:]
        for (version, model) in versions {
            let schema = StoredSchema(of: model)
            keptIndexByName[version.name] = kept.count
            if let last = kept.last, last.schema.matches(schema) {
                keptIndexByName[version.name] = kept.count - 1
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "versions '\(last.version.name)' and '\(version.name)' store the same, so Core Data cannot tell them apart: they become one shipped version, '\(version.name)'",
                        file: version.contentsPath))
                kept.removeLast()
            }
            kept.append((version, model, schema))
        }
        // Core Data's own migration finds a store's model among every version; the generated one
        // takes the newest that matches, so a version that stores what an older one (not the one
        // just before) stores would take that one's stores, and skip the steps between.
        for (index, newer) in kept.enumerated() {
            guard let older = kept[..<max(index - 1, 0)].first(where: { $0.schema.matches(newer.schema) }) else {
                continue
            }
            if index == kept.count - 1 {
                // The current version: the step being made now, which can still store something else.
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "versions '\(older.version.name)' and '\(newer.version.name)' store the same, with other versions between: modelgen's migration would take a store of '\(older.version.name)' for '\(newer.version.name)' and skip the steps between; give an entity of '\(newer.version.name)' a Version Hash Modifier in Xcode, then convert again",
                        file: newer.version.contentsPath))
                continue
            }
            plan.diagnostics.append(
                Diagnostic(
                    .warning,
                    "versions '\(older.version.name)' and '\(newer.version.name)' store the same, with other versions between: "
                        + ModelHistory.storesTakenForTheNewerVersion(
                            older: "'\(older.version.name)'", newer: "'\(newer.version.name)'",
                            by: "modelgen's migration"),
                    file: newer.version.contentsPath))
        }
        // A step that the app's mapping model makes (Core Data finds it by the two versions'
        // hashes before it infers one) keeps doing so, as the step's mappingModel.
        let (mappingModels, mappingDiagnostics) = XcodeMappingModel.find(
            besideBundleAt: input, bundleName: bundle.name, searchFolders: mappingModelFolders)
        plan.diagnostics += mappingDiagnostics
        var mappedSteps: [Int: String] = [:]
        let leftOut = Set(bundle.versions[..<firstIndex].map(\.name))
        // A mapping model from or to a version left out by --first-version maps no step that is kept.
        for mapping in mappingModels
        where !leftOut.contains(mapping.sourceVersion) && !leftOut.contains(mapping.destinationVersion) {
            func unused(_ reason: String) {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "the mapping model '\(mapping.name)' maps '\(mapping.sourceVersion)' to '\(mapping.destinationVersion)', \(reason), so no step of the conversion uses it",
                        file: mapping.path))
            }
            guard let source = keptIndexByName[mapping.sourceVersion],
                let destination = keptIndexByName[mapping.destinationVersion]
            else {
                unused("but one of them is not a version that the conversion keeps")
                continue
            }
            guard destination == source + 1 else {
                unused("which are not consecutive versions (modelgen migrates a store one version at a time)")
                continue
            }
            if let taken = mappedSteps.updateValue(mapping.name, forKey: destination) {
                mappedSteps[destination] = taken
                unused("a step that the mapping model '\(taken)' already maps")
                continue
            }
            kept[destination].model.migrationStep = MigrationStep(
                mappingModel:
                    "The mapping model of '\(mapping.name)\(XcodeMappingModel.folderExtension)', from '\(kept[source].version.name)' to '\(kept[destination].version.name)', converted from Xcode.",
                location: SourcePosition(line: 1, column: 1))
        }
        // A model with composite attributes migrates in stages only, which run no mapping model.
        if kept.contains(where: { $0.model.hasCompositeAttributes }) {
            for version in kept where version.model.migrationStep?.mappingModel != nil {
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "the step into '\(version.version.name)' has a mapping model, but a model with composite attributes migrates in stages only (macOS 14, iOS 17), and Core Data's staged migration has no stage for a mapping model",
                        file: version.version.contentsPath))
            }
        }
        // A shipped history is a record: a step into a version older than the current one is one
        // the app's users already took, however the app made it (a mapping model since deleted, a
        // store reset, a version edited after it shipped), so what it breaks is a warning that says
        // what happens to stores of the version before. The step into the current version is the
        // one being made now, and keeps its errors.
        for (offset, (old, new)) in zip(kept, kept.dropFirst()).enumerated() {
            let outcome = ModelComparison.compare(
                old: old.model, oldFile: old.version.contentsPath, new: new.model, newFile: new.version.contentsPath)
            let isPast = offset + 2 < kept.count
            plan.diagnostics += outcome.diagnostics.map { diagnostic in
                var noted = diagnostic
                noted.notes.append(
                    Diagnostic.Note(
                        "modelgen migrates a store one version at a time with lightweight migration, and the step from '\(old.version.name)' to '\(new.version.name)' must be one it can make, unless a mapping model beside the bundle ('\(old.version.name)-\(new.version.name)\(XcodeMappingModel.folderExtension)', say) or in a folder given with --mapping-models maps it"
                    ))
                guard isPast, noted.severity == .error else { return noted }
                noted.severity = .warning
                noted.notes.append(
                    ModelHistory.pastStepNote(
                        from: "'\(old.version.name)'", to: "'\(new.version.name)'",
                        mappingModelPlace: "beside the bundle, or in a folder given with --mapping-models"))
                return noted
            }
        }
        guard !plan.diagnostics.hasErrors, !laterVersions.hasErrors, let current = kept.last else { return finished() }

        let directory = ModelHistory.versionsDirectory(forModelAt: output)
        let shipped = kept.dropLast()
        var record = VersionRecord(entries: [])
        // A version whose folder Xcode would name otherwise at its place keeps its name, so that the
        // bundle written back has the same folders (which the project file and mapping models name).
        func keepingItsName(_ model: ResolvedModel, _ name: String, number: Int) -> ResolvedModel {
            var model = model
            model.xcodeVersionName = name == XcodeModelWriter.versionName(number, of: bundle.name) ? nil : name
            return model
        }
        for (offset, version) in shipped.enumerated() {
            let number = offset + 1
            let path = Paths.join(directory, VersionRecord.versionFileName(number))
            let text = DatamodelJSONWriter.text(of: keepingItsName(version.model, version.version.name, number: number))
            plan.diagnostics += checkJSONRoundTrip(text, path: path, source: version)
            plan.files.append((path, text))
            record.entries.append(VersionRecord.Entry(version: number, schema: version.schema, of: version.model))
        }
        let text = DatamodelJSONWriter.text(
            of: keepingItsName(current.model, current.version.name, number: kept.count))
        plan.diagnostics += checkJSONRoundTrip(text, path: output, source: current)
        plan.files.append((output, text))
        if !shipped.isEmpty {
            plan.files.append(
                (
                    Paths.join(directory, VersionRecord.fileName),
                    record.rendered(modelFileName: Paths.fileName(of: output))
                ))
            plan.newFolders.append(directory)
        }
        plan.versionCount = kept.count
        let history: String
        switch shipped.count {
        case 0: history = ""
        case 1: history = "; the version before it is its shipped version 1, in \(directory)"
        default:
            history =
                "; the \(shipped.count) versions before it are its shipped versions 1 to \(shipped.count), in \(directory)"
        }
        plan.notes.append(
            "The current version, '\(current.version.name)', is now \(output), the version being edited\(history). If the app has shipped '\(current.version.name)', freeze it too: modelgen freeze \(output)"
        )
        return finished()
    }

    /// Reads `text` back as a `.datamodel.json` file: it must give the same text again and store
    /// what the Xcode version stores.
    private static func checkJSONRoundTrip(
        _ text: String, path: String,
        source: (version: XcodeModelBundle.Version, model: ResolvedModel, schema: StoredSchema)
    ) -> [Diagnostic] {
        let (model, diagnostics) = Generator.loadModel(bytes: Array(text.utf8), path: path, purpose: .shippedVersion)
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
        let loaded = Generator.load(modelAt: input, purpose: .keepingModel, metrics: &metrics)
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
        // Each version's folder: the name it had in Xcode (`xcodeVersionName`), else the one Xcode
        // gives a version at its place. Names are compared ignoring case, as file systems on Macs do.
        var names: [String] = []
        var taken = Set<String>()
        for (offset, version) in versions.enumerated() {
            var name = version.model.xcodeVersionName ?? XcodeModelWriter.versionName(offset + 1, of: bundleName)
            if taken.contains(name.lowercased()) {
                var number = offset + 1
                while taken.contains(XcodeModelWriter.versionName(number, of: bundleName).lowercased()) { number += 1 }
                let other = XcodeModelWriter.versionName(number, of: bundleName)
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an earlier version is already named '\(name)' in the bundle\(version.model.xcodeVersionName == nil ? "" : " (its xcodeVersionName)"); this one is named '\(other)'",
                        file: version.file))
                name = other
            }
            taken.insert(name.lowercased())
            names.append(name)
        }
        for (offset, version) in versions.enumerated() {
            if let step = version.model.migrationStep {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an Xcode model has no migration steps (the app migrates with Core Data's own versioned model, and with mapping models for what lightweight migration cannot do); this one is left out",
                        file: version.file, at: step.location))
            }
            if let identifier = version.model.cloudKitContainerIdentifier {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an Xcode model has no place for the CloudKit container identifier '\(identifier)' (Xcode takes it from the app's entitlements); it is left out",
                        file: version.file))
            }
            if version.model.usesPublicCloudKitDatabase {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an Xcode model has no place for the CloudKit database a store syncs with (the app sets it on the store's NSPersistentCloudKitContainerOptions); 'cloudKitDatabase' is left out",
                        file: version.file))
            }
            if let table = version.model.localizationTable {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an Xcode model names no strings table (Core Data reads the names of a model compiled into the app from <Model>Model.strings beside it); 'localizationTable' '\(table)' is left out",
                        file: version.file))
            }
            if version.model.usesCloudKitSharing {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an Xcode model has no place for a store of the shared CloudKit database (the app adds it to the container itself); 'cloudKitSharing' is left out",
                        file: version.file))
            }
            for configuration in version.model.configurations where configuration.documentation != nil {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "an Xcode configuration has no place for documentation; that of configuration '\(configuration.name)' is left out",
                        file: version.file, at: configuration.location))
            }
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
