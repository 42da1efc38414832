/// Uniqueness constraints and fetch indexes: what each may name.
extension ResolverRun {
    // MARK: Constraints and indexes

    /// Reports a property name that a constraint or index cannot use: unknown, a to-many relationship,
    /// or what the store does not keep. A composite attribute is used whole: Apple's page on
    /// `NSCompositeAttributeDescription` says composites can be indexed and constrained, and names
    /// no way to reach one element of a composite from either.
    mutating func checkIndexable(
        _ name: Located<String>, properties: [String: OwnedProperty], in entity: EntityDeclaration, use: String
    ) {
        if let dot = name.value.firstIndex(of: "."),
            let attribute = properties[String(name.value[..<dot])]?.attribute, attribute.type?.value == .composite
        {
            log.error(
                "\(use) names '\(name.value)', an element of the composite attribute '\(attribute.name.value)'; Core Data documents \(use.hasPrefix("index") ? "indexing" : "constraining") a composite attribute, not one of its elements: name '\(attribute.name.value)' instead",
                at: name.location)
            return
        }
        guard let property = properties[name.value]?.property else {
            log.error(
                "\(use) names unknown property '\(name.value)' of entity '\(entity.name.value)'", at: name.location,
                unknown: name.value, candidates: properties.keys.sorted())
            return
        }
        switch property {
        case .relationship(let relationship) where relationship.isToMany:
            log.error("\(use) cannot use the to-many relationship '\(name.value)'", at: name.location)
        case .attribute(let attribute) where attribute.isTransient:
            log.error(
                "\(use) cannot use the transient attribute '\(name.value)': the store does not keep it",
                at: name.location)
        case .relationship(let relationship) where relationship.isTransient:
            log.error(
                "\(use) cannot use the transient relationship '\(name.value)': the store does not keep it",
                at: name.location)
        case .fetchedProperty:
            log.error(
                "\(use) cannot use the fetched property '\(name.value)': the store does not keep it",
                at: name.location)
        default:
            break
        }
    }

    mutating func checkUniquenessConstraint(
        _ constraint: Located<[Located<String>]>, properties: [String: OwnedProperty], in entity: EntityDeclaration
    ) {
        if constraint.value.isEmpty {
            log.error("a uniqueness constraint must name at least one property", at: constraint.location)
        }
        var seen: Set<String> = []
        for name in constraint.value {
            if !seen.insert(name.value).inserted {
                log.error("uniqueness constraint names '\(name.value)' twice", at: name.location)
            }
            checkIndexable(name, properties: properties, in: entity, use: "uniqueness constraint")
        }
    }

    /// The entity's fetch indexes: one for each `indexed` attribute, in attribute order, then the
    /// declared ones. Reports a declared index that takes the name of an attribute's index.
    mutating func resolveIndexes(of entity: EntityDeclaration, attributes: [Attribute]) -> [FetchIndex] {
        var indexes: [FetchIndex] = []
        var madeFor: [String: String] = [:]  // index name → the indexed attribute it was made for
        for attribute in entity.attributes where attribute.isIndexed && attribute.isTransient {
            log.error(
                "attribute '\(attribute.name.value)' cannot be both indexed and transient: the store does not keep a transient attribute",
                at: attribute.name.location)
        }
        for attribute in attributes where attribute.isIndexed && !attribute.isTransient {
            let name = DefaultNames.index(forIndexedAttribute: attribute.name)
            madeFor[name] = attribute.name
            indexes.append(
                FetchIndex(name: name, elements: [FetchIndex.Element(property: attribute.name, isAscending: true)]))
        }
        for index in entity.indexes {
            if let attribute = madeFor[index.name.value] {
                log.error(
                    "index name '\(index.name.value)' is taken by the index of the indexed attribute '\(attribute)'; rename the index, or list '\(attribute)' in it instead of marking the attribute indexed",
                    at: index.name.location)
            }
            indexes.append(
                FetchIndex(
                    name: index.name.value,
                    elements: index.elements.map {
                        FetchIndex.Element(property: $0.property.value, isAscending: $0.isAscending)
                    }))
        }
        return indexes
    }

    mutating func checkIndexes(of entity: EntityDeclaration, properties: [String: OwnedProperty]) {
        var names: Set<String> = []
        for index in entity.indexes {
            if !ReservedNames.isIdentifier(index.name.value) {
                log.error("index name '\(index.name.value)' must be an identifier", at: index.name.location)
            }
            if !names.insert(index.name.value).inserted {
                log.error(
                    "duplicate index '\(index.name.value)' in entity '\(entity.name.value)'", at: index.name.location)
            }
            if index.elements.isEmpty {
                log.error("index '\(index.name.value)' must have at least one element", at: index.location)
            }
            for element in index.elements {
                checkIndexable(element.property, properties: properties, in: entity, use: "index '\(index.name.value)'")
            }
        }
    }
}
