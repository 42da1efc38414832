// Stub of Foundation/NSExpression.h.
#ifndef _STUB_FOUNDATION_NSEXPRESSION_H_
#define _STUB_FOUNDATION_NSEXPRESSION_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
@class NSArray<ObjectType>, NSString;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsexpression
@interface NSExpression : NSObject <NSSecureCoding, NSCopying>
// https://developer.apple.com/documentation/foundation/nsexpression/init(format:argumentarray:)
//   init(format expressionFormat: String, argumentArray arguments: [Any])
// (init(format:_:), the variadic form, is declared in the Foundation overlay.)
+ (NSExpression *)expressionWithFormat:(NSString *)expressionFormat argumentArray:(NSArray *)arguments;
// https://developer.apple.com/documentation/foundation/nsexpression/init(forkeypath:)-9bnak
//   init(forKeyPath keyPath: String)
+ (NSExpression *)expressionForKeyPath:(NSString *)keyPath;
@end
NS_ASSUME_NONNULL_END
#endif
