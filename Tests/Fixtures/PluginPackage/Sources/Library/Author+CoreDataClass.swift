// The user's own class for the Writer entity: the plugin generates only its Properties file.
public final class Author {
    public init() {}
    public var origin: String { "written by hand" }
}
