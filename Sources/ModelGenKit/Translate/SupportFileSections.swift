/// The sections of the support file (`ModelGenSupport.swift`, from Templates/ModelGenSupport.swift),
/// each under a `// MARK:` line, and which of them the generated files of a model call: decided in
/// translation, which knows what the built-in templates call (the text of each section is cut in
/// rendering, `SupportFileSections.text`). A run writes the sections that the files beside the
/// support call, so that a module does not typecheck what nothing calls (issue 49: the full support
/// file made the lean form's class files typecheck about 8% slower).
struct SupportFileSections: OptionSet, Sendable, Hashable {
    let rawValue: Int

    /// Building a model in code: what every model file calls.
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
    /// Fetched properties: what the model file of a model with fetched properties calls.
    static let fetchedProperties = Self(rawValue: 1 << 6)
    /// The localization dictionary: what the model file of a model with a strings table calls.
    static let localization = Self(rawValue: 1 << 7)
    /// The attribute functions by type (`dateAttribute`): what the model file of a model calls for
    /// an attribute that its property tables cannot describe but that a function of its type can.
    static let attributesByType = Self(rawValue: 1 << 8)
    /// Validation rules: what the model file of a model whose attributes have them calls.
    static let validationRules = Self(rawValue: 1 << 9)
    /// Derived and composite attributes' descriptions: what the model file of a model with such
    /// attributes calls.
    static let derivedAndCompositeAttributes = Self(rawValue: 1 << 10)
    /// Every section: what files rendered by custom templates get, whatever they call.
    static let all: Self = [
        .modelBuilding, .keys, .predicates, .modelActors, .values, .migration, .validationRules,
        .derivedAndCompositeAttributes, .attributesByType, .fetchedProperties, .localization,
    ]

    /// The section that each `// MARK:` title of the support file belongs to; `[]` for those that
    /// every file calls (a test holds that every title is here).
    static let byTitle: [String: Self] = [
        "Building a model in code": .modelBuilding,
        "Validation rules": .validationRules,
        "Derived and composite attributes": .derivedAndCompositeAttributes,
        "Attributes by type": .attributesByType,
        "Fetched properties": .fetchedProperties,
        "Localization": .localization,
        "Reading and writing values over key-value coding": .values,
        "Migrating a store through a model's versions": .migration,
        "Keys": .keys,
        "Typed predicates": .predicates,
        "Typed object IDs": [],
        "Model actors": .modelActors,
    ]

    /// What the built-in templates' files of a model call: what its model file calls, as its
    /// translation decided (`ManagedObjectModelFileContext.supportSections`; nil without a model
    /// file, as for an Xcode model); and what the Properties files call, the key enums' protocol
    /// and the typed predicates, and for the number accessors and the initializer the helpers over
    /// key-value coding, unless the model leaves them out.
    static func called(omitting omitted: Set<GenerationOptions.APIPart>, modelFile: Self?) -> Self {
        var sections = modelFile ?? []
        if !omitted.isSuperset(of: [.numberAccessors, .initializer]) { sections.insert(.values) }
        if !omitted.contains(.keyEnums) { sections.insert(.keys) }
        if !omitted.contains(.predicates) { sections.insert(.predicates) }
        return sections
    }
}
