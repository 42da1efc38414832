/// The values of `CoreDataProperties.swift.mustache`: an entity's properties, accessors, fetch
/// requests, initializer, enums and keys as data (Swift names and types, flags, values as Swift
/// literals), which the template spells as Swift.
struct PropertiesFileContext: TemplateRenderable, Sendable {
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

    var templateValue: TemplateValue {
        .object([
            "fileName": .text(fileName),
            "classFileName": .text(classFileName),
            "generatedMarker": .text(generatedMarker),
            "access": .text(access),
            "className": .text(className),
            "entityName": .text(entityName),
            "isInInheritanceHierarchy": .flag(isInInheritanceHierarchy),
            "declaresIdentifiable": .flag(declaresIdentifiable),
            "properties": .list(properties.map(\.templateValue)),
            "toManyRelationships": .list(toManyRelationships.map(\.templateValue)),
            "initializer": initializer?.templateValue ?? .flag(false),
            "fetchRequests": .list(fetchRequests.map(\.templateValue)),
            "hasFetchRequests": .flag(!fetchRequests.isEmpty),
            "enums": .list(enums.map(\.templateValue)),
            "hasEnums": .flag(!enums.isEmpty),
            "attributeKeys": .list(attributeKeys.map(\.templateValue)),
            "sortDescriptorDocumentation": .list(sortDescriptorDocumentation.map(\.templateValue)),
            "relationshipKeys": .list(relationshipKeys.map(\.templateValue)),
            "hasKeys": .flag(!attributeKeys.isEmpty || !relationshipKeys.isEmpty),
            "hasAttributeKeys": .flag(!attributeKeys.isEmpty),
            "hasRelationshipKeys": .flag(!relationshipKeys.isEmpty),
            "hasAttributeAndRelationshipKeys": .flag(!attributeKeys.isEmpty && !relationshipKeys.isEmpty),
        ])
    }

    /// An attribute or relationship as a Swift property.
    struct Property: TemplateRenderable, Sendable {
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

        var templateValue: TemplateValue {
            var valueType = ""
            var enumAccessors: TemplateValue = .flag(false)
            var fetchedResults: TemplateValue = .flag(false)
            var compositeAccessors: TemplateValue = .flag(false)
            switch storage {
            case .managed: break
            case .keyValueCoded(let type): valueType = type
            case .enumeration(let accessors): enumAccessors = accessors.templateValue
            case .fetched(let elementType): fetchedResults = .object(["elementType": .text(elementType)])
            case .composite(let accessors): compositeAccessors = accessors.templateValue
            }
            return .object([
                "key": .text(key),
                "swiftName": .text(swiftName),
                "swiftType": .text(swiftType),
                "isManaged": .flag(storage == .managed),
                "isKeyValueCoded": .flag(!valueType.isEmpty),
                "valueType": .text(valueType),
                "enumAccessors": enumAccessors,
                "fetchedResults": fetchedResults,
                "compositeAccessors": compositeAccessors,
                "documentation": .list(documentation.map(\.templateValue)),
                "blankLineBefore": .flag(blankLineBefore),
                "arrayView": arrayView?.templateValue ?? .flag(false),
                "isReadOnly": .flag(isReadOnly),
            ])
        }
    }

    /// How a property is declared.
    enum Storage: Sendable, Equatable {
        /// `@NSManaged var name: Type`: Core Data supplies the accessors.
        case managed
        /// A computed property over key-value coding, for types Objective-C cannot represent (optional
        /// scalars such as `Int16?`): `value(forKey:)` goes through Core Data's accessors, so faulting
        /// and change tracking work as for `@NSManaged`. `valueType` is the type the stored object is
        /// cast to.
        case keyValueCoded(valueType: String)
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
    struct CompositeAccessors: TemplateRenderable, Sendable, Equatable {
        var compositeName: String
        var isOptional: Bool
        /// The message of a required attribute's getter that finds no value (or one that is not a
        /// value of the composite); `nil` for an optional attribute, which reads it as `nil`.
        var missingValueMessage: String?

        var templateValue: TemplateValue {
            .object([
                "compositeName": .text(compositeName),
                "isOptional": .flag(isOptional),
                "missingValueMessage": .text(orFalse: missingValueMessage),
            ])
        }
    }

    /// What the accessors of an enum attribute need: the enum, the stored raw value's type, and the
    /// case an unknown stored value reads as.
    struct EnumAccessors: TemplateRenderable, Sendable, Equatable {
        var enumName: String
        /// `String`, `Int16`, `Int32` or `Int64`: the type of the stored raw value.
        var rawType: String
        var isOptional: Bool
        /// The case (a Swift identifier) that a stored value no case matches reads as; `nil` for an
        /// optional attribute without a fallback, which reads it as `nil`.
        var unknownCase: String?

        var templateValue: TemplateValue {
            .object([
                "enumName": .text(enumName),
                "rawType": .text(rawType),
                "isOptional": .flag(isOptional),
                "unknownCase": .text(orFalse: unknownCase),
            ])
        }
    }

    struct ArrayView: TemplateRenderable, Sendable {
        /// The view's Swift name, such as `linesArray`.
        var name: String
        var elementType: String

        var templateValue: TemplateValue {
            .object(["name": .text(name), "elementType": .text(elementType)])
        }
    }

    /// The accessors Xcode generates for a to-many relationship, with its names and selectors.
    struct ToManyAccessors: TemplateRenderable, Sendable {
        var key: String
        /// The name with its first letter in upper case, as it appears inside accessor names and selectors.
        var capitalizedName: String
        var elementType: String
        /// `Set<Destination>` for unordered relationships, `[Destination]` for ordered ones.
        var collectionType: String
        var isOrdered: Bool

        var templateValue: TemplateValue {
            .object([
                "key": .text(key),
                "capitalizedName": .text(capitalizedName),
                "elementType": .text(elementType),
                "collectionType": .text(collectionType),
                "isOrdered": .flag(isOrdered),
            ])
        }
    }

    /// A convenience initializer that takes the context and a value for every property the model
    /// requires, then the other attributes and to-one relationships with their defaults.
    struct Initializer: TemplateRenderable, Sendable {
        /// The context parameter's internal name: `context`, or `managedObjectContext` when a
        /// property is called `context`.
        var contextName: String
        var parameters: [Parameter]
        var documentation: [DocumentationLine]

        struct Parameter: Sendable {
            /// The property's Swift name, which is also the parameter's label and name.
            var swiftName: String
            var swiftType: String
            /// The default argument, a Swift expression; `nil` for a required value.
            var defaultValue: String?
        }

        var templateValue: TemplateValue {
            .object([
                "contextName": .text(contextName),
                "renamesContext": .flag(contextName != "context"),
                "parameters": .list(
                    parameters.map {
                        .object([
                            "swiftName": .text($0.swiftName), "swiftType": .text($0.swiftType),
                            "defaultValue": .text(orFalse: $0.defaultValue),
                        ])
                    }),
                "documentation": .list(documentation.map(\.templateValue)),
            ])
        }
    }

    /// A typed factory for a fetch request template: `byAuthorFetchRequest(name:)`.
    struct FetchRequest: TemplateRenderable, Sendable {
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

        struct Parameter: Sendable {
            var swiftName: String
            var swiftType: String
            /// The substitution variable's name (the parameter's name in the model) as a Swift string literal.
            var variableLiteral: String
            /// The predicate receives the argument's raw value: the parameter is an enum, and the
            /// store holds raw values.
            var passesRawValue: Bool
        }

        var templateValue: TemplateValue {
            .object([
                "methodName": .text(methodName),
                "parameters": .list(
                    parameters.map {
                        .object([
                            "swiftName": .text($0.swiftName), "swiftType": .text($0.swiftType),
                            "variableLiteral": .text($0.variableLiteral), "passesRawValue": .flag($0.passesRawValue),
                        ])
                    }),
                "hasParameters": .flag(!parameters.isEmpty),
                "predicateLiteral": .text(orFalse: predicateLiteral),
                "sortDescriptors": .list(sortDescriptors.map(\.templateValue)),
                "hasSortDescriptors": .flag(!sortDescriptors.isEmpty),
                "fetchLimit": .text(orFalse: fetchLimit.map(String.init)),
                "resultTypeName": .text(resultTypeName),
                "settings": .list(settings.map(\.templateValue)),
                "documentation": .list(documentation.map(\.templateValue)),
                "blankLineBefore": .flag(blankLineBefore),
            ])
        }
    }

    /// A Swift enum nested in the class, for an attribute's `enum`.
    struct Enumeration: TemplateRenderable, Sendable {
        var name: String
        /// `String`, `Int16`, `Int32` or `Int64`.
        var rawType: String
        var documentation: [DocumentationLine]
        var cases: [Case]
        /// Separate this enum from the one before with an empty line.
        var blankLineBefore: Bool

        struct Case: Sendable {
            /// The case name, in backticks when it is a Swift keyword.
            var caseName: String
            /// The raw value as a Swift literal; `nil` when Swift's implicit raw value (the name) is right.
            var rawValue: String?
        }

        var templateValue: TemplateValue {
            .object([
                "name": .text(name),
                "rawType": .text(rawType),
                "documentation": .list(documentation.map(\.templateValue)),
                "cases": .list(
                    cases.map { .object(["caseName": .text($0.caseName), "rawValue": .text(orFalse: $0.rawValue)]) }),
                "blankLineBefore": .flag(blankLineBefore),
            ])
        }
    }

    /// One case of `Entity.Attribute` or `Entity.Relationship`: a property's name.
    struct Key: TemplateRenderable, Sendable {
        /// The case name, in backticks when it is a Swift keyword.
        var caseName: String
        /// The property's name in the model, the case's raw value.
        var key: String

        var templateValue: TemplateValue {
            .object(["caseName": .text(caseName), "key": .text(key)])
        }
    }
}
