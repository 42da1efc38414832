// Checks that the stub SDK imports each declaration under the Swift name and type that Apple's
// documentation shows (the URL and documented signature are next to each declaration in
// include/ and overlays/). Every line pins a name AND a type: if the importer produced a
// different name, label, optionality, mutability or bridged type, this file would not typecheck.
// Settable properties are pinned with ReferenceWritableKeyPath, so a missing setter fails too.
// Function types convert covariantly in their results and contravariantly in their parameters,
// so a function-type pin cannot see a result that is non-optional where Apple's is optional, or
// a parameter that accepts more than Apple's (nullable for nonnull, non-@Sendable for @Sendable).
// Optional results are therefore also pinned with `if let` (an error for a non-optional value);
// the parameter direction stays unchecked.
// Typechecked (Swift 6 mode, no errors, no warnings) together with the other files in api/.
import CoreData
import CloudKit

// A managed object subclass shaped like modelgen's output.
@objc(Commit)
public class Commit: NSManagedObject {
}

extension Commit {
    @nonobjc public class func createFetchRequest() -> NSFetchRequest<Commit> {
        NSFetchRequest<Commit>(entityName: "Commit")
    }

    @NSManaged public var sha: String
    @NSManaged public var date: Date
}

// MARK: - NSObject

func checkNSObject(_ a: NSObject, _ b: NSObject) {
    let _: NSObject = NSObject()
    let _: (Any?) -> Bool = a.isEqual
    let _: Int = a.hash
    let _: String = a.description
    // Apple's NSObject is Equatable and Hashable (ObjectiveC overlay).
    let _: Bool = a == b
    let _: Set<NSObject> = [a, b]
}

// MARK: - NSManagedObject

func checkManagedObject(_ ctx: NSManagedObjectContext, _ e: NSEntityDescription, _ o: NSManagedObject) {
    // init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    let _: NSManagedObject = NSManagedObject(entity: e, insertInto: nil)
    let _: (NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject = NSManagedObject.init(entity:insertInto:)
    // convenience init(context moc: NSManagedObjectContext)
    let _: (NSManagedObjectContext) -> NSManagedObject = NSManagedObject.init(context:)
    let _: Commit = Commit(context: ctx)
    // class func entity() -> NSEntityDescription
    let _: () -> NSEntityDescription = Commit.entity
    // class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult>
    let _: () -> NSFetchRequest<any NSFetchRequestResult> = NSManagedObject.fetchRequest
    // unowned(unsafe) var managedObjectContext: NSManagedObjectContext? { get }
    let _: KeyPath<NSManagedObject, NSManagedObjectContext?> = \NSManagedObject.managedObjectContext
    // var entity: NSEntityDescription { get }
    let _: KeyPath<NSManagedObject, NSEntityDescription> = \NSManagedObject.entity
    // var objectID: NSManagedObjectID { get }
    let _: KeyPath<NSManagedObject, NSManagedObjectID> = \NSManagedObject.objectID
    // var hasChanges, isInserted, isUpdated, isDeleted, isFault: Bool { get }
    let _: KeyPath<NSManagedObject, Bool> = \NSManagedObject.hasChanges
    let _: KeyPath<NSManagedObject, Bool> = \NSManagedObject.isInserted
    let _: KeyPath<NSManagedObject, Bool> = \NSManagedObject.isUpdated
    let _: KeyPath<NSManagedObject, Bool> = \NSManagedObject.isDeleted
    let _: KeyPath<NSManagedObject, Bool> = \NSManagedObject.isFault
    // func value(forKey key: String) -> Any? / func setValue(_ value: Any?, forKey key: String)
    let _: (String) -> Any? = o.value(forKey:)
    let _: (Any?, String) -> Void = o.setValue(_:forKey:)
    // func primitiveValue(forKey key: String) -> Any?
    let _: (String) -> Any? = o.primitiveValue(forKey:)
    // func setPrimitiveValue(_ value: Any?, forKey key: String)
    let _: (Any?, String) -> Void = o.setPrimitiveValue(_:forKey:)
    // func willAccessValue(forKey key: String?) / func didAccessValue(forKey key: String?)
    let _: (String?) -> Void = o.willAccessValue(forKey:)
    let _: (String?) -> Void = o.didAccessValue(forKey:)
    // func willChangeValue(forKey key: String) / func didChangeValue(forKey key: String)
    let _: (String) -> Void = o.willChangeValue(forKey:)
    let _: (String) -> Void = o.didChangeValue(forKey:)
    // func mutableSetValue(forKey key: String) -> NSMutableSet
    let _: (String) -> NSMutableSet = o.mutableSetValue(forKey:)
    // func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet
    let _: (String) -> NSMutableOrderedSet = o.mutableOrderedSetValue(forKey:)
    // func changedValues() -> [String : Any]
    let _: () -> [String: Any] = o.changedValues
    // func awakeFromInsert() / func awakeFromFetch()
    let _: () -> Void = o.awakeFromInsert
    let _: () -> Void = o.awakeFromFetch
}

// MARK: - NSFetchRequest and NSFetchRequestResult

func checkFetchRequest(_ ctx: NSManagedObjectContext) throws {
    // convenience init(entityName: String)
    let _: (String) -> NSFetchRequest<Commit> = NSFetchRequest<Commit>.init(entityName:)
    let request = NSFetchRequest<Commit>(entityName: "Commit")
    // var entityName: String? { get }
    let _: KeyPath<NSFetchRequest<Commit>, String?> = \NSFetchRequest<Commit>.entityName
    // var entity: NSEntityDescription? { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, NSEntityDescription?> = \NSFetchRequest<Commit>.entity
    // var predicate: NSPredicate? { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, NSPredicate?> = \NSFetchRequest<Commit>.predicate
    // var sortDescriptors: [NSSortDescriptor]? { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, [NSSortDescriptor]?> = \NSFetchRequest<Commit>.sortDescriptors
    // var affectedStores: [NSPersistentStore]? { get set } (NSPersistentStoreRequest's)
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, [NSPersistentStore]?> = \NSFetchRequest<Commit>.affectedStores
    // var fetchLimit / fetchOffset / fetchBatchSize: Int { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Int> = \NSFetchRequest<Commit>.fetchLimit
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Int> = \NSFetchRequest<Commit>.fetchOffset
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Int> = \NSFetchRequest<Commit>.fetchBatchSize
    // var returnsObjectsAsFaults / includesSubentities: Bool { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Bool> = \NSFetchRequest<Commit>.returnsObjectsAsFaults
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Bool> = \NSFetchRequest<Commit>.includesSubentities
    // var includesPendingChanges / includesPropertyValues / returnsDistinctResults: Bool { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Bool> = \NSFetchRequest<Commit>.includesPendingChanges
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Bool> = \NSFetchRequest<Commit>.includesPropertyValues
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, Bool> = \NSFetchRequest<Commit>.returnsDistinctResults
    // var resultType: NSFetchRequestResultType { get set }, an OptionSet
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, NSFetchRequestResultType> = \NSFetchRequest<Commit>.resultType
    let resultTypes: [NSFetchRequestResultType] = [
        .managedObjectResultType, .managedObjectIDResultType, .dictionaryResultType, .countResultType,
    ]
    _ = resultTypes.contains(NSFetchRequestResultType(rawValue: 4))
    // var relationshipKeyPathsForPrefetching: [String]? { get set }
    let _: ReferenceWritableKeyPath<NSFetchRequest<Commit>, [String]?> = \NSFetchRequest<Commit>.relationshipKeyPathsForPrefetching
    request.predicate = NSPredicate(format: "sha == %@", "abc")
    request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
    request.fetchLimit = 1
    request.fetchOffset = 2
    request.relationshipKeyPathsForPrefetching = ["author"]
    // func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T : NSFetchRequestResult
    let _: (NSFetchRequest<Commit>) throws -> [Commit] = ctx.fetch
    let commits: [Commit] = try ctx.fetch(request)
    // func count<T>(for request: NSFetchRequest<T>) throws -> Int where T : NSFetchRequestResult
    let _: (NSFetchRequest<Commit>) throws -> Int = ctx.count(for:)
    let _: Int = try ctx.count(for: request)
    // func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult
    let _: (NSPersistentStoreRequest) throws -> NSPersistentStoreResult = ctx.execute
    // The types documented as conforming to NSFetchRequestResult.
    let _: NSFetchRequest<NSNumber> = NSFetchRequest(entityName: "Commit")
    let _: NSFetchRequest<NSDictionary> = NSFetchRequest(entityName: "Commit")
    let _: NSFetchRequest<NSManagedObjectID> = NSFetchRequest(entityName: "Commit")
    let _: NSFetchRequest<NSManagedObject> = NSFetchRequest(entityName: "Commit")
    let _: any NSFetchRequestResult = commits[0]
    // The generated, typed request.
    let _: NSFetchRequest<Commit> = Commit.createFetchRequest()
}

// MARK: - NSManagedObjectContext

func checkContext(_ o: NSManagedObject, _ coordinator: NSPersistentStoreCoordinator) throws {
    // init(concurrencyType ct: NSManagedObjectContextConcurrencyType)
    let _: (NSManagedObjectContextConcurrencyType) -> NSManagedObjectContext = NSManagedObjectContext.init(concurrencyType:)
    let ctx = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let _: NSManagedObjectContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    // var hasChanges: Bool { get }
    let _: KeyPath<NSManagedObjectContext, Bool> = \NSManagedObjectContext.hasChanges
    // func insert(_ object: NSManagedObject) / func delete(_ object: NSManagedObject)
    let _: (NSManagedObjectContext) -> (NSManagedObject) -> Void = NSManagedObjectContext.insert
    let _: (NSManagedObjectContext) -> (NSManagedObject) -> Void = NSManagedObjectContext.delete
    // func save() throws
    let _: (NSManagedObjectContext) -> () throws -> Void = NSManagedObjectContext.save
    try ctx.save()
    // func rollback() / func reset() / func refreshAllObjects()
    let _: (NSManagedObjectContext) -> () -> Void = NSManagedObjectContext.rollback
    let _: (NSManagedObjectContext) -> () -> Void = NSManagedObjectContext.reset
    let _: (NSManagedObjectContext) -> () -> Void = NSManagedObjectContext.refreshAllObjects
    // func object(with objectID: NSManagedObjectID) -> NSManagedObject
    let _: (NSManagedObjectID) -> NSManagedObject = ctx.object(with:)
    // func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject
    let _: (NSManagedObjectID) throws -> NSManagedObject = ctx.existingObject(with:)
    let _: NSManagedObject = try ctx.existingObject(with: o.objectID)
    // func perform(_ block: @escaping @Sendable () -> Void)
    let _: (@escaping @Sendable () -> Void) -> Void = ctx.perform
    ctx.perform {}
    // func performAndWait(_ block: @Sendable () -> Void)
    let _: (@Sendable () -> Void) -> Void = ctx.performAndWait
    ctx.performAndWait {}
    // func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T
    let _: Int = ctx.performAndWait { 1 }
    let _: String = try ctx.performAndWait { () throws -> String in "" }
    // var mergePolicy: Any { get set }
    let _: ReferenceWritableKeyPath<NSManagedObjectContext, Any> = \NSManagedObjectContext.mergePolicy
    ctx.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
    // var automaticallyMergesChangesFromParent: Bool { get set }
    let _: ReferenceWritableKeyPath<NSManagedObjectContext, Bool> = \NSManagedObjectContext.automaticallyMergesChangesFromParent
    // var persistentStoreCoordinator: NSPersistentStoreCoordinator? { get set }
    let _: ReferenceWritableKeyPath<NSManagedObjectContext, NSPersistentStoreCoordinator?> =
        \NSManagedObjectContext.persistentStoreCoordinator
    ctx.persistentStoreCoordinator = coordinator
    let _: URL = o.objectID.uriRepresentation()
    // func isKindOf(entity: NSEntityDescription) -> Bool
    let _: (NSEntityDescription) -> Bool = o.entity.isKindOf(entity:)
    // func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID?
    let _: (URL) -> NSManagedObjectID? = coordinator.managedObjectID(forURIRepresentation:)
    if let _ = coordinator.managedObjectID(forURIRepresentation: o.objectID.uriRepresentation()) {}
    // NSManagedObjectID is Sendable.
    func isSendable(_: some Sendable) {}
    isSendable(o.objectID)
}

func checkContextAsync(_ ctx: NSManagedObjectContext) async throws {
    // func perform<T>(schedule: NSManagedObjectContext.ScheduledTaskType = .immediate,
    //                 _ block: @escaping @Sendable () throws -> T) async rethrows -> T
    let _: Int = await ctx.perform { 1 }
    let _: Int = await ctx.perform(schedule: .immediate) { 1 }
    let _: String = try await ctx.perform(schedule: .enqueued) { () throws -> String in "" }
    let _: [NSManagedObjectContext.ScheduledTaskType] = [.immediate, .enqueued]
}

// MARK: - Entities and properties

func checkEntity(_ ctx: NSManagedObjectContext, _ e: NSEntityDescription) {
    // init()
    let _: NSEntityDescription = NSEntityDescription()
    // class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
    let _: (String, NSManagedObjectContext) -> NSEntityDescription? = NSEntityDescription.entity(forEntityName:in:)
    if let _ = NSEntityDescription.entity(forEntityName: "Commit", in: ctx) {}
    // class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject
    let _: (String, NSManagedObjectContext) -> NSManagedObject = NSEntityDescription.insertNewObject(forEntityName:into:)
    // var name: String? { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, String?> = \NSEntityDescription.name
    // var managedObjectClassName: String! { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, String?> = \NSEntityDescription.managedObjectClassName
    let _: String = e.managedObjectClassName
    // var isAbstract: Bool { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, Bool> = \NSEntityDescription.isAbstract
    // unowned(unsafe) var superentity: NSEntityDescription? { get }
    let _: KeyPath<NSEntityDescription, NSEntityDescription?> = \NSEntityDescription.superentity
    // var subentities: [NSEntityDescription] { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, [NSEntityDescription]> = \NSEntityDescription.subentities
    // var properties: [NSPropertyDescription] { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, [NSPropertyDescription]> = \NSEntityDescription.properties
    // var propertiesByName: [String : NSPropertyDescription] { get }
    let _: KeyPath<NSEntityDescription, [String: NSPropertyDescription]> = \NSEntityDescription.propertiesByName
    // var attributesByName: [String : NSAttributeDescription] { get }
    let _: KeyPath<NSEntityDescription, [String: NSAttributeDescription]> = \NSEntityDescription.attributesByName
    // var relationshipsByName: [String : NSRelationshipDescription] { get }
    let _: KeyPath<NSEntityDescription, [String: NSRelationshipDescription]> = \NSEntityDescription.relationshipsByName
    // var uniquenessConstraints: [[Any]] { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, [[Any]]> = \NSEntityDescription.uniquenessConstraints
    // var indexes: [NSFetchIndexDescription] { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, [NSFetchIndexDescription]> = \NSEntityDescription.indexes
    // var userInfo: [AnyHashable : Any]? { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, [AnyHashable: Any]?> = \NSEntityDescription.userInfo
    // unowned(unsafe) var managedObjectModel: NSManagedObjectModel { get }
    let _: KeyPath<NSEntityDescription, NSManagedObjectModel> = \NSEntityDescription.managedObjectModel
    // var versionHashModifier: String? { get set } / var renamingIdentifier: String? { get set }
    let _: ReferenceWritableKeyPath<NSEntityDescription, String?> = \NSEntityDescription.versionHashModifier
    let _: ReferenceWritableKeyPath<NSEntityDescription, String?> = \NSEntityDescription.renamingIdentifier
    e.uniquenessConstraints = [["sha"]]
}

func checkProperties() {
    // NSPropertyDescription: unowned(unsafe) var entity: NSEntityDescription { get }
    let _: KeyPath<NSPropertyDescription, NSEntityDescription> = \NSPropertyDescription.entity
    // var name: String { get set }
    let _: ReferenceWritableKeyPath<NSPropertyDescription, String> = \NSPropertyDescription.name
    // var isOptional: Bool { get set } / var isTransient: Bool { get set }
    let _: ReferenceWritableKeyPath<NSPropertyDescription, Bool> = \NSPropertyDescription.isOptional
    let _: ReferenceWritableKeyPath<NSPropertyDescription, Bool> = \NSPropertyDescription.isTransient
    // var userInfo: [AnyHashable : Any]? { get set }
    let _: ReferenceWritableKeyPath<NSPropertyDescription, [AnyHashable: Any]?> = \NSPropertyDescription.userInfo
    // var versionHashModifier: String? { get set } / var renamingIdentifier: String? { get set }
    let _: ReferenceWritableKeyPath<NSPropertyDescription, String?> = \NSPropertyDescription.versionHashModifier
    let _: ReferenceWritableKeyPath<NSPropertyDescription, String?> = \NSPropertyDescription.renamingIdentifier
    // var validationPredicates: [NSPredicate] { get } / var validationWarnings: [Any] { get }
    let _: KeyPath<NSPropertyDescription, [NSPredicate]> = \NSPropertyDescription.validationPredicates
    let _: KeyPath<NSPropertyDescription, [Any]> = \NSPropertyDescription.validationWarnings
    // func setValidationPredicates(_ validationPredicates: [NSPredicate]?, withValidationWarnings validationWarnings: [String]?)
    let _: ([NSPredicate]?, [String]?) -> Void = NSPropertyDescription().setValidationPredicates(_:withValidationWarnings:)
    // var isIndexedBySpotlight: Bool { get set }
    let _: ReferenceWritableKeyPath<NSPropertyDescription, Bool> = \NSPropertyDescription.isIndexedBySpotlight
    // The validation error codes: var NSValidationNumberTooLargeError: Int { get }, …
    let _: [Int] = [
        NSValidationNumberTooLargeError, NSValidationNumberTooSmallError, NSValidationDateTooLateError,
        NSValidationDateTooSoonError, NSValidationStringTooLongError, NSValidationStringTooShortError,
        NSValidationStringPatternMatchingError,
    ]
    // NSManagedObjectModel: func setEntities(_:forConfigurationName:), func entities(forConfigurationName:) -> [NSEntityDescription]?,
    // var configurations: [String] { get }
    let configuredModel = NSManagedObjectModel()
    configuredModel.setEntities([], forConfigurationName: "Cloud")
    if let _: [NSEntityDescription] = configuredModel.entities(forConfigurationName: "Cloud") {}
    let _: KeyPath<NSManagedObjectModel, [String]> = \NSManagedObjectModel.configurations
    // NSPersistentStoreDescription: var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions? { get set }
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, NSPersistentCloudKitContainerOptions?> =
        \NSPersistentStoreDescription.cloudKitContainerOptions
    // NSPersistentCloudKitContainerOptions: init(containerIdentifier: String), var containerIdentifier: String { get }
    let _: KeyPath<NSPersistentCloudKitContainerOptions, String> = \NSPersistentCloudKitContainerOptions.containerIdentifier
    let _ = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.example")
    // NSPersistentCloudKitContainerOptions: var databaseScope: CKDatabase.Scope { get set } (with CloudKit);
    // CKDatabase.Scope: case public, private, shared
    let _: ReferenceWritableKeyPath<NSPersistentCloudKitContainerOptions, CKDatabase.Scope> =
        \NSPersistentCloudKitContainerOptions.databaseScope
    let _: [CKDatabase.Scope] = [.public, .private, .shared]
    // let NSPersistentHistoryTrackingKey: String / let NSPersistentStoreRemoteChangeNotificationPostOptionKey: String
    let _: [String] = [NSPersistentHistoryTrackingKey, NSPersistentStoreRemoteChangeNotificationPostOptionKey]
    // NSPersistentCloudKitContainer (a subclass of NSPersistentContainer, with its initializers)
    let _: NSPersistentContainer = NSPersistentCloudKitContainer(name: "Model", managedObjectModel: configuredModel)
    // NSObjectProtocol: func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>!
    let _: (Selector?, Any?, Any?) -> Unmanaged<AnyObject>? = NSPropertyDescription().perform(_:with:with:)
    if let _ = NSPropertyDescription().perform(
        #selector(NSPropertyDescription.setValidationPredicates(_:withValidationWarnings:)), with: nil, with: nil)
    {}

    // NSAttributeDescription (a subclass of NSPropertyDescription)
    let attribute = NSAttributeDescription()
    let _: NSPropertyDescription = attribute
    // var attributeType: NSAttributeType { get set }
    let _: ReferenceWritableKeyPath<NSAttributeDescription, NSAttributeType> = \NSAttributeDescription.attributeType
    // var attributeValueClassName: String? { get set }
    let _: ReferenceWritableKeyPath<NSAttributeDescription, String?> = \NSAttributeDescription.attributeValueClassName
    // var defaultValue: Any? { get set }
    let _: ReferenceWritableKeyPath<NSAttributeDescription, Any?> = \NSAttributeDescription.defaultValue
    // var allowsExternalBinaryDataStorage: Bool { get set }
    let _: ReferenceWritableKeyPath<NSAttributeDescription, Bool> = \NSAttributeDescription.allowsExternalBinaryDataStorage
    // var valueTransformerName: String? { get set }
    let _: ReferenceWritableKeyPath<NSAttributeDescription, String?> = \NSAttributeDescription.valueTransformerName
    // var preservesValueInHistoryOnDeletion: Bool { get set } / var allowsCloudEncryption: Bool { get set }
    let _: ReferenceWritableKeyPath<NSAttributeDescription, Bool> = \NSAttributeDescription.preservesValueInHistoryOnDeletion
    let _: ReferenceWritableKeyPath<NSAttributeDescription, Bool> = \NSAttributeDescription.allowsCloudEncryption
    attribute.attributeType = .stringAttributeType
    attribute.defaultValue = "x"

    // class NSDerivedAttributeDescription: NSAttributeDescription
    // var derivationExpression: NSExpression? { get set }
    let derived = NSDerivedAttributeDescription()
    let _: NSAttributeDescription = derived
    let _: ReferenceWritableKeyPath<NSDerivedAttributeDescription, NSExpression?> =
        \NSDerivedAttributeDescription.derivationExpression
    // class NSCompositeAttributeDescription: NSAttributeDescription   (macOS 14, iOS 17)
    // var elements: [NSAttributeDescription] { get set }
    let composite = NSCompositeAttributeDescription()
    let _: NSAttributeDescription = composite
    let _: ReferenceWritableKeyPath<NSCompositeAttributeDescription, [NSAttributeDescription]> =
        \NSCompositeAttributeDescription.elements
    composite.elements = [attribute]
    // class NSFetchedPropertyDescription: NSPropertyDescription
    // var fetchRequest: NSFetchRequest<any NSFetchRequestResult>? { get set }
    let fetched = NSFetchedPropertyDescription()
    let _: NSPropertyDescription = fetched
    let _: ReferenceWritableKeyPath<NSFetchedPropertyDescription, NSFetchRequest<any NSFetchRequestResult>?> =
        \NSFetchedPropertyDescription.fetchRequest
    fetched.fetchRequest = NSFetchRequest<any NSFetchRequestResult>()
    // NSExpression: init(format:_:), init(format:argumentArray:), init(forKeyPath:)
    derived.derivationExpression = NSExpression(format: "commits.@count")
    let _: NSExpression = NSExpression(format: "%K", argumentArray: ["name"])
    let _: NSExpression = NSExpression(forKeyPath: "name")

    // enum NSAttributeType: UInt, every documented case.
    let _: [NSAttributeType] = [
        .undefinedAttributeType, .integer16AttributeType, .integer32AttributeType, .integer64AttributeType,
        .decimalAttributeType, .doubleAttributeType, .floatAttributeType, .stringAttributeType,
        .booleanAttributeType, .dateAttributeType, .binaryDataAttributeType, .UUIDAttributeType,
        .URIAttributeType, .transformableAttributeType, .objectIDAttributeType, .compositeAttributeType,
    ]
    if let _ = NSAttributeType(rawValue: 100) {}
    let _: UInt = NSAttributeType.integer16AttributeType.rawValue

    // NSRelationshipDescription (a subclass of NSPropertyDescription)
    let relationship = NSRelationshipDescription()
    let _: NSPropertyDescription = relationship
    // unowned(unsafe) var destinationEntity: NSEntityDescription? { get set }
    let _: ReferenceWritableKeyPath<NSRelationshipDescription, NSEntityDescription?> = \NSRelationshipDescription.destinationEntity
    // unowned(unsafe) var inverseRelationship: NSRelationshipDescription? { get set }
    let _: ReferenceWritableKeyPath<NSRelationshipDescription, NSRelationshipDescription?> =
        \NSRelationshipDescription.inverseRelationship
    // var minCount: Int { get set } / var maxCount: Int { get set }
    let _: ReferenceWritableKeyPath<NSRelationshipDescription, Int> = \NSRelationshipDescription.minCount
    let _: ReferenceWritableKeyPath<NSRelationshipDescription, Int> = \NSRelationshipDescription.maxCount
    // var deleteRule: NSDeleteRule { get set }
    let _: ReferenceWritableKeyPath<NSRelationshipDescription, NSDeleteRule> = \NSRelationshipDescription.deleteRule
    // var isToMany: Bool { get }
    let _: KeyPath<NSRelationshipDescription, Bool> = \NSRelationshipDescription.isToMany
    // var isOrdered: Bool { get set }
    let _: ReferenceWritableKeyPath<NSRelationshipDescription, Bool> = \NSRelationshipDescription.isOrdered
    relationship.deleteRule = .nullifyDeleteRule
    // enum NSDeleteRule: UInt
    let _: [NSDeleteRule] = [.noActionDeleteRule, .nullifyDeleteRule, .cascadeDeleteRule, .denyDeleteRule]
    let _: UInt = NSDeleteRule.cascadeDeleteRule.rawValue

    // NSFetchIndexElementDescription
    // init(property: NSPropertyDescription, collationType: NSFetchIndexElementType)
    let _: (NSPropertyDescription, NSFetchIndexElementType) -> NSFetchIndexElementDescription =
        NSFetchIndexElementDescription.init(property:collationType:)
    let element = NSFetchIndexElementDescription(property: attribute, collationType: .binary)
    let _: [NSFetchIndexElementType] = [.binary, .rTree]
    // var isAscending: Bool { get set }
    let _: ReferenceWritableKeyPath<NSFetchIndexElementDescription, Bool> = \NSFetchIndexElementDescription.isAscending
    // var collationType: NSFetchIndexElementType { get set }
    let _: ReferenceWritableKeyPath<NSFetchIndexElementDescription, NSFetchIndexElementType> =
        \NSFetchIndexElementDescription.collationType
    // var property: NSPropertyDescription? { get }
    let _: KeyPath<NSFetchIndexElementDescription, NSPropertyDescription?> = \NSFetchIndexElementDescription.property

    // NSFetchIndexDescription
    // init(name: String, elements: [NSFetchIndexElementDescription]?)
    let _: (String, [NSFetchIndexElementDescription]?) -> NSFetchIndexDescription = NSFetchIndexDescription.init(name:elements:)
    let index = NSFetchIndexDescription(name: "bySha", elements: [element])
    // var name: String { get set } / var elements: [NSFetchIndexElementDescription] { get set }
    let _: ReferenceWritableKeyPath<NSFetchIndexDescription, String> = \NSFetchIndexDescription.name
    let _: ReferenceWritableKeyPath<NSFetchIndexDescription, [NSFetchIndexElementDescription]> = \NSFetchIndexDescription.elements
    // unowned(unsafe) var entity: NSEntityDescription? { get }
    let _: KeyPath<NSFetchIndexDescription, NSEntityDescription?> = \NSFetchIndexDescription.entity
    // @NSCopying var partialIndexPredicate: NSPredicate? { get set }
    let _: ReferenceWritableKeyPath<NSFetchIndexDescription, NSPredicate?> = \NSFetchIndexDescription.partialIndexPredicate
    let entity = NSEntityDescription()
    entity.properties = [attribute, relationship]
    entity.indexes = [index]
}

// MARK: - Model, container, store description, coordinator, merge policy

func checkModel(_ url: URL) {
    // init()
    let model = NSManagedObjectModel()
    // convenience init?(contentsOf url: URL)
    let _: (URL) -> NSManagedObjectModel? = NSManagedObjectModel.init(contentsOf:)
    if let _ = NSManagedObjectModel(contentsOf: url) {}
    // var entities: [NSEntityDescription] { get set }
    let _: ReferenceWritableKeyPath<NSManagedObjectModel, [NSEntityDescription]> = \NSManagedObjectModel.entities
    // var entitiesByName: [String : NSEntityDescription] { get }
    let _: KeyPath<NSManagedObjectModel, [String: NSEntityDescription]> = \NSManagedObjectModel.entitiesByName
    // func fetchRequestTemplate(forName name: String) -> NSFetchRequest<any NSFetchRequestResult>?
    let _: (String) -> NSFetchRequest<any NSFetchRequestResult>? = model.fetchRequestTemplate(forName:)
    if let _ = model.fetchRequestTemplate(forName: "recent") {}
    // func setFetchRequestTemplate(_ fetchRequestTemplate: NSFetchRequest<any NSFetchRequestResult>?, forName name: String)
    let _: (NSFetchRequest<any NSFetchRequestResult>?, String) -> Void = model.setFetchRequestTemplate(_:forName:)
    model.entities = [NSEntityDescription()]
}

func checkContainer(_ model: NSManagedObjectModel) {
    // convenience init(name: String)
    let _: (String) -> NSPersistentContainer = NSPersistentContainer.init(name:)
    // init(name: String, managedObjectModel model: NSManagedObjectModel)
    let _: (String, NSManagedObjectModel) -> NSPersistentContainer = NSPersistentContainer.init(name:managedObjectModel:)
    let container = NSPersistentContainer(name: "Commits", managedObjectModel: model)
    // var name: String { get }
    let _: KeyPath<NSPersistentContainer, String> = \NSPersistentContainer.name
    // var viewContext: NSManagedObjectContext { get }
    let _: KeyPath<NSPersistentContainer, NSManagedObjectContext> = \NSPersistentContainer.viewContext
    // var managedObjectModel: NSManagedObjectModel { get }
    let _: KeyPath<NSPersistentContainer, NSManagedObjectModel> = \NSPersistentContainer.managedObjectModel
    // var persistentStoreCoordinator: NSPersistentStoreCoordinator { get }
    let _: KeyPath<NSPersistentContainer, NSPersistentStoreCoordinator> = \NSPersistentContainer.persistentStoreCoordinator
    // var persistentStoreDescriptions: [NSPersistentStoreDescription] { get set }
    let _: ReferenceWritableKeyPath<NSPersistentContainer, [NSPersistentStoreDescription]> =
        \NSPersistentContainer.persistentStoreDescriptions
    // func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void)
    // Swift 6.2 and later import an Objective-C completion handler as @Sendable (SE-0463), on
    // macOS as here, so the parameter is pinned with @Sendable.
    let _: (@escaping @Sendable (NSPersistentStoreDescription, (any Error)?) -> Void) -> Void =
        container.loadPersistentStores(completionHandler:)
    container.loadPersistentStores { description, error in
        _ = (description, error)
    }
    // func newBackgroundContext() -> NSManagedObjectContext
    let _: () -> NSManagedObjectContext = container.newBackgroundContext
    // func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void)
    let _: (@escaping @Sendable (NSManagedObjectContext) -> Void) -> Void = container.performBackgroundTask
    container.performBackgroundTask { context in context.reset() }
    // NSPersistentContainer is Sendable (NS_SWIFT_SENDABLE in Apple's header).
    requireSendable(NSPersistentContainer.self)
}

func requireSendable<T: Sendable>(_: T.Type) {}

func checkContainerAsync(_ container: NSPersistentContainer) async throws {
    // func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T
    let _: Int = await container.performBackgroundTask { _ in 1 }
    let _: String = try await container.performBackgroundTask { context throws -> String in
        try context.save()
        return ""
    }
}

func checkStoreDescription(_ url: URL) {
    // init() (NSObject's) and init(url: URL)
    let _: NSPersistentStoreDescription = NSPersistentStoreDescription()
    let _: (URL) -> NSPersistentStoreDescription = NSPersistentStoreDescription.init(url:)
    let description = NSPersistentStoreDescription(url: url)
    // var type: String { get set }
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, String> = \NSPersistentStoreDescription.type
    // var url: URL? { get set }
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, URL?> = \NSPersistentStoreDescription.url
    // var configuration: String? { get set }
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, String?> = \NSPersistentStoreDescription.configuration
    // var shouldAddStoreAsynchronously: Bool { get set }
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, Bool> = \NSPersistentStoreDescription.shouldAddStoreAsynchronously
    // func setOption(_ option: NSObject?, forKey key: String)
    let _: (NSObject?, String) -> Void = description.setOption(_:forKey:)
    // let NSSQLiteStoreType: String / let NSInMemoryStoreType: String / let NSBinaryStoreType: String
    description.type = NSSQLiteStoreType
    description.type = NSInMemoryStoreType
    let _: String = NSSQLiteStoreType
    let _: String = NSBinaryStoreType
    description.setOption(true as NSNumber, forKey: "NSPersistentHistoryTrackingKey")
}

func checkCoordinatorAndMergePolicy(_ model: NSManagedObjectModel) {
    // NSPersistentStoreCoordinator: init(managedObjectModel model: NSManagedObjectModel)
    let _: (NSManagedObjectModel) -> NSPersistentStoreCoordinator = NSPersistentStoreCoordinator.init(managedObjectModel:)
    // var managedObjectModel: NSManagedObjectModel { get }
    let _: KeyPath<NSPersistentStoreCoordinator, NSManagedObjectModel> = \NSPersistentStoreCoordinator.managedObjectModel

    // NSMergePolicy: init(merge ty: NSMergePolicyType)
    let _: (NSMergePolicyType) -> NSMergePolicy = NSMergePolicy.init(merge:)
    let policy = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    // var mergeType: NSMergePolicyType { get }
    let _: KeyPath<NSMergePolicy, NSMergePolicyType> = \NSMergePolicy.mergeType
    // class var error / rollback / overwrite / mergeByPropertyObjectTrump / mergeByPropertyStoreTrump: NSMergePolicy { get }
    let _: [NSMergePolicy] = [
        NSMergePolicy.error, NSMergePolicy.rollback, NSMergePolicy.overwrite,
        NSMergePolicy.mergeByPropertyObjectTrump, NSMergePolicy.mergeByPropertyStoreTrump, policy,
    ]
    // enum NSMergePolicyType: UInt
    let _: [NSMergePolicyType] = [
        .errorMergePolicyType, .mergeByPropertyStoreTrumpMergePolicyType, .mergeByPropertyObjectTrumpMergePolicyType,
        .overwriteMergePolicyType, .rollbackMergePolicyType,
    ]
    // The global policies (var NSMergeByPropertyObjectTrumpMergePolicy: AnyObject, ...) are
    // pinned in MergePolicyGlobals.swift, which imports CoreData with @preconcurrency.
}

// MARK: - Store migration (persistent store types, coordinator, mapping and staged migration)

func checkStoreTypes() {
    // struct NSPersistentStore.StoreType: RawRepresentable (String), Equatable, Hashable
    // static let sqlite / inMemory / binary: NSPersistentStore.StoreType
    let types: [NSPersistentStore.StoreType] = [.sqlite, .inMemory, .binary]
    let _: Set<NSPersistentStore.StoreType> = Set(types)
    let _: Bool = types[0] == .sqlite
    // init(rawValue: String), var rawValue: String
    let _: (String) -> NSPersistentStore.StoreType = NSPersistentStore.StoreType.init(rawValue:)
    let _: NSPersistentStore.StoreType = NSPersistentStore.StoreType(rawValue: NSSQLiteStoreType)
    let _: String = NSPersistentStore.StoreType.inMemory.rawValue
    requireRawRepresentable(NSPersistentStore.StoreType.self, rawValue: String.self)
    // NSPersistentStore: var type: String { get }, var url: URL? { get set }, var configurationName: String { get }
    let _: KeyPath<NSPersistentStore, String> = \NSPersistentStore.type
    let _: ReferenceWritableKeyPath<NSPersistentStore, URL?> = \NSPersistentStore.url
    let _: KeyPath<NSPersistentStore, String> = \NSPersistentStore.configurationName
}

func requireRawRepresentable<T: RawRepresentable>(_: T.Type, rawValue: T.RawValue.Type) {}

func checkCoordinatorMigrationAPI(_ model: NSManagedObjectModel, _ url: URL, _ copyURL: URL) throws {
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    // var persistentStores: [NSPersistentStore] { get }
    let _: KeyPath<NSPersistentStoreCoordinator, [NSPersistentStore]> = \NSPersistentStoreCoordinator.persistentStores
    // func persistentStore(for URL: URL) -> NSPersistentStore?
    let _: (URL) -> NSPersistentStore? = coordinator.persistentStore(for:)
    // class func metadataForPersistentStore(type storeType: NSPersistentStore.StoreType, at storeURL: URL,
    //     options: [AnyHashable : Any]? = nil) throws -> [String : Any]
    let _: (NSPersistentStore.StoreType, URL, [AnyHashable: Any]?) throws -> [String: Any] =
        NSPersistentStoreCoordinator.metadataForPersistentStore(type:at:options:)
    let metadata: [String: Any] = try NSPersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
    // func isConfiguration(withName configuration: String?, compatibleWithStoreMetadata metadata: [String : Any]) -> Bool
    let _: (String?, [String: Any]) -> Bool = model.isConfiguration(withName:compatibleWithStoreMetadata:)
    let _: Bool = model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata)
    // class func mergedModel(from bundles: [Bundle]?, forStoreMetadata metadata: [String : Any]) -> NSManagedObjectModel?
    let _: ([Bundle]?, [String: Any]) -> NSManagedObjectModel? = NSManagedObjectModel.mergedModel(from:forStoreMetadata:)
    let _: NSManagedObjectModel? = NSManagedObjectModel.mergedModel(from: [.main], forStoreMetadata: metadata)
    // let NSMigratePersistentStoresAutomaticallyOption: String / let NSInferMappingModelAutomaticallyOption: String
    let _: String = NSMigratePersistentStoresAutomaticallyOption
    let _: String = NSInferMappingModelAutomaticallyOption
    let options: [AnyHashable: Any] = [
        NSMigratePersistentStoresAutomaticallyOption: true, NSInferMappingModelAutomaticallyOption: true,
    ]
    // func addPersistentStore(type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
    //     options: [AnyHashable : Any]? = nil) throws -> NSPersistentStore
    let _: (NSPersistentStore.StoreType, String?, URL, [AnyHashable: Any]?) throws -> NSPersistentStore =
        coordinator.addPersistentStore(type:configuration:at:options:)
    let store: NSPersistentStore = try coordinator.addPersistentStore(type: .sqlite, at: url)
    let _: NSPersistentStore = try coordinator.addPersistentStore(type: .sqlite, at: url, options: options)
    // func remove(_ store: NSPersistentStore) throws
    let _: (NSPersistentStore) throws -> Void = coordinator.remove
    try coordinator.remove(store)
    // func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable : Any]? = nil,
    //     withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable : Any]? = nil,
    //     type sourceType: NSPersistentStore.StoreType) throws
    let _: (URL, [AnyHashable: Any]?, URL, [AnyHashable: Any]?, NSPersistentStore.StoreType) throws -> Void =
        coordinator.replacePersistentStore(at:destinationOptions:withPersistentStoreFrom:sourceOptions:type:)
    try coordinator.replacePersistentStore(at: copyURL, withPersistentStoreFrom: url, type: .sqlite)
    // func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType,
    //     options: [AnyHashable : Any]? = nil) throws
    let _: (URL, NSPersistentStore.StoreType, [AnyHashable: Any]?) throws -> Void =
        coordinator.destroyPersistentStore(at:type:options:)
    try coordinator.destroyPersistentStore(at: copyURL, type: .sqlite)
    // NSManagedObjectModel: var versionIdentifiers: Set<AnyHashable> { get set }, var versionChecksum: String { get }
    let _: ReferenceWritableKeyPath<NSManagedObjectModel, Set<AnyHashable>> = \NSManagedObjectModel.versionIdentifiers
    let _: KeyPath<NSManagedObjectModel, String> = \NSManagedObjectModel.versionChecksum
    model.versionIdentifiers = ["2"]
    // NSManagedObjectModel: var localizationDictionary: [String : String]? { get set }
    let _: ReferenceWritableKeyPath<NSManagedObjectModel, [String: String]?> = \NSManagedObjectModel.localizationDictionary
    // NSPersistentStoreDescription: var shouldMigrateStoreAutomatically / shouldInferMappingModelAutomatically: Bool { get set }
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, Bool> =
        \NSPersistentStoreDescription.shouldMigrateStoreAutomatically
    let _: ReferenceWritableKeyPath<NSPersistentStoreDescription, Bool> =
        \NSPersistentStoreDescription.shouldInferMappingModelAutomatically
    // NSPersistentContainer: class func defaultDirectoryURL() -> URL
    let _: () -> URL = NSPersistentContainer.defaultDirectoryURL
}

func checkMappingAndMigrationManager(_ source: NSManagedObjectModel, _ destination: NSManagedObjectModel, _ url: URL)
    throws
{
    // class func inferredMappingModel(forSourceModel sourceModel: NSManagedObjectModel,
    //     destinationModel: NSManagedObjectModel) throws -> NSMappingModel
    let _: (NSManagedObjectModel, NSManagedObjectModel) throws -> NSMappingModel =
        NSMappingModel.inferredMappingModel(forSourceModel:destinationModel:)
    let mapping = try NSMappingModel.inferredMappingModel(forSourceModel: source, destinationModel: destination)
    // init?(from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?,
    //     destinationModel: NSManagedObjectModel?)
    let _: ([Bundle]?, NSManagedObjectModel?, NSManagedObjectModel?) -> NSMappingModel? =
        NSMappingModel.init(from:forSourceModel:destinationModel:)
    // init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel)
    let _: (NSManagedObjectModel, NSManagedObjectModel) -> NSMigrationManager =
        NSMigrationManager.init(sourceModel:destinationModel:)
    let manager = NSMigrationManager(sourceModel: source, destinationModel: destination)
    // var sourceModel: NSManagedObjectModel { get } / var destinationModel: NSManagedObjectModel { get }
    let _: KeyPath<NSMigrationManager, NSManagedObjectModel> = \NSMigrationManager.sourceModel
    let _: KeyPath<NSMigrationManager, NSManagedObjectModel> = \NSMigrationManager.destinationModel
    // func migrateStore(from sourceURL: URL, type sourceType: NSPersistentStore.StoreType,
    //     options sourceOptions: [AnyHashable : Any]? = nil, mapping: NSMappingModel, to destinationURL: URL,
    //     type destinationType: NSPersistentStore.StoreType, options destinationOptions: [AnyHashable : Any]? = nil) throws
    let _:
        (
            URL, NSPersistentStore.StoreType, [AnyHashable: Any]?, NSMappingModel, URL, NSPersistentStore.StoreType,
            [AnyHashable: Any]?
        ) throws -> Void = manager.migrateStore(from:type:options:mapping:to:type:options:)
    try manager.migrateStore(from: url, type: .sqlite, mapping: mapping, to: url, type: .sqlite)
}

func checkStagedMigration(
    _ v1: NSManagedObjectModel, _ v2: NSManagedObjectModel, _ description: NSPersistentStoreDescription
) {
    // NSManagedObjectModelReference: init(model: NSManagedObjectModel, versionChecksum: String),
    // var resolvedModel: NSManagedObjectModel { get }, var versionChecksum: String { get }
    let _: (NSManagedObjectModel, String) -> NSManagedObjectModelReference =
        NSManagedObjectModelReference.init(model:versionChecksum:)
    let from = NSManagedObjectModelReference(model: v1, versionChecksum: v1.versionChecksum)
    let to = NSManagedObjectModelReference(model: v2, versionChecksum: v2.versionChecksum)
    let _: KeyPath<NSManagedObjectModelReference, NSManagedObjectModel> = \NSManagedObjectModelReference.resolvedModel
    let _: KeyPath<NSManagedObjectModelReference, String> = \NSManagedObjectModelReference.versionChecksum
    // NSCustomMigrationStage: convenience init(migratingFrom currentModel: NSManagedObjectModelReference,
    //     to nextModel: NSManagedObjectModelReference)
    let _: (NSManagedObjectModelReference, NSManagedObjectModelReference) -> NSCustomMigrationStage =
        NSCustomMigrationStage.init(migratingFrom:to:)
    let custom = NSCustomMigrationStage(migratingFrom: from, to: to)
    // var currentModel / nextModel: NSManagedObjectModelReference { get }
    let _: KeyPath<NSCustomMigrationStage, NSManagedObjectModelReference> = \NSCustomMigrationStage.currentModel
    let _: KeyPath<NSCustomMigrationStage, NSManagedObjectModelReference> = \NSCustomMigrationStage.nextModel
    // var willMigrateHandler / didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? { get set }
    typealias Handler = (NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void
    let _: ReferenceWritableKeyPath<NSCustomMigrationStage, Handler?> = \NSCustomMigrationStage.willMigrateHandler
    let _: ReferenceWritableKeyPath<NSCustomMigrationStage, Handler?> = \NSCustomMigrationStage.didMigrateHandler
    custom.willMigrateHandler = { manager, stage in
        guard let container = manager.container else { return }
        _ = (container.viewContext, stage.currentModel.resolvedModel)
    }
    custom.didMigrateHandler = nil
    // NSMigrationStage: var label: String! { get set }
    let _: ReferenceWritableKeyPath<NSMigrationStage, String?> = \NSMigrationStage.label
    let _: String = custom.label
    custom.label = "v1 to v2"
    // NSLightweightMigrationStage: convenience init(_ checksums: [String]), var versionChecksums: [String] { get }
    let _: ([String]) -> NSLightweightMigrationStage = NSLightweightMigrationStage.init(_:)
    let lightweight = NSLightweightMigrationStage([v1.versionChecksum])
    let _: KeyPath<NSLightweightMigrationStage, [String]> = \NSLightweightMigrationStage.versionChecksums
    // NSStagedMigrationManager: convenience init(_ stages: [NSMigrationStage]),
    // var stages: [NSMigrationStage] { get }, var container: NSPersistentContainer? { get }
    let _: ([NSMigrationStage]) -> NSStagedMigrationManager = NSStagedMigrationManager.init(_:)
    let manager = NSStagedMigrationManager([lightweight, custom])
    let _: KeyPath<NSStagedMigrationManager, [NSMigrationStage]> = \NSStagedMigrationManager.stages
    let _: KeyPath<NSStagedMigrationManager, NSPersistentContainer?> = \NSStagedMigrationManager.container
    if let _ = manager.container {}
    // let NSPersistentStoreStagedMigrationManagerOptionKey: String
    let _: String = NSPersistentStoreStagedMigrationManagerOptionKey
    description.setOption(manager, forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
}

func checkFileSystem(_ url: URL) {
    // ProcessInfo: class var processInfo: ProcessInfo { get }, var arguments: [String] { get }
    let _: ProcessInfo = ProcessInfo.processInfo
    let _: KeyPath<ProcessInfo, [String]> = \ProcessInfo.arguments
    // FileManager: class var `default`: FileManager { get }, func fileExists(atPath path: String) -> Bool
    let _: FileManager = FileManager.default
    let _: (String) -> Bool = FileManager.default.fileExists(atPath:)
    // URL: var path / lastPathComponent / pathExtension: String { get }
    let _: KeyPath<URL, String> = \URL.path
    let _: KeyPath<URL, String> = \URL.lastPathComponent
    let _: KeyPath<URL, String> = \URL.pathExtension
    // func appendingPathComponent(_ pathComponent: String) -> URL, func deletingLastPathComponent() -> URL,
    // func deletingPathExtension() -> URL
    let _: (String) -> URL = url.appendingPathComponent
    let _: () -> URL = url.deletingLastPathComponent
    let _: () -> URL = url.deletingPathExtension
    let _: Bool = FileManager.default.fileExists(atPath: url.deletingLastPathComponent().appendingPathComponent("x").path)
}

// MARK: - Foundation

func checkFoundation(_ set: NSOrderedSet, _ err: NSError) {
    // NSOrderedSet: var array: [Any] { get }, var set: Set<AnyHashable> { get }, var count: Int { get }
    let _: [Any] = set.array
    let _: Set<AnyHashable> = set.set
    let _: Int = set.count
    // func contains(_ object: Any) -> Bool / func index(of object: Any) -> Int / func object(at idx: Int) -> Any
    let _: (Any) -> Bool = set.contains
    let _: (Any) -> Int = set.index(of:)
    let _: (Int) -> Any = set.object(at:)
    // NSMutableOrderedSet: add(_:), remove(_:), insert(_:at:), removeObject(at:)
    let ordered = NSMutableOrderedSet()
    let _: (Any) -> Void = ordered.add
    let _: (Any) -> Void = ordered.remove
    let _: (Any, Int) -> Void = ordered.insert(_:at:)
    let _: (Int) -> Void = ordered.removeObject(at:)
    // insert(_:at:) with IndexSet, removeObjects(at:), replaceObject(at:with:), replaceObjects(at:with:),
    // addObjects(from:), removeObjects(in:)
    let _: ([Any], IndexSet) -> Void = ordered.insert(_:at:)
    let _: (IndexSet) -> Void = ordered.removeObjects(at:)
    let _: (Int, Any) -> Void = ordered.replaceObject(at:with:)
    let _: (IndexSet, [Any]) -> Void = ordered.replaceObjects(at:with:)
    let _: ([Any]) -> Void = ordered.addObjects(from:)
    let _: ([Any]) -> Void = ordered.removeObjects(in:)
    // IndexSet: init(integer:), init(integersIn:) with any range expression of Int
    let _: IndexSet = IndexSet(integer: 0)
    let _: IndexSet = IndexSet(integersIn: 1..<3)
    let _: IndexSet = IndexSet(integersIn: 1...3)
    // NSSet: var count: Int { get }, func contains(_ anObject: Any) -> Bool, var allObjects: [Any] { get }
    let plain = NSSet()
    let _: Int = plain.count
    let _: (Any) -> Bool = plain.contains
    let _: [Any] = plain.allObjects
    // NSMutableSet: func add(_ object: Any), func remove(_ object: Any)
    let mutable = NSMutableSet()
    let _: (Any) -> Void = mutable.add
    let _: (Any) -> Void = mutable.remove
    // NSIndexSet: convenience init(index value: Int), var count: Int { get }, func contains(_ value: Int) -> Bool
    let indexes = NSIndexSet(index: 1)
    let _: Int = indexes.count
    let _: (Int) -> Bool = indexes.contains
    // NSNumber: init(value:) for each scalar type, and the typed accessors.
    let _: NSNumber = NSNumber(value: Int16(1))
    let _: NSNumber = NSNumber(value: Int32(1))
    let _: NSNumber = NSNumber(value: Int64(1))
    let _: NSNumber = NSNumber(value: 1)
    let _: NSNumber = NSNumber(value: Float(1))
    let _: NSNumber = NSNumber(value: 1.5)
    let _: NSNumber = NSNumber(value: true)
    let number = NSNumber(value: 1)
    let _: Int16 = number.int16Value
    let _: Int32 = number.int32Value
    let _: Int64 = number.int64Value
    let _: Int = number.intValue
    let _: Float = number.floatValue
    let _: Double = number.doubleValue
    let _: Bool = number.boolValue
    let _: String = number.stringValue
    // NSDecimalNumber: convenience init(string numberValue: String?), init(decimal dcm: Decimal),
    // var decimalValue: Decimal { get }
    let _: (String?) -> NSDecimalNumber = NSDecimalNumber.init(string:)
    let _: NSDecimalNumber = NSDecimalNumber(string: nil)
    let _: (Decimal) -> NSDecimalNumber = NSDecimalNumber.init(decimal:)
    let _: Decimal = NSDecimalNumber(decimal: 1).decimalValue
    let _: NSDecimalNumber = NSDecimalNumber.zero
    // NSSortDescriptor: init(key: String?, ascending: Bool), var key: String? { get }, var ascending: Bool { get }
    let _: (String?, Bool) -> NSSortDescriptor = NSSortDescriptor.init(key:ascending:)
    let _: KeyPath<NSSortDescriptor, String?> = \NSSortDescriptor.key
    let _: KeyPath<NSSortDescriptor, Bool> = \NSSortDescriptor.ascending
    // Value types and their bridged classes.
    let _: NSDate = Date() as NSDate
    let _: Date = NSDate() as Date
    let _: NSData = Data() as NSData
    let _: NSUUID = UUID() as NSUUID
    let _: NSURL = URL(string: "https://example.com")! as NSURL
    let _: NSDecimalNumber = Decimal(1) as NSDecimalNumber
    let _: NSIndexSet = IndexSet() as NSIndexSet
    let _: NSString = "s" as NSString
    let _: NSArray = [1, 2] as NSArray
    let _: NSSet = Set(["a"]) as NSSet
    let _: NSDictionary = ["a": 1] as NSDictionary
    let _: NSNumber = 3 as NSNumber
    let _: Error = err
    let _: String = err.domain
    let _: [String: Any] = err.userInfo
    let _: String = NSUUID().uuidString
    let _: TimeInterval = NSDate().timeIntervalSinceReferenceDate
}

func checkPredicates() {
    // init(format predicateFormat: String, _ args: any CVarArg...)
    let _: NSPredicate = NSPredicate(format: "sha == %@ AND count > %@", "abc", NSNumber(value: 1))
    // init(format predicateFormat: String, argumentArray arguments: [Any]?)
    let _: (String, [Any]?) -> NSPredicate = NSPredicate.init(format:argumentArray:)
    // init(value: Bool)
    let predicate = NSPredicate(value: true)
    // func evaluate(with object: Any?) -> Bool
    let _: (Any?) -> Bool = predicate.evaluate(with:)
    // func evaluate(with object: Any?, substitutionVariables bindings: [String : Any]?) -> Bool
    let _: (Any?, [String: Any]?) -> Bool = predicate.evaluate(with:substitutionVariables:)
    // func withSubstitutionVariables(_ variables: [String : Any]) -> Self
    let _: ([String: Any]) -> NSPredicate = predicate.withSubstitutionVariables
    // var predicateFormat: String { get }
    let _: String = predicate.predicateFormat
    // NSCompoundPredicate: init(andPredicateWithSubpredicates:), init(orPredicateWithSubpredicates:),
    // init(notPredicateWithSubpredicate:), init(type:subpredicates:)
    let _: ([NSPredicate]) -> NSCompoundPredicate = NSCompoundPredicate.init(andPredicateWithSubpredicates:)
    let _: ([NSPredicate]) -> NSCompoundPredicate = NSCompoundPredicate.init(orPredicateWithSubpredicates:)
    let _: (NSPredicate) -> NSCompoundPredicate = NSCompoundPredicate.init(notPredicateWithSubpredicate:)
    let _: (NSCompoundPredicate.LogicalType, [NSPredicate]) -> NSCompoundPredicate = NSCompoundPredicate.init(type:subpredicates:)
    let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [predicate])
    let _: NSPredicate = compound
    let _: [NSCompoundPredicate.LogicalType] = [.not, .and, .or]
    let _: NSCompoundPredicate.LogicalType = compound.compoundPredicateType
    let _: [Any] = compound.subpredicates
    // `-> Self`: on a subclass the result has the subclass's type.
    let _: NSCompoundPredicate = compound.withSubstitutionVariables([:])
}

// A transformer as an app declares one: override points and types of ValueTransformer.
final class TagsTransformer: NSSecureUnarchiveFromDataTransformer {
    // class var allowedTopLevelClasses: [AnyClass] { get }
    override class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSString.self] }
    // class func transformedValueClass() -> AnyClass
    override class func transformedValueClass() -> AnyClass { NSArray.self }
    // class func allowsReverseTransformation() -> Bool
    override class func allowsReverseTransformation() -> Bool { true }
    // func transformedValue(_ value: Any?) -> Any?
    override func transformedValue(_ value: Any?) -> Any? { value }
    // func reverseTransformedValue(_ value: Any?) -> Any?
    override func reverseTransformedValue(_ value: Any?) -> Any? { value }
}

func checkValueTransformer() {
    // init()
    let transformer: ValueTransformer = ValueTransformer()
    let _: ValueTransformer = TagsTransformer()
    // class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName)
    let _: (ValueTransformer?, NSValueTransformerName) -> Void = ValueTransformer.setValueTransformer(_:forName:)
    ValueTransformer.setValueTransformer(TagsTransformer(), forName: NSValueTransformerName(rawValue: "TagsTransformer"))
    // init?(forName name: NSValueTransformerName)
    let _: (NSValueTransformerName) -> ValueTransformer? = ValueTransformer.init(forName:)
    // static let secureUnarchiveFromDataTransformerName: NSValueTransformerName
    let name: NSValueTransformerName = .secureUnarchiveFromDataTransformerName
    let _: String = name.rawValue
    if let _ = ValueTransformer(forName: name) {}
    // func transformedValue(_ value: Any?) -> Any? / func reverseTransformedValue(_ value: Any?) -> Any?
    let _: (Any?) -> Any? = transformer.transformedValue
    let _: (Any?) -> Any? = transformer.reverseTransformedValue
    // class func allowsReverseTransformation() -> Bool / class func transformedValueClass() -> AnyClass
    let _: () -> Bool = ValueTransformer.allowsReverseTransformation
    let _: () -> AnyClass = ValueTransformer.transformedValueClass
    // NSSecureUnarchiveFromDataTransformer: class var allowedTopLevelClasses: [AnyClass] { get }
    let _: [AnyClass] = NSSecureUnarchiveFromDataTransformer.allowedTopLevelClasses
    let _: ValueTransformer = NSSecureUnarchiveFromDataTransformer()
}

// Swift value types and the Swift-only Foundation API the sample app uses.
struct GitHubCommit: Decodable {
    var sha: String
    var date: Date
    var url: URL
    var id: UUID
    var payload: Data?
    var price: Decimal?
}

func checkSwiftFoundation(_ data: Data) throws {
    // URL: init?(string: String), init(fileURLWithPath path: String)
    if let _ = URL(string: "https://api.github.com") {}
    let _: URL = URL(fileURLWithPath: "/tmp/Commits.sqlite")
    // Date: init(), static var now: Date, init(timeIntervalSinceNow: TimeInterval),
    // func addingTimeInterval(_ timeInterval: TimeInterval) -> Date
    let _: Date = Date()
    let _: Date = Date.now
    let _: Date = Date(timeIntervalSinceNow: -60)
    let _: (TimeInterval) -> Date = Date().addingTimeInterval
    let _: TimeInterval = Double(1)
    // UUID: init(), init?(uuidString: String)
    let _: UUID = UUID()
    if let _ = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") {}
    // Data: init()
    let _: Data = Data()
    // JSONDecoder: init(), var dateDecodingStrategy, var keyDecodingStrategy,
    // func decode<T>(_ type: T.Type, from data: Data) throws -> T where T : Decodable
    let decoder = JSONDecoder()
    let _: ReferenceWritableKeyPath<JSONDecoder, JSONDecoder.DateDecodingStrategy> = \JSONDecoder.dateDecodingStrategy
    let _: ReferenceWritableKeyPath<JSONDecoder, JSONDecoder.KeyDecodingStrategy> = \JSONDecoder.keyDecodingStrategy
    decoder.dateDecodingStrategy = JSONDecoder.DateDecodingStrategy.iso8601
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let _: [GitHubCommit] = try decoder.decode([GitHubCommit].self, from: data)
    requireSendable(JSONDecoder.self)
    // NSManagedObjectModel.fetchRequestFromTemplate(withName:substitutionVariables:) -> NSFetchRequest<any NSFetchRequestResult>?
    let _: (NSManagedObjectModel) -> (String, [String: Any]) -> NSFetchRequest<any NSFetchRequestResult>? =
        NSManagedObjectModel.fetchRequestFromTemplate(withName:substitutionVariables:)
    // Bundle: class var main, url(forResource:withExtension:) -> URL?, Sendable.
    let _: Bundle = Bundle.main
    let _: URL? = Bundle.main.url(forResource: "commits", withExtension: "json")
    requireSendable(Bundle.self)
    // PropertyListSerialization.propertyList(from:options:format:) throws -> Any, with
    // PropertyListFormat (openStep, xml, binary) and ReadOptions (MutabilityOptions).
    let _: (Data, PropertyListSerialization.ReadOptions, UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?) throws -> Any =
        PropertyListSerialization.propertyList(from:options:format:)
    let _: [PropertyListSerialization.PropertyListFormat] = [.openStep, .xml, .binary]
    // Data(contentsOf:options:) throws; FileHandle.standardError and write(contentsOf:) throws.
    let _: (URL, Data.ReadingOptions) throws -> Data = Data.init(contentsOf:options:)
    let _: FileHandle = FileHandle.standardError
    try? FileHandle.standardError.write(contentsOf: Data())
    requireSendable(FileHandle.self)
    // NSStringFromClass(_:) -> String; exit(_:) -> Never.
    let _: (AnyClass) -> String = NSStringFromClass
    let _: (Int32) -> Never = exit
    // ISO8601DateFormatter: init(), var formatOptions: ISO8601DateFormatter.Options { get set },
    // func string(from date: Date) -> String, func date(from string: String) -> Date?
    let formatter = ISO8601DateFormatter()
    let _: Formatter = formatter
    let _: ReferenceWritableKeyPath<ISO8601DateFormatter, ISO8601DateFormatter.Options> = \ISO8601DateFormatter.formatOptions
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let _: (Date) -> String = formatter.string(from:)
    let _: (String) -> Date? = formatter.date(from:)
    if let _ = formatter.date(from: "2026-01-01T00:00:00Z") {}
}

// Apple's NSObject is Equatable and Hashable; generated classes are used as Set elements.
func checkHashable(_ a: Commit, _ b: Commit) -> Bool {
    let s: Set<Commit> = [a, b]
    return a == b || s.contains(a)
}
