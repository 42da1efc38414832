// Stub of <objc/NSObject.h>: the NSObject protocol and root class.
// Signatures: https://developer.apple.com/documentation/objectivec/nsobjectprotocol
//             https://developer.apple.com/documentation/objectivec/nsobject-swift.class
#ifndef _STUB_OBJC_NSOBJECT_H_
#define _STUB_OBJC_NSOBJECT_H_
#include <objc/objc.h>
#include <objc/NSObjCRuntime.h>

@class NSString;

NS_ASSUME_NONNULL_BEGIN

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;                 // isEqual(_:)
@property (readonly) NSUInteger hash;                // hash
@property (readonly) Class superclass;               // superclass
- (Class)class NS_SWIFT_UNAVAILABLE("use 'type(of:)' instead");
- (instancetype)self;                                // self()
- (BOOL)isKindOfClass:(Class)aClass;                 // isKind(of:)
- (BOOL)isMemberOfClass:(Class)aClass;               // isMember(of:)
- (BOOL)respondsToSelector:(SEL)aSelector;           // responds(to:)
@property (readonly, copy) NSString *description;    // description
@optional
@property (readonly, copy) NSString *debugDescription;
@end

OBJC_ROOT_CLASS
@interface NSObject <NSObject> {
  Class isa;
}
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;                                // init()
+ (Class)class;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
@end

NS_ASSUME_NONNULL_END
#endif
