import Testing

@testable import ModelGenKit

/// The text that doc comments go through: modelgen's own notes wrapped at a width, and a model's
/// `documentation` split into lines. Both work on bytes when the text is ASCII, so each is checked
/// against a plain version that walks characters.
@Suite struct DocumentationTextTests {
    /// Wrapping by characters: words are the text between single spaces; a word that would take
    /// its line past `width` starts a new line instead of following a space.
    static func wrappedByCharacters(_ text: String, width: Int) -> String {
        var wrapped = ""
        var lineLength = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if lineLength > 0, lineLength + 1 + word.count > width {
                wrapped += "\n"
                lineLength = 0
            } else if lineLength > 0 {
                wrapped += " "
                lineLength += 1
            }
            wrapped += word
            lineLength += word.count
        }
        return wrapped
    }

    @Test func wrappingBreaksAtTheLastSpaceThatFits() {
        #expect(Translator.wrapped("aaa bbb ccc", width: 7) == "aaa bbb\nccc")
        #expect(Translator.wrapped("aaa bbb ccc", width: 6) == "aaa\nbbb\nccc")
        // A word longer than the width has a line of its own.
        #expect(Translator.wrapped("a bbbbbbbbbb c", width: 4) == "a\nbbbbbbbbbb\nc")
        #expect(Translator.wrapped("", width: 10) == "")
        // Characters, not bytes, count where the text is not ASCII.
        #expect(Translator.wrapped("café café", width: 9) == "café café")
        #expect(Translator.wrapped("café café", width: 8) == "café\ncafé")
    }

    @Test func wrappingAgreesWithWrappingByCharacters() {
        var random = SeededGenerator(seed: 20_261_124)
        let words = ["a", "of", "key", "sort", "`Commit.Attribute`", "é", "naïve", "🙂", "", "x\ny", "\\Commit.date"]
        for _ in 0..<2_000 {
            let text = (0..<random.below(31)).map { _ in random.pick(words) }.joined(separator: " ")
            let width = 1 + random.below(40)
            #expect(
                Translator.wrapped(text, width: width) == Self.wrappedByCharacters(text, width: width),
                "\(text.debugDescription) at width \(width)")
        }
    }

    /// The same for ASCII text with one space between words, which is wrapped in place.
    @Test func wrappingPlainASCIIAgreesWithWrappingByCharacters() {
        var random = SeededGenerator(seed: 20_261_125)
        let words = ["a", "of", "key", "sort", "`Commit.Attribute`", "x\ny", "\\Commit.date", "ninety-six"]
        for _ in 0..<2_000 {
            let text = (0..<(1 + random.below(30))).map { _ in random.pick(words) }.joined(separator: " ")
            let width = 1 + random.below(40)
            #expect(
                Translator.wrapped(text, width: width) == Self.wrappedByCharacters(text, width: width),
                "\(text.debugDescription) at width \(width)")
        }
        // And the texts it leaves to the general wrapping: a space at either end, two spaces in a row.
        for text in [" a b", "a b ", "a  b", " ", "  "] {
            for width in 1...4 {
                #expect(Translator.wrapped(text, width: width) == Self.wrappedByCharacters(text, width: width))
            }
        }
    }

    @Test func documentationBecomesLinesWithoutTrailingSpaces() {
        #expect(Translator.documentationLines(nil) == [])
        #expect(Translator.documentationLines("  \n ") == [])
        #expect(
            Translator.documentationLines("First line.  \n\n  Indented.\nLast") == [
                DocumentationLine(text: " First line."), DocumentationLine(text: ""),
                DocumentationLine(text: "   Indented."), DocumentationLine(text: " Last"),
            ])
        // The same for text beyond printable ASCII, which is split by characters.
        #expect(
            Translator.documentationLines("Naïve.  \n\n\tTab.\n") == [
                DocumentationLine(text: " Naïve."), DocumentationLine(text: ""), DocumentationLine(text: " \tTab."),
                DocumentationLine(text: ""),
            ])

        // A NUL, which the compiler warns about in a comment, is dropped.
        #expect(
            Translator.documentationLines("A\u{0}B\n\u{0}") == [
                DocumentationLine(text: " AB"), DocumentationLine(text: ""),
            ])
    }
}
