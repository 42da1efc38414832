// Stub of Foundation/NSOrderedSet.h. NSOrderedSet has no Swift value type: it imports as the
// (non-generic) class NSOrderedSet, so `array` is [Any] as in Apple's SDK.
#ifndef _STUB_FOUNDATION_NSORDEREDSET_H_
#define _STUB_FOUNDATION_NSORDEREDSET_H_
#include <Foundation/NSEnumerator.h>
@class NSArray<ObjectType>, NSSet<ObjectType>, NSIndexSet;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nsorderedset
@interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;                        // var count: Int { get }
- (ObjectType)objectAtIndex:(NSUInteger)idx;                  // func object(at idx: Int) -> Any
@property (readonly, strong) NSArray<ObjectType> *array;      // var array: [Any] { get }
@property (readonly, strong) NSSet<ObjectType> *set;          // var set: Set<AnyHashable> { get }
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;   // convenience init(array: [Any])
// https://developer.apple.com/documentation/foundation/nsorderedset/contains(_:)
//   func contains(_ object: Any) -> Bool
- (BOOL)containsObject:(ObjectType)object;
// https://developer.apple.com/documentation/foundation/nsorderedset/index(of:)
//   func index(of object: Any) -> Int
- (NSUInteger)indexOfObject:(ObjectType)object;
@end
// https://developer.apple.com/documentation/foundation/nsmutableorderedset
@interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
- (void)addObject:(ObjectType)object;                         // func add(_ object: Any)
- (void)insertObject:(ObjectType)object atIndex:(NSUInteger)idx;   // func insert(_ object: Any, at idx: Int)
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/remove(_:)
//   func remove(_ object: Any)
- (void)removeObject:(ObjectType)object;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/removeobject(at:)
//   func removeObject(at idx: Int)
- (void)removeObjectAtIndex:(NSUInteger)idx;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/insert(_:at:)-3ncnm
//   func insert(_ objects: [Any], at indexes: IndexSet)
- (void)insertObjects:(NSArray<ObjectType> *)objects atIndexes:(NSIndexSet *)indexes;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/removeobjects(at:)
//   func removeObjects(at indexes: IndexSet)
- (void)removeObjectsAtIndexes:(NSIndexSet *)indexes;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/replaceobject(at:with:)
//   func replaceObject(at idx: Int, with object: Any)
- (void)replaceObjectAtIndex:(NSUInteger)idx withObject:(ObjectType)object;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/replaceobjects(at:with:)
//   func replaceObjects(at indexes: IndexSet, with objects: [Any])
- (void)replaceObjectsAtIndexes:(NSIndexSet *)indexes withObjects:(NSArray<ObjectType> *)objects;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/addobjects(from:)
//   func addObjects(from array: [Any])
- (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
// https://developer.apple.com/documentation/foundation/nsmutableorderedset/removeobjects(in:)-8ie5w
//   func removeObjects(in array: [Any])
- (void)removeObjectsInArray:(NSArray<ObjectType> *)array;
@end
NS_ASSUME_NONNULL_END
#endif
