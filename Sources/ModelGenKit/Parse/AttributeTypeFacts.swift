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
    }

    /// This type's row of the table: the only switch over every type's facts.
    var facts: Facts {
        switch self {
        case .string:
            Facts(xcodeName: "String", coreDataRawValue: 700, coreDataCaseName: "stringAttributeType")
        case .boolean:
            Facts(
                xcodeName: "Boolean", coreDataRawValue: 800, coreDataCaseName: "booleanAttributeType",
                isObjectiveCScalar: true)
        case .integer16:
            Facts(
                xcodeName: "Integer 16", coreDataRawValue: 100, coreDataCaseName: "integer16AttributeType",
                integerRange: Int64(Int16.min)...Int64(Int16.max), isObjectiveCScalar: true)
        case .integer32:
            Facts(
                xcodeName: "Integer 32", coreDataRawValue: 200, coreDataCaseName: "integer32AttributeType",
                integerRange: Int64(Int32.min)...Int64(Int32.max), isObjectiveCScalar: true)
        case .integer64:
            Facts(
                xcodeName: "Integer 64", coreDataRawValue: 300, coreDataCaseName: "integer64AttributeType",
                integerRange: Int64.min...Int64.max, isObjectiveCScalar: true)
        case .float:
            Facts(
                xcodeName: "Float", coreDataRawValue: 600, coreDataCaseName: "floatAttributeType",
                isObjectiveCScalar: true)
        case .double:
            Facts(
                xcodeName: "Double", coreDataRawValue: 500, coreDataCaseName: "doubleAttributeType",
                isObjectiveCScalar: true)
        case .decimal:
            Facts(xcodeName: "Decimal", coreDataRawValue: 400, coreDataCaseName: "decimalAttributeType")
        case .date:
            Facts(xcodeName: "Date", coreDataRawValue: 900, coreDataCaseName: "dateAttributeType")
        case .binary:
            Facts(xcodeName: "Binary", coreDataRawValue: 1000, coreDataCaseName: "binaryDataAttributeType")
        case .uuid:
            Facts(xcodeName: "UUID", coreDataRawValue: 1100, coreDataCaseName: "UUIDAttributeType")
        case .uri:
            Facts(xcodeName: "URI", coreDataRawValue: 1200, coreDataCaseName: "URIAttributeType")
        case .transformable:
            Facts(xcodeName: "Transformable", coreDataRawValue: 1800, coreDataCaseName: "transformableAttributeType")
        case .undefined:
            Facts(xcodeName: nil, coreDataRawValue: 0, coreDataCaseName: "undefinedAttributeType")
        case .objectID:
            Facts(xcodeName: "ObjectID", coreDataRawValue: 2000, coreDataCaseName: "objectIDAttributeType")
        case .composite:
            Facts(xcodeName: "Composite", coreDataRawValue: 2100, coreDataCaseName: "compositeAttributeType")
        }
    }
}

extension AttributeType {
    /// The values an integer type holds; `nil` for the other types.
    var integerRange: ClosedRange<Int64>? { facts.integerRange }
}
