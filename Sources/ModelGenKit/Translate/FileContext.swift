/// One file to render: its name, which template renders it, and the values the template sees.
struct FileContext: Sendable {
    var kind: OutputKind
    /// The class of the entity the file is for; for the model file, the model's type.
    var className: String
    var fileName: String
    var context: TemplateValue
    /// For a Class file, the class its class inherits from (`NSManagedObject`, or the parent
    /// entity's class), which a Class file kept as the user's is checked against.
    var superclassName: String? = nil
    /// The sections of the support file that the file calls, as its translation decided, where
    /// they depend on the model (the model file's; see `SupportFileSections.called`).
    var supportSections: SupportFileSections = []
}
