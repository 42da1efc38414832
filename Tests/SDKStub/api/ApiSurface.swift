// Checks that the stub SDK imports each declaration under the Swift name and type that
// Apple's documentation shows. Every line pins a name AND a type: if the importer produced
// a different name, label, optionality or bridged type, this file would not type-check.
// Typechecked together with the CommitsApp sample's Model files (Commit, Author).
import CoreData

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
    // var managedObjectContext: NSManagedObjectContext? { get }
    let _: NSManagedObjectContext? = o.managedObjectContext
    // var entity: NSEntityDescription { get }
    let _: NSEntityDescription = o.entity
    // var objectID: NSManagedObjectID { get }
    let _: NSManagedObjectID = o.objectID
    let _: Bool = o.isInserted || o.isUpdated || o.isDeleted || o.isFault
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
    // func value(forKey key: String) -> Any? / func setValue(_ value: Any?, forKey key: String)
    let _: (String) -> Any? = o.value(forKey:)
    let _: (Any?, String) -> Void = o.setValue(_:forKey:)
    // func mutableSetValue(forKey key: String) -> NSMutableSet
    let _: (String) -> NSMutableSet = o.mutableSetValue(forKey:)
    // func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet
    let _: (String) -> NSMutableOrderedSet = o.mutableOrderedSetValue(forKey:)
    // func changedValues() -> [String : Any]
    let _: [String: Any] = o.changedValues()
    o.awakeFromInsert()
}

func checkFetchRequest(_ ctx: NSManagedObjectContext) throws {
    // convenience init(entityName: String)
    let request = NSFetchRequest<Commit>(entityName: "Commit")
    // var predicate: NSPredicate? { get set }
    request.predicate = NSPredicate(format: "sha == %@", "abc")
    request.predicate = NSPredicate(format: "sha == %@", argumentArray: ["abc"])
    request.predicate = NSPredicate(value: true)
    // var sortDescriptors: [NSSortDescriptor]? { get set }
    request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
    let _: [NSSortDescriptor]? = request.sortDescriptors
    // var fetchLimit: Int { get set }
    request.fetchLimit = 1
    let _: Int = request.fetchBatchSize
    request.relationshipKeyPathsForPrefetching = ["author"]
    request.includesSubentities = false
    // var entityName: String? { get }
    let _: String? = request.entityName
    // var entity: NSEntityDescription? { get set }
    let _: NSEntityDescription? = request.entity
    // func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T : NSFetchRequestResult
    let commits: [Commit] = try ctx.fetch(request)
    // func count<T>(for request: NSFetchRequest<T>) throws -> Int
    let _: Int = try ctx.count(for: request)
    // NSFetchRequestResult conformances
    let _: NSFetchRequest<NSNumber> = NSFetchRequest(entityName: "Commit")
    let _: NSFetchRequest<NSDictionary> = NSFetchRequest(entityName: "Commit")
    let _: NSFetchRequest<NSManagedObjectID> = NSFetchRequest(entityName: "Commit")
    // The generated, typed request.
    let _: NSFetchRequest<Commit> = Commit.createFetchRequest()
    _ = commits
}

func checkContext(_ o: NSManagedObject) throws {
    // init(concurrencyType ct: NSManagedObjectContextConcurrencyType)
    let ctx = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    _ = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    let _: Bool = ctx.hasChanges
    ctx.insert(o)          // func insert(_ object: NSManagedObject)
    ctx.delete(o)          // func delete(_ object: NSManagedObject)
    try ctx.save()         // func save() throws
    ctx.rollback()
    let _: NSManagedObject = ctx.object(with: o.objectID)
    // class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription?
    let _: NSEntityDescription? = NSEntityDescription.entity(forEntityName: "Commit", in: ctx)
    // class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject
    let _: NSManagedObject = NSEntityDescription.insertNewObject(forEntityName: "Commit", into: ctx)
    let e = Commit.entity()
    let _: String? = e.name
    let _: String = e.managedObjectClassName
    let _: Bool = e.isAbstract
    let _: URL = o.objectID.uriRepresentation()
}

func checkFoundation(_ set: NSOrderedSet, _ err: NSError) {
    // NSOrderedSet: var array: [Any] { get }, var set: Set<AnyHashable> { get }
    let _: [Any] = set.array
    let _: Set<AnyHashable> = set.set
    let _: Int = set.count
    // NSNumber <-> numbers
    let _: NSNumber = NSNumber(value: Int16(1))
    let _: Int16 = NSNumber(value: 1.5).int16Value
    let _: Int = NSNumber(value: true).intValue
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

// Apple's NSObject is Equatable and Hashable; generated classes are used as Set elements.
func checkHashable(_ a: Commit, _ b: Commit) -> Bool {
    let s: Set<Commit> = [a, b]
    return a == b || s.contains(a)
}
