import Foundation
import Testing

@testable import ModelGenKit

/// Composite attributes (`"composites"` and `"type": "composite"`): what the model may say and
/// what is a located error, each refusal with an accepted counterpart; key paths through a
/// composite; CloudKit's rules for synced composites; the stored schema and the comparison of
/// versions; the files the generator and the build plugin name. (The struct and the accessors are
/// run in `GeneratedAccessorRunTests`, the builder in `ModelBuilderRunTests`, conversion to and
/// from Xcode in `ConvertTests`; the every-feature model typechecks in `CompileTests`.)
@Suite struct CompositeAttributeTests {
    /// A model with the composites `Place` (with a nested `Height`) and `Height`, and an entity
    /// `Shop` whose attributes are `name` and `attributes`.
    static func model(
        attributes: String = #"{ "name": "place", "type": "composite", "composite": "Place", "optional": true }"#,
        composites: String? = nil, extra: String = "", shop: String = ""
    ) -> String {
        let defaultComposites = """
                { "name": "Place", "elements": [
                    { "name": "latitude", "type": "double", "default": 0 },
                    { "name": "label", "type": "string", "optional": true },
                    { "name": "height", "type": "composite", "composite": "Height", "optional": true } ] },
                { "name": "Height", "elements": [{ "name": "metres", "type": "float", "default": 0 }] }
            """
        return """
            {
              "name": "Shops",
              "composites": [
            \(composites ?? defaultComposites)
              ],
              "entities": [
                { "name": "Shop", "attributes": [{ "name": "name", "type": "string" }, \(attributes)]\(shop) }\(extra)
              ]
            }
            """
    }

    /// Each diagnostic of `json` as `TestSupport.describe` writes it.
    static func diagnostics(_ json: String) -> [String] {
        TestSupport.describe(TestSupport.load(json).diagnostics)
    }

    /// `line:column: error: message` at the `occurrence`-th `needle` of `json`.
    static func error(_ json: String, _ needle: String, _ message: String, occurrence: Int = 1) -> String {
        "\(TestSupport.position(of: needle, in: json, occurrence: occurrence)): error: \(message)"
    }

    // MARK: Accepted

    @Test func aModelWithCompositesResolvesAndLinksThem() throws {
        let json = Self.model(
            attributes: """
                { "name": "place", "type": "composite", "composite": "Place", "optional": true },
                { "name": "origin", "type": "composite", "composite": "Place", "renamedFrom": "start", "preserveAfterDeletion": true }
                """)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(TestSupport.describe(diagnostics) == [])
        let resolved = try #require(model)
        #expect(resolved.composites.map(\.name) == ["Place", "Height"])
        let place = try #require(resolved.entity(named: "Shop")?.attributes.first { $0.name == "place" })
        #expect(place.type == .composite && place.composite === resolved.composites[0])
        #expect(resolved.composites[0].elements.first { $0.name == "height" }?.composite === resolved.composites[1])
        #expect(
            resolved.composites[0].storedShape
                == "Place(latitude: double, label: string?, height: Height?) Height(metres: float)")
        let files = try TestSupport.render(resolved)
        #expect(
            files.map(\.path).filter { $0.hasSuffix("+CompositeAttribute.swift") } == [
                "Place+CompositeAttribute.swift", "Height+CompositeAttribute.swift",
            ])
        // Composites are beside the model's type: a model without them is available everywhere.
        let builder = try #require(files.first { $0.path == "Shops+ManagedObjectModel.swift" }).contents
        #expect(
            builder.contains(
                "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)\nnonisolated public enum ShopsModel: ModelGenModelBuilder {"
            ))
        let plain = try #require(TestSupport.load(TestModels.model(#"{ "name": "Shop" }"#)).model)
        let plainBuilder = try #require(
            TestSupport.render(plain).first { $0.path.hasSuffix("+ManagedObjectModel.swift") }
        ).contents
        #expect(!plainBuilder.contains("@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)\nnonisolated public enum"))
        // A composite that no attribute uses gets its struct, and changes nothing in the model.
        let unused = try #require(
            TestSupport.load(Self.model(attributes: #"{ "name": "code", "type": "string" }"#)).model)
        let unusedFiles = try TestSupport.render(unused)
        #expect(unusedFiles.contains { $0.path == "Place+CompositeAttribute.swift" })
        let unusedBuilder = try #require(unusedFiles.first { $0.path == "Shops+ManagedObjectModel.swift" }).contents
        #expect(!unusedBuilder.contains("@available(macOS 14") && !unusedBuilder.contains("Elements()"))
    }

    /// Composites that each hold the next one twice, many levels deep: every stage handles each
    /// composite once, so nothing grows with the number of paths through them (2^depth) and
    /// nothing recurses as deep as the chain.
    @Test func deeplyNestedCompositesAreHandledInLinearTime() throws {
        func chain(depth: Int, extraElement: Bool) -> String {
            let composites = (0..<depth).map { index in
                index == depth - 1
                    ? #"{ "name": "C\#(index)", "elements": [{ "name": "x", "type": "double", "optional": true }\#(extraElement ? #", { "name": "y", "type": "double", "optional": true }"# : "")] }"#
                    : #"{ "name": "C\#(index)", "elements": [{ "name": "a", "type": "composite", "composite": "C\#(index + 1)", "optional": true }, { "name": "b", "type": "composite", "composite": "C\#(index + 1)", "optional": true }] }"#
            }
            return Self.model(
                attributes: #"{ "name": "deep", "type": "composite", "composite": "C0", "optional": true }"#,
                composites: composites.joined(separator: ",\n"))
        }
        let start = ContinuousClock.now
        let old = try #require(TestSupport.load(chain(depth: 2_000, extraElement: false)).model)
        let new = try #require(TestSupport.load(chain(depth: 2_000, extraElement: true)).model)
        #expect(StoredSchema(of: old).elements.count > 4_000)
        let outcome = ModelComparison.compare(
            old: old, oldFile: "1.datamodel.json", new: new, newFile: "Shops.datamodel.json")
        #expect(outcome.diagnostics.count == 1)
        // The class, its Properties file, one file per composite, the model file and its support.
        #expect(try TestSupport.render(new).count == 2 + 2_000 + 1 + 1)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func predicatesAndSortsReachElementsThroughTheComposite() {
        let json = Self.model(
            shop: """
                , "fetchRequests": [{ "name": "high", "predicate": "place.height.metres > $metres AND place.label != nil AND place != nil",
                  "parameters": { "metres": "float" }, "sortBy": [{ "key": "place.latitude" }, { "key": "place.height.metres" }] }]
                """)
        #expect(Self.diagnostics(json) == [])
    }

    /// `Attribute.sortDescriptor(ascending:)` exists for every case, so its doc comment names the
    /// attributes that fetch request templates refuse as sort keys, with a key path they accept:
    /// through a nested composite to an element that is not one.
    @Test func theSortDescriptorSaysWhichAttributesTheStoreCannotSortBy() throws {
        func sortDescriptorDocumentation(_ json: String) throws -> String {
            let model = try #require(TestSupport.load(json).model, "\(Self.diagnostics(json))")
            let text = try #require(
                try TestSupport.render(model).first { $0.path.hasSuffix("Shop+CoreDataProperties.swift") }?.contents)
            let start = try #require(text.range(of: "/// The names of `Shop`'s attributes"))
            let end = try #require(text.range(of: "public enum Attribute", range: start.upperBound..<text.endIndex))
            return text[start.lowerBound..<end.lowerBound].split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
                .joined(separator: "\n")
        }
        let nested = Self.model(
            attributes:
                #"{ "name": "where", "type": "composite", "composite": "Spot", "optional": true }, { "name": "draft", "type": "string", "optional": true, "transient": true }"#,
            composites: """
                { "name": "Spot", "elements": [{ "name": "height", "type": "composite", "composite": "Height" }] },
                { "name": "Height", "elements": [{ "name": "metres", "type": "float", "default": 0 }] }
                """)
        #expect(
            try sortDescriptorDocumentation(nested) == """
                /// The names of `Shop`'s attributes, for predicates and sort descriptors
                /// (`sortDescriptor(ascending:)`).
                ///
                /// Unlike a key path, a sort descriptor works for the optional numbers and enums that
                /// Objective-C cannot see. Do not sort by `where` (a composite attribute: sort by an element's
                /// key path, such as `where.height.metres`), or by `draft` (a transient attribute, which the
                /// store does not hold).
                """)
        let plain = Self.model(attributes: #"{ "name": "rank", "type": "integer16", "optional": true }"#)
        #expect(
            try sortDescriptorDocumentation(plain) == """
                /// The names of `Shop`'s attributes, for predicates and sort descriptors
                /// (`sortDescriptor(ascending:)`).
                ///
                /// Unlike a key path, a sort descriptor works for every attribute, including the optional
                /// numbers and enums that Objective-C cannot see.
                """)
    }

    // MARK: Refused

    @Test func anAttributeMustNameAKnownComposite() {
        let unknown = Self.model(attributes: #"{ "name": "place", "type": "composite", "composite": "Plaice" }"#)
        #expect(
            Self.diagnostics(unknown) == [
                Self.error(unknown, #""Plaice""#, "unknown composite 'Plaice'") + " (note: did you mean 'Place'?)"
            ])
        let missing = Self.model(attributes: #"{ "name": "place", "type": "composite" }"#)
        #expect(
            Self.diagnostics(missing) == [
                Self.error(
                    missing, #""composite" }"#,
                    "attribute 'place' of type 'composite' must name its composite type in 'composite': one of 'Place', 'Height'"
                )
            ])
        let noComposites = TestModels.model(
            #"{ "name": "Shop", "attributes": [{ "name": "place", "type": "composite" }] }"#)
        #expect(
            Self.diagnostics(noComposites) == [
                Self.error(
                    noComposites, #""composite" }"#,
                    "attribute 'place' of type 'composite' must name its composite type in 'composite'; the model declares none in 'composites'"
                )
            ])
        let misplaced = Self.model(attributes: #"{ "name": "place", "type": "string", "composite": "Place" }"#)
        #expect(
            Self.diagnostics(misplaced) == [
                Self.error(misplaced, #""Place" }"#, "'composite' applies only to attributes of type 'composite'")
            ])
    }

    @Test func aCompositeAttributeHasNoDefaultTransienceDerivationOrEnum() {
        let json = Self.model(
            attributes: """
                { "name": "place", "type": "composite", "composite": "Place", "default": "x", "transient": true, "optional": true }
                """)
        #expect(
            Self.diagnostics(json) == [
                Self.error(
                    json, #""x""#,
                    "composite attribute 'place' cannot have a default: give its composite's elements defaults instead"),
                Self.error(
                    json, #""place""#,
                    "composite attribute 'place' cannot be transient: modelgen builds composites for the store only"),
            ])
    }

    /// Apple's `NSCompositeAttributeDescription` page says composites can be indexed and
    /// constrained: the attribute is named whole, and naming one of its elements is an error that
    /// says so.
    @Test func aCompositeAttributeIsIndexedAndConstrainedWhole() throws {
        let whole = Self.model(
            attributes: """
                { "name": "place", "type": "composite", "composite": "Place", "optional": true, "indexed": true },
                { "name": "origin", "type": "composite", "composite": "Place", "optional": true }
                """,
            shop: """
                , "uniquenessConstraints": [["place"], ["name", "origin"]],
                  "indexes": [{ "name": "byOrigin", "elements": [{ "property": "origin", "ascending": false }] }]
                """)
        #expect(Self.diagnostics(whole) == [])
        let shop = try #require(TestSupport.load(whole).model?.entities.first)
        #expect(shop.uniquenessConstraints == [["place"], ["name", "origin"]])
        #expect(
            shop.indexes.map { "\($0.name): \($0.elements.map { "\($0.property) \($0.isAscending)" })" } == [
                #"byPlaceIndex: ["place true"]"#, #"byOrigin: ["origin false"]"#,
            ])
        let elements = Self.model(
            shop: """
                , "uniquenessConstraints": [["place.latitude"]],
                  "indexes": [{ "name": "byHeight", "elements": [{ "property": "place.height.metres" }] }]
                """)
        #expect(
            Self.diagnostics(elements) == [
                Self.error(
                    elements, #""place.latitude""#,
                    "uniqueness constraint names 'place.latitude', an element of the composite attribute 'place'; Core Data documents constraining a composite attribute, not one of its elements: name 'place' instead"
                ),
                Self.error(
                    elements, #""place.height.metres""#,
                    "index 'byHeight' names 'place.height.metres', an element of the composite attribute 'place'; Core Data documents indexing a composite attribute, not one of its elements: name 'place' instead"
                ),
            ])
        // A dotted name whose first part is not a composite is an unknown property, as before.
        let dotted = Self.model(shop: #", "uniquenessConstraints": [["name.first"]]"#)
        #expect(
            Self.diagnostics(dotted) == [
                Self.error(
                    dotted, #""name.first""#,
                    "uniqueness constraint names unknown property 'name.first' of entity 'Shop'")
            ])
    }

    @Test func compositeNamesAreTypeNamesThatHideNothing() {
        let json = Self.model(
            composites: """
                    { "name": "Place", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "Place", "elements": [{ "name": "y", "type": "double" }] },
                    { "name": "Shop", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "Date", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "Attribute", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "ShopsModel", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "ShopsModelActor", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "ShopsMainModelActor", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "place", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "PLACE", "elements": [{ "name": "x", "type": "double" }] }
                """)
        #expect(
            Self.diagnostics(json) == [
                Self.error(json, #""Place""#, "duplicate composite 'Place'", occurrence: 2)
                    + " (note: \(TestSupport.position(of: #""Place""#, in: json)): 'Place' is first declared here)",
                Self.error(json, #""Shop", "elements""#, "composite name 'Shop' is the name of a class of the model"),
                Self.error(
                    json, #""Date""#, "composite name 'Date' would hide the type 'Date' that the generated code uses"),
                Self.error(
                    json, #""ShopsModel""#,
                    "composite name 'ShopsModel' is the name of the model's type, which builds the model in code; rename the model or the composite"
                ),
                Self.error(
                    json, #""ShopsModelActor""#,
                    "composite name 'ShopsModelActor' is the name of the model's actor; \(Self.actorsFix)"),
                Self.error(
                    json, #""ShopsMainModelActor""#,
                    "composite name 'ShopsMainModelActor' is the name of the model's main-actor form; \(Self.actorsFix)"
                ),
                Self.error(
                    json, #""place", "elements""#,
                    "composite name 'place' must start with an upper-case letter and hold only letters, digits and underscores"
                ),
                Self.error(
                    json, #""place", "elements""#,
                    "composite name 'place' differs from 'Place' only in case; their files would collide on a case-insensitive disk"
                ),
                Self.error(
                    json, #""PLACE""#,
                    "composite name 'PLACE' differs from 'Place' only in case; their files would collide on a case-insensitive disk"
                ),
                // A composite named like a key enum renames the key enums, with a warning.
                "\(TestSupport.position(of: #""Attribute""#, in: json)): warning: the model has a type named 'Attribute', so the enum of each class's attribute names is 'AttributeKey' in this model (`Shop.AttributeKey`), not 'Attribute', which would hide it",
            ])
    }

    /// How a composite named like one of the model's actors is put right.
    static let actorsFix =
        #"rename the model or the composite, or leave the actors out ("omit": ["modelActor"] in modelgen.json)"#

    /// The names of the model's actors are free for composites when the configuration leaves the
    /// actors out, and a shipped version's composites, which declare no types, may have had those
    /// of the model file's types; a model kept for later (freeze, convert) is warned.
    @Test func compositesMayTakeTheNamesOfTypesTheModelFileDoesNotDeclare() {
        func diagnostics(_ json: String, purpose: Resolver.Purpose, declaringModelActors: Bool) -> [String] {
            TestSupport.describe(
                TestSupport.load(json, purpose: purpose, declaringModelActors: declaringModelActors).diagnostics)
        }
        let actors = Self.model(
            composites: """
                    { "name": "Place", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "ShopsModelActor", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "ShopsMainModelActor", "elements": [{ "name": "x", "type": "double" }] }
                """)
        #expect(
            diagnostics(actors, purpose: .generatingClasses, declaringModelActors: true) == [
                Self.error(
                    actors, #""ShopsModelActor""#,
                    "composite name 'ShopsModelActor' is the name of the model's actor; \(Self.actorsFix)"),
                Self.error(
                    actors, #""ShopsMainModelActor""#,
                    "composite name 'ShopsMainModelActor' is the name of the model's main-actor form; \(Self.actorsFix)"
                ),
            ])
        #expect(diagnostics(actors, purpose: .generatingClasses, declaringModelActors: false) == [])
        #expect(
            diagnostics(actors, purpose: .keepingModel, declaringModelActors: true).first
                == "\(TestSupport.position(of: #""ShopsModelActor""#, in: actors)): warning: composite name 'ShopsModelActor' is the name of the model's actor; generate refuses it until you \(Self.actorsFix)"
        )
        let modelType = Self.model(
            composites: """
                    { "name": "Place", "elements": [{ "name": "x", "type": "double" }] },
                    { "name": "ShopsModel", "elements": [{ "name": "x", "type": "double" }] }
                """)
        #expect(
            diagnostics(modelType, purpose: .generatingClasses, declaringModelActors: false) == [
                Self.error(
                    modelType, #""ShopsModel""#,
                    "composite name 'ShopsModel' is the name of the model's type, which builds the model in code; rename the model or the composite"
                )
            ])
        #expect(diagnostics(modelType, purpose: .shippedVersion, declaringModelActors: true) == [])
    }

    @Test func elementsAreStoredValuesWithNamesOfTheirOwn() {
        let json = Self.model(
            attributes: #"{ "name": "place", "type": "composite", "composite": "Place", "optional": true }"#,
            composites: """
                    { "name": "Place", "elements": [
                        { "name": "x", "type": "double" },
                        { "name": "x", "type": "double" },
                        { "name": "compositeValue", "type": "string" },
                        { "name": "self", "type": "string" },
                        { "name": "Upper", "type": "string" },
                        { "name": "payload", "type": "transformable" },
                        { "name": "anything", "type": "undefined" },
                        { "name": "owner", "type": "objectID" },
                        { "name": "size", "type": "integer16", "default": 70000 } ] },
                    { "name": "Empty", "elements": [] }
                """)
        #expect(
            Self.diagnostics(json) == [
                Self.error(json, #""x""#, "duplicate element 'x' in composite 'Place'", occurrence: 2)
                    + " (note: \(TestSupport.position(of: #""x""#, in: json)): 'x' is first declared here)",
                Self.error(
                    json, #""compositeValue""#,
                    "element name 'compositeValue' cannot be used: every composite's struct has a 'compositeValue' of its own; rename the element"
                ),
                Self.error(
                    json, #""self""#,
                    "element name 'self' cannot be used: every composite's struct has a 'self' of its own; rename the element"
                ),
                Self.error(
                    json, #""Upper""#,
                    "element name 'Upper' must start with a lower-case letter and hold only letters, digits and underscores"
                ),
                Self.error(
                    json, #""transformable""#,
                    "a composite's element cannot be transformable: Core Data keeps each element in a column of its own, of one of the stored types or another composite"
                ),
                Self.error(
                    json, #""undefined""#,
                    "a composite's element cannot be undefined: Core Data keeps each element in a column of its own, of one of the stored types or another composite"
                ),
                Self.error(
                    json, #""objectID""#,
                    "a composite's element cannot be an object ID: Core Data's composites hold no object IDs (the documentation of its composite attribute type lists the types they cannot hold)"
                ),
                Self.error(json, "70000", "default 70000 is out of range for integer16 (-32768...32767)"),
                Self.error(json, #"{ "name": "Empty""#, "composite 'Empty' must have at least one element"),
            ])
        // An element takes only an element's keys: what only an entity's attribute has is unknown.
        let indexed = Self.model(
            composites: #"{ "name": "Place", "elements": [{ "name": "x", "type": "double", "indexed": true }] }"#)
        #expect(
            Self.diagnostics(indexed).first
                == Self.error(indexed, #""indexed""#, "unknown key 'indexed' in composite element"))
    }

    @Test func aCompositeCannotContainItself() {
        let json = Self.model(
            composites: """
                    { "name": "Place", "elements": [{ "name": "inner", "type": "composite", "composite": "Inner" }] },
                    { "name": "Inner", "elements": [{ "name": "outer", "type": "composite", "composite": "Place" }] },
                    { "name": "Loop", "elements": [{ "name": "me", "type": "composite", "composite": "Loop", "optional": true }] }
                """)
        #expect(
            Self.diagnostics(json) == [
                Self.error(json, #""Place" }"#, "composite 'Place' contains itself: Place → Inner → Place"),
                Self.error(json, #""Loop", "optional""#, "composite 'Loop' contains itself: Loop → Loop"),
            ])
    }

    @Test func keyPathsThroughACompositeNameItsElements() {
        let json = Self.model(
            shop: """
                , "fetchRequests": [{ "name": "odd", "predicate": "place.lattitude > 0 OR place.latitude.x > 0 OR name.place == nil",
                  "sortBy": [{ "key": "place" }, { "key": "place.height" }] }]
                """)
        let predicate = #""place.lattitude"#
        #expect(
            Self.diagnostics(json) == [
                Self.error(
                    json, predicate,
                    "key path 'place.lattitude': 'lattitude' is not an element of composite 'Place'"
                ).replacingOccurrences(
                    of: TestSupport.position(of: predicate, in: json),
                    with: position(after: predicate, in: json)) + " (note: did you mean 'latitude'?)",
                Self.error(
                    json, "place.latitude.x", "key path 'place.latitude.x' continues after the element 'latitude'"),
                Self.error(json, "name.place", "key path 'name.place' continues after the attribute 'name'"),
                Self.error(
                    json, #""place" }"#,
                    "sort key 'place' must end in an element of the composite 'Place', such as 'place.latitude'"),
                Self.error(
                    json, #""place.height""#,
                    "sort key 'place.height' must end in an element of the composite 'Height', such as 'place.height.metres'"
                ),
            ])
    }

    /// A sort key that ends at a composite is refused with an element it could sort by: not a
    /// nested composite, even when that comes first.
    @Test func aSortKeyAtACompositeSuggestsAnElementThatIsNotOne() {
        let json = Self.model(
            attributes: #"{ "name": "spot", "type": "composite", "composite": "Spot", "optional": true }"#,
            composites: """
                { "name": "Spot", "elements": [
                    { "name": "height", "type": "composite", "composite": "Height", "optional": true },
                    { "name": "label", "type": "string", "optional": true } ] },
                { "name": "Height", "elements": [{ "name": "metres", "type": "float", "default": 0 }] }
                """,
            shop: #", "fetchRequests": [{ "name": "bySpot", "sortBy": [{ "key": "spot" }] }]"#)
        #expect(
            Self.diagnostics(json) == [
                Self.error(
                    json, #""spot" }"#,
                    "sort key 'spot' must end in an element of the composite 'Spot', such as 'spot.label'")
            ])
    }

    /// The column of the text just inside the opening quote of `needle`, where predicate
    /// diagnostics point.
    private func position(after needle: String, in json: String) -> String {
        let spot = TestSupport.position(of: needle, in: json).split(separator: ":")
        return "\(spot[0]):\(Int(spot[1])! + 1)"
    }

    @Test func anEnumCannotHideAComposite() {
        let json = Self.model(
            attributes: """
                { "name": "state", "type": "string", "enum": { "name": "Place", "cases": ["open"] } }
                """)
        #expect(
            Self.diagnostics(json) == [
                Self.error(
                    json, #""Place", "cases""#,
                    "enum name 'Place' would hide the composite 'Place' inside the class of entity 'Shop'")
            ])
    }

    @Test func aParameterCannotBeOfTypeComposite() {
        let json = Self.model(
            shop:
                #", "fetchRequests": [{ "name": "at", "predicate": "place == $place", "parameters": { "place": "composite" } }]"#
        )
        #expect(
            Self.diagnostics(json).first?.contains(
                "unknown parameter type 'composite'; a parameter's type is an attribute type other than transformable, undefined and composite"
            ) == true)
    }

    // MARK: CloudKit

    @Test func aSyncedCompositeMustBeOptionalAndItsElementsDefaulted() {
        let synced = #""usedWithCloudKit": true,"#
        let refused = Self.model(
            attributes: #"{ "name": "place", "type": "composite", "composite": "Place" }"#,
            composites: """
                    { "name": "Place", "elements": [
                        { "name": "latitude", "type": "double" },
                        { "name": "label", "type": "string", "optional": true } ] }
                """
        ).replacingOccurrences(of: #""name": "Shops","#, with: #""name": "Shops", \#(synced)"#)
            .replacingOccurrences(
                of: #"{ "name": "name", "type": "string" }"#,
                with: #"{ "name": "name", "type": "string", "optional": true }"#)
        let rule = "the model is used with CloudKit, and CloudKit"
        #expect(
            Self.diagnostics(refused) == [
                Self.error(
                    refused, #""place""#,
                    "attribute 'Shop.place' is a required composite, but \(rule) needs a value for every field of a record that arrives in parts; make it optional"
                ),
                Self.error(
                    refused, #""latitude""#,
                    "element 'Place.latitude' is required and has no default, but attribute 'Shop.place' syncs it and \(rule) needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                ),
            ])
        // Optional, with every required element defaulted: accepted.
        let accepted = Self.model()
            .replacingOccurrences(of: #""name": "Shops","#, with: #""name": "Shops", \#(synced)"#)
            .replacingOccurrences(
                of: #"{ "name": "name", "type": "string" }"#,
                with: #"{ "name": "name", "type": "string", "optional": true }"#)
        #expect(Self.diagnostics(accepted) == [])
    }

    // MARK: Versions

    @Test func theStoredSchemaHoldsTheElementsAndAChangeOfThemIsJudged() throws {
        let old = try #require(TestSupport.load(Self.model()).model)
        let schema = StoredSchema(of: old)
        #expect(
            schema.elements.map(\.line).filter { $0.hasPrefix("\"Shop.place") || $0.hasPrefix("\"composite") } == [
                #""Shop.place": { "kind": "attribute", "type": "composite", "optional": true, "transient": false, "composite": "Place" }"#,
                #""composite Height.metres": { "kind": "element", "type": "float", "optional": false }"#,
                #""composite Place.height": { "kind": "element", "type": "composite", "optional": true, "composite": "Height" }"#,
                #""composite Place.label": { "kind": "element", "type": "string", "optional": true }"#,
                #""composite Place.latitude": { "kind": "element", "type": "double", "optional": false }"#,
            ])
        let newText = Self.model().replacingOccurrences(
            of: #"{ "name": "label", "type": "string", "optional": true },"#,
            with:
                #"{ "name": "label", "type": "string", "optional": true }, { "name": "code", "type": "string", "optional": true },"#
        )
        let new = try #require(TestSupport.load(newText).model)
        #expect(!StoredSchema(of: new).matches(schema))
        let outcome = ModelComparison.compare(
            old: old, oldFile: "1.datamodel.json", new: new, newFile: "Shops.datamodel.json")
        #expect(
            TestSupport.describe(outcome.diagnostics) == [
                "\(TestSupport.position(of: #""place""#, in: newText)): warning: the elements of composite attribute 'Shop.place' change; Apple does not document which changes of a composite's elements lightweight migration infers: migrate a store that the previous version wrote before you ship"
            ])
        #expect(outcome.changesVersionHashes)
        // The same composite in both: nothing to say.
        let same = ModelComparison.compare(
            old: old, oldFile: "1.datamodel.json", new: old, newFile: "Shops.datamodel.json")
        #expect(same.diagnostics.isEmpty)
    }

    // MARK: Files

    @Test func theFileOfARemovedCompositeIsRemoved() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Shops.datamodel.json")
        try Self.model().write(to: model, atomically: true, encoding: .utf8)
        func generate() throws -> [String] {
            let outcome = Generator.plan(Generator.Request(modelPaths: [model.path]))
            let plan = try #require(outcome.plan, "\(TestSupport.describe(outcome.diagnostics))")
            _ = try PlanApplier.apply(plan)
            return plan.operations.filter { $0.action == .remove }.map { ($0.path as NSString).lastPathComponent }
        }
        #expect(try generate() == [])
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Height+CompositeAttribute.swift").path))
        // A file of the user's with the same suffix is not the generator's, and stays.
        let own = folder.appendingPathComponent("Mine+CompositeAttribute.swift")
        try "// mine\n".write(to: own, atomically: true, encoding: .utf8)
        let withoutHeight = Self.model(
            composites: #"{ "name": "Place", "elements": [{ "name": "latitude", "type": "double", "default": 0 }] }"#)
        try withoutHeight.write(to: model, atomically: true, encoding: .utf8)
        #expect(try generate() == ["Height+CompositeAttribute.swift"])
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Height+CompositeAttribute.swift").path))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Place+CompositeAttribute.swift").path)
        )
        #expect(FileManager.default.fileExists(atPath: own.path))
    }

    @Test func theBuildPluginDeclaresTheCompositeFiles() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Shops.datamodel.json")
        try Self.model().write(to: model, atomically: true, encoding: .utf8)
        let plan = try #require(
            PluginPlanner.buildPlan(
                targetName: "App", files: [model], tool: URL(fileURLWithPath: "/bin/modelgen"),
                outputDirectory: folder.appendingPathComponent("out")))
        let declared = Set(plan.outputFiles.map(\.lastPathComponent))
        let written = Set(
            try TestSupport.render(try #require(TestSupport.load(Self.model()).model)).map(\.path))
        #expect(declared == written)
        #expect(declared.contains("Height+CompositeAttribute.swift"))
        #expect(
            PluginPlanner.xcodeCompositeNames(
                inContents:
                    #"<model><entity name="A"/><composite name="Point"><attribute name="x"/></composite></model>"#)
                == ["Point"])
    }
}
