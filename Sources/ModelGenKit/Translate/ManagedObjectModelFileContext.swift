/// The values of `ManagedObjectModel.swift.mustache`: the model's descriptions as data (names,
/// flags, counts, values as Swift literals), which the template spells as calls to the helpers it
/// declares.
struct ManagedObjectModelFileContext: TemplateRenderable, Sendable {
    var fileName: String
    var generatedMarker: String
    var modelFileName: String
    var access: String
    /// The enum that holds the model: `CommitsModel`.
    var typeName: String
    /// The model's name as written in the model file, for comments.
    var modelName: String
    /// The model's name as a Swift string literal.
    var modelNameLiteral: String
    /// The current version's build, whose names are also the context's own (as before versions).
    var current: ModelBuild
    /// The builds of the shipped versions that differ from the current one, oldest first.
    var shippedBuilds: [ModelBuild]
    /// Versions and migration; `nil` when the model has no shipped versions.
    var migration: Migration?
    /// The current version's configurations, each a case of the generated `Configuration` enum
    /// and a store of the container.
    var storeConfigurations: [StoreConfiguration] = []
    /// Whether a store syncs with CloudKit: the container is an `NSPersistentCloudKitContainer`.
    var usesCloudKit = false
    /// The model's CloudKit container identifier as a Swift string literal, the factory's default.
    var cloudKitContainerIdentifierLiteral: String?
    /// Whether a synced store uses a database other than the private one, or has a store of the
    /// shared database beside it, so that the factory sets each synced store's `databaseScope` (and
    /// the file imports CloudKit).
    var setsCloudKitDatabase = false
    /// Whether a synced store has a store of the shared database beside it: the factory adds it,
    /// and the file declares `persistentStore(for:…in:)` to find either.
    var usesCloudKitSharing = false
    /// The `CKDatabase.Scope` case (`public`) of the whole model's store, when it syncs.
    var cloudKitDatabaseScope = CloudKitDatabase.private.rawValue

    /// Every version's build, oldest first, the current one last.
    var builds: [ModelBuild] { shippedBuilds + [current] }

    /// Every attribute description of every version, composites' elements included.
    private var attributes: [AttributeDescription] {
        builds.flatMap { $0.entities.flatMap(\.attributes) + $0.composites.flatMap(\.elements) }
    }

    /// Whether a version has composite attributes, which Core Data has from macOS 14 and iOS 17
    /// on: the model's type is then available from those versions only.
    var usesCompositeAttributes: Bool {
        builds.contains { !$0.composites.isEmpty }
    }

    var templateValue: TemplateValue {
        // Each built once: the current version's object is both a model version and the file's own
        // members, and a model's attributes are many.
        let currentObject = current.templateObject
        let attributes = attributes
        let own: TemplateObject = [
            "fileName": .text(fileName),
            "generatedMarker": .text(generatedMarker),
            "modelFileName": .text(modelFileName),
            "access": .text(access),
            "typeName": .text(typeName),
            "modelName": .text(modelName),
            "modelNameLiteral": .text(modelNameLiteral),
            "modelVersions": .list(shippedBuilds.map(\.templateValue) + [.object(currentObject)]),
            "hasShippedVersions": .flag(migration != nil),
            "hasConfigurations": .flag(!storeConfigurations.isEmpty),
            "storeConfigurations": .list(storeConfigurations.map(\.templateValue)),
            "usesCloudKit": .flag(usesCloudKit),
            "cloudKitContainerIdentifierLiteral": .text(orFalse: cloudKitContainerIdentifierLiteral),
            "setsCloudKitDatabase": .flag(setsCloudKitDatabase),
            "usesCloudKitSharing": .flag(usesCloudKitSharing),
            "cloudKitDatabaseScope": .text(cloudKitDatabaseScope),
            "containerClass": .text(usesCloudKit ? "NSPersistentCloudKitContainer" : "NSPersistentContainer"),
            // Whether any version needs the helpers for relationships and indexes.
            "usesConnections": .flag(builds.contains { !$0.connections.isEmpty }),
            "usesFetchIndexes": .flag(builds.contains { !$0.fetchIndexes.isEmpty }),
            // Whether any attribute or relationship needs each optional parameter of the helpers.
            "usesValidationRules": .flag(attributes.contains { !$0.validationRules.isEmpty }),
            // The functions of one attribute type that some attribute is made with, by name.
            "typedAttributeFunctions": .list(
                Set(attributes.compactMap(\.typedFunction)).sorted { $0.functionName < $1.functionName }.map(
                    \.templateValue)),
            "usesSpotlightIndexing": .flag(attributes.contains(where: \.isIndexedBySpotlight)),
            "usesHistoryPreservation": .flag(attributes.contains(where: \.preservesValueInHistoryOnDeletion)),
            "usesCloudEncryption": .flag(attributes.contains(where: \.allowsCloudEncryption)),
            "usesDerivedAttributes": .flag(attributes.contains { $0.derivationLiteral != nil }),
            "usesCompositeAttributes": .flag(usesCompositeAttributes),
            // Whether the attribute helper makes a subclass of NSAttributeDescription for some.
            "makesAttributeSubclasses": .flag(
                usesCompositeAttributes || attributes.contains { $0.derivationLiteral != nil }),
            "usesFetchedProperties": .flag(builds.contains { !$0.fetchedPropertyEntities.isEmpty }),
            "usesTransientRelationships": .flag(
                builds.contains { $0.entities.contains { $0.relationships.contains(where: \.isTransient) } }),
        ]
        return .object(own.merging(currentObject).merging(migration?.templateObject ?? Migration.absent))
    }

    /// The function that builds one version's `NSManagedObjectModel`, and what it builds.
    struct ModelBuild: TemplateRenderable, Sendable {
        /// `makeManagedObjectModel` for the current version, `makeVersion1Model` for a shipped one.
        var functionName: String
        /// Whether this is the current version, whose entities have the generated classes. A shipped
        /// version's entities are plain `NSManagedObject`s.
        var isCurrent: Bool
        /// The version's number; `nil` when the model has no shipped versions.
        var versionNumber: Int?
        /// The version's own identifier, when the model declares one.
        var versionIdentifier: String? = nil
        /// The strings table that the current version's `localizationDictionary` comes from, as a
        /// Swift string literal; shipped versions have none (they are only migrated).
        var localizationTableLiteral: String? = nil
        /// The bundle that holds the table: `main` or `module` (`Bundle.main`, `Bundle.module`).
        var localizationBundle = LocalizationBundle.main.rawValue
        /// The version's `versionIdentifiers` as a Swift string literal: the model's own identifier,
        /// or else its number.
        var versionIdentifierLiteral: String? {
            (versionIdentifier ?? versionNumber.map(String.init)).map(SwiftLiterals.string)
        }
        /// The file the version comes from: `Commits.versions/1.datamodel.json`.
        var sourceFileName: String
        /// One description per entity, in declaration order.
        var entities: [EntityDescription]
        /// Each entity that has sub-entities, with them.
        var hierarchies: [Hierarchy]
        /// Each entity that has uniqueness constraints, with them. They are set once the hierarchy
        /// exists, as they may name inherited properties.
        var uniquenessConstraints: [UniquenessConstraints]
        /// Each relationship's destination and inverse, set once every entity exists.
        var connections: [Connection]
        /// Each entity that has fetch indexes, with them.
        var fetchIndexes: [EntityIndexes]
        /// The fetch request templates: the current version's only (migration does not use them).
        var fetchRequestTemplates: [FetchRequestTemplate]
        /// The entities of each configuration of the version.
        var configurationMembers: [ConfigurationMembers] = []
        /// Each fetched property's destination, set once every entity exists (as a `Connection`
        /// without an inverse).
        var fetchedPropertyEntities: [Connection] = []
        /// The composite types, each with the function that makes its elements.
        var composites: [CompositeDescription] = []

        var templateObject: TemplateObject {
            [
                "functionName": .text(functionName),
                "isCurrent": .flag(isCurrent),
                "versionIdentifierLiteral": .text(orFalse: versionIdentifierLiteral),
                "localizationTableLiteral": .text(orFalse: localizationTableLiteral),
                "localizationBundle": .text(localizationBundle),
                "versionNumber": .text(orFalse: versionNumber.map(String.init)),
                "sourceFileName": .text(sourceFileName),
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
                "configurationMembers": .list(configurationMembers.map(\.templateValue)),
                "hasConfigurationMembers": .flag(!configurationMembers.isEmpty),
                "fetchedPropertyEntities": .list(fetchedPropertyEntities.map(\.templateValue)),
                "hasFetchedPropertyEntities": .flag(!fetchedPropertyEntities.isEmpty),
                "composites": .list(composites.map(\.templateValue)),
            ]
        }

        var templateValue: TemplateValue { .object(templateObject) }
    }

    /// The shipped versions, the current one and the steps between them, for the container's
    /// migration.
    struct Migration: Sendable {
        /// The current version's number: `2`.
        var currentVersion: Int
        /// The versions folder, as the comments name it: `Commits.versions`.
        var versionsFolder: String
        /// The expression of each version's model, oldest first: `makeVersion1Model()`, …,
        /// `managedObjectModel`.
        var versionModels: [String]
        /// One step into each version after the first.
        var steps: [Step]

        struct Step: Sendable {
            var fromVersion: Int
            var toVersion: Int
            var willMigrate: Handler?
            var didMigrate: Handler?
            /// The method that returns the step's mapping model, when the step has one.
            var mappingModel: Handler?
        }

        /// A method of the generated `MigrationSteps` protocol, which the app implements.
        struct Handler: Sendable {
            /// `didMigrateToVersion2`.
            var methodName: String
            var documentation: [DocumentationLine]
            var fromVersion: Int
            var toVersion: Int
            /// Whether the handler runs after the step (on the new version) rather than before.
            var runsAfter: Bool
            /// Whether the method returns the step's mapping model rather than running on the store.
            var returnsMappingModel = false
            /// Whether the store it sees has the current version, whose objects are the generated
            /// classes; otherwise they are `NSManagedObject`s.
            var seesGeneratedClasses: Bool

            var templateValue: TemplateValue {
                .object([
                    "methodName": .text(methodName),
                    "documentation": .list(documentation.map(\.templateValue)),
                    "fromVersion": .text(String(fromVersion)),
                    "toVersion": .text(String(toVersion)),
                    "runsAfter": .flag(runsAfter),
                    "returnsMappingModel": .flag(returnsMappingModel),
                    "seesGeneratedClasses": .flag(seesGeneratedClasses),
                ])
            }
        }

        var handlers: [Handler] {
            steps.flatMap { [$0.willMigrate, $0.mappingModel, $0.didMigrate].compactMap { $0 } }
        }

        var templateObject: TemplateObject {
            [
                "currentVersion": .text(String(currentVersion)),
                "versionsFolder": .text(versionsFolder),
                "versionModels": .list(versionModels.map(TemplateValue.text)),
                "migrationSteps": .list(
                    steps.map { step in
                        .object([
                            "fromVersion": .text(String(step.fromVersion)),
                            "toVersion": .text(String(step.toVersion)),
                            "willMigrate": step.willMigrate?.templateValue ?? .flag(false),
                            "didMigrate": step.didMigrate?.templateValue ?? .flag(false),
                            "mappingModel": step.mappingModel?.templateValue ?? .flag(false),
                        ])
                    }),
                "migrationHandlers": .list(handlers.map(\.templateValue)),
                "hasMigrationHandlers": .flag(!handlers.isEmpty),
                "hasMappingModels": .flag(steps.contains { $0.mappingModel != nil }),
            ]
        }

        /// The names a model without shipped versions gives them, so that a template can test them.
        static let absent: TemplateObject = [
            "currentVersion": .flag(false),
            "versionsFolder": .flag(false),
            "versionModels": .list([]),
            "migrationSteps": .list([]),
            "migrationHandlers": .list([]),
            "hasMigrationHandlers": .flag(false),
            "hasMappingModels": .flag(false),
        ]
    }

    /// One entity's description: made by its own function, with its own properties.
    struct EntityDescription: TemplateRenderable, Sendable {
        /// The local variable that holds the description: `commitEntity`.
        var variable: String
        /// The function that makes the description: `makeCommitEntity`.
        var functionName: String
        /// The entity's name as a Swift string literal.
        var nameLiteral: String
        /// The entity's class, whose Objective-C name the description takes.
        var className: String
        var isAbstract: Bool
        /// The entity's own attributes, in declaration order.
        var attributes: [AttributeDescription]
        /// The entity's own relationships, in declaration order.
        var relationships: [RelationshipDescription]
        /// The entity's own fetched properties, in declaration order.
        var fetchedProperties: [FetchedPropertyDescription] = []
        /// The user info and versioning it shares with the other descriptions.
        var metadata: DescriptionMetadata

        var templateValue: TemplateValue {
            var own: TemplateObject = [
                "variable": .text(variable),
                "functionName": .text(functionName),
                "nameLiteral": .text(nameLiteral),
                "className": .text(className),
                "isAbstract": .flag(isAbstract),
                "attributes": .list(attributes.map(\.templateValue)),
                "relationships": .list(relationships.map(\.templateValue)),
                "fetchedProperties": .list(fetchedProperties.map(\.templateValue)),
                "hasProperties": .flag(!attributes.isEmpty || !relationships.isEmpty || !fetchedProperties.isEmpty),
            ]
            metadata.add(to: &own)
            return .object(own)
        }
    }

    /// An `NSAttributeDescription`.
    struct AttributeDescription: TemplateRenderable, Sendable {
        var nameLiteral: String
        /// The `NSAttributeType` case: `stringAttributeType`.
        var attributeType: String
        var isOptional: Bool
        /// The default as a Swift expression of the exact type the store keeps (`Int16(3)`), so that
        /// it bridges to the right `NSNumber`; `nil` for none.
        var defaultValue: String?
        var isTransient: Bool
        var allowsExternalBinaryDataStorage: Bool
        /// The value transformer's name as a Swift string literal, for transformable attributes.
        var valueTransformerNameLiteral: String?
        /// The Objective-C class of the values as a Swift string literal, when the model says which.
        var valueClassNameLiteral: String?
        /// The rules Core Data checks before it saves a value, in the order Xcode's inspector lists them.
        var validationRules: [ValidationRule] = []
        var isIndexedBySpotlight = false
        var preservesValueInHistoryOnDeletion = false
        var allowsCloudEncryption = false
        /// For a derived attribute: its derivation as a Swift string literal, the format of its
        /// `NSExpression`.
        var derivationLiteral: String? = nil
        /// For a composite attribute: the function that makes its elements (`makeLocationElements`).
        var elementsFunction: String? = nil
        /// The user info and versioning it shares with the other descriptions.
        var metadata: DescriptionMetadata
        /// The function of the attribute's type that makes it (`stringAttribute`), when it has
        /// nothing but a name, an optionality and a default; `nil` for the general
        /// `attribute(_:type:…)`.
        var typedFunction: TypedAttributeFunction? = nil
        /// With a `typedFunction`, the default as an expression of the attribute's own type, the
        /// function's parameter (`3`, where `defaultValue` is `Int16(3)`); `nil` for none.
        var typedDefaultValue: String? = nil

        var templateValue: TemplateValue {
            var own: TemplateObject = [
                "nameLiteral": .text(nameLiteral),
                "typedFunction": .text(orFalse: typedFunction?.functionName),
                "typedDefaultValue": .text(orFalse: typedDefaultValue),
                "attributeType": .text(attributeType),
                "isOptional": .flag(isOptional),
                "defaultValue": .text(orFalse: defaultValue),
                "isTransient": .flag(isTransient),
                "allowsExternalBinaryDataStorage": .flag(allowsExternalBinaryDataStorage),
                "valueTransformerNameLiteral": .text(orFalse: valueTransformerNameLiteral),
                "valueClassNameLiteral": .text(orFalse: valueClassNameLiteral),
                "validationRules": .list(validationRules.map(\.templateValue)),
                "hasValidationRules": .flag(!validationRules.isEmpty),
                "isIndexedBySpotlight": .flag(isIndexedBySpotlight),
                "preservesValueInHistoryOnDeletion": .flag(preservesValueInHistoryOnDeletion),
                "allowsCloudEncryption": .flag(allowsCloudEncryption),
                "derivationLiteral": .text(orFalse: derivationLiteral),
                "elementsFunction": .text(orFalse: elementsFunction),
            ]
            metadata.add(to: &own)
            return .object(own)
        }
    }

    /// A function that makes attributes of one type from a name, an optionality and a default.
    struct TypedAttributeFunction: TemplateRenderable, Sendable, Hashable {
        /// `stringAttribute`.
        var functionName: String
        /// The `NSAttributeType` case: `stringAttributeType`.
        var attributeType: String
        /// The Swift type of the default: `String`.
        var valueType: String

        var templateValue: TemplateValue {
            .object([
                "functionName": .text(functionName), "attributeType": .text(attributeType),
                "valueType": .text(valueType),
            ])
        }
    }

    /// A composite type: the function that makes its elements, anew for each attribute of the type
    /// (a property description belongs to one entity or composite).
    struct CompositeDescription: TemplateRenderable, Sendable {
        /// The composite's name, for comments.
        var name: String
        /// `makeLocationElements`; `makeVersion1LocationElements` for a shipped version.
        var functionName: String
        var elements: [AttributeDescription]

        var templateValue: TemplateValue {
            .object([
                "name": .text(name), "functionName": .text(functionName),
                "elements": .list(elements.map(\.templateValue)),
            ])
        }
    }

    /// A configuration as a case of the generated `Configuration` enum.
    struct StoreConfiguration: TemplateRenderable, Sendable {
        /// The case: `cloud` for `Cloud`, in backticks when Swift reserves it.
        var caseName: String
        /// The configuration's name as a Swift string literal, the case's raw value.
        var nameLiteral: String
        var usedWithCloudKit: Bool
        /// The `CKDatabase.Scope` case of the database its store syncs with (`private`, `public`).
        var cloudKitDatabaseScope: String
        /// Whether a store of the shared database is beside its store.
        var usesCloudKitSharing = false
        var documentation: [DocumentationLine]

        var templateValue: TemplateValue {
            .object([
                "caseName": .text(caseName), "nameLiteral": .text(nameLiteral),
                "usedWithCloudKit": .flag(usedWithCloudKit), "cloudKitDatabaseScope": .text(cloudKitDatabaseScope),
                "usesCloudKitSharing": .flag(usesCloudKitSharing),
                "documentation": .list(documentation.map(\.templateValue)),
            ])
        }
    }

    /// The entities of one configuration of a version, for `setEntities(_:forConfigurationName:)`.
    struct ConfigurationMembers: TemplateRenderable, Sendable {
        var nameLiteral: String
        /// The variables that hold the entities' descriptions.
        var entityVariables: [String]

        var templateValue: TemplateValue {
            .object(["nameLiteral": .text(nameLiteral), "entityVariables": .list(entityVariables.map { .text($0) })])
        }
    }

    /// A case of the generated `ValidationRule` enum: `minimum(Int16(0))`, `maxLength(280)`.
    struct ValidationRule: TemplateRenderable, Sendable {
        /// `minimum`, `maximum`, `earliest`, `latest`, `minLength`, `maxLength` or `regularExpression`.
        var caseName: String
        /// The bound, length or pattern as a Swift expression of the attribute's type.
        var value: String

        var templateValue: TemplateValue {
            .object(["caseName": .text(caseName), "value": .text(value)])
        }
    }

    /// An `NSRelationshipDescription`, without its destination and inverse (see `Connection`).
    struct RelationshipDescription: TemplateRenderable, Sendable {
        var nameLiteral: String
        var isToMany: Bool
        var isOrdered: Bool
        var isOptional: Bool
        /// A to-many relationship's counts, when not 0 (no limit).
        var minCount: Int?
        var maxCount: Int?
        /// The `NSDeleteRule` case, `cascadeDeleteRule`; `nil` for Core Data's default, nullify.
        var deleteRule: String?
        /// Whether Core Data keeps the relationship in memory only.
        var isTransient = false
        /// The user info and versioning it shares with the other descriptions.
        var metadata: DescriptionMetadata

        var templateValue: TemplateValue {
            var own: TemplateObject = [
                "nameLiteral": .text(nameLiteral),
                "isToMany": .flag(isToMany),
                "isOrdered": .flag(isOrdered),
                "isOptional": .flag(isOptional),
                "minCount": .text(orFalse: minCount.map(String.init)),
                "maxCount": .text(orFalse: maxCount.map(String.init)),
                "deleteRule": .text(orFalse: deleteRule),
                "isTransient": .flag(isTransient),
            ]
            metadata.add(to: &own)
            return .object(own)
        }
    }

    /// An `NSFetchedPropertyDescription`, without the entity it fetches from (see
    /// `ModelBuild.fetchedPropertyEntities`).
    struct FetchedPropertyDescription: TemplateRenderable, Sendable {
        var nameLiteral: String
        /// The predicate's format as a Swift string literal; `nil` to fetch every object.
        var predicateLiteral: String?
        /// The user info and versioning it shares with the other descriptions.
        var metadata: DescriptionMetadata

        var templateValue: TemplateValue {
            var own: TemplateObject = [
                "nameLiteral": .text(nameLiteral),
                "predicateLiteral": .text(orFalse: predicateLiteral),
            ]
            metadata.add(to: &own)
            return .object(own)
        }
    }

    /// What entity, attribute and relationship descriptions all carry: user info and versioning.
    struct DescriptionMetadata: Sendable {
        var userInfo: [UserInfoLiteral]
        /// `renamedFrom` as a Swift string literal, for `renamingIdentifier`; `nil` for none.
        var renamingIdentifierLiteral: String?
        /// The `versionHashModifier` as a Swift string literal; `nil` for none.
        var versionHashModifierLiteral: String?

        /// Adds the names each description has besides its own to `object`, in place (most
        /// descriptions are attributes, and a model has thousands).
        func add(to object: inout TemplateObject) {
            object.reserveCapacity(object.count + 4)
            object.append("userInfo", .list(userInfo.map(\.templateValue)))
            object.append("hasUserInfo", .flag(!userInfo.isEmpty))
            object.append("renamingIdentifierLiteral", .text(orFalse: renamingIdentifierLiteral))
            object.append("versionHashModifierLiteral", .text(orFalse: versionHashModifierLiteral))
        }
    }

    /// One entry of a user info dictionary, in the model's order.
    struct UserInfoLiteral: TemplateRenderable, Sendable {
        var keyLiteral: String
        var valueLiteral: String

        var templateValue: TemplateValue {
            .object(["keyLiteral": .text(keyLiteral), "valueLiteral": .text(valueLiteral)])
        }
    }

    /// An entity and the variables of its sub-entities.
    struct Hierarchy: TemplateRenderable, Sendable {
        var variable: String
        var subentityVariables: [String]

        var templateValue: TemplateValue {
            .object([
                "variable": .text(variable), "subentityVariables": .list(subentityVariables.map(TemplateValue.text)),
            ])
        }
    }

    /// An entity's uniqueness constraints: each a list of property names as Swift string literals.
    struct UniquenessConstraints: TemplateRenderable, Sendable {
        var variable: String
        var constraints: [[String]]

        var templateValue: TemplateValue {
            .object([
                "variable": .text(variable),
                "constraints": .list(
                    constraints.map { .object(["propertyNameLiterals": .list($0.map(TemplateValue.text))]) }),
            ])
        }
    }

    /// A relationship's destination and inverse: the relationship `inverse.nameLiteral` that the
    /// entity in `inverse.variable` declares.
    struct Connection: TemplateRenderable, Sendable {
        var nameLiteral: String
        /// The variable of the entity that declares the relationship.
        var variable: String
        var destinationVariable: String
        var inverse: Inverse?

        struct Inverse: Sendable {
            var nameLiteral: String
            var variable: String
        }

        var templateValue: TemplateValue {
            .object([
                "nameLiteral": .text(nameLiteral),
                "variable": .text(variable),
                "destinationVariable": .text(destinationVariable),
                "inverse": inverse.map {
                    .object(["nameLiteral": .text($0.nameLiteral), "variable": .text($0.variable)])
                }
                    ?? .flag(false),
            ])
        }
    }

    /// An entity's fetch indexes.
    struct EntityIndexes: TemplateRenderable, Sendable {
        var variable: String
        var indexes: [Index]

        struct Index: Sendable {
            var nameLiteral: String
            var elements: [Element]
        }

        struct Element: Sendable {
            var propertyNameLiteral: String
            var isAscending: Bool
        }

        var templateValue: TemplateValue {
            .object([
                "variable": .text(variable),
                "indexes": .list(
                    indexes.map { index in
                        .object([
                            "nameLiteral": .text(index.nameLiteral),
                            "elements": .list(
                                index.elements.map {
                                    .object([
                                        "propertyNameLiteral": .text($0.propertyNameLiteral),
                                        "isAscending": .flag($0.isAscending),
                                    ])
                                }),
                        ])
                    }),
            ])
        }
    }

    /// A fetch request template the model keeps under a name.
    struct FetchRequestTemplate: TemplateRenderable, Sendable {
        /// The template's name in the model, `"Commit.byAuthor"`, as a Swift string literal.
        var nameLiteral: String
        /// The variable of the entity the request fetches.
        var variable: String
        /// The predicate's format as a Swift string literal; `nil` without a predicate.
        var predicateLiteral: String?
        var sortDescriptors: [SortDescriptorContext]
        var fetchLimit: Int?
        var settings: [FetchRequestSettingContext]

        var templateValue: TemplateValue {
            .object([
                "nameLiteral": .text(nameLiteral),
                "variable": .text(variable),
                "predicateLiteral": .text(orFalse: predicateLiteral),
                "sortDescriptors": .list(sortDescriptors.map(\.templateValue)),
                "hasSortDescriptors": .flag(!sortDescriptors.isEmpty),
                "fetchLimit": .text(orFalse: fetchLimit.map(String.init)),
                "settings": .list(settings.map(\.templateValue)),
            ])
        }
    }
}
