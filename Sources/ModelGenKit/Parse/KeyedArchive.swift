/// An `NSKeyedArchiver` archive read without the classes it archived: the binary property list's
/// `$objects` (the archived objects, numbered from 0, which is `$null`), `$top` (the root) and,
/// for each object, its fields and its class's name (`$class` → `$classname`). A reference is a
/// `CF$UID`: the binary format's UID, or a dictionary with the one key `CF$UID`, as the XML format
/// and `PropertyListSerialization` write one.
///
/// Nothing is decoded eagerly: a reader asks for the fields it knows, so the archive's cycles
/// (every model object names its owner, which lists it) are never followed blindly. `plain`, which
/// follows references as deep as they go, refuses a cycle.
struct KeyedArchive: Sendable {
    /// A field's value, references resolved one step.
    enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int64)
        case real(Double)
        case string(String)
        /// An archived object (a dictionary with a `$class`), by its number in `$objects`.
        case object(Int)
        /// Anything else, described: "data", "a date", "an inline array".
        case other(String)
    }

    /// A value with every reference followed: user info, as Xcode 3 kept it.
    indirect enum Plain: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Plain])
        case dictionary([(key: String, value: Plain)])
        case other(String)

        static func == (lhs: Plain, rhs: Plain) -> Bool { lhs.text == rhs.text }

        /// The value as a message shows it: `'text'`, `YES`, `[…]`, `{key = …}`.
        var text: String {
            switch self {
            case .null: "nil"
            case .bool(let flag): flag ? "YES" : "NO"
            case .number(let number): number
            case .string(let string): "'\(string)'"
            case .array(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
            case .dictionary(let entries):
                "{" + entries.map { "\($0.key) = \($0.value.text)" }.joined(separator: ", ") + "}"
            case .other(let what): what
            }
        }

        /// What kind of value it is, for a message: "an array".
        var kind: String {
            switch self {
            case .null: "nil"
            case .bool: "a Boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .dictionary: "a dictionary"
            case .other(let what): what
            }
        }
    }

    struct Failure: Error, Sendable {
        var message: String
        /// The archived object it is about, when there is one.
        var object: Int?
    }

    let plist: BinaryPropertyList
    /// The property list object of each archived object.
    let archived: [Int]
    /// The root object's number.
    let root: Int

    init(_ plist: BinaryPropertyList) throws(Failure) {
        self.plist = plist
        let notArchive = Failure(
            message:
                "the property list is not a keyed archive (a dictionary with '$archiver' NSKeyedArchiver, '$objects' and '$top')"
        )
        guard case .dictionary(let keys, let values) = plist.objects[plist.top] else { throw notArchive }
        var entries: [String: Int] = [:]
        for (key, value) in zip(keys, values) {
            if case .string(let name) = plist.objects[key] { entries[name] = value }
        }
        guard let archiver = entries["$archiver"], case .string("NSKeyedArchiver") = plist.objects[archiver],
            let objects = entries["$objects"], case .array(let archived) = plist.objects[objects],
            let top = entries["$top"], case .dictionary(let topKeys, let topValues) = plist.objects[top]
        else { throw notArchive }
        self.archived = archived
        guard let rootIndex = zip(topKeys, topValues).first(where: { plist.objects[$0.0] == .string("root") })?.1,
            let root = Self.uid(plist, rootIndex)
        else {
            throw Failure(message: "the keyed archive has no root object (no 'root' reference in '$top')")
        }
        guard root > 0, root < archived.count else {
            throw Failure(
                message: "the root refers to object #\(root), but the archive has objects #1 to #\(archived.count - 1)")
        }
        self.root = root
    }

    /// The number a reference names, if the property list object is one.
    private static func uid(_ plist: BinaryPropertyList, _ index: Int) -> Int? {
        switch plist.objects[index] {
        case .uid(let number): return number
        case .dictionary(let keys, let values) where keys.count == 1:
            guard plist.objects[keys[0]] == .string("CF$UID"), case .integer(let number) = plist.objects[values[0]],
                number >= 0, number <= Int64(Int32.max)
            else { return nil }
            return Int(number)
        default: return nil
        }
    }

    /// The value of the property list object `index`, found in archived object `owner`.
    func value(ofPlistObject index: Int, in owner: Int) throws(Failure) -> Value {
        if let number = Self.uid(plist, index) {
            guard number < archived.count else {
                throw Failure(
                    message:
                        "object #\(owner) refers to object #\(number), but the archive has objects #0 to #\(archived.count - 1)",
                    object: owner)
            }
            if number == 0 { return .null }
            let entry = plist.objects[archived[number]]
            if case .dictionary(let keys, _) = entry, keys.count != 1 || Self.uid(plist, archived[number]) == nil {
                guard keys.contains(where: { plist.objects[$0] == .string("$class") }) else {
                    throw Failure(message: "object #\(number) is a dictionary without a '$class'", object: number)
                }
                return .object(number)
            }
            if Self.uid(plist, archived[number]) != nil {
                throw Failure(
                    message: "object #\(number) is a reference to another object, not an object", object: number)
            }
            if case .string("$null") = entry { return .null }
            return Self.inline(entry)
        }
        return Self.inline(plist.objects[index])
    }

    private static func inline(_ object: BinaryPropertyList.Object) -> Value {
        switch object {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .real(let number): .real(number)
        case .string(let string): .string(string)
        case .date: .other("a date")
        case .data: .other("data")
        case .uid: .other("a reference")
        case .array, .set: .other("an inline array")
        case .dictionary: .other("an inline dictionary")
        }
    }

    /// The fields of archived object `number`, each key with its property list object.
    func fields(of number: Int) -> [String: Int] {
        guard case .dictionary(let keys, let values) = plist.objects[archived[number]] else { return [:] }
        var fields: [String: Int] = [:]
        for (key, value) in zip(keys, values) {
            if case .string(let name) = plist.objects[key] { fields[name] = value }
        }
        return fields
    }

    /// The field `key` of archived object `number`; `.null` when it has none.
    func field(_ key: String, of number: Int) throws(Failure) -> Value {
        guard let index = fields(of: number)[key] else { return .null }
        return try value(ofPlistObject: index, in: number)
    }

    /// The name of the class of archived object `number`.
    func className(of number: Int) throws(Failure) -> String {
        guard let classIndex = fields(of: number)["$class"], let classNumber = Self.uid(plist, classIndex),
            classNumber > 0, classNumber < archived.count
        else {
            throw Failure(message: "object #\(number) has no valid '$class' reference", object: number)
        }
        guard case .dictionary = plist.objects[archived[classNumber]],
            let nameIndex = fields(of: classNumber)["$classname"], case .string(let name) = plist.objects[nameIndex]
        else {
            throw Failure(
                message: "the class of object #\(number), object #\(classNumber), has no '$classname'",
                object: classNumber)
        }
        return name
    }

    static let arrayClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]
    static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
    static let stringClasses: Set<String> = ["NSString", "NSMutableString"]

    /// The members of `value`, an archived array or set; none for `nil`.
    func array(_ value: Value, what: String, in owner: Int) throws(Failure) -> [Value] {
        if value == .null { return [] }
        guard case .object(let number) = value, Self.arrayClasses.contains(try className(of: number)) else {
            throw Failure(message: "\(what) is \(try describe(value)), not an array", object: owner)
        }
        return try list("NS.objects", of: number)
    }

    /// The entries of `value`, an archived dictionary, in the archive's order; none for `nil`.
    func dictionary(_ value: Value, what: String, in owner: Int) throws(Failure) -> [(key: Value, value: Value)] {
        if value == .null { return [] }
        guard case .object(let number) = value, Self.dictionaryClasses.contains(try className(of: number)) else {
            throw Failure(message: "\(what) is \(try describe(value)), not a dictionary", object: owner)
        }
        let keys = try list("NS.keys", of: number)
        let values = try list("NS.objects", of: number)
        guard keys.count == values.count else {
            throw Failure(
                message: "the dictionary object #\(number) has \(keys.count) keys and \(values.count) values",
                object: number)
        }
        return Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }

    private func list(_ key: String, of number: Int) throws(Failure) -> [Value] {
        guard let index = fields(of: number)[key] else { return [] }
        guard case .array(let members) = plist.objects[index] else {
            throw Failure(message: "the '\(key)' of object #\(number) is not a list", object: number)
        }
        var values: [Value] = []
        for member in members { values.append(try value(ofPlistObject: member, in: number)) }
        return values
    }

    /// The text of `value`: a string, or an archived `NSString`; `nil` for anything else.
    func string(_ value: Value) throws(Failure) -> String? {
        switch value {
        case .string(let string): return string
        case .object(let number) where Self.stringClasses.contains(try className(of: number)):
            guard case .string(let string) = try field("NS.string", of: number) else {
                throw Failure(message: "the string object #\(number) has no text ('NS.string')", object: number)
            }
            return string
        default: return nil
        }
    }

    /// What `value` is, for a message: "the string 'Note'", "an XDPMEntity (object #8)", "nil".
    func describe(_ value: Value) throws(Failure) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): "the Boolean \(flag ? "YES" : "NO")"
        case .integer(let number): "the number \(number)"
        case .real(let number): "the number \(number)"
        case .string(let string): "the string '\(string)'"
        case .object(let number): "an \(try className(of: number)) (object #\(number))"
        case .other(let what): what
        }
    }

    /// `value` with every reference followed; a cycle, or nesting deeper than 100, is a failure.
    func plain(_ value: Value, in owner: Int) throws(Failure) -> Plain {
        var visiting: [Int] = []
        return try plain(value, in: owner, visiting: &visiting)
    }

    private func plain(_ value: Value, in owner: Int, visiting: inout [Int]) throws(Failure) -> Plain {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .number(String(number))
        case .real(let number): return .number(String(number))
        case .string(let string): return .string(string)
        case .other(let what): return .other(what)
        case .object(let number):
            if let string = try string(value) { return .string(string) }
            guard !visiting.contains(number) else {
                throw Failure(
                    message:
                        "object #\(number) contains itself (a reference cycle through objects #\(visiting.map(String.init).joined(separator: ", #")))",
                    object: number)
            }
            guard visiting.count < 100 else {
                throw Failure(message: "object #\(number) is nested more than 100 deep", object: number)
            }
            visiting.append(number)
            defer { visiting.removeLast() }
            let className = try className(of: number)
            if Self.arrayClasses.contains(className) {
                var items: [Plain] = []
                for item in try array(value, what: "object #\(number)", in: owner) {
                    items.append(try plain(item, in: number, visiting: &visiting))
                }
                return .array(items)
            }
            if Self.dictionaryClasses.contains(className) {
                var entries: [(key: String, value: Plain)] = []
                for entry in try dictionary(value, what: "object #\(number)", in: owner) {
                    guard let key = try string(entry.key) else {
                        throw Failure(
                            message:
                                "a key of the dictionary object #\(number) is \(try describe(entry.key)), not a string",
                            object: number)
                    }
                    entries.append((key, try plain(entry.value, in: number, visiting: &visiting)))
                }
                return .dictionary(entries)
            }
            return .other("an \(className)")
        }
    }
}
