#ifndef _STUB_COREDATA_NSPERSISTENTSTORE_H_
#define _STUB_COREDATA_NSPERSISTENTSTORE_H_
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nspersistentstore
//   class NSPersistentStore (modelled minimally: the store a coordinator returns or is given; its
//   initializers, metadata and subclassing API are not declared, so init() is NSObject's)
// Its Swift struct NSPersistentStore.StoreType is declared in the CoreData overlay, as in Apple's SDK
// (https://developer.apple.com/documentation/coredata/nspersistentstore/storetype).
@interface NSPersistentStore : NSObject
// https://developer.apple.com/documentation/coredata/nspersistentstore/type
//   var type: String { get }
@property (readonly, copy) NSString *type;
// https://developer.apple.com/documentation/coredata/nspersistentstore/url
//   var url: URL? { get set }
@property (nullable, strong) NSURL *URL;
// https://developer.apple.com/documentation/coredata/nspersistentstore/configurationname
//   var configurationName: String { get }
@property (readonly, copy) NSString *configurationName;
@end
NS_ASSUME_NONNULL_END
#endif
