/// The checks of an attribute's `enum`: where it may appear, its name, its cases and raw values, its
/// fallback, and the attribute's default.
extension ResolverRun {
    /// `owners` maps the enum names already declared by the entity's own attributes to those attributes.
    mutating func resolveEnum(
        _ declaration: EnumDeclaration, of attribute: AttributeDeclaration, _ resolved: Attribute,
        in entity: EntityDeclaration, owners: inout [String: String]
    ) -> AttributeEnum? {
        let type = resolved.type
        guard type == .string || type.integerRange != nil else {
            log.error(
                "'enum' applies only to string and integer attributes, not \(type.rawValue)", at: declaration.location)
            return nil
        }
        checkEnumName(declaration.name, of: attribute, in: entity, owners: &owners)

        if declaration.cases.isEmpty {
            log.error("enum '\(declaration.name.value)' must have at least one case", at: declaration.casesLocation)
        }
        if declaration.casesAreNamesOnly, type != .string {
            log.error(
                "the cases of an enum on an integer attribute need raw values: write an object such as { \"low\": 0, \"high\": 10 }",
                at: declaration.casesLocation)
            return nil
        }
        var cases: [AttributeEnum.Case] = []
        var caseByName: [String: String] = [:]
        var caseByRawValue: [AttributeEnum.RawValue: String] = [:]
        for declared in declaration.cases {
            let name = declared.name
            var isValid = true
            if !ReservedNames.isIdentifier(name.value) {
                let hint =
                    declaration.casesAreNamesOnly
                    ? "; to store it as a raw value, write the cases as an object: { \"name\": \"\(name.value)\" }" : ""
                log.error(
                    "enum case '\(name.value)' must be an identifier: letters, digits and underscores, not starting with a digit\(hint)",
                    at: name.location)
                isValid = false
            } else if caseByName[name.value] != nil {
                log.error("duplicate enum case '\(name.value)'", at: name.location)
                continue
            } else if ReservedNames.reservedCaseNames.contains(name.value) {
                log.error(
                    "enum case '\(name.value)' is a name Swift reserves for a type's own members", at: name.location)
                isValid = false
            }
            guard let rawValue = enumRawValue(declared, type: type, enumName: declaration.name.value) else { continue }
            if let other = caseByRawValue[rawValue] {
                log.error(
                    "enum case '\(name.value)' has the same raw value \(rawValue.description) as case '\(other)'",
                    at: declared.rawValue?.location ?? name.location)
                isValid = false
            }
            guard isValid else { continue }
            caseByName[name.value] = name.value
            caseByRawValue[rawValue] = name.value
            cases.append(AttributeEnum.Case(name: name.value, rawValue: rawValue))
        }

        if let fallback = declaration.fallback, caseByName[fallback.value] == nil {
            log.error(
                "fallback '\(fallback.value)' is not a case of enum '\(declaration.name.value)'", at: fallback.location,
                unknown: fallback.value, candidates: cases.map(\.name))
        }
        if let value = attribute.defaultValue, let checked = resolved.defaultValue {
            if let rawValue = checked.enumRawValue, caseByRawValue[rawValue] == nil {
                let expected = cases.map(\.describedForMessage).joined(separator: ", ")
                log.error(
                    "default \(rawValue.description) is not a raw value of enum '\(declaration.name.value)'; expected one of \(expected)",
                    at: value.location)
            }
        }
        return AttributeEnum(
            name: declaration.name.value, cases: cases, fallback: declaration.fallback?.value,
            documentation: declaration.documentation)
    }

    /// An enum is nested in its entity's class, so its name must not hide a type the class's code
    /// names, nor repeat an enum of the entity or of an ancestor.
    private mutating func checkEnumName(
        _ name: Located<String>, of attribute: AttributeDeclaration, in entity: EntityDeclaration,
        owners: inout [String: String]
    ) {
        let text = name.value
        if checkName(name, of: "enum", startingWith: .uppercase) {
            if ReservedNames.swiftKeywords.contains(text) {
                log.error("enum name '\(text)' is a Swift keyword", at: name.location)
            } else if ReservedNames.reservedEnumNames.contains(text) {
                log.error("enum name '\(text)' would become the 'Identifiable.ID' of the class", at: name.location)
            } else if ReservedNames.nestedTypeNames.contains(text) {
                log.error(
                    "enum name '\(text)' clashes with the nested type '\(text)' that modelgen generates in every class",
                    at: name.location)
            } else if ReservedNames.typesUsedByGeneratedCode.contains(text) {
                log.error(
                    "enum name '\(text)' would hide the type '\(text)' that the generated code uses", at: name.location)
            } else if classNames.contains(text) {
                log.error(
                    "enum name '\(text)' would hide the class '\(text)' inside the class of entity '\(entity.name.value)'",
                    at: name.location)
            }
        }
        if let other = owners[text] {
            log.error(
                "duplicate enum '\(text)' in entity '\(entity.name.value)': attribute '\(other)' declares it too",
                at: name.location)
        } else {
            for ancestor in ancestorsWithProperties(of: entity) {
                guard let inherited = ancestor.attributes.first(where: { $0.enumeration?.name.value == text }) else {
                    continue
                }
                log.error(
                    "enum '\(text)' is already declared by attribute '\(inherited.name.value)' of entity '\(ancestor.name.value)'",
                    at: name.location)
                break
            }
        }
        owners[text] = attribute.name.value
    }

    /// The case's raw value: its name when the cases are names only, otherwise its value, which must
    /// be a string for a string attribute and a whole number in range for an integer one.
    private mutating func enumRawValue(_ declared: EnumCaseDeclaration, type: AttributeType, enumName: String)
        -> AttributeEnum.RawValue?
    {
        guard let value = declared.rawValue else { return .string(declared.name.value) }
        let name = declared.name.value
        if let range = type.integerRange {
            guard case .number(let text) = value.kind,
                text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || ($0 >= 48 && $0 <= 57) })
            else {
                log.error(
                    "the raw value of enum case '\(name)' must be a whole number, found \(value.describedForMessage)",
                    at: value.location)
                return nil
            }
            guard let number = Int64(text), range.contains(number) else {
                log.error(
                    "the raw value \(text) of enum case '\(name)' is out of range for \(type.rawValue) (\(range.lowerBound)...\(range.upperBound))",
                    at: value.location)
                return nil
            }
            return .integer(number)
        }
        guard case .string(let text) = value.kind else {
            log.error(
                "the raw value of enum case '\(name)' must be a string, found \(value.typeDescription)",
                at: value.location)
            return nil
        }
        return .string(text)
    }
}

extension AttributeEnum.Case {
    /// As a message lists it: its raw value, then its name when that is not the raw value (`0 (low)`,
    /// `'in-progress' (inProgress)`, `'open'`).
    var describedForMessage: String {
        rawValue == .string(name) ? rawValue.description : "\(rawValue.description) (\(name))"
    }
}

extension AttributeEnum.RawValue: CustomStringConvertible {
    /// As a message quotes it: `'open'` or `10`.
    var description: String {
        switch self {
        case .string(let text): "'\(text)'"
        case .integer(let number): String(number)
        }
    }
}

extension JSONValue {
    /// A number as written, any other value by its JSON type.
    var describedForMessage: String {
        if case .number(let text) = kind { return text }
        return typeDescription
    }
}
