import Foundation
import Testing

@testable import ModelGenKit

/// Runs the generated model builders (`Model+ManagedObjectModel.swift`) here, on Linux, where Core
/// Data does not exist: each is compiled with stand-ins for Core Data's description classes that
/// only keep what they are given, executed, and the model it builds is printed and compared with
/// what the model file says. This checks the builder's own logic (which relationship `connect`
/// finds, what a to-one relationship's counts become, which property an index names, what a
/// default value's type is), not Core Data; `CoreDataRuntimeTests` loads the same builders into
/// the real Core Data on macOS.
@Suite struct ModelBuilderRunTests {
    static let standIn = """
        // Stand-ins for Core Data's description classes: they keep what they are given. Not Core Data.
        import Foundation

        open class NSManagedObject {
            func value(forKey key: String) -> Any? { nil }
            func setValue(_ value: Any?, forKey key: String) {}
        }
        final class NSManagedObjectID {}
        func NSStringFromClass(_ aClass: AnyClass) -> String { String(describing: aClass) }

        enum NSAttributeType {
            case stringAttributeType, booleanAttributeType, integer16AttributeType, integer32AttributeType
            case integer64AttributeType, floatAttributeType, doubleAttributeType, decimalAttributeType
            case dateAttributeType, binaryDataAttributeType, UUIDAttributeType, URIAttributeType, transformableAttributeType
            case undefinedAttributeType, objectIDAttributeType, compositeAttributeType
        }
        enum NSDeleteRule { case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule }
        enum NSFetchIndexElementType { case binary, rTree }

        // The Objective-C call that sets validation warnings, as the test rewrites it (#selector
        // needs the Objective-C runtime).
        struct Selector { let name: String }
        func NSSelectorFromString(_ name: String) -> Selector { Selector(name: name) }
        let NSValidationNumberTooLargeError = 1610, NSValidationNumberTooSmallError = 1620
        let NSValidationDateTooLateError = 1630, NSValidationDateTooSoonError = 1640
        let NSValidationStringTooLongError = 1660, NSValidationStringTooShortError = 1670
        let NSValidationStringPatternMatchingError = 1680

        class NSPropertyDescription {
            var name = ""
            var isOptional = true
            var isTransient = false
            var userInfo: [AnyHashable: Any]?
            var renamingIdentifier: String?
            var versionHashModifier: String?
            var isIndexedBySpotlight = false
            var validationPredicates: [NSPredicate] = []
            var validationWarnings: [Any] = []
            weak var entity: NSEntityDescription?
            func perform(_ selector: Selector, with first: Any?, with second: Any?) -> Unmanaged<AnyObject>? {
                guard selector.name == "setValidationPredicates:withValidationWarnings:" else {
                    fatalError("unexpected selector \\(selector.name)")
                }
                validationPredicates = first as! [NSPredicate]
                validationWarnings = second as! [Any]
                return nil
            }
        }
        class NSAttributeDescription: NSPropertyDescription {
            var attributeType = NSAttributeType.stringAttributeType
            var defaultValue: Any?
            var allowsExternalBinaryDataStorage = false
            var valueTransformerName: String?
            var attributeValueClassName: String?
            var preservesValueInHistoryOnDeletion = false
            var allowsCloudEncryption = false
        }
        final class NSExpression {
            let expressionFormat: String
            init(format: String) { expressionFormat = format }
        }
        final class NSDerivedAttributeDescription: NSAttributeDescription {
            var derivationExpression: NSExpression?
        }
        final class NSCompositeAttributeDescription: NSAttributeDescription {
            var elements: [NSAttributeDescription] = []
        }
        final class NSFetchedPropertyDescription: NSPropertyDescription {
            var fetchRequest: NSFetchRequest<any NSFetchRequestResult>?
        }
        final class NSRelationshipDescription: NSPropertyDescription {
            weak var destinationEntity: NSEntityDescription?
            weak var inverseRelationship: NSRelationshipDescription?
            var minCount = 0
            var maxCount = 0
            var isOrdered = false
            var deleteRule = NSDeleteRule.nullifyDeleteRule
        }
        final class NSFetchIndexElementDescription {
            let property: NSPropertyDescription?
            let collationType: NSFetchIndexElementType
            var isAscending = true
            init(property: NSPropertyDescription, collationType: NSFetchIndexElementType) {
                self.property = property
                self.collationType = collationType
            }
        }
        final class NSFetchIndexDescription {
            let name: String
            let elements: [NSFetchIndexElementDescription]
            init(name: String, elements: [NSFetchIndexElementDescription]?) {
                self.name = name
                self.elements = elements ?? []
            }
        }
        final class NSEntityDescription {
            var name: String?
            var managedObjectClassName: String!
            var isAbstract = false
            var properties: [NSPropertyDescription] = [] {
                didSet { for property in properties { property.entity = self } }
            }
            var subentities: [NSEntityDescription] = [] {
                didSet { for entity in subentities { entity.superentity = self } }
            }
            weak var superentity: NSEntityDescription?
            var uniquenessConstraints: [[Any]] = []
            var indexes: [NSFetchIndexDescription] = []
            var userInfo: [AnyHashable: Any]?
            var renamingIdentifier: String?
            var versionHashModifier: String?
            /// Own and inherited properties, as Core Data's is.
            var propertiesByName: [String: NSPropertyDescription] {
                var all = superentity?.propertiesByName ?? [:]
                for property in properties { all[property.name] = property }
                return all
            }
        }
        protocol NSFetchRequestResult {}
        final class NSPredicate {
            let predicateFormat: String
            init(format: String) { predicateFormat = format }
            /// The format, then each argument as `describe` writes it.
            init(format: String, argumentArray arguments: [Any]?) {
                predicateFormat = ([format] + (arguments ?? []).map(describe)).joined(separator: " ")
            }
        }
        final class NSSortDescriptor {
            let key: String?
            let ascending: Bool
            init(key: String?, ascending: Bool) {
                self.key = key
                self.ascending = ascending
            }
        }
        struct NSFetchRequestResultType: OptionSet {
            let rawValue: UInt
            static var managedObjectResultType: NSFetchRequestResultType { NSFetchRequestResultType(rawValue: 0) }
            static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
            static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
            static let countResultType = NSFetchRequestResultType(rawValue: 4)
        }
        final class NSFetchRequest<ResultType> {
            var entity: NSEntityDescription?
            var predicate: NSPredicate?
            var sortDescriptors: [NSSortDescriptor]?
            var fetchLimit = 0
            // Core Data's defaults, as NSFetchRequest documents them.
            var resultType = NSFetchRequestResultType.managedObjectResultType
            var fetchBatchSize = 0
            var includesSubentities = true
            var includesPendingChanges = true
            var includesPropertyValues = true
            var returnsObjectsAsFaults = true
            var returnsDistinctResults = false
        }
        final class NSManagedObjectModel {
            var entities: [NSEntityDescription] = []
            var localizationDictionary: [String: String]?
            var fetchRequestTemplatesByName: [String: NSFetchRequest<any NSFetchRequestResult>] = [:]
            /// The configurations in the order they were set, each with its entities.
            var entitiesByConfiguration: [(name: String, entities: [NSEntityDescription])] = []
            func setFetchRequestTemplate(_ request: NSFetchRequest<any NSFetchRequestResult>?, forName name: String) {
                fetchRequestTemplatesByName[name] = request
            }
            func setEntities(_ entities: [NSEntityDescription], forConfigurationName configuration: String) {
                entitiesByConfiguration.removeAll { $0.name == configuration }
                entitiesByConfiguration.append((configuration, entities))
            }
        }
        let NSInMemoryStoreType = "InMemory"
        let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
        let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
        enum CKDatabase {
            enum Scope { case `public`, `private`, shared }
        }
        final class NSPersistentCloudKitContainerOptions {
            let containerIdentifier: String
            var databaseScope = CKDatabase.Scope.private
            init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
        }
        final class NSPersistentStore {
            let url: URL
            init(url: URL) { self.url = url }
        }
        /// Knows the stores that `NSPersistentContainer.loadPersistentStores()` made.
        final class NSPersistentStoreCoordinator {
            var stores: [NSPersistentStore] = []
            func persistentStore(for url: URL) -> NSPersistentStore? { stores.first { $0.url == url } }
        }
        final class NSPersistentStoreDescription {
            var url: URL?
            var type = "SQLite"
            var configuration: String?
            var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
            var options: [String: NSObject] = [:]
            init(url: URL) { self.url = url }
            func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
        }
        class NSPersistentContainer {
            let name: String
            let managedObjectModel: NSManagedObjectModel
            var persistentStoreDescriptions: [NSPersistentStoreDescription]
            let persistentStoreCoordinator = NSPersistentStoreCoordinator()
            class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/default") }
            /// A store for each description, as if Core Data had loaded it.
            func loadPersistentStores() {
                persistentStoreCoordinator.stores = persistentStoreDescriptions.compactMap(\\.url).map(NSPersistentStore.init)
            }
            init(name: String, managedObjectModel: NSManagedObjectModel) {
                self.name = name
                self.managedObjectModel = managedObjectModel
                persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/default/\\(name).sqlite"))]
            }
        }
        final class NSPersistentCloudKitContainer: NSPersistentContainer {}

        /// One line per store of a container: its file, type and configuration, and how it syncs.
        func describe(_ container: NSPersistentContainer) -> [String] {
            container.persistentStoreDescriptions.map { store in
                let history = store.options[NSPersistentHistoryTrackingKey] == (true as NSNumber)
                let remote = store.options[NSPersistentStoreRemoteChangeNotificationPostOptionKey] == (true as NSNumber)
                let cloudKit = store.cloudKitContainerOptions.map { "\\($0.containerIdentifier) \\($0.databaseScope)" } ?? "-"
                return "store \\(store.url?.path ?? "-") \\(store.type) configuration \\(store.configuration ?? "-") cloudKit \\(cloudKit) history \\(history) remote \\(remote)"
            }
        }

        /// One line per fact of the model, in a fixed order.
        func describe(_ model: NSManagedObjectModel) -> [String] {
            var lines: [String] = []
            // A description belongs to one attribute: each element object must be new.
            var seenElements: Set<ObjectIdentifier> = []
            func describeElements(of composite: NSCompositeAttributeDescription, under path: String) {
                for element in composite.elements {
                    if !seenElements.insert(ObjectIdentifier(element)).inserted {
                        lines.append("    \\(path).\\(element.name) is shared with another attribute")
                    }
                    let value = element.defaultValue.map(describe) ?? "-"
                    let rules = zip(element.validationPredicates, element.validationWarnings).map { "\\($0.predicateFormat) → \\(($1 as? NSNumber)?.intValue ?? -1)" }
                    lines.append("    \\(path).\\(element.name) optional \\(element.isOptional) element \\(element.attributeType) default \\(value) validation \\(rules)")
                    if let nested = element as? NSCompositeAttributeDescription {
                        describeElements(of: nested, under: "\\(path).\\(element.name)")
                    }
                }
            }
            for entity in model.entities {
                let name = entity.name ?? "?"
                lines.append("entity \\(name) class \\(entity.managedObjectClassName!) abstract \\(entity.isAbstract) parent \\(entity.superentity?.name ?? "-") subentities \\(entity.subentities.map { $0.name ?? "?" })")
                for property in entity.properties {
                    let prefix = "  \\(name).\\(property.name) optional \\(property.isOptional) transient \\(property.isTransient) userInfo \\(describe(property.userInfo)) renamedFrom \\(property.renamingIdentifier ?? "-") hashModifier \\(property.versionHashModifier ?? "-")"
                    if let attribute = property as? NSAttributeDescription {
                        let value = attribute.defaultValue.map(describe) ?? "-"
                        let rules = zip(attribute.validationPredicates, attribute.validationWarnings).map { "\\($0.predicateFormat) → \\(($1 as? NSNumber)?.intValue ?? -1)" }
                        lines.append("\\(prefix) attribute \\(attribute.attributeType) default \\(value) external \\(attribute.allowsExternalBinaryDataStorage) transformer \\(attribute.valueTransformerName ?? "-") class \\(attribute.attributeValueClassName ?? "-") validation \\(rules) spotlight \\(attribute.isIndexedBySpotlight) history \\(attribute.preservesValueInHistoryOnDeletion) encrypted \\(attribute.allowsCloudEncryption) derived \\((attribute as? NSDerivedAttributeDescription)?.derivationExpression?.expressionFormat ?? "-")")
                        if let composite = attribute as? NSCompositeAttributeDescription {
                            describeElements(of: composite, under: "\\(name).\\(property.name)")
                        }
                    } else if let relationship = property as? NSRelationshipDescription {
                        let inverse = relationship.inverseRelationship.map { "\\($0.entity?.name ?? "?").\\($0.name)" } ?? "-"
                        lines.append("\\(prefix) relationship to \\(relationship.destinationEntity?.name ?? "-") inverse \\(inverse) count \\(relationship.minCount)...\\(relationship.maxCount) ordered \\(relationship.isOrdered) \\(relationship.deleteRule)")
                    } else if let fetched = property as? NSFetchedPropertyDescription {
                        lines.append("\\(prefix) fetched from \\(fetched.fetchRequest?.entity?.name ?? "-") predicate \\(fetched.fetchRequest?.predicate?.predicateFormat ?? "-")")
                    }
                }
                lines.append("  constraints \\(entity.uniquenessConstraints.map { $0.map { "\\($0)" } })")
                for index in entity.indexes {
                    let elements = index.elements.map { "\\($0.property?.entity?.name ?? "?").\\($0.property?.name ?? "?") \\($0.isAscending ? "ascending" : "descending") \\($0.collationType)" }
                    lines.append("  index \\(index.name) \\(elements)")
                }
                lines.append("  userInfo \\(describe(entity.userInfo))")
                lines.append("  renamedFrom \\(entity.renamingIdentifier ?? "-") hashModifier \\(entity.versionHashModifier ?? "-")")
            }
            for (name, request) in model.fetchRequestTemplatesByName.sorted(by: { $0.key < $1.key }) {
                let sorts = (request.sortDescriptors ?? []).map { "\\($0.key ?? "?") \\($0.ascending ? "ascending" : "descending")" }
                lines.append("template \\(name) entity \\(request.entity?.name ?? "-") predicate \\(request.predicate?.predicateFormat ?? "-") sort \\(sorts) limit \\(request.fetchLimit) result \\(request.resultType.rawValue) batch \\(request.fetchBatchSize) flags \\([request.includesSubentities, request.includesPendingChanges, request.includesPropertyValues, request.returnsObjectsAsFaults, request.returnsDistinctResults])")
            }
            for (name, entities) in model.entitiesByConfiguration {
                lines.append("configuration \\(name) \\(entities.map { $0.name ?? "?" })")
            }
            return lines
        }

        func describe(_ userInfo: [AnyHashable: Any]?) -> String {
            (userInfo ?? [:]).map { "\\($0.key)=\\($0.value)" }.sorted().description
        }

        func describe(_ value: Any) -> String {
            switch value {
            case let date as Date: "Date \\(date.timeIntervalSince1970)"
            case let url as URL: "URL \\(url.absoluteString)"
            case let uuid as UUID: "UUID \\(uuid.uuidString)"
            default: "\\(type(of: value)) \\(value)"
            }
        }
        """

    /// What the model file says, in `describe`'s words.
    static func expectedDescription(of model: ResolvedModel) -> [String] {
        var lines: [String] = []
        for entity in model.entities {
            lines.append(
                "entity \(entity.name) class \(entity.className) abstract \(entity.isAbstract) parent \(entity.parent?.name ?? "-") subentities \(entity.subentities.map(\.name))"
            )
            func versioning(_ versioning: Versioning) -> String {
                "renamedFrom \(versioning.renamingIdentifier ?? "-") hashModifier \(versioning.versionHashModifier ?? "-")"
            }
            func userInfo(_ entries: [UserInfoEntry]) -> String {
                entries.map { "\($0.key)=\($0.value)" }.sorted().description
            }
            for attribute in entity.attributes {
                let transformer =
                    attribute.type == .transformable
                    ? attribute.valueTransformer ?? "NSSecureUnarchiveFromDataTransformer" : "-"
                let valueClass =
                    attribute.customClass.map {
                        $0.hasPrefix("[") ? ($0.contains(":") ? "NSDictionary" : "NSArray") : $0
                    } ?? "-"
                lines.append(
                    "  \(entity.name).\(attribute.name) optional \(attribute.isOptional) transient \(attribute.isTransient) userInfo \(userInfo(attribute.userInfo)) \(versioning(attribute.versioning)) attribute \(Translator.attributeTypeCase(attribute.type)) default \(attribute.defaultValue.map { expectedDefault($0, attribute.type) } ?? "-") external \(attribute.allowsExternalStorage) transformer \(transformer) class \(valueClass) validation \(expectedRules(attribute)) spotlight \(attribute.isIndexedBySpotlight) history \(attribute.preservesValueInHistoryOnDeletion) encrypted \(attribute.allowsCloudEncryption) derived \(attribute.derivation ?? "-")"
                )
                func elements(of composite: CompositeType, under path: String) {
                    for element in composite.elements {
                        lines.append(
                            "    \(path).\(element.name) optional \(element.isOptional) element \(Translator.attributeTypeCase(element.type)) default \(element.defaultValue.map { expectedDefault($0, element.type) } ?? "-") validation \(expectedRules(element))"
                        )
                        if let nested = element.composite { elements(of: nested, under: "\(path).\(element.name)") }
                    }
                }
                if let composite = attribute.composite {
                    elements(of: composite, under: "\(entity.name).\(attribute.name)")
                }
            }
            for relationship in entity.relationships {
                // The inverse's owner is worked out here from names, independently of the resolver's link.
                let inverse = relationship.inverse.map(\.name).map { name in
                    let destination = relationship.destination
                    let owner = ([destination] + destination.ancestors).first {
                        $0.relationships.contains { $0.name == name }
                    }!
                    return "\(owner.name).\(name)"
                }
                let minCount = relationship.isToMany ? relationship.minCount ?? 0 : (relationship.isOptional ? 0 : 1)
                let maxCount = relationship.isToMany ? relationship.maxCount ?? 0 : 1
                lines.append(
                    "  \(entity.name).\(relationship.name) optional \(relationship.isOptional) transient \(relationship.isTransient) userInfo \(userInfo(relationship.userInfo)) \(versioning(relationship.versioning)) relationship to \(relationship.destination.name) inverse \(inverse ?? "-") count \(minCount)...\(maxCount) ordered \(relationship.isOrdered) \(relationship.deleteRule)DeleteRule"
                )
            }
            for property in entity.fetchedProperties {
                lines.append(
                    "  \(entity.name).\(property.name) optional true transient false userInfo \(userInfo(property.userInfo)) \(versioning(property.versioning)) fetched from \(property.destination.name) predicate \(property.predicate ?? "-")"
                )
            }
            lines.append("  constraints \(entity.uniquenessConstraints)")
            for index in entity.indexes {
                let elements = index.elements.map { element in
                    let owner = ([entity] + entity.ancestors).first { candidate in
                        candidate.attributes.contains { $0.name == element.property }
                            || candidate.relationships.contains { $0.name == element.property }
                    }!
                    return
                        "\(owner.name).\(element.property) \(element.isAscending ? "ascending" : "descending") binary"
                }
                lines.append("  index \(index.name) \(elements)")
            }
            lines.append("  userInfo \(userInfo(entity.userInfo))")
            lines.append("  \(versioning(entity.versioning))")
        }
        var templates: [String] = []
        for entity in model.entities {
            for template in entity.fetchRequests {
                let sorts = template.sortDescriptors.map {
                    "\($0.keyPath) \($0.isAscending ? "ascending" : "descending")"
                }
                let settings = template.settings
                // Xcode's codes are NSFetchRequestResultType's raw values.
                let resultType = XcodeModelDecoder.fetchResultTypes.first {
                    $0.value == settings.effectiveResultType.rawValue
                }!.key
                // What the builder leaves out must be what the stand-in, like Core Data, starts with.
                let flags: [Bool] = FetchRequestKey.flags.map { key in
                    settings.flags[key] ?? TestModels.coreDataFetchFlagDefaults[key]!
                }
                templates.append(
                    "template \(template.modelName(in: entity)) entity \(entity.name) predicate \(template.predicate ?? "-") sort \(sorts) limit \(template.limit ?? 0) result \(resultType) batch \(settings.batchSize ?? 0) flags \(flags)"
                )
            }
        }
        let configurations = model.configurations.map { "configuration \($0.name) \($0.entityNames)" }
        return lines + templates.sorted() + configurations
    }

    /// The stores of the container the model's factory makes, in memory or on disk (in the
    /// stand-in's default directory, `/default`), as the stand-in describes them.
    static func expectedStores(of model: ResolvedModel, inMemory: Bool, identifier: String? = nil) -> [String] {
        let identifier = identifier ?? model.cloudKitContainerIdentifier ?? "-"
        /// A store in the file `path`, synced with `database` (a `CKDatabase.Scope` case) or not.
        func store(_ path: String, type: String = "SQLite", configuration: String = "-", database: String? = nil)
            -> String
        {
            let synced = database != nil
            let cloudKit = database.map { "\(identifier) \($0)" } ?? "-"
            return
                "store \(path) \(type) configuration \(configuration) cloudKit \(cloudKit) history \(synced) remote \(synced)"
        }
        /// The store `name.sqlite` that syncs with `database`, and `name-shared.sqlite` after it
        /// when it shares.
        func synced(_ name: String, configuration: String = "-", database: CloudKitDatabase, sharing: Bool) -> [String]
        {
            [store(name + ".sqlite", configuration: configuration, database: database.rawValue)]
                + (sharing ? [store(name + "-shared.sqlite", configuration: configuration, database: "shared")] : [])
        }
        guard !model.configurations.isEmpty else {
            if inMemory { return [store("/dev/null")] }
            guard model.usedWithCloudKit else { return [store("/default/\(model.name).sqlite")] }
            return synced("/default/\(model.name)", database: model.cloudKitDatabase, sharing: model.cloudKitSharing)
        }
        return model.configurations.flatMap { configuration in
            let name = "/default/\(model.name)-\(configuration.name)"
            guard !inMemory && configuration.usedWithCloudKit else {
                return [
                    store(name + ".sqlite", type: inMemory ? "InMemory" : "SQLite", configuration: configuration.name)
                ]
            }
            return synced(
                name, configuration: configuration.name, database: configuration.cloudKitDatabase,
                sharing: configuration.cloudKitSharing)
        }
    }

    /// Each validation rule as `predicate argument → error code`, worked out from the model file:
    /// the codes are Core Data's (CoreDataErrors.h).
    static func expectedRules(_ attribute: Attribute) -> [String] {
        let validation = attribute.validation
        let isDate = attribute.type == .date
        var rules: [String] = []
        if let minimum = validation.minimum {
            rules.append("SELF >= %@ \(expectedDefault(minimum, attribute.type)) → \(isDate ? 1640 : 1620)")
        }
        if let maximum = validation.maximum {
            rules.append("SELF <= %@ \(expectedDefault(maximum, attribute.type)) → \(isDate ? 1630 : 1610)")
        }
        if let length = validation.minLength { rules.append("length >= %@ Int \(length) → 1670") }
        if let length = validation.maxLength { rules.append("length <= %@ Int \(length) → 1660") }
        if let pattern = validation.regularExpression { rules.append("SELF MATCHES %@ String \(pattern) → 1680") }
        return rules
    }

    static func expectedDefault(_ value: DefaultValue, _ type: AttributeType) -> String {
        switch value {
        case .string(let text): "String \(text)"
        case .boolean(let flag): "Bool \(flag)"
        case .integer(let number):
            switch type {
            case .float: "Float \(Float(number))"
            case .double: "Double \(Double(number))"
            default: "\(Translator.swiftType(of: type, customClass: nil)) \(number)"
            }
        case .floatingPoint(let number): type == .float ? "Float \(Float(number))" : "Double \(number)"
        case .decimal(let text): "Decimal \(Decimal(string: text)!)"
        case .date(let date): "Date \(ISO8601DateFormatter().date(from: date.text)!.timeIntervalSince1970)"
        case .uuid(let text): "UUID \(text.uppercased())"
        case .uri(let text): "URL \(text)"
        }
    }

    /// Models written here, not fixtures: one synced with CloudKit as a whole, without
    /// configurations; one that also shares with CloudKit; configurations that sync with the
    /// private database and share, with the public database, and not at all; and the rows of a
    /// property table at their edges (defaults with spaces, `=`, `#` and letters beyond ASCII, a
    /// combining mark first and a prepended one last, which join the quotes into characters, the
    /// limits of each integer type, exponents, a lower-case UUID, every setting a row takes), beside
    /// values that a row cannot hold, which stay calls.
    static let inlineModels = [
        "Rows": #"""
        { "name": "Rows",
          "entities": [{ "name": "Row",
            "attributes": [
              { "name": "spaced", "type": "string", "default": "  two = words, é # ü  " },
              { "name": "quoted", "type": "string", "default": "say \"hi\" \\ there" },
              { "name": "empty", "type": "string", "optional": true, "default": "" },
              { "name": "marks", "type": "string", "default": "\u0301x\u0600" },
              { "name": "flag", "type": "boolean", "optional": true, "default": true },
              { "name": "small", "type": "integer16", "default": -32768 },
              { "name": "medium", "type": "integer32", "default": 2147483647 },
              { "name": "large", "type": "integer64", "optional": true, "default": -9223372036854775808 },
              { "name": "ratio", "type": "float", "default": 1e-3 },
              { "name": "tiny", "type": "float", "default": 1e-40 },
              { "name": "huge", "type": "double", "default": 1.5e300 },
              { "name": "whole", "type": "double", "default": 16777217 },
              { "name": "price", "type": "decimal", "optional": true, "default": 123456789012345678901234567890.5 },
              { "name": "id", "type": "uuid", "default": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f" },
              { "name": "link", "type": "uri", "default": "https://example.com/a?b=c&d=%20" },
              { "name": "blob", "type": "binary", "optional": true, "allowsExternalStorage": true, "preserveAfterDeletion": true, "indexedBySpotlight": true, "renamedFrom": "data", "versionHashModifier": "v2" },
              { "name": "moved", "type": "string", "optional": true, "renamedFrom": "old name" },
              { "name": "scratch", "type": "objectID", "optional": true, "transient": true }
            ],
            "relationships": [
              { "name": "children", "destination": "Row", "inverse": "parent", "toMany": true, "ordered": true, "minCount": 1, "maxCount": 3, "deleteRule": "deny", "renamedFrom": "kids" },
              { "name": "parent", "destination": "Row", "inverse": "children", "optional": true, "deleteRule": "cascade", "versionHashModifier": "v2" }
            ] }] }
        """#,
        "WholeSync": #"""
        { "name": "WholeSync", "usedWithCloudKit": true, "cloudKitContainerIdentifier": "iCloud.com.example.whole",
          "entities": [{ "name": "Memo", "attributes": [{ "name": "text", "type": "string", "optional": true }] }] }
        """#,
        "WholeShare": #"""
        { "name": "WholeShare", "usedWithCloudKit": true, "cloudKitSharing": true,
          "cloudKitContainerIdentifier": "iCloud.com.example.share",
          "entities": [{ "name": "Memo", "attributes": [{ "name": "text", "type": "string", "optional": true }] }] }
        """#,
        "Shared": #"""
        { "name": "Shared", "cloudKitContainerIdentifier": "iCloud.com.example.shared",
          "configurations": [
            { "name": "Cloud", "entities": ["Album"], "usedWithCloudKit": true, "cloudKitSharing": true },
            { "name": "Catalog", "entities": ["Product"], "usedWithCloudKit": true, "cloudKitDatabase": "public" },
            { "name": "Local", "entities": ["Draft"] }
          ],
          "entities": [
            { "name": "Album", "attributes": [{ "name": "title", "type": "string", "optional": true }] },
            { "name": "Product", "attributes": [{ "name": "title", "type": "string", "optional": true }] },
            { "name": "Draft", "attributes": [{ "name": "text", "type": "string" }] }
          ] }
        """#,
    ]

    /// The support file's building blocks, which the model files call, as the stand-in compiles
    /// them (its migration half needs Core Data's migration API, which the stand-in does not have).
    static func supportForTheStandIn() throws -> String {
        let support = BuiltinTemplates.text(for: .support)
        let migration = try #require(support.range(of: "// MARK: Migrating a store"))
        return forTheStandIn(String(support[..<migration.lowerBound]))
    }

    /// An empty class for each entity of `model`, subclassing its parent's: what the builder names.
    static func emptyClasses(of model: ResolvedModel) -> String {
        model.entities.map { entity in
            let superclass = entity.parent?.className ?? "NSManagedObject"
            return "\(entity.subentities.isEmpty ? "final class" : "class") \(entity.className): \(superclass) {}\n"
        }.joined()
    }

    /// Generated Swift as the stand-in compiles it: without Apple's modules, and with a selector
    /// the stand-in can name.
    static func forTheStandIn(_ source: String) -> String {
        // The model's actors, the file's last section, need a context's queue: `ModelActorRunTests`
        // runs them against stand-ins of their own.
        let source = source.range(of: "\n// MARK: Model actor\n").map { String(source[..<$0.lowerBound]) } ?? source
        return source.replacingOccurrences(of: "import CoreData\n", with: "")
            .replacingOccurrences(of: "import CloudKit\n", with: "")
            .replacingOccurrences(
                of: "#selector(NSPropertyDescription.setValidationPredicates(_:withValidationWarnings:))",
                with: #"NSSelectorFromString("setValidationPredicates:withValidationWarnings:")"#)
    }

    /// The sample and the every-feature model in one program; the synced model, with its
    /// configurations and CloudKit stores, in another (two of its classes have names the
    /// every-feature model's classes have), with a model synced as a whole; and the models that
    /// share with CloudKit or sync with the public database in a third, with the property rows.
    @Test(arguments: [["Commits", "Everything"], ["Synced", "WholeSync"], ["Shared", "WholeShare", "Rows"]])
    func theBuildersMakeTheModelsTheirFilesDescribe(names: [String]) throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let models = try names.map { name in
            if name == "Commits" { return (name, TestSupport.sampleModel) }
            guard let text = Self.inlineModels[name] else {
                return (name, TestSupport.fixtures.appendingPathComponent("\(name).datamodel.json"))
            }
            let url = folder.appendingPathComponent("\(name).datamodel.json")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return (name, url)
        }
        var files: [String: String] = [
            "StandIn.swift": Self.standIn,
            "ModelGenSupport.swift": try Self.supportForTheStandIn(),
        ]
        var main = "var failures = 0\n"
        // The strings table that the every-feature model names, beside the program, where
        // Foundation's `Bundle.main` finds it (as it does in an app's bundle).
        files["EverythingModel.strings"] = """
            /* Names for Core Data's validation messages. */
            "Entity/Item" = "Eintrag";
            "Property/title/Entity/Item" = "Titel";
            "ErrorString/Fix it" = "Bitte korrigieren";
            """
        for (name, url) in models {
            // The current version only: the stand-in has no migration API (the sample's migration
            // code is typechecked by CompileTests).
            let resolved = try #require(ModelLoader.loadModel(at: url.path).model)
            let generated = try TestSupport.render(resolved, options: GenerationOptions(accessLevel: .internal))
            let typeName = ReservedNames.modelTypeName(forModelNamed: resolved.name)
            let builder = try #require(generated.first { $0.path == "\(name)+ManagedObjectModel.swift" }).contents
            files["\(name)+ManagedObjectModel.swift"] = Self.forTheStandIn(builder)
            files["\(name)Classes.swift"] = Self.emptyClasses(of: resolved)
            let expected = Self.expectedDescription(of: resolved).map { SwiftLiterals.string($0) }.joined(
                separator: ",\n    ")
            func expectedStores(inMemory: Bool, identifier: String? = nil) -> String {
                "["
                    + Self.expectedStores(of: resolved, inMemory: inMemory, identifier: identifier).map {
                        SwiftLiterals.string($0)
                    }.joined(separator: ", ") + "]"
            }
            // The synced model's facts, stated here rather than read from what the generator reads.
            if name == "Synced" {
                #expect(resolved.configurations.map(\.name) == ["Cloud", "Local"])
                #expect(resolved.configurations.map(\.usedWithCloudKit) == [true, false])
                #expect(resolved.cloudKitContainerIdentifier == "iCloud.com.example.synced")
            }
            // A model with a strings table takes its localization dictionary from it; one without
            // has none.
            let localization =
                resolved.localizationTable == nil
                ? "nil"
                : #"["Entity/Item": "Eintrag", "Property/title/Entity/Item": "Titel", "ErrorString/Fix it": "Bitte korrigieren"]"#
            main += """
                if \(typeName).managedObjectModel.localizationDictionary != \(localization) {
                    print("\(name): localization dictionary \\(String(describing: \(typeName).managedObjectModel.localizationDictionary))")
                    failures += 1
                }

                """
            // The sharing models' facts, and the stores that `persistentStore(for:…in:)` finds
            // once the stand-in has loaded them: a path, or nil for none.
            var lookups: [(scope: String, configuration: String, inMemory: Bool, path: String?)] = []
            if name == "Shared" {
                #expect(resolved.configurations.map(\.cloudKitSharing) == [true, false, false])
                #expect(resolved.configurations.map(\.cloudKitDatabase) == [.private, .public, .private])
                lookups = [
                    ("shared", "cloud", false, "/default/Shared-Cloud-shared.sqlite"),
                    ("private", "cloud", false, "/default/Shared-Cloud.sqlite"),
                    ("public", "catalog", false, "/default/Shared-Catalog.sqlite"),
                    ("shared", "catalog", false, nil), ("private", "catalog", false, nil),
                    ("private", "local", false, "/default/Shared-Local.sqlite"),
                    ("private", "cloud", true, "/default/Shared-Cloud.sqlite"), ("shared", "cloud", true, nil),
                ]
            } else if name == "WholeShare" {
                #expect(resolved.cloudKitSharing && resolved.configurations.isEmpty)
                lookups = [
                    ("shared", "", false, "/default/WholeShare-shared.sqlite"),
                    ("private", "", false, "/default/WholeShare.sqlite"),
                    ("private", "", true, "/dev/null"), ("shared", "", true, nil),
                ]
            }
            for (index, lookup) in lookups.enumerated() {
                let configuration = lookup.configuration.isEmpty ? "" : "configuration: .\(lookup.configuration), "
                let expected = lookup.path.map { SwiftLiterals.string($0) } ?? "nil"
                main += """
                    let lookup\(name)\(index) = \(typeName).makePersistentContainer(inMemory: \(lookup.inMemory))
                    lookup\(name)\(index).loadPersistentStores()
                    let found\(name)\(index) = \(typeName).persistentStore(for: .\(lookup.scope), \(configuration)in: lookup\(name)\(index))
                    if found\(name)\(index)?.url.path != \(expected) {
                        print("\(name): persistentStore(for: .\(lookup.scope), \(configuration)in:) of the container\(lookup.inMemory ? " in memory" : "") is \\(found\(name)\(index)?.url.path ?? "nil"), not \(lookup.path ?? "nil")")
                        failures += 1
                    }

                    """
            }
            // A container identifier passed to the factory is the one its synced stores use.
            let otherIdentifier =
                resolved.usesCloudKit
                ? """
                if describe(\(typeName).makePersistentContainer(cloudKitContainerIdentifier: "iCloud.other")) != \(expectedStores(inMemory: false, identifier: "iCloud.other")) {
                    print("\(name): the container does not sync with the identifier it was given")
                    failures += 1
                }

                """ : ""
            main += """
                let expected\(name) = [
                    \(expected),
                ]
                let actual\(name) = describe(\(typeName).managedObjectModel)
                for (line, (expected, actual)) in zip(expected\(name), actual\(name)).enumerated() where expected != actual {
                    print("\(name) line \\(line):\\n  expected: \\(expected)\\n  actual:   \\(actual)")
                    failures += 1
                }
                if expected\(name).count != actual\(name).count {
                    print("\(name): \\(expected\(name).count) lines expected, \\(actual\(name).count) built")
                    failures += 1
                }
                if \(typeName).managedObjectModel !== \(typeName).managedObjectModel {
                    print("\(name): the model is built more than once")
                    failures += 1
                }
                let container\(name) = \(typeName).makePersistentContainer(inMemory: true)
                let stores\(name) = (describe(container\(name)), describe(\(typeName).makePersistentContainer()))
                let expectedStores\(name) = (\(expectedStores(inMemory: true)), \(expectedStores(inMemory: false)))
                if container\(name).name != \(SwiftLiterals.string(resolved.name)) || container\(name).managedObjectModel !== \(typeName).managedObjectModel
                    || stores\(name) != expectedStores\(name)
                {
                    print("\(name): the persistent container is not as documented: \\(stores\(name)), not \\(expectedStores\(name))")
                    failures += 1
                }

                """ + otherIdentifier
        }
        main += "print(failures == 0 ? \"all passed\" : \"\\(failures) failed\")\n"
        files["main.swift"] = main

        try TestSupport.expectProgramPasses(files)
    }
    /// A row of a property table that modelgen did not write stops the app with a message that
    /// quotes the row and says what is wrong with it, rather than building a model that is not the
    /// one the file describes. (The rows are generated, in a file that says not to edit it; this is
    /// what a hand edit meets. The message is `fatalError`'s, which a release build keeps too: the
    /// program is built with `-O`.) The well-formed tables beside them, one with a line of spaces,
    /// prove the program reads tables at all.
    @Test func aMalformedPropertyRowStopsTheAppNamingTheRowAndItsProblem() throws {
        let cases: [(table: String, outcome: String)] = [
            ("title: string", #"read ["title"]"#),
            ("rank: integer16? isTransient = 3", #"read ["rank"]"#),
            ("owner: to-one? deleteRule=cascade renamingIdentifier=a=b", #"read ["owner"]"#),
            ("a: string\n   \nb: date?", #"read ["a", "b"]"#),
            ("title string", "is not 'name: kind'"),
            (": string", "is not 'name: kind'"),
            ("title:", "is not 'name: kind'"),
            ("title: text", "names no attribute type"),
            ("owner: to-one = 3", "has a default value"),
            ("owner: to-many deleteRule=destroy", "names no delete rule"),
            ("rank: integer16 = 70000", "has a default value that its type does not take"),
            ("flag: boolean = yes", "has a default value that its type does not take"),
            ("title: string = unquoted", "has a default value that its type does not take"),
            ("id: uuid = \"not a uuid\"", "has a default value that its type does not take"),
            ("title: string isOrdered", "has settings that its kind does not take"),
            ("owner: to-one minCount=1 valueTransformerName=X", "has settings that its kind does not take"),
            ("title: string isTransient isTransient", "repeats a setting"),
            ("owner: to-one deleteRule=cascade deleteRule=deny", "repeats a setting"),
        ]
        let files = [
            "StandIn.swift": Self.standIn,
            "ModelGenSupport.swift": try Self.supportForTheStandIn(),
            "main.swift": """
            enum Reader: ModelGenModelBuilder {}
            print("read", Reader.properties(CommandLine.arguments[1]).map { $0.name })

            """,
        ]
        let runs = try #require(
            try TestSupport.runProgram(files, argumentLists: cases.map { [$0.table] }, optimized: true))
        for (run, (table, outcome)) in zip(runs, cases) {
            if outcome.hasPrefix("read ") {
                #expect(run.status == 0 && !run.crashed, "\(table): \(run.stderr)")
                #expect(run.stdout == outcome + "\n", "\(table)")
            } else {
                #expect(run.crashed, "\(table) was read: \(run.stdout)")
                #expect(
                    run.stderr.contains("modelgen: the property row '\(table)' \(outcome)"), "\(table): \(run.stderr)")
            }
        }
    }
}
