// Stub of Foundation/NSData.h. NSData is bridged to Foundation.Data by Foundation.apinotes.
#ifndef _STUB_FOUNDATION_NSDATA_H_
#define _STUB_FOUNDATION_NSDATA_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsdata
@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;   // var length: Int { get }
@end
// https://developer.apple.com/documentation/foundation/nsmutabledata
@interface NSMutableData : NSData
@end
NS_ASSUME_NONNULL_END
#endif
