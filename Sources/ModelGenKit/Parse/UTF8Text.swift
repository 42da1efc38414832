extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil. (The standard library's
    /// `String(validating:as:)` needs macOS 15; this works wherever modelgen does.)
    init?<Bytes: Collection<UInt8>>(validUTF8 bytes: Bytes) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces each invalid sequence with U+FFFD, so valid input round-trips exactly.
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }

    /// How a message shows the bytes from `offset` that are no UTF-8 character: `bytes C3 28`.
    static func invalidUTF8Bytes(at offset: Int, in bytes: [UInt8]) -> String {
        "bytes "
            + bytes[offset..<Swift.min(offset + 4, bytes.count)].map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined(separator: " ")
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
