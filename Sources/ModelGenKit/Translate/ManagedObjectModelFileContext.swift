/// The values of `ManagedObjectModel.swift.mustache`: the model's descriptions as data (names,
/// flags, counts, values as Swift literals), which the template spells as calls to the helpers it
/// declares.
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
    public var entities: [EntityDescription]
    /// Each entity that has sub-entities, with them.
    public var hierarchies: [Hierarchy]
    /// Each entity that has uniqueness constraints, with them. They are set once the hierarchy
    /// exists, as they may name inherited properties.
    public var uniquenessConstraints: [UniquenessConstraints]
    /// Each relationship's destination and inverse, set once every entity exists.
    public var connections: [Connection]
    /// Each entity that has fetch indexes, with them.
    public var fetchIndexes: [EntityIndexes]
    public var fetchRequestTemplates: [FetchRequestTemplate]

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
            "hierarchies": .list(hierarchies.map(\.templateValue)),
            "hasHierarchies": .flag(!hierarchies.isEmpty),
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

    /// One entity's description: made by its own function, with its own properties.
    public struct EntityDescription: TemplateRenderable, Sendable {
        /// The local variable that holds the description: `commitEntity`.
        public var variable: String
        /// The function that makes the description: `makeCommitEntity`.
        public var functionName: String
        /// The entity's name as a Swift string literal.
        public var nameLiteral: String
        /// The entity's class, whose Objective-C name the description takes.
        public var className: String
        public var isAbstract: Bool
        /// The entity's own attributes, in declaration order.
        public var attributes: [AttributeDescription]
        /// The entity's own relationships, in declaration order.
        public var relationships: [RelationshipDescription]
        public var userInfo: [UserInfoLiteral]

        public var templateValue: TemplateValue {
            .object([
                "variable": .text(variable),
                "functionName": .text(functionName),
                "nameLiteral": .text(nameLiteral),
                "className": .text(className),
                "isAbstract": .flag(isAbstract),
                "attributes": .list(attributes.map(\.templateValue)),
                "relationships": .list(relationships.map(\.templateValue)),
                "hasProperties": .flag(!attributes.isEmpty || !relationships.isEmpty),
                "userInfo": .list(userInfo.map(\.templateValue)),
                "hasUserInfo": .flag(!userInfo.isEmpty),
            ])
        }
    }

    /// An `NSAttributeDescription`.
    public struct AttributeDescription: TemplateRenderable, Sendable {
        public var nameLiteral: String
        /// The `NSAttributeType` case: `stringAttributeType`.
        public var attributeType: String
        public var isOptional: Bool
        /// The default as a Swift expression of the exact type the store keeps (`Int16(3)`), so that
        /// it bridges to the right `NSNumber`; `nil` for none.
        public var defaultValue: String?
        public var isTransient: Bool
        public var allowsExternalBinaryDataStorage: Bool
        /// The value transformer's name as a Swift string literal, for transformable attributes.
        public var valueTransformerNameLiteral: String?
        /// The Objective-C class of the values as a Swift string literal, when the model says which.
        public var valueClassNameLiteral: String?
        public var userInfo: [UserInfoLiteral]

        public var templateValue: TemplateValue {
            .object([
                "nameLiteral": .text(nameLiteral),
                "attributeType": .text(attributeType),
                "isOptional": .flag(isOptional),
                "defaultValue": .text(orFalse: defaultValue),
                "isTransient": .flag(isTransient),
                "allowsExternalBinaryDataStorage": .flag(allowsExternalBinaryDataStorage),
                "valueTransformerNameLiteral": .text(orFalse: valueTransformerNameLiteral),
                "valueClassNameLiteral": .text(orFalse: valueClassNameLiteral),
                "userInfo": .list(userInfo.map(\.templateValue)),
                "hasUserInfo": .flag(!userInfo.isEmpty),
            ])
        }
    }

    /// An `NSRelationshipDescription`, without its destination and inverse (see `Connection`).
    public struct RelationshipDescription: TemplateRenderable, Sendable {
        public var nameLiteral: String
        public var isToMany: Bool
        public var isOrdered: Bool
        public var isOptional: Bool
        /// A to-many relationship's counts, when not 0 (no limit).
        public var minCount: Int?
        public var maxCount: Int?
        /// The `NSDeleteRule` case, `cascadeDeleteRule`; `nil` for Core Data's default, nullify.
        public var deleteRule: String?
        public var userInfo: [UserInfoLiteral]

        public var templateValue: TemplateValue {
            .object([
                "nameLiteral": .text(nameLiteral),
                "isToMany": .flag(isToMany),
                "isOrdered": .flag(isOrdered),
                "isOptional": .flag(isOptional),
                "minCount": .text(orFalse: minCount.map(String.init)),
                "maxCount": .text(orFalse: maxCount.map(String.init)),
                "deleteRule": .text(orFalse: deleteRule),
                "userInfo": .list(userInfo.map(\.templateValue)),
                "hasUserInfo": .flag(!userInfo.isEmpty),
            ])
        }
    }

    /// One entry of a user info dictionary, in the model's order.
    public struct UserInfoLiteral: TemplateRenderable, Sendable {
        public var keyLiteral: String
        public var valueLiteral: String

        public var templateValue: TemplateValue {
            .object(["keyLiteral": .text(keyLiteral), "valueLiteral": .text(valueLiteral)])
        }
    }

    /// An entity and the variables of its sub-entities.
    public struct Hierarchy: TemplateRenderable, Sendable {
        public var variable: String
        public var subentityVariables: [String]

        public var templateValue: TemplateValue {
            .object(["variable": .text(variable), "subentityVariables": .list(subentityVariables.map(TemplateValue.text))])
        }
    }

    /// An entity's uniqueness constraints: each a list of property names as Swift string literals.
    public struct UniquenessConstraints: TemplateRenderable, Sendable {
        public var variable: String
        public var constraints: [[String]]

        public var templateValue: TemplateValue {
            .object([
                "variable": .text(variable),
                "constraints": .list(
                    constraints.map { .object(["propertyNameLiterals": .list($0.map(TemplateValue.text))]) }),
            ])
        }
    }

    /// A relationship's destination and inverse: the relationship `inverse.nameLiteral` that the
    /// entity in `inverse.variable` declares.
    public struct Connection: TemplateRenderable, Sendable {
        public var nameLiteral: String
        /// The variable of the entity that declares the relationship.
        public var variable: String
        public var destinationVariable: String
        public var inverse: Inverse?

        public struct Inverse: Sendable {
            public var nameLiteral: String
            public var variable: String
        }

        public var templateValue: TemplateValue {
            .object([
                "nameLiteral": .text(nameLiteral),
                "variable": .text(variable),
                "destinationVariable": .text(destinationVariable),
                "inverse": inverse.map { .object(["nameLiteral": .text($0.nameLiteral), "variable": .text($0.variable)]) }
                    ?? .flag(false),
            ])
        }
    }

    /// An entity's fetch indexes.
    public struct EntityIndexes: TemplateRenderable, Sendable {
        public var variable: String
        public var indexes: [Index]

        public struct Index: Sendable {
            public var nameLiteral: String
            public var elements: [Element]
        }

        public struct Element: Sendable {
            public var propertyNameLiteral: String
            public var isAscending: Bool
        }

        public var templateValue: TemplateValue {
            .object([
                "variable": .text(variable),
                "indexes": .list(
                    indexes.map { index in
                        .object([
                            "nameLiteral": .text(index.nameLiteral),
                            "elements": .list(
                                index.elements.map {
                                    .object(["propertyNameLiteral": .text($0.propertyNameLiteral), "isAscending": .flag($0.isAscending)])
                                }),
                        ])
                    }),
            ])
        }
    }

    /// A fetch request template the model keeps under a name.
    public struct FetchRequestTemplate: TemplateRenderable, Sendable {
        /// The template's name in the model, `"Commit.byAuthor"`, as a Swift string literal.
        public var nameLiteral: String
        /// The variable of the entity the request fetches.
        public var variable: String
        /// The predicate's format as a Swift string literal; `nil` without a predicate.
        public var predicateLiteral: String?
        public var sortDescriptors: [SortDescriptor]
        public var fetchLimit: Int?

        public struct SortDescriptor: Sendable {
            public var keyLiteral: String
            public var isAscending: Bool
        }

        public var templateValue: TemplateValue {
            .object([
                "nameLiteral": .text(nameLiteral),
                "variable": .text(variable),
                "predicateLiteral": .text(orFalse: predicateLiteral),
                "sortDescriptors": .list(
                    sortDescriptors.map { .object(["keyLiteral": .text($0.keyLiteral), "isAscending": .flag($0.isAscending)]) }),
                "hasSortDescriptors": .flag(!sortDescriptors.isEmpty),
                "fetchLimit": .text(orFalse: fetchLimit.map(String.init)),
            ])
        }
    }
}

extension TemplateValue {
    /// Text, or the flag false when there is none: a template tests it with `{{#name}}…{{/name}}`
    /// and prints it inside with `{{.}}`.
    static func text(orFalse text: String?) -> TemplateValue {
        text.map(TemplateValue.text) ?? .flag(false)
    }
}
