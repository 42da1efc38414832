/// One line of a `///` doc comment: empty, or starting with the space that follows the slashes.
struct DocumentationLine: TemplateRenderable, Sendable, Equatable {
    var text: String
    var templateValue: TemplateValue { .object(["text": .text(text)]) }
}
