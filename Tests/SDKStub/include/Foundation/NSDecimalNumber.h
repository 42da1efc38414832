// Stub of Foundation/NSDecimalNumber.h. Swift's Decimal bridges to NSDecimalNumber through
// the overlay's _ObjectiveCBridgeable conformance (there is no SwiftBridge API note, as in
// Apple's SDK, so NSDecimalNumber-typed ObjC declarations import as NSDecimalNumber).
#ifndef _STUB_FOUNDATION_NSDECIMALNUMBER_H_
#define _STUB_FOUNDATION_NSDECIMALNUMBER_H_
#include <Foundation/NSValue.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsdecimalnumber
@interface NSDecimalNumber : NSNumber
- (instancetype)initWithString:(nullable NSString *)numberValue;   // convenience init(string numberValue: String?)
@property (class, readonly, copy) NSDecimalNumber *zero;           // class var zero: NSDecimalNumber { get }
@end
NS_ASSUME_NONNULL_END
#endif
