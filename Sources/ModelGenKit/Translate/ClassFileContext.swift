/// The values of `CoreDataClass.swift.mustache`.
public struct ClassFileContext: TemplateRenderable, Sendable {
    public var fileName: String
    public var propertiesFileName: String
    public var modelFileName: String
    /// The line that marks a file as modelgen's (see `PropertiesFileContext.generatedMarker`).
    public var generatedMarker: String
    /// True when the file is written once and then belongs to the user; false when it is rewritten
    /// like a Properties file (in a build folder, by the build plugin).
    public var isWrittenOnce: Bool
    public var access: String
    public var className: String
    public var superclassName: String
    public var documentation: [DocumentationLine]

    public var templateValue: TemplateValue {
        .object([
            "fileName": .text(fileName),
            "propertiesFileName": .text(propertiesFileName),
            "modelFileName": .text(modelFileName),
            "generatedMarker": .text(generatedMarker),
            "isWrittenOnce": .flag(isWrittenOnce),
            "access": .text(access),
            "className": .text(className),
            "superclassName": .text(superclassName),
            "documentation": .list(documentation.map(\.templateValue)),
        ])
    }
}
