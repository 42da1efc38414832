/// The values of `CoreDataClass.swift.mustache`.
struct ClassFileContext: TemplateRenderable, Sendable {
    var fileName: String
    var propertiesFileName: String
    var modelFileName: String
    /// The line that marks a file as modelgen's (see `PropertiesFileContext.generatedMarker`).
    var generatedMarker: String
    /// True when the file is written once and then belongs to the user; false when it is rewritten
    /// like a Properties file (in a build folder, by the build plugin).
    var isWrittenOnce: Bool
    var access: String
    var className: String
    var superclassName: String
    var documentation: [DocumentationLine]

    var templateValue: TemplateValue {
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
