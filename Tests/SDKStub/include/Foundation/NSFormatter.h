// Stub of Foundation/NSFormatter.h: only the abstract class, which is Formatter in Swift.
#ifndef _STUB_FOUNDATION_NSFORMATTER_H_
#define _STUB_FOUNDATION_NSFORMATTER_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/formatter
//   class Formatter (Objective-C NSFormatter)
NS_SWIFT_NAME(Formatter)
@interface NSFormatter : NSObject <NSCopying, NSCoding>
@end
NS_ASSUME_NONNULL_END
#endif
