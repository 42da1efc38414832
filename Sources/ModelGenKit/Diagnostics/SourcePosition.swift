/// A position in a source file: 1-based line and column, the column counted in UTF-8 bytes
/// as the Swift compiler and Clang count it.
public struct SourcePosition: Hashable, Comparable, Sendable {
    // Kept in 32 bits each: every parsed JSON value, object member and declared property carries a
    // position, and 8 bytes instead of 16 make a 1,000-entity model's parsed tree and declarations
    // a fifth smaller. A number larger than `Int32.max` (a line or column past 2 GB of text, which
    // only a model allowed more than 2 GB by `maxModelSize` could have) is kept as `Int32.max`.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The line, from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// A position; both numbers count from 1.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The position of the byte at `offset` in `bytes`, lines counted as the compiler counts them (a
    /// line feed, a carriage return and the pair of them each end a line), or, for a template, at
    /// line feeds only, as its parser counts them; after a UTF-8 byte order mark, which is no column.
    init(ofByteAt offset: Int, in bytes: [UInt8], carriageReturnsEndLines: Bool = true) {
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = lineStart
        while index < offset {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n")
                || (carriageReturnsEndLines && byte == UInt8(ascii: "\r")
                    && (index == bytes.count || bytes[index] != UInt8(ascii: "\n")))
            {
                line += 1
                lineStart = index
            }
        }
        self.init(line: line, column: offset - lineStart + 1)
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
