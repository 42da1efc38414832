#ifndef _STUB_COREDATA_NSFETCHEDPROPERTYDESCRIPTION_H_
#define _STUB_COREDATA_NSFETCHEDPROPERTYDESCRIPTION_H_
#include <Foundation/Foundation.h>
#include <CoreData/NSPropertyDescription.h>
#include <CoreData/NSFetchRequest.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsfetchedpropertydescription
//   class NSFetchedPropertyDescription (subclass of NSPropertyDescription)
@interface NSFetchedPropertyDescription : NSPropertyDescription
// https://developer.apple.com/documentation/coredata/nsfetchedpropertydescription/fetchrequest
//   var fetchRequest: NSFetchRequest<any NSFetchRequestResult>? { get set }
@property (nullable, strong) NSFetchRequest *fetchRequest;
@end
NS_ASSUME_NONNULL_END
#endif
