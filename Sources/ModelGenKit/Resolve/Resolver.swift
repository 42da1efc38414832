/// Checks a decoded model and resolves its cross-references: names, parents, inherited
/// properties, destinations, inverses, defaults, constraints and indexes. Every problem is
/// reported; the resolved model is returned only when there is no error.
enum Resolver {
    /// What a resolved model is for, which decides how a name that only the generated classes
    /// cannot have is reported. Core Data stores a property named `deleted` (Simplenote's notes
    /// have one), but a Swift subclass of `NSManagedObject` cannot declare it, so it matters only
    /// where classes are generated from the model.
    enum Purpose: Sendable {
        /// The model whose classes are generated (generate, validate, an Xcode model's classes):
        /// such a name is an error.
        case generatingClasses
        /// A model kept or converted, whose classes are generated later, if at all (freeze,
        /// convert's current version): such a name is a warning saying that generate refuses it.
        case keepingModel
        /// A shipped version, or a version read for comparison: only its model is built in code,
        /// by name, never its classes, so such a name is no problem.
        case shippedVersion
    }

    /// Resolves `model`. `declaringModelActors`: whether its model file will declare the model's
    /// actors (`GenerationOptions.declaresModelActors`), whose names a class or a composite then
    /// cannot take. The declarations and the lookup tables are freed on another thread
    /// (`ParallelWork.deallocateInBackground`), all of them when the caller gives up its copy of
    /// `model` (`consume`).
    static func resolve(
        _ model: consuming ModelDeclaration, fileName: String, purpose: Purpose = .generatingClasses,
        declaringModelActors: Bool = true, log: inout DiagnosticLog
    ) -> ResolvedModel? {
        var resolver = ResolverRun(
            model: consume model, purpose: purpose, declaringModelActors: declaringModelActors, log: log)
        let resolved = resolver.run(fileName: fileName)
        // The log goes to the caller, its storage with it (the caller appends to it next); the
        // run keeps the log it was given, which nothing else holds now.
        swap(&log, &resolver.log)
        resolver.dropResolvedObjects()
        ParallelWork.deallocateInBackground(consume resolver)
        return log.hasErrors ? nil : resolved
    }
}

/// One resolution, with the lookup tables built once so that every check is a dictionary lookup
/// and resolution stays linear in the size of the model.
struct ResolverRun: Sendable {
    let model: ModelDeclaration
    let purpose: Resolver.Purpose
    /// Whether the model file declares the model's actors, whose names the model's types then
    /// cannot take.
    let declaringModelActors: Bool
    var log: DiagnosticLog
    /// The first declaration of each entity name.
    var entityByName: [String: EntityDeclaration] = [:]
    /// Entities whose parent chain is sound (exists and has no cycle).
    var hasSoundAncestry: Set<String> = []
    /// Entities of a sound chain of which the entity itself or an ancestor declares a property with
    /// a `renamedFrom`: only their properties' migration identifiers need comparing.
    var lineagesRenamingAProperty: Set<String> = []
    /// Entities of a sound chain that declare a property, and the nearest such ancestor of each
    /// entity of a sound chain that has one: `ancestorsWithProperties(of:)` follows these.
    var entitiesWithProperties: Set<String> = []
    var nearestAncestorWithProperties: [String: String] = [:]
    /// `allProperties(of:)` by entity name.
    var propertyTables: [String: [String: OwnedProperty]] = [:]
    /// Every class name of the model, which a nested enum must not hide.
    var classNames: Set<String> = []
    /// The resolved entity of each entity name, made before any entity is resolved.
    var entityObjects: [String: Entity] = [:]
    /// Each relationship that names an inverse, with that name: linked once every entity is resolved.
    var pendingInverses: [(Relationship, String)] = []
    /// The first declaration of each composite name.
    var compositeDeclarations: [String: CompositeDeclaration] = [:]
    /// The resolved composite of each composite name, made before any attribute is resolved.
    var compositeObjects: [String: CompositeType] = [:]
    /// The composites whose elements were checked against CloudKit's rules.
    var checkedSyncedComposites: Set<String> = []

    /// Lets go of the resolved entities, relationships and composites, which the resolved model
    /// holds: what is left (the declarations, and the tables over them) holds no object of the
    /// model, so freeing it on another thread leaves the model's lifetime to its owner alone. A
    /// stored property added to the run that holds resolved objects is to be emptied here too.
    mutating func dropResolvedObjects() {
        entityObjects = [:]
        pendingInverses = []
        compositeObjects = [:]
    }

    init(
        model: ModelDeclaration, purpose: Resolver.Purpose = .generatingClasses, declaringModelActors: Bool = true,
        log: DiagnosticLog
    ) {
        self.model = model
        self.purpose = purpose
        self.declaringModelActors = declaringModelActors
        self.log = log
    }

    /// Reports a property name that the generated classes cannot have, as `purpose` asks; `name`
    /// is the property's, whose `renamedFrom` keeps its stored values when it is renamed.
    mutating func classNameProblem(
        _ problem: String, name: String, at location: SourcePosition?
    ) {
        let rename =
            model.buildsModelInCode
            ? "with \"renamedFrom\": \"\(name)\" when stores already hold it"
            : "with Renaming ID '\(name)' in Xcode's Data Model inspector when stores already hold it"
        switch purpose {
        case .generatingClasses:
            log.error("\(problem); rename the property (\(rename))", at: location)
        case .keepingModel:
            log.warning(
                "\(problem); generate refuses it until the property is renamed (\(rename), after 'modelgen freeze' if the app has shipped this version)",
                at: location)
        case .shippedVersion:
            break
        }
    }

    /// How many relationships of its own an entity has before its inverses are found through a
    /// table of them by name.
    static let relationshipsTabledFrom = 32

    mutating func run(fileName: String) -> ResolvedModel {
        if model.buildsModelInCode {
            checkModelName()
        }
        checkEntityNames()
        if declaresModelFileTypes {
            checkModelTypeName()
        }
        let composites = resolveComposites()
        checkInheritance()
        checkEntityVersioning()
        // One object per entity first, so that relationships and parameters can link to any of them.
        let declarations = model.entities.filter { entityByName[$0.name.value]?.location == $0.location }
        let entities = declarations.map { declaration in
            let entity = Entity(
                name: declaration.name.value, className: declaration.className?.value ?? declaration.name.value,
                isAbstract: declaration.isAbstract, documentation: declaration.documentation,
                userInfo: declaration.userInfo, versioning: Versioning(declaration.versioning),
                location: declaration.name.location)
            entity.declaresIdentifiable = declaration.parent == nil && declaration.identifiable?.value != false
            if let identifiable = declaration.identifiable, !identifiable.value, declaration.parent != nil {
                log.error(
                    "a sub-entity cannot leave out Identifiable: it inherits the conformance from its root class; set 'identifiable' on the entity without a parent",
                    at: identifiable.location)
            }
            entityObjects[entity.name] = entity
            return entity
        }
        resolveEntities(declarations, entities)
        linkHierarchy(declarations, entities)
        // Inverses are found through the destination's ancestors, so they are linked last. An entity
        // with many relationships gets a table of them by name, made once: a search for each
        // inverse was quadratic (80,000 relationships of one entity took 10 s).
        var tables: [ObjectIdentifier: [String: Relationship]] = [:]
        for (relationship, inverseName) in pendingInverses {
            let destination = relationship.destination
            guard destination.relationships.count > Self.relationshipsTabledFrom else {
                relationship.inverse = destination.relationship(named: inverseName)
                continue
            }
            let key = ObjectIdentifier(destination)
            if tables[key] == nil { tables[key] = destination.relationshipsByName() }
            relationship.inverse = tables[key]?[inverseName]
        }
        checkDerivations(declarations, entities)
        checkTemplateNames(declarations)
        let migrationStep = model.migrationStep.map {
            MigrationStep(
                willMigrate: $0.willMigrate?.value, didMigrate: $0.didMigrate?.value,
                mappingModel: $0.mappingModel?.value, resetsStore: $0.resetsStore?.value, location: $0.location,
                mappingModelLocation: $0.mappingModel?.location)
        }
        var resolved = ResolvedModel(
            name: model.name?.value ?? "", fileName: fileName, entities: entities, migrationStep: migrationStep,
            buildsModelInCode: model.buildsModelInCode)
        resolved.nameLocation = model.name?.location
        resolved.sourceFile = log.file
        resolved.composites = composites
        nameKeyEnums(of: &resolved)
        resolved.configurations = resolveConfigurations(of: entities)
        resolved.usedWithCloudKit = model.usedWithCloudKit?.value == true && model.configurations.isEmpty
        resolved.defaultConfigurationMaySync =
            !model.buildsModelInCode && model.defaultConfigurationUsedWithCloudKit?.value == true
        resolved.cloudKitContainerIdentifier = model.cloudKitContainerIdentifier?.value
        resolved.cloudKitDatabase = model.cloudKitDatabase?.value ?? .private
        resolved.cloudKitSharing = resolved.usedWithCloudKit && model.cloudKitSharing?.value == true
        if let identifier = model.versionIdentifier {
            if identifier.value.trimmingCharacters(in: .whitespaces).isEmpty {
                log.error("'versionIdentifier' is empty; leave it out for none", at: identifier.location)
            }
            resolved.versionIdentifier = identifier.value
            resolved.versionIdentifierLocation = identifier.location
        }
        if let name = model.xcodeVersionName {
            // It names a folder: one name of a file, visible, that every file system takes.
            let value = name.value
            if value.trimmingCharacters(in: .whitespaces).isEmpty || value.hasPrefix(".") || value.utf8.count > 200
                || value.unicodeScalars.contains(where: { $0 == "/" || $0 == ":" || $0 == "\\" || $0.value < 0x20 })
            {
                log.error(
                    "'xcodeVersionName' '\(value)' cannot name a version's folder: it must be a visible file name of at most 200 bytes, without '/', ':', '\\' or control characters",
                    at: name.location)
            } else {
                resolved.xcodeVersionName = value
                resolved.xcodeVersionNameLocation = name.location
            }
        }
        resolved.xcode = model.xcode
        resolved.localizationTable = checkedLocalizationTable()
        resolved.localizationBundle = model.localizationBundle?.value ?? .main
        return resolved
    }

    /// The model's `localizationTable`, when it names a table: a file name without its extension
    /// or folders, as `Bundle.url(forResource:withExtension:)` takes it.
    mutating func checkedLocalizationTable() -> String? {
        guard let table = model.localizationTable else {
            if let bundle = model.localizationBundle {
                log.error(
                    "'localizationBundle' says where the strings table of 'localizationTable' is; name the table, or remove 'localizationBundle'",
                    at: bundle.location)
            }
            return nil
        }
        let name = table.value
        // Where the table is looked up: `Bundle.main`, or the target's `Bundle.module`.
        let bundle = model.localizationBundle?.value == .module ? "the module's bundle" : "the app's bundle"
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            log.error("'localizationTable' is empty; leave it out for none", at: table.location)
        } else if name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") {
            let bare = String(name[..<name.lastIndex(of: ".")!])
            log.error(
                "'localizationTable' names the table without its extension: \"\(bare)\", which \(bare).strings or \(bare).xcstrings of \(bundle) holds",
                at: table.location)
        } else if name.contains("/") {
            log.error(
                "'localizationTable' names a table of \(bundle), not a path: '\(name)' holds '/'",
                at: table.location)
        } else {
            return name
        }
        return nil
    }

    /// Links each entity to its parent, its sub-entities and its nearest ancestor that declares a
    /// property; an entity whose chain of parents is broken or a cycle (already reported) gets no
    /// parent, so a chain of links always ends.
    mutating func linkHierarchy(_ declarations: [EntityDeclaration], _ entities: [Entity]) {
        for (declaration, entity) in zip(declarations, entities) where hasSoundAncestry.contains(entity.name) {
            guard let parentName = declaration.parent?.value, let parent = entityObjects[parentName] else { continue }
            entity.parent = parent
            parent.subentities.append(entity)
            // Worked out once for the declarations (`checkInheritance`): what walks an entity's
            // inherited properties skips the ancestors that declare none.
            entity.nearestDeclaringAncestor = nearestAncestorWithProperties[entity.name].flatMap { entityObjects[$0] }
        }
    }

    // MARK: Entities

    /// Every property of an entity, its own and inherited, by name, with the entity that declares
    /// it. Computed once per entity, each from its parent's table, so resolution stays linear.
    mutating func allProperties(of entity: EntityDeclaration) -> [String: OwnedProperty] {
        if let cached = propertyTables[entity.name.value] { return cached }
        // Walk up (without recursion, so no chain is too deep) to an ancestor whose table is known.
        var chain = [entity]
        var table: [String: OwnedProperty] = [:]
        if hasSoundAncestry.contains(entity.name.value) {
            var next = entity.parent.flatMap { entityByName[$0.value] }
            while let parent = next {
                if let cached = propertyTables[parent.name.value] {
                    table = cached
                    break
                }
                chain.append(parent)
                next = parent.parent.flatMap { entityByName[$0.value] }
            }
        }
        for declaration in chain.reversed() {
            let owner = declaration.name.value
            // Only a declaring entity grows the table: one that declares nothing shares its parent's.
            if declaration.propertyCount > 0 { table.reserveCapacity(table.count + declaration.propertyCount) }
            // The table points into the declarations (`OwnedProperty`): a copy of each would make
            // the tables of a large model the largest thing in memory.
            // By index, reading the name in place: a `for` loop over attribute declarations copies
            // each one out, with its twenty parts.
            for index in declaration.attributes.indices {
                let name = declaration.attributes[index].name.value
                if table[name] == nil {
                    table[name] = OwnedProperty(owner: owner, .attribute(declaration.attributes, index))
                }
            }
            for (index, relationship) in declaration.relationships.enumerated()
            where table[relationship.name.value] == nil {
                table[relationship.name.value] = OwnedProperty(
                    owner: owner, .relationship(declaration.relationships, index))
            }
            for (index, fetched) in declaration.fetchedProperties.enumerated() where table[fetched.name.value] == nil {
                table[fetched.name.value] = OwnedProperty(
                    owner: owner, .fetchedProperty(declaration.fetchedProperties, index))
            }
            propertyTables[owner] = table
        }
        return table
    }

    /// The entity's ancestors, nearest first; none when its chain of parents is broken or a cycle
    /// (already reported).
    func declaredAncestors(of entity: EntityDeclaration) -> [EntityDeclaration] {
        guard hasSoundAncestry.contains(entity.name.value) else { return [] }
        var chain: [EntityDeclaration] = []
        var next = entity.parent.flatMap { entityByName[$0.value] }
        while let ancestor = next {
            chain.append(ancestor)
            next = ancestor.parent.flatMap { entityByName[$0.value] }
        }
        return chain
    }

    /// The entity's ancestors that declare a property, nearest first: `declaredAncestors(of:)`
    /// without those that declare none, in time proportional to the ones it finds.
    func ancestorsWithProperties(of entity: EntityDeclaration) -> [EntityDeclaration] {
        guard hasSoundAncestry.contains(entity.name.value), let parent = entity.parent?.value else { return [] }
        var chain: [EntityDeclaration] = []
        var next = entitiesWithProperties.contains(parent) ? parent : nearestAncestorWithProperties[parent]
        while let name = next, let ancestor = entityByName[name] {
            chain.append(ancestor)
            next = nearestAncestorWithProperties[name]
        }
        return chain
    }

    /// The relationship of an entity, its own or inherited, called `name`; nil when it has none.
    mutating func relationship(named name: String, of entity: EntityDeclaration) -> RelationshipDeclaration? {
        allProperties(of: entity)[name]?.relationship
    }

    /// Resolves the entities on every core (`ParallelWork`). Resolving one changes only its own
    /// `Entity`, and a log and a list of inverses to link of its own; what it reads of the others
    /// (their declarations, their `Entity` objects, which it only links to, and the tables of
    /// every entity's properties, made here first) does not change while the entities resolve.
    /// The logs and lists are joined in the entities' order, so the diagnostics are those of one
    /// thread.
    mutating func resolveEntities(_ declarations: [EntityDeclaration], _ entities: [Entity]) {
        // The tables of the entities that others inherit from, one after another (each from its
        // parent's); then those of the others, each from its parent's, on every core.
        let parents = Set(declarations.compactMap { $0.parent?.value })
        for declaration in declarations where parents.contains(declaration.name.value) {
            _ = allProperties(of: declaration)
        }
        let leaves = declarations.filter { !parents.contains($0.name.value) }
        let withParentTables = self
        let leafTables = ParallelWork.map(leaves) { declaration in
            var run = withParentTables
            return run.allProperties(of: declaration)
        }
        for (declaration, table) in zip(leaves, leafTables) {
            propertyTables[declaration.name.value] = table
        }
        let shared = self
        let results = ParallelWork.map(Array(zip(declarations, entities))) { pair in
            var run = shared
            run.log = DiagnosticLog(file: shared.log.file)
            run.pendingInverses = []
            run.resolveEntity(pair.0, into: pair.1)
            return (log: run.log, inverses: run.pendingInverses)
        }
        for result in results {
            log.append(contentsOf: result.log)
            pendingInverses += result.inverses
        }
    }

    mutating func resolveEntity(_ entity: EntityDeclaration, into resolved: Entity) {
        checkPropertyNames(of: entity)
        checkPropertyVersioning(of: entity)
        var attributes: [Attribute] = []
        attributes.reserveCapacity(entity.attributes.count)
        var enumOwners: [String: String] = [:]
        for attribute in entity.attributes {
            if let resolved = resolveAttribute(attribute) {
                if let declaration = attribute.enumeration {
                    let enumeration = resolveEnum(declaration, of: attribute, resolved, in: entity, owners: &enumOwners)
                    attributes.append(resolved.with(enumeration: enumeration))
                } else {
                    attributes.append(resolved)
                }
            }
        }
        var relationships: [Relationship] = []
        relationships.reserveCapacity(entity.relationships.count)
        for relationship in entity.relationships {
            if let linked = resolveRelationship(relationship, in: entity, owner: resolved) {
                relationships.append(linked)
            }
        }
        let properties = allProperties(of: entity)
        for constraint in entity.uniquenessConstraints {
            checkUniquenessConstraint(constraint, properties: properties, in: entity)
        }
        checkIndexes(of: entity, properties: properties)
        let indexes = resolveIndexes(of: entity, attributes: attributes)
        resolved.attributes = attributes
        resolved.relationships = relationships
        resolved.uniquenessConstraints = entity.uniquenessConstraints.map { $0.value.map(\.value) }
        resolved.indexes = indexes
        resolved.fetchRequests = resolveFetchRequests(of: entity)
        resolved.fetchedProperties = resolveFetchedProperties(of: entity)
    }

    // MARK: Attributes

    mutating func resolveAttribute(_ attribute: AttributeDeclaration) -> Attribute? {
        guard let type = attribute.type?.value else { return nil }
        if let storage = attribute.allowsExternalStorage, storage.value, type != .binary {
            log.error("'allowsExternalStorage' applies only to binary attributes", at: storage.location)
        }
        if let transformer = attribute.valueTransformer {
            if type != .transformable {
                log.error("'valueTransformer' applies only to transformable attributes", at: transformer.location)
            } else if !transformer.value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
                ReservedNames.isIdentifier(String($0))
            }) {
                log.error("value transformer '\(transformer.value)' must be a class name", at: transformer.location)
            }
        }
        if type == .undefined && !attribute.isTransient {
            log.error(
                "an undefined attribute must be transient: the store cannot keep a value of no type; make it transient, or give it a type",
                at: attribute.type?.location)
        }
        if let customClass = attribute.customClass {
            if !type.facts.takesCustomClass {
                log.error(
                    "'customClass' applies only to transformable and undefined attributes", at: customClass.location)
            } else if !ReservedNames.isTypeName(customClass.value) {
                log.error("custom class '\(customClass.value)' is not a Swift type name", at: customClass.location)
            } else if customClass.value.utf8.contains(UInt8(ascii: "?")) {
                // `String?` would become `String??`; `[Int?]` has no Objective-C form.
                log.error(
                    "custom class '\(customClass.value)' has an optional type in it, which Objective-C cannot represent, so its property cannot be @NSManaged; whether the attribute is optional is its 'optional'",
                    at: customClass.location)
            } else if attribute.isOptional, ReservedNames.isSwiftScalarType(customClass.value) {
                // `@NSManaged var rank: Int?` does not compile: Objective-C has no optional scalar.
                log.error(
                    "an optional attribute cannot hold '\(customClass.value)': Objective-C has no optional \(customClass.value), so its property cannot be @NSManaged; make it not optional, or use a number or boolean attribute type, whose optional values modelgen generates",
                    at: customClass.location)
            }
        }
        let composite = compositeType(of: attribute, type: type)
        if type == .composite {
            checkCompositeAttribute(attribute)
        }
        var defaultValue: DefaultValue?
        if let value = attribute.defaultValue, type != .composite {
            switch DefaultValues.check(value, for: type) {
            case .success(let checked): defaultValue = checked
            case .failure(let problem): log.error(problem.message, at: value.location)
            }
        }
        let validation = resolveValidation(of: attribute, type: type, defaultValue: defaultValue)
        if let derivation = attribute.derivation {
            checkDerivedAttribute(attribute, derivation: derivation)
        }
        return Attribute(
            name: attribute.name.value,
            versioning: Versioning(attribute.versioning),
            location: attribute.name.location,
            type: type,
            isOptional: attribute.isOptional,
            defaultValue: defaultValue,
            isIndexed: attribute.isIndexed,
            isTransient: attribute.isTransient,
            allowsExternalStorage: attribute.allowsExternalStorage?.value ?? false,
            valueTransformer: attribute.valueTransformer?.value,
            customClass: attribute.customClass?.value,
            enumeration: nil,
            documentation: attribute.documentation,
            userInfo: attribute.userInfo,
            validation: validation,
            preservesValueInHistoryOnDeletion: attribute.preserveAfterDeletion?.value ?? false,
            allowsCloudEncryption: attribute.allowsCloudEncryption?.value ?? false,
            isIndexedBySpotlight: attribute.indexedBySpotlight?.value ?? false,
            derivation: attribute.derivation?.value,
            composite: composite,
            swiftName: attribute.swiftName?.value
        )
    }

    /// What a composite attribute cannot have: a default of its own (its elements have theirs), a
    /// derivation over the whole, transience or an enum.
    private mutating func checkCompositeAttribute(_ attribute: AttributeDeclaration) {
        let name = attribute.name.value
        if let value = attribute.defaultValue {
            log.error(
                "composite attribute '\(name)' cannot have a default: give its composite's elements defaults instead",
                at: value.location)
        }
        let refusals: [(Bool, String)] = [
            (attribute.isTransient, "be transient: modelgen builds composites for the store only"),
            (attribute.derivation != nil, "be derived"),
            (attribute.enumeration != nil, "have an enum"),
        ]
        for (applies, what) in refusals where applies {
            log.error("composite attribute '\(name)' cannot \(what)", at: attribute.name.location)
        }
    }

    // MARK: Relationships

    /// The relationship, linked to `owner` and its destination; `nil` when the destination is unknown
    /// (reported). Its inverse is linked later, once every entity is resolved.
    mutating func resolveRelationship(
        _ relationship: RelationshipDeclaration, in entity: EntityDeclaration, owner: Entity
    ) -> Relationship? {
        let name = relationship.name.value
        if let ordered = relationship.ordered, ordered.value, !relationship.isToMany {
            log.error("'ordered' applies only to to-many relationships; add \"toMany\": true", at: ordered.location)
        }
        for count in [relationship.minCount, relationship.maxCount].compactMap({ $0 }) where !relationship.isToMany {
            log.error("'minCount' and 'maxCount' apply only to to-many relationships", at: count.location)
        }
        if relationship.isToMany, let maximum = relationship.maxCount, maximum.value == 1 {
            log.error(
                "a to-many relationship cannot have 'maxCount' 1: Core Data would make it to-one; for a to-one relationship leave out \"toMany\"",
                at: maximum.location)
        }
        if let minimum = relationship.minCount, let maximum = relationship.maxCount, maximum.value > 0,
            minimum.value > maximum.value
        {
            log.error("'minCount' \(minimum.value) is greater than 'maxCount' \(maximum.value)", at: minimum.location)
        }
        checkDestinationAndInverse(of: relationship, in: entity)
        guard let destination = entityObjects[relationship.destination.value] else { return nil }
        let resolved = Relationship(
            name: name,
            entity: owner,
            destination: destination,
            isToMany: relationship.isToMany,
            isOrdered: relationship.isToMany && (relationship.ordered?.value ?? false),
            isOptional: relationship.isOptional,
            deleteRule: relationship.deleteRule,
            minCount: relationship.minCount?.value,
            maxCount: relationship.maxCount?.value,
            documentation: relationship.documentation,
            userInfo: relationship.userInfo,
            versioning: Versioning(relationship.versioning),
            location: relationship.name.location,
            isTransient: relationship.isTransient,
            swiftName: relationship.swiftName?.value
        )
        if let inverse = relationship.inverse?.value { pendingInverses.append((resolved, inverse)) }
        return resolved
    }

    mutating func checkDestinationAndInverse(of relationship: RelationshipDeclaration, in entity: EntityDeclaration) {
        let name = relationship.name.value
        let destinationName = relationship.destination
        guard let destination = entityByName[destinationName.value] else {
            log.error(
                "unknown destination entity '\(destinationName.value)'", at: destinationName.location,
                unknown: destinationName.value, candidates: model.entities.map(\.name.value))
            return
        }
        guard let inverseName = relationship.inverse else {
            log.warning(
                "relationship '\(name)' has no inverse; Core Data cannot keep the object graph consistent without one",
                at: relationship.name.location)
            return
        }
        guard let inverse = self.relationship(named: inverseName.value, of: destination) else {
            let candidates = allProperties(of: destination).compactMap { name, owned in
                owned.relationship == nil ? nil : name
            }
            log.error(
                "inverse '\(inverseName.value)' is not a relationship of '\(destination.name.value)'",
                at: inverseName.location, unknown: inverseName.value, candidates: candidates.sorted())
            return
        }
        // When the inverse's own destination or inverse is broken, that is reported where it is declared;
        // reporting it again from this side would only repeat it.
        guard entityByName[inverse.destination.value] != nil else { return }
        if let back = inverse.inverse?.value, inverse.destination.value == entity.name.value,
            self.relationship(named: back, of: entity) == nil
        {
            return
        }
        // The inverse may be inherited: the note names the entity that declares it, where it points.
        let owner = allProperties(of: destination)[inverseName.value]?.owner ?? destination.name.value
        let declaredHere = Diagnostic.Note(
            "'\(owner).\(inverseName.value)' is declared here", at: inverse.name.location)
        if inverse.destination.value != entity.name.value {
            log.error(
                "inverse '\(destination.name.value).\(inverseName.value)' points to '\(inverse.destination.value)', not back to '\(entity.name.value)'",
                at: inverseName.location, notes: [declaredHere])
        } else if inverse.inverse?.value != name {
            let actual = inverse.inverse.map { "names '\($0.value)' as its inverse" } ?? "has no inverse"
            log.error(
                "inverse '\(destination.name.value).\(inverseName.value)' does not point back: it \(actual), not '\(name)'",
                at: inverseName.location, notes: [declaredHere])
        }
    }

}
