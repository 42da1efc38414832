import Foundation

@testable import ModelGenKit

/// Random valid models: every attribute type, optional or not, with and without defaults, every
/// relationship kind (to-one, to-many, ordered, many-to-many, self-referential), inheritance, class
/// names, and Swift keywords as property names. Each seed's entities are named for it
/// (`R3Entity0`…), so that the output of many seeds compiles as one module.
enum RandomModels {
    static let keywordNames = [
        "default", "protocol", "struct", "import", "return", "where", "func", "in", "case", "static",
    ]

    static let defaults: [AttributeType: [String]] = [
        .string: ["\"\"", "\"hello\""], .boolean: ["true", "false"], .integer16: ["-32768", "7"],
        .integer32: ["2147483647"], .integer64: ["-9223372036854775808"], .float: ["0.5"], .double: ["1e10"],
        .decimal: ["\"12.50\"", "3"], .date: ["\"2024-05-01T12:00:00Z\""],
        .uuid: ["\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""],
        .uri: ["\"https://example.com\""],
    ]

    /// The JSON text of a random model named `Random<seed>`, whose entities are `R<seed>Entity<n>`.
    static func model(seed: UInt64) -> String {
        let entityName = { (index: Int) in "R\(seed)Entity\(index)" }
        var random = SeededGenerator(seed: seed)
        let entityCount = Int.random(in: 2...7, using: &random)
        var entities:
            [(name: String, className: String?, parent: String?, attributes: [String], relationships: [String])] = []
        for index in 0..<entityCount {
            let name = entityName(index)
            let className = Bool.random(using: &random) && index % 3 == 0 ? "\(name)MO" : nil
            // Only earlier entities can be parents, so there is never a cycle.
            let parent =
                index > 0 && Int.random(in: 0..<4, using: &random) == 0
                ? entityName(Int.random(in: 0..<index, using: &random)) : nil
            var attributes: [String] = []
            for attributeIndex in 0..<Int.random(in: 0...8, using: &random) {
                // A composite attribute needs a composite type, which these models do not declare.
                let type = AttributeType.allCases.filter { $0 != .composite }.randomElement(using: &random)!
                // A root entity's first attribute is a bare keyword (`default`…), which must be escaped;
                // others may be keywords with a suffix. Names never repeat within a hierarchy.
                let name =
                    parent == nil && attributeIndex == 0
                    ? keywordNames[index % keywordNames.count]
                    : Int.random(in: 0..<6, using: &random) == 0
                        ? keywordNames.randomElement(using: &random)! + "\(index)x\(attributeIndex)"
                        : "a\(index)x\(attributeIndex)"
                var fields = [#""name": "\#(name)""#, #""type": "\#(type.rawValue)""#]
                if Bool.random(using: &random) { fields.append(#""optional": true"#) }
                if let values = defaults[type], Bool.random(using: &random) {
                    fields.append(#""default": \#(values.randomElement(using: &random)!)"#)
                }
                if type == .transformable, Bool.random(using: &random) {
                    fields.append(
                        #""customClass": "\#(["[String]", "NSObject", "[String: Int]", "Set<String>"].randomElement(using: &random)!)""#
                    )
                }
                if type == .binary, Bool.random(using: &random) { fields.append(#""allowsExternalStorage": true"#) }
                if type == .undefined { fields.append(#""transient": true"#) }
                // Every third string or integer attribute without a default has an enum. The choice takes
                // nothing from the random stream, so the rest of each seed's model stays as it was.
                if (index * 7 + attributeIndex) % 3 == 0, !fields.contains(where: { $0.hasPrefix(#""default""#) }) {
                    let enumName = "E\(index)x\(attributeIndex)"
                    let fallback = attributeIndex % 2 == 0 ? #", "fallback": "other""# : ""
                    switch type {
                    case .string where index % 2 == 0:
                        fields.append(
                            #""enum": { "name": "\#(enumName)", "cases": ["open", "default", "other"]\#(fallback) }"#)
                    case .string:
                        fields.append(
                            #""enum": { "name": "\#(enumName)", "cases": { "open": "o", "self": "s", "other": "x" }\#(fallback) }"#
                        )
                    case .integer16, .integer32, .integer64:
                        fields.append(
                            #""enum": { "name": "\#(enumName)", "cases": { "low": -1, "in": 0, "other": 7 }\#(fallback) }"#
                        )
                    default: break
                    }
                }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    fields.append(#""documentation": "Line one.\nLine two.""#)
                }
                attributes.append("{ " + fields.joined(separator: ", ") + " }")
            }
            entities.append((name, className, parent, attributes, []))
        }
        // Relationship pairs, each with its inverse.
        for pair in 0..<Int.random(in: 1...8, using: &random) {
            let source = Int.random(in: 0..<entityCount, using: &random)
            let destination = Int.random(in: 0..<entityCount, using: &random)
            let forward = "r\(pair)f"
            let backward = "r\(pair)b"
            let kind = Int.random(in: 0..<4, using: &random)
            func relationship(
                _ name: String, to target: Int, inverse: String, toMany: Bool, ordered: Bool, optional: Bool
            ) -> String {
                var fields = [
                    #""name": "\#(name)""#, #""destination": "\#(entityName(target))""#, #""inverse": "\#(inverse)""#,
                ]
                if toMany { fields.append(#""toMany": true"#) }
                if ordered { fields.append(#""ordered": true"#) }
                if optional { fields.append(#""optional": true"#) }
                return "{ " + fields.joined(separator: ", ") + " }"
            }
            let optional = Bool.random(using: &random)
            entities[source].relationships.append(
                relationship(
                    forward, to: destination, inverse: backward, toMany: kind >= 1, ordered: kind == 2,
                    optional: optional))
            entities[destination].relationships.append(
                relationship(
                    backward, to: source, inverse: forward, toMany: kind == 3, ordered: false, optional: !optional))
        }
        let entityTexts = entities.map { entity -> String in
            var fields = [#""name": "\#(entity.name)""#]
            if let className = entity.className { fields.append(#""className": "\#(className)""#) }
            if let parent = entity.parent { fields.append(#""parent": "\#(parent)""#) }
            if !entity.attributes.isEmpty {
                fields.append(#""attributes": [\#(entity.attributes.joined(separator: ", "))]"#)
            }
            if !entity.relationships.isEmpty {
                fields.append(#""relationships": [\#(entity.relationships.joined(separator: ", "))]"#)
            }
            return "    { " + fields.joined(separator: ", ") + " }"
        }
        return "{\n  \"name\": \"Random\(seed)\",\n  \"entities\": [\n" + entityTexts.joined(separator: ",\n")
            + "\n  ]\n}\n"
    }
}
