import Foundation
import Testing

@testable import ModelGenKit

/// Typed predicates, run: the support file's predicate code and the generated key paths of a model
/// with every kind of stored property are compiled with stand-ins for Core Data's classes (Core Data
/// does not exist on Linux), and every form of predicate prints the format and arguments it gives
/// `NSPredicate`, which `Golden/Predicates.txt` holds; the program flags a format whose placeholders
/// and arguments, or parentheses, do not pair, and run again with `captured` it must stop on a key
/// that `count(where:)` captured from the outer predicate. What must not compile is in
/// `ModelKindCompileTests`.
@Suite(.tags(.slow), .skippedInFastRuns) struct PredicateRunTests {
    /// Every attribute type, optional and not, enums of both raw types, a transient attribute, to-one,
    /// to-many and ordered to-many relationships, and a sub-entity.
    static let model = #"""
        { "name": "Queries", "entities": [
          { "name": "Item",
            "attributes": [
              { "name": "title", "type": "string" },
              { "name": "note", "type": "string", "optional": true },
              { "name": "count", "type": "integer16" },
              { "name": "rank", "type": "integer32", "optional": true },
              { "name": "big", "type": "integer64", "optional": true },
              { "name": "ratio", "type": "float", "optional": true },
              { "name": "score", "type": "double" },
              { "name": "price", "type": "decimal", "optional": true },
              { "name": "done", "type": "boolean" },
              { "name": "flag", "type": "boolean", "optional": true },
              { "name": "created", "type": "date" },
              { "name": "uuid", "type": "uuid", "optional": true },
              { "name": "link", "type": "uri", "optional": true },
              { "name": "blob", "type": "binary", "optional": true },
              { "name": "state", "type": "string", "enum": { "name": "State", "cases": ["open", "closed"] } },
              { "name": "level", "type": "integer16", "optional": true, "enum": { "name": "Level", "cases": { "low": 1, "high": 2 } } },
              { "name": "scratch", "type": "string", "optional": true, "transient": true },
              { "name": "default", "type": "string", "optional": true }
            ],
            "relationships": [
              { "name": "shelf", "destination": "Shelf", "inverse": "items", "optional": true },
              { "name": "tags", "destination": "Tag", "inverse": "items", "toMany": true, "optional": true }
            ] },
          { "name": "Shelf", "attributes": [{ "name": "name", "type": "string" }, { "name": "key", "type": "string", "optional": true }],
            "relationships": [{ "name": "items", "destination": "Item", "inverse": "shelf", "toMany": true, "ordered": true, "optional": true }] },
          { "name": "Tag", "attributes": [{ "name": "name", "type": "string" }, { "name": "size", "type": "integer16", "optional": true }],
            "relationships": [{ "name": "items", "destination": "Item", "inverse": "tags", "toMany": true, "optional": true }] },
          { "name": "Special", "parent": "Item", "attributes": [{ "name": "extra", "type": "string", "optional": true }] }
        ] }
        """#

    static let standIn = """
        // Stand-ins for the Core Data and Foundation classes that predicates use: they keep what they
        // are given. Not Core Data.
        import Foundation

        open class NSManagedObject {
            public init() {}
        }
        public final class NSManagedObjectID {}
        public final class NSPredicate {
            let format: String
            let arguments: [Any]
            public init(format: String, argumentArray: [Any]?) {
                self.format = format
                arguments = argumentArray ?? []
            }
        }
        public final class NSSortDescriptor {
            let key: String?
            let ascending: Bool
            public init(key: String?, ascending: Bool) {
                self.key = key
                self.ascending = ascending
            }
        }
        public final class NSFetchRequest<ResultType> {
            let entityName: String
            var predicate: NSPredicate?
            var sortDescriptors: [NSSortDescriptor]?
            public init(entityName: String) { self.entityName = entityName }
        }
        nonisolated public enum ModelGenSupport {}

        class Item: NSManagedObject {}
        class Special: Item {}
        class Shelf: NSManagedObject {}
        class Tag: NSManagedObject {}

        """

    /// Prints each predicate's format and arguments.
    static let main = #"""
        import Foundation

        func describe(_ value: Any) -> String {
            switch value {
            case let text as String: "\"\(text)\""
            case let date as Date: "Date(\(date.timeIntervalSince1970))"
            case let decimal as Decimal: "Decimal(\(decimal))"
            case let uuid as UUID: "UUID(\(uuid.uuidString))"
            case let url as URL: "URL(\(url.absoluteString))"
            case let data as Data: "Data(\(data.count) bytes)"
            case let object as NSManagedObject: "<\(type(of: object))>"
            case let values as [Any]: "[" + values.map(describe).joined(separator: ", ") + "]"
            default: "\(type(of: value))(\(value))"
            }
        }

        func show(_ label: String, _ condition: ModelGenSupport.Condition) {
            // What NSPredicate would refuse or misread (it is not on Linux to parse the format): a
            // placeholder without its argument, or parentheses that do not pair.
            let placeholders = condition.format.components(separatedBy: "%K").count
                + condition.format.components(separatedBy: "%@").count - 2
            if placeholders != condition.arguments.count {
                print("MALFORMED: \(placeholders) placeholders, \(condition.arguments.count) arguments")
            }
            var depth = 0
            for character in condition.format {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth < 0 { break }
            }
            if depth != 0 { print("MALFORMED: parentheses") }
            print(label)
            print("    \(condition.format)")
            print("    \(condition.arguments.map(describe).joined(separator: ", "))")
        }

        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let shelf = Shelf()
        let tag = Tag()

        if CommandLine.arguments.dropFirst().first == "captured" {
            // A key of the outer predicate's object, captured inside count(where:), which the
            // subquery would read from each of its objects: the support stops the program.
            _ = Shelf.Predicate { outer in outer.items.count { _ in outer.name == "A" } > 0 }
            print("not stopped")
            exit(0)
        }

        show("equal", Item.Predicate { $0.title == "a" }.condition)
        show("not equal", Item.Predicate { $0.title != "a" }.condition)
        show("less", Item.Predicate { $0.count < 3 }.condition)
        show("less or equal", Item.Predicate { $0.count <= 3 }.condition)
        show("greater", Item.Predicate { $0.count > 3 }.condition)
        show("greater or equal", Item.Predicate { $0.count >= 3 }.condition)
        show("optional number", Item.Predicate { $0.rank > 5 }.condition)
        show("nil", Item.Predicate { $0.rank == nil }.condition)
        show("not nil", Item.Predicate { $0.rank != nil }.condition)
        show("integer 64", Item.Predicate { $0.big == 1 << 40 }.condition)
        show("float", Item.Predicate { $0.ratio < 0.5 }.condition)
        show("double", Item.Predicate { $0.score >= 1.5 }.condition)
        show("decimal", Item.Predicate { $0.price > Decimal(string: "9.99")! }.condition)
        show("boolean", Item.Predicate { $0.done == true }.condition)
        show("optional boolean", Item.Predicate { $0.flag == nil }.condition)
        show("date", Item.Predicate { $0.created > date }.condition)
        show("uuid", Item.Predicate { $0.uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")! }.condition)
        show("url", Item.Predicate { $0.link == URL(string: "https://example.com")! }.condition)
        show("binary", Item.Predicate { $0.blob == Data([1, 2]) }.condition)
        show("enum", Item.Predicate { $0.state == .open }.condition)
        show("optional integer enum", Item.Predicate { $0.level == .high }.condition)
        show("optional enum, nil", Item.Predicate { $0.level == nil }.condition)
        show("enum in", Item.Predicate { $0.state.isIn([.open, .closed]) }.condition)
        show("in", Item.Predicate { $0.rank.isIn([1, 2]) }.condition)
        show("between", Item.Predicate { $0.count.isBetween(1, and: 5) }.condition)
        show("contains", Item.Predicate { $0.title.contains("a") }.condition)
        show("contains, case", Item.Predicate { $0.title.contains("a", options: .caseInsensitive) }.condition)
        show("contains, diacritics", Item.Predicate { $0.title.contains("a", options: .diacriticInsensitive) }.condition)
        show(
            "contains, both",
            Item.Predicate { $0.note.contains("a", options: [.caseInsensitive, .diacriticInsensitive]) }.condition)
        show("begins with", Item.Predicate { $0.title.beginsWith("a") }.condition)
        show("ends with", Item.Predicate { $0.title.endsWith("a") }.condition)
        show("like", Item.Predicate { $0.title.isLike("a?c*") }.condition)
        show("matches", Item.Predicate { $0.title.matches("[a-z]+") }.condition)
        show("keyword", Item.Predicate { $0.default == "x" }.condition)
        show("to-one key path", Item.Predicate { $0.shelf.name == "A" }.condition)
        show("to-one, a property named key", Item.Predicate { $0.shelf.key == "k" }.condition)
        show("to-one, nil", Item.Predicate { $0.shelf == nil }.condition)
        show("to-one, object", Item.Predicate { $0.shelf == shelf }.condition)
        show("to-one, not object", Item.Predicate { $0.shelf != shelf }.condition)
        show("to-many count", Item.Predicate { $0.tags.count > 2 }.condition)
        show("to-many contains", Item.Predicate { $0.tags.contains(tag) }.condition)
        show("to-many any", Item.Predicate { $0.tags.any.name == "x" }.condition)
        show("to-many any, text", Item.Predicate { $0.tags.any.name.beginsWith("a", options: .caseInsensitive) }.condition)
        show("ordered to-many count", Shelf.Predicate { $0.items.count == 0 }.condition)
        show("to-many all", Item.Predicate { $0.tags.all.name.beginsWith("a") }.condition)
        show("to-many all, to-one object", Shelf.Predicate { $0.items.all.shelf != nil }.condition)
        show("to-many any, to-one key path", Shelf.Predicate { $0.items.any.shelf.name == "A" }.condition)
        show("to-many any, to-one object", Shelf.Predicate { $0.items.any.shelf == nil }.condition)
        show(
            "subquery count, a reserved name escaped",
            Item.Predicate { $0.tags.count { $0.name == "x" && $0.size > 2 } > 0 }.condition)
        show(
            "subquery count, to-one and text",
            Shelf.Predicate {
                $0.items.count { $0.shelf.name == "A" || !$0.title.contains("a", options: .caseInsensitive) } >= 2
            }.condition)
        show(
            "subquery count, in and between",
            Shelf.Predicate { $0.items.count { $0.rank.isIn([1, 2]) && $0.count.isBetween(1, and: 5) } == 1 }
                .condition)
        show("subquery count, to-one object", Shelf.Predicate { $0.items.count { $0.shelf != shelf } < 3 }.condition)
        show(
            "subquery beside a key",
            Item.Predicate { $0.title == "a" && $0.tags.count { $0.size == nil } != 0 }.condition)
        show("to-one, then to-many", Item.Predicate { $0.shelf.items.count > 1 }.condition)
        show("and", Item.Predicate { $0.done == true && $0.count > 1 }.condition)
        show("or", Item.Predicate { $0.done == true || $0.count > 1 }.condition)
        show("not", Item.Predicate { !($0.done == true) }.condition)
        show("nested", Item.Predicate { ($0.done == true || $0.rank == nil) && !$0.title.contains("x") }.condition)
        show("sub-entity", Special.Predicate { $0.extra == "x" && $0.title == "y" }.condition)
        let open = Item.Predicate { $0.state == .open }
        let ranked = Item.Predicate { $0.rank != nil }
        show("predicates combined", (open && !ranked || ranked).condition)

        let request = Item.Predicate { $0.count > 1 }.fetchRequest { [$0.created.descending(), $0.shelf.name.ascending()] }
        print("fetch request")
        print("    \(request.entityName): \(request.predicate!.format)")
        print("    " + request.sortDescriptors!.map { "\($0.key!) \($0.ascending ? "ascending" : "descending")" }.joined(separator: ", "))
        let special = Special.Predicate { $0.extra == nil }.fetchRequest()
        print("    \(special.entityName): \(special.predicate!.format), \(special.sortDescriptors!.count) sort descriptors")
        let nsPredicate = Item.Predicate { $0.title == "a" }.nsPredicate
        print("    NSPredicate: \(nsPredicate.format), \(nsPredicate.arguments.count) arguments")

        """#

    /// A generated Properties file's sections that `heading` and the sections after it up to the
    /// next heading hold: the enums or the predicates.
    static func section(_ heading: String, of file: String) -> String {
        guard let start = file.range(of: "// MARK: \(heading)\n") else { return "" }
        let rest = file[start.lowerBound...]
        let end = rest.dropFirst().range(of: "\n// MARK: ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end]).components(separatedBy: "\nnonisolated extension ").enumerated()
            .filter { $0.offset == 0 || !$0.element.contains(": Identifiable {}") }
            .map(\.element).joined(separator: "\nnonisolated extension ") + "\n"
    }

    @Test func everyFormBuildsTheFormatAndArgumentsItShould() throws {
        let (model, diagnostics) = TestSupport.load(Self.model, path: "Queries.datamodel.json")
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        let files = try TestSupport.render(resolved, options: GenerationOptions(accessLevel: .internal))
        var sources: [String: String] = ["StandIn.swift": Self.standIn, "main.swift": Self.main]
        for file in files where file.kind == .properties {
            sources[file.path] =
                "import Foundation\n\n" + Self.section("Enums", of: file.contents)
                + Self.section("Predicates", of: file.contents)
        }
        #expect(try #require(sources["Item+CoreDataProperties.swift"]).contains("struct KeyPaths"))
        // The transient attribute has no key: a store cannot compare it.
        #expect(!(try #require(sources["Item+CoreDataProperties.swift"]).contains("scratch")))
        let support = BuiltinTemplates.text(for: .support)
        let predicates = try #require(support.range(of: "// MARK: Typed predicates"))
        let objectIDs = try #require(support.range(of: "// MARK: Typed object IDs"))
        sources["ModelGenSupport.swift"] =
            "import Foundation\n\n" + support[predicates.lowerBound..<objectIDs.lowerBound]
        let runs = try #require(try TestSupport.runProgram(sources, argumentLists: [[], ["captured"]]))
        let run = runs[0]
        #expect(run.status == 0, "\(run.stderr)")
        #expect(runs[1].status != 0, "\(runs[1].stdout)")
        #expect(
            runs[1].stderr.contains(
                "modelgen: a condition of count(where:) compares only the keys its closure is given"),
            "\(runs[1].stderr)")
        // A golden recorded again cannot take in a malformed format unseen.
        #expect(!run.stdout.contains("MALFORMED"), "\(run.stdout)")
        try TestSupport.expectGolden(run.stdout, at: TestSupport.golden.appendingPathComponent("Predicates.txt"))
    }
}
