// Swift overlay for the stub CoreData module. Apple's CoreData overlay provides the generic
// fetch(_:) and count(for:); the stub also declares here the throwing methods whose
// Objective-C form takes an NSError** (imported on Apple platforms as `throws`, which needs
// the standard library's AutoreleasingUnsafeMutablePointer, absent from the Linux stdlib).
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
}

// NSFetchRequest.execute() (https://developer.apple.com/documentation/coredata/nsfetchrequest/execute(),
// `func execute() throws -> [ResultType]`) is NOT provided: on Linux, a throwing method in an
// extension of a generic Objective-C class crashes swift-frontend 6.3.1 while it computes the
// method's Objective-C error convention (the stdlib lacks AutoreleasingUnsafeMutablePointer).
// Use NSManagedObjectContext.fetch(_:) instead.
