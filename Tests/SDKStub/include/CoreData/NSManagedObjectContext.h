#ifndef _STUB_COREDATA_NSMANAGEDOBJECTCONTEXT_H_
#define _STUB_COREDATA_NSMANAGEDOBJECTCONTEXT_H_
#include <Foundation/Foundation.h>
@class NSManagedObject, NSManagedObjectID, NSPersistentStoreCoordinator;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype
typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) {
  NSPrivateQueueConcurrencyType = 0x01,   // .privateQueueConcurrencyType
  NSMainQueueConcurrencyType = 0x02       // .mainQueueConcurrencyType
};
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext
@interface NSManagedObjectContext : NSObject
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/init(concurrencytype:)
//   init(concurrencyType ct: NSManagedObjectContextConcurrencyType)
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;

// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(_:)
//   func perform(_ block: @escaping @Sendable () -> Void)
// (The async perform<T>(schedule:_:) is in the CoreData overlay.)
- (void)performBlock:(void (NS_SWIFT_SENDABLE ^)(void))block;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-ypye
//   func performAndWait(_ block: @Sendable () -> Void)
// (documented Swift name; the plain importer rule keeps performBlockAndWait(_:). The generic
// performAndWait<T>(_:) is in the CoreData overlay.)
- (void)performBlockAndWait:(void (NS_SWIFT_SENDABLE NS_NOESCAPE ^)(void))block NS_SWIFT_NAME(performAndWait(_:));

// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/persistentstorecoordinator
//   var persistentStoreCoordinator: NSPersistentStoreCoordinator? { get set }
@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/haschanges  var hasChanges: Bool { get }
@property (nonatomic, readonly) BOOL hasChanges;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/mergepolicy
//   var mergePolicy: Any { get set }
@property (strong) id mergePolicy;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent
//   var automaticallyMergesChangesFromParent: Bool { get set }
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;

// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insert(_:)  func insert(_ object: NSManagedObject)
- (void)insertObject:(NSManagedObject *)object;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)  func delete(_ object: NSManagedObject)
- (void)deleteObject:(NSManagedObject *)object;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/object(with:)  func object(with objectID: NSManagedObjectID) -> NSManagedObject
- (NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/rollback()  func rollback()
- (void)rollback;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/reset()  func reset()
- (void)reset;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/refreshallobjects()  func refreshAllObjects()
- (void)refreshAllObjects;
// save() throws, fetch(_:) throws, count(for:) throws and existingObject(with:) throws are
// declared in the CoreData overlay: their NSError** forms need AutoreleasingUnsafeMutablePointer,
// which the Linux standard library does not have.
@end
NS_ASSUME_NONNULL_END
#endif
