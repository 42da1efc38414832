// Swift overlay for the stub ObjectiveC module (the Clang module of the same name is
// re-exported via -import-underlying-module). Mirrors the parts of Apple's ObjectiveC
// overlay that the type checker relies on:
//  - ObjCBool, Selector: the Clang importer maps BOOL/SEL to ObjectiveC.ObjCBool/Selector
//    (swift/lib/ClangImporter/MappedTypes.def); without them such declarations are dropped.
//  - NSObject: Equatable, Hashable, so NSObject subclasses can be Set elements
//    (https://developer.apple.com/documentation/objectivec/nsobject-swift.class: "Conforms To
//    Equatable, Hashable").
// Bodies are never executed: this SDK exists only for type checking.

@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral {
  // x86_64 macOS: BOOL is `signed char`.
  private var value: Int8
  public init(_ value: Bool) { self.value = value ? 1 : 0 }
  public init(booleanLiteral value: Bool) { self.init(value) }
  public var boolValue: Bool { value != 0 }
}

// https://developer.apple.com/documentation/objectivec/selector
@frozen
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable {
  private var ptr: OpaquePointer?
  public init(_ str: String) { ptr = nil }
  public init(stringLiteral value: String) { self.init(value) }
}

// Entry points SILGen would look up for BOOL conversions (unused when only type checking).
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hashable-implementations
//   var hashValue: Int { get }; func hash(into: inout Hasher)
// `hashValue` is declared on NSObject itself, not left to Hashable's default, as in Apple's overlay.
extension NSObject: Equatable, Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
  @nonobjc public var hashValue: Int { hash }
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
