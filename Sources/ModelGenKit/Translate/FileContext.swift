/// One file to render: its name, which template renders it, and the values the template sees.
public struct FileContext: Sendable {
    public var kind: OutputKind
    /// The class of the entity the file is for; for the model file, the model's type.
    public var className: String
    public var fileName: String
    public var context: TemplateValue
}
