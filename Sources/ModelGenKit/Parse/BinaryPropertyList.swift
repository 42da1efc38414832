/// A binary property list (`bplist00`), as Xcode 3 wrote a model version's `elements` file, read
/// into its table of objects without resolving references: a container holds the numbers of its
/// members, so a list that refers to itself is read like any other, and whoever follows the
/// references guards against cycles.
///
/// modelgen reads the format itself instead of through Foundation's `PropertyListSerialization`,
/// which on Linux crashes on some damaged files (a set whose members cannot be hashed) and has no
/// public way to read a keyed archive's `CF$UID` references there. Any input gives the list or one
/// `BinaryPropertyListError`, never a crash or a hang: every offset, count and size is checked
/// against the file, and the work is bounded by its size.
///
/// The format is Apple's (CFBinaryPList.c in CoreFoundation): the header `bplist00`, the objects,
/// a table of their offsets, and a 32-byte trailer giving the table's place, the size of an offset
/// and of an object reference, the number of objects and the top object.
struct BinaryPropertyList: Sendable {
    enum Object: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int64)
        case real(Double)
        /// Seconds since 2001-01-01.
        case date(Double)
        /// Its byte count: modelgen never reads data.
        case data(count: Int)
        case string(String)
        /// A keyed archive's reference (`CF$UID`) to an entry of its `$objects`.
        case uid(Int)
        /// The numbers of the members in `objects`.
        case array([Int])
        case set([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    var objects: [Object]
    var top: Int

    static let header: [UInt8] = Array("bplist0".utf8)

    /// Whether `bytes` start as a binary property list does.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: header)
    }

    static func parse(_ bytes: [UInt8]) throws(BinaryPropertyListError) -> BinaryPropertyList {
        var parser = Parser(bytes: bytes)
        return try parser.parse()
    }

    private struct Parser {
        let bytes: [UInt8]
        var objectRefSize = 0
        var offsets: [Int] = []
        /// What is left of the work allowed, counted in members read: a table of objects that all
        /// name one long list could otherwise take time quadratic in the file's size.
        var budget = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func fail(_ message: String) -> BinaryPropertyListError {
            BinaryPropertyListError(message: message)
        }

        /// The big-endian unsigned number of `size` bytes at `offset`.
        func unsigned(at offset: Int, size: Int) throws(BinaryPropertyListError) -> UInt64 {
            guard size >= 1, size <= 8, offset >= 0, offset <= bytes.count - size else {
                throw fail("the file is truncated or damaged: a \(size)-byte number at byte \(offset) is past its end")
            }
            var value: UInt64 = 0
            for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        mutating func parse() throws(BinaryPropertyListError) -> BinaryPropertyList {
            guard bytes.starts(with: BinaryPropertyList.header), bytes.count >= 8 else {
                throw fail("not a binary property list (it does not start with 'bplist0')")
            }
            guard bytes.count >= 8 + 32 + 1 else {
                throw fail("the file is truncated: too short for a binary property list")
            }
            let trailer = bytes.count - 32
            let offsetSize = Int(bytes[trailer + 6])
            objectRefSize = Int(bytes[trailer + 7])
            let count = try unsigned(at: trailer + 8, size: 8)
            let top = try unsigned(at: trailer + 16, size: 8)
            let tableOffset = try unsigned(at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(objectRefSize) else {
                throw fail("the file is damaged: its trailer gives sizes of \(offsetSize) and \(objectRefSize) bytes")
            }
            guard count >= 1, count <= UInt64(bytes.count), top < count, tableOffset >= 8,
                tableOffset <= UInt64(trailer), (UInt64(trailer) - tableOffset) / UInt64(offsetSize) >= count
            else {
                throw fail("the file is truncated or damaged: its trailer does not fit the file")
            }
            for index in 0..<Int(count) {
                let offset = try unsigned(at: Int(tableOffset) + index * offsetSize, size: offsetSize)
                guard offset >= 8, offset < tableOffset else {
                    throw fail("the file is damaged: object \(index) is at byte \(offset), outside the objects")
                }
                offsets.append(Int(offset))
            }
            budget = 16 * bytes.count + 1024
            var objects: [Object] = []
            objects.reserveCapacity(offsets.count)
            for index in offsets.indices {
                objects.append(try object(index))
            }
            return BinaryPropertyList(objects: objects, top: Int(top))
        }

        /// The count in a marker's low nibble, or the integer object after it when that is 15; and
        /// where what it counts starts.
        func count(marker offset: Int) throws(BinaryPropertyListError) -> (count: Int, start: Int) {
            let low = Int(bytes[offset] & 0x0F)
            guard low == 0x0F else { return (low, offset + 1) }
            guard offset + 1 < bytes.count, bytes[offset + 1] & 0xF0 == 0x10 else {
                throw fail("the file is damaged: the length of the object at byte \(offset) is not an integer")
            }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard size <= 8 else { throw fail("the file is damaged: a length of \(size) bytes at byte \(offset)") }
            let value = try unsigned(at: offset + 2, size: size)
            guard value <= UInt64(bytes.count) else {
                throw fail("the file is truncated or damaged: the object at byte \(offset) claims \(value) members")
            }
            return (Int(value), offset + 2 + size)
        }

        /// `count` items of `size` bytes from `start`, checked to be in the file.
        func checkSpan(_ start: Int, count: Int, size: Int, of index: Int) throws(BinaryPropertyListError) {
            guard count <= (bytes.count - start) / max(size, 1) else {
                throw fail("the file is truncated or damaged: object \(index) runs past its end")
            }
        }

        mutating func references(_ start: Int, count: Int, of index: Int) throws(BinaryPropertyListError) -> [Int] {
            try checkSpan(start, count: count, size: objectRefSize, of: index)
            budget -= count
            guard budget >= 0 else {
                throw fail("the file is damaged: its objects refer to far more members than it holds")
            }
            var result: [Int] = []
            result.reserveCapacity(count)
            for position in 0..<count {
                let reference = try unsigned(at: start + position * objectRefSize, size: objectRefSize)
                guard reference < UInt64(offsets.count) else {
                    throw fail(
                        "the file is damaged: object \(index) refers to object \(reference), of \(offsets.count)")
                }
                result.append(Int(reference))
            }
            return result
        }

        mutating func object(_ index: Int) throws(BinaryPropertyListError) -> Object {
            let offset = offsets[index]
            let marker = bytes[offset]
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x00, 0x0F: return .null
                case 0x08: return .bool(false)
                case 0x09: return .bool(true)
                default: break
                }
            case 0x1:
                let size = 1 << Int(marker & 0x0F)
                if size == 16 {
                    // A 128-bit integer, as CoreFoundation writes one above Int64: its low 8 bytes.
                    let high = try unsigned(at: offset + 1, size: 8)
                    let low = try unsigned(at: offset + 9, size: 8)
                    guard high == 0, low <= UInt64(Int64.max) else {
                        throw fail("object \(index) is an integer too large for modelgen")
                    }
                    return .integer(Int64(low))
                }
                guard size <= 8 else { break }
                let value = try unsigned(at: offset + 1, size: size)
                // Eight bytes are signed; fewer are unsigned.
                return .integer(size == 8 ? Int64(bitPattern: value) : Int64(value))
            case 0x2:
                switch marker & 0x0F {
                case 2: return .real(Double(Float(bitPattern: UInt32(try unsigned(at: offset + 1, size: 4)))))
                case 3: return .real(Double(bitPattern: try unsigned(at: offset + 1, size: 8)))
                default: break
                }
            case 0x3:
                guard marker == 0x33 else { break }
                return .date(Double(bitPattern: try unsigned(at: offset + 1, size: 8)))
            case 0x4:
                let (count, start) = try count(marker: offset)
                try checkSpan(start, count: count, size: 1, of: index)
                return .data(count: count)
            case 0x5:
                let (count, start) = try count(marker: offset)
                try checkSpan(start, count: count, size: 1, of: index)
                let slice = bytes[start..<start + count]
                guard slice.allSatisfy({ $0 < 0x80 }) else {
                    throw fail("the file is damaged: the ASCII string at object \(index) has bytes above 127")
                }
                return .string(String(decoding: slice, as: UTF8.self))
            case 0x6:
                let (count, start) = try count(marker: offset)
                try checkSpan(start, count: count, size: 2, of: index)
                var units: [UInt16] = []
                units.reserveCapacity(count)
                for position in 0..<count {
                    units.append(UInt16(bytes[start + 2 * position]) << 8 | UInt16(bytes[start + 2 * position + 1]))
                }
                return .string(String(decoding: units, as: UTF16.self))
            case 0x7:
                let (count, start) = try count(marker: offset)
                try checkSpan(start, count: count, size: 1, of: index)
                return .string(String(decoding: bytes[start..<start + count], as: UTF8.self))
            case 0x8:
                let size = Int(marker & 0x0F) + 1
                let value = try unsigned(at: offset + 1, size: size)
                guard value <= UInt64(Int32.max) else { throw fail("object \(index) is a reference too large") }
                return .uid(Int(value))
            case 0xA:
                let (count, start) = try count(marker: offset)
                return .array(try references(start, count: count, of: index))
            case 0xB, 0xC:
                let (count, start) = try count(marker: offset)
                return .set(try references(start, count: count, of: index))
            case 0xD:
                let (count, start) = try count(marker: offset)
                guard count <= bytes.count / 2 else {
                    throw fail("the file is truncated or damaged: object \(index) runs past its end")
                }
                let keys = try references(start, count: count, of: index)
                let values = try references(start + count * objectRefSize, count: count, of: index)
                return .dictionary(keys: keys, values: values)
            default:
                break
            }
            throw fail("the file is damaged: object \(index) has the unknown marker 0x\(String(marker, radix: 16))")
        }
    }
}

struct BinaryPropertyListError: Error, Sendable {
    var message: String
}
