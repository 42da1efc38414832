// Stub of Foundation/NSURL.h. NSURL is bridged to Foundation.URL by Foundation.apinotes.
#ifndef _STUB_FOUNDATION_NSURL_H_
#define _STUB_FOUNDATION_NSURL_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsurl
@interface NSURL : NSObject <NSSecureCoding, NSCopying>
- (nullable instancetype)initWithString:(NSString *)URLString;   // convenience init?(string URLString: String)
// https://developer.apple.com/documentation/foundation/nsurl/init(fileurlwithpath:)
//   init(fileURLWithPath path: String)
- (instancetype)initFileURLWithPath:(NSString *)path;
@property (nullable, readonly, copy) NSString *absoluteString;   // var absoluteString: String? { get }
@end
NS_ASSUME_NONNULL_END
#endif
