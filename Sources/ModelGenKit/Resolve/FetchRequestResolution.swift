/// The checks of an entity's `fetchRequests`: names, parameters and their types, the predicate's
/// syntax, its `$variables` and key paths, and the sort keys.
extension ResolverRun {
    mutating func resolveFetchRequests(of entity: EntityDeclaration) -> [FetchRequestTemplate] {
        var names: Set<String> = []
        var templates: [FetchRequestTemplate] = []
        for request in entity.fetchRequests {
            let name = request.name
            if checkName(name, of: "fetch request", startingWith: .lowercase), name.value == "create" {
                log.error(
                    "fetch request name 'create' would declare createFetchRequest(), which every class already has",
                    at: name.location)
            }
            if !names.insert(name.value).inserted {
                log.error("duplicate fetch request '\(name.value)' in entity '\(entity.name.value)'", at: name.location)
            } else if let ancestor = declaredAncestors(of: entity).first(where: {
                $0.fetchRequests.contains { $0.name.value == name.value }
            }) {
                log.error(
                    "fetch request '\(name.value)' is already declared by entity '\(ancestor.name.value)'",
                    at: name.location)
            }
            var parameters: [FetchRequestTemplate.Parameter] = []
            var variablesBySwiftName: [String: String] = [:]
            for declared in request.parameters {
                guard let parameter = resolveParameter(declared.name, type: declared.type, of: entity) else { continue }
                if let other = variablesBySwiftName.updateValue(parameter.variable, forKey: parameter.swiftName) {
                    log.error(
                        "'$\(other)' and '$\(parameter.variable)' would both be the Swift parameter '\(parameter.swiftName)'; rename one in the predicate",
                        at: declared.name.location)
                }
                parameters.append(parameter)
            }
            var used: Set<String> = []
            if let predicate = request.predicate {
                used = checkPredicate(
                    predicate, isVerbatim: request.predicateIsVerbatim, of: entity,
                    parameters: request.parameters.map(\.name.value))
            }
            for parameter in request.parameters where !used.contains(parameter.name.value) {
                let reason =
                    request.predicate == nil
                    ? "the fetch request has no predicate" : "the predicate has no '$\(parameter.name.value)'"
                log.error("parameter '\(parameter.name.value)' is not used: \(reason)", at: parameter.name.location)
            }
            for sort in request.sortBy {
                let components = sort.key.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                checkKeyPath(components, from: entity, text: sort.key.value, at: sort.key.location, use: .sorting)
            }
            if let limit = request.limit, limit.value == 0 {
                log.error("'limit' must be a whole number of 1 or more; leave it out for no limit", at: limit.location)
            }
            templates.append(
                FetchRequestTemplate(
                    name: name.value, templateName: request.templateName?.value, predicate: request.predicate?.value,
                    parameters: parameters,
                    sortDescriptors: request.sortBy.map { .init(keyPath: $0.key.value, isAscending: $0.isAscending) },
                    limit: request.limit?.value,
                    settings: resolveSettings(request.settings, sortBy: request.sortBy, limit: request.limit),
                    documentation: request.documentation))
        }
        return templates
    }

    /// The result type and flags. Settings that Core Data ignores or honours only in part get a
    /// warning, as Apple's `NSFetchRequest` documentation describes them: distinct results are
    /// computed only over `propertiesToFetch` (which a request in the model cannot set), only
    /// managed objects can be faults, dictionaries never include pending changes, and object IDs
    /// fetched without property values are sorted as a best effort.
    private mutating func resolveSettings(
        _ declaration: FetchRequestSettingsDeclaration, sortBy: [SortDeclaration], limit: Located<Int>?
    ) -> FetchRequestTemplate.Settings {
        var settings = FetchRequestTemplate.Settings()
        if let resultType = declaration.resultType {
            settings.resultType = FetchRequestTemplate.ResultType(rawValue: resultType.value)
            if settings.resultType == nil {
                log.error(
                    "unknown result type '\(resultType.value)'; the result types are "
                        + FetchRequestTemplate.ResultType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
                    at: resultType.location, unknown: resultType.value,
                    candidates: FetchRequestTemplate.ResultType.allCases.map(\.rawValue))
            }
        }
        settings.batchSize = declaration.batchSize?.value
        settings.flags = declaration.flags.mapValues(\.value)
        if let distinct = declaration.flags[.returnsDistinctResults], distinct.value {
            log.warning(
                "'returnsDistinctResults' has no effect here: Core Data makes results distinct only over propertiesToFetch, which a fetch request in the model cannot set",
                at: distinct.location)
        }
        let resultType = settings.effectiveResultType
        if let faults = declaration.flags[.returnsObjectsAsFaults], resultType != .managedObject {
            log.warning(
                "'returnsObjectsAsFaults' has no effect on a request whose result type is '\(resultType.rawValue)': only managed objects can be faults",
                at: faults.location)
        }
        if let pending = declaration.flags[.includesPendingChanges], pending.value, resultType == .dictionary {
            log.warning(
                "'includesPendingChanges' has no effect on a request whose result type is 'dictionary': Core Data returns dictionaries of what the store holds, without unsaved changes",
                at: pending.location)
        }
        if let values = declaration.flags[.includesPropertyValues], !values.value, resultType == .managedObjectID,
            !sortBy.isEmpty || limit != nil
        {
            log.warning(
                "a request for object IDs without property values sorts only as a best effort, so its order\(limit != nil ? " and its limit" : "") may not hold; leave 'includesPropertyValues' out to sort exactly",
                at: values.location)
        }
        return settings
    }

    /// Template names are unique in a model (`fetchRequestTemplate(forName:)` finds one by name): a
    /// `templateName` may not be empty, nor taken by another template, named or by default.
    mutating func checkTemplateNames(_ declarations: [EntityDeclaration]) {
        var firsts: [String: (location: SourcePosition, isNamed: Bool)] = [:]
        for entity in declarations {
            // An Xcode model keeps a template's details under its name without `Entity.`, so
            // `Item.zed` and `zed` of one entity would share them.
            var detailsKeys: Set<String> = []
            for request in entity.fetchRequests {
                let name =
                    request.templateName?.value
                    ?? DefaultNames.fetchRequest(named: request.name.value, inEntityNamed: entity.name.value)
                let location = request.templateName?.location ?? request.name.location
                if name.isEmpty {
                    log.error(
                        "'templateName' is empty; leave it out to name the template '\(entity.name.value).\(request.name.value)'",
                        at: location)
                } else if let first = firsts[name] {
                    // Two requests of one name in an entity are reported as such.
                    guard first.isNamed || request.templateName != nil else { continue }
                    log.error(
                        "the model already has a fetch request template named '\(name)'; template names are unique in a model",
                        at: location, notes: [Diagnostic.Note("the first is named here", at: first.location)])
                } else {
                    firsts[name] = (location, request.templateName != nil)
                    let key = XcodeModelDecoder.detailsKey(ofTemplateNamed: name, entityName: entity.name.value)
                    guard !detailsKeys.insert(key).inserted else { continue }
                    log.error(
                        "the template '\(name)' and another template of entity '\(entity.name.value)' would share the user info entry '\(XcodeUserInfoKey.fetchRequestPrefix + key)' in an Xcode model; choose another 'templateName'",
                        at: location)
                }
            }
        }
    }

    /// A parameter's type is an attribute type (not `transformable`), the name of an entity, whose
    /// objects the parameter then takes, or the name of an enum of the entity's attributes.
    private mutating func resolveParameter(
        _ name: Located<String>, type: Located<String>, of entity: EntityDeclaration
    ) -> FetchRequestTemplate.Parameter? {
        // A parameter is named after its variable: `$UUID`, as Xcode's templates often have it, is
        // the Swift parameter `uuid`.
        let swiftName = ReservedNames.isIdentifier(name.value) ? ReservedNames.lowerCamelCase(name.value) : nil
        if let swiftName {
            if ReservedNames.fetchRequestLocals.contains(swiftName) {
                let variable = swiftName == name.value ? "" : " (the Swift name of '$\(name.value)')"
                log.error(
                    "parameter name '\(swiftName)'\(variable) would be hidden by the generated factory's local 'request'; choose another",
                    at: name.location)
            }
        } else {
            log.error(
                "parameter name '\(name.value)' must hold a letter, and only letters, digits and underscores, with no digit before the first letter",
                at: name.location)
        }
        func parameter(_ type: FetchRequestTemplate.ParameterType) -> FetchRequestTemplate.Parameter {
            .init(variable: name.value, swiftName: swiftName ?? name.value, type: type)
        }
        if let attributeType = AttributeType(rawValue: type.value), attributeType.canBeParameterType {
            return parameter(.attribute(attributeType))
        }
        if let destination = entityObjects[type.value] {
            return parameter(.entity(EntityLink(entity: destination)))
        }
        let enumNames = allProperties(of: entity).values.compactMap { $0.attribute?.enumeration?.name.value }
        if enumNames.contains(type.value) {
            return parameter(.enumeration(type.value))
        }
        let candidates =
            AttributeType.allCases.filter(\.canBeParameterType).map(\.rawValue)
            + model.entities.map(\.name.value)
            + enumNames.sorted()
        log.error(
            "unknown parameter type '\(type.value)'; a parameter's type is an attribute type other than transformable, undefined and composite, an entity, or an enum of the entity's attributes",
            at: type.location, unknown: type.value, candidates: candidates)
        return nil
    }

    /// Checks the predicate's syntax, its variables against `parameters` and its key paths against the
    /// entity; returns the parameters it uses. For the predicate of a fetched property of `source`,
    /// `$FETCH_SOURCE` is that object (its key paths are checked against `source`) and
    /// `$FETCHED_PROPERTY` the property's description, and there are no parameters.
    @discardableResult
    mutating func checkPredicate(
        _ predicate: Located<String>, isVerbatim: Bool, of entity: EntityDeclaration, parameters: [String],
        fetchedPropertyOf source: EntityDeclaration? = nil
    ) -> Set<String> {
        // The text of a string without escapes starts one column after its opening quote. A string
        // with escapes has no such simple map, so its diagnostics point at the string.
        func position(_ offset: Int) -> SourcePosition {
            guard isVerbatim else { return predicate.location }
            return SourcePosition(line: predicate.location.line, column: predicate.location.column + 1 + offset)
        }
        let references: [PredicateParser.Reference]
        switch PredicateParser.parse(predicate.value, keyPathRoots: source == nil ? [] : Set(FetchedProperty.variables))
        {
        case .success(let found): references = found
        case .failure(let error):
            if let name = error.unknownName {
                log.error(
                    "invalid predicate: \(error.message)", at: position(error.offset), unknown: name,
                    candidates: error.candidates)
            } else {
                log.error("invalid predicate: \(error.message)", at: position(error.offset))
            }
            return Set(parameters)  // Do not also report every parameter as unused.
        }
        var used: Set<String> = []
        let declared = Set(parameters)  // A search of the array for each variable was quadratic.
        var bindings: [String: EntityDeclaration] = [:]
        if let source { bindings[FetchedProperty.sourceVariable] = source }
        var lastCollection: EntityDeclaration?
        for reference in references {
            switch reference {
            case .keyPath(let components, let root, let isQualified, let offset):
                let text = ((root.map { ["$" + $0] } ?? []) + components).joined(separator: ".")
                let use: KeyPathUse = isQualified ? .qualifiedPredicate : .predicate
                if let root {
                    guard let bound = bindings[root] else { continue }
                    lastCollection = checkKeyPath(components, from: bound, text: text, at: position(offset), use: use)
                } else {
                    lastCollection = checkKeyPath(components, from: entity, text: text, at: position(offset), use: use)
                }
            case .subqueryBinding(let variable, _):
                bindings[variable] = lastCollection
            case .variable(let name, let offset):
                if declared.contains(name) {
                    used.insert(name)
                } else if source != nil {
                    if !FetchedProperty.variables.contains(name) {
                        log.error(
                            "'$\(name)' is not a variable of a fetched property's predicate: it has only $FETCH_SOURCE (the object whose property it is) and $FETCHED_PROPERTY (the property's description, for its user info)",
                            at: position(offset), unknown: name, candidates: FetchedProperty.variables)
                    }
                } else {
                    log.error(
                        "'$\(name)' is not a parameter of the fetch request; declare it in 'parameters'",
                        at: position(offset),
                        unknown: name, candidates: parameters)
                }
            }
        }
        return used
    }

    enum KeyPathUse {
        case predicate
        /// The left side of a comparison with ANY, ALL, NONE or SOME, which may go through to-many
        /// relationships.
        case qualifiedPredicate
        case sorting
    }

    /// Checks each component of a key path against the entity it reaches, following relationships.
    /// Returns the destination of a path that ends in a to-many relationship (what a SUBQUERY ranges over).
    @discardableResult
    mutating func checkKeyPath(
        _ components: [String], from entity: EntityDeclaration, text: String, at location: SourcePosition,
        use: KeyPathUse
    ) -> EntityDeclaration? {
        let what = use == .sorting ? "sort key" : "key path"
        var current = entity
        for (index, component) in components.enumerated() {
            if component.hasPrefix("@") || ["FIRST", "LAST", "SIZE"].contains(component.uppercased()) {
                if use == .sorting {
                    log.error("sort key '\(text)' uses '\(component)'; a sort key names an attribute", at: location)
                }
                return nil
            }
            let properties = allProperties(of: current)
            guard let property = properties[component]?.property else {
                log.error(
                    "\(what) '\(text)': '\(component)' is not a property of entity '\(current.name.value)'",
                    at: location,
                    unknown: component, candidates: properties.keys.sorted())
                return nil
            }
            let isLast = index == components.count - 1
            switch property {
            case .attribute(let attribute):
                if let composite = attribute.composite.flatMap({ compositeDeclarations[$0.value] }),
                    attribute.type?.value == .composite
                {
                    checkElementPath(components[(index + 1)...], of: composite, text: text, at: location, use: use)
                } else if !isLast {
                    log.error("\(what) '\(text)' continues after the attribute '\(component)'", at: location)
                } else if attribute.isTransient {
                    log.error(
                        "\(what) '\(text)' names the transient attribute '\(component)', which the store does not hold",
                        at: location)
                }
                return nil
            case .relationship(let relationship):
                guard let destination = entityByName[relationship.destination.value] else { return nil }
                if use == .sorting, relationship.isToMany {
                    log.error("sort key '\(text)' goes through the to-many relationship '\(component)'", at: location)
                    return nil
                }
                if use == .predicate, relationship.isToMany, !isLast, !components[index + 1].hasPrefix("@") {
                    log.error(
                        "key path '\(text)' goes through the to-many relationship '\(component)'; use ANY, ALL, NONE or SOME, a SUBQUERY, or an operator such as @count",
                        at: location)
                    return nil
                }
                if isLast {
                    if use == .sorting {
                        log.error(
                            "sort key '\(text)' must end in an attribute, not the relationship '\(component)'",
                            at: location)
                    }
                    return relationship.isToMany ? destination : nil
                }
                current = destination
            case .fetchedProperty:
                log.error(
                    "\(what) '\(text)' names the fetched property '\(component)', which the store does not hold",
                    at: location)
                return nil
            }
        }
        return nil
    }

    /// Checks the rest of a key path that reaches a composite attribute: each component names an
    /// element, and only a nested composite's elements go on. A sort key must end at an element
    /// that is not a composite; a predicate may compare the whole composite.
    private mutating func checkElementPath(
        _ components: ArraySlice<String>, of composite: CompositeDeclaration, text: String,
        at location: SourcePosition, use: KeyPathUse
    ) {
        var current = composite
        for (offset, component) in components.enumerated() {
            guard let element = current.elements.first(where: { $0.name.value == component }) else {
                log.error(
                    "\(use == .sorting ? "sort key" : "key path") '\(text)': '\(component)' is not an element of composite '\(current.name.value)'",
                    at: location, unknown: component, candidates: current.elements.map(\.name.value))
                return
            }
            guard element.type?.value == .composite,
                let nested = element.composite.flatMap({ compositeDeclarations[$0.value] })
            else {
                if offset < components.count - 1 {
                    log.error(
                        "\(use == .sorting ? "sort key" : "key path") '\(text)' continues after the element '\(component)'",
                        at: location)
                }
                return
            }
            current = nested
        }
        if use == .sorting {
            // Suggest an element the store can sort by: one that is not a composite itself.
            let element = current.elements.first { $0.type?.value != .composite } ?? current.elements.first
            log.error(
                "sort key '\(text)' must end in an element of the composite '\(current.name.value)', such as '\(text).\(element?.name.value ?? "")'",
                at: location)
        }
    }
}

extension AttributeType {
    /// Whether a fetch request parameter can have the type: one value that a predicate compares.
    var canBeParameterType: Bool { facts.canBeParameterType }
}
