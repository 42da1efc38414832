import Testing

@testable import ModelGenKit

/// The model file's template keys that are made only when a template asks for them.
@Suite struct ModelFileTemplateKeysTests {
    /// `attributes` describes every attribute for a call, those that `propertyList` gives as rows
    /// too, though the built-in template never asks for it: it is made when a template looks it up.
    /// `propertyList` describes only the attribute that a row cannot (its rule, `minimum`).
    @Test func everyAttributeIsDescribedWhereATemplateAsksAndOnlyTheOthersInThePropertyList() throws {
        let json = #"""
            { "name": "Shop", "entities": [{ "name": "Item", "attributes": [
                { "name": "title", "type": "string", "default": "New" },
                { "name": "count", "type": "integer16", "minimum": 0 },
                { "name": "note", "type": "string", "optional": true }
            ] }] }
            """#
        let (model, diagnostics) = ModelLoader.loadModel(bytes: Array(json.utf8), path: "Shop.datamodel.json")
        let resolved = try #require(model, "\(diagnostics.map(\.formatted))")
        var templates: [OutputKind: Template] = [:]
        for kind in OutputKind.templated { templates[kind] = TemplateSet.builtinTemplate(for: kind) }
        templates[.managedObjectModel] = try Template(
            name: "ManagedObjectModel.swift.mustache",
            text: """
                {{#entities}}{{className}}
                attributes:{{#attributes}} {{nameLiteral}}{{#typedFunction}} {{.}}{{/typedFunction}}{{#defaultValue}} = {{.}}{{/defaultValue}};{{/attributes}}
                calls:{{#propertyList}}{{#attribute}} {{nameLiteral}};{{/attribute}}{{/propertyList}}
                rows:{{#propertyList}}{{#rows}} {{.}};{{/rows}}{{/propertyList}}
                {{/entities}}
                """)
        let files = try Generator.render(
            resolved, options: GenerationOptions(), templates: TemplateSet(templates), propertiesDirectory: ".",
            classDirectory: ".")
        let modelFile = try #require(files.first { $0.kind == .managedObjectModel })
        #expect(
            modelFile.contents == """
                Item
                attributes: "title" stringAttribute = "New"; "count"; "note" stringAttribute;
                calls: "count";
                rows: title: string = "New"; note: string?;

                """)
    }
}
