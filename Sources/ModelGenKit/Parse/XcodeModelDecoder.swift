/// Something an Xcode model holds that modelgen's format cannot hold yet. `generate` goes on
/// without it (the app's compiled Xcode model keeps it; a fetch request template left out only has
/// no typed factory), while `convert` refuses to lose any of it unless told to.
struct UnheldFeature: Sendable, Equatable {
    /// What it is, for a message: "the derivation expression of attribute 'total' of entity 'Order'".
    var description: String
    /// Where the XML says it.
    var location: SourcePosition
    /// Why Core Data does not use it, when Apple documents that it does not (a value transformer on
    /// an attribute that is not transformable, left by Xcode from an earlier type): `convert` then
    /// leaves it out with a warning, since leaving it out changes nothing.
    var unusedByCoreDataBecause: String? = nil
    /// A fetch request template that gets no typed factory: `generate` warns about it, as the
    /// classes lack a factory the model has a template for.
    var isFetchRequestWithoutFactory = false
}

/// Turns the XML of an Xcode model version (its `contents` file) into the same `ModelDeclaration`
/// that a `.datamodel.json` file gives, so that everything after parsing is shared. Malformed
/// values are located errors; what modelgen's format cannot hold yet is collected in `unheld`;
/// what only Xcode's editor reads (the diagram layout, code generation settings) is left out.
///
/// Xcode's format is not published; docs/XcodeModels.md lists what is read and how, learned from
/// models that Xcode wrote.
struct XcodeModelDecoder {
    private(set) var log: DiagnosticLog
    private(set) var unheld: [UnheldFeature] = []
    /// Entities whose class Xcode also generates (`codeGenerationType`), for the warning `generate` gives.
    private(set) var entitiesWithXcodeCodegen: [(name: String, location: SourcePosition)] = []
    /// The details keys of the templates read so far, by entity, each with the name of the template
    /// that took it: two templates of an entity may not share one.
    private var detailsKeysTaken: [String: [String: String]] = [:]
    /// The `modelgen.fetchRequest.NAME` user info entries of each entity, by entity and request
    /// name, until the model's fetch request templates are read.
    private var fetchRequestDetails: [String: [String: UserInfoEntrySyntax]] = [:]

    /// The declaration of the model in `root`, named `name` (the bundle's name). `appLoadsIt`: the
    /// app goes on loading the model Xcode compiles from it (`generate`), so what Core Data will look
    /// up there (a class named with a module) is worth a warning; a converted model is built in code,
    /// which names the classes itself.
    static func decode(_ root: XMLElementSyntax, name: String, appLoadsIt: Bool = true, log: inout DiagnosticLog) -> (
        declaration: ModelDeclaration?, unheld: [UnheldFeature],
        xcodeCodegen: [(name: String, location: SourcePosition)]
    ) {
        var decoder = XcodeModelDecoder(log: log)
        decoder.appLoadsIt = appLoadsIt
        let declaration = decoder.decodeModel(root, name: name)
        log = decoder.log
        return (declaration, decoder.unheld, decoder.entitiesWithXcodeCodegen)
    }

    /// See `decode(_:name:appLoadsIt:log:)`.
    private var appLoadsIt = true

    private init(log: DiagnosticLog) {
        self.log = log
    }

    // MARK: The model

    private mutating func decodeModel(_ root: XMLElementSyntax, name: String) -> ModelDeclaration? {
        guard root.name == "model" else {
            log.error(
                "the root element is '<\(root.name)>', not '<model>': this is not the contents of an Xcode model",
                at: root.location)
            return nil
        }
        var reader = ElementReader(root, kind: "model", known: XcodeAttributes.model)
        let usedWithCloudKit = reader.locatedBool("usedWithCloudKit", log: &log)
        // Xcode writes an empty identifier when none is set.
        let versionIdentifier = reader.string("userDefinedModelVersionIdentifier").flatMap {
            $0.value.isEmpty ? nil : $0
        }
        reader.finish(into: &self, owner: "the model")
        var model = ModelDeclaration(name: Located(name, at: root.location), entities: [], location: root.location)
        model.usedWithCloudKit = usedWithCloudKit
        model.versionIdentifier = versionIdentifier
        var fetchRequests: [XMLElementSyntax] = []
        for child in root.children {
            switch child.name {
            case "entity":
                if let entity = decodeEntity(child) { model.entities.append(entity) }
            case "fetchRequest":
                fetchRequests.append(child)
            case "configuration":
                if let configuration = decodeConfiguration(child) { model.configurations.append(configuration) }
            case "composite":
                if let composite = decodeComposite(child) { model.composites.append(composite) }
            case "elements":
                break  // The diagram's layout: Xcode's editor lays out again what it lacks.
            default:
                unknownElement(child, in: "the model")
            }
        }
        let entitiesByName = Dictionary(
            model.entities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for request in fetchRequests {
            decodeModelFetchRequest(request, into: &model, entitiesByName: entitiesByName)
        }
        unholdNamesTakenInTheHierarchy(&model)
        if let flag = model.usedWithCloudKit, flag.value, !model.configurations.isEmpty {
            // modelgen's format marks the configurations that sync, not Core Data's default one beside them.
            unhold(
                "the CloudKit flag (usedWithCloudKit) of the default configuration, beside named configurations",
                at: flag.location)
            model.defaultConfigurationUsedWithCloudKit = flag
            model.usedWithCloudKit = nil
        }
        for (entity, details) in fetchRequestDetails.sorted(by: { $0.key < $1.key }) {
            for (request, entry) in details.sorted(by: { $0.key < $1.key }) {
                log.error(
                    "'\(entry.key.value)' describes a fetch request template of '\(entity)' named '\(entity).\(request)' or '\(request)', which the model does not have",
                    at: entry.key.location)
            }
        }
        return model
    }

    // MARK: Composites

    /// `<composite name="Location"><attribute name="latitude" attributeType="Double"/>…</composite>`,
    /// beside the entities; an attribute names it in `composite`.
    private mutating func decodeComposite(_ element: XMLElementSyntax) -> CompositeDeclaration? {
        var reader = ElementReader(element, kind: "composite", known: ["name": .held])
        let name = reader.required("name", log: &log)
        let owner = "composite '\(name?.value ?? "")'"
        reader.finish(into: &self, owner: owner)
        var elements: [AttributeDeclaration] = []
        for child in element.children {
            if child.name == "attribute" {
                if let attribute = decodeAttribute(child, of: owner) { elements.append(attribute) }
            } else {
                unknownElement(child, in: owner)
            }
        }
        guard let name else { return nil }
        return CompositeDeclaration(name: name, elements: elements, documentation: nil, location: element.location)
    }

    // MARK: Configurations

    /// `<configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="Note"/></configuration>`.
    private mutating func decodeConfiguration(_ element: XMLElementSyntax) -> ModelConfigurationDeclaration? {
        var reader = ElementReader(element, kind: "configuration", known: ["name": .held, "usedWithCloudKit": .held])
        guard let name = reader.required("name", log: &log) else { return nil }
        guard !name.value.isEmpty else {
            log.error("a configuration needs a name; name it in Xcode", at: name.location)
            reader.finish(into: &self, owner: "a configuration without a name")
            return nil
        }
        let owner = "configuration '\(name.value)'"
        var configuration = ModelConfigurationDeclaration(
            name: name, entities: [], usedWithCloudKit: reader.locatedBool("usedWithCloudKit", log: &log),
            documentation: nil, location: element.location)
        for child in element.children {
            guard child.name == "memberEntity" else {
                unknownElement(child, in: owner)
                continue
            }
            var member = ElementReader(child, kind: "member entity", known: ["name": .held])
            if let entity = member.required("name", log: &log) { configuration.entities.append(entity) }
            member.finish(into: &self, owner: owner)
        }
        reader.finish(into: &self, owner: owner)
        return configuration
    }

    // MARK: Entities

    private mutating func decodeEntity(_ element: XMLElementSyntax) -> EntityDeclaration? {
        var reader = ElementReader(element, kind: "entity", known: XcodeAttributes.entity)
        guard let name = reader.required("name", log: &log) else { return nil }
        let owner = "entity '\(name.value)'"
        var entity = EntityDeclaration(
            name: name, versioning: reader.versioning(name: name.value), className: nil,
            parent: reader.string("parentEntity"), isAbstract: reader.bool("isAbstract", log: &log) ?? false,
            identifiable: nil, documentation: nil, attributes: [], relationships: [], uniquenessConstraints: [],
            indexes: [], fetchRequests: [], userInfo: [], location: element.location)
        let className = reader.string("representedClassName")
        if let className, className.value != "NSManagedObject" {
            entity.className = unqualifiedClassName(className, of: name.value)
        } else {
            let has = className == nil ? "has no class (representedClassName)" : "has the class NSManagedObject"
            log.warning(
                "entity '\(name.value)' \(has), so Core Data makes its objects plain NSManagedObjects and never uses the generated class '\(name.value)'; set the entity's Class to '\(name.value)' in Xcode's Data Model inspector",
                at: name.location)
        }
        if let codegen = reader.string("codeGenerationType"), codegen.value != "none" {
            entitiesWithXcodeCodegen.append((name.value, codegen.location))
        }
        // Indexes in the forms before fetch indexes: compound indexes and relationships marked Indexed.
        var olderFormIndexes: [IndexDeclaration] = []
        var propertyOrder: UserInfoEntrySyntax?
        for child in element.children {
            switch child.name {
            case "attribute":
                if let attribute = decodeAttribute(child, of: "entity '\(name.value)'") {
                    entity.attributes.append(attribute)
                }
            case "relationship":
                if let (relationship, index) = decodeRelationship(child, of: name.value) {
                    entity.relationships.append(relationship)
                    if let index { olderFormIndexes.append(index) }
                }
            case "fetchedProperty":
                if let property = decodeFetchedProperty(child, of: name.value) {
                    entity.fetchedProperties.append(property)
                }
            case "userInfo":
                let (entries, modelgenEntries) = decodeUserInfo(child, of: owner)
                entity.userInfo = entries
                for entry in modelgenEntries {
                    if entry.key.value == XcodeUserInfoKey.propertyOrder {
                        propertyOrder = entry
                    } else {
                        decodeModelGenEntry(entry, of: &entity)
                    }
                }
            case "uniquenessConstraints":
                entity.uniquenessConstraints += decodeUniquenessConstraints(child, of: owner)
            case "fetchIndex":
                // Xcode writes relationships before indexes. (A to-many relationship inherited from
                // the parent is not known here; the resolver reports an index over one.)
                let toMany = Set(entity.relationships.lazy.filter(\.isToMany).map(\.name.value))
                if let index = decodeFetchIndex(child, of: owner, toMany: toMany) { entity.indexes.append(index) }
            case "compoundIndexes":
                olderFormIndexes += decodeCompoundIndexes(child, of: owner)
            default:
                unknownElement(child, in: owner)
            }
        }
        // A compound index, or a relationship's Indexed flag, that a fetch index already covers
        // (Xcode keeps both after an upgrade) is that index.
        entity.indexes += olderFormIndexes.filter { compound in
            !entity.indexes.contains { $0.name.value == compound.name.value }
        }
        foldAttributeIndexes(of: &entity)
        if let order = propertyOrder {
            applyPropertyOrder(order, to: &entity)
        }
        reader.finish(into: &self, owner: owner)
        return entity
    }

    /// Puts the entity's properties in the order its `modelgen.propertyOrder` entry names them, which
    /// is the order of the initializer's parameters and of the key enums' cases: Xcode keeps
    /// properties sorted by name, so a model converted from JSON keeps its own order there. A name
    /// the entry does not list (a property added in Xcode since) comes after those it lists, in
    /// Xcode's order; a listed name that is not a property (one deleted since) is ignored.
    private func applyPropertyOrder(_ order: UserInfoEntrySyntax, to entity: inout EntityDeclaration) {
        var position: [String: Int] = [:]
        for (index, name) in order.value.value.split(separator: " ").enumerated() where position[String(name)] == nil {
            position[String(name)] = index
        }
        func ordered<Property>(_ properties: [Property], name: (Property) -> String) -> [Property] {
            properties.enumerated().sorted { lhs, rhs in
                let (left, right) = (position[name(lhs.element)] ?? .max, position[name(rhs.element)] ?? .max)
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        entity.attributes = ordered(entity.attributes, name: \.name.value)
        entity.relationships = ordered(entity.relationships, name: \.name.value)
        entity.fetchedProperties = ordered(entity.fetchedProperties, name: \.name.value)
    }

    /// An entity's `modelgen.` user info entry: its documentation, `identifiable`, or the details
    /// of one of its fetch requests.
    private mutating func decodeModelGenEntry(_ entry: UserInfoEntrySyntax, of entity: inout EntityDeclaration) {
        switch entry.key.value {
        case XcodeUserInfoKey.documentation:
            entity.documentation = entry.value.value
        case XcodeUserInfoKey.identifiable:
            guard let flag = XcodeAttributes.bool(entry.value.value) else {
                log.error(
                    "'\(entry.key.value)' must be YES or NO, found '\(entry.value.value)'", at: entry.value.location)
                return
            }
            entity.identifiable = Located(flag, at: entry.value.location)
        case let key where key.hasPrefix(XcodeUserInfoKey.fetchRequestPrefix):
            let request = String(key.dropFirst(XcodeUserInfoKey.fetchRequestPrefix.count))
            fetchRequestDetails[entity.name.value, default: [:]][request] = entry
        default:
            unknownModelGenKey(entry, candidates: XcodeUserInfoKey.entityKeys)
        }
    }

    /// The user info of an element whose only `modelgen.` entry is its documentation (a relationship,
    /// a fetched property): the other entries, and the documentation.
    private mutating func decodeDocumentedUserInfo(_ element: XMLElementSyntax, of owner: String) -> (
        [UserInfoEntry], String?
    ) {
        let (entries, modelgenEntries) = decodeUserInfo(element, of: owner)
        var documentation: String?
        for entry in modelgenEntries {
            if entry.key.value == XcodeUserInfoKey.documentation {
                documentation = entry.value.value
            } else {
                unknownModelGenKey(entry, candidates: XcodeUserInfoKey.relationshipKeys)
            }
        }
        return (entries, documentation)
    }

    private mutating func unknownModelGenKey(_ entry: UserInfoEntrySyntax, candidates: [String]) {
        log.error(
            "unknown modelgen user info key '\(entry.key.value)'", at: entry.key.location, unknown: entry.key.value,
            candidates: candidates)
    }

    /// A fetch index that Xcode makes for an attribute marked Indexed (`byNameIndex`: the
    /// attribute alone, ascending) is the attribute's `indexed` flag, as the JSON format writes it.
    private func foldAttributeIndexes(of entity: inout EntityDeclaration) {
        entity.indexes.removeAll { index in
            guard index.elements.count == 1, let element = index.elements.first, element.isAscending,
                let attribute = entity.attributes.firstIndex(where: { $0.name.value == element.property.value }),
                !entity.attributes[attribute].isTransient,
                index.name.value == FetchIndex.name(forIndexedAttribute: element.property.value)
            else { return false }
            entity.attributes[attribute].isIndexed = true
            return true
        }
    }

    /// The Swift class name of `representedClassName`: Xcode writes `Commit`, or `.Commit` or
    /// `MyApp.Commit` when the entity's module is set.
    private mutating func unqualifiedClassName(_ className: Located<String>, of entity: String) -> Located<String> {
        guard let dot = className.value.lastIndex(of: ".") else { return className }
        let name = String(className.value[className.value.index(after: dot)...])
        guard appLoadsIt else { return Located(name, at: className.location) }
        log.warning(
            "entity '\(entity)' names its class with a module ('\(className.value)'), but modelgen's classes are registered as '@objc(\(name))'; set the entity's Module to none in Xcode's Data Model inspector so that Core Data looks up '\(name)'",
            at: className.location)
        return Located(name, at: className.location)
    }

    // MARK: Attributes

    /// Xcode's spelling of each attribute type but Undefined (which Xcode often leaves unspelt).
    static let attributeTypes: [String: AttributeType] = [
        "String": .string, "Boolean": .boolean, "Integer 16": .integer16, "Integer 32": .integer32,
        "Integer 64": .integer64, "Float": .float, "Double": .double, "Decimal": .decimal, "Date": .date,
        "Binary": .binary, "UUID": .uuid, "URI": .uri, "Transformable": .transformable, "ObjectID": .objectID,
        "Composite": .composite,
    ]

    /// An attribute of `container`: `entity 'Item'`, or `composite 'Location'` for an element.
    private mutating func decodeAttribute(_ element: XMLElementSyntax, of container: String) -> AttributeDeclaration? {
        var reader = ElementReader(element, kind: "attribute", known: XcodeAttributes.attribute)
        guard let name = reader.required("name", log: &log) else { return nil }
        let owner = "attribute '\(name.value)' of \(container)"
        var type: Located<AttributeType>?
        if reader.attribute("attributeType") == nil {
            // Xcode writes no type for an Undefined attribute.
            type = Located(.undefined, at: name.location)
        } else if let typeName = reader.required("attributeType", log: &log) {
            if let known = Self.attributeTypes[typeName.value] {
                type = Located(known, at: typeName.location)
            } else if typeName.value == "Undefined" {
                type = Located(.undefined, at: typeName.location)
            } else {
                log.error(
                    "unknown attribute type '\(typeName.value)'", at: typeName.location, unknown: typeName.value,
                    candidates: Self.attributeTypes.keys.sorted() + ["Undefined"])
            }
        }
        var attribute = AttributeDeclaration(
            name: name, versioning: reader.versioning(name: name.value), type: type,
            isOptional: reader.bool("optional", log: &log) ?? false, defaultValue: nil,
            isIndexed: reader.bool("indexed", log: &log) ?? false,
            isTransient: reader.bool("transient", log: &log) ?? false,
            allowsExternalStorage: reader.locatedBool("allowsExternalBinaryDataStorage", log: &log),
            valueTransformer: nil, customClass: nil, enumeration: nil, documentation: nil, userInfo: [],
            location: element.location)
        // Xcode keeps a transformer and class on an attribute whose type was changed from
        // Transformable; Core Data uses them only on a transformable one (and the class, as the
        // Swift type, on an undefined one).
        for (key, what) in [("valueTransformerName", "value transformer"), ("customClassName", "custom class")] {
            guard let value = reader.attribute(key), !value.value.isEmpty else { continue }
            if type?.value == .transformable || (type?.value == .undefined && key == "customClassName") {
                let located = Located(value.value, at: value.valueLocation)
                if key == "valueTransformerName" {
                    attribute.valueTransformer = located
                } else {
                    attribute.customClass = located
                }
            } else if let type {
                // Apple's `valueTransformerName` documentation: "The attribute must be of type
                // NSTransformedAttributeType". The custom class names the transformed value's type,
                // so modelgen infers that it is as unused without a transformer.
                let typeName = Self.attributeTypes.first { $0.value == type.value }?.key ?? type.value.rawValue
                unhold(
                    "the \(what) '\(value.value)' (\(key)) of \(owner)", at: value.location,
                    unusedByCoreDataBecause:
                        "Core Data uses a \(what) only on a transformable attribute, and this one is '\(typeName)'; Xcode keeps it from an earlier type"
                )
            }
        }
        if let composite = reader.string("composite"), !composite.value.isEmpty {
            if type?.value == .composite {
                attribute.composite = composite
            } else if let type {
                let typeName = Self.attributeTypes.first { $0.value == type.value }?.key ?? type.value.rawValue
                unhold(
                    "the composite type '\(composite.value)' (composite) of \(owner)", at: composite.location,
                    unusedByCoreDataBecause:
                        "only a composite attribute has a composite type, and this one is '\(typeName)'; Xcode keeps it from an earlier type"
                )
            }
        }
        if let type {
            attribute.defaultValue = defaultValue(of: &reader, type: type.value, owner: owner)
            attribute.validation = validation(of: &reader, type: type.value, owner: owner)
        }
        attribute.preserveAfterDeletion = reader.locatedBool("preserveAfterDeletion", log: &log)
        attribute.allowsCloudEncryption = reader.locatedBool("allowsCloudEncryption", log: &log)
        attribute.indexedBySpotlight = reader.locatedBool("spotlightIndexingEnabled", log: &log)
        // Xcode keeps the expression of an attribute that is no longer derived; only `derived` counts.
        let expression = reader.string("derivationExpression")
        if let derived = reader.locatedBool("derived", log: &log), derived.value {
            attribute.derivation = expression ?? Located("", at: derived.location)
        }
        for child in element.children {
            switch child.name {
            case "userInfo":
                let (entries, modelgenEntries) = decodeUserInfo(child, of: owner)
                attribute.userInfo = entries
                for entry in modelgenEntries {
                    switch entry.key.value {
                    case XcodeUserInfoKey.documentation:
                        attribute.documentation = entry.value.value
                    case XcodeUserInfoKey.enumeration:
                        attribute.enumeration = XcodeUserInfoKey.json(in: entry.value, key: entry.key.value, log: &log)
                            .flatMap { ModelDecoder.decodeEnum($0, log: &log) }
                    case XcodeUserInfoKey.swiftName:
                        attribute.swiftName = entry.value
                    default:
                        unknownModelGenKey(entry, candidates: XcodeUserInfoKey.attributeKeys)
                    }
                }
            default: unknownElement(child, in: owner)
            }
        }
        reader.finish(into: &self, owner: owner)
        return type == nil ? nil : attribute
    }

    /// The default as the JSON model would write it, located at the XML value it came from.
    private mutating func defaultValue(of reader: inout ElementReader, type: AttributeType, owner: String) -> JSONValue?
    {
        if type == .date, let interval = reader.attribute("defaultDateTimeInterval") {
            guard let seconds = Double(interval.value), seconds.isFinite, abs(seconds) < 1e11 else {
                log.error(
                    "defaultDateTimeInterval '\(interval.value)' is not a number of seconds since 2001-01-01",
                    at: interval.valueLocation)
                return nil
            }
            return JSONValue(
                .string(DateTime.iso8601Text(secondsSinceReferenceDate: seconds)), at: interval.valueLocation)
        }
        guard let text = reader.attribute("defaultValueString") else { return nil }
        let kind: JSONValue.Kind
        switch type {
        case .boolean:
            // Xcode writes YES and NO; models whose attribute was a number before have 0 and 1.
            if let flag = XcodeAttributes.bool(text.value) ?? ["0": false, "1": true][text.value] {
                kind = .bool(flag)
                break
            }
            // Xcode keeps the default of an attribute whose type was changed: a number's `0.0`
            // reads as the Boolean the number was (zero is NO), which is what its author meant.
            let number = text.value.trimmingCharacters(in: .whitespaces)
            guard DefaultValues.isDecimalNumber(number), let value = Double(number) else {
                leaveOutDefault(text, of: owner, type: type)
                return nil
            }
            log.warning(
                "the default '\(text.value)' of \(owner) is a number's (left from an earlier type?); modelgen reads it as \(value == 0 ? "NO" : "YES"): check it in Xcode's Data Model inspector",
                at: text.valueLocation)
            kind = .bool(value != 0)
        case .integer16, .integer32, .integer64, .float, .double, .decimal:
            let number = text.value.trimmingCharacters(in: .whitespaces)
            if let flag = XcodeAttributes.bool(number) {
                // Xcode keeps the default of an attribute whose type was changed: a Boolean's `NO`
                // or `YES` reads as the number the Boolean was, which is what its author meant.
                let value = flag ? "1" : "0"
                log.warning(
                    "the default '\(text.value)' of \(owner) is a Boolean's (left from an earlier type?); modelgen reads it as \(value): check it in Xcode's Data Model inspector",
                    at: text.valueLocation)
                kind = .number(value)
                return JSONValue(kind, at: text.valueLocation)
            }
            guard DefaultValues.isDecimalNumber(number) else {
                // Xcode keeps the default of an attribute whose type was changed.
                leaveOutDefault(text, of: owner, type: type)
                return nil
            }
            // An integer attribute whose default Xcode keeps as `0.0` (left from a Double, say): read
            // as the whole number it is. (What Xcode's model compiler makes of it is not documented.)
            if [.integer16, .integer32, .integer64].contains(type) {
                guard let whole = Self.wholeNumberText(number) else {
                    leaveOutDefault(text, of: owner, type: type)
                    return nil
                }
                kind = .number(whole)
                break
            }
            kind = .number(number)
        case .date:
            leaveOutDefault(text, of: owner, type: type)
            return nil
        case .binary, .transformable, .undefined, .objectID, .composite:
            // Xcode keeps a default on a type that takes none (an empty `defaultValueString` on a
            // Binary attribute that TwidereX shipped for years, say), builds the model, and its code
            // generation ignores it: so does modelgen, with a warning, as the app's stores never
            // depended on it.
            log.warning(
                "the default '\(text.value)' of \(owner) is left out: \(type.withArticle) attribute takes no default, and Xcode's code generation ignores it too (Xcode keeps the text of the inspector's Default Value field)",
                at: text.valueLocation)
            return nil
        case .uuid, .uri:
            // Xcode takes any text as the default of a UUID or URI attribute; one that the default
            // check would refuse is no default Core Data can use.
            kind = .string(text.value)
            guard case .success = DefaultValues.check(JSONValue(kind, at: text.valueLocation), for: type) else {
                leaveOutDefault(text, of: owner, type: type)
                return nil
            }
        default:
            kind = .string(text.value)
        }
        return JSONValue(kind, at: text.valueLocation)
    }

    /// The validation rules as the JSON model writes them, located at the XML values. Xcode keeps a
    /// string's lengths in `minValueString` and `maxValueString`, a number's bounds there too, and a
    /// date's in `minDateTimeInterval` and `maxDateTimeInterval` (its `minValueString` is the date
    /// as the inspector shows it, which the interval says exactly).
    private mutating func validation(of reader: inout ElementReader, type: AttributeType, owner: String)
        -> ValidationDeclaration
    {
        var validation = ValidationDeclaration()
        let bounds = [("min", reader.attribute("minValueString")), ("max", reader.attribute("maxValueString"))]
        let intervals = [
            ("min", reader.attribute("minDateTimeInterval")), ("max", reader.attribute("maxDateTimeInterval")),
        ]
        switch type {
        case .string:
            for (side, text) in bounds {
                guard let text, !text.value.isEmpty else { continue }
                guard let length = Int(text.value), length >= 0 else {
                    log.error(
                        "the \(side == "min" ? "minimum" : "maximum") length of a String attribute must be a whole number, found '\(text.value)'",
                        at: text.valueLocation)
                    continue
                }
                let located = Located(length, at: text.valueLocation)
                if side == "min" { validation.minLength = located } else { validation.maxLength = located }
            }
        case .integer16, .integer32, .integer64, .float, .double, .decimal:
            for (side, text) in bounds {
                guard let text, !text.value.isEmpty else { continue }
                let number = text.value.trimmingCharacters(in: .whitespaces)
                guard DefaultValues.isDecimalNumber(number) else {
                    log.error(
                        "the \(side == "min" ? "minimum" : "maximum") of a number attribute must be a number, found '\(text.value)'",
                        at: text.valueLocation)
                    continue
                }
                let value = JSONValue(.number(number), at: text.valueLocation)
                if side == "min" { validation.minimum = value } else { validation.maximum = value }
            }
        case .date:
            for (side, interval) in intervals {
                guard let interval, !interval.value.isEmpty else { continue }
                guard let seconds = Double(interval.value), seconds.isFinite, abs(seconds) < 1e11 else {
                    log.error(
                        "\(interval.name) '\(interval.value)' is not a number of seconds since 2001-01-01",
                        at: interval.valueLocation)
                    continue
                }
                let value = JSONValue(
                    .string(DateTime.iso8601Text(secondsSinceReferenceDate: seconds)), at: interval.valueLocation)
                if side == "min" { validation.minimum = value } else { validation.maximum = value }
            }
        default:
            for case (_, let text?) in bounds + intervals where !text.value.isEmpty {
                unhold(
                    "the \(text.name) of \(owner), whose type has no range", at: text.location)
            }
        }
        if let expression = reader.attribute("regularExpressionString"), !expression.value.isEmpty {
            if type == .string {
                validation.regularExpression = Located(expression.value, at: expression.valueLocation)
            } else {
                unhold(
                    "the regular expression (regularExpressionString) of \(owner), which is not a string",
                    at: expression.location)
            }
        }
        return validation
    }

    /// A default that does not fit the attribute's type, left from an earlier type: the classes do
    /// not depend on it, so it is left to the compiled model, with a warning to look at it.
    private mutating func leaveOutDefault(_ text: XMLAttributeSyntax, of owner: String, type: AttributeType) {
        let expected =
            switch type {
            case .date: "a date"
            case .boolean: "YES or NO"
            case .uuid: "a UUID"
            case .uri: "an absolute URL"
            // "9223372036854775808.0" is whole, and out of range; "1e400" is too large for any.
            case .integer16: "a whole number from -32768 to 32767"
            case .integer32: "a whole number from -2147483648 to 2147483647"
            case .integer64: "a whole number from -9223372036854775808 to 9223372036854775807"
            default: "a number"
            }
        log.warning(
            "the default '\(text.value)' of \(owner) is not \(expected) (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector",
            at: text.valueLocation)
        unhold("the default (defaultValueString) of \(owner)", at: text.location)
    }

    /// `"3"` for `3`, `3.0` or `3.000`: a number in JSON's syntax without an exponent whose fraction,
    /// if any, is all zeros; `nil` for any other.
    static func wholeNumberText(_ number: String) -> String? {
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 1 || parts[1].allSatisfy({ $0 == "0" }), Int64(parts[0]) != nil else { return nil }
        return parts[0] == "-0" ? "0" : String(parts[0])
    }

    // MARK: Relationships

    /// Xcode's spelling of each delete rule.
    static let deleteRules: [String: DeleteRule] = [
        "Nullify": .nullify, "Cascade": .cascade, "Deny": .deny, "No Action": .noAction,
    ]

    /// `<fetchedProperty name="…"><fetchRequest entity="…" predicateString="…"/></fetchedProperty>`.
    private mutating func decodeFetchedProperty(_ element: XMLElementSyntax, of entity: String)
        -> FetchedPropertyDeclaration?
    {
        var reader = ElementReader(element, kind: "fetched property", known: XcodeAttributes.property)
        guard let name = reader.required("name", log: &log) else { return nil }
        let owner = "fetched property '\(name.value)' of entity '\(entity)'"
        // Xcode writes optional="YES" on every fetched property; it means nothing for one.
        _ = reader.attribute("optional")
        var destination: Located<String>?
        var predicate: Located<String>?
        var property = FetchedPropertyDeclaration(
            name: name, versioning: reader.versioning(name: name.value), destination: Located("", at: name.location),
            predicate: nil, predicateIsVerbatim: false, documentation: nil, userInfo: [], location: element.location)
        for child in element.children {
            switch child.name {
            case "fetchRequest":
                var request = ElementReader(
                    child, kind: "fetch request", known: XcodeAttributes.fetchedPropertyRequest)
                _ = request.attribute("name")
                destination = request.required("entity", log: &log)
                predicate = request.string("predicateString")
                if let limit = request.attribute("fetchLimit") {
                    unhold("the fetch limit of \(owner)", at: limit.location)
                }
                request.finish(into: &self, owner: owner)
            case "userInfo":
                (property.userInfo, property.documentation) = decodeDocumentedUserInfo(child, of: owner)
            default: unknownElement(child, in: owner)
            }
        }
        reader.finish(into: &self, owner: owner)
        guard let destination else {
            log.error("\(owner) has no fetch request, so it fetches from no entity", at: element.location)
            return nil
        }
        property.destination = destination
        property.predicate = predicate
        return property
    }

    /// A relationship, with the fetch index its `indexed` flag stands for (see `relationshipIndex`).
    private mutating func decodeRelationship(_ element: XMLElementSyntax, of entity: String) -> (
        RelationshipDeclaration, IndexDeclaration?
    )? {
        var reader = ElementReader(element, kind: "relationship", known: XcodeAttributes.relationship)
        guard let name = reader.required("name", log: &log),
            let destination = reader.required("destinationEntity", log: &log)
        else { return nil }
        let owner = "relationship '\(name.value)' of entity '\(entity)'"
        let isToMany = reader.bool("toMany", log: &log) ?? false
        var deleteRule = DeleteRule.nullify
        if let rule = reader.attribute("deletionRule") {
            if let known = Self.deleteRules[rule.value] {
                deleteRule = known
            } else {
                log.error(
                    "unknown deletion rule '\(rule.value)'", at: rule.valueLocation, unknown: rule.value,
                    candidates: Self.deleteRules.keys.sorted())
            }
        }
        let inverse = reader.string("inverseName")
        if let inverseEntity = reader.string("inverseEntity"), inverseEntity.value != destination.value {
            log.error(
                "the inverse entity '\(inverseEntity.value)' is not the destination '\(destination.value)': an inverse belongs to the destination",
                at: inverseEntity.location)
        }
        var minCount = reader.count("minCount", log: &log)
        var maxCount = reader.count("maxCount", log: &log)
        if !isToMany {
            // Xcode writes maxCount="1" (and, when required, minCount="1") on a to-one relationship:
            // that is what to-one means, and the optional flag says the rest.
            if let count = maxCount, count.value == 1 { maxCount = nil }
            if let count = minCount, count.value <= 1 { minCount = nil }
        }
        var relationship = RelationshipDeclaration(
            name: name, versioning: reader.versioning(name: name.value), destination: destination, inverse: inverse,
            isToMany: isToMany, ordered: reader.locatedBool("ordered", log: &log),
            isOptional: reader.bool("optional", log: &log) ?? false, deleteRule: deleteRule, minCount: minCount,
            maxCount: maxCount, documentation: nil, userInfo: [], location: element.location)
        if relationship.ordered?.value == false { relationship.ordered = nil }
        relationship.isTransient = reader.bool("transient", log: &log) ?? false
        let index = relationshipIndex(of: relationship, flag: reader.locatedBool("indexed", log: &log), owner: owner)
        for child in element.children {
            switch child.name {
            case "userInfo":
                (relationship.userInfo, relationship.documentation) = decodeDocumentedUserInfo(child, of: owner)
            default: unknownElement(child, in: owner)
            }
        }
        reader.finish(into: &self, owner: owner)
        return (relationship, index)
    }

    /// The index that a relationship's `indexed="YES"` stands for. Xcode 4 to 8 offered Indexed on a
    /// relationship as on an attribute (`NSPropertyDescription.isIndexed`, deprecated in iOS 11 and
    /// macOS 10.13 for the entity's fetch indexes); Xcode 3's binary models have it too. A to-one
    /// relationship is a column of its entity's table, so the flag is the fetch index Xcode makes for
    /// an Indexed attribute (`byRecipeIndex`), which modelgen's indexes can name. A to-many
    /// relationship is no column of its entity's table (its rows are the destination's, or a join
    /// table's), as for a fetch index element that names one; nor is a transient relationship.
    private mutating func relationshipIndex(
        of relationship: RelationshipDeclaration, flag: Located<Bool>?, owner: String
    ) -> IndexDeclaration? {
        guard let flag, flag.value else { return nil }
        guard !relationship.isToMany, !relationship.isTransient else {
            let kind = relationship.isToMany ? "a to-many" : "a transient"
            unhold(
                "the Indexed flag (indexed) of \(owner)", at: flag.location,
                unusedByCoreDataBecause:
                    "\(kind) relationship is no column of its entity's table, so there is nothing to index")
            return nil
        }
        let name = relationship.name
        return IndexDeclaration(
            name: Located(FetchIndex.name(forIndexedAttribute: name.value), at: flag.location),
            elements: [IndexElementDeclaration(property: name, isAscending: true, location: flag.location)],
            location: flag.location)
    }

    // MARK: Indexes, constraints, user info

    /// A fetch index; `nil` when it has no element modelgen keeps. `toMany` names the entity's to-many
    /// relationships (Xcode writes relationships before indexes).
    private mutating func decodeFetchIndex(_ element: XMLElementSyntax, of owner: String, toMany: Set<String>)
        -> IndexDeclaration?
    {
        var reader = ElementReader(element, kind: "fetch index", known: ["name": .held])
        guard let name = reader.required("name", log: &log) else { return nil }
        var elements: [IndexElementDeclaration] = []
        for child in element.children {
            guard child.name == "fetchIndexElement" else {
                unknownElement(child, in: "the fetch index '\(name.value)' of \(owner)")
                continue
            }
            var elementReader = ElementReader(
                child, kind: "fetch index element", known: XcodeAttributes.fetchIndexElement)
            if let type = elementReader.string("type"), type.value != "Binary" {
                unhold(
                    "the \(type.value) fetch index '\(name.value)' of \(owner) (modelgen's indexes are binary)",
                    at: type.location)
            }
            if let expression = elementReader.attribute("expression") {
                unhold(
                    "the expression of fetch index '\(name.value)' of \(owner)", at: expression.location)
                _ = elementReader.attribute("expressionType")
            } else if let property = elementReader.required("property", log: &log) {
                var isAscending = true
                if let order = elementReader.attribute("order") {
                    switch order.value {
                    case "ascending": isAscending = true
                    case "descending": isAscending = false
                    default:
                        log.error(
                            "a fetch index element's order must be 'ascending' or 'descending', found '\(order.value)'",
                            at: order.valueLocation)
                    }
                }
                if toMany.contains(property.value) {
                    // Xcode's inspector offers it, and shipping apps have it; a to-many relationship
                    // is no column of the entity's table, so there is nothing to index. The app's
                    // compiled model keeps it; modelgen, which does not build the model, leaves it out.
                    log.warning(
                        "the fetch index '\(name.value)' of \(owner) names the to-many relationship '\(property.value)', which is no column of the entity's table; modelgen leaves that element out",
                        at: property.location)
                    unhold(
                        "the element '\(property.value)' (a to-many relationship) of fetch index '\(name.value)' of \(owner)",
                        at: child.location)
                } else {
                    elements.append(
                        IndexElementDeclaration(property: property, isAscending: isAscending, location: child.location))
                }
            }
            elementReader.finish(into: &self, owner: "the fetch index '\(name.value)' of \(owner)")
        }
        reader.finish(into: &self, owner: owner)
        guard !elements.isEmpty || element.children.isEmpty else { return nil }
        return IndexDeclaration(name: name, elements: elements, location: element.location)
    }

    /// `<compoundIndexes><compoundIndex><index value="a"/><index value="b"/></compoundIndex>…`, the
    /// form of indexes before fetch indexes (macOS 10.13, iOS 11), which Core Data still reads: each
    /// compound index is an ascending fetch index over its properties, named as Xcode names the
    /// index of an indexed attribute (`byAAndBIndex`).
    private mutating func decodeCompoundIndexes(_ element: XMLElementSyntax, of owner: String) -> [IndexDeclaration] {
        var indexes: [IndexDeclaration] = []
        for compound in element.children {
            guard compound.name == "compoundIndex" else {
                unknownElement(compound, in: "the compound indexes of \(owner)")
                continue
            }
            var elements: [IndexElementDeclaration] = []
            for child in compound.children {
                guard child.name == "index" else {
                    unknownElement(child, in: "a compound index of \(owner)")
                    continue
                }
                var reader = ElementReader(child, kind: "compound index element", known: ["value": .held])
                if let property = reader.required("value", log: &log) {
                    elements.append(
                        IndexElementDeclaration(property: property, isAscending: true, location: child.location))
                }
                reader.finish(into: &self, owner: "a compound index of \(owner)")
            }
            guard !elements.isEmpty else { continue }
            let name = FetchIndex.name(forProperties: elements.map(\.property.value))
            guard !indexes.contains(where: { $0.name.value == name }) else { continue }
            indexes.append(
                IndexDeclaration(
                    name: Located(name, at: compound.location), elements: elements, location: compound.location))
        }
        return indexes
    }

    private mutating func decodeUniquenessConstraints(_ element: XMLElementSyntax, of owner: String) -> [Located<
        [Located<String>]
    >] {
        var constraints: [Located<[Located<String>]>] = []
        for constraint in element.children {
            guard constraint.name == "uniquenessConstraint" else {
                unknownElement(constraint, in: "the uniqueness constraints of \(owner)")
                continue
            }
            var names: [Located<String>] = []
            for child in constraint.children {
                guard child.name == "constraint" else {
                    unknownElement(child, in: "a uniqueness constraint of \(owner)")
                    continue
                }
                var reader = ElementReader(child, kind: "constraint", known: ["value": .held])
                if let value = reader.required("value", log: &log) { names.append(value) }
                reader.finish(into: &self, owner: "a uniqueness constraint of \(owner)")
            }
            constraints.append(Located(names, at: constraint.location))
        }
        return constraints
    }

    /// The user info entries: the model's own, and apart from them modelgen's (`XcodeUserInfoKey`).
    private mutating func decodeUserInfo(_ element: XMLElementSyntax, of owner: String) -> (
        entries: [UserInfoEntry], modelgen: [UserInfoEntrySyntax]
    ) {
        var entries: [UserInfoEntry] = []
        var modelgenEntries: [UserInfoEntrySyntax] = []
        var seen: [String: SourcePosition] = [:]
        for child in element.children {
            guard child.name == "entry" else {
                unknownElement(child, in: "the user info of \(owner)")
                continue
            }
            var reader = ElementReader(child, kind: "user info entry", known: ["key": .held, "value": .held])
            let key = reader.required("key", log: &log)
            let valueAttribute = reader.attribute("value")
            let value = valueAttribute?.value ?? ""
            reader.finish(into: &self, owner: "the user info of \(owner)")
            guard let key else { continue }
            if let first = seen[key.value] {
                log.error(
                    "duplicate key '\(key.value)' in the user info of \(owner)", at: key.location,
                    notes: [Diagnostic.Note("first given here", at: first)])
                continue
            }
            seen[key.value] = key.location
            if key.value.hasPrefix(XcodeUserInfoKey.prefix) {
                modelgenEntries.append(
                    UserInfoEntrySyntax(
                        key: key, value: Located(value, at: valueAttribute?.valueLocation ?? key.location)))
            } else {
                entries.append(UserInfoEntry(key: key.value, value: value))
            }
        }
        return (entries, modelgenEntries)
    }

    // MARK: Fetch requests

    /// A fetch request template of the model (`<fetchRequest name="…" entity="…" predicateString="…">`)
    /// becomes a fetch request of its entity. A template named `Commit.byAuthor`, as modelgen names
    /// them, is `byAuthor` of `Commit`; one named otherwise keeps its name as the request's
    /// `templateName`, and its request takes a method name made of it (`ObjectFetchRequest` is
    /// `object`) unless its `modelgen.fetchRequest.NAME` entry gives one. Its variables, which
    /// Xcode's format gives no types, are typed by what the predicate compares them with.
    private mutating func decodeModelFetchRequest(
        _ element: XMLElementSyntax, into model: inout ModelDeclaration,
        entitiesByName: [String: EntityDeclaration]
    ) {
        var reader = ElementReader(element, kind: "fetch request", known: XcodeAttributes.fetchRequest)
        guard let name = reader.required("name", log: &log), let entityName = reader.required("entity", log: &log)
        else {
            return
        }
        guard !name.value.isEmpty else {
            log.error("a fetch request template needs a name; name it in Xcode", at: name.location)
            reader.finish(into: &self, owner: "a fetch request template without a name")
            return
        }
        let owner = "the fetch request '\(name.value)'"
        defer { reader.finish(into: &self, owner: owner) }
        guard let index = model.entities.firstIndex(where: { $0.name.value == entityName.value }) else {
            log.error(
                "\(owner) fetches the entity '\(entityName.value)', which the model does not have",
                at: entityName.location, unknown: entityName.value, candidates: model.entities.map(\.name.value))
            return
        }
        let detailsKey = Self.detailsKey(ofTemplateNamed: name.value, entityName: entityName.value)
        let predicate = reader.string("predicateString")
        let limit = reader.count("fetchLimit", log: &log)
        let entry = XcodeUserInfoKey.fetchRequestPrefix + detailsKey
        // `Item.zed` and `zed` of one entity would share the entry `modelgen.fetchRequest.zed`.
        if let first = detailsKeysTaken[entityName.value]?[detailsKey] {
            // Core Data finds a template by its name (`fetchRequestTemplatesByName`).
            let problem =
                first == name.value
                ? "\(owner), a second template of that name (Core Data finds a template by its name)"
                : "\(owner), whose user info entry '\(entry)' would be that of another template of '\(entityName.value)'"
            unholdFetchRequest("\(problem); rename one of the two in Xcode", at: name.location)
            return
        }
        detailsKeysTaken[entityName.value, default: [:]][detailsKey] = name.value
        let details = fetchRequestDetails[entityName.value]?.removeValue(forKey: detailsKey)
        var request = FetchRequestDeclaration(
            name: Located(
                Self.requestName(forDetailsKey: detailsKey, entityName: entityName.value) ?? detailsKey,
                at: name.location),
            predicate: predicate, predicateIsVerbatim: false,
            parameters: [], sortBy: [], limit: limit, settings: fetchRequestSettings(&reader),
            documentation: nil, location: element.location)
        if let details {
            guard let detailed = decodeFetchRequestDetails(details, of: request) else { return }
            request = detailed
        }
        let requestName = request.name.value
        guard ReservedNames.isIdentifier(requestName), ReservedNames.startsWithLowercase(requestName),
            requestName != "create"
        else {
            let problem =
                request.name.location == name.location
                ? "whose name makes no Swift method name; give it one in the entity's user info entry '\(entry)', as {\"name\": \"all\"}"
                : "whose Swift name '\(requestName)' in '\(entry)' is not a method name (a lower-case letter first, then letters, digits and underscores; not 'create')"
            unholdFetchRequest("\(owner), \(problem)", at: name.location)
            return
        }
        if model.entities[index].fetchRequests.contains(where: { $0.name.value == requestName }) {
            unholdFetchRequest(
                "\(owner), whose Swift name '\(requestName)' another template of '\(entityName.value)' has; give it another in the entity's user info entry '\(entry)', as {\"name\": \"other\"}",
                at: name.location)
            return
        }
        if name.value != FetchRequestTemplate.defaultModelName(of: requestName, inEntityNamed: entityName.value) {
            request.templateName = name
        }
        // The entry's parameters, when it has any, win; the predicate types the variables it leaves.
        if let predicate {
            var untyped: [String] = []
            let declared = Set(request.parameters.map(\.name.value))
            let types = Self.inferredVariableTypes(
                in: predicate.value, of: model.entities[index], entitiesByName: entitiesByName)
            for variable in Self.substitutionVariables(in: predicate.value) where !declared.contains(variable) {
                if let type = types[variable] {
                    request.parameters.append(
                        (Located(variable, at: predicate.location), Located(type, at: predicate.location)))
                } else {
                    untyped.append("$" + variable)
                }
            }
            guard untyped.isEmpty else {
                unholdFetchRequest(
                    "\(owner), whose predicate has variables (\(untyped.joined(separator: ", "))) that Xcode's format gives no types and that the predicate does not compare with an attribute or relationship (as in name == $NAME); give their types in the entity's user info entry '\(entry)', as {\"parameters\": {\"NAME\": \"string\"}}",
                    at: element.location)
                return
            }
        }
        model.entities[index].fetchRequests.append(request)
    }

    /// A request name is unique in an entity's hierarchy (a sub-entity's class inherits its parent's
    /// factories). A template whose request name was made of its own name, and that an ancestor's
    /// request already has, is left to the compiled model, as a template of another name would be;
    /// two requests that modelgen named so are the resolver's to report.
    private mutating func unholdNamesTakenInTheHierarchy(_ model: inout ModelDeclaration) {
        let indexByName = Dictionary(
            model.entities.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for index in model.entities.indices {
            var ancestors: [Int] = []
            var parent = model.entities[index].parent.flatMap { indexByName[$0.value] }
            while let found = parent, !ancestors.contains(found), found != index {
                ancestors.append(found)
                parent = model.entities[found].parent.flatMap { indexByName[$0.value] }
            }
            for ancestor in ancestors {
                for request in model.entities[index].fetchRequests {
                    guard
                        let taken = model.entities[ancestor].fetchRequests.firstIndex(where: {
                            $0.name.value == request.name.value
                        }),
                        let own = model.entities[index].fetchRequests.firstIndex(where: {
                            $0.name.value == request.name.value
                        })
                    else { continue }
                    // The one whose name was made of its template's name gives way, the sub-entity's first.
                    let (owner, position) = request.templateName != nil ? (index, own) : (ancestor, taken)
                    let yielding = model.entities[owner].fetchRequests[position]
                    guard let templateName = yielding.templateName else { continue }
                    unholdFetchRequest(
                        "the fetch request '\(templateName.value)', whose Swift name '\(yielding.name.value)' a request of '\(model.entities[owner == index ? ancestor : index].name.value)' in its hierarchy has; give it another in the user info entry '\(XcodeUserInfoKey.fetchRequestPrefix + Self.detailsKey(ofTemplateNamed: templateName.value, entityName: model.entities[owner].name.value))' of '\(model.entities[owner].name.value)', as {\"name\": \"other\"}",
                        at: templateName.location)
                    model.entities[owner].fetchRequests.remove(at: position)
                }
            }
        }
    }

    /// The key of a template's `modelgen.fetchRequest.KEY` entry in its entity's user info: the
    /// template's name without the entity's name in front (`Commit.byAuthor` gives `byAuthor`).
    static func detailsKey(ofTemplateNamed name: String, entityName: String) -> String {
        name.hasPrefix(entityName + ".") ? String(name.dropFirst(entityName.count + 1)) : name
    }

    /// The request a template of `entityName` whose details key is `key` becomes, when its entry
    /// names none: the key itself when it is a method name (`byAuthor`), or else the key without a
    /// `FetchRequest` suffix, in lower camel case (`ObjectIDFetchRequest` gives `objectID`, `All
    /// items` `allItems`). Xcode's own name for a new template, `FetchRequest`, leaves nothing, so
    /// it takes the entity's name: `Member`'s is `member` (`Member.memberFetchRequest()`).
    static func requestName(forDetailsKey key: String, entityName: String) -> String? {
        if ReservedNames.startsWithLowercase(key), ReservedNames.isIdentifier(key) { return key }
        let suffix = "FetchRequest"
        let stem = key.hasSuffix(suffix) ? String(key.dropLast(suffix.count)) : key
        return ReservedNames.lowerCamelCase(stem.isEmpty ? entityName : stem)
    }

    /// The parameter type of each `$variable` of `predicate` that it compares with an attribute or a
    /// relationship of `entity`, as modelgen's format writes a parameter's type: the attribute's type
    /// or enum (`name == $NAME`, `name BEGINSWITH $PREFIX`), or the destination entity of a to-one
    /// relationship (`author == $AUTHOR`) or of a to-many one that the variable is a member of
    /// (`tags CONTAINS $TAG`, `$TAG IN tags`). A variable compared in two ways that disagree has no type.
    static func inferredVariableTypes(
        in predicate: String, of entity: EntityDeclaration, entitiesByName: [String: EntityDeclaration]
    ) -> [String: String] {
        let equalities: Set<String> = ["==", "=", "!=", "<>"]
        let orderings: Set<String> = ["<", "<=", "=<", ">", ">=", "=>"]
        let textMatches: Set<String> = ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES"]
        var types: [String: String?] = [:]
        for comparison in PredicateParser.variableComparisons(in: predicate) {
            let property = ModelDeclaration.property(
                atKeyPath: comparison.keyPath, from: entity, entitiesByName: entitiesByName)
            var type: String?
            switch property {
            case .attribute(let attribute):
                guard let attributeType = attribute.type?.value, attributeType.canBeParameterType else { break }
                let isText = attributeType == .string && textMatches.contains(comparison.comparator)
                if equalities.contains(comparison.comparator) || orderings.contains(comparison.comparator) || isText {
                    type = isText ? attributeType.rawValue : attribute.enumeration?.name.value ?? attributeType.rawValue
                }
            case .relationship(let relationship):
                let isMembership =
                    comparison.variableIsLeft
                    ? comparison.comparator == "IN" : comparison.comparator == "CONTAINS"
                if relationship.isToMany ? isMembership : equalities.contains(comparison.comparator) {
                    type = relationship.destination.value
                }
            case .fetchedProperty, nil:
                break
            }
            if let known = types[comparison.variable], known != type {
                types[comparison.variable] = .some(nil)  // Two comparisons that disagree.
            } else {
                types[comparison.variable] = .some(type)
            }
        }
        return types.compactMapValues { $0 }
    }

    /// Xcode's `resultType` values: `NSFetchRequestResultType`'s raw values.
    static let fetchResultTypes = ["0": "managedObject", "1": "managedObjectID", "2": "dictionary", "4": "count"]

    /// The XML attribute of each fetch request flag, as Xcode writes it, keyed by the JSON key.
    static let fetchRequestFlagAttributes: [FetchRequestKey: String] = [
        .includesSubentities: "includeSubentities", .includesPendingChanges: "includesPendingChanges",
        .includesPropertyValues: "includePropertyValues", .returnsObjectsAsFaults: "returnObjectsAsFaults",
        .returnsDistinctResults: "returnDistinctResults",
    ]

    /// The other spelling of each flag's XML attribute, with or without the `s` of
    /// `NSFetchRequest`'s property (older models write `includesSubentities`; tools that write
    /// models spell the others either way): read as the same setting.
    static let fetchRequestFlagOtherSpellings: [FetchRequestKey: String] = [
        .includesSubentities: "includesSubentities", .includesPendingChanges: "includePendingChanges",
        .includesPropertyValues: "includesPropertyValues", .returnsObjectsAsFaults: "returnsObjectsAsFaults",
        .returnsDistinctResults: "returnsDistinctResults",
    ]

    /// The XML attribute of each setting, keyed by the JSON key.
    static let fetchRequestSettingAttributes: [FetchRequestKey: String] = fetchRequestFlagAttributes.merging([
        .resultType: "resultType", .batchSize: "fetchBatchSize",
    ]) { $1 }

    /// A template's result type, batch size and flags. A batch size of 0 is Core Data's default
    /// (no batches), as Xcode writes it.
    private mutating func fetchRequestSettings(_ reader: inout ElementReader) -> FetchRequestSettingsDeclaration {
        var settings = FetchRequestSettingsDeclaration()
        if let resultType = reader.string("resultType") {
            if let name = Self.fetchResultTypes[resultType.value] {
                settings.resultType = Located(name, at: resultType.location)
            } else {
                log.error(
                    "'resultType' must be 0 (managed objects), 1 (object IDs), 2 (dictionaries) or 4 (a count), found '\(resultType.value)'",
                    at: resultType.location)
            }
        }
        if let batchSize = reader.count("fetchBatchSize", log: &log), batchSize.value > 0 {
            settings.batchSize = batchSize
        }
        for key in FetchRequestKey.flags {
            let name = Self.fetchRequestFlagAttributes[key]!
            let flag = reader.locatedBool(name, log: &log)
            let otherName = Self.fetchRequestFlagOtherSpellings[key]!
            if let other = reader.locatedBool(otherName, log: &log) {
                if let flag, flag.value != other.value {
                    log.error("'\(name)' and '\(otherName)' disagree; keep one of them", at: other.location)
                }
                settings.flags[key] = flag ?? other
            } else {
                settings.flags[key] = flag
            }
        }
        return settings
    }

    /// `request` with what its `modelgen.fetchRequest.NAME` entry says: the request's Swift name
    /// when the template's own does not make it, parameters, sorting, limit and documentation, read
    /// as the JSON format reads a fetch request.
    private mutating func decodeFetchRequestDetails(
        _ entry: UserInfoEntrySyntax, of request: FetchRequestDeclaration
    ) -> FetchRequestDeclaration? {
        guard let json = XcodeUserInfoKey.json(in: entry.value, key: entry.key.value, log: &log) else { return nil }
        guard case .object(var members) = json.kind else {
            log.error(
                "the value of '\(entry.key.value)' must be a JSON object, found \(json.typeDescription)",
                at: entry.value.location)
            return nil
        }
        for member in members where member.key == FetchRequestKey.templateName.rawValue || member.key == "predicate" {
            log.error(
                "'\(member.key)' of a fetch request template is the template's own (its \(member.key == "predicate" ? "predicateString" : "name")), not part of '\(entry.key.value)'",
                at: entry.value.location)
            return nil
        }
        if request.limit != nil, members.contains(where: { $0.key == "limit" }) {
            log.error(
                "the limit of the fetch request template '\(request.name.value)' is given twice: in its fetchLimit and in '\(entry.key.value)'",
                at: entry.value.location)
            return nil
        }
        for member in members {
            guard let key = FetchRequestKey(rawValue: member.key),
                let attribute = Self.fetchRequestSettingAttributes[key]
            else { continue }
            log.error(
                "'\(member.key)' of a fetch request template is its <fetchRequest> element's attribute '\(attribute)', not part of '\(entry.key.value)'",
                at: entry.value.location)
            return nil
        }
        let namesRequest = members.contains { $0.key == FetchRequestKey.name.rawValue }
        if !namesRequest {
            members.insert(
                JSONMember(
                    key: "name", keyLocation: request.name.location,
                    value: JSONValue(.string(request.name.value), at: request.name.location)), at: 0)
        }
        guard var detailed = ModelDecoder.decodeFetchRequest(JSONValue(.object(members), at: json.location), log: &log)
        else { return nil }
        if !namesRequest { detailed.name = request.name }
        detailed.predicate = request.predicate
        detailed.limit = detailed.limit ?? request.limit
        detailed.settings = request.settings
        detailed.location = request.location
        return detailed
    }

    /// The `$variables` of a predicate, in the order written; none when it does not parse (the
    /// resolver reports that).
    static func substitutionVariables(in predicate: String) -> [String] {
        guard case .success(let references) = PredicateParser.parse(predicate) else { return [] }
        var names: [String] = []
        for case .variable(let name, _) in references where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    // MARK: Reporting

    fileprivate mutating func unhold(
        _ description: String, at location: SourcePosition, unusedByCoreDataBecause reason: String? = nil
    ) {
        unheld.append(UnheldFeature(description: description, location: location, unusedByCoreDataBecause: reason))
    }

    /// A fetch request template left to the compiled model: `convert` cannot hold it, and `generate`
    /// writes no factory for it.
    private mutating func unholdFetchRequest(_ description: String, at location: SourcePosition) {
        unheld.append(UnheldFeature(description: description, location: location, isFetchRequestWithoutFactory: true))
    }

    private mutating func unknownElement(_ element: XMLElementSyntax, in owner: String) {
        unhold(
            "the element <\(element.name)> in \(owner), which modelgen does not know", at: element.location)
    }
}

/// A user info entry as the XML gives it, key and value located.
struct UserInfoEntrySyntax: Sendable {
    var key: Located<String>
    var value: Located<String>
}

/// What modelgen does with each XML attribute of an element kind.
enum XcodeAttributeUse: Sendable {
    /// modelgen's format holds it.
    case held
    /// Only Xcode's editor reads it; Core Data does not keep it.
    case editorOnly
    /// Core Data keeps it and modelgen's format cannot hold it yet (see `UnheldFeature`).
    case unheld(String)
}

/// The XML attributes each element kind takes, learned from models that Xcode wrote.
enum XcodeAttributes {
    static let model: [String: XcodeAttributeUse] = [
        "type": .editorOnly, "documentVersion": .editorOnly, "lastSavedToolsVersion": .editorOnly,
        "systemVersion": .editorOnly, "minimumToolsVersion": .editorOnly, "sourceLanguage": .editorOnly,
        "iOSVersion": .editorOnly, "macOSVersion": .editorOnly, "name": .editorOnly, "usedWithSwiftData": .editorOnly,
        "userDefinedModelVersionIdentifier": .held,
        "usedWithCloudKit": .held,
    ]

    static let versioning: [String: XcodeAttributeUse] = [
        "elementID": .held, "renamingIdentifier": .held, "versionHashModifier": .held, "syncable": .editorOnly,
    ]

    static let entity: [String: XcodeAttributeUse] = versioning.merging([
        "name": .held, "representedClassName": .held, "parentEntity": .held, "isAbstract": .held,
        "codeGenerationType": .editorOnly,
    ]) { $1 }

    static let property: [String: XcodeAttributeUse] = versioning.merging([
        "name": .held, "optional": .held, "transient": .held,
    ]) { $1 }

    static let attribute: [String: XcodeAttributeUse] = property.merging([
        "attributeType": .held, "defaultValueString": .held, "defaultDateTimeInterval": .held, "indexed": .held,
        "allowsExternalBinaryDataStorage": .held, "valueTransformerName": .held, "customClassName": .held,
        "usesScalarValueType": .editorOnly, "minValueString": .held, "maxValueString": .held,
        "minDateTimeInterval": .held, "maxDateTimeInterval": .held, "regularExpressionString": .held,
        "preserveAfterDeletion": .held, "spotlightIndexingEnabled": .held, "allowsCloudEncryption": .held,
        "derived": .held, "derivationExpression": .held,
        "composite": .held,
        "storedInTruthFile": .unheld("its storage in the external truth file"),
        "usesMergeableStorage": .unheld("its mergeable storage"),
    ]) { $1 }

    static let relationship: [String: XcodeAttributeUse] = property.merging([
        "destinationEntity": .held, "inverseName": .held, "inverseEntity": .held, "toMany": .held, "ordered": .held,
        "minCount": .held, "maxCount": .held, "deletionRule": .held,
        "indexed": .held,
    ]) { $1 }

    static let fetchIndexElement: [String: XcodeAttributeUse] = [
        "property": .held, "type": .held, "order": .held, "expression": .held, "expressionType": .held,
    ]

    /// What each fetch request flag sets, as a fetched property's request leaves it out.
    private static let fetchRequestFlagSettings: [FetchRequestKey: String] = [
        .includesSubentities: "its subentities setting", .includesPropertyValues: "its property values setting",
        .includesPendingChanges: "its pending changes setting", .returnsObjectsAsFaults: "its faulting setting",
        .returnsDistinctResults: "its distinct results setting",
    ]

    /// The flags' attributes, both spellings (`XcodeModelDecoder.fetchRequestFlagAttributes` and
    /// `fetchRequestFlagOtherSpellings`), each with what `use` makes of it.
    private static func fetchRequestFlags(_ use: (FetchRequestKey) -> XcodeAttributeUse) -> [String: XcodeAttributeUse]
    {
        var uses: [String: XcodeAttributeUse] = [:]
        for key in FetchRequestKey.flags {
            uses[XcodeModelDecoder.fetchRequestFlagAttributes[key]!] = use(key)
            uses[XcodeModelDecoder.fetchRequestFlagOtherSpellings[key]!] = use(key)
        }
        return uses
    }

    static let fetchRequest: [String: XcodeAttributeUse] = fetchRequestFlags { _ in .held }.merging([
        "name": .held, "entity": .held, "predicateString": .held, "fetchLimit": .held, "fetchBatchSize": .held,
        "resultType": .held,
    ]) { $1 }

    /// A fetched property's request: modelgen holds its entity and predicate, not its settings.
    static let fetchedPropertyRequest: [String: XcodeAttributeUse] = fetchRequest.merging(
        fetchRequestFlags { .unheld(fetchRequestFlagSettings[$0]!) }.merging([
            "fetchBatchSize": .unheld("its batch size"), "resultType": .unheld("its result type"),
        ]) { $1 }
    ) { $1 }

    /// Xcode's booleans: `YES` and `NO` (and `true` and `false`, which its project templates write).
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true": true
        case "NO", "false": false
        default: nil
        }
    }
}

/// Reads one element's XML attributes, remembering which were read, so that `finish` can report
/// the ones modelgen's format cannot hold and the ones it does not know.
struct ElementReader {
    let element: XMLElementSyntax
    let kind: String
    let known: [String: XcodeAttributeUse]
    private var read: Set<String> = []

    init(_ element: XMLElementSyntax, kind: String, known: [String: XcodeAttributeUse]) {
        self.element = element
        self.kind = kind
        self.known = known
    }

    mutating func attribute(_ name: String) -> XMLAttributeSyntax? {
        read.insert(name)
        return element.attribute(name)
    }

    mutating func string(_ name: String) -> Located<String>? {
        attribute(name).map { Located($0.value, at: $0.valueLocation) }
    }

    mutating func required(_ name: String, log: inout DiagnosticLog) -> Located<String>? {
        guard let value = string(name) else {
            log.error("the \(kind) has no '\(name)' attribute", at: element.location)
            return nil
        }
        return value
    }

    mutating func locatedBool(_ name: String, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let text = attribute(name) else { return nil }
        guard let flag = XcodeAttributes.bool(text.value) else {
            log.error("'\(name)' must be YES or NO, found '\(text.value)'", at: text.valueLocation)
            return nil
        }
        return Located(flag, at: text.valueLocation)
    }

    mutating func bool(_ name: String, log: inout DiagnosticLog) -> Bool? {
        locatedBool(name, log: &log)?.value
    }

    mutating func count(_ name: String, log: inout DiagnosticLog) -> Located<Int>? {
        guard let text = attribute(name) else { return nil }
        if name == "maxCount", let number = Int(text.value), number < 0 {
            // Some models say -1 for no maximum, as 0 says it.
            return nil
        }
        guard let number = Int(text.value), number >= 0 else {
            log.error("'\(name)' must be a whole number of 0 or more, found '\(text.value)'", at: text.valueLocation)
            return nil
        }
        return Located(number, at: text.valueLocation)
    }

    /// The renaming identifier (`elementID`, as Xcode writes it) and version hash modifier. An
    /// identifier equal to the name is what Core Data assumes anyway, and is left out.
    mutating func versioning(name: String) -> VersioningDeclaration {
        let identifier = string("elementID") ?? string("renamingIdentifier")
        return VersioningDeclaration(
            renamedFrom: identifier?.value == name ? nil : identifier,
            versionHashModifier: string("versionHashModifier"))
    }

    /// Reports each attribute that was not read: unheld ones as such, unknown ones as unknown.
    func finish(into decoder: inout XcodeModelDecoder, owner: String) {
        for attribute in element.attributes where !read.contains(attribute.name) {
            switch known[attribute.name] {
            case .held?, .editorOnly?:
                break
            case .unheld(let what)?:
                // A flag set to NO is Core Data's default: nothing is lost.
                if XcodeAttributes.bool(attribute.value) == false || attribute.value.isEmpty { continue }
                decoder.unhold("\(what) (\(attribute.name)) of \(owner)", at: attribute.location)
            case nil:
                decoder.unhold(
                    "the attribute '\(attribute.name)' of \(owner), which modelgen does not know",
                    at: attribute.location)
            }
        }
    }
}
