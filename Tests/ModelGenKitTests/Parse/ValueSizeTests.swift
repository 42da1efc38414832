import Testing

@testable import ModelGenKit

/// A model of 1,000 entities holds tens of thousands of parsed values, positions and declarations,
/// so their sizes are its memory, and the memory a first run touches is much of its time (the
/// kernel clears each new page). These are the sizes measured when they were made smaller; a field
/// added to one of them shows here, to be weighed.
@Suite struct ValueSizeTests {
    @Test func theValuesAModelHoldsByTheThousandStayAsSmallAsMeasured() {
        #expect(MemoryLayout<SourcePosition>.stride <= 8)
        #expect(MemoryLayout<JSONValue>.stride <= 32)
        #expect(MemoryLayout<JSONMember>.stride <= 56)
        #expect(MemoryLayout<DefaultValue?>.size <= 17)
        #expect(MemoryLayout<AttributeValidation>.size <= 96)
        #expect(MemoryLayout<AttributeDeclaration>.stride <= 344)
    }
}
