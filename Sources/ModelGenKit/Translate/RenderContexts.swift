/// The render contexts: what each kind of generated file says, already decided. Templates only
/// lay these values out, so a custom template can change the layout but not the meaning.

/// The kinds of file modelgen writes, each rendered from its own template.
public enum OutputKind: String, CaseIterable, Sendable {
    /// `Entity+CoreDataProperties.swift`: owned by modelgen, rewritten on every run.
    case properties
    /// `Entity+CoreDataClass.swift`: written once when missing, then the user's.
    case managedObjectClass
    /// `Model+ManagedObjectModel.swift`, one per model: builds the `NSManagedObjectModel` in code.
    /// Owned by modelgen, rewritten on every run.
    case managedObjectModel

    /// The template's file name in `Templates/` (or in a `--templates` folder).
    public var templateName: String {
        switch self {
        case .properties: "CoreDataProperties.swift.mustache"
        case .managedObjectClass: "CoreDataClass.swift.mustache"
        case .managedObjectModel: "ManagedObjectModel.swift.mustache"
        }
    }

    /// What follows the class name (or, for the model file, the model's name) in the file's name.
    public var fileNameSuffix: String {
        switch self {
        case .properties: "+CoreDataProperties.swift"
        case .managedObjectClass: "+CoreDataClass.swift"
        case .managedObjectModel: "+ManagedObjectModel.swift"
        }
    }

    /// Whether modelgen owns files of this kind: rewrites them on every run and removes them when
    /// their entity or model is gone. Class files are the user's, unless the run says otherwise.
    var isOwnedByModelgen: Bool { self != .managedObjectClass }
}

/// One file to render: its name, which template renders it, and the values the template sees.
public struct FileContext: Sendable {
    public var kind: OutputKind
    /// The class of the entity the file is for; for the model file, the model's type.
    public var className: String
    public var fileName: String
    public var context: TemplateValue
}

/// The values of `CoreDataClass.swift.mustache`.
public struct ClassFileContext: TemplateRenderable, Sendable {
    public var fileName: String
    public var propertiesFileName: String
    public var modelFileName: String
    /// The line that marks a file as modelgen's (see `PropertiesFileContext.generatedMarker`).
    public var generatedMarker: String
    /// True when the file is written once and then belongs to the user; false when it is rewritten
    /// like a Properties file (in a build folder, by the build plugin).
    public var isWrittenOnce: Bool
    public var access: String
    public var className: String
    public var superclassName: String
    public var documentation: [DocumentationLine]

    public var templateValue: TemplateValue {
        .object([
            "fileName": .text(fileName),
            "propertiesFileName": .text(propertiesFileName),
            "modelFileName": .text(modelFileName),
            "generatedMarker": .text(generatedMarker),
            "isWrittenOnce": .flag(isWrittenOnce),
            "access": .text(access),
            "className": .text(className),
            "superclassName": .text(superclassName),
            "documentation": .list(documentation.map(\.templateValue)),
        ])
    }
}

/// The values of `CoreDataProperties.swift.mustache`.
public struct PropertiesFileContext: TemplateRenderable, Sendable {
    public var fileName: String
    public var classFileName: String
    /// The line that marks the file as modelgen's, naming the model it came from. modelgen removes
    /// a Properties file whose entity is gone only when the file carries this line.
    public var generatedMarker: String
    public var access: String
    public var className: String
    public var entityName: String
    /// The entity has a parent or sub-entities, so `createFetchRequest()` is declared in a constrained
    /// extension of `NSFetchRequestResult`; a class method redeclared in a subclass would be ambiguous.
    public var isInInheritanceHierarchy: Bool
    /// Root classes declare `Identifiable`; subclasses inherit the conformance.
    public var declaresIdentifiable: Bool
    public var properties: [PropertyContext]
    public var toManyRelationships: [ToManyAccessorsContext]
    /// The required-field initializer; `nil` when the class has none of its own (see
    /// `Translator.initializerContext`).
    public var initializer: InitializerContext?
    /// The entity's own fetch request templates, in declaration order.
    public var fetchRequests: [FetchRequestContext]
    /// The enums of the entity's own attributes, in declaration order.
    public var enums: [EnumContext]
    /// The names of the entity's attributes, its own and inherited, for `Entity.Attribute`.
    public var attributeKeys: [KeyContext]
    /// The names of the entity's relationships, its own and inherited, for `Entity.Relationship`.
    public var relationshipKeys: [KeyContext]

    public var templateValue: TemplateValue {
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
            "relationshipKeys": .list(relationshipKeys.map(\.templateValue)),
            "hasKeys": .flag(!attributeKeys.isEmpty || !relationshipKeys.isEmpty),
            "hasAttributeKeys": .flag(!attributeKeys.isEmpty),
            "hasRelationshipKeys": .flag(!relationshipKeys.isEmpty),
            "hasAttributeAndRelationshipKeys": .flag(!attributeKeys.isEmpty && !relationshipKeys.isEmpty),
        ])
    }
}

/// A convenience initializer that takes the context and a value for every property the model
/// requires, then the other attributes and to-one relationships with their defaults.
public struct InitializerContext: TemplateRenderable, Sendable {
    /// The context parameter as the signature declares it: `context`, or `context managedObjectContext`
    /// when a property is called `context`.
    public var contextParameter: String
    /// How the body refers to the context parameter.
    public var contextArgument: String
    public var parameters: [InitializerParameterContext]
    public var documentation: [DocumentationLine]

    public var templateValue: TemplateValue {
        .object([
            "contextParameter": .text(contextParameter),
            "contextArgument": .text(contextArgument),
            "parameters": .list(parameters.map(\.templateValue)),
            "documentation": .list(documentation.map(\.templateValue)),
        ])
    }
}

public struct InitializerParameterContext: TemplateRenderable, Sendable {
    /// The property's Swift name, which is also the parameter's label and name.
    public var swiftName: String
    public var swiftType: String
    /// The default argument, a Swift expression; `nil` for a required value.
    public var defaultValue: String?
    /// `","` after every parameter but the last.
    public var separator: String

    public var templateValue: TemplateValue {
        .object([
            "swiftName": .text(swiftName),
            "swiftType": .text(swiftType),
            "defaultValue": defaultValue.map(TemplateValue.text) ?? .flag(false),
            "separator": .text(separator),
        ])
    }
}

/// A typed factory for a fetch request template: `byAuthorFetchRequest(name:)`.
public struct FetchRequestContext: TemplateRenderable, Sendable {
    public var methodName: String
    /// The parameters as the signature declares them: `name: String, since: Date`.
    public var parameterList: String
    /// The predicate's format string as a Swift string literal; `nil` without a predicate.
    public var predicateFormat: String?
    /// The dictionary literal of the substitution variables; `nil` when there are none.
    public var substitutionVariables: String?
    public var sortDescriptors: [SortDescriptorContext]
    public var limit: String?
    public var documentation: [DocumentationLine]
    public var blankLineBefore: Bool

    public var templateValue: TemplateValue {
        .object([
            "methodName": .text(methodName),
            "parameterList": .text(parameterList),
            "predicateFormat": predicateFormat.map(TemplateValue.text) ?? .flag(false),
            "substitutionVariables": substitutionVariables.map(TemplateValue.text) ?? .flag(false),
            "sortDescriptors": .list(sortDescriptors.map(\.templateValue)),
            "hasSortDescriptors": .flag(!sortDescriptors.isEmpty),
            "limit": limit.map(TemplateValue.text) ?? .flag(false),
            "documentation": .list(documentation.map(\.templateValue)),
            "blankLineBefore": .flag(blankLineBefore),
        ])
    }
}

public struct SortDescriptorContext: TemplateRenderable, Sendable {
    /// The key path as a Swift string literal.
    public var key: String
    /// `true` or `false`.
    public var ascending: String

    public var templateValue: TemplateValue {
        .object(["key": .text(key), "ascending": .text(ascending)])
    }
}

/// A Swift enum nested in the class, for an attribute's `enum`.
public struct EnumContext: TemplateRenderable, Sendable {
    public var name: String
    /// `String`, `Int16`, `Int32` or `Int64`.
    public var rawType: String
    public var documentation: [DocumentationLine]
    public var cases: [EnumCaseContext]
    /// Separate this enum from the one before with an empty line.
    public var blankLineBefore: Bool

    public var templateValue: TemplateValue {
        .object([
            "name": .text(name),
            "rawType": .text(rawType),
            "documentation": .list(documentation.map(\.templateValue)),
            "cases": .list(cases.map(\.templateValue)),
            "blankLineBefore": .flag(blankLineBefore),
        ])
    }
}

public struct EnumCaseContext: TemplateRenderable, Sendable {
    /// The case name, in backticks when it is a Swift keyword.
    public var caseName: String
    /// The raw value as a Swift literal; `nil` when Swift's implicit raw value (the name) is right.
    public var rawValue: String?

    public var templateValue: TemplateValue {
        .object(["caseName": .text(caseName), "rawValue": rawValue.map(TemplateValue.text) ?? .flag(false)])
    }
}

/// One case of `Entity.Attribute` or `Entity.Relationship`: a property's name.
public struct KeyContext: TemplateRenderable, Sendable {
    /// The case name, in backticks when it is a Swift keyword.
    public var caseName: String
    /// The property's name in the model, the case's raw value.
    public var key: String

    public var templateValue: TemplateValue {
        .object(["caseName": .text(caseName), "key": .text(key)])
    }
}

/// One line of a `///` doc comment: empty, or starting with the space that follows the slashes.
public struct DocumentationLine: TemplateRenderable, Sendable, Equatable {
    public var text: String
    public var templateValue: TemplateValue { .object(["text": .text(text)]) }
}

/// How a property is declared.
public enum PropertyStorage: Sendable, Equatable {
    /// `@NSManaged var name: Type`: Core Data supplies the accessors.
    case managed
    /// A computed property over key-value coding, for types Objective-C cannot represent (optional
    /// scalars such as `Int16?`): `value(forKey:)` goes through Core Data's accessors, so faulting and
    /// change tracking work as for `@NSManaged`. `valueType` is the type the stored object is cast to.
    case keyValueCoded(valueType: String)
    /// A computed property of an attribute's enum type over key-value coding: it reads the stored
    /// raw value with `getter` and stores `setterValue` (the new value's raw value).
    case enumeration(getter: String, setterValue: String)
}

public struct PropertyContext: TemplateRenderable, Sendable {
    /// The name as the model spells it, for keys and selectors.
    public var key: String
    /// The Swift identifier, in backticks when it is a keyword.
    public var swiftName: String
    public var swiftType: String
    public var storage: PropertyStorage
    public var documentation: [DocumentationLine]
    /// Separate this property from the one before with an empty line (set around multi-line members).
    public var blankLineBefore: Bool
    /// For ordered to-many relationships: a typed, read-only array of the destination's objects.
    public var arrayView: ArrayViewContext?

    public var templateValue: TemplateValue {
        var valueType = ""
        var isKeyValueCoded = false
        var enumAccessors: TemplateValue = .flag(false)
        switch storage {
        case .managed: break
        case .keyValueCoded(let type):
            valueType = type
            isKeyValueCoded = true
        case .enumeration(let getter, let setterValue):
            enumAccessors = .object(["getter": .text(getter), "setterValue": .text(setterValue)])
        }
        return .object([
            "key": .text(key),
            "swiftName": .text(swiftName),
            "swiftType": .text(swiftType),
            "isManaged": .flag(storage == .managed),
            "isKeyValueCoded": .flag(isKeyValueCoded),
            "valueType": .text(valueType),
            "enumAccessors": enumAccessors,
            "documentation": .list(documentation.map(\.templateValue)),
            "blankLineBefore": .flag(blankLineBefore),
            "arrayView": arrayView?.templateValue ?? .flag(false),
        ])
    }
}

public struct ArrayViewContext: TemplateRenderable, Sendable {
    /// The view's Swift name, such as `linesArray`.
    public var name: String
    public var elementType: String
    public var templateValue: TemplateValue {
        .object(["name": .text(name), "elementType": .text(elementType)])
    }
}

/// The accessors Xcode generates for a to-many relationship, with its names and selectors.
public struct ToManyAccessorsContext: TemplateRenderable, Sendable {
    public var key: String
    /// The name with its first letter in upper case, as it appears inside accessor names and selectors.
    public var capitalizedName: String
    public var elementType: String
    /// `Set<Destination>` for unordered relationships, `NSOrderedSet` for ordered ones.
    public var collectionType: String
    public var isOrdered: Bool

    public var templateValue: TemplateValue {
        .object([
            "key": .text(key),
            "capitalizedName": .text(capitalizedName),
            "elementType": .text(elementType),
            "collectionType": .text(collectionType),
            "isOrdered": .flag(isOrdered),
        ])
    }
}
