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
#endif
