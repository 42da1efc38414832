/// Xcode models (`.xcdatamodeld` bundles and lone `.xcdatamodel` folders) as inputs of every
/// command: the current version's XML is parsed into the same declaration a `.datamodel.json`
/// file gives, then resolved, translated and rendered as one.
extension ModelLoader {
    /// One version of an Xcode model, parsed: the declaration (`nil` after a syntax error), what
    /// modelgen's format cannot hold of it, and every diagnostic, located in its `contents` file
    /// (or its `elements` file, for a version in Xcode 3's binary format).
    struct XcodeVersionReading {
        var version: XcodeModelBundle.Version
        var declaration: ModelDeclaration?
        var unheld: [UnheldFeature]
        /// Entities whose class Xcode generates too.
        var xcodeCodegen: [(name: String, location: SourcePosition)]
        var diagnostics: [Diagnostic]
    }

    /// Reads and parses one version of an Xcode model named `modelName`; `appLoadsIt` as
    /// `XcodeModelDecoder.decode` takes it.
    static func readXcodeVersion(
        _ version: XcodeModelBundle.Version, modelName: String, appLoadsIt: Bool = true, sizeLimit: Int,
        metrics: inout PipelineMetrics
    ) -> XcodeVersionReading {
        var reading = XcodeVersionReading(
            version: version, declaration: nil, unheld: [], xcodeCodegen: [], diagnostics: [])
        let bytes: [UInt8]
        switch metrics.measure(.read, { InputFile.read(version.contentsPath, as: .model, sizeLimit: sizeLimit) }) {
        case .success(let read): bytes = read
        case .failure(let diagnostic):
            reading.diagnostics.append(diagnostic)
            return reading
        }
        metrics.modelBytes += bytes.count
        var log = DiagnosticLog(file: version.contentsPath)
        metrics.measure(.parse) {
            if version.isXcode3Binary {
                // Xcode 3 kept a version as binary archives (`elements`, `layout`): read as the XML
                // Xcode 4 writes for it, and decoded as that.
                let (root, unheld) = XcodeBinaryModelReader.read(bytes, log: &log)
                guard let root else { return }
                let decoded = XcodeModelDecoder.decode(root, name: modelName, appLoadsIt: appLoadsIt, log: &log)
                reading.declaration = decoded.declaration
                reading.unheld = unheld + decoded.unheld
                reading.xcodeCodegen = decoded.xcodeCodegen
                return
            }
            do throws(XMLSyntaxError) {
                let root = try XMLReader.parse(bytes)
                let decoded = XcodeModelDecoder.decode(root, name: modelName, appLoadsIt: appLoadsIt, log: &log)
                reading.declaration = decoded.declaration
                reading.unheld = decoded.unheld
                reading.xcodeCodegen = decoded.xcodeCodegen
            } catch {
                log.error(error.message, at: error.location)
            }
        }
        reading.declaration?.buildsModelInCode = false
        reading.diagnostics = log.diagnostics
        return reading
    }

    /// Loads the current version of the Xcode model at `path` for generating classes: what modelgen's
    /// format cannot hold yet is left to the model Xcode compiles. An entity whose class Xcode
    /// generates too is a warning.
    static func loadXcodeModel(
        at path: String, sizeLimit: Int, statedOrder: StatedVersionOrder? = nil,
        purpose: Resolver.Purpose = .generatingClasses, metrics: inout PipelineMetrics
    ) -> (
        model: ResolvedModel?, diagnostics: [Diagnostic]
    ) {
        let bundle: XcodeModelBundle
        switch XcodeModelBundle.open(path, statedOrder: statedOrder) {
        case .success(let opened): bundle = opened
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let reading = readXcodeVersion(bundle.current, modelName: bundle.name, sizeLimit: sizeLimit, metrics: &metrics)
        var log = DiagnosticLog(file: bundle.current.contentsPath)
        for entity in reading.xcodeCodegen {
            log.warning(
                "Xcode also generates the class of entity '\(entity.name)' (its Codegen is not Manual/None), so the app would declare it twice; set Codegen to Manual/None in Xcode's Data Model inspector",
                at: entity.location)
        }
        // The compiled model keeps such a template; the classes lack its factory, which the user
        // would otherwise find missing only when calling it.
        for feature in reading.unheld where feature.isFetchRequestWithoutFactory {
            log.warning("\(feature.description); until then the classes have no factory for it", at: feature.location)
        }
        var diagnostics = reading.diagnostics + log.diagnostics
        guard let declaration = reading.declaration else { return (nil, diagnostics) }
        var resolveLog = DiagnosticLog(file: bundle.current.contentsPath)
        let model = metrics.measure(.resolve) {
            Resolver.resolve(declaration, fileName: bundle.fileName, purpose: purpose, log: &resolveLog)
        }
        diagnostics += resolveLog.diagnostics
        if let model {
            metrics.entities += model.entities.count
            metrics.properties += model.entities.reduce(0) { $0 + $1.attributes.count + $1.relationships.count }
        }
        return (diagnostics.hasErrors ? nil : model, diagnostics)
    }
}
