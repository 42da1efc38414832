#ifndef _STUB_COREDATA_NSFETCHREQUEST_H_
#define _STUB_COREDATA_NSFETCHREQUEST_H_
#include <Foundation/Foundation.h>
#include <CoreData/NSPersistentStoreRequest.h>
#include <CoreData/NSManagedObject.h>
#include <CoreData/NSManagedObjectID.h>
@class NSEntityDescription;
NS_ASSUME_NONNULL_BEGIN

// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
//   protocol NSFetchRequestResult : NSObjectProtocol
@protocol NSFetchRequestResult <NSObject>
@end
// Conforming types, as documented on the NSFetchRequestResult page.
@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSDictionary (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSManagedObject (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSManagedObjectID (NSFetchedResultSupport) <NSFetchRequestResult>
@end

// https://developer.apple.com/documentation/coredata/nsfetchrequestresulttype
//   struct NSFetchRequestResultType : OptionSet, with managedObjectResultType,
//   managedObjectIDResultType, dictionaryResultType and countResultType
// The zero member is usable in Swift (Apple documents `managedObjectResultType` as the default,
// and CoreStore assigns `.managedObjectResultType`), whereas Swift imports a zero NS_OPTIONS member
// without a Swift name of its own as unavailable ("use []"): the stub names it, as the SDK must.
typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType NS_SWIFT_NAME(managedObjectResultType) = 0x00,
    NSManagedObjectIDResultType = 0x01,
    NSDictionaryResultType = 0x02,
    NSCountResultType = 0x04
};

// https://developer.apple.com/documentation/coredata/nsfetchrequest
//   class NSFetchRequest<ResultType> : NSPersistentStoreRequest where ResultType : NSFetchRequestResult
@interface NSFetchRequest<__covariant ResultType:id<NSFetchRequestResult>> : NSPersistentStoreRequest <NSCoding>
// https://developer.apple.com/documentation/coredata/nsfetchrequest/init()
- (instancetype)init NS_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)-yd3
//   convenience init(entityName: String)
- (instancetype)initWithEntityName:(NSString *)entityName;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/entity
//   var entity: NSEntityDescription? { get set }
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/entityname
//   var entityName: String? { get }
@property (nullable, nonatomic, readonly, strong) NSString *entityName;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/predicate
//   var predicate: NSPredicate? { get set }
@property (nullable, nonatomic, strong) NSPredicate *predicate;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors
//   var sortDescriptors: [NSSortDescriptor]? { get set }
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchlimit
//   var fetchLimit: Int { get set }
@property (nonatomic) NSUInteger fetchLimit;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchoffset
//   var fetchOffset: Int { get set }
@property (nonatomic) NSUInteger fetchOffset;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchbatchsize
//   var fetchBatchSize: Int { get set }
@property (nonatomic) NSUInteger fetchBatchSize;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/includessubentities
//   var includesSubentities: Bool { get set }
@property (nonatomic) BOOL includesSubentities;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/returnsobjectsasfaults
//   var returnsObjectsAsFaults: Bool { get set }
@property (nonatomic) BOOL returnsObjectsAsFaults;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/resulttype
//   var resultType: NSFetchRequestResultType { get set }
@property (nonatomic) NSFetchRequestResultType resultType;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/includespendingchanges
//   var includesPendingChanges: Bool { get set }
@property (nonatomic) BOOL includesPendingChanges;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/includespropertyvalues
//   var includesPropertyValues: Bool { get set }
@property (nonatomic) BOOL includesPropertyValues;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/returnsdistinctresults
//   var returnsDistinctResults: Bool { get set }
@property (nonatomic) BOOL returnsDistinctResults;
// https://developer.apple.com/documentation/coredata/nsfetchrequest/relationshipkeypathsforprefetching
//   var relationshipKeyPathsForPrefetching: [String]? { get set }
@property (nullable, nonatomic, copy) NSArray<NSString *> *relationshipKeyPathsForPrefetching;
// execute() throws -> [ResultType] is declared in the CoreData overlay: its NSError** form
// needs AutoreleasingUnsafeMutablePointer, which the Linux standard library does not have.
@end
NS_ASSUME_NONNULL_END
#endif
