/// A small model that takes every path through the templates: every kind of property and storage,
/// documentation and none, to-many relationships ordered and not, entities inside and outside a
/// hierarchy. A custom template is rendered with it once when it is loaded, so a misspelt name is
/// reported even in a section that the user's own model never renders.
enum TemplateProbe {
    static let modelText = """
        {
          "name": "Probe",
          "entities": [
            {
              "name": "Item", "documentation": "Documented.",
              "attributes": [
                { "name": "title", "type": "string", "documentation": "Documented." },
                { "name": "rank", "type": "integer16", "optional": true },
                { "name": "default", "type": "date", "optional": true }
              ],
              "relationships": [
                { "name": "steps", "destination": "Step", "inverse": "item", "toMany": true, "ordered": true },
                { "name": "tags", "destination": "Step", "inverse": "tagged", "toMany": true }
              ]
            },
            {
              "name": "Step",
              "relationships": [
                { "name": "item", "destination": "Item", "inverse": "steps" },
                { "name": "tagged", "destination": "Item", "inverse": "tags", "optional": true }
              ]
            },
            { "name": "Base", "abstract": true },
            { "name": "Derived", "parent": "Base", "attributes": [{ "name": "value", "type": "double" }] }
          ]
        }
        """

    /// The probe's files, rendered with `templates`: throws the first template error.
    static func check(_ templates: TemplateSet) throws(TemplateError) {
        guard let model = Generator.loadModel(bytes: Array(modelText.utf8), path: "Probe.datamodel.json").model else {
            preconditionFailure("the template probe model does not resolve")
        }
        for accessLevel in GenerationOptions.AccessLevel.allCases {
            for classFiles in GenerationOptions.ClassFileMode.allCases {
                let options = GenerationOptions(accessLevel: accessLevel, classFiles: classFiles)
                _ = try Generator.render(
                    model, options: options, templates: templates, propertiesDirectory: ".", classDirectory: ".")
            }
        }
    }
}
