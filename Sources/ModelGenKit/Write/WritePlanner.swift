import Foundation

/// A generated file, ready to write.
struct GeneratedFile: Sendable {
    var path: String
    var kind: OutputKind
    /// The class of the entity the file is for.
    var className: String
    /// The file's text as UTF-8, as the template rendered it (`Template.renderUTF8`): a run compares
    /// these bytes with the disk's, and an unchanged file is never made a string.
    var utf8: [UInt8]
    /// The model file that the file is generated from, as its marker names it (`Commits.datamodel.json`).
    var modelFileName = ""
    /// For a Class file, the class its class inherits from.
    var superclassName: String? = nil
    /// The sections of the support file that the file calls, where they depend on the model: the
    /// model file's (`FileContext.supportSections`).
    var supportSections: SupportFileSections = []

    /// The file's text.
    var contents: String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// Whether the file calls the support file: a model file or a Properties file that the built-in
    /// template (or a custom one copied from it) rendered, which names the support's types or
    /// helpers. (A run writes the support beside the Properties files of every model whose
    /// Properties template names them, whether or not a file of the model calls them:
    /// `TemplateSet.namesSupport`, as the build plugin decides it.)
    var callsSupport: Bool {
        (kind == .managedObjectModel || kind == .properties)
            && utf8.withUnsafeBufferPointer { bytes in
                Translator.supportTypeNames.contains { Translator.contains($0, in: bytes) }
            }
    }

    /// The support file (`ModelGenSupport.swift`) in `folder`, with the sections that the files
    /// beside it call.
    static func support(inFolder folder: String, sections: SupportFileSections = .all) -> GeneratedFile {
        GeneratedFile(
            path: Paths.join(folder, Translator.supportFileName), kind: .support, className: "",
            contents: sections.text)
    }
}

extension GeneratedFile {
    /// A generated file of `contents`.
    init(
        path: String, kind: OutputKind, className: String, contents: String, modelFileName: String = "",
        superclassName: String? = nil, supportSections: SupportFileSections = []
    ) {
        self.init(
            path: path, kind: kind, className: className, utf8: Array(contents.utf8), modelFileName: modelFileName,
            superclassName: superclassName, supportSections: supportSections)
    }
}

/// Where a model's generated Properties files live and how they are marked, so that stale ones
/// (from entities no longer in the model) can be found and removed.
struct StaleFileScope: Sendable, Hashable {
    var propertiesDirectory: String
    var classDirectory: String
    var marker: String
    /// The folder of the model, where a model named in another file's marker is looked for: files
    /// left by a model that is in none of the run's model folders are reported.
    var modelDirectory: String
}

/// Decides what to do with each generated file by comparing it with the disk.
enum WritePlanner {
    /// Compares the generated files with the disk and decides what to do with each, plus which
    /// earlier generated files to remove. Reads files; writes nothing.
    ///
    /// - Parameters:
    ///   - classFiles: With `.once`, an existing Class file is the user's: kept, never removed.
    ///     With `.always`, Class files are build output: replaced when they carry modelgen's marker
    ///     (a file without it is a conflict) and removed, like Properties files, when stale.
    ///   - untouched: Paths that are neither written nor removed, such as the Class files of
    ///     skipped classes.
    static func plan(
        _ files: [GeneratedFile], staleFileScopes: [StaleFileScope],
        classFiles: GenerationOptions.ClassFileMode = .once, untouched: [String] = []
    ) -> WritePlan {
        var planning = Planning(files, staleFileScopes: staleFileScopes, classFiles: classFiles, untouched: untouched)
        // Nothing is in a folder that does not exist: a first run into a new folder looks up each
        // folder once instead of each of its files (one lookup instead of 2,002 for 1,000 entities).
        // Only a folder the system says does not exist counts; one whose lookup fails otherwise (an
        // input/output error) leaves its files to be looked up, and refused, one by one.
        let folders = Set(files.lazy.map { Paths.workingDirectory(of: $0.path) })
        let missingFolders = folders.filter(FileSystem.isAbsent)
        planning.plan.filesRead += folders.count
        // What is on the disk in each file's place, read on every core: a run over up-to-date output
        // reads every file it generates, and the file system, not the CPU, is the limit. Each path's
        // normal spelling is worked out there too, which would otherwise take one core a while.
        let currentDirectory = planning.currentDirectory
        let onDisk = ParallelWork.map(files) { file in
            let disk =
                !missingFolders.isEmpty && missingFolders.contains(Paths.workingDirectory(of: file.path))
                ? FileOnDisk.missing
                : FileOnDisk(file, readingContents: !(file.kind == .managedObjectClass && classFiles == .once))
            return (disk: disk, normalizedPath: Paths.normalized(file.path, currentDirectory: currentDirectory))
        }
        for (file, place) in zip(files, onDisk) {
            planning.planGenerated(file, place.disk, normalizedPath: place.normalizedPath)
        }
        if classFiles == .once { planning.plan.diagnostics += outdatedSuperclasses(files, planning.plan.operations) }
        planning.planStaleFiles(in: staleFileScopes)
        planning.warnOfOrphans()
        return planning.plan
    }

    /// Files generated from a model file that is beside none of the run's models, by that file's
    /// name and their folder.
    private struct Orphans: Hashable, Comparable {
        var model: String
        var folder: String
        static func < (left: Orphans, right: Orphans) -> Bool {
            (left.folder, left.model) < (right.folder, right.model)
        }
    }

    /// One run of `plan(_:staleFileScopes:classFiles:untouched:)`: the plan so far, the paths it has
    /// decided on, and what it has learned of the disk.
    private struct Planning {
        var plan = WritePlan(operations: [])
        let classFiles: GenerationOptions.ClassFileMode
        let currentDirectory: String
        /// The paths decided on, normalized: written, kept, removed, or to be left untouched.
        var planned: Set<String>
        let modelDirectories: Set<String>
        let runModels: Set<String>
        var modelIsThere: [String: Bool] = [:]
        var orphans: [Orphans: [String]] = [:]
        var orphanPaths = Set<String>()
        /// Each folder's file names, sorted: listed once, for every kind of file that lives in it.
        var listings: [String: [String]] = [:]

        init(
            _ files: [GeneratedFile], staleFileScopes: [StaleFileScope],
            classFiles: GenerationOptions.ClassFileMode, untouched: [String]
        ) {
            self.classFiles = classFiles
            let currentDirectory = FileManager.default.currentDirectoryPath
            self.currentDirectory = currentDirectory
            planned = Set(untouched.map { Paths.normalized($0, currentDirectory: currentDirectory) })
            modelDirectories = Set(staleFileScopes.map(\.modelDirectory))
            runModels = Set(files.map(\.modelFileName))
        }

        /// Whether a model file of this name is beside one of the run's models.
        mutating func isThere(_ model: String) -> Bool {
            if let known = modelIsThere[model] { return known }
            let found = modelDirectories.contains { FileSystem.exists(Paths.join($0, model)) }
            modelIsThere[model] = found
            return found
        }

        /// Decides what to do with one generated file, given what is in its place: refuses it
        /// (something else is there, it cannot be read, or it is not modelgen's), keeps a Class file
        /// that is the user's, or writes it or leaves it as it is.
        ///
        /// `normalizedPath` must be `Paths.normalized(file.path, currentDirectory: currentDirectory)`,
        /// worked out by the caller on every core.
        mutating func planGenerated(_ file: GeneratedFile, _ disk: FileOnDisk, normalizedPath: String) {
            planned.insert(normalizedPath)
            if disk.wasLookedUp { plan.filesRead += 1 }
            if let refusal = WritePlanner.refusalOfUnreadable(file, disk) {
                plan.diagnostics.append(refusal)
                return
            }
            if file.kind == .managedObjectClass && classFiles == .once {
                if disk.entry == .file {
                    plan.operations.append(FileOperation(path: file.path, action: .keep, kind: file.kind))
                } else {
                    plan.operations.append(
                        FileOperation(
                            path: file.path, action: .write, kind: file.kind, utf8: file.utf8, createsOnly: true
                        ))
                }
                return
            }
            guard !disk.isUnchanged else {
                plan.operations.append(FileOperation(path: file.path, action: .unchanged, kind: file.kind))
                return
            }
            if let current = disk.contents {
                if let refusal = WritePlanner.refusalOfOthersFile(file, current) {
                    plan.diagnostics.append(refusal)
                    return
                }
                if let warning = replacedOtherModelsFile(file, current) { plan.diagnostics.append(warning) }
            }
            plan.operations.append(
                FileOperation(
                    path: file.path, action: .write, kind: file.kind, utf8: file.utf8, currentUTF8: disk.utf8,
                    missingWhenPlanned: disk.entry == .missing))
        }

        /// The warning for a file to be replaced that was generated from another model that is still
        /// there, and not in this run: run by run, the two models would replace each other's file.
        /// None for a model of the run (an entity moved from one to the other), one of the same name
        /// but another format (converted), or one gone (renamed).
        mutating func replacedOtherModelsFile(_ file: GeneratedFile, _ current: String) -> Diagnostic? {
            guard !file.modelFileName.isEmpty,
                let other = Translator.markedModelFileName(in: current),
                Translator.modelBaseName(other) != Translator.modelBaseName(file.modelFileName),
                !runModels.contains(other),
                isThere(other)
            else { return nil }
            return Diagnostic(
                .warning,
                "replaced, though it was generated from \(other), which is still beside the models: each of the two models replaces the other's file when it runs; generate them in one run, or into folders of their own (--output)",
                file: file.path, at: nil)
        }

        /// Finds, in each scope's output folders, the files modelgen generated earlier that the model
        /// no longer calls for (to remove), those of models beside none of the run's (to warn of), and
        /// a killed run's leftovers; reports an output folder that is not a folder.
        mutating func planStaleFiles(in scopes: [StaleFileScope]) {
            let staleKinds = OutputKind.templated.filter { $0.isOwnedByModelgen || classFiles == .always }
            var checkedFolders = Set<String>()
            for scope in scopes {
                for folder in [scope.propertiesDirectory, scope.classDirectory]
                where checkedFolders.insert(folder).inserted {
                    let entry = FileSystem.entry(at: folder)
                    if entry != .folder, entry != .missing {
                        plan.diagnostics.append(
                            Diagnostic(.error, "the output folder is \(entry.description), not a folder", file: folder))
                    }
                }
                for kind in staleKinds {
                    let directory = kind == .managedObjectClass ? scope.classDirectory : scope.propertiesDirectory
                    let suffix = kind.fileNameSuffix
                    for name in listing(of: directory) where name.hasSuffix(suffix) {
                        planStale(name, in: directory, kind: kind, scope: scope)
                    }
                }
            }
            // A Class files' folder of its own that was not listed for stale files (they are the user's,
            // written once) may hold a killed run's files too.
            for directory in Set(scopes.map(\.classDirectory)).sorted() where listings[directory] == nil {
                guard case .names(let names) = FileSystem.listing(of: directory) else { continue }
                collectLeftovers(in: directory, names: names.sorted())
            }
        }

        /// A folder's file names, sorted, listed the first time it is asked for, when its leftovers
        /// are collected too; none, with an error, for a folder that cannot be listed.
        mutating func listing(of directory: String) -> [String] {
            if let listed = listings[directory] { return listed }
            plan.foldersListed += 1
            switch FileSystem.listing(of: directory) {
            case .names(let listed):
                let names = listed.sorted()
                listings[directory] = names
                collectLeftovers(in: directory, names: names)
                return names
            case .unlistable(let code):
                plan.diagnostics.append(
                    Diagnostic(
                        .error,
                        "cannot list this output folder (\(FileSystem.describe(code))), so modelgen cannot find the files it generated there that are no longer wanted\(code == EACCES ? "; make it readable" : "")",
                        file: directory))
                listings[directory] = []
                return []
            }
        }

        /// Decides on one file of `kind`'s in an output folder that no file of the run is in the place
        /// of: removed when it carries the scope's marker (warning that the Class file of a removed
        /// Properties file is kept), noted as an orphan when its model is beside none of the run's.
        mutating func planStale(_ name: String, in directory: String, kind: OutputKind, scope: StaleFileScope) {
            let path = Paths.join(directory, name)
            guard !planned.contains(Paths.normalized(path, currentDirectory: currentDirectory)) else { return }
            plan.filesRead += 1
            guard let data = FileSystem.contents(of: path) else { return }
            let current = String(decoding: data, as: UTF8.self)
            guard Translator.carriesMarker(current, scope.marker) else {
                if let model = Translator.markedModelFileName(in: current), !isThere(model),
                    orphanPaths.insert(path).inserted
                {
                    orphans[Orphans(model: model, folder: directory), default: []].append(path)
                }
                return
            }
            planned.insert(Paths.normalized(path, currentDirectory: currentDirectory))
            plan.operations.append(FileOperation(path: path, action: .remove, kind: kind, currentUTF8: Array(data)))
            guard kind == .properties, classFiles == .once else { return }
            let className = String(name.dropLast(kind.fileNameSuffix.count))
            let classPath = Paths.join(
                scope.classDirectory, Translator.fileName(forClass: className, kind: .managedObjectClass))
            if FileSystem.exists(classPath) {
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "kept; its entity is no longer in the model, so delete it yourself if you no longer need it",
                        file: classPath))
            }
        }

        /// The files that a killed run left in a folder: temporary ones to delete, backups to warn of.
        mutating func collectLeftovers(in directory: String, names: [String]) {
            let found = FileSystem.leftovers(in: directory, names: names)
            plan.leftovers += found.deletable
            plan.diagnostics += found.backups
        }

        /// Warns of the orphans: one warning per model and folder, on its model file when that is
        /// among them; none for a file that another model's scope removes as its own.
        mutating func warnOfOrphans() {
            for (group, paths) in orphans.sorted(by: { $0.key < $1.key }) {
                let paths = paths.filter { !planned.contains(Paths.normalized($0, currentDirectory: currentDirectory)) }
                    .sorted()
                guard !paths.isEmpty else { continue }
                let model = group.model
                let shown =
                    paths.first { $0.hasSuffix(OutputKind.managedObjectModel.fileNameSuffix) } ?? paths[0]
                let others =
                    paths.count == 1
                    ? "this file" : "this file and the \(paths.count - 1) others generated from it here"
                plan.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "generated from \(model), which is beside none of the models given; if it was renamed or deleted, delete \(others): modelgen removes only the files of the models it is given",
                        file: shown))
            }
        }
    }

    /// The error that refuses a generated file without reading it: something other than a file is
    /// in its place, or the file there cannot be read, so whose it is cannot be told.
    private static func refusalOfUnreadable(_ file: GeneratedFile, _ disk: FileOnDisk) -> Diagnostic? {
        let entry = disk.entry
        if entry != .file, entry != .missing {
            return Diagnostic(
                .error,
                "\(entry.description) is in the place of this generated file; move it away, or generate into another folder (--output)",
                file: file.path)
        }
        if let code = disk.readError {
            // Whose file it is cannot be told without reading it: never replaced unread.
            return Diagnostic(
                .error,
                "cannot read this file (\(FileSystem.describe(code))), so modelgen cannot tell whether it generated it, and does not replace it; \(code == EACCES ? "make it readable, or move it away" : "move it away, or run again")",
                file: file.path)
        }
        return nil
    }

    /// The error that refuses to replace a file without modelgen's marker: it is someone's own (say,
    /// the subclass Xcode's "Create NSManagedObject Subclass" wrote, then edited). The marker counts
    /// anywhere here, for output of a template that printed it lower down.
    private static func refusalOfOthersFile(_ file: GeneratedFile, _ current: String) -> Diagnostic? {
        let marker = file.kind == .support ? Translator.supportMarker : Translator.generatedMarkerPrefix
        guard !Translator.carriesMarker(current, marker, inFirstLines: .max) else {
            return nil
        }
        let advice =
            file.kind == .managedObjectClass
            ? "--class-files always replaces only files it generated; pass --skip-class \(file.className) to keep it"
            : "modelgen replaces only files it generated; move it away (or delete it, if it is an older subclass of this entity that this file replaces), or generate into another folder (--output)"
        return Diagnostic(
            .error,
            "not replaced: this file was not generated by modelgen (it lacks the line '\(marker)…'); \(advice)",
            file: file.path, at: nil)
    }

    /// Warnings for Class files, kept as the user's, whose class inherits from another class than
    /// the one its entity's parent now calls for (an entity given a parent after its Class file was
    /// written, say): modelgen does not change them, and the Properties file would not compile
    /// against them. Read only for entities whose Properties file changes, which such a change
    /// always does, so that a run over up-to-date output reads no Class file.
    private static func outdatedSuperclasses(_ files: [GeneratedFile], _ operations: [FileOperation]) -> [Diagnostic] {
        // Only a kept Class file (the user's) can declare an outdated superclass: a first run keeps none.
        guard operations.contains(where: { $0.kind == .managedObjectClass && $0.action == .keep }) else { return [] }
        // By path: a file refused above (not the user's, unreadable) has no operation.
        let actions = Dictionary(operations.map { ($0.path, $0.action) }, uniquingKeysWith: { first, _ in first })
        let changedClasses = Set(
            files.filter { $0.kind == .properties && actions[$0.path] == .write }.map(\.className))
        guard !changedClasses.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for file in files
        where file.kind == .managedObjectClass && actions[file.path] == .keep && changedClasses.contains(file.className)
        {
            guard let wanted = file.superclassName,
                let bytes = FileSystem.bytes(ofFileAt: file.path),
                let declaration = declaredSuperclass(of: file.className, in: bytes),
                declaration.name.split(separator: ".").last != wanted.split(separator: ".").last
            else { continue }
            let declared = declaration.name
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "'\(file.className)' inherits from '\(declared)' here, but its entity's class now inherits from '\(wanted)'; change it to 'class \(file.className): \(wanted)', or delete the file if nothing in it is yours (modelgen writes a Class file only where there is none, and never changes one)",
                    file: file.path, at: declaration.at))
        }
        return diagnostics
    }

    /// The superclass that `class Name: Superclass` declares in Swift source (as written,
    /// `Module.Item`), outside comments, and where the class's name is; `nil` when the text declares
    /// no such class. The declaration may run over several lines.
    static func declaredSuperclass(of className: String, in bytes: [UInt8]) -> (name: String, at: SourcePosition)? {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ".") || byte >= 0x80
        }
        // Words and colons, each with where it starts, comments and string literals left out.
        var tokens: [(text: Substring, offset: Int)] = []
        var index = 0
        var commentDepth = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if commentDepth > 0 {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    commentDepth -= 1
                    index += 2
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    commentDepth += 1  // Swift's block comments nest.
                    index += 2
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                // A string literal, whose text may look like a comment ("*/"): passed over, a
                // multi-line one ("\"\"\"") to its closing quotes.
                let isMultiline = index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte
                index += isMultiline ? 3 : 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "\n"), !isMultiline { break }
                    if bytes[index] == byte,
                        !isMultiline
                            || (index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte)
                    {
                        index += isMultiline ? 3 : 1
                        break
                    }
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                commentDepth = 1
                index += 2
            } else if byte == UInt8(ascii: ":") {
                tokens.append((":", index))
                index += 1
            } else if isWordByte(byte) {
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                tokens.append((Substring(decoding: bytes[start..<index], as: UTF8.self), start))
            } else {
                index += 1
            }
        }
        for index in tokens.indices.dropLast(3)
        where tokens[index].text == "class" && tokens[index + 1].text == className && tokens[index + 2].text == ":" {
            return (String(tokens[index + 3].text), SourcePosition(ofByteAt: tokens[index + 1].offset, in: bytes))
        }
        return nil
    }

    /// What is in a generated file's place on the disk, and whether it already holds the file.
    private struct FileOnDisk: Sendable {
        var entry: FileSystem.Entry
        /// The bytes of the file there, when it is a file that was read and is not unchanged.
        var utf8: [UInt8]?
        var isUnchanged: Bool
        /// The system's error number when the file there was to be read and could not be.
        var readError: Int32?

        /// Whether the file itself was looked up; not when its folder does not exist.
        var wasLookedUp = true

        /// Nothing there, and the file not looked up: its folder does not exist.
        static let missing = FileOnDisk()

        private init() {
            entry = .missing
            isUnchanged = false
            wasLookedUp = false
        }

        init(_ file: GeneratedFile, readingContents: Bool) {
            entry = FileSystem.entry(at: file.path)
            utf8 = nil
            isUnchanged = false
            guard readingContents, entry == .file else { return }
            let bytes: [UInt8]
            switch FileSystem.readFile(at: file.path) {
            case .bytes(let read): bytes = read
            case .notAFile: return
            case .failed(let code):
                readError = code
                return
            }
            // Byte for byte: `String`'s `==` calls two spellings of the same characters (é composed
            // or not) equal, and the file on disk would keep the other spelling.
            isUnchanged = WritePlanner.sameBytes(file.utf8, bytes)
            // Kept only for a file to be replaced, which is checked and diffed: an unchanged file's
            // bytes would double the memory a run over up-to-date output holds until it is planned.
            utf8 = isUnchanged ? nil : bytes
        }

        /// The text of the file there, when it is a file that was read and is not unchanged.
        var contents: String? {
            utf8.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Whether two texts are the same bytes (`memcmp`: `==` on arrays compares them one by one).
    static func sameBytes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in
                left.count == right.count
                    && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}
