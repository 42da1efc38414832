import Foundation
import Testing

@testable import ModelGenKit

/// `"swiftName"`: the code generated for a key that is only a property name compiles, and uses it.
@Suite struct SwiftNameCompileTests {
    /// Simplenote's `deleted`, stored and synced for a decade: the key stays, the Swift property is
    /// `isTrashed`, with a warning that the name is one Apple's documentation does not allow.
    @Test func aKeyThatIsOnlyAPropertyNameKeepsItWithASwiftName() throws {
        let (model, diagnostics) = TestSupport.load(TestModels.notesWithSwiftNames, path: "Notes.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        #expect(
            TestSupport.describe(diagnostics) == [
                "2:15: warning: property name 'deleted' is the name of a property of NSManagedObject, which Apple's documentation of NSPropertyDescription.name does not allow; its getter is 'isDeleted', so the key 'deleted' (@objc(deleted)) replaces no method, and apps have shipped such a name, but a new model should not: rename it while nothing stores it"
            ])
        let files = TestSupport.sources(try TestSupport.render(resolved))
        let properties = try #require(files["Note+CoreDataProperties.swift"])
        #expect(properties.contains("    @objc(deleted)\n    @NSManaged public var isTrashed: Bool\n"), "\(properties)")
        #expect(properties.contains("    @objc(body)\n    @NSManaged public var text: String?\n"))
        // A computed property keeps the key in its key-value coding.
        #expect(
            properties.contains("    public var position: Int16? {\n        get { modelGenValue(forKey: \"rank\") }"))
        #expect(properties.contains("        isTrashed: Bool? = nil,"))
        // The keys are the model's, for predicates and sort descriptors.
        #expect(properties.contains("        case deleted\n        case body\n        case rank\n"))
        #expect(properties.contains("not by `\\Note.position`"))
        var use = files
        use["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext) {
                let note = Note(context: context, isTrashed: true, text: "x", position: 2)
                note.isTrashed = !note.isTrashed && !note.isDeleted
                _ = NSPredicate(format: "%K == NO", Note.Attribute.deleted.rawValue)
                _ = (note.text, note.position)
            }
            """
        try Typechecker.expectNoDiagnostics(use, module: "Notes")
    }

    /// An attribute keyed `deleted` (or `inserted`, `updated`, `fault`) with no Swift name of its own
    /// keeps the key and gets the Swift property `deletedValue`, with a warning that says so: a
    /// Swift property `deleted` would override NSManagedObject's (Apple's SDK refuses it), and apps
    /// ship such keys (Simplenote). The stand-in is held to the rules of a Swift name.
    @Test(arguments: ReservedNames.propertiesNamedApartFromTheirGetters.keys.sorted())
    func aKeyThatIsOnlyAPropertyNameGetsAStandInSwiftName(key: String) throws {
        let json =
            #"{ "name": "Notes", "entities": [{ "name": "Note", "attributes": [{ "name": "\#(key)", "type": "boolean", "default": false }] }] }"#
        let (model, diagnostics) = TestSupport.load(json, path: "Notes.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let getter = ReservedNames.propertiesNamedApartFromTheirGetters[key]!
        #expect(
            diagnostics.map { "\($0.severity): \($0.message)" } == [
                "warning: property name '\(key)' is the name of a property of NSManagedObject, which Apple's documentation of NSPropertyDescription.name does not allow; its getter is '\(getter)', so the key '\(key)' (@objc(\(key))) replaces no method, and apps have shipped such a name, but a new model should not: rename it while nothing stores it; a Swift property '\(key)' would override it, so the Swift property is '\(key)Value' (name it yourself with \"swiftName\", user info key 'modelgen.swiftName' in Xcode)"
            ])
        let files = TestSupport.sources(try TestSupport.render(resolved))
        let properties = try #require(files["Note+CoreDataProperties.swift"])
        #expect(
            properties.contains("    @objc(\(key))\n    @NSManaged public var \(key)Value: Bool\n"), "\(properties)")
        var use = files
        use["Use.swift"] = """
            import CoreData

            func use(_ context: NSManagedObjectContext) {
                let note = Note(context: context, \(key)Value: true)
                note.\(key)Value = !note.\(key)Value && !note.\(getter)
                _ = NSPredicate(format: "%K == NO", Note.Attribute.\(key).rawValue)
            }
            """
        try Typechecker.expectNoDiagnostics(use, module: "Notes")
    }
}
