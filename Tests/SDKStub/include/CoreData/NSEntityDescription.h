#ifndef _STUB_COREDATA_NSENTITYDESCRIPTION_H_
#define _STUB_COREDATA_NSENTITYDESCRIPTION_H_
#include <Foundation/Foundation.h>
@class NSManagedObject, NSManagedObjectContext, NSManagedObjectModel;
@class NSPropertyDescription, NSAttributeDescription, NSRelationshipDescription, NSFetchIndexDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsentitydescription
//   class NSEntityDescription. init() is NSObject's
//   (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
@interface NSEntityDescription : NSObject <NSCoding, NSCopying, NSFastEnumeration>
// https://developer.apple.com/documentation/coredata/nsentitydescription/entity(forentityname:in:)
//   class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context
    NS_SWIFT_NAME(entity(forEntityName:in:));   // documented Swift name (the plain importer rule gives entity(forName:in:))
// https://developer.apple.com/documentation/coredata/nsentitydescription/insertnewobject(forentityname:into:)
//   class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context
    NS_SWIFT_NAME(insertNewObject(forEntityName:into:));   // documented Swift name
// https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectmodel
//   unowned(unsafe) var managedObjectModel: NSManagedObjectModel { get }
@property (readonly, assign) NSManagedObjectModel *managedObjectModel;
// https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectclassname
//   var managedObjectClassName: String! { get set }
@property (null_resettable, copy) NSString *managedObjectClassName;
// https://developer.apple.com/documentation/coredata/nsentitydescription/name
//   var name: String? { get set }
@property (nullable, copy) NSString *name;
// https://developer.apple.com/documentation/coredata/nsentitydescription/isabstract
//   var isAbstract: Bool { get set }
@property (getter=isAbstract) BOOL abstract;
// https://developer.apple.com/documentation/coredata/nsentitydescription/subentities
//   var subentities: [NSEntityDescription] { get set }
@property (strong) NSArray<NSEntityDescription *> *subentities;
// https://developer.apple.com/documentation/coredata/nsentitydescription/superentity
//   unowned(unsafe) var superentity: NSEntityDescription? { get }
@property (nullable, readonly, assign) NSEntityDescription *superentity;
// https://developer.apple.com/documentation/coredata/nsentitydescription/properties
//   var properties: [NSPropertyDescription] { get set }
@property (strong) NSArray<__kindof NSPropertyDescription *> *properties;
// https://developer.apple.com/documentation/coredata/nsentitydescription/propertiesbyname
//   var propertiesByName: [String : NSPropertyDescription] { get }
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
// https://developer.apple.com/documentation/coredata/nsentitydescription/attributesbyname
//   var attributesByName: [String : NSAttributeDescription] { get }
@property (readonly, copy) NSDictionary<NSString *, NSAttributeDescription *> *attributesByName;
// https://developer.apple.com/documentation/coredata/nsentitydescription/relationshipsbyname
//   var relationshipsByName: [String : NSRelationshipDescription] { get }
@property (readonly, copy) NSDictionary<NSString *, NSRelationshipDescription *> *relationshipsByName;
// https://developer.apple.com/documentation/coredata/nsentitydescription/uniquenessconstraints
//   var uniquenessConstraints: [[Any]] { get set }
@property (strong) NSArray<NSArray<id> *> *uniquenessConstraints;
// https://developer.apple.com/documentation/coredata/nsentitydescription/indexes
//   var indexes: [NSFetchIndexDescription] { get set }
@property (copy) NSArray<NSFetchIndexDescription *> *indexes;
// https://developer.apple.com/documentation/coredata/nsentitydescription/userinfo
//   var userInfo: [AnyHashable : Any]? { get set }   (an untyped NSDictionary, as on NSPropertyDescription)
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
// https://developer.apple.com/documentation/coredata/nsentitydescription/versionhashmodifier
//   var versionHashModifier: String? { get set }
@property (nullable, copy) NSString *versionHashModifier;
// https://developer.apple.com/documentation/coredata/nsentitydescription/renamingidentifier
//   var renamingIdentifier: String? { get set }
@property (nullable, copy) NSString *renamingIdentifier;
// https://developer.apple.com/documentation/coredata/nsentitydescription/iskindof(entity:)
//   func isKindOf(entity: NSEntityDescription) -> Bool
- (BOOL)isKindOfEntity:(NSEntityDescription *)entity NS_SWIFT_NAME(isKindOf(entity:));
@end
NS_ASSUME_NONNULL_END
#endif
