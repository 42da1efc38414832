/// Writes a resolved model as a `.datamodel.json` file in the form of the sample model: the model
/// and each entity over several lines, two spaces deep; each attribute, relationship, index and
/// fetch request on a line of its own. A key is written only where it differs from its default, in
/// the order docs/ModelFormat.md lists the keys (a rename next to the name it renames), so that
/// reading the text back gives the same model.
enum DatamodelJSONWriter {
    static func text(of model: ResolvedModel) -> String {
        var lines = ["{", "  \"name\": \(JSONText.string(model.name)),"]
        if let identifier = model.versionIdentifier {
            lines.append("  \"versionIdentifier\": \(JSONText.string(identifier)),")
        }
        if let versionName = model.xcodeVersionName {
            lines.append("  \"xcodeVersionName\": \(JSONText.string(versionName)),")
        }
        if model.xcode != XcodeEditorAttributes() {
            // Only what differs from what convert writes without it.
            var members = JSONText.Members()
            members.add(XcodeEditorKey.usedWithSwiftData.rawValue, flag: model.xcode.usedWithSwiftData)
            for ((key, value), (_, placeholder)) in zip(model.xcode.strings, XcodeEditorAttributes().strings) {
                members.add(key.rawValue, string: value == placeholder ? nil : value)
            }
            lines.append("  \"xcode\": \(members.inline),")
        }
        if let table = model.localizationTable {
            lines.append("  \"localizationTable\": \(JSONText.string(table)),")
            if model.localizationBundle != .main {
                lines.append("  \"localizationBundle\": \(JSONText.string(model.localizationBundle.rawValue)),")
            }
        }
        if let step = model.migrationStep {
            var members = JSONText.Members()
            members.add("willMigrate", string: step.willMigrate)
            members.add("didMigrate", string: step.didMigrate)
            members.add("mappingModel", string: step.mappingModel)
            members.add("resetsStore", string: step.resetsStore)
            lines.append("  \"migrationStep\": {")
            lines += members.list.enumerated().map { index, member in
                "    \(JSONText.string(member.key)): \(member.value)" + (index < members.list.count - 1 ? "," : "")
            }
            lines.append("  },")
        }
        if let identifier = model.cloudKitContainerIdentifier {
            lines.append("  \"cloudKitContainerIdentifier\": \(JSONText.string(identifier)),")
        }
        if model.usedWithCloudKit { lines.append("  \"usedWithCloudKit\": true,") }
        if model.usedWithCloudKit && model.cloudKitDatabase != .private {
            lines.append("  \"cloudKitDatabase\": \(JSONText.string(model.cloudKitDatabase.rawValue)),")
        }
        if model.cloudKitSharing { lines.append("  \"cloudKitSharing\": true,") }
        if !model.configurations.isEmpty {
            lines.append("  \"configurations\": [")
            for (index, configuration) in model.configurations.enumerated() {
                var members = JSONText.Members()
                members.add("name", string: configuration.name)
                members.add("entities", JSONText.array(configuration.entityNames.map(JSONText.string)))
                members.add("usedWithCloudKit", flag: configuration.usedWithCloudKit)
                if configuration.cloudKitDatabase != .private {
                    members.add("cloudKitDatabase", string: configuration.cloudKitDatabase.rawValue)
                }
                members.add("cloudKitSharing", flag: configuration.cloudKitSharing)
                members.add("documentation", string: configuration.documentation)
                lines.append("    " + members.inline + (index < model.configurations.count - 1 ? "," : ""))
            }
            lines.append("  ],")
        }
        if !model.composites.isEmpty {
            lines.append("  \"composites\": [")
            for (index, composite) in model.composites.enumerated() {
                lines.append("    {")
                lines.append("      \"name\": \(JSONText.string(composite.name)),")
                if let documentation = composite.documentation {
                    lines.append("      \"documentation\": \(JSONText.string(documentation)),")
                }
                lines.append("      \"elements\": [")
                lines += composite.elements.enumerated().map { elementIndex, element in
                    "        " + attribute(element) + (elementIndex < composite.elements.count - 1 ? "," : "")
                }
                lines.append("      ]")
                lines.append("    }" + (index < model.composites.count - 1 ? "," : ""))
            }
            lines.append("  ],")
        }
        lines.append("  \"entities\": [")
        for (index, entity) in model.entities.enumerated() {
            lines += entityLines(entity)
            if index < model.entities.count - 1 { lines[lines.count - 1] += "," }
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Entities

    private static func entityLines(_ entity: Entity) -> [String] {
        var members: [(key: String, value: [String])] = []
        func add(_ key: String, _ value: String?) {
            if let value { members.append((key, [value])) }
        }
        func addList(_ key: String, _ elements: [String]) {
            guard !elements.isEmpty else { return }
            let lines = elements.enumerated().map { index, element in
                "  " + element + (index < elements.count - 1 ? "," : "")
            }
            members.append((key, ["["] + lines + ["]"]))
        }
        add("name", JSONText.string(entity.name))
        add("renamedFrom", entity.versioning.renamingIdentifier.map(JSONText.string))
        add("versionHashModifier", entity.versioning.versionHashModifier.map(JSONText.string))
        add("className", entity.className == entity.name ? nil : JSONText.string(entity.className))
        add("parent", entity.parent.map { JSONText.string($0.name) })
        add("abstract", entity.isAbstract ? "true" : nil)
        add("identifiable", entity.parent == nil && !entity.declaresIdentifiable ? "false" : nil)
        add("documentation", entity.documentation.map(JSONText.string))
        addList("attributes", entity.attributes.map(attribute))
        addList("relationships", entity.relationships.map(relationship))
        if !entity.uniquenessConstraints.isEmpty {
            add(
                "uniquenessConstraints",
                JSONText.array(entity.uniquenessConstraints.map { JSONText.array($0.map(JSONText.string)) }))
        }
        addList("indexes", declaredIndexes(of: entity).map(index))
        addList("fetchRequests", entity.fetchRequests.map(fetchRequest))
        addList("fetchedProperties", entity.fetchedProperties.map(fetchedProperty))
        if !entity.userInfo.isEmpty { add("userInfo", userInfo(entity.userInfo)) }

        var lines = ["    {"]
        for (index, member) in members.enumerated() {
            var memberLines = member.value.map { "      " + $0 }
            memberLines[0] = "      \(JSONText.string(member.key)): " + member.value[0]
            if index < members.count - 1 { memberLines[memberLines.count - 1] += "," }
            lines += memberLines
        }
        lines.append("    }")
        return lines
    }

    /// The indexes the model declares: those of `indexed` attributes are written as the flag.
    private static func declaredIndexes(of entity: Entity) -> [FetchIndex] {
        let madeForAttributes = Set(
            entity.attributes.filter { $0.isIndexed && !$0.isTransient }.map {
                DefaultNames.index(forIndexedAttribute: $0.name)
            })
        return entity.indexes.filter { !madeForAttributes.contains($0.name) }
    }

    // MARK: Properties

    static func attribute(_ attribute: Attribute) -> String {
        var members = JSONText.Members()
        members.add("name", string: attribute.name)
        members.add("type", string: attribute.type.rawValue)
        members.add("composite", string: attribute.composite?.name)
        members.add("optional", flag: attribute.isOptional)
        members.add("default", attribute.defaultValue.map(defaultValue))
        members.add("indexed", flag: attribute.isIndexed)
        members.add("transient", flag: attribute.isTransient)
        members.add("allowsExternalStorage", flag: attribute.allowsExternalStorage)
        members.add("valueTransformer", string: attribute.valueTransformer)
        members.add("customClass", string: attribute.customClass)
        let validation = attribute.validation
        members.add("minimum", validation.minimum.map(defaultValue))
        members.add("maximum", validation.maximum.map(defaultValue))
        members.add("minLength", validation.minLength.map(String.init))
        members.add("maxLength", validation.maxLength.map(String.init))
        members.add("regularExpression", string: validation.regularExpression)
        members.add("preserveAfterDeletion", flag: attribute.preservesValueInHistoryOnDeletion)
        members.add("allowsCloudEncryption", flag: attribute.allowsCloudEncryption)
        members.add("indexedBySpotlight", flag: attribute.isIndexedBySpotlight)
        members.add("derivation", string: attribute.derivation)
        members.add("swiftName", string: attribute.swiftName)
        members.add("enum", attribute.enumeration.map(enumeration))
        addVersioning(attribute.versioning, to: &members)
        members.add("documentation", string: attribute.documentation)
        if !attribute.userInfo.isEmpty { members.add("userInfo", userInfo(attribute.userInfo)) }
        return members.inline
    }

    static func fetchedProperty(_ property: FetchedProperty) -> String {
        var members = JSONText.Members()
        members.add("name", string: property.name)
        members.add("destination", string: property.destination.name)
        members.add("predicate", string: property.predicate)
        addVersioning(property.versioning, to: &members)
        members.add("documentation", string: property.documentation)
        if !property.userInfo.isEmpty { members.add("userInfo", userInfo(property.userInfo)) }
        return members.inline
    }

    static func relationship(_ relationship: Relationship) -> String {
        var members = JSONText.Members()
        members.add("name", string: relationship.name)
        members.add("destination", string: relationship.destination.name)
        members.add("inverse", string: relationship.inverse?.name)
        members.add("toMany", flag: relationship.isToMany)
        members.add("ordered", flag: relationship.isOrdered)
        members.add("optional", flag: relationship.isOptional)
        members.add("deleteRule", string: relationship.deleteRule == .nullify ? nil : relationship.deleteRule.rawValue)
        members.add("minCount", relationship.minCount.map(String.init))
        members.add("maxCount", relationship.maxCount.map(String.init))
        members.add("transient", flag: relationship.isTransient)
        members.add("swiftName", string: relationship.swiftName)
        addVersioning(relationship.versioning, to: &members)
        members.add("documentation", string: relationship.documentation)
        if !relationship.userInfo.isEmpty { members.add("userInfo", userInfo(relationship.userInfo)) }
        return members.inline
    }

    private static func addVersioning(_ versioning: Versioning, to members: inout JSONText.Members) {
        members.add("renamedFrom", string: versioning.renamingIdentifier)
        members.add("versionHashModifier", string: versioning.versionHashModifier)
    }

    static func defaultValue(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text), .uuid(let text), .uri(let text): JSONText.string(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .floatingPoint(let number): JSONText.number("\(number)")
        case .decimal(let text): JSONText.number(text)
        case .date(let date): JSONText.string(date.text)
        }
    }

    /// An attribute's enum: its cases as a list of names when each is its own raw value.
    static func enumeration(_ enumeration: AttributeEnum) -> String {
        var members = JSONText.Members()
        members.add("name", string: enumeration.name)
        if enumeration.cases.allSatisfy({ $0.rawValue == .string($0.name) }) {
            members.add("cases", JSONText.array(enumeration.cases.map { JSONText.string($0.name) }))
        } else {
            members.add(
                "cases",
                JSONText.object(
                    enumeration.cases.map { enumCase in
                        switch enumCase.rawValue {
                        case .string(let text): (enumCase.name, JSONText.string(text))
                        case .integer(let number): (enumCase.name, String(number))
                        }
                    }))
        }
        members.add("fallback", string: enumeration.fallback)
        members.add("documentation", string: enumeration.documentation)
        return members.inline
    }

    // MARK: Indexes, fetch requests, user info

    private static func index(_ index: FetchIndex) -> String {
        var members = JSONText.Members()
        members.add("name", string: index.name)
        members.add(
            "elements",
            JSONText.array(
                index.elements.map { ordered("property", $0.property, isAscending: $0.isAscending) }))
        return members.inline
    }

    /// An index element or sort descriptor: `{ "key": "date", "ascending": false }`, the order left
    /// out when ascending (the default).
    private static func ordered(_ key: String, _ name: String, isAscending: Bool) -> String {
        var members = JSONText.Members()
        members.add(key, string: name)
        members.add("ascending", isAscending ? nil : "false")
        return members.inline
    }

    static func fetchRequest(_ request: FetchRequestTemplate) -> String {
        var members = JSONText.Members()
        members.add("name", string: request.name)
        members.add("templateName", string: request.templateName)
        members.add("predicate", string: request.predicate)
        addFetchRequestDetails(of: request, to: &members)
        return members.inline
    }

    /// What a fetch request holds besides its name and predicate: parameters, sorting, limit and
    /// settings (unless left out, for Xcode's XML holds them) and documentation.
    static func addFetchRequestDetails(
        of request: FetchRequestTemplate, to members: inout JSONText.Members, includingLimitAndSettings: Bool = true
    ) {
        if !request.parameters.isEmpty {
            members.add(
                "parameters",
                JSONText.object(
                    request.parameters.map { parameter in
                        let type: String
                        switch parameter.type {
                        case .attribute(let attributeType): type = attributeType.rawValue
                        case .entity(let link): type = link.entity.name
                        case .enumeration(let name): type = name
                        }
                        return (parameter.variable, JSONText.string(type))
                    }))
        }
        if !request.sortDescriptors.isEmpty {
            members.add(
                "sortBy",
                JSONText.array(
                    request.sortDescriptors.map { ordered("key", $0.keyPath, isAscending: $0.isAscending) }))
        }
        if includingLimitAndSettings {
            members.add("limit", request.limit.map(String.init))
            let settings = request.settings
            members.add("resultType", string: settings.resultType?.rawValue)
            members.add("batchSize", settings.batchSize.map(String.init))
            for key in FetchRequestKey.flags {
                members.add(key.rawValue, settings.flags[key].map { $0 ? "true" : "false" })
            }
        }
        members.add("documentation", string: request.documentation)
    }

    private static func userInfo(_ entries: [UserInfoEntry]) -> String {
        JSONText.object(entries.map { ($0.key, JSONText.string($0.value)) })
    }
}
