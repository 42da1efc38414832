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
    var log: DiagnosticLog
    private(set) var unheld: [UnheldFeature] = []
    /// Entities whose class Xcode also generates (`codeGenerationType`), for the warning `generate` gives.
    private(set) var entitiesWithXcodeCodegen: [(name: String, location: SourcePosition)] = []
    /// The details keys of the templates read so far, by entity, each with the name of the template
    /// that took it: two templates of an entity may not share one.
    var detailsKeysTaken: [String: [String: String]] = [:]
    /// The `modelgen.fetchRequest.NAME` user info entries of each entity, by entity and request
    /// name, until the model's fetch request templates are read.
    var fetchRequestDetails: [String: [String: UserInfoEntrySyntax]] = [:]

    /// The declaration of the model in `root`, named `name` (the bundle's name). `appLoadsIt`: the
    /// app goes on loading the model Xcode compiles from it (`generate`), so what Core Data will look
    /// up there (a class named with a module, an entity whose class is NSManagedObject) is worth a
    /// warning; a converted model is built in code, which names the classes itself.
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
    var appLoadsIt = true

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
        // What only Xcode's editor reads (Xcode 15's Used with SwiftData flag, the tools versions),
        // kept for the way back to Xcode.
        var xcode = XcodeEditorAttributes()
        xcode.usedWithSwiftData = reader.bool("usedWithSwiftData", log: &log) ?? false
        for (key, _) in xcode.strings {
            if let value = reader.string(key.rawValue), !value.value.isEmpty { xcode.set(key, to: value.value) }
        }
        reader.finish(into: &self, owner: "the model")
        var model = ModelDeclaration(name: Located(name, at: root.location), entities: [], location: root.location)
        model.usedWithCloudKit = usedWithCloudKit
        model.versionIdentifier = versionIdentifier
        model.xcode = xcode
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
        } else if appLoadsIt {
            // A converted model is built in code, which gives the entity its generated class.
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

    mutating func unknownModelGenKey(_ entry: UserInfoEntrySyntax, candidates: [String]) {
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
                index.name.value == DefaultNames.index(forIndexedAttribute: element.property.value)
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
            if key == "customClassName" ? type?.value.facts.takesCustomClass == true : type?.value == .transformable {
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
            if type.integerRange != nil {
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
        switch type.facts.validationBounds {
        case .length:
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
        case .value where type.facts.isNumber:
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
        case .value:
            // A date's bounds: Xcode keeps them as intervals.
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
        case .none:
            for case (_, let text?) in bounds + intervals where !text.value.isEmpty {
                unhold(
                    "the \(text.name) of \(owner), whose type has no range", at: text.location)
            }
        }
        if let expression = reader.attribute("regularExpressionString"), !expression.value.isEmpty {
            if type.facts.validationBounds == .length {
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
            case .integer16, .integer32, .integer64:
                "a whole number from \(type.integerRange!.lowerBound) to \(type.integerRange!.upperBound)"
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

    // MARK: Reporting

    mutating func unhold(
        _ description: String, at location: SourcePosition, unusedByCoreDataBecause reason: String? = nil
    ) {
        unheld.append(UnheldFeature(description: description, location: location, unusedByCoreDataBecause: reason))
    }

    /// A fetch request template left to the compiled model: `convert` cannot hold it, and `generate`
    /// writes no factory for it.
    mutating func unholdFetchRequest(_ description: String, at location: SourcePosition) {
        unheld.append(UnheldFeature(description: description, location: location, isFetchRequestWithoutFactory: true))
    }

    mutating func unknownElement(_ element: XMLElementSyntax, in owner: String) {
        unhold(
            "the element <\(element.name)> in \(owner), which modelgen does not know", at: element.location)
    }
}

/// A user info entry as the XML gives it, key and value located.
struct UserInfoEntrySyntax: Sendable {
    var key: Located<String>
    var value: Located<String>
}
