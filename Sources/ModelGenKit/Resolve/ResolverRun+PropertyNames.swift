/// The rules of property names: the members every managed object has, duplicates and inherited
/// names, Core Data's accessors, and the Swift names of properties whose model name stays their key
/// (`"swiftName"`).
extension ResolverRun {
    // MARK: Property names

    /// A property whose Swift name is not its key: the model gives it one (`"swiftName"`), or its
    /// key gets the stand-in (`ReservedNames.standInSwiftName(forKey:)`). Few models have one, so
    /// the checks of Swift names against each other run only where there is one.
    struct SwiftRename {
        var key: String
        var swiftName: String
        /// The entity that declares the property.
        var owner: String
        /// Whether it is an ordered to-many relationship, whose array view is named after its
        /// Swift name (`trashedArray`).
        var hasArrayView: Bool
    }

    mutating func checkPropertyNames(of entity: EntityDeclaration) {
        let all = allProperties(of: entity)
        var seen: [String: SourcePosition] = [:]  // property name → where the entity first declares it
        seen.reserveCapacity(entity.propertyCount)
        // The renamed properties by Swift name: the inherited ones, then the entity's own as they
        // are checked (empty, unallocated, for most entities).
        var renames = entity.parent == nil ? [:] : inheritedRenames(of: entity, all: all)
        // In declaration order, as `properties` lists them, without boxing each property; the
        // attributes by index, as a `for` loop would copy each declaration out.
        for index in entity.attributes.indices {
            // Numbers (plain, or optional and computed), enums and composites (computed) are not
            // objects that Core Data's getter returns: only the others' names are checked for an
            // owning method family. (Each field read in place: a copy of the declaration would
            // retain every part.)
            let returnsObject =
                if let type = entity.attributes[index].type?.value {
                    !type.isObjectiveCScalar && type != .composite && entity.attributes[index].enumeration == nil
                } else {
                    false
                }
            let key = entity.attributes[index].name
            if let (swiftName, isStandIn) = Self.swiftRename(of: key, given: entity.attributes[index].swiftName) {
                checkRenamedProperty(
                    key: key, swiftName: swiftName, isStandIn: isStandIn, returnsObject: returnsObject,
                    in: entity, all: all, seen: &seen, renames: &renames)
            } else {
                checkPropertyName(
                    key, toMany: false, ordered: false, returnsObject: returnsObject, in: entity, all: all,
                    seen: &seen, renames: renames)
            }
        }
        for relationship in entity.relationships {
            let ordered = relationship.isToMany && relationship.ordered?.value == true
            if let (swiftName, isStandIn) = Self.swiftRename(of: relationship.name, given: relationship.swiftName) {
                checkRenamedProperty(
                    key: relationship.name, swiftName: swiftName, isStandIn: isStandIn,
                    toMany: relationship.isToMany, ordered: ordered, returnsObject: true, in: entity, all: all,
                    seen: &seen, renames: &renames)
            } else {
                checkPropertyName(
                    relationship.name, toMany: relationship.isToMany, ordered: ordered, returnsObject: true,
                    in: entity, all: all, seen: &seen, renames: renames)
            }
        }
        for fetched in entity.fetchedProperties {
            checkPropertyName(
                fetched.name, toMany: false, ordered: false, returnsObject: false, in: entity, all: all, seen: &seen,
                renames: renames)
        }
        checkAccessorNames(of: entity, all: all)
    }

    /// The Swift name of a property keyed `key` when it is not the key: the one the model gives, or
    /// the stand-in of a key that a Swift property cannot have (`deleted`); `nil` for most.
    static func swiftRename(of key: Located<String>, given: Located<String>?) -> (Located<String>, isStandIn: Bool)? {
        if let given { return (given, false) }
        guard let standIn = ReservedNames.standInSwiftName(forKey: key.value) else { return nil }
        return (Located(standIn, at: key.location), true)
    }

    /// The renamed properties that `entity` inherits, by Swift name.
    private func inheritedRenames(of entity: EntityDeclaration, all: [String: OwnedProperty]) -> [String: SwiftRename] {
        var renames: [String: SwiftRename] = [:]
        for (key, owned) in all where owned.owner != entity.name.value {
            let given: Located<String>?
            var hasArrayView = false
            if let relationship = owned.relationship {
                given = relationship.swiftName
                hasArrayView = relationship.isToMany && relationship.ordered?.value == true
            } else if owned.isAttribute {
                given = owned.attributeSwiftName
            } else {
                continue
            }
            guard let swiftName = given?.value ?? ReservedNames.standInSwiftName(forKey: key) else { continue }
            renames[swiftName] = SwiftRename(
                key: key, swiftName: swiftName, owner: owned.owner, hasArrayView: hasArrayView)
        }
        return renames
    }

    /// Names of another property's accessors: Core Data makes the primitive accessors
    /// `primitiveTitle` and `setPrimitiveTitle:` for every modeled property `title`, and key-value
    /// coding looks for a method `getTitle` before `title` (Apple's "Accessor Search Patterns"), so
    /// `value(forKey: "title")`, which in-memory predicates, sort descriptors and the typed
    /// optional numbers' getters call, would read a property `getTitle` instead. Reported at the
    /// entity's own declaration of the two (a pair both inherited is its ancestor's). One pass over
    /// the names that begin with `primitive` or `get`, not a name made for every property.
    private mutating func checkAccessorNames(of entity: EntityDeclaration, all: [String: OwnedProperty]) {
        var named: [(name: String, accessor: OwnedProperty)] = []  // stays empty, unallocated, for most
        for (name, property) in all {
            let first = name.utf8.first
            guard first == UInt8(ascii: "p") || first == UInt8(ascii: "g") else { continue }
            if name.hasPrefix("primitive") || name.hasPrefix("get") { named.append((name, property)) }
        }
        for (name, accessor) in named.sorted(by: { $0.name < $1.name }) {
            let isPrimitive = name.hasPrefix("primitive")
            let prefixLength = isPrimitive ? "primitive".count : "get".count
            guard let first = name.dropFirst(prefixLength).first, first.isUppercase else { continue }
            let base = first.lowercased() + name.dropFirst(prefixLength + 1)
            guard let property = all[base] else { continue }
            let why =
                "key-value coding looks for a method '\(name)' before '\(base)', so value(forKey: \"\(base)\"), in-memory predicates and sort descriptors would read it"
            if accessor.owner == entity.name.value {
                let other = property.owner == entity.name.value ? "" : " of entity '\(property.owner)'"
                classNameProblem(
                    isPrimitive
                        ? "property '\(name)' has the name of Core Data's primitive accessor of property '\(base)'\(other)"
                        : "property '\(name)' would be read in place of property '\(base)'\(other): \(why)",
                    name: name, at: accessor.property.located.location)
            } else if property.owner == entity.name.value {
                classNameProblem(
                    isPrimitive
                        ? "Core Data's primitive accessor of property '\(base)' has the name of property '\(name)' of entity '\(accessor.owner)'"
                        : "property '\(name)' of entity '\(accessor.owner)' would be read in place of property '\(base)': \(why)",
                    name: base, at: property.property.located.location)
            }
        }
    }

    /// An attribute or relationship whose Swift property has a name of its own (`"swiftName"`): the
    /// Swift name is held to the rules of a Swift property name, and must not be another property's
    /// name nor Swift name (nor, for an ordered relationship, its array view's, which is named after
    /// the Swift name); the model's name stays the Objective-C key (`@objc(deleted)`, and the
    /// selectors of a to-many relationship's accessors, `addDeletedObject:`), held to the rules of a
    /// key. A key that is only the name of an Objective-C property of `NSManagedObject` whose getter
    /// is named otherwise (`deleted`, whose getter is `isDeleted`) is a warning: Apple's
    /// documentation of `NSPropertyDescription.name` forbids it, but no method of that name exists
    /// for the key to replace, and apps have shipped one for years (Simplenote syncs its notes'
    /// `deleted`). `isStandIn`: the model gives no Swift name, and the key's stand-in is taken
    /// (`ReservedNames.standInSwiftName(forKey:)`), which the warning says.
    private mutating func checkRenamedProperty(
        key: Located<String>, swiftName: Located<String>, isStandIn: Bool, toMany: Bool = false, ordered: Bool = false,
        returnsObject: Bool, in entity: EntityDeclaration, all: [String: OwnedProperty],
        seen: inout [String: SourcePosition], renames: inout [String: SwiftRename]
    ) {
        if purpose == .shippedVersion || checkName(swiftName, of: "Swift", startingWith: .lowercase) {
            if let problem = ReservedNames.swiftPropertyNameProblem(swiftName.value, calling: "Swift name") {
                swiftNameProblem(problem, at: swiftName.location)
            } else if let problem = swiftNameClash(
                swiftName.value, key: key.value, ordered: ordered, all: all, renames: renames)
            {
                swiftNameProblem(problem, at: swiftName.location)
            }
        }
        if renames[swiftName.value] == nil {
            renames[swiftName.value] = SwiftRename(
                key: key.value, swiftName: swiftName.value, owner: entity.name.value, hasArrayView: ordered)
        }
        guard let group = ReservedNames.reservedMembers[key.value],
            ReservedNames.propertiesNamedApartFromTheirGetters[key.value] != nil
        else {
            // The key is checked as a key: the Swift name has its own array view.
            checkPropertyName(
                key, toMany: toMany, ordered: false, returnsObject: returnsObject, in: entity, all: all, seen: &seen,
                renames: [:], isSwiftName: false)
            return
        }
        if purpose == .generatingClasses {
            let getter = ReservedNames.propertiesNamedApartFromTheirGetters[key.value]!
            let swift =
                isStandIn
                ? "; a Swift property '\(key.value)' would override it, so the Swift property is '\(swiftName.value)' (name it yourself with \"swiftName\", user info key '\(XcodeUserInfoKey.swiftName)' in Xcode)"
                : ""
            log.warning(
                "property name '\(key.value)' is the name of a property of \(group.owner), which Apple's documentation of NSPropertyDescription.name does not allow; its getter is '\(getter)', so the key '\(key.value)' (@objc(\(key.value))) replaces no method, and apps have shipped such a name, but a new model should not: rename it while nothing stores it\(swift)",
                at: key.location)
        }
        if let first = seen.updateValue(key.location, forKey: key.value) {
            seen[key.value] = first
            log.error("duplicate property '\(key.value)' in entity '\(entity.name.value)'", at: key.location)
        }
        if toMany { checkToManySelectors(of: key, in: entity, all: all) }
    }

    /// A problem of a Swift name given or made: only the version that becomes Swift is held to
    /// Swift's rules.
    private mutating func swiftNameProblem(_ problem: String, at location: SourcePosition) {
        switch purpose {
        case .generatingClasses: log.error("\(problem); choose another Swift name", at: location)
        case .keepingModel: log.warning("\(problem); generate refuses it", at: location)
        case .shippedVersion: break
        }
    }

    /// What the Swift name `swiftName` of the property keyed `key` (an ordered to-many relationship
    /// when `ordered`) clashes with: another property's name, another renamed property's Swift name
    /// (inherited, or declared before), an ordered relationship's array view; `nil` when nothing.
    private func swiftNameClash(
        _ swiftName: String, key: String, ordered: Bool, all: [String: OwnedProperty],
        renames: [String: SwiftRename]
    ) -> String? {
        func of(_ owner: String) -> String { "of entity '\(owner)'" }
        if swiftName != key, let other = all[swiftName] {
            return "Swift name '\(swiftName)' is the name of property '\(swiftName)' \(of(other.owner))"
        }
        if let other = renames[swiftName], other.key != key {
            return "Swift name '\(swiftName)' is also the Swift name of property '\(other.key)' \(of(other.owner))"
        }
        let suffix = ReservedNames.orderedArrayViewSuffix
        if swiftName.hasSuffix(suffix) {
            let stem = String(swiftName.dropLast(suffix.count))
            if let other = renames[stem], other.hasArrayView {
                return
                    "Swift name '\(swiftName)' is the name of the array view of ordered relationship '\(other.key)' \(of(other.owner))"
            }
            if let relationship = all[stem]?.relationship, relationship.isToMany, relationship.ordered?.value == true,
                Self.swiftRename(of: relationship.name, given: relationship.swiftName) == nil
            {
                return
                    "Swift name '\(swiftName)' is the name of the array view of ordered relationship '\(stem)' \(of(all[stem]!.owner))"
            }
        }
        guard ordered else { return nil }
        let view = swiftName + suffix
        if let other = all[view] {
            return
                "the array view '\(view)' of Swift name '\(swiftName)' is the name of property '\(view)' \(of(other.owner))"
        }
        if let other = renames[view] {
            return
                "the array view '\(view)' of Swift name '\(swiftName)' is the Swift name of property '\(other.key)' \(of(other.owner))"
        }
        return nil
    }

    /// The checks of one property's name: its spelling, the members every managed object has,
    /// duplicates and inherited names, and the array view of ordered relationships. `returnsObject`:
    /// whether the generated property is Core Data's getter of an object (`@NSManaged`).
    /// `isSwiftName`: the name is also the Swift property's (not only the key of a property that has
    /// a Swift name of its own), so it must not be the Swift name of a renamed property it inherits
    /// (in `renames`) nor an array view's.
    mutating func checkPropertyName(
        _ name: Located<String>, toMany: Bool, ordered: Bool, returnsObject: Bool, in entity: EntityDeclaration,
        all: [String: OwnedProperty], seen: inout [String: SourcePosition], renames: [String: SwiftRename],
        isSwiftName: Bool = true
    ) {
        let orderedToMany = toMany && ordered
        if checkName(name, of: "property", startingWith: .lowercase) {
            if let problem = ReservedNames.swiftPropertyNameProblem(name.value, calling: "property name") {
                // An attribute or relationship keyed `deleted` and the like never comes here: it
                // gets a Swift name of its own (see `checkRenamedProperty`).
                classNameProblem(problem, name: name.value, at: name.location)
            } else if returnsObject, let family = ReservedNames.owningMethodFamily(of: name.value) {
                // Clang refuses such a property under ARC ("property follows Cocoa naming
                // convention for returning 'owned' objects"); Swift compiles the call as the rule
                // says, and Core Data's getter, which returns an object it keeps, is over-released.
                classNameProblem(
                    "property name '\(name.value)' begins with '\(family)', so Swift takes its getter to return an object that the caller owns (Objective-C's rule for methods named new…, alloc…, copy… and mutableCopy…), but Core Data's getter returns one it keeps: every read would release the value once too often",
                    name: name.value, at: name.location)
            }
        }
        // One hash for the common case, a name seen for the first time.
        if let first = seen.updateValue(name.location, forKey: name.value) {
            seen[name.value] = first  // Notes point at the first declaration.
            log.error(
                "duplicate property '\(name.value)' in entity '\(entity.name.value)'", at: name.location,
                notes: [Diagnostic.Note("'\(name.value)' is first declared here", at: first)])
        } else if let inherited = all[name.value], inherited.owner != entity.name.value {
            log.error(
                "property '\(name.value)' is already inherited from entity '\(inherited.owner)'", at: name.location,
                notes: [
                    Diagnostic.Note(
                        "'\(inherited.owner).\(name.value)' is declared here",
                        at: inherited.property.located.location)
                ])
        } else if isSwiftName, !renames.isEmpty, let renamed = renames[name.value], renamed.owner != entity.name.value {
            // An entity's own renamed property reports its Swift name itself (`swiftNameClash`).
            classNameProblem(
                "property '\(name.value)' has the Swift name of property '\(renamed.key)' inherited from entity '\(renamed.owner)'",
                name: name.value, at: name.location)
        }
        if isSwiftName {
            checkArrayViews(of: name, orderedToMany: orderedToMany, in: entity, all: all, renames: renames)
        }
        if toMany { checkToManySelectors(of: name, in: entity, all: all) }
    }

    /// An ordered to-many relationship `steps` also gets a typed `stepsArray` view: no other
    /// property may have its name. (A relationship with a Swift name of its own has the view of
    /// that name, which `swiftNameClash` checks.)
    private mutating func checkArrayViews(
        of name: Located<String>, orderedToMany: Bool, in entity: EntityDeclaration, all: [String: OwnedProperty],
        renames: [String: SwiftRename]
    ) {
        let suffix = ReservedNames.orderedArrayViewSuffix
        if name.value.hasSuffix(suffix) {
            let stem = String(name.value.dropLast(suffix.count))
            if let ordered = all[stem]?.relationship, ordered.isToMany, ordered.ordered?.value == true,
                Self.swiftRename(of: ordered.name, given: ordered.swiftName) == nil
            {
                classNameProblem(
                    "property '\(name.value)' clashes with the array view of the ordered relationship '\(ordered.name.value)'",
                    name: name.value, at: name.location)
            } else if !renames.isEmpty, let renamed = renames[stem], renamed.hasArrayView,
                renamed.owner != entity.name.value
            {
                classNameProblem(
                    "property '\(name.value)' clashes with the array view of the ordered relationship '\(renamed.key)' of entity '\(renamed.owner)' (Swift name '\(renamed.swiftName)')",
                    name: name.value, at: name.location)
            }
        }
        guard orderedToMany else { return }
        let view = name.value + suffix
        if let owner = all[view]?.owner, owner != entity.name.value {
            classNameProblem(
                "the array view '\(view)' of ordered relationship '\(name.value)' clashes with a property inherited from entity '\(owner)'",
                name: name.value, at: name.location)
        } else if !renames.isEmpty, let renamed = renames[view], renamed.owner != entity.name.value {
            classNameProblem(
                "the array view '\(view)' of ordered relationship '\(name.value)' is the Swift name of property '\(renamed.key)' inherited from entity '\(renamed.owner)'",
                name: name.value, at: name.location)
        }
    }

    /// Key-value coding's accessors of a to-many relationship `tags` include `addTagsObject:` and
    /// `removeTagsObject:`, which are also those that add and remove a set for a to-many
    /// relationship `tagsObject`: Swift refuses the two selectors, and Core Data's accessors could
    /// not tell the relationships apart. The selectors are the key's, whatever the Swift name.
    private mutating func checkToManySelectors(
        of name: Located<String>, in entity: EntityDeclaration, all: [String: OwnedProperty]
    ) {
        let objectSuffix = "Object"
        // The selectors' name part, made only for a diagnostic.
        var capitalized: String { name.value.prefix(1).uppercased() + name.value.dropFirst() }
        if name.value.hasSuffix(objectSuffix), let stem = all[String(name.value.dropLast(objectSuffix.count))],
            stem.relationship?.isToMany == true
        {
            classNameProblem(
                "to-many relationship '\(name.value)' has the accessors 'add\(capitalized):' and 'remove\(capitalized):' (to add and remove sets), which are also those that add and remove one object of to-many relationship '\(stem.property.located.value)'\(stem.owner == entity.name.value ? "" : " of entity '\(stem.owner)'")",
                name: name.value, at: name.location)
        }
        if let other = all[name.value + objectSuffix], other.owner != entity.name.value,
            other.relationship?.isToMany == true
        {
            classNameProblem(
                "to-many relationship '\(name.value)' has the accessors 'add\(capitalized)Object:' and 'remove\(capitalized)Object:' (to add and remove one object), which are also those that add and remove sets of to-many relationship '\(other.property.located.value)' of entity '\(other.owner)'",
                name: name.value, at: name.location)
        }
    }
}
