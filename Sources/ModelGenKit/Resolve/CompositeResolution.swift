/// Composite attribute types: their names (each is a Swift struct), their elements, and the
/// composites they nest, which must not nest themselves.
extension ResolverRun {
    /// Makes one object for each composite type declared once, checks its name and elements, and
    /// links elements that are composites themselves. Call after `checkEntityNames()`, whose class
    /// names a composite must not take.
    mutating func resolveComposites() -> [CompositeType] {
        var composites: [CompositeType] = []
        var lowercasedNames: [String: String] = [:]
        for declaration in model.composites {
            let name = declaration.name
            if let first = compositeDeclarations[name.value] {
                log.error(
                    "duplicate composite '\(name.value)'", at: name.location,
                    notes: [Diagnostic.Note("'\(name.value)' is first declared here", at: first.name.location)])
                continue
            }
            checkCompositeName(name)
            if let other = lowercasedNames[name.value.lowercased()] {
                log.error(
                    "composite name '\(name.value)' differs from '\(other)' only in case; their files would collide on a case-insensitive disk",
                    at: name.location)
            }
            if lowercasedNames[name.value.lowercased()] == nil { lowercasedNames[name.value.lowercased()] = name.value }
            compositeDeclarations[name.value] = declaration
            let composite = CompositeType(
                name: name.value, documentation: declaration.documentation, location: name.location)
            compositeObjects[name.value] = composite
            composites.append(composite)
        }
        for composite in composites {
            guard let declaration = compositeDeclarations[composite.name] else { continue }
            composite.elements = resolveElements(of: declaration)
        }
        checkCompositeNesting()
        checkEnumsAgainstComposites()
        return composites
    }

    /// A composite is a struct beside the classes: its name must be a type name that hides neither a
    /// class nor a type the generated code uses.
    private mutating func checkCompositeName(_ name: Located<String>) {
        let text = name.value
        guard checkName(name, of: "composite", startingWith: .uppercase) else { return }
        if text.utf8.count > ReservedNames.longestTypeNameBytes {
            log.error(
                "composite name '\(text.prefix(20))…' is \(text.utf8.count) bytes long, and the name of its file would be longer than the 255 bytes a file system allows; shorten it to \(ReservedNames.longestTypeNameBytes) bytes or less",
                at: name.location)
        } else if ReservedNames.swiftKeywords.contains(text) {
            log.error("composite name '\(text)' is a Swift keyword", at: name.location)
        } else if model.buildsModelInCode, ReservedNames.modelTypeMembers.contains(text) {
            log.error(
                "composite name '\(text)' would be hidden, in the code that builds the model, by the type '\(text)' that modelgen declares there",
                at: name.location)
        } else if ReservedNames.typesUsedByGeneratedCode.contains(text)
            || (model.buildsModelInCode
                ? ReservedNames.typesUsedByTheModelFile : ReservedNames.typesUsedByTheSupportFile)
                .contains(text)
        {
            log.error(
                "composite name '\(text)' would hide the type '\(text)' that the generated code uses", at: name.location
            )
        } else if classNames.contains(text) {
            log.error("composite name '\(text)' is the name of a class of the model", at: name.location)
        } else if let type = modelFileTypes.first(where: { $0.name == text }) {
            reportModelFileTypeClash(
                "composite name '\(text)' is the name of \(type.role)", fix: type.fix(renaming: "composite"),
                at: name.location)
        }
    }

    /// The elements of a composite: stored values of one attribute type each, or a nested composite.
    private mutating func resolveElements(of composite: CompositeDeclaration) -> [Attribute] {
        if composite.elements.isEmpty {
            log.error("composite '\(composite.name.value)' must have at least one element", at: composite.location)
        }
        var seen: [String: SourcePosition] = [:]
        var elements: [Attribute] = []
        for element in composite.elements {
            let name = element.name
            if checkName(name, of: "element", startingWith: .lowercase),
                ReservedNames.compositeMemberNames.contains(name.value)
            {
                log.error(
                    "element name '\(name.value)' cannot be used: every composite's struct has a '\(name.value)' of its own; rename the element",
                    at: name.location)
            }
            if let first = seen.updateValue(name.location, forKey: name.value) {
                seen[name.value] = first
                log.error(
                    "duplicate element '\(name.value)' in composite '\(composite.name.value)'", at: name.location,
                    notes: [Diagnostic.Note("'\(name.value)' is first declared here", at: first)])
            }
            if let type = element.type, !type.value.facts.canBeCompositeElement {
                let (what, reason) =
                    type.value == .objectID
                    ? (
                        "an object ID",
                        "Core Data's composites hold no object IDs (the documentation of its composite attribute type lists the types they cannot hold)"
                    )
                    : (
                        type.value.rawValue,
                        "Core Data keeps each element in a column of its own, of one of the stored types or another composite"
                    )
                log.error("a composite's element cannot be \(what): \(reason)", at: type.location)
                continue
            }
            checkElementHasOnlyWhatAnElementHolds(element, of: composite)
            if let resolved = resolveAttribute(element) {
                elements.append(resolved)
            }
        }
        return elements
    }

    /// An element read from an Xcode model can say what only an entity's attribute has (the JSON
    /// format has no keys for it): each is an error at the element, as modelgen would drop it.
    private mutating func checkElementHasOnlyWhatAnElementHolds(
        _ element: AttributeDeclaration, of composite: CompositeDeclaration
    ) {
        let unheld: [(Bool, String)] = [
            (element.isTransient, "is transient"), (element.isIndexed, "is indexed"),
            (element.allowsExternalStorage?.value == true, "keeps its data outside the store"),
            (element.derivation != nil, "is derived"), (element.enumeration != nil, "has an enum"),
            (element.preserveAfterDeletion?.value == true, "is preserved after deletion"),
            (element.allowsCloudEncryption?.value == true, "is encrypted by CloudKit"),
            (element.indexedBySpotlight?.value == true, "is indexed by Spotlight"),
            (!element.userInfo.isEmpty, "has user info"),
            (
                element.versioning.renamedFrom != nil || element.versioning.versionHashModifier != nil,
                "has a renaming identifier or version hash modifier"
            ),
        ]
        for (applies, what) in unheld where applies {
            log.error(
                "element '\(element.name.value)' of composite '\(composite.name.value)' \(what), which modelgen does not support for a composite's element",
                at: element.name.location)
        }
    }

    /// The composite type an attribute of type `composite` names, reported when it is missing or
    /// unknown; and a `composite` key on an attribute of another type.
    mutating func compositeType(of attribute: AttributeDeclaration, type: AttributeType) -> CompositeType? {
        guard type == .composite else {
            if let composite = attribute.composite {
                log.error("'composite' applies only to attributes of type 'composite'", at: composite.location)
            }
            return nil
        }
        guard let name = attribute.composite else {
            let known = model.composites.map { "'\($0.name.value)'" }
            log.error(
                "attribute '\(attribute.name.value)' of type 'composite' must name its composite type in 'composite'"
                    + (known.isEmpty
                        ? "; the model declares none in 'composites'" : ": one of " + known.joined(separator: ", ")),
                at: attribute.type?.location ?? attribute.name.location)
            return nil
        }
        guard let composite = compositeObjects[name.value] else {
            log.error(
                "unknown composite '\(name.value)'", at: name.location, unknown: name.value,
                candidates: model.composites.map(\.name.value))
            return nil
        }
        return composite
    }

    /// A composite that contains itself, directly or through others, would be infinitely large.
    private mutating func checkCompositeNesting() {
        // Each composite is visited once: 1 = on the current path, 2 = done.
        var state: [String: Int] = [:]
        for root in model.composites where state[root.name.value] == nil {
            // An explicit stack of (composite, index of the next element to follow), so that no
            // chain of nesting is too deep to check.
            var stack: [(CompositeDeclaration, Int)] = [(root, 0)]
            state[root.name.value] = 1
            while let (composite, index) = stack.last {
                guard index < composite.elements.count else {
                    state[composite.name.value] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].1 += 1
                let element = composite.elements[index]
                guard element.type?.value == .composite, let nested = element.composite,
                    let declaration = compositeDeclarations[nested.value]
                else { continue }
                switch state[nested.value] {
                case 1?:
                    let path = stack.map(\.0.name.value).drop { $0 != nested.value }
                    log.error(
                        "composite '\(nested.value)' contains itself: "
                            + (path + [nested.value]).joined(separator: " → "),
                        at: nested.location)
                case 2?:
                    break
                default:
                    state[nested.value] = 1
                    stack.append((declaration, 0))
                }
            }
        }
    }

    /// An enum is nested in its entity's class, where it would hide a composite of the same name.
    private mutating func checkEnumsAgainstComposites() {
        guard !compositeObjects.isEmpty else { return }
        for entity in model.entities {
            for attribute in entity.attributes {
                guard let name = attribute.enumeration?.name, compositeObjects[name.value] != nil else { continue }
                log.error(
                    "enum name '\(name.value)' would hide the composite '\(name.value)' inside the class of entity '\(entity.name.value)'",
                    at: name.location)
            }
        }
    }
}
