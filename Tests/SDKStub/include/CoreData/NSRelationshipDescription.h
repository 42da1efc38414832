#ifndef _STUB_COREDATA_NSRELATIONSHIPDESCRIPTION_H_
#define _STUB_COREDATA_NSRELATIONSHIPDESCRIPTION_H_
#include <Foundation/Foundation.h>
#include <CoreData/NSPropertyDescription.h>
@class NSEntityDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsdeleterule
//   enum NSDeleteRule; each case's page is
//   https://developer.apple.com/documentation/coredata/nsdeleterule/<case name, lowercased>
typedef NS_ENUM(NSUInteger, NSDeleteRule) {
  NSNoActionDeleteRule = 0,   // case noActionDeleteRule
  NSNullifyDeleteRule = 1,    // case nullifyDeleteRule
  NSCascadeDeleteRule = 2,    // case cascadeDeleteRule
  NSDenyDeleteRule = 3,       // case denyDeleteRule
};

// https://developer.apple.com/documentation/coredata/nsrelationshipdescription
//   class NSRelationshipDescription (subclass of NSPropertyDescription)
@interface NSRelationshipDescription : NSPropertyDescription
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/destinationentity
//   unowned(unsafe) var destinationEntity: NSEntityDescription? { get set }
@property (nullable, nonatomic, assign) NSEntityDescription *destinationEntity;
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/inverserelationship
//   unowned(unsafe) var inverseRelationship: NSRelationshipDescription? { get set }
@property (nullable, nonatomic, assign) NSRelationshipDescription *inverseRelationship;
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/maxcount
//   var maxCount: Int { get set }
@property (nonatomic) NSUInteger maxCount;
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/mincount
//   var minCount: Int { get set }
@property (nonatomic) NSUInteger minCount;
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/deleterule
//   var deleteRule: NSDeleteRule { get set }
@property (nonatomic) NSDeleteRule deleteRule;
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/istomany
//   var isToMany: Bool { get }
@property (nonatomic, getter=isToMany, readonly) BOOL toMany;
// https://developer.apple.com/documentation/coredata/nsrelationshipdescription/isordered
//   var isOrdered: Bool { get set }
@property (nonatomic, getter=isOrdered) BOOL ordered;
@end
NS_ASSUME_NONNULL_END
#endif
