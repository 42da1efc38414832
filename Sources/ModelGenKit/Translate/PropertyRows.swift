/// The rows of the property tables that a model file's entity functions hand to `properties(...)`
/// (the support's `ModelGenModelBuilder.properties`), one row per property: `rank: integer16? = 3`.
/// The support reads them back when the app builds the model; the format is documented there, at
/// `property(row:)`. A table costs the compiler next to nothing, where each call costs it about
/// 0.2 ms (issue 49), so every property that a row can describe is a row. The others stay calls, in
/// their place: validation, user info, a derivation, composite elements, a date default, fetched
/// properties, and a name or value that a row cannot hold as it is.
enum PropertyRows {
    /// The row of `attribute`; `nil` when it needs a call.
    static func row(of attribute: Attribute) -> String? {
        guard attribute.validation.isEmpty, attribute.userInfo.isEmpty, attribute.derivation == nil,
            attribute.composite == nil, attribute.type != .composite, isWord(attribute.name)
        else { return nil }
        var row = "\(attribute.name): \(attribute.type.rawValue)\(attribute.isOptional ? "?" : "")"
        var settings: [(name: String, value: String?)] = [
            ("isTransient", attribute.isTransient ? "" : nil),
            ("allowsExternalBinaryDataStorage", attribute.allowsExternalStorage ? "" : nil),
            ("valueTransformerName", Translator.valueTransformerName(of: attribute)),
            ("attributeValueClassName", Translator.valueClassName(of: attribute)),
            ("isIndexedBySpotlight", attribute.isIndexedBySpotlight ? "" : nil),
            ("preservesValueInHistoryOnDeletion", attribute.preservesValueInHistoryOnDeletion ? "" : nil),
            ("allowsCloudEncryption", attribute.allowsCloudEncryption ? "" : nil),
        ]
        settings += versioningSettings(attribute.versioning)
        guard append(settings, to: &row) else { return nil }
        if let value = attribute.defaultValue {
            guard let text = defaultText(value) else { return nil }
            row += " = " + text
        }
        return row
    }

    /// The row of `relationship`; `nil` when it needs a call.
    static func row(of relationship: Relationship) -> String? {
        guard relationship.userInfo.isEmpty, isWord(relationship.name) else { return nil }
        var row = "\(relationship.name): \(relationship.isToMany ? "to-many" : "to-one")"
        if relationship.isOptional { row += "?" }
        var settings: [(name: String, value: String?)] = [
            ("isOrdered", relationship.isOrdered ? "" : nil),
            ("minCount", relationship.minCount.flatMap { $0 == 0 ? nil : String($0) }),
            ("maxCount", relationship.maxCount.flatMap { $0 == 0 ? nil : String($0) }),
            ("deleteRule", relationship.deleteRule == .nullify ? nil : relationship.deleteRule.rawValue),
            ("isTransient", relationship.isTransient ? "" : nil),
        ]
        settings += versioningSettings(relationship.versioning)
        guard append(settings, to: &row) else { return nil }
        return row
    }

    private static func versioningSettings(_ versioning: Versioning) -> [(name: String, value: String?)] {
        [
            ("renamingIdentifier", versioning.renamingIdentifier),
            ("versionHashModifier", versioning.versionHashModifier),
        ]
    }

    /// Appends each setting that has a value: a flag (an empty value) as its name, another as
    /// `name=value`. `false` when a value is not a word, which a row cannot hold.
    private static func append(_ settings: [(name: String, value: String?)], to row: inout String) -> Bool {
        for (name, value) in settings {
            guard let value else { continue }
            if value.isEmpty {
                row += " " + name
            } else {
                guard isWord(value) else { return false }
                row += " \(name)=\(value)"
            }
        }
        return true
    }

    /// A default value as a row writes it: a number as Swift writes it, `true` or `false`, a
    /// string, UUID or URL in quotes; `nil` for a date (a call spells it) and for text that a row
    /// cannot hold in quotes.
    private static func defaultText(_ value: DefaultValue) -> String? {
        switch value {
        case .string(let text), .uuid(let text), .uri(let text): isQuotable(text) ? "\"\(text)\"" : nil
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .floatingPoint(let number): SwiftLiterals.floatingPoint(number)
        case .decimal(let text): isWord(text) ? text : nil
        case .date: nil
        }
    }

    /// Whether `text` is one word that a row holds as it is: printable ASCII without spaces, quotes,
    /// backslashes, `=` or `:`, and not empty.
    static func isWord(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy {
                $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
                    && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ":")
            }
    }

    /// Whether a row holds `text` in quotes as it is: no quotes, backslashes or control characters,
    /// which a Swift string literal would escape. (A row has no escapes.)
    static func isQuotable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) && $0 != "\"" && $0 != "\\"
                && $0 != "\u{2028}" && $0 != "\u{2029}"
        }
    }
}
