#ifndef _STUB_COREDATA_NSFETCHINDEXELEMENTDESCRIPTION_H_
#define _STUB_COREDATA_NSFETCHINDEXELEMENTDESCRIPTION_H_
#include <Foundation/Foundation.h>
@class NSPropertyDescription, NSFetchIndexDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsfetchindexelementtype
//   enum NSFetchIndexElementType: case binary, case rTree
typedef NS_ENUM(NSUInteger, NSFetchIndexElementType) {
  NSFetchIndexElementTypeBinary = 0,
  NSFetchIndexElementTypeRTree = 1,
};

// https://developer.apple.com/documentation/coredata/nsfetchindexelementdescription
//   class NSFetchIndexElementDescription
@interface NSFetchIndexElementDescription : NSObject <NSCoding, NSCopying>
// https://developer.apple.com/documentation/coredata/nsfetchindexelementdescription/init(property:collationtype:)
//   init(property: NSPropertyDescription, collationType: NSFetchIndexElementType)
- (instancetype)initWithProperty:(NSPropertyDescription *)property collationType:(NSFetchIndexElementType)collationType NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nsfetchindexelementdescription/property
//   var property: NSPropertyDescription? { get }
@property (nullable, readonly, retain) NSPropertyDescription *property;
// https://developer.apple.com/documentation/coredata/nsfetchindexelementdescription/collationtype
//   var collationType: NSFetchIndexElementType { get set }
@property NSFetchIndexElementType collationType;
// https://developer.apple.com/documentation/coredata/nsfetchindexelementdescription/isascending
//   var isAscending: Bool { get set }
@property (getter=isAscending) BOOL ascending;
// https://developer.apple.com/documentation/coredata/nsfetchindexelementdescription/indexdescription
//   unowned(unsafe) var indexDescription: NSFetchIndexDescription? { get }
@property (nullable, readonly, assign) NSFetchIndexDescription *indexDescription;
@end
NS_ASSUME_NONNULL_END
#endif
