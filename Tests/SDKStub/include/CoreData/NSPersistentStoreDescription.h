#ifndef _STUB_COREDATA_NSPERSISTENTSTOREDESCRIPTION_H_
#define _STUB_COREDATA_NSPERSISTENTSTOREDESCRIPTION_H_
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
//   class NSPersistentStoreDescription. init() is NSObject's, inherited as a convenience
//   initializer (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
@class NSPersistentCloudKitContainerOptions;
@interface NSPersistentStoreDescription : NSObject <NSCopying>
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/cloudkitcontaineroptions
//   var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions? { get set }
@property (nullable, strong) NSPersistentCloudKitContainerOptions *cloudKitContainerOptions;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/init(url:)-ko0l
//   init(url: URL)
- (instancetype)initWithURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/type
//   var type: String { get set }
@property (copy) NSString *type;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/url
//   var url: URL? { get set }
@property (nullable, copy) NSURL *URL;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/configuration
//   var configuration: String? { get set }
@property (nullable, copy) NSString *configuration;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldaddstoreasynchronously
//   var shouldAddStoreAsynchronously: Bool { get set }
@property BOOL shouldAddStoreAsynchronously;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldmigratestoreautomatically
//   var shouldMigrateStoreAutomatically: Bool { get set }
@property BOOL shouldMigrateStoreAutomatically;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldinfermappingmodelautomatically
//   var shouldInferMappingModelAutomatically: Bool { get set }
@property BOOL shouldInferMappingModelAutomatically;
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/setoption(_:forkey:)
//   func setOption(_ option: NSObject?, forKey key: String)
- (void)setOption:(nullable NSObject *)option forKey:(NSString *)key;
@end

// https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontaineroptions
//   class NSPersistentCloudKitContainerOptions
@interface NSPersistentCloudKitContainerOptions : NSObject
// https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontaineroptions/init(containeridentifier:)
//   init(containerIdentifier: String)
- (instancetype)initWithContainerIdentifier:(NSString *)containerIdentifier NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
// https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontaineroptions/containeridentifier
//   var containerIdentifier: String { get }
@property (readonly, copy) NSString *containerIdentifier;
@end

// https://developer.apple.com/documentation/coredata/nspersistenthistorytrackingkey
//   let NSPersistentHistoryTrackingKey: String
FOUNDATION_EXPORT NSString * const NSPersistentHistoryTrackingKey;
// https://developer.apple.com/documentation/coredata/nspersistentstoreremotechangenotificationpostoptionkey
//   let NSPersistentStoreRemoteChangeNotificationPostOptionKey: String
FOUNDATION_EXPORT NSString * const NSPersistentStoreRemoteChangeNotificationPostOptionKey;
NS_ASSUME_NONNULL_END
#endif
