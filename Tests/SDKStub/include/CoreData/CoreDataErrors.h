#ifndef _STUB_COREDATA_COREDATAERRORS_H_
#define _STUB_COREDATA_COREDATAERRORS_H_
#include <Foundation/Foundation.h>
// The validation error codes that the generated model's validation rules report, as Apple's
// CoreDataErrors.h declares them: an anonymous enum of NSInteger, which Swift imports as `Int`
// globals. Values: https://developer.apple.com/documentation/coredata/<name, lowercased>
//   var NSValidationNumberTooLargeError: Int { get }   and so on.
enum : NSInteger {
  NSValidationNumberTooLargeError = 1610,
  NSValidationNumberTooSmallError = 1620,
  NSValidationDateTooLateError = 1630,
  NSValidationDateTooSoonError = 1640,
  NSValidationStringTooLongError = 1660,
  NSValidationStringTooShortError = 1670,
  NSValidationStringPatternMatchingError = 1680,
};
#endif
