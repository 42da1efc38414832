import Foundation
import Testing

@testable import ModelGenKit

/// The model actors, run: the support file's typed predicates, object IDs and model actors, and the
/// sample's generated `CommitsModelActor` and `CommitsMainModelActor`, are compiled (Swift 6 mode, no
/// warning) with stand-ins for Core Data's context, fetch request, object and ID, and run on Linux.
/// The stand-in context's queue is a serial dispatch queue, and its `perform(_:)` runs a block there
/// later, as Core Data's does; every call it gets checks that it runs on that queue. So this runs the
/// executor (`ModelGenSupport.ContextExecutor`) and the protocol's operations on Swift's concurrency
/// runtime: not Core Data, which does not exist on Linux.
@Suite(.tags(.slow), .skippedInFastRuns) struct ModelActorRunTests {
    static let standIn = #"""
        // Stand-ins for the Core Data classes that the model actors use: a context whose queue is a serial
        // dispatch queue, which records what it is asked. Not Core Data.
        import Foundation

        // What the contexts were asked, in order, and how many blocks `perform` ran: written on the
        // contexts' queues, one at a time (the program awaits each call), read at the end.
        nonisolated(unsafe) var log: [String] = []
        nonisolated(unsafe) var performed = 0

        open class NSManagedObject {
            public let objectID: NSManagedObjectID
            public required init(context: NSManagedObjectContext) {
                precondition(context.isOnQueue, "an object inserted off its context's queue")
                objectID = NSManagedObjectID(entity: NSEntityDescription(className: NSStringFromClass(Self.self)))
                context.hasChanges = true
                context.objects[ObjectIdentifier(objectID)] = self
                log.append("insert \(type(of: self))")
            }
        }
        public final class NSEntityDescription: @unchecked Sendable {
            public let managedObjectClassName: String
            public let superentity: NSEntityDescription? = nil
            init(className: String) { managedObjectClassName = className }
        }
        public final class NSManagedObjectID: @unchecked Sendable, Hashable {
            public let entity: NSEntityDescription
            init(entity: NSEntityDescription) { self.entity = entity }
            public func uriRepresentation() -> URL { URL(string: "x-coredata://stand-in")! }
            public static func == (a: NSManagedObjectID, b: NSManagedObjectID) -> Bool { a === b }
            public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        public final class NSPersistentStoreCoordinator {
            public func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? { nil }
        }
        public final class NSPredicate {
            let format: String
            public init(format: String, argumentArray: [Any]?) { self.format = format }
        }
        public final class NSSortDescriptor {
            let key: String?
            let ascending: Bool
            public init(key: String?, ascending: Bool) {
                self.key = key
                self.ascending = ascending
            }
        }
        public struct NSFetchRequestResultType: Equatable, Sendable {
            let rawValue: Int
            public static let managedObjectResultType = NSFetchRequestResultType(rawValue: 0)
            public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
        }
        public final class NSPersistentStore {}
        public final class NSFetchRequest<ResultType> {
            public let entityName: String?
            public var entity: NSEntityDescription?
            public var predicate: NSPredicate?
            public var sortDescriptors: [NSSortDescriptor]?
            public var fetchLimit = 0
            public var fetchOffset = 0
            public var includesSubentities = true
            public var fetchBatchSize = 0
            public var affectedStores: [NSPersistentStore]?
            public var includesPendingChanges = true
            public var resultType = NSFetchRequestResultType.managedObjectResultType
            public init(entityName: String) { self.entityName = entityName }
        }
        public final class NSManagedObjectContext {
            private let queue: DispatchQueue
            private let key = DispatchSpecificKey<Bool>()
            let name: String
            var hasChanges = false
            public var automaticallyMergesChangesFromParent = false
            var objects: [ObjectIdentifier: NSManagedObject] = [:]

            public init(name: String, queue: DispatchQueue) {
                self.name = name
                self.queue = queue
                queue.setSpecific(key: key, value: true)
            }

            var isOnQueue: Bool { DispatchQueue.getSpecific(key: key) == true }

            /// Runs `block` on the queue, later, as Core Data's `perform(_:)` does.
            public func perform(_ block: @escaping @Sendable () -> Void) {
                queue.async {
                    performed += 1
                    block()
                }
            }

            private func check(_ what: String) {
                precondition(isOnQueue, "\(what) off the queue of \(name)")
                log.append("\(what) on \(name)'s queue")
            }

            public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
                let order = (request.sortDescriptors ?? []).map { "\($0.key ?? "") \($0.ascending ? "ascending" : "descending")" }
                check(
                    "fetch \(request.entityName ?? "?")" + (request.predicate.map { " where \($0.format)" } ?? "")
                        + (order.isEmpty ? "" : " by " + order.joined(separator: ", "))
                        + (request.resultType == .managedObjectIDResultType ? " as IDs" : ""))
                if request.resultType == .managedObjectIDResultType {
                    return objects.values.map(\.objectID) as! [T]
                }
                return objects.values.compactMap { $0 as? T }
            }

            public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
                check("count \(request.entityName ?? "?")")
                return objects.count
            }

            public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
                check("existingObject")
                return objects[ObjectIdentifier(objectID)]!
            }

            public func delete(_ object: NSManagedObject) {
                check("delete \(type(of: object))")
                objects[ObjectIdentifier(object.objectID)] = nil
                hasChanges = true
            }

            public func save() throws {
                check("save")
                hasChanges = false
            }
        }
        public final class NSPersistentContainer: @unchecked Sendable {
            let background = NSManagedObjectContext(name: "the background context", queue: DispatchQueue(label: "background"))
            public let viewContext = NSManagedObjectContext(name: "the view context", queue: .main)
            public func newBackgroundContext() -> NSManagedObjectContext { background }
        }
        nonisolated public enum ModelGenSupport {}
        """#

    static let item = #"""
        import Foundation

        final class Item: NSManagedObject {}

        extension Item {
            typealias Predicate = ModelGenSupport.EntityPredicate<KeyPaths, Item>
            typealias ObjectID = ModelGenSupport.ObjectID<Item>

            struct KeyPaths: ModelGenSupport.EntityKeyPaths {
                static let entityName = "Item"
                private let _prefix: ModelGenSupport.KeyPathPrefix
                init(_ prefix: ModelGenSupport.KeyPathPrefix) { _prefix = prefix }
                var title: ModelGenSupport.Key<String> { _prefix.key("title") }
            }
        }
        """#

    static let main = #"""
        import Foundation

        let container = NSPersistentContainer()
        let actor = CommitsModelActor(container: container)

        // The app's own code on the actor, as an extension, beside the support file's operations.
        extension CommitsModelActor {
            func addItem() -> Bool {
                _ = insert(Item.self)
                return managedObjectContext.isOnQueue
            }
        }

        print("an isolated method runs on the context's queue: \(await actor.addItem())")
        let ids = try await actor.fetchObjectIDs(Item.Predicate { $0.title == "a" }) { [$0.title.descending()] }
        print("IDs out of the actor: \(ids.count)")
        let fetched = try await actor.perform { actor in
            (try actor.fetch(Item.Predicate { $0.title.contains("a") }).count, actor.managedObjectContext.isOnQueue)
        }
        print("perform returns \(fetched.0) fetched, on the queue: \(fetched.1)")
        print("count: \(try await actor.count(NSFetchRequest<Item>(entityName: "Item")))")
        try await actor.save()
        try await actor.save()
        try await actor.delete(ids[0])
        try await actor.save()
        // Many callers at once: each job runs on the queue, one at a time.
        let allOnTheQueue = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<100 { group.addTask { await actor.addItem() } }
            var all = true
            for await onQueue in group { all = all && onQueue }
            return all
        }
        print("100 calls at once, all on the queue: \(allOnTheQueue)")
        print("objects: \(try await actor.count(NSFetchRequest<Item>(entityName: "Item")))")

        // The main-actor form, on the view context, whose queue is the main queue.
        let main = CommitsMainModelActor(container: container)
        let item = main.insert(Item.self)
        let again = try main.existingObject(with: Item.ObjectID(item))
        print("main-actor form: \(try main.fetch(NSFetchRequest<Item>(entityName: "Item")).count) object, found by its ID: \(again === item)")
        print("the view context merges what the actor saves: \(main.managedObjectContext.automaticallyMergesChangesFromParent)")
        try main.save()
        print("jobs run in perform: \(performed > 0)")
        // The log, each run of one line as one.
        var previous = ""
        var repeats = 0
        for line in log + [""] {
            if line == previous {
                repeats += 1
                continue
            }
            if !previous.isEmpty { print(previous + (repeats > 1 ? " (\(repeats) times)" : "")) }
            (previous, repeats) = (line, 1)
        }
        """#

    @Test func theActorsCodeRunsOnItsContextsQueue() throws {
        let (files, _) = try TestSupport.generate(TestSupport.sampleModel)
        let modelFile = try #require(files.first { $0.kind == .managedObjectModel }).contents
        let actors = try #require(modelFile.range(of: "// MARK: Model actor\n"))
        let support = BuiltinTemplates.text(for: .support)
        let predicates = try #require(support.range(of: "// MARK: Typed predicates"))
        let sources = [
            "StandIn.swift": Self.standIn, "Item.swift": Self.item, "main.swift": Self.main,
            "Actors.swift": "import Foundation\n\n" + modelFile[actors.lowerBound...],
            "ModelGenSupport.swift": "import Foundation\n\n" + support[predicates.lowerBound...],
        ]
        let run = try #require(try TestSupport.runProgram(sources))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                an isolated method runs on the context's queue: true
                IDs out of the actor: 1
                perform returns 1 fetched, on the queue: true
                count: 1
                100 calls at once, all on the queue: true
                objects: 100
                main-actor form: 1 object, found by its ID: true
                the view context merges what the actor saves: true
                jobs run in perform: true
                insert Item
                fetch Item where %K == %@ by title descending as IDs on the background context's queue
                fetch Item where %K CONTAINS %@ on the background context's queue
                count Item on the background context's queue
                save on the background context's queue
                existingObject on the background context's queue
                delete Item on the background context's queue
                save on the background context's queue
                insert Item (100 times)
                count Item on the background context's queue
                insert Item
                existingObject on the view context's queue
                fetch Item on the view context's queue
                save on the view context's queue

                """)
    }
}
