import Dispatch

/// One parsed template per kind of output file.
struct TemplateSet: Sendable {
    private let templates: [OutputKind: Template]

    /// Parsed templates, one for every kind of output.
    init(_ templates: [OutputKind: Template]) {
        precondition(OutputKind.templated.allSatisfy { templates[$0] != nil }, "a kind of output has no template")
        self.templates = templates
    }

    /// The built-in template for each kind.
    static func builtinTemplate(for kind: OutputKind) -> Template {
        builtin.templates[kind]!
    }

    /// The templates in `Templates/`, compiled into modelgen so that it needs no resource files
    /// wherever it runs (from any folder, or built as another package's dependency).
    static let builtin: TemplateSet = {
        var templates: [OutputKind: Template] = [:]
        for kind in OutputKind.templated {
            do {
                templates[kind] = try Template(
                    name: "Templates/" + kind.templateName, text: BuiltinTemplates.text(for: kind))
            } catch {
                fatalError("modelgen's built-in templates do not parse: \(error)")
            }
        }
        return TemplateSet(templates)
    }()

    /// Parses the built-in templates on another thread, for a run that is likely to render with
    /// them: they are then ready when its first model has been read, instead of being parsed after
    /// it while the other cores wait. A render that comes first waits for them.
    static func prepareBuiltinInBackground() {
        DispatchQueue.global().async { _ = builtin }
    }

    /// `file` rendered on after each problem: its text, and every problem, each once (see
    /// `Template.trialRender`).
    func trialRender(_ file: FileContext, nodeLimit: Int) -> Template.TrialRender {
        templates[file.kind]!.trialRender(file.context, nodeLimit: nodeLimit)
    }

    /// Whether the template of `kind` names the support file's types or helpers
    /// (`Translator.supportTypeNames`): the files it renders call the support file. The built-in
    /// Properties template does, for every model, Xcode models too, as the build plugin declares it.
    func namesSupport(_ kind: OutputKind) -> Bool {
        let text = String(decoding: templates[kind]!.texts, as: UTF8.self)
        return Translator.supportTypeNames.contains { text.contains($0) }
    }

    /// Whether the template of `kind` is the built-in one (or a copy of it, word for word).
    func isBuiltin(_ kind: OutputKind) -> Bool {
        templates[kind]!.texts == Self.builtin.templates[kind]!.texts
    }

    /// The path of the template of `kind`, for diagnostics.
    func path(of kind: OutputKind) -> String {
        templates[kind]!.name
    }

    /// Renders `file` as UTF-8, adding the number of template nodes visited to `nodesRendered`.
    func renderUTF8(_ file: FileContext, nodesRendered: inout Int) throws(TemplateError) -> [UInt8] {
        try templates[file.kind]!.renderUTF8(file.context, nodesRendered: &nodesRendered)
    }
}
