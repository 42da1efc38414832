#ifndef _STUB_COREDATA_NSMAPPINGMODEL_H_
#define _STUB_COREDATA_NSMAPPINGMODEL_H_
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmappingmodel
//   class NSMappingModel (modelled minimally: no entity mappings). Its throwing
//   inferredMappingModel(forSourceModel:destinationModel:) (Objective-C
//   inferredMappingModelForSourceModel:destinationModel:error:) is declared in the CoreData overlay
//   (README "Known limits": a throwing @objc method crashes swift-frontend on Linux).
// https://developer.apple.com/documentation/coredata/nsmappingmodel/init(from:forsourcemodel:destinationmodel:)
//   init?(from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?,
//         destinationModel: NSManagedObjectModel?)
@class NSManagedObjectModel;
@interface NSMappingModel : NSObject
+ (nullable NSMappingModel *)mappingModelFromBundles:(nullable NSArray<NSBundle *> *)bundles
                                      forSourceModel:(nullable NSManagedObjectModel *)sourceModel
                                    destinationModel:(nullable NSManagedObjectModel *)destinationModel;
@end
NS_ASSUME_NONNULL_END
#endif
