/// The names Xcode and Core Data give what a model leaves unnamed, which the parser, the resolver
/// and the writers must spell alike.
enum DefaultNames {
    /// The name of the index that an `indexed` attribute gets: `byNameIndex` for `name`, as Xcode
    /// names the index it makes for an attribute marked Indexed.
    static func index(forIndexedAttribute attribute: String) -> String {
        index(forProperties: [attribute])
    }

    /// The name of an index over `properties` in the same style: `byCityAndNameIndex`.
    static func index(forProperties properties: [String]) -> String {
        "by" + properties.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "And") + "Index"
    }

    /// The name under which a model keeps the fetch request template `request` of `entity` when the
    /// template names none: `Commit.byAuthor`.
    static func fetchRequest(named request: String, inEntityNamed entity: String) -> String {
        "\(entity).\(request)"
    }
}
