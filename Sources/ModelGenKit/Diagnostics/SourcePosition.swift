/// A position in a source file: 1-based line and column, the column counted in UTF-8 bytes
/// as the Swift compiler and Clang count it.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A value together with where it was written in the model file.
public struct Located<Value> {
    public var value: Value
    public var location: SourcePosition

    public init(_ value: Value, at location: SourcePosition) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}
