/// What Core Data stores of one version of a model: the values its version hashes are made of.
/// Core Data writes each entity's version hash into a store's metadata and, when it opens the
/// store, looks for the model whose hashes match. Apple lists what goes into them (the
/// `versionHash` pages of `NSEntityDescription`, `NSPropertyDescription` and
/// `NSAttributeDescription`): an entity's name, its parent, whether it is abstract, its
/// properties and its `versionHashModifier`; a property's name, whether it is optional, transient
/// or read-only, and its `versionHashModifier`; an attribute's type. (Validation rules and storage
/// options such as Spotlight indexing are not among them.) An entity's uniqueness constraints
/// "form part of the entity's version hash" (`NSEntityDescription.uniquenessConstraints`). For
/// relationships modelgen also counts the destination, the inverse, to-one or to-many, ordered and
/// the counts, which change what a store holds. Class names, defaults, user info, delete rules,
/// indexes, fetch requests and documentation are left out, as Core Data leaves them out.
///
/// A shipped version's schema is recorded when it is frozen; its checksum is the SHA-256 of the
/// element lines, each as the record writes it (`line`), sorted by path.
struct StoredSchema: Sendable {
    /// An entity (`Commit`) or a property (`Commit.date`) and what Core Data stores of it.
    struct Element: Sendable {
        var path: String
        var fields: [Field]
        /// Where the element is declared: in the version's model file, or in the record.
        var location: SourcePosition

        /// The element as one line of the record, JSON: `"Commit.date": { "kind": "attribute", … }`.
        var line: String {
            "\(JSONText.string(path)): { "
                + fields.map { "\(JSONText.string($0.name)): \($0.value.json)" }.joined(separator: ", ")
                + " }"
        }
    }

    struct Field: Sendable, Equatable {
        var name: String
        var value: Value
    }

    enum Value: Sendable, Equatable {
        case text(String)
        case flag(Bool)
        case count(Int)

        var json: String {
            switch self {
            case .text(let text): JSONText.string(text)
            case .flag(let flag): flag ? "true" : "false"
            case .count(let count): String(count)
            }
        }

        /// The value as a message quotes it: `'date'`, `true`, `1`.
        var quoted: String {
            if case .text(let text) = self { return "'\(text)'" }
            return json
        }
    }

    /// The elements, sorted by path.
    var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements.sorted { $0.path < $1.path }
    }

    /// The schema of a resolved model: each entity, then its own properties (inherited ones are
    /// stored through the parent, whose hash the entity's includes).
    init(of model: ResolvedModel) {
        var elements: [Element] = []
        for entity in model.entities {
            var fields = [
                Field(name: "kind", value: .text("entity")), Field(name: "abstract", value: .flag(entity.isAbstract)),
            ]
            if let parent = entity.parent { fields.append(Field(name: "parent", value: .text(parent.name))) }
            // Written only when there are any, so that the records of versions without constraints
            // keep their checksums. Records written before modelgen counted constraints have none
            // (`fieldsOlderRecordsLack`).
            if !entity.uniquenessConstraints.isEmpty {
                fields.append(
                    Field(
                        name: Self.uniquenessConstraintsField,
                        value: .text(
                            entity.uniquenessConstraints.map { $0.joined(separator: ",") }.joined(separator: "; "))))
            }
            fields.append(contentsOf: Self.modifier(entity.versioning))
            elements.append(Element(path: entity.name, fields: fields, location: entity.location))
            for attribute in entity.attributes {
                // A derivation is not among what Apple lists for a property's version hash; a change
                // of one is judged by `ModelComparison`.
                let fields =
                    [
                        Field(name: "kind", value: .text("attribute")),
                        Field(name: "type", value: .text(attribute.type.rawValue)),
                        Field(name: "optional", value: .flag(attribute.isOptional)),
                        Field(name: "transient", value: .flag(attribute.isTransient)),
                    ] + (attribute.composite.map { [Field(name: "composite", value: .text($0.name))] } ?? [])
                    + Self.modifier(attribute.versioning)
                elements.append(
                    Element(path: "\(entity.name).\(attribute.name)", fields: fields, location: attribute.location))
            }
            for relationship in entity.relationships {
                var fields = [
                    Field(name: "kind", value: .text("relationship")),
                    Field(name: "destination", value: .text(relationship.destination.name)),
                ]
                if let inverse = relationship.inverse {
                    fields.append(Field(name: "inverse", value: .text(inverse.name)))
                }
                fields += [
                    Field(name: "toMany", value: .flag(relationship.isToMany)),
                    Field(name: "ordered", value: .flag(relationship.isOrdered)),
                    Field(name: "optional", value: .flag(relationship.isOptional)),
                    Field(
                        name: "minCount",
                        value: .count(
                            relationship.isToMany ? relationship.minCount ?? 0 : (relationship.isOptional ? 0 : 1))),
                    Field(name: "maxCount", value: .count(relationship.isToMany ? relationship.maxCount ?? 0 : 1)),
                ]
                // Written only when set, so that the records of versions frozen before modelgen
                // knew transient relationships keep their checksums.
                if relationship.isTransient { fields.append(Field(name: "transient", value: .flag(true))) }
                fields += Self.modifier(relationship.versioning)
                elements.append(
                    Element(
                        path: "\(entity.name).\(relationship.name)", fields: fields, location: relationship.location))
            }
            // An entity's version hash covers the hashes of all its properties, fetched ones too
            // (a property's: its name and versionHashModifier), though the store keeps nothing of
            // them. Models without fetched properties keep their checksums.
            for property in entity.fetchedProperties {
                elements.append(
                    Element(
                        path: "\(entity.name).\(property.name)",
                        fields: [Field(name: "kind", value: .text("fetchedProperty"))]
                            + Self.modifier(property.versioning),
                        location: property.location))
            }
        }
        for composite in model.composites {
            Self.appendElements(of: composite, to: &elements)
        }
        self.init(elements: elements)
    }

    /// What decides how a store of the version before migrates into this version, beside what Core
    /// Data stores: each renaming identifier (`renamedFrom`, which Core Data's inferred mapping
    /// matches elements by) and each handler of the version's migration step (which the generated
    /// code runs, or asks the app for). Neither is in the version hashes, so `matches` never sees
    /// them: the record keeps them apart (`"migration"`), so that an edit of a shipped version's
    /// `renamedFrom` or `migrationStep`, which changes what its stores' migration keeps, is refused
    /// like an edit of what it stores. No store is migrated into version 1, so its step is left out;
    /// fetched properties are neither stored nor mapped, so their renames are too.
    init(migrationOf model: ResolvedModel, version: Int) {
        self.init(elements: Self.migrationElements(of: model, version: version))
    }

    /// How the path of a migration step's handler begins (`migrationStep didMigrate`): a lower-case
    /// letter and a space, which no entity's name has.
    static let migrationStepPathPrefix = "migrationStep "

    private static func migrationElements(of model: ResolvedModel, version: Int) -> [Element] {
        var elements: [Element] = []
        func renamed(_ path: String, _ kind: String, _ versioning: Versioning, _ location: SourcePosition) {
            guard let identifier = versioning.renamingIdentifier else { return }
            elements.append(
                Element(
                    path: path,
                    fields: [
                        Field(name: "kind", value: .text(kind)), Field(name: "renamedFrom", value: .text(identifier)),
                    ],
                    location: location))
        }
        for entity in model.entities {
            renamed(entity.name, "entity", entity.versioning, entity.location)
            for attribute in entity.attributes {
                renamed("\(entity.name).\(attribute.name)", "attribute", attribute.versioning, attribute.location)
            }
            for relationship in entity.relationships {
                renamed(
                    "\(entity.name).\(relationship.name)", "relationship", relationship.versioning,
                    relationship.location)
            }
        }
        if version > 1, let step = model.migrationStep {
            for (handler, declared) in [
                ("willMigrate", step.willMigrate), ("didMigrate", step.didMigrate), ("mappingModel", step.mappingModel),
                ("resetsStore", step.resetsStore),
            ] where declared != nil {
                elements.append(
                    Element(
                        path: Self.migrationStepPathPrefix + handler,
                        fields: [Field(name: "kind", value: .text("migrationStep"))],
                        location: step.location))
            }
        }
        return elements
    }

    /// A composite's elements, each once under `composite Name.element` (a path no entity can
    /// have): Core Data stores each in a column of every attribute of the type, which names the
    /// composite. Which of their traits Core Data's version hashes cover is not documented; modelgen
    /// records what it records of an attribute.
    private static func appendElements(of composite: CompositeType, to elements: inout [Element]) {
        for element in composite.elements {
            var fields = [
                Field(name: "kind", value: .text("element")),
                Field(name: "type", value: .text(element.type.rawValue)),
                Field(name: "optional", value: .flag(element.isOptional)),
            ]
            if let nested = element.composite { fields.append(Field(name: "composite", value: .text(nested.name))) }
            elements.append(
                Element(path: "composite \(composite.name).\(element.name)", fields: fields, location: element.location)
            )
        }
    }

    private static func modifier(_ versioning: Versioning) -> [Field] {
        versioning.versionHashModifier.map { [Field(name: "versionHashModifier", value: .text($0))] } ?? []
    }

    /// The checksum as a record of form `format` computes it: `sha256:` and the SHA-256 of the
    /// element lines, one per line. From form 2 on, the lines follow one that names the form, so
    /// that a record whose `format` was taken out no longer checks; from form 3 on, the lines of
    /// `migration` (`init(migrationOf:)`) follow, each after `migration `.
    func checksum(format: Int = VersionRecord.currentFormat, migration: StoredSchema? = nil) -> String {
        var text = format >= 2 ? "format \(format)\n" : ""
        for element in elements {
            text += element.line
            text += "\n"
        }
        if format >= 3, let migration {
            for element in migration.elements {
                text += "migration " + element.line + "\n"
            }
        }
        return "sha256:" + SHA256.hexDigest(of: Array(text.utf8))
    }

    static let uniquenessConstraintsField = "uniquenessConstraints"

    /// Fields that modelgen began to record after some versions were frozen: in a record of an
    /// older form (without `"format"`), an element without one says nothing about it
    /// (the version's file is checked for the rest). So an entity frozen with constraints before
    /// modelgen counted them still matches its record.
    static let fieldsOlderRecordsLack: Set<String> = [uniquenessConstraintsField]

    /// Whether Core Data would store the two under the same version hashes.
    func matches(_ other: StoredSchema) -> Bool {
        firstDifference(from: other) == nil
    }

    /// What differs first, in path order, between this schema (as it is now) and `recorded`.
    enum Difference {
        /// An element of the record that the model no longer has.
        case removed(Element)
        /// An element of the model that the record does not have.
        case added(Element)
        /// A field whose value differs, or that only one side has (`nil`).
        case changed(Element, field: String, recorded: Value?, now: Value?)
    }

    /// `skipping` names fields to pass over when `recorded` lacks them: comparing with a record, the
    /// fields that older records lack.
    func firstDifference(from recorded: StoredSchema, skipping: Set<String> = []) -> Difference? {
        var now = elements[...]
        var then = recorded.elements[...]
        while let current = now.first, let previous = then.first {
            if current.path < previous.path { return .added(current) }
            if previous.path < current.path { return .removed(previous) }
            var names = previous.fields.map(\.name)
            names += current.fields.map(\.name).filter { !names.contains($0) }
            for name in names {
                let old = previous.fields.first { $0.name == name }?.value
                let new = current.fields.first { $0.name == name }?.value
                if old == nil, skipping.contains(name) { continue }
                if old != new { return .changed(current, field: name, recorded: old, now: new) }
            }
            now = now.dropFirst()
            then = then.dropFirst()
        }
        if let current = now.first { return .added(current) }
        if let previous = then.first { return .removed(previous) }
        return nil
    }
}
