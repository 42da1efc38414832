// Stub of Foundation/NSISO8601DateFormatter.h. The class is ISO8601DateFormatter in Swift.
#ifndef _STUB_FOUNDATION_NSISO8601DATEFORMATTER_H_
#define _STUB_FOUNDATION_NSISO8601DATEFORMATTER_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSFormatter.h>
@class NSDate, NSString;
NS_ASSUME_NONNULL_BEGIN

// https://developer.apple.com/documentation/foundation/iso8601dateformatter/options
//   struct ISO8601DateFormatter.Options (OptionSet): .withYear ... .withInternetDateTime
typedef NS_OPTIONS(NSUInteger, NSISO8601DateFormatOptions) {
  NSISO8601DateFormatWithYear = 1UL << 0,
  NSISO8601DateFormatWithMonth = 1UL << 1,
  NSISO8601DateFormatWithWeekOfYear = 1UL << 2,
  NSISO8601DateFormatWithDay = 1UL << 4,
  NSISO8601DateFormatWithTime = 1UL << 5,
  NSISO8601DateFormatWithTimeZone = 1UL << 6,
  NSISO8601DateFormatWithSpaceBetweenDateAndTime = 1UL << 7,
  NSISO8601DateFormatWithDashSeparatorInDate = 1UL << 8,
  NSISO8601DateFormatWithColonSeparatorInTime = 1UL << 9,
  NSISO8601DateFormatWithColonSeparatorInTimeZone = 1UL << 10,
  NSISO8601DateFormatWithFractionalSeconds = 1UL << 11,
  NSISO8601DateFormatWithFullDate = NSISO8601DateFormatWithYear | NSISO8601DateFormatWithMonth | NSISO8601DateFormatWithDay | NSISO8601DateFormatWithDashSeparatorInDate,
  NSISO8601DateFormatWithFullTime = NSISO8601DateFormatWithTime | NSISO8601DateFormatWithColonSeparatorInTime | NSISO8601DateFormatWithTimeZone | NSISO8601DateFormatWithColonSeparatorInTimeZone,
  NSISO8601DateFormatWithInternetDateTime = NSISO8601DateFormatWithFullDate | NSISO8601DateFormatWithFullTime,
} NS_SWIFT_NAME(ISO8601DateFormatter.Options);

// https://developer.apple.com/documentation/foundation/iso8601dateformatter
//   class ISO8601DateFormatter (Objective-C NSISO8601DateFormatter)
NS_SWIFT_NAME(ISO8601DateFormatter)
@interface NSISO8601DateFormatter : NSFormatter <NSSecureCoding>
// https://developer.apple.com/documentation/foundation/iso8601dateformatter/init()   init()
- (instancetype)init NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/foundation/iso8601dateformatter/formatoptions
//   var formatOptions: ISO8601DateFormatter.Options { get set }
@property NSISO8601DateFormatOptions formatOptions;
// https://developer.apple.com/documentation/foundation/iso8601dateformatter/string(from:)
//   func string(from date: Date) -> String
- (NSString *)stringFromDate:(NSDate *)date;
// https://developer.apple.com/documentation/foundation/iso8601dateformatter/date(from:)
//   func date(from string: String) -> Date?
- (nullable NSDate *)dateFromString:(NSString *)string;
@end

NS_ASSUME_NONNULL_END
#endif
