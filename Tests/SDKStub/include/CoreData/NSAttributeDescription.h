#ifndef _STUB_COREDATA_NSATTRIBUTEDESCRIPTION_H_
#define _STUB_COREDATA_NSATTRIBUTEDESCRIPTION_H_
#include <Foundation/Foundation.h>
#include <CoreData/NSPropertyDescription.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/coredata/nsattributetype
//   enum NSAttributeType (init?(rawValue: UInt)); each case's page is
//   https://developer.apple.com/documentation/coredata/nsattributetype/<case name, lowercased>
// The UUID and URI cases carry their documented names explicitly: the importer splits
// "NSUUIDAttributeType" into the words "NSUUID", "Attribute", "Type", so the enum has no common
// "NS" word prefix to strip and, without these two names, no case would lose its "NS".
typedef NS_ENUM(NSUInteger, NSAttributeType) {
  NSUndefinedAttributeType = 0,        // case undefinedAttributeType
  NSInteger16AttributeType = 100,      // case integer16AttributeType
  NSInteger32AttributeType = 200,      // case integer32AttributeType
  NSInteger64AttributeType = 300,      // case integer64AttributeType
  NSDecimalAttributeType = 400,        // case decimalAttributeType
  NSDoubleAttributeType = 500,         // case doubleAttributeType
  NSFloatAttributeType = 600,          // case floatAttributeType
  NSStringAttributeType = 700,         // case stringAttributeType
  NSBooleanAttributeType = 800,        // case booleanAttributeType
  NSDateAttributeType = 900,           // case dateAttributeType
  NSBinaryDataAttributeType = 1000,    // case binaryDataAttributeType
  NSUUIDAttributeType NS_SWIFT_NAME(UUIDAttributeType) = 1100,   // case UUIDAttributeType
  NSURIAttributeType NS_SWIFT_NAME(URIAttributeType) = 1200,     // case URIAttributeType
  NSTransformableAttributeType = 1800, // case transformableAttributeType
  NSObjectIDAttributeType = 2000,      // case objectIDAttributeType
  NSCompositeAttributeType = 2100,     // case compositeAttributeType (macOS 14, iOS 17)
};

// https://developer.apple.com/documentation/coredata/nsattributedescription
//   class NSAttributeDescription (subclass of NSPropertyDescription)
@interface NSAttributeDescription : NSPropertyDescription
// https://developer.apple.com/documentation/coredata/nsattributedescription/attributetype-swift.property
//   var attributeType: NSAttributeType { get set }
@property (nonatomic) NSAttributeType attributeType;
// https://developer.apple.com/documentation/coredata/nsattributedescription/attributevalueclassname
//   var attributeValueClassName: String? { get set }
@property (nullable, nonatomic, copy) NSString *attributeValueClassName;
// https://developer.apple.com/documentation/coredata/nsattributedescription/defaultvalue
//   var defaultValue: Any? { get set }
@property (nullable, nonatomic, retain) id defaultValue;
// https://developer.apple.com/documentation/coredata/nsattributedescription/valuetransformername
//   var valueTransformerName: String? { get set }
@property (nullable, nonatomic, copy) NSString *valueTransformerName;
// https://developer.apple.com/documentation/coredata/nsattributedescription/allowsexternalbinarydatastorage
//   var allowsExternalBinaryDataStorage: Bool { get set }
@property (nonatomic) BOOL allowsExternalBinaryDataStorage;
// https://developer.apple.com/documentation/coredata/nsattributedescription/preservesvalueinhistoryondeletion
//   var preservesValueInHistoryOnDeletion: Bool { get set }   (macOS 10.15, iOS 13, tvOS 13, watchOS 6)
@property (nonatomic) BOOL preservesValueInHistoryOnDeletion;
// https://developer.apple.com/documentation/coredata/nsattributedescription/allowscloudencryption
//   var allowsCloudEncryption: Bool { get set }   (macOS 12, iOS 15, tvOS 15, watchOS 8)
@property (nonatomic) BOOL allowsCloudEncryption;
@end

// https://developer.apple.com/documentation/coredata/nsderivedattributedescription
//   class NSDerivedAttributeDescription (subclass of NSAttributeDescription)
//   (macOS 10.15, iOS 13, tvOS 13, watchOS 6)
@interface NSDerivedAttributeDescription : NSAttributeDescription
// https://developer.apple.com/documentation/coredata/nsderivedattributedescription/derivationexpression
//   var derivationExpression: NSExpression? { get set }
@property (strong, nullable) NSExpression *derivationExpression;
@end

// https://developer.apple.com/documentation/coredata/nscompositeattributedescription
//   class NSCompositeAttributeDescription (subclass of NSAttributeDescription)
//   (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1)
@interface NSCompositeAttributeDescription : NSAttributeDescription
// https://developer.apple.com/documentation/coredata/nscompositeattributedescription/elements
//   var elements: [NSAttributeDescription] { get set }
@property (copy) NSArray<NSAttributeDescription *> *elements;
@end
NS_ASSUME_NONNULL_END
#endif
