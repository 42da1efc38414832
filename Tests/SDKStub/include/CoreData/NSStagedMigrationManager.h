#ifndef _STUB_COREDATA_NSSTAGEDMIGRATIONMANAGER_H_
#define _STUB_COREDATA_NSSTAGEDMIGRATIONMANAGER_H_
#include <Foundation/Foundation.h>
@class NSMigrationStage, NSPersistentContainer;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager
//   class NSStagedMigrationManager (iOS 17, macOS 14). Pass it to a store as the value of
//   NSPersistentStoreStagedMigrationManagerOptionKey.
// Swift-only member in the CoreData overlay: init(_:).
@interface NSStagedMigrationManager : NSObject
// https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/stages
//   var stages: [NSMigrationStage] { get }
@property (readonly, strong) NSArray<__kindof NSMigrationStage *> *stages;
// https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/container
//   var container: NSPersistentContainer? { get }
@property (nullable, readonly, strong) NSPersistentContainer *container;
// No init() (documentation lists none; public copies of the SDK header mark it NS_UNAVAILABLE).
- (instancetype)init NS_UNAVAILABLE;
// https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/initwithmigrationstages:
//   Objective-C only (Swift: init(_:), in the overlay)
- (instancetype)initWithMigrationStages:(NSArray<__kindof NSMigrationStage *> *)stages
    NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@end
NS_ASSUME_NONNULL_END
#endif
