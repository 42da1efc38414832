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
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:with:)
//   func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>!
// (Apple's header declares it outside the nullability audit, hence the implicitly unwrapped types.)
- (null_unspecified id)performSelector:(null_unspecified SEL)aSelector withObject:(null_unspecified id)object1 withObject:(null_unspecified id)object2;
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
