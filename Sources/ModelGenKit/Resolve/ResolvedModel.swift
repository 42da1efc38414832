/// A model that passed validation, resolved once into linked objects: an entity points at its
/// parent and sub-entities, a relationship at its entity, its destination and its inverse, a fetch
/// request parameter at the entity whose objects it takes. Every link was checked when it was made,
/// so later stages follow links and never look a name up again.
///
/// The model owns its entities; the links between them do not keep anything alive (they are
/// `unowned`, as in swift-protobuf's descriptors). Keep the model while you use its entities.
public struct ResolvedModel: Sendable {
    public var name: String
    /// The model file's name without its folder, as generated headers mention it.
    public var fileName: String
    /// The entities in the order the file declares them.
    public let entities: [Entity]
    private let indexByName: [String: Int]

    init(name: String, fileName: String, entities: [Entity]) {
        self.name = name
        self.fileName = fileName
        self.entities = entities
        self.indexByName = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func entity(named name: String) -> Entity? {
        indexByName[name].map { entities[$0] }
    }
}

/// An entity of a resolved model. Its links are set by the resolver while it links the model, and
/// never change afterwards, which is why the class can be shared across threads.
public final class Entity: @unchecked Sendable {
    public let name: String
    public let className: String
    public let isAbstract: Bool
    public let documentation: String?
    public let userInfo: [UserInfoEntry]
    /// The entity this one inherits from.
    public internal(set) unowned var parent: Entity?
    /// The entities whose parent is this one, in declaration order.
    public internal(set) var subentities: [Entity] = []
    /// The entity's own attributes, in declaration order (inherited ones live on the parent).
    public internal(set) var attributes: [Attribute] = []
    /// The entity's own relationships, in declaration order.
    public internal(set) var relationships: [Relationship] = []
    public internal(set) var uniquenessConstraints: [[String]] = []
    /// The fetch indexes: one for each `indexed` attribute, then the declared ones.
    public internal(set) var indexes: [FetchIndex] = []
    public internal(set) var fetchRequests: [FetchRequestTemplate] = []

    init(name: String, className: String, isAbstract: Bool, documentation: String?, userInfo: [UserInfoEntry]) {
        self.name = name
        self.className = className
        self.isAbstract = isAbstract
        self.documentation = documentation
        self.userInfo = userInfo
    }

    /// The entity's ancestors, nearest first.
    public var ancestors: [Entity] {
        var chain: [Entity] = []
        var next = parent
        while let ancestor = next {
            chain.append(ancestor)
            next = ancestor.parent
        }
        return chain
    }

    /// The entity's ancestors, root first, then the entity: where its properties are declared, in the
    /// order a class hierarchy inherits them.
    public var lineage: [Entity] {
        ancestors.reversed() + [self]
    }

    /// Whether the entity has a parent or sub-entities.
    public var isInInheritanceHierarchy: Bool { parent != nil || !subentities.isEmpty }

    /// The relationship called `name`, the entity's own or inherited.
    public func relationship(named name: String) -> Relationship? {
        var next: Entity? = self
        while let entity = next {
            if let relationship = entity.relationships.first(where: { $0.name == name }) { return relationship }
            next = entity.parent
        }
        return nil
    }
}

public struct Attribute: Sendable {
    public var name: String
    public var type: AttributeType
    public var isOptional: Bool
    public var defaultValue: DefaultValue?
    public var isIndexed: Bool
    public var isTransient: Bool
    public var allowsExternalStorage: Bool
    public var valueTransformer: String?
    /// For `transformable` attributes: the Swift type of the property, `nil` for `NSObject`.
    public var customClass: String?
    /// The Swift enum whose raw values the attribute stores.
    public var enumeration: AttributeEnum?
    public var documentation: String?
    public var userInfo: [UserInfoEntry]
}

/// An attribute's enum: its cases have distinct names and distinct raw values of the attribute's type.
public struct AttributeEnum: Sendable {
    public var name: String
    public var cases: [Case]
    /// The case that a stored raw value no case matches reads as, when the model names one.
    public var fallback: String?
    public var documentation: String?

    public struct Case: Sendable, Equatable {
        public var name: String
        public var rawValue: RawValue
    }

    public enum RawValue: Sendable, Hashable {
        case string(String)
        case integer(Int64)
    }

    public func `case`(withRawValue rawValue: RawValue) -> Case? {
        cases.first { $0.rawValue == rawValue }
    }

    /// The case whose raw value is the attribute's default, if it has one.
    public func `case`(of defaultValue: DefaultValue?) -> Case? {
        defaultValue?.enumRawValue.flatMap(`case`(withRawValue:))
    }
}

extension DefaultValue {
    /// The default as an enum's raw value, for string and integer defaults.
    var enumRawValue: AttributeEnum.RawValue? {
        switch self {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        default: nil
        }
    }
}

/// A relationship of a resolved model, linked to its entity, its destination and its inverse.
public final class Relationship: @unchecked Sendable {
    public let name: String
    /// The entity that declares the relationship.
    public unowned let entity: Entity
    public unowned let destination: Entity
    /// The inverse relationship: declared by the destination or one of its ancestors, and pointing
    /// back at this relationship's entity.
    public internal(set) unowned var inverse: Relationship?
    public let isToMany: Bool
    public let isOrdered: Bool
    public let isOptional: Bool
    public let deleteRule: DeleteRule
    public let minCount: Int?
    public let maxCount: Int?
    public let documentation: String?
    public let userInfo: [UserInfoEntry]

    init(
        name: String, entity: Entity, destination: Entity, isToMany: Bool, isOrdered: Bool, isOptional: Bool,
        deleteRule: DeleteRule, minCount: Int?, maxCount: Int?, documentation: String?, userInfo: [UserInfoEntry]
    ) {
        self.name = name
        self.entity = entity
        self.destination = destination
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.isOptional = isOptional
        self.deleteRule = deleteRule
        self.minCount = minCount
        self.maxCount = maxCount
        self.documentation = documentation
        self.userInfo = userInfo
    }
}

/// A named fetch request whose predicate, parameters and sort keys have been checked.
public struct FetchRequestTemplate: Sendable {
    public var name: String
    /// An `NSPredicate` format string; its substitution variables are exactly the parameters.
    public var predicate: String?
    public var parameters: [Parameter]
    public var sortDescriptors: [SortDescriptor]
    public var limit: Int?
    public var documentation: String?

    public struct Parameter: Sendable {
        public var name: String
        public var type: ParameterType
    }

    public enum ParameterType: Sendable {
        case attribute(AttributeType)
        /// An object of the entity.
        case entity(EntityLink)
        /// A case of the named enum of one of the entity's attributes (own or inherited); the predicate
        /// receives its raw value.
        case enumeration(String)
    }

    public struct SortDescriptor: Sendable {
        public var keyPath: String
        public var isAscending: Bool
    }
}

/// A link to an entity that does not keep it alive, for values that an entity holds and that name
/// an entity in turn (a strong link there would be a reference cycle).
public struct EntityLink: Sendable {
    public unowned let entity: Entity
}

public struct FetchIndex: Sendable {
    public var name: String
    public var elements: [Element]

    /// The name of the index that an `indexed` attribute gets: `byNameIndex` for `name`, as Xcode
    /// names the index it makes for an attribute marked Indexed.
    static func name(forIndexedAttribute attribute: String) -> String {
        "by" + attribute.prefix(1).uppercased() + attribute.dropFirst() + "Index"
    }

    public struct Element: Sendable {
        public var property: String
        public var isAscending: Bool
    }
}

/// An attribute's default value, checked against the attribute's type.
public enum DefaultValue: Sendable, Equatable {
    case string(String)
    case boolean(Bool)
    case integer(Int64)
    case floatingPoint(Double)
    /// A decimal number, kept as written so that no digit is lost.
    case decimal(String)
    /// An ISO 8601 date and time.
    case date(DateTime)
    case uuid(String)
    case uri(String)
}
