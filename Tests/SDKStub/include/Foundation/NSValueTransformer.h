// Stub of Foundation/NSValueTransformer.h. The class is ValueTransformer in Swift.
#ifndef _STUB_FOUNDATION_NSVALUETRANSFORMER_H_
#define _STUB_FOUNDATION_NSVALUETRANSFORMER_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
@class NSString, NSArray<ObjectType>;
NS_ASSUME_NONNULL_BEGIN

// https://developer.apple.com/documentation/foundation/nsvaluetransformername
//   struct NSValueTransformerName (a String wrapper; init(rawValue:), rawValue)
typedef NSString *NSValueTransformerName NS_TYPED_EXTENSIBLE_ENUM;

// https://developer.apple.com/documentation/foundation/nsvaluetransformername/secureunarchivefromdatatransformername
//   static let secureUnarchiveFromDataTransformerName: NSValueTransformerName
FOUNDATION_EXPORT NSValueTransformerName const NSSecureUnarchiveFromDataTransformerName;

// https://developer.apple.com/documentation/foundation/valuetransformer
//   class ValueTransformer (Objective-C NSValueTransformer)
NS_SWIFT_NAME(ValueTransformer)
@interface NSValueTransformer : NSObject
// init() is NSObject's (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).

// https://developer.apple.com/documentation/foundation/valuetransformer/setvaluetransformer(_:forname:)
//   class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName)
+ (void)setValueTransformer:(nullable NSValueTransformer *)transformer forName:(NSValueTransformerName)name;
// https://developer.apple.com/documentation/foundation/valuetransformer/init(forname:)
//   init?(forName name: NSValueTransformerName)
+ (nullable NSValueTransformer *)valueTransformerForName:(NSValueTransformerName)name;
// https://developer.apple.com/documentation/foundation/valuetransformer/transformedvalueclass()
//   class func transformedValueClass() -> AnyClass
+ (Class)transformedValueClass;
// https://developer.apple.com/documentation/foundation/valuetransformer/allowsreversetransformation()
//   class func allowsReverseTransformation() -> Bool
+ (BOOL)allowsReverseTransformation;
// https://developer.apple.com/documentation/foundation/valuetransformer/transformedvalue(_:)
//   func transformedValue(_ value: Any?) -> Any?
- (nullable id)transformedValue:(nullable id)value;
// https://developer.apple.com/documentation/foundation/valuetransformer/reversetransformedvalue(_:)
//   func reverseTransformedValue(_ value: Any?) -> Any?
- (nullable id)reverseTransformedValue:(nullable id)value;
@end

// https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer
//   class NSSecureUnarchiveFromDataTransformer (subclass of ValueTransformer)
@interface NSSecureUnarchiveFromDataTransformer : NSValueTransformer
// https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer/allowedtoplevelclasses
//   class var allowedTopLevelClasses: [AnyClass] { get }
@property (class, readonly, copy) NSArray<Class> *allowedTopLevelClasses;
@end

NS_ASSUME_NONNULL_END
#endif
