// Stub of Foundation/NSFileManager.h. The class is FileManager in Swift. Only the shared instance
// and the existence check that store-migration code uses are declared.
#ifndef _STUB_FOUNDATION_NSFILEMANAGER_H_
#define _STUB_FOUNDATION_NSFILEMANAGER_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
@class NSString;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/filemanager
//   class FileManager (Objective-C NSFileManager). Sendable is not modelled: the page does not
//   list it (see README "Known limits").
NS_SWIFT_NAME(FileManager)
@interface NSFileManager : NSObject
// https://developer.apple.com/documentation/foundation/filemanager/default
//   class var `default`: FileManager { get }   (Objective-C class property defaultManager; the
//   importer's rule drops the "Manager" that repeats the class name, so no NS_SWIFT_NAME is needed)
@property (class, readonly, strong) NSFileManager *defaultManager;
// https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:)
//   func fileExists(atPath path: String) -> Bool
- (BOOL)fileExistsAtPath:(NSString *)path;
@end
NS_ASSUME_NONNULL_END
#endif
