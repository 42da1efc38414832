// Stub of Foundation/NSKeyValueObserving.h: change notifications on NSObject.
#ifndef _STUB_FOUNDATION_NSKEYVALUEOBSERVING_H_
#define _STUB_FOUNDATION_NSKEYVALUEOBSERVING_H_
#include <Foundation/NSObject.h>
@class NSString;
NS_ASSUME_NONNULL_BEGIN
@interface NSObject (NSKeyValueObserverNotification)
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/willchangevalue(forkey:)
//   func willChangeValue(forKey key: String)
- (void)willChangeValueForKey:(NSString *)key;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/didchangevalue(forkey:)
//   func didChangeValue(forKey key: String)
- (void)didChangeValueForKey:(NSString *)key;
@end
NS_ASSUME_NONNULL_END
#endif
