// Stub of Foundation/NSPredicate.h.
#ifndef _STUB_FOUNDATION_NSPREDICATE_H_
#define _STUB_FOUNDATION_NSPREDICATE_H_
#include <Foundation/NSObject.h>
@class NSArray<ObjectType>;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nspredicate
@interface NSPredicate : NSObject <NSSecureCoding, NSCopying>
// convenience init(format predicateFormat: String, argumentArray arguments: [Any]?)
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments;
// init(value: Bool)
+ (NSPredicate *)predicateWithValue:(BOOL)value;
@property (readonly, copy) NSString *predicateFormat;   // var predicateFormat: String { get }
@end
NS_ASSUME_NONNULL_END
#endif
