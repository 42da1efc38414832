/// A fetch request's sort descriptor, as both the Properties and the model template see it.
struct SortDescriptorContext: TemplateRenderable, Sendable {
    /// The key path as a Swift string literal.
    var keyLiteral: String
    var isAscending: Bool

    init(_ descriptor: FetchRequestTemplate.SortDescriptor) {
        keyLiteral = SwiftLiterals.string(descriptor.keyPath)
        isAscending = descriptor.isAscending
    }

    var templateValue: TemplateValue {
        .object(["keyLiteral": .text(keyLiteral), "isAscending": .flag(isAscending)])
    }
}
