// Stub of Foundation/NSError.h. NSError is bridged to Swift.Error (Foundation.apinotes).
#ifndef _STUB_FOUNDATION_NSERROR_H_
#define _STUB_FOUNDATION_NSERROR_H_
#include <Foundation/NSObject.h>
@class NSDictionary<KeyType, ObjectType>;
typedef NSString *NSErrorDomain;   // https://developer.apple.com/documentation/foundation/nserrordomain (Swift: String)
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/nserror
@interface NSError : NSObject <NSCopying, NSSecureCoding>
// init(domain: String, code: Int, userInfo dict: [String : Any]? = nil)
- (instancetype)initWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSString *, id> *)dict NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSErrorDomain domain;                       // var domain: String { get }
@property (readonly) NSInteger code;                                   // var code: Int { get }
@property (readonly, copy) NSDictionary<NSString *, id> *userInfo;     // var userInfo: [String : Any] { get }
@property (readonly, copy) NSString *localizedDescription;             // var localizedDescription: String { get }
@end
NS_ASSUME_NONNULL_END
#endif
