/// The user info keys in which an Xcode model keeps what modelgen's classes need and Xcode's
/// format has no place for. `modelgen convert` writes them; they can also be added in Xcode's Data
/// Model inspector (User Info). Core Data keeps them in the compiled model and never looks at them.
///
/// | key | on | value |
/// |---|---|---|
/// | `modelgen.documentation` | entity, attribute, relationship | the doc comment's text |
/// | `modelgen.identifiable` | root entity | `NO`: the class declares `Identifiable` itself |
/// | `modelgen.enum` | attribute | the `enum` object of the JSON format, as JSON |
/// | `modelgen.swiftName` | attribute, relationship | the Swift name of its property (`swiftName`), the model's name staying its key |
/// | `modelgen.propertyOrder` | entity | the names of its attributes, relationships and fetched properties in the order the classes declare them, separated by spaces (Xcode keeps them sorted by name); written only when that order is not Xcode's |
/// | `modelgen.fetchRequest.NAME` | entity | the `name` (when the template's does not make it), `parameters`, `sortBy`, `limit` and `documentation` of the fetch request template `Entity.NAME` or `NAME`, as a JSON object |
enum XcodeUserInfoKey {
    static let prefix = "modelgen."
    static let documentation = "modelgen.documentation"
    static let identifiable = "modelgen.identifiable"
    static let enumeration = "modelgen.enum"
    static let propertyOrder = "modelgen.propertyOrder"
    static let fetchRequestPrefix = "modelgen.fetchRequest."
    /// An attribute's or relationship's `swiftName`: the Swift name of its property, the model's
    /// name staying its key.
    static let swiftName = "modelgen.swiftName"

    /// The keys an entity, attribute or relationship takes, for a did-you-mean note.
    static let entityKeys = [documentation, identifiable, propertyOrder, fetchRequestPrefix + "NAME"]
    static let attributeKeys = [documentation, enumeration, swiftName]
    static let relationshipKeys = [documentation, swiftName]

    /// The JSON in the value of `key`, with every location set to where the XML value starts (a
    /// position inside the value would not be one in the file: XML escapes its quotes). Syntax
    /// errors are reported there too.
    static func json(in value: Located<String>, key: String, log: inout DiagnosticLog) -> JSONValue? {
        do throws(JSONSyntaxError) {
            return relocated(try JSONParser.parse(value.value), to: value.location)
        } catch {
            log.error("the value of '\(key)' is not JSON: \(error.message)", at: value.location)
            return nil
        }
    }

    private static func relocated(_ value: JSONValue, to location: SourcePosition) -> JSONValue {
        var moved = value
        moved.location = location
        moved.isVerbatimString = false
        switch value.kind {
        case .object(let members):
            moved.kind = .object(
                members.map { JSONMember(key: $0.key, keyLocation: location, value: relocated($0.value, to: location)) }
            )
        case .array(let elements):
            moved.kind = .array(elements.map { relocated($0, to: location) })
        case .string, .number, .bool, .null:
            break
        }
        return moved
    }
}
