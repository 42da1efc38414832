/// The values of `ManagedObjectModel.swift.mustache`: the model's descriptions as data (names,
/// flags, counts, values as Swift literals), which the template spells as calls to the helpers it
/// declares.
struct ManagedObjectModelFileContext: Sendable {
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
    /// The model's actors; `nil` where `"omit"` leaves them out.
    var modelActor: ModelActorNames?

    /// The sections of the support file that the built-in template's rendering of this context
    /// calls: the building blocks; the migration, validation rules, derived and composite
    /// attributes' descriptions, attribute functions by type, fetched properties and localization
    /// dictionary of a model that has shipped versions, such attributes, fetched properties or a
    /// strings table; the model actors' protocols and the predicates they fetch by, unless they are
    /// left out. A model that uses none of them does not compile them (issue 49).
    var supportSections: SupportFileSections {
        var sections: SupportFileSections = .modelBuilding
        if migration != nil { sections.insert(.migration) }
        let builds = [current] + shippedBuilds
        // The attributes made by calls (not table rows), of entities and of composites.
        let calledAttributes = builds.flatMap { build in
            build.entities.flatMap { entity in entity.propertyList.compactMap(\.attribute) }
                + build.composites.flatMap(\.elements)
        }
        for attribute in calledAttributes {
            if attribute.typedFunction != nil { sections.insert(.attributesByType) }
            if !attribute.validationRules.isEmpty { sections.insert(.validationRules) }
            if attribute.derivationLiteral != nil || attribute.elementsFunction != nil {
                sections.insert(.derivedAndCompositeAttributes)
            }
        }
        if builds.contains(where: { build in build.entities.contains { !$0.fetchedProperties.isEmpty } }) {
            sections.insert(.fetchedProperties)
        }
        if builds.contains(where: { $0.localizationTableLiteral != nil }) { sections.insert(.localization) }
        if modelActor != nil { sections.formUnion([.modelActors, .predicates]) }
        return sections
    }

    /// The names of a model's actors: the actor on a background context (`CommitsModelActor`) and
    /// its main-actor form on the view context (`CommitsMainModelActor`). Their operations are the
    /// support file's (`ModelGenSupport.ModelActor`), the same for every model.
    struct ModelActorNames: TemplateRecord, Sendable, Equatable {
        var actorName: String
        var mainActorName: String

        init(modelTypeName: String) {
            actorName = ReservedNames.modelActorName(forModelTypeName: modelTypeName)
            mainActorName = ReservedNames.mainModelActorName(forModelTypeName: modelTypeName)
        }

        static let templateMembers: TemplateMembers<Self> = [
            "actorName": { .text($0.actorName) },
            "mainActorName": { .text($0.mainActorName) },
        ]
    }

    /// Every version's build, oldest first, the current one last.
    var builds: [ModelBuild] { shippedBuilds + [current] }

    /// Whether a version has composite attributes, which Core Data has from macOS 14 and iOS 17
    /// on: the model's type is then available from those versions only.
    var usesCompositeAttributes: Bool {
        builds.contains { !$0.composites.isEmpty }
    }

    /// The systems from which the model's type is available, where Core Data has what it needs only
    /// from some version on; `nil` where every supported system has it (macOS 10.15, iOS 13, tvOS 13,
    /// watchOS 6). Code that uses the type on earlier systems fails to compile at its own use, with
    /// the version in the message, as with Apple's own API.
    var availability: Availability? {
        if usesCompositeAttributes { return .compositeAttributes }
        if migration != nil { return .typedStoreAPI }
        if setsCloudKitDatabase { return .cloudKitDatabaseScope }
        return nil
    }

    /// An `@available` attribute's systems, and why.
    struct Availability: TemplateRecord, Sendable, Equatable {
        var macOS: Int
        var iOS: Int
        var tvOS: Int
        var watchOS: Int
        /// What Core Data has from those versions on, after "where".
        var reason: String

        /// `NSCompositeAttributeDescription`.
        static let compositeAttributes = Availability(
            macOS: 14, iOS: 17, tvOS: 17, watchOS: 10, reason: "Core Data has composite attributes")
        /// Core Data's typed store API (`NSPersistentStore.StoreType`, `metadataForPersistentStore(type:at:)`),
        /// which the migration of a model with shipped versions uses (Apple's iOS 17.4 SDK: "only
        /// available in iOS 15.0 or newer").
        static let typedStoreAPI = Availability(
            macOS: 12, iOS: 15, tvOS: 15, watchOS: 8,
            reason: "Core Data has the typed store API that its migration uses")
        /// `NSPersistentCloudKitContainerOptions.databaseScope`, which a store of CloudKit's public or
        /// shared database sets (Apple's iOS 17.4 SDK: "only available in iOS 14.0 or newer").
        static let cloudKitDatabaseScope = Availability(
            macOS: 11, iOS: 14, tvOS: 14, watchOS: 7,
            reason: "Core Data syncs with CloudKit's public and shared databases (`databaseScope`)")

        static let templateMembers: TemplateMembers<Self> = [
            "arguments": { .text("macOS \($0.macOS), iOS \($0.iOS), tvOS \($0.tvOS), watchOS \($0.watchOS), *") },
            "summary": { .text("macOS \($0.macOS) and iOS \($0.iOS)") },
            "reason": { .text($0.reason) },
        ]
    }

    var templateValue: TemplateValue { Root(self).templateValue }

    /// The file's own names, and migration's, which a model without shipped versions gives as
    /// false or empty, so that a template can test them.
    private static let ownTemplateMembers: TemplateMembers<Self> = [
        "fileName": { .text($0.fileName) },
        "generatedMarker": { .text($0.generatedMarker) },
        "modelFileName": { .text($0.modelFileName) },
        "access": { .text($0.access) },
        "typeName": { .text($0.typeName) },
        "modelName": { .text($0.modelName) },
        "modelNameLiteral": { .text($0.modelNameLiteral) },
        "availability": { .record(orFalse: $0.availability) },
        "hasShippedVersions": { .flag($0.migration != nil) },
        "hasConfigurations": { .flag(!$0.storeConfigurations.isEmpty) },
        "storeConfigurations": { .records($0.storeConfigurations) },
        "usesCloudKit": { .flag($0.usesCloudKit) },
        "cloudKitContainerIdentifierLiteral": { .text(orFalse: $0.cloudKitContainerIdentifierLiteral) },
        "setsCloudKitDatabase": { .flag($0.setsCloudKitDatabase) },
        "usesCloudKitSharing": { .flag($0.usesCloudKitSharing) },
        // The shared database syncs from macOS 12 and iOS 15 on: the factory checks that before it
        // adds its store, but for a model whose type is available only from those versions on
        // (shipped versions, composite attributes), where the check would draw a warning.
        "checksSharedStoreAvailability": { .flag($0.usesCloudKitSharing && ($0.availability?.iOS ?? 0) < 15) },
        "cloudKitDatabaseScope": { .text($0.cloudKitDatabaseScope) },
        "modelActor": { .record(orFalse: $0.modelActor) },
        "containerClass": { .text($0.usesCloudKit ? "NSPersistentCloudKitContainer" : "NSPersistentContainer") },
        "currentVersion": { .text(orFalse: $0.migration.map { String($0.currentVersion) }) },
        "versionsFolder": { .text(orFalse: $0.migration?.versionsFolder) },
        "versionModels": { .list(($0.migration?.versionModels ?? []).map(TemplateValue.text)) },
        "migrationSteps": { .records($0.migration?.steps ?? []) },
        "hasMappingModels": { .flag($0.migration?.steps.contains { $0.mappingModel != nil } ?? false) },
        "hasMigratingStore": { .flag($0.migration?.handlers.contains { $0.runsOnMigratingStore } ?? false) },
    ]

    /// What the template sees at the top: the file's own names, and those of the current version's
    /// build (as before versions). The building blocks every build calls are the support file's
    /// (`ModelGenSupport.swift`), the same for every model; which of its sections a model needs is
    /// `supportSections`, not a template value.
    private struct Root: TemplateRecord {
        var file: ManagedObjectModelFileContext
        var builds: [ModelBuild]
        var migrationHandlers: [Migration.Handler]

        init(_ file: ManagedObjectModelFileContext) {
            self.file = file
            builds = file.builds
            migrationHandlers = file.migration?.handlers ?? []
        }

        static let templateMembers = TemplateMembers<Self>([
            "modelVersions": { .records($0.builds) },
            "migrationHandlers": { .records($0.migrationHandlers) },
            "hasMigrationHandlers": { .flag(!$0.migrationHandlers.isEmpty) },
        ])
        .adding(ManagedObjectModelFileContext.ownTemplateMembers, at: \.file)
        .adding(ModelBuild.templateMembers, at: \.file.current)
    }

    /// The function that builds one version's `NSManagedObjectModel`, and what it builds.
    struct ModelBuild: TemplateRecord, Sendable {
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

        static let templateMembers: TemplateMembers<Self> = [
            "functionName": { .text($0.functionName) },
            "isCurrent": { .flag($0.isCurrent) },
            "versionIdentifierLiteral": { .text(orFalse: $0.versionIdentifierLiteral) },
            "localizationTableLiteral": { .text(orFalse: $0.localizationTableLiteral) },
            "localizationBundle": { .text($0.localizationBundle) },
            "versionNumber": { .text(orFalse: $0.versionNumber.map(String.init)) },
            "sourceFileName": { .text($0.sourceFileName) },
            "entities": { .records($0.entities) },
            "hierarchies": { .records($0.hierarchies) },
            "hasHierarchies": { .flag(!$0.hierarchies.isEmpty) },
            "uniquenessConstraints": { .records($0.uniquenessConstraints) },
            "hasUniquenessConstraints": { .flag(!$0.uniquenessConstraints.isEmpty) },
            "connections": { .records($0.connections) },
            "hasConnections": { .flag(!$0.connections.isEmpty) },
            "fetchIndexes": { .records($0.fetchIndexes) },
            "hasFetchIndexes": { .flag(!$0.fetchIndexes.isEmpty) },
            "fetchRequestTemplates": { .records($0.fetchRequestTemplates) },
            "hasFetchRequestTemplates": { .flag(!$0.fetchRequestTemplates.isEmpty) },
            "configurationMembers": { .records($0.configurationMembers) },
            "hasConfigurationMembers": { .flag(!$0.configurationMembers.isEmpty) },
            "fetchedPropertyEntities": { .records($0.fetchedPropertyEntities) },
            "hasFetchedPropertyEntities": { .flag(!$0.fetchedPropertyEntities.isEmpty) },
            "composites": { .records($0.composites) },
        ]
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

        struct Step: TemplateRecord, Sendable {
            var fromVersion: Int
            var toVersion: Int
            var willMigrate: Handler?
            var didMigrate: Handler?
            /// The method that returns the step's mapping model, when the step has one.
            var mappingModel: Handler?
            /// Whether the app deletes a store of the previous version rather than migrate it.
            var resetsStore = false

            static let templateMembers: TemplateMembers<Self> = [
                "resetsStore": { .flag($0.resetsStore) },
                "fromVersion": { .text(String($0.fromVersion)) },
                "toVersion": { .text(String($0.toVersion)) },
                "willMigrate": { .record(orFalse: $0.willMigrate) },
                "didMigrate": { .record(orFalse: $0.didMigrate) },
                "mappingModel": { .record(orFalse: $0.mappingModel) },
            ]
        }

        /// A method of the generated `MigrationSteps` protocol, which the app implements.
        struct Handler: TemplateRecord, Sendable {
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
            /// The version the store has while the handler runs: `fromVersion` before the step,
            /// `toVersion` after.
            var storeVersion: Int { runsAfter ? toVersion : fromVersion }
            /// Whether the method is given a `MigratingStore`, which offers the store's objects as
            /// `NSManagedObject`s only, rather than a context: every handler on a shipped version.
            /// Once the model changes after the current version is frozen, the handler into that
            /// version gets one too, so code that used the generated classes there stops compiling,
            /// rather than failing on the devices of users who skipped a release.
            var runsOnMigratingStore: Bool { !returnsMappingModel && !seesGeneratedClasses }

            static let templateMembers: TemplateMembers<Self> = [
                "methodName": { .text($0.methodName) },
                "documentation": { .records($0.documentation) },
                "fromVersion": { .text(String($0.fromVersion)) },
                "toVersion": { .text(String($0.toVersion)) },
                "runsAfter": { .flag($0.runsAfter) },
                "returnsMappingModel": { .flag($0.returnsMappingModel) },
                "seesGeneratedClasses": { .flag($0.seesGeneratedClasses) },
                "runsOnMigratingStore": { .flag($0.runsOnMigratingStore) },
                "storeVersion": { .text(String($0.storeVersion)) },
            ]
        }

        var handlers: [Handler] {
            steps.flatMap { [$0.willMigrate, $0.mappingModel, $0.didMigrate].compactMap { $0 } }
        }
    }

    /// One entity's description: made by its own function, with its own properties.
    struct EntityDescription: TemplateRecord, Sendable {
        /// The local variable that holds the description: `commitEntity`.
        var variable: String
        /// The function that makes the description: `makeCommitEntity`.
        var functionName: String
        /// The entity's name as a Swift string literal.
        var nameLiteral: String
        /// The entity's class, whose Objective-C name the description takes.
        var className: String
        var isAbstract: Bool
        /// The entity, whose own attributes `attributes` describes.
        let entity: Entity
        /// How the functions of the version's composites begin (`make`).
        var functionPrefix: String
        /// The entity's own relationships, in declaration order.
        var relationships: [RelationshipDescription]
        /// The entity's own fetched properties, in declaration order.
        var fetchedProperties: [FetchedPropertyDescription] = []
        /// The same properties, in the same order, as `properties(...)` takes them: tables of rows
        /// and calls.
        var propertyList: [PropertyListPart] = []
        /// The user info and versioning it shares with the other descriptions.
        var metadata: DescriptionMetadata

        /// The entity's own attributes, in declaration order, each described for a call of its own.
        /// Made when a template asks for them: the built-in template calls for the few that a row
        /// cannot describe, through `propertyList`, and describing every attribute beforehand took
        /// 5% of a run over up-to-date output.
        var attributes: [AttributeDescription] {
            entity.attributes.map { Translator.attributeDescriptionContext($0, functionPrefix: functionPrefix) }
        }

        static let templateMembers = TemplateMembers<Self>([
            "variable": { .text($0.variable) },
            "propertyList": { .records($0.propertyList) },
            "functionName": { .text($0.functionName) },
            "nameLiteral": { .text($0.nameLiteral) },
            "className": { .text($0.className) },
            "isAbstract": { .flag($0.isAbstract) },
            "attributes": { .records($0.attributes) },
            "relationships": { .records($0.relationships) },
            "fetchedProperties": { .records($0.fetchedProperties) },
            "hasProperties": {
                .flag(!$0.entity.attributes.isEmpty || !$0.relationships.isEmpty || !$0.fetchedProperties.isEmpty)
            },
        ]).adding(DescriptionMetadata.templateMembers, at: \.metadata)
    }

    /// One argument of an entity function's `properties(...)`: a table of properties, one row each
    /// (`rank: integer16? = 3`, see `PropertyRows`), or one property that a row cannot describe.
    struct PropertyListPart: TemplateRecord, Sendable {
        /// The table's rows; empty for a property made by a call.
        var rows: [String] = []
        var attribute: AttributeDescription? = nil
        var relationship: RelationshipDescription? = nil
        var fetchedProperty: FetchedPropertyDescription? = nil

        static let templateMembers: TemplateMembers<Self> = [
            "rows": { .list($0.rows.map(TemplateValue.text)) },
            "isTable": { .flag(!$0.rows.isEmpty) },
            "attribute": { .record(orFalse: $0.attribute) },
            "relationship": { .record(orFalse: $0.relationship) },
            "fetchedProperty": { .record(orFalse: $0.fetchedProperty) },
        ]
    }

    /// An `NSAttributeDescription`.
    struct AttributeDescription: TemplateRecord, Sendable {
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
        var typedFunction: String? = nil
        /// With a `typedFunction`, the default as an expression of the attribute's own type, the
        /// function's parameter (`3`, where `defaultValue` is `Int16(3)`); `nil` for none.
        var typedDefaultValue: String? = nil

        static let templateMembers = TemplateMembers<Self>([
            "nameLiteral": { .text($0.nameLiteral) },
            "typedFunction": { .text(orFalse: $0.typedFunction) },
            "typedDefaultValue": { .text(orFalse: $0.typedDefaultValue) },
            "attributeType": { .text($0.attributeType) },
            "isOptional": { .flag($0.isOptional) },
            "defaultValue": { .text(orFalse: $0.defaultValue) },
            "isTransient": { .flag($0.isTransient) },
            "allowsExternalBinaryDataStorage": { .flag($0.allowsExternalBinaryDataStorage) },
            "valueTransformerNameLiteral": { .text(orFalse: $0.valueTransformerNameLiteral) },
            "valueClassNameLiteral": { .text(orFalse: $0.valueClassNameLiteral) },
            "validationRules": { .records($0.validationRules) },
            "hasValidationRules": { .flag(!$0.validationRules.isEmpty) },
            "isIndexedBySpotlight": { .flag($0.isIndexedBySpotlight) },
            "preservesValueInHistoryOnDeletion": { .flag($0.preservesValueInHistoryOnDeletion) },
            "allowsCloudEncryption": { .flag($0.allowsCloudEncryption) },
            "derivationLiteral": { .text(orFalse: $0.derivationLiteral) },
            "elementsFunction": { .text(orFalse: $0.elementsFunction) },
        ]).adding(DescriptionMetadata.templateMembers, at: \.metadata)
    }

    /// A composite type: the function that makes its elements, anew for each attribute of the type
    /// (a property description belongs to one entity or composite).
    struct CompositeDescription: TemplateRecord, Sendable {
        /// The composite's name, for comments.
        var name: String
        /// `makeLocationElements`; `makeVersion1LocationElements` for a shipped version.
        var functionName: String
        var elements: [AttributeDescription]

        static let templateMembers: TemplateMembers<Self> = [
            "name": { .text($0.name) },
            "functionName": { .text($0.functionName) },
            "elements": { .records($0.elements) },
        ]
    }

    /// A configuration as a case of the generated `Configuration` enum.
    struct StoreConfiguration: TemplateRecord, Sendable {
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

        static let templateMembers: TemplateMembers<Self> = [
            "caseName": { .text($0.caseName) },
            "nameLiteral": { .text($0.nameLiteral) },
            "usedWithCloudKit": { .flag($0.usedWithCloudKit) },
            "cloudKitDatabaseScope": { .text($0.cloudKitDatabaseScope) },
            "usesCloudKitSharing": { .flag($0.usesCloudKitSharing) },
            "documentation": { .records($0.documentation) },
        ]
    }

    /// The entities of one configuration of a version, for `setEntities(_:forConfigurationName:)`.
    struct ConfigurationMembers: TemplateRecord, Sendable {
        var nameLiteral: String
        /// The variables that hold the entities' descriptions.
        var entityVariables: [String]

        static let templateMembers: TemplateMembers<Self> = [
            "nameLiteral": { .text($0.nameLiteral) },
            "entityVariables": { .list($0.entityVariables.map(TemplateValue.text)) },
        ]
    }

    /// A case of the generated `ValidationRule` enum: `minimum(Int16(0))`, `maxLength(280)`.
    struct ValidationRule: TemplateRecord, Sendable {
        /// `minimum`, `maximum`, `earliest`, `latest`, `minLength`, `maxLength` or `regularExpression`.
        var caseName: String
        /// The bound, length or pattern as a Swift expression of the attribute's type.
        var value: String

        static let templateMembers: TemplateMembers<Self> = [
            "caseName": { .text($0.caseName) },
            "value": { .text($0.value) },
        ]
    }

    /// An `NSRelationshipDescription`, without its destination and inverse (see `Connection`).
    struct RelationshipDescription: TemplateRecord, Sendable {
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

        static let templateMembers = TemplateMembers<Self>([
            "nameLiteral": { .text($0.nameLiteral) },
            "isToMany": { .flag($0.isToMany) },
            "isOrdered": { .flag($0.isOrdered) },
            "isOptional": { .flag($0.isOptional) },
            "minCount": { .text(orFalse: $0.minCount.map(String.init)) },
            "maxCount": { .text(orFalse: $0.maxCount.map(String.init)) },
            "deleteRule": { .text(orFalse: $0.deleteRule) },
            "isTransient": { .flag($0.isTransient) },
        ]).adding(DescriptionMetadata.templateMembers, at: \.metadata)
    }

    /// An `NSFetchedPropertyDescription`, without the entity it fetches from (see
    /// `ModelBuild.fetchedPropertyEntities`).
    struct FetchedPropertyDescription: TemplateRecord, Sendable {
        var nameLiteral: String
        /// The predicate's format as a Swift string literal; `nil` to fetch every object.
        var predicateLiteral: String?
        /// The user info and versioning it shares with the other descriptions.
        var metadata: DescriptionMetadata

        static let templateMembers = TemplateMembers<Self>([
            "nameLiteral": { .text($0.nameLiteral) },
            "predicateLiteral": { .text(orFalse: $0.predicateLiteral) },
        ]).adding(DescriptionMetadata.templateMembers, at: \.metadata)
    }

    /// What entity, attribute and relationship descriptions all carry: user info and versioning.
    struct DescriptionMetadata: Sendable {
        var userInfo: [UserInfoLiteral]
        /// `renamedFrom` as a Swift string literal, for `renamingIdentifier`; `nil` for none.
        var renamingIdentifierLiteral: String?
        /// The `versionHashModifier` as a Swift string literal; `nil` for none.
        var versionHashModifierLiteral: String?

        /// The names each description has besides its own.
        static let templateMembers: TemplateMembers<Self> = [
            "userInfo": { .records($0.userInfo) },
            "hasUserInfo": { .flag(!$0.userInfo.isEmpty) },
            "renamingIdentifierLiteral": { .text(orFalse: $0.renamingIdentifierLiteral) },
            "versionHashModifierLiteral": { .text(orFalse: $0.versionHashModifierLiteral) },
        ]
    }

    /// One entry of a user info dictionary, in the model's order.
    struct UserInfoLiteral: TemplateRecord, Sendable {
        var keyLiteral: String
        var valueLiteral: String

        static let templateMembers: TemplateMembers<Self> = [
            "keyLiteral": { .text($0.keyLiteral) },
            "valueLiteral": { .text($0.valueLiteral) },
        ]
    }

    /// An entity and the variables of its sub-entities.
    struct Hierarchy: TemplateRecord, Sendable {
        var variable: String
        var subentityVariables: [String]

        static let templateMembers: TemplateMembers<Self> = [
            "variable": { .text($0.variable) },
            "subentityVariables": { .list($0.subentityVariables.map(TemplateValue.text)) },
        ]
    }

    /// An entity's uniqueness constraints: each a list of property names as Swift string literals.
    struct UniquenessConstraints: TemplateRecord, Sendable {
        var variable: String
        var constraints: [[String]]

        static let templateMembers: TemplateMembers<Self> = [
            "variable": { .text($0.variable) },
            "constraints": {
                .list($0.constraints.map { .object(["propertyNameLiterals": .list($0.map(TemplateValue.text))]) })
            },
        ]
    }

    /// A relationship's destination and inverse: the relationship `inverse.nameLiteral` that the
    /// entity in `inverse.variable` declares.
    struct Connection: TemplateRecord, Sendable {
        var nameLiteral: String
        /// The variable of the entity that declares the relationship.
        var variable: String
        var destinationVariable: String
        var inverse: Inverse?

        struct Inverse: TemplateRecord, Sendable {
            var nameLiteral: String
            var variable: String

            static let templateMembers: TemplateMembers<Self> = [
                "nameLiteral": { .text($0.nameLiteral) },
                "variable": { .text($0.variable) },
            ]
        }

        static let templateMembers: TemplateMembers<Self> = [
            "nameLiteral": { .text($0.nameLiteral) },
            "variable": { .text($0.variable) },
            "destinationVariable": { .text($0.destinationVariable) },
            "inverse": { .record(orFalse: $0.inverse) },
        ]
    }

    /// An entity's fetch indexes.
    struct EntityIndexes: TemplateRecord, Sendable {
        var variable: String
        var indexes: [Index]

        struct Index: TemplateRecord, Sendable {
            var nameLiteral: String
            var elements: [Element]

            static let templateMembers: TemplateMembers<Self> = [
                "nameLiteral": { .text($0.nameLiteral) },
                "elements": { .records($0.elements) },
            ]
        }

        struct Element: TemplateRecord, Sendable {
            var propertyNameLiteral: String
            var isAscending: Bool

            static let templateMembers: TemplateMembers<Self> = [
                "propertyNameLiteral": { .text($0.propertyNameLiteral) },
                "isAscending": { .flag($0.isAscending) },
            ]
        }

        static let templateMembers: TemplateMembers<Self> = [
            "variable": { .text($0.variable) },
            "indexes": { .records($0.indexes) },
        ]
    }

    /// A fetch request template the model keeps under a name.
    struct FetchRequestTemplate: TemplateRecord, Sendable {
        /// The template's name in the model, `"Commit.byAuthor"`, as a Swift string literal.
        var nameLiteral: String
        /// The variable of the entity the request fetches.
        var variable: String
        /// The predicate's format as a Swift string literal; `nil` without a predicate.
        var predicateLiteral: String?
        var sortDescriptors: [SortDescriptorContext]
        var fetchLimit: Int?
        var settings: [FetchRequestSettingContext]

        static let templateMembers: TemplateMembers<Self> = [
            "nameLiteral": { .text($0.nameLiteral) },
            "variable": { .text($0.variable) },
            "predicateLiteral": { .text(orFalse: $0.predicateLiteral) },
            "sortDescriptors": { .records($0.sortDescriptors) },
            "hasSortDescriptors": { .flag(!$0.sortDescriptors.isEmpty) },
            "fetchLimit": { .text(orFalse: $0.fetchLimit.map(String.init)) },
            "settings": { .records($0.settings) },
        ]
    }
}
