extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil. (The standard library's
    /// `String(validating:as:)` needs macOS 15; this works wherever modelgen does.)
    init?<Bytes: Collection<UInt8>>(validUTF8 bytes: Bytes) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces each invalid sequence with U+FFFD, so valid input round-trips exactly.
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
