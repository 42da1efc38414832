// Stub of Foundation/NSUUID.h. NSUUID is bridged to Foundation.UUID by Foundation.apinotes.
#ifndef _STUB_FOUNDATION_NSUUID_H_
#define _STUB_FOUNDATION_NSUUID_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsuuid
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;                  // init()
- (nullable instancetype)initWithUUIDString:(NSString *)string;  // convenience init?(uuidString string: String)
@property (readonly, copy) NSString *UUIDString;                 // var uuidString: String { get }
@end
NS_ASSUME_NONNULL_END
#endif
