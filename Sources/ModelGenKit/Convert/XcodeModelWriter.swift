/// Writes a resolved model as the XML of an Xcode model version (its `contents` file) in the form
/// Xcode 14 and later save, as learned from files they saved: the same first line, element and
/// attribute order, spellings, 4-space indentation, entities and properties sorted by name ignoring
/// case, no diagram layout and no final newline, so that a later save in Xcode should change little.
/// (modelgen reads these files back in its tests; none has been opened in Xcode by a test.)
///
/// What modelgen's classes need and Xcode's format has no place for (documentation, enums,
/// `identifiable`, a fetch request's parameter types, sorting and limit) goes into user info
/// entries whose keys start with `modelgen.`, which `XcodeModelDecoder` reads back
/// (`XcodeUserInfoKey`). Core Data keeps them in the compiled model's user info and never looks at
/// them.
enum XcodeModelWriter {
    /// The `contents` XML of `model`.
    static func contents(of model: ResolvedModel) -> String {
        var xml = XMLText()
        xml.line(#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#)
        // What Xcode wrote there, as the model keeps it (`"xcode"`); where it says nothing, the tools
        // and system versions of Xcode's own new-project template, which every Xcode opens and
        // replaces with its own on the next save.
        let xcode = model.xcode
        xml.open(
            "model",
            [("type", "com.apple.IDECoreDataModeler.DataModel"), ("documentVersion", "1.0")]
                + xcode.strings.map { ($0.key.rawValue, $0.value) }
                + [
                    ("usedWithCloudKit", model.usedWithCloudKit ? "YES" : nil),
                    ("usedWithSwiftData", xcode.usedWithSwiftData ? "YES" : nil),
                    ("userDefinedModelVersionIdentifier", model.versionIdentifier ?? ""),
                ])
        for entity in sortedByName(model.entities, name: \.name) {
            writeEntity(entity, to: &xml)
        }
        let templates = model.entities.flatMap { entity in
            entity.fetchRequests.map { (name: $0.modelName(in: entity), entity, $0) }
        }
        for (name, entity, request) in sortedByName(templates, name: \.name) {
            let settings = request.settings
            let resultType = settings.resultType.flatMap { type in
                XcodeModelDecoder.fetchResultTypes.first { $0.value == type.rawValue }?.key
            }
            xml.empty(
                "fetchRequest",
                [
                    ("name", name), ("entity", entity.name), ("predicateString", request.predicate),
                    ("resultType", resultType), ("fetchLimit", request.limit.map(String.init)),
                    ("fetchBatchSize", settings.batchSize.map(String.init)),
                ]
                    + FetchRequestKey.flags.map { key in
                        (
                            XcodeModelDecoder.fetchRequestFlagAttributes[key]!,
                            settings.flags[key].map { $0 ? "YES" : "NO" }
                        )
                    })
        }
        // Configurations in Xcode's order (by name), their members in the model's.
        for configuration in sortedByName(model.configurations, name: \.name) {
            xml.open(
                "configuration",
                [("name", configuration.name), ("usedWithCloudKit", configuration.usedWithCloudKit ? "YES" : nil)])
            for entity in configuration.entityNames {
                xml.empty("memberEntity", [("name", entity)])
            }
            xml.close("configuration")
        }
        // Composites in Xcode's order (by name), their elements in the model's: the order of a
        // composite's elements is the order of its struct's properties.
        for composite in sortedByName(model.composites, name: \.name) {
            xml.open("composite", [("name", composite.name)])
            for element in composite.elements {
                writeAttribute(element, to: &xml)
            }
            xml.close("composite")
        }
        xml.close("model")
        return xml.text
    }

    /// The `.xccurrentversion` property list that names `versionName` (`Commits 2`) the current version.
    static func currentVersionList(naming versionName: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>\(XMLText.escaped(versionName + XcodeModelBundle.versionExtension))</string>
        </dict>
        </plist>

        """
    }

    /// The name Xcode gives version `number` of the model `name`: `Commits`, then `Commits 2`, …
    static func versionName(_ number: Int, of name: String) -> String {
        number == 1 ? name : "\(name) \(number)"
    }

    // MARK: Entities

    private static func writeEntity(_ entity: Entity, to xml: inout XMLText) {
        xml.open(
            "entity",
            [
                ("name", entity.name), ("representedClassName", entity.className),
                ("isAbstract", entity.isAbstract ? "YES" : nil), ("parentEntity", entity.parent?.name),
                ("versionHashModifier", entity.versioning.versionHashModifier),
                ("elementID", entity.versioning.renamingIdentifier), ("syncable", "YES"),
            ])
        for attribute in sortedByName(entity.attributes, name: \.name) {
            writeAttribute(attribute, to: &xml)
        }
        for relationship in sortedByName(entity.relationships, name: \.name) {
            writeRelationship(relationship, to: &xml)
        }
        for property in sortedByName(entity.fetchedProperties, name: \.name) {
            writeFetchedProperty(property, to: &xml)
        }
        for index in entity.indexes {
            xml.open("fetchIndex", [("name", index.name)])
            for element in index.elements {
                xml.empty(
                    "fetchIndexElement",
                    [
                        ("property", element.property), ("type", "Binary"),
                        ("order", element.isAscending ? "ascending" : "descending"),
                    ])
            }
            xml.close("fetchIndex")
        }
        if !entity.uniquenessConstraints.isEmpty {
            xml.open("uniquenessConstraints", [])
            for constraint in entity.uniquenessConstraints {
                xml.open("uniquenessConstraint", [])
                for name in constraint { xml.empty("constraint", [("value", name)]) }
                xml.close("uniquenessConstraint")
            }
            xml.close("uniquenessConstraints")
        }
        var modelgenEntries = documentationEntry(entity.documentation)
        // The classes declare the properties in the model's order (the initializer's parameters, the
        // key enums' cases), which Xcode's sorted XML does not keep.
        let declared = [
            entity.attributes.map(\.name), entity.relationships.map(\.name), entity.fetchedProperties.map(\.name),
        ]
        if declared.contains(where: { $0 != sortedByName($0, name: { $0 }) }) {
            modelgenEntries.append(
                UserInfoEntry(key: XcodeUserInfoKey.propertyOrder, value: declared.joined().joined(separator: " ")))
        }
        if entity.parent == nil && !entity.declaresIdentifiable {
            modelgenEntries.append(UserInfoEntry(key: XcodeUserInfoKey.identifiable, value: "NO"))
        }
        for request in entity.fetchRequests {
            // The entry is found by the template's name; it names the request when that name does
            // not make it.
            let key = XcodeModelDecoder.detailsKey(
                ofTemplateNamed: request.modelName(in: entity), entityName: entity.name)
            var details = JSONText.Members()
            if XcodeModelDecoder.requestName(forDetailsKey: key, entityName: entity.name) != request.name {
                details.add("name", string: request.name)
            }
            DatamodelJSONWriter.addFetchRequestDetails(of: request, to: &details, includingLimitAndSettings: false)
            if !details.list.isEmpty {
                modelgenEntries.append(
                    UserInfoEntry(key: XcodeUserInfoKey.fetchRequestPrefix + key, value: details.inline))
            }
        }
        writeUserInfo(entity.userInfo + modelgenEntries, to: &xml)
        xml.close("entity")
    }

    // MARK: Properties

    /// Xcode's spelling of each attribute type; it writes none for an undefined attribute.
    static let attributeTypeNames: [AttributeType: String] = Dictionary(
        uniqueKeysWithValues: AttributeType.allCases.compactMap { type in type.facts.xcodeName.map { (type, $0) } })

    private static func writeAttribute(_ attribute: Attribute, to xml: inout XMLText) {
        let defaultDateTimeInterval = attribute.defaultValue.flatMap(dateTimeInterval)
        let defaultValueString = defaultDateTimeInterval == nil ? attribute.defaultValue.map(valueString) : nil
        // Xcode's "Use Scalar Type" box: on for numbers and Booleans, off for dates and UUIDs.
        let usesScalarValueType = attribute.type.facts.xcodeUsesScalarValueType.map { $0 ? "YES" : "NO" }
        // A date's bounds are intervals; a number's are its value, and a string's its lengths.
        let validation = attribute.validation
        var bounds: [(String, String?)] = [
            ("minValueString", validation.minimum.map(valueString) ?? validation.minLength.map(String.init)),
            ("maxValueString", validation.maximum.map(valueString) ?? validation.maxLength.map(String.init)),
        ]
        if attribute.type == .date {
            bounds = [
                ("minDateTimeInterval", validation.minimum.flatMap(dateTimeInterval)),
                ("maxDateTimeInterval", validation.maximum.flatMap(dateTimeInterval)),
            ]
        }
        let attributes: [(String, String?)] =
            [
                ("name", attribute.name), ("optional", attribute.isOptional ? "YES" : nil),
                ("transient", attribute.isTransient ? "YES" : nil),
                ("attributeType", attributeTypeNames[attribute.type]), ("composite", attribute.composite?.name),
                ("derived", attribute.isDerived ? "YES" : nil), ("derivationExpression", attribute.derivation),
                ("valueTransformerName", attribute.valueTransformer),
                ("allowsExternalBinaryDataStorage", attribute.allowsExternalStorage ? "YES" : nil),
                (bounds[0]), (bounds[1]),
                ("defaultDateTimeInterval", defaultDateTimeInterval), ("defaultValueString", defaultValueString),
                ("regularExpressionString", validation.regularExpression),
                ("usesScalarValueType", usesScalarValueType), ("customClassName", attribute.customClass),
                ("versionHashModifier", attribute.versioning.versionHashModifier),
                ("elementID", attribute.versioning.renamingIdentifier),
                ("preserveAfterDeletion", attribute.preservesValueInHistoryOnDeletion ? "YES" : nil),
                ("spotlightIndexingEnabled", attribute.isIndexedBySpotlight ? "YES" : nil),
                ("allowsCloudEncryption", attribute.allowsCloudEncryption ? "YES" : nil),
            ]
        var modelgenEntries = documentationEntry(attribute.documentation)
        if let enumeration = attribute.enumeration {
            modelgenEntries.append(
                UserInfoEntry(key: XcodeUserInfoKey.enumeration, value: DatamodelJSONWriter.enumeration(enumeration)))
        }
        if let swiftName = attribute.swiftName {
            modelgenEntries.append(UserInfoEntry(key: XcodeUserInfoKey.swiftName, value: swiftName))
        }
        writeProperty("attribute", attributes, userInfo: attribute.userInfo + modelgenEntries, to: &xml)
    }

    /// A value as Xcode writes it in `defaultValueString`, `minValueString` and `maxValueString`.
    private static func valueString(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text), .uuid(let text), .uri(let text), .decimal(let text): text
        case .boolean(let flag): flag ? "YES" : "NO"
        case .integer(let number): String(number)
        case .floatingPoint(let number): "\(number)"
        case .date(let date): number(date.secondsSinceReferenceDate)
        }
    }

    /// A date as Xcode writes it in `defaultDateTimeInterval` and its bounds: seconds since 2001.
    private static func dateTimeInterval(_ value: DefaultValue) -> String? {
        guard case .date(let date) = value else { return nil }
        return number(date.secondsSinceReferenceDate)
    }

    /// Xcode's spelling of each delete rule.
    static let deleteRuleNames: [DeleteRule: String] = Dictionary(
        uniqueKeysWithValues: XcodeModelDecoder.deleteRules.map { ($1, $0) })

    private static func writeRelationship(_ relationship: Relationship, to xml: inout XMLText) {
        let attributes: [(String, String?)] = [
            ("name", relationship.name), ("optional", relationship.isOptional ? "YES" : nil),
            ("transient", relationship.isTransient ? "YES" : nil), ("toMany", relationship.isToMany ? "YES" : nil),
            ("minCount", relationship.minCount.map(String.init)),
            // Xcode writes a to-one relationship's maximum, 1.
            ("maxCount", relationship.isToMany ? relationship.maxCount.map(String.init) : "1"),
            ("deletionRule", deleteRuleNames[relationship.deleteRule]),
            ("ordered", relationship.isOrdered ? "YES" : nil), ("destinationEntity", relationship.destination.name),
            ("inverseName", relationship.inverse?.name), ("inverseEntity", relationship.inverse?.entity.name),
            ("versionHashModifier", relationship.versioning.versionHashModifier),
            ("elementID", relationship.versioning.renamingIdentifier),
        ]
        let swiftName = relationship.swiftName.map { [UserInfoEntry(key: XcodeUserInfoKey.swiftName, value: $0)] }
        writeProperty(
            "relationship", attributes,
            userInfo: relationship.userInfo + documentationEntry(relationship.documentation) + (swiftName ?? []),
            to: &xml)
    }

    /// A fetched property as Xcode writes one: `optional="YES"`, and its fetch request named
    /// `fetchedPropertyFetchRequest`.
    private static func writeFetchedProperty(_ property: FetchedProperty, to xml: inout XMLText) {
        xml.open(
            "fetchedProperty",
            [
                ("name", property.name), ("optional", "YES"),
                ("versionHashModifier", property.versioning.versionHashModifier),
                ("elementID", property.versioning.renamingIdentifier),
            ])
        xml.empty(
            "fetchRequest",
            [
                ("name", "fetchedPropertyFetchRequest"), ("entity", property.destination.name),
                ("predicateString", property.predicate),
            ])
        writeUserInfo(property.userInfo + documentationEntry(property.documentation), to: &xml)
        xml.close("fetchedProperty")
    }

    private static func writeProperty(
        _ element: String, _ attributes: [(String, String?)], userInfo: [UserInfoEntry], to xml: inout XMLText
    ) {
        xml.open(element, attributes)
        writeUserInfo(userInfo, to: &xml)
        xml.close(element)
    }

    // MARK: User info

    private static func documentationEntry(_ documentation: String?) -> [UserInfoEntry] {
        documentation.map { [UserInfoEntry(key: XcodeUserInfoKey.documentation, value: $0)] } ?? []
    }

    /// The entries, sorted by key ignoring case as Xcode sorts them.
    private static func writeUserInfo(_ entries: [UserInfoEntry], to xml: inout XMLText) {
        guard !entries.isEmpty else { return }
        xml.open("userInfo", [])
        for entry in sortedByName(entries, name: \.key) {
            xml.empty("entry", [("key", entry.key), ("value", entry.value)])
        }
        xml.close("userInfo")
    }

    // MARK: Helpers

    /// Sorted as Xcode sorts entities, properties and user info keys: by name ignoring case, then
    /// by name.
    private static func sortedByName<Element>(_ elements: [Element], name: (Element) -> String) -> [Element] {
        elements.sorted { lhs, rhs in
            let (left, right) = (name(lhs), name(rhs))
            let (foldedLeft, foldedRight) = (left.lowercased(), right.lowercased())
            return foldedLeft != foldedRight ? foldedLeft < foldedRight : left < right
        }
    }

    /// Seconds as Xcode writes them: whole seconds without a fraction.
    private static func number(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int64(seconds)) : "\(seconds)"
    }
}

/// XML text, element by element, indented by 4 spaces a level. An element closed without
/// children is written as an empty element (`<entity …/>`), as Xcode writes it.
struct XMLText {
    private var lines: [String] = []
    private var depth = 0
    /// The line of each element still open.
    private var openLines: [Int] = []

    /// The text, without a final newline (as Xcode writes a model).
    var text: String { lines.joined(separator: "\n") }

    mutating func line(_ text: String) {
        lines.append(String(repeating: "    ", count: depth) + text)
    }

    mutating func open(_ name: String, _ attributes: [(String, String?)]) {
        openLines.append(lines.count)
        line("<\(name)\(Self.attributeText(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        let openLine = openLines.removeLast()
        if openLine == lines.count - 1 {
            lines[openLine].insert("/", at: lines[openLine].index(before: lines[openLine].endIndex))
        } else {
            line("</\(name)>")
        }
    }

    mutating func empty(_ name: String, _ attributes: [(String, String?)]) {
        line("<\(name)\(Self.attributeText(attributes))/>")
    }

    /// The attributes that have a value, in the order given.
    private static func attributeText(_ attributes: [(String, String?)]) -> String {
        attributes.compactMap { name, value in value.map { " \(name)=\"\(escaped($0))\"" } }.joined()
    }

    /// `text` escaped for an attribute value or element text. Line breaks and tabs are written as
    /// character references, which a reader keeps (a literal one would be read as a space).
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
