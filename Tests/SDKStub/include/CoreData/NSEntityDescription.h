#ifndef _STUB_COREDATA_NSENTITYDESCRIPTION_H_
#define _STUB_COREDATA_NSENTITYDESCRIPTION_H_
#include <Foundation/Foundation.h>
@class NSManagedObject, NSManagedObjectContext;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsentitydescription
@interface NSEntityDescription : NSObject <NSCoding, NSCopying, NSFastEnumeration>
// https://developer.apple.com/documentation/coredata/nsentitydescription/entity(forentityname:in:)
//   class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context
    NS_SWIFT_NAME(entity(forEntityName:in:));   // documented Swift name (the plain importer rule gives entity(forName:in:))
// https://developer.apple.com/documentation/coredata/nsentitydescription/insertnewobject(forentityname:into:)
//   class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context
    NS_SWIFT_NAME(insertNewObject(forEntityName:into:));   // documented Swift name
@property (nullable, copy) NSString *name;                     // var name: String?
@property (null_resettable, copy) NSString *managedObjectClassName; // var managedObjectClassName: String!
@property (getter=isAbstract) BOOL abstract;                   // var isAbstract: Bool
@property (nullable, readonly, assign) NSEntityDescription *superentity; // var superentity: NSEntityDescription? { get }
@end
NS_ASSUME_NONNULL_END
#endif
