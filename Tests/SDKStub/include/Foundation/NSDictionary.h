// Stub of Foundation/NSDictionary.h. NSDictionary is bridged to Swift.Dictionary (Foundation.apinotes).
#ifndef _STUB_FOUNDATION_NSDICTIONARY_H_
#define _STUB_FOUNDATION_NSDICTIONARY_H_
#include <Foundation/NSEnumerator.h>
@class NSArray<ObjectType>;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsdictionary
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;                            // var count: Int { get }
- (nullable ObjectType)objectForKey:(KeyType)aKey;                // func object(forKey aKey: Any) -> Any?
@property (readonly, copy) NSArray<KeyType> *allKeys;             // var allKeys: [Any] { get }
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end
// https://developer.apple.com/documentation/foundation/nsmutabledictionary
@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)removeObjectForKey:(KeyType)aKey;                         // func removeObject(forKey aKey: Any)
@end
NS_ASSUME_NONNULL_END
#endif
