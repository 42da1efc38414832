/// What modelgen knows about each attribute type, in one table: adding a type adds a row here, then
/// the templates that spell it, and tests.
extension AttributeType {
    /// The facts about one attribute type.
    struct Facts: Sendable {
        /// Xcode's spelling in a model's XML (`attributeType="Integer 16"`); `nil` for Undefined,
        /// which Xcode leaves unspelt.
        var xcodeName: String?
        /// The raw value of Core Data's `NSAttributeType`, which Xcode 3's binary models store.
        var coreDataRawValue: Int64
        /// The `NSAttributeType` case that generated code names (`.integer16AttributeType`).
        var coreDataCaseName: String
        /// The values an integer type holds; `nil` for the other types.
        var integerRange: ClosedRange<Int64>? = nil
        /// Whether Objective-C stores it as a C scalar (see `isObjectiveCScalar`).
        var isObjectiveCScalar = false
        /// The Swift type of its values (`Int16`); `nil` for transformable and undefined, whose
        /// values are of the attribute's custom class, `NSObject` without one.
        var swiftType: String?
        /// The generated model builder's function for attributes of this type alone
        /// (`stringAttribute(_:isOptional:defaultValue:)`); `nil` for the types that need the
        /// general `attribute(_:type:…)`.
        var typedBuilder: String?
        /// Whether an attribute of this type can have a default.
        var takesDefault = true
        /// Xcode's "Use Scalar Type" box (`usesScalarValueType`) as it writes it: on for numbers and
        /// Booleans, off for dates and UUIDs, `nil` where Xcode writes none.
        var xcodeUsesScalarValueType: Bool? = nil
        /// Whether a fetch request parameter can have the type: one value that a predicate compares.
        var canBeParameterType = true
        /// Whether its values are numbers: the integers, Float, Double and Decimal. Xcode keeps a
        /// number's default and bounds as decimal text; a derivation's `@sum` and `@average` take them.
        var isNumber = false
        /// Which validation rules it takes: a string's lengths and regular expression, a number's or
        /// a date's minimum and maximum, or none.
        var validationBounds = ValidationBounds.none
        /// Whether a composite attribute's element can be of this type: Core Data keeps each element
        /// in a column of its own, so not transformable, undefined or an object ID.
        var canBeCompositeElement = true
        /// Whether Core Data's inferred mapping copies any integer type's values into it with no value
        /// lost but precision (Double), so that a change from an integer type to it is no error.
        var takesWidenedIntegers = false
        /// Whether a property of this type is computed over key-value coding even when required, never
        /// `@NSManaged`: Decimal, whose accessor hands out an `NSDecimalNumber`, not the struct.
        var isAlwaysKeyValueCoded = false
        /// The binary floating-point format of Float and Double, which says which literals the
        /// compiler takes without a warning; `nil` for the other types.
        var floatingPointFormat: FloatingPointFormat? = nil
        /// Whether an attribute of this type takes a custom class (`customClass`), the type of its
        /// values: transformable and undefined, which have no Swift type of their own.
        var takesCustomClass = false
        /// The Foundation class of its values as Core Data's accessors hand them out, where the Swift
        /// type cannot always be `@NSManaged`: `NSNumber` for the scalars, `NSDecimalNumber` for Decimal.
        /// What the property is declared as when the model leaves out its number accessors.
        var objectiveCClass: String? = nil
    }

    /// The validation rules an attribute type takes.
    enum ValidationBounds: Sendable, Equatable {
        /// None: no rule applies to the type's values.
        case none
        /// `minLength`, `maxLength` and `regularExpression`: strings.
        case length
        /// `minimum` and `maximum`: numbers and dates.
        case value
    }

    /// What a binary floating-point type holds exactly.
    struct FloatingPointFormat: Sendable, Equatable {
        /// The bits of the significand (`Float.significandBitCount`).
        var significandBitCount: Int
        /// The smallest positive normal number (`Float.leastNormalMagnitude`), as a `Double`.
        var leastNormalMagnitude: Double

        /// Swift's `Float`.
        static let float = FloatingPointFormat(
            significandBitCount: Float.significandBitCount, leastNormalMagnitude: Double(Float.leastNormalMagnitude))
        /// Swift's `Double`.
        static let double = FloatingPointFormat(
            significandBitCount: Double.significandBitCount, leastNormalMagnitude: Double.leastNormalMagnitude)
    }

    /// This type's row of the table: the only switch over every type's facts.
    var facts: Facts {
        switch self {
        case .string:
            Facts(
                xcodeName: "String", coreDataRawValue: 700, coreDataCaseName: "stringAttributeType",
                swiftType: "String", typedBuilder: "stringAttribute", validationBounds: .length)
        case .boolean:
            Facts(
                xcodeName: "Boolean", coreDataRawValue: 800, coreDataCaseName: "booleanAttributeType",
                isObjectiveCScalar: true, swiftType: "Bool", typedBuilder: "booleanAttribute",
                xcodeUsesScalarValueType: true, objectiveCClass: "NSNumber")
        case .integer16:
            Facts(
                xcodeName: "Integer 16", coreDataRawValue: 100, coreDataCaseName: "integer16AttributeType",
                integerRange: Int64(Int16.min)...Int64(Int16.max), isObjectiveCScalar: true, swiftType: "Int16",
                typedBuilder: "integer16Attribute", xcodeUsesScalarValueType: true, isNumber: true,
                validationBounds: .value, objectiveCClass: "NSNumber")
        case .integer32:
            Facts(
                xcodeName: "Integer 32", coreDataRawValue: 200, coreDataCaseName: "integer32AttributeType",
                integerRange: Int64(Int32.min)...Int64(Int32.max), isObjectiveCScalar: true, swiftType: "Int32",
                typedBuilder: "integer32Attribute", xcodeUsesScalarValueType: true, isNumber: true,
                validationBounds: .value, objectiveCClass: "NSNumber")
        case .integer64:
            Facts(
                xcodeName: "Integer 64", coreDataRawValue: 300, coreDataCaseName: "integer64AttributeType",
                integerRange: Int64.min...Int64.max, isObjectiveCScalar: true, swiftType: "Int64",
                typedBuilder: "integer64Attribute", xcodeUsesScalarValueType: true, isNumber: true,
                validationBounds: .value, objectiveCClass: "NSNumber")
        case .float:
            Facts(
                xcodeName: "Float", coreDataRawValue: 600, coreDataCaseName: "floatAttributeType",
                isObjectiveCScalar: true, swiftType: "Float", typedBuilder: "floatAttribute",
                xcodeUsesScalarValueType: true, isNumber: true, validationBounds: .value, floatingPointFormat: .float,
                objectiveCClass: "NSNumber")
        case .double:
            Facts(
                xcodeName: "Double", coreDataRawValue: 500, coreDataCaseName: "doubleAttributeType",
                isObjectiveCScalar: true, swiftType: "Double", typedBuilder: "doubleAttribute",
                xcodeUsesScalarValueType: true, isNumber: true, validationBounds: .value, takesWidenedIntegers: true,
                floatingPointFormat: .double, objectiveCClass: "NSNumber")
        case .decimal:
            Facts(
                xcodeName: "Decimal", coreDataRawValue: 400, coreDataCaseName: "decimalAttributeType",
                swiftType: "Decimal", typedBuilder: "decimalAttribute", isNumber: true, validationBounds: .value,
                isAlwaysKeyValueCoded: true, objectiveCClass: "NSDecimalNumber")
        case .date:
            Facts(
                xcodeName: "Date", coreDataRawValue: 900, coreDataCaseName: "dateAttributeType", swiftType: "Date",
                typedBuilder: "dateAttribute", xcodeUsesScalarValueType: false, validationBounds: .value)
        case .binary:
            Facts(
                xcodeName: "Binary", coreDataRawValue: 1000, coreDataCaseName: "binaryDataAttributeType",
                swiftType: "Data", typedBuilder: "binaryDataAttribute", takesDefault: false)
        case .uuid:
            Facts(
                xcodeName: "UUID", coreDataRawValue: 1100, coreDataCaseName: "UUIDAttributeType", swiftType: "UUID",
                typedBuilder: "uuidAttribute", xcodeUsesScalarValueType: false)
        case .uri:
            Facts(
                xcodeName: "URI", coreDataRawValue: 1200, coreDataCaseName: "URIAttributeType", swiftType: "URL",
                typedBuilder: "uriAttribute")
        case .transformable:
            Facts(
                xcodeName: "Transformable", coreDataRawValue: 1800, coreDataCaseName: "transformableAttributeType",
                takesDefault: false, canBeParameterType: false, canBeCompositeElement: false, takesCustomClass: true)
        case .undefined:
            Facts(
                xcodeName: nil, coreDataRawValue: 0, coreDataCaseName: "undefinedAttributeType", takesDefault: false,
                canBeParameterType: false, canBeCompositeElement: false, takesCustomClass: true)
        case .objectID:
            Facts(
                xcodeName: "ObjectID", coreDataRawValue: 2000, coreDataCaseName: "objectIDAttributeType",
                swiftType: "NSManagedObjectID", typedBuilder: "objectIDAttribute", takesDefault: false,
                canBeCompositeElement: false)
        // What Core Data keeps; an attribute's own Swift type is its composite's struct.
        case .composite:
            Facts(
                xcodeName: "Composite", coreDataRawValue: 2100, coreDataCaseName: "compositeAttributeType",
                swiftType: "[String: Any]", takesDefault: false, canBeParameterType: false)
        }
    }
}

extension AttributeType {
    /// The values an integer type holds; `nil` for the other types.
    var integerRange: ClosedRange<Int64>? { facts.integerRange }
}
