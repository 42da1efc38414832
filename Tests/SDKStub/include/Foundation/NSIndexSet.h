// Stub of Foundation/NSIndexSet.h. NSIndexSet is bridged to Foundation.IndexSet (Foundation.apinotes).
#ifndef _STUB_FOUNDATION_NSINDEXSET_H_
#define _STUB_FOUNDATION_NSINDEXSET_H_
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsindexset
@interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithIndex:(NSUInteger)value;   // convenience init(index value: Int)
@property (readonly) NSUInteger count;             // var count: Int { get }
// https://developer.apple.com/documentation/foundation/nsindexset/contains(_:)-bb19
//   func contains(_ value: Int) -> Bool
- (BOOL)containsIndex:(NSUInteger)value;
@end
// https://developer.apple.com/documentation/foundation/nsmutableindexset
@interface NSMutableIndexSet : NSIndexSet
- (void)addIndex:(NSUInteger)value;                // func add(_ value: Int)
@end
NS_ASSUME_NONNULL_END
#endif
