// Stub of Foundation/NSObjCRuntime.h.
#ifndef _STUB_FOUNDATION_NSOBJCRUNTIME_H_
#define _STUB_FOUNDATION_NSOBJCRUNTIME_H_
#include <objc/NSObjCRuntime.h>
// https://developer.apple.com/documentation/foundation/timeinterval (Swift name via API notes)
typedef double NSTimeInterval;
// NS_ENUM / NS_OPTIONS as Apple defines them (via CF_ENUM / CF_OPTIONS).
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
  enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((enum_extensibility(open), flag_enum)) _name : _type _name; \
  enum __attribute__((enum_extensibility(open), flag_enum)) _name : _type
// A string typedef that Swift imports as a struct wrapping String (RawRepresentable), with the
// typedef's global constants as its static members, as Apple's NS_TYPED_EXTENSIBLE_ENUM does.
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
// Block parameter annotations. NS_SWIFT_SENDABLE on a block type imports it as @Sendable, and
// on a class as `@unchecked Sendable`; NS_NOESCAPE imports a block parameter as non-escaping.
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_NOESCAPE __attribute__((noescape))
#define FOUNDATION_EXPORT extern
@class NSString;
// https://developer.apple.com/documentation/foundation/nsstringfromclass(_:)
//   func NSStringFromClass(_ aClass: AnyClass) -> String
FOUNDATION_EXPORT NSString * _Nonnull NSStringFromClass(Class _Nonnull aClass);
#endif
