#ifndef _STUB_COREDATA_NSPERSISTENTSTORECOORDINATOR_H_
#define _STUB_COREDATA_NSPERSISTENTSTORECOORDINATOR_H_
#include <Foundation/Foundation.h>
@class NSManagedObjectModel;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nssqlitestoretype
//   let NSSQLiteStoreType: String
FOUNDATION_EXPORT NSString * const NSSQLiteStoreType;
// https://developer.apple.com/documentation/coredata/nsinmemorystoretype
//   let NSInMemoryStoreType: String
FOUNDATION_EXPORT NSString * const NSInMemoryStoreType;

// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator
//   class NSPersistentStoreCoordinator (modelled minimally: no stores, no throwing API)
@interface NSPersistentStoreCoordinator : NSObject
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/init(managedobjectmodel:)
//   init(managedObjectModel model: NSManagedObjectModel)
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/managedobjectmodel
//   var managedObjectModel: NSManagedObjectModel { get }
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@end
NS_ASSUME_NONNULL_END
#endif
