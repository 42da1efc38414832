/// A model that passed validation: every reference points at something that exists, every
/// inverse points back, every default fits its type. Later stages never re-check these facts.
public struct ResolvedModel: Sendable {
    public var name: String
    /// The model file's name without its folder, as generated headers mention it.
    public var fileName: String
    /// The entities in the order the file declares them.
    public var entities: [Entity]
    private var indexByName: [String: Int]

    init(name: String, fileName: String, entities: [Entity]) {
        self.name = name
        self.fileName = fileName
        self.entities = entities
        self.indexByName = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func entity(named name: String) -> Entity? {
        indexByName[name].map { entities[$0] }
    }

    /// The entity and its ancestors, nearest first.
    public func ancestors(of entity: Entity) -> [Entity] {
        var chain: [Entity] = []
        var next = entity.parent
        while let name = next, let parent = self.entity(named: name) {
            chain.append(parent)
            next = parent.parent
        }
        return chain
    }
}

public struct Entity: Sendable {
    public var name: String
    public var className: String
    public var parent: String?
    /// The entities whose `parent` is this one, in declaration order.
    public var subentities: [String]
    public var isAbstract: Bool
    public var documentation: String?
    /// The entity's own attributes, in declaration order (inherited ones live on the parent).
    public var attributes: [Attribute]
    /// The entity's own relationships, in declaration order.
    public var relationships: [Relationship]
    public var uniquenessConstraints: [[String]]
    /// The fetch indexes: one for each `indexed` attribute, then the declared ones.
    public var indexes: [FetchIndex]
    public var fetchRequests: [FetchRequestTemplate]
    public var userInfo: [UserInfoEntry]

    /// Whether the entity has a parent or sub-entities.
    public var isInInheritanceHierarchy: Bool { parent != nil || !subentities.isEmpty }
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

public struct Relationship: Sendable {
    public var name: String
    /// The destination entity's name.
    public var destination: String
    public var inverse: String?
    public var isToMany: Bool
    public var isOrdered: Bool
    public var isOptional: Bool
    public var deleteRule: DeleteRule
    public var minCount: Int?
    public var maxCount: Int?
    public var documentation: String?
    public var userInfo: [UserInfoEntry]
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

    public enum ParameterType: Sendable, Equatable {
        case attribute(AttributeType)
        /// An object of the named entity.
        case entity(String)
        /// A case of the named enum of one of the entity's attributes (own or inherited); the predicate
        /// receives its raw value.
        case enumeration(String)
    }

    public struct SortDescriptor: Sendable {
        public var keyPath: String
        public var isAscending: Bool
    }
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
    /// An ISO 8601 date and time, as written.
    case date(String)
    case uuid(String)
    case uri(String)
}
