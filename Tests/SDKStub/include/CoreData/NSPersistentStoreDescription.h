#ifndef _STUB_COREDATA_NSPERSISTENTSTOREDESCRIPTION_H_
#define _STUB_COREDATA_NSPERSISTENTSTOREDESCRIPTION_H_
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
//   class NSPersistentStoreDescription. init() is NSObject's, inherited as a convenience
//   initializer (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
@interface NSPersistentStoreDescription : NSObject <NSCopying>
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
NS_ASSUME_NONNULL_END
#endif
