import Foundation

/// A model's versions: the shipped ones, frozen in its versions folder (`Commits.versions/` beside
/// `Commits.datamodel.json`) and recorded in `checksums.json`, and the current one, the model file
/// being edited. Loading checks that each shipped version is still what it shipped as, and that a
/// store of each version can be migrated to the next, and from the last shipped version to the
/// current one.
struct ModelHistory: Sendable {
    struct ShippedVersion: Sendable {
        var number: Int
        /// The version's model file.
        var path: String
        var model: ResolvedModel
        var schema: StoredSchema

        /// The version file's name: `1.datamodel.json`.
        var fileName: String { Paths.fileName(of: path) }
        /// The versions folder's name: `Commits.versions`.
        var folderName: String { Paths.fileName(of: Paths.directory(of: path)) }
    }

    /// The shipped versions, oldest first.
    var shippedVersions: [ShippedVersion] = []
    /// The current model.
    var current: ResolvedModel
    /// What Core Data stores of the current model: worked out once when there are shipped versions
    /// to compare it with, and on demand otherwise (only `freeze` asks), so that a model without
    /// versions does not pay for it on every run.
    var currentSchema: StoredSchema { knownCurrentSchema ?? StoredSchema(of: current) }
    private var knownCurrentSchema: StoredSchema?

    init(shippedVersions: [ShippedVersion] = [], current: ResolvedModel) {
        self.shippedVersions = shippedVersions
        self.current = current
        if !shippedVersions.isEmpty { knownCurrentSchema = StoredSchema(of: current) }
    }

    /// Whether the current model stores what the last shipped version stores: then it is that
    /// version (just frozen, or changed only where Core Data does not look), not a new one.
    var currentIsShipped: Bool {
        shippedVersions.last.map { currentSchema.matches($0.schema) } ?? false
    }

    /// The current model's version number: the last shipped one's, or the next.
    var currentVersionNumber: Int {
        currentIsShipped ? shippedVersions.count : shippedVersions.count + 1
    }

    /// The versions folder of the model at `path`: its file name without `.datamodel.json` (or
    /// `.json`), then `.versions`.
    static func versionsDirectory(forModelAt path: String) -> String {
        var base = Paths.fileName(of: path)
        for suffix in [".datamodel.json", ".json"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return Paths.join(Paths.workingDirectory(of: path), base + ".versions")
    }

    /// An error when what Core Data stores of a shipped version is no longer what was recorded when
    /// it was frozen, naming the first field that differs.
    static func checkUnchanged(
        _ version: ShippedVersion, against entry: VersionRecord.Entry, format: Int, recordPath: String,
        modelPath: String
    ) -> [Diagnostic] {
        let notRecorded = format < 2 ? StoredSchema.fieldsOlderRecordsLack : []
        let restore = Diagnostic.Note(
            "a shipped version must stay as it shipped, or the stores it wrote cannot be opened or migrated: restore \(version.path) (for example with 'git checkout -- \(version.path)') and make the change in \(modelPath), the version being edited"
        )
        if entry.schema.checksum(format: format, migration: entry.migration) != entry.checksum {
            return [
                Diagnostic(
                    .error,
                    "the record of shipped version \(entry.version) was edited: its checksum is not that of what it lists; restore \(VersionRecord.fileName) (only 'modelgen freeze' writes it)",
                    file: recordPath, at: entry.location)
            ]
        }
        guard
            let difference = version.schema.firstDifference(from: entry.schema, skipping: notRecorded)
        else {
            return entry.migration.map { checkMigrationUnchanged(version, against: $0, entry: entry, restore: restore) }
                ?? []
        }
        let recordedHere = { (element: StoredSchema.Element) in
            Diagnostic.Note(
                "version \(entry.version) shipped with this, as recorded", file: recordPath, at: element.location)
        }
        let message: String
        var location: SourcePosition?
        var notes: [Diagnostic.Note] = []
        switch difference {
        case .added(let element):
            message = "shipped version \(entry.version) was changed: \(describe(element)) was added to it"
            location = element.location
        case .removed(let element):
            message = "shipped version \(entry.version) was changed: \(describe(element)) was removed from it"
            // Nothing marks the place of what is gone: point at its entity, when that is still there
            // (a removed entity has no place in the version file, and is reported at the file).
            if let dot = element.path.firstIndex(of: ".") {
                let entityPath = String(element.path[..<dot])
                location = version.schema.elements.first { $0.path == entityPath }?.location
            }
            notes.append(recordedHere(element))
        case .changed(let element, let field, let recorded, let now):
            message =
                "shipped version \(entry.version) was changed: '\(field)' of \(describe(element)) is \(now?.quoted ?? "not set"), but version \(entry.version) shipped with \(recorded?.quoted ?? "none")"
            location = element.location
            if let recordedElement = entry.schema.elements.first(where: { $0.path == element.path }) {
                notes.append(recordedHere(recordedElement))
            }
        }
        return [Diagnostic(.error, message, file: version.path, at: location, notes: notes + [restore])]
    }

    /// An error when a shipped version's renaming identifiers or migration step are no longer what
    /// was recorded: they decide what a migration from the version before keeps, and which of the
    /// app's handlers run, for the users who have not updated yet.
    private static func checkMigrationUnchanged(
        _ version: ShippedVersion, against recorded: StoredSchema, entry: VersionRecord.Entry,
        restore: Diagnostic.Note
    ) -> [Diagnostic] {
        guard
            let difference = StoredSchema(migrationOf: version.model, version: entry.version).firstDifference(
                from: recorded)
        else {
            return []
        }
        let shipped = "version \(entry.version) shipped with"
        let problem: String
        let location: SourcePosition?
        switch difference {
        case .added(let element) where element.path.hasPrefix(StoredSchema.migrationStepPathPrefix):
            problem =
                "its migration step has a \(element.path.dropFirst(StoredSchema.migrationStepPathPrefix.count)), but \(shipped)out one"
            location = element.location
        case .removed(let element) where element.path.hasPrefix(StoredSchema.migrationStepPathPrefix):
            problem =
                "its migration step has no \(element.path.dropFirst(StoredSchema.migrationStepPathPrefix.count)), but \(shipped) one"
            location = version.model.migrationStep?.location
        case .added(let element):
            let now = element.fields.first { $0.name == "renamedFrom" }?.value.quoted ?? "set"
            problem = "'renamedFrom' of \(describe(element)) is \(now), but \(shipped) none"
            location = element.location
        case .removed(let element):
            let then = element.fields.first { $0.name == "renamedFrom" }?.value.quoted ?? "one"
            problem = "'renamedFrom' of \(describe(element)) is not set, but \(shipped) \(then)"
            location = version.schema.elements.first { $0.path == element.path }?.location
        case .changed(let element, let field, let old, let now):
            problem =
                "'\(field)' of \(describe(element)) is \(now?.quoted ?? "not set"), but \(shipped) \(old?.quoted ?? "none")"
            location = element.location
        }
        let why = Diagnostic.Note(
            "the renaming identifiers of a version decide which stored values a migration into it keeps, and its migration step which of the app's handlers run: the stores of users who have not updated yet would migrate otherwise than those of users who have"
        )
        return [
            Diagnostic(
                .error, "shipped version \(entry.version) was changed: \(problem)", file: version.path, at: location,
                notes: [why, restore])
        ]
    }

    private static func describe(_ element: StoredSchema.Element) -> String {
        let kind = element.fields.first { $0.name == "kind" }.flatMap { field -> String? in
            if case .text(let text) = field.value { return text }
            return nil
        }
        return "\(kind ?? "element") '\(element.path)'"
    }

    /// The model file builds each entity of shipped version N in `makeVersionNCommitEntity()` and
    /// each of the current model's in `makeCommitEntity()` (composites' elements likewise), so a
    /// current entity or composite named `Version1Commit` would declare the function of shipped
    /// version 1's `Commit` a second time.
    private func checkBuilderNames(modelPath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let currentEntities = Dictionary(
            current.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let currentComposites = Dictionary(
            current.composites.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A last shipped version that the current model equals is built as the current model only.
        for version in currentIsShipped ? shippedVersions.dropLast() : shippedVersions[...] {
            let prefix = "Version\(version.number)"
            for entity in version.model.entities {
                guard let clash = currentEntities[prefix + entity.name] else { continue }
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "entity '\(clash.name)' would be built by make\(clash.name)Entity(), the function that builds entity '\(entity.name)' of shipped version \(version.number); rename it",
                        file: modelPath, at: clash.location))
            }
            for composite in version.model.composites {
                guard let clash = currentComposites[prefix + composite.name] else { continue }
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "composite '\(clash.name)' would have its elements made by make\(clash.name)Elements(), the function that makes those of composite '\(composite.name)' of shipped version \(version.number); rename it",
                        file: modelPath, at: clash.location))
            }
        }
        return diagnostics
    }

    /// The model's name names the generated container's store (`Commits.sqlite`), and a
    /// configuration's name its own store (`Commits-Cloud.sqlite`). The model being edited, named
    /// otherwise than the last shipped version, would have the generated container open a new,
    /// empty store and leave every user's data behind, unmigrated; a configuration gone from it
    /// leaves that configuration's store behind. Both are warnings: an app that opens its stores
    /// itself (a container of its own, a URL of its own) loses nothing, and an app may mean to stop
    /// keeping a store. Only the step to the model being edited is looked at: the generated code
    /// uses the current name alone, and a shipped rename cannot be undone.
    private func checkStores(modelPath: String) -> [Diagnostic] {
        // The model being edited counts even when it stores what the last shipped version stores:
        // the name is not part of that.
        guard let last = shippedVersions.last, last.model.buildsModelInCode, current.buildsModelInCode else {
            return []
        }
        let old = last.model
        let shipped = "shipped version \(last.number)"
        // Each store's file: the model's one store, or one for each configuration.
        func stores(of model: ResolvedModel) -> [String] {
            model.configurations.isEmpty
                ? ["\(model.name).sqlite"] : model.configurations.map { "\(model.name)-\($0.name).sqlite" }
        }
        if current.name != old.name {
            return [
                Diagnostic(
                    .warning,
                    "the model is named '\(current.name)', but \(shipped) is named '\(old.name)': the generated container would open \(stores(of: current).joined(separator: ", ")) and leave \(stores(of: old).joined(separator: ", ")), which earlier versions of the app wrote, unopened and unmigrated; keep the name '\(old.name)' (the classes and files can have other names), unless the app opens its stores itself",
                    file: modelPath, at: current.nameLocation,
                    notes: [Diagnostic.Note("the name of \(shipped)", file: last.path, at: old.nameLocation)])
            ]
        }
        if old.configurations.isEmpty != current.configurations.isEmpty {
            let (before, after) = (stores(of: old), stores(of: current))
            return [
                Diagnostic(
                    .warning,
                    "\(shipped) keeps its objects in \(before.joined(separator: ", ")), but the model \(current.configurations.isEmpty ? "has no configurations" : "has configurations"), so the container opens \(after.joined(separator: ", ")) instead, and leaves the objects stored before unopened and unmigrated; \(current.configurations.isEmpty ? "move them in the app, as Core Data migrates a store in place and never moves objects between stores, or keep the configurations" : "to keep them, have the app migrate the old file with migrateStoreIfNeeded(at:) (with no configuration, as that version had none) before the container loads its stores, then move its objects into the new ones; or keep the store as it was")",
                    file: modelPath, at: current.configurations.first?.location ?? current.nameLocation)
            ]
        }
        var diagnostics: [Diagnostic] = []
        let kept = Set(current.configurations.map(\.name))
        for configuration in old.configurations where !kept.contains(configuration.name) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "the configuration '\(configuration.name)' of \(shipped) is no longer in the model, so the container no longer opens its store '\(old.name)-\(configuration.name).sqlite', and its objects are left there; if it was renamed, keep its old name",
                    file: modelPath, at: current.nameLocation,
                    notes: [Diagnostic.Note("declared here", file: last.path, at: configuration.location)]))
        }
        // An entity's objects stay in the store they were saved in: one that leaves a configuration
        // that is still there is no longer read from that store.
        // An entity is followed through a rename, as migration matches it (by its identifier); one
        // gone from the model is not left anywhere: migration deletes its objects.
        let oldIdentifiers = Dictionary(
            old.entities.map { ($0.name, $0.identifier) }, uniquingKeysWith: { first, _ in first })
        let currentNames = Dictionary(
            current.entities.map { ($0.identifier, $0.name) }, uniquingKeysWith: { first, _ in first })
        for configuration in current.configurations {
            guard let before = old.configurations.first(where: { $0.name == configuration.name }) else { continue }
            let members = Set(configuration.entityNames)
            for entity in before.entityNames {
                guard let identifier = oldIdentifiers[entity], let now = currentNames[identifier],
                    !members.contains(now)
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "entity '\(now)'\(now == entity ? "" : " (renamed from '\(entity)')") is in configuration '\(configuration.name)' in \(shipped) and no longer is, so its objects stored in '\(old.name)-\(configuration.name).sqlite' are left there, unread; move them in the app, or keep the entity in the configuration",
                        file: modelPath, at: configuration.location))
            }
        }
        return diagnostics
    }

    /// An error of a step that the app's users already took, as the warning it becomes, with the
    /// note that says what happened to stores of the version before (`pastStepNote`).
    static func demotedToPastStep(_ error: Diagnostic, from: String, to: String, mappingModelPlace: String)
        -> Diagnostic
    {
        var warning = error
        warning.severity = .warning
        warning.notes.append(pastStepNote(from: from, to: to, mappingModelPlace: mappingModelPlace))
        return warning
    }

    /// What a warning about a step between two shipped versions adds: the app's users took it, so
    /// it is not refused, and what stores of the older version need. `old` and `new` as the history
    /// names them (`version 1`, `'Model 7.3'`); `mappingModelPlace`, where the step gets a mapping
    /// model. `convert` says it of an Xcode model's versions too.
    static func pastStepNote(from old: String, to new: String, mappingModelPlace: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "the step from \(old) to \(new) shipped, so its users' stores took it as the app made it then (with a mapping model since deleted, a store reset, or \(old) edited after it shipped); a store of \(old) that was never migrated fails to migrate unless the step gets a mapping model (\(mappingModelPlace))"
        )
    }

    /// What happens to the stores of two shipped versions that store the same with others between,
    /// for the warning that says so (`migration` names what migrates them). Both shipped: a store of
    /// either has the same tables, and Core Data's own migration, which finds a store's model by its
    /// version hashes, migrated it in one step as well.
    static func storesTakenForTheNewerVersion(older: String, newer: String, by migration: String) -> String {
        "Core Data cannot tell their stores apart, so \(migration) takes a store of \(older) for one of \(newer) and runs none of the steps between, as Core Data's own migration does (it finds a store's model by its version hashes); a store that needs those steps' changes would miss them"
    }

    /// The note of a CloudKit error against `last`: what it syncs is in the CloudKit schema.
    private static func syncsAlready(_ last: ShippedVersion) -> Diagnostic.Note {
        Diagnostic.Note("shipped version \(last.number) (\(last.path)) syncs it with CloudKit already")
    }

    /// The model being edited stores what the last shipped version stores, so the app builds it as
    /// that version: the step into that version then takes the model's renaming identifiers and its
    /// migration step. Each must be the shipped version's, or a store of the version before would
    /// migrate without the renames (its objects or values deleted) or without the app's handlers.
    private func checkStandIn(for last: ShippedVersion, modelPath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let shipped = "shipped version \(last.number)"
        func described(_ versioning: Versioning) -> String {
            versioning.renamingIdentifier.map { "'renamedFrom': '\($0)'" } ?? "no 'renamedFrom'"
        }
        let shippedEntities = Dictionary(
            last.model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entity in current.entities {
            guard let old = shippedEntities[entity.name] else { continue }
            // The entity and each property the shipped version has too (by name: the names are
            // stored, so they are the same), with their versioning now and as shipped.
            var pairs = [(entity.name, entity.name, entity.versioning, old.versioning, entity.location)]
            let oldProperties = Dictionary(
                old.attributes.map { ($0.name, $0.versioning) } + old.relationships.map { ($0.name, $0.versioning) },
                uniquingKeysWith: { first, _ in first })
            let properties =
                entity.attributes.map { ($0.name, $0.versioning, $0.location) }
                + entity.relationships.map { ($0.name, $0.versioning, $0.location) }
            for (name, versioning, location) in properties {
                guard let shippedVersioning = oldProperties[name] else { continue }
                pairs.append(("\(entity.name).\(name)", name, versioning, shippedVersioning, location))
            }
            for (path, name, now, then, location) in pairs
            where (now.renamingIdentifier ?? name) != (then.renamingIdentifier ?? name) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "'\(path)' has \(described(now)), but in \(shipped) it has \(described(then)); the model stores what \(shipped) stores, so the app builds it as that version, and stores of the version before would migrate into it without that rename (the stored data deleted); keep it as \(shipped) has it until the model stores something new",
                        file: modelPath, at: location))
            }
        }
        let step = current.migrationStep
        if !MigrationStep.sayTheSame(step, last.model.migrationStep) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "the model's migration step is not that of \(shipped), whose step it stands for: the model stores what \(shipped) stores, so the app builds it as that version, and stores of the version before would migrate into it with this step; keep \(shipped)'s step until the model stores something new",
                    file: modelPath, at: step?.location ?? current.nameLocation))
        }
        return diagnostics
    }

    /// Each step between consecutive versions, judged as lightweight migration would. A shipped
    /// step can no longer be changed, so only its errors are reported; the step to the current
    /// model gets its warnings too.
    /// `skipping` names shipped versions that were changed since they shipped: the steps from and to
    /// them are not judged (what they store now is not what they shipped with).
    func checkSteps(modelPath: String, skipping changed: Set<Int> = []) -> [Diagnostic] {
        var diagnostics = checkStagedMigration(modelPath: modelPath)
        diagnostics += checkMappingModelOfSyncingStep(modelPath: modelPath)
        diagnostics += checkShippedSteps(skipping: changed)
        diagnostics += checkVersionsStoringTheSame(modelPath: modelPath, skipping: changed)
        diagnostics += checkBuilderNames(modelPath: modelPath)
        diagnostics += checkStores(modelPath: modelPath)
        // No store is migrated into the first version: its renames and step never run.
        if let last = shippedVersions.last, shippedVersions.count > 1, currentIsShipped, !changed.contains(last.number)
        {
            diagnostics += checkStandIn(for: last, modelPath: modelPath)
        }
        if let last = shippedVersions.last, currentIsShipped, !changed.contains(last.number) {
            diagnostics += checkCloudKitOfStandIn(for: last, modelPath: modelPath)
        }
        guard let last = shippedVersions.last, !currentIsShipped, !changed.contains(last.number) else {
            return diagnostics
        }
        return diagnostics + checkStepToCurrent(from: last, modelPath: modelPath)
    }

    /// Errors for the steps that migrate with a mapping model in a model with composite attributes:
    /// such a model migrates in stages only, and staged migration has no stage that runs a mapping
    /// model.
    private func checkStagedMigration(modelPath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let versions = shippedVersions.map { ($0.model, $0.path) } + (currentIsShipped ? [] : [(current, modelPath)])
        if versions.contains(where: { $0.0.hasCompositeAttributes }) {
            // The first version's step never runs: no store is migrated into it.
            for (model, path) in versions.dropFirst() {
                guard let step = model.migrationStep, step.mappingModel != nil else { continue }
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "a model with composite attributes migrates in stages only (macOS 14, iOS 17), and Core Data's staged migration has no stage for a mapping model; make the step lightweight, over more versions if need be",
                        file: path, at: step.mappingModelLocation))
            }
        }
        return diagnostics
    }

    /// A warning when the step being written (a shipped one can no longer change) migrates with a
    /// mapping model into a version that syncs, or from one. A mapping model migrates a store into a
    /// new one, with the model's entities: what Core Data keeps beside them for CloudKit (each
    /// record's metadata, the history) is not documented to survive that.
    private func checkMappingModelOfSyncingStep(modelPath: String) -> [Diagnostic] {
        guard !currentIsShipped, let last = shippedVersions.last,
            let location = current.migrationStep?.mappingModelLocation,
            current.usesCloudKit || last.model.usesCloudKit
        else { return [] }
        return [
            Diagnostic(
                .warning,
                "this step migrates with a mapping model, which writes a new store holding the model's entities; Apple does not document that what Core Data keeps for CloudKit (each record's metadata, the persistent history) survives it, so a store that syncs may sync again from scratch; prefer lightweight steps for a model that syncs",
                file: modelPath, at: location)
        ]
    }

    /// What is said of each step between two shipped versions that are as they shipped. It is one the
    /// app's users already took, however the app made it: what lightweight migration cannot make in
    /// it is a warning that says what stores of the older version need (its warnings were said when
    /// it was made); two versions that store the same are an error.
    private func checkShippedSteps(skipping changed: Set<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (old, new) in zip(shippedVersions, shippedVersions.dropFirst())
        where !changed.contains(old.number) && !changed.contains(new.number) {
            let outcome = ModelComparison.compare(old: old.model, oldFile: old.path, new: new.model, newFile: new.path)
            diagnostics += outcome.diagnostics.filter { $0.severity == .error }.map { error in
                Self.demotedToPastStep(
                    error, from: "version \(old.number)", to: "\(new.number)",
                    mappingModelPlace: "its migrationStep's mappingModel")
            }
            if !outcome.changesVersionHashes {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "shipped versions \(old.number) and \(new.number) store the same: Core Data cannot tell them apart",
                        file: new.path))
            }
        }
        return diagnostics
    }

    /// Which versions store what an older one, not the one just before, stores: a warning for two
    /// shipped ones, an error for the model being edited. The generated code finds a store's version
    /// as the newest one whose hashes it matches, so such a version takes the older one's stores,
    /// which then skip the steps between.
    private func checkVersionsStoringTheSame(modelPath: String, skipping changed: Set<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let unchanged = shippedVersions.filter { !changed.contains($0.number) }
        for (index, newer) in unchanged.enumerated() {
            // The version just before is judged with its step, in `checkShippedSteps`.
            if let older = unchanged[..<index].first(where: {
                $0.number < newer.number - 1 && $0.schema.matches(newer.schema)
            }) {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "shipped versions \(older.number) and \(newer.number) store the same: "
                            + Self.storesTakenForTheNewerVersion(
                                older: "version \(older.number)", newer: "version \(newer.number)", by: "the migration"),
                        file: newer.path))
            }
        }
        if !currentIsShipped,
            let older = shippedVersions.dropLast().first(where: {
                !changed.contains($0.number) && $0.schema.matches(currentSchema)
            })
        {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "the model stores what shipped version \(older.number) stores: Core Data would take a store of version \(older.number) for this version, and skip the steps between; change something that Core Data stores, or give an entity a versionHashModifier",
                    file: modelPath, at: current.nameLocation))
        }
        return diagnostics
    }

    /// What CloudKit keeps that the model, standing for the last shipped version, changes: not all
    /// of it is in the version hashes (a field's encryption, the database a store syncs with,
    /// whether it syncs at all), so the model is held to `last` there too, errors and warnings alike.
    private func checkCloudKitOfStandIn(for last: ShippedVersion, modelPath: String) -> [Diagnostic] {
        let outcome = ModelComparison.compare(old: last.model, oldFile: last.path, new: current, newFile: modelPath)
        return outcome.diagnostics.filter { $0.category == .cloudKit }.map { diagnostic in
            var located = diagnostic
            located.notes.append(Self.syncsAlready(last))
            return located
        }
    }

    /// What is said of the step from the last shipped version to the model being edited: warnings
    /// for a migration step, version identifier or Xcode version name kept from `last`, and the
    /// step judged as lightweight migration would, its errors noted with why they matter.
    private func checkStepToCurrent(from last: ShippedVersion, modelPath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let step = current.migrationStep, MigrationStep.sayTheSame(step, last.model.migrationStep) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "this migration step is the one into shipped version \(last.number), still in the model: the app would run it again on the step into version \(last.number + 1); remove it, or change it to say what the new step does",
                    file: modelPath, at: step.location))
        }
        if let identifier = current.versionIdentifier, identifier == last.model.versionIdentifier {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "the version identifier '\(identifier)' is that of shipped version \(last.number), so the app could not tell the two versions apart by it; give this version its own",
                    file: modelPath, at: current.versionIdentifierLocation))
        }
        if let versionName = current.xcodeVersionName,
            versionName.lowercased() == last.model.xcodeVersionName?.lowercased()
        {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "the Xcode version name '\(versionName)' is that of shipped version \(last.number), so converted to Xcode the two versions would want one folder; give this version its own 'xcodeVersionName', or leave it out",
                    file: modelPath, at: current.xcodeVersionNameLocation))
        }
        let outcome = ModelComparison.compare(old: last.model, oldFile: last.path, new: current, newFile: modelPath)
        return diagnostics
            + outcome.diagnostics.map { diagnostic in
                guard diagnostic.severity == .error else { return diagnostic }
                var located = diagnostic
                located.notes.append(
                    diagnostic.category == .cloudKit
                        ? Self.syncsAlready(last)
                        : Diagnostic.Note(
                            "stores written by shipped version \(last.number) (\(last.path)) must be migrated to this version; where lightweight migration cannot make the step, give this version a migrationStep with a mappingModel, or with resetsStore where the app may delete such stores (docs/Versions.md)"
                        ))
                return located
            }
    }
}
