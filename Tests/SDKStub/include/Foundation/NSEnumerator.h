// Stub of Foundation/NSEnumerator.h: NSFastEnumeration (protocol only) and NSEnumerator.
#ifndef _STUB_FOUNDATION_NSENUMERATOR_H_
#define _STUB_FOUNDATION_NSENUMERATOR_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsfastenumeration
@protocol NSFastEnumeration
@end
// https://developer.apple.com/documentation/foundation/nsenumerator
@interface NSEnumerator<ObjectType> : NSObject <NSFastEnumeration>
- (nullable ObjectType)nextObject;   // func nextObject() -> Any?
@end
NS_ASSUME_NONNULL_END
#endif
