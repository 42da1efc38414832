// Stub of Foundation/NSProcessInfo.h. The class is ProcessInfo in Swift. Only the shared instance
// and the command-line arguments, which the sample app reads, are declared.
#ifndef _STUB_FOUNDATION_NSPROCESSINFO_H_
#define _STUB_FOUNDATION_NSPROCESSINFO_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
#include <Foundation/NSArray.h>
@class NSString;
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/processinfo
//   class ProcessInfo (Objective-C NSProcessInfo)
NS_SWIFT_NAME(ProcessInfo)
@interface NSProcessInfo : NSObject
// https://developer.apple.com/documentation/foundation/processinfo/processinfo
//   class var processInfo: ProcessInfo { get }
@property (class, readonly, strong) NSProcessInfo *processInfo;
// https://developer.apple.com/documentation/foundation/processinfo/arguments
//   var arguments: [String] { get }
@property (readonly, copy) NSArray<NSString *> *arguments;
@end
NS_ASSUME_NONNULL_END
#endif
