import Testing

@testable import ModelGenKit

/// Keeps `AttributeType.facts`, the one table of what modelgen knows about each attribute type,
/// whole and in agreement with the literal tables it replaced.
@Suite struct AttributeTypeFactsTests {
    @Test func everyTypeHasFactsAndUniqueSpellings() {
        let facts = AttributeType.allCases.map(\.facts)
        let xcodeNames = facts.compactMap(\.xcodeName)
        #expect(Set(xcodeNames).count == xcodeNames.count)
        #expect(Set(facts.map(\.coreDataRawValue)).count == facts.count)
        #expect(Set(facts.map(\.coreDataCaseName)).count == facts.count)
        for type in AttributeType.allCases {
            #expect(!type.facts.coreDataCaseName.isEmpty, "\(type)")
            #expect((type.facts.xcodeName == nil) == (type == .undefined), "\(type)")
            #expect((type.facts.integerRange != nil) == [.integer16, .integer32, .integer64].contains(type), "\(type)")
        }
    }

    /// The table before it was one: Xcode's spellings (`XcodeModelDecoder.attributeTypes`).
    @Test func xcodeSpellingsAreTheOldTable() {
        let old: [String: AttributeType] = [
            "String": .string, "Boolean": .boolean, "Integer 16": .integer16, "Integer 32": .integer32,
            "Integer 64": .integer64, "Float": .float, "Double": .double, "Decimal": .decimal, "Date": .date,
            "Binary": .binary, "UUID": .uuid, "URI": .uri, "Transformable": .transformable, "ObjectID": .objectID,
            "Composite": .composite,
        ]
        #expect(XcodeModelDecoder.attributeTypes == old)
        #expect(XcodeModelWriter.attributeTypeNames == Dictionary(uniqueKeysWithValues: old.map { ($1, $0) }))
    }

    /// The binary reader's table of `NSAttributeType` raw values, as it was written out.
    @Test func binaryModelTypesAreTheOldTable() {
        let old: [Int64: String] = [
            100: "Integer 16", 200: "Integer 32", 300: "Integer 64", 400: "Decimal", 500: "Double", 600: "Float",
            700: "String", 800: "Boolean", 900: "Date", 1000: "Binary", 1100: "UUID", 1200: "URI",
            1800: "Transformable", 2000: "ObjectID",
        ]
        #expect(XcodeBinaryModelReader.attributeTypes == old)
        #expect(AttributeType.undefined.facts.coreDataRawValue == 0)
        #expect(AttributeType.composite.facts.coreDataRawValue == 2100)
    }

    /// The `NSAttributeType` cases generated code names, and the scalar types, as they were written out.
    @Test func caseNamesAndScalarsAreTheOldTable() {
        let old: [AttributeType: String] = [
            .string: "stringAttributeType", .boolean: "booleanAttributeType", .integer16: "integer16AttributeType",
            .integer32: "integer32AttributeType", .integer64: "integer64AttributeType", .float: "floatAttributeType",
            .double: "doubleAttributeType", .decimal: "decimalAttributeType", .date: "dateAttributeType",
            .binary: "binaryDataAttributeType", .uuid: "UUIDAttributeType", .uri: "URIAttributeType",
            .transformable: "transformableAttributeType", .undefined: "undefinedAttributeType",
            .objectID: "objectIDAttributeType", .composite: "compositeAttributeType",
        ]
        for type in AttributeType.allCases {
            #expect(Translator.attributeTypeCase(type) == old[type], "\(type)")
        }
        let scalars: Set<AttributeType> = [.boolean, .integer16, .integer32, .integer64, .float, .double]
        #expect(Set(AttributeType.allCases.filter(\.isObjectiveCScalar)) == scalars)
    }

    /// The integer ranges, as they were written out.
    @Test func integerRangesAreTheOldOnes() {
        #expect(AttributeType.integer16.facts.integerRange == -32768...32767)
        #expect(AttributeType.integer32.facts.integerRange == -2_147_483_648...2_147_483_647)
        #expect(AttributeType.integer64.facts.integerRange == Int64.min...Int64.max)
    }

    /// The Swift types, typed builder functions and types that take a default, as they were
    /// written out: the builder's name was the type's case without `Type`, cased as a function.
    @Test func swiftTypesAndBuildersAreTheOldOnes() {
        let oldSwiftTypes: [AttributeType: String] = [
            .string: "String", .boolean: "Bool", .integer16: "Int16", .integer32: "Int32", .integer64: "Int64",
            .float: "Float", .double: "Double", .decimal: "Decimal", .date: "Date", .binary: "Data", .uuid: "UUID",
            .uri: "URL", .objectID: "NSManagedObjectID", .composite: "[String: Any]",
        ]
        for type in AttributeType.allCases {
            #expect(Translator.swiftType(of: type, customClass: nil) == oldSwiftTypes[type] ?? "NSObject", "\(type)")
            #expect(Translator.swiftType(of: type, customClass: "Tag") == oldSwiftTypes[type] ?? "Tag", "\(type)")
            let typeCase = Translator.attributeTypeCase(type)
            let bare = String(typeCase.dropLast("Type".count))
            let oldBuilder =
                [.transformable, .undefined, .composite].contains(type)
                ? nil : ReservedNames.lowerCamelCase(bare) ?? bare
            #expect(type.facts.typedBuilder == oldBuilder, "\(type)")
            #expect(
                type.takesDefault == ![.binary, .transformable, .undefined, .objectID, .composite].contains(type),
                "\(type)")
        }
    }

    /// Xcode's "Use Scalar Type" box and the fetch request parameter types, as they were written out.
    @Test func scalarBoxAndParameterTypesAreTheOldOnes() {
        for type in AttributeType.allCases {
            let oldBox: Bool? =
                switch type {
                case .boolean, .integer16, .integer32, .integer64, .float, .double: true
                case .date, .uuid: false
                default: nil
                }
            #expect(type.facts.xcodeUsesScalarValueType == oldBox, "\(type)")
            #expect(type.canBeParameterType == ![.transformable, .undefined, .composite].contains(type), "\(type)")
        }
    }

    /// The number types and the validation rules each type takes, as they were written out
    /// (`DerivationResolution`'s `isNumber`, `ValidationResolution` and the Xcode decoder's bounds).
    @Test func numbersAndValidationBoundsAreTheOldOnes() {
        let numbers: Set<AttributeType> = [.integer16, .integer32, .integer64, .float, .double, .decimal]
        for type in AttributeType.allCases {
            #expect(type.facts.isNumber == numbers.contains(type), "\(type)")
            #expect(type.isNumber == numbers.contains(type), "\(type)")
            #expect(type.isInteger == [.integer16, .integer32, .integer64].contains(type), "\(type)")
            let oldBounds: AttributeType.ValidationBounds =
                switch type {
                case .string: .length
                case .integer16, .integer32, .integer64, .float, .double, .decimal, .date: .value
                default: .none
                }
            #expect(type.facts.validationBounds == oldBounds, "\(type)")
        }
    }

    /// The types a composite's element cannot have, as they were written out (`CompositeResolution`).
    @Test func compositeElementTypesAreTheOldOnes() {
        for type in AttributeType.allCases {
            #expect(
                type.facts.canBeCompositeElement == ![.transformable, .undefined, .objectID].contains(type), "\(type)")
        }
    }

    /// Numeric widening and `@NSManaged` storage, as they were written out: an integer widens to a
    /// wider integer or to Double; Decimal is never `@NSManaged`, an optional scalar neither.
    @Test func wideningAndManagedStorageAreTheOldOnes() {
        let integers: [AttributeType] = [.integer16, .integer32, .integer64]
        for old in AttributeType.allCases {
            for new in AttributeType.allCases {
                let widens: Bool
                if let from = integers.firstIndex(of: old) {
                    widens = new == .double || (integers.firstIndex(of: new).map { $0 > from } ?? false)
                } else {
                    widens = false
                }
                #expect(AttributeType.widens(old, to: new) == widens, "\(old) to \(new)")
            }
            #expect(old.facts.takesWidenedIntegers == (old == .double), "\(old)")
            #expect(old.facts.isAlwaysKeyValueCoded == (old == .decimal), "\(old)")
            for isOptional in [false, true] {
                let managed = old == .decimal ? false : !(isOptional && old.isObjectiveCScalar)
                #expect(old.isManagedInSwift(isOptional: isOptional) == managed, "\(old) \(isOptional)")
            }
        }
    }

    /// Float's and Double's formats, as `Translator.isPlainLiteral` wrote them out.
    @Test func floatingPointFormatsAreTheOldOnes() {
        for type in AttributeType.allCases {
            let old: AttributeType.FloatingPointFormat? =
                switch type {
                case .float: .init(significandBitCount: 23, leastNormalMagnitude: Double(Float.leastNormalMagnitude))
                case .double: .init(significandBitCount: 52, leastNormalMagnitude: Double.leastNormalMagnitude)
                default: nil
                }
            #expect(type.facts.floatingPointFormat == old, "\(type)")
        }
        #expect(Translator.isPlainLiteral(.integer(1 << 24), of: .float))
        #expect(!Translator.isPlainLiteral(.integer(1 << 24 + 1), of: .float))
        #expect(Translator.isPlainLiteral(.integer(1 << 53), of: .double))
        #expect(!Translator.isPlainLiteral(.integer(1 << 53 + 1), of: .double))
        #expect(!Translator.isPlainLiteral(.floatingPoint(1e-40), of: .float))
        #expect(Translator.isPlainLiteral(.floatingPoint(1e-40), of: .double))
        #expect(!Translator.isPlainLiteral(.floatingPoint(1e-310), of: .double))
        #expect(Translator.isPlainLiteral(.floatingPoint(0), of: .float))
        #expect(Translator.isPlainLiteral(.floatingPoint(1e-40), of: .decimal))
    }

    /// The types that take a custom class, as `Resolver` wrote them out; they are the types with no
    /// Swift type of their own.
    @Test func customClassTypesAreTheOldOnes() {
        for type in AttributeType.allCases {
            #expect(type.facts.takesCustomClass == [.transformable, .undefined].contains(type), "\(type)")
            #expect(type.facts.takesCustomClass == (type.facts.swiftType == nil), "\(type)")
        }
    }

    /// `objectExpression`, which reads the table, against the switch it replaced, for every type
    /// and a value of each kind.
    @Test func objectExpressionsAreTheOldOnes() {
        func old(_ value: DefaultValue, _ type: AttributeType) -> String {
            let swiftType = Translator.swiftType(of: type, customClass: nil)
            return switch (value, type) {
            case (.integer, .integer16), (.integer, .integer32), (.integer, .integer64), (.floatingPoint, .float):
                "\(swiftType)(\(SwiftLiterals.expression(for: value)))"
            case (.integer(let number), .float), (.integer(let number), .double): "\(swiftType)(\(number))"
            case (.floatingPoint, .double): Translator.typedExpression(for: value, of: type)
            default: SwiftLiterals.expression(for: value)
            }
        }
        let values: [DefaultValue] = [
            .integer(3), .integer(-16_777_217), .integer(1 << 60), .floatingPoint(0.5), .floatingPoint(1e-40),
            .floatingPoint(1e-310), .floatingPoint(0), .decimal("1.25"), .boolean(true), .string("x"),
            .date(DateTime(iso8601: "2024-05-01T12:00:00Z")!), .uuid("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            .uri("https://example.com"),
        ]
        for type in AttributeType.allCases {
            for value in values {
                #expect(Translator.objectExpression(for: value, of: type) == old(value, type), "\(value) \(type)")
            }
        }
    }
}

/// The typed building blocks that the model files call are written once, in the support file
/// (`Templates/ModelGenSupport.swift`): each type's `typedBuilder` names one there, of the type's
/// `NSAttributeType` case, with a default of the type's Swift type where the type takes a default.
@Suite struct SupportBuildingBlocksTests {
    @Test func everyTypedBuilderIsInTheSupportFile() throws {
        let support = BuiltinTemplates.text(for: .support)
        var builders: [String] = []
        for type in AttributeType.allCases {
            guard let builder = type.facts.typedBuilder else { continue }
            builders.append(builder)
            let start = try #require(support.range(of: "    static func \(builder)("), "\(builder)")
            let body = support[start.upperBound...].prefix { $0 != "}" }
            #expect(body.contains("type: .\(type.facts.coreDataCaseName),"), "\(builder)")
            let defaultParameter = "defaultValue: \(type.facts.swiftType ?? "")? = nil"
            #expect(body.contains(defaultParameter) == type.takesDefault, "\(builder)")
        }
        // And the support file has no typed builder that no type names.
        let declared = support.components(separatedBy: "    static func ").dropFirst()
            .map { String($0.prefix { $0 != "(" }) }.filter { $0.hasSuffix("Attribute") }
        #expect(Set(declared) == Set(builders))
    }
}
