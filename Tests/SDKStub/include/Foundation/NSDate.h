// Stub of Foundation/NSDate.h. NSDate is bridged to Foundation.Date by Foundation.apinotes.
#ifndef _STUB_FOUNDATION_NSDATE_H_
#define _STUB_FOUNDATION_NSDATE_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsdate
@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;   // var timeIntervalSinceReferenceDate: TimeInterval
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti NS_DESIGNATED_INITIALIZER;
@end
NS_ASSUME_NONNULL_END
#endif
