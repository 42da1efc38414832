import Foundation

/// A folder of custom templates, read and checked for `generate` and `validate`.
extension Generator {
    /// A folder of custom templates as read: the templates, unless one has an error, and every
    /// problem found (warnings too).
    struct LoadedTemplates {
        var templates: TemplateSet?
        var diagnostics: [Diagnostic]
    }

    /// Reads and parses a folder of custom templates: one file per kind of output, named as in
    /// `Templates/`. The model file's template may be left out, for the built-in one. Reports the
    /// problems of every template in one go. A folder that a configuration names (`namedAt`) and
    /// that is missing, or not a folder, is reported at the configuration's line.
    static func loadTemplates(
        from directory: String, namedAt reference: Configuration.TemplatesReference? = nil
    ) -> LoadedTemplates {
        func failure(_ problem: String) -> LoadedTemplates {
            let diagnostic =
                if let reference {
                    Diagnostic(
                        .error,
                        "\(problem): '\(reference.spelling)'; create it, or correct 'templates' in modelgen.json",
                        file: reference.file, at: reference.location,
                        notes: [Diagnostic.Note("the folder looked for", file: directory)])
                } else {
                    Diagnostic(.error, problem, file: directory, at: nil)
                }
            return LoadedTemplates(templates: nil, diagnostics: [diagnostic])
        }
        // The folder itself first: a missing one, or a file, is not a folder missing its templates.
        switch FileSystem.entry(at: directory) {
        case .folder: break
        case .missing: return failure("no such templates folder")
        case let other: return failure("the templates folder is \(other.description), not a folder")
        }
        var templates: [OutputKind: Template] = [:]
        var problems: [Diagnostic] = []
        for kind in OutputKind.templated {
            let path = Paths.join(directory, kind.templateName)
            // The built-in template stands for an optional one left out (folders made before
            // modelgen built models in code, or before it had composite attributes, lack them), and
            // for one with a problem, so that the others are still checked with the probe model.
            templates[kind] = TemplateSet.builtinTemplate(for: kind)
            if kind == .managedObjectModel || kind == .composite, !FileSystem.exists(path) {
                continue
            }
            guard FileSystem.exists(path) else {
                problems.append(
                    Diagnostic(
                        .error, "missing template '\(kind.templateName)' in the templates folder", file: path, at: nil))
                continue
            }
            let bytes: [UInt8]
            switch InputFile.read(path, as: .template, sizeLimit: InputFile.smallFileSizeLimit) {
            case .success(let read): bytes = read
            case .failure(let diagnostic):
                problems.append(diagnostic)
                continue
            }
            if let invalid = String.firstInvalidUTF8Offset(in: bytes) {
                problems.append(
                    Diagnostic(
                        .error,
                        "the template is not valid UTF-8 here (\(String.invalidUTF8Bytes(at: invalid, in: bytes)))",
                        file: path, at: SourcePosition(ofByteAt: invalid, in: bytes, carriageReturnsEndLines: false)))
                continue
            }
            var text = String(decoding: bytes, as: UTF8.self)
            // A byte order mark is not text to print (some editors save one).
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            do {
                templates[kind] = try Template(name: path, text: text)
            } catch {
                problems += error.errors.map(\.diagnostic)
                if error.isCutShort {
                    problems.append(TemplateProbe.mayHaveMoreProblems(templatePath: path))
                }
            }
        }
        let set = TemplateSet(templates)
        problems += TemplateProbe.problems(of: set)
        // A file that looks like a template but has none of the names modelgen reads: a misspelt
        // optional template would otherwise be passed over in silence, for the built-in one.
        let names = OutputKind.templated.map(\.templateName)
        for name in FileSystem.fileNames(in: directory).sorted()
        where name.hasSuffix(".mustache") && !names.contains(name)
            && FileSystem.entry(at: Paths.join(directory, name)) == .file
        {
            let advice =
                closestMatch(to: name, in: names).map { "did you mean '\($0)'?" }
                ?? "its templates are " + names.map { "'\($0)'" }.joined(separator: ", ")
            problems.append(
                Diagnostic(
                    .warning, "modelgen reads no template of this name, so it is not used; \(advice)",
                    file: Paths.join(directory, name)))
        }
        // By template, each template's in the order of its lines (a sort that keeps the order of equals).
        let byTemplate = problems.enumerated().sorted {
            ($0.element.file ?? "", $0.offset) < ($1.element.file ?? "", $1.offset)
        }.map(\.element)
        return LoadedTemplates(templates: byTemplate.hasErrors ? nil : set, diagnostics: byTemplate)
    }
}

extension TemplateError {
    var diagnostic: Diagnostic {
        Diagnostic(.error, message, file: template, at: location, notes: notes)
    }
}
