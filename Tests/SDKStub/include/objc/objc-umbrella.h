#include <objc/objc.h>
#include <objc/NSObjCRuntime.h>
#include <objc/NSObject.h>
