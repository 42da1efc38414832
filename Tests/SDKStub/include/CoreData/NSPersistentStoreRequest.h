#ifndef _STUB_COREDATA_NSPERSISTENTSTOREREQUEST_H_
#define _STUB_COREDATA_NSPERSISTENTSTOREREQUEST_H_
#include <Foundation/Foundation.h>
@class NSPersistentStore;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nspersistentstorerequest
@interface NSPersistentStoreRequest : NSObject <NSCopying>
// https://developer.apple.com/documentation/coredata/nspersistentstorerequest/affectedstores
//   var affectedStores: [NSPersistentStore]? { get set }
@property (nullable, nonatomic, strong) NSArray<NSPersistentStore *> *affectedStores;
@end
// https://developer.apple.com/documentation/coredata/nspersistentstoreresult
//   class NSPersistentStoreResult
@interface NSPersistentStoreResult : NSObject
@end
NS_ASSUME_NONNULL_END
#endif
