/// The model file as written: every declaration with the location of each value, before any
/// cross-reference is checked. Values a later stage may report on keep their locations.

public struct ModelDeclaration: Sendable {
    public var name: Located<String>?
    public var entities: [EntityDeclaration]
    public var location: SourcePosition
}

public struct EntityDeclaration: Sendable {
    public var name: Located<String>
    public var className: Located<String>?
    public var parent: Located<String>?
    public var isAbstract: Bool
    public var documentation: String?
    public var attributes: [AttributeDeclaration]
    public var relationships: [RelationshipDeclaration]
    public var uniquenessConstraints: [Located<[Located<String>]>]
    public var indexes: [IndexDeclaration]
    public var fetchRequests: [FetchRequestDeclaration]
    public var userInfo: [UserInfoEntry]
    public var location: SourcePosition
}

/// A named fetch request: `{ "name": "byAuthor", "predicate": "author.name == $name",
/// "parameters": { "name": "string" }, "sortBy": [{ "key": "date", "ascending": false }], "limit": 100 }`.
public struct FetchRequestDeclaration: Sendable {
    public var name: Located<String>
    /// An `NSPredicate` format string whose `$variables` are the parameters.
    public var predicate: Located<String>?
    /// The predicate was written without JSON escapes, so a position inside its text is a column.
    public var predicateIsVerbatim: Bool
    /// Each parameter's name and type, in the order written.
    public var parameters: [(name: Located<String>, type: Located<String>)]
    public var sortBy: [SortDeclaration]
    public var limit: Located<Int>?
    public var documentation: String?
    public var location: SourcePosition
}

public struct SortDeclaration: Sendable {
    public var key: Located<String>
    public var isAscending: Bool
}

public struct AttributeDeclaration: Sendable {
    public var name: Located<String>
    /// `nil` when the type was missing or unknown (already reported).
    public var type: Located<AttributeType>?
    public var isOptional: Bool
    public var defaultValue: JSONValue?
    public var isIndexed: Bool
    public var isTransient: Bool
    public var allowsExternalStorage: Located<Bool>?
    public var valueTransformer: Located<String>?
    public var customClass: Located<String>?
    /// The `enum` object: a Swift enum whose raw values the attribute stores.
    public var enumeration: EnumDeclaration?
    public var documentation: String?
    public var userInfo: [UserInfoEntry]
    public var location: SourcePosition
}

/// An attribute's `enum`: `{ "name": "State", "cases": ["open", "closed"] }`, or with explicit raw
/// values, `{ "name": "Priority", "cases": { "low": 0, "high": 10 } }`.
public struct EnumDeclaration: Sendable {
    public var name: Located<String>
    public var cases: [EnumCaseDeclaration]
    /// Where `cases` was written (the enum's location when it is missing).
    public var casesLocation: SourcePosition
    /// True when `cases` was an array: each name is also its raw value.
    public var casesAreNamesOnly: Bool
    public var fallback: Located<String>?
    public var documentation: String?
    public var location: SourcePosition
}

public struct EnumCaseDeclaration: Sendable {
    public var name: Located<String>
    /// The raw value as written; `nil` when `cases` is an array of names.
    public var rawValue: JSONValue?
}

public struct RelationshipDeclaration: Sendable {
    public var name: Located<String>
    public var destination: Located<String>
    public var inverse: Located<String>?
    public var isToMany: Bool
    public var ordered: Located<Bool>?
    public var isOptional: Bool
    public var deleteRule: DeleteRule
    public var minCount: Located<Int>?
    public var maxCount: Located<Int>?
    public var documentation: String?
    public var userInfo: [UserInfoEntry]
    public var location: SourcePosition
}

public struct IndexDeclaration: Sendable {
    public var name: Located<String>
    public var elements: [IndexElementDeclaration]
    public var location: SourcePosition
}

public struct IndexElementDeclaration: Sendable {
    public var property: Located<String>
    public var isAscending: Bool
    public var location: SourcePosition
}

public struct UserInfoEntry: Sendable, Equatable {
    public var key: String
    public var value: String
}

/// The attribute types of a Core Data model, spelled as the model file spells them.
public enum AttributeType: String, CaseIterable, Sendable {
    case string
    case boolean
    case integer16
    case integer32
    case integer64
    case float
    case double
    case decimal
    case date
    case binary
    case uuid
    case uri
    case transformable
}

/// What Core Data does to a relationship's destination when its source is deleted.
public enum DeleteRule: String, CaseIterable, Sendable {
    case nullify
    case cascade
    case deny
    case noAction
}

// MARK: - The keys each kind of object takes
//
// One enum per kind of object. A key that is not a case here is reported as unknown, and the
// JSON Schema test checks that `docs/datamodel.schema.json` lists exactly these keys.

public enum ModelKey: String, CaseIterable, Sendable {
    case name, entities
}

public enum EntityKey: String, CaseIterable, Sendable {
    case name, className, parent, abstract, documentation, attributes, relationships
    case uniquenessConstraints, indexes, fetchRequests, userInfo
}

public enum AttributeKey: String, CaseIterable, Sendable {
    case name, type, optional, `default`, indexed, transient, allowsExternalStorage
    case valueTransformer, customClass, `enum`, documentation, userInfo
}

public enum EnumKey: String, CaseIterable, Sendable {
    case name, cases, fallback, documentation
}

public enum RelationshipKey: String, CaseIterable, Sendable {
    case name, destination, inverse, toMany, ordered, optional, deleteRule, minCount, maxCount
    case documentation, userInfo
}

public enum FetchRequestKey: String, CaseIterable, Sendable {
    case name, predicate, parameters, sortBy, limit, documentation
}

public enum SortKey: String, CaseIterable, Sendable {
    case key, ascending
}

public enum IndexKey: String, CaseIterable, Sendable {
    case name, elements
}

public enum IndexElementKey: String, CaseIterable, Sendable {
    case property, ascending
}
