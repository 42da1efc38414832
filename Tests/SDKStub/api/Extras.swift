// Declarations that Apple's compiler accepts in generated code (every attribute type modelgen
// emits, Identifiable, the computed decimal and optional-scalar patterns); typechecked with the
// other files in api/, against the stub and against Apple's SDK where it is set up.
import Foundation
import CoreData

@objc(Product)
public class Product: NSManagedObject {
}

extension Product {
    // Decimal is the C struct NSDecimal: the required form compiles (though Core Data's accessor
    // returns an NSDecimalNumber, so modelgen computes decimals over key-value coding, below); the
    // optional form has no Objective-C type (CompileTests' SDKStub checks).
    @NSManaged public var price: Decimal
    // Every other attribute type modelgen emits, required and optional.
    @NSManaged public var name: String
    @NSManaged public var nickname: String?
    @NSManaged public var sold: Bool
    @NSManaged public var small: Int16
    @NSManaged public var medium: Int32
    @NSManaged public var large: Int64
    @NSManaged public var ratio: Float
    @NSManaged public var score: Double
    @NSManaged public var created: Date
    @NSManaged public var due: Date?
    @NSManaged public var blob: Data
    @NSManaged public var thumb: Data?
    @NSManaged public var uuid: UUID
    @NSManaged public var otherUUID: UUID?
    @NSManaged public var link: URL
    @NSManaged public var homepage: URL?
    @NSManaged public var transformable: NSObject
    @NSManaged public var strings: [String]?
    @NSManaged public var related: Set<Product>
    @NSManaged public var ordered: NSOrderedSet
    @NSManaged public var parent: Product?

    @objc(addRelatedObject:)
    @NSManaged public func addToRelated(_ value: Product)

    @objc(insertObject:inOrderedAtIndex:)
    @NSManaged public func insertIntoOrdered(_ value: Product, at idx: Int)

    @objc(replaceOrderedAtIndexes:withOrdered:)
    @NSManaged public func replaceOrdered(at indexes: NSIndexSet, with values: [Product])
}

// Identifiable comes from the Swift standard library; for a class its `id` defaults to
// ObjectIdentifier.
extension Product: Identifiable {}

func identity(_ p: Product) -> ObjectIdentifier { p.id }
func requiresIdentifiable<T: Identifiable>(_ value: T) -> T.ID { value.id }
func useIdentifiable(_ p: Product) -> ObjectIdentifier { requiresIdentifiable(p) }

// The computed optional-scalar and decimal patterns modelgen generates.
extension Product {
    public var rank: Int16? {
        get { value(forKey: "rank") as? Int16 }
        set { setValue(newValue, forKey: "rank") }
    }
    public var discount: Decimal? {
        get { value(forKey: "discount") as? Decimal }
        set { setValue(newValue, forKey: "discount") }
    }
    public var total: Decimal {
        get { value(forKey: "total") as? Decimal ?? 0 }
        set { setValue(newValue, forKey: "total") }
    }
    // What Core Data stores for a decimal, and back.
    public func stored(_ value: Decimal) -> NSDecimalNumber { NSDecimalNumber(decimal: value) }
    public func read(_ number: NSDecimalNumber) -> Decimal { number.decimalValue }
    public var orderedArray: [Product] {
        ordered.array as? [Product] ?? []
    }
}
