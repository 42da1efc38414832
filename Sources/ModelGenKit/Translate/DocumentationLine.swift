/// One line of a `///` doc comment: empty, or starting with the space that follows the slashes.
public struct DocumentationLine: TemplateRenderable, Sendable, Equatable {
    public var text: String
    public var templateValue: TemplateValue { .object(["text": .text(text)]) }
}
