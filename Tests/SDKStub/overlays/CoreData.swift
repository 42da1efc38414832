// Swift overlay for the stub CoreData module (the Clang module of the same name is re-exported
// via -import-underlying-module). It holds:
//  - the Swift-only API of Apple's CoreData overlay that modelgen's code and sample use: the
//    generic fetch(_:) and count(for:), the async perform<T>(schedule:_:), the generic
//    performAndWait<T>(_:), NSManagedObjectContext.ScheduledTaskType and the async
//    performBackgroundTask<T>(_:); for store migration, NSPersistentStore.StoreType and the
//    StoreType-based coordinator and migration-manager methods, and the staged-migration
//    initializers and handler properties;
//  - the throwing methods whose Objective-C form takes an NSError** (save(), existingObject(with:),
//    NSPersistentStoreCoordinator.remove(_:), NSMappingModel.inferredMappingModel(forSourceModel:destinationModel:)).
//    Apple's SDK imports those from the headers as `throws`, which needs the standard library's
//    AutoreleasingUnsafeMutablePointer; the Linux stdlib does not have it, and a throwing @objc
//    method crashes swift-frontend 6.3.1 on Linux. So they are plain (non-@objc) Swift methods here.
// Bodies are never executed.

@_exported import Foundation
@_exported import CoreData   // the Clang module (underlying module)

@inline(never)
internal func _sdkStubUnavailable(_ function: StaticString = #function) -> Never {
  fatalError("sdkstub: \(function) is a type-checking stub")
}

extension NSManagedObject {
  // https://developer.apple.com/documentation/coredata/nsmanagedobject/fetchrequest()
  //   class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult>
  // Apple's iOS 17.4 SDK declares it here, `@_disfavoredOverload`, over the refined Objective-C
  // method: a subclass's `fetchRequest() -> NSFetchRequest<Commit>` is then not ambiguous.
  @_disfavoredOverload @objc dynamic public class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    _sdkStubUnavailable()
  }
}

extension NSManagedObjectContext {
  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/fetch(_:)
  //   func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T : NSFetchRequestResult
  public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult {
    _sdkStubUnavailable()
  }
  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/count(for:)
  //   func count<T>(for request: NSFetchRequest<T>) throws -> Int where T : NSFetchRequestResult
  public func count<T>(for request: NSFetchRequest<T>) throws -> Int where T: NSFetchRequestResult {
    _sdkStubUnavailable()
  }
  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()
  //   func save() throws
  public func save() throws { _sdkStubUnavailable() }
  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/execute(_:)
  //   func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult
  //   (Objective-C executeRequest:error:)
  public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/existingobject(with:)
  //   func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject
  //   (Objective-C existingObjectWithID:error:)
  public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/scheduledtasktype
  //   enum ScheduledTaskType: case immediate, case enqueued
  public enum ScheduledTaskType {
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/scheduledtasktype/immediate
    case immediate
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/scheduledtasktype/enqueued
    case enqueued
  }

  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(schedule:_:)
  //   @preconcurrency nonisolated func perform<T>(schedule: NSManagedObjectContext.ScheduledTaskType = .immediate,
  //       _ block: @escaping @Sendable () throws -> T) async rethrows -> T
  @preconcurrency
  nonisolated public func perform<T>(
    schedule: NSManagedObjectContext.ScheduledTaskType = .immediate,
    _ block: @escaping @Sendable () throws -> T
  ) async rethrows -> T {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-6aaf1
  //   @preconcurrency nonisolated func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T
  @preconcurrency
  nonisolated public func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T {
    _sdkStubUnavailable()
  }
}

extension NSPersistentContainer {
  // https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-25nok
  //   func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T
  public func performBackgroundTask<T>(
    _ block: @escaping (NSManagedObjectContext) throws -> T
  ) async rethrows -> T {
    _sdkStubUnavailable()
  }
}

// NSFetchRequest.execute() (https://developer.apple.com/documentation/coredata/nsfetchrequest/execute(),
// `func execute() throws -> [ResultType]`) is NOT provided: on Linux, a throwing method in an
// extension of a generic Objective-C class crashes swift-frontend 6.3.1 while it computes the
// method's Objective-C error convention (the stdlib lacks AutoreleasingUnsafeMutablePointer).
// Use NSManagedObjectContext.fetch(_:) instead.

// MARK: - Persistent store types

extension NSPersistentStore {
  // https://developer.apple.com/documentation/coredata/nspersistentstore/storetype
  //   struct StoreType (iOS 15, macOS 12). Conforms to Equatable, Hashable and RawRepresentable
  //   (raw value String); Sendable is not listed, so it is not declared here.
  //   init(rawValue: String) and var rawValue: String are RawRepresentable's, and Apple's page lists
  //   no topic for them; the stub's init is non-failable, as public code passing
  //   NSPersistentStore.StoreType(rawValue: NSSQLiteStoreType) straight to addPersistentStore(type:...)
  //   implies (unconfirmed by an Apple page, see README "Known limits").
  public struct StoreType: RawRepresentable, Equatable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // The static members are `nonisolated(unsafe)` only because this overlay is compiled in Swift 6
    // mode and StoreType is not Sendable; to client code they are plain static constants. Their raw
    // values are the matching string constants (an assumption; nothing built against the stub runs).
    // https://developer.apple.com/documentation/coredata/nspersistentstore/storetype/sqlite
    //   static let sqlite: NSPersistentStore.StoreType
    nonisolated(unsafe) public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
    // https://developer.apple.com/documentation/coredata/nspersistentstore/storetype/inmemory
    //   static let inMemory: NSPersistentStore.StoreType
    nonisolated(unsafe) public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
    // https://developer.apple.com/documentation/coredata/nspersistentstore/storetype/binary
    //   static let binary: NSPersistentStore.StoreType
    // (.xml, macOS only, is not modelled.)
    nonisolated(unsafe) public static let binary = StoreType(rawValue: NSBinaryStoreType)
  }
}

// MARK: - Coordinator: the throwing, StoreType-based API (iOS 15, macOS 12)
//
// Plain Swift methods, not @objc (README "Known limits"): in Apple's SDK remove(_:) is the imported
// Objective-C removePersistentStore:error:, which the stub cannot declare in a header; the
// StoreType-based methods take a Swift struct and are Swift-only in Apple's SDK too.
extension NSPersistentStoreCoordinator {
  // https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/metadataforpersistentstore(type:at:options:)
  //   class func metadataForPersistentStore(type storeType: NSPersistentStore.StoreType, at storeURL: URL,
  //       options: [AnyHashable : Any]? = nil) throws -> [String : Any]
  public class func metadataForPersistentStore(
    type storeType: NSPersistentStore.StoreType, at storeURL: URL, options: [AnyHashable: Any]? = nil
  ) throws -> [String: Any] {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/addpersistentstore(type:configuration:at:options:)
  //   func addPersistentStore(type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
  //       options: [AnyHashable : Any]? = nil) throws -> NSPersistentStore
  //   (not @discardableResult: the page shows no such attribute)
  public func addPersistentStore(
    type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/remove(_:)
  //   func remove(_ store: NSPersistentStore) throws   (Objective-C removePersistentStore:error:)
  public func remove(_ store: NSPersistentStore) throws { _sdkStubUnavailable() }

  // https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/replacepersistentstore(at:destinationoptions:withpersistentstorefrom:sourceoptions:type:)
  //   func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable : Any]? = nil,
  //       withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable : Any]? = nil,
  //       type sourceType: NSPersistentStore.StoreType) throws
  public func replacePersistentStore(
    at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
    withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
    type sourceType: NSPersistentStore.StoreType
  ) throws {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/destroypersistentstore(at:type:options:)
  //   func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType,
  //       options: [AnyHashable : Any]? = nil) throws
  public func destroyPersistentStore(
    at url: URL, type storeType: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil
  ) throws {
    _sdkStubUnavailable()
  }
}

// MARK: - Mapping models and migration managers

extension NSMappingModel {
  // https://developer.apple.com/documentation/coredata/nsmappingmodel/inferredmappingmodel(forsourcemodel:destinationmodel:)
  //   class func inferredMappingModel(forSourceModel sourceModel: NSManagedObjectModel,
  //       destinationModel: NSManagedObjectModel) throws -> NSMappingModel
  //   (Objective-C inferredMappingModelForSourceModel:destinationModel:error:)
  public class func inferredMappingModel(
    forSourceModel sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel
  ) throws -> NSMappingModel {
    _sdkStubUnavailable()
  }
}

extension NSMigrationManager {
  // https://developer.apple.com/documentation/coredata/nsmigrationmanager/migratestore(from:type:options:mapping:to:type:options:)
  //   func migrateStore(from sourceURL: URL, type sourceType: NSPersistentStore.StoreType,
  //       options sourceOptions: [AnyHashable : Any]? = nil, mapping: NSMappingModel, to destinationURL: URL,
  //       type destinationType: NSPersistentStore.StoreType, options destinationOptions: [AnyHashable : Any]? = nil) throws
  //   (iOS 15, macOS 12; Swift-only in Apple's SDK as well)
  public func migrateStore(
    from sourceURL: URL, type sourceType: NSPersistentStore.StoreType, options sourceOptions: [AnyHashable: Any]? = nil,
    mapping: NSMappingModel, to destinationURL: URL, type destinationType: NSPersistentStore.StoreType,
    options destinationOptions: [AnyHashable: Any]? = nil
  ) throws {
    _sdkStubUnavailable()
  }
}

// MARK: - Staged migration (iOS 17, macOS 14)
//
// Apple declares these members in its CoreData overlay (their documentation identifiers are Swift
// symbols, s:So...8CoreDataE...), on top of Objective-C API refined for Swift. The stub's
// convenience initializers trap instead of delegating to the hidden Objective-C initializers.

extension NSCustomMigrationStage {
  // https://developer.apple.com/documentation/coredata/nscustommigrationstage/init(migratingfrom:to:)
  //   convenience init(migratingFrom currentModel: NSManagedObjectModelReference,
  //       to nextModel: NSManagedObjectModelReference)
  public convenience init(migratingFrom currentModel: NSManagedObjectModelReference, to nextModel: NSManagedObjectModelReference) {
    _sdkStubUnavailable()
  }

  // https://developer.apple.com/documentation/coredata/nscustommigrationstage/willmigratehandler-5wead
  //   var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? { get set }
  public var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? {
    get { _sdkStubUnavailable() }
    set { _sdkStubUnavailable() }
  }

  // https://developer.apple.com/documentation/coredata/nscustommigrationstage/didmigratehandler-2zbss
  //   var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? { get set }
  public var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? {
    get { _sdkStubUnavailable() }
    set { _sdkStubUnavailable() }
  }
}

extension NSLightweightMigrationStage {
  // https://developer.apple.com/documentation/coredata/nslightweightmigrationstage/init(_:)
  //   convenience init(_ checksums: [String])
  public convenience init(_ checksums: [String]) { _sdkStubUnavailable() }
}

extension NSStagedMigrationManager {
  // https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/init(_:)
  //   convenience init(_ stages: [NSMigrationStage])
  public convenience init(_ stages: [NSMigrationStage]) { _sdkStubUnavailable() }
}
