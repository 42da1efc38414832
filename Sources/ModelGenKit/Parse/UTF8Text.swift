extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil. (The standard library's
    /// `String(validating:as:)` needs macOS 15; this works wherever modelgen does.)
    init?<Bytes: Collection<UInt8>>(validUTF8 bytes: Bytes) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces each invalid sequence with U+FFFD, so valid input round-trips exactly.
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8; `nil` when they all
    /// are. For a located error, where `init(validUTF8:)` only tells whether.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
