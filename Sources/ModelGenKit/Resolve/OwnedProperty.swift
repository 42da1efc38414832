/// A property and the entity that declares it.
///
/// It points at the declaration, in its entity's list, rather than holding a copy: an attribute's
/// declaration is large, and every entity's table holds every property it has, inherited ones too.
struct OwnedProperty: Sendable {
    /// The entity that declares the property: the entity itself or an ancestor.
    var owner: String
    private var place: Place

    /// A list of the owner's declarations (shared, not copied), and the property's place in it.
    enum Place: Sendable {
        case attribute([AttributeDeclaration], Int)
        case relationship([RelationshipDeclaration], Int)
        case fetchedProperty([FetchedPropertyDeclaration], Int)
    }

    init(owner: String, _ place: Place) {
        self.owner = owner
        self.place = place
    }

    /// The declaration, whatever its kind (a new box and a copy: the other accessors are cheaper
    /// where the kind is known).
    var property: PropertyDeclaration {
        switch place {
        case .attribute(let list, let index): .attribute(list[index])
        case .relationship(let list, let index): .relationship(list[index])
        case .fetchedProperty(let list, let index): .fetchedProperty(list[index])
        }
    }

    /// The declaration when the property is an attribute.
    var attribute: AttributeDeclaration? {
        if case .attribute(let list, let index) = place { list[index] } else { nil }
    }

    /// Whether the property is an attribute.
    var isAttribute: Bool {
        if case .attribute = place { true } else { false }
    }

    /// For an attribute, its `swiftName`, read in place (no copy of the declaration); `nil` where
    /// it has none, and for another kind of property.
    var attributeSwiftName: Located<String>? {
        if case .attribute(let list, let index) = place { list[index].swiftName } else { nil }
    }

    /// The declaration when the property is a relationship.
    var relationship: RelationshipDeclaration? {
        if case .relationship(let list, let index) = place { list[index] } else { nil }
    }
}

extension EntityDeclaration {
    /// Whether a property of the entity says what it was called in the previous version.
    var renamesAProperty: Bool {
        attributes.contains { $0.versioning.renamedFrom != nil }
            || relationships.contains { $0.versioning.renamedFrom != nil }
            || fetchedProperties.contains { $0.versioning.renamedFrom != nil }
    }

    /// How many properties the entity declares.
    var propertyCount: Int { attributes.count + relationships.count + fetchedProperties.count }

    /// Attributes, relationships, then fetched properties, in declaration order.
    var properties: [PropertyDeclaration] {
        attributes.map(PropertyDeclaration.attribute) + relationships.map(PropertyDeclaration.relationship)
            + fetchedProperties.map(PropertyDeclaration.fetchedProperty)
    }
}
