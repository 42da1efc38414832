/// The sections of the support file (`ModelGenSupport.swift`, from Templates/ModelGenSupport.swift),
/// each under a `// MARK:` line, and which of them the generated files of a model call. A run writes
/// the sections that the files beside the support call, so that a module does not typecheck what
/// nothing calls (issue 49: the full support file made the lean form's class files typecheck about
/// 8% slower).
struct SupportFileSections: OptionSet, Sendable, Hashable {
    let rawValue: Int

    /// Building a model in code: what a model file calls.
    static let modelBuilding = Self(rawValue: 1 << 0)
    /// `ModelGenSupport.AttributeName`, which the key enums adopt.
    static let keys = Self(rawValue: 1 << 1)
    /// Typed predicates: `Entity.Predicate`, and the model actors' fetches.
    static let predicates = Self(rawValue: 1 << 2)
    /// The model actors' executor and protocols.
    static let modelActors = Self(rawValue: 1 << 3)
    /// The helpers that read and write values over key-value coding, which the number accessors
    /// and the initializer call.
    static let values = Self(rawValue: 1 << 4)
    /// Migrating a store through the model's shipped versions: what the model file of a model
    /// with shipped versions calls. (For a small model it is a quarter of the support's compile
    /// time, which a model without versions does not pay.)
    static let migration = Self(rawValue: 1 << 5)
    /// Every section: what files rendered by custom templates get, whatever they call.
    static let all: Self = [.modelBuilding, .keys, .predicates, .modelActors, .values, .migration]

    /// The section that each `// MARK:` title of the support file belongs to; `[]` for those that
    /// every file calls (a test holds that every title is here).
    static let byTitle: [String: Self] = [
        "Building a model in code": .modelBuilding,
        "Reading and writing values over key-value coding": .values,
        "Migrating a store through a model's versions": .migration,
        "Keys": .keys,
        "Typed predicates": .predicates,
        "Typed object IDs": [],
        "Model actors": .modelActors,
    ]

    /// What the built-in templates' files of a model call: the model file (where the model is
    /// built in code, `hasModelFile`) its building blocks, the migration through shipped versions
    /// when the model has them (`migratesStores`) and, with the model actors, their protocols and
    /// the predicates they fetch by; the Properties files the key enums' protocol and the typed
    /// predicates, and the number accessors and the initializer the helpers over key-value coding,
    /// unless the model leaves them out.
    static func called(
        omitting omitted: Set<GenerationOptions.APIPart>, hasModelFile: Bool, migratesStores: Bool = false
    ) -> Self {
        var sections: Self = []
        if !omitted.isSuperset(of: [.numberAccessors, .initializer]) { sections.insert(.values) }
        if hasModelFile {
            sections.insert(.modelBuilding)
            if migratesStores { sections.insert(.migration) }
            if !omitted.contains(.modelActor) { sections.formUnion([.modelActors, .predicates]) }
        }
        if !omitted.contains(.keyEnums) { sections.insert(.keys) }
        if !omitted.contains(.predicates) { sections.insert(.predicates) }
        return sections
    }

    /// The support file with these sections, and those that every file calls, in the template's
    /// order: its text up to the first section, then each section kept, verbatim.
    var text: String {
        var text = Self.parts.filter { $0.section.isSubset(of: self) }.map(\.text).joined()
        // A section left out at the end leaves the blank line that stood before it.
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// The support file's text cut before each `// MARK:` line, each piece with its section (the
    /// text before the first, `[]`). A title missing from `byTitle` keeps its section in every file.
    /// Cut on bytes: Foundation's `range(of:)` on Linux took 0.15 s for this file's few marks, and
    /// splitting it into `String` lines 30 million instructions, a tenth of a run over up-to-date
    /// output.
    private static let parts: [(section: Self, text: String)] = {
        var text = BuiltinTemplates.text(for: .support)
        return text.withUTF8 { bytes in
            func string(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            let mark = Array("// MARK: ".utf8)
            var parts: [(section: Self, text: String)] = []
            var section: Self = []
            var start = 0
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if bytes[lineStart..<lineEnd].starts(with: mark) {
                    parts.append((section, string(start..<lineStart)))
                    section = byTitle[string((lineStart + mark.count)..<lineEnd)] ?? []
                    start = lineStart
                }
                lineStart = lineEnd + 1
            }
            parts.append((section, string(start..<bytes.count)))
            return parts
        }
    }()

    /// The `// MARK:` titles of the support file, in order.
    static var titles: [String] {
        BuiltinTemplates.text(for: .support).split(separator: "\n").compactMap { line in
            line.hasPrefix("// MARK: ") ? String(line.dropFirst("// MARK: ".count)) : nil
        }
    }
}
