/// The record of a model's shipped versions, `checksums.json` in the model's versions folder
/// (`Commits.versions/` beside `Commits.datamodel.json`): for each version, its file, its checksum
/// and what Core Data stores of it, one line per entity and property, so that a pull request shows
/// what a freeze ships and a later edit of a shipped file can be named down to the field.
/// `modelgen freeze` writes it; nothing else does.
struct VersionRecord: Sendable {
    static let fileName = "checksums.json"
    /// The form `freeze` writes: 3 since modelgen records what decides a version's migration
    /// (`migration`), 2 since it records uniqueness constraints. A record without a `format` (1) was
    /// written before both, and lists neither.
    static let currentFormat = 3

    struct Entry: Sendable {
        var version: Int
        /// The version's model file, relative to the versions folder: `1.datamodel.json`.
        var file: String
        var checksum: String
        var schema: StoredSchema
        /// Its renaming identifiers and migration step (`StoredSchema(migrationOf:)`); `nil` in a
        /// record of a form before 3, which did not record them.
        var migration: StoredSchema?
        /// Where the record lists the version.
        var location: SourcePosition

        /// The entry `freeze` records for version `version`, whose model `model` stores `schema`.
        init(version: Int, schema: StoredSchema, of model: ResolvedModel) {
            self.version = version
            file = VersionRecord.versionFileName(version)
            self.schema = schema
            migration = StoredSchema(migrationOf: model, version: version)
            checksum = schema.checksum(migration: migration)
            location = SourcePosition(line: 1, column: 1)
        }

        init(
            version: Int, file: String, checksum: String, schema: StoredSchema, migration: StoredSchema?,
            location: SourcePosition
        ) {
            self.version = version
            self.file = file
            self.checksum = checksum
            self.schema = schema
            self.migration = migration
            self.location = location
        }
    }

    var entries: [Entry]
    /// The form the record was written in; what `freeze` writes is `currentFormat`. It decides how
    /// each entry's checksum is computed, and which fields an older record lacks.
    var format = currentFormat

    /// The file name of version `number`.
    static func versionFileName(_ number: Int) -> String {
        "\(number).datamodel.json"
    }

    /// The record as `modelgen freeze` writes it.
    func rendered(modelFileName: String) -> String {
        var text = "{\n"
        text += "  \"model\": \(JSONText.string(modelFileName)),\n"
        text +=
            "  \"about\": \"Written by 'modelgen freeze': each shipped version of the model and what Core Data stores of it. Do not edit: modelgen checks every shipped version against it.\",\n"
        text += "  \"format\": \(Self.currentFormat),\n"
        text += "  \"versions\": ["
        /// An object of element lines, one per line, eight spaces deep.
        func object(_ elements: [StoredSchema.Element]) -> String {
            elements.isEmpty
                ? "{}" : "{\n" + elements.map { "        " + $0.line }.joined(separator: ",\n") + "\n      }"
        }
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\n"
            text += "      \"version\": \(entry.version),\n"
            text += "      \"file\": \(JSONText.string(entry.file)),\n"
            text += "      \"checksum\": \(JSONText.string(entry.checksum)),\n"
            text += "      \"stored\": " + object(entry.schema.elements)
            if let migration = entry.migration, !migration.elements.isEmpty {
                text += ",\n      \"migration\": " + object(migration.elements)
            }
            text += "\n    }"
        }
        text += entries.isEmpty ? "]\n" : "\n  ]\n"
        return text + "}\n"
    }

    /// Reads a record, reporting into `log` what is malformed; `nil` when it cannot be read at all.
    static func parse(_ bytes: [UInt8], log: inout DiagnosticLog) -> VersionRecord? {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            log.error(error.message, at: error.location)
            return nil
        }
        guard case .object(let members) = root.kind else {
            log.error("the record of shipped versions must be an object", at: root.location)
            return nil
        }
        var entries: [Entry] = []
        var format = 1
        // The form first, wherever the record writes it: it decides how the versions are read.
        for member in members.filter({ $0.key == "format" }) + members.filter({ $0.key != "format" }) {
            switch member.key {
            case "model", "about": break
            case "format":
                guard case .number(let text) = member.value.kind, let number = Int(text), number >= 1 else {
                    log.error("'format' must be a whole number of 1 or more", at: member.value.location)
                    return nil
                }
                guard number <= currentFormat else {
                    log.error(
                        "the record is in form \(number), written by a newer modelgen than this one (which writes form \(currentFormat)); use that modelgen",
                        at: member.value.location)
                    return nil
                }
                format = number
            case "versions":
                guard case .array(let items) = member.value.kind else {
                    log.error("'versions' must be an array", at: member.value.location)
                    return nil
                }
                for item in items {
                    guard let entry = parseEntry(item, format: format, log: &log) else { return nil }
                    entries.append(entry)
                }
            default:
                log.error("unknown key '\(member.key)' in the record of shipped versions", at: member.keyLocation)
            }
        }
        return VersionRecord(entries: entries, format: format)
    }

    private static func parseEntry(_ value: JSONValue, format: Int, log: inout DiagnosticLog) -> Entry? {
        guard case .object(let members) = value.kind else {
            log.error("a shipped version must be an object", at: value.location)
            return nil
        }
        var version: Int?
        var file: String?
        var checksum: String?
        var schema: StoredSchema?
        // From form 3 on, a version without "migration" has no renaming identifier and no step.
        var migration: StoredSchema? = format >= 3 ? StoredSchema(elements: []) : nil
        for member in members {
            switch (member.key, member.value.kind) {
            case ("version", .number(let text)) where (Int(text) ?? 0) > 0: version = Int(text)
            case ("version", _):
                log.error("'version' must be a whole number, 1 or more", at: member.value.location)
                return nil
            case ("file", .string(let text)): file = text
            case ("checksum", .string(let text)): checksum = text
            case ("file", _), ("checksum", _):
                log.error("'\(member.key)' must be a string", at: member.value.location)
                return nil
            case ("stored", .object(let elements)):
                guard let parsed = parseSchema(elements, log: &log) else { return nil }
                schema = parsed
            case ("stored", _):
                log.error("'stored' must be an object", at: member.value.location)
                return nil
            case ("migration", .object(let elements)) where format >= 3:
                guard let parsed = parseSchema(elements, log: &log) else { return nil }
                migration = parsed
            case ("migration", _) where format >= 3:
                log.error("'migration' must be an object", at: member.value.location)
                return nil
            default:
                log.error("unknown key '\(member.key)' in a shipped version of the record", at: member.keyLocation)
                return nil
            }
        }
        guard let version, let file, let checksum, let schema else {
            let missing = [
                ("version", version == nil), ("file", file == nil), ("checksum", checksum == nil),
                ("stored", schema == nil),
            ].filter(\.1).map { "'\($0.0)'" }
            let list =
                missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
            log.error("a shipped version needs \(list)", at: value.location)
            return nil
        }
        return Entry(
            version: version, file: file, checksum: checksum, schema: schema, migration: migration,
            location: value.location)
    }

    private static func parseSchema(_ members: [JSONMember], log: inout DiagnosticLog) -> StoredSchema? {
        var elements: [StoredSchema.Element] = []
        for member in members {
            guard case .object(let fieldMembers) = member.value.kind else {
                log.error("what is stored of '\(member.key)' must be an object", at: member.value.location)
                return nil
            }
            var fields: [StoredSchema.Field] = []
            for field in fieldMembers {
                let value: StoredSchema.Value
                switch field.value.kind {
                case .string(let text): value = .text(text)
                case .bool(let flag): value = .flag(flag)
                case .number(let text) where Int(text) != nil: value = .count(Int(text) ?? 0)
                default:
                    log.error("'\(field.key)' must be a string, a boolean or a whole number", at: field.value.location)
                    return nil
                }
                fields.append(StoredSchema.Field(name: field.key, value: value))
            }
            elements.append(StoredSchema.Element(path: member.key, fields: fields, location: member.keyLocation))
        }
        return StoredSchema(elements: elements)
    }
}
