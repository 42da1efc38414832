#ifndef _STUB_COREDATA_NSMIGRATIONSTAGE_H_
#define _STUB_COREDATA_NSMIGRATIONSTAGE_H_
#include <Foundation/Foundation.h>
@class NSManagedObjectModelReference;
NS_ASSUME_NONNULL_BEGIN
// Staged migration stages (iOS 17, macOS 14; https://developer.apple.com/documentation/coredata/staged-migrations).
// Apple's Swift API for creating stages and for the custom stage's handlers is Swift-only (its
// documentation identifiers are s:... symbols of the CoreData overlay), so the stub declares those
// members in overlays/CoreData.swift. The Objective-C initializers behind them are declared here with
// NS_REFINED_FOR_SWIFT, which hides them from Swift under a __-prefixed name; the Objective-C handler
// blocks (with an NSError ** parameter, which the importer drops on Linux) are not declared.
// NS_UNAVAILABLE (include/objc/objc.h) imports as an unavailable declaration, as in Apple's SDK.

// https://developer.apple.com/documentation/coredata/nsmigrationstage
//   class NSMigrationStage (abstract: use a subclass)
@interface NSMigrationStage : NSObject
// https://developer.apple.com/documentation/coredata/nsmigrationstage/label
//   var label: String! { get set }
@property (copy, null_unspecified) NSString *label;
@end

// https://developer.apple.com/documentation/coredata/nscustommigrationstage
//   class NSCustomMigrationStage
// Swift-only members in the CoreData overlay: init(migratingFrom:to:), willMigrateHandler, didMigrateHandler.
@interface NSCustomMigrationStage : NSMigrationStage
// https://developer.apple.com/documentation/coredata/nscustommigrationstage/currentmodel
//   var currentModel: NSManagedObjectModelReference { get }
@property (readonly, strong) NSManagedObjectModelReference *currentModel;
// https://developer.apple.com/documentation/coredata/nscustommigrationstage/nextmodel
//   var nextModel: NSManagedObjectModelReference { get }
@property (readonly, strong) NSManagedObjectModelReference *nextModel;
// Apple's pages list no init() for this class, and public copies of the SDK header mark it
// NS_UNAVAILABLE; so NSObject's init() is unavailable here too.
- (instancetype)init NS_UNAVAILABLE;
// https://developer.apple.com/documentation/coredata/nscustommigrationstage/initwithcurrentmodelreference:nextmodelreference:
//   Objective-C only (Swift: init(migratingFrom:to:), in the overlay)
- (instancetype)initWithCurrentModelReference:(NSManagedObjectModelReference *)currentModel
                           nextModelReference:(NSManagedObjectModelReference *)nextModel
    NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@end

// https://developer.apple.com/documentation/coredata/nslightweightmigrationstage
//   class NSLightweightMigrationStage
// Swift-only member in the CoreData overlay: init(_:).
@interface NSLightweightMigrationStage : NSMigrationStage
// https://developer.apple.com/documentation/coredata/nslightweightmigrationstage/versionchecksums
//   var versionChecksums: [String] { get }
@property (readonly, copy) NSArray<NSString *> *versionChecksums;
// No init() (documentation lists none; public copies of the SDK header mark it NS_UNAVAILABLE).
- (instancetype)init NS_UNAVAILABLE;
// https://developer.apple.com/documentation/coredata/nslightweightmigrationstage/initwithversionchecksums:
//   Objective-C only (Swift: init(_:), in the overlay)
- (instancetype)initWithVersionChecksums:(NSArray<NSString *> *)versionChecksums
    NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT;
@end
NS_ASSUME_NONNULL_END
#endif
