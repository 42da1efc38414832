/// An Xcode model on disk: a `.xcdatamodeld` bundle, which holds one `.xcdatamodel` folder per
/// version and names the current one in `.xccurrentversion`, or a lone `.xcdatamodel` folder. Each
/// version's model is the XML file `contents` in its folder, or, for a version Xcode 3 saved and
/// no later Xcode saved again, the binary file `elements` (`XcodeBinaryModelReader`).
struct XcodeModelBundle: Sendable {
    struct Version: Sendable, Equatable {
        /// The version's name, as Xcode's version menu shows it: `Commits 2`.
        var name: String
        /// Its model file: `contents`, or `elements` for a version in Xcode 3's binary format.
        var contentsPath: String

        /// Whether the version is in Xcode 3's binary format: an `elements` file, no `contents`.
        var isXcode3Binary: Bool { Paths.fileName(of: contentsPath) == XcodeModelBundle.binaryFileName }

        /// The version in the folder `folder`, named `name`: its `contents`, or its `elements` when
        /// only that is there.
        init(name: String, folder: String) {
            self.name = name
            let contents = Paths.join(folder, "contents")
            let elements = Paths.join(folder, XcodeModelBundle.binaryFileName)
            contentsPath = !FileSystem.exists(contents) && FileSystem.exists(elements) ? elements : contents
        }
    }

    /// The bundle (or lone version folder) as given, without a trailing slash.
    var path: String
    /// The model's name: the bundle's file name without its extension (`Commits`), which is also the
    /// name of the compiled model (`Commits.momd`) and of `NSPersistentContainer(name:)`.
    var name: String
    /// Every version, in the order of their names (`Commits`, `Commits 2`, … `Commits 10`).
    var versions: [Version]
    /// The index of the current version in `versions`.
    var currentIndex: Int
    /// Whether `modelgen.json` states the versions' order (`StatedVersionOrder`), rather than their
    /// names giving it.
    var orderIsStated = false

    var current: Version { versions[currentIndex] }

    /// The model's file name, as generated headers name it: the bundle's (`Commits.xcdatamodeld`),
    /// also when one of its versions was given, or the lone version folder's.
    var fileName: String {
        let name = Paths.fileName(of: path)
        let parent = Paths.fileName(of: Paths.directory(of: path))
        return name.hasSuffix(Self.versionExtension) && parent.hasSuffix(Self.bundleExtension) ? parent : name
    }

    static let bundleExtension = ".xcdatamodeld"
    static let versionExtension = ".xcdatamodel"
    static let currentVersionFileName = ".xccurrentversion"
    /// The model file of a version that Xcode 3 saved, a binary keyed archive.
    static let binaryFileName = "elements"

    /// Whether `path` names an Xcode model, or the `contents` file of one of its versions (by its
    /// name: whether it is one is for `open` to find out).
    static func isXcodeModel(_ path: String) -> Bool {
        let name = Paths.fileName(of: trimmed(path))
        return name.hasSuffix(bundleExtension) || name.hasSuffix(versionExtension)
    }

    /// The folder a model's generated files and `modelgen.json` go in: the model file's folder, or
    /// for an Xcode model, the folder that holds the bundle (never the bundle, which Xcode owns).
    static func folder(ofModelAt path: String) -> String {
        guard isXcodeModel(path) else { return Paths.workingDirectory(of: path) }
        var model = trimmed(path)
        if Paths.fileName(of: model).hasSuffix(versionExtension),
            Paths.fileName(of: Paths.directory(of: model)).hasSuffix(bundleExtension)
        {
            model = Paths.directory(of: model)
        }
        return Paths.workingDirectory(of: model)
    }

    /// `path` without final slashes, and a version's `contents` (or `elements`) file as its folder.
    private static func trimmed(_ path: String) -> String {
        var path = Paths.trimmingFinalSlashes(path)
        if ["contents", binaryFileName].contains(Paths.fileName(of: path)),
            Paths.directory(of: path).hasSuffix(versionExtension)
        {
            path = Paths.directory(of: path)
        }
        return path
    }

    /// The versions of the Xcode model at `path`, or the error that says why it cannot be read; in
    /// the order `statedOrder` gives, where `modelgen.json` states one for the bundle.
    static func open(_ path: String, statedOrder: StatedVersionOrder? = nil) -> Result<XcodeModelBundle, Diagnostic> {
        guard let statedOrder, Paths.fileName(of: trimmed(path)).hasSuffix(bundleExtension) else {
            return openInXcodeOrder(path, mayNameNoCurrentVersion: false).map(\.bundle)
        }
        return openInXcodeOrder(path, mayNameNoCurrentVersion: true).flatMap { opened in
            opened.bundle.ordered(by: statedOrder, xcodeNamesCurrentVersion: opened.namesCurrentVersion)
        }
    }

    /// The bundle with its versions in the stated order, the last one current, and the versions the
    /// order leaves out after it (no app has used them: `convert` leaves them out, with a warning).
    /// A name that is no version is an error; so is a current version other than the one
    /// `.xccurrentversion` names, which Xcode compiles the bundle with.
    private func ordered(by order: StatedVersionOrder, xcodeNamesCurrentVersion: Bool)
        -> Result<XcodeModelBundle, Diagnostic>
    {
        var byName = Dictionary(versions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var stated: [Version] = []
        for name in order.names {
            guard let version = byName.removeValue(forKey: name.value) else {
                let known = versions.map { "'\($0.name)'" }.joined(separator: ", ")
                return .failure(
                    Diagnostic(
                        .error,
                        "'\(name.value)' is no version of \(Paths.fileName(of: path)); its versions are \(known)",
                        file: order.file, at: name.location))
            }
            stated.append(version)
        }
        if xcodeNamesCurrentVersion, current.name != stated.last!.name {
            return .failure(
                Diagnostic(
                    .error,
                    "the versions of '\(name)' end with '\(stated.last!.name)', but Xcode's current version is '\(current.name)' (\(Self.currentVersionFileName)), which Xcode compiles the model with; make the last version the current one, in \(Configuration.fileName) or in Xcode",
                    file: order.file, at: order.location))
        }
        var bundle = self
        bundle.versions = stated + versions.filter { byName[$0.name] != nil }
        bundle.currentIndex = stated.count - 1
        bundle.orderIsStated = true
        return .success(bundle)
    }

    /// The versions in the order of their names, and whether `.xccurrentversion` names the current
    /// one: where it does not, that is an error, unless `mayNameNoCurrentVersion` (an order is
    /// stated, whose last version is current).
    private static func openInXcodeOrder(_ path: String, mayNameNoCurrentVersion: Bool) -> Result<
        (bundle: XcodeModelBundle, namesCurrentVersion: Bool), Diagnostic
    > {
        let path = trimmed(path)
        let fileName = Paths.fileName(of: path)
        func failure(
            _ message: String, file: String = path, at location: SourcePosition? = nil, notes: [Diagnostic.Note] = []
        )
            -> Result<(bundle: XcodeModelBundle, namesCurrentVersion: Bool), Diagnostic>
        {
            .failure(Diagnostic(.error, message, file: file, at: location, notes: notes))
        }
        switch FileSystem.entry(at: path) {
        case .folder:
            break
        case .missing:
            return failure("no such Xcode model")
        case .file:
            return failure(
                "is a file, not an Xcode model: a \(bundleExtension) or \(versionExtension) model is a folder")
        case .other(let what):
            return failure("is \(what), not an Xcode model")
        }
        if fileName.hasSuffix(versionExtension) {
            let name = String(fileName.dropLast(versionExtension.count))
            let version = Version(name: name, folder: path)
            let bundleName = Paths.fileName(of: Paths.directory(of: path))
            if bundleName.hasSuffix(bundleExtension) {
                // One version of a bundle: the model keeps the bundle's name.
                return .success(
                    (
                        XcodeModelBundle(
                            path: path, name: String(bundleName.dropLast(bundleExtension.count)), versions: [version],
                            currentIndex: 0), true
                    ))
            }
            return .success((XcodeModelBundle(path: path, name: name, versions: [version], currentIndex: 0), true))
        }
        let name = String(fileName.dropLast(bundleExtension.count))
        let versions = FileSystem.fileNames(in: path)
            .filter { $0.hasSuffix(versionExtension) && !$0.hasPrefix(".") }
            .map {
                Version(name: String($0.dropLast(versionExtension.count)), folder: Paths.join(path, $0))
            }
            .sorted { naturalOrder($0.name, $1.name) }
        guard !versions.isEmpty else {
            return failure("the Xcode model has no versions: no \(versionExtension) folder in it")
        }
        let unnamed = XcodeModelBundle(path: path, name: name, versions: versions, currentIndex: versions.count - 1)
        let currentPath = Paths.join(path, currentVersionFileName)
        let versionNotes = versions.map {
            Diagnostic.Note("a version", file: Paths.join(path, $0.name + versionExtension))
        }
        let choose =
            "choose one in Xcode (Editor ▸ … ▸ Current Model Version), state the versions' order in \(Configuration.fileName) (\"xcodeModels\": { \"\(name)\": { \"versions\": [oldest, …, current] } }), or give modelgen that version's \(versionExtension) folder"
        let file: CurrentVersionFile
        switch readCurrentVersionFile(at: currentPath) {
        case .success(let read): file = read
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        switch file {
        case .names(let text, let location):
            let currentName = text.hasSuffix(versionExtension) ? String(text.dropLast(versionExtension.count)) : text
            guard let currentIndex = versions.firstIndex(where: { $0.name == currentName }) else {
                return failure(
                    "the current version '\(text)' is not in the Xcode model", file: currentPath, at: location,
                    notes: versionNotes)
            }
            return .success(
                (XcodeModelBundle(path: path, name: name, versions: versions, currentIndex: currentIndex), true))
        case _ where mayNameNoCurrentVersion:
            return .success((unnamed, versions.count == 1))
        case _ where versions.count == 1:
            // No version was chosen, and there is only one to choose.
            return .success((unnamed, true))
        case .missing:
            return failure(
                "the Xcode model has \(versions.count) versions but no \(currentVersionFileName) to say which is current; \(choose)",
                notes: versionNotes)
        case .namesNone(let location):
            // `<dict/>` with several versions: Xcode wrote the file before any was chosen.
            return failure(
                "\(currentVersionFileName) does not name the current version (a property list with the key _XCCurrentVersionName), and the Xcode model has \(versions.count) versions; \(choose)",
                file: currentPath, at: location, notes: versionNotes)
        }
    }

    /// What a bundle's `.xccurrentversion` says.
    private enum CurrentVersionFile {
        /// There is no such file.
        case missing
        /// It names no version (`<dict/>`): at the dictionary.
        case namesNone(SourcePosition)
        /// It names a version, as it spells it (`Commits 2.xcdatamodel`), at that value.
        case names(String, SourcePosition)
    }

    /// Reads a bundle's `.xccurrentversion`, a property list:
    /// `<plist><dict><key>_XCCurrentVersionName</key><string>…</string></dict></plist>`. A file that
    /// cannot be read or parsed, or that names the current version twice, is an error.
    private static func readCurrentVersionFile(at path: String) -> Result<CurrentVersionFile, Diagnostic> {
        guard FileSystem.exists(path) else { return .success(.missing) }
        let bytes: [UInt8]
        switch InputFile.read(path, as: .model, sizeLimit: InputFile.smallFileSizeLimit) {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let root: XMLElementSyntax
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            return .failure(Diagnostic(.error, error.message, file: path, at: error.location))
        }
        let dictionary = root.children(named: "dict").first
        let entries = dictionary?.children ?? []
        let key = "_XCCurrentVersionName"
        guard let keyIndex = entries.firstIndex(where: { $0.name == "key" && $0.text == key }),
            keyIndex + 1 < entries.count, entries[keyIndex + 1].name == "string"
        else { return .success(.namesNone(dictionary?.location ?? root.location)) }
        // A property list's keys are unique: a second one is no current version to guess between.
        if let second = entries[(keyIndex + 1)...].first(where: { $0.name == "key" && $0.text == key }) {
            return .failure(
                Diagnostic(
                    .error,
                    "\(currentVersionFileName) names the current version twice (the key \(key) again); keep one, or choose the version again in Xcode",
                    file: path, at: second.location))
        }
        let value = entries[keyIndex + 1]
        return .success(.names(value.text, value.location))
    }

    /// Orders names as Xcode's version menu and Finder do: runs of digits by their value, so that
    /// `Commits 2` comes before `Commits 10`.
    static func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
        var left = Array(lhs.unicodeScalars)[...]
        var right = Array(rhs.unicodeScalars)[...]
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        while let l = left.first, let r = right.first {
            if isDigit(l) && isDigit(r) {
                let leftDigits = left.prefix(while: isDigit)
                let rightDigits = right.prefix(while: isDigit)
                let leftNumber = String(String.UnicodeScalarView(leftDigits.drop { $0 == "0" }))
                let rightNumber = String(String.UnicodeScalarView(rightDigits.drop { $0 == "0" }))
                if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
                if leftNumber != rightNumber { return leftNumber < rightNumber }
                left = left.dropFirst(leftDigits.count)
                right = right.dropFirst(rightDigits.count)
            } else {
                if l != r { return l.value < r.value }
                left = left.dropFirst()
                right = right.dropFirst()
            }
        }
        return left.isEmpty && !right.isEmpty || (left.isEmpty && right.isEmpty && lhs < rhs)
    }
}
