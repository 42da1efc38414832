extension Template {
    /// The names that tell where the current item stands in the innermost list a section iterates:
    /// `{{^@last}}, {{/@last}}` separates items with commas.
    static let positionNames: Set<String> = ["@first", "@last"]

    /// Renders the template with `context` as the outermost scope.
    func render(_ context: TemplateValue) throws(TemplateError) -> String {
        var nodesRendered = 0
        return try render(context, nodesRendered: &nodesRendered)
    }

    /// Renders the template, adding the number of nodes visited to `nodesRendered`.
    func render(_ context: TemplateValue, nodesRendered: inout Int) throws(TemplateError) -> String {
        // Bytes, made a string once at the end: appending a string's UTF-8 to an array is a copy,
        // where appending it to a string takes several times as long.
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        var state = RenderState(scopes: [context])
        try render(nodes, state: &state, into: &output, nodesRendered: &nodesRendered)
        return String(decoding: output, as: UTF8.self)
    }

    /// What a section's body sees: the scopes that names are looked up in, innermost last, and the
    /// position of the current item in each list being iterated, innermost last.
    private struct RenderState {
        var scopes: [TemplateValue]
        var positions: [(index: Int, count: Int)] = []
    }

    private func render(
        _ nodes: [Node], state: inout RenderState, into output: inout [UInt8], nodesRendered: inout Int
    ) throws(TemplateError) {
        nodesRendered += nodes.count
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .variable(let path, let location):
                guard case .text(let text) = try lookUp(path, in: state, at: location) else {
                    throw TemplateError(
                        template: name, location: location,
                        message:
                            "'\(path.joined(separator: "."))' is not text; use it as a section: {{#\(path.joined(separator: "."))}}"
                    )
                }
                output.append(contentsOf: text.utf8)
            case .section(let path, let inverted, let body, let location):
                let value = try lookUp(path, in: state, at: location)
                switch (value, inverted) {
                case (.flag(let flag), _):
                    if flag != inverted {
                        try render(body, state: &state, into: &output, nodesRendered: &nodesRendered)
                    }
                case (.list(let items), false):
                    for (index, item) in items.enumerated() {
                        state.scopes.append(item)
                        state.positions.append((index, items.count))
                        try render(body, state: &state, into: &output, nodesRendered: &nodesRendered)
                        state.positions.removeLast()
                        state.scopes.removeLast()
                    }
                case (.list(let items), true):
                    if items.isEmpty { try render(body, state: &state, into: &output, nodesRendered: &nodesRendered) }
                case (.object, false), (.text, false):
                    state.scopes.append(value)
                    try render(body, state: &state, into: &output, nodesRendered: &nodesRendered)
                    state.scopes.removeLast()
                case (.object, true), (.text, true):
                    break
                }
            }
        }
    }

    /// Finds the first name of `path` in the innermost scope that defines it, then the rest inside it.
    private func lookUp(_ path: [String], in state: RenderState, at location: SourcePosition) throws(TemplateError)
        -> TemplateValue
    {
        let scopes = state.scopes
        // Only `.` and the position names start with a byte other than a name's (the parser allows
        // no other), so one byte tells them apart without comparing or hashing every name.
        switch path[0].utf8.first {
        case UInt8(ascii: "."): return scopes[scopes.count - 1]
        case UInt8(ascii: "@"):
            guard let position = state.positions.last else {
                throw TemplateError(
                    template: name, location: location, message: "'\(path[0])' is defined only inside a list section")
            }
            return .flag(path[0] == "@first" ? position.index == 0 : position.index == position.count - 1)
        default: break
        }
        var found: TemplateValue?
        for scope in scopes.reversed() {
            if case .object(let members) = scope, let value = members[path[0]] {
                found = value
                break
            }
        }
        guard var value = found else {
            throw TemplateError(
                template: name, location: location, message: "unknown name '\(path[0])'",
                notes: RetiredTemplateNames.note(forUnknownName: path[0], inTemplate: name).map { [$0] } ?? [])
        }
        for part in path.dropFirst() {
            guard case .object(let members) = value, let next = members[part] else {
                throw TemplateError(
                    template: name, location: location,
                    message: "unknown name '\(part)' in '\(path.joined(separator: "."))'")
            }
            value = next
        }
        return value
    }
}
