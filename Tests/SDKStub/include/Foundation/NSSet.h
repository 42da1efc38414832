// Stub of Foundation/NSSet.h. NSSet is bridged to Swift.Set (Foundation.apinotes).
#ifndef _STUB_FOUNDATION_NSSET_H_
#define _STUB_FOUNDATION_NSSET_H_
#include <Foundation/NSEnumerator.h>
@class NSArray<ObjectType>;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsset
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;                       // var count: Int { get }
@property (readonly, copy) NSArray<ObjectType> *allObjects;  // var allObjects: [Any] { get }
- (BOOL)containsObject:(ObjectType)anObject;                 // func contains(_ anObject: Any) -> Bool
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end
// https://developer.apple.com/documentation/foundation/nsmutableset
@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object;                        // func add(_ object: Any)
- (void)removeObject:(ObjectType)object;                     // func remove(_ object: Any)
@end
NS_ASSUME_NONNULL_END
#endif
