/// A position in a source file: 1-based line and column, the column counted in UTF-8 bytes
/// as the Swift compiler and Clang count it.
public struct SourcePosition: Hashable, Comparable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// A position; both numbers count from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Earlier in the file: on an earlier line, or earlier on the same line.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A value together with where it was written in the model file.
struct Located<Value> {
    var value: Value
    var location: SourcePosition

    init(_ value: Value, at location: SourcePosition) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}
