/// The bytes of a file as a render makes it: appended to a buffer of its own, then copied once into
/// an array of the file's size (`array()`).
///
/// A render appends a piece of template text or a value for nearly every node, about 1.4 million
/// pieces for a model of 1,000 entities, most of them a few bytes long. `Array.append(contentsOf:)`
/// took 90 instructions a piece for a buffer and 180 for a string's UTF-8, before copying a byte;
/// appending here is a bounds check and a copy. Not copyable, so that the buffer has one owner,
/// which frees it.
struct RenderedBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes; it grows as needed.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let newCount = count + bytes.count
        if newCount > capacity { grow(toHold: newCount) }
        (base + count).initialize(from: source, count: bytes.count)
        count = newCount
    }

    /// Appends the text's UTF-8, read in place.
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        // A string that keeps its text elsewhere (one bridged from Objective-C): made native first.
        var native = text
        native.makeContiguousUTF8()
        if native.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        for byte in native.utf8 {
            withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
        }
    }

    /// The bytes, in an array of their size.
    func array() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { copy, initialized in
            if let destination = copy.baseAddress { destination.initialize(from: base, count: count) }
            initialized = count
        }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
