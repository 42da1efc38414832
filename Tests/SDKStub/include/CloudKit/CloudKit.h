#ifndef _STUB_CLOUDKIT_CLOUDKIT_H_
#define _STUB_CLOUDKIT_CLOUDKIT_H_
// The part of CloudKit that Core Data's CloudKit options use: a database's scope.
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/cloudkit/ckdatabase
//   class CKDatabase
@interface CKDatabase : NSObject
- (instancetype)init NS_UNAVAILABLE;
@end
// https://developer.apple.com/documentation/cloudkit/ckdatabase/scope
//   enum Scope (cases public, private, shared)
typedef NS_ENUM(NSInteger, CKDatabaseScope) {
    CKDatabaseScopePublic = 1,
    CKDatabaseScopePrivate,
    CKDatabaseScopeShared,
} NS_SWIFT_NAME(CKDatabase.Scope);
NS_ASSUME_NONNULL_END
#endif
