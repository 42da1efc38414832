#ifndef _STUB_COREDATA_NSFETCHINDEXDESCRIPTION_H_
#define _STUB_COREDATA_NSFETCHINDEXDESCRIPTION_H_
#include <Foundation/Foundation.h>
#include <CoreData/NSFetchIndexElementDescription.h>
@class NSEntityDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsfetchindexdescription
//   class NSFetchIndexDescription
@interface NSFetchIndexDescription : NSObject <NSCoding, NSCopying>
// https://developer.apple.com/documentation/coredata/nsfetchindexdescription/init(name:elements:)
//   init(name: String, elements: [NSFetchIndexElementDescription]?)
- (instancetype)initWithName:(NSString *)name elements:(nullable NSArray<NSFetchIndexElementDescription *> *)elements NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nsfetchindexdescription/name
//   var name: String { get set }
@property (copy) NSString *name;
// https://developer.apple.com/documentation/coredata/nsfetchindexdescription/elements
//   var elements: [NSFetchIndexElementDescription] { get set }
@property (copy) NSArray<NSFetchIndexElementDescription *> *elements;
// https://developer.apple.com/documentation/coredata/nsfetchindexdescription/entity
//   unowned(unsafe) var entity: NSEntityDescription? { get }
@property (nullable, readonly, nonatomic, assign) NSEntityDescription *entity;
// https://developer.apple.com/documentation/coredata/nsfetchindexdescription/partialindexpredicate
//   @NSCopying var partialIndexPredicate: NSPredicate? { get set }
@property (nullable, copy) NSPredicate *partialIndexPredicate;
@end
NS_ASSUME_NONNULL_END
#endif
