/// The translation of a whole model into `Model+ManagedObjectModel.swift`: the Swift that builds
/// the model's `NSManagedObjectModel` in code, so that an app needs no `.xcdatamodeld`.
///
/// The generated file calls a few small helpers that the template declares (`entityDescription`,
/// `attribute`, `relationship`, `connect`, `fetchIndex`, `fetchRequest`); this translation decides
/// every argument they get.
extension Translator {
    static func managedObjectModelFileContext(_ model: ResolvedModel, access: String) -> ManagedObjectModelFileContext {
        var subentities: [SubentitiesContext] = []
        var uniquenessConstraints: [UniquenessConstraintsContext] = []
        var connections: [ArgumentsContext] = []
        var fetchIndexes: [EntityIndexesContext] = []
        var fetchRequestTemplates: [FetchRequestTemplateContext] = []
        for entity in model.entities {
            let variable = entityVariable(entity)
            if !entity.subentities.isEmpty {
                subentities.append(
                    SubentitiesContext(variable: variable, subentities: entity.subentities.map(entityVariable).joined(separator: ", ")))
            }
            if !entity.uniquenessConstraints.isEmpty {
                let constraints = entity.uniquenessConstraints.map { "[" + $0.map(SwiftLiterals.string).joined(separator: ", ") + "]" }
                uniquenessConstraints.append(
                    UniquenessConstraintsContext(variable: variable, constraints: "[" + constraints.joined(separator: ", ") + "]"))
            }
            for relationship in entity.relationships {
                var arguments = "\(SwiftLiterals.string(relationship.name)), of: \(variable), to: \(entityVariable(relationship.destination))"
                if let inverse = relationship.inverse {
                    arguments += ", inverse: \(SwiftLiterals.string(inverse.name)), of: \(entityVariable(inverse.entity))"
                }
                connections.append(ArgumentsContext(arguments: arguments))
            }
            if !entity.indexes.isEmpty {
                fetchIndexes.append(
                    EntityIndexesContext(
                        variable: variable,
                        indexes: entity.indexes.map { index in
                            let elements = index.elements.map { "(\(SwiftLiterals.string($0.property)), ascending: \($0.isAscending))" }
                            return ArgumentsContext(
                                arguments: "\(SwiftLiterals.string(index.name)), of: \(variable), [\(elements.joined(separator: ", "))]")
                        }))
            }
            for template in entity.fetchRequests {
                var arguments = "for: \(variable)"
                if let predicate = template.predicate { arguments += ", predicate: \(SwiftLiterals.string(predicate))" }
                if !template.sortDescriptors.isEmpty {
                    let sortDescriptors = template.sortDescriptors.map {
                        "NSSortDescriptor(key: \(SwiftLiterals.string($0.keyPath)), ascending: \($0.isAscending))"
                    }
                    arguments += ", sortDescriptors: [\(sortDescriptors.joined(separator: ", "))]"
                }
                if let limit = template.limit { arguments += ", fetchLimit: \(limit)" }
                fetchRequestTemplates.append(
                    FetchRequestTemplateContext(
                        arguments: arguments, nameLiteral: SwiftLiterals.string(fetchRequestTemplateName(template.name, of: entity))))
            }
        }
        return ManagedObjectModelFileContext(
            fileName: fileName(forClass: model.name, kind: .managedObjectModel),
            generatedMarker: generatedMarker(modelFileName: model.fileName),
            modelFileName: model.fileName,
            access: access,
            typeName: ReservedNames.modelTypeName(forModelNamed: model.name),
            modelName: model.name,
            modelNameLiteral: SwiftLiterals.string(model.name),
            entities: model.entities.map { entityDescriptionContext($0, variable: entityVariable($0)) },
            subentities: subentities,
            uniquenessConstraints: uniquenessConstraints,
            connections: connections,
            fetchIndexes: fetchIndexes,
            fetchRequestTemplates: fetchRequestTemplates)
    }

    /// The name under which the model keeps an entity's fetch request template: `Commit.byAuthor`.
    /// Template names are unique in a model, while request names are unique only in an entity's
    /// hierarchy, hence the entity's name in front.
    public static func fetchRequestTemplateName(_ name: String, of entity: Entity) -> String {
        "\(entity.name).\(name)"
    }

    /// The local variable that holds an entity's description: `commitEntity`. Entity names start
    /// with an upper-case letter, so lowering it keeps them distinct, and the suffix keeps them clear
    /// of Swift's keywords and of the helpers' names.
    static func entityVariable(_ entity: Entity) -> String {
        entity.name.prefix(1).lowercased() + entity.name.dropFirst() + "Entity"
    }

    static func entityDescriptionContext(_ entity: Entity, variable: String) -> EntityDescriptionContext {
        var properties: [PropertyDescriptionContext] = entity.attributes.map(attributeDescriptionContext)
        for relationship in entity.relationships {
            var arguments = [SwiftLiterals.string(relationship.name)]
            if relationship.isToMany { arguments.append("isToMany: true") }
            if relationship.isOrdered { arguments.append("isOrdered: true") }
            if relationship.isOptional { arguments.append("isOptional: true") }
            if let minCount = relationship.minCount, minCount != 0 { arguments.append("minCount: \(minCount)") }
            if let maxCount = relationship.maxCount, maxCount != 0 { arguments.append("maxCount: \(maxCount)") }
            if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)DeleteRule") }
            if let userInfo = userInfoLiteral(relationship.userInfo) { arguments.append("userInfo: \(userInfo)") }
            properties.append(PropertyDescriptionContext(factory: "relationship", arguments: arguments.joined(separator: ", ")))
        }
        var entityArguments = "\(SwiftLiterals.string(entity.name)), class: \(entity.className).self"
        if entity.isAbstract { entityArguments += ", isAbstract: true" }
        return EntityDescriptionContext(
            variable: variable,
            functionName: "make\(entity.name)Entity",
            entityArguments: entityArguments,
            properties: properties,
            userInfo: userInfoLiteral(entity.userInfo))
    }

    static func attributeDescriptionContext(_ attribute: Attribute) -> PropertyDescriptionContext {
        var arguments = [SwiftLiterals.string(attribute.name), "type: .\(attributeTypeCase(attribute.type))"]
        if attribute.isOptional { arguments.append("isOptional: true") }
        if let value = attribute.defaultValue { arguments.append("defaultValue: \(objectExpression(for: value, of: attribute.type))") }
        if attribute.isTransient { arguments.append("isTransient: true") }
        if attribute.allowsExternalStorage { arguments.append("allowsExternalBinaryDataStorage: true") }
        if attribute.type == .transformable {
            // Without a transformer name Core Data falls back to the insecure NSKeyedUnarchiveFromData
            // and logs a warning, so the secure transformer is the default.
            let transformer = attribute.valueTransformer ?? "NSSecureUnarchiveFromDataTransformer"
            arguments.append("valueTransformerName: \(SwiftLiterals.string(transformer))")
            if let className = objectiveCClassName(ofCustomClass: attribute.customClass) {
                arguments.append("valueClassName: \(SwiftLiterals.string(className))")
            }
        }
        if let userInfo = userInfoLiteral(attribute.userInfo) { arguments.append("userInfo: \(userInfo)") }
        return PropertyDescriptionContext(factory: "attribute", arguments: arguments.joined(separator: ", "))
    }

    /// The `NSAttributeType` case of an attribute type.
    static func attributeTypeCase(_ type: AttributeType) -> String {
        switch type {
        case .string: "stringAttributeType"
        case .boolean: "booleanAttributeType"
        case .integer16: "integer16AttributeType"
        case .integer32: "integer32AttributeType"
        case .integer64: "integer64AttributeType"
        case .float: "floatAttributeType"
        case .double: "doubleAttributeType"
        case .decimal: "decimalAttributeType"
        case .date: "dateAttributeType"
        case .binary: "binaryDataAttributeType"
        case .uuid: "UUIDAttributeType"
        case .uri: "URIAttributeType"
        case .transformable: "transformableAttributeType"
        }
    }

    /// A default value as an expression for `NSAttributeDescription.defaultValue` (`Any?`): numbers
    /// carry their exact type, so that they bridge to an `NSNumber` of the attribute's type.
    static func objectExpression(for value: DefaultValue, of type: AttributeType) -> String {
        switch (value, type) {
        case (.integer, .integer16), (.integer, .integer32), (.integer, .integer64), (.floatingPoint, .float):
            "\(swiftType(of: type, customClass: nil))(\(SwiftLiterals.expression(for: value)))"
        case (.integer(let number), .float), (.integer(let number), .double):
            "\(swiftType(of: type, customClass: nil))(\(number))"
        default:
            SwiftLiterals.expression(for: value)
        }
    }

    /// The Objective-C class of a transformable attribute's values, for `attributeValueClassName`:
    /// the class a plain (or module-qualified) name names, and the Foundation collection behind a
    /// Swift array, dictionary or set. `nil` for `NSObject` and for other Swift spellings.
    static func objectiveCClassName(ofCustomClass customClass: String?) -> String? {
        guard let customClass else { return nil }
        if customClass.hasPrefix("[") { return customClass.contains(":") ? "NSDictionary" : "NSArray" }
        if customClass.hasPrefix("Set<") { return "NSSet" }
        let isPlainName = customClass.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
            ReservedNames.isIdentifier(String($0))
        }
        return isPlainName ? customClass : nil
    }

    /// A user info dictionary as a Swift literal, keys in the model's order; `nil` when empty.
    static func userInfoLiteral(_ userInfo: [UserInfoEntry]) -> String? {
        guard !userInfo.isEmpty else { return nil }
        return "[" + userInfo.map { "\(SwiftLiterals.string($0.key)): \(SwiftLiterals.string($0.value))" }.joined(separator: ", ") + "]"
    }
}

/// The values of `ManagedObjectModel.swift.mustache`.
public struct ManagedObjectModelFileContext: TemplateRenderable, Sendable {
    public var fileName: String
    public var generatedMarker: String
    public var modelFileName: String
    public var access: String
    /// The enum that holds the model: `CommitsModel`.
    public var typeName: String
    /// The model's name as written in the model file, for comments.
    public var modelName: String
    /// The model's name as a Swift string literal.
    public var modelNameLiteral: String
    /// One description per entity, in declaration order.
    public var entities: [EntityDescriptionContext]
    /// Each entity that has sub-entities, with them.
    public var subentities: [SubentitiesContext]
    /// Each entity that has uniqueness constraints, with them. They are set once the hierarchy
    /// exists, as they may name inherited properties.
    public var uniquenessConstraints: [UniquenessConstraintsContext]
    /// The arguments of `connect(...)` for each relationship: its destination and inverse.
    public var connections: [ArgumentsContext]
    /// Each entity that has fetch indexes, with them.
    public var fetchIndexes: [EntityIndexesContext]
    public var fetchRequestTemplates: [FetchRequestTemplateContext]

    public var templateValue: TemplateValue {
        .object([
            "fileName": .text(fileName),
            "generatedMarker": .text(generatedMarker),
            "modelFileName": .text(modelFileName),
            "access": .text(access),
            "typeName": .text(typeName),
            "modelName": .text(modelName),
            "modelNameLiteral": .text(modelNameLiteral),
            "entities": .list(entities.map(\.templateValue)),
            "subentities": .list(subentities.map(\.templateValue)),
            "hasSubentities": .flag(!subentities.isEmpty),
            "uniquenessConstraints": .list(uniquenessConstraints.map(\.templateValue)),
            "hasUniquenessConstraints": .flag(!uniquenessConstraints.isEmpty),
            "connections": .list(connections.map(\.templateValue)),
            "hasConnections": .flag(!connections.isEmpty),
            "fetchIndexes": .list(fetchIndexes.map(\.templateValue)),
            "hasFetchIndexes": .flag(!fetchIndexes.isEmpty),
            "fetchRequestTemplates": .list(fetchRequestTemplates.map(\.templateValue)),
            "hasFetchRequestTemplates": .flag(!fetchRequestTemplates.isEmpty),
        ])
    }
}

/// One entity's description: made by its own function, with its own properties.
public struct EntityDescriptionContext: TemplateRenderable, Sendable {
    /// The local variable that holds the description: `commitEntity`.
    public var variable: String
    /// The function that makes the description: `makeCommitEntity`.
    public var functionName: String
    /// The arguments of `entityDescription(...)`: name, class, and whether it is abstract.
    public var entityArguments: String
    /// The entity's own attributes, then its own relationships, in declaration order.
    public var properties: [PropertyDescriptionContext]
    /// The user info as a Swift dictionary literal; `nil` when empty.
    public var userInfo: String?

    public var templateValue: TemplateValue {
        .object([
            "variable": .text(variable),
            "functionName": .text(functionName),
            "entityArguments": .text(entityArguments),
            "properties": .list(properties.map(\.templateValue)),
            "hasProperties": .flag(!properties.isEmpty),
            "userInfo": userInfo.map(TemplateValue.text) ?? .flag(false),
        ])
    }
}

/// A call that makes one attribute or relationship description.
public struct PropertyDescriptionContext: TemplateRenderable, Sendable {
    /// `attribute` or `relationship`.
    public var factory: String
    public var arguments: String

    public var templateValue: TemplateValue {
        .object(["factory": .text(factory), "arguments": .text(arguments)])
    }
}

public struct SubentitiesContext: TemplateRenderable, Sendable {
    public var variable: String
    /// The sub-entities' variables, separated by commas.
    public var subentities: String

    public var templateValue: TemplateValue {
        .object(["variable": .text(variable), "subentities": .text(subentities)])
    }
}

public struct UniquenessConstraintsContext: TemplateRenderable, Sendable {
    public var variable: String
    /// The constraints as a Swift array literal: `[["sha"]]`.
    public var constraints: String

    public var templateValue: TemplateValue {
        .object(["variable": .text(variable), "constraints": .text(constraints)])
    }
}

public struct EntityIndexesContext: TemplateRenderable, Sendable {
    public var variable: String
    /// The arguments of `fetchIndex(...)` for each index.
    public var indexes: [ArgumentsContext]

    public var templateValue: TemplateValue {
        .object(["variable": .text(variable), "indexes": .list(indexes.map(\.templateValue))])
    }
}

public struct FetchRequestTemplateContext: TemplateRenderable, Sendable {
    /// The arguments of `fetchRequest(...)`.
    public var arguments: String
    /// The template's name in the model, as a Swift string literal.
    public var nameLiteral: String

    public var templateValue: TemplateValue {
        .object(["arguments": .text(arguments), "nameLiteral": .text(nameLiteral)])
    }
}

/// The arguments of one call, already written out.
public struct ArgumentsContext: TemplateRenderable, Sendable {
    public var arguments: String

    public var templateValue: TemplateValue {
        .object(["arguments": .text(arguments)])
    }
}
