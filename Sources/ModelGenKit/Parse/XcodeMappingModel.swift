/// A mapping model that Xcode keeps beside a model bundle (`Moody 2-Moody 3.xcmappingmodel`): which
/// two versions it maps between. Xcode's `xcmapping.xml` names them by the paths of their
/// `.xcdatamodel` folders (`sourcemodelpath`, `destinationmodelpath`); Xcode compiles the mapping
/// model into the app (`.cdm`), where Core Data finds it by the two versions' hashes.
struct XcodeMappingModel: Sendable, Equatable {
    /// The folder's name without its extension: `Moody 2-Moody 3`.
    var name: String
    /// Its `xcmapping.xml`.
    var path: String
    /// The versions' names, as Xcode's version menu shows them: `Moody 2`.
    var sourceVersion: String
    var destinationVersion: String
    /// The name of the bundle both versions are in (`Moody`); `nil` when the paths name none, or
    /// two different ones (no step of one bundle).
    var bundleName: String?

    static let folderExtension = ".xcmappingmodel"

    /// The mapping models whose versions are in a bundle named `bundleName`: those in the folder
    /// that holds the bundle at `bundlePath` (where Xcode's New File puts them), and those anywhere
    /// under each of `searchFolders` (apps keep them in folders of their own, say
    /// `Migration/v10_to_v11/`), each once, sorted by path. One that cannot be read is a warning:
    /// a step that needs it is reported anyway. (`checkSearchFolders` reports a search folder that
    /// is not one.)
    static func find(besideBundleAt bundlePath: String, bundleName: String, searchFolders: [String] = []) -> (
        mappingModels: [XcodeMappingModel], diagnostics: [Diagnostic]
    ) {
        var folders = mappingModelFolders(in: Paths.workingDirectory(of: Paths.trimmingFinalSlashes(bundlePath)))
        var diagnostics: [Diagnostic] = []
        for searchFolder in searchFolders {
            folders += mappingModelFolders(under: searchFolder)
        }
        var found: [XcodeMappingModel] = []
        var seen: Set<String> = []
        for folder in folders.sorted() where seen.insert(FileSystem.realPath(folder) ?? folder).inserted {
            let fileName = Paths.fileName(of: folder)
            switch read(Paths.join(folder, "xcmapping.xml"), name: String(fileName.dropLast(folderExtension.count))) {
            case .success(let mapping) where mapping.bundleName == bundleName:
                found.append(mapping)
            case .success:
                continue
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        return (found, diagnostics)
    }

    /// An error for each of `searchFolders` that is not a folder.
    static func checkSearchFolders(_ searchFolders: [String]) -> [Diagnostic] {
        searchFolders.compactMap { searchFolder in
            let entry = FileSystem.entry(at: searchFolder)
            return entry == .folder
                ? nil
                : Diagnostic(
                    .error,
                    "--mapping-models names \(entry.description), not a folder to search for \(folderExtension) folders",
                    file: searchFolder)
        }
    }

    /// The `.xcmappingmodel` folders in `directory` itself.
    private static func mappingModelFolders(in directory: String) -> [String] {
        FileSystem.fileNames(in: directory).filter { $0.hasSuffix(folderExtension) }.map { Paths.join(directory, $0) }
    }

    /// The `.xcmappingmodel` folders anywhere under `root` (or `root` itself, when it is one). The
    /// walk follows no symbolic link (so it ends, and stays under `root`), goes at most
    /// `maximumDepth` folders down, and skips hidden folders (`.git`, `.build`), the insides of
    /// model bundles, mapping models, Xcode projects and workspaces, and the folders where
    /// dependency managers keep other projects' files (`Pods`, `Carthage`, `node_modules`).
    static func mappingModelFolders(under root: String, maximumDepth: Int = 16) -> [String] {
        if Paths.trimmingFinalSlashes(root).hasSuffix(folderExtension) { return [Paths.trimmingFinalSlashes(root)] }
        let skippedSuffixes = [XcodeModelBundle.bundleExtension, ".xcdatamodel", ".xcodeproj", ".xcworkspace"]
        let skippedNames: Set<String> = ["Pods", "Carthage", "node_modules"]
        var found: [String] = []
        var pending = [(path: root, depth: 0)]
        while let (folder, depth) = pending.popLast() {
            for name in FileSystem.fileNames(in: folder) where !name.hasPrefix(".") && !skippedNames.contains(name) {
                let path = Paths.join(folder, name)
                guard FileSystem.entry(at: path, followingLinks: false) == .folder else { continue }
                if name.hasSuffix(folderExtension) {
                    found.append(path)
                } else if depth < maximumDepth, !skippedSuffixes.contains(where: { name.hasSuffix($0) }) {
                    pending.append((path, depth + 1))
                }
            }
        }
        return found
    }

    private static func read(_ path: String, name: String) -> Result<XcodeMappingModel, Diagnostic> {
        func unreadable(_ reason: String) -> Result<XcodeMappingModel, Diagnostic> {
            .failure(
                Diagnostic(
                    .warning,
                    "the mapping model '\(name)' was not read (\(reason)), so no step of the conversion uses it",
                    file: path))
        }
        let bytes: [UInt8]
        switch InputFile.read(path, as: .mappingModel, sizeLimit: InputFile.defaultModelSizeLimit) {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return unreadable(diagnostic.message)
        }
        let root: XMLElementSyntax
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            return unreadable("its XML: \(error.message)")
        }
        // `<object type="XDDEVMAPPINGMODEL"><attribute name="sourcemodelpath">…/Moody 2.xcdatamodel</attribute>`
        var paths: [String: String] = [:]
        for object in root.children
        where object.name == "object" && object.attribute("type")?.value == "XDDEVMAPPINGMODEL" {
            for attribute in object.children where attribute.name == "attribute" {
                if let key = attribute.attribute("name")?.value { paths[key] = attribute.text }
            }
        }
        guard let source = paths["sourcemodelpath"].flatMap(version(fromPath:)),
            let destination = paths["destinationmodelpath"].flatMap(version(fromPath:))
        else {
            return unreadable("it names no source and destination versions")
        }
        return .success(
            XcodeMappingModel(
                name: name, path: path, sourceVersion: source.version, destinationVersion: destination.version,
                bundleName: source.bundle == destination.bundle ? source.bundle : nil))
    }

    /// `Migrations/Moody.xcdatamodeld/Moody 2.xcdatamodel` → (`Moody 2`, `Moody`).
    private static func version(fromPath path: String) -> (version: String, bundle: String?)? {
        let components = path.split(separator: "/").map(String.init)
        guard let last = components.last, last.hasSuffix(".xcdatamodel") else { return nil }
        let bundle = components.dropLast().last.flatMap { folder in
            folder.hasSuffix(".xcdatamodeld") ? String(folder.dropLast(".xcdatamodeld".count)) : nil
        }
        return (String(last.dropLast(".xcdatamodel".count)), bundle)
    }
}
