#ifndef _STUB_COREDATA_NSMANAGEDOBJECTMODELREFERENCE_H_
#define _STUB_COREDATA_NSMANAGEDOBJECTMODELREFERENCE_H_
#include <Foundation/Foundation.h>
@class NSManagedObjectModel;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference
//   class NSManagedObjectModelReference (iOS 17, macOS 14). Modelled: init(model:versionChecksum:),
//   resolvedModel and versionChecksum; the file URL, bundle and entity-hash initializers are not.
@interface NSManagedObjectModelReference : NSObject
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/init(model:versionchecksum:)
//   init(model: NSManagedObjectModel, versionChecksum: String)
- (instancetype)initWithModel:(NSManagedObjectModel *)model
              versionChecksum:(NSString *)versionChecksum NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/resolvedmodel
//   var resolvedModel: NSManagedObjectModel { get }
@property (readonly, strong) NSManagedObjectModel *resolvedModel;
// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/versionchecksum
//   var versionChecksum: String { get }
@property (readonly, copy) NSString *versionChecksum;
@end
NS_ASSUME_NONNULL_END
#endif
