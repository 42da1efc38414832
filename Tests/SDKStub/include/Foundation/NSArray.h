// Stub of Foundation/NSArray.h. NSArray is bridged to Swift.Array and imported as
// non-generic, as in Apple's SDK (Foundation.apinotes: SwiftBridge, SwiftImportAsNonGeneric).
#ifndef _STUB_FOUNDATION_NSARRAY_H_
#define _STUB_FOUNDATION_NSARRAY_H_
#include <Foundation/NSEnumerator.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsarray
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;                       // var count: Int { get }
- (ObjectType)objectAtIndex:(NSUInteger)index;               // func object(at index: Int) -> Any
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end
// https://developer.apple.com/documentation/foundation/nsmutablearray
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;                      // func add(_ anObject: Any)
@end
NS_ASSUME_NONNULL_END
#endif
