#ifndef _STUB_COREDATA_NSMANAGEDOBJECTMODEL_H_
#define _STUB_COREDATA_NSMANAGEDOBJECTMODEL_H_
#include <Foundation/Foundation.h>
#include <CoreData/NSFetchRequest.h>
@class NSEntityDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel
//   class NSManagedObjectModel
@interface NSManagedObjectModel : NSObject <NSCoding, NSCopying, NSFastEnumeration>
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/init()
//   init()
- (instancetype)init NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/init(contentsof:)
//   convenience init?(contentsOf url: URL)
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entities
//   var entities: [NSEntityDescription] { get set }
@property (strong) NSArray<NSEntityDescription *> *entities;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entitiesbyname
//   var entitiesByName: [String : NSEntityDescription] { get }
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/fetchrequesttemplate(forname:)
//   func fetchRequestTemplate(forName name: String) -> NSFetchRequest<any NSFetchRequestResult>?
- (nullable NSFetchRequest *)fetchRequestTemplateForName:(NSString *)name;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/setfetchrequesttemplate(_:forname:)
//   func setFetchRequestTemplate(_ fetchRequestTemplate: NSFetchRequest<any NSFetchRequestResult>?, forName name: String)
- (void)setFetchRequestTemplate:(nullable NSFetchRequest *)fetchRequestTemplate forName:(NSString *)name;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/fetchrequestfromtemplate(withname:substitutionvariables:)
//   func fetchRequestFromTemplate(withName name: String, substitutionVariables variables: [String : Any]) -> NSFetchRequest<any NSFetchRequestResult>?
- (nullable NSFetchRequest *)fetchRequestFromTemplateWithName:(NSString *)name substitutionVariables:(NSDictionary<NSString *, id> *)variables;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/mergedmodel(from:forstoremetadata:)
//   class func mergedModel(from bundles: [Bundle]?, forStoreMetadata metadata: [String : Any]) -> NSManagedObjectModel?
+ (nullable NSManagedObjectModel *)mergedModelFromBundles:(nullable NSArray<NSBundle *> *)bundles forStoreMetadata:(NSDictionary<NSString *, id> *)metadata;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/isconfiguration(withname:compatiblewithstoremetadata:)
//   func isConfiguration(withName configuration: String?, compatibleWithStoreMetadata metadata: [String : Any]) -> Bool
//   (documented Swift name; the plain importer rule keeps isConfiguration(_:compatibleWithStoreMetadata:))
- (BOOL)isConfiguration:(nullable NSString *)configuration compatibleWithStoreMetadata:(NSDictionary<NSString *, id> *)metadata
    NS_SWIFT_NAME(isConfiguration(withName:compatibleWithStoreMetadata:));
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/configurations
//   var configurations: [String] { get }
@property (readonly, strong) NSArray<NSString *> *configurations;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entities(forconfigurationname:)
//   func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]?
- (nullable NSArray<NSEntityDescription *> *)entitiesForConfiguration:(nullable NSString *)configuration
    NS_SWIFT_NAME(entities(forConfigurationName:));
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/setentities(_:forconfigurationname:)
//   func setEntities(_ entities: [NSEntityDescription], forConfigurationName configuration: String)
- (void)setEntities:(NSArray<NSEntityDescription *> *)entities forConfiguration:(NSString *)configuration
    NS_SWIFT_NAME(setEntities(_:forConfigurationName:));
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/localizationdictionary
//   var localizationDictionary: [String : String]? { get set }
@property (nullable, strong) NSDictionary<NSString *, NSString *> *localizationDictionary;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/versionidentifiers
//   var versionIdentifiers: Set<AnyHashable> { get set }
@property (copy) NSSet *versionIdentifiers;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/versionchecksum
//   var versionChecksum: String { get }   (iOS 17, macOS 14)
@property (readonly, copy) NSString *versionChecksum;
@end
NS_ASSUME_NONNULL_END
#endif
