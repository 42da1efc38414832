// SwiftPM builds a target only when it has a Swift source file of its own, even when a build
// plugin generates the rest (swiftlang/swift-package-manager#8061), so this one stays.
public enum LibraryFiles {
    public static let fileName = "Library.datamodel.json"
}
