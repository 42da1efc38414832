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
    static let standIn = """
        // A stand-in for the little of Core Data these accessors use. Not Core Data.
        public final class NSManagedObjectContext { public init() {} }
        open class NSManagedObject {
            private var values: [String: Any] = [:]
            public init(context: NSManagedObjectContext) {}
            public func value(forKey key: String) -> Any? { values[key] }
            public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
        }
        public final class NSFetchRequest<ResultType> {
            public let entityName: String?
            public init(entityName: String) { self.entityName = entityName }
        }
        public final class NSSortDescriptor {
            public let key: String?
            public let ascending: Bool
            public init(key: String?, ascending: Bool) { self.key = key; self.ascending = ascending }
        }
        public final class Ticket: NSManagedObject {}
        """

    static let checks = """
        var failures = 0
        @MainActor func check(_ condition: Bool, _ what: String, line: Int = #line) {
            if !condition { print("FAILED line \\(line): \\(what)"); failures += 1 }
        }
        let ticket = Ticket(context: NSManagedObjectContext(), state: .open, stage: .done)
        check(ticket.state == .open && ticket.value(forKey: "state") as? String == "open", "a case is stored as its raw value")
        check(ticket.stage == .done && ticket.value(forKey: "stage") as? String == "x", "an explicit raw value is stored")
        check(ticket.level == .high && ticket.value(forKey: "level") as? Int16 == 10, "the initializer's default is the model's")
        check(ticket.tint == nil && ticket.size == nil && ticket.rank == nil, "optional values default to nil")

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
        check(full.level == .low && full.tint == .red && full.size == .s && full.value(forKey: "size") as? Int64 == 1, "every parameter is stored")
        check(Ticket.Attribute.allCases.map(\\.rawValue) == ["state", "stage", "level", "tint", "size", "rank"], "the typed keys")
        check(Ticket.Level.allCases == [.low, .high] && Ticket.Stage.done.rawValue == "x", "the enums")
        check(Ticket.createFetchRequest().entityName == "Ticket", "the fetch request")
        let byRank = Ticket.Attribute.rank.sortDescriptor(ascending: false)
        check(byRank.key == "rank" && !byRank.ascending, "a sort descriptor names an optional scalar by its key")
        check(Ticket.Attribute.tint.sortDescriptor().key == "tint" && Ticket.Attribute.tint.sortDescriptor().ascending, "and an enum, ascending by default")
        print(failures == 0 ? "all passed" : "\\(failures) failed")
        """

    @Test func enumAccessorsAndTheInitializerBehaveAsDocumented() throws {
        // Every property of this entity is computed (no `@NSManaged`), so it compiles without Objective-C.
        let source = try SwiftFirstAPITests.properties("Ticket", entities: SwiftFirstAPITests.enumEntities)
        #expect(!source.contains("@NSManaged"), "the stand-in cannot compile @NSManaged")
        try TestSupport.expectProgramPasses([
            "Ticket+CoreDataProperties.swift": source.replacingOccurrences(of: "import CoreData\n", with: ""),
            "StandIn.swift": Self.standIn,
            "main.swift": Self.checks,
        ])
    }
}
