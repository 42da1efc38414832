import Foundation
import Testing

@testable import ModelGenKit

/// Runs generated accessors here, on Linux, where Core Data does not exist: the enum properties,
/// optional scalars, the required-field initializer and the typed keys of one generated Properties
/// file are compiled with a stand-in `NSManagedObject` that keeps values in a dictionary behind
/// `value(forKey:)`/`setValue(_:forKey:)`, and executed. This checks the generated logic (what an
/// unknown raw value reads as, what is stored), not Core Data; `CoreDataRuntimeTests` does that on
/// macOS.
@Suite struct GeneratedAccessorRunTests {
    /// The support file's helpers that the computed properties call (`modelGenValue(forKey:)`…),
    /// as modelgen writes them: that one section of the support file, whose rest needs Core Data.
    static let supportHelpers: String = {
        let support = BuiltinTemplates.text(for: .support)
        let start = support.range(of: "// MARK: Reading and writing values over key-value coding")!.lowerBound
        let end = support.range(of: "\n}\n", range: start..<support.endIndex)!.upperBound
        // And the key enums' protocol and the typed predicates, which each Properties file's enums
        // and key paths name (not the typed object IDs: `withoutObjectID` takes their type alias out
        // of the Properties files).
        let predicates = support.range(of: "// MARK: Keys\n")!.lowerBound
        let objectIDs = support.range(of: "// MARK: Typed object IDs")!.lowerBound
        return "import Foundation\n\n" + support[start..<end] + "\n" + support[predicates..<objectIDs]
    }()

    /// A Properties file without its `ObjectID` type alias, whose type needs more of Core Data
    /// than the stand-in has (IDs, coordinators); typechecked in `ModelKindCompileTests`.
    static func withoutObjectID(_ source: String) -> String {
        source.replacing(/\n\/\/ MARK: Object ID\n(.|\n)*?\n}\n/, with: "")
    }

    static let standIn = """
        // A stand-in for the little of Core Data these accessors use. Not Core Data.
        public final class NSManagedObjectContext { public init() {} }
        open class NSManagedObject {
            private var values: [String: Any] = [:]
            public init(context: NSManagedObjectContext) { awakeFromInsert() }
            open func awakeFromInsert() {}
            public func value(forKey key: String) -> Any? { values[key] }
            public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
        }
        public final class NSFetchRequest<ResultType> {
            public let entityName: String?
            public var predicate: NSPredicate?
            public var sortDescriptors: [NSSortDescriptor]?
            public init(entityName: String) { self.entityName = entityName }
        }
        public final class NSSortDescriptor {
            public let key: String?
            public let ascending: Bool
            public init(key: String?, ascending: Bool) { self.key = key; self.ascending = ascending }
        }
        public final class NSManagedObjectID {}
        public final class NSPredicate {
            public init(format: String, argumentArray: [Any]?) {}
        }
        nonisolated public enum ModelGenSupport {}
        public final class Ticket: NSManagedObject {
            // What inserting it does in Core Data: the model's defaults, then the class's own.
            public override func awakeFromInsert() {
                setValue(Int16(10), forKey: "level")
                setValue(Int32(42), forKey: "rank")
            }
        }
        """

    static let checks = """
        var failures = 0
        @MainActor func check(_ condition: Bool, _ what: String, line: Int = #line) {
            if !condition { print("FAILED line \\(line): \\(what)"); failures += 1 }
        }
        let ticket = Ticket(context: NSManagedObjectContext(), state: .open, stage: .done)
        check(ticket.state == .open && ticket.value(forKey: "state") as? String == "open", "a case is stored as its raw value")
        check(ticket.stage == .done && ticket.value(forKey: "stage") as? String == "x", "an explicit raw value is stored")
        check(ticket.level == .high && ticket.value(forKey: "level") as? Int16 == 10, "a value left out keeps the model's default")
        check(ticket.rank == 42, "and what awakeFromInsert set, which the initializer does not overwrite")
        check(ticket.tint == nil && ticket.size == nil, "optional values default to nil")

        ticket.setValue("archived", forKey: "state")
        check(ticket.state == .closed, "an unknown raw value reads as the fallback")
        check(ticket.value(forKey: "state") as? String == "archived", "reading does not overwrite the stored value")
        ticket.setValue("zzz", forKey: "stage")
        check(ticket.stage == .draft, "without fallback or default, an unknown raw value reads as the first case")
        ticket.setValue(Int16(5), forKey: "level")
        check(ticket.level == .high, "without fallback, an unknown raw value reads as the default's case")
        ticket.setValue(nil, forKey: "level")
        check(ticket.level == .high, "a missing value reads as the default's case")
        ticket.setValue("green", forKey: "tint")
        check(ticket.tint == nil, "an optional enum without fallback reads an unknown raw value as nil")
        ticket.tint = .blue
        check(ticket.value(forKey: "tint") as? String == "blue", "setting an optional enum stores the raw value")
        ticket.tint = nil
        check(ticket.value(forKey: "tint") == nil, "setting nil stores nil")
        ticket.setValue(Int64(2), forKey: "size")
        check(ticket.size == .l, "an optional enum with a fallback reads an unknown raw value as the fallback")
        ticket.setValue(nil, forKey: "size")
        check(ticket.size == nil, "an optional enum with a fallback still reads nil as nil")
        ticket.rank = 7
        check(ticket.rank == 7 && ticket.value(forKey: "rank") as? Int32 == 7, "an optional scalar round-trips")

        let full = Ticket(context: NSManagedObjectContext(), state: .closed, stage: .draft, level: .low, tint: .red, size: .s, rank: 1)
        check(full.level == .low && full.tint == .red && full.size == .s && full.value(forKey: "size") as? Int64 == 1 && full.rank == 1, "every parameter is stored")
        check(Ticket.Attribute.allCases.map(\\.rawValue) == ["state", "stage", "level", "tint", "size", "rank"], "the typed keys")
        check(Ticket.Level.allCases == [.low, .high] && Ticket.Stage.done.rawValue == "x", "the enums")
        check(Ticket.createFetchRequest().entityName == "Ticket", "the fetch request")
        let byRank = Ticket.Attribute.rank.sortDescriptor(ascending: false)
        check(byRank.key == "rank" && !byRank.ascending, "a sort descriptor names an optional scalar by its key")
        check(Ticket.Attribute.tint.sortDescriptor().key == "tint" && Ticket.Attribute.tint.sortDescriptor().ascending, "and an enum, ascending by default")
        print(failures == 0 ? "all passed" : "\\(failures) failed")
        """

    static let compositeModel = """
        { "name": "Trips",
          "composites": [
            { "name": "Spot", "elements": [
                { "name": "x", "type": "double", "default": 1.5 },
                { "name": "y", "type": "integer16" },
                { "name": "label", "type": "string", "optional": true },
                { "name": "inner", "type": "composite", "composite": "Depth", "optional": true },
                { "name": "var", "type": "boolean", "optional": true },
                { "name": "inout", "type": "string", "optional": true } ] },
            { "name": "Depth", "elements": [{ "name": "metres", "type": "float" }] } ],
          "entities": [{ "name": "Ticket", "attributes": [
            { "name": "place", "type": "composite", "composite": "Spot", "optional": true },
            { "name": "home", "type": "composite", "composite": "Spot" } ] }] }
        """

    static let compositeChecks = """
        var failures = 0
        @MainActor func check(_ condition: Bool, _ what: String, line: Int = #line) {
            if !condition { print("FAILED line \\(line): \\(what)"); failures += 1 }
        }
        let ticket = Ticket(context: NSManagedObjectContext(), home: Spot(y: 2))
        check(ticket.home == Spot(x: 1.5, y: 2), "a required composite round-trips, with its elements' defaults")
        let home = ticket.value(forKey: "home") as? [String: Any]
        check(home?["x"] as? Double == 1.5 && home?["y"] as? Int16 == 2 && home?.count == 2, "the store gets a dictionary without the nil elements")
        check(ticket.place == nil && ticket.value(forKey: "place") == nil, "an optional composite starts as nil")

        ticket.place = Spot(x: 0, y: 1, label: "a", inner: Depth(metres: 3), var: true)
        let place = ticket.value(forKey: "place") as? [String: Any]
        check((place?["inner"] as? [String: Any])?["metres"] as? Float == 3 && place?["var"] as? Bool == true, "a nested composite is a nested dictionary")
        check(ticket.place?.inner?.metres == 3 && ticket.place?.label == "a" && ticket.place?.`var` == true, "and reads back")

        ticket.setValue(["y": Int16(4)] as [String: Any], forKey: "place")
        check(ticket.place == Spot(x: 1.5, y: 4), "a missing element reads as its default, or nil")
        ticket.setValue(["x": 1.0] as [String: Any], forKey: "place")
        check(ticket.place == nil, "a dictionary without a required element is not a value")
        ticket.setValue(["y": "four"] as [String: Any], forKey: "place")
        check(ticket.place == nil, "nor is one whose element has another type")
        ticket.setValue(["y": Int16(1), "inner": ["metres": "deep"]] as [String: Any], forKey: "place")
        check(ticket.place == Spot(y: 1), "an optional nested composite that is not a value reads as nil")
        ticket.place = nil
        check(ticket.value(forKey: "place") == nil, "setting nil stores nil")

        let spot = Spot(x: 2, y: 3, label: "l", inner: Depth(metres: 1))
        check(Spot(compositeValue: spot.compositeValue) == spot, "a value survives its dictionary")
        check(Set([spot, spot]).count == 1, "values are hashable")
        check(Ticket.Attribute.allCases.map(\\.rawValue) == ["place", "home"], "the typed keys")
        print(failures == 0 ? "all passed" : "\\(failures) failed")
        """

    /// The struct of a composite and the accessors of composite attributes: what is stored, what
    /// a dictionary with missing or mistyped elements reads as, nested composites and keyword
    /// names, run here against the stand-in's dictionary (Core Data's own dictionaries are not).
    @Test func compositeAttributesStoreAndReadTheirDictionaries() throws {
        let (model, diagnostics) = TestSupport.load(Self.compositeModel)
        let resolved = try #require(model, "\(TestSupport.describe(diagnostics))")
        var files: [String: String] = ["StandIn.swift": Self.standIn, "main.swift": Self.compositeChecks]
        for file in try TestSupport.render(resolved)
        where file.path.hasSuffix("+CoreDataProperties.swift") || file.path.hasSuffix("+CompositeAttribute.swift") {
            #expect(!file.contents.contains("@NSManaged"), "the stand-in cannot compile @NSManaged")
            files[file.path] = Self.withoutObjectID(file.contents).replacingOccurrences(
                of: "import CoreData\n", with: "")
        }
        #expect(files.count == 5)
        files["ModelGenSupport.swift"] = Self.supportHelpers
        try TestSupport.expectProgramPasses(files)
    }

    @Test func enumAccessorsAndTheInitializerBehaveAsDocumented() throws {
        // Every property of this entity is computed (no `@NSManaged`), so it compiles without Objective-C.
        let source = try TestModels.propertiesFile("Ticket", entities: TestModels.ticketsWithEnums)
        #expect(!source.contains("@NSManaged"), "the stand-in cannot compile @NSManaged")
        try TestSupport.expectProgramPasses([
            "Ticket+CoreDataProperties.swift": Self.withoutObjectID(source).replacingOccurrences(
                of: "import CoreData\n", with: ""),
            "StandIn.swift": Self.standIn,
            "ModelGenSupport.swift": Self.supportHelpers,
            "main.swift": Self.checks,
        ])
    }
}
