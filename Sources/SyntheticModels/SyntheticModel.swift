/// Made-up models of any size, for the benchmark and the scaling tests.
///
/// A model of `n` entities, `Entity0` to `Entity<n-1>`, each with `attributesPerEntity` attributes
/// and two relationships:
/// - attribute `j` of entity `i` has the `(i + j)`-th of the thirteen attribute types, so every
///   type appears in every position; odd-numbered attributes are optional; the scalar types
///   (boolean, integers, float, double, decimal) and strings have a default;
/// - `parent` is a to-one relationship to the next entity, `children` a to-many relationship to the
///   previous one, each the other's inverse, so that the entities form a ring.
///
/// The text is written the way people write models (one property per line), so its size is
/// realistic too: about 2.6 MB for 1,000 entities.
public struct SyntheticModel: Sendable {
    /// The model's name, which also names its file: `Synthetic.datamodel.json`.
    public var name: String
    /// How many entities: `Entity0` to `Entity<entityCount-1>`.
    public var entityCount: Int
    /// How many attributes each entity has (one more in `changedEntities`).
    public var attributesPerEntity: Int
    /// Entities that have one more attribute, `extraAttribute`: a model that differs in exactly
    /// those entities, for measuring a run after a change.
    public var changedEntities: Set<Int>

    /// The attribute types, in the order the attributes cycle through them.
    public static let attributeTypes = [
        "string", "boolean", "integer16", "integer32", "integer64", "float", "double", "decimal",
        "date", "binary", "uuid", "uri", "transformable",
    ]

    /// A model of `entityCount` entities; by default 20 attributes each and no changed entity.
    public init(
        name: String = "Synthetic", entityCount: Int, attributesPerEntity: Int = 20, changedEntities: Set<Int> = []
    ) {
        self.name = name
        self.entityCount = entityCount
        self.attributesPerEntity = attributesPerEntity
        self.changedEntities = changedEntities
    }

    /// The file name the model is written under, such as `Synthetic.datamodel.json`.
    public var fileName: String { name + ".datamodel.json" }

    /// The name of entity `index`, which is also its class name.
    public static func entityName(_ index: Int) -> String { "Entity\(index)" }

    /// The model's JSON text.
    public var json: String {
        var text = "{\n  \"name\": \"\(name)\",\n  \"entities\": [\n"
        for index in 0..<entityCount {
            appendEntity(index, to: &text)
            text += index == entityCount - 1 ? "\n" : ",\n"
        }
        text += "  ]\n}\n"
        return text
    }

    private func appendEntity(_ index: Int, to text: inout String) {
        let parent = Self.entityName((index + 1) % entityCount)
        let child = Self.entityName((index + entityCount - 1) % entityCount)
        text += "    {\n      \"name\": \"\(Self.entityName(index))\",\n"
        text += "      \"documentation\": \"Entity \(index) of a synthetic model.\",\n"
        text += "      \"attributes\": [\n"
        var attributes = (0..<attributesPerEntity).map { attribute(index: $0, ofEntity: index) }
        if changedEntities.contains(index) {
            attributes.append("{ \"name\": \"extraAttribute\", \"type\": \"string\", \"optional\": true }")
        }
        text += attributes.map { "        " + $0 }.joined(separator: ",\n")
        text += "\n      ],\n      \"relationships\": [\n"
        text +=
            "        { \"name\": \"parent\", \"destination\": \"\(parent)\", \"inverse\": \"children\", \"optional\": true },\n"
        text +=
            "        { \"name\": \"children\", \"destination\": \"\(child)\", \"inverse\": \"parent\", \"toMany\": true, \"optional\": true }\n"
        text += "      ]\n    }"
    }

    private func attribute(index: Int, ofEntity entity: Int) -> String {
        let type = Self.attributeTypes[(entity + index) % Self.attributeTypes.count]
        var members = ["\"name\": \"attribute\(index)\"", "\"type\": \"\(type)\""]
        if index % 2 == 1 { members.append("\"optional\": true") }
        if let value = Self.defaultValue(for: type, variant: index) { members.append("\"default\": \(value)") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// A default value, as JSON text, for the scalar types and strings; nil for the others.
    private static func defaultValue(for type: String, variant: Int) -> String? {
        switch type {
        case "string": return "\"value \(variant)\""
        case "boolean": return variant % 4 == 1 ? "true" : "false"
        case "integer16", "integer32", "integer64": return "\(variant)"
        case "float", "double": return "\(variant).5"
        case "decimal": return "\"\(variant).25\""
        default: return nil
        }
    }
}
