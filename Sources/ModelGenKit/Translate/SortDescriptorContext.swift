/// A fetch request's sort descriptor, as both the Properties and the model template see it.
struct SortDescriptorContext: TemplateRecord, Sendable {
    /// The key path as a Swift string literal.
    var keyLiteral: String
    var isAscending: Bool

    init(_ descriptor: FetchRequestTemplate.SortDescriptor) {
        keyLiteral = SwiftLiterals.string(descriptor.keyPath)
        isAscending = descriptor.isAscending
    }

    static let templateMembers: TemplateMembers<Self> = [
        "keyLiteral": { .text($0.keyLiteral) },
        "isAscending": { .flag($0.isAscending) },
    ]
}
