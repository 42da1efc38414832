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

    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel
    /// Whether Class files are the user's or build output.
    public var classFiles: ClassFileMode

    /// Options; by default, public declarations and Class files written once.
    public init(accessLevel: AccessLevel = .public, classFiles: ClassFileMode = .once) {
        self.accessLevel = accessLevel
        self.classFiles = classFiles
    }
}
