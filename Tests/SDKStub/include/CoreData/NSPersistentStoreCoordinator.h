#ifndef _STUB_COREDATA_NSPERSISTENTSTORECOORDINATOR_H_
#define _STUB_COREDATA_NSPERSISTENTSTORECOORDINATOR_H_
#include <Foundation/Foundation.h>
@class NSManagedObjectModel, NSPersistentStore, NSManagedObjectID;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nssqlitestoretype
//   let NSSQLiteStoreType: String
FOUNDATION_EXPORT NSString * const NSSQLiteStoreType;
// https://developer.apple.com/documentation/coredata/nsinmemorystoretype
//   let NSInMemoryStoreType: String
FOUNDATION_EXPORT NSString * const NSInMemoryStoreType;
// https://developer.apple.com/documentation/coredata/nsbinarystoretype
//   let NSBinaryStoreType: String
FOUNDATION_EXPORT NSString * const NSBinaryStoreType;

// Migration options (https://developer.apple.com/documentation/coredata/migration-options).
// https://developer.apple.com/documentation/coredata/nsmigratepersistentstoresautomaticallyoption
//   let NSMigratePersistentStoresAutomaticallyOption: String
FOUNDATION_EXPORT NSString * const NSMigratePersistentStoresAutomaticallyOption;
// https://developer.apple.com/documentation/coredata/nsinfermappingmodelautomaticallyoption
//   let NSInferMappingModelAutomaticallyOption: String
FOUNDATION_EXPORT NSString * const NSInferMappingModelAutomaticallyOption;
// https://developer.apple.com/documentation/coredata/nspersistentstorestagedmigrationmanageroptionkey
//   let NSPersistentStoreStagedMigrationManagerOptionKey: String
FOUNDATION_EXPORT NSString * const NSPersistentStoreStagedMigrationManagerOptionKey;

// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator
//   class NSPersistentStoreCoordinator (modelled minimally). Its throwing API,
//   metadataForPersistentStore(type:at:options:), addPersistentStore(type:configuration:at:options:),
//   remove(_:), replacePersistentStore(at:destinationOptions:withPersistentStoreFrom:sourceOptions:type:)
//   and destroyPersistentStore(at:type:options:), is declared in the CoreData overlay: a throwing
//   @objc method crashes swift-frontend on Linux (README "Known limits"). The String-typed forms
//   (ofType:) are not modelled.
@interface NSPersistentStoreCoordinator : NSObject
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/init(managedobjectmodel:)
//   init(managedObjectModel model: NSManagedObjectModel)
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/managedobjectmodel
//   var managedObjectModel: NSManagedObjectModel { get }
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/persistentstores
//   var persistentStores: [NSPersistentStore] { get }
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/persistentstore(for:)
//   func persistentStore(for URL: URL) -> NSPersistentStore?
- (nullable NSPersistentStore *)persistentStoreForURL:(NSURL *)URL;
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/managedobjectid(forurirepresentation:)
//   func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID?
- (nullable NSManagedObjectID *)managedObjectIDForURIRepresentation:(NSURL *)url;
@end
NS_ASSUME_NONNULL_END
#endif
