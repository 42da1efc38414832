/// Options that change what the generated code says.
public struct GenerationOptions: Sendable, Equatable {
    public enum AccessLevel: String, CaseIterable, Sendable {
        case `public`
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

    public var accessLevel: AccessLevel
    public var classFiles: ClassFileMode

    public init(accessLevel: AccessLevel = .public, classFiles: ClassFileMode = .once) {
        self.accessLevel = accessLevel
        self.classFiles = classFiles
    }
}
