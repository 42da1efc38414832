/// The values of `CoreDataProperties.swift.mustache`: an entity's properties, accessors, fetch
/// requests, initializer, enums and keys as data (Swift names and types, flags, values as Swift
/// literals), which the template spells as Swift.
struct PropertiesFileContext: TemplateRecord, Sendable {
    var fileName: String
    var classFileName: String
    /// The line that marks the file as modelgen's, naming the model it came from. modelgen removes
    /// a Properties file whose entity is gone only when the file carries this line.
    var generatedMarker: String
    var access: String
    var className: String
    var entityName: String
    /// The entity has a parent or sub-entities, so `createFetchRequest()` is declared in a constrained
    /// extension of `NSFetchRequestResult`; a class method redeclared in a subclass would be ambiguous.
    var isInInheritanceHierarchy: Bool
    /// Root classes declare `Identifiable`; subclasses inherit the conformance.
    var declaresIdentifiable: Bool
    var properties: [Property]
    var toManyRelationships: [ToManyAccessors]
    /// The required-field initializer; `nil` when the class has none of its own (see
    /// `Translator.initializerContext`).
    var initializer: Initializer?
    /// The entity's own fetch request templates, in declaration order.
    var fetchRequests: [FetchRequest]
    /// The enums of the entity's own attributes, in declaration order.
    var enums: [Enumeration]
    /// The names of the entity's attributes, its own and inherited, for `Entity.Attribute`.
    var attributeKeys: [Key]
    /// The doc comment of `Entity.Attribute.sortDescriptor(ascending:)` after its first line.
    var sortDescriptorDocumentation: [DocumentationLine]
    /// The names of the entity's relationships, its own and inherited, for `Entity.Relationship`.
    var relationshipKeys: [Key]
    /// The names of the two key enums: `Attribute` and `Relationship`, unless a type of the model
    /// takes one (`ResolvedModel.attributeKeysName`).
    var attributeKeysName = "Attribute"
    var relationshipKeysName = "Relationship"
    /// The entity's stored properties, its own and inherited, as typed keys for predicates
    /// (`Commit.KeyPaths`); transient properties, composites and fetched properties have none.
    var keyPaths: [KeyPath] = []
    /// Whether the class declares its `Predicate` and `KeyPaths` (unless `"omit"` leaves them out),
    /// even with no key: another class's relationship to it names its `KeyPaths`.
    var declaresPredicates = true
    /// The names of the struct of typed key paths and of the predicate type nested in every class
    /// (`ResolvedModel.keyPathsName`, `predicateName`).
    var keyPathsName = "KeyPaths"
    var predicateName = "Predicate"
    /// The name of the typed object ID nested in every class (`ResolvedModel.objectIDName`).
    var objectIDName = "ObjectID"

    static let templateMembers: TemplateMembers<Self> = [
        "fileName": { .text($0.fileName) },
        "classFileName": { .text($0.classFileName) },
        "generatedMarker": { .text($0.generatedMarker) },
        "access": { .text($0.access) },
        "className": { .text($0.className) },
        "entityName": { .text($0.entityName) },
        "isInInheritanceHierarchy": { .flag($0.isInInheritanceHierarchy) },
        "declaresIdentifiable": { .flag($0.declaresIdentifiable) },
        "properties": { .records($0.properties) },
        "toManyRelationships": { .records($0.toManyRelationships) },
        "initializer": { .record(orFalse: $0.initializer) },
        "fetchRequests": { .records($0.fetchRequests) },
        "hasFetchRequests": { .flag(!$0.fetchRequests.isEmpty) },
        "enums": { .records($0.enums) },
        "hasEnums": { .flag(!$0.enums.isEmpty) },
        "attributeKeys": { .records($0.attributeKeys) },
        "sortDescriptorDocumentation": { .records($0.sortDescriptorDocumentation) },
        "relationshipKeys": { .records($0.relationshipKeys) },
        "attributeKeysName": { .text($0.attributeKeysName) },
        "relationshipKeysName": { .text($0.relationshipKeysName) },
        "hasKeys": { .flag(!$0.attributeKeys.isEmpty || !$0.relationshipKeys.isEmpty) },
        "hasAttributeKeys": { .flag(!$0.attributeKeys.isEmpty) },
        "hasRelationshipKeys": { .flag(!$0.relationshipKeys.isEmpty) },
        "hasAttributeAndRelationshipKeys": { .flag(!$0.attributeKeys.isEmpty && !$0.relationshipKeys.isEmpty) },
        "keyPaths": { .records($0.keyPaths) },
        "hasKeyPaths": { .flag(!$0.keyPaths.isEmpty) },
        "declaresPredicates": { .flag($0.declaresPredicates) },
        "keyPathsName": { .text($0.keyPathsName) },
        "predicateName": { .text($0.predicateName) },
        "objectIDName": { .text($0.objectIDName) },
    ]

    /// An attribute or relationship as a Swift property.
    struct Property: TemplateRecord, Sendable {
        /// The name as the model spells it, for keys and selectors.
        var key: String
        /// The Swift identifier, in backticks when it is a keyword.
        var swiftName: String
        var swiftType: String
        var storage: Storage
        var documentation: [DocumentationLine]
        /// Separate this property from the one before with an empty line (set around multi-line members).
        var blankLineBefore: Bool
        /// For ordered to-many relationships: a typed array of the destination's objects.
        var arrayView: ArrayView?
        /// Whether the app cannot set it: a derived attribute, whose value the store derives.
        var isReadOnly = false
        /// For an `@NSManaged` property (an attribute's or a relationship's) with a Swift name of its
        /// own, the model's name, which stays its Objective-C name (`@objc(deleted)`); `nil` otherwise.
        var objectiveCName: String? = nil

        static let templateMembers: TemplateMembers<Self> = [
            "key": { .text($0.key) },
            "swiftName": { .text($0.swiftName) },
            "swiftType": { .text($0.swiftType) },
            "isManaged": { .flag($0.storage == .managed) },
            "isKeyValueCoded": { .flag($0.keyValueCodedType.map { !$0.isEmpty } ?? false) },
            "valueType": { .text($0.keyValueCodedType ?? "") },
            "valueIfNone": {
                guard case .keyValueCoded(_, let valueIfNone) = $0.storage else { return .flag(false) }
                return .text(orFalse: valueIfNone)
            },
            "enumAccessors": {
                guard case .enumeration(let accessors) = $0.storage else { return .flag(false) }
                return accessors.templateValue
            },
            "fetchedResults": {
                guard case .fetched(let elementType) = $0.storage else { return .flag(false) }
                return .object(["elementType": .text(elementType)])
            },
            "compositeAccessors": {
                guard case .composite(let accessors) = $0.storage else { return .flag(false) }
                return accessors.templateValue
            },
            "documentation": { .records($0.documentation) },
            "blankLineBefore": { .flag($0.blankLineBefore) },
            "arrayView": { .record(orFalse: $0.arrayView) },
            "isReadOnly": { .flag($0.isReadOnly) },
            "objectiveCName": { .text(orFalse: $0.objectiveCName) },
        ]

        /// The type a key-value coded property's stored value is cast to; `nil` for other storage.
        var keyValueCodedType: String? {
            guard case .keyValueCoded(let valueType, _) = storage else { return nil }
            return valueType
        }
    }

    /// How a property is declared.
    enum Storage: Sendable, Equatable {
        /// `@NSManaged var name: Type`: Core Data supplies the accessors.
        case managed
        /// A computed property over key-value coding, for types that Swift cannot declare
        /// `@NSManaged` (`AttributeType.isManagedInSwift`: optional scalars such as `Int16?`, and
        /// decimals): `value(forKey:)` goes through Core Data's accessors, so faulting and change
        /// tracking work as for `@NSManaged`. `valueType` is the type the stored object is cast to;
        /// `valueIfNone`, for a required value, the Swift expression it reads as when the object holds
        /// none (deleted, or never set), `nil` for an optional value.
        case keyValueCoded(valueType: String, valueIfNone: String?)
        /// A computed property of an attribute's enum type over key-value coding, which stores the
        /// case's raw value.
        case enumeration(EnumAccessors)
        /// A fetched property: a read-only array of `elementType` over key-value coding.
        case fetched(elementType: String)
        /// A composite attribute: a computed property of its composite's struct over key-value
        /// coding, which stores the dictionary Core Data keeps for it.
        case composite(CompositeAccessors)
    }

    /// What the accessors of a composite attribute need: the struct, and what a required
    /// attribute's getter says when the object holds no value of it.
    struct CompositeAccessors: TemplateRecord, Sendable, Equatable {
        var compositeName: String
        var isOptional: Bool
        /// The message of a required attribute's getter that finds no value (or one that is not a
        /// value of the composite); `nil` for an optional attribute, which reads it as `nil`.
        var missingValueMessage: String?

        static let templateMembers: TemplateMembers<Self> = [
            "compositeName": { .text($0.compositeName) },
            "isOptional": { .flag($0.isOptional) },
            "missingValueMessage": { .text(orFalse: $0.missingValueMessage) },
        ]
    }

    /// What the accessors of an enum attribute need: the enum, the stored raw value's type, and the
    /// case an unknown stored value reads as.
    struct EnumAccessors: TemplateRecord, Sendable, Equatable {
        var enumName: String
        /// `String`, `Int16`, `Int32` or `Int64`: the type of the stored raw value.
        var rawType: String
        var isOptional: Bool
        /// The case (a Swift identifier) that a stored value no case matches reads as; `nil` for an
        /// optional attribute without a fallback, which reads it as `nil`.
        var unknownCase: String?

        static let templateMembers: TemplateMembers<Self> = [
            "enumName": { .text($0.enumName) },
            "rawType": { .text($0.rawType) },
            "isOptional": { .flag($0.isOptional) },
            "unknownCase": { .text(orFalse: $0.unknownCase) },
        ]
    }

    struct ArrayView: TemplateRecord, Sendable {
        /// The view's Swift name, such as `linesArray`.
        var name: String
        var elementType: String

        static let templateMembers: TemplateMembers<Self> = [
            "name": { .text($0.name) },
            "elementType": { .text($0.elementType) },
        ]
    }

    /// The accessors Xcode generates for a to-many relationship, with its names and selectors.
    struct ToManyAccessors: TemplateRecord, Sendable {
        var key: String
        /// The model's name with its first letter in upper case, as it appears inside the selectors
        /// (`addDeletedObject:`), which Core Data's accessors answer to, and, in templates written
        /// before `capitalizedSwiftName`, inside the Swift names of the accessors.
        var capitalizedName: String
        /// The Swift name of the relationship's property with its first letter in upper case, as it
        /// appears inside the Swift names of the accessors (`addToTrashed(_:)`); `capitalizedName`
        /// unless the relationship has a Swift name of its own.
        var capitalizedSwiftName: String
        var elementType: String
        /// `Set<Destination>` for unordered relationships, `[Destination]` for ordered ones.
        var collectionType: String
        var isOrdered: Bool

        static let templateMembers: TemplateMembers<Self> = [
            "key": { .text($0.key) },
            "capitalizedName": { .text($0.capitalizedName) },
            "capitalizedSwiftName": { .text($0.capitalizedSwiftName) },
            "elementType": { .text($0.elementType) },
            "collectionType": { .text($0.collectionType) },
            "isOrdered": { .flag($0.isOrdered) },
        ]
    }

    /// A convenience initializer that takes the context and a value for every property the model
    /// requires, then the other attributes and to-one relationships with their defaults.
    struct Initializer: TemplateRecord, Sendable {
        /// The context parameter's internal name: `context`, or `managedObjectContext` when a
        /// property is called `context`.
        var contextName: String
        var parameters: [Parameter]
        var documentation: [DocumentationLine]

        struct Parameter: TemplateRecord, Sendable {
            /// The property's Swift name, which is also the parameter's label and name.
            var swiftName: String
            /// The property's type.
            var swiftType: String
            /// The parameter's type: the property's, made optional for one that may be left out.
            var parameterType: String
            /// The model's default as a Swift expression (the text `nil` for an optional value
            /// without one); `nil` for a required value. What templates written before `mayBeLeftOut`
            /// use as the default argument, with `swiftType`, which keeps them compiling.
            var defaultValue: String?
            /// Whether the value may be left out (`nil`, the default argument): the property then
            /// keeps the value the new object has after its insertion, the model's default or what
            /// the class's `awakeFromInsert()` set, as the initializer assigns only what it is
            /// given. Otherwise the value is required.
            var mayBeLeftOut: Bool { defaultValue != nil }
            /// The property's name in the model, its key.
            var key: String
            /// For a value that may be left out, what the initializer hands key-value coding for
            /// its key when it is given (`status?.rawValue` for an enum, stored as its raw value;
            /// the value itself otherwise), all such values in one call of the support's
            /// `setModelGenValues(_:)`; `nil` for a value assigned through its property: a
            /// required one, or a composite's struct, which its property turns into a dictionary.
            /// (A required decimal has one where the model leaves out its number accessors: its
            /// property is an `NSDecimalNumber`, and the initializer takes a `Decimal`.)
            var valueByKey: String?

            static let templateMembers: TemplateMembers<Self> = [
                "swiftName": { .text($0.swiftName) },
                "swiftType": { .text($0.swiftType) },
                "parameterType": { .text($0.parameterType) },
                "mayBeLeftOut": { .flag($0.mayBeLeftOut) },
                "defaultValue": { .text(orFalse: $0.defaultValue) },
                "key": { .text($0.key) },
                "valueByKey": { .text(orFalse: $0.valueByKey) },
            ]
        }

        /// The values that may be left out and are set by key, in parameter order.
        var valuesSetByKey: [Parameter] { parameters.filter { $0.valueByKey != nil } }

        static let templateMembers: TemplateMembers<Self> = [
            "contextName": { .text($0.contextName) },
            "renamesContext": { .flag($0.contextName != "context") },
            "parameters": { .records($0.parameters) },
            "valuesSetByKey": { .records($0.valuesSetByKey) },
            "setsValuesByKey": { .flag(!$0.valuesSetByKey.isEmpty) },
            "documentation": { .records($0.documentation) },
        ]
    }

    /// A typed factory for a fetch request template: `byAuthorFetchRequest(name:)`.
    struct FetchRequest: TemplateRecord, Sendable {
        var methodName: String
        var parameters: [Parameter]
        /// The predicate's format string as a Swift string literal; `nil` without a predicate.
        var predicateLiteral: String?
        var sortDescriptors: [SortDescriptorContext]
        var fetchLimit: Int?
        /// What the request returns: the class, `NSManagedObjectID`, `NSDictionary` or `NSNumber`.
        var resultTypeName: String
        var settings: [FetchRequestSettingContext]
        var documentation: [DocumentationLine]
        var blankLineBefore: Bool

        struct Parameter: TemplateRecord, Sendable {
            var swiftName: String
            var swiftType: String
            /// The substitution variable's name (the parameter's name in the model) as a Swift string literal.
            var variableLiteral: String
            /// The predicate receives the argument's raw value: the parameter is an enum, and the
            /// store holds raw values.
            var passesRawValue: Bool

            static let templateMembers: TemplateMembers<Self> = [
                "swiftName": { .text($0.swiftName) },
                "swiftType": { .text($0.swiftType) },
                "variableLiteral": { .text($0.variableLiteral) },
                "passesRawValue": { .flag($0.passesRawValue) },
            ]
        }

        static let templateMembers: TemplateMembers<Self> = [
            "methodName": { .text($0.methodName) },
            "parameters": { .records($0.parameters) },
            "hasParameters": { .flag(!$0.parameters.isEmpty) },
            "predicateLiteral": { .text(orFalse: $0.predicateLiteral) },
            "sortDescriptors": { .records($0.sortDescriptors) },
            "hasSortDescriptors": { .flag(!$0.sortDescriptors.isEmpty) },
            "fetchLimit": { .text(orFalse: $0.fetchLimit.map(String.init)) },
            "resultTypeName": { .text($0.resultTypeName) },
            "settings": { .records($0.settings) },
            "documentation": { .records($0.documentation) },
            "blankLineBefore": { .flag($0.blankLineBefore) },
        ]
    }

    /// A Swift enum nested in the class, for an attribute's `enum`.
    struct Enumeration: TemplateRecord, Sendable {
        var name: String
        /// `String`, `Int16`, `Int32` or `Int64`.
        var rawType: String
        var documentation: [DocumentationLine]
        var cases: [Case]
        /// Separate this enum from the one before with an empty line.
        var blankLineBefore: Bool

        struct Case: TemplateRecord, Sendable {
            /// The case name, in backticks when it is a Swift keyword.
            var caseName: String
            /// The raw value as a Swift literal; `nil` when Swift's implicit raw value (the name) is right.
            var rawValue: String?

            static let templateMembers: TemplateMembers<Self> = [
                "caseName": { .text($0.caseName) },
                "rawValue": { .text(orFalse: $0.rawValue) },
            ]
        }

        static let templateMembers: TemplateMembers<Self> = [
            "name": { .text($0.name) },
            "rawType": { .text($0.rawType) },
            "documentation": { .records($0.documentation) },
            "cases": { .records($0.cases) },
            "blankLineBefore": { .flag($0.blankLineBefore) },
        ]
    }

    /// One case of `Entity.Attribute` or `Entity.Relationship`: a property's name.
    struct Key: TemplateRecord, Sendable {
        /// The case name, in backticks when it is a Swift keyword.
        var caseName: String
        /// The property's name in the model, the case's raw value.
        var key: String

        static let templateMembers: TemplateMembers<Self> = [
            "caseName": { .text($0.caseName) },
            "key": { .text($0.key) },
        ]
    }

    /// A stored property as a typed key of `Entity.KeyPaths`: `let date: ModelGenSupport.Key<Date>`,
    /// which the struct's initializer makes with `prefix.key("date")`.
    struct KeyPath: TemplateRecord, Sendable {
        /// The Swift name, in backticks when it is a keyword.
        var swiftName: String
        /// The name as the memberwise initializer's argument label, in backticks only for `inout`.
        var argumentLabel: String
        /// The property's name in the model.
        var key: String
        /// The key's Swift type: `ModelGenSupport.Key<Value>` for an attribute (its property's type),
        /// `ModelGenSupport.ToOne<Author.KeyPaths, Author>` or `ModelGenSupport.ToMany<…>` for a relationship.
        var keyType: String
        /// The `ModelGenSupport.KeyPathPrefix` method that makes it: `key`, `toOne` or `toMany`.
        var maker: String

        static let templateMembers: TemplateMembers<Self> = [
            "swiftName": { .text($0.swiftName) },
            "argumentLabel": { .text($0.argumentLabel) },
            "key": { .text($0.key) },
            "keyType": { .text($0.keyType) },
            "maker": { .text($0.maker) },
        ]
    }
}
