/// Names that the built-in templates' contexts no longer define, with what replaced them, so that a
/// custom template written for an earlier modelgen gets a note that says what to write instead of
/// a bare "unknown name". docs/Templates.md has the same table.
enum RetiredTemplateNames {
    private static let supportBuildingBlocks =
        "nothing: the building blocks are the support file's (ModelGenSupport.swift), the same for every model, and take every parameter"

    /// Each template file's retired names → what replaced them.
    static let replacements: [String: [String: String]] = [
        "CoreDataProperties.swift.mustache": [
            "getter": "enumAccessors' 'enumName', 'rawType', 'isOptional' and 'unknownCase'",
            "setterValue": "'newValue.rawValue', with '?' when enumAccessors' 'isOptional'",
            "parameterList": "the fetch request's 'parameters' ('swiftName', 'swiftType')",
            "predicateFormat": "'predicateLiteral'",
            "substitutionVariables":
                "'hasParameters' and 'parameters' ('variableLiteral', 'swiftName', 'passesRawValue')",
            "limit": "'fetchLimit'",
            "key": "'keyLiteral' in a sort descriptor",
            "ascending": "'isAscending' (a flag)",
            "contextParameter": "'contextName' and 'renamesContext'",
            "contextArgument": "'contextName'",
            "separator": "'{{^@last}},{{/@last}}'",
        ],
        "ManagedObjectModel.swift.mustache": [
            "entityArguments": "the entity's 'nameLiteral', 'className' and 'isAbstract'",
            "properties": "the entity's 'attributes' and 'relationships'",
            "factory": "the entity's 'attributes' and 'relationships'",
            "arguments": "the item's own names",
            "hasSubentities": "'hasHierarchies'",
            "subentities": "'hierarchies', each with 'variable' and 'subentityVariables'",
            "usesConnections": supportBuildingBlocks,
            "usesFetchIndexes": supportBuildingBlocks,
            "usesFetchedProperties": supportBuildingBlocks,
            "usesValidationRules": supportBuildingBlocks,
            "usesSpotlightIndexing": supportBuildingBlocks,
            "usesHistoryPreservation": supportBuildingBlocks,
            "usesCloudEncryption": supportBuildingBlocks,
            "usesDerivedAttributes": supportBuildingBlocks,
            "usesTransientRelationships": supportBuildingBlocks,
            "checksCloudEncryptionAvailability": supportBuildingBlocks,
            "typedAttributeFunctions": supportBuildingBlocks,
            "usesCompositeAttributes": supportBuildingBlocks,
            "makesAttributeSubclasses": supportBuildingBlocks,
        ],
    ]

    /// Names that were text and are now lists, by template file.
    static let textsMadeLists: [String: [String: String]] = [
        "ManagedObjectModel.swift.mustache": [
            "constraints": "a list whose items each hold 'propertyNameLiterals', a list",
            "userInfo": "a list of 'keyLiteral' and 'valueLiteral', with 'hasUserInfo' to test for it",
        ]
    ]

    /// A note for a template that prints `name`, which was text and is now a list; `nil` for any
    /// other name.
    static func note(forNameNotText name: String, inTemplate template: String) -> Diagnostic.Note? {
        for (fileName, names) in textsMadeLists where template.hasSuffix(fileName) {
            guard let now = names[name] else { return nil }
            return Diagnostic.Note("'\(name)' was text before modelgen 0.2 and is now \(now); see docs/Templates.md")
        }
        return nil
    }

    /// A note for a template that uses `name`, which its context no longer defines; `nil` for any
    /// other unknown name.
    static func note(forUnknownName name: String, inTemplate template: String) -> Diagnostic.Note? {
        for (fileName, names) in replacements where template.hasSuffix(fileName) {
            guard let replacement = names[name] else { return nil }
            return Diagnostic.Note(
                "'\(name)' was replaced by \(replacement) in modelgen 0.2; see docs/Templates.md")
        }
        return nil
    }
}
