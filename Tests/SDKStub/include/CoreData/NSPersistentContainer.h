#ifndef _STUB_COREDATA_NSPERSISTENTCONTAINER_H_
#define _STUB_COREDATA_NSPERSISTENTCONTAINER_H_
#include <Foundation/Foundation.h>
@class NSManagedObjectModel, NSManagedObjectContext, NSPersistentStoreCoordinator, NSPersistentStoreDescription;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nspersistentcontainer
//   class NSPersistentContainer. Apple's header marks the class Sendable (NS_SWIFT_SENDABLE), so
//   Swift sees it as `@unchecked Sendable` (bindings generated from those headers, e.g. the objc2
//   crate's, make it Send + Sync); the stub does the same.
NS_SWIFT_SENDABLE
@interface NSPersistentContainer : NSObject
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:)
//   convenience init(name: String)
- (instancetype)initWithName:(NSString *)name;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:managedobjectmodel:)
//   init(name: String, managedObjectModel model: NSManagedObjectModel)
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/defaultdirectoryurl()
//   class func defaultDirectoryURL() -> URL
// (The overlay's `class var defaultDirectoryURL: URL`, iOS 15, is not modelled.)
+ (NSURL *)defaultDirectoryURL;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/name
//   var name: String { get }
@property (copy, readonly) NSString *name;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/viewcontext
//   var viewContext: NSManagedObjectContext { get }
@property (strong, readonly) NSManagedObjectContext *viewContext;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/managedobjectmodel
//   var managedObjectModel: NSManagedObjectModel { get }
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstorecoordinator
//   var persistentStoreCoordinator: NSPersistentStoreCoordinator { get }
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstoredescriptions
//   var persistentStoreDescriptions: [NSPersistentStoreDescription] { get set }
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/loadpersistentstores(completionhandler:)
//   func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void)
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError * _Nullable))block;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/newbackgroundcontext()
//   func newBackgroundContext() -> NSManagedObjectContext
- (NSManagedObjectContext *)newBackgroundContext;
// https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-39sch
//   func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void)
// (The async performBackgroundTask<T>(_:) is in the CoreData overlay.)
- (void)performBackgroundTask:(void (NS_SWIFT_SENDABLE ^)(NSManagedObjectContext *))block;
@end

// https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer
//   class NSPersistentCloudKitContainer (subclass of NSPersistentContainer; its initializers are
//   NSPersistentContainer's)
NS_SWIFT_SENDABLE
@interface NSPersistentCloudKitContainer : NSPersistentContainer
// https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer/initializecloudkitschema(options:)
//   func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws
//   (modelled without its options)
- (BOOL)initializeCloudKitSchemaAndReturnError:(NSError **)error NS_SWIFT_NAME(initializeCloudKitSchema());
@end
NS_ASSUME_NONNULL_END
#endif
