/// One parsed template per kind of output file.
struct TemplateSet: Sendable {
    private let templates: [OutputKind: Template]

    /// Parses one template text per kind; `texts` maps each kind to its file path (for diagnostics)
    /// and text. Throws the problems of every template.
    init(texts: [OutputKind: (path: String, text: String)]) throws(TemplateErrors) {
        var templates: [OutputKind: Template] = [:]
        var errors: [TemplateError] = []
        for kind in OutputKind.allCases {
            guard let source = texts[kind] else {
                errors.append(
                    TemplateError(
                        template: kind.templateName, location: SourcePosition(line: 1, column: 1),
                        message: "no template for \(kind.rawValue) files"))
                continue
            }
            do {
                templates[kind] = try Template(name: source.path, text: source.text)
            } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw TemplateErrors(errors: errors) }
        self.templates = templates
    }

    /// Parsed templates, one for every kind of output.
    init(_ templates: [OutputKind: Template]) {
        precondition(OutputKind.allCases.allSatisfy { templates[$0] != nil }, "a kind of output has no template")
        self.templates = templates
    }

    /// The built-in template for each kind.
    static func builtinTemplate(for kind: OutputKind) -> Template {
        builtin.templates[kind]!
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

    /// `file` rendered on after each problem: its text, and every problem, each once (see
    /// `Template.trialRender`).
    func trialRender(_ file: FileContext, nodeLimit: Int) -> Template.TrialRender {
        templates[file.kind]!.trialRender(file.context, nodeLimit: nodeLimit)
    }

    /// The path of the template of `kind`, for diagnostics.
    func path(of kind: OutputKind) -> String {
        templates[kind]!.name
    }

    /// Renders `file`, adding the number of template nodes visited to `nodesRendered`.
    func render(_ file: FileContext, nodesRendered: inout Int) throws(TemplateError) -> String {
        try templates[file.kind]!.render(file.context, nodesRendered: &nodesRendered)
    }
}
