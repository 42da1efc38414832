#ifndef _STUB_COREDATA_NSMERGEPOLICY_H_
#define _STUB_COREDATA_NSMERGEPOLICY_H_
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
// The merge policy globals. Each is a mutable `id` global in Objective-C, documented in Swift as
// `var ...: AnyObject` (for example
// https://developer.apple.com/documentation/coredata/nsmergebypropertyobjecttrumpmergepolicy
//   var NSMergeByPropertyObjectTrumpMergePolicy: AnyObject).
// Swift 6 reports a reference to such a global as not concurrency-safe unless the file imports
// CoreData with @preconcurrency; NSMergePolicy's class properties below have no such problem.
// https://developer.apple.com/documentation/coredata/nserrormergepolicy
FOUNDATION_EXPORT id NSErrorMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergebypropertystoretrumpmergepolicy
FOUNDATION_EXPORT id NSMergeByPropertyStoreTrumpMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergebypropertyobjecttrumpmergepolicy
FOUNDATION_EXPORT id NSMergeByPropertyObjectTrumpMergePolicy;
// https://developer.apple.com/documentation/coredata/nsoverwritemergepolicy
FOUNDATION_EXPORT id NSOverwriteMergePolicy;
// https://developer.apple.com/documentation/coredata/nsrollbackmergepolicy
FOUNDATION_EXPORT id NSRollbackMergePolicy;

// https://developer.apple.com/documentation/coredata/nsmergepolicytype
//   enum NSMergePolicyType; each case's page is
//   https://developer.apple.com/documentation/coredata/nsmergepolicytype/<case name, lowercased>
typedef NS_ENUM(NSUInteger, NSMergePolicyType) {
  NSErrorMergePolicyType = 0x00,                       // case errorMergePolicyType
  NSMergeByPropertyStoreTrumpMergePolicyType = 0x01,   // case mergeByPropertyStoreTrumpMergePolicyType
  NSMergeByPropertyObjectTrumpMergePolicyType = 0x02,  // case mergeByPropertyObjectTrumpMergePolicyType
  NSOverwriteMergePolicyType = 0x03,                   // case overwriteMergePolicyType
  NSRollbackMergePolicyType = 0x04,                    // case rollbackMergePolicyType
};

// https://developer.apple.com/documentation/coredata/nsmergepolicy
//   class NSMergePolicy
@interface NSMergePolicy : NSObject
// https://developer.apple.com/documentation/coredata/nsmergepolicy/error          class var error: NSMergePolicy { get }
@property (class, readonly, strong) NSMergePolicy *errorMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergepolicy/rollback       class var rollback: NSMergePolicy { get }
@property (class, readonly, strong) NSMergePolicy *rollbackMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergepolicy/overwrite      class var overwrite: NSMergePolicy { get }
@property (class, readonly, strong) NSMergePolicy *overwriteMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergepolicy/mergebypropertyobjecttrump
//   class var mergeByPropertyObjectTrump: NSMergePolicy { get }
@property (class, readonly, strong) NSMergePolicy *mergeByPropertyObjectTrumpMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergepolicy/mergebypropertystoretrump
//   class var mergeByPropertyStoreTrump: NSMergePolicy { get }
@property (class, readonly, strong) NSMergePolicy *mergeByPropertyStoreTrumpMergePolicy;
// https://developer.apple.com/documentation/coredata/nsmergepolicy/mergetype      var mergeType: NSMergePolicyType { get }
@property (readonly) NSMergePolicyType mergeType;
// https://developer.apple.com/documentation/coredata/nsmergepolicy/init(merge:)   init(merge ty: NSMergePolicyType)
// (documented Swift name; the plain importer rule gives init(mergeType:))
- (instancetype)initWithMergeType:(NSMergePolicyType)ty NS_DESIGNATED_INITIALIZER NS_SWIFT_NAME(init(merge:));
@end
NS_ASSUME_NONNULL_END
#endif
