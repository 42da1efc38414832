#ifndef _STUB_COREDATA_NSMANAGEDOBJECTCONTEXT_H_
#define _STUB_COREDATA_NSMANAGEDOBJECTCONTEXT_H_
#include <Foundation/Foundation.h>
@class NSManagedObject, NSManagedObjectID;
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
// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/haschanges  var hasChanges: Bool { get }
@property (nonatomic, readonly) BOOL hasChanges;
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
// save() throws, fetch(_:) throws, count(for:) throws: declared in the CoreData overlay
// (their NSError** forms need AutoreleasingUnsafeMutablePointer, absent on Linux).
@end
NS_ASSUME_NONNULL_END
#endif
