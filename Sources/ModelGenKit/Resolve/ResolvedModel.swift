/// A model that passed validation, resolved once into linked objects: an entity points at its
/// parent, its nearest ancestor that declares a property, and its sub-entities, a relationship at
/// its entity, its destination and its inverse, a fetch request parameter at the entity whose
/// objects it takes. Every link was checked when it was made, so later stages follow links and
/// never look a name up again.
///
/// The model owns its entities; the links between them do not keep anything alive (they are
/// `unowned`, as in swift-protobuf's descriptors). Keep the model while you use its entities.
struct ResolvedModel: Sendable {
    var name: String
    /// Where the model file declares `name`.
    var nameLocation: SourcePosition? = nil
    /// The model file's name without its folder, as generated headers mention it.
    var fileName: String
    /// The file that the model's locations are in: the `.datamodel.json` file, or the `contents`
    /// file of an Xcode model's version (not the bundle or version folder that the user named).
    var sourceFile = ""
    /// The entities in the order the file declares them.
    let entities: [Entity]
    /// The app's handlers for migrating a store from the previous version to this one.
    var migrationStep: MigrationStep? = nil
    /// False for an Xcode model, whose app loads the model compiled into its bundle: modelgen writes
    /// no file that builds the model in code.
    var buildsModelInCode = true
    /// The names of the key enums nested in every class: `Attribute` and `Relationship`, unless a
    /// type of the model takes one (`ReservedNames.keyEnumName`).
    var attributeKeysName = "Attribute"
    var relationshipKeysName = "Relationship"
    /// The names of the typed key paths and the predicate type nested in every class: `KeyPaths`
    /// and `Predicate`, unless a type of the model takes one, as for the key enums.
    var keyPathsName = "KeyPaths"
    var predicateName = "Predicate"
    /// The name of the typed object ID nested in every class: `ObjectID`, likewise.
    var objectIDName = "ObjectID"
    /// The named configurations, in the order the file declares them; none when every entity lives
    /// in Core Data's default configuration.
    var configurations: [ModelConfiguration] = []
    /// Whether the default configuration (the whole model) syncs with CloudKit.
    var usedWithCloudKit = false
    /// An Xcode model's CloudKit flag of the default configuration beside named ones: its entities
    /// sync if the app loads that configuration, which modelgen cannot know.
    var defaultConfigurationMaySync = false
    /// The CloudKit container the generated factory syncs with unless the app names another.
    var cloudKitContainerIdentifier: String? = nil
    /// The CloudKit database the whole model's store syncs with, when it does.
    var cloudKitDatabase = CloudKitDatabase.private
    /// Whether the whole model's store, which syncs with the private database, has a second store
    /// beside it that syncs with the shared database.
    var cloudKitSharing = false
    /// The app's own name for this version of the model (`versionIdentifiers`).
    var versionIdentifier: String? = nil
    /// Where the model file declares `versionIdentifier`.
    var versionIdentifierLocation: SourcePosition? = nil
    /// The name of this version's `.xcdatamodel` folder in an Xcode model bundle, when it is not the
    /// one Xcode gives the version at its place (`Commits 3` for the third): `convert` keeps it.
    var xcodeVersionName: String? = nil
    /// Where the model file declares `xcodeVersionName`.
    var xcodeVersionNameLocation: SourcePosition? = nil
    /// What Xcode's editor wrote on the `<model>` element (`"xcode"`), which only the way back to
    /// Xcode writes: no stage between reads it, nor is it part of what Core Data stores.
    var xcode = XcodeEditorAttributes()
    /// The strings table of the app's main bundle (`CommitsModel` for `CommitsModel.strings`) that
    /// the model in code takes its `localizationDictionary` from: the names Core Data's validation
    /// messages show.
    var localizationTable: String? = nil
    /// The bundle that holds `localizationTable`.
    var localizationBundle = LocalizationBundle.main
    /// The composite attribute types, in the order the file declares them.
    var composites: [CompositeType] = []

    /// Whether any store of the model syncs with CloudKit.
    var usesCloudKit: Bool { usedWithCloudKit || configurations.contains(where: \.usedWithCloudKit) }

    /// Whether a store of the model syncs with the app's public CloudKit database, so that the
    /// container factory sets each synced store's database.
    var usesPublicCloudKitDatabase: Bool {
        (usedWithCloudKit && cloudKitDatabase == .public)
            || configurations.contains { $0.usedWithCloudKit && $0.cloudKitDatabase == .public }
    }

    /// Whether a store of the model has a second store beside it that syncs with the shared
    /// CloudKit database, so that the container factory sets each synced store's database.
    var usesCloudKitSharing: Bool { cloudKitSharing || configurations.contains(where: \.cloudKitSharing) }

    /// Whether an entity has a composite attribute: such a model migrates in stages only (macOS 14,
    /// iOS 17), where no stage runs a mapping model.
    var hasCompositeAttributes: Bool {
        entities.contains { $0.attributes.contains { $0.type == .composite } }
    }

    /// Whether the objects of `entity` sync with CloudKit: the whole model syncs, or a configuration
    /// that holds the entity does.
    func syncsWithCloudKit(_ entity: Entity) -> Bool {
        (usedWithCloudKit && configurations.isEmpty)
            || configurations.contains { $0.usedWithCloudKit && $0.entityNames.contains(entity.name) }
    }

    /// The CloudKit databases that the entity's objects sync with, through its model or the
    /// configurations that hold it; none when it does not sync.
    func cloudKitDatabases(of entity: Entity) -> Set<CloudKitDatabase> {
        if configurations.isEmpty { return usedWithCloudKit ? [cloudKitDatabase] : [] }
        return Set(
            configurations.filter { $0.usedWithCloudKit && $0.entityNames.contains(entity.name) }.map(
                \.cloudKitDatabase))
    }
}

/// A composite attribute type (Xcode's "composite"): named elements that an attribute of this type
/// stores together, each in a column of its own, and that predicates reach as `place.latitude`.
/// Core Data has no type of its own for one: each attribute that uses it gets a copy of its
/// elements (`NSCompositeAttributeDescription.elements`), and its value is a dictionary.
final class CompositeType: @unchecked Sendable {
    let name: String
    let documentation: String?
    /// Where the model file declares the composite's name.
    let location: SourcePosition
    /// The elements in the order the model declares them. Set once while the model is resolved.
    var elements: [Attribute] = []

    init(name: String, documentation: String?, location: SourcePosition) {
        self.name = name
        self.documentation = documentation
        self.location = location
    }

    /// What the store keeps of the composite, for comparing versions: each element's name, type and
    /// optionality, then each composite it nests, each once (so the text grows with the number of
    /// composites, not with the number of paths through them):
    /// `Place(latitude: double, height: Height?) Height(metres: float)`.
    var storedShape: String {
        var shapes: [String] = []
        var seen: Set<String> = [name]
        var pending = [self]
        while !pending.isEmpty {
            let composite = pending.removeFirst()
            let elements = composite.elements.map { element in
                if let nested = element.composite, seen.insert(nested.name).inserted { pending.append(nested) }
                return
                    "\(element.name): \(element.composite?.name ?? element.type.rawValue)\(element.isOptional ? "?" : "")"
            }
            shapes.append("\(composite.name)(\(elements.joined(separator: ", ")))")
        }
        return shapes.joined(separator: " ")
    }
}

/// A named subset of a model's entities (`NSManagedObjectModel.setEntities(_:forConfigurationName:)`),
/// which the generated container keeps in a store of its own.
struct ModelConfiguration: Sendable {
    var name: String
    /// The entities' names, in the order the configuration lists them.
    var entityNames: [String]
    /// Whether the configuration's store syncs with CloudKit.
    var usedWithCloudKit: Bool
    /// The CloudKit database the configuration's store syncs with, when it does.
    var cloudKitDatabase = CloudKitDatabase.private
    /// Whether the configuration's store, which syncs with the private database, has a second
    /// store of its entities beside it that syncs with the shared database.
    var cloudKitSharing = false
    var documentation: String?
    var location: SourcePosition
}

/// The handlers a model declares for the step from the previous version into it: each one's
/// documentation, which the generated protocol requirement carries.
struct MigrationStep: Sendable, Equatable {
    var willMigrate: String?
    var didMigrate: String?
    /// What the mapping model does that the app's method returns for the step, which Core Data's
    /// `NSMigrationManager` then runs instead of an inferred one.
    var mappingModel: String?
    /// Why the app deletes a store of the previous version (or an older one) rather than migrate
    /// it: the generated migration then deletes it, and Core Data makes a new one.
    var resetsStore: String? = nil
    var location: SourcePosition
    /// Where the model says `mappingModel`.
    var mappingModelLocation: SourcePosition?

    /// Whether the two steps say the same (their handlers and mapping model), wherever they are
    /// written; `nil` is no step.
    static func sayTheSame(_ first: MigrationStep?, _ second: MigrationStep?) -> Bool {
        first?.willMigrate == second?.willMigrate && first?.didMigrate == second?.didMigrate
            && first?.mappingModel == second?.mappingModel && first?.resetsStore == second?.resetsStore
    }
}

/// An entity of a resolved model. Its links are set by the resolver while it links the model, and
/// never change afterwards, which is why the class can be shared across threads.
final class Entity: @unchecked Sendable {
    let name: String
    let className: String
    let isAbstract: Bool
    /// Whether the generated code declares the class `Identifiable` (root entities only;
    /// sub-entities inherit the conformance). False when the model says the class declares it.
    var declaresIdentifiable = true
    let documentation: String?
    let userInfo: [UserInfoEntry]
    let versioning: Versioning
    /// Where the model file declares the entity's name, for diagnostics of later checks.
    let location: SourcePosition
    /// The entity this one inherits from.
    unowned var parent: Entity?
    /// The nearest ancestor that declares a property (an attribute, a relationship or a fetched
    /// property); nil when none does.
    unowned var nearestDeclaringAncestor: Entity?
    /// The entities whose parent is this one, in declaration order.
    var subentities: [Entity] = []
    /// The entity's own attributes, in declaration order (inherited ones live on the parent).
    var attributes: [Attribute] = []
    /// The entity's own relationships, in declaration order.
    var relationships: [Relationship] = []
    var uniquenessConstraints: [[String]] = []
    /// The fetch indexes: one for each `indexed` attribute, then the declared ones.
    var indexes: [FetchIndex] = []
    var fetchRequests: [FetchRequestTemplate] = []
    /// The entity's own fetched properties, in declaration order.
    var fetchedProperties: [FetchedProperty] = []

    init(
        name: String, className: String, isAbstract: Bool, documentation: String?, userInfo: [UserInfoEntry],
        versioning: Versioning, location: SourcePosition
    ) {
        self.location = location
        self.name = name
        self.className = className
        self.isAbstract = isAbstract
        self.documentation = documentation
        self.userInfo = userInfo
        self.versioning = versioning
    }

    /// The entity's ancestors, nearest first.
    var ancestors: [Entity] {
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
    var lineage: [Entity] {
        ancestors.reversed() + [self]
    }

    /// The entities whose properties this one has, root first, then the entity itself: its lineage
    /// without the ancestors that declare none. Walking it takes time in proportion to the entities
    /// that declare something, however long the chain of parents.
    var propertyLineage: [Entity] {
        var chain: [Entity] = [self]
        var next = nearestDeclaringAncestor
        while let ancestor = next {
            chain.append(ancestor)
            next = ancestor.nearestDeclaringAncestor
        }
        chain.reverse()
        return chain
    }

    /// Whether the entity has a parent or sub-entities.
    var isInInheritanceHierarchy: Bool { parent != nil || !subentities.isEmpty }

    /// The relationship called `name`, the entity's own or inherited.
    func relationship(named name: String) -> Relationship? {
        var next: Entity? = self
        while let entity = next {
            if let relationship = entity.relationships.first(where: { $0.name == name }) { return relationship }
            next = entity.parent
        }
        return nil
    }

    /// Every relationship `relationship(named:)` finds, by name: the entity's own, then its
    /// ancestors' that it does not hide.
    func relationshipsByName() -> [String: Relationship] {
        var table: [String: Relationship] = [:]
        var next: Entity? = self
        while let entity = next {
            for relationship in entity.relationships where table[relationship.name] == nil {
                table[relationship.name] = relationship
            }
            next = entity.parent
        }
        return table
    }
}

/// What Core Data's migration needs to know of an entity or property beyond what it stores.
struct Versioning: Sendable, Equatable {
    /// The name in the previous version, from which Core Data maps stored data (`renamedFrom`);
    /// `nil` for the entity's or property's own name.
    var renamingIdentifier: String?
    /// A string that makes Core Data see a new version where nothing it stores changed.
    var versionHashModifier: String?
}

/// An attribute, resolved once and then shared, never changed: a class, as entities and
/// relationships are, so that the later stages pass it around without copying its many parts (as a
/// struct, each attribute was copied about a dozen times on its way through the translator, and the
/// copies took 5% of an unchanged run's instructions).
final class Attribute: Sendable {
    let name: String
    /// The Swift name of its property where the model gives one (`"swiftName": "isTrashed"` for a
    /// stored `deleted`): the model's name stays its key, for Core Data, predicates, key-value coding
    /// and sync; `nil` where the property is named as the attribute is.
    let swiftName: String?
    let versioning: Versioning
    /// Where the model file declares the attribute's name.
    let location: SourcePosition
    let type: AttributeType
    let isOptional: Bool
    let defaultValue: DefaultValue?
    let isIndexed: Bool
    let isTransient: Bool
    let allowsExternalStorage: Bool
    let valueTransformer: String?
    /// For `transformable` attributes: the Swift type of the property, `nil` for `NSObject`.
    let customClass: String?
    /// The Swift enum whose raw values the attribute stores.
    let enumeration: AttributeEnum?
    let documentation: String?
    let userInfo: [UserInfoEntry]
    /// The rules Core Data checks before it saves a value.
    let validation: AttributeValidation
    /// Whether persistent history keeps the value of a deleted object (`preserveAfterDeletion`).
    let preservesValueInHistoryOnDeletion: Bool
    /// Whether CloudKit stores the value encrypted.
    let allowsCloudEncryption: Bool
    /// Whether Core Spotlight indexes the value.
    let isIndexedBySpotlight: Bool
    /// For a derived attribute (`NSDerivedAttributeDescription`): the expression from which the store
    /// derives the value when the object is saved, as the model writes it.
    let derivation: String?
    /// For an attribute of type `composite`: the composite type whose elements it stores.
    let composite: CompositeType?

    var isDerived: Bool { derivation != nil }

    init(
        name: String, versioning: Versioning, location: SourcePosition, type: AttributeType, isOptional: Bool,
        defaultValue: DefaultValue?, isIndexed: Bool, isTransient: Bool, allowsExternalStorage: Bool,
        valueTransformer: String?, customClass: String?, enumeration: AttributeEnum?, documentation: String?,
        userInfo: [UserInfoEntry], validation: AttributeValidation, preservesValueInHistoryOnDeletion: Bool,
        allowsCloudEncryption: Bool, isIndexedBySpotlight: Bool, derivation: String?, composite: CompositeType?,
        swiftName: String? = nil
    ) {
        self.name = name
        self.swiftName = swiftName
        propertyName = ReservedNames.propertyName(forKey: name, swiftName: swiftName)
        self.versioning = versioning
        self.location = location
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.isIndexed = isIndexed
        self.isTransient = isTransient
        self.allowsExternalStorage = allowsExternalStorage
        self.valueTransformer = valueTransformer
        self.customClass = customClass
        self.enumeration = enumeration
        self.documentation = documentation
        self.userInfo = userInfo
        self.validation = validation
        self.preservesValueInHistoryOnDeletion = preservesValueInHistoryOnDeletion
        self.allowsCloudEncryption = allowsCloudEncryption
        self.isIndexedBySpotlight = isIndexedBySpotlight
        self.derivation = derivation
        self.composite = composite
    }

    /// A new attribute like this one, but optional.
    func madeOptional() -> Attribute {
        copy(isOptional: true, enumeration: enumeration)
    }

    /// A new attribute like this one, with `enumeration` as its enum (none when `nil`).
    func with(enumeration: AttributeEnum?) -> Attribute {
        copy(isOptional: isOptional, enumeration: enumeration)
    }

    /// Every property is passed on, so that a property added to the class cannot be left out here
    /// without a compile error.
    private func copy(isOptional: Bool, enumeration: AttributeEnum?) -> Attribute {
        Attribute(
            name: name, versioning: versioning, location: location, type: type, isOptional: isOptional,
            defaultValue: defaultValue, isIndexed: isIndexed, isTransient: isTransient,
            allowsExternalStorage: allowsExternalStorage, valueTransformer: valueTransformer,
            customClass: customClass, enumeration: enumeration, documentation: documentation, userInfo: userInfo,
            validation: validation, preservesValueInHistoryOnDeletion: preservesValueInHistoryOnDeletion,
            allowsCloudEncryption: allowsCloudEncryption, isIndexedBySpotlight: isIndexedBySpotlight,
            derivation: derivation, composite: composite, swiftName: swiftName)
    }

    /// The name of its Swift property (`ReservedNames.propertyName(forKey:swiftName:)`). Stored, as
    /// the translator reads it several times for each property of each file.
    let propertyName: String
}

/// An attribute's validation rules, checked against its type and default: the range of a number or
/// a date, the length of a string and the regular expression a string must match. Core Data checks
/// them before it saves an object, as it checks the rules Xcode's Data Model inspector sets.
struct AttributeValidation: Sendable, Equatable {
    /// The smallest number or earliest date (a `DefaultValue` of the attribute's type).
    var minimum: DefaultValue?
    /// The largest number or latest date.
    var maximum: DefaultValue?
    /// The fewest characters (UTF-16 code units, as `NSString` counts them) a string may have.
    var minLength: Int?
    /// The most characters a string may have.
    var maxLength: Int?
    /// An ICU regular expression that the whole string must match (`SELF MATCHES`).
    var regularExpression: String?

    var isEmpty: Bool { self == AttributeValidation() }
}

/// An attribute's enum: its cases have distinct names and distinct raw values of the attribute's type.
struct AttributeEnum: Sendable {
    var name: String
    var cases: [Case]
    /// The case that a stored raw value no case matches reads as, when the model names one.
    var fallback: String?
    var documentation: String?

    struct Case: Sendable, Equatable {
        var name: String
        var rawValue: RawValue
    }

    enum RawValue: Sendable, Hashable {
        case string(String)
        case integer(Int64)
    }

    func `case`(withRawValue rawValue: RawValue) -> Case? {
        cases.first { $0.rawValue == rawValue }
    }

    /// The case whose raw value is the attribute's default, if it has one.
    func `case`(of defaultValue: DefaultValue?) -> Case? {
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
final class Relationship: @unchecked Sendable {
    let name: String
    /// The entity that declares the relationship.
    unowned let entity: Entity
    unowned let destination: Entity
    /// The inverse relationship: declared by the destination or one of its ancestors, and pointing
    /// back at this relationship's entity.
    unowned var inverse: Relationship?
    let isToMany: Bool
    let isOrdered: Bool
    let isOptional: Bool
    let deleteRule: DeleteRule
    let minCount: Int?
    let maxCount: Int?
    let versioning: Versioning
    /// Where the model file declares the relationship's name.
    let location: SourcePosition
    let documentation: String?
    let userInfo: [UserInfoEntry]
    /// Whether Core Data keeps the relationship in memory only, never in the store.
    let isTransient: Bool
    /// The Swift name of its property where the model gives one (`"swiftName"`), as an attribute's
    /// (`Attribute.swiftName`): the model's name stays its key, and its accessors' selectors'.
    let swiftName: String?

    init(
        name: String, entity: Entity, destination: Entity, isToMany: Bool, isOrdered: Bool, isOptional: Bool,
        deleteRule: DeleteRule, minCount: Int?, maxCount: Int?, documentation: String?, userInfo: [UserInfoEntry],
        versioning: Versioning, location: SourcePosition, isTransient: Bool = false, swiftName: String? = nil
    ) {
        self.swiftName = swiftName
        propertyName = ReservedNames.propertyName(forKey: name, swiftName: swiftName)
        self.location = location
        self.isTransient = isTransient
        self.versioning = versioning
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

    /// The name of its Swift property (`ReservedNames.propertyName(forKey:swiftName:)`). Stored, as
    /// the translator reads it several times for each property of each file.
    let propertyName: String
}

/// A named fetch request whose predicate, parameters and sort keys have been checked.
struct FetchRequestTemplate: Sendable {
    var name: String
    /// The name the model keeps the template under, when the model gives one (`"templateName"`).
    var templateName: String?
    /// An `NSPredicate` format string; its substitution variables are exactly the parameters.
    var predicate: String?
    var parameters: [Parameter]
    var sortDescriptors: [SortDescriptor]
    var limit: Int?
    var settings = Settings()
    var documentation: String?

    /// What the request returns (`NSFetchRequestResultType`), named as Core Data names its cases
    /// without their `ResultType` suffix.
    enum ResultType: String, Sendable, CaseIterable {
        case managedObject, managedObjectID, dictionary, count
    }

    /// `NSFetchRequest`'s properties of the same names; `nil` where the model does not say, which
    /// leaves Core Data's default.
    struct Settings: Sendable, Equatable {
        var resultType: ResultType?
        var batchSize: Int?
        /// The flags given, each under its key in `FetchRequestKey.flags`.
        var flags: [FetchRequestKey: Bool] = [:]

        /// What the request returns, said or not.
        var effectiveResultType: ResultType { resultType ?? .managedObject }
    }

    struct Parameter: Sendable {
        /// The predicate's `$variable`, without its `$`.
        var variable: String
        /// The variable's name in lower camel case (`$UUID` is `uuid`): the factory's parameter.
        var swiftName: String
        var type: ParameterType
    }

    enum ParameterType: Sendable {
        case attribute(AttributeType)
        /// An object of the entity.
        case entity(EntityLink)
        /// A case of the named enum of one of the entity's attributes (own or inherited); the predicate
        /// receives its raw value.
        case enumeration(String)
    }

    struct SortDescriptor: Sendable {
        var keyPath: String
        var isAscending: Bool
    }

    /// The name under which the model keeps the template: its `templateName`, or else
    /// `Commit.byAuthor`. Template names are unique in a model, while request names are unique only
    /// in an entity's hierarchy, hence the entity's name in front.
    func modelName(in entity: Entity) -> String {
        templateName ?? DefaultNames.fetchRequest(named: name, inEntityNamed: entity.name)
    }
}

/// A fetched property (`NSFetchedPropertyDescription`): the objects of its destination that its
/// predicate matches, which Core Data fetches when the property is first read and keeps until the
/// object is refreshed.
struct FetchedProperty: Sendable {
    /// The variable that stands for the object whose property it is.
    static let sourceVariable = "FETCH_SOURCE"
    /// The variables its predicate may use: the object, and the property's own description.
    static let variables = ["FETCH_SOURCE", "FETCHED_PROPERTY"]

    var name: String
    var destinationLink: EntityLink
    var predicate: String?
    var documentation: String?
    var userInfo: [UserInfoEntry]
    var versioning: Versioning
    /// Where the model file declares the fetched property's name.
    var location: SourcePosition

    var destination: Entity { destinationLink.entity }
}

/// A link to an entity that does not keep it alive, for values that an entity holds and that name
/// an entity in turn (a strong link there would be a reference cycle).
struct EntityLink: Sendable {
    unowned let entity: Entity
}

struct FetchIndex: Sendable {
    var name: String
    var elements: [Element]

    struct Element: Sendable {
        var property: String
        var isAscending: Bool
    }
}
