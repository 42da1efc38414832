/// Reads one element's XML attributes, remembering which were read, so that `finish` can report
/// the ones modelgen's format cannot hold and the ones it does not know.
struct ElementReader {
    let element: XMLElementSyntax
    let kind: String
    let known: [String: XcodeAttributeUse]
    private var read: Set<String> = []

    init(_ element: XMLElementSyntax, kind: String, known: [String: XcodeAttributeUse]) {
        self.element = element
        self.kind = kind
        self.known = known
    }

    mutating func attribute(_ name: String) -> XMLAttributeSyntax? {
        read.insert(name)
        return element.attribute(name)
    }

    mutating func string(_ name: String) -> Located<String>? {
        attribute(name).map { Located($0.value, at: $0.valueLocation) }
    }

    mutating func required(_ name: String, log: inout DiagnosticLog) -> Located<String>? {
        guard let value = string(name) else {
            log.error("the \(kind) has no '\(name)' attribute", at: element.location)
            return nil
        }
        return value
    }

    mutating func locatedBool(_ name: String, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let text = attribute(name) else { return nil }
        guard let flag = XcodeAttributes.bool(text.value) else {
            log.error("'\(name)' must be YES or NO, found '\(text.value)'", at: text.valueLocation)
            return nil
        }
        return Located(flag, at: text.valueLocation)
    }

    mutating func bool(_ name: String, log: inout DiagnosticLog) -> Bool? {
        locatedBool(name, log: &log)?.value
    }

    mutating func count(_ name: String, log: inout DiagnosticLog) -> Located<Int>? {
        guard let text = attribute(name) else { return nil }
        if name == "maxCount", let number = Int(text.value), number < 0 {
            // Some models say -1 for no maximum, as 0 says it.
            return nil
        }
        guard let number = Int(text.value), number >= 0 else {
            log.error("'\(name)' must be a whole number of 0 or more, found '\(text.value)'", at: text.valueLocation)
            return nil
        }
        return Located(number, at: text.valueLocation)
    }

    /// The renaming identifier (`elementID`, as Xcode writes it) and version hash modifier. An
    /// identifier equal to the name is what Core Data assumes anyway, and is left out.
    mutating func versioning(name: String) -> VersioningDeclaration {
        let identifier = string("elementID") ?? string("renamingIdentifier")
        return VersioningDeclaration(
            renamedFrom: identifier?.value == name ? nil : identifier,
            versionHashModifier: string("versionHashModifier"))
    }

    /// Reports each attribute that was not read: unheld ones as such, unknown ones as unknown.
    func finish(into decoder: inout XcodeModelDecoder, owner: String) {
        for attribute in element.attributes where !read.contains(attribute.name) {
            switch known[attribute.name] {
            case .held?, .editorOnly?:
                break
            case .unheld(let what)?:
                // A flag set to NO is Core Data's default: nothing is lost.
                if XcodeAttributes.bool(attribute.value) == false || attribute.value.isEmpty { continue }
                decoder.unhold("\(what) (\(attribute.name)) of \(owner)", at: attribute.location)
            case nil:
                decoder.unhold(
                    "the attribute '\(attribute.name)' of \(owner), which modelgen does not know",
                    at: attribute.location)
            }
        }
    }
}
