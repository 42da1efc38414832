import Foundation
import Testing

@testable import ModelGenKit

/// `"omit"` in modelgen.json: the parts of each class's API a model leaves out for their compile
/// time, as the configuration reads them and as the translator leaves them out.
@Suite struct OmittedPartsTests {
    static func decode(_ text: String) -> (Configuration?, [String]) {
        let (configuration, diagnostics) = Configuration.decode(bytes: Array(text.utf8), path: "modelgen.json")
        return (configuration, TestSupport.describe(diagnostics))
    }

    @Test func theConfigurationNamesEachPartOnce() {
        #expect(Self.decode(#"{ "omit": [] }"#).0?.omitted == [])
        #expect(
            Self.decode(#"{ "omit": ["initializer", "keyEnums", "predicates", "modelActor", "numberAccessors"] }"#).0?
                .omitted
                == Set(GenerationOptions.APIPart.allCases))
        #expect(
            Self.decode(#"{ "omit": "predicates" }"#).1 == [
                "1:11: error: 'omit' must be a list of the parts to leave out ('initializer', 'keyEnums', 'predicates', 'modelActor', 'numberAccessors'), found a string"
            ])
        let (configuration, diagnostics) = Self.decode(#"{ "omit": ["predicate", 3, "keyEnums", "keyEnums"] }"#)
        #expect(configuration == nil)
        #expect(
            diagnostics == [
                "1:12: error: 'omit' names the parts 'initializer', 'keyEnums', 'predicates', 'modelActor', 'numberAccessors', not 'predicate'",
                "1:25: error: 'omit' names the parts 'initializer', 'keyEnums', 'predicates', 'modelActor', 'numberAccessors', not a number",
                "1:40: error: 'omit' names 'keyEnums' twice",
            ])
    }

    static let model = """
        { "name": "Shop", "entities": [{ "name": "Item",
            "attributes": [
                { "name": "title", "type": "string" },
                { "name": "rank", "type": "integer16", "optional": true },
                { "name": "price", "type": "decimal" },
                { "name": "discount", "type": "decimal", "optional": true },
                { "name": "state", "type": "string", "enum": { "name": "State", "cases": ["open", "closed"] } }
            ] }] }
        """

    static func properties(omitting parts: Set<GenerationOptions.APIPart>) throws -> String {
        let (model, diagnostics) = TestSupport.load(Self.model, path: "Shop.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let files = try TestSupport.render(resolved, options: GenerationOptions(omitted: parts))
        return try #require(files.first { $0.path == "Item+CoreDataProperties.swift" }).contents
    }

    @Test func eachPartIsLeftOutAloneAndTheRestStays() throws {
        let whole = try Self.properties(omitting: [])
        let marks: [GenerationOptions.APIPart: [String]] = [
            .initializer: ["public convenience init(\n"],
            .keyEnums: ["public enum Attribute: String", "Item.Attribute.state"],
            .predicates: [
                "public struct KeyPaths", "public typealias Predicate", ", ModelGenSupport.PredicateValue {",
            ],
            .numberAccessors: [
                "public var rank: Int16? {", "public var price: Decimal {", "public var discount: Decimal? {",
            ],
        ]
        for (part, texts) in marks {
            for text in texts { #expect(whole.contains(text), "\(text)") }
            let without = try Self.properties(omitting: [part])
            for (other, otherTexts) in marks {
                for text in otherTexts { #expect(without.contains(text) == (other != part), "\(part): \(text)") }
            }
        }
        // Without number accessors, optional numbers and decimals are what Core Data hands out, as
        // Xcode declares them; the initializer still takes a Decimal, and sets it by key.
        let withoutAccessors = try Self.properties(omitting: [.numberAccessors])
        for text in [
            "    @NSManaged public var rank: NSNumber?\n", "    @NSManaged public var price: NSDecimalNumber\n",
            "    @NSManaged public var discount: NSDecimalNumber?\n", "        price: Decimal,\n",
            "        discount: Decimal? = nil\n", "            \"price\": price,\n",
        ] {
            #expect(withoutAccessors.contains(text), "\(text)")
        }
        #expect(!withoutAccessors.contains("self.price = price"))
        // Without the key enums, the note on a property Objective-C cannot see names its key.
        let note = try Self.properties(omitting: [.keyEnums]).replacingOccurrences(of: "\n    /// ", with: " ")
        #expect(note.contains(#"sort and filter by its key, `"rank"`, not by `\Item.rank`."#), "\(note)")
    }

    /// The model's actors are in the model file, unless `"omit"` names `modelActor`; the support
    /// file keeps their protocols either way (it is the same for every model).
    @Test func theModelActorIsLeftOutOfTheModelFile() throws {
        let (model, diagnostics) = TestSupport.load(Self.model, path: "Shop.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        for omitted in [false, true] {
            let files = try TestSupport.render(
                resolved, options: GenerationOptions(omitted: omitted ? [.modelActor] : []))
            let modelFile = try #require(files.first { $0.path == "Shop+ManagedObjectModel.swift" }).contents
            #expect(modelFile.contains("public actor ShopModelActor: ModelGenSupport.ModelActor {") != omitted)
            #expect(
                modelFile.contains("@MainActor public struct ShopMainModelActor: ModelGenSupport.MainModelActor {")
                    != omitted)
            #expect(modelFile.contains("enum ShopModel: ModelGenModelBuilder {"))
            let properties = try #require(files.first { $0.path == "Item+CoreDataProperties.swift" }).contents
            #expect(properties.contains("public typealias Predicate"))
        }
    }
}
