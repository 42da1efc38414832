import Foundation

// What modelgen's plugins work out on their own, before the tool runs. A plugin cannot link
// ModelGenKit (plugins may depend on executables only), so this file uses Foundation alone. It is
// shared by symbolic link: `Plugins/ModelGenPlugin`, `Plugins/GenerateModelClasses` and the test
// target (which proves that the names declared here are the names the tool writes) compile it.

/// Plans modelgen's work for one target: which files are models, which files the build command
/// reads and writes, and how the tool is invoked.
enum PluginPlanner {
    static let modelSuffix = ".datamodel.json"
    /// Must match `Configuration.fileName` in ModelGenKit.
    static let configurationFileName = "modelgen.json"
    /// Must match `OutputKind.templateName` in ModelGenKit.
    static let templateNames = [
        "CoreDataProperties.swift.mustache", "CoreDataClass.swift.mustache", "ManagedObjectModel.swift.mustache",
        "CompositeAttribute.swift.mustache",
    ]
    /// Must match `OutputKind.fileNameSuffix` in ModelGenKit.
    static let propertiesSuffix = "+CoreDataProperties.swift"
    static let classSuffix = "+CoreDataClass.swift"
    static let managedObjectModelSuffix = "+ManagedObjectModel.swift"
    static let compositeSuffix = "+CompositeAttribute.swift"
    /// Must match `Translator.supportFileName` in ModelGenKit: the support file that every model file
    /// calls, written once into the folder of the model files.
    static let supportFileName = "ModelGenSupport.swift"
    /// Must match `Translator.supportTypeNames` in ModelGenKit: what a model or Properties template
    /// that calls the support file names.
    static let supportTypeNames = [
        "ModelGenModelBuilder", "ModelGenSupport.", "modelGenValue(", "setModelGenValue(", "setModelGenValues(",
    ]

    /// The build command for a target, or the problems that stop the build.
    struct BuildPlan: Equatable {
        var displayName: String
        var arguments: [String]
        var inputFiles: [URL]
        var outputFiles: [URL]
        /// Classes whose Class file is in the target's sources: the plugin generates only their
        /// Properties file.
        var classesInSources: [String]
        /// Problems with the target itself (not with a model: the tool reports those, located).
        var problems: [PluginDiagnostic]
    }

    /// Must match `ModelHistory.versionsDirectory` and `VersionRecord.fileName` in ModelGenKit.
    static let versionsFolderSuffix = ".versions"
    static let versionRecordFileName = "checksums.json"

    /// Must match `XcodeModelBundle` in ModelGenKit.
    static let xcodeBundleSuffix = ".xcdatamodeld"
    static let xcodeVersionSuffix = ".xcdatamodel"

    /// The models among a target's files, in a stable order: `.datamodel.json` files and Xcode
    /// models. A shipped version in a model's versions folder (`Commits.versions/1.datamodel.json`)
    /// is part of that model, not a model; so is a file inside an Xcode model, which stands for the
    /// model, and a version of a `.xcdatamodeld`.
    static func models(in files: [URL]) -> [URL] {
        var models = Set<URL>()
        for file in files {
            if let xcodeModel = xcodeModel(containing: file) {
                models.insert(xcodeModel)
            } else if file.lastPathComponent.hasSuffix(modelSuffix)
                && !file.deletingLastPathComponent().lastPathComponent.hasSuffix(versionsFolderSuffix)
            {
                models.insert(file)
            }
        }
        return models.sorted { $0.path < $1.path }
    }

    /// The outermost Xcode model that `file` is or is in: its `.xcdatamodeld`, or a lone `.xcdatamodel`.
    static func xcodeModel(containing file: URL) -> URL? {
        var found: URL?
        var url = file.standardizedFileURL
        while url.path != "/" && !url.path.isEmpty {
            let name = url.lastPathComponent
            if name.hasSuffix(xcodeBundleSuffix) || name.hasSuffix(xcodeVersionSuffix) { found = url }
            url = url.deletingLastPathComponent()
        }
        return found
    }

    static func isXcodeModel(_ model: URL) -> Bool {
        model.lastPathComponent.hasSuffix(xcodeBundleSuffix) || model.lastPathComponent.hasSuffix(xcodeVersionSuffix)
    }

    /// The files of an Xcode model that generation reads: `.xccurrentversion` and each version's
    /// `contents`, so that an edit in Xcode runs generation again.
    static func xcodeModelFiles(_ model: URL) -> [URL] {
        guard model.lastPathComponent.hasSuffix(xcodeBundleSuffix) else {
            return [model.appendingPathComponent("contents")]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: model.path)) ?? []
        let versions = names.filter { $0.hasSuffix(xcodeVersionSuffix) }.sorted()
        return [model.appendingPathComponent(".xccurrentversion")].filter {
            FileManager.default.fileExists(atPath: $0.path)
        } + versions.map { model.appendingPathComponent($0).appendingPathComponent("contents") }
    }

    /// The `contents` file of an Xcode model's current version, found as modelgen finds it.
    static func currentContents(ofXcodeModel model: URL) -> URL {
        guard model.lastPathComponent.hasSuffix(xcodeBundleSuffix) else {
            return model.appendingPathComponent("contents")
        }
        let versions = xcodeModelFiles(model).filter { $0.lastPathComponent == "contents" }
        if let data = try? Data(contentsOf: model.appendingPathComponent(".xccurrentversion")),
            let text = String(data: data, encoding: .utf8),
            let start = text.range(of: "<string>"),
            let end = text.range(of: "</string>", range: start.upperBound..<text.endIndex)
        {
            let name = String(text[start.upperBound..<end.lowerBound])
            return model.appendingPathComponent(name).appendingPathComponent("contents")
        }
        return versions.first ?? model.appendingPathComponent("contents")
    }

    /// The class names of an Xcode model's entities, from their start tags: `representedClassName`
    /// without a module, else the entity's name.
    static func xcodeClassNames(inContents text: String) -> [String] {
        xcodeNames(of: "entity", inContents: text)
    }

    /// The names of an Xcode model's composite attribute types, from their start tags.
    static func xcodeCompositeNames(inContents text: String) -> [String] {
        xcodeNames(of: "composite", inContents: text)
    }

    /// The `representedClassName` (without a module) or else the `name` of each element named
    /// `elementName`.
    private static func xcodeNames(of elementName: String, inContents text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "<" + elementName) {
            guard let end = rest.range(of: ">", range: start.upperBound..<rest.endIndex) else { break }
            let tag = rest[start.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
            guard tag.first?.isWhitespace == true else { continue }
            func value(_ attribute: String) -> String? {
                guard let key = tag.range(of: " " + attribute + "=\""),
                    let close = tag.range(of: "\"", range: key.upperBound..<tag.endIndex)
                else { return nil }
                return String(tag[key.upperBound..<close.lowerBound])
            }
            guard let name = value("name") else { continue }
            let className = value("representedClassName").map { String($0.split(separator: ".").last ?? "") }
            names.append(className.flatMap { $0.isEmpty ? nil : $0 } ?? name)
        }
        return names
    }

    /// The versions folder of a model: `Commits.versions` beside `Commits.datamodel.json`.
    static func versionsDirectory(forModelAt model: URL) -> URL {
        var base = model.lastPathComponent
        for suffix in [modelSuffix, ".json"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return model.deletingLastPathComponent().appendingPathComponent(base + versionsFolderSuffix)
    }

    /// The files of a model's shipped versions, record first, that generation reads: editing one
    /// must run it again. None when the model has no versions folder.
    static func versionFiles(forModelAt model: URL) -> [URL] {
        let directory = versionsDirectory(forModelAt: model)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        let record = names.filter { $0 == versionRecordFileName }
        let versions = names.filter { $0.hasSuffix(modelSuffix) }.sorted {
            ($0.split(separator: ".").first.flatMap { Int($0) } ?? 0, $0)
                < ($1.split(separator: ".").first.flatMap { Int($0) } ?? 0, $1)
        }
        return (record + versions).map { directory.appendingPathComponent($0) }
    }

    /// What file names depend on in a model: its name, the class names of its entities
    /// (`className`, else `name`) in model order, and the names of its composite attribute types.
    struct ModelNames: Equatable {
        var modelName: String?
        var classNames: [String]
        var compositeNames: [String] = []
    }

    /// A model's names, as the tool will name the files; `nil` when the model cannot be read. The
    /// tool checks the model and reports any problem; this reads only what file names depend on.
    static func names(ofModelAt url: URL) -> ModelNames? {
        if isXcodeModel(url) {
            // The app loads the model Xcode compiles: modelgen writes its classes, not a model file.
            guard let data = try? Data(contentsOf: currentContents(ofXcodeModel: url)),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return ModelNames(
                modelName: nil, classNames: xcodeClassNames(inContents: text),
                compositeNames: xcodeCompositeNames(inContents: text))
        }
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entities = root["entities"] as? [Any]
        else { return nil }
        var names: [String] = []
        for case let entity as [String: Any] in entities {
            guard let name = entity["className"] as? String ?? entity["name"] as? String else { continue }
            names.append(name)
        }
        let composites = (root["composites"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["name"] as? String }
        return ModelNames(modelName: root["name"] as? String, classNames: names, compositeNames: composites)
    }

    /// The class names of a model's entities, in model order; `nil` when the model cannot be read.
    static func classNames(ofModelAt url: URL) -> [String]? {
        names(ofModelAt: url)?.classNames
    }

    /// The templates folder a model's `modelgen.json` names, if any.
    static func templatesDirectory(forModelAt model: URL) -> URL? {
        let configuration = configurationFile(forModelAt: model)
        guard let data = try? Data(contentsOf: configuration),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let templates = root["templates"] as? String, !templates.isEmpty
        else { return nil }
        if templates.hasPrefix("/") { return URL(fileURLWithPath: templates) }
        return configuration.deletingLastPathComponent().appendingPathComponent(templates)
    }

    /// Whether a model's files call the support file, as the tool decides it: the built-in templates'
    /// do (the Properties files' computed properties, and the model file), and a custom folder's
    /// when its Properties template, or the model template of a model built in code, names the
    /// support's types or helpers (a copy of the built-in one).
    static func callsSupport(modelAt model: URL) -> Bool {
        guard let templates = templatesDirectory(forModelAt: model) else { return true }
        func namesSupport(_ name: String) -> Bool {
            let template = templates.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: template) else {
                // A templates folder without a model template uses the built-in one (without a
                // Properties template, the tool reports the folder).
                return name == "ManagedObjectModel.swift.mustache"
                    && !FileManager.default.fileExists(atPath: template.path)
            }
            let text = String(decoding: data, as: UTF8.self)
            return supportTypeNames.contains { text.contains($0) }
        }
        return namesSupport("CoreDataProperties.swift.mustache")
            || !isXcodeModel(model) && namesSupport("ManagedObjectModel.swift.mustache")
    }

    static func configurationFile(forModelAt model: URL) -> URL {
        model.deletingLastPathComponent().appendingPathComponent(configurationFileName)
    }

    /// The build command that generates a target's classes into `outputDirectory`.
    ///
    /// - Parameters:
    ///   - targetName: The target's name, for messages.
    ///   - files: Every file of the target (sources, resources and others); models are found among them.
    ///   - tool: The `modelgen` executable; listed as an input, so a rebuilt tool regenerates.
    /// - Returns: `nil` when the target has no model.
    static func buildPlan(targetName: String, files: [URL], tool: URL, outputDirectory: URL) -> BuildPlan? {
        let models = models(in: files)
        guard !models.isEmpty else { return nil }
        let fileManager = FileManager.default

        // Files in the target named like generated files, by lower-cased name: a case-insensitive
        // disk (the default on macOS) cannot hold two names that differ only in case.
        var sourcesByName: [String: URL] = [:]
        for file in files
        where [classSuffix, propertiesSuffix, managedObjectModelSuffix, compositeSuffix].contains(
            where: file.lastPathComponent.hasSuffix)
        {
            sourcesByName[file.lastPathComponent.lowercased()] = file
        }

        var inputs = [tool]
        var outputs: [URL] = []
        var declared = Set<String>()
        var classesInSources: [String] = []
        var problems: [PluginDiagnostic] = []
        func declare(_ name: String) {
            // Two models that would write the same name (even in different case) are an error the
            // tool reports; declaring the name once keeps the build plan valid until it does.
            if declared.insert(name.lowercased()).inserted {
                outputs.append(outputDirectory.appendingPathComponent(name))
            }
        }
        for model in models {
            if isXcodeModel(model) {
                inputs += xcodeModelFiles(model)
            } else {
                inputs.append(model)
                inputs += versionFiles(forModelAt: model)
            }
            let configuration = configurationFile(forModelAt: model)
            if fileManager.fileExists(atPath: configuration.path), !inputs.contains(configuration) {
                inputs.append(configuration)
            }
            if let templates = templatesDirectory(forModelAt: model) {
                for name in templateNames {
                    let template = templates.appendingPathComponent(name)
                    if fileManager.fileExists(atPath: template.path), !inputs.contains(template) {
                        inputs.append(template)
                    }
                }
            }
            // A model that cannot be read declares no outputs; the tool runs anyway and reports it.
            let names = names(ofModelAt: model)
            func declareOwned(_ name: String) {
                if let committed = sourcesByName[name.lowercased()] {
                    problems.append(
                        PluginDiagnostic(
                            """
                            target '\(targetName)' holds \(committed.path), and ModelGenPlugin also \
                            generates \(name) from \(model.lastPathComponent): a target cannot hold two files \
                            of the same name. To generate it at build time, delete the file from the target. To keep \
                            committed output instead, remove ModelGenPlugin from the target's plugins.
                            """, file: committed))
                }
                declare(name)
            }
            for className in names?.classNames ?? [] {
                declareOwned(className + propertiesSuffix)
                if sourcesByName[(className + classSuffix).lowercased()] != nil {
                    if !classesInSources.contains(className) { classesInSources.append(className) }
                } else {
                    declare(className + classSuffix)
                }
            }
            for compositeName in names?.compositeNames ?? [] {
                declareOwned(compositeName + compositeSuffix)
            }
            if let modelName = names?.modelName {
                declareOwned(modelName + managedObjectModelSuffix)
            }
            if names != nil, callsSupport(modelAt: model), !declared.contains(supportFileName.lowercased()) {
                declareOwned(supportFileName)
            }
        }

        var arguments = ["generate", "--output", outputDirectory.path, "--class-files", "always", "--quiet"]
        for className in classesInSources {
            arguments += ["--skip-class", className]
        }
        arguments.append("--")
        arguments += models.map(\.path)
        let modelNames = models.map(\.lastPathComponent).joined(separator: ", ")
        return BuildPlan(
            displayName: "Generating Core Data classes from \(modelNames) for \(targetName)",
            arguments: arguments, inputFiles: inputs, outputFiles: outputs,
            classesInSources: classesInSources, problems: problems)
    }

    /// How the command plugin runs `modelgen generate` on one target's files.
    struct CommandPlan: Equatable {
        var arguments: [String]
        /// Whether the target already holds a generated Properties file of one of its models,
        /// beside the model: committed output, as opposed to a target that generates at build time.
        var holdsCommittedOutput: Bool
    }

    /// The command plugin's run for a target: `modelgen generate` writes beside each model
    /// (Properties files rewritten, Class files created only when missing), as it does from the
    /// command line. A class whose Class file the target holds elsewhere gets `--skip-class`.
    ///
    /// - Returns: `nil` when the target has no model.
    static func commandPlan(files: [URL], check: Bool, dryRun: Bool) -> CommandPlan? {
        let models = models(in: files)
        guard !models.isEmpty else { return nil }
        var pathsByName: [String: [String]] = [:]  // lower-cased file name → the target's files of that name
        for file in files {
            pathsByName[file.lastPathComponent.lowercased(), default: []].append(file.standardizedFileURL.path)
        }
        var skipped: [String] = []
        var holdsCommittedOutput = false
        for model in models {
            let folder = model.deletingLastPathComponent()
            for className in classNames(ofModelAt: model) ?? [] {
                let besideModel = folder.appendingPathComponent(className + classSuffix).standardizedFileURL.path
                let classFiles = pathsByName[(className + classSuffix).lowercased()] ?? []
                if classFiles.contains(where: { $0 != besideModel }), !skipped.contains(className) {
                    skipped.append(className)
                }
                let propertiesPath = folder.appendingPathComponent(className + propertiesSuffix).standardizedFileURL
                    .path
                if pathsByName[(className + propertiesSuffix).lowercased()]?.contains(propertiesPath) == true {
                    holdsCommittedOutput = true
                }
            }
        }
        var arguments = ["generate"]
        if check { arguments.append("--check") }
        if dryRun { arguments.append("--dry-run") }
        // One module holds one support file: models whose files call it, in folders of their own,
        // share the one beside the first.
        let supportFolders = models.filter { callsSupport(modelAt: $0) }.map {
            $0.deletingLastPathComponent().standardizedFileURL
        }
        if let first = supportFolders.first, supportFolders.contains(where: { $0 != first }) {
            arguments += ["--support-output", first.path]
        }
        for className in skipped {
            arguments += ["--skip-class", className]
        }
        arguments.append("--")
        arguments += models.map(\.path)
        return CommandPlan(arguments: arguments, holdsCommittedOutput: holdsCommittedOutput)
    }
}
