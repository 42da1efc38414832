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
        "type": .editorOnly, "documentVersion": .editorOnly, "lastSavedToolsVersion": .held,
        "systemVersion": .held, "minimumToolsVersion": .held, "sourceLanguage": .held,
        "iOSVersion": .editorOnly, "macOSVersion": .editorOnly, "name": .editorOnly, "usedWithSwiftData": .held,
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

/// Xcode's spellings of Core Data's vocabulary in a model's XML: attribute types, delete rules and
/// fetch request settings.
extension XcodeModelDecoder {
    /// Xcode's spelling of each attribute type but Undefined (which Xcode often leaves unspelt).
    /// Derived from `AttributeType.facts`.
    static let attributeTypes: [String: AttributeType] = Dictionary(
        uniqueKeysWithValues: AttributeType.allCases.compactMap { type in type.facts.xcodeName.map { ($0, type) } })

    /// Xcode's spelling of each delete rule.
    static let deleteRules: [String: DeleteRule] = [
        "Nullify": .nullify, "Cascade": .cascade, "Deny": .deny, "No Action": .noAction,
    ]

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
}
