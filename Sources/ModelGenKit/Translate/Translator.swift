/// Decides everything about the generated Swift: file names, type names, property types and
/// storage, accessor names and selectors, layout. The result is one context per output file.
enum Translator {
    /// The name of the file modelgen writes for a class (or, for the model file, a model's name).
    static func fileName(forClass className: String, kind: OutputKind) -> String {
        className + kind.fileNameSuffix
    }

    /// The contexts of every file the model produces, entity by entity in declaration order, the
    /// Class file before the Properties file, then each composite's file, then the file that builds
    /// the model in code. (`Generator.render` translates the files of `fileJobs(of:)` in parallel
    /// and renders each at once instead; this is for looking at the contexts themselves.)
    static func translate(_ model: ResolvedModel, history: ModelHistory? = nil, options: GenerationOptions)
        -> [FileContext]
    {
        fileJobs(of: model).map { context(of: $0, model: model, history: history, options: options) }
    }

    /// One file the model produces, not yet translated: each can be translated on its own, in
    /// any order and on any thread, from the resolved model (which nothing changes any more).
    enum FileJob: Sendable {
        case managedObjectClass(Entity)
        case properties(Entity)
        case composite(CompositeType)
        case managedObjectModel
    }

    /// The files the model produces, in the order of `translate(_:history:options:)`.
    static func fileJobs(of model: ResolvedModel) -> [FileJob] {
        var jobs: [FileJob] = []
        jobs.reserveCapacity(model.entities.count * 2 + model.composites.count + 1)
        for entity in model.entities {
            jobs.append(.managedObjectClass(entity))
            jobs.append(.properties(entity))
        }
        jobs += model.composites.map(FileJob.composite)
        if model.buildsModelInCode { jobs.append(.managedObjectModel) }
        return jobs
    }

    /// The context of one file the model produces.
    static func context(
        of job: FileJob, model: ResolvedModel, history: ModelHistory?, options: GenerationOptions
    ) -> FileContext {
        let access = options.accessLevel == .public ? "public " : ""
        switch job {
        case .managedObjectClass(let entity):
            let classFile = classFileContext(entity, model: model, access: access, mode: options.classFiles)
            return FileContext(
                kind: .managedObjectClass, className: entity.className, fileName: classFile.fileName,
                context: classFile.templateValue, superclassName: classFile.superclassName)
        case .properties(let entity):
            let propertiesFile = propertiesFileContext(entity, model: model, access: access, omitted: options.omitted)
            return FileContext(
                kind: .properties, className: entity.className, fileName: propertiesFile.fileName,
                context: propertiesFile.templateValue)
        case .composite(let composite):
            let compositeFile = compositeFileContext(composite, model: model, access: access)
            return FileContext(
                kind: .composite, className: composite.name, fileName: compositeFile.fileName,
                context: compositeFile.templateValue)
        case .managedObjectModel:
            let modelFile = managedObjectModelFileContext(
                model, access: access, history: history, omitted: options.omitted)
            return FileContext(
                kind: .managedObjectModel, className: modelFile.typeName, fileName: modelFile.fileName,
                context: modelFile.templateValue, supportSections: modelFile.supportSections)
        }
    }

    static func classFileContext(
        _ entity: Entity, model: ResolvedModel, access: String, mode: GenerationOptions.ClassFileMode
    ) -> ClassFileContext {
        ClassFileContext(
            fileName: fileName(forClass: entity.className, kind: .managedObjectClass),
            propertiesFileName: fileName(forClass: entity.className, kind: .properties),
            modelFileName: model.fileName,
            generatedMarker: generatedMarker(modelFileName: model.fileName),
            isWrittenOnce: mode == .once,
            access: access,
            className: entity.className,
            superclassName: entity.parent?.className ?? "NSManagedObject",
            documentation: documentationLines(entity.documentation)
        )
    }

    static func propertiesFileContext(
        _ entity: Entity, model: ResolvedModel, access: String, omitted: Set<GenerationOptions.APIPart> = []
    ) -> PropertiesFileContext {
        // The key enums' name, for the doc comments that point to them; nil when they are left out.
        let attributeKeys = omitted.contains(.keyEnums) ? nil : model.attributeKeysName
        var properties: [PropertiesFileContext.Property] = []
        let attributes = entity.attributes
        properties.reserveCapacity(attributes.count + entity.relationships.count + entity.fetchedProperties.count)
        for index in attributes.indices {
            properties.append(
                attributeContext(
                    attributes[index], className: entity.className, attributeKeys: attributeKeys,
                    hasNumberAccessors: !omitted.contains(.numberAccessors)))
        }
        var toMany: [PropertiesFileContext.ToManyAccessors] = []
        for relationship in entity.relationships {
            let destinationClass = relationship.destination.className
            properties.append(relationshipContext(relationship))
            if relationship.isToMany {
                toMany.append(
                    PropertiesFileContext.ToManyAccessors(
                        key: relationship.name,
                        capitalizedName: capitalized(relationship.name),
                        capitalizedSwiftName: capitalized(relationship.propertyName),
                        elementType: destinationClass,
                        collectionType: relationship.isOrdered ? "[\(destinationClass)]" : "Set<\(destinationClass)>",
                        isOrdered: relationship.isOrdered))
            }
        }
        for fetchedProperty in entity.fetchedProperties {
            properties.append(fetchedPropertyContext(fetchedProperty))
        }
        // Multi-line members stand apart from their neighbours; one-line declarations stay together.
        // In the classic layout the first member follows `createFetchRequest()` after an empty line.
        var previousIsMultiline = !entity.isInInheritanceHierarchy
        for index in properties.indices {
            let isMultiline = properties[index].isMultiline
            properties[index].blankLineBefore = index == 0 ? previousIsMultiline : (isMultiline || previousIsMultiline)
            previousIsMultiline = isMultiline
        }
        return PropertiesFileContext(
            fileName: fileName(forClass: entity.className, kind: .properties),
            classFileName: fileName(forClass: entity.className, kind: .managedObjectClass),
            generatedMarker: generatedMarker(modelFileName: model.fileName),
            access: access,
            className: entity.className,
            entityName: entity.name,
            isInInheritanceHierarchy: entity.isInInheritanceHierarchy,
            declaresIdentifiable: entity.declaresIdentifiable,
            properties: properties,
            toManyRelationships: toMany,
            initializer: omitted.contains(.initializer)
                ? nil : initializerContext(entity, hasNumberAccessors: !omitted.contains(.numberAccessors)),
            fetchRequests: entity.fetchRequests.enumerated().map { index, template in
                fetchRequestContext(template, entity: entity, isFirst: index == 0)
            },
            enums: entity.attributes.compactMap { attribute in attribute.enumeration.map { (attribute, $0) } }
                .enumerated()
                .map { index, pair in enumContext(pair.1, attribute: pair.0, isFirst: index == 0) },
            attributeKeys: omitted.contains(.keyEnums)
                ? []
                : entity.propertyLineage.flatMap(\.attributes).map {
                    PropertiesFileContext.Key(caseName: swiftIdentifier($0.name), key: $0.name)
                },
            sortDescriptorDocumentation: sortDescriptorDocumentation(
                entity.propertyLineage.flatMap(\.attributes), hasNumberAccessors: !omitted.contains(.numberAccessors)),
            relationshipKeys: omitted.contains(.keyEnums)
                ? []
                : entity.propertyLineage.flatMap(\.relationships).map {
                    PropertiesFileContext.Key(caseName: swiftIdentifier($0.name), key: $0.name)
                },
            attributeKeysName: model.attributeKeysName,
            relationshipKeysName: model.relationshipKeysName,
            keyPaths: omitted.contains(.predicates) ? [] : keyPathContexts(entity, model: model),
            declaresPredicates: !omitted.contains(.predicates),
            keyPathsName: model.keyPathsName,
            predicateName: model.predicateName,
            objectIDName: model.objectIDName
        )
    }

    /// The typed keys of an entity's stored properties, its own and inherited, in declaration order:
    /// what its predicates compare. A transient property is not stored, so a predicate that a store
    /// evaluates cannot use it; a composite attribute's value is a dictionary.
    static func keyPathContexts(_ entity: Entity, model: ResolvedModel) -> [PropertiesFileContext.KeyPath] {
        var keyPaths: [PropertiesFileContext.KeyPath] = []
        for owner in entity.propertyLineage {
            for attribute in owner.attributes where !attribute.isTransient && attribute.composite == nil {
                keyPaths.append(
                    PropertiesFileContext.KeyPath(
                        swiftName: swiftIdentifier(attribute.propertyName),
                        argumentLabel: argumentLabel(attribute.propertyName), key: attribute.name,
                        keyType: "ModelGenSupport.Key<\(propertyType(of: attribute))>", maker: "key"))
            }
            for relationship in owner.relationships where !relationship.isTransient {
                let className = relationship.destination.className
                let destination = "\(className).\(model.keyPathsName), \(className)"
                keyPaths.append(
                    PropertiesFileContext.KeyPath(
                        swiftName: swiftIdentifier(relationship.propertyName),
                        argumentLabel: argumentLabel(relationship.propertyName), key: relationship.name,
                        keyType: relationship.isToMany
                            ? "ModelGenSupport.ToMany<\(destination)>" : "ModelGenSupport.ToOne<\(destination)>",
                        maker: relationship.isToMany ? "toMany" : "toOne"))
            }
        }
        return keyPaths
    }

    /// A fetch request template as a static factory. The variables are substituted with
    /// `withSubstitutionVariables(_:)`, never by building the format string, so a value cannot change
    /// the predicate's meaning.
    static func fetchRequestContext(_ template: FetchRequestTemplate, entity: Entity, isFirst: Bool)
        -> PropertiesFileContext.FetchRequest
    {
        let parameters = template.parameters.map { parameter in
            var swiftType: String
            var passesRawValue = false
            switch parameter.type {
            case .attribute(let attributeType): swiftType = Translator.swiftType(of: attributeType, customClass: nil)
            case .entity(let link): swiftType = link.entity.className
            case .enumeration(let name):
                // The store holds the raw value, so the predicate compares against it.
                swiftType = name
                passesRawValue = true
            }
            return PropertiesFileContext.FetchRequest.Parameter(
                swiftName: swiftIdentifier(parameter.swiftName), swiftType: swiftType,
                variableLiteral: SwiftLiterals.string(parameter.variable), passesRawValue: passesRawValue)
        }
        var documentation = template.documentation
        let resultType = template.settings.effectiveResultType
        if documentation == nil {
            var text: String
            switch resultType {
            case .managedObject: text = "A fetch request for `\(entity.className)` objects"
            case .managedObjectID: text = "A fetch request for the object IDs of `\(entity.className)` objects"
            case .dictionary: text = "A fetch request for `\(entity.className)` objects as dictionaries of their values"
            case .count: text = "A fetch request for the number of `\(entity.className)` objects"
            }
            if let predicate = template.predicate { text += " where `\(predicate)`" }
            if !template.sortDescriptors.isEmpty {
                text +=
                    ", sorted by "
                    + template.sortDescriptors.map { "`\($0.keyPath)` \($0.isAscending ? "ascending" : "descending")" }
                    .joined(separator: ", then ")
            }
            if let limit = template.limit { text += ", at most \(limit)" }
            documentation = wrapped(text + ".", width: 96)
        }
        return PropertiesFileContext.FetchRequest(
            methodName: template.name + "FetchRequest",
            parameters: parameters,
            predicateLiteral: template.predicate.map(SwiftLiterals.string),
            sortDescriptors: template.sortDescriptors.map(SortDescriptorContext.init),
            fetchLimit: template.limit,
            resultTypeName: FetchRequestSettingContext.resultSwiftType(resultType, className: entity.className),
            settings: FetchRequestSettingContext.settings(of: template.settings),
            documentation: documentationLines(documentation),
            blankLineBefore: !isFirst
        )
    }

    /// The Swift type of an attribute's property: its enum's, its composite's or its value's, with
    /// `?` when the property can be nil (as `attributeContext` types it, without the doc comment).
    static func propertyType(of attribute: Attribute) -> String {
        let base: String
        var isOptional = attribute.isOptional
        if let enumeration = attribute.enumeration {
            base = enumeration.name
            isOptional = isOptional || attribute.isDerived
        } else if let composite = attribute.composite {
            base = composite.name
        } else {
            base = swiftType(of: attribute)
            // A derived object value is nil until the store derives it, whatever the model says; a
            // scalar reads as 0 until then.
            isOptional = isOptional || (attribute.isDerived && !attribute.type.isObjectiveCScalar)
        }
        return isOptional ? base + "?" : base
    }

    /// The property of an attribute declared by the class `className`. Without number accessors
    /// (`"omit": ["numberAccessors"]`), an optional number or a decimal is `@NSManaged`, of the
    /// Foundation class Core Data hands out (`NSNumber?`, `NSDecimalNumber`), as Xcode declares it.
    static func attributeContext(
        _ attribute: Attribute, className: String, attributeKeys: String? = "Attribute", hasNumberAccessors: Bool = true
    )
        -> PropertiesFileContext.Property
    {
        if let enumeration = attribute.enumeration {
            return enumAttributeContext(
                attribute, enumeration: enumeration, className: className, attributeKeys: attributeKeys)
        }
        if let composite = attribute.composite {
            return compositeAttributeContext(
                attribute, composite: composite, className: className, attributeKeys: attributeKeys)
        }
        let baseType = swiftType(of: attribute)
        // A derived object value is nil until the store derives it, whatever the model says; a
        // scalar reads as 0 until then.
        let isOptional = attribute.isOptional || (attribute.isDerived && !attribute.type.isObjectiveCScalar)
        let managedClass = hasNumberAccessors ? nil : objectiveCClassDeclared(for: attribute)
        let isKeyValueCoded = managedClass == nil && !attribute.type.isManagedInSwift(isOptional: isOptional)
        // A required decimal reads as zero when the object holds none, as Core Data's accessors
        // read a required number.
        let storage: PropertiesFileContext.Storage =
            isKeyValueCoded ? .keyValueCoded(valueType: baseType, valueIfNone: isOptional ? nil : "0") : .managed
        var notes = attribute.documentation.map { [$0] } ?? []
        if let derivation = attribute.derivation {
            notes.append(derivationNote(derivation, valueUntilSaved: isOptional ? "`nil`" : "0"))
        }
        if isKeyValueCoded {
            notes.append(keyPathNote(for: attribute, className: className, attributeKeys: attributeKeys))
        }
        var property = PropertiesFileContext.Property(
            key: attribute.name,
            swiftName: swiftIdentifier(attribute.propertyName),
            swiftType: managedClass.map { isOptional ? $0 + "?" : $0 } ?? propertyType(of: attribute),
            storage: storage,
            documentation: documentationLines(notes.isEmpty ? nil : notes.joined(separator: "\n\n")),
            blankLineBefore: false,
            arrayView: nil
        )
        // A Swift name of its own: the Objective-C name stays the model's, which Core Data's
        // accessors, key-value coding and predicates use.
        if attribute.propertyName != attribute.name, storage == .managed { property.objectiveCName = attribute.name }
        property.isReadOnly = attribute.isDerived
        return property
    }

    /// The Foundation class that declares `attribute` where the model leaves out its number
    /// accessors: an optional number's (`NSNumber`) or a decimal's (`NSDecimalNumber`); `nil` for
    /// the attributes that keep their Swift type, which `@NSManaged` can declare.
    static func objectiveCClassDeclared(for attribute: Attribute) -> String? {
        let isOptional = attribute.isOptional || (attribute.isDerived && !attribute.type.isObjectiveCScalar)
        guard attribute.enumeration == nil, attribute.composite == nil,
            !attribute.type.isManagedInSwift(isOptional: isOptional)
        else { return nil }
        return attribute.type.facts.objectiveCClass
    }

    /// A composite attribute: a computed property of the composite's struct that stores the
    /// dictionary Core Data keeps for it. Predicates and sort descriptors use its elements' key
    /// paths (`place.latitude`), which Core Data resolves in the store.
    static func compositeAttributeContext(
        _ attribute: Attribute, composite: CompositeType, className: String, attributeKeys: String? = "Attribute"
    )
        -> PropertiesFileContext.Property
    {
        let name = swiftIdentifier(attribute.propertyName)
        var notes = attribute.documentation.map { [$0] } ?? []
        if !attribute.isOptional {
            notes.append(
                wrapped(
                    "Set it before you read it (the initializer takes it): reading an object that holds no `\(composite.name)` stops the app, as a missing required value would.",
                    width: 96))
        }
        let example = composite.elements.first.map { "`\(attribute.name).\($0.name)`" } ?? "its elements' key paths"
        notes.append(
            wrapped(
                "Objective-C cannot see this property, so a key path to it fails at run time: sort and filter by its elements' key paths, such as \(example).",
                width: 96))
        let accessors = PropertiesFileContext.CompositeAccessors(
            compositeName: composite.name, isOptional: attribute.isOptional,
            missingValueMessage: attribute.isOptional
                ? nil : "\(className).\(attribute.name) holds no \(composite.name): set it before you read it")
        return PropertiesFileContext.Property(
            key: attribute.name,
            swiftName: name,
            swiftType: propertyType(of: attribute),
            storage: .composite(accessors),
            documentation: documentationLines(notes.joined(separator: "\n\n")),
            blankLineBefore: false,
            arrayView: nil
        )
    }

    /// The doc comment of `Entity.Attribute` after its first lines: what its sort descriptors are
    /// for, and the attributes not to sort by: those that fetch request templates refuse
    /// as sort keys (a transient attribute has no column in the store; a composite one is kept in
    /// its elements' columns).
    static func sortDescriptorDocumentation(_ attributes: [Attribute], hasNumberAccessors: Bool = true)
        -> [DocumentationLine]
    {
        let unseen = unseenByObjectiveC(hasNumberAccessors: hasNumberAccessors)
        func names(_ list: [Attribute]) -> String {
            let quoted = list.map { "`\($0.name)`" }
            return quoted.count < 2
                ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        }
        let composites = attributes.filter { $0.composite != nil }
        let transients = attributes.filter(\.isTransient)
        guard !composites.isEmpty || !transients.isEmpty else {
            return hasNumberAccessors ? sortNote.withNumberAccessors : sortNote.withoutNumberAccessors
        }
        var exceptions: [String] = []
        if let first = composites.first {
            // A key path to an element that is not a composite itself: `place.latitude`.
            var path = first.name
            var current = first.composite
            var seen: Set<String> = []
            while let composite = current, seen.insert(composite.name).inserted,
                let element = composite.elements.first(where: { $0.composite == nil }) ?? composite.elements.first
            {
                path += "." + element.name
                current = element.composite
            }
            exceptions.append(
                "\(names(composites)) (\(composites.count == 1 ? "a composite attribute" : "composite attributes"): sort by an element's key path, such as `\(path)`)"
            )
        }
        if !transients.isEmpty {
            exceptions.append(
                "\(names(transients)) (\(transients.count == 1 ? "a transient attribute" : "transient attributes"), which the store does not hold)"
            )
        }
        return documentationLines(
            wrapped(
                "Unlike a key path, a sort descriptor works for \(unseen) that Objective-C cannot see. Do not sort by \(exceptions.joined(separator: ", or by ")).",
                width: 93))
    }

    /// The sorting note of an entity that has every attribute to sort by, made once: most entities'.
    private static let sortNote = (
        withNumberAccessors: sortNote(unseen: unseenByObjectiveC(hasNumberAccessors: true)),
        withoutNumberAccessors: sortNote(unseen: unseenByObjectiveC(hasNumberAccessors: false))
    )

    /// The attributes that Objective-C cannot see, which the sorting notes name: without number
    /// accessors, optional numbers are `@NSManaged`, which it sees.
    private static func unseenByObjectiveC(hasNumberAccessors: Bool) -> String {
        hasNumberAccessors ? "the optional numbers and enums" : "the enums"
    }

    private static func sortNote(unseen: String) -> [DocumentationLine] {
        documentationLines(
            wrapped(
                "Unlike a key path, a sort descriptor works for every attribute, including \(unseen) that Objective-C cannot see.",
                width: 93))
    }

    /// What a derived attribute's doc comment says: where the value comes from, and when.
    static func derivationNote(_ derivation: String, valueUntilSaved: String?) -> String {
        let until = valueUntilSaved.map { "; until the object is saved and refreshed it reads as \($0)" } ?? ""
        return wrapped(
            "Derived by the store from `\(derivation)` when the object is saved, so it is read-only\(until).",
            width: 96)
    }

    /// An attribute with an enum: a computed property of the enum's type that stores the raw value
    /// under the attribute's own key, so predicates and sort descriptors keep using the attribute.
    ///
    /// A raw value that no case matches (written by a newer version of the app, or by hand) reads as
    /// the enum's `fallback`. Without one, a non-optional property reads it as the case of the
    /// attribute's default, or else the first case; an optional property reads it as `nil`. Reading
    /// never changes what is stored.
    static func enumAttributeContext(
        _ declared: Attribute, enumeration: AttributeEnum, className: String, attributeKeys: String? = "Attribute"
    )
        -> PropertiesFileContext.Property
    {
        // A derived value is nil until the store derives it, as for every derived object value.
        let attribute = declared.isDerived ? declared.madeOptional() : declared
        let name = enumeration.name
        let unknownCase = unknownValueCase(of: attribute, enumeration: enumeration)
        // Doc comments name the case as Swift code uses it after a dot, where no backticks are needed.
        let unknownCaseName = unknownCase.map { $0.replacingOccurrences(of: "`", with: "") } ?? ""
        // `.none` would read as `nil`.
        let shownCase = unknownCaseName == "none" ? "\(name).none" : ".\(unknownCaseName)"
        var documentation = attribute.documentation.map { $0 + "\n\n" } ?? ""
        if unknownCase == nil {
            documentation += "A stored value that is not a raw value of `\(name)` reads as `nil`."
        } else if attribute.isOptional {
            documentation += "A stored value that is not a raw value of `\(name)` reads as `\(shownCase)`."
        } else {
            documentation += "A stored value that is missing or not a raw value of `\(name)` reads as `\(shownCase)`."
        }
        if let derivation = attribute.derivation {
            documentation += "\n\n" + derivationNote(derivation, valueUntilSaved: nil)
        }
        documentation += "\n\n" + keyPathNote(for: attribute, className: className, attributeKeys: attributeKeys)
        let accessors = PropertiesFileContext.EnumAccessors(
            enumName: name, rawType: swiftType(of: attribute), isOptional: attribute.isOptional,
            unknownCase: unknownCase)
        var property = PropertiesFileContext.Property(
            key: attribute.name,
            swiftName: swiftIdentifier(attribute.propertyName),
            swiftType: propertyType(of: attribute),
            storage: .enumeration(accessors),
            documentation: documentationLines(documentation),
            blankLineBefore: false,
            arrayView: nil
        )
        property.isReadOnly = attribute.isDerived
        return property
    }

    /// What a computed attribute property's doc comment says about naming it: Objective-C cannot see
    /// it, so a key path to it compiles and then fails at run time (`NSSortDescriptor(keyPath:)`,
    /// SwiftUI's `SortDescriptor`), and `#keyPath` does not compile.
    static func keyPathNote(for attribute: Attribute, className: String, attributeKeys: String?) -> String {
        // After a dot, Swift takes most keywords as member names without backticks (SE-0071), which
        // keeps them out of the doc comment's code spans; those it does not are spelled with them,
        // in a code span of two backticks, as Markdown needs for one that holds a backtick.
        func afterADot(_ name: String) -> String {
            ReservedNames.keywordsAfterADot.contains(name) ? swiftIdentifier(name) : name
        }
        let name = afterADot(attribute.propertyName)
        // Made as bytes: joined as strings, its dozen parts took most of the 20,000 instructions a
        // note took, and a note is written for every optional number of a model.
        var note: [UInt8] = []
        note.reserveCapacity(256)
        func add(_ text: String) { note.append(contentsOf: text.utf8) }
        // The parts in a code span: of two backticks where one of them holds a backtick (checked in
        // place: `utf8.contains` reads a string a call per byte).
        func addCode(_ parts: String...) {
            let hasBacktick = parts.contains { part in
                part.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "`")) }
                    ?? part.utf8.contains(UInt8(ascii: "`"))
            }
            add(hasBacktick ? "`` " : "`")
            for part in parts { add(part) }
            add(hasBacktick ? " ``" : "`")
        }
        add("Objective-C cannot see this property, so a key path to it fails at run time: sort and filter by ")
        if let attributeKeys {
            let key = afterADot(attribute.name)
            addCode(className, ".", attributeKeys, ".", key)
            add(" (")
            addCode(className, ".", attributeKeys, ".", key, ".sortDescriptor()")
            add(")")
        } else {
            // Without the key enums (`"omit": ["keyEnums"]`), the key itself.
            add("its key, ")
            addCode("\"", attribute.name, "\"")
        }
        add(", not by ")
        addCode("\\", className, ".", name)
        add(".")
        return note.withUnsafeBufferPointer { bytes in
            wrappedInPlace(bytes, width: 96) ?? wrapped(String(decoding: bytes, as: UTF8.self), width: 96)
        }
    }

    /// The case (a Swift identifier) that an unknown stored raw value reads as; `nil` for an optional
    /// attribute without a fallback, which reads as `nil`.
    static func unknownValueCase(of attribute: Attribute, enumeration: AttributeEnum) -> String? {
        if let fallback = enumeration.fallback { return swiftIdentifier(fallback) }
        guard !attribute.isOptional else { return nil }
        if let match = enumeration.case(of: attribute.defaultValue) {
            return swiftIdentifier(match.name)
        }
        return enumeration.cases.first.map { swiftIdentifier($0.name) }
    }

    static func enumContext(_ enumeration: AttributeEnum, attribute: Attribute, isFirst: Bool)
        -> PropertiesFileContext.Enumeration
    {
        let documentation = enumeration.documentation ?? "The values of `\(attribute.name)`."
        return PropertiesFileContext.Enumeration(
            name: enumeration.name,
            rawType: swiftType(of: attribute),
            documentation: documentationLines(documentation),
            cases: enumeration.cases.map { enumCase in
                let rawValue: String? =
                    switch enumCase.rawValue {
                    case .string(let text): text == enumCase.name ? nil : SwiftLiterals.string(text)
                    case .integer(let number): String(number)
                    }
                return PropertiesFileContext.Enumeration.Case(
                    caseName: swiftIdentifier(enumCase.name), rawValue: rawValue)
            },
            blankLineBefore: !isFirst
        )
    }

    /// A fetched property: a read-only array of its destination's class, over key-value coding (Core
    /// Data fetches the objects when the property is first read).
    static func fetchedPropertyContext(_ property: FetchedProperty) -> PropertiesFileContext.Property {
        let elementType = property.destination.className
        let note = wrapped(
            "Fetched from `\(property.destination.name)` when first read\(property.predicate.map { ", by `\($0)`" } ?? ""); Core Data keeps the result, without later changes, until the object is refreshed (`refresh(_:mergeChanges:)`).",
            width: 96)
        var context = PropertiesFileContext.Property(
            key: property.name,
            swiftName: swiftIdentifier(property.name),
            swiftType: "[\(elementType)]",
            storage: .fetched(elementType: elementType),
            documentation: documentationLines((property.documentation.map { $0 + "\n\n" } ?? "") + note),
            blankLineBefore: false,
            arrayView: nil
        )
        context.isReadOnly = true
        return context
    }

    static func relationshipContext(_ relationship: Relationship) -> PropertiesFileContext.Property {
        let destinationClass = relationship.destination.className
        let type: String
        var arrayView: PropertiesFileContext.ArrayView?
        if relationship.isOrdered {
            type = "NSOrderedSet"
            arrayView = PropertiesFileContext.ArrayView(
                name: swiftIdentifier(relationship.propertyName + ReservedNames.orderedArrayViewSuffix),
                elementType: destinationClass)
        } else if relationship.isToMany {
            type = "Set<\(destinationClass)>"
        } else {
            type = relationship.isOptional ? "\(destinationClass)?" : destinationClass
        }
        var property = PropertiesFileContext.Property(
            key: relationship.name,
            swiftName: swiftIdentifier(relationship.propertyName),
            swiftType: type,
            storage: .managed,
            documentation: documentationLines(relationship.documentation),
            blankLineBefore: false,
            arrayView: arrayView
        )
        // As for an attribute: Core Data's accessors and key-value coding use the model's name.
        if relationship.propertyName != relationship.name { property.objectiveCName = relationship.name }
        return property
    }

    /// The Swift type of an attribute's value, without the `?` of an optional attribute.
    static func swiftType(of attribute: Attribute) -> String {
        attribute.composite?.name ?? swiftType(of: attribute.type, customClass: attribute.customClass)
    }

    static func swiftType(of type: AttributeType, customClass: String?) -> String {
        type.facts.swiftType ?? customClass ?? "NSObject"
    }

    /// A default as an expression of the attribute's own type, for a parameter or property of that
    /// type: a plain literal (`3`, `0.5`, `"Untitled"`), or the type's initializer around one that
    /// the compiler would warn about (`Float(1e-40)`).
    static func typedExpression(for value: DefaultValue, of type: AttributeType) -> String {
        let literal = SwiftLiterals.expression(for: value)
        return isPlainLiteral(value, of: type) ? literal : "\(swiftType(of: type, customClass: nil))(\(literal))"
    }

    /// Whether `value`, written as a plain literal, is one the compiler takes for the attribute's
    /// type without a warning. When it compiles (the type checker alone says nothing), it warns
    /// about a literal below the type's smallest normal number (`1e-40` for a `Float`: "underflows
    /// and loses precision") and an integer the type cannot hold exactly (`16777217`), but not about
    /// the same literal inside the type's initializer. The margin of twice the smallest normal
    /// number allows for the literal's decimal digits, which are not the exact value.
    static func isPlainLiteral(_ value: DefaultValue, of type: AttributeType) -> Bool {
        guard let format = type.facts.floatingPointFormat else { return true }
        return switch value {
        case .integer(let number): number.magnitude <= 1 << (format.significandBitCount + 1)
        case .floatingPoint(let number): number == 0 || number.magnitude >= 2 * format.leastNormalMagnitude
        default: true
        }
    }

    /// A name as a Swift identifier: in backticks when Swift reserves it.
    static func swiftIdentifier(_ name: String) -> String {
        ReservedNames.swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// A name as an argument label in a call: Swift takes every keyword there as it is but `inout`.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Text that modelgen writes itself, broken into lines of at most `width` characters at spaces.
    /// A space that a line break replaces is dropped, and so is a space at the start of a line.
    static func wrapped(_ text: String, width: Int) -> String {
        var text = text
        return text.withUTF8 { bytes in
            if let wrapped = wrappedInPlace(bytes, width: width) { return wrapped }
            // Characters on the line so far, counted as each word is added. In ASCII text a byte is
            // a character, so the words are ranges of bytes, read in place; otherwise they are
            // counted as characters (a String counts them by walking grapheme clusters).
            let isASCII = !bytes.contains { $0 >= 0x80 }
            var wrapped: [UInt8] = []
            wrapped.reserveCapacity(bytes.count + bytes.count / max(width, 1) + 1)
            var lineLength = 0
            var wordStart = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<end])
                let wordLength = isASCII ? word.count : String(decoding: word, as: UTF8.self).count
                if lineLength > 0, lineLength + 1 + wordLength > width {
                    wrapped.append(0x0A)
                    lineLength = 0
                } else if lineLength > 0 {
                    wrapped.append(0x20)
                    lineLength += 1
                }
                wrapped.append(contentsOf: word)
                lineLength += wordLength
                wordStart = end + 1
            }
            return String(decoding: wrapped, as: UTF8.self)
        }
    }

    /// `wrapped(_:width:)` of the text most notes are: ASCII, its words separated by one space each.
    /// Each space then stays or becomes a line break, so the text is copied once and its spaces are
    /// decided in one pass. `nil` for any other text (a word that is empty, a byte beyond ASCII).
    private static func wrappedInPlace(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> String? {
        var wrapped = Array(bytes)
        var lineLength = -1  // Before the first word, which no space precedes.
        var wordStart = 0
        for end in 0...bytes.count {
            if end < bytes.count {
                guard bytes[end] < 0x80 else { return nil }
                guard bytes[end] == 0x20 else { continue }
            }
            let wordLength = end - wordStart
            guard wordLength > 0 else { return nil }
            if lineLength < 0 {
                lineLength = wordLength
            } else if lineLength + 1 + wordLength > width {
                wrapped[wordStart - 1] = 0x0A
                lineLength = wordLength
            } else {
                lineLength += 1 + wordLength
            }
            wordStart = end + 1
        }
        return String(decoding: wrapped, as: UTF8.self)
    }

    /// A model `documentation` string as doc-comment lines, trailing spaces trimmed.
    static func documentationLines(_ documentation: String?) -> [DocumentationLine] {
        guard var documentation else { return [] }
        // Most text is printable ASCII and line feeds: split it on bytes in place, without walking
        // its characters (which a String does one grapheme cluster at a time).
        let asciiLines = documentation.withUTF8 { bytes -> [DocumentationLine]? in
            guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) else { return nil }
            guard bytes.contains(where: { $0 != 0x20 && $0 != 0x0A }) else { return [] }
            var lines: [DocumentationLine] = []
            var lineStart = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
                var textEnd = end
                while textEnd > lineStart, bytes[textEnd - 1] == 0x20 { textEnd -= 1 }
                let text = UnsafeBufferPointer(rebasing: bytes[lineStart..<textEnd])
                // The line after the space that follows the slashes, made in one go.
                lines.append(
                    DocumentationLine(
                        text: text.isEmpty
                            ? ""
                            : String(unsafeUninitializedCapacity: text.count + 1) { line in
                                line[0] = 0x20
                                _ = UnsafeMutableBufferPointer(rebasing: line[1...]).initialize(from: text)
                                return text.count + 1
                            }))
                lineStart = end + 1
            }
            return lines
        }
        if let asciiLines { return asciiLines }
        // A NUL is the one character the compiler warns about in a comment.
        if documentation.contains("\u{0}") { documentation.removeAll { $0 == "\u{0}" } }
        guard !documentation.allSatisfy(\.isWhitespace) else { return [] }
        return documentation.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var text = Substring(line)
            while let last = text.last, last.isWhitespace { text.removeLast() }
            return DocumentationLine(text: text.isEmpty ? "" : " " + text)
        }
    }
}

extension Entity {
    /// Whether the entity itself declares a property that the required-field initializer takes.
    var hasOwnInitializerParameters: Bool {
        attributes.contains { !$0.isDerived } || relationships.contains { !$0.isToMany }
    }
}

extension PropertiesFileContext.Property {
    var isMultiline: Bool {
        !documentation.isEmpty || storage != .managed || arrayView != nil
    }
}
