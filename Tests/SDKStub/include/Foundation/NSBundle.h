// Stub of Foundation/NSBundle.h. The class is Bundle in Swift.
#ifndef _STUB_FOUNDATION_NSBUNDLE_H_
#define _STUB_FOUNDATION_NSBUNDLE_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
@class NSString, NSURL;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/bundle
//   class Bundle. Apple's header marks it Sendable (NS_SWIFT_SENDABLE); bindings generated from
//   those headers (the objc2 crate's) make it Send + Sync, and swift-corelibs-foundation declares
//   `open class Bundle: NSObject, @unchecked Sendable`.
NS_SWIFT_SENDABLE NS_SWIFT_NAME(Bundle)
@interface NSBundle : NSObject
// https://developer.apple.com/documentation/foundation/bundle/main
//   class var main: Bundle { get }
@property (class, readonly, strong) NSBundle *mainBundle NS_SWIFT_NAME(main);
// https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
//   func url(forResource name: String?, withExtension ext: String?) -> URL?
- (nullable NSURL *)URLForResource:(nullable NSString *)name withExtension:(nullable NSString *)ext;
@end
NS_ASSUME_NONNULL_END
#endif
