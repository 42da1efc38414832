// Stub of <objc/objc.h>. Types as in Apple's objc4 headers (x86_64 macOS: BOOL is signed char).
#ifndef _STUB_OBJC_OBJC_H_
#define _STUB_OBJC_OBJC_H_

typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
typedef const struct objc_selector *SEL;
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO  ((BOOL)0)
#ifndef nil
#define nil ((id)0)
#endif
#ifndef Nil
#define Nil ((Class)0)
#endif
#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END   _Pragma("clang assume_nonnull end")

#endif
