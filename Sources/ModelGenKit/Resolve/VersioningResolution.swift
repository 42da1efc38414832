/// The checks of `renamedFrom` and `versionHashModifier`.
///
/// Core Data's migration matches an entity (or a property) of the new model with one of the store's
/// by its renaming identifier, which is its `renamedFrom` or else its name. So the identifiers must
/// be unique: among the model's entities, and among an entity's properties, inherited ones
/// included. Two entities may swap names (`A` renamed from `B` and `B` from `A`).
extension ResolverRun {
    /// Reports the problems of the entities' `renamedFrom` and `versionHashModifier`.
    mutating func checkEntityVersioning() {
        var identifiers: [String: EntityDeclaration] = [:]
        for entity in model.entities where entityByName[entity.name.value]?.location == entity.location {
            checkVersioning(entity.versioning, of: "entity", named: entity.name)
            let identifier = entity.versioning.renamedFrom?.value ?? entity.name.value
            if let other = identifiers[identifier] {
                let place = entity.versioning.renamedFrom ?? entity.name
                reportSharedIdentifier(
                    "entities '\(other.name.value)' and '\(entity.name.value)' would both be migrated from the stored entity '\(identifier)'; give one of them another 'renamedFrom'",
                    at: place.location,
                    notes: [Diagnostic.Note("entity '\(other.name.value)' is declared here", at: other.name.location)])
            } else {
                identifiers[identifier] = entity
            }
        }
    }

    /// Reports the problems of the `renamedFrom` and `versionHashModifier` of the entity's own
    /// properties, comparing their identifiers with those of every property the entity has.
    mutating func checkPropertyVersioning(of entity: EntityDeclaration) {
        // Only a 'renamedFrom' makes two properties migrate from one stored property (two equal
        // names are reported as a duplicate or inherited property): without one, as in most
        // models, there are no identifiers to compare. Whether the ancestors have one was worked
        // out once for each entity: asking each entity's whole chain here took time growing with
        // the square of a chain's length (12 s for 8,000 entities, each the parent of the next).
        let ancestorsRename =
            hasSoundAncestry.contains(entity.name.value)
            && entity.parent.map { lineagesRenamingAProperty.contains($0.value) } == true
        guard ancestorsRename || entity.renamesAProperty else {
            // The declarations one by one, without the array of all properties, which copies each
            // (and the attributes by index, as a `for` loop would copy each out too).
            for index in entity.attributes.indices {
                checkVersioning(
                    entity.attributes[index].versioning, of: "property", named: entity.attributes[index].name)
            }
            for relationship in entity.relationships {
                checkVersioning(relationship.versioning, of: "property", named: relationship.name)
            }
            for property in entity.fetchedProperties {
                checkVersioning(property.versioning, of: "property", named: property.name)
            }
            return
        }
        var identifiers: [String: (owner: String, property: PropertyDeclaration)] = [:]
        // The ancestors without properties add no identifier.
        for owner in ancestorsWithProperties(of: entity).reversed() + [entity] {
            for property in owner.properties {
                let versioning = property.versioning
                let isOwn = owner.location == entity.location
                if isOwn {
                    checkVersioning(versioning, of: "property", named: property.located)
                }
                let identifier = versioning.renamedFrom?.value ?? property.name
                if let other = identifiers[identifier] {
                    // An inherited pair was reported where its entity was resolved, and two equal
                    // names as a duplicate or inherited property.
                    guard isOwn, versioning.renamedFrom != nil || other.property.versioning.renamedFrom != nil else {
                        continue
                    }
                    let place = versioning.renamedFrom ?? property.located
                    reportSharedIdentifier(
                        "properties '\(other.property.name)' and '\(property.name)' of entity '\(entity.name.value)' would both be migrated from the stored property '\(identifier)'; give one of them another 'renamedFrom'",
                        at: place.location,
                        notes: [
                            Diagnostic.Note(
                                "'\(other.owner).\(other.property.name)' is declared here",
                                at: other.property.located.location)
                        ])
                } else {
                    identifiers[identifier] = (owner.name.value, property)
                }
            }
        }
    }

    /// Two declarations that inferred migration would both take from one stored one. That matters
    /// only to a step into this version that Core Data infers: the app's mapping model maps as it
    /// says, so a model whose step has one gets nothing, and so does a shipped version, into which
    /// stores were migrated long ago (or, the first, never). A model kept as it is (frozen, or the
    /// current version of an Xcode model being converted, whose mapping models are found later)
    /// gets a warning. In an Xcode model it is a warning too: Xcode's compiled model and the app's
    /// mapping models migrate it, which modelgen does not see (LoopKit's model has such a pair in its
    /// first version and its current one, and a mapping model for the step between them).
    private mutating func reportSharedIdentifier(
        _ message: String, at location: SourcePosition, notes: [Diagnostic.Note]
    ) {
        if model.migrationStep?.mappingModel != nil || purpose == .shippedVersion { return }
        if model.buildsModelInCode {
            if purpose == .keepingModel {
                log.warning(message, at: location, notes: notes)
            } else {
                log.error(message, at: location, notes: notes)
            }
        } else {
            let xcodes = message.replacingOccurrences(of: "another 'renamedFrom'", with: "another Renaming ID")
            log.warning(
                xcodes + " in Xcode's Data Model inspector, unless a mapping model migrates the step into this version",
                at: location, notes: notes)
        }
    }

    private mutating func checkVersioning(
        _ versioning: VersioningDeclaration, of what: String, named name: Located<String>
    ) {
        if let renamedFrom = versioning.renamedFrom {
            // Usually the name the data was stored under, but any text will do: Core Data matches
            // renaming identifiers on both sides, and Xcode's Renaming ID is free text.
            if renamedFrom.value.isEmpty {
                log.error("'renamedFrom' must not be empty; leave it out for none", at: renamedFrom.location)
            } else if renamedFrom.value == name.value {
                log.warning(
                    "'renamedFrom' is the \(what)'s own name, which Core Data matches anyway; leave it out",
                    at: renamedFrom.location)
            }
        }
        if let modifier = versioning.versionHashModifier, modifier.value.isEmpty {
            log.error("'versionHashModifier' must not be empty; leave it out for none", at: modifier.location)
        }
    }
}

extension Versioning {
    /// The checked declaration: `renamedFrom` becomes the renaming identifier.
    init(_ declaration: VersioningDeclaration) {
        self.init(
            renamingIdentifier: declaration.renamedFrom?.value,
            versionHashModifier: declaration.versionHashModifier?.value)
    }
}

extension PropertyDeclaration {
    var versioning: VersioningDeclaration {
        switch self {
        case .attribute(let attribute): attribute.versioning
        case .relationship(let relationship): relationship.versioning
        case .fetchedProperty(let property): property.versioning
        }
    }
}
