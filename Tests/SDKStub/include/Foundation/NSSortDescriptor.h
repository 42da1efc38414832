// Stub of Foundation/NSSortDescriptor.h.
#ifndef _STUB_FOUNDATION_NSSORTDESCRIPTOR_H_
#define _STUB_FOUNDATION_NSSORTDESCRIPTOR_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nssortdescriptor
@interface NSSortDescriptor : NSObject <NSSecureCoding, NSCopying>
// init(key: String?, ascending: Bool)
- (instancetype)initWithKey:(nullable NSString *)key ascending:(BOOL)ascending;
@property (nullable, readonly, copy) NSString *key;   // var key: String? { get }
@property (readonly) BOOL ascending;                  // var ascending: Bool { get }
@end
NS_ASSUME_NONNULL_END
#endif
