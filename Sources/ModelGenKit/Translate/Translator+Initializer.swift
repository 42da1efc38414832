extension Translator {
    /// The required-field initializer of a concrete entity: the context, then every attribute and
    /// to-one relationship that must hold a value and has no default, then the others, which may be
    /// left out (`nil`), each group in declaration order, inherited ones first. Only values given
    /// are assigned: `init(context:)` has already inserted the object, with the model's defaults and
    /// whatever the class's `awakeFromInsert()` set (a `UUID()` or the date of creation, say), which
    /// assigning a left-out value would overwrite.
    ///
    /// `nil` when the entity is abstract, when the initializer would take no value (it would be
    /// `NSManagedObject.init(context:)`), and when an ancestor's initializer already has the same
    /// parameters: Swift cannot redeclare it in a subclass extension, and the inherited one creates
    /// an object of the subclass.
    ///
    /// Without number accessors, a required decimal's property is an `NSDecimalNumber`: the
    /// initializer still takes a `Decimal`, and sets it through key-value coding.
    static func initializerContext(_ entity: Entity, hasNumberAccessors: Bool = true)
        -> PropertiesFileContext.Initializer?
    {
        // The ancestors that declare no attribute or relationship add no parameter.
        let lineage = entity.propertyLineage
        guard !entity.isAbstract, lineage.contains(where: \.hasOwnInitializerParameters) else { return nil }
        var addsParameters = entity.hasOwnInitializerParameters
        var next = entity.parent
        while !addsParameters, let ancestor = next {
            if !ancestor.isAbstract { return nil }
            addsParameters = ancestor.hasOwnInitializerParameters
            next = ancestor.parent
        }
        typealias Parameter = PropertiesFileContext.Initializer.Parameter
        var required: [Parameter] = []
        var defaulted: [Parameter] = []
        for owner in lineage {
            // The store sets a derived attribute; the app cannot.
            for attribute in owner.attributes where !attribute.isDerived {
                let type = propertyType(of: attribute)
                var parameter = Parameter(
                    swiftName: swiftIdentifier(attribute.propertyName), swiftType: type, parameterType: type,
                    defaultValue: nil, key: attribute.name)
                // The model's default as an expression, for templates written before the initializer
                // left out what it is not given (`defaultValue`; the built-in one no longer uses it).
                if let enumeration = attribute.enumeration, attribute.defaultValue != nil {
                    // `.none` for an optional enum would be `nil`: that case is named with its enum.
                    parameter.defaultValue = enumeration.case(of: attribute.defaultValue).map {
                        ($0.name == "none" ? enumeration.name : "") + "." + swiftIdentifier($0.name)
                    }
                } else if let value = attribute.defaultValue {
                    parameter.defaultValue = typedExpression(for: value, of: attribute.type)
                } else if attribute.isOptional {
                    parameter.defaultValue = "nil"
                }
                if parameter.mayBeLeftOut {
                    parameter.parameterType = attribute.isOptional ? type : type + "?"
                    if attribute.composite == nil {
                        parameter.valueByKey =
                            parameter.swiftName + (attribute.enumeration == nil ? "" : "?.rawValue")
                    }
                    defaulted.append(parameter)
                } else {
                    if !hasNumberAccessors, objectiveCClassDeclared(for: attribute) != nil {
                        parameter.valueByKey = parameter.swiftName
                    }
                    required.append(parameter)
                }
            }
            for relationship in owner.relationships where !relationship.isToMany {
                let property = relationshipContext(relationship)
                let parameter = Parameter(
                    swiftName: property.swiftName, swiftType: property.swiftType, parameterType: property.swiftType,
                    defaultValue: relationship.isOptional ? "nil" : nil, key: relationship.name,
                    valueByKey: relationship.isOptional ? property.swiftName : nil)
                if relationship.isOptional { defaulted.append(parameter) } else { required.append(parameter) }
            }
        }
        let parameters = required + defaulted
        let contextIsTaken = parameters.contains { $0.swiftName == "context" }
        var documentation = [
            " Inserts a new `\(entity.className)` into `context`, with a value for every property the model requires."
        ]
        if !defaulted.isEmpty {
            documentation += [
                " A value that is optional or has a default in the model may be left out: the new object",
                " then keeps the value it has after its insertion, the model's default or what",
                " `awakeFromInsert()` set.",
            ]
        }
        return PropertiesFileContext.Initializer(
            contextName: contextIsTaken ? "managedObjectContext" : "context",
            parameters: parameters,
            documentation: documentation.map { DocumentationLine(text: $0) }
        )
    }
}
