import Foundation
import Testing

@testable import ModelGenKit

/// Keeps `docs/datamodel.schema.json` and the decoder in agreement: the same keys for each kind of
/// object, the same required keys (checked against the decoder's behaviour, not only a list), the
/// same enums and defaults; and the schema accepts the committed models and rejects broken ones.
@Suite struct SchemaTests {
    // MARK: The kinds of object

    /// One kind of object in a model file: its `$defs` entry, the word diagnostics use for it, the
    /// keys its Swift enum accepts and the keys the decoder requires.
    struct Kind: Sendable, CustomTestStringConvertible {
        var definition: String
        var word: String
        var keys: [String]
        var required: Set<String>

        var testDescription: String { definition }
    }

    static let kinds: [Kind] = [
        Kind(
            definition: "model", word: "model", keys: ModelKey.allCases.map(\.rawValue), required: ["name", "entities"]),
        Kind(
            definition: "configuration", word: "configuration", keys: ModelConfigurationKey.allCases.map(\.rawValue),
            required: ["name", "entities"]),
        Kind(definition: "entity", word: "entity", keys: EntityKey.allCases.map(\.rawValue), required: ["name"]),
        Kind(
            definition: "attribute", word: "attribute", keys: AttributeKey.allCases.map(\.rawValue),
            required: ["name", "type"]),
        Kind(definition: "enum", word: "enum", keys: EnumKey.allCases.map(\.rawValue), required: ["name", "cases"]),
        Kind(
            definition: "relationship", word: "relationship", keys: RelationshipKey.allCases.map(\.rawValue),
            required: ["name", "destination"]),
        Kind(
            definition: "fetchRequest", word: "fetch request", keys: FetchRequestKey.allCases.map(\.rawValue),
            required: ["name"]),
        Kind(
            definition: "fetchedProperty", word: "fetched property", keys: FetchedPropertyKey.allCases.map(\.rawValue),
            required: ["name", "destination"]),
        Kind(
            definition: "sortDescriptor", word: "sort descriptor", keys: SortKey.allCases.map(\.rawValue),
            required: ["key"]),
        Kind(
            definition: "index", word: "index", keys: IndexKey.allCases.map(\.rawValue), required: ["name", "elements"]),
        Kind(
            definition: "indexElement", word: "index element", keys: IndexElementKey.allCases.map(\.rawValue),
            required: ["property"]),
        Kind(
            definition: "migrationStep", word: "migration step", keys: MigrationStepKey.allCases.map(\.rawValue),
            required: []),
        Kind(definition: "xcode", word: "'xcode'", keys: XcodeEditorKey.allCases.map(\.rawValue), required: []),
        Kind(
            definition: "composite", word: "composite", keys: CompositeKey.allCases.map(\.rawValue),
            required: ["name", "elements"]),
        Kind(
            definition: "compositeElement", word: "composite element",
            keys: CompositeElementKey.allCases.map(\.rawValue), required: ["name", "type"]),
    ]

    /// Every (kind, key) pair, for tests that take one key at a time.
    struct KindKey: Sendable, CustomTestStringConvertible {
        var kind: Kind
        var key: String
        var isRequired: Bool { kind.required.contains(key) }
        var testDescription: String { "\(kind.definition).\(key)" }
    }

    static let kindKeys: [KindKey] = kinds.flatMap { kind in kind.keys.map { KindKey(kind: kind, key: $0) } }

    // MARK: Loading

    static func loadSchema() throws -> [String: Any] {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/datamodel.schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(object as? [String: Any], "the schema must be a JSON object")
    }

    static func definition(_ name: String, in schema: [String: Any]) throws -> [String: Any] {
        let definitions = try #require(schema["$defs"] as? [String: Any], "the schema has no $defs")
        return try #require(definitions[name] as? [String: Any], "the schema has no $defs entry '\(name)'")
    }

    static func property(_ name: String, of definition: [String: Any]) throws -> [String: Any] {
        let properties = try #require(definition["properties"] as? [String: Any])
        return try #require(properties[name] as? [String: Any], "no property '\(name)'")
    }

    // MARK: Keys, required keys, enums

    @Test func theSchemaDeclaresItselfAndItsKinds() throws {
        let schema = try Self.loadSchema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$id"] as? String == "https://modelgen.dev/datamodel.schema.json")
        #expect((schema["title"] as? String)?.isEmpty == false)
        #expect((schema["description"] as? String)?.isEmpty == false)
        #expect(schema["$ref"] as? String == "#/$defs/model")
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect(Set(definitions.keys) == Set(Self.kinds.map(\.definition) + ["userInfo"]))
    }

    @Test(arguments: SchemaTests.kinds)
    func propertiesAndRequiredKeysMatchTheDecoder(kind: Kind) throws {
        let definition = try Self.definition(kind.definition, in: Self.loadSchema())
        #expect(definition["type"] as? String == "object")
        #expect(definition["additionalProperties"] as? Bool == false)
        let properties = try #require(definition["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(kind.keys))
        #expect(kind.keys.count == Set(kind.keys).count)
        let required = try #require(definition["required"] as? [String])
        #expect(Set(required) == kind.required)
        #expect(required.count == Set(required).count, "'required' lists a key twice")
        #expect(kind.required.isSubset(of: Set(kind.keys)))
    }

    @Test func userInfoIsAnObjectOfStrings() throws {
        let schema = try Self.loadSchema()
        let userInfo = try Self.definition("userInfo", in: schema)
        #expect(userInfo["type"] as? String == "object")
        let values = try #require(userInfo["additionalProperties"] as? [String: Any])
        #expect(values["type"] as? String == "string")
        for kind in ["entity", "attribute", "relationship"] {
            let property = try Self.property("userInfo", of: Self.definition(kind, in: schema))
            #expect(property["$ref"] as? String == "#/$defs/userInfo", "\(kind).userInfo")
        }
    }

    @Test func attributeTypesAndDeleteRulesMatchTheEnums() throws {
        let schema = try Self.loadSchema()
        let type = try Self.property("type", of: Self.definition("attribute", in: schema))
        #expect(type["enum"] as? [String] == AttributeType.allCases.map(\.rawValue))
        let deleteRule = try Self.property("deleteRule", of: Self.definition("relationship", in: schema))
        #expect(deleteRule["enum"] as? [String] == DeleteRule.allCases.map(\.rawValue))
        #expect(deleteRule["default"] as? String == DeleteRule.nullify.rawValue)
        let resultType = try Self.property("resultType", of: Self.definition("fetchRequest", in: schema))
        #expect(resultType["enum"] as? [String] == FetchRequestTemplate.ResultType.allCases.map(\.rawValue))
    }

    @Test func everyDefinitionAndPropertyIsDescribed() throws {
        let schema = try Self.loadSchema()
        for name in Self.kinds.map(\.definition) + ["userInfo"] {
            let definition = try Self.definition(name, in: schema)
            #expect((definition["description"] as? String)?.isEmpty == false, "$defs/\(name) has no description")
            for (key, value) in definition["properties"] as? [String: Any] ?? [:] {
                let description = (value as? [String: Any])?["description"] as? String
                #expect(description?.isEmpty == false, "\(name).\(key) has no description")
            }
        }
    }

    // MARK: Required keys, behaviourally

    /// A JSON value to build test models from. An object may be the subject of one kind: that is the
    /// object from which a test removes a key.
    indirect enum Node: Sendable {
        case object(subject: String?, [(String, Node)])
        case array([Node])
        case string(String)
        case number(String)
        case bool(Bool)

        static func object(_ members: [(String, Node)]) -> Node { .object(subject: nil, members) }

        /// The JSON text, without `key` in the subject object of `kind`.
        func text(omitting key: String? = nil, from kind: String? = nil) -> String {
            switch self {
            case .object(let subject, let members):
                let kept = members.filter { !(subject != nil && subject == kind && $0.0 == key) }
                let body = kept.map { "\(Node.string($0.0).text()): \($0.1.text(omitting: key, from: kind))" }
                return "{" + body.joined(separator: ", ") + "}"
            case .array(let elements):
                return "[" + elements.map { $0.text(omitting: key, from: kind) }.joined(separator: ", ") + "]"
            case .string(let text):
                return "\""
                    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            case .number(let text):
                return text
            case .bool(let flag):
                return flag ? "true" : "false"
            }
        }
    }

    /// A valid model in which the subject of every kind holds only its required keys.
    static let minimalModel = Node.object(
        subject: "model",
        [
            ("name", .string("Minimal")),
            (
                "composites",
                .array([
                    .object(
                        subject: "composite",
                        [
                            ("name", .string("Point")),
                            (
                                "elements",
                                .array([
                                    .object(
                                        subject: "compositeElement",
                                        [("name", .string("x")), ("type", .string("double"))])
                                ])
                            ),
                        ])
                ])
            ),
            (
                "configurations",
                .array([
                    .object(
                        subject: "configuration",
                        [("name", .string("Main")), ("entities", .array([.string("Host"), .string("Subject")]))])
                ])
            ),
            (
                "entities",
                .array([
                    .object([
                        ("name", .string("Host")),
                        (
                            "attributes",
                            .array([
                                .object(
                                    subject: "attribute", [("name", .string("title")), ("type", .string("string"))]),
                                .object([
                                    ("name", .string("state")), ("type", .string("string")),
                                    (
                                        "enum",
                                        .object(
                                            subject: "enum",
                                            [("name", .string("State")), ("cases", .array([.string("open")]))])
                                    ),
                                ]),
                            ])
                        ),
                        (
                            "relationships",
                            .array([
                                .object(
                                    subject: "relationship",
                                    [("name", .string("peer")), ("destination", .string("Host"))])
                            ])
                        ),
                        (
                            "indexes",
                            .array([
                                .object(
                                    subject: "index",
                                    [
                                        ("name", .string("byTitle")),
                                        (
                                            "elements",
                                            .array([.object(subject: "indexElement", [("property", .string("title"))])])
                                        ),
                                    ])
                            ])
                        ),
                        (
                            "fetchRequests",
                            .array([
                                .object(subject: "fetchRequest", [("name", .string("all"))]),
                                .object([
                                    ("name", .string("sorted")),
                                    (
                                        "sortBy",
                                        .array([.object(subject: "sortDescriptor", [("key", .string("title"))])])
                                    ),
                                ]),
                            ])
                        ),
                        (
                            "fetchedProperties",
                            .array([
                                .object(
                                    subject: "fetchedProperty",
                                    [("name", .string("everyHost")), ("destination", .string("Host"))])
                            ])
                        ),
                    ]),
                    .object(subject: "entity", [("name", .string("Subject"))]),
                ])
            ),
        ])

    /// A model in which the subject of every kind holds every key it accepts, each with a value of the
    /// right JSON type. Some combinations are rejected by the resolver (an attribute cannot be both
    /// binary and transformable); the tests here look only at missing-key errors.
    static let fullModel = Node.object(
        subject: "model",
        [
            ("name", .string("Full")),
            (
                "migrationStep",
                .object(
                    subject: "migrationStep",
                    [
                        ("willMigrate", .string("Fill in titles.")), ("didMigrate", .string("Link the hosts.")),
                        ("mappingModel", .string("Maps the hosts.")),
                        // Alone in a step of its own (with the others, it is an error the decoder
                        // reports, which this model's tests do not look at).
                        ("resetsStore", .string("The cache is downloaded again.")),
                    ])
            ),
            (
                "configurations",
                .array([
                    .object(
                        subject: "configuration",
                        [
                            ("name", .string("Main")), ("entities", .array([.string("Host"), .string("Subject")])),
                            ("usedWithCloudKit", .bool(false)), ("cloudKitDatabase", .string("private")),
                            ("cloudKitSharing", .bool(false)), ("documentation", .string("Everything.")),
                        ])
                ])
            ),
            ("usedWithCloudKit", .bool(false)),
            ("cloudKitContainerIdentifier", .string("iCloud.com.example.full")),
            ("cloudKitDatabase", .string("private")),
            ("cloudKitSharing", .bool(false)),
            ("versionIdentifier", .string("1.0")),
            ("xcodeVersionName", .string("Full 1.0")),
            (
                "xcode",
                .object(
                    subject: "xcode",
                    [
                        ("usedWithSwiftData", .bool(true)), ("lastSavedToolsVersion", .string("22758")),
                        ("systemVersion", .string("23F79")), ("minimumToolsVersion", .string("Xcode 4.3")),
                        ("sourceLanguage", .string("Objective-C")),
                    ])
            ),
            ("localizationTable", .string("FullModel")),
            ("localizationBundle", .string("main")),
            (
                "composites",
                .array([
                    .object(
                        subject: "composite",
                        [
                            ("name", .string("Point")),
                            (
                                "elements",
                                .array([
                                    .object(
                                        subject: "compositeElement",
                                        [
                                            ("name", .string("x")), ("type", .string("double")),
                                            ("composite", .string("Point")), ("optional", .bool(true)),
                                            ("default", .number("0")), ("documentation", .string("Across.")),
                                            ("minimum", .number("-1")), ("maximum", .number("1")),
                                            ("minLength", .number("1")), ("maxLength", .number("2")),
                                            ("regularExpression", .string("x+")),
                                        ])
                                ])
                            ),
                            ("documentation", .string("A point.")),
                        ])
                ])
            ),
            (
                "entities",
                .array([
                    .object([
                        ("name", .string("Host")),
                        (
                            "attributes",
                            .array([
                                .object([("name", .string("title")), ("type", .string("string"))]),
                                .object(
                                    subject: "attribute",
                                    [
                                        ("name", .string("payload")), ("type", .string("binary")),
                                        ("composite", .string("Point")),
                                        ("optional", .bool(true)),
                                        ("default", .string("x")), ("indexed", .bool(true)),
                                        ("transient", .bool(false)),
                                        ("allowsExternalStorage", .bool(true)),
                                        ("valueTransformer", .string("Transformer")),
                                        ("customClass", .string("Payload")), ("documentation", .string("A payload.")),
                                        ("userInfo", .object([("key", .string("value"))])),
                                        ("renamedFrom", .string("data")), ("versionHashModifier", .string("2")),
                                        ("minimum", .number("0")), ("maximum", .number("9")),
                                        ("minLength", .number("1")), ("maxLength", .number("9")),
                                        ("regularExpression", .string("x+")), ("preserveAfterDeletion", .bool(true)),
                                        ("allowsCloudEncryption", .bool(true)), ("indexedBySpotlight", .bool(true)),
                                        ("derivation", .string("title")), ("swiftName", .string("payloadData")),
                                        (
                                            "enum",
                                            .object(
                                                subject: "enum",
                                                [
                                                    ("name", .string("Payload")),
                                                    ("cases", .object([("small", .number("1"))])),
                                                    ("fallback", .string("small")),
                                                    ("documentation", .string("Sizes.")),
                                                ])
                                        ),
                                    ]),
                            ])
                        ),
                        (
                            "relationships",
                            .array([
                                .object(
                                    subject: "relationship",
                                    [
                                        ("name", .string("others")), ("destination", .string("Host")),
                                        ("inverse", .string("others")),
                                        ("toMany", .bool(true)), ("ordered", .bool(true)), ("optional", .bool(true)),
                                        ("deleteRule", .string("cascade")), ("minCount", .number("0")),
                                        ("maxCount", .number("5")), ("transient", .bool(false)),
                                        ("swiftName", .string("otherHosts")),
                                        ("documentation", .string("Other hosts.")),
                                        ("userInfo", .object([("key", .string("value"))])),
                                        ("renamedFrom", .string("peers")), ("versionHashModifier", .string("2")),
                                    ])
                            ])
                        ),
                        (
                            "indexes",
                            .array([
                                .object(
                                    subject: "index",
                                    [
                                        ("name", .string("byTitle")),
                                        (
                                            "elements",
                                            .array([
                                                .object(
                                                    subject: "indexElement",
                                                    [("property", .string("title")), ("ascending", .bool(false))])
                                            ])
                                        ),
                                    ])
                            ])
                        ),
                    ]),
                    .object(
                        subject: "entity",
                        [
                            ("name", .string("Subject")), ("className", .string("SubjectObject")),
                            ("parent", .string("Host")),
                            ("abstract", .bool(true)), ("identifiable", .bool(true)),
                            ("documentation", .string("The subject.")),
                            ("attributes", .array([])),
                            ("relationships", .array([])),
                            ("uniquenessConstraints", .array([.array([.string("title")])])),
                            ("indexes", .array([])), ("userInfo", .object([("key", .string("value"))])),
                            ("renamedFrom", .string("Topic")), ("versionHashModifier", .string("2")),
                            (
                                "fetchRequests",
                                .array([
                                    .object(
                                        subject: "fetchRequest",
                                        [
                                            ("name", .string("byTitle")),
                                            ("templateName", .string("TitleFetchRequest")),
                                            ("predicate", .string("title == $title")),
                                            ("parameters", .object([("title", .string("string"))])),
                                            (
                                                "sortBy",
                                                .array([
                                                    .object(
                                                        subject: "sortDescriptor",
                                                        [("key", .string("title")), ("ascending", .bool(false))])
                                                ])
                                            ),
                                            ("limit", .number("5")), ("resultType", .string("managedObject")),
                                            ("batchSize", .number("10")), ("includesSubentities", .bool(false)),
                                            ("includesPendingChanges", .bool(false)),
                                            ("includesPropertyValues", .bool(true)),
                                            ("returnsObjectsAsFaults", .bool(false)),
                                            ("returnsDistinctResults", .bool(false)),
                                            ("documentation", .string("By title.")),
                                        ])
                                ])
                            ),
                            (
                                "fetchedProperties",
                                .array([
                                    .object(
                                        subject: "fetchedProperty",
                                        [
                                            ("name", .string("sameTitle")), ("destination", .string("Host")),
                                            ("predicate", .string("title == $FETCH_SOURCE.title")),
                                            ("documentation", .string("Hosts of the same title.")),
                                            ("userInfo", .object([("key", .string("value"))])),
                                            ("renamedFrom", .string("twins")), ("versionHashModifier", .string("2")),
                                        ])
                                ])
                            ),
                        ]),
                ])
            ),
        ])

    /// The decoder's missing-key errors about objects of one kind.
    static func missingKeyErrors(in json: String, kind: Kind) -> [String] {
        TestSupport.load(json).diagnostics
            .filter { $0.severity == .error && $0.message.hasPrefix("\(kind.word) is missing the required key") }
            .map(\.message)
    }

    @Test func theMinimalModelIsValid() throws {
        let (model, diagnostics) = TestSupport.load(Self.minimalModel.text())
        #expect(!diagnostics.hasErrors, "\(TestSupport.describe(diagnostics))")
        #expect(model != nil)
    }

    @Test func theFullModelHasNoMissingKeys() {
        for kind in Self.kinds {
            #expect(Self.missingKeyErrors(in: Self.fullModel.text(), kind: kind) == [], "\(kind.definition)")
        }
    }

    @Test(arguments: SchemaTests.kindKeys)
    func removingAKeyIsAnErrorExactlyWhenItIsRequired(pair: KindKey) {
        let expected = pair.isRequired ? ["\(pair.kind.word) is missing the required key '\(pair.key)'"] : []
        for (name, model) in [("minimal", Self.minimalModel), ("full", Self.fullModel)] {
            // The minimal model's subjects hold only required keys: there is nothing else to remove.
            if name == "minimal" && !pair.isRequired { continue }
            let json = model.text(omitting: pair.key, from: pair.kind.definition)
            #expect(json != model.text(), "the \(name) model's \(pair.kind.definition) has no key '\(pair.key)'")
            #expect(Self.missingKeyErrors(in: json, kind: pair.kind) == expected, "in the \(name) model")
        }
    }

    // MARK: Defaults

    @Test func schemaDefaultsAreTheDecodersDefaults() throws {
        let schema = try Self.loadSchema()
        let model = try #require(TestSupport.load(Self.minimalModel.text()).model)
        let host = try #require(model.entity(named: "Host"))
        let subject = try #require(model.entity(named: "Subject"))
        let attribute = try #require(host.attributes.first)
        let relationship = try #require(host.relationships.first)
        let element = try #require(host.indexes.first?.elements.first)
        let settings = try #require(host.fetchRequests.last).settings
        let defaults = TestModels.coreDataFetchFlagDefaults
        // What the decoder makes of each key that the minimal model leaves out.
        let actual: [String: Any] = [
            "model.usedWithCloudKit": model.usedWithCloudKit,
            "configuration.usedWithCloudKit": try #require(model.configurations.first).usedWithCloudKit,
            "model.cloudKitDatabase": model.cloudKitDatabase.rawValue,
            "configuration.cloudKitDatabase": try #require(model.configurations.first).cloudKitDatabase.rawValue,
            "model.cloudKitSharing": model.cloudKitSharing,
            "model.localizationBundle": model.localizationBundle.rawValue,
            "configuration.cloudKitSharing": try #require(model.configurations.first).cloudKitSharing,
            "entity.abstract": subject.isAbstract,
            "entity.identifiable": host.declaresIdentifiable,
            "attribute.optional": attribute.isOptional,
            "compositeElement.optional": try #require(model.composites.first?.elements.first).isOptional,
            "attribute.indexed": attribute.isIndexed,
            "attribute.transient": attribute.isTransient,
            "attribute.allowsExternalStorage": attribute.allowsExternalStorage,
            "attribute.preserveAfterDeletion": attribute.preservesValueInHistoryOnDeletion,
            "attribute.allowsCloudEncryption": attribute.allowsCloudEncryption,
            "attribute.indexedBySpotlight": attribute.isIndexedBySpotlight,
            "relationship.transient": relationship.isTransient,
            "relationship.toMany": relationship.isToMany,
            "relationship.ordered": relationship.isOrdered,
            "relationship.optional": relationship.isOptional,
            "relationship.deleteRule": relationship.deleteRule.rawValue,
            "indexElement.ascending": element.isAscending,
            "sortDescriptor.ascending": try #require(host.fetchRequests.last?.sortDescriptors.first).isAscending,
            // A setting left out keeps Core Data's default: the generated code does not set it.
            "fetchRequest.resultType": settings.effectiveResultType.rawValue,
            "xcode.usedWithSwiftData": model.xcode.usedWithSwiftData,
            "xcode.lastSavedToolsVersion": model.xcode.lastSavedToolsVersion,
            "xcode.systemVersion": model.xcode.systemVersion,
            "xcode.minimumToolsVersion": model.xcode.minimumToolsVersion,
            "xcode.sourceLanguage": model.xcode.sourceLanguage,
        ].merging(
            FetchRequestKey.flags.map { key -> (String, Any) in
                ("fetchRequest.\(key.rawValue)", settings.flags[key] ?? defaults[key]!)
            }
        ) { $1 }
        var declared: Set<String> = []
        for kind in Self.kinds {
            let properties = try #require(
                try Self.definition(kind.definition, in: schema)["properties"] as? [String: Any])
            for (key, value) in properties {
                let property = try #require(value as? [String: Any])
                let name = "\(kind.definition).\(key)"
                if property["type"] as? String == "boolean" {
                    #expect(property["default"] != nil, "\(name) is a boolean without a default")
                }
                guard let schemaDefault = property["default"] else { continue }
                declared.insert(name)
                if let text = schemaDefault as? String {
                    #expect(actual[name] as? String == text, "\(name)")
                } else {
                    #expect(actual[name] as? Bool == (schemaDefault as? Bool), "\(name)")
                }
            }
        }
        #expect(declared == Set(actual.keys))
    }

    // MARK: Validation with the schema

    static let sampleAndFixtures: [String] = [
        "samples/CommitsApp/Sources/CommitsApp/Model/Commits.datamodel.json",
        "Tests/Fixtures/Everything.datamodel.json",
    ]

    @Test(arguments: SchemaTests.sampleAndFixtures)
    func committedModelsConform(path: String) throws {
        let text = try TestSupport.read(TestSupport.packageRoot.appendingPathComponent(path))
        let validator = try SchemaValidator(schema: Self.loadSchema())
        #expect(try validator.validate(JSONParser.parse(text)) == [])
        #expect(!TestSupport.load(text).diagnostics.hasErrors)
    }

    @Test func theGeneratedModelsConform() throws {
        let validator = try SchemaValidator(schema: Self.loadSchema())
        #expect(try validator.validate(JSONParser.parse(Self.minimalModel.text())) == [])
    }

    /// A model that both the schema and modelgen reject.
    struct InvalidModel: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var json: String
        /// The validator's problem, as it reports it.
        var problem: String
    }

    static let invalidModels: [InvalidModel] =
        [
            InvalidModel(
                testDescription: "unknown key",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "attributes": [{ "name": "a", "type": "string", "optinal": true }] }] }"#,
                problem: "/entities/0/attributes/0: unknown key 'optinal'"),
            InvalidModel(
                testDescription: "unknown key in the model",
                json: #"{ "$schema": "./docs/datamodel.schema.json", "name": "M", "entities": [] }"#,
                problem: ": unknown key '$schema'"),
            InvalidModel(
                testDescription: "missing name",
                json: #"{ "name": "M", "entities": [{ "attributes": [] }] }"#,
                problem: "/entities/0: missing the required key 'name'"),
            InvalidModel(
                testDescription: "missing entities",
                json: #"{ "name": "M" }"#,
                problem: ": missing the required key 'entities'"),
            InvalidModel(
                testDescription: "wrong type",
                json: #"{ "name": "M", "entities": [{ "name": "A", "abstract": "yes" }] }"#,
                problem: "/entities/0/abstract: expected boolean, found string"),
            InvalidModel(
                testDescription: "not an array",
                json: #"{ "name": "M", "entities": { "name": "A" } }"#,
                problem: "/entities: expected array, found object"),
            InvalidModel(
                testDescription: "unknown attribute type",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "attributes": [{ "name": "a", "type": "strng" }] }] }"#,
                problem: "/entities/0/attributes/0/type: 'strng' is not one of the allowed values"),
            InvalidModel(
                testDescription: "unknown delete rule",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "relationships": [{ "name": "b", "destination": "A", "deleteRule": "cascde" }] }] }"#,
                problem: "/entities/0/relationships/0/deleteRule: 'cascde' is not one of the allowed values"),
            InvalidModel(
                testDescription: "negative count",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "relationships": [{ "name": "b", "destination": "A", "toMany": true, "minCount": -1 }] }] }"#,
                problem: "/entities/0/relationships/0/minCount: -1 is less than 0"),
            InvalidModel(
                testDescription: "fractional count",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "relationships": [{ "name": "b", "destination": "A", "toMany": true, "maxCount": 2.5 }] }] }"#,
                problem: "/entities/0/relationships/0/maxCount: expected integer, found number"),
            InvalidModel(
                testDescription: "enum without cases (an empty object)",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "attributes": [{ "name": "a", "type": "string", "enum": { "name": "E", "cases": {} } }] }] }"#,
                problem: "/entities/0/attributes/0/enum/cases: expected at least 1 member"),
            InvalidModel(
                testDescription: "enum without cases (an empty array)",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "attributes": [{ "name": "a", "type": "string", "enum": { "name": "E", "cases": [] } }] }] }"#,
                problem: "/entities/0/attributes/0/enum/cases: expected at least 1 item"),
            InvalidModel(
                testDescription: "lower-case entity name",
                json: #"{ "name": "M", "entities": [{ "name": "commit" }] }"#,
                problem: "/entities/0/name: 'commit' does not match ^[A-Z][A-Za-z0-9_]*$"),
            InvalidModel(
                testDescription: "upper-case property name",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "attributes": [{ "name": "Title", "type": "string" }] }] }"#,
                problem: "/entities/0/attributes/0/name: 'Title' does not match ^[a-z][A-Za-z0-9_]*$"),
            InvalidModel(
                testDescription: "empty uniqueness constraint",
                json: #"{ "name": "M", "entities": [{ "name": "A", "uniquenessConstraints": [[]] }] }"#,
                problem: "/entities/0/uniquenessConstraints/0: expected at least 1 item"),
            InvalidModel(
                testDescription: "index without elements",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "indexes": [{ "name": "byNothing", "elements": [] }] }] }"#,
                problem: "/entities/0/indexes/0/elements: expected at least 1 item"),
            InvalidModel(
                testDescription: "userInfo value not a string",
                json: #"{ "name": "M", "entities": [{ "name": "A", "userInfo": { "version": 2 } }] }"#,
                problem: "/entities/0/userInfo/version: expected string, found number"),
            InvalidModel(
                testDescription: "null default",
                json:
                    #"{ "name": "M", "entities": [{ "name": "A", "attributes": [{ "name": "a", "type": "string", "default": null }] }] }"#,
                problem: "/entities/0/attributes/0/default: expected string, number or boolean, found null"),
        ]
        + ["", " ", "CommitsModel.strings", "CommitsModel.xcstrings", "Resources/CommitsModel"].map { table in
            InvalidModel(
                testDescription: "localization table '\(table)'",
                json: #"{ "name": "M", "localizationTable": "\#(table)", "entities": [] }"#,
                problem: #"/localizationTable: '\#(table)' does not match ^(?!\s*$)(?!.*\.(xc)?strings$)[^/]+$"#)
        }

    @Test(arguments: SchemaTests.invalidModels)
    func invalidModelsFailBothTheSchemaAndModelgen(invalid: InvalidModel) throws {
        let validator = try SchemaValidator(schema: Self.loadSchema())
        let problems = try validator.validate(JSONParser.parse(invalid.json))
        #expect(problems.contains(invalid.problem), "\(problems)")
        let (model, diagnostics) = TestSupport.load(invalid.json)
        #expect(model == nil)
        #expect(diagnostics.hasErrors)
    }

    /// Whole numbers however written: the schema's `integer` takes `2.0` and `1e1`, and so does
    /// modelgen; `2.5` fails both (see `invalidModels`).
    @Test(arguments: ["2", "2.0", "1e1", "0.0"])
    func wholeNumbersInAnySpellingPassBothTheSchemaAndModelgen(count: String) throws {
        let json =
            #"{ "name": "M", "entities": [{ "name": "A", "relationships": [{ "name": "b", "destination": "A", "inverse": "b", "toMany": true, "optional": true, "maxCount": \#(count) }] }] }"#
        let validator = try SchemaValidator(schema: Self.loadSchema())
        #expect(try validator.validate(JSONParser.parse(json)) == [])
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil, "\(TestSupport.describe(diagnostics))")
    }

    @Test func theSchemaUsesOnlyWhatTheValidatorSupports() throws {
        let schema = try Self.loadSchema()
        var unsupported: [String] = []
        SchemaValidator.collectUnsupportedKeywords(schema, at: "#", isRoot: true, into: &unsupported)
        #expect(unsupported == [])
    }
}

// MARK: - A JSON Schema subset validator

/// Validates a JSON value against the parts of JSON Schema (draft 2020-12) that the model schema
/// uses: `type`, `properties`, `required`, `additionalProperties`, `enum` (of strings), `items`,
/// `$ref` to `#/$defs/…`, `pattern`, `minimum`, `minItems` and `minProperties`. Annotations (`description`,
/// `default`, `title`…) are ignored. Problems are reported as `pointer: message`.
struct SchemaValidator {
    static let keywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "enum", "items", "$ref", "pattern", "minimum",
        "minItems", "minProperties",
    ]
    static let annotations: Set<String> = ["description", "default", "title"]
    static let rootOnly: Set<String> = ["$schema", "$id", "$defs"]

    let root: [String: Any]

    init(schema: [String: Any]) {
        self.root = schema
    }

    func validate(_ value: JSONValue) -> [String] {
        var problems: [String] = []
        check(value, against: root, at: "", problems: &problems)
        return problems
    }

    private func check(_ value: JSONValue, against schema: [String: Any], at pointer: String, problems: inout [String])
    {
        func report(_ message: String) { problems.append("\(pointer): \(message)") }

        if let reference = schema["$ref"] as? String {
            let prefix = "#/$defs/"
            guard reference.hasPrefix(prefix), let definitions = root["$defs"] as? [String: Any],
                let target = definitions[String(reference.dropFirst(prefix.count))] as? [String: Any]
            else {
                report("unresolvable $ref '\(reference)'")
                return
            }
            check(value, against: target, at: pointer, problems: &problems)
        }

        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [(type as? String) ?? "?"]
            guard allowed.contains(where: { Self.value(value, hasType: $0) }) else {
                let list =
                    allowed.count <= 2
                    ? allowed.joined(separator: " or ")
                    : allowed.dropLast().joined(separator: ", ") + " or " + allowed.last!
                report("expected \(list), found \(Self.typeName(of: value))")
                return
            }
        }

        if let options = schema["enum"] as? [Any] {
            let strings = options.compactMap { $0 as? String }
            if strings.count != options.count {
                report("only enums of strings are supported")
            } else if case .string(let text) = value.kind {
                if !strings.contains(text) { report("'\(text)' is not one of the allowed values") }
            } else {
                report("expected one of the allowed strings, found \(Self.typeName(of: value))")
            }
        }

        if let pattern = schema["pattern"] as? String, case .string(let text) = value.kind {
            do {
                let expression = try NSRegularExpression(pattern: pattern)
                let range = NSRange(text.startIndex..., in: text)
                if expression.firstMatch(in: text, range: range) == nil {
                    report("'\(text)' does not match \(pattern)")
                }
            } catch {
                report("invalid pattern \(pattern)")
            }
        }

        if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, case .number(let text) = value.kind,
            let number = Double(text), number < minimum
        {
            report("\(text) is less than \(Self.format(minimum))")
        }

        if case .object(let members) = value.kind, let minProperties = (schema["minProperties"] as? NSNumber)?.intValue,
            members.count < minProperties
        {
            report("expected at least \(minProperties) member\(minProperties == 1 ? "" : "s")")
        }

        if case .array(let elements) = value.kind {
            if let minItems = (schema["minItems"] as? NSNumber)?.intValue, elements.count < minItems {
                report("expected at least \(minItems) item\(minItems == 1 ? "" : "s")")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in elements.enumerated() {
                    check(element, against: items, at: "\(pointer)/\(index)", problems: &problems)
                }
            }
        }

        if case .object(let members) = value.kind {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            let present = Set(members.map(\.key))
            for key in schema["required"] as? [String] ?? [] where !present.contains(key) {
                report("missing the required key '\(key)'")
            }
            for member in members {
                let memberPointer = "\(pointer)/\(Self.escape(member.key))"
                if let propertySchema = properties[member.key] as? [String: Any] {
                    check(member.value, against: propertySchema, at: memberPointer, problems: &problems)
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    check(member.value, against: additional, at: memberPointer, problems: &problems)
                } else if let allowed = schema["additionalProperties"] as? Bool, !allowed {
                    report("unknown key '\(member.key)'")
                }
            }
        }
    }

    static func value(_ value: JSONValue, hasType type: String) -> Bool {
        switch (type, value.kind) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            return true
        case ("integer", .number(let text)):
            guard let number = Double(text) else { return false }
            return number.rounded(.towardZero) == number
        default:
            return false
        }
    }

    static func typeName(of value: JSONValue) -> String {
        switch value.kind {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    /// A JSON Pointer reference token (RFC 6901).
    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number ? String(Int(number)) : String(number)
    }

    /// Every keyword of `schema` and the schemas inside it that this validator neither checks nor
    /// ignores as an annotation, as `location: keyword`.
    static func collectUnsupportedKeywords(
        _ schema: [String: Any], at location: String, isRoot: Bool, into unsupported: inout [String]
    ) {
        for (keyword, value) in schema {
            if !keywords.contains(keyword) && !annotations.contains(keyword) && !(isRoot && rootOnly.contains(keyword))
            {
                unsupported.append("\(location): \(keyword)")
            }
            switch keyword {
            case "$defs", "properties":
                for (name, child) in value as? [String: Any] ?? [:] {
                    guard let child = child as? [String: Any] else {
                        unsupported.append("\(location)/\(keyword)/\(name): not a schema object")
                        continue
                    }
                    collectUnsupportedKeywords(
                        child, at: "\(location)/\(keyword)/\(name)", isRoot: false, into: &unsupported)
                }
            case "items", "additionalProperties":
                if let child = value as? [String: Any] {
                    collectUnsupportedKeywords(child, at: "\(location)/\(keyword)", isRoot: false, into: &unsupported)
                }
            default:
                break
            }
        }
    }
}
