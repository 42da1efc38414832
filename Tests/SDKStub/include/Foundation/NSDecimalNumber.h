// Stub of Foundation/NSDecimalNumber.h. Swift's Decimal bridges to NSDecimalNumber through
// the overlay's _ObjectiveCBridgeable conformance (there is no SwiftBridge API note, as in
// Apple's SDK, so NSDecimalNumber-typed ObjC declarations import as NSDecimalNumber).
#ifndef _STUB_FOUNDATION_NSDECIMALNUMBER_H_
#define _STUB_FOUNDATION_NSDECIMALNUMBER_H_
#include <Foundation/NSValue.h>
#include <Foundation/NSDecimal.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsdecimalnumber
@interface NSDecimalNumber : NSNumber
- (instancetype)initWithDecimal:(NSDecimal)dcm NS_DESIGNATED_INITIALIZER;   // init(decimal dcm: Decimal)
- (instancetype)initWithString:(nullable NSString *)numberValue;   // convenience init(string numberValue: String?)
@property (class, readonly, copy) NSDecimalNumber *zero;           // class var zero: NSDecimalNumber { get }
@end
// https://developer.apple.com/documentation/foundation/nsnumber/decimalvalue (a category in
// Apple's NSDecimalNumber.h)
@interface NSNumber (NSDecimalNumberExtensions)
@property (readonly) NSDecimal decimalValue;   // var decimalValue: Decimal { get }
@end
NS_ASSUME_NONNULL_END
#endif
