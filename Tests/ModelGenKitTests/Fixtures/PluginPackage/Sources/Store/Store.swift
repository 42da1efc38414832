// The Core Data classes of Commits.datamodel.json are generated at build time by ModelGenPlugin.
// SwiftPM builds a target only when it has a Swift source file of its own
// (swiftlang/swift-package-manager#8061), so this file stays.
