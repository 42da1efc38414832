import Foundation

/// The keys of `modelgen.json`. A key that is not a case here is an error.
enum ConfigurationKey: String, SyntaxKey {
    static let names = CaseNames<Self>()

    case accessLevel, templates, maxModelSize
}

/// `modelgen.json`: an optional file beside a model that sets how its classes are generated.
/// `modelgen generate`, the build plugin and the command plugin all read it, so all three write the
/// same output for the same model. Options given on the command line win over the file.
///
/// ```json
/// { "accessLevel": "internal", "templates": "Templates", "maxModelSize": 64 }
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
        return log.hasErrors ? (nil, log.diagnostics) : (configuration, log.diagnostics)
    }
}
