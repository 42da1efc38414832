#ifndef _STUB_COREDATA_NSPROPERTYDESCRIPTION_H_
#define _STUB_COREDATA_NSPROPERTYDESCRIPTION_H_
#include <Foundation/Foundation.h>
@class NSEntityDescription, NSPredicate;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nspropertydescription
//   class NSPropertyDescription
@interface NSPropertyDescription : NSObject <NSCoding, NSCopying>
// https://developer.apple.com/documentation/coredata/nspropertydescription/entity
//   unowned(unsafe) var entity: NSEntityDescription { get }
@property (nonatomic, readonly, assign) NSEntityDescription *entity;
// https://developer.apple.com/documentation/coredata/nspropertydescription/name
//   var name: String { get set }
@property (nonatomic, copy) NSString *name;
// https://developer.apple.com/documentation/coredata/nspropertydescription/isoptional
//   var isOptional: Bool { get set }
@property (nonatomic, getter=isOptional) BOOL optional;
// https://developer.apple.com/documentation/coredata/nspropertydescription/istransient
//   var isTransient: Bool { get set }
@property (nonatomic, getter=isTransient) BOOL transient;
// https://developer.apple.com/documentation/coredata/nspropertydescription/validationpredicates
//   var validationPredicates: [NSPredicate] { get }
@property (readonly, strong) NSArray<NSPredicate *> *validationPredicates;
// https://developer.apple.com/documentation/coredata/nspropertydescription/validationwarnings
//   var validationWarnings: [Any] { get }
@property (readonly, strong) NSArray *validationWarnings;
// https://developer.apple.com/documentation/coredata/nspropertydescription/setvalidationpredicates(_:withvalidationwarnings:)
//   func setValidationPredicates(_ validationPredicates: [NSPredicate]?, withValidationWarnings validationWarnings: [String]?)
- (void)setValidationPredicates:(nullable NSArray<NSPredicate *> *)validationPredicates withValidationWarnings:(nullable NSArray<NSString *> *)validationWarnings;
// https://developer.apple.com/documentation/coredata/nspropertydescription/isindexedbyspotlight
//   var isIndexedBySpotlight: Bool { get set }
@property (getter=isIndexedBySpotlight) BOOL indexedBySpotlight;
// https://developer.apple.com/documentation/coredata/nspropertydescription/userinfo
//   var userInfo: [AnyHashable : Any]? { get set }
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
// https://developer.apple.com/documentation/coredata/nspropertydescription/versionhashmodifier
//   var versionHashModifier: String? { get set }
@property (nullable, copy) NSString *versionHashModifier;
// https://developer.apple.com/documentation/coredata/nspropertydescription/renamingidentifier
//   var renamingIdentifier: String? { get set }
@property (nullable, copy) NSString *renamingIdentifier;
@end
NS_ASSUME_NONNULL_END
#endif
