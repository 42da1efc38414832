/// One line of a `///` doc comment: empty, or starting with the space that follows the slashes.
struct DocumentationLine: TemplateRecord, Sendable, Equatable {
    var text: String

    static let templateMembers: TemplateMembers<Self> = ["text": { .text($0.text) }]
}
