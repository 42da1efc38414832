/// Two versions of a model compared as Core Data's lightweight migration compares them: each entity
/// and property of the new version is matched with the old one whose name is its renaming
/// identifier (its `renamedFrom`, or else its own name), and each change is judged by Apple's rules
/// for an inferred mapping model ("Migrating your data model automatically"):
///
/// - inferred: adding and removing entities, attributes and relationships; renames through
///   `renamedFrom`; a required attribute becoming optional; an optional attribute becoming required
///   when it has a default; to-one ↔ to-many and unordered ↔ ordered relationships; new parent and
///   child entities, and properties moved up and down a hierarchy;
/// - refused here, each an error at the new version's declaration: an attribute's type change; a
///   new value that the objects already stored lack (a new required attribute without a default, a
///   new required relationship, an attribute or relationship becoming required without one); a
///   `renamedFrom` that names nothing in the old version; a relationship whose destination changes;
///   an entity that becomes abstract; two hierarchies merged into one.
///
/// A removed and an added property of the same type in one entity look like a rename that loses
/// the stored values: a warning suggests `renamedFrom`.
struct ModelComparison {
    let old: ResolvedModel
    let new: ResolvedModel
    /// The new version's file, which the diagnostics point into.
    let newFile: String

    /// The changes, one line each as a reviewer reads them, and the verdict on each.
    struct Outcome {
        var changes: [String] = []
        var diagnostics: [Diagnostic] = []
        /// Whether Core Data would store the two versions under different version hashes; when it
        /// would not, they are one version to it.
        var changesVersionHashes = false
    }

    private var outcome = Outcome()
    /// Properties already judged, by where they are declared: an inherited property is matched once
    /// for each entity that inherits it, and judged once.
    private var judged: Set<SourcePosition> = []
    /// Removed properties already listed, by where the old version declares them.
    private var listedRemovals: Set<SourcePosition> = []

    static func compare(old: ResolvedModel, new: ResolvedModel, newFile: String) -> Outcome {
        var comparison = ModelComparison(old: old, new: new, newFile: newFile)
        comparison.run()
        return comparison.outcome
    }

    private init(old: ResolvedModel, new: ResolvedModel, newFile: String) {
        self.old = old
        self.new = new
        self.newFile = newFile
    }

    private mutating func error(_ message: String, at location: SourcePosition, notes: [Diagnostic.Note] = []) {
        outcome.diagnostics.append(Diagnostic(.error, message, file: newFile, at: location, notes: notes))
    }

    private mutating func warning(_ message: String, at location: SourcePosition) {
        outcome.diagnostics.append(Diagnostic(.warning, message, file: newFile, at: location))
    }

    private mutating func change(_ line: String, changesVersionHash: Bool = true) {
        outcome.changes.append(line)
        if changesVersionHash { outcome.changesVersionHashes = true }
    }

    // MARK: Entities

    private mutating func run() {
        let oldEntities = Dictionary(old.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var matched: [(old: Entity, new: Entity)] = []
        var matchedOldNames: Set<String> = []
        for entity in new.entities {
            let identifier = entity.versioning.renamingIdentifier ?? entity.name
            guard let previous = oldEntities[identifier] else {
                if let renamedFrom = entity.versioning.renamingIdentifier {
                    error(
                        "'renamedFrom' names '\(renamedFrom)', which is not an entity of the old version; Core Data would find nothing to migrate from",
                        at: entity.location)
                }
                change("+ entity \(entity.name)")
                continue
            }
            matched.append((previous, entity))
            matchedOldNames.insert(previous.name)
        }
        for entity in old.entities where !matchedOldNames.contains(entity.name) {
            change("- entity \(entity.name) (its stored objects are deleted)")
        }
        for (previous, entity) in matched {
            compareEntity(previous, entity)
        }
        checkHierarchies(matched)
    }

    private mutating func compareEntity(_ previous: Entity, _ entity: Entity) {
        if previous.name != entity.name { change("~ entity \(previous.name) renamed to \(entity.name)") }
        if previous.isAbstract != entity.isAbstract {
            if entity.isAbstract {
                error(
                    "entity '\(entity.name)' becomes abstract, but the store may hold objects of it, which an abstract entity cannot have",
                    at: entity.location)
            }
            change("~ entity \(entity.name): \(entity.isAbstract ? "abstract" : "no longer abstract")")
        }
        if previous.parent?.name != entity.parent.map({ $0.versioning.renamingIdentifier ?? $0.name }) {
            change(
                "~ entity \(entity.name): parent \(previous.parent?.name ?? "none") → \(entity.parent?.name ?? "none")")
        }
        if previous.versioning.versionHashModifier != entity.versioning.versionHashModifier {
            change("~ entity \(entity.name): version hash modifier changed")
        }
        if previous.className != entity.className {
            change(
                "~ entity \(entity.name): class \(previous.className) → \(entity.className)", changesVersionHash: false)
        }
        compareProperties(of: previous, with: entity)
    }

    /// Entities that did not share a root in the old version cannot share one in the new: Core Data
    /// cannot merge two hierarchies.
    private mutating func checkHierarchies(_ matched: [(old: Entity, new: Entity)]) {
        var oldRootsByNewRoot: [String: (root: String, entity: Entity)] = [:]
        for (previous, entity) in matched {
            let oldRoot = (previous.ancestors.last ?? previous).name
            let newRoot = (entity.ancestors.last ?? entity).name
            if let first = oldRootsByNewRoot[newRoot] {
                if first.root != oldRoot {
                    error(
                        "entity '\(entity.name)' joins the hierarchy of '\(newRoot)', which also holds '\(first.entity.name)': the two had no common parent in the old version, and Core Data cannot merge two hierarchies",
                        at: entity.location,
                        notes: [Diagnostic.Note("'\(first.entity.name)' is declared here", at: first.entity.location)])
                }
            } else {
                oldRootsByNewRoot[newRoot] = (oldRoot, entity)
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
        /// Persistent attributes and relationships hold stored values; transient attributes do not.
        var isStored: Bool {
            if case .attribute(let attribute, _) = self { return !attribute.isTransient }
            return true
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
        let oldByName = Dictionary(oldProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var matchedOldNames: Set<String> = []
        var added: [Property] = []
        for property in Property.all(of: entity) {
            let identifier = property.versioning.renamingIdentifier ?? property.name
            guard let before = oldByName[identifier] else {
                added.append(property)
                continue
            }
            matchedOldNames.insert(before.name)
            guard judged.insert(property.location).inserted else { continue }
            compareProperty(before, property, in: entity)
        }
        let removed = oldProperties.filter { !matchedOldNames.contains($0.name) }
        for property in added where judged.insert(property.location).inserted {
            judgeAdded(property, in: entity, previous: previous, removed: removed)
        }
        for property in removed where listedRemovals.insert(property.location).inserted {
            change("- \(describe(property)) \(property.ownerName).\(property.name) (its stored values are deleted)")
        }
    }

    private mutating func judgeAdded(_ property: Property, in entity: Entity, previous: Entity, removed: [Property]) {
        let place = "\(property.ownerName).\(property.name)"
        if let renamedFrom = property.versioning.renamingIdentifier {
            error(
                "'renamedFrom' names '\(renamedFrom)', which is not a property of entity '\(previous.name)' in the old version; Core Data would find nothing to migrate from",
                at: property.location)
        }
        switch property {
        case .attribute(let attribute, _):
            change("+ attribute \(place): \(attribute.type.rawValue)\(attribute.isOptional ? "?" : "")")
            if !attribute.isOptional, attribute.defaultValue == nil, !attribute.isTransient {
                error(
                    "new required attribute '\(place)' has no default: the \(entity.name) objects already stored would have no value, and the migration fails; give it a default or make it optional",
                    at: attribute.location)
            }
        case .relationship(let relationship):
            change("+ relationship \(place) → \(relationship.destination.name)")
            if requiresObjects(relationship) {
                error(
                    "new required relationship '\(place)': the \(entity.name) objects already stored have none, and the migration fails; make it optional, and fill it in a custom migration step if it must be set",
                    at: relationship.location)
            }
        }
        guard property.versioning.renamingIdentifier == nil,
            let lookalike = removed.first(where: { sameKind($0, property) })
        else { return }
        warning(
            "'\(lookalike.ownerName).\(lookalike.name)' is removed and '\(place)' of the same type is added: if this is a rename, add \"renamedFrom\": \"\(lookalike.name)\", or the stored values of '\(lookalike.name)' are lost",
            at: property.location)
    }

    private mutating func compareProperty(_ before: Property, _ property: Property, in entity: Entity) {
        let place = "\(property.ownerName).\(property.name)"
        if before.name != property.name {
            change("~ \(describe(property)) \(property.ownerName).\(before.name) renamed to \(property.name)")
        }
        if before.versioning.versionHashModifier != property.versioning.versionHashModifier {
            change("~ \(describe(property)) \(place): version hash modifier changed")
        }
        switch (before, property) {
        case (.attribute(let old, _), .attribute(let new, _)):
            compareAttribute(old, new, place: place, entity: entity)
        case (.relationship(let old), .relationship(let new)):
            compareRelationship(old, new, place: place, entity: entity)
        default:
            error(
                "'\(place)' changes from \(describe(before)) to \(describe(property)); lightweight migration cannot convert stored values",
                at: property.location)
            change("~ \(place): \(describe(before)) → \(describe(property))")
        }
    }

    private mutating func compareAttribute(_ old: Attribute, _ new: Attribute, place: String, entity: Entity) {
        if old.type != new.type {
            error(
                "the type of '\(place)' changes from \(old.type.rawValue) to \(new.type.rawValue); lightweight migration cannot convert stored values (keep the old attribute and add one of the new type, or use a custom migration step)",
                at: new.location)
            change("~ attribute \(place): \(old.type.rawValue) → \(new.type.rawValue)")
        }
        if old.isOptional != new.isOptional {
            if !new.isOptional, new.defaultValue == nil, !new.isTransient {
                error(
                    "'\(place)' becomes required without a default: \(entity.name) objects stored without a value would fail validation, and the migration fails; give it a default",
                    at: new.location)
            }
            change("~ attribute \(place): \(old.isOptional ? "optional → required" : "required → optional")")
        }
        if old.isTransient != new.isTransient {
            change(
                "~ attribute \(place): \(new.isTransient ? "stored → transient (its stored values are deleted)" : "transient → stored")"
            )
            if !new.isTransient, !new.isOptional, new.defaultValue == nil {
                error(
                    "'\(place)' becomes stored and is required without a default: the \(entity.name) objects already stored have no value for it; give it a default or make it optional",
                    at: new.location)
            }
        }
        if old.defaultValue != new.defaultValue {
            change("~ attribute \(place): default changed", changesVersionHash: false)
        }
        if old.userInfo != new.userInfo {
            change("~ attribute \(place): user info changed", changesVersionHash: false)
        }
    }

    private mutating func compareRelationship(_ old: Relationship, _ new: Relationship, place: String, entity: Entity) {
        let newDestination = new.destination.versioning.renamingIdentifier ?? new.destination.name
        if old.destination.name != newDestination {
            error(
                "the destination of '\(place)' changes from '\(old.destination.name)' to '\(new.destination.name)'; lightweight migration cannot re-point the stored relationships",
                at: new.location)
            change("~ relationship \(place): → \(old.destination.name) becomes → \(new.destination.name)")
        }
        if old.isToMany != new.isToMany {
            change("~ relationship \(place): \(new.isToMany ? "to-one → to-many" : "to-many → to-one")")
        }
        if old.isOrdered != new.isOrdered {
            change("~ relationship \(place): \(new.isOrdered ? "unordered → ordered" : "ordered → unordered")")
        }
        if !requiresObjects(old), requiresObjects(new) {
            error(
                "'\(place)' becomes required: \(entity.name) objects stored without one would fail validation, and the migration fails",
                at: new.location)
            change("~ relationship \(place): optional → required")
        } else if old.isOptional != new.isOptional {
            change("~ relationship \(place): \(new.isOptional ? "required → optional" : "optional → required")")
        }
        if old.deleteRule != new.deleteRule {
            change(
                "~ relationship \(place): delete rule \(old.deleteRule.rawValue) → \(new.deleteRule.rawValue)",
                changesVersionHash: false)
        }
    }

    /// Whether every object must hold at least one destination object.
    private func requiresObjects(_ relationship: Relationship) -> Bool {
        relationship.isToMany ? (relationship.minCount ?? 0) > 0 : !relationship.isOptional
    }

    private func sameKind(_ a: Property, _ b: Property) -> Bool {
        switch (a, b) {
        case (.attribute(let x, _), .attribute(let y, _)): x.type == y.type
        case (.relationship(let x), .relationship(let y)):
            x.destination.name == y.destination.name && x.isToMany == y.isToMany
        default: false
        }
    }

    private func describe(_ property: Property) -> String {
        if case .attribute = property { return "attribute" }
        return "relationship"
    }
}
