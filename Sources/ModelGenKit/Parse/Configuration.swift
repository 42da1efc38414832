import Foundation

/// The keys of `modelgen.json`. A key that is not a case here is an error.
enum ConfigurationKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case accessLevel, templates, maxModelSize, xcodeModels, omit
}

/// The keys of an Xcode model's entry in `modelgen.json`'s `xcodeModels`.
enum XcodeModelSettingsKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case versions, resetsStore
}

/// A step of an Xcode model's history that the app made by deleting the store, as `modelgen.json`
/// states it (`"resetsStore": { "Shop 3": "why" }`): the step into that version.
struct StatedStoreReset: Sendable, Equatable {
    /// The version the step leads into, as Xcode's version menu shows it.
    var version: Located<String>
    /// Why the app deletes the store there.
    var reason: Located<String>
    /// The configuration file.
    var file: String
}

/// The order of an Xcode model's versions as `modelgen.json` states it, oldest first, the last one
/// current: for a bundle whose `.xccurrentversion` names none (CoreStore picks its versions in
/// code), or whose versions' names do not sort in the order the app shipped them (Xcode orders
/// them by name only).
struct StatedVersionOrder: Sendable, Equatable {
    /// The versions' names, as Xcode's version menu shows them, oldest first.
    var names: [Located<String>]
    /// The configuration file, and where in it the list is.
    var file: String
    var location: SourcePosition
}

/// `modelgen.json`: an optional file beside a model that sets how its classes are generated.
/// `modelgen generate`, the build plugin and the command plugin all read it, so all three write the
/// same output for the same model. Options given on the command line win over the file.
///
/// ```json
/// { "accessLevel": "internal", "templates": "Templates", "maxModelSize": 64, "omit": ["predicates"],
///   "xcodeModels": { "Shop": { "versions": ["Shop", "Shop 2"] } } }
/// ```
struct Configuration: Sendable, Equatable {
    /// The place in a configuration file that names a templates folder, as written there.
    struct TemplatesReference: Sendable, Equatable {
        var file: String
        var location: SourcePosition
        /// The folder as the file spells it, before it is resolved against the file's folder.
        var spelling: String
    }

    /// The configuration file's name; it applies to every model in its folder.
    static let fileName = "modelgen.json"

    /// `public` or `internal`; `nil` when the file does not say.
    var accessLevel: GenerationOptions.AccessLevel?
    /// A folder of custom templates, as a path resolved against the configuration file's folder.
    var templatesDirectory: String?
    /// Where the configuration names the templates folder, so that a folder that is missing (or a
    /// file) is reported at that line rather than at a path the user never typed.
    var templatesNamedAt: TemplatesReference?
    /// The largest model file (and shipped version file) read, in bytes.
    var modelSizeLimit = InputFile.defaultModelSizeLimit
    /// The parts of each class's API that `"omit"` leaves out.
    var omitted: Set<GenerationOptions.APIPart> = []
    /// Whether the model file declares the model's actors (`GenerationOptions.declaresModelActors`).
    var declaresModelActors: Bool { GenerationOptions.declaresModelActors(omitting: omitted) }
    /// The order of each Xcode model's versions where the file states one, by the bundle's name
    /// (`Shop` for `Shop.xcdatamodeld` in the file's folder).
    var versionOrders: [String: StatedVersionOrder] = [:]
    /// The steps of each Xcode model's history that the app made by deleting the store, where the
    /// file states them, by the bundle's name.
    var storeResets: [String: [StatedStoreReset]] = [:]

    /// The version order stated for the Xcode model at `path`, if any: a bundle's own, or, for one
    /// version of a bundle, none (that version is the model).
    func versionOrder(forXcodeModelAt path: String) -> StatedVersionOrder? {
        Self.bundleName(of: path).flatMap { versionOrders[$0] }
    }

    /// The store resets stated for the Xcode model at `path`: a bundle's own.
    func storeResets(forXcodeModelAt path: String) -> [StatedStoreReset] {
        Self.bundleName(of: path).flatMap { storeResets[$0] } ?? []
    }

    /// The name of the bundle at `path` (`Shop` for `Shop.xcdatamodeld`); `nil` for one version.
    private static func bundleName(of path: String) -> String? {
        let name = Paths.fileName(of: Paths.trimmingFinalSlashes(path))
        guard name.hasSuffix(XcodeModelBundle.bundleExtension) else { return nil }
        return String(name.dropLast(XcodeModelBundle.bundleExtension.count))
    }

    init(accessLevel: GenerationOptions.AccessLevel? = nil, templatesDirectory: String? = nil) {
        self.accessLevel = accessLevel
        self.templatesDirectory = templatesDirectory
    }

    /// The configuration file that applies to a model: `modelgen.json` in the model's folder.
    static func path(forModelAt modelPath: String) -> String {
        Paths.join(XcodeModelBundle.folder(ofModelAt: modelPath), fileName)
    }

    /// Reads the configuration that applies to a model. No file is an empty configuration; a file
    /// with any problem gives `nil` and located diagnostics.
    static func load(forModelAt modelPath: String) -> (configuration: Configuration?, diagnostics: [Diagnostic]) {
        let path = path(forModelAt: modelPath)
        guard FileSystem.exists(path) else { return (Configuration(), []) }
        switch InputFile.read(path, as: .configuration, sizeLimit: InputFile.smallFileSizeLimit) {
        case .success(let bytes): return decode(bytes: bytes, path: path)
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
    }

    /// Parses configuration text; `path` names the file in diagnostics and anchors `templates`. The
    /// diagnostics are in the order of the file, whatever the order of its keys.
    static func decode(bytes: [UInt8], path: String) -> (configuration: Configuration?, diagnostics: [Diagnostic]) {
        let (configuration, diagnostics) = decodeKeys(bytes: bytes, path: path)
        return (configuration, diagnostics.inFileOrder())
    }

    /// `decode`, with the diagnostics in the order the keys are read.
    private static func decodeKeys(bytes: [UInt8], path: String) -> (
        configuration: Configuration?, diagnostics: [Diagnostic]
    ) {
        var log = DiagnosticLog(file: path)
        guard let root = JSONParser.parse(bytes, log: &log) else { return (nil, log.diagnostics) }
        guard let reader = ObjectReader<ConfigurationKey>(root, kind: "the configuration", log: &log) else {
            return (nil, log.diagnostics)
        }
        var configuration = Configuration()
        if let level = reader.string(.accessLevel, log: &log) {
            if let accessLevel = GenerationOptions.AccessLevel(rawValue: level.value) {
                configuration.accessLevel = accessLevel
            } else {
                let levels = GenerationOptions.AccessLevel.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
                log.error("'accessLevel' must be \(levels), not '\(level.value)'", at: level.location)
            }
        }
        if let templates = reader.string(.templates, log: &log) {
            if templates.value.isEmpty {
                log.error("'templates' must name a folder", at: templates.location)
            } else {
                let base = Paths.directory(of: path)
                configuration.templatesDirectory =
                    templates.value.hasPrefix("/") ? templates.value : Paths.join(base, templates.value)
                configuration.templatesNamedAt = TemplatesReference(
                    file: path, location: templates.location, spelling: templates.value)
            }
        }
        if let size = reader.value(.maxModelSize) {
            // Whole megabytes, from 1 to a limit no file system needs to exceed (and that cannot overflow).
            if let megabytes = size.wholeNumber, (1...65536).contains(megabytes) {
                configuration.modelSizeLimit = megabytes * InputFile.megabyte
            } else {
                let found = if case .number(let text) = size.kind { text } else { size.typeDescription }
                log.error(
                    "'maxModelSize' must be a whole number of megabytes from 1 to 65536, found \(found)",
                    at: size.location)
            }
        }
        if let parts = reader.value(.omit) {
            configuration.omitted = decodeOmittedParts(parts, log: &log)
        }
        if let models = reader.value(.xcodeModels) {
            (configuration.versionOrders, configuration.storeResets) = decodeXcodeModels(
                models, path: path, log: &log)
        }
        return log.hasErrors ? (nil, log.diagnostics) : (configuration, log.diagnostics)
    }

    /// `"omit": ["initializer", "keyEnums", "predicates", "modelActor", "numberAccessors"]`: the
    /// parts of the API to leave out, each named once.
    private static func decodeOmittedParts(_ value: JSONValue, log: inout DiagnosticLog)
        -> Set<GenerationOptions.APIPart>
    {
        let names = GenerationOptions.APIPart.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        guard case .array(let items) = value.kind else {
            log.error(
                "'omit' must be a list of the parts to leave out (\(names)), found \(value.typeDescription)",
                at: value.location)
            return []
        }
        var parts = Set<GenerationOptions.APIPart>()
        for item in items {
            guard case .string(let name) = item.kind, let part = GenerationOptions.APIPart(rawValue: name) else {
                let found = if case .string(let name) = item.kind { "'\(name)'" } else { item.typeDescription }
                log.error("'omit' names the parts \(names), not \(found)", at: item.location)
                continue
            }
            if !parts.insert(part).inserted { log.error("'omit' names '\(name)' twice", at: item.location) }
        }
        return parts
    }

    /// `"xcodeModels": { "Shop": { "versions": ["Shop", "Shop 2"] } }`: each bundle in the file's
    /// folder, by name, with its versions in order. A bundle that is not there is an error, as is an
    /// empty list or a name listed twice; whether each name is a version of the bundle is checked
    /// when the bundle is opened (`XcodeModelBundle.open`).
    /// And `"resetsStore": { "Shop 3": "why" }`: the steps the app made by deleting the store, each by
    /// the version it leads into (checked against the bundle when it is converted).
    private static func decodeXcodeModels(_ value: JSONValue, path: String, log: inout DiagnosticLog)
        -> ([String: StatedVersionOrder], [String: [StatedStoreReset]])
    {
        guard case .object(let members) = value.kind else {
            log.error("'xcodeModels' must be an object, found \(value.typeDescription)", at: value.location)
            return ([:], [:])
        }
        var orders: [String: StatedVersionOrder] = [:]
        var resets: [String: [StatedStoreReset]] = [:]
        let folder = Paths.directory(of: path)
        for member in members {
            let bundle = member.key + XcodeModelBundle.bundleExtension
            guard FileSystem.exists(Paths.join(folder, bundle)) else {
                log.error(
                    "'xcodeModels' names '\(member.key)', but there is no \(bundle) beside \(fileName)",
                    at: member.keyLocation)
                continue
            }
            guard
                let settings = ObjectReader<XcodeModelSettingsKey>(
                    member.value, kind: "the settings of Xcode model '\(member.key)'", log: &log)
            else { continue }
            if let stated = settings.value(.resetsStore) {
                resets[member.key] = decodeStoreResets(stated, of: member.key, path: path, log: &log)
            }
            guard let list = settings.value(.versions) else { continue }
            let names = settings.array(.versions, log: &log).compactMap {
                $0.stringValue(of: "a version of '\(member.key)'", log: &log)
            }
            guard !names.isEmpty else {
                log.error("the versions of '\(member.key)' must name at least its current version", at: list.location)
                continue
            }
            var seen: Set<String> = []
            for name in names where !seen.insert(name.value).inserted {
                log.error("the versions of '\(member.key)' name '\(name.value)' twice", at: name.location)
            }
            orders[member.key] = StatedVersionOrder(names: names, file: path, location: list.location)
        }
        return (orders, resets)
    }

    /// `{ "Shop 3": "why" }`: each version into which the app's step deleted the store, and why.
    private static func decodeStoreResets(_ value: JSONValue, of bundle: String, path: String, log: inout DiagnosticLog)
        -> [StatedStoreReset]
    {
        guard case .object(let members) = value.kind else {
            log.error(
                "the 'resetsStore' of '\(bundle)' must be an object of versions and why the app resets the store into each, found \(value.typeDescription)",
                at: value.location)
            return []
        }
        return members.compactMap { member in
            guard let reason = member.value.stringValue(of: "why the app resets the store", log: &log) else {
                return nil
            }
            guard !reason.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                log.error(
                    "say why the app resets the store (what it loses, and how it gets it back): the text documents the step",
                    at: reason.location)
                return nil
            }
            return StatedStoreReset(
                version: Located(member.key, at: member.keyLocation), reason: reason, file: path)
        }
    }
}
