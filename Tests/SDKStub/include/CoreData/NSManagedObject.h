#ifndef _STUB_COREDATA_NSMANAGEDOBJECT_H_
#define _STUB_COREDATA_NSMANAGEDOBJECT_H_
#include <Foundation/Foundation.h>
@class NSEntityDescription, NSManagedObjectContext, NSManagedObjectID;
@protocol NSFetchRequestResult;
@class NSFetchRequest<ResultType:id<NSFetchRequestResult>>;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsmanagedobject
@interface NSManagedObject : NSObject

// https://developer.apple.com/documentation/coredata/nsmanagedobject/entity()
//   class func entity() -> NSEntityDescription
+ (NSEntityDescription *)entity;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/fetchrequest()
//   class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult>
// Refined for Swift, as in Apple's iOS 17.4 SDK: the CoreData overlay redeclares it as a disfavored
// overload, so that a subclass's typed `fetchRequest()` (what Xcode generates) wins.
+ (NSFetchRequest *)fetchRequest NS_REFINED_FOR_SWIFT;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)
//   init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
- (__kindof NSManagedObject *)initWithEntity:(NSEntityDescription *)entity
              insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(context:)
//   convenience init(context moc: NSManagedObjectContext)
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/managedobjectcontext
//   unowned(unsafe) var managedObjectContext: NSManagedObjectContext? { get }
@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/entity
//   var entity: NSEntityDescription { get }
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/objectid
//   var objectID: NSManagedObjectID { get }
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/isinserted  var isInserted: Bool { get }
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/isupdated   var isUpdated: Bool { get }
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/isdeleted   var isDeleted: Bool { get }
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/isfault     var isFault: Bool { get }
@property (nonatomic, getter=isFault, readonly) BOOL fault;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/haschanges  var hasChanges: Bool { get }
@property (nonatomic, readonly) BOOL hasChanges;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefrominsert()  func awakeFromInsert()
- (void)awakeFromInsert;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefromfetch()   func awakeFromFetch()
- (void)awakeFromFetch;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/willaccessvalue(forkey:)
//   func willAccessValue(forKey key: String?)
- (void)willAccessValueForKey:(nullable NSString *)key;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/didaccessvalue(forkey:)
//   func didAccessValue(forKey key: String?)
- (void)didAccessValueForKey:(nullable NSString *)key;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/willchangevalue(forkey:)
//   func willChangeValue(forKey key: String)
- (void)willChangeValueForKey:(NSString *)key;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/didchangevalue(forkey:)
//   func didChangeValue(forKey key: String)
- (void)didChangeValueForKey:(NSString *)key;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/value(forkey:)
//   func value(forKey key: String) -> Any?
- (nullable id)valueForKey:(NSString *)key;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/setvalue(_:forkey:)
//   func setValue(_ value: Any?, forKey key: String)
- (void)setValue:(nullable id)value forKey:(NSString *)key;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/primitivevalue(forkey:)
//   func primitiveValue(forKey key: String) -> Any?
- (nullable id)primitiveValueForKey:(NSString *)key;
// https://developer.apple.com/documentation/coredata/nsmanagedobject/setprimitivevalue(_:forkey:)
//   func setPrimitiveValue(_ value: Any?, forKey key: String)
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key;

// https://developer.apple.com/documentation/coredata/nsmanagedobject/changedvalues()
//   func changedValues() -> [String : Any]
- (NSDictionary<NSString *, id> *)changedValues;
@end
// mutableSetValue(forKey:) / mutableOrderedSetValue(forKey:) are inherited from the
// NSKeyValueCoding category on NSObject (Foundation/NSKeyValueCoding.h).
NS_ASSUME_NONNULL_END
#endif
