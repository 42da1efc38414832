/// The values of `CoreDataClass.swift.mustache`.
struct ClassFileContext: TemplateRecord, Sendable {
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

    static let templateMembers: TemplateMembers<Self> = [
        "fileName": { .text($0.fileName) },
        "propertiesFileName": { .text($0.propertiesFileName) },
        "modelFileName": { .text($0.modelFileName) },
        "generatedMarker": { .text($0.generatedMarker) },
        "isWrittenOnce": { .flag($0.isWrittenOnce) },
        "access": { .text($0.access) },
        "className": { .text($0.className) },
        "superclassName": { .text($0.superclassName) },
        "documentation": { .records($0.documentation) },
    ]
}
