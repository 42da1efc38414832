/// The checks of configurations and of CloudKit's rules.
///
/// A configuration is a named subset of the entities that the generated container keeps in a store
/// of its own. Core Data cannot keep a relationship between two stores, so a configuration must
/// hold the destination of each of its members' stored relationships; and as an SQLite store
/// keeps an entity in its parent's table, a member without its parent is a warning.
///
/// A store that syncs with CloudKit (a configuration, or the whole model, marked
/// `usedWithCloudKit`) must fit CloudKit's schema, as Apple's "Creating a Core Data Model for
/// CloudKit" lists it; `NSPersistentCloudKitContainer` otherwise refuses to load the store on the
/// device (Core Data error 134060). Each rule is checked here, at the declaration that breaks it.
extension ResolverRun {
    /// The model's checked configurations; reports every problem of the configurations and of the
    /// CloudKit rules of the entities that sync.
    mutating func resolveConfigurations(of entities: [Entity]) -> [ModelConfiguration] {
        var configurations: [ModelConfiguration] = []
        var names: [String: (name: String, location: SourcePosition)] = [:]
        for declaration in model.configurations {
            guard let configuration = resolveConfiguration(declaration, names: &names) else { continue }
            configurations.append(configuration)
        }
        checkEntitiesInNoConfiguration(entities, configurations)
        checkModelStoreKeys()
        checkCloudKitContainerIdentifier(
            syncs: configurations.contains(where: \.usedWithCloudKit)
                || model.usedWithCloudKit?.value == true)
        checkSyncedEntities(entities, configurations)
        checkPublicStores(entities, configurations)
        return configurations
    }

    /// One configuration, checked: its name (an error when it is a second one, by `names`, the
    /// names before it, and then `nil`), its members, and its CloudKit keys.
    private mutating func resolveConfiguration(
        _ declaration: ModelConfigurationDeclaration, names: inout [String: (name: String, location: SourcePosition)]
    ) -> ModelConfiguration? {
        let name = declaration.name
        checkConfigurationName(name)
        // In a model built in code, each configuration is a case of the generated
        // `Configuration` enum (the name with a lower-case first letter) and names the file of
        // its store (`Commits-Cloud.sqlite`): names that differ only in case would clash in both,
        // the files on a case-insensitive disk such as the Mac's and the iPhone's.
        let key = model.buildsModelInCode ? name.value.lowercased() : name.value
        if let (firstName, first) = names[key] {
            let message =
                firstName == name.value
                ? "duplicate configuration '\(name.value)'"
                : "configuration '\(name.value)' differs from '\(firstName)' only in letter case, so their Swift names and the files of their stores would be the same; rename one"
            log.error(message, at: name.location, notes: [Diagnostic.Note("the first is declared here", at: first)])
            return nil
        }
        names[key] = (name.value, name.location)
        // Core Data takes a configuration with no entities (Xcode keeps one; a sync framework that
        // shipped in an app declared one): the generated container loads an empty store for it.
        if declaration.entities.isEmpty, model.buildsModelInCode, purpose != .shippedVersion {
            log.warning(
                "configuration '\(name.value)' has no entities, so the container loads an empty store for it; remove it unless the app uses that store",
                at: declaration.location)
        }
        var members: [String] = []
        var listed = Set<String>()  // `members` as a set: a search of the array was quadratic
        for entity in declaration.entities {
            if entityByName[entity.value] == nil {
                log.error(
                    "configuration '\(name.value)' names unknown entity '\(entity.value)'", at: entity.location,
                    unknown: entity.value, candidates: entityObjects.keys.sorted())
            } else if !listed.insert(entity.value).inserted {
                log.error("configuration '\(name.value)' lists entity '\(entity.value)' twice", at: entity.location)
            } else {
                members.append(entity.value)
            }
        }
        checkMembers(members, listed, of: declaration)
        let usedWithCloudKit = declaration.usedWithCloudKit?.value ?? false
        checkStoreKeys(
            database: declaration.cloudKitDatabase, sharing: declaration.cloudKitSharing, syncs: usedWithCloudKit,
            of: "configuration '\(name.value)'")
        return ModelConfiguration(
            name: name.value, entityNames: members, usedWithCloudKit: usedWithCloudKit,
            cloudKitDatabase: declaration.cloudKitDatabase?.value ?? .private,
            cloudKitSharing: usedWithCloudKit && declaration.cloudKitSharing?.value == true,
            documentation: declaration.documentation, location: name.location)
    }

    /// Reports a configuration name that is not an identifier in a model built in code, which names
    /// a case of the generated `Configuration` enum and a store file after each configuration, and
    /// loads a store for each (Core Data itself takes any name, and an empty configuration, which an
    /// app that loads an Xcode model may have); and a name that is Core Data's own configuration's.
    private mutating func checkConfigurationName(_ name: Located<String>) {
        if model.buildsModelInCode, !ReservedNames.isIdentifier(name.value) {
            log.error(
                "configuration name '\(name.value)' must be an identifier: letters, digits and underscores, not starting with a digit",
                at: name.location)
        } else if ["Default", "PF_DEFAULT_CONFIGURATION_NAME"].contains(name.value) {
            log.error(
                "'\(name.value)' is Core Data's own configuration, which holds every entity; give the configuration another name",
                at: name.location)
        }
    }

    /// Warns of each entity in none of the configurations, when the generated container loads one
    /// store per configuration (an app that loads an Xcode model describes its stores itself).
    private mutating func checkEntitiesInNoConfiguration(_ entities: [Entity], _ configurations: [ModelConfiguration]) {
        guard !configurations.isEmpty && model.buildsModelInCode else { return }
        let listed = Set(configurations.flatMap(\.entityNames))
        for entity in entities where !listed.contains(entity.name) {
            log.warning(
                "entity '\(entity.name)' is in no configuration, so the container's stores (one for each configuration) cannot keep its objects; add it to a configuration",
                at: entity.location)
        }
    }

    /// Reports the model's own CloudKit keys: those of its one store when it has no configurations,
    /// and otherwise any at all, as they would apply to Core Data's default configuration, which the
    /// container does not load then.
    private mutating func checkModelStoreKeys() {
        if let flag = model.usedWithCloudKit, flag.value, !model.configurations.isEmpty {
            log.error(
                "'usedWithCloudKit' on the model marks Core Data's default configuration, which the container does not load when the model has configurations; mark the configurations that sync instead",
                at: flag.location)
        }
        if model.configurations.isEmpty {
            checkStoreKeys(
                database: model.cloudKitDatabase, sharing: model.cloudKitSharing,
                syncs: model.usedWithCloudKit?.value == true, of: "the model")
        } else {
            for (key, location) in [
                ("cloudKitDatabase", model.cloudKitDatabase?.location),
                ("cloudKitSharing", model.cloudKitSharing?.location),
            ] {
                guard let location else { continue }
                log.error(
                    "'\(key)' on the model applies to Core Data's default configuration, which the container does not load when the model has configurations; give it to the configurations that sync instead",
                    at: location)
            }
        }
    }

    /// Checks CloudKit's rules once for each entity that syncs, in the first store that syncs it,
    /// and for the ancestors of those, whose properties sync with them. What breaks the rules in a
    /// store that syncs is an error, in an Xcode model's default configuration a warning.
    private mutating func checkSyncedEntities(_ entities: [Entity], _ configurations: [ModelConfiguration]) {
        var checked: Set<String> = []
        var syncing: [(entity: Entity, store: String, severity: CloudKitSeverity)] =
            model.usedWithCloudKit?.value == true && model.configurations.isEmpty
            ? entities.map { ($0, "the model", .error) }
            : configurations.filter(\.usedWithCloudKit).flatMap { configuration in
                configuration.entityNames.compactMap { entityObjects[$0] }.map {
                    ($0, "configuration '\(configuration.name)'", .error)
                }
            }
        // An app that loads an Xcode model may sync its default configuration beside the others:
        // whether it does, modelgen cannot know, so what breaks CloudKit's rules there (and not in
        // a named store that syncs) is a warning.
        if !model.buildsModelInCode, let flag = model.defaultConfigurationUsedWithCloudKit, flag.value {
            syncing += entities.map {
                (
                    $0, "the default configuration (which holds every entity)",
                    .warningUnlessUnloaded(flag: flag.location)
                )
            }
        }
        for (entity, store, severity) in syncing where checked.insert(entity.name).inserted {
            checkCloudKitRules(of: entity, syncedBy: store, severity: severity)
        }
        // What a synced entity inherits syncs with it: the ancestors that no synced store holds
        // are checked too, once each.
        for (entity, store, severity) in syncing {
            for ancestor in entity.ancestors where checked.insert(ancestor.name).inserted {
                checkCloudKitRules(
                    of: ancestor, syncedBy: "\(store), which holds its sub-entity '\(entity.name)',", severity: severity
                )
            }
        }
    }

    /// Checks the rules of CloudKit's public database for each store that syncs with it, on its
    /// members and, once each, the ancestors whose attributes are in their records too.
    private mutating func checkPublicStores(_ entities: [Entity], _ configurations: [ModelConfiguration]) {
        let publicStores: [(entities: [Entity], store: String)] =
            model.usedWithCloudKit?.value == true && model.configurations.isEmpty
            ? (model.cloudKitDatabase?.value == .public ? [(entities, "the model")] : [])
            : configurations.filter { $0.usedWithCloudKit && $0.cloudKitDatabase == .public }.map { configuration in
                (configuration.entityNames.compactMap { entityObjects[$0] }, "configuration '\(configuration.name)'")
            }
        for (members, store) in publicStores {
            // The members' inherited attributes are in the store's records too, once each.
            var seen = Set(members.map(\.name))
            let inherited = members.flatMap(\.ancestors).filter { seen.insert($0.name).inserted }
            checkPublicDatabaseRules(of: members + inherited, syncedBy: store)
        }
    }

    /// Reports `cloudKitDatabase` or `cloudKitSharing` on a store that does not sync with CloudKit,
    /// and sharing from the public database; `store` is "the model" or "configuration 'Cloud'".
    private mutating func checkStoreKeys(
        database: Located<CloudKitDatabase>?, sharing: Located<Bool>?, syncs: Bool, of store: String
    ) {
        for (key, location) in [("cloudKitDatabase", database?.location), ("cloudKitSharing", sharing?.location)] {
            guard let location, !syncs else { continue }
            log.error(
                "'\(key)' applies only to a store that syncs with CloudKit; add \"usedWithCloudKit\": true to \(store), or remove '\(key)'",
                at: location)
        }
        if let sharing, sharing.value, syncs, let database, database.value == .public {
            // Apple's "Shared Records" (CloudKit): users share the records of their private
            // databases; a CKShare's records live in a custom zone of the owner's private database.
            log.error(
                "CloudKit shares records only from a user's private database, and \(store) syncs with the public one; remove 'cloudKitSharing', or sync with the private database",
                at: sharing.location,
                notes: [Diagnostic.Note("the public database is chosen here", at: database.location)])
        }
    }

    /// Reports a member whose parent, or the destination of one of its stored relationships, is
    /// not in the configuration. A member's objects hold what it inherits too: the relationships of
    /// ancestors that the configuration does not hold are checked with it.
    private mutating func checkMembers(
        _ memberList: [String], _ members: Set<String>, of configuration: ModelConfigurationDeclaration
    ) {
        let name = configuration.name.value
        let listedAt = Dictionary(
            configuration.entities.map { ($0.value, $0.location) }, uniquingKeysWith: { first, _ in first })
        var checkedAncestors: Set<String> = []
        for member in memberList {
            guard let entity = entityObjects[member] else { continue }
            if let parent = entity.parent, !members.contains(parent.name) {
                // A warning, not an error: Apple documents no such rule, though an SQLite store
                // keeps a hierarchy in its root entity's table.
                log.warning(
                    "configuration '\(name)' holds entity '\(member)' but not its parent '\(parent.name)', in whose table an SQLite store keeps it; add '\(parent.name)' to '\(name)'",
                    at: listedAt[member])
            }
            var notes = [Diagnostic.Note("configuration '\(name)' is declared here", at: configuration.name.location)]
            var owner: Entity? = entity
            while let current = owner {
                for relationship in current.relationships
                where !relationship.isTransient && !members.contains(relationship.destination.name) {
                    log.error(
                        "relationship '\(current.name).\(relationship.name)' leads to entity '\(relationship.destination.name)', which configuration '\(name)' does not hold: Core Data cannot keep a relationship between two stores; add '\(relationship.destination.name)' to '\(name)', or make the relationship transient",
                        at: relationship.location, notes: notes)
                }
                // The parent's own relationships are checked here only when the configuration does
                // not hold it (else as a member), and once.
                guard let parent = current.parent, !members.contains(parent.name),
                    checkedAncestors.insert(parent.name).inserted
                else { break }
                owner = parent
                notes = [
                    Diagnostic.Note(
                        "configuration '\(name)' holds '\(member)', which inherits it", at: listedAt[member])
                ]
            }
        }
    }

    /// Reports each attribute of a store that syncs with the public database that asks for an
    /// encrypted field: CloudKit keeps none there (Apple's `CKRecord.encryptedValues`: "CloudKit
    /// doesn't allow encryption ... on records that you store in the public database").
    private mutating func checkPublicDatabaseRules(of members: [Entity], syncedBy store: String) {
        for entity in members {
            for attribute in entity.attributes where attribute.allowsCloudEncryption {
                log.error(
                    "attribute '\(entity.name).\(attribute.name)' allows cloud encryption, but \(store) syncs with CloudKit's public database, which keeps no encrypted fields (Apple: CKRecord.encryptedValues); remove 'allowsCloudEncryption' or keep the entity in a private store",
                    at: attribute.location)
            }
        }
    }

    private mutating func checkCloudKitContainerIdentifier(syncs: Bool) {
        guard let identifier = model.cloudKitContainerIdentifier else { return }
        if !identifier.value.hasPrefix("iCloud.") || identifier.value.count <= "iCloud.".count {
            log.error(
                "CloudKit container identifier '\(identifier.value)' must start with 'iCloud.', such as 'iCloud.com.example.app'",
                at: identifier.location)
        } else if !syncs {
            log.warning(
                "'cloudKitContainerIdentifier' is unused: no configuration is used with CloudKit",
                at: identifier.location)
        }
    }

    /// Reports each element of a synced composite (and of the composites it nests) that CloudKit
    /// cannot sync: each is a field of the record. Each composite is checked once.
    private mutating func checkCloudKitRules(
        of composite: CompositeType, usedBy place: String, rule: String, severity: CloudKitSeverity
    ) {
        var pending = [composite]
        while let current = pending.popLast() {
            guard checkedSyncedComposites.insert(current.name).inserted else { continue }
            for element in current.elements {
                if let nested = element.composite {
                    pending.append(nested)
                } else if !element.isOptional && element.defaultValue == nil {
                    cloudKitProblem(
                        "element '\(current.name).\(element.name)' is required and has no default, but \(place) syncs it and \(rule) needs a value for every field of a record that arrives in parts; make it optional or give it a default",
                        at: element.location, severity: severity)
                }
            }
        }
    }

    /// How a problem with CloudKit's rules is reported: an error in a store that surely syncs; a
    /// warning, with a note at the flag, in an Xcode model's default configuration, which syncs only
    /// if the app loads it.
    enum CloudKitSeverity {
        case error
        case warningUnlessUnloaded(flag: SourcePosition)
    }

    private mutating func cloudKitProblem(_ message: String, at location: SourcePosition?, severity: CloudKitSeverity) {
        switch severity {
        case .error:
            log.error(message, at: location)
        case .warningUnlessUnloaded(let flag):
            log.warning(
                message, at: location,
                notes: [
                    Diagnostic.Note(
                        "the default configuration is marked 'Used with CloudKit' here; if the app does not load it, turn that off",
                        at: flag)
                ])
        }
    }

    /// Reports each of `entity`'s own declarations (an ancestor's are checked apart) that CloudKit's
    /// schema does not support.
    private mutating func checkCloudKitRules(of entity: Entity, syncedBy store: String, severity: CloudKitSeverity) {
        let rule = "\(store) is used with CloudKit, and CloudKit"
        if let declaration = entityByName[entity.name] {
            for constraint in declaration.uniquenessConstraints {
                cloudKitProblem(
                    "entity '\(entity.name)' has a uniqueness constraint, but \(rule) does not support uniqueness constraints (each device would keep its own copy); remove it and deduplicate in code",
                    at: constraint.location, severity: severity)
            }
        }
        for attribute in entity.attributes {
            let place = "attribute '\(entity.name).\(attribute.name)'"
            if attribute.type == .undefined {
                cloudKitProblem(
                    "\(place) is undefined, but \(rule) does not support undefined attributes", at: attribute.location,
                    severity: severity)
            } else if attribute.type == .objectID {
                cloudKitProblem(
                    "\(place) is an object ID, but \(rule) does not support object ID attributes (an object ID names an object in one store on one device); keep a relationship to the object, or an identifier of your own such as a UUID attribute",
                    at: attribute.location, severity: severity)
            } else if attribute.composite != nil || attribute.isDerived, !attribute.isOptional {
                // Neither takes a default.
                cloudKitProblem(
                    "\(place) is a required \(attribute.isDerived ? "derived attribute" : "composite"), but \(rule) needs a value for every field of a record that arrives in parts; make it optional",
                    at: attribute.location, severity: severity)
            } else if !attribute.isOptional && !attribute.isTransient && attribute.defaultValue == nil {
                cloudKitProblem(
                    "\(place) is required and has no default, but \(rule) needs a value for every field of a record that arrives in parts; make it optional or give it a default",
                    at: attribute.location, severity: severity)
            }
            if let composite = attribute.composite {
                checkCloudKitRules(of: composite, usedBy: place, rule: rule, severity: severity)
            }
        }
        for relationship in entity.relationships {
            let place = "relationship '\(entity.name).\(relationship.name)'"
            if !relationship.isOptional {
                cloudKitProblem(
                    "\(place) is required, but \(rule) needs every relationship to be optional (a relationship may sync after its object); make it optional",
                    at: relationship.location, severity: severity)
            }
            if relationship.inverse == nil {
                cloudKitProblem(
                    "\(place) has no inverse, but \(rule) needs every relationship to have one (records may sync out of order); add its inverse",
                    at: relationship.location, severity: severity)
            }
            if relationship.deleteRule == .deny {
                cloudKitProblem(
                    "\(place) has the delete rule deny, but \(rule) does not support it; use nullify or cascade",
                    at: relationship.location, severity: severity)
            }
            if relationship.isOrdered {
                cloudKitProblem(
                    "\(place) is ordered, but \(rule) does not support ordered relationships; keep the order in an attribute",
                    at: relationship.location, severity: severity)
            }
        }
    }
}
