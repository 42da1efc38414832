// Stub of Foundation/NSFileHandle.h. The class is FileHandle in Swift; its throwing
// write(contentsOf:) is in the Foundation overlay (see overlays/Foundation.swift).
#ifndef _STUB_FOUNDATION_NSFILEHANDLE_H_
#define _STUB_FOUNDATION_NSFILEHANDLE_H_
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
NS_ASSUME_NONNULL_BEGIN
// https://developer.apple.com/documentation/foundation/filehandle
//   class FileHandle (Sendable in Apple's SDK, as in swift-corelibs-foundation)
NS_SWIFT_SENDABLE NS_SWIFT_NAME(FileHandle)
@interface NSFileHandle : NSObject
// https://developer.apple.com/documentation/foundation/filehandle/standarderror
//   class var standardError: FileHandle { get }
@property (class, readonly, strong) NSFileHandle *fileHandleWithStandardError NS_SWIFT_NAME(standardError);
@end
NS_ASSUME_NONNULL_END
#endif
