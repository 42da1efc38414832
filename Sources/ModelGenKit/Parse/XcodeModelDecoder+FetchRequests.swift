/// The fetch request templates of an Xcode model, and the details modelgen keeps beside them in
/// user info.
extension XcodeModelDecoder {
    // MARK: Fetch requests

    /// A fetch request template of the model (`<fetchRequest name="…" entity="…" predicateString="…">`)
    /// becomes a fetch request of its entity. A template named `Commit.byAuthor`, as modelgen names
    /// them, is `byAuthor` of `Commit`; one named otherwise keeps its name as the request's
    /// `templateName`, and its request takes a method name made of it (`ObjectFetchRequest` is
    /// `object`) unless its `modelgen.fetchRequest.NAME` entry gives one. Its variables, which
    /// Xcode's format gives no types, are typed by what the predicate compares them with.
    mutating func decodeModelFetchRequest(
        _ element: XMLElementSyntax, into model: inout ModelDeclaration,
        entitiesByName: [String: EntityDeclaration]
    ) {
        var reader = ElementReader(element, kind: "fetch request", known: XcodeAttributes.fetchRequest)
        guard let name = reader.required("name", log: &log), let entityName = reader.required("entity", log: &log)
        else {
            return
        }
        guard !name.value.isEmpty else {
            log.error("a fetch request template needs a name; name it in Xcode", at: name.location)
            reader.finish(into: &self, owner: "a fetch request template without a name")
            return
        }
        let owner = "the fetch request '\(name.value)'"
        defer { reader.finish(into: &self, owner: owner) }
        guard let index = model.entities.firstIndex(where: { $0.name.value == entityName.value }) else {
            log.error(
                "\(owner) fetches the entity '\(entityName.value)', which the model does not have",
                at: entityName.location, unknown: entityName.value, candidates: model.entities.map(\.name.value))
            return
        }
        let detailsKey = Self.detailsKey(ofTemplateNamed: name.value, entityName: entityName.value)
        let predicate = reader.string("predicateString")
        let limit = reader.count("fetchLimit", log: &log)
        let entry = XcodeUserInfoKey.fetchRequestPrefix + detailsKey
        // `Item.zed` and `zed` of one entity would share the entry `modelgen.fetchRequest.zed`.
        if let first = detailsKeysTaken[entityName.value]?[detailsKey] {
            // Core Data finds a template by its name (`fetchRequestTemplatesByName`).
            let problem =
                first == name.value
                ? "\(owner), a second template of that name (Core Data finds a template by its name)"
                : "\(owner), whose user info entry '\(entry)' would be that of another template of '\(entityName.value)'"
            unholdFetchRequest("\(problem); rename one of the two in Xcode", at: name.location)
            return
        }
        detailsKeysTaken[entityName.value, default: [:]][detailsKey] = name.value
        let details = fetchRequestDetails[entityName.value]?.removeValue(forKey: detailsKey)
        var request = FetchRequestDeclaration(
            name: Located(
                Self.requestName(forDetailsKey: detailsKey, entityName: entityName.value) ?? detailsKey,
                at: name.location),
            predicate: predicate, predicateIsVerbatim: false,
            parameters: [], sortBy: [], limit: limit, settings: fetchRequestSettings(&reader),
            documentation: nil, location: element.location)
        if let details {
            guard let detailed = decodeFetchRequestDetails(details, of: request) else { return }
            request = detailed
        }
        let requestName = request.name.value
        guard ReservedNames.isIdentifier(requestName), ReservedNames.startsWithLowercase(requestName),
            requestName != "create"
        else {
            let problem =
                request.name.location == name.location
                ? "whose name makes no Swift method name; give it one in the entity's user info entry '\(entry)', as {\"name\": \"all\"}"
                : "whose Swift name '\(requestName)' in '\(entry)' is not a method name (a lower-case letter first, then letters, digits and underscores; not 'create')"
            unholdFetchRequest("\(owner), \(problem)", at: name.location)
            return
        }
        if model.entities[index].fetchRequests.contains(where: { $0.name.value == requestName }) {
            unholdFetchRequest(
                "\(owner), whose Swift name '\(requestName)' another template of '\(entityName.value)' has; give it another in the entity's user info entry '\(entry)', as {\"name\": \"other\"}",
                at: name.location)
            return
        }
        if name.value != DefaultNames.fetchRequest(named: requestName, inEntityNamed: entityName.value) {
            request.templateName = name
        }
        // The entry's parameters, when it has any, win; the predicate types the variables it leaves.
        if let predicate {
            var untyped: [String] = []
            let declared = Set(request.parameters.map(\.name.value))
            let types = Self.inferredVariableTypes(
                in: predicate.value, of: model.entities[index], entitiesByName: entitiesByName)
            for variable in Self.substitutionVariables(in: predicate.value) where !declared.contains(variable) {
                if let type = types[variable] {
                    request.parameters.append(
                        (Located(variable, at: predicate.location), Located(type, at: predicate.location)))
                } else {
                    untyped.append("$" + variable)
                }
            }
            guard untyped.isEmpty else {
                unholdFetchRequest(
                    "\(owner), whose predicate has variables (\(untyped.joined(separator: ", "))) that Xcode's format gives no types and that the predicate does not compare with an attribute or relationship (as in name == $NAME); give their types in the entity's user info entry '\(entry)', as {\"parameters\": {\"NAME\": \"string\"}}",
                    at: element.location)
                return
            }
        }
        model.entities[index].fetchRequests.append(request)
    }

    /// A request name is unique in an entity's hierarchy (a sub-entity's class inherits its parent's
    /// factories). A template whose request name was made of its own name, and that an ancestor's
    /// request already has, is left to the compiled model, as a template of another name would be;
    /// two requests that modelgen named so are the resolver's to report.
    mutating func unholdNamesTakenInTheHierarchy(_ model: inout ModelDeclaration) {
        let indexByName = Dictionary(
            model.entities.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        // Only an entity with requests has names to compare: in most hierarchies the walk up is
        // skipped, and a long chain of parents costs one walk per entity with requests.
        for index in model.entities.indices where !model.entities[index].fetchRequests.isEmpty {
            var ancestors: [Int] = []
            var visited: Set<Int> = [index]
            var parent = model.entities[index].parent.flatMap { indexByName[$0.value] }
            while let found = parent, visited.insert(found).inserted {
                ancestors.append(found)
                parent = model.entities[found].parent.flatMap { indexByName[$0.value] }
            }
            for ancestor in ancestors {
                for request in model.entities[index].fetchRequests {
                    guard
                        let taken = model.entities[ancestor].fetchRequests.firstIndex(where: {
                            $0.name.value == request.name.value
                        }),
                        let own = model.entities[index].fetchRequests.firstIndex(where: {
                            $0.name.value == request.name.value
                        })
                    else { continue }
                    // The one whose name was made of its template's name gives way, the sub-entity's first.
                    let (owner, position) = request.templateName != nil ? (index, own) : (ancestor, taken)
                    let yielding = model.entities[owner].fetchRequests[position]
                    guard let templateName = yielding.templateName else { continue }
                    unholdFetchRequest(
                        "the fetch request '\(templateName.value)', whose Swift name '\(yielding.name.value)' a request of '\(model.entities[owner == index ? ancestor : index].name.value)' in its hierarchy has; give it another in the user info entry '\(XcodeUserInfoKey.fetchRequestPrefix + Self.detailsKey(ofTemplateNamed: templateName.value, entityName: model.entities[owner].name.value))' of '\(model.entities[owner].name.value)', as {\"name\": \"other\"}",
                        at: templateName.location)
                    model.entities[owner].fetchRequests.remove(at: position)
                }
            }
        }
    }

    /// The key of a template's `modelgen.fetchRequest.KEY` entry in its entity's user info: the
    /// template's name without the entity's name in front (`Commit.byAuthor` gives `byAuthor`).
    static func detailsKey(ofTemplateNamed name: String, entityName: String) -> String {
        name.hasPrefix(entityName + ".") ? String(name.dropFirst(entityName.count + 1)) : name
    }

    /// The request a template of `entityName` whose details key is `key` becomes, when its entry
    /// names none: the key itself when it is a method name (`byAuthor`), or else the key without a
    /// `FetchRequest` suffix, in lower camel case (`ObjectIDFetchRequest` gives `objectID`, `All
    /// items` `allItems`). Xcode's own name for a new template, `FetchRequest`, leaves nothing, so
    /// it takes the entity's name: `Member`'s is `member` (`Member.memberFetchRequest()`).
    static func requestName(forDetailsKey key: String, entityName: String) -> String? {
        if ReservedNames.startsWithLowercase(key), ReservedNames.isIdentifier(key) { return key }
        let suffix = "FetchRequest"
        let stem = key.hasSuffix(suffix) ? String(key.dropLast(suffix.count)) : key
        return ReservedNames.lowerCamelCase(stem.isEmpty ? entityName : stem)
    }

    /// The parameter type of each `$variable` of `predicate` that it compares with an attribute or a
    /// relationship of `entity`, as modelgen's format writes a parameter's type: the attribute's type
    /// or enum (`name == $NAME`, `name BEGINSWITH $PREFIX`), or the destination entity of a to-one
    /// relationship (`author == $AUTHOR`) or of a to-many one that the variable is a member of
    /// (`tags CONTAINS $TAG`, `$TAG IN tags`). A variable compared in two ways that disagree has no type.
    static func inferredVariableTypes(
        in predicate: String, of entity: EntityDeclaration, entitiesByName: [String: EntityDeclaration]
    ) -> [String: String] {
        let equalities: Set<String> = ["==", "=", "!=", "<>"]
        let orderings: Set<String> = ["<", "<=", "=<", ">", ">=", "=>"]
        let textMatches: Set<String> = ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES"]
        var types: [String: String?] = [:]
        for comparison in PredicateParser.variableComparisons(in: predicate) {
            let property = ModelDeclaration.property(
                atKeyPath: comparison.keyPath, from: entity, entitiesByName: entitiesByName)
            var type: String?
            switch property {
            case .attribute(let attribute):
                guard let attributeType = attribute.type?.value, attributeType.canBeParameterType else { break }
                let isText = attributeType == .string && textMatches.contains(comparison.comparator)
                if equalities.contains(comparison.comparator) || orderings.contains(comparison.comparator) || isText {
                    type = isText ? attributeType.rawValue : attribute.enumeration?.name.value ?? attributeType.rawValue
                }
            case .relationship(let relationship):
                let isMembership =
                    comparison.variableIsLeft
                    ? comparison.comparator == "IN" : comparison.comparator == "CONTAINS"
                if relationship.isToMany ? isMembership : equalities.contains(comparison.comparator) {
                    type = relationship.destination.value
                }
            case .fetchedProperty, nil:
                break
            }
            if let known = types[comparison.variable], known != type {
                types[comparison.variable] = .some(nil)  // Two comparisons that disagree.
            } else {
                types[comparison.variable] = .some(type)
            }
        }
        return types.compactMapValues { $0 }
    }

    /// A template's result type, batch size and flags. A batch size of 0 is Core Data's default
    /// (no batches), as Xcode writes it.
    private mutating func fetchRequestSettings(_ reader: inout ElementReader) -> FetchRequestSettingsDeclaration {
        var settings = FetchRequestSettingsDeclaration()
        if let resultType = reader.string("resultType") {
            if let name = Self.fetchResultTypes[resultType.value] {
                settings.resultType = Located(name, at: resultType.location)
            } else {
                log.error(
                    "'resultType' must be 0 (managed objects), 1 (object IDs), 2 (dictionaries) or 4 (a count), found '\(resultType.value)'",
                    at: resultType.location)
            }
        }
        if let batchSize = reader.count("fetchBatchSize", log: &log), batchSize.value > 0 {
            settings.batchSize = batchSize
        }
        for key in FetchRequestKey.flags {
            let name = Self.fetchRequestFlagAttributes[key]!
            let flag = reader.locatedBool(name, log: &log)
            let otherName = Self.fetchRequestFlagOtherSpellings[key]!
            if let other = reader.locatedBool(otherName, log: &log) {
                if let flag, flag.value != other.value {
                    log.error("'\(name)' and '\(otherName)' disagree; keep one of them", at: other.location)
                }
                settings.flags[key] = flag ?? other
            } else {
                settings.flags[key] = flag
            }
        }
        return settings
    }

    /// `request` with what its `modelgen.fetchRequest.NAME` entry says: the request's Swift name
    /// when the template's own does not make it, parameters, sorting, limit and documentation, read
    /// as the JSON format reads a fetch request.
    private mutating func decodeFetchRequestDetails(
        _ entry: UserInfoEntrySyntax, of request: FetchRequestDeclaration
    ) -> FetchRequestDeclaration? {
        guard let json = XcodeUserInfoKey.json(in: entry.value, key: entry.key.value, log: &log) else { return nil }
        guard case .object(var members) = json.kind else {
            log.error(
                "the value of '\(entry.key.value)' must be a JSON object, found \(json.typeDescription)",
                at: entry.value.location)
            return nil
        }
        for member in members where member.key == FetchRequestKey.templateName.rawValue || member.key == "predicate" {
            log.error(
                "'\(member.key)' of a fetch request template is the template's own (its \(member.key == "predicate" ? "predicateString" : "name")), not part of '\(entry.key.value)'",
                at: entry.value.location)
            return nil
        }
        if request.limit != nil, members.contains(where: { $0.key == "limit" }) {
            log.error(
                "the limit of the fetch request template '\(request.name.value)' is given twice: in its fetchLimit and in '\(entry.key.value)'",
                at: entry.value.location)
            return nil
        }
        for member in members {
            guard let key = FetchRequestKey(rawValue: member.key),
                let attribute = Self.fetchRequestSettingAttributes[key]
            else { continue }
            log.error(
                "'\(member.key)' of a fetch request template is its <fetchRequest> element's attribute '\(attribute)', not part of '\(entry.key.value)'",
                at: entry.value.location)
            return nil
        }
        let namesRequest = members.contains { $0.key == FetchRequestKey.name.rawValue }
        if !namesRequest {
            members.insert(
                JSONMember(
                    key: "name", keyLocation: request.name.location,
                    value: JSONValue(.string(request.name.value), at: request.name.location)), at: 0)
        }
        guard var detailed = ModelDecoder.decodeFetchRequest(JSONValue(.object(members), at: json.location), log: &log)
        else { return nil }
        if !namesRequest { detailed.name = request.name }
        detailed.predicate = request.predicate
        detailed.limit = detailed.limit ?? request.limit
        detailed.settings = request.settings
        detailed.location = request.location
        return detailed
    }

    /// The `$variables` of a predicate, in the order written; none when it does not parse (the
    /// resolver reports that).
    static func substitutionVariables(in predicate: String) -> [String] {
        guard case .success(let references) = PredicateParser.parse(predicate) else { return [] }
        var names: [String] = []
        for case .variable(let name, _) in references where !names.contains(name) {
            names.append(name)
        }
        return names
    }
}
