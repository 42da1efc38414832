/// Two versions of a model compared as Core Data's lightweight migration compares them: an entity
/// or property of the new version is matched with the one of the old version that has the same
/// renaming identifier, which is its `renamedFrom`, or else its name (Apple: "a source entity
/// property and a destination entity property that share the same identifier"). Each change is
/// judged by Apple's rules for an inferred mapping model ("Migrating your data model automatically"):
///
/// - inferred: adding and removing entities, attributes and relationships; renames; a required
///   attribute becoming optional; an optional attribute becoming required when it has a default;
///   to-one ↔ to-many and unordered ↔ ordered relationships; new parent and child entities, and
///   properties moved up and down a hierarchy;
/// - refused here, each an error at the new version's declaration: an attribute's type change; a
///   value that the objects already stored lack (a new required attribute without a default, a new
///   required relationship, an attribute or relationship becoming required without one, a higher
///   `minCount` or a lower `maxCount`); a relationship whose destination changes; an entity that
///   becomes abstract; two hierarchies merged into one.
///
/// Abstract entities have no stored objects, so what stored objects would lack is judged for
/// concrete entities only. A `renamedFrom` that matches nothing makes a new element (a warning: it
/// may be misspelt), and a removed and an added property of the same type look like a rename that
/// loses the stored values (a warning that suggests `renamedFrom`).
///
/// An entity that syncs with CloudKit in both versions is held to CloudKit's rule too: a schema in
/// production only grows ("Integrating a Text-Based Schema into Your Workflow": CloudKit refuses a
/// change that removes a record type or a field). Core Data names records and fields after entities
/// and properties, so a removed or renamed one leaves its records or field behind, where devices
/// still running an older version of the app keep syncing them: a warning each.
struct ModelComparison {
    let old: ResolvedModel
    let new: ResolvedModel
    /// The new version's file, which the diagnostics point into.
    let newFile: String
    /// The old version's file, which notes point into.
    let oldFile: String

    /// The changes, one line each as a reviewer reads them, and the verdict on each.
    struct Outcome {
        var changes: [String] = []
        var diagnostics: [Diagnostic] = []
        /// Whether Core Data would store the two versions under different version hashes; when it
        /// would not, they are one version to it.
        var changesVersionHashes = false
    }

    private var outcome = Outcome()
    private var listedChanges: Set<String> = []
    private var reported: Set<String> = []
    /// The removed synced properties already warned about, as `Owner.name`.
    private var reportedCloudKitRemovals: Set<String> = []

    static func compare(old: ResolvedModel, oldFile: String, new: ResolvedModel, newFile: String) -> Outcome {
        var comparison = ModelComparison(old: old, new: new, newFile: newFile, oldFile: oldFile)
        comparison.run()
        var outcome = comparison.outcome
        // What Core Data's version hashes cover is what `StoredSchema` records: one answer for
        // `diff`, `freeze` and the checks of shipped versions, which disagreed when each had its own.
        outcome.changesVersionHashes = !StoredSchema(of: new).matches(StoredSchema(of: old))
        if new.migrationStep?.resetsStore != nil {
            // No store is migrated: a store of the old version is deleted, and Core Data makes a new
            // one. Nothing of lightweight migration applies; CloudKit's schema still does.
            outcome.diagnostics.removeAll { $0.category == .migration || $0.category == .inference }
        } else if new.migrationStep?.mappingModel != nil {
            // The app's mapping model makes the step, not lightweight migration: what lightweight
            // migration could not do, or would infer otherwise (renames), is for the mapping model
            // to map, which modelgen cannot see. What holds for any migration (CloudKit's schema,
            // validation of every migrated object) is still said.
            outcome.diagnostics.removeAll {
                ($0.severity == .error && $0.category == .migration) || $0.category == .inference
            }
        }
        return outcome
    }

    private init(old: ResolvedModel, new: ResolvedModel, newFile: String, oldFile: String) {
        self.old = old
        self.new = new
        self.newFile = newFile
        self.oldFile = oldFile
    }

    /// Adds a diagnostic once: an inherited property is judged for every entity that has it. Without
    /// a location, the diagnostic is about the new version's file as a whole. Every finding of the
    /// comparison has a category: `.migration` unless it is about CloudKit or only inference.
    private mutating func report(
        _ severity: Diagnostic.Severity, _ message: String, at location: SourcePosition?, notes: [Diagnostic.Note] = [],
        category: Diagnostic.Category = .migration
    ) {
        var diagnostic = Diagnostic(severity, message, file: newFile, at: location, notes: notes)
        diagnostic.category = category
        guard reported.insert(diagnostic.formatted).inserted else { return }
        outcome.diagnostics.append(diagnostic)
    }

    /// A warning about what lightweight migration would infer (a rename it would miss, say): moot
    /// when the app's mapping model makes the step.
    private mutating func reportInference(
        _ severity: Diagnostic.Severity, _ message: String, at location: SourcePosition?, notes: [Diagnostic.Note] = []
    ) {
        report(severity, message, at: location, notes: notes, category: .inference)
    }

    /// Lists a change once.
    private mutating func change(_ line: String) {
        guard listedChanges.insert(line).inserted else { return }
        outcome.changes.append(line)
    }

    // MARK: Entities

    private mutating func run() {
        let oldEntities = Dictionary(old.entities.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var matched: [(old: Entity, new: Entity)] = []
        var matchedOld: Set<String> = []
        let newIdentifiers = Set(new.entities.map(\.identifier))
        for entity in new.entities {
            guard let previous = oldEntities[entity.identifier] else {
                if let renamedFrom = entity.versioning.renamingIdentifier {
                    // An old entity of the same name that nothing is renamed from is not migrated.
                    let namesake = old.entities.first {
                        $0.name == entity.name && !newIdentifiers.contains($0.identifier)
                    }
                    // An old entity of that name that was itself renamed: Core Data matches its
                    // identifier (the name it was first stored under), not its name.
                    let renamedBefore = old.entities.first { $0.name == renamedFrom && $0.identifier != $0.name }
                    let advice =
                        if let renamedBefore {
                            "'\(renamedFrom)' of the old version is renamed from '\(renamedBefore.identifier)', and Core Data matches that: write \"renamedFrom\": \"\(renamedBefore.identifier)\""
                        } else if namesake == nil {
                            "check the spelling if it is a rename"
                        } else {
                            "the objects stored as the old '\(entity.name)' are deleted; remove 'renamedFrom' to keep them"
                        }
                    reportInference(
                        .warning,
                        "'renamedFrom' '\(renamedFrom)' matches no entity of the old version, so '\(entity.name)' is a new entity; \(advice)",
                        at: entity.location)
                }
                change("+ entity \(entity.name)")
                continue
            }
            matched.append((previous, entity))
            matchedOld.insert(previous.identifier)
        }
        for entity in old.entities where !matchedOld.contains(entity.identifier) {
            change("- entity \(entity.name) (its stored objects are deleted)")
            if let renamedFrom = entity.versioning.renamingIdentifier,
                let namesake = new.entities.first(where: { $0.name == entity.name }),
                namesake.versioning.renamingIdentifier == nil, oldEntities[namesake.identifier] == nil
            {
                reportInference(
                    .warning,
                    "'\(entity.name)' of the old version has 'renamedFrom' '\(renamedFrom)' and this one has none, so they are two entities to lightweight migration, and the objects stored as the old one are deleted; give this one \"renamedFrom\": \"\(renamedFrom)\" to keep them",
                    at: namesake.location)
            }
            if old.syncsWithCloudKit(entity) {
                report(
                    .warning,
                    "entity '\(entity.name)' syncs with CloudKit in the old version and is removed, but CloudKit keeps its records: devices still running an older version of the app go on syncing them; keep the entity while older versions are in use",
                    at: nil,
                    notes: [Diagnostic.Note("'\(entity.name)' is declared here", file: oldFile, at: entity.location)])
            }
        }
        for (previous, entity) in matched {
            compareEntity(previous, entity)
        }
        checkHierarchies(matched)
        if old.versionIdentifier != new.versionIdentifier {
            change(
                "~ version identifier \(old.versionIdentifier ?? "none") → \(new.versionIdentifier ?? "none")")
        }
    }

    private mutating func compareEntity(_ previous: Entity, _ entity: Entity) {
        if previous.name != entity.name { change("~ entity \(previous.name) renamed to \(entity.name)") }
        checkCloudKitSchema(previous, entity)
        if previous.isAbstract != entity.isAbstract {
            if entity.isAbstract {
                report(
                    .error,
                    "entity '\(entity.name)' becomes abstract, but the store may hold objects of it, which an abstract entity cannot have",
                    at: entity.location)
            }
            change("~ entity \(entity.name): \(entity.isAbstract ? "abstract" : "no longer abstract")")
        }
        if previous.parent?.identifier != entity.parent?.identifier {
            change(
                "~ entity \(entity.name): parent \(previous.parent?.name ?? "none") → \(entity.parent?.name ?? "none")")
        }
        if previous.versioning.versionHashModifier != entity.versioning.versionHashModifier {
            change("~ entity \(entity.name): version hash modifier changed")
        }
        // A class named after its entity follows a rename: only a class name of its own is news.
        let classFollowsName = previous.className == previous.name && entity.className == entity.name
        if previous.className != entity.className, !classFollowsName {
            change(
                "~ entity \(entity.name): class \(previous.className) → \(entity.className)")
        }
        if previous.uniquenessConstraints != entity.uniquenessConstraints {
            change("~ entity \(entity.name): uniqueness constraints changed")
            let old = Set(previous.uniquenessConstraints)
            let added = entity.uniquenessConstraints.filter { !old.contains($0) }
            // A constraint only on attributes new in this version, each with a default: every object
            // already stored gets the same values (reasoned, not run on an Apple platform; without a
            // default the value is nil, which an SQLite unique index does not compare), and a
            // willMigrate step cannot see them.
            let oldIdentifiers = Set(Property.all(of: previous).map(\.identifier))
            let newWithDefaults = Set(
                Property.all(of: entity).compactMap { property -> String? in
                    guard case .attribute(let attribute, _) = property, attribute.defaultValue != nil,
                        !oldIdentifiers.contains(property.identifier)
                    else { return nil }
                    return property.name
                })
            let onNewProperties = added.first { $0.allSatisfy(newWithDefaults.contains) }
            if let constraint = onNewProperties, !entity.isAbstract {
                let names = constraint.map { "'\($0)'" }.joined(separator: ", ")
                report(
                    .warning,
                    "entity '\(entity.name)' gets a uniqueness constraint on \(names), new in this version: every \(entity.name) object already stored gets the same value for \(constraint.count == 1 ? "it" : "them") (the default), so any two of them break it, and Apple does not document what migration does then; add \(constraint.count == 1 ? "the property" : "the properties") in one version and fill in distinct values in a didMigrate migration step, then add the constraint in the next version",
                    at: entity.location)
            } else if !added.isEmpty, !entity.isAbstract {
                report(
                    .warning,
                    "entity '\(entity.name)' gets a new uniqueness constraint, which \(entity.name) objects already stored may break (two with the same values), and Apple does not document what migration does then; make sure there are none, with a willMigrate migration step if need be",
                    at: entity.location)
            }
        }
        if previous.indexes.map(\.name) != entity.indexes.map(\.name) {
            change("~ entity \(entity.name): fetch indexes changed")
        }
        if previous.userInfo != entity.userInfo {
            change("~ entity \(entity.name): user info changed")
        }
        compareProperties(of: previous, with: entity)
        compareFetchedProperties(of: previous, with: entity)
    }

    /// Fetched properties hold nothing in the store, so any change migrates; each is listed. Core
    /// Data's version hash of the entity covers their names and version hash modifiers.
    private mutating func compareFetchedProperties(of previous: Entity, with entity: Entity) {
        let before = Dictionary(
            previous.fetchedProperties.map { ($0.versioning.renamingIdentifier ?? $0.name, $0) },
            uniquingKeysWith: { first, _ in first })
        var matched: Set<String> = []
        for property in entity.fetchedProperties {
            let place = "\(entity.name).\(property.name)"
            guard let old = before[property.versioning.renamingIdentifier ?? property.name] else {
                change("+ fetched property \(place) → \(property.destination.name)")
                continue
            }
            matched.insert(old.versioning.renamingIdentifier ?? old.name)
            if old.name != property.name {
                change("~ fetched property \(entity.name).\(old.name) renamed to \(property.name)")
            }
            if old.versioning.versionHashModifier != property.versioning.versionHashModifier {
                change("~ fetched property \(place): version hash modifier changed")
            }
            if old.destination.name != property.destination.name || old.predicate != property.predicate {
                change("~ fetched property \(place): fetch request changed")
            }
        }
        for property in previous.fetchedProperties
        where !matched.contains(property.versioning.renamingIdentifier ?? property.name) {
            change("- fetched property \(entity.name).\(property.name)")
        }
    }

    /// Entities that did not share a root in the old version cannot share one in the new: Core Data
    /// cannot merge two hierarchies. Reported once for each old hierarchy that joins another, at the
    /// entity of it whose parent changed.
    private mutating func checkHierarchies(_ matched: [(old: Entity, new: Entity)]) {
        var groups: [String: [(oldRoot: String, old: Entity, new: Entity)]] = [:]  // new root → its matched entities
        var newRoots: [String] = []
        for (previous, entity) in matched {
            let newRoot = (entity.ancestors.last ?? entity).name
            if groups[newRoot] == nil { newRoots.append(newRoot) }
            groups[newRoot, default: []].append(((previous.ancestors.last ?? previous).identifier, previous, entity))
        }
        for newRoot in newRoots {
            guard let members = groups[newRoot], let first = members.first else { continue }
            var seenRoots = [first.oldRoot]
            for member in members where !seenRoots.contains(member.oldRoot) {
                seenRoots.append(member.oldRoot)
                let joining =
                    members.first {
                        $0.oldRoot == member.oldRoot && $0.old.parent?.identifier != $0.new.parent?.identifier
                    }
                    ?? member
                let other = members.first { $0.oldRoot != member.oldRoot } ?? first
                report(
                    .error,
                    "entity '\(joining.new.name)' joins the hierarchy of '\(newRoot)', but in the old version it had no common parent with '\(other.new.name)': Core Data cannot merge two hierarchies",
                    at: joining.new.location,
                    notes: [Diagnostic.Note("'\(other.new.name)' is declared here", at: other.new.location)])
            }
        }
    }

    // MARK: Properties

    private enum Property {
        case attribute(Attribute, owner: Entity)
        case relationship(Relationship)

        var name: String {
            switch self {
            case .attribute(let attribute, _): attribute.name
            case .relationship(let relationship): relationship.name
            }
        }
        var versioning: Versioning {
            switch self {
            case .attribute(let attribute, _): attribute.versioning
            case .relationship(let relationship): relationship.versioning
            }
        }
        var identifier: String { versioning.renamingIdentifier ?? name }
        var location: SourcePosition {
            switch self {
            case .attribute(let attribute, _): attribute.location
            case .relationship(let relationship): relationship.location
            }
        }
        var ownerName: String {
            switch self {
            case .attribute(_, let owner): owner.name
            case .relationship(let relationship): relationship.entity.name
            }
        }
        var kind: String {
            if case .attribute = self { return "attribute" }
            return "relationship"
        }
        var isTransient: Bool {
            switch self {
            case .attribute(let attribute, _): attribute.isTransient
            case .relationship(let relationship): relationship.isTransient
            }
        }

        /// The entity's properties, its own and inherited: a property moved up or down a hierarchy
        /// keeps its stored values.
        static func all(of entity: Entity) -> [Property] {
            entity.lineage.flatMap { owner in
                owner.attributes.map { Property.attribute($0, owner: owner) }
                    + owner.relationships.map(Property.relationship)
            }
        }
    }

    private mutating func compareProperties(of previous: Entity, with entity: Entity) {
        let oldProperties = Property.all(of: previous)
        let oldByIdentifier = Dictionary(
            oldProperties.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var matchedOld: Set<String> = []
        var added: [Property] = []
        for property in Property.all(of: entity) {
            guard let before = oldByIdentifier[property.identifier] else {
                added.append(property)
                continue
            }
            matchedOld.insert(before.identifier)
            compareProperty(before, property, in: entity, previous: previous)
        }
        let removed = oldProperties.filter { !matchedOld.contains($0.identifier) }
        for property in added {
            judgeAdded(property, in: entity, previous: previous, removed: removed)
        }
        // An abstract entity has no stored objects, and so no stored values to lose.
        guard !entity.isAbstract else { return }
        for property in removed {
            change("- \(property.kind) \(entity.name).\(property.name) (its stored values are deleted)")
            // Transient values never sync; an inherited property is reported once, for its owner.
            if syncsInBoth(previous, entity), !property.isTransient,
                reportedCloudKitRemovals.insert("\(property.ownerName).\(property.name)").inserted
            {
                report(
                    .warning,
                    "\(property.kind) '\(property.ownerName).\(property.name)' syncs with CloudKit in the old version and is removed, but CloudKit keeps its field: devices still running an older version of the app go on writing it; keep the \(property.kind) while older versions are in use",
                    at: entity.location,
                    notes: [
                        Diagnostic.Note("'\(property.name)' is declared here", file: oldFile, at: property.location)
                    ])
            }
        }
    }

    private mutating func judgeAdded(_ property: Property, in entity: Entity, previous: Entity, removed: [Property]) {
        let place = "\(property.ownerName).\(property.name)"
        if let renamedFrom = property.versioning.renamingIdentifier {
            let renamedBefore =
                previous.attributes.first { $0.name == renamedFrom }.flatMap { $0.versioning.renamingIdentifier }
                ?? previous.relationships.first { $0.name == renamedFrom }.flatMap { $0.versioning.renamingIdentifier }
            let advice =
                renamedBefore.map {
                    "'\(renamedFrom)' of the old version is renamed from '\($0)', and Core Data matches that: write \"renamedFrom\": \"\($0)\""
                } ?? "check the spelling if it is a rename"
            reportInference(
                .warning,
                "'renamedFrom' '\(renamedFrom)' matches no property of entity '\(previous.name)' in the old version, so '\(place)' is a new property; \(advice)",
                at: property.location)
        }
        switch property {
        case .attribute(let attribute, _):
            change("+ attribute \(place): \(attribute.type.rawValue)\(attribute.isOptional ? "?" : "")")
            if !entity.isAbstract, !attribute.isOptional, attribute.defaultValue == nil, !attribute.isTransient {
                report(
                    .error,
                    "new required attribute '\(place)' has no default: the \(entity.name) objects already stored would have no value, and the migration fails; "
                        + (attribute.type.takesDefault ? "give it a default or make it optional" : "make it optional"),
                    at: attribute.location)
            }
        case .relationship(let relationship):
            change("+ relationship \(place) → \(relationship.destination.name)")
            if !entity.isAbstract, requiresObjects(relationship) {
                report(
                    .error,
                    "new required relationship '\(place)': the \(entity.name) objects already stored have none, and the migration fails; make it optional, and fill it in a custom migration step if it must be set",
                    at: relationship.location)
            } else if !entity.isAbstract, relationship.isToMany, !relationship.isOptional {
                reportEmptyToMany(place, entity: entity, at: relationship.location)
            }
        }
        guard !entity.isAbstract, property.versioning.renamingIdentifier == nil,
            let lookalike = removed.first(where: { sameKind($0, property) })
        else { return }
        // The same name, without the old version's renaming identifier: the rename was dropped.
        let message =
            lookalike.name == property.name && lookalike.ownerName == property.ownerName
            ? "'\(place)' has no \"renamedFrom\": \"\(lookalike.identifier)\", which it has in the old version, so Core Data takes it for a new property: keep \"renamedFrom\": \"\(lookalike.identifier)\" in every later version, or the stored values of '\(lookalike.name)' are lost"
            : "'\(lookalike.ownerName).\(lookalike.name)' is removed and '\(place)' of the same type is added: if this is a rename, add \"renamedFrom\": \"\(lookalike.identifier)\", or the stored values of '\(lookalike.name)' are lost"
        reportInference(.warning, message, at: property.location)
    }

    private mutating func compareProperty(
        _ before: Property, _ property: Property, in entity: Entity, previous: Entity
    ) {
        let place = "\(property.ownerName).\(property.name)"
        if before.name != property.name {
            change("~ \(property.kind) \(before.ownerName).\(before.name) renamed to \(property.name)")
            if syncsInBoth(previous, entity), !property.isTransient {
                report(
                    .warning,
                    "\(property.kind) '\(place)' was '\(before.name)' in the old version, but CloudKit keeps a field for each name: '\(property.name)' syncs as a new field, and devices still running an older version of the app go on syncing '\(before.name)', which this version no longer reads; keep the old name while older versions are in use",
                    at: property.location)
            }
        }
        if before.versioning.versionHashModifier != property.versioning.versionHashModifier {
            change("~ \(property.kind) \(place): version hash modifier changed")
        }
        switch (before, property) {
        case (.attribute(let old, _), .attribute(let new, _)):
            // A renamed attribute is a new field to CloudKit, which may take any setting.
            compareAttribute(
                old, new, place: place, entity: entity,
                keepsItsField: before.name == property.name ? cloudKitSync(previous, entity) : nil)
        case (.relationship(let old), .relationship(let new)):
            compareRelationship(old, new, place: place, entity: entity)
        default:
            report(
                .error,
                "'\(place)' changes from \(before.kind) to \(property.kind); lightweight migration cannot convert stored values",
                at: property.location)
            change("~ \(place): \(before.kind) → \(property.kind)")
        }
    }

    /// `keepsItsField`: how surely the attribute keeps one CloudKit field in both versions (it
    /// syncs in both under one name); `nil` when it does not.
    private mutating func compareAttribute(
        _ old: Attribute, _ new: Attribute, place: String, entity: Entity, keepsItsField: CloudKitSync?
    ) {
        let holdsStoredValues = !entity.isAbstract && !old.isTransient && !new.isTransient
        if old.type != new.type, holdsStoredValues, AttributeType.widens(old.type, to: new.type) {
            reportInference(
                .warning,
                "the type of '\(place)' widens from \(old.type.rawValue) to \(new.type.rawValue); Apple does not list type changes among what lightweight migration infers, but an SQLite store keeps every integer in one INTEGER column, and public apps' migration tests show Core Data's inferred mapping converting such values (WordPress for iOS, Integer 32 to Integer 64)\(new.type == .double && old.type == .integer64 ? "; a Double holds an integer exactly only up to 2^53" : ""): migrate a store that the previous version wrote before you ship",
                at: new.location)
            change("~ attribute \(place): \(old.type.rawValue) → \(new.type.rawValue)")
        } else if old.type != new.type {
            if holdsStoredValues {
                report(
                    .error,
                    "the type of '\(place)' changes from \(old.type.rawValue) to \(new.type.rawValue); lightweight migration cannot convert stored values: add an attribute of the new type beside it and copy the values in a didMigrate migration step, then remove the old one in a later version",
                    at: new.location)
            }
            change("~ attribute \(place): \(old.type.rawValue) → \(new.type.rawValue)")
        }
        if let oldComposite = old.composite, let newComposite = new.composite,
            oldComposite.storedShape != newComposite.storedShape
        {
            change("~ attribute \(place): elements \(oldComposite.storedShape) → \(newComposite.storedShape)")
            if holdsStoredValues {
                reportInference(
                    .warning,
                    "the elements of composite attribute '\(place)' change; Apple does not document which changes of a composite's elements lightweight migration infers: migrate a store that the previous version wrote before you ship",
                    at: new.location)
            }
        }
        if old.isOptional != new.isOptional {
            change("~ attribute \(place): \(old.isOptional ? "optional → required" : "required → optional")")
        }
        if old.isTransient != new.isTransient {
            change(
                "~ attribute \(place): \(new.isTransient ? "stored → transient (its stored values are deleted)" : "transient → stored")"
            )
        }
        // One check for both ways of needing a value that stored objects may lack.
        let mayLackValue = old.isOptional || old.isTransient
        if !entity.isAbstract, mayLackValue, !new.isOptional, !new.isTransient, new.defaultValue == nil,
            !fillsValuesBeforeMigrating
        {
            report(
                .error,
                "'\(place)' becomes a required stored value without a default: \(entity.name) objects already stored may have none, and the migration fails; \(new.type.takesDefault ? "give it a default, or " : "")declare a willMigrate migration step that fills it in",
                at: new.location)
        }
        if old.derivation != new.derivation {
            let describe = { (derivation: String?) in derivation.map { "derived from '\($0)'" } ?? "not derived" }
            change(
                "~ attribute \(place): \(describe(old.derivation)) → \(describe(new.derivation))")
            // Apple lists no derivation among the inputs of a property's version hash, so a store
            // would not see the change and would keep deriving by the old expression.
            if holdsStoredValues, old.versioning.versionHashModifier == new.versioning.versionHashModifier {
                report(
                    .warning,
                    "the derivation of '\(place)' changes, which Core Data's version hashes do not cover: stores already created would not migrate and could keep deriving by the old one; change the attribute's versionHashModifier so that they migrate",
                    at: new.location)
            }
        }
        if old.defaultValue != new.defaultValue {
            change("~ attribute \(place): default changed")
        }
        if old.isIndexed != new.isIndexed || old.allowsExternalStorage != new.allowsExternalStorage
            || old.isIndexedBySpotlight != new.isIndexedBySpotlight
            || old.preservesValueInHistoryOnDeletion != new.preservesValueInHistoryOnDeletion
            || old.allowsCloudEncryption != new.allowsCloudEncryption
        {
            change("~ attribute \(place): indexing or storage options changed")
        }
        // Apple's `allowsCloudEncryption`: attributes cannot change their encryption state once the
        // CloudKit schema is in production, which a shipped version's is.
        if old.allowsCloudEncryption != new.allowsCloudEncryption, let sync = keepsItsField, !old.isTransient,
            !new.isTransient
        {
            report(
                sync == .surely ? .error : .warning,
                "'\(place)' \(new.allowsCloudEncryption ? "becomes" : "is no longer") encrypted in CloudKit, but a field's encryption cannot change once the CloudKit schema is in production; keep 'allowsCloudEncryption' as it was, or add an attribute with the new setting and copy the values over in a migration step\(sync == .surely ? "" : " (if the app loads the default configuration, which syncs)")",
                at: new.location, category: .cloudKit)
        }
        if old.validation != new.validation {
            change("~ attribute \(place): validation changed")
            if holdsStoredValues, new.validation.isStricter(than: old.validation), !fillsValuesBeforeMigrating {
                report(
                    .warning,
                    "the validation of '\(place)' becomes stricter: Core Data validates every migrated object, so a stored value that breaks the new rule fails the migration; if such values can exist, declare a willMigrate migration step that fixes them",
                    at: new.location)
            }
        }
        if old.userInfo != new.userInfo {
            change("~ attribute \(place): user info changed")
        }
    }

    /// "'A' to 'B'", or, when the two have one name but not one identifier, says which is new.
    private func destinationChange(_ old: Entity, _ new: Entity) -> String {
        guard old.name == new.name else { return "'\(old.name)' to '\(new.name)'" }
        func renamedFrom(_ entity: Entity) -> String {
            entity.versioning.renamingIdentifier.map { " (renamedFrom '\($0)')" } ?? ""
        }
        return "the old '\(old.name)'\(renamedFrom(old)) to the new entity '\(new.name)'\(renamedFrom(new))"
    }

    private mutating func compareRelationship(_ old: Relationship, _ new: Relationship, place: String, entity: Entity) {
        if old.destination.identifier != new.destination.identifier {
            report(
                .error,
                "the destination of '\(place)' changes from \(destinationChange(old.destination, new.destination)); lightweight migration cannot re-point the stored relationships",
                at: new.location)
            change("~ relationship \(place): → \(old.destination.name) becomes → \(new.destination.name)")
        }
        if old.inverse.map(\.identifier) != new.inverse.map(\.identifier) {
            change("~ relationship \(place): inverse \(old.inverse?.name ?? "none") → \(new.inverse?.name ?? "none")")
        }
        if old.isToMany != new.isToMany {
            change("~ relationship \(place): \(new.isToMany ? "to-one → to-many" : "to-many → to-one")")
            if old.isToMany, !entity.isAbstract {
                report(
                    .warning,
                    "'\(place)' becomes to-one: a \(entity.name) object stored with several objects in it can keep only one of them after the migration; make sure none has more than one (with a willMigrate migration step), or keep it to-many",
                    at: new.location)
            }
        }
        if old.isOrdered != new.isOrdered {
            change("~ relationship \(place): \(new.isOrdered ? "unordered → ordered" : "ordered → unordered")")
        }
        if old.isOptional != new.isOptional {
            change("~ relationship \(place): \(new.isOptional ? "required → optional" : "optional → required")")
        }
        if old.isTransient != new.isTransient {
            change(
                "~ relationship \(place): \(new.isTransient ? "stored → transient (its stored links are deleted)" : "transient → stored")"
            )
        }
        let (oldMinimum, newMinimum) = (minimumCount(old), minimumCount(new))
        if !entity.isAbstract, old.isOptional, !new.isOptional, new.isToMany, newMinimum == 0,
            !fillsValuesBeforeMigrating
        {
            reportEmptyToMany(place, entity: entity, at: new.location)
        }
        let (oldMaximum, newMaximum) = (maximumCount(old), maximumCount(new))
        if old.isToMany, new.isToMany, oldMinimum != newMinimum || oldMaximum != newMaximum {
            change(
                "~ relationship \(place): count \(oldMinimum)...\(oldMaximum) → \(newMinimum)...\(newMaximum) (0: no limit)"
            )
        }
        // An optional to-many relationship may stay empty whatever its minCount (`requiresObjects`),
        // so a stored one fails the new count only when it holds some objects, but fewer.
        let enoughBefore = new.isToMany && new.isOptional ? max(oldMinimum, 1) : oldMinimum
        if !entity.isAbstract, newMinimum > enoughBefore, !fillsValuesBeforeMigrating {
            report(
                .error,
                old.isToMany && !new.isToMany && !old.isOptional && newMinimum == 1 && oldMinimum == 0
                    ? "'\(place)' becomes a required to-one relationship: \(entity.name) objects stored with an empty to-many one (which its minCount of 0 allows) would have none and fail validation, and the migration fails; make it optional, or declare a willMigrate migration step that gives them one"
                    : newMinimum == 1 && oldMinimum == 0
                        ? "'\(place)' becomes required: \(entity.name) objects stored without one would fail validation, and the migration fails; declare a willMigrate migration step that gives them one"
                        : "'\(place)' needs at least \(newMinimum) objects where \(enoughBefore) were enough: \(entity.name) objects already stored may have fewer, and the migration fails; declare a willMigrate migration step that adds them",
                at: new.location)
        }
        if !entity.isAbstract, new.isToMany, newMaximum != 0, oldMaximum == 0 || newMaximum < oldMaximum {
            report(
                .error,
                "'\(place)' may hold at most \(newMaximum) objects where \(oldMaximum == 0 ? "any number" : String(oldMaximum)) were allowed: \(entity.name) objects already stored may have more, and the migration fails",
                at: new.location)
        }
        if old.deleteRule != new.deleteRule {
            change(
                "~ relationship \(place): delete rule \(old.deleteRule.rawValue) → \(new.deleteRule.rawValue)")
        }
    }

    // MARK: CloudKit

    /// Whether the entity's objects sync with CloudKit in both versions.
    private func syncsInBoth(_ previous: Entity, _ entity: Entity) -> Bool {
        old.syncsWithCloudKit(previous) && new.syncsWithCloudKit(entity)
    }

    /// How surely an entity's objects sync in both versions: `.surely` through stores that the
    /// models mark, `.ifTheDefaultConfigurationIsLoaded` only through an Xcode model's default
    /// configuration, which the app may not load.
    enum CloudKitSync { case surely, ifTheDefaultConfigurationIsLoaded }

    private func cloudKitSync(_ previous: Entity, _ entity: Entity) -> CloudKitSync? {
        if syncsInBoth(previous, entity) { return .surely }
        let maySync = { (model: ResolvedModel, entity: Entity) in
            model.syncsWithCloudKit(entity) || model.defaultConfigurationMaySync
        }
        return maySync(old, previous) && maySync(new, entity) ? .ifTheDefaultConfigurationIsLoaded : nil
    }

    /// Reports an entity that synced with CloudKit and no longer does, or that is renamed while it
    /// syncs: either way its records stay in CloudKit under the old name. And one that syncs with
    /// another database: CloudKit keeps each database's records apart.
    private mutating func checkCloudKitSchema(_ previous: Entity, _ entity: Entity) {
        guard old.syncsWithCloudKit(previous) else { return }
        let databases = (old: old.cloudKitDatabases(of: previous), new: new.cloudKitDatabases(of: entity))
        if new.syncsWithCloudKit(entity), databases.old != databases.new {
            func names(_ databases: Set<CloudKitDatabase>) -> String {
                let sorted = databases.map(\.rawValue).sorted()
                return "the \(sorted.joined(separator: " and ")) database\(sorted.count == 1 ? "" : "s")"
            }
            report(
                .warning,
                "entity '\(entity.name)' syncs with \(names(databases.old)) in the old version and with \(names(databases.new)) in this one, but CloudKit does not move records between databases: those in \(names(databases.old.subtracting(databases.new))) stay there, and devices still running an older version of the app go on syncing them; keep the database while older versions are in use",
                at: entity.location, category: .cloudKit)
        }
        if !new.syncsWithCloudKit(entity) {
            report(
                .warning,
                "entity '\(entity.name)' syncs with CloudKit in the old version and no longer does, but CloudKit keeps its records: devices still running an older version of the app go on changing them, and this version no longer sees the changes",
                at: entity.location, category: .cloudKit)
        } else if previous.name != entity.name {
            report(
                .warning,
                "entity '\(entity.name)' was '\(previous.name)' in the old version, but CloudKit keeps records under the entity's name: '\(entity.name)' syncs as a new record type, and devices still running an older version of the app go on syncing '\(previous.name)', which this version no longer reads; keep the old name while older versions are in use",
                at: entity.location, category: .cloudKit)
        }
    }

    /// Whether the new version declares a `willMigrate` step: the app's handler runs on the store
    /// before Core Data migrates it, and can give a value to every object that will need one (Apple's
    /// example for `NSCustomMigrationStage.willMigrateHandler`). A value that is new in this version
    /// cannot be set there: the old version has nowhere to keep it.
    private var fillsValuesBeforeMigrating: Bool {
        new.migrationStep?.willMigrate != nil
    }

    /// A to-many relationship that is not optional, with no `minCount`, that objects already
    /// stored hold empty. Apple documents `isOptional` as whether the value may be nil, and the
    /// counts as enforced on a value that is not nil; a to-many value is an empty set, not nil, so
    /// by the documentation the empty one is valid, and the public models this project surveyed
    /// hold thousands of such relationships (one has a `minCount`). That reading has not been run
    /// on an Apple platform, so it is a warning, not an error (which would refuse those histories).
    private mutating func reportEmptyToMany(_ place: String, entity: Entity, at location: SourcePosition) {
        report(
            .warning,
            "to-many relationship '\(place)' is not optional and has no minCount, so the \(entity.name) objects already stored hold it empty; by Apple's documentation an empty one is valid (it enforces 'optional' against nil, and the counts), but that has not been checked on a device: make it optional to be sure",
            at: location)
    }

    /// How many destination objects every object must hold: a required to-one relationship one, a
    /// to-many relationship its `minCount` (see `reportEmptyToMany`).
    private func minimumCount(_ relationship: Relationship) -> Int {
        guard relationship.isToMany else { return relationship.isOptional ? 0 : 1 }
        return relationship.minCount ?? 0
    }

    /// The most destination objects an object may hold; 0 for no limit.
    private func maximumCount(_ relationship: Relationship) -> Int {
        relationship.isToMany ? relationship.maxCount ?? 0 : 1
    }

    /// Whether every object must hold at least one destination object. An optional to-many
    /// relationship may be empty whatever its `minCount` (Apple: the counts are enforced only on a
    /// relationship that holds a value).
    private func requiresObjects(_ relationship: Relationship) -> Bool {
        relationship.isToMany && relationship.isOptional ? false : minimumCount(relationship) > 0
    }

    private func sameKind(_ a: Property, _ b: Property) -> Bool {
        switch (a, b) {
        case (.attribute(let x, _), .attribute(let y, _)): x.type == y.type
        case (.relationship(let x), .relationship(let y)):
            x.destination.identifier == y.destination.identifier && x.isToMany == y.isToMany
        default: false
        }
    }
}

extension Entity {
    /// The name Core Data's migration matches the entity by: its `renamedFrom`, or else its name.
    var identifier: String { versioning.renamingIdentifier ?? name }
}

extension Relationship {
    /// The name Core Data's migration matches the relationship by.
    var identifier: String { versioning.renamingIdentifier ?? name }
}
