// Stub of Foundation/NSString.h. NSString is bridged to Swift.String by Foundation.apinotes.
#ifndef _STUB_FOUNDATION_NSSTRING_H_
#define _STUB_FOUNDATION_NSSTRING_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsstring
@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;                        // var length: Int { get }
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithString:(NSString *)aString;            // convenience init(string aString: String)
- (BOOL)isEqualToString:(NSString *)aString;                   // func isEqual(to aString: String) -> Bool
@end
// https://developer.apple.com/documentation/foundation/nsmutablestring
@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;                      // func append(_ aString: String)
@end
NS_ASSUME_NONNULL_END
#endif
