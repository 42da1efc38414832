/// The model file as written: every declaration with the location of each value, before any
/// cross-reference is checked. Values a later stage may report on keep their locations.

struct ModelDeclaration: Sendable {
    var name: Located<String>?
    var entities: [EntityDeclaration]
    /// The app's part in migrating a store from the previous version to this one.
    var migrationStep: MigrationStepDeclaration? = nil
    /// Named subsets of the entities, each kept in a store of its own.
    var configurations: [ModelConfigurationDeclaration] = []
    /// `"usedWithCloudKit": true`: the whole model (Core Data's default configuration) syncs with CloudKit.
    var usedWithCloudKit: Located<Bool>? = nil
    /// The CloudKit container that the generated container factory syncs with by default.
    var cloudKitContainerIdentifier: Located<String>? = nil
    /// `"cloudKitDatabase": "public"`: the CloudKit database the whole model's store syncs with.
    var cloudKitDatabase: Located<CloudKitDatabase>? = nil
    /// `"cloudKitSharing": true`: beside the whole model's store, which syncs with the private
    /// database, a second store syncs with the shared database (what other users share with this one).
    var cloudKitSharing: Located<Bool>? = nil
    /// `"versionIdentifier": "2.1"`: the app's own name for this version of the model, which the
    /// model in code carries as its `versionIdentifiers` (Xcode's "Model Version Identifier").
    var versionIdentifier: Located<String>? = nil
    /// `"xcodeVersionName": "Commits 3"`: the name of this version in an Xcode model bundle (its
    /// `.xcdatamodel` folder's), which `convert` keeps where it is not the one Xcode would give it.
    var xcodeVersionName: Located<String>? = nil
    /// `"xcode": { "usedWithSwiftData": true, … }`: what Xcode's editor wrote on the `<model>`
    /// element, kept for the way back to Xcode.
    var xcode = XcodeEditorAttributes()
    /// `"localizationTable": "CommitsModel"`: the strings table of the app's bundle that the model
    /// in code takes its `localizationDictionary` from.
    var localizationTable: Located<String>? = nil
    /// `"localizationBundle": "module"`: the bundle that holds the table, the app's main bundle by
    /// default.
    var localizationBundle: Located<LocalizationBundle>? = nil
    /// The model's composite attribute types, each a named list of elements that an attribute of
    /// type `composite` stores together (`NSCompositeAttributeDescription`, iOS 17 / macOS 14).
    var composites: [CompositeDeclaration] = []
    /// False for an Xcode model: the app loads the model that Xcode compiles into its bundle, so
    /// modelgen generates classes only (and the model's name need not name a Swift type).
    var buildsModelInCode = true
    /// An Xcode model's CloudKit flag of Core Data's default configuration (which holds every
    /// entity) beside named configurations. modelgen's format cannot hold it (`convert` reports
    /// it), but an app that loads the Xcode model may sync that configuration, so the entities are
    /// checked against CloudKit's rules when classes are generated.
    var defaultConfigurationUsedWithCloudKit: Located<Bool>? = nil
    var location: SourcePosition
}

/// What Xcode's editor writes on an Xcode model's `<model>` element and nothing else reads: not
/// Core Data, nor a model built in code, nor modelgen's classes. modelgen keeps it (the JSON key
/// `"xcode"`) only so that a model converted from Xcode and back keeps it. Each default is what
/// `convert` writes for a model that does not say: the tools version of Xcode's own new-project
/// template, which every Xcode opens and replaces with its own on the next save.
struct XcodeEditorAttributes: Sendable, Equatable {
    /// Xcode 15's Used with SwiftData flag (`usedWithSwiftData="YES"`).
    var usedWithSwiftData = false
    /// The build of the Xcode that last saved the model (`lastSavedToolsVersion="22758"`).
    var lastSavedToolsVersion = "1"
    /// The build of the macOS it ran on (`systemVersion="23F79"`).
    var systemVersion = "11A491"
    /// The oldest Xcode that may open the model: the file inspector's Tools Version
    /// (`minimumToolsVersion="Automatic"`, `"Xcode 4.3"`).
    var minimumToolsVersion = "Automatic"
    /// The language of Xcode's own class generation (`sourceLanguage="Swift"`, `"Objective-C"`).
    var sourceLanguage = "Swift"

    /// The values as the JSON format and Xcode's XML spell them, in the order both write them.
    var strings: [(key: XcodeEditorKey, value: String)] {
        [
            (.lastSavedToolsVersion, lastSavedToolsVersion), (.systemVersion, systemVersion),
            (.minimumToolsVersion, minimumToolsVersion), (.sourceLanguage, sourceLanguage),
        ]
    }

    /// Sets the value that `key` names (not `usedWithSwiftData`, which is no string).
    mutating func set(_ key: XcodeEditorKey, to value: String) {
        switch key {
        case .lastSavedToolsVersion: lastSavedToolsVersion = value
        case .systemVersion: systemVersion = value
        case .minimumToolsVersion: minimumToolsVersion = value
        case .sourceLanguage: sourceLanguage = value
        case .usedWithSwiftData: break
        }
    }
}

extension ModelDeclaration {
    /// The property that a key path of names (`author.name`) reaches from `entity`, each name
    /// looked up in its entity and that entity's parents and each relationship followed to its
    /// destination, to-one or to-many; `nil` when a name is unknown or the path goes on past an
    /// attribute. For a model that is not resolved yet: a cycle of parents ends the search.
    static func property(
        atKeyPath components: [String], from entity: EntityDeclaration, entitiesByName: [String: EntityDeclaration]
    ) -> PropertyDeclaration? {
        var current = entity
        for (index, component) in components.enumerated() {
            var owner: EntityDeclaration? = current
            var visited: Set<String> = []
            var found: PropertyDeclaration?
            while let entity = owner, found == nil, visited.insert(entity.name.value).inserted {
                if let attribute = entity.attributes.first(where: { $0.name.value == component }) {
                    found = .attribute(attribute)
                } else if let relationship = entity.relationships.first(where: { $0.name.value == component }) {
                    found = .relationship(relationship)
                } else if let fetched = entity.fetchedProperties.first(where: { $0.name.value == component }) {
                    found = .fetchedProperty(fetched)
                }
                owner = entity.parent.flatMap { entitiesByName[$0.value] }
            }
            guard let property = found else { return nil }
            if index == components.count - 1 { return property }
            guard case .relationship(let relationship) = property,
                let destination = entitiesByName[relationship.destination.value]
            else { return nil }
            current = destination
        }
        return nil
    }
}

/// A composite attribute type: `{ "name": "Location", "elements": [{ "name": "latitude", "type":
/// "double" }, …] }`. Each attribute that uses it gets a copy of its elements.
struct CompositeDeclaration: Sendable {
    var name: Located<String>
    /// Declared as attributes, with only the keys an element takes (`CompositeElementKey`).
    var elements: [AttributeDeclaration]
    var documentation: String?
    var location: SourcePosition
}

/// A configuration: `{ "name": "Cloud", "entities": ["Commit", "Author"], "usedWithCloudKit": true }`.
struct ModelConfigurationDeclaration: Sendable {
    var name: Located<String>
    var entities: [Located<String>]
    var usedWithCloudKit: Located<Bool>?
    /// `"cloudKitDatabase": "public"`: the CloudKit database the configuration's store syncs with.
    var cloudKitDatabase: Located<CloudKitDatabase>? = nil
    /// `"cloudKitSharing": true`: beside the configuration's store, which syncs with the private
    /// database, a second store of its entities syncs with the shared database.
    var cloudKitSharing: Located<Bool>? = nil
    var documentation: String?
    var location: SourcePosition
}

/// The bundle that holds a model's strings table of localized names.
enum LocalizationBundle: String, CaseIterable, Sendable {
    /// `Bundle.main`: the app's own bundle.
    case main
    /// `Bundle.module`: the resource bundle that SwiftPM makes for the target that holds the
    /// generated files, when the target has resources.
    case module
}

/// The CloudKit database that a store syncs with (`NSPersistentCloudKitContainerOptions.databaseScope`,
/// macOS 11, iOS 14, tvOS 14, watchOS 7).
enum CloudKitDatabase: String, CaseIterable, Sendable {
    /// The user's own database, the default: data that only the user's devices see.
    case `private`
    /// The app's public database: data that every user of the app reads.
    case `public`
}

/// `"migrationStep": { "willMigrate": "…", "didMigrate": "…" }`: each key names a handler the app
/// writes, described by its text, run before or after Core Data migrates a store from the previous
/// version of the model to this one. `"mappingModel": "…"` names a method that returns the mapping
/// model the step migrates with, for a step that lightweight migration cannot make.
/// `"resetsStore": "…"` says that the app deletes a store of an earlier version rather than migrate
/// it (a cache it downloads again, say), and why.
struct MigrationStepDeclaration: Sendable {
    var willMigrate: Located<String>?
    var didMigrate: Located<String>?
    var mappingModel: Located<String>? = nil
    var resetsStore: Located<String>? = nil
    var location: SourcePosition
}

struct EntityDeclaration: Sendable {
    var name: Located<String>
    var versioning: VersioningDeclaration
    var className: Located<String>?
    var parent: Located<String>?
    var isAbstract: Bool
    /// `"identifiable": false`: the class declares `Identifiable` itself (with its own `id`).
    var identifiable: Located<Bool>?
    var documentation: String?
    var attributes: [AttributeDeclaration]
    var relationships: [RelationshipDeclaration]
    var uniquenessConstraints: [Located<[Located<String>]>]
    var indexes: [IndexDeclaration]
    var fetchRequests: [FetchRequestDeclaration]
    var userInfo: [UserInfoEntry]
    var location: SourcePosition
    var fetchedProperties: [FetchedPropertyDeclaration] = []
}

/// A fetched property (`NSFetchedPropertyDescription`): `{ "name": "recentCommits", "destination":
/// "Commit", "predicate": "author == $FETCH_SOURCE AND date > $FETCHED_PROPERTY.userInfo.since" }`.
struct FetchedPropertyDeclaration: Sendable {
    var name: Located<String>
    var versioning: VersioningDeclaration
    /// The entity whose objects it fetches.
    var destination: Located<String>
    /// An `NSPredicate` format string over the destination; `$FETCH_SOURCE` is the object whose
    /// property it is, `$FETCHED_PROPERTY` the property's description.
    var predicate: Located<String>?
    /// The predicate was written without JSON escapes, so a position inside its text is a column.
    var predicateIsVerbatim: Bool
    var documentation: String?
    var userInfo: [UserInfoEntry]
    var location: SourcePosition
}

/// A named fetch request: `{ "name": "byAuthor", "predicate": "author.name == $name",
/// "parameters": { "name": "string" }, "sortBy": [{ "key": "date", "ascending": false }], "limit": 100 }`.
struct FetchRequestDeclaration: Sendable {
    var name: Located<String>
    /// `"templateName": "AllItems"`: the name the model keeps the template under, when it is not
    /// `Entity.name` (a template that came from Xcode keeps the name the app fetches it by).
    var templateName: Located<String>? = nil
    /// An `NSPredicate` format string whose `$variables` are the parameters.
    var predicate: Located<String>?
    /// The predicate was written without JSON escapes, so a position inside its text is a column.
    var predicateIsVerbatim: Bool
    /// Each parameter's name and type, in the order written.
    var parameters: [(name: Located<String>, type: Located<String>)]
    var sortBy: [SortDeclaration]
    var limit: Located<Int>?
    var settings = FetchRequestSettingsDeclaration()
    var documentation: String?
    var location: SourcePosition
}

/// How a fetch request returns its results and what it looks at, beyond its predicate, order and
/// limit: `NSFetchRequest`'s properties of the same names. `nil` when not given, so that a model
/// that says a default keeps saying it.
struct FetchRequestSettingsDeclaration: Sendable {
    var resultType: Located<String>?
    var batchSize: Located<Int>?
    /// The flags given, each under its key in `FetchRequestKey.flags`.
    var flags: [FetchRequestKey: Located<Bool>] = [:]
}

struct SortDeclaration: Sendable {
    var key: Located<String>
    var isAscending: Bool
}

struct AttributeDeclaration: Sendable {
    var name: Located<String>
    var versioning: VersioningDeclaration
    /// `nil` when the type was missing or unknown (already reported).
    var type: Located<AttributeType>?
    var isOptional: Bool
    var defaultValue: JSONValue?
    var isIndexed: Bool
    var isTransient: Bool
    var allowsExternalStorage: Located<Bool>?
    var valueTransformer: Located<String>?
    var customClass: Located<String>?
    /// The `enum` object: a Swift enum whose raw values the attribute stores.
    @OutOfLine var enumeration: EnumDeclaration?
    var documentation: String?
    var userInfo: [UserInfoEntry]
    var location: SourcePosition
    /// The rules Core Data checks before it saves a value.
    @OutOfLine var validation = ValidationDeclaration()
    /// `"preserveAfterDeletion": true`: persistent history keeps the value of a deleted object.
    var preserveAfterDeletion: Located<Bool>? = nil
    /// `"allowsCloudEncryption": true`: CloudKit stores the value encrypted.
    var allowsCloudEncryption: Located<Bool>? = nil
    /// `"indexedBySpotlight": true`: Core Spotlight indexes the value.
    var indexedBySpotlight: Located<Bool>? = nil
    /// `"derivation": "commits.@count"`: the expression from which Core Data derives the value
    /// (`NSDerivedAttributeDescription`), as written.
    var derivation: Located<String>? = nil
    /// `"composite": "Location"`: the composite type whose elements an attribute of type
    /// `composite` stores.
    var composite: Located<String>? = nil
    /// `"swiftName": "isTrashed"`: the Swift name of the attribute's property, where the model's
    /// name cannot be one (`deleted`, which every managed object has).
    var swiftName: Located<String>? = nil
}

/// An attribute's validation rules as written: `minimum` and `maximum` for a number or a date (the
/// JSON value, checked against the type later), `minLength` and `maxLength` for a string, and a
/// string's `regularExpression`.
struct ValidationDeclaration: Sendable, OutOfLineValue {
    var minimum: JSONValue?
    var maximum: JSONValue?
    var minLength: Located<Int>?
    var maxLength: Located<Int>?
    var regularExpression: Located<String>?

    static var absent: Self { Self() }
    /// Every rule left out. `AttributeValidationTests.everyRuleIsKeptOnItsOwn` fails when a rule is
    /// added to this struct and not to this check.
    var isAbsent: Bool {
        minimum == nil && maximum == nil && minLength == nil && maxLength == nil && regularExpression == nil
    }
}

/// A part of a declaration that most declarations leave out, kept out of line. An attribute's
/// declaration is copied several times while it is decoded and resolved, and its validation rules
/// and enum, inline, made up two fifths of its size. Absent, the part takes one word; present, one
/// allocation.
@propertyWrapper
struct OutOfLine<Value: OutOfLineValue & Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    init(wrappedValue: Value) {
        box = wrappedValue.isAbsent ? nil : Box(wrappedValue)
    }

    var wrappedValue: Value {
        get { box?.value ?? .absent }
        set { box = newValue.isAbsent ? nil : Box(newValue) }
    }
}

/// A value that `OutOfLine` stores only when it is not the absent one. `isAbsent` must be true only
/// for a value equal to `absent`: any value it calls absent is read back as `absent`.
protocol OutOfLineValue {
    static var absent: Self { get }
    var isAbsent: Bool { get }
}

extension Optional: OutOfLineValue {
    static var absent: Self { nil }
    var isAbsent: Bool { self == nil }
}

/// An attribute's `enum`: `{ "name": "State", "cases": ["open", "closed"] }`, or with explicit raw
/// values, `{ "name": "Priority", "cases": { "low": 0, "high": 10 } }`.
struct EnumDeclaration: Sendable {
    var name: Located<String>
    var cases: [EnumCaseDeclaration]
    /// Where `cases` was written (the enum's location when it is missing).
    var casesLocation: SourcePosition
    /// True when `cases` was an array: each name is also its raw value.
    var casesAreNamesOnly: Bool
    var fallback: Located<String>?
    var documentation: String?
    var location: SourcePosition
}

struct EnumCaseDeclaration: Sendable {
    var name: Located<String>
    /// The raw value as written; `nil` when `cases` is an array of names.
    var rawValue: JSONValue?
}

struct RelationshipDeclaration: Sendable {
    var name: Located<String>
    var versioning: VersioningDeclaration
    var destination: Located<String>
    var inverse: Located<String>?
    var isToMany: Bool
    var ordered: Located<Bool>?
    var isOptional: Bool
    var deleteRule: DeleteRule
    var minCount: Located<Int>?
    var maxCount: Located<Int>?
    var documentation: String?
    var userInfo: [UserInfoEntry]
    var location: SourcePosition
    /// `"transient": true`: Core Data keeps the relationship in memory only, never in the store.
    var isTransient = false
    /// `"swiftName": "trashedNotes"`: the Swift name of the relationship's property, where the
    /// model's name cannot be one (`deleted`, which every managed object has).
    var swiftName: Located<String>? = nil
}

struct IndexDeclaration: Sendable {
    var name: Located<String>
    var elements: [IndexElementDeclaration]
    var location: SourcePosition
}

struct IndexElementDeclaration: Sendable {
    var property: Located<String>
    var isAscending: Bool
    var location: SourcePosition
}

/// What an entity, attribute or relationship says about the model's earlier versions:
/// `"renamedFrom": "oldName"` (its name in the previous version, which Core Data's migration maps
/// from) and `"versionHashModifier"` (a string that makes Core Data see a new version of it where
/// nothing it stores changed).
struct VersioningDeclaration: Sendable {
    var renamedFrom: Located<String>?
    var versionHashModifier: Located<String>?
}

struct UserInfoEntry: Sendable, Equatable {
    var key: String
    var value: String
}

/// The attribute types of a Core Data model, spelled as the model file spells them.
enum AttributeType: String, CaseIterable, Sendable {
    /// The types by the names a model file gives them.
    static let names = CaseNames<Self>()

    case string
    case boolean
    case integer16
    case integer32
    case integer64
    case float
    case double
    case decimal
    case date
    case binary
    case uuid
    case uri
    case transformable
    /// Xcode's Undefined: a transient attribute that holds any object (`NSObject`, or the
    /// `customClass`), which the store never sees.
    case undefined
    /// Xcode's Object ID: a managed object's ID (`NSManagedObjectID`), for example another
    /// object's ID kept beside the object without a relationship.
    case objectID
    /// An attribute made of the elements of a composite type (`NSCompositeAttributeDescription`):
    /// `"type": "composite", "composite": "Location"`.
    case composite
}

extension AttributeType {
    /// Types that Objective-C stores as a C scalar: their optional form has no Objective-C type, so it
    /// cannot be `@NSManaged` (the translator makes it a computed property), and Core Data's getter
    /// of the plain form returns no object (which the resolver's name checks need to know).
    var isObjectiveCScalar: Bool { facts.isObjectiveCScalar }

    /// Whether Swift can declare an attribute of this type `@NSManaged`, so that Core Data's own
    /// accessor is called directly. Core Data's dynamic accessors return objects, or C scalars for
    /// numbers and Booleans (Apple's "Managed Object Accessor Methods"). An optional scalar has no
    /// Objective-C type. Swift's `Decimal` is the C struct `NSDecimal`: the compiler takes a
    /// required one, but the accessor hands out an `NSDecimalNumber` object, not the struct, and
    /// an optional one has no Objective-C type (Apple's iOS 17.4 SDK: "cannot be represented in
    /// Objective-C"). Such a property is computed over key-value coding instead.
    /// Whether a stored value of type `old` converts to `new` with no value lost but precision: an
    /// integer to a wider integer, or any integer to a Double. Core Data's inferred mapping copies
    /// such values (a public app's migration test: WordPress for iOS, Integer 32 to Integer 64,
    /// `CoreDataMigrationTests.testMigrate39to40`), so a change between them is no error.
    static func widens(_ old: AttributeType, to new: AttributeType) -> Bool {
        guard let from = old.integerRange else { return false }
        if new.facts.takesWidenedIntegers { return true }
        guard let to = new.integerRange, to != from else { return false }
        return to.lowerBound <= from.lowerBound && to.upperBound >= from.upperBound
    }

    func isManagedInSwift(isOptional: Bool) -> Bool {
        !facts.isAlwaysKeyValueCoded && !(isOptional && isObjectiveCScalar)
    }
}

/// What Core Data does to a relationship's destination when its source is deleted.
enum DeleteRule: String, CaseIterable, Sendable {
    case nullify
    case cascade
    case deny
    case noAction
}

// MARK: - The keys each kind of object takes

/// The keys of one kind of JSON object: each case's raw value is a key.
protocol SyntaxKey: RawRepresentable, CaseIterable, Equatable, Sendable where RawValue == String {
    /// The keys by name, made once for the type.
    static var names: CaseNames<Self> { get }
}

/// The cases of an enum whose raw values are the names a model file spells them with (keys,
/// attribute types), to find one by name quickly: a model file names a key for every value it
/// holds. (`init(rawValue:)` compares the name with each case's in turn.)
struct CaseNames<Case: RawRepresentable & CaseIterable & Sendable>: Sendable where Case.RawValue == String {
    private struct Entry: Sendable {
        var length: Int
        var name: String
        var value: Case
    }

    private let entries: [Entry]

    init() {
        entries = Case.allCases.map { Entry(length: $0.rawValue.utf8.count, name: $0.rawValue, value: $0) }
    }

    /// The case called `name`, if there is one: spelt as the case is, byte for byte, as other JSON
    /// tools match keys. Most names differ in length, which a string knows without reading its bytes.
    func named(_ name: String) -> Case? {
        let length = name.utf8.count
        for entry in entries where entry.length == length && entry.name == name {
            return entry.value
        }
        return nil
    }
}

// One enum per kind of object. A key that is not a case here is reported as unknown, and the
// JSON Schema test checks that `docs/datamodel.schema.json` lists exactly these keys.

enum ModelKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, entities, migrationStep, configurations, usedWithCloudKit, cloudKitContainerIdentifier
    case cloudKitDatabase, cloudKitSharing, versionIdentifier, xcodeVersionName, xcode, localizationTable
    case localizationBundle, composites
}

/// The keys of the model's `"xcode"` object, each the name of the `<model>` element's XML
/// attribute it keeps (`XcodeEditorAttributes`).
enum XcodeEditorKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case usedWithSwiftData, lastSavedToolsVersion, systemVersion, minimumToolsVersion, sourceLanguage
}

enum CompositeKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, elements, documentation
}

/// The keys of a composite type's element: an attribute's name, type, optionality, default,
/// documentation and validation rules. What applies to an entity's attribute only (indexes,
/// transience, enums, derivations, storage options) is not a key here.
enum CompositeElementKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, type, composite, optional, `default`, documentation
    case minimum, maximum, minLength, maxLength, regularExpression
}

enum ModelConfigurationKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, entities, usedWithCloudKit, cloudKitDatabase, cloudKitSharing, documentation
}

enum MigrationStepKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case willMigrate, didMigrate, mappingModel, resetsStore
}

enum EntityKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, className, parent, abstract, identifiable, documentation, attributes, relationships
    case uniquenessConstraints, indexes, fetchRequests, fetchedProperties, userInfo
    case renamedFrom, versionHashModifier
}

enum AttributeKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, type, optional, `default`, indexed, transient, allowsExternalStorage
    case valueTransformer, customClass, `enum`, documentation, userInfo
    case renamedFrom, versionHashModifier
    case minimum, maximum, minLength, maxLength, regularExpression
    case preserveAfterDeletion, allowsCloudEncryption, indexedBySpotlight
    case derivation, composite, swiftName
}

enum EnumKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, cases, fallback, documentation
}

enum RelationshipKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, destination, inverse, toMany, ordered, optional, deleteRule, minCount, maxCount, transient
    case swiftName, documentation, userInfo
    case renamedFrom, versionHashModifier
}

enum FetchedPropertyKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, destination, predicate, documentation, userInfo, renamedFrom, versionHashModifier
}

enum FetchRequestKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, templateName, predicate, parameters, sortBy, limit, documentation
    case resultType, batchSize, includesSubentities, includesPendingChanges, includesPropertyValues
    case returnsObjectsAsFaults, returnsDistinctResults

    /// The keys of `NSFetchRequest`'s flags, in its order; each is the name of the property it sets.
    static let flags: [FetchRequestKey] = [
        .includesSubentities, .includesPendingChanges, .includesPropertyValues, .returnsObjectsAsFaults,
        .returnsDistinctResults,
    ]
}

enum SortKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case key, ascending
}

enum IndexKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case name, elements
}

enum IndexElementKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case property, ascending
}
