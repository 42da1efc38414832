/// The indexes, uniqueness constraints and user info of an Xcode model's entities and properties.
extension XcodeModelDecoder {
    // MARK: Indexes, constraints, user info

    /// A fetch index; `nil` when it has no element modelgen keeps. `toMany` names the entity's to-many
    /// relationships (Xcode writes relationships before indexes).
    mutating func decodeFetchIndex(_ element: XMLElementSyntax, of owner: String, toMany: Set<String>)
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
    mutating func decodeCompoundIndexes(_ element: XMLElementSyntax, of owner: String) -> [IndexDeclaration] {
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
            let name = DefaultNames.index(forProperties: elements.map(\.property.value))
            guard !indexes.contains(where: { $0.name.value == name }) else { continue }
            indexes.append(
                IndexDeclaration(
                    name: Located(name, at: compound.location), elements: elements, location: compound.location))
        }
        return indexes
    }

    mutating func decodeUniquenessConstraints(_ element: XMLElementSyntax, of owner: String) -> [Located<
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
    mutating func decodeUserInfo(_ element: XMLElementSyntax, of owner: String) -> (
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
}
