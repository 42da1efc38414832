// Stub of Foundation/NSObject.h: NSCopying, NSMutableCopying, NSCoding, NSSecureCoding.
#ifndef _STUB_FOUNDATION_NSOBJECT_H_
#define _STUB_FOUNDATION_NSOBJECT_H_
#include <objc/NSObject.h>
@class NSCoder;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nscopying  func copy(with zone: NSZone? = nil) -> Any
// (NSZone is not modelled: the stub declares copy() on NSObject instead.)
@protocol NSCopying
@end
// https://developer.apple.com/documentation/foundation/nsmutablecopying
@protocol NSMutableCopying
@end
// https://developer.apple.com/documentation/foundation/nscoding
@protocol NSCoding
@end
// https://developer.apple.com/documentation/foundation/nssecurecoding
@protocol NSSecureCoding <NSCoding>
@end
@interface NSObject (NSCopyingHelpers)
- (id)copy;          // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/copy()
- (id)mutableCopy;   // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/mutablecopy()
@end
NS_ASSUME_NONNULL_END
#endif
