// Stub of Foundation/NSPredicate.h and Foundation/NSCompoundPredicate.h.
#ifndef _STUB_FOUNDATION_NSPREDICATE_H_
#define _STUB_FOUNDATION_NSPREDICATE_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
@class NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nspredicate
@interface NSPredicate : NSObject <NSSecureCoding, NSCopying>
// https://developer.apple.com/documentation/foundation/nspredicate/init(format:argumentarray:)
//   init(format predicateFormat: String, argumentArray arguments: [Any]?)
// (init(format:_:), the variadic form, is declared in the Foundation overlay.)
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments;
// https://developer.apple.com/documentation/foundation/nspredicate/init(value:)   init(value: Bool)
+ (NSPredicate *)predicateWithValue:(BOOL)value;
// https://developer.apple.com/documentation/foundation/nspredicate/predicateformat
//   var predicateFormat: String { get }
@property (readonly, copy) NSString *predicateFormat;
// https://developer.apple.com/documentation/foundation/nspredicate/withsubstitutionvariables(_:)
//   func withSubstitutionVariables(_ variables: [String : Any]) -> Self
- (instancetype)predicateWithSubstitutionVariables:(NSDictionary<NSString *, id> *)variables;
// https://developer.apple.com/documentation/foundation/nspredicate/evaluate(with:)
//   func evaluate(with object: Any?) -> Bool
- (BOOL)evaluateWithObject:(nullable id)object;
// https://developer.apple.com/documentation/foundation/nspredicate/evaluate(with:substitutionvariables:)
//   func evaluate(with object: Any?, substitutionVariables bindings: [String : Any]?) -> Bool
- (BOOL)evaluateWithObject:(nullable id)object substitutionVariables:(nullable NSDictionary<NSString *, id> *)bindings;
@end

// https://developer.apple.com/documentation/foundation/nscompoundpredicate/logicaltype
//   enum LogicalType (NSCompoundPredicate.LogicalType): case not, case and, case or
// (documented case names, given explicitly; the importer's prefix rule would give notPredicateType...)
typedef NS_ENUM(NSUInteger, NSCompoundPredicateType) {
  NSNotPredicateType NS_SWIFT_NAME(not) = 0,
  NSAndPredicateType NS_SWIFT_NAME(and),
  NSOrPredicateType NS_SWIFT_NAME(or),
} NS_SWIFT_NAME(NSCompoundPredicate.LogicalType);

// https://developer.apple.com/documentation/foundation/nscompoundpredicate
@interface NSCompoundPredicate : NSPredicate
// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(type:subpredicates:)
//   init(type: NSCompoundPredicate.LogicalType, subpredicates: [NSPredicate])
- (instancetype)initWithType:(NSCompoundPredicateType)type subpredicates:(NSArray<NSPredicate *> *)subpredicates NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/foundation/nscompoundpredicate/compoundpredicatetype
//   var compoundPredicateType: NSCompoundPredicate.LogicalType { get }
@property (readonly) NSCompoundPredicateType compoundPredicateType;
// https://developer.apple.com/documentation/foundation/nscompoundpredicate/subpredicates
//   var subpredicates: [Any] { get }
@property (readonly, copy) NSArray *subpredicates;
// The class factories below carry their documented Swift names. The importer's factory-method
// rule does not produce them (the selectors do not start with the class name), so Apple's SDK
// must name them explicitly; the stub does so with NS_SWIFT_NAME.
// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(andpredicatewithsubpredicates:)
//   init(andPredicateWithSubpredicates subpredicates: [NSPredicate])
+ (NSCompoundPredicate *)andPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates
    NS_SWIFT_NAME(init(andPredicateWithSubpredicates:));
// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(orpredicatewithsubpredicates:)
//   init(orPredicateWithSubpredicates subpredicates: [NSPredicate])
+ (NSCompoundPredicate *)orPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates
    NS_SWIFT_NAME(init(orPredicateWithSubpredicates:));
// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(notpredicatewithsubpredicate:)
//   init(notPredicateWithSubpredicate predicate: NSPredicate)
+ (NSCompoundPredicate *)notPredicateWithSubpredicate:(NSPredicate *)predicate
    NS_SWIFT_NAME(init(notPredicateWithSubpredicate:));
@end
NS_ASSUME_NONNULL_END
#endif
