/// The values of `CompositeAttribute.swift.mustache`: the struct of one composite attribute type,
/// with its elements as stored properties, a memberwise initializer, and the conversions to and from
/// the dictionary Core Data keeps for an attribute of the type.
struct CompositeFileContext: TemplateRecord, Sendable {
    var fileName: String
    /// The line that marks the file as modelgen's (see `PropertiesFileContext.generatedMarker`).
    var generatedMarker: String
    var access: String
    var typeName: String
    var documentation: [DocumentationLine]
    var elements: [Element]

    /// An element as a stored property of the struct.
    struct Element: TemplateRecord, Sendable {
        /// The name as the model spells it: the key of the element's value in the dictionary.
        var key: String
        /// The Swift identifier, in backticks when it is a keyword.
        var swiftName: String
        /// The name as an argument label, where only `inout` needs backticks (Swift warns about
        /// others, `var` and `let` included).
        var argumentLabel: String
        /// The property's type, with `?` when the element is optional.
        var swiftType: String
        /// The type the stored value is cast to: the element's Swift type, or for a nested composite
        /// the dictionary Core Data keeps for it.
        var storedType: String
        /// For an element that is a composite itself: its struct, made from the nested dictionary.
        var nestedComposite: String?
        var isOptional: Bool
        /// The memberwise initializer's default argument: the model's default, `nil` for an optional
        /// element; `nil` when the argument is required.
        var defaultArgument: String?
        /// What a stored dictionary without the value reads as: the model's default. `nil` when the
        /// element is optional (it reads as `nil`) or has no default (the dictionary is not a value).
        var fallback: String?
        var documentation: [DocumentationLine]

        /// A required element without a default: a dictionary without it is not a value.
        var isRequiredInStore: Bool { !isOptional && fallback == nil }

        static let templateMembers: TemplateMembers<Self> = [
            "key": { .text($0.key) },
            "swiftName": { .text($0.swiftName) },
            "argumentLabel": { .text($0.argumentLabel) },
            "swiftType": { .text($0.swiftType) },
            "storedType": { .text($0.storedType) },
            "nestedComposite": { .text(orFalse: $0.nestedComposite) },
            "isOptional": { .flag($0.isOptional) },
            "defaultArgument": { .text(orFalse: $0.defaultArgument) },
            "fallback": { .text(orFalse: $0.fallback) },
            "isRequiredInStore": { .flag($0.isRequiredInStore) },
            "documentation": { .records($0.documentation) },
        ]
    }

    static let templateMembers: TemplateMembers<Self> = [
        "fileName": { .text($0.fileName) },
        "generatedMarker": { .text($0.generatedMarker) },
        "access": { .text($0.access) },
        "typeName": { .text($0.typeName) },
        "documentation": { .records($0.documentation) },
        "elements": { .records($0.elements) },
        "requiredInStoreElements": { .records($0.elements.filter(\.isRequiredInStore)) },
    ]
}

extension Translator {
    static func compositeFileContext(_ composite: CompositeType, model: ResolvedModel, access: String)
        -> CompositeFileContext
    {
        let elements = composite.elements.map { element in
            let swiftType = swiftType(of: element)
            let fallback = element.defaultValue.map { typedExpression(for: $0, of: element.type) }
            return CompositeFileContext.Element(
                key: element.name,
                swiftName: swiftIdentifier(element.name),
                argumentLabel: argumentLabel(element.name),
                swiftType: element.isOptional ? swiftType + "?" : swiftType,
                storedType: element.composite == nil ? swiftType : "[String: Any]",
                nestedComposite: element.composite?.name,
                isOptional: element.isOptional,
                defaultArgument: fallback ?? (element.isOptional ? "nil" : nil),
                fallback: element.isOptional ? nil : fallback,
                documentation: documentationLines(element.documentation))
        }
        let documentation =
            composite.documentation
            ?? wrapped(
                "The value of an attribute of the composite type `\(composite.name)`, whose elements Core Data stores in columns of their own.",
                width: 96)
        return CompositeFileContext(
            fileName: fileName(forClass: composite.name, kind: .composite),
            generatedMarker: generatedMarker(modelFileName: model.fileName),
            access: access,
            typeName: composite.name,
            documentation: documentationLines(documentation),
            elements: elements)
    }
}
