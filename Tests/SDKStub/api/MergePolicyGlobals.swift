// Pins Core Data's global merge policies. Each is a mutable Objective-C `id` global, documented as
// `var NS...MergePolicy: AnyObject`; Swift 6 reports any reference to such a global as not
// concurrency-safe, unless the file imports the module with @preconcurrency, as this one does.
// (Code that must not use @preconcurrency can use NSMergePolicy's class properties instead,
// for example NSMergePolicy.mergeByPropertyObjectTrump; see ApiSurface.swift.)
@preconcurrency import CoreData

func checkMergePolicyGlobals(_ context: NSManagedObjectContext) {
    // https://developer.apple.com/documentation/coredata/nserrormergepolicy
    //   var NSErrorMergePolicy: AnyObject
    let _: AnyObject = NSErrorMergePolicy
    // https://developer.apple.com/documentation/coredata/nsmergebypropertystoretrumpmergepolicy
    //   var NSMergeByPropertyStoreTrumpMergePolicy: AnyObject
    let _: AnyObject = NSMergeByPropertyStoreTrumpMergePolicy
    // https://developer.apple.com/documentation/coredata/nsmergebypropertyobjecttrumpmergepolicy
    //   var NSMergeByPropertyObjectTrumpMergePolicy: AnyObject
    let _: AnyObject = NSMergeByPropertyObjectTrumpMergePolicy
    // https://developer.apple.com/documentation/coredata/nsoverwritemergepolicy
    //   var NSOverwriteMergePolicy: AnyObject
    let _: AnyObject = NSOverwriteMergePolicy
    // https://developer.apple.com/documentation/coredata/nsrollbackmergepolicy
    //   var NSRollbackMergePolicy: AnyObject
    let _: AnyObject = NSRollbackMergePolicy
    // The usual assignment: var mergePolicy: Any { get set }
    context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
}
