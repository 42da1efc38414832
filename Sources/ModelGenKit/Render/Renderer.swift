extension Template {
    /// Renders the template with `context` as the outermost scope.
    public func render(_ context: TemplateValue) throws(TemplateError) -> String {
        var nodesRendered = 0
        return try render(context, nodesRendered: &nodesRendered)
    }

    /// Renders the template, adding the number of nodes visited to `nodesRendered`.
    func render(_ context: TemplateValue, nodesRendered: inout Int) throws(TemplateError) -> String {
        var output = ""
        var scopes = [context]
        try render(nodes, scopes: &scopes, into: &output, nodesRendered: &nodesRendered)
        return output
    }

    private func render(
        _ nodes: [Node], scopes: inout [TemplateValue], into output: inout String, nodesRendered: inout Int
    ) throws(TemplateError) {
        nodesRendered += nodes.count
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path, let location):
                guard case .text(let text) = try lookUp(path, in: scopes, at: location) else {
                    throw TemplateError(
                        template: name, location: location,
                        message: "'\(path.joined(separator: "."))' is not text; use it as a section: {{#\(path.joined(separator: "."))}}")
                }
                output += text
            case .section(let path, let inverted, let body, let location):
                let value = try lookUp(path, in: scopes, at: location)
                switch (value, inverted) {
                case (.flag(let flag), _):
                    if flag != inverted { try render(body, scopes: &scopes, into: &output, nodesRendered: &nodesRendered) }
                case (.list(let items), false):
                    for item in items {
                        scopes.append(item)
                        try render(body, scopes: &scopes, into: &output, nodesRendered: &nodesRendered)
                        scopes.removeLast()
                    }
                case (.list(let items), true):
                    if items.isEmpty { try render(body, scopes: &scopes, into: &output, nodesRendered: &nodesRendered) }
                case (.object, false), (.text, false):
                    scopes.append(value)
                    try render(body, scopes: &scopes, into: &output, nodesRendered: &nodesRendered)
                    scopes.removeLast()
                case (.object, true), (.text, true):
                    break
                }
            }
        }
    }

    /// Finds the first name of `path` in the innermost scope that defines it, then the rest inside it.
    private func lookUp(_ path: [String], in scopes: [TemplateValue], at location: SourcePosition) throws(TemplateError) -> TemplateValue {
        if path == ["."] { return scopes[scopes.count - 1] }
        var found: TemplateValue?
        for scope in scopes.reversed() {
            if case .object(let members) = scope, let value = members[path[0]] {
                found = value
                break
            }
        }
        guard var value = found else {
            throw TemplateError(template: name, location: location, message: "unknown name '\(path[0])'")
        }
        for part in path.dropFirst() {
            guard case .object(let members) = value, let next = members[part] else {
                throw TemplateError(
                    template: name, location: location, message: "unknown name '\(part)' in '\(path.joined(separator: "."))'")
            }
            value = next
        }
        return value
    }
}
