/// The checks of derived attributes (`NSDerivedAttributeDescription`, macOS 10.15 / iOS 13).
///
/// A derived attribute is stored: the SQLite store computes its value from its derivation when
/// the object is saved. Apple's `NSDerivedAttributeDescription` documents key paths (`name`,
/// `author.name`), `canonical:`, `uppercase:` and `lowercase:`, `@count` and `@sum` of a to-many
/// relationship, and `now()`. modelgen checks these forms, and the like ones below, against the
/// linked model, and the attribute's type against what the form gives:
///
/// - a key path to a stored attribute, through stored to-one relationships: `name`, `author.name`
///   (a copy, of the same type);
/// - `canonical:(path)`, `lowercase:(path)` or `uppercase:(path)` of a string attribute (a string;
///   `canonical:` folds case and diacritics, for fast searches);
/// - a to-many relationship's `@count` (an integer), or `@sum` (and, beyond Apple's list, `@min`,
///   `@max` and `@avg`) of an attribute of its destination: `commits.@count`, `lines.@sum.amount`
///   (a number; `@min` and `@max` of dates, a date);
/// - `now()`, the time of the save (a date, or a double of its seconds since 2001).
///
/// A derivation from another derived attribute is refused: the store would have to order its
/// updates, and a cycle could never settle. Core Data turns a derivation into SQL when it loads
/// the store, and refuses the store when it cannot; an expression of another form is an error in
/// a JSON model. An Xcode model is compiled by Xcode, which checks it, so there another form is a
/// warning that modelgen did not check it.
extension ResolverRun {
    /// Checks the derivation of every derived attribute, once the model is linked: the key paths
    /// follow relationships of other entities.
    mutating func checkDerivations(_ declarations: [EntityDeclaration], _ entities: [Entity]) {
        var lookup = DerivationLookup()
        for (declaration, entity) in zip(declarations, entities) {
            for attributeDeclaration in declaration.attributes {
                guard let derivation = attributeDeclaration.derivation,
                    let attribute = lookup.ownAttribute(named: attributeDeclaration.name.value, of: entity)
                else { continue }
                checkDerivation(derivation, of: attribute, in: entity, lookup: &lookup)
            }
        }
    }

    /// The checks that need no other entity: a derived attribute is stored, and takes no value
    /// from the app (no default, no validation rules).
    mutating func checkDerivedAttribute(_ attribute: AttributeDeclaration, derivation: Located<String>) {
        let place = "derived attribute '\(attribute.name.value)'"
        if derivation.value.trimmingCharacters(in: .whitespaces).isEmpty {
            log.error("the derivation of \(place) is empty", at: derivation.location)
        }
        if attribute.isTransient {
            log.error(
                "\(place) cannot be transient: the store keeps the value it derives; remove 'transient' or 'derivation'",
                at: derivation.location)
        }
        if let value = attribute.defaultValue {
            log.error(
                "\(place) cannot have a default: the store derives its value when the object is saved",
                at: value.location)
        }
        let rules = attribute.validation
        if let location = rules.minimum?.location ?? rules.maximum?.location ?? rules.minLength?.location
            ?? rules.maxLength?.location ?? rules.regularExpression?.location
        {
            log.error(
                "\(place) cannot have validation rules: its value comes from the store, not from the app",
                at: location)
        }
    }

    private mutating func checkDerivation(
        _ derivation: Located<String>, of attribute: Attribute, in entity: Entity, lookup: inout DerivationLookup
    ) {
        let place = "'\(entity.name).\(attribute.name)'"
        let expression = derivation.value.trimmingCharacters(in: .whitespaces)
        guard !expression.isEmpty else { return }
        let form: DerivationForm
        switch DerivationForm.parse(expression) {
        case .some(let parsed): form = parsed
        case nil:
            let forms =
                "a key path such as 'author.name', 'canonical:(name)', 'lowercase:(name)', 'uppercase:(name)', 'commits.@count', 'lines.@sum.amount' or 'now()'"
            if model.buildsModelInCode {
                log.error(
                    "derivation '\(expression)' of \(place) is not of a form that modelgen can check for a derived attribute: \(forms)",
                    at: derivation.location)
            } else {
                log.warning(
                    "modelgen cannot check derivation '\(expression)' of \(place), which is not one of the forms Core Data documents (\(forms)); the store may refuse it when it loads",
                    at: derivation.location)
            }
            return
        }
        let given: String
        let fits: Bool
        switch form {
        case .now:
            // The store keeps a date as its seconds since 2001 in a double, which a double
            // attribute may hold as such (Xcode accepts it).
            (given, fits) = ("a date", attribute.type == .date || attribute.type == .double)
        case .keyPath(let path):
            guard let source = follow(path, from: entity, in: derivation, of: place, lookup: &lookup) else { return }
            guard source.attribute.name != attribute.name || source.owner !== entity else {
                log.error("\(place) cannot derive from itself", at: derivation.location)
                return
            }
            if source.attribute.isTransient {
                log.error(
                    "\(place) derives from transient attribute '\(source.owner.name).\(source.attribute.name)', which the store does not keep",
                    at: derivation.location)
                return
            }
            if source.attribute.isDerived {
                log.error(
                    "\(place) derives from derived attribute '\(source.owner.name).\(source.attribute.name)'; derive both from what that one derives from",
                    at: derivation.location)
                return
            }
            (given, fits) = (
                "\(source.attribute.type.rawValue) (the type of '\(path.joined(separator: "."))')",
                attribute.type == source.attribute.type
            )
        case .stringFunction(let function, let path):
            guard let source = follow(path, from: entity, in: derivation, of: place, lookup: &lookup) else { return }
            if source.attribute.type != .string {
                log.error(
                    "'\(function):' applies only to strings, but '\(path.joined(separator: "."))' is \(source.attribute.type.rawValue)",
                    at: derivation.location)
                return
            }
            (given, fits) = ("a string", attribute.type == .string)
        case .aggregate(let path, let operation, let key):
            guard let relationship = followToMany(path, from: entity, in: derivation, of: place, lookup: &lookup) else {
                return
            }
            guard let key else {
                (given, fits) = ("an integer", attribute.type.isInteger)
                break
            }
            guard let aggregated = lookup.attribute(named: key, of: relationship.destination)?.attribute else {
                log.error(
                    "'\(key)' in derivation '\(expression)' of \(place) is not an attribute of entity '\(relationship.destination.name)'",
                    at: derivation.location, unknown: key,
                    candidates: relationship.destination.lineage.flatMap { $0.attributes.map(\.name) })
                return
            }
            let type = aggregated.type
            if type.isNumber {
                (given, fits) =
                    operation == "@avg"
                    ? ("a fractional number", [.double, .float, .decimal].contains(attribute.type))
                    : ("a number", attribute.type.isNumber)
            } else if type == .date, operation == "@min" || operation == "@max" {
                (given, fits) = ("a date", attribute.type == .date)
            } else {
                log.error(
                    "'\(operation)' applies to numbers\(operation == "@min" || operation == "@max" ? " and dates" : ""), but '\(relationship.destination.name).\(key)' is \(type.rawValue)",
                    at: derivation.location)
                return
            }
        }
        if !fits {
            log.error(
                "derivation '\(expression)' gives \(given), but \(place) is \(attribute.type.rawValue)",
                at: derivation.location)
        }
    }

    /// The attribute at the end of `path`, reached through to-one relationships; `nil` when the path
    /// leads elsewhere (reported).
    private mutating func follow(
        _ path: [String], from entity: Entity, in derivation: Located<String>, of place: String,
        lookup: inout DerivationLookup
    ) -> (attribute: Attribute, owner: Entity)? {
        var current = entity
        for (index, key) in path.enumerated() {
            let isLast = index == path.count - 1
            if let (attribute, owner) = lookup.attribute(named: key, of: current) {
                guard isLast else {
                    log.error(
                        "'\(key)' in the derivation of \(place) is an attribute, so the key path cannot go on past it",
                        at: derivation.location)
                    return nil
                }
                return (attribute, owner)
            }
            guard let relationship = lookup.relationship(named: key, of: current) else {
                reportUnknownKey(key, of: current, in: derivation, of: place)
                return nil
            }
            guard checkStored(relationship, in: derivation, of: place) else { return nil }
            if relationship.isToMany {
                log.error(
                    "'\(key)' in the derivation of \(place) is a to-many relationship: derive its '@count', or '@sum', '@min', '@max' or '@avg' of an attribute ('\(key).@count')",
                    at: derivation.location)
                return nil
            }
            if isLast {
                log.error(
                    "the derivation of \(place) ends at relationship '\(key)': name an attribute of '\(relationship.destination.name)' ('\(key).\(relationship.destination.attributes.first?.name ?? "name")')",
                    at: derivation.location)
                return nil
            }
            current = relationship.destination
        }
        return nil
    }

    /// The to-many relationship at the end of `path`, reached through to-one relationships.
    private mutating func followToMany(
        _ path: [String], from entity: Entity, in derivation: Located<String>, of place: String,
        lookup: inout DerivationLookup
    ) -> Relationship? {
        var current = entity
        for (index, key) in path.enumerated() {
            guard let relationship = lookup.relationship(named: key, of: current) else {
                if lookup.attribute(named: key, of: current) != nil {
                    log.error(
                        "'\(key)' in the derivation of \(place) is an attribute: an aggregate such as '@count' needs a to-many relationship",
                        at: derivation.location)
                } else {
                    reportUnknownKey(key, of: current, in: derivation, of: place)
                }
                return nil
            }
            guard checkStored(relationship, in: derivation, of: place) else { return nil }
            if index == path.count - 1 {
                guard relationship.isToMany else {
                    log.error(
                        "'\(key)' in the derivation of \(place) is a to-one relationship: an aggregate such as '@count' needs a to-many relationship",
                        at: derivation.location)
                    return nil
                }
                return relationship
            }
            guard !relationship.isToMany else {
                log.error(
                    "'\(key)' in the derivation of \(place) is a to-many relationship, so the key path cannot go on past it",
                    at: derivation.location)
                return nil
            }
            current = relationship.destination
        }
        return nil
    }

    /// Reports a transient relationship on the way: the store keeps nothing to derive from.
    private mutating func checkStored(
        _ relationship: Relationship, in derivation: Located<String>, of place: String
    ) -> Bool {
        guard relationship.isTransient else { return true }
        log.error(
            "'\(relationship.name)' in the derivation of \(place) is a transient relationship, which the store does not keep",
            at: derivation.location)
        return false
    }

    private mutating func reportUnknownKey(
        _ key: String, of entity: Entity, in derivation: Located<String>, of place: String
    ) {
        let names = entity.lineage.flatMap { $0.attributes.map(\.name) + $0.relationships.map(\.name) }
        log.error(
            "'\(key)' in the derivation of \(place) is not a property of entity '\(entity.name)'",
            at: derivation.location, unknown: key, candidates: names)
    }
}

/// The shape of a derivation, before its key paths are followed.
enum DerivationForm: Equatable {
    /// `now()`.
    case now
    /// `author.name`.
    case keyPath([String])
    /// `canonical:(name)`, `lowercase:(name)`, `uppercase:(name)`.
    case stringFunction(String, [String])
    /// `commits.@count` (no key), `lines.@sum.amount`.
    case aggregate([String], operation: String, key: String?)

    static let stringFunctions = ["canonical", "lowercase", "uppercase"]
    static let aggregates = ["@count", "@sum", "@min", "@max", "@avg"]

    /// The form of `expression`, or `nil` when it has none of the documented forms.
    static func parse(_ expression: String) -> DerivationForm? {
        let text = expression.replacingOccurrences(of: " ", with: "")
        if text == "now()" { return .now }
        for function in stringFunctions where text.hasPrefix(function + ":(") && text.hasSuffix(")") {
            let inner = String(text.dropFirst(function.count + 2).dropLast())
            return keyPath(inner).map { .stringFunction(function, $0) }
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let at = parts.firstIndex(where: { $0.hasPrefix("@") }) {
            let operation = parts[at]
            let path = Array(parts[..<at])
            let rest = Array(parts[(at + 1)...])
            guard aggregates.contains(operation), !path.isEmpty, path.allSatisfy(ReservedNames.isIdentifier)
            else { return nil }
            if operation == "@count" {
                return rest.isEmpty ? .aggregate(path, operation: operation, key: nil) : nil
            }
            guard rest.count == 1, ReservedNames.isIdentifier(rest[0]) else { return nil }
            return .aggregate(path, operation: operation, key: rest[0])
        }
        return keyPath(text).map(DerivationForm.keyPath)
    }

    private static func keyPath(_ text: String) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.allSatisfy(ReservedNames.isIdentifier) ? parts : nil
    }
}

/// The attributes and relationships of the entities that derivations name, by name, made once for
/// each such entity: a search of the lists for each key of each derivation took time growing with
/// the square of an entity's derived attributes. Each table finds what `Entity.attribute(named:)`
/// and `Entity.relationship(named:)` find: the entity's own first, then the nearest ancestor's.
struct DerivationLookup {
    private var ownAttributes: [ObjectIdentifier: [String: Attribute]] = [:]
    private var attributes: [ObjectIdentifier: [String: (attribute: Attribute, owner: Entity)]] = [:]
    private var relationships: [ObjectIdentifier: [String: Relationship]] = [:]

    /// The entity's own attribute called `name` (the first, were two so called).
    mutating func ownAttribute(named name: String, of entity: Entity) -> Attribute? {
        let key = ObjectIdentifier(entity)
        if ownAttributes[key] == nil {
            ownAttributes[key] = Dictionary(
                entity.attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return ownAttributes[key]?[name]
    }

    /// The attribute called `name`, the entity's own or inherited, and the entity of its lineage
    /// that declares that name first (from the root).
    mutating func attribute(named name: String, of entity: Entity) -> (attribute: Attribute, owner: Entity)? {
        let key = ObjectIdentifier(entity)
        if attributes[key] == nil {
            var table: [String: (attribute: Attribute, owner: Entity)] = [:]
            var next: Entity? = entity
            while let current = next {
                for attribute in current.attributes {
                    if table[attribute.name] == nil {
                        table[attribute.name] = (attribute, current)
                    } else {
                        table[attribute.name]?.owner = current
                    }
                }
                next = current.parent
            }
            attributes[key] = table
        }
        return attributes[key]?[name]
    }

    /// The relationship called `name`, the entity's own or inherited.
    mutating func relationship(named name: String, of entity: Entity) -> Relationship? {
        let key = ObjectIdentifier(entity)
        if relationships[key] == nil { relationships[key] = entity.relationshipsByName() }
        return relationships[key]?[name]
    }
}

extension Entity {
    /// The attribute called `name`, the entity's own or inherited.
    func attribute(named name: String) -> Attribute? {
        var next: Entity? = self
        while let entity = next {
            if let attribute = entity.attributes.first(where: { $0.name == name }) { return attribute }
            next = entity.parent
        }
        return nil
    }
}

extension AttributeType {
    var isInteger: Bool { integerRange != nil }
    var isNumber: Bool { facts.isNumber }
}
