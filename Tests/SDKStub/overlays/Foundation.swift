// Swift overlay for the stub Foundation module, built with -import-underlying-module so the
// Clang module "Foundation" (include/Foundation) is re-exported.
//
// What the type checker needs from Apple's Foundation overlay (plus the few Swift-only types
// modelgen's sample app uses: JSONDecoder, Codable conformances), and nothing more:
//  1. The value types Date, Data, UUID, URL, Decimal, IndexSet, named by Foundation.apinotes
//     (SwiftBridge) for NSDate, NSData, NSUUID, NSURL, NSIndexSet.
//  2. _ObjectiveCBridgeable conformances (protocol from the Swift standard library), which
//     make a Swift type representable in Objective-C: String<->NSString, Array<->NSArray,
//     Set<->NSSet, Dictionary<->NSDictionary, Date<->NSDate, Data<->NSData, UUID<->NSUUID,
//     URL<->NSURL, IndexSet<->NSIndexSet, Decimal<->NSDecimalNumber, and the numeric types and
//     Bool <-> NSNumber. Apple's overlay declares the same conformances; see e.g.
//     https://developer.apple.com/documentation/foundation/date ("Conforms To ...
//     ReferenceConvertible", with ReferenceType NSDate) and the "Bridging" sections of
//     https://developer.apple.com/documentation/swift/string.
// Every body traps: nothing built against this SDK is ever linked or run.

@_exported import ObjectiveC
@_exported import Foundation   // the Clang module (underlying module)

@inline(never)
@usableFromInline
internal func _sdkStubUnavailable(_ function: StaticString = #function) -> Never {
  fatalError("sdkstub: \(function) is a type-checking stub")
}

// MARK: - Value types

// https://developer.apple.com/documentation/foundation/timeinterval
// (typealias TimeInterval = Double comes from NSObjCRuntime.h + API notes.)

/// https://developer.apple.com/documentation/foundation/date
///   struct Date (Equatable, Hashable, Comparable, Codable, Sendable)
public struct Date: Equatable, Hashable, Comparable, Sendable {
  public var timeIntervalSinceReferenceDate: TimeInterval
  /// https://developer.apple.com/documentation/foundation/date/init()   init()
  public init() { timeIntervalSinceReferenceDate = 0 }
  public init(timeIntervalSinceReferenceDate ti: TimeInterval) { timeIntervalSinceReferenceDate = ti }
  public init(timeIntervalSince1970 ti: TimeInterval) { timeIntervalSinceReferenceDate = ti - 978_307_200 }
  /// https://developer.apple.com/documentation/foundation/date/init(timeintervalsincenow:)
  ///   init(timeIntervalSinceNow: TimeInterval)
  public init(timeIntervalSinceNow: TimeInterval) { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/date/now   static var now: Date { get }
  public static var now: Date { Date() }
  /// https://developer.apple.com/documentation/foundation/date/addingtimeinterval(_:)
  ///   func addingTimeInterval(_ timeInterval: TimeInterval) -> Date
  public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date {
    Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + timeInterval)
  }
  public static func < (lhs: Date, rhs: Date) -> Bool {
    lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
  }
}

/// https://developer.apple.com/documentation/foundation/data
///   struct Data (Equatable, Hashable, Codable, Sendable)
public struct Data: Equatable, Hashable, Sendable {
  @usableFromInline internal var _bytes: [UInt8]
  /// https://developer.apple.com/documentation/foundation/data/init()   init()
  public init() { _bytes = [] }
  public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { _bytes = Array(elements) }
  public var count: Int { _bytes.count }
  public var isEmpty: Bool { _bytes.isEmpty }

  /// https://developer.apple.com/documentation/foundation/data/readingoptions
  ///   struct Data.ReadingOptions (OptionSet). Modelled: the empty set only.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
  ///   init(contentsOf url: URL, options: Data.ReadingOptions = []) throws
  public init(contentsOf url: URL, options: ReadingOptions = []) throws { _sdkStubUnavailable() }
}

/// https://developer.apple.com/documentation/foundation/propertylistserialization
///   class PropertyListSerialization (NSPropertyListSerialization). Declared here in Swift: its
///   reading method throws, and a throwing @objc method crashes swift-frontend on Linux (README,
///   "Known limits"). Modelled: reading a property list.
open class PropertyListSerialization: NSObject {
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/propertylistformat
  ///   enum PropertyListFormat: UInt (openStep 1, xml 100, binary 200)
  public enum PropertyListFormat: UInt, Sendable {
    case openStep = 1
    case xml = 100
    case binary = 200
  }
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/mutabilityoptions
  ///   struct MutabilityOptions (OptionSet); typealias ReadOptions = MutabilityOptions
  public struct MutabilityOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  public typealias ReadOptions = MutabilityOptions
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/propertylist(from:options:format:)
  ///   class func propertyList(from data: Data, options opt: PropertyListSerialization.ReadOptions = [],
  ///       format: UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?) throws -> Any
  open class func propertyList(
    from data: Data, options opt: ReadOptions = [], format: UnsafeMutablePointer<PropertyListFormat>?
  ) throws -> Any { _sdkStubUnavailable() }
}

extension FileHandle {
  /// https://developer.apple.com/documentation/foundation/filehandle/write(contentsof:)
  ///   func write<T>(contentsOf data: T) throws where T : DataProtocol
  ///   (modelled for Data only: the stub has no DataProtocol)
  public func write(contentsOf data: Data) throws { _sdkStubUnavailable() }
}

/// exit(3), from the C library that Apple's Foundation re-exports (Darwin):
/// `func exit(_ status: Int32) -> Never`.
public func exit(_ status: Int32) -> Never { _sdkStubUnavailable() }

/// https://developer.apple.com/documentation/foundation/uuid
///   struct UUID (Equatable, Hashable, Codable, Sendable)
public struct UUID: Equatable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/foundation/uuid/init()   init()
  public init() { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/uuid/init(uuidstring:)
  ///   init?(uuidString string: String)
  public init?(uuidString string: String) { _sdkStubUnavailable() }
  public var uuidString: String { _sdkStubUnavailable() }
}

/// https://developer.apple.com/documentation/foundation/url
///   struct URL (Equatable, Hashable, Codable, Sendable)
public struct URL: Equatable, Hashable, Sendable {
  @usableFromInline internal var _string: String
  /// https://developer.apple.com/documentation/foundation/url/init(string:)   init?(string: String)
  public init?(string: String) { _string = string }
  /// https://developer.apple.com/documentation/foundation/url/init(fileurlwithpath:)
  ///   init(fileURLWithPath path: String)
  public init(fileURLWithPath path: String) { _string = "file://" + path }
  public var absoluteString: String { _string }
}

// File-path members that store-migration code uses. Nothing built against the stub runs, so their
// bodies trap rather than reimplement URL's path rules.
extension URL {
  /// https://developer.apple.com/documentation/foundation/url/path
  ///   var path: String { get }
  public var path: String { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/url/lastpathcomponent
  ///   var lastPathComponent: String { get }
  public var lastPathComponent: String { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/url/pathextension
  ///   var pathExtension: String { get }
  public var pathExtension: String { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:)
  ///   func appendingPathComponent(_ pathComponent: String) -> URL
  ///   (deprecated in the 27.0 SDKs in favour of appending(path:directoryHint:), which is not
  ///   modelled; the stub has no deprecations, see README "Known limits")
  public func appendingPathComponent(_ pathComponent: String) -> URL { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/url/deletinglastpathcomponent()
  ///   func deletingLastPathComponent() -> URL
  public func deletingLastPathComponent() -> URL { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/url/deletingpathextension()
  ///   func deletingPathExtension() -> URL
  public func deletingPathExtension() -> URL { _sdkStubUnavailable() }
}

/// https://developer.apple.com/documentation/foundation/decimal
///   struct Decimal: imported from the C struct NSDecimal (include/Foundation/NSDecimal.h), with
///   the conformances Apple's overlay adds
extension Decimal: @unchecked Sendable, Equatable, Hashable, Comparable, ExpressibleByIntegerLiteral,
                   ExpressibleByFloatLiteral {
  public init(_ value: Int) { _sdkStubUnavailable() }
  public init(_ value: Double) { _sdkStubUnavailable() }
  public init?(string: String) { _sdkStubUnavailable() }
  public init(integerLiteral value: Int) { _sdkStubUnavailable() }
  public init(floatLiteral value: Double) { _sdkStubUnavailable() }
  public static var zero: Decimal { _sdkStubUnavailable() }
  public static func == (lhs: Decimal, rhs: Decimal) -> Bool { _sdkStubUnavailable() }
  public static func < (lhs: Decimal, rhs: Decimal) -> Bool { _sdkStubUnavailable() }
  public func hash(into hasher: inout Hasher) { _sdkStubUnavailable() }
}

/// https://developer.apple.com/documentation/foundation/indexset
public struct IndexSet: Equatable, Hashable, Sendable {
  public init() { _sdkStubUnavailable() }
  public init(integer: Int) { _sdkStubUnavailable() }
  /// https://developer.apple.com/documentation/foundation/indexset/init(integersin:)-6qbrn
  ///   init<R>(integersIn range: R) where R : RangeExpression, R.Bound == Int
  public init<R: RangeExpression>(integersIn range: R) where R.Bound == Int { _sdkStubUnavailable() }
  public var count: Int { _sdkStubUnavailable() }
}

// Codable: Date, Data, UUID, URL and Decimal conform to Codable in Apple's Foundation (see the
// "Conforms To" section of each type's page above).
extension Date: Codable {
  public init(from decoder: any Decoder) throws { _sdkStubUnavailable() }
  public func encode(to encoder: any Encoder) throws { _sdkStubUnavailable() }
}
extension Data: Codable {
  public init(from decoder: any Decoder) throws { _sdkStubUnavailable() }
  public func encode(to encoder: any Encoder) throws { _sdkStubUnavailable() }
}
extension UUID: Codable {
  public init(from decoder: any Decoder) throws { _sdkStubUnavailable() }
  public func encode(to encoder: any Encoder) throws { _sdkStubUnavailable() }
}
extension URL: Codable {
  public init(from decoder: any Decoder) throws { _sdkStubUnavailable() }
  public func encode(to encoder: any Encoder) throws { _sdkStubUnavailable() }
}
extension Decimal: Codable {
  public init(from decoder: any Decoder) throws { _sdkStubUnavailable() }
  public func encode(to encoder: any Encoder) throws { _sdkStubUnavailable() }
}

// MARK: - JSON decoding

/// https://developer.apple.com/documentation/foundation/jsondecoder
///   open class JSONDecoder (swift-foundation: `extension JSONDecoder : @unchecked Sendable {}`)
open class JSONDecoder: @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.enum
  ///   enum DateDecodingStrategy. Modelled cases: deferredToDate, secondsSince1970,
  ///   millisecondsSince1970, iso8601 (formatted(_:) and custom(_:) are not).
  public enum DateDecodingStrategy: Sendable {
    case deferredToDate
    case secondsSince1970
    case millisecondsSince1970
    /// https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.enum/iso8601
    ///   case iso8601
    case iso8601
  }
  /// https://developer.apple.com/documentation/foundation/jsondecoder/keydecodingstrategy-swift.enum
  ///   enum KeyDecodingStrategy. Modelled cases: useDefaultKeys, convertFromSnakeCase (custom(_:) is not).
  public enum KeyDecodingStrategy: Sendable {
    case useDefaultKeys
    case convertFromSnakeCase
  }
  /// https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.property
  ///   var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy { get set }
  open var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
  /// https://developer.apple.com/documentation/foundation/jsondecoder/keydecodingstrategy-swift.property
  ///   var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy { get set }
  open var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
  /// https://developer.apple.com/documentation/foundation/jsondecoder/init()   init()
  public init() {}
  /// https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
  ///   func decode<T>(_ type: T.Type, from data: Data) throws -> T where T : Decodable
  open func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable {
    _sdkStubUnavailable()
  }
}

// MARK: - Bridging to Objective-C classes

extension String: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> String { _sdkStubUnavailable() }
}

// Substring bridges to NSString, as in Apple's Foundation overlay.
extension Substring: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout Substring?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout Substring?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> Substring { _sdkStubUnavailable() }
}

extension Array: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSArray?) -> Array { _sdkStubUnavailable() }
}

extension Set: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSSet { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSSet?) -> Set { _sdkStubUnavailable() }
}

extension Dictionary: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDictionary?) -> Dictionary { _sdkStubUnavailable() }
}

extension AnyHashable: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSObject { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSObject, result: inout AnyHashable?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSObject, result: inout AnyHashable?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSObject?) -> AnyHashable { _sdkStubUnavailable() }
}

extension Date: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDate { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDate?) -> Date { _sdkStubUnavailable() }
}

extension Data: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSData { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSData, result: inout Data?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSData, result: inout Data?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSData?) -> Data { _sdkStubUnavailable() }
}

extension UUID: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSUUID { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSUUID, result: inout UUID?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSUUID, result: inout UUID?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSUUID?) -> UUID { _sdkStubUnavailable() }
}

extension URL: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSURL { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSURL?) -> URL { _sdkStubUnavailable() }
}

extension IndexSet: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSIndexSet { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSIndexSet, result: inout IndexSet?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexSet, result: inout IndexSet?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSIndexSet?) -> IndexSet { _sdkStubUnavailable() }
}

// https://developer.apple.com/documentation/foundation/decimal: bridged to NSDecimalNumber.
extension Decimal: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDecimalNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSDecimalNumber, result: inout Decimal?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSDecimalNumber, result: inout Decimal?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDecimalNumber?) -> Decimal { _sdkStubUnavailable() }
}

// Numbers and Bool bridge to NSNumber (Apple: Foundation overlay, NSNumber.swift). For the
// @NSManaged check these conformances do not matter: the type checker treats these standard
// library types as trivially representable (int16_t, double, BOOL...), which is also why
// `Int16?` is rejected there while `Date?` (a bridged class type, nullable) is accepted.
extension Int: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int { _sdkStubUnavailable() }
}
extension Int8: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int8?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int8?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int8 { _sdkStubUnavailable() }
}
extension Int16: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int16?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int16?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int16 { _sdkStubUnavailable() }
}
extension Int32: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int32?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int32?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int32 { _sdkStubUnavailable() }
}
extension Int64: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int64?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int64?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Int64 { _sdkStubUnavailable() }
}
extension UInt: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> UInt { _sdkStubUnavailable() }
}
extension UInt8: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt8?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt8?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> UInt8 { _sdkStubUnavailable() }
}
extension UInt16: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt16?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt16?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> UInt16 { _sdkStubUnavailable() }
}
extension UInt32: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt32?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt32?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> UInt32 { _sdkStubUnavailable() }
}
extension UInt64: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt64?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout UInt64?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> UInt64 { _sdkStubUnavailable() }
}
extension Bool: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Bool?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Bool?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Bool { _sdkStubUnavailable() }
}
extension Float: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Float?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Float?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Float { _sdkStubUnavailable() }
}
extension Double: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { _sdkStubUnavailable() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Double?) { _sdkStubUnavailable() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Double?) -> Bool { _sdkStubUnavailable() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNumber?) -> Double { _sdkStubUnavailable() }
}

// MARK: - Errors

// https://developer.apple.com/documentation/foundation/nserror: NSError conforms to Error.
extension NSError: Error {
  public var _domain: String { domain }
  public var _code: Int { code }
}

// Entry points SILGen looks up for Error <-> NSError (unused when only type checking).
public func _convertNSErrorToError(_ error: NSError?) -> Error { _sdkStubUnavailable() }
public func _convertErrorToNSError(_ error: Error) -> NSError { _sdkStubUnavailable() }

// MARK: - Sort descriptors

extension NSSortDescriptor {
  // https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:)
  // convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool)
  public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
    _sdkStubUnavailable()
  }
}

// MARK: - Predicates

// String and NSObject are CVarArg on Apple platforms (Foundation and ObjectiveC overlays), so
// they can be passed to NSPredicate(format:_:).
extension String: CVarArg {
  public var _cVarArgEncoding: [Int] { _sdkStubUnavailable() }
}
extension NSObject: CVarArg {
  public var _cVarArgEncoding: [Int] { _sdkStubUnavailable() }
}

extension NSPredicate {
  // https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
  // convenience init(format predicateFormat: String, _ args: any CVarArg...)
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    _sdkStubUnavailable()
  }
}

extension NSExpression {
  // https://developer.apple.com/documentation/foundation/nsexpression/init(format:_:)
  // convenience init(format expressionFormat: String, _ args: any CVarArg...)
  public convenience init(format expressionFormat: String, _ args: any CVarArg...) {
    _sdkStubUnavailable()
  }
}
