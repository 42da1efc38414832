/// What a template sees: text, flags, lists and objects. The translator builds these; templates
/// only print them (`{{name}}`), test them and iterate them (`{{#name}}…{{/name}}`).
public enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .flag(value) }
}

/// A type the translator hands to a template.
public protocol TemplateRenderable {
    var templateValue: TemplateValue { get }
}
