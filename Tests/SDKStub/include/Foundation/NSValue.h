// Stub of Foundation/NSValue.h: NSValue and NSNumber. Swift's Int16, Int32, Int64, Int,
// Bool, Float and Double bridge to NSNumber (Foundation overlay); the init(value:) names come
// from Foundation.apinotes as in Apple's SDK.
#ifndef _STUB_FOUNDATION_NSVALUE_H_
#define _STUB_FOUNDATION_NSVALUE_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsvalue
@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end
// https://developer.apple.com/documentation/foundation/nsnumber
@interface NSNumber : NSValue
- (instancetype)initWithShort:(short)value NS_DESIGNATED_INITIALIZER;          // init(value: Int16)
- (instancetype)initWithInt:(int)value NS_DESIGNATED_INITIALIZER;              // init(value: Int32)
- (instancetype)initWithLongLong:(long long)value NS_DESIGNATED_INITIALIZER;   // init(value: Int64)
- (instancetype)initWithFloat:(float)value NS_DESIGNATED_INITIALIZER;          // init(value: Float)
- (instancetype)initWithDouble:(double)value NS_DESIGNATED_INITIALIZER;        // init(value: Double)
- (instancetype)initWithBool:(BOOL)value NS_DESIGNATED_INITIALIZER;            // init(value: Bool)
- (instancetype)initWithInteger:(NSInteger)value NS_DESIGNATED_INITIALIZER;    // init(value: Int)
@property (readonly) short shortValue;          // var int16Value: Int16
@property (readonly) int intValue;              // var int32Value: Int32
@property (readonly) long long longLongValue;   // var int64Value: Int64
@property (readonly) float floatValue;          // var floatValue: Float
@property (readonly) double doubleValue;        // var doubleValue: Double
@property (readonly) BOOL boolValue;            // var boolValue: Bool
@property (readonly) NSInteger integerValue;    // var intValue: Int
@property (readonly, copy) NSString *stringValue;   // var stringValue: String
@end
NS_ASSUME_NONNULL_END
#endif
