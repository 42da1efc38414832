extension Converter {
    /// An Xcode model's history converted to a `.datamodel.json` model and its shipped versions, in
    /// the order of the decisions: which versions (`--first-version`, drafts after the current one),
    /// what each reads as, which of them Core Data cannot tell apart, which steps the app's mapping
    /// models make, how each step is judged, and the files.
    struct XcodeHistoryConversion {
        typealias KeptVersion = (version: XcodeModelBundle.Version, model: ResolvedModel, schema: StoredSchema)

        let input: String
        let output: String
        let dropUnsupported: Bool
        let mappingModelFolders: [String]
        let firstVersion: String?
        var plan = Plan()
        /// Diagnostics about versions after the current one, reported last, after the checks of the
        /// versions before them.
        var laterVersions: [Diagnostic] = []

        init(
            input: String, output: String, dropUnsupported: Bool, mappingModelFolders: [String], firstVersion: String?
        ) {
            self.input = input
            self.output = output
            self.dropUnsupported = dropUnsupported
            self.mappingModelFolders = mappingModelFolders
            self.firstVersion = firstVersion
        }

        mutating func run() -> Plan {
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
            guard let firstIndex = applyFirstVersion(to: &bundle) else { return plan }
            // The converted model's actors are left out if the configuration beside it says so.
            let versions = readVersions(
                of: bundle, from: firstIndex,
                sizeLimit: configuration?.modelSizeLimit ?? InputFile.defaultModelSizeLimit,
                declaringModelActors: configuration?.declaresModelActors ?? false)
            if !plan.diagnostics.hasErrors {
                var (kept, keptIndexByName) = mergeVersionsThatStoreTheSame(versions)
                checkVersionsThatStoreAnOlderOnesSchema(kept)
                applyMappingModels(
                    to: &kept, of: bundle, keptIndexByName: keptIndexByName,
                    leftOut: Set(bundle.versions[..<firstIndex].map(\.name)))
                applyStoreResets(
                    configuration?.storeResets(forXcodeModelAt: input) ?? [], to: &kept,
                    keptIndexByName: keptIndexByName)
                judgeSteps(of: kept)
                if !plan.diagnostics.hasErrors, !laterVersions.hasErrors, !kept.isEmpty {
                    planFiles(of: kept, bundle: bundle)
                }
            }
            plan.diagnostics += laterVersions
            return plan
        }

        /// Applies `--first-version` to the bundle, and returns the index of the first version kept;
        /// `nil` when the option names no version up to the current one. Xcode orders versions by
        /// name only: a version named after the current one that is in fact the oldest (Aidoku's
        /// first model is `Shared`, after `0.9`) is taken as the oldest, the others keep their order.
        /// The versions before the first are not read: a store that one of them wrote is one the
        /// generated migration does not know (unless it stores the same as a kept one).
        private mutating func applyFirstVersion(to bundle: inout XcodeModelBundle) -> Int? {
            guard let firstVersion else { return 0 }
            if let index = bundle.versions.firstIndex(where: { $0.name == firstVersion }), index > bundle.currentIndex {
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
            guard let index = bundle.versions.firstIndex(where: { $0.name == firstVersion }),
                index <= bundle.currentIndex
            else {
                let candidates = bundle.versions[...bundle.currentIndex].map { "'\($0.name)'" }
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "--first-version '\(firstVersion)' names no version of the bundle up to its current version; the versions are \(candidates.joined(separator: ", "))",
                        file: input))
                return nil
            }
            if index > 0 {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(index == 1 ? "the version" : "the \(index) versions") before '\(firstVersion)' \(index == 1 ? "is" : "are") left out (--first-version): unless it stores the same as '\(firstVersion)', a store that \(index == 1 ? "it" : "one of them") wrote is one the generated migration (migrateStoreIfNeeded) does not know, and it throws MigrationError.unknownModelVersion, for the app to delete the store or migrate it itself",
                        file: bundle.versions[index].contentsPath))
            }
            return index
        }

        /// Each version from `firstIndex` to the current one, read and resolved as the converted
        /// model will be; a version after the current one is left out with a warning.
        private mutating func readVersions(
            of bundle: XcodeModelBundle, from firstIndex: Int, sizeLimit: Int, declaringModelActors: Bool
        ) -> [(version: XcodeModelBundle.Version, model: ResolvedModel)] {
            var metrics = PipelineMetrics()
            var versions: [(version: XcodeModelBundle.Version, model: ResolvedModel)] = []
            for (index, version) in bundle.versions.enumerated() where index >= firstIndex {
                if index > bundle.currentIndex {
                    leaveOut(draft: version, of: bundle)
                    continue
                }
                var log = DiagnosticLog(file: version.contentsPath)
                // The converted model is built in code, which names each class itself: Xcode's Module
                // setting no longer applies.
                var reading = ModelLoader.readXcodeVersion(
                    version, modelName: bundle.name, appLoadsIt: false, sizeLimit: sizeLimit, metrics: &metrics)
                // Once, at the current version's first such entity: the app's classes are modelgen's
                // from now on, and the model converted back has Codegen Manual/None.
                if index == bundle.currentIndex, let first = reading.xcodeCodegen.first {
                    let count = reading.xcodeCodegen.count
                    log.warning(
                        "Xcode generates the class\(count == 1 ? " of entity '\(first.name)'" : "es of \(count) entities, '\(first.name)' first") (Codegen is not Manual/None); once converted, modelgen generates \(count == 1 ? "it" : "them") and Xcode's Codegen no longer applies: a model converted back to Xcode has Codegen Manual/None",
                        at: first.location)
                }
                report(reading.unheld, in: &log)
                plan.diagnostics += reading.diagnostics + log.diagnostics
                // The converted model is built in code: check it as a .datamodel.json model is checked.
                reading.declaration?.buildsModelInCode = true
                guard let declaration = reading.declaration else { continue }
                var resolveLog = DiagnosticLog(file: version.contentsPath)
                // Classes are generated from the current version alone, and later, from the converted model.
                let purpose: Resolver.Purpose = index == bundle.currentIndex ? .keepingModel : .shippedVersion
                let model = Resolver.resolve(
                    declaration, fileName: Paths.fileName(of: output), purpose: purpose,
                    declaringModelActors: declaringModelActors, log: &resolveLog)
                plan.diagnostics += resolveLog.diagnostics
                if let model { versions.append((version, model)) }
            }
            return versions
        }

        /// A version after the current one is a draft of the next (CoreStore's demo, MagicalRecord's
        /// sample), or, rarely, an older version named out of order. Either way no store of the app's
        /// current release comes from it. Named with --first-version, it would be the oldest.
        private mutating func leaveOut(draft version: XcodeModelBundle.Version, of bundle: XcodeModelBundle) {
            var log = DiagnosticLog(file: version.contentsPath)
            if bundle.orderIsStated {
                log.warning(
                    "version '\(version.name)' is not in the versions of '\(bundle.name)' that \(Configuration.fileName) states, so it is taken for a draft of a later version and left out; list it there if the app has shipped it",
                    at: nil)
            } else {
                let oldest =
                    firstVersion == nil
                    ? " If it is in fact older than '\(bundle.current.name)', say which version is the oldest with --first-version '\(version.name)'."
                    : ""
                log.warning(
                    "version '\(version.name)' comes after the current version '\(bundle.current.name)' in the bundle's order (by name), so no app has used it yet: it is left out, as a draft of a later version. Make it the current version in Xcode when it ships.\(oldest)",
                    at: nil)
            }
            laterVersions += log.diagnostics
        }

        /// What modelgen's format cannot hold: left out with a warning where Core Data does not use
        /// it or `--drop-unsupported` says so, an error otherwise.
        private func report(_ unheld: [UnheldFeature], in log: inout DiagnosticLog) {
            for feature in unheld {
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
        }

        /// Versions Core Data cannot tell apart are one version to it: the later one is kept. Also
        /// the kept version that each version became, by name: Core Data finds a mapping model by the
        /// versions' hashes, so one that names a merged version maps the version kept for it.
        private mutating func mergeVersionsThatStoreTheSame(
            _ versions: [(version: XcodeModelBundle.Version, model: ResolvedModel)]
        ) -> (kept: [KeptVersion], keptIndexByName: [String: Int]) {
            var kept: [KeptVersion] = []
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
            return (kept, keptIndexByName)
        }

        /// Core Data's own migration finds a store's model among every version; the generated one
        /// takes the newest that matches, so a version that stores what an older one (not the one
        /// just before) stores would take that one's stores, and skip the steps between: a warning
        /// for a past version, an error for the current one (the step being made now).
        private mutating func checkVersionsThatStoreAnOlderOnesSchema(_ kept: [KeptVersion]) {
            for (index, newer) in kept.enumerated() {
                guard let older = kept[..<max(index - 1, 0)].first(where: { $0.schema.matches(newer.schema) }) else {
                    continue
                }
                if index == kept.count - 1 {
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
        }

        /// A step that the app's mapping model makes (Core Data finds it by the two versions' hashes
        /// before it infers one) keeps doing so, as the step's `mappingModel`. A mapping model from or
        /// to a version left out by --first-version maps no step that is kept. A model with composite
        /// attributes migrates in stages only, which run no mapping model.
        private mutating func applyMappingModels(
            to kept: inout [KeptVersion], of bundle: XcodeModelBundle, keptIndexByName: [String: Int],
            leftOut: Set<String>
        ) {
            let (mappingModels, mappingDiagnostics) = XcodeMappingModel.find(
                besideBundleAt: input, bundleName: bundle.name, searchFolders: mappingModelFolders)
            plan.diagnostics += mappingDiagnostics
            var mappedSteps: [Int: String] = [:]
            for mapping in mappingModels
            where !leftOut.contains(mapping.sourceVersion) && !leftOut.contains(mapping.destinationVersion) {
                let reason: String
                if let source = keptIndexByName[mapping.sourceVersion],
                    let destination = keptIndexByName[mapping.destinationVersion]
                {
                    guard destination == source + 1 else {
                        reason = "which are not consecutive versions (modelgen migrates a store one version at a time)"
                        unused(mapping, reason)
                        continue
                    }
                    if let taken = mappedSteps.updateValue(mapping.name, forKey: destination) {
                        mappedSteps[destination] = taken
                        unused(mapping, "a step that the mapping model '\(taken)' already maps")
                        continue
                    }
                    kept[destination].model.migrationStep = MigrationStep(
                        mappingModel:
                            "The mapping model of '\(mapping.name)\(XcodeMappingModel.folderExtension)', from '\(kept[source].version.name)' to '\(kept[destination].version.name)', converted from Xcode.",
                        location: SourcePosition(line: 1, column: 1))
                } else {
                    unused(mapping, "but one of them is not a version that the conversion keeps")
                }
            }
            guard kept.contains(where: { $0.model.hasCompositeAttributes }) else { return }
            for version in kept where version.model.migrationStep?.mappingModel != nil {
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "the step into '\(version.version.name)' has a mapping model, but a model with composite attributes migrates in stages only (macOS 14, iOS 17), and Core Data's staged migration has no stage for a mapping model",
                        file: version.version.contentsPath))
            }
        }

        /// Records the steps that `modelgen.json` says the app made by deleting the store, as the
        /// `resetsStore` of the version each leads into: its changes then need no migration, and the
        /// generated migration deletes such a store. A version the conversion does not keep, the
        /// first one (no store migrates into it) and a step a mapping model makes are errors at the
        /// statement.
        private mutating func applyStoreResets(
            _ resets: [StatedStoreReset], to kept: inout [KeptVersion], keptIndexByName: [String: Int]
        ) {
            for reset in resets {
                let name = reset.version.value
                func refuse(_ why: String) {
                    plan.diagnostics.append(
                        Diagnostic(
                            .error, "'resetsStore' names '\(name)', \(why)", file: reset.file,
                            at: reset.version.location))
                }
                guard let index = keptIndexByName[name] else {
                    refuse("which is not a version that the conversion keeps")
                    continue
                }
                guard index > 0 else {
                    refuse("the first version kept: no store is migrated into it, so there is no step to reset")
                    continue
                }
                guard kept[index].model.migrationStep?.mappingModel == nil else {
                    refuse("whose step a mapping model makes; a step either migrates the store or resets it")
                    continue
                }
                kept[index].model.migrationStep = MigrationStep(
                    resetsStore: reset.reason.value, location: SourcePosition(line: 1, column: 1))
            }
        }

        private mutating func unused(_ mapping: XcodeMappingModel, _ reason: String) {
            plan.diagnostics.append(
                Diagnostic(
                    .warning,
                    "the mapping model '\(mapping.name)' maps '\(mapping.sourceVersion)' to '\(mapping.destinationVersion)', \(reason), so no step of the conversion uses it",
                    file: mapping.path))
        }

        /// A shipped history is a record: a step into a version older than the current one is one
        /// the app's users already took, however the app made it (a mapping model since deleted, a
        /// store reset, a version edited after it shipped), so what it breaks is a warning that says
        /// what happens to stores of the version before. The step into the current version is the
        /// one being made now, and keeps its errors.
        private mutating func judgeSteps(of kept: [KeptVersion]) {
            for (offset, (old, new)) in zip(kept, kept.dropFirst()).enumerated() {
                let outcome = ModelComparison.compare(
                    old: old.model, oldFile: old.version.contentsPath, new: new.model,
                    newFile: new.version.contentsPath)
                let isPast = offset + 2 < kept.count
                plan.diagnostics += outcome.diagnostics.map { diagnostic in
                    var noted = diagnostic
                    noted.notes.append(
                        Diagnostic.Note(
                            "modelgen migrates a store one version at a time with lightweight migration, and the step from '\(old.version.name)' to '\(new.version.name)' must be one it can make, unless a mapping model beside the bundle ('\(old.version.name)-\(new.version.name)\(XcodeMappingModel.folderExtension)', say) or in a folder given with --mapping-models maps it"
                        ))
                    guard isPast, noted.severity == .error else { return noted }
                    return ModelHistory.demotedToPastStep(
                        noted, from: "'\(old.version.name)'", to: "'\(new.version.name)'",
                        mappingModelPlace: "beside the bundle, or in a folder given with --mapping-models")
                }
            }
        }

        /// The files: the current version as the model, the others as its shipped versions with
        /// their record, each read back first (`checkJSONRoundTrip`); and the note that says so.
        private mutating func planFiles(of kept: [KeptVersion], bundle: XcodeModelBundle) {
            let current = kept[kept.count - 1]
            let directory = ModelHistory.versionsDirectory(forModelAt: output)
            let shipped = kept.dropLast()
            var record = VersionRecord(entries: [])
            // A version whose folder Xcode would name otherwise at its place keeps its name, so that
            // the bundle written back has the same folders (which the project file and mapping models
            // name).
            func keepingItsName(_ model: ResolvedModel, _ name: String, number: Int) -> ResolvedModel {
                var model = model
                model.xcodeVersionName = name == XcodeModelWriter.versionName(number, of: bundle.name) ? nil : name
                return model
            }
            for (offset, version) in shipped.enumerated() {
                let number = offset + 1
                let path = Paths.join(directory, VersionRecord.versionFileName(number))
                let text = DatamodelJSONWriter.text(
                    of: keepingItsName(version.model, version.version.name, number: number))
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
                    )
                )
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
        }
    }
}
