/// What a template sees: text, flags, lists and objects. The translator builds these; templates
/// only print them (`{{name}}`), test them and iterate them (`{{#name}}…{{/name}}`).
enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
}

/// The named members of a template object, written like a dictionary (`["key": .text("sha")]`).
///
/// An object has a dozen names or so, and the renderer looks names up all the time, so the
/// members are kept in one array, in the order written, and a name is found by comparing, which
/// for so few short names is quicker than hashing them as a dictionary would. One array, not one
/// of names and one of values: copying an object (as every lookup does) then retains one buffer.
/// Each member is a struct, not a tuple: the compiler writes the code that frees an array of
/// structs, where an array of tuples is freed by the runtime's generic code, element by element
/// (a tenth of a run's instructions went to freeing these arrays when they were tuples).
struct TemplateObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    struct Member: Sendable {
        var key: String
        var value: TemplateValue
    }

    private var members: [Member] = []

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        members.reserveCapacity(elements.count)
        for (name, value) in elements {
            assert(self[name] == nil, "the name '\(name)' is given twice")
            members.append(Member(key: name, value: value))
        }
    }

    /// The members of a dictionary, in the order of their names.
    init(_ members: [String: TemplateValue]) {
        self.members = members.sorted(by: { $0.key < $1.key }).map { Member(key: $0.key, value: $0.value) }
    }

    var count: Int { members.count }

    /// Makes room for `count` members in all, so that appending them does not double the storage.
    mutating func reserveCapacity(_ count: Int) {
        members.reserveCapacity(count)
    }

    /// Adds a member after the others; the object must not have one of that name.
    mutating func append(_ name: String, _ value: TemplateValue) {
        assert(self[name] == nil, "the name '\(name)' is given twice")
        members.append(Member(key: name, value: value))
    }

    /// This object's members, then `other`'s; the two must not share a name.
    func merging(_ other: TemplateObject) -> TemplateObject {
        var merged = self
        merged.members.reserveCapacity(members.count + other.members.count)
        for member in other.members {
            assert(self[member.key] == nil, "the name '\(member.key)' is given twice")
            merged.members.append(member)
        }
        return merged
    }

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
        // Most names differ in length, which a string knows without reading its bytes.
        let length = name.utf8.count
        return members.indices.first { members[$0].key.utf8.count == length && members[$0].key == name }
    }

    /// The member called `name` if it is the one at `index`: a quick check of where it was before.
    func value(named name: String, at index: Int) -> TemplateValue? {
        index >= 0 && index < members.count && members[index].key == name ? members[index].value : nil
    }

    func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }

    /// Equal when they have the same names with equal values, in any order, as dictionaries are.
    static func == (left: TemplateObject, right: TemplateObject) -> Bool {
        left.count == right.count && left.members.allSatisfy { right[$0.key] == $0.value }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
}

/// A type the translator hands to a template.
protocol TemplateRenderable {
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    /// Text, or the flag false when there is none: a template tests it with `{{#name}}…{{/name}}`
    /// and prints it inside with `{{.}}`.
    static func text(orFalse text: String?) -> TemplateValue {
        text.map(TemplateValue.text) ?? .flag(false)
    }
}
