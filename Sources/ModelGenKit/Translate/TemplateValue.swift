/// What a template sees: text, flags, lists and objects. The translator hands these over;
/// templates only print them (`{{name}}`), test them and iterate them (`{{#name}}…{{/name}}`).
///
/// An object is a record (`TemplateRecord`) or a `TemplateObject`. A record is one of the
/// translator's own structs, whose members are made from it when a template looks them up, so a
/// file's context is its translation itself: rendering builds no second tree of values, nor frees
/// one afterwards (that tree took a sixth of a run's instructions). A `TemplateObject` holds values
/// made beforehand, for a small object made on the spot.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A list of records of one type.
    case records(TemplateRecords)
    /// The record at `index` of a list of records: an item of the list, or a record on its own
    /// (the only item of its list).
    case record(TemplateRecords, index: Int)
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
}

extension TemplateValue {
    /// Text, or the flag false when there is none: a template tests it with `{{#name}}…{{/name}}`
    /// and prints it inside with `{{.}}`.
    static func text(orFalse text: String?) -> TemplateValue {
        text.map(TemplateValue.text) ?? .flag(false)
    }

    /// `items` as a list a template iterates.
    static func records<Record: TemplateRecord>(_ items: [Record]) -> TemplateValue {
        .records(TemplateRecords(items))
    }

    /// A record, or the flag false when there is none: a template tests it with
    /// `{{#name}}…{{/name}}` and reads its members inside.
    static func record<Record: TemplateRecord>(orFalse record: Record?) -> TemplateValue {
        record.map(\.templateValue) ?? .flag(false)
    }
}

/// The named members of an object made beforehand, written like a dictionary
/// (`["key": .text("sha")]`), in the order written.
struct TemplateObject: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    struct Member: Sendable {
        var key: String
        var value: TemplateValue
    }

    private var members: [Member] = []

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        members.reserveCapacity(elements.count)
        for (name, value) in elements {
            assert(index(named: name) == nil, "the name '\(name)' is given twice")
            members.append(Member(key: name, value: value))
        }
    }

    /// The members of a dictionary, in the order of their names.
    init(_ members: [String: TemplateValue]) {
        self.members = members.sorted(by: { $0.key < $1.key }).map { Member(key: $0.key, value: $0.value) }
    }

    var count: Int { members.count }

    /// The member called `name`, if any.
    subscript(name: String) -> TemplateValue? {
        index(named: name).map { members[$0].value }
    }

    /// The value of the member at `index`.
    subscript(index: Int) -> TemplateValue {
        members[index].value
    }

    /// Where the member called `name` is, if there is one.
    func index(named name: String) -> Int? {
        TemplateMemberNames.index(of: name, count: members.count) { members[$0].key }
    }

    /// The member called `name` if it is the one at `index`: a quick check of where it was before.
    func value(named name: String, at index: Int) -> TemplateValue? {
        index >= 0 && index < members.count && members[index].key == name ? members[index].value : nil
    }

    func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }
}

/// A struct of the translator's that a template reads as an object. Its type lists the members
/// once, each with how its value is made from a record; a value is made when a template looks its
/// member up.
protocol TemplateRecord: Sendable {
    /// The members a template sees: a `static let`, the same table for every record of the type.
    /// (The renderer remembers where it found a name by the record's type and the member's number.)
    static var templateMembers: TemplateMembers<Self> { get }
}

extension TemplateRecord {
    /// The record as a template object.
    var templateValue: TemplateValue { .record(TemplateRecords([self]), index: 0) }
}

/// The members of a record type: each name with the function that makes its value from a record,
/// written like a dictionary:
///
///     static let templateMembers: TemplateMembers<Key> = [
///         "caseName": { .text($0.caseName) },
///         "key": { .text($0.key) },
///     ]
///
/// The function reads the record in place through `$0` (a `TemplateRecordReference`).
struct TemplateMembers<Record>: Sendable, ExpressibleByDictionaryLiteral {
    typealias Value = @Sendable (TemplateRecordReference<Record>) -> TemplateValue

    /// The names, in the order of `values`.
    let names: [String]
    let values: [Value]

    init(dictionaryLiteral elements: (String, Value)...) {
        self.init(names: elements.map(\.0), values: elements.map(\.1))
    }

    /// The members written as a literal, to add others to (`TemplateMembers([…]).adding(…)`).
    init(_ members: TemplateMembers<Record>) {
        self = members
    }

    private init(names: [String], values: [Value]) {
        assert(Set(names).count == names.count, "a name is given twice in \(names)")
        self.names = names
        self.values = values
    }

    /// These members, then those of the part of each record at `part` (a description's metadata,
    /// say), which must be a stored property; the two must not share a name.
    func adding<Part>(_ other: TemplateMembers<Part>, at part: KeyPath<Record, Part>) -> TemplateMembers<Record> {
        guard let offset = MemoryLayout<Record>.offset(of: part) else {
            preconditionFailure("\(part) is not a stored property")
        }
        return TemplateMembers(
            names: names + other.names,
            values: values + other.values.map { value in { record in value(record.part(at: offset)) } })
    }
}

/// A record lent to the function that makes a member's value: `$0.name` reads the record's `name`
/// in place. Passing the record itself would copy it, retaining (and then releasing) each of its
/// strings and arrays for every name a template looks up.
@dynamicMemberLookup
struct TemplateRecordReference<Record> {
    private let pointer: UnsafePointer<Record>

    fileprivate init(_ pointer: UnsafePointer<Record>) {
        self.pointer = pointer
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<Record, Value>) -> Value {
        pointer.pointee[keyPath: keyPath]
    }

    /// The stored part `offset` bytes into the record, lent as well.
    fileprivate func part<Part>(at offset: Int) -> TemplateRecordReference<Part> {
        TemplateRecordReference<Part>(
            UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Part.self))
    }
}

/// A list of records of one type, as a template sees it: a count, the members' names, and the
/// value of a member of an item, made when it is asked for. A class, so that a template value
/// holds it in one word whatever the record type. It holds the array it was made from (a record on
/// its own is put in an array of one), and reads each record in place.
final class TemplateRecords: Sendable {
    let count: Int
    /// The type of the records: all lists of one type have the same members, numbered alike.
    let recordType: ObjectIdentifier
    /// The names of the records' members, numbered as `value(ofMember:item:)` numbers them.
    let memberNames: [String]
    /// The value of a member (by its number) of an item (by its index).
    private let makeValue: @Sendable (_ member: Int, _ item: Int) -> TemplateValue

    init<Record: TemplateRecord>(_ items: [Record]) {
        let members = Record.templateMembers
        count = items.count
        recordType = ObjectIdentifier(Record.self)
        memberNames = members.names
        makeValue = { member, item in
            items.withUnsafeBufferPointer { members.values[member](TemplateRecordReference($0.baseAddress! + item)) }
        }
    }

    /// The value of member number `member` of the item at `item`.
    func value(ofMember member: Int, item: Int) -> TemplateValue {
        // The record is read through a pointer, which no bounds check guards.
        precondition(item >= 0 && item < count, "no item \(item) in a list of \(count) records")
        return makeValue(member, item)
    }

    /// The number of the member called `name`, if the records have one.
    func member(named name: String) -> Int? {
        TemplateMemberNames.index(of: name, count: memberNames.count) { memberNames[$0] }
    }

    /// The members of the item at `item`, in order: for tests and tools that walk a context whole.
    func members(ofItem item: Int) -> [(name: String, value: TemplateValue)] {
        memberNames.indices.map { (memberNames[$0], value(ofMember: $0, item: item)) }
    }
}

/// Finding a member by name.
enum TemplateMemberNames {
    /// Where `name` is among `names`. An object has a dozen names or so, so comparing them in turn
    /// is quicker than hashing; and most names differ in length, which a string knows without
    /// reading its bytes.
    static func index(of name: String, count: Int, nameAt: (Int) -> String) -> Int? {
        let length = name.utf8.count
        return (0..<count).first { index in
            let candidate = nameAt(index)
            return candidate.utf8.count == length && candidate == name
        }
    }
}
