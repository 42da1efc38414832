#ifndef _STUB_COREDATA_NSMIGRATIONMANAGER_H_
#define _STUB_COREDATA_NSMIGRATIONMANAGER_H_
#include <Foundation/Foundation.h>
@class NSManagedObjectModel;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmigrationmanager
//   class NSMigrationManager (modelled minimally). Its throwing
//   migrateStore(from:type:options:mapping:to:type:options:), a Swift-only method of Apple's CoreData
//   overlay, is declared in the stub's CoreData overlay; the String-typed
//   migrateStore(from:sourceType:options:with:toDestinationURL:destinationType:destinationOptions:)
//   is not modelled.
@interface NSMigrationManager : NSObject
// https://developer.apple.com/documentation/coredata/nsmigrationmanager/init(sourcemodel:destinationmodel:)
//   init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel)
- (instancetype)initWithSourceModel:(NSManagedObjectModel *)sourceModel
                   destinationModel:(NSManagedObjectModel *)destinationModel NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nsmigrationmanager/sourcemodel
//   var sourceModel: NSManagedObjectModel { get }
@property (readonly, strong) NSManagedObjectModel *sourceModel;
// https://developer.apple.com/documentation/coredata/nsmigrationmanager/destinationmodel
//   var destinationModel: NSManagedObjectModel { get }
@property (readonly, strong) NSManagedObjectModel *destinationModel;
@end
NS_ASSUME_NONNULL_END
#endif
