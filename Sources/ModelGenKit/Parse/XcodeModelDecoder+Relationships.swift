/// The relationships of an Xcode model's entities.
extension XcodeModelDecoder {
    // MARK: Relationships

    /// A relationship, with the fetch index its `indexed` flag stands for (see `relationshipIndex`).
    mutating func decodeRelationship(_ element: XMLElementSyntax, of entity: String) -> (
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
                let (entries, modelgenEntries) = decodeUserInfo(child, of: owner)
                relationship.userInfo = entries
                for entry in modelgenEntries {
                    switch entry.key.value {
                    case XcodeUserInfoKey.documentation: relationship.documentation = entry.value.value
                    case XcodeUserInfoKey.swiftName: relationship.swiftName = entry.value
                    default: unknownModelGenKey(entry, candidates: XcodeUserInfoKey.relationshipKeys)
                    }
                }
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
            name: Located(DefaultNames.index(forIndexedAttribute: name.value), at: flag.location),
            elements: [IndexElementDeclaration(property: name, isAscending: true, location: flag.location)],
            location: flag.location)
    }
}
