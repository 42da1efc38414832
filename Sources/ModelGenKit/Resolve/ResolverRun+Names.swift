/// The rules of names: what an entity, class, property or enum case may be called.
extension ResolverRun {
    // MARK: Names

    enum LetterCase {
        case lowercase, uppercase
    }

    /// Reports a name that is not an identifier starting with an ASCII letter of `letterCase`;
    /// returns whether it is one.
    @discardableResult
    mutating func checkName(_ name: Located<String>, of what: String, startingWith letterCase: LetterCase) -> Bool {
        let text = name.value
        let startsRight =
            letterCase == .lowercase ? ReservedNames.startsWithLowercase(text) : ReservedNames.startsWithUppercase(text)
        guard !ReservedNames.isIdentifier(text) || !startsRight else { return true }
        let letter = letterCase == .lowercase ? "a lower-case" : "an upper-case"
        log.error(
            "\(what) name '\(text)' must start with \(letter) letter and hold only letters, digits and underscores",
            at: name.location)
        return false
    }

    mutating func checkModelName() {
        guard let name = model.name else { return }
        if !ReservedNames.isModelName(name.value) {
            log.error(
                "model name '\(name.value)' must start with a letter or an underscore, hold only letters, digits, underscores, dots, hyphens and spaces, and make a Swift type name",
                at: name.location)
        } else if name.value.utf8.count > ReservedNames.longestTypeNameBytes {
            // The model file is `Commits+ManagedObjectModel.swift`.
            log.error(
                "model name '\(name.value.prefix(20))…' is \(name.value.utf8.count) bytes long, and the name of its file would be longer than the 255 bytes a file system allows; shorten it to \(ReservedNames.longestTypeNameBytes) bytes or less",
                at: name.location)
        }
    }

    /// Whether the model's file declares types of its own (its type, its actors), whose names no
    /// class or composite may take: a model built in code does, a shipped version does not (its
    /// model is built by the current model's type, and its classes are never Swift).
    var declaresModelFileTypes: Bool { model.buildsModelInCode && purpose != .shippedVersion }

    /// The types the model's file declares (`declaresModelFileTypes`): its type and, unless the
    /// configuration leaves them out, its actors.
    var modelFileTypes: [ReservedNames.ModelFileType] {
        guard declaresModelFileTypes, let name = model.name?.value, ReservedNames.isModelName(name) else { return [] }
        return ReservedNames.modelFileTypes(forModelNamed: name, declaringActors: declaringModelActors)
    }

    /// Reports a class or composite named like one of `modelFileTypes`: an error where classes are
    /// generated, a warning for a model kept for later (`freeze`, `convert`), of which only the
    /// generated code would clash.
    mutating func reportModelFileTypeClash(
        _ clash: String, fix: String, at location: SourcePosition?, notes: [Diagnostic.Note] = []
    ) {
        switch purpose {
        case .generatingClasses: log.error("\(clash); \(fix)", at: location, notes: notes)
        case .keepingModel: log.warning("\(clash); generate refuses it until you \(fix)", at: location, notes: notes)
        case .shippedVersion: break
        }
    }

    /// Reports each class that would share its name with the model's type (`CommitsModel`, which
    /// holds the model in code) or one of its actors (`CommitsModelActor`, `CommitsMainModelActor`,
    /// unless the configuration leaves them out), and a model type that would hide a type the
    /// generated code uses.
    mutating func checkModelTypeName() {
        guard let name = model.name, ReservedNames.isModelName(name.value) else { return }
        for type in modelFileTypes {
            for entity in model.entities where (entity.className ?? entity.name).value == type.name {
                reportModelFileTypeClash(
                    "the class '\(type.name)' of entity '\(entity.name.value)' would have the name of \(type.role)",
                    fix: type.fix(renaming: "class"), at: (entity.className ?? entity.name).location,
                    notes: [Diagnostic.Note("the model's name, which names it, is here", at: name.location)])
            }
        }
        let typeName = ReservedNames.modelTypeName(forModelNamed: name.value)
        if ReservedNames.typesUsedByGeneratedCode.contains(typeName)
            || ReservedNames.typesUsedByTheModelFile.contains(typeName)
        {
            log.error(
                "the model's type '\(typeName)' would hide the type '\(typeName)' that the generated code uses",
                at: name.location)
        }
    }

    mutating func checkEntityNames() {
        var classNames: [String: EntityDeclaration] = [:]
        var lowercasedClassNames: [String: String] = [:]
        for entity in model.entities {
            let name = entity.name
            if !ReservedNames.isIdentifier(name.value) || !ReservedNames.startsWithUppercase(name.value) {
                log.error(
                    "entity name '\(name.value)' must start with an upper-case letter and hold only letters, digits and underscores",
                    at: name.location)
            }
            if let first = entityByName[name.value] {
                log.error(
                    "duplicate entity '\(name.value)'", at: name.location,
                    notes: [Diagnostic.Note("'\(name.value)' is first declared here", at: first.name.location)])
                continue
            }
            entityByName[name.value] = entity
            // An invalid entity name is reported once, not again as a class name.
            if entity.className == nil,
                !ReservedNames.isIdentifier(name.value) || !ReservedNames.startsWithUppercase(name.value)
            {
                continue
            }

            let className = entity.className ?? name
            // A shipped version's classes are never Swift (its model in code gives every entity
            // NSManagedObject), so the rules of class names are the current version's.
            guard purpose != .shippedVersion else {
                self.classNames.insert(className.value)
                continue
            }
            if checkClassName(className, of: entity, taken: classNames, lowercased: lowercasedClassNames) {
                classNames[className.value] = entity
                self.classNames.insert(className.value)
                lowercasedClassNames[className.value.lowercased()] = className.value
            }
        }
    }

    /// The rules of a class name: an identifier, not too long for its file's name, no keyword, no
    /// type the generated code uses, not Apple's prefix, and one class per entity (`taken`, the
    /// classes of the entities before, also by their names in lower case). Returns whether the name
    /// is one later checks can compare with others.
    private mutating func checkClassName(
        _ className: Located<String>, of entity: EntityDeclaration, taken: [String: EntityDeclaration],
        lowercased: [String: String]
    ) -> Bool {
        if entity.className != nil, !ReservedNames.isIdentifier(className.value) {
            log.error(
                "class name '\(className.value)' must be an identifier: letters, digits and underscores, not starting with a digit",
                at: className.location)
            return false
        }
        if className.value.utf8.count > ReservedNames.longestTypeNameBytes {
            log.error(
                "class name '\(className.value.prefix(20))…' is \(className.value.utf8.count) bytes long, and the name of its file would be longer than the 255 bytes a file system allows; shorten it to \(ReservedNames.longestTypeNameBytes) bytes or less",
                at: className.location)
        } else if ReservedNames.swiftKeywords.contains(className.value)
            || ReservedNames.typeKeywords.contains(className.value)
        {
            log.error("class name '\(className.value)' is a Swift keyword", at: className.location)
        } else if model.buildsModelInCode, ReservedNames.modelTypeMembers.contains(className.value) {
            log.error(
                "class name '\(className.value)' would be hidden, in the code that builds the model, by the type '\(className.value)' that modelgen declares there",
                at: className.location)
        } else if ReservedNames.typesUsedByGeneratedCode.contains(className.value)
            || (model.buildsModelInCode
                ? ReservedNames.typesUsedByTheModelFile : ReservedNames.typesUsedByTheSupportFile)
                .contains(className.value)
        {
            log.error(
                "class name '\(className.value)' would hide the type '\(className.value)' that the generated code uses",
                at: className.location)
        } else if className.value.hasPrefix("NS"), className.value.dropFirst(2).first?.isUppercase == true {
            // `@objc(NSData)` names the class in the Objective-C runtime, which holds one class of
            // each name; Apple's frameworks use the prefix for theirs.
            log.warning(
                "class name '\(className.value)' begins with 'NS', the prefix of Apple's own classes: the Objective-C runtime keeps one class of each name, so one of Apple's of this name (now or in a later OS) would clash with it; choose another name",
                at: className.location)
        }
        if let other = taken[className.value] {
            log.error(
                "duplicate class name '\(className.value)': entities '\(other.name.value)' and '\(entity.name.value)' would share one class",
                at: className.location,
                notes: [Diagnostic.Note("entity '\(other.name.value)' is declared here", at: other.name.location)])
        } else if let other = lowercased[className.value.lowercased()] {
            log.error(
                "class name '\(className.value)' differs from '\(other)' only in case; their files would collide on a case-insensitive disk",
                at: className.location)
        }
        return true
    }

    mutating func checkInheritance() {
        // Each entity is visited once: 0 = not yet, 1 = on the current chain, 2 = done.
        var state: [String: Int] = [:]
        for entity in model.entities where state[entity.name.value] == nil {
            var chain: [EntityDeclaration] = []
            var current: EntityDeclaration? = entity
            var sound = true
            while let node = current {
                let name = node.name.value
                if state[name] == 2 {
                    sound = hasSoundAncestry.contains(name)
                    break
                }
                if state[name] == 1 {
                    let cycle = chain.drop { $0.name.value != name }.map(\.name.value) + [name]
                    log.error(
                        "inheritance cycle: " + cycle.joined(separator: " → "),
                        at: node.parent?.location ?? node.name.location)
                    sound = false
                    break
                }
                state[name] = 1
                chain.append(node)
                guard let parent = node.parent else { break }
                guard let parentEntity = entityByName[parent.value] else {
                    log.error(
                        "unknown parent entity '\(parent.value)'", at: parent.location, unknown: parent.value,
                        candidates: model.entities.map(\.name.value))
                    sound = false
                    break
                }
                current = parentEntity
            }
            for node in chain {
                state[node.name.value] = 2
                if sound { hasSoundAncestry.insert(node.name.value) }
            }
            // Each node's answers from its parent's, top down: one pass, however long the chain.
            guard sound else { continue }
            var renames = chain.last?.parent.map { lineagesRenamingAProperty.contains($0.value) } == true
            for node in chain.reversed() {
                renames = renames || node.renamesAProperty
                if renames { lineagesRenamingAProperty.insert(node.name.value) }
                if let parent = node.parent?.value {
                    nearestAncestorWithProperties[node.name.value] =
                        entitiesWithProperties.contains(parent) ? parent : nearestAncestorWithProperties[parent]
                }
                if node.propertyCount > 0 { entitiesWithProperties.insert(node.name.value) }
            }
        }
    }

    /// Names the key enums nested in every class so that no type of the model is hidden by them:
    /// an entity `Attribute` (or a composite) makes them `AttributeKey`, with a warning at the first
    /// such name that says so, where classes are generated.
    mutating func nameKeyEnums(of resolved: inout ResolvedModel) {
        var taken: [String: SourcePosition?] = [:]
        for entity in model.entities {
            let name = entity.className ?? entity.name
            if taken[name.value] == nil { taken[name.value] = name.location }
        }
        for composite in model.composites where taken[composite.name.value] == nil {
            taken[composite.name.value] = composite.name.location
        }
        let names = Set(taken.keys)
        resolved.attributeKeysName = ReservedNames.keyEnumName("Attribute", taken: names)
        resolved.relationshipKeysName = ReservedNames.keyEnumName("Relationship", taken: names)
        resolved.keyPathsName = ReservedNames.keyEnumName("KeyPaths", taken: names)
        resolved.predicateName = ReservedNames.keyEnumName("Predicate", taken: names)
        resolved.objectIDName = ReservedNames.keyEnumName("ObjectID", taken: names)
        guard purpose == .generatingClasses else { return }
        let example = resolved.entities.first?.className ?? "Entity"
        for (base, chosen, what) in [
            ("Attribute", resolved.attributeKeysName, "the enum of each class's attribute names"),
            ("Relationship", resolved.relationshipKeysName, "the enum of each class's relationship names"),
            ("KeyPaths", resolved.keyPathsName, "each class's struct of typed key paths"),
            ("Predicate", resolved.predicateName, "each class's predicate type"),
            ("ObjectID", resolved.objectIDName, "each class's typed object ID"),
        ]
        where chosen != base {
            log.warning(
                "the model has a type named '\(base)', so \(what) is '\(chosen)' in this model (`\(example).\(chosen)`), not '\(base)', which would hide it",
                at: taken[base] ?? nil)
        }
    }
}
