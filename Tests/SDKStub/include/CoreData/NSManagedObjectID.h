#ifndef _STUB_COREDATA_NSMANAGEDOBJECTID_H_
#define _STUB_COREDATA_NSMANAGEDOBJECTID_H_
#include <Foundation/Foundation.h>
@class NSEntityDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmanagedobjectid
// Sendable (NS_SWIFT_SENDABLE in Apple's header): IDs cross actors and queues.
NS_SWIFT_SENDABLE
@interface NSManagedObjectID : NSObject <NSCopying>
@property (readonly, strong) NSEntityDescription *entity;   // var entity: NSEntityDescription { get }
@property (readonly, getter=isTemporaryID) BOOL temporaryID; // var isTemporaryID: Bool { get }
- (NSURL *)URIRepresentation;                               // func uriRepresentation() -> URL
@end
NS_ASSUME_NONNULL_END
#endif
