import Foundation

/// The translation of a whole model into `Model+ManagedObjectModel.swift`: the Swift that builds
/// the model's `NSManagedObjectModel` in code, so that an app needs no `.xcdatamodeld`.
///
/// The context holds the model's descriptions as data; the built-in template spells them as calls
/// to a few small helpers it declares (`entityDescription`, `attribute`, `relationship`, `connect`,
/// `fetchIndex`, `fetchRequest`).
extension Translator {
    static func managedObjectModelFileContext(
        _ model: ResolvedModel, access: String, history: ModelHistory? = nil,
        omitted: Set<GenerationOptions.APIPart> = []
    ) -> ManagedObjectModelFileContext {
        let shipped = history?.shippedVersions ?? []
        let currentVersion = history?.currentVersionNumber ?? 1
        // A shipped version that Core Data cannot tell from the current one is built by the current
        // version's function.
        let separateVersions = history?.currentIsShipped == true ? shipped.dropLast() : shipped[...]
        let current = modelBuild(
            model, functionName: "makeManagedObjectModel", entityFunctionPrefix: "make", isCurrent: true,
            versionNumber: shipped.isEmpty ? nil : currentVersion, sourceFileName: model.fileName)
        let shippedBuilds = separateVersions.map { version in
            modelBuild(
                version.model, functionName: "makeVersion\(version.number)Model",
                entityFunctionPrefix: "makeVersion\(version.number)", isCurrent: false, versionNumber: version.number,
                sourceFileName: "\(version.folderName)/\(version.fileName)")
        }
        var migration: ManagedObjectModelFileContext.Migration?
        if let history, !shipped.isEmpty {
            migration = migrationContext(history, currentVersion: currentVersion, shippedBuilds: shippedBuilds)
        }
        var context = ManagedObjectModelFileContext(
            fileName: fileName(forClass: model.name, kind: .managedObjectModel),
            generatedMarker: generatedMarker(modelFileName: model.fileName),
            modelFileName: model.fileName,
            access: access,
            typeName: ReservedNames.modelTypeName(forModelNamed: model.name),
            modelName: model.name,
            modelNameLiteral: SwiftLiterals.string(model.name),
            current: current,
            shippedBuilds: shippedBuilds,
            migration: migration)
        context.storeConfigurations = model.configurations.map { configuration in
            ManagedObjectModelFileContext.StoreConfiguration(
                caseName: swiftIdentifier(configuration.name.prefix(1).lowercased() + configuration.name.dropFirst()),
                nameLiteral: SwiftLiterals.string(configuration.name),
                usedWithCloudKit: configuration.usedWithCloudKit,
                cloudKitDatabaseScope: configuration.cloudKitDatabase.rawValue,
                usesCloudKitSharing: configuration.cloudKitSharing,
                documentation: documentationLines(configuration.documentation))
        }
        context.usesCloudKit = model.usesCloudKit
        context.usesCloudKitSharing = model.usesCloudKitSharing
        context.setsCloudKitDatabase = model.usesPublicCloudKitDatabase || model.usesCloudKitSharing
        context.cloudKitDatabaseScope = model.cloudKitDatabase.rawValue
        context.cloudKitContainerIdentifierLiteral = model.cloudKitContainerIdentifier.map(SwiftLiterals.string)
        if GenerationOptions.declaresModelActors(omitting: omitted) {
            context.modelActor = ManagedObjectModelFileContext.ModelActorNames(modelTypeName: context.typeName)
        }
        return context
    }

    /// The steps between a model's versions and the handlers the app supplies for them: the step
    /// into a version has the handlers that version's file declares.
    static func migrationContext(
        _ history: ModelHistory, currentVersion: Int, shippedBuilds: [ManagedObjectModelFileContext.ModelBuild]
    ) -> ManagedObjectModelFileContext.Migration {
        typealias Migration = ManagedObjectModelFileContext.Migration
        // The current model stands for the shipped version it equals: its step is the one that counts.
        var models = history.shippedVersions.map(\.model)
        if history.currentIsShipped { models.removeLast() }
        models.append(history.current)
        var steps: [Migration.Step] = []
        // One model per version, so the current version's number is `models.count`.
        for number in stride(from: 2, through: models.count, by: 1) {
            let declared = models[number - 1].migrationStep
            func handler(_ documentation: String?, runsAfter: Bool) -> Migration.Handler? {
                guard let documentation else { return nil }
                return Migration.Handler(
                    methodName: "\(runsAfter ? "didMigrate" : "willMigrate")ToVersion\(number)",
                    documentation: documentationLines(documentation), fromVersion: number - 1, toVersion: number,
                    runsAfter: runsAfter, seesGeneratedClasses: runsAfter && number == currentVersion)
            }
            var mappingModel = handler(declared?.mappingModel, runsAfter: false)
            mappingModel?.methodName = "mappingModelToVersion\(number)"
            mappingModel?.returnsMappingModel = true
            steps.append(
                Migration.Step(
                    fromVersion: number - 1, toVersion: number,
                    willMigrate: handler(declared?.willMigrate, runsAfter: false),
                    didMigrate: handler(declared?.didMigrate, runsAfter: true), mappingModel: mappingModel,
                    resetsStore: declared?.resetsStore != nil))
        }
        return Migration(
            currentVersion: currentVersion, versionsFolder: history.shippedVersions[0].folderName,
            versionModels: shippedBuilds.map { "\($0.functionName)()" } + ["managedObjectModel"], steps: steps)
    }

    /// The build of one version of the model: its descriptions, made by functions whose names start
    /// with `entityFunctionPrefix`; a shipped version's entities are plain `NSManagedObject`s.
    static func modelBuild(
        _ model: ResolvedModel, functionName: String, entityFunctionPrefix: String, isCurrent: Bool,
        versionNumber: Int?, sourceFileName: String
    ) -> ManagedObjectModelFileContext.ModelBuild {
        typealias Context = ManagedObjectModelFileContext
        var hierarchies: [Context.Hierarchy] = []
        var uniquenessConstraints: [Context.UniquenessConstraints] = []
        var connections: [Context.Connection] = []
        var fetchIndexes: [Context.EntityIndexes] = []
        var fetchRequestTemplates: [Context.FetchRequestTemplate] = []
        for entity in model.entities {
            let variable = entityVariable(entity)
            if !entity.subentities.isEmpty {
                hierarchies.append(
                    Context.Hierarchy(variable: variable, subentityVariables: entity.subentities.map(entityVariable)))
            }
            if !entity.uniquenessConstraints.isEmpty {
                uniquenessConstraints.append(
                    Context.UniquenessConstraints(
                        variable: variable,
                        constraints: entity.uniquenessConstraints.map { $0.map(SwiftLiterals.string) }))
            }
            for relationship in entity.relationships {
                connections.append(
                    Context.Connection(
                        nameLiteral: SwiftLiterals.string(relationship.name), variable: variable,
                        destinationVariable: entityVariable(relationship.destination),
                        inverse: relationship.inverse.map {
                            Context.Connection.Inverse(
                                nameLiteral: SwiftLiterals.string($0.name), variable: entityVariable($0.entity))
                        }))
            }
            if !entity.indexes.isEmpty {
                fetchIndexes.append(
                    Context.EntityIndexes(
                        variable: variable,
                        indexes: entity.indexes.map { index in
                            Context.EntityIndexes.Index(
                                nameLiteral: SwiftLiterals.string(index.name),
                                elements: index.elements.map {
                                    Context.EntityIndexes.Element(
                                        propertyNameLiteral: SwiftLiterals.string($0.property),
                                        isAscending: $0.isAscending)
                                })
                        }))
            }
            guard isCurrent else { continue }
            for template in entity.fetchRequests {
                fetchRequestTemplates.append(
                    Context.FetchRequestTemplate(
                        nameLiteral: SwiftLiterals.string(template.modelName(in: entity)),
                        variable: variable,
                        predicateLiteral: template.predicate.map(SwiftLiterals.string),
                        sortDescriptors: template.sortDescriptors.map(SortDescriptorContext.init),
                        fetchLimit: template.limit, settings: FetchRequestSettingContext.settings(of: template.settings)
                    ))
            }
        }
        let variables = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.name, entityVariable($0)) })
        var build = Context.ModelBuild(
            functionName: functionName,
            isCurrent: isCurrent,
            versionNumber: versionNumber,
            sourceFileName: sourceFileName,
            entities: model.entities.map {
                entityDescriptionContext($0, functionPrefix: entityFunctionPrefix, isCurrent: isCurrent)
            },
            hierarchies: hierarchies,
            uniquenessConstraints: uniquenessConstraints,
            connections: connections,
            fetchIndexes: fetchIndexes,
            fetchRequestTemplates: fetchRequestTemplates)
        build.versionIdentifier = model.versionIdentifier
        build.localizationTableLiteral = isCurrent ? model.localizationTable.map(SwiftLiterals.string) : nil
        build.localizationBundle = model.localizationBundle.rawValue
        build.composites = compositesInUse(model).map { composite in
            Context.CompositeDescription(
                name: composite.name,
                functionName: compositeElementsFunction(composite, prefix: entityFunctionPrefix),
                elements: composite.elements.map {
                    attributeDescriptionContext($0, functionPrefix: entityFunctionPrefix)
                })
        }
        build.fetchedPropertyEntities = model.entities.flatMap { entity in
            entity.fetchedProperties.map {
                Context.Connection(
                    nameLiteral: SwiftLiterals.string($0.name), variable: entityVariable(entity),
                    destinationVariable: entityVariable($0.destination), inverse: nil)
            }
        }
        build.configurationMembers = model.configurations.map { configuration in
            Context.ConfigurationMembers(
                nameLiteral: SwiftLiterals.string(configuration.name),
                entityVariables: configuration.entityNames.compactMap { variables[$0] })
        }
        return build
    }

    /// The local variable that holds an entity's description: `commitEntity`. Entity names start
    /// with an upper-case letter, so lowering it keeps them distinct, and the suffix keeps them clear
    /// of Swift's keywords and of the helpers' names.
    static func entityVariable(_ entity: Entity) -> String {
        entity.name.prefix(1).lowercased() + entity.name.dropFirst() + "Entity"
    }

    static func entityDescriptionContext(
        _ entity: Entity, functionPrefix: String = "make", isCurrent: Bool = true
    ) -> ManagedObjectModelFileContext.EntityDescription {
        let relationships = entity.relationships.map(relationshipDescriptionContext)
        let fetchedProperties = entity.fetchedProperties.map {
            ManagedObjectModelFileContext.FetchedPropertyDescription(
                nameLiteral: SwiftLiterals.string($0.name),
                predicateLiteral: $0.predicate.map(SwiftLiterals.string),
                metadata: descriptionMetadata(userInfo: $0.userInfo, versioning: $0.versioning))
        }
        return ManagedObjectModelFileContext.EntityDescription(
            variable: entityVariable(entity),
            functionName: "\(functionPrefix)\(entity.name)Entity",
            nameLiteral: SwiftLiterals.string(entity.name),
            // A shipped version has no classes of its own: its objects are only ever migrated.
            className: isCurrent ? entity.className : "NSManagedObject",
            isAbstract: entity.isAbstract,
            entity: entity,
            functionPrefix: functionPrefix,
            relationships: relationships,
            fetchedProperties: fetchedProperties,
            propertyList: propertyList(
                of: entity, functionPrefix: functionPrefix, relationships: relationships,
                fetchedProperties: fetchedProperties),
            metadata: descriptionMetadata(userInfo: entity.userInfo, versioning: entity.versioning))
    }

    /// The composites that an attribute of the model uses, directly or nested, in model order: the
    /// builder makes elements for these only (a composite that no attribute uses needs none, nor
    /// the macOS 14 that composites need).
    static func compositesInUse(_ model: ResolvedModel) -> [CompositeType] {
        var used: Set<String> = []
        var pending = model.entities.flatMap { $0.attributes.compactMap(\.composite) }
        while let composite = pending.popLast() {
            guard used.insert(composite.name).inserted else { continue }
            pending += composite.elements.compactMap(\.composite)
        }
        return model.composites.filter { used.contains($0.name) }
    }

    /// The function that makes a composite's elements: `makeLocationElements`. Entity functions end
    /// in `Entity`, so the two never share a name.
    static func compositeElementsFunction(_ composite: CompositeType, prefix: String) -> String {
        "\(prefix)\(composite.name)Elements"
    }

    /// An attribute's description; `functionPrefix` names the functions of the version's composites.
    static func attributeDescriptionContext(_ attribute: Attribute, functionPrefix: String = "make")
        -> ManagedObjectModelFileContext.AttributeDescription
    {
        var description = ManagedObjectModelFileContext.AttributeDescription(
            nameLiteral: SwiftLiterals.string(attribute.name),
            attributeType: attributeTypeCase(attribute.type),
            isOptional: attribute.isOptional,
            defaultValue: attribute.defaultValue.map { objectExpression(for: $0, of: attribute.type) },
            isTransient: attribute.isTransient,
            allowsExternalBinaryDataStorage: attribute.allowsExternalStorage,
            valueTransformerNameLiteral: valueTransformerName(of: attribute).map(SwiftLiterals.string),
            valueClassNameLiteral: valueClassName(of: attribute).map(SwiftLiterals.string),
            validationRules: validationRules(of: attribute),
            isIndexedBySpotlight: attribute.isIndexedBySpotlight,
            preservesValueInHistoryOnDeletion: attribute.preservesValueInHistoryOnDeletion,
            allowsCloudEncryption: attribute.allowsCloudEncryption,
            derivationLiteral: attribute.derivation.map(SwiftLiterals.string),
            elementsFunction: attribute.composite.map { compositeElementsFunction($0, prefix: functionPrefix) },
            metadata: descriptionMetadata(userInfo: attribute.userInfo, versioning: attribute.versioning))
        if let typedFunction = typedAttributeFunction(of: attribute) {
            description.typedFunction = typedFunction
            description.typedDefaultValue = attribute.defaultValue.map { typedExpression(for: $0, of: attribute.type) }
        }
        return description
    }

    /// The value transformer's name of a transformable attribute; `nil` for other types. Without one
    /// Core Data falls back to the insecure NSKeyedUnarchiveFromData and logs a warning, so the
    /// secure transformer is the default.
    static func valueTransformerName(of attribute: Attribute) -> String? {
        attribute.type == .transformable ? attribute.valueTransformer ?? "NSSecureUnarchiveFromDataTransformer" : nil
    }

    /// The Objective-C class of the attribute's values (`attributeValueClassName`), where its type
    /// takes a custom class and the model names one that Objective-C sees.
    static func valueClassName(of attribute: Attribute) -> String? {
        attribute.type.facts.takesCustomClass ? objectiveCClassName(ofCustomClass: attribute.customClass) : nil
    }

    /// The entity's properties as `properties(...)` takes them, in order (attributes, relationships,
    /// fetched properties): each stretch of properties that rows describe one table, each other
    /// property a call of its own. An attribute is described for a call (`attributeDescriptionContext`)
    /// only where a row cannot describe it.
    static func propertyList(
        of entity: Entity, functionPrefix: String,
        relationships: [ManagedObjectModelFileContext.RelationshipDescription],
        fetchedProperties: [ManagedObjectModelFileContext.FetchedPropertyDescription]
    ) -> [ManagedObjectModelFileContext.PropertyListPart] {
        var parts: [ManagedObjectModelFileContext.PropertyListPart] = []
        func add(row: String?, or call: () -> ManagedObjectModelFileContext.PropertyListPart) {
            guard let row else { return parts.append(call()) }
            if let last = parts.indices.last, !parts[last].rows.isEmpty {
                parts[last].rows.append(row)
            } else {
                parts.append(.init(rows: [row]))
            }
        }
        for attribute in entity.attributes {
            add(row: PropertyRows.row(of: attribute)) {
                .init(attribute: attributeDescriptionContext(attribute, functionPrefix: functionPrefix))
            }
        }
        for (relationship, description) in zip(entity.relationships, relationships) {
            add(row: PropertyRows.row(of: relationship)) { .init(relationship: description) }
        }
        parts += fetchedProperties.map { .init(fetchedProperty: $0) }
        return parts
    }

    /// The function of one attribute type (`stringAttribute(_:isOptional:defaultValue:)`) that makes
    /// `attribute` when it has nothing but a name, an optionality and a default of that type, the
    /// form most attributes take; `nil` when it needs the general `attribute(_:type:…)`. A call with
    /// fewer arguments, each of a concrete type, takes the type checker about half as long, and the
    /// model file holds one per attribute.
    static func typedAttributeFunction(of attribute: Attribute) -> String? {
        guard let function = attribute.type.facts.typedBuilder else { return nil }
        let hasMoreThanADefault =
            attribute.isTransient || attribute.allowsExternalStorage || attribute.valueTransformer != nil
            || attribute.customClass != nil || !attribute.validation.isEmpty || attribute.isIndexedBySpotlight
            || attribute.preservesValueInHistoryOnDeletion || attribute.allowsCloudEncryption
            || attribute.derivation != nil || attribute.composite != nil || !attribute.userInfo.isEmpty
            || attribute.versioning != Versioning()
        return hasMoreThanADefault ? nil : function
    }

    /// The attribute's validation as cases of the generated `ValidationRule` enum: a date's bounds
    /// are `earliest` and `latest` (Core Data reports them with the date error codes), a number's
    /// `minimum` and `maximum`, each bound of the attribute's own type.
    static func validationRules(of attribute: Attribute) -> [ManagedObjectModelFileContext.ValidationRule] {
        let validation = attribute.validation
        let isDate = attribute.type == .date
        var rules: [ManagedObjectModelFileContext.ValidationRule] = []
        if let minimum = validation.minimum {
            rules.append(
                .init(
                    caseName: isDate ? "earliest" : "minimum", value: objectExpression(for: minimum, of: attribute.type)
                ))
        }
        if let maximum = validation.maximum {
            rules.append(
                .init(
                    caseName: isDate ? "latest" : "maximum", value: objectExpression(for: maximum, of: attribute.type)))
        }
        if let minLength = validation.minLength {
            rules.append(.init(caseName: "minLength", value: String(minLength)))
        }
        if let maxLength = validation.maxLength {
            rules.append(.init(caseName: "maxLength", value: String(maxLength)))
        }
        if let pattern = validation.regularExpression {
            rules.append(.init(caseName: "regularExpression", value: SwiftLiterals.string(pattern)))
        }
        return rules
    }

    static func relationshipDescriptionContext(_ relationship: Relationship)
        -> ManagedObjectModelFileContext.RelationshipDescription
    {
        ManagedObjectModelFileContext.RelationshipDescription(
            nameLiteral: SwiftLiterals.string(relationship.name),
            isToMany: relationship.isToMany,
            isOrdered: relationship.isOrdered,
            isOptional: relationship.isOptional,
            minCount: relationship.minCount.flatMap { $0 == 0 ? nil : $0 },
            maxCount: relationship.maxCount.flatMap { $0 == 0 ? nil : $0 },
            deleteRule: relationship.deleteRule == .nullify ? nil : "\(relationship.deleteRule.rawValue)DeleteRule",
            isTransient: relationship.isTransient,
            metadata: descriptionMetadata(userInfo: relationship.userInfo, versioning: relationship.versioning))
    }

    /// The `NSAttributeType` case of an attribute type.
    static func attributeTypeCase(_ type: AttributeType) -> String {
        type.facts.coreDataCaseName
    }

    /// A default value as an expression for `NSAttributeDescription.defaultValue` (`Any?`): numbers
    /// carry their exact type, so that they bridge to an `NSNumber` of the attribute's type.
    static func objectExpression(for value: DefaultValue, of type: AttributeType) -> String {
        let typed = "\(swiftType(of: type, customClass: nil))(\(SwiftLiterals.expression(for: value)))"
        return switch value {
        // An integer literal is an `Int`: named as the attribute's number type (a Decimal's value is
        // no integer, and a Decimal is no Objective-C scalar).
        case .integer where type.facts.isNumber && type.isObjectiveCScalar: typed
        // A floating-point literal is a `Double`: named as a Float, and as a Double where the
        // compiler would warn about it plain.
        case .floatingPoint where type == .float: typed
        case .floatingPoint where type == .double: typedExpression(for: value, of: type)
        default: SwiftLiterals.expression(for: value)
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

    /// User info and versioning as a description carries them: entries and values as Swift string
    /// literals, user info in the model's order.
    static func descriptionMetadata(
        userInfo: [UserInfoEntry], versioning: Versioning
    ) -> ManagedObjectModelFileContext.DescriptionMetadata {
        ManagedObjectModelFileContext.DescriptionMetadata(
            userInfo: userInfo.map {
                .init(keyLiteral: SwiftLiterals.string($0.key), valueLiteral: SwiftLiterals.string($0.value))
            },
            renamingIdentifierLiteral: versioning.renamingIdentifier.map(SwiftLiterals.string),
            versionHashModifierLiteral: versioning.versionHashModifier.map(SwiftLiterals.string))
    }
}
