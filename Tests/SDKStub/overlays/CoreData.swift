// Swift overlay for the stub CoreData module (the Clang module of the same name is re-exported
// via -import-underlying-module). It holds:
//  - the Swift-only API of Apple's CoreData overlay that modelgen's code and sample use: the
//    generic fetch(_:) and count(for:), the async perform<T>(schedule:_:), the generic
//    performAndWait<T>(_:), NSManagedObjectContext.ScheduledTaskType and the async
//    performBackgroundTask<T>(_:);
//  - the throwing methods whose Objective-C form takes an NSError** (save(), existingObject(with:)).
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
