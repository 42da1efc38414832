// Stub of Foundation/NSKeyValueCoding.h: the NSKeyValueCoding category on NSObject.
#ifndef _STUB_FOUNDATION_NSKEYVALUECODING_H_
#define _STUB_FOUNDATION_NSKEYVALUECODING_H_
#include <Foundation/NSObject.h>
@class NSString, NSMutableArray<ObjectType>, NSMutableSet<ObjectType>, NSMutableOrderedSet<ObjectType>;
NS_ASSUME_NONNULL_BEGIN
@interface NSObject (NSKeyValueCoding)
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
//   func value(forKey key: String) -> Any?
- (nullable id)valueForKey:(NSString *)key;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
//   func setValue(_ value: Any?, forKey key: String)
- (void)setValue:(nullable id)value forKey:(NSString *)key;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkeypath:)
- (nullable id)valueForKeyPath:(NSString *)keyPath;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/mutablearrayvalue(forkey:)
- (NSMutableArray *)mutableArrayValueForKey:(NSString *)key;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/mutablesetvalue(forkey:)
//   func mutableSetValue(forKey key: String) -> NSMutableSet
- (NSMutableSet *)mutableSetValueForKey:(NSString *)key;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/mutableorderedsetvalue(forkey:)
//   func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet
- (NSMutableOrderedSet *)mutableOrderedSetValueForKey:(NSString *)key;
@end
NS_ASSUME_NONNULL_END
#endif
