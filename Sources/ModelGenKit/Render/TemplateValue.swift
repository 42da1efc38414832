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
/// members are kept in two arrays and a name is found by comparing, which for so few short names
/// is quicker than hashing them as a dictionary would.
struct TemplateObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [TemplateValue] = []

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        names.reserveCapacity(elements.count)
        values.reserveCapacity(elements.count)
        for (name, value) in elements {
            assert(!names.contains(name), "the name '\(name)' is given twice")
            names.append(name)
            values.append(value)
        }
    }

    /// The members of a dictionary, in the order of their names.
    init(_ members: [String: TemplateValue]) {
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            names.append(name)
            values.append(value)
        }
    }

    var count: Int { names.count }

    /// This object's members, then `other`'s; the two must not share a name.
    func merging(_ other: TemplateObject) -> TemplateObject {
        var merged = self
        for (name, value) in other {
            assert(self[name] == nil, "the name '\(name)' is given twice")
            merged.names.append(name)
            merged.values.append(value)
        }
        return merged
    }

    /// The member called `name`, if any.
    subscript(name: String) -> TemplateValue? {
        // Most names differ in length, which a string knows without reading its bytes.
        let length = name.utf8.count
        for index in names.indices where names[index].utf8.count == length && names[index] == name {
            return values[index]
        }
        return nil
    }

    func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
        zip(names, values).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    /// Equal when they have the same names with equal values, in any order, as dictionaries are.
    static func == (left: TemplateObject, right: TemplateObject) -> Bool {
        left.count == right.count && zip(left.names, left.values).allSatisfy { right[$0] == $1 }
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
