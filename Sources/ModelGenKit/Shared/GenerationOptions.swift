/// Options that change what the generated code says.
public struct GenerationOptions: Sendable, Equatable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, CaseIterable, Sendable {
        /// `public` declarations, for a model in a library that apps import.
        case `public`
        /// Internal declarations, for a model in the app's own module.
        case `internal`
    }

    /// How Class files are written.
    public enum ClassFileMode: String, CaseIterable, Sendable {
        /// Written when missing, then the user's: never changed or deleted. For output kept in a
        /// package's sources.
        case once
        /// Written whenever they change and removed when their entity is gone, like Properties
        /// files. For a build folder, where nobody edits them: the build plugin's mode.
        case always
    }

    /// A part of the generated API that a model may leave out (`"omit"` in `modelgen.json`), for a
    /// module that would rather not pay its compile time (docs/Performance.md has each part's cost).
    public enum APIPart: String, CaseIterable, Sendable {
        /// The required-field initializer, `Commit(context:date:message:…)`.
        case initializer
        /// The enums of property names, `Commit.Attribute` and `Commit.Relationship`.
        case keyEnums
        /// Typed predicates, `Commit.Predicate` and `Commit.KeyPaths`.
        case predicates
        /// The model's actors, `CommitsModelActor` and `CommitsMainModelActor`, in the model file.
        case modelActor
        /// The Swift types of optional numbers and decimals (`Int16?`, `Decimal`), which are computed
        /// properties over key-value coding. Without them such a property is `@NSManaged`, of the
        /// Foundation class that Core Data's accessors hand out (`NSNumber?`, `NSDecimalNumber`), as
        /// Xcode declares it.
        case numberAccessors
    }

    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel
    /// Whether Class files are the user's or build output.
    public var classFiles: ClassFileMode
    /// The parts of the API that are not generated.
    public var omitted: Set<APIPart>

    /// Whether the model file declares the model's actors: unless `"omit"` names `modelActor`.
    var declaresModelActors: Bool { Self.declaresModelActors(omitting: omitted) }

    /// Whether a model that leaves out `omitted` declares its actors: the one place that decides
    /// it, for the translation that writes them and the checks of names that they would take.
    static func declaresModelActors(omitting omitted: Set<APIPart>) -> Bool { !omitted.contains(.modelActor) }

    /// Options; by default, public declarations, Class files written once and the whole API.
    public init(accessLevel: AccessLevel = .public, classFiles: ClassFileMode = .once, omitted: Set<APIPart> = []) {
        self.accessLevel = accessLevel
        self.classFiles = classFiles
        self.omitted = omitted
    }
}
