/// The rows of the property tables that a model file's entity functions hand to `properties(...)`
/// (the support's `ModelGenModelBuilder.properties`), one row per property: `rank: integer16? = 3`.
/// The support reads them back when the app builds the model; the format is documented there, at
/// `property(row:)`. A table costs the compiler next to nothing, where each call costs it about
/// 0.2 ms (issue 49), so every property that a row can describe is a row. The others stay calls, in
/// their place: validation, user info, a derivation, composite elements, a date or decimal default, fetched
/// properties, and a name or value that a row cannot hold as it is.
enum PropertyRows {
    /// The row of `attribute`; `nil` when it needs a call. (Appended piece by piece: a planning run
    /// makes one per attribute, 20,000 for a model of 1,000 entities.)
    static func row(of attribute: Attribute) -> String? {
        guard attribute.validation.isEmpty, attribute.userInfo.isEmpty, attribute.derivation == nil,
            attribute.composite == nil, attribute.type != .composite, isWord(attribute.name)
        else { return nil }
        var row = attribute.name
        row += ": "
        row += attribute.type.rawValue
        if attribute.isOptional { row += "?" }
        if attribute.isTransient { row += " isTransient" }
        if attribute.allowsExternalStorage { row += " allowsExternalBinaryDataStorage" }
        guard append("valueTransformerName", Translator.valueTransformerName(of: attribute), to: &row),
            append("attributeValueClassName", Translator.valueClassName(of: attribute), to: &row)
        else { return nil }
        if attribute.isIndexedBySpotlight { row += " isIndexedBySpotlight" }
        if attribute.preservesValueInHistoryOnDeletion { row += " preservesValueInHistoryOnDeletion" }
        if attribute.allowsCloudEncryption { row += " allowsCloudEncryption" }
        guard appendVersioning(attribute.versioning, to: &row) else { return nil }
        if let value = attribute.defaultValue {
            guard let text = defaultText(value) else { return nil }
            row += " = "
            row += text
        }
        return row
    }

    /// The row of `relationship`; `nil` when it needs a call.
    static func row(of relationship: Relationship) -> String? {
        guard relationship.userInfo.isEmpty, isWord(relationship.name) else { return nil }
        var row = relationship.name
        row += relationship.isToMany ? ": to-many" : ": to-one"
        if relationship.isOptional { row += "?" }
        if relationship.isOrdered { row += " isOrdered" }
        if let minCount = relationship.minCount, minCount != 0 { row += " minCount=" + String(minCount) }
        if let maxCount = relationship.maxCount, maxCount != 0 { row += " maxCount=" + String(maxCount) }
        if relationship.deleteRule != .nullify { row += " deleteRule=" + relationship.deleteRule.rawValue }
        if relationship.isTransient { row += " isTransient" }
        guard appendVersioning(relationship.versioning, to: &row) else { return nil }
        return row
    }

    private static func appendVersioning(_ versioning: Versioning, to row: inout String) -> Bool {
        append("renamingIdentifier", versioning.renamingIdentifier, to: &row)
            && append("versionHashModifier", versioning.versionHashModifier, to: &row)
    }

    /// Appends ` name=value` where there is a value; `false` when the value is not a word, which a
    /// row cannot hold.
    private static func append(_ name: String, _ value: String?, to row: inout String) -> Bool {
        guard let value else { return true }
        guard isWord(value) else { return false }
        row += " "
        row += name
        row += "="
        row += value
        return true
    }

    /// A default value as a row writes it: a number as Swift writes it, `true` or `false`, a
    /// string, UUID or URL in quotes; `nil` for a date or a decimal (a call spells it) and for text
    /// that a row cannot hold in quotes. (Reading a decimal from a row would need `Decimal(string:)`
    /// in the support, 2.6% of the sample's compile, in every app: the real apps' 3,000 attributes
    /// have three decimal defaults.)
    private static func defaultText(_ value: DefaultValue) -> String? {
        switch value {
        case .string(let text), .uuid(let text), .uri(let text): isQuotable(text) ? "\"\(text)\"" : nil
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .floatingPoint(let number): SwiftLiterals.floatingPoint(number)
        case .decimal, .date: nil
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
