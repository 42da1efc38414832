// Stub of <objc/NSObjCRuntime.h>: NSInteger/NSUInteger as on 64-bit Apple platforms.
#ifndef _STUB_OBJC_NSOBJCRUNTIME_H_
#define _STUB_OBJC_NSOBJCRUNTIME_H_
typedef long NSInteger;
typedef unsigned long NSUInteger;
#endif
