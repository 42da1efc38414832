/// One parsed template per kind of output file.
struct TemplateSet: Sendable {
    private let templates: [OutputKind: Template]

    /// Parses one template text per kind; `texts` maps each kind to its file path (for diagnostics)
    /// and text.
    init(texts: [OutputKind: (path: String, text: String)]) throws(TemplateError) {
        var templates: [OutputKind: Template] = [:]
        for kind in OutputKind.allCases {
            guard let source = texts[kind] else {
                throw TemplateError(
                    template: kind.templateName, location: SourcePosition(line: 1, column: 1),
                    message: "no template for \(kind.rawValue) files")
            }
            templates[kind] = try Template(name: source.path, text: source.text)
        }
        self.templates = templates
    }

    /// The templates in `Templates/`, compiled into modelgen so that it needs no resource files
    /// wherever it runs (from any folder, or built as another package's dependency).
    static let builtin: TemplateSet = {
        do {
            return try TemplateSet(
                texts: Dictionary(
                    uniqueKeysWithValues: OutputKind.allCases.map { kind in
                        (kind, (path: "Templates/" + kind.templateName, text: BuiltinTemplates.text(for: kind)))
                    }))
        } catch {
            fatalError("modelgen's built-in templates do not parse: \(error)")
        }
    }()

    func render(_ file: FileContext) throws(TemplateError) -> String {
        var nodesRendered = 0
        return try render(file, nodesRendered: &nodesRendered)
    }

    /// Renders `file`, adding the number of template nodes visited to `nodesRendered`.
    func render(_ file: FileContext, nodesRendered: inout Int) throws(TemplateError) -> String {
        try templates[file.kind]!.render(file.context, nodesRendered: &nodesRendered)
    }
}
