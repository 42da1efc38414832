/// Names a model cannot use, and the identifier rules it must follow.
enum ReservedNames {
    /// An ordered to-many relationship `steps` also gets a typed array view, `stepsArray`.
    static let orderedArrayViewSuffix = "Array"

    /// The Swift enum that builds a model in code, which must not take a class's name: the model's
    /// name with an upper-case first letter and `Model` appended, unless it already ends in `Model`
    /// (`Commits` gives `CommitsModel`, `AppModel` stays `AppModel`).
    static func modelTypeName(forModelNamed name: String) -> String {
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return capitalized.hasSuffix("Model") ? capitalized : capitalized + "Model"
    }

    /// Words Swift reserves: a property with one of these names is written in backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Members of `NSObject` and `NSManagedObject` that a modeled property would override or hide.
    /// Core Data documents that property names must not clash with these.
    static let managedObjectMembers: Set<String> = [
        "autorelease", "awakeFromFetch", "awakeFromInsert", "changedValues", "changedValuesForCurrentEvent",
        "class", "classForCoder", "classForKeyedArchiver", "contextShouldIgnoreUnmodeledPropertyChanges", "copy",
        "dealloc", "debugDescription", "description", "didSave", "didTurnIntoFault", "entity", "faultingState",
        "finalize", "hasChanges", "hasPersistentChangedValues", "hash", "init", "isDeleted", "isFault",
        "isInserted", "isProxy", "isUpdated", "managedObjectContext", "mutableCopy", "objectID",
        "objectWillChange", "observationInfo", "prepareForDeletion", "release", "retain", "retainCount", "self",
        "superclass", "validateForDelete", "validateForInsert", "validateForUpdate", "willSave",
        "willTurnIntoFault", "zone",
    ]

    /// The enums modelgen nests in every generated class (`Commit.Attribute`, `Commit.Relationship`).
    /// A class with one of these names would be hidden by them inside other classes' code, and an
    /// attribute's enum cannot take them.
    static let nestedTypeNames: Set<String> = ["Attribute", "Relationship"]

    /// Types the generated code names: a class with one of these names would shadow them.
    static let typesUsedByGeneratedCode: Set<String> = [
        "Any", "AnyClass", "AnyHashable", "AnyObject", "Array", "Bool", "CaseIterable", "CoreData", "Data", "Date",
        "Decimal",
        "Double", "Float", "Foundation", "Identifiable", "IndexSet", "Int", "Int16", "Int32", "Int64",
        "NSAttributeDescription",
        "NSAttributeType", "NSDeleteRule", "NSEntityDescription", "NSFetchIndexDescription",
        "NSFetchIndexElementDescription",
        "NSFetchRequest", "NSFetchRequestResult", "NSIndexSet", "NSManagedObject", "NSManagedObjectContext",
        "NSManagedObjectModel", "NSObject", "NSOrderedSet", "NSPersistentContainer", "NSPredicate",
        "NSPropertyDescription",
        "NSRelationshipDescription", "NSSet", "NSSortDescriptor", "NSStringFromClass", "Optional", "Protocol", "Self",
        "Sendable",
        "Set", "String", "Swift", "Type", "URL", "UUID",
    ]

    /// Names an attribute's enum cannot take: `ID` would become the `Identifiable.ID` of its class.
    static let reservedEnumNames: Set<String> = ["ID"]

    /// Names an enum case cannot take (a case name is also a property name in `Entity.Attribute`):
    /// Swift reserves `Type` and `Protocol` for members, and `allCases` is `CaseIterable`'s.
    static let reservedCaseNames: Set<String> = ["Type", "Protocol", "allCases"]

    /// The local variable of every generated fetch request factory, which a parameter would hide.
    static let fetchRequestLocals: Set<String> = ["request"]

    /// ASCII letters, digits and underscores, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    static func startsWithUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    static func startsWithLowercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    /// A Swift type as a transformable attribute's `customClass` may name it: identifiers joined by
    /// dots, with generic arguments, array and dictionary brackets. Nothing that could end a
    /// declaration or start a comment.
    static func isTypeName(_ name: String) -> Bool {
        var depth = 0
        var previousWasIdentifier = false
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "["):
                depth += 1
                previousWasIdentifier = false
            case UInt8(ascii: ">"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "?"):
                previousWasIdentifier = false
            default:
                guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") else { return false }
                if !previousWasIdentifier && isDigit(byte) { return false }
                previousWasIdentifier = true
            }
        }
        return depth == 0 && !name.isEmpty && name.utf8.contains(where: isLetter)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
