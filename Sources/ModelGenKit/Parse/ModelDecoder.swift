/// Turns the JSON tree of a `.datamodel.json` file into `ModelDeclaration`, reporting every
/// unknown key, missing required key and value of the wrong JSON type. Cross-references
/// (destinations, inverses, parents) are the resolver's business.
enum ModelDecoder {
    static func decode(_ root: JSONValue, log: inout DiagnosticLog) -> ModelDeclaration {
        guard let model = ObjectReader<ModelKey>(root, kind: "model", log: &log) else {
            return ModelDeclaration(name: nil, entities: [], location: root.location)
        }
        let name = model.requiredString(.name, log: &log)
        // Each entity decodes on its own, so the entities are spread over the machine's cores; their
        // diagnostics join the log in the entities' order.
        let file = log.file
        let decoded = ParallelWork.map(model.requiredArray(.entities, log: &log)) { value in
            var entityLog = DiagnosticLog(file: file)
            return (entity: decodeEntity(value, log: &entityLog), log: entityLog)
        }
        for entity in decoded { log.append(contentsOf: entity.log) }
        let entities = decoded.compactMap(\.entity)
        let migrationStep = model.value(.migrationStep).flatMap { decodeMigrationStep($0, log: &log) }
        var declaration = ModelDeclaration(
            name: name, entities: entities, migrationStep: migrationStep, location: root.location)
        declaration.configurations = model.array(.configurations, log: &log).compactMap {
            decodeConfiguration($0, log: &log)
        }
        declaration.usedWithCloudKit = model.locatedBool(.usedWithCloudKit, log: &log)
        declaration.cloudKitContainerIdentifier = model.string(.cloudKitContainerIdentifier, log: &log)
        declaration.cloudKitDatabase = model.string(.cloudKitDatabase, log: &log).flatMap {
            decodeCloudKitDatabase($0, log: &log)
        }
        declaration.cloudKitSharing = model.locatedBool(.cloudKitSharing, log: &log)
        declaration.versionIdentifier = model.string(.versionIdentifier, log: &log)
        declaration.xcodeVersionName = model.string(.xcodeVersionName, log: &log)
        if let xcode = model.value(.xcode) { declaration.xcode = decodeXcodeEditorAttributes(xcode, log: &log) }
        declaration.localizationTable = model.string(.localizationTable, log: &log)
        declaration.localizationBundle = model.string(.localizationBundle, log: &log).flatMap {
            knownValue($0, of: "localization bundle", log: &log)
        }
        declaration.composites = model.array(.composites, log: &log).compactMap { decodeComposite($0, log: &log) }
        return declaration
    }

    private static func decodeComposite(_ value: JSONValue, log: inout DiagnosticLog) -> CompositeDeclaration? {
        guard let reader = ObjectReader<CompositeKey>(value, kind: "composite", log: &log) else { return nil }
        let name = reader.requiredString(.name, log: &log)
        let elements = reader.requiredArray(.elements, log: &log).compactMap { element -> AttributeDeclaration? in
            guard let element = ObjectReader<CompositeElementKey>(element, kind: "composite element", log: &log)
            else { return nil }
            return decodeAttributeShape(element, log: &log)
        }
        guard let name else { return nil }
        return CompositeDeclaration(
            name: name, elements: elements, documentation: reader.string(.documentation, log: &log)?.value,
            location: value.location)
    }

    private static func decodeConfiguration(_ value: JSONValue, log: inout DiagnosticLog)
        -> ModelConfigurationDeclaration?
    {
        guard let reader = ObjectReader<ModelConfigurationKey>(value, kind: "configuration", log: &log) else {
            return nil
        }
        let name = reader.requiredString(.name, log: &log)
        let entities = reader.requiredArray(.entities, log: &log).compactMap {
            $0.stringValue(of: "an entity of a configuration", log: &log)
        }
        guard let name else { return nil }
        var configuration = ModelConfigurationDeclaration(
            name: name, entities: entities, usedWithCloudKit: reader.locatedBool(.usedWithCloudKit, log: &log),
            cloudKitDatabase: reader.string(.cloudKitDatabase, log: &log).flatMap {
                decodeCloudKitDatabase($0, log: &log)
            },
            documentation: reader.string(.documentation, log: &log)?.value, location: value.location)
        configuration.cloudKitSharing = reader.locatedBool(.cloudKitSharing, log: &log)
        return configuration
    }

    /// The case of `Value` that `text` names; otherwise an error that lists the cases, with the
    /// nearest as a suggestion.
    private static func knownValue<Value: RawRepresentable & CaseIterable>(
        _ text: Located<String>, of what: String, log: inout DiagnosticLog
    ) -> Located<Value>? where Value.RawValue == String {
        if let known = Value(rawValue: text.value) { return Located(known, at: text.location) }
        log.error(
            "unknown \(what) '\(text.value)'; expected one of "
                + Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
            at: text.location, unknown: text.value, candidates: Value.allCases.map(\.rawValue))
        return nil
    }

    private static func decodeCloudKitDatabase(_ text: Located<String>, log: inout DiagnosticLog)
        -> Located<CloudKitDatabase>?
    {
        guard text.value == "shared" else { return knownValue(text, of: "CloudKit database", log: &log) }
        log.error(
            "a store syncs with the shared CloudKit database only beside one that syncs with the private database, whose records the user shares; keep 'private' and add \"cloudKitSharing\": true, which adds the shared store",
            at: text.location)
        return nil
    }

    /// `"xcode"`: each value a string Xcode could have written (not empty), but the flag.
    private static func decodeXcodeEditorAttributes(_ value: JSONValue, log: inout DiagnosticLog)
        -> XcodeEditorAttributes
    {
        var attributes = XcodeEditorAttributes()
        guard let reader = ObjectReader<XcodeEditorKey>(value, kind: "'xcode'", log: &log) else {
            return attributes
        }
        attributes.usedWithSwiftData = reader.bool(.usedWithSwiftData, log: &log) ?? false
        for (key, _) in attributes.strings {
            guard let text = reader.string(key, log: &log) else { continue }
            if text.value.isEmpty {
                log.error("'\(key.rawValue)' is empty; leave it out for convert's default", at: text.location)
            } else {
                attributes.set(key, to: text.value)
            }
        }
        return attributes
    }

    private static func decodeMigrationStep(_ value: JSONValue, log: inout DiagnosticLog) -> MigrationStepDeclaration? {
        guard let step = ObjectReader<MigrationStepKey>(value, kind: "migration step", log: &log) else { return nil }
        let willMigrate = step.string(.willMigrate, log: &log)
        let didMigrate = step.string(.didMigrate, log: &log)
        let mappingModel = step.string(.mappingModel, log: &log)
        let resetsStore = step.string(.resetsStore, log: &log)
        if willMigrate == nil && didMigrate == nil && mappingModel == nil && resetsStore == nil {
            log.error(
                "a migration step needs 'willMigrate', 'didMigrate', 'mappingModel' or several of them: what the app's handler does before or after Core Data migrates a store to this version, or the mapping model it migrates with; or 'resetsStore' alone",
                at: value.location)
        }
        if let resetsStore, willMigrate != nil || didMigrate != nil || mappingModel != nil {
            log.error(
                "a step that resets the store migrates nothing, so it runs no handler and needs no mapping model: leave out 'willMigrate', 'didMigrate' and 'mappingModel', or 'resetsStore'",
                at: resetsStore.location)
        }
        for text in [willMigrate, didMigrate, mappingModel].compactMap({ $0 })
        where text.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            log.error("say what the handler does: its text documents the method the app writes", at: text.location)
        }
        if let resetsStore, resetsStore.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            log.error(
                "say why the app resets the store (what it loses, and how it gets it back): the text documents the step",
                at: resetsStore.location)
        }
        return MigrationStepDeclaration(
            willMigrate: willMigrate, didMigrate: didMigrate, mappingModel: mappingModel, resetsStore: resetsStore,
            location: value.location)
    }

    private static func decodeEntity(_ value: JSONValue, log: inout DiagnosticLog) -> EntityDeclaration? {
        guard let entity = ObjectReader<EntityKey>(value, kind: "entity", log: &log) else { return nil }
        let name = entity.requiredString(.name, log: &log)
        var declaration = EntityDeclaration(
            name: name ?? Located("", at: value.location),
            versioning: entity.versioning(log: &log),
            className: entity.string(.className, log: &log),
            parent: entity.string(.parent, log: &log),
            isAbstract: entity.bool(.abstract, log: &log) ?? false,
            identifiable: entity.locatedBool(.identifiable, log: &log),
            documentation: entity.string(.documentation, log: &log)?.value,
            attributes: entity.array(.attributes, log: &log).compactMapKeepingMost { decodeAttribute($0, log: &log) },
            relationships: entity.array(.relationships, log: &log).compactMapKeepingMost {
                decodeRelationship($0, log: &log)
            },
            uniquenessConstraints: entity.array(.uniquenessConstraints, log: &log).compactMap { constraint in
                guard let names = constraint.arrayElements(of: "a uniqueness constraint", log: &log) else { return nil }
                return Located(
                    names.compactMap { $0.stringValue(of: "a constrained property", log: &log) },
                    at: constraint.location)
            },
            indexes: entity.array(.indexes, log: &log).compactMap { decodeIndex($0, log: &log) },
            fetchRequests: entity.array(.fetchRequests, log: &log).compactMap { decodeFetchRequest($0, log: &log) },
            userInfo: entity.userInfo(log: &log),
            location: value.location
        )
        declaration.fetchedProperties = entity.array(.fetchedProperties, log: &log).compactMap {
            decodeFetchedProperty($0, log: &log)
        }
        return name == nil ? nil : declaration
    }

    private static func decodeFetchedProperty(_ value: JSONValue, log: inout DiagnosticLog)
        -> FetchedPropertyDeclaration?
    {
        guard let reader = ObjectReader<FetchedPropertyKey>(value, kind: "fetched property", log: &log),
            let name = reader.requiredString(.name, log: &log),
            let destination = reader.requiredString(.destination, log: &log)
        else { return nil }
        return FetchedPropertyDeclaration(
            name: name, versioning: reader.versioning(log: &log), destination: destination,
            predicate: reader.string(.predicate, log: &log),
            predicateIsVerbatim: reader.value(.predicate)?.isVerbatimString ?? false,
            documentation: reader.string(.documentation, log: &log)?.value, userInfo: reader.userInfo(log: &log),
            location: value.location)
    }

    private static func decodeAttribute(_ value: JSONValue, log: inout DiagnosticLog) -> AttributeDeclaration? {
        guard let attribute = ObjectReader<AttributeKey>(value, kind: "attribute", log: &log),
            var declaration = decodeAttributeShape(attribute, log: &log)
        else { return nil }
        declaration.versioning = attribute.versioning(log: &log)
        declaration.isIndexed = attribute.bool(.indexed, log: &log) ?? false
        declaration.isTransient = attribute.bool(.transient, log: &log) ?? false
        declaration.allowsExternalStorage = attribute.locatedBool(.allowsExternalStorage, log: &log)
        declaration.valueTransformer = attribute.string(.valueTransformer, log: &log)
        declaration.customClass = attribute.string(.customClass, log: &log)
        declaration.enumeration = attribute.value(.enum).flatMap { decodeEnum($0, log: &log) }
        declaration.userInfo = attribute.userInfo(log: &log)
        declaration.preserveAfterDeletion = attribute.locatedBool(.preserveAfterDeletion, log: &log)
        declaration.allowsCloudEncryption = attribute.locatedBool(.allowsCloudEncryption, log: &log)
        declaration.indexedBySpotlight = attribute.locatedBool(.indexedBySpotlight, log: &log)
        declaration.derivation = attribute.string(.derivation, log: &log)
        declaration.swiftName = attribute.string(.swiftName, log: &log)
        return declaration
    }

    /// What an entity's attribute and a composite's element share: name, type, optionality,
    /// default, documentation, validation rules and the composite type. `nil` without a name.
    private static func decodeAttributeShape<Key: AttributeShapedKey>(
        _ attribute: ObjectReader<Key>, log: inout DiagnosticLog
    ) -> AttributeDeclaration? {
        guard let name = attribute.requiredString(.name, log: &log) else { return nil }
        var type: Located<AttributeType>?
        if let typeName = attribute.requiredString(.type, log: &log) {
            if let known = AttributeType.names.named(typeName.value) {
                type = Located(known, at: typeName.location)
            } else {
                log.error(
                    "unknown attribute type '\(typeName.value)'", at: typeName.location, unknown: typeName.value,
                    candidates: AttributeType.allCases.map(\.rawValue))
            }
        }
        var declaration = AttributeDeclaration(
            name: name,
            versioning: VersioningDeclaration(),
            type: type,
            isOptional: attribute.bool(.optional, log: &log) ?? false,
            defaultValue: attribute.value(.default),
            isIndexed: false,
            isTransient: false,
            allowsExternalStorage: nil,
            valueTransformer: nil,
            customClass: nil,
            enumeration: nil,
            documentation: attribute.string(.documentation, log: &log)?.value,
            userInfo: [],
            location: attribute.location
        )
        declaration.validation = ValidationDeclaration(
            minimum: attribute.value(.minimum), maximum: attribute.value(.maximum),
            minLength: attribute.count(.minLength, log: &log), maxLength: attribute.count(.maxLength, log: &log),
            regularExpression: attribute.string(.regularExpression, log: &log))
        declaration.composite = attribute.string(.composite, log: &log)
        return declaration
    }

    static func decodeEnum(_ value: JSONValue, log: inout DiagnosticLog) -> EnumDeclaration? {
        guard let reader = ObjectReader<EnumKey>(value, kind: "enum", log: &log) else { return nil }
        let name = reader.requiredString(.name, log: &log)
        let fallback = reader.string(.fallback, log: &log)
        let documentation = reader.string(.documentation, log: &log)?.value
        var cases: [EnumCaseDeclaration] = []
        var namesOnly = false
        let casesValue = reader.value(.cases)
        switch casesValue?.kind {
        case nil:
            log.error("enum is missing the required key 'cases'", at: value.location)
            return nil
        case .array(let elements)?:
            namesOnly = true
            cases = elements.compactMap { element in
                element.stringValue(of: "an enum case", log: &log).map { EnumCaseDeclaration(name: $0, rawValue: nil) }
            }
        case .object(let members)?:
            var seen = Set<String>()
            for member in members {
                guard seen.insert(member.key).inserted else {
                    log.error("duplicate enum case '\(member.key)'", at: member.keyLocation)
                    continue
                }
                cases.append(
                    EnumCaseDeclaration(name: Located(member.key, at: member.keyLocation), rawValue: member.value))
            }
        case _?:
            log.error(
                "'cases' must be an array of case names or an object of case names to raw values, found \(casesValue!.typeDescription)",
                at: casesValue!.location)
            return nil
        }
        guard let name else { return nil }
        return EnumDeclaration(
            name: name, cases: cases, casesLocation: casesValue?.location ?? value.location,
            casesAreNamesOnly: namesOnly,
            fallback: fallback, documentation: documentation, location: value.location)
    }

    private static func decodeRelationship(_ value: JSONValue, log: inout DiagnosticLog) -> RelationshipDeclaration? {
        guard let relationship = ObjectReader<RelationshipKey>(value, kind: "relationship", log: &log) else {
            return nil
        }
        let name = relationship.requiredString(.name, log: &log)
        let destination = relationship.requiredString(.destination, log: &log)
        let deleteRule: DeleteRule =
            relationship.string(.deleteRule, log: &log).flatMap { knownValue($0, of: "delete rule", log: &log)?.value }
            ?? .nullify
        var declaration = RelationshipDeclaration(
            name: name ?? Located("", at: value.location),
            versioning: relationship.versioning(log: &log),
            destination: destination ?? Located("", at: value.location),
            inverse: relationship.string(.inverse, log: &log),
            isToMany: relationship.bool(.toMany, log: &log) ?? false,
            ordered: relationship.locatedBool(.ordered, log: &log),
            isOptional: relationship.bool(.optional, log: &log) ?? false,
            deleteRule: deleteRule,
            minCount: relationship.count(.minCount, log: &log),
            maxCount: relationship.count(.maxCount, log: &log),
            documentation: relationship.string(.documentation, log: &log)?.value,
            userInfo: relationship.userInfo(log: &log),
            location: value.location
        )
        declaration.isTransient = relationship.bool(.transient, log: &log) ?? false
        declaration.swiftName = relationship.string(.swiftName, log: &log)
        return name == nil || destination == nil ? nil : declaration
    }

    static func decodeFetchRequest(_ value: JSONValue, log: inout DiagnosticLog) -> FetchRequestDeclaration? {
        guard let reader = ObjectReader<FetchRequestKey>(value, kind: "fetch request", log: &log) else { return nil }
        let name = reader.requiredString(.name, log: &log)
        let predicate = reader.string(.predicate, log: &log)
        var parameters: [(name: Located<String>, type: Located<String>)] = []
        if let object = reader.value(.parameters) {
            if case .object(let members) = object.kind {
                var seen = Set<String>()
                for member in members {
                    guard seen.insert(member.key).inserted else {
                        log.error("duplicate parameter '\(member.key)'", at: member.keyLocation)
                        continue
                    }
                    if let type = member.value.stringValue(of: "a parameter's type", log: &log) {
                        parameters.append((Located(member.key, at: member.keyLocation), type))
                    }
                }
            } else {
                log.error(
                    "'parameters' must be an object of parameter names to types, found \(object.typeDescription)",
                    at: object.location)
            }
        }
        let sortBy = reader.array(.sortBy, log: &log).compactMap { element -> SortDeclaration? in
            guard let sort = ObjectReader<SortKey>(element, kind: "sort descriptor", log: &log),
                let key = sort.requiredString(.key, log: &log)
            else { return nil }
            return SortDeclaration(key: key, isAscending: sort.bool(.ascending, log: &log) ?? true)
        }
        var limit: Located<Int>?
        if let value = reader.value(.limit) {
            if let number = value.wholeNumber, number >= 0 {
                limit = Located(number, at: value.location)
            } else {
                log.error("'limit' must be a whole number of 1 or more; leave it out for no limit", at: value.location)
            }
        }
        let documentation = reader.string(.documentation, log: &log)?.value
        var settings = FetchRequestSettingsDeclaration()
        settings.resultType = reader.string(.resultType, log: &log)
        if let value = reader.value(.batchSize) {
            if let number = value.wholeNumber, number >= 1 {
                settings.batchSize = Located(number, at: value.location)
            } else {
                log.error(
                    "'batchSize' must be a whole number of 1 or more; leave it out to fetch every object at once",
                    at: value.location)
            }
        }
        for key in FetchRequestKey.flags {
            settings.flags[key] = reader.locatedBool(key, log: &log)
        }
        let templateName = reader.string(.templateName, log: &log)
        guard let name else { return nil }
        return FetchRequestDeclaration(
            name: name, templateName: templateName, predicate: predicate,
            predicateIsVerbatim: reader.value(.predicate)?.isVerbatimString ?? false,
            parameters: parameters, sortBy: sortBy, limit: limit, settings: settings,
            documentation: documentation, location: value.location)
    }

    private static func decodeIndex(_ value: JSONValue, log: inout DiagnosticLog) -> IndexDeclaration? {
        guard let index = ObjectReader<IndexKey>(value, kind: "index", log: &log) else { return nil }
        let name = index.requiredString(.name, log: &log)
        let elements = index.requiredArray(.elements, log: &log).compactMap { element -> IndexElementDeclaration? in
            guard let reader = ObjectReader<IndexElementKey>(element, kind: "index element", log: &log),
                let property = reader.requiredString(.property, log: &log)
            else { return nil }
            return IndexElementDeclaration(
                property: property, isAscending: reader.bool(.ascending, log: &log) ?? true, location: element.location)
        }
        guard let name else { return nil }
        return IndexDeclaration(name: name, elements: elements, location: value.location)
    }
}

/// Reads one JSON object whose keys are the cases of `Key`: unknown and repeated keys are
/// reported when the reader is made, wrong value types when a value is read.
struct ObjectReader<Key: SyntaxKey> {
    let kind: String
    let location: SourcePosition
    /// The members with known keys, each key once: the keys, and the values at the same indices.
    /// There are at most as many as `Key` has cases, so a linear search is quick, quicker than
    /// hashing; the keys are compared as enum cases, not as strings, and apart from the values, so
    /// that looking for a key that is absent (most are) touches no value.
    private var keys: [Key] = []
    private var values: [JSONValue] = []

    init?(_ value: JSONValue, kind: String, log: inout DiagnosticLog) {
        guard case .object(let members) = value.kind else {
            log.error("expected \(kind) to be an object, found \(value.typeDescription)", at: value.location)
            return nil
        }
        self.kind = kind
        self.location = value.location
        keys.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        for member in members {
            guard let key = Key.names.named(member.key) else {
                log.error(
                    "unknown key '\(member.key)' in \(kind)", at: member.keyLocation, unknown: member.key,
                    candidates: Key.allCases.map(\.rawValue))
                continue
            }
            if keys.contains(key) {
                log.error("duplicate key '\(member.key)' in \(kind)", at: member.keyLocation)
                continue
            }
            keys.append(key)
            values.append(member.value)
        }
    }

    func value(_ key: Key) -> JSONValue? {
        keys.firstIndex(of: key).map { values[$0] }
    }

    private func missing(_ key: Key, log: inout DiagnosticLog) {
        log.error("\(kind) is missing the required key '\(key.rawValue)'", at: location)
    }

    func string(_ key: Key, log: inout DiagnosticLog) -> Located<String>? {
        value(key)?.stringValue(of: "'\(key.rawValue)'", log: &log)
    }

    func requiredString(_ key: Key, log: inout DiagnosticLog) -> Located<String>? {
        guard value(key) != nil else {
            missing(key, log: &log)
            return nil
        }
        return string(key, log: &log)
    }

    func locatedBool(_ key: Key, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value.kind else {
            log.error("'\(key.rawValue)' must be true or false, found \(value.typeDescription)", at: value.location)
            return nil
        }
        return Located(flag, at: value.location)
    }

    func bool(_ key: Key, log: inout DiagnosticLog) -> Bool? {
        locatedBool(key, log: &log)?.value
    }

    /// A non-negative whole number, such as a relationship's `minCount`.
    func count(_ key: Key, log: inout DiagnosticLog) -> Located<Int>? {
        guard let value = value(key) else { return nil }
        guard let number = value.wholeNumber, number >= 0 else {
            log.error("'\(key.rawValue)' must be a whole number of zero or more", at: value.location)
            return nil
        }
        return Located(number, at: value.location)
    }

    func array(_ key: Key, log: inout DiagnosticLog) -> [JSONValue] {
        value(key)?.arrayElements(of: "'\(key.rawValue)'", log: &log) ?? []
    }

    func requiredArray(_ key: Key, log: inout DiagnosticLog) -> [JSONValue] {
        guard value(key) != nil else {
            missing(key, log: &log)
            return []
        }
        return array(key, log: &log)
    }

    /// The `userInfo` object: string keys to string values.
    func userInfo(log: inout DiagnosticLog) -> [UserInfoEntry] where Key: UserInfoKeyed {
        guard let value = value(Key.userInfo) else { return [] }
        guard case .object(let members) = value.kind else {
            log.error("'userInfo' must be an object of strings, found \(value.typeDescription)", at: value.location)
            return []
        }
        var seen = Set<String>()
        return members.compactMap { member in
            guard seen.insert(member.key).inserted else {
                log.error("duplicate key '\(member.key)' in userInfo", at: member.keyLocation)
                return nil
            }
            if member.key.hasPrefix(XcodeUserInfoKey.prefix) {
                log.error(
                    "user info keys that start with '\(XcodeUserInfoKey.prefix)' are modelgen's own: they keep what an Xcode model has no place for, such as documentation and enums, which this file writes as keys of their own; rename the key",
                    at: member.keyLocation)
                return nil
            }
            guard let text = member.value.stringValue(of: "a userInfo value", log: &log) else { return nil }
            return UserInfoEntry(key: member.key, value: text.value)
        }
    }
}

/// The kinds of object declared like an attribute: an entity's attributes and a composite's elements.
protocol AttributeShapedKey: SyntaxKey {
    static var name: Self { get }
    static var type: Self { get }
    static var composite: Self { get }
    static var optional: Self { get }
    static var `default`: Self { get }
    static var documentation: Self { get }
    static var minimum: Self { get }
    static var maximum: Self { get }
    static var minLength: Self { get }
    static var maxLength: Self { get }
    static var regularExpression: Self { get }
}

extension AttributeKey: AttributeShapedKey {}
extension CompositeElementKey: AttributeShapedKey {}

/// The kinds of object that carry a `userInfo` dictionary.
protocol UserInfoKeyed {
    static var userInfo: Self { get }
}

extension EntityKey: UserInfoKeyed, VersioningKeyed {}
extension AttributeKey: UserInfoKeyed, VersioningKeyed {}
extension RelationshipKey: UserInfoKeyed, VersioningKeyed {}
extension FetchedPropertyKey: UserInfoKeyed, VersioningKeyed {}

/// The kinds of object that carry `renamedFrom` and `versionHashModifier`: entities and properties,
/// which Core Data versions.
protocol VersioningKeyed {
    static var renamedFrom: Self { get }
    static var versionHashModifier: Self { get }
}

extension ObjectReader where Key: VersioningKeyed {
    /// `renamedFrom` and `versionHashModifier`, each a string when present.
    func versioning(log: inout DiagnosticLog) -> VersioningDeclaration {
        VersioningDeclaration(
            renamedFrom: string(Key.renamedFrom, log: &log),
            versionHashModifier: string(Key.versionHashModifier, log: &log))
    }
}

extension JSONValue {
    func stringValue(of what: @autoclosure () -> String, log: inout DiagnosticLog) -> Located<String>? {
        guard case .string(let text) = kind else {
            log.error("\(what()) must be a string, found \(typeDescription)", at: location)
            return nil
        }
        return Located(text, at: location)
    }

    func arrayElements(of what: @autoclosure () -> String, log: inout DiagnosticLog) -> [JSONValue]? {
        guard case .array(let elements) = kind else {
            log.error("\(what()) must be an array, found \(typeDescription)", at: location)
            return nil
        }
        return elements
    }
}

extension Array {
    /// `compactMap(_:)` where most elements are kept: room for all of them is made first, so that
    /// the result is not grown again and again (a declaration is a large value to move).
    func compactMapKeepingMost<Result>(_ transform: (Element) -> Result?) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for element in self {
            if let result = transform(element) { results.append(result) }
        }
        return results
    }
}
