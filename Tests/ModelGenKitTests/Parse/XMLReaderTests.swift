import Testing

@testable import ModelGenKit

/// modelgen's XML reader: what it keeps of a document (locations included), and the located error
/// for each way a document can be malformed.
struct XMLReaderTests {
    private func parse(_ text: String) throws -> XMLElementSyntax {
        try XMLReader.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> String {
        do {
            _ = try XMLReader.parse(Array(text.utf8))
            return "no error"
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    /// An attribute written twice is found among a few attributes and among many, where the names
    /// go into a table (with a search per attribute, 200,000 took over 100 s, 40,000 took 7.8 s).
    @Test func anAttributeWrittenTwiceIsFoundAmongManyInLinearTime() throws {
        for count in [3, XMLReader.attributesIndexedFrom - 1, XMLReader.attributesIndexedFrom, 50_000] {
            for repeated in Set([0, count / 2, count - 1]) {
                let attributes = (0..<count).map { " a\($0)=\"1\"" }.joined()
                let text = "<model\(attributes) a\(repeated)=\"2\"/>"
                let first = "<model".utf8.count + (0..<repeated).map { " a\($0)=\"1\"".utf8.count }.reduce(0, +) + 2
                #expect(
                    error(text)
                        == "1:\(text.utf8.count - 7 - "\(repeated)".utf8.count + 1): 'model' has the attribute 'a\(repeated)' twice (first at line 1, column \(first))",
                    "\(count) attributes, a\(repeated) again")
            }
            let attributes = (0..<count).map { " a\($0)=\"1\"" }.joined()
            #expect(try parse("<model\(attributes)/>").attributes.count == count)
        }
    }

    @Test func keepsElementsAttributesAndWhereEachWasWritten() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <!-- a comment -->
            <model type="x">
                <entity name="Commit"
                    representedClassName='Commit'>
                    <attribute name="sha" attributeType="String"/>
                </entity>
            </model>
            """)
        #expect(root.name == "model")
        #expect(root.location == SourcePosition(line: 3, column: 1))
        let entity = try #require(root.children.first)
        #expect(entity.location == SourcePosition(line: 4, column: 5))
        let className = try #require(entity.attribute("representedClassName"))
        #expect(className.value == "Commit")
        #expect(className.location == SourcePosition(line: 5, column: 9))
        #expect(className.valueLocation == SourcePosition(line: 5, column: 30))
        let attribute = try #require(entity.children(named: "attribute").first)
        #expect(attribute.attributes.map(\.name) == ["name", "attributeType"])
        #expect(attribute.attribute("attributeType")?.valueLocation == SourcePosition(line: 6, column: 45))
    }

    @Test func replacesEntitiesAndNormalizesLiteralWhiteSpaceInValues() throws {
        let root = try parse(
            "<entry key=\"a &amp; b &lt;&gt; &quot;&apos;\" value=\"line&#10;next&#x9;tab é 😀 &#x1F600;\" spaced=\"a\nb\tc\"/>"
        )
        #expect(root.attribute("key")?.value == "a & b <> \"'")
        #expect(root.attribute("value")?.value == "line\nnext\ttab é 😀 😀")
        #expect(root.attribute("spaced")?.value == "a b c")
    }

    @Test func readsTextCDATAAndAPropertyListWithItsDocumentType() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>_XCCurrentVersionName</key>
            \t<string>Commits 2.xcdatamodel</string>
            \t<string><![CDATA[<raw> & text]]></string>
            </dict>
            </plist>
            """)
        let dict = try #require(root.children(named: "dict").first)
        #expect(dict.children.map(\.text) == ["_XCCurrentVersionName", "Commits 2.xcdatamodel", "<raw> & text"])
    }

    @Test func countsLinesAsTheCompilerDoes() throws {
        let root = try parse("<a>\r\n<b/>\r<c/>\n<d/></a>")
        #expect(root.children.map(\.location.line) == [2, 3, 4])
    }

    @Test(arguments: [
        ("", "1:1: expected the root element, found end of file"),
        (
            "<model>\n  <entity name=\"A\">",
            "2:20: the element 'entity' (line 2) is not closed: the file ends before '</entity>'"
        ),
        (
            "<model><entity></model>",
            "1:16: the end tag '</model>' does not match the start tag '<entity>' at line 1, column 8"
        ),
        ("<model a=\"1\" a=\"2\"/>", "1:14: 'model' has the attribute 'a' twice (first at line 1, column 8)"),
        ("<model a=\"&nbsp;\"/>", "1:11: unknown entity '&nbsp;': XML defines only &lt; &gt; &amp; &quot; &apos;"),
        ("<model a=\"x & y\"/>", "1:13: '&' starts a reference that is not closed with ';'; write '&amp;' for '&'"),
        (
            "<model a=\"&#99999999999999999999;\"/>",
            "1:11: '&#99999999999…' is too long to be a reference to an entity or a character"
        ),
        ("<model a=\"&#99999999999;\"/>", "1:11: '&#99999999999;' is not the number of a character"),
        ("<model a=\"<\"/>", "1:11: '<' is not allowed in an attribute value; write '&lt;'"),
        ("<model a=1/>", "1:10: expected the quoted value of 'a', found '1'"),
        ("<model a=\"1\"b=\"2\"/>", "1:13: expected white space, '>' or '/>' in the start tag of 'model', found 'b'"),
        ("<model/><other/>", "1:9: unexpected '<' after the root element"),
        (
            "<!DOCTYPE x [<!ENTITY a \"aaaa\">]><x>&a;</x>",
            "1:13: a document type declaration with its own declarations ('[…]') is not accepted"
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?><model/>",
            "1:1: the file declares the encoding 'UTF-16'; only UTF-8 is read"
        ),
        ("<model a=\"&#0;\"/>", "1:11: '&#0;' is not the number of a character"),
        ("<model a=\"x", "1:10: the value of 'a' is not closed: the file ends inside it"),
        ("<model", "1:1: the start tag of 'model' is not closed: the file ends inside it"),
        ("<model><!-- open", "1:8: the comment is not closed with '-->'"),
        ("plain text", "1:1: expected the root element, found 'p'"),
    ])
    func reportsWhereAndWhyADocumentIsMalformed(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    /// Invalid UTF-8 is reported at the byte, counted as the reader counts lines and columns (after
    /// a byte order mark, and in a later line).
    @Test func refusesInvalidUTF8WhereItIs() {
        #expect(error("<model a=\"\u{FF}\"/>".replacingOccurrences(of: "\u{FF}", with: "x")) == "no error")
        func located(_ bytes: [UInt8]) -> String {
            do {
                _ = try XMLReader.parse(bytes)
                return "no error"
            } catch {
                return "\(error.location.line):\(error.location.column): \(error.message)"
            }
        }
        #expect(
            located(Array("<model a=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8))
                == "1:11: the file is not valid UTF-8 here (bytes C3 28 22 2F)")
        #expect(
            located([0xEF, 0xBB, 0xBF] + Array("<model>\r\n  <e a=\"é".utf8) + [0xFF] + Array("\"/></model>".utf8))
                == "2:11: the file is not valid UTF-8 here (bytes FF 22 2F 3E)")
        // A control character other than tab, line feed and carriage return is no XML either.
        #expect(
            located(Array("<model>\n  <e a=\"x".utf8) + [0x00] + Array("y\"/>\t\r\n</model>".utf8))
                == "2:10: the file holds the control character U+0000, which XML does not allow")
    }

    @Test func limitsNestingWithoutExhaustingTheStack() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(error(text) == "1:601: elements are nested more than 200 deep")
    }
}
