/// The kinds of file modelgen writes, each rendered from its own template.
enum OutputKind: String, CaseIterable, Sendable {
    /// `Entity+CoreDataProperties.swift`: owned by modelgen, rewritten on every run.
    case properties
    /// `Entity+CoreDataClass.swift`: written once when missing, then the user's.
    case managedObjectClass
    /// `Model+ManagedObjectModel.swift`, one per model: builds the `NSManagedObjectModel` in code.
    /// Owned by modelgen, rewritten on every run.
    case managedObjectModel
    /// `Location+CompositeAttribute.swift`, one per composite attribute type: its struct. Owned by
    /// modelgen, rewritten on every run.
    case composite
    /// `ModelGenSupport.swift`, one per output folder: the support code the generated files call
    /// (the model's building blocks, the migration of a store, the typed predicates' machinery…),
    /// the same for every model. Not a template: it is Swift, in `Templates/ModelGenSupport.swift`,
    /// whose sections that the files beside it call are copied as they are (`SupportFileSections`).
    /// Owned by modelgen.
    case support

    /// The kinds rendered from a template, which a `--templates` folder may replace.
    static let templated: [OutputKind] = allCases.filter { $0 != .support }

    /// The template's file name in `Templates/` (or in a `--templates` folder).
    var templateName: String {
        switch self {
        case .properties: "CoreDataProperties.swift.mustache"
        case .managedObjectClass: "CoreDataClass.swift.mustache"
        case .managedObjectModel: "ManagedObjectModel.swift.mustache"
        case .composite: "CompositeAttribute.swift.mustache"
        case .support: Translator.supportFileName
        }
    }

    /// The template's name in messages: "the Properties template".
    var templateDescription: String {
        switch self {
        case .properties: "Properties"
        case .managedObjectClass: "Class"
        case .managedObjectModel: "model"
        case .composite: "composite"
        case .support: "support"
        }
    }

    /// What follows the class name (or, for the model file, the model's name; for a composite, its
    /// name) in the file's name.
    var fileNameSuffix: String {
        switch self {
        case .properties: "+CoreDataProperties.swift"
        case .managedObjectClass: "+CoreDataClass.swift"
        case .managedObjectModel: "+ManagedObjectModel.swift"
        case .composite: "+CompositeAttribute.swift"
        case .support: Translator.supportFileName
        }
    }

    /// Whether modelgen owns files of this kind: rewrites them on every run and removes them when
    /// their entity or model is gone. Class files are the user's, unless the run says otherwise.
    var isOwnedByModelgen: Bool { self != .managedObjectClass }
}
