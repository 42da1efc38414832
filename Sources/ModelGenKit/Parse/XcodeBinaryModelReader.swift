/// Reads a model version that Xcode 3 saved: a `.xcdatamodel` folder with a binary `elements` file
/// (and the diagram's `layout`) instead of the XML `contents` that Xcode 4 and later write.
///
/// `elements` is an `NSKeyedArchiver` archive (`KeyedArchive`) of Xcode 3's model objects, which
/// extend a UML framework: the model (`XDPMModel`) holds a package (`XDModelPackage`) whose
/// `XDBucketForClassesstorage` maps each entity's name to the entity (`XDPMEntity`); an entity's
/// `XDBucketForOwnedAttributesstorage` maps each property's name to the attribute
/// (`XDPMAttribute`) or relationship (`XDPMRelationship`). Core Data's settings of an element are
/// UML "stereotypes" (`XDBucketForStereotypesstorage`): each stereotype owns properties
/// (`XDUMLPropertyImp`) whose `_default` is a setting's value, keyed by the setting's name:
/// `XD_PSK_…` for an entity, `XD_PPSK_…` for any property, `XD_PAttK_…` for an attribute and
/// `XD_PRK_…` for a relationship. A parent entity is a generalization whose `_general` is the
/// parent.
///
/// The reader turns the archive into the XML that Xcode 4 writes for the same model when it saves
/// it (entities and properties sorted by name), and `XcodeModelDecoder` decodes that as it decodes
/// a `contents` file: a binary version gives the same declaration, with the same checks, as the
/// same model saved as XML, and every later stage is shared. A position in the file is the number
/// of the archived object (its index in `$objects`) as the line, column 1: a binary file has no
/// lines, and the number finds the object in any dump of the archive.
///
/// What the reader does not understand is an error that names it (a fetch request template, a
/// configuration, a fetched property: no real model in Xcode 3's format had one to learn from),
/// and a setting it does not know is left to the compiled model, as an unknown XML attribute is.
/// docs/XcodeModels.md lists what is read.
struct XcodeBinaryModelReader {
    private let archive: KeyedArchive
    private var log: DiagnosticLog
    private var unheld: [UnheldFeature] = []

    private typealias Failure = KeyedArchive.Failure

    /// The version in `bytes` (an `elements` file) as the root of the `contents` XML Xcode 4 would
    /// write for it, and what its format holds that the XML cannot; `nil` after an error.
    static func read(_ bytes: [UInt8], log: inout DiagnosticLog) -> (root: XMLElementSyntax?, unheld: [UnheldFeature]) {
        guard BinaryPropertyList.looksBinary(bytes) else {
            let text = String(decoding: bytes.prefix(64), as: UTF8.self)
            let what =
                text.contains("<?xml") || text.contains("<plist")
                ? "an XML file, not the binary property list Xcode 3 writes" : "not a binary property list"
            log.error("this 'elements' file is \(what); \(Self.advice)", at: nil)
            return (nil, [])
        }
        let plist: BinaryPropertyList
        do throws(BinaryPropertyListError) {
            plist = try BinaryPropertyList.parse(bytes)
        } catch {
            log.error("cannot read this 'elements' file: \(error.message)", at: nil)
            return (nil, [])
        }
        let archive: KeyedArchive
        do throws(Failure) {
            archive = try KeyedArchive(plist)
        } catch {
            log.error("cannot read this 'elements' file: \(error.message)", at: nil)
            return (nil, [])
        }
        var reader = XcodeBinaryModelReader(archive: archive, log: log)
        var root: XMLElementSyntax?
        do throws(Failure) {
            root = try reader.model()
        } catch {
            reader.log.error(
                "cannot read this Xcode 3 model: \(error.message)", at: error.object.map(Self.position))
        }
        log = reader.log
        return (reader.log.hasErrors ? nil : root, reader.unheld)
    }

    static let advice = "open the model in Xcode 4 or later and save it, which writes it as 'contents'"

    /// The position of archived object `number`.
    static func position(_ number: Int) -> SourcePosition {
        SourcePosition(line: max(number, 1), column: 1)
    }

    private init(archive: KeyedArchive, log: DiagnosticLog) {
        self.archive = archive
        self.log = log
    }

    // MARK: The model

    private mutating func model() throws(Failure) -> XMLElementSyntax {
        let model = archive.root
        let className = try archive.className(of: model)
        guard className == "XDPMModel" else {
            throw Failure(
                message: "its root object is an \(className), not a Core Data model (XDPMModel)", object: model)
        }
        var root = element("model", at: model)
        switch try archive.field("_modelVersionIdentifier", of: model) {
        case .null: break
        case let value:
            guard let identifier = try archive.string(value) else {
                throw Failure(
                    message: "the model's version identifier is \(try archive.describe(value)), not a string",
                    object: model)
            }
            if !identifier.isEmpty {
                root.attributes.append(attribute("userDefinedModelVersionIdentifier", identifier, at: model))
            }
        }
        let configurations = try archive.dictionary(
            try archive.field("_configurationsByName", of: model), what: "the model's configurations", in: model)
        if !configurations.isEmpty {
            let names = try configurations.map { entry throws(Failure) in try archive.string(entry.key) ?? "?" }
            log.error(
                "the model has configurations (\(names.map { "'\($0)'" }.joined(separator: ", "))), which modelgen cannot read from Xcode 3's binary format; \(Self.advice)",
                at: Self.position(model))
        }
        if case .object = try archive.field("_xd_comments", of: model) {
            let comments = try archive.array(
                try archive.field("_xd_comments", of: model), what: "the model's comments", in: model)
            if !comments.isEmpty {
                log.warning(
                    "the model's \(comments.count) diagram comment\(comments.count == 1 ? "" : "s") (_xd_comments) \(comments.count == 1 ? "is" : "are") left out: only Xcode 3's editor showed them",
                    at: Self.position(model))
            }
        }
        guard case .object(let package) = try archive.field("_xd_rootPackage", of: model),
            try archive.className(of: package) == "XDModelPackage"
        else {
            throw Failure(
                message:
                    "the model's package (_xd_rootPackage) is \(try archive.describe(try archive.field("_xd_rootPackage", of: model))), not an XDModelPackage",
                object: model)
        }
        for bucket in ["Packages", "Interfaces", "DataTypes"] {
            let key = "XDBucketFor\(bucket)storage"
            let value = try archive.field(key, of: package)
            if value == .null { continue }
            let count: Int
            if case .object(let number) = value, KeyedArchive.arrayClasses.contains(try archive.className(of: number)) {
                count = try archive.array(value, what: key, in: package).count
            } else {
                count = try archive.dictionary(value, what: "the model's \(key)", in: package).count
            }
            if count > 0 {
                log.error(
                    "the model's package holds \(count) element\(count == 1 ? "" : "s") in \(key), which modelgen does not know in a Core Data model; \(Self.advice)",
                    at: Self.position(package))
            }
        }
        let classes = try archive.dictionary(
            try archive.field("XDBucketForClassesstorage", of: package), what: "the model's entities", in: package)
        var entities: [XMLElementSyntax] = []
        for (key, value) in classes {
            guard case .object(let entity) = value, try archive.className(of: entity) == "XDPMEntity" else {
                let name = try archive.string(key) ?? "?"
                throw Failure(
                    message:
                        "the model's entity '\(name)' is \(try archive.describe(value)), not an entity (XDPMEntity)",
                    object: package)
            }
            if let decoded = try self.entity(entity) { entities.append(decoded) }
        }
        root.children = entities.sorted { ($0.attribute("name")?.value ?? "") < ($1.attribute("name")?.value ?? "") }
        return root
    }

    // MARK: Entities

    private mutating func entity(_ entity: Int) throws(Failure) -> XMLElementSyntax? {
        guard let name = try archive.string(try archive.field("_name", of: entity)), !name.isEmpty else {
            log.error("an entity (object #\(entity)) has no name", at: Self.position(entity))
            return nil
        }
        let owner = "entity '\(name)'"
        var xml = element("entity", at: entity)
        xml.attributes.append(attribute("name", name, at: entity))
        var settings = try self.settings(of: entity, owner: owner)
        if let className = try settings.string("XD_PSK_entityClassName", archive: archive) {
            xml.attributes.append(attribute("representedClassName", className.value, at: className.object))
        }
        if let parent = try parent(of: entity, owner: owner) {
            xml.attributes.append(attribute("parentEntity", parent, at: entity))
        }
        if let abstract = try settings.bool("XD_PSK_isAbstract", archive: archive), abstract.value {
            xml.attributes.append(attribute("isAbstract", "YES", at: abstract.object))
        }
        xml.attributes += try versioning(&settings, prefix: "XD_PSK_")
        // Xcode 3's editor maps every entity to its generic record class in the diagram.
        _ = settings.take("XD_PSK_classMapping")
        if let requests = settings.take("XD_PSK_fetchRequestsArray"), requests.value != .null {
            let count = try archive.array(requests.value, what: "the fetch requests of \(owner)", in: entity).count
            if count > 0 {
                log.error(
                    "\(owner) has \(count) fetch request template\(count == 1 ? "" : "s"), which modelgen cannot read from Xcode 3's binary format; \(Self.advice)",
                    at: Self.position(requests.object))
            }
        }
        if let userInfo = try self.userInfo(&settings, key: "XD_PSK_userInfo", owner: owner) {
            xml.children.append(userInfo)
        }
        finish(settings, owner: owner)
        var properties: [XMLElementSyntax] = []
        let owned = try archive.dictionary(
            try archive.field("XDBucketForOwnedAttributesstorage", of: entity), what: "the properties of \(owner)",
            in: entity)
        for (key, value) in owned {
            guard case .object(let property) = value else {
                throw Failure(
                    message:
                        "the property '\(try archive.string(key) ?? "?")' of \(owner) is \(try archive.describe(value)), not a property",
                    object: entity)
            }
            if let decoded = try self.property(property, of: name) { properties.append(decoded) }
        }
        xml.children += properties.sorted {
            ($0.attribute("name")?.value ?? "") < ($1.attribute("name")?.value ?? "")
        }
        return xml
    }

    /// The parent's name: the one generalization's `_general`, an entity of the model.
    private mutating func parent(of entity: Int, owner: String) throws(Failure) -> String? {
        let storage = try archive.field("XDBucketForGeneralizationsstorage", of: entity)
        guard storage != .null else { return nil }
        let generalizations = try archive.array(storage, what: "the parents of \(owner)", in: entity)
        guard let generalization = generalizations.first else { return nil }
        guard generalizations.count == 1 else {
            throw Failure(
                message: "\(owner) has \(generalizations.count) generalizations (parents); an entity has one at most",
                object: entity)
        }
        guard case .object(let number) = generalization,
            case .object(let general) = try archive.field("_general", of: number),
            try archive.className(of: general) == "XDPMEntity"
        else {
            throw Failure(
                message:
                    "the generalization of \(owner) (\(try archive.describe(generalization))) names no parent entity in '_general'",
                object: entity)
        }
        guard let parent = try archive.string(try archive.field("_name", of: general)) else {
            throw Failure(
                message: "the parent of \(owner), the entity object #\(general), has no name", object: general)
        }
        return parent
    }

    // MARK: Properties

    /// Xcode's spelling of each `NSAttributeType` raw value a binary model stores, from
    /// `AttributeType.facts`: not Undefined (0, which the reader skips, as Xcode writes no type for
    /// it), nor composite, which came long after Xcode 3's binary format.
    static let attributeTypes: [Int64: String] = Dictionary(
        uniqueKeysWithValues: AttributeType.allCases.compactMap { type in
            guard type != .composite, let name = type.facts.xcodeName else { return nil }
            return (type.facts.coreDataRawValue, name)
        })

    static let deleteRules: [Int64: String] = [0: "No Action", 1: "Nullify", 2: "Cascade", 3: "Deny"]

    private mutating func property(_ property: Int, of entity: String) throws(Failure) -> XMLElementSyntax? {
        let className = try archive.className(of: property)
        guard let name = try archive.string(try archive.field("_name", of: property)), !name.isEmpty else {
            log.error("a property (object #\(property)) of entity '\(entity)' has no name", at: Self.position(property))
            return nil
        }
        let kind: String
        switch className {
        case "XDPMAttribute": kind = "attribute"
        case "XDPMRelationship": kind = "relationship"
        default:
            log.error(
                "the property '\(name)' of entity '\(entity)' is an \(className), which modelgen cannot read from Xcode 3's binary format; \(Self.advice)",
                at: Self.position(property))
            return nil
        }
        let owner = "\(kind) '\(name)' of entity '\(entity)'"
        var xml = element(kind, at: property)
        xml.attributes.append(attribute("name", name, at: property))
        var settings = try self.settings(of: property, owner: owner)
        for (key, xmlName) in [
            ("XD_PPSK_isOptional", "optional"), ("XD_PPSK_isTransient", "transient"), ("XD_PPSK_isIndexed", "indexed"),
            ("XD_PPSK_isSpotlightIndexed", "spotlightIndexingEnabled"),
            ("XD_PPSK_isStoredInTruthFile", "storedInTruthFile"),
        ] {
            if let flag = try settings.bool(key, archive: archive), flag.value {
                xml.attributes.append(attribute(xmlName, "YES", at: flag.object))
            }
        }
        xml.attributes += try versioning(&settings, prefix: "XD_PPSK_")
        if kind == "attribute" {
            if let type = try settings.integer("XD_PAttK_attributeType", archive: archive), type.value != 0 {
                guard let typeName = Self.attributeTypes[type.value] else {
                    log.error("\(owner) has the unknown attribute type \(type.value)", at: Self.position(type.object))
                    return nil
                }
                xml.attributes.append(attribute("attributeType", typeName, at: type.object))
            }
            for (key, xmlName) in [
                ("XD_PAttK_defaultValueAsString", "defaultValueString"), ("XD_PAttK_minValueString", "minValueString"),
                ("XD_PAttK_maxValueString", "maxValueString"),
                ("XD_PAttK_regularExpressionString", "regularExpressionString"),
                ("XD_PAttK_valueTransformerName", "valueTransformerName"),
            ] {
                if let text = try settings.string(key, archive: archive) {
                    xml.attributes.append(attribute(xmlName, text.value, at: text.object))
                }
            }
            if let flag = try settings.bool("XD_PAttK_allowsExternalBinaryDataStorage", archive: archive), flag.value {
                xml.attributes.append(attribute("allowsExternalBinaryDataStorage", "YES", at: flag.object))
            }
        } else {
            guard
                let destination = try entityName(settings.take("XD_PRK_destination"), owner: owner, what: "destination")
            else {
                log.error("\(owner) has no destination entity", at: Self.position(property))
                return nil
            }
            xml.attributes.append(attribute("destinationEntity", destination.value, at: destination.object))
            if let inverse = settings.take("XD_PRK_inverseRelationship"), inverse.value != .null {
                guard case .object(let number) = inverse.value, try archive.className(of: number) == "XDPMRelationship",
                    let inverseName = try archive.string(try archive.field("_name", of: number)),
                    let inverseEntity = try entityName(
                        (try archive.field("_owner", of: number), number), owner: owner, what: "inverse's entity")
                else {
                    throw Failure(
                        message:
                            "the inverse of \(owner) is \(try archive.describe(inverse.value)), not a named relationship",
                        object: inverse.object)
                }
                xml.attributes.append(attribute("inverseName", inverseName, at: inverse.object))
                xml.attributes.append(attribute("inverseEntity", inverseEntity.value, at: inverse.object))
            }
            if let toMany = try settings.bool("XD_PRK_isToMany", archive: archive), toMany.value {
                xml.attributes.append(attribute("toMany", "YES", at: toMany.object))
            }
            for (key, xmlName) in [("XD_PRK_minCount", "minCount"), ("XD_PRK_maxCount", "maxCount")] {
                if let count = try settings.integer(key, archive: archive) {
                    xml.attributes.append(attribute(xmlName, String(count.value), at: count.object))
                }
            }
            if let rule = try settings.integer("XD_PRK_deleteRule", archive: archive) {
                guard let ruleName = Self.deleteRules[rule.value] else {
                    log.error("\(owner) has the unknown delete rule \(rule.value)", at: Self.position(rule.object))
                    return nil
                }
                xml.attributes.append(attribute("deletionRule", ruleName, at: rule.object))
            }
        }
        if let userInfo = try self.userInfo(&settings, key: "XD_PPSK_userInfo", owner: owner) {
            xml.children.append(userInfo)
        }
        finish(settings, owner: owner)
        return xml
    }

    /// The name of the entity a relationship's setting names.
    private func entityName(_ setting: (value: KeyedArchive.Value, object: Int)?, owner: String, what: String)
        throws(Failure) -> (value: String, object: Int)?
    {
        guard let setting, setting.value != .null else { return nil }
        guard case .object(let entity) = setting.value, try archive.className(of: entity) == "XDPMEntity",
            let name = try archive.string(try archive.field("_name", of: entity))
        else {
            throw Failure(
                message: "the \(what) of \(owner) is \(try archive.describe(setting.value)), not a named entity",
                object: setting.object)
        }
        return (name, setting.object)
    }

    // MARK: Settings

    /// An element's settings: the values of its stereotypes' properties, by name, each with the
    /// archived property that holds it (where a message points).
    private struct Settings {
        var values: [String: (value: KeyedArchive.Value, object: Int)] = [:]

        mutating func take(_ key: String) -> (value: KeyedArchive.Value, object: Int)? {
            values.removeValue(forKey: key)
        }

        mutating func bool(_ key: String, archive: KeyedArchive) throws(Failure) -> (value: Bool, object: Int)? {
            guard let setting = take(key) else { return nil }
            switch setting.value {
            case .null: return nil
            case .bool(let flag): return (flag, setting.object)
            case .integer(let number) where number == 0 || number == 1: return (number == 1, setting.object)
            default:
                throw Failure(
                    message: "the setting \(key) is \(try archive.describe(setting.value)), not a Boolean",
                    object: setting.object)
            }
        }

        mutating func integer(_ key: String, archive: KeyedArchive) throws(Failure) -> (value: Int64, object: Int)? {
            guard let setting = take(key) else { return nil }
            switch setting.value {
            case .null: return nil
            case .integer(let number): return (number, setting.object)
            default:
                throw Failure(
                    message: "the setting \(key) is \(try archive.describe(setting.value)), not a whole number",
                    object: setting.object)
            }
        }

        mutating func string(_ key: String, archive: KeyedArchive) throws(Failure) -> (value: String, object: Int)? {
            guard let setting = take(key), setting.value != .null else { return nil }
            guard let text = try archive.string(setting.value) else {
                throw Failure(
                    message: "the setting \(key) is \(try archive.describe(setting.value)), not a string",
                    object: setting.object)
            }
            return (text, setting.object)
        }
    }

    private func settings(of element: Int, owner: String) throws(Failure) -> Settings {
        var settings = Settings()
        let storage = try archive.field("XDBucketForStereotypesstorage", of: element)
        guard storage != .null else { return settings }
        for (_, stereotype) in try archive.dictionary(storage, what: "the settings of \(owner)", in: element) {
            guard case .object(let number) = stereotype else {
                throw Failure(
                    message: "a stereotype of \(owner) is \(try archive.describe(stereotype)), not an object",
                    object: element)
            }
            let properties = try archive.dictionary(
                try archive.field("XDBucketForOwnedAttributesstorage", of: number),
                what: "the settings of \(owner)", in: number)
            for (key, value) in properties {
                guard let name = try archive.string(key), case .object(let property) = value else {
                    throw Failure(
                        message: "a setting of \(owner) is \(try archive.describe(value)), not a property",
                        object: number)
                }
                settings.values[name] = (try archive.field("_default", of: property), property)
            }
        }
        return settings
    }

    /// The renaming identifier and version hash modifier, as XML attributes.
    private func versioning(_ settings: inout Settings, prefix: String) throws(Failure) -> [XMLAttributeSyntax] {
        var attributes: [XMLAttributeSyntax] = []
        for (key, xmlName) in [("elementID", "elementID"), ("versionHashModifier", "versionHashModifier")] {
            if let text = try settings.string(prefix + key, archive: archive), !text.value.isEmpty {
                attributes.append(attribute(xmlName, text.value, at: text.object))
            }
        }
        return attributes
    }

    /// The user info, as a `<userInfo>` element of the entries whose value is a string; an entry
    /// of another kind (Xcode 3 kept arrays and dictionaries, such as Sync Services' settings) is
    /// one the XML cannot hold.
    private mutating func userInfo(_ settings: inout Settings, key: String, owner: String) throws(Failure)
        -> XMLElementSyntax?
    {
        guard let setting = settings.take(key), setting.value != .null else { return nil }
        let entries = try archive.dictionary(setting.value, what: "the user info of \(owner)", in: setting.object)
        guard !entries.isEmpty else { return nil }
        var xml = element("userInfo", at: setting.object)
        for (keyValue, value) in entries {
            guard let entryKey = try archive.string(keyValue) else {
                throw Failure(
                    message: "a key of the user info of \(owner) is \(try archive.describe(keyValue)), not a string",
                    object: setting.object)
            }
            let plain = try archive.plain(value, in: setting.object)
            if case .string(let text) = plain {
                var entry = element("entry", at: setting.object)
                entry.attributes = [
                    attribute("key", entryKey, at: setting.object), attribute("value", text, at: setting.object),
                ]
                xml.children.append(entry)
            } else {
                unheld.append(
                    UnheldFeature(
                        description:
                            "the user info entry '\(entryKey)' of \(owner), whose value is \(plain.kind) (\(plain.text)), which only Xcode 3's binary format can hold",
                        location: Self.position(setting.object),
                        unusedByCoreDataBecause: entryKey.hasPrefix(Self.syncServicesKeyPrefix)
                            ? Self.syncServicesKeysAreUnused : nil))
            }
        }
        xml.children.sort { ($0.attribute("key")?.value ?? "") < ($1.attribute("key")?.value ?? "") }
        return xml.children.isEmpty ? nil : xml
    }

    /// The prefix of the user info keys that macOS's Sync Services read (`IdentityProperties`,
    /// `AutomaticResolutionPolicy`), which Xcode 3 wrote as arrays and dictionaries.
    static let syncServicesKeyPrefix = "com.apple.syncservices."
    /// Why leaving such an entry out loses nothing: the Core Data of today never reads it.
    static let syncServicesKeysAreUnused =
        "only macOS's Sync Services read it (deprecated since OS X 10.7, and in no iOS SDK), and nothing Core Data stores depends on it"

    /// Leaves each setting that was not read to the compiled model, unless it has no value.
    private mutating func finish(_ settings: Settings, owner: String) {
        for (key, setting) in settings.values.sorted(by: { $0.key < $1.key }) {
            switch setting.value {
            case .null, .bool(false), .integer(0), .string(""): continue
            default: break
            }
            let shown = (try? archive.plain(setting.value, in: setting.object).text) ?? "?"
            unheld.append(
                UnheldFeature(
                    description: "the setting '\(key)' (\(shown)) of \(owner), which modelgen does not know",
                    location: Self.position(setting.object)))
        }
    }

    // MARK: XML

    private func element(_ name: String, at object: Int) -> XMLElementSyntax {
        XMLElementSyntax(name: name, location: Self.position(object), attributes: [], children: [], text: "")
    }

    private func attribute(_ name: String, _ value: String, at object: Int) -> XMLAttributeSyntax {
        XMLAttributeSyntax(
            name: name, value: value, location: Self.position(object), valueLocation: Self.position(object))
    }
}
