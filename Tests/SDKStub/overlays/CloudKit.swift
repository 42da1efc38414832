// Swift overlay for the stub CloudKit module (the Clang module of the same name is re-exported
// via -import-underlying-module). It holds what Apple's SDK declares in the cross-import overlay
// of CoreData and CloudKit (module _CoreData_CloudKit, which Swift imports when a file imports
// both): NSPersistentCloudKitContainerOptions.databaseScope, a Swift-only property. Here it is
// declared in CloudKit's overlay, which imports CoreData, so that a file that imports both sees it
// as on Apple's SDK. Bodies are never executed.

@_exported import Foundation
@_exported import CloudKit  // the Clang module (underlying module)
import CoreData

extension NSPersistentCloudKitContainerOptions {
  // https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontaineroptions/databasescope-4c72t
  //   var databaseScope: CKDatabase.Scope { get set }
  //   (macOS 11, iOS 14, tvOS 14, watchOS 7)
  public var databaseScope: CKDatabase.Scope {
    get { fatalError("sdkstub: databaseScope is a type-checking stub") }
    set { fatalError("sdkstub: databaseScope is a type-checking stub") }
  }
}
