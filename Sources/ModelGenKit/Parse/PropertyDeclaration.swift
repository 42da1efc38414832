/// An attribute or a relationship, where a check treats both alike.
indirect enum PropertyDeclaration {
    case attribute(AttributeDeclaration)
    case relationship(RelationshipDeclaration)
    case fetchedProperty(FetchedPropertyDeclaration)

    var located: Located<String> {
        switch self {
        case .attribute(let attribute): attribute.name
        case .relationship(let relationship): relationship.name
        case .fetchedProperty(let property): property.name
        }
    }

    var name: String { located.value }
}
