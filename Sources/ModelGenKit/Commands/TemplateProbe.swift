/// A small model that takes every path through the built-in templates: every kind of property and
/// storage (validation rules, storage options, derived and composite attributes, transient relationships too), configurations and CloudKit, enums with and without raw values and fallbacks, fetch requests with every kind of
/// parameter, constraints, indexes, user info, defaults, counts and delete rules, documentation and
/// none, lists of one item and of several, entities inside and outside a hierarchy. A custom
/// template is rendered with it once when it is loaded, so a misspelt name is reported even in a
/// section that the user's own model never renders. `TemplateProbeTests` holds it to that: a
/// misspelt name in any section of any built-in template must be reported.
enum TemplateProbe {
    static let modelText = """
        {
          "name": "Probe",
          "localizationTable": "ProbeModel",
          "migrationStep": { "didMigrate": "Documented." },
          "composites": [
            {
              "name": "Spot", "documentation": "Documented.",
              "elements": [
                { "name": "x", "type": "double", "default": 0, "minimum": 0, "maximum": 9, "documentation": "Documented." },
                { "name": "y", "type": "double" },
                { "name": "w", "type": "double", "default": 1.5 },
                { "name": "label", "type": "string", "optional": true },
                { "name": "inner", "type": "composite", "composite": "Inner" },
                { "name": "outer", "type": "composite", "composite": "Inner", "optional": true }
              ]
            },
            { "name": "Inner", "elements": [{ "name": "z", "type": "integer16", "optional": true }] }
          ],
          "cloudKitContainerIdentifier": "iCloud.probe",
          "configurations": [
            { "name": "Local", "entities": ["Item", "Step", "Base", "Derived", "Other"], "documentation": "Documented." },
            { "name": "Cloud", "entities": ["Synced"], "usedWithCloudKit": true, "cloudKitDatabase": "public" }
          ],
          "entities": [
            {
              "name": "Item", "documentation": "Documented.", "userInfo": { "a": "1", "b": "2" },
              "renamedFrom": "Thing", "versionHashModifier": "2",
              "attributes": [
                { "name": "title", "type": "string", "documentation": "Documented.", "indexed": true, "renamedFrom": "name", "versionHashModifier": "2", "minLength": 1, "maxLength": 9, "indexedBySpotlight": true },
                { "name": "rank", "type": "integer16", "optional": true, "default": 1, "minimum": 0, "userInfo": { "a": "1", "b": "2" } },
                { "name": "price", "type": "decimal", "default": 1 },
                { "name": "remark", "type": "string", "optional": true, "swiftName": "note" },
                { "name": "default", "type": "date", "optional": true, "default": "2024-05-01T12:00:00Z" },
                { "name": "scratch", "type": "string", "optional": true, "transient": true, "userInfo": { "a": "1" } },
                { "name": "blob", "type": "binary", "allowsExternalStorage": true, "preserveAfterDeletion": true, "allowsCloudEncryption": true, "userInfo": { "a": "1" } },
                { "name": "tags", "type": "transformable", "customClass": "[String]", "optional": true, "userInfo": { "a": "1" } },
                { "name": "state", "type": "string", "enum": { "name": "State", "cases": ["open", "done"], "documentation": "Documented." } },
                { "name": "level", "type": "integer16", "optional": true, "enum": { "name": "Level", "cases": { "low": 1, "high": 2 } } },
                { "name": "tint", "type": "string", "optional": true, "enum": { "name": "Tint", "cases": ["red", "blue"], "fallback": "red" } },
                { "name": "stepCount", "type": "integer32", "optional": true, "derivation": "steps.@count" },
                { "name": "spot", "type": "composite", "composite": "Spot", "optional": true },
                { "name": "home", "type": "composite", "composite": "Spot" }
              ],
              "relationships": [
                { "name": "steps", "destination": "Step", "inverse": "item", "toMany": true, "ordered": true, "deleteRule": "cascade", "userInfo": { "a": "1" } },
                { "name": "tags2", "destination": "Step", "inverse": "tagged", "toMany": true, "minCount": 1, "maxCount": 5, "userInfo": { "a": "1", "b": "2" } },
                { "name": "loose", "destination": "Step", "optional": true, "transient": true, "renamedFrom": "free", "versionHashModifier": "2", "userInfo": { "a": "1" } }
              ],
              "uniquenessConstraints": [["title", "blob"], ["rank"]],
              "indexes": [{ "name": "byRankAndTitle", "elements": [{ "property": "rank", "ascending": false }, { "property": "title" }] }],
              "fetchRequests": [
                {
                  "name": "matching", "documentation": "Documented.",
                  "predicate": "title == $title AND state == $state AND ANY steps == $step",
                  "parameters": { "title": "string", "state": "State", "step": "Step" },
                  "sortBy": [{ "key": "title" }, { "key": "rank", "ascending": false }], "limit": 10
                },
                { "name": "all" },
                { "name": "allIDs", "resultType": "managedObjectID", "batchSize": 20, "includesPendingChanges": false }
              ],
              "fetchedProperties": [
                { "name": "sameContext", "destination": "Step", "predicate": "context == $FETCH_SOURCE.title", "documentation": "Documented.", "userInfo": { "a": "1", "b": "2" }, "renamedFrom": "likeMe", "versionHashModifier": "2" },
                { "name": "everyStep", "destination": "Step" }
              ]
            },
            {
              "name": "Step",
              "attributes": [{ "name": "context", "type": "string" }, { "name": "itemTitle", "type": "string", "optional": true, "derivation": "item.title" }],
              "relationships": [
                { "name": "item", "destination": "Item", "inverse": "steps" },
                { "name": "tagged", "destination": "Item", "inverse": "tags2", "optional": true, "userInfo": { "a": "1" } }
              ]
            },
            { "name": "Base", "abstract": true },
            { "name": "Derived", "parent": "Base", "attributes": [{ "name": "value", "type": "double" }, { "name": "weight", "type": "double", "minimum": 0 }] },
            { "name": "Other", "parent": "Base" },
            { "name": "Synced", "attributes": [{ "name": "note", "type": "string", "optional": true }, { "name": "since", "type": "date", "optional": true, "default": "2024-05-01T12:00:00Z" }] }
          ]
        }
        """

    /// The problems of `templates`, found by rendering the probe's files with them: every unknown
    /// name and misused value, each once, in the order of the templates and of the tags in them,
    /// and each template of a file modelgen owns that does not print the marker in its first lines.
    static func problems(of templates: TemplateSet, nodeLimit: Int = maximumNodesRendered) -> [Diagnostic] {
        var renders: [(ModelHistory, GenerationOptions, Translator.FileJob)] = []
        for history in histories() {
            for accessLevel in GenerationOptions.AccessLevel.allCases {
                for classFiles in GenerationOptions.ClassFileMode.allCases {
                    let options = GenerationOptions(accessLevel: accessLevel, classFiles: classFiles)
                    for job in Translator.fileJobs(of: history.current) {
                        renders.append((history, options, job))
                    }
                }
            }
        }
        let found = ParallelWork.map(renders) { history, options, job in
            let file = Translator.context(of: job, model: history.current, history: history, options: options)
            let render = templates.trialRender(file, nodeLimit: nodeLimit)
            let marked = Translator.carriesMarker(
                render.text, Translator.generatedMarker(modelFileName: history.current.fileName))
            // A render cut short may stop before the marker.
            return (
                kind: file.kind, problems: render.problems, isComplete: render.isComplete,
                lacksMarker: file.kind.isOwnedByModelgen && render.isComplete && !marked
            )
        }
        struct Place: Hashable {
            var template: String
            var location: SourcePosition
        }
        var problems: [TemplateError] = []
        var seen = Set<Place>()
        var cutShort = Set<OutputKind>()
        for render in found {
            if !render.isComplete { cutShort.insert(render.kind) }
            for problem in render.problems
            where seen.insert(Place(template: problem.template, location: problem.location)).inserted {
                problems.append(problem)
            }
        }
        let unmarked = OutputKind.templated.filter { kind in found.contains { $0.kind == kind && $0.lacksMarker } }
        return problems.sorted { ($0.template, $0.location) < ($1.template, $1.location) }.map(\.diagnostic)
            + OutputKind.templated.filter(cutShort.contains).map {
                mayHaveMoreProblems(templatePath: templates.path(of: $0))
            }
            + unmarked.map { missingMarker(in: $0, templatePath: templates.path(of: $0), classFilesAlways: false) }
    }

    /// How many nodes a render of the probe's small model may visit: about fifteen times what the
    /// built-in templates take for it (3,357 at most, for its model file), so that a template whose
    /// sections repeat inside each other is stopped within the probe's first second, not after hours.
    static let maximumNodesRendered = 50_000

    /// The note after the problems of a template whose check stopped early.
    static func mayHaveMoreProblems(templatePath: String) -> Diagnostic {
        Diagnostic(
            .note, "there may be more problems in this template: its check stopped early; fix these and run again",
            file: templatePath)
    }

    /// The error for a template of a file that modelgen replaces and removes, which must print the
    /// marker: without it, the next run could not tell the file from the user's.
    static func missingMarker(in kind: OutputKind, templatePath: String, classFilesAlways: Bool) -> Diagnostic {
        let template =
            kind == .managedObjectClass && classFilesAlways
            ? "with --class-files always, the Class" : "the \(kind.templateDescription)"
        return Diagnostic(
            .error, "\(template) template must print {{generatedMarker}} in its first ten lines", file: templatePath)
    }

    /// The model text without its configurations and CloudKit container.
    static func withoutConfigurations(_ text: String) -> String {
        guard let start = text.range(of: #"  "cloudKitContainerIdentifier""#),
            let end = text.range(of: #"  "entities": ["#)
        else { return text }
        return text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")
    }

    /// The probe model with these histories: without configurations, and with them (one synced with
    /// CloudKit), each without a shipped version; two shipped versions whose steps have every kind
    /// of handler (before and after, into a shipped version and into the current one); one shipped
    /// version and no handler; and a small model synced with CloudKit as a whole, without and with
    /// a shipped version, and with its public database (and configurations synced with the private one).
    /// A probe model, which must resolve.
    private static func load(_ text: String, _ path: String) -> ResolvedModel {
        guard let model = ModelLoader.loadModel(bytes: Array(text.utf8), path: path).model else {
            preconditionFailure("the template probe model \(path) does not resolve")
        }
        return model
    }

    /// A shipped version of the probe model.
    private static func shipped(_ number: Int, _ text: String) -> ModelHistory.ShippedVersion {
        let model = load(text, "Probe.versions/\(number).datamodel.json")
        return ModelHistory.ShippedVersion(
            number: number, path: "Probe.versions/\(number).datamodel.json", model: model,
            schema: StoredSchema(of: model))
    }

    /// A history whose step into the current version resets the store.
    private static func resetStoreHistory() -> ModelHistory {
        let text = #"""
            { "name": "Probe", "migrationStep": { "resetsStore": "Documented." },
              "entities": [{ "name": "Cached", "attributes": [{ "name": "note", "type": "string", "optional": true }] }] }
            """#
        return ModelHistory(
            shippedVersions: [shipped(1, text.replacingOccurrences(of: "\"note\"", with: "\"text\""))],
            current: load(text, "Probe.datamodel.json"))
    }

    static func histories() -> [ModelHistory] {
        let current = load(modelText, "Probe.datamodel.json")
        let withoutOther = modelText.replacingOccurrences(
            of: #",\#n    { "name": "Other", "parent": "Base" }"#, with: ""
        )
        .replacingOccurrences(of: #"  "migrationStep": { "didMigrate": "Documented." },\#n"#, with: "")
        .replacingOccurrences(of: #""Derived", "Other"]"#, with: #""Derived"]"#)
        let version2 = withoutOther.replacingOccurrences(
            of: #""name": "Probe","#,
            with: #""name": "Probe", "migrationStep": { "willMigrate": "Documented.", "didMigrate": "Documented." },"#)
        let plain = load(withoutConfigurations(withoutOther), "Probe.datamodel.json")
        // The whole model synced with CloudKit, without configurations, with and without versions.
        let cloudKitText = #"""
            { "name": "Probe", "usedWithCloudKit": true, "cloudKitContainerIdentifier": "iCloud.probe",
              "entities": [{ "name": "Synced", "attributes": [{ "name": "note", "type": "string", "optional": true }] }] }
            """#
        // Its value encrypted in CloudKit, which a model without composite attributes sets only
        // where the system has it.
        let cloudKit = load(
            cloudKitText.replacingOccurrences(
                of: #""optional": true }"#, with: #""optional": true, "allowsCloudEncryption": true }"#),
            "Probe.datamodel.json")
        // The same, synced with the public database.
        let publicCloudKit = load(
            cloudKitText.replacingOccurrences(
                of: #""usedWithCloudKit": true,"#, with: #""usedWithCloudKit": true, "cloudKitDatabase": "public","#),
            "Probe.datamodel.json")
        // The same, with a store of the shared database beside the private one.
        let sharingText = cloudKitText.replacingOccurrences(
            of: #""usedWithCloudKit": true,"#, with: #""usedWithCloudKit": true, "cloudKitSharing": true,"#)
        let sharing = load(sharingText, "Probe.datamodel.json")
        // A step with a mapping model (the attribute renamed without renamedFrom, which it maps).
        let mapped = load(
            cloudKitText.replacingOccurrences(of: #""note""#, with: #""memo""#).replacingOccurrences(
                of: #""name": "Probe","#, with: #""name": "Probe", "migrationStep": { "mappingModel": "Documented." },"#
            ),
            "Probe.datamodel.json")
        // Configurations, none of them synced.
        let localText = modelText.replacingOccurrences(
            of: #", "usedWithCloudKit": true, "cloudKitDatabase": "public""#, with: ""
        )
        .replacingOccurrences(of: #"  "cloudKitContainerIdentifier": "iCloud.probe",\#n"#, with: "")
        let local = load(localText, "Probe.datamodel.json")
        // Configurations, one synced with the private database.
        let privateConfigured = load(
            modelText.replacingOccurrences(of: #", "cloudKitDatabase": "public""#, with: ""), "Probe.datamodel.json")
        // Configurations, one synced with the private database that shares.
        let sharingConfiguredText = modelText.replacingOccurrences(
            of: #""cloudKitDatabase": "public""#, with: #""cloudKitSharing": true"#)
        let sharingConfigured = load(sharingConfiguredText, "Probe.datamodel.json")
        let unconfigured = load(withoutConfigurations(modelText), "Probe.datamodel.json")
        return [
            ModelHistory(current: local),
            ModelHistory(
                shippedVersions: [
                    shipped(1, withoutConfigurations(withoutOther)), shipped(2, withoutConfigurations(version2)),
                ],
                current: unconfigured),
            ModelHistory(
                shippedVersions: [shipped(1, localText)], current: local),
            ModelHistory(current: plain),
            ModelHistory(current: cloudKit),
            ModelHistory(current: publicCloudKit),
            ModelHistory(current: privateConfigured),
            ModelHistory(
                shippedVersions: [shipped(1, cloudKitText)], current: publicCloudKit),
            ModelHistory(
                shippedVersions: [shipped(1, cloudKitText)], current: cloudKit),
            ModelHistory(current: current),
            ModelHistory(
                shippedVersions: [shipped(1, withoutOther), shipped(2, version2)], current: current),
            ModelHistory(
                shippedVersions: [shipped(1, modelText)], current: plain),
            ModelHistory(
                shippedVersions: [shipped(1, cloudKitText)], current: mapped),
            resetStoreHistory(),
            ModelHistory(current: sharing),
            ModelHistory(
                shippedVersions: [shipped(1, cloudKitText)],
                current: load(
                    sharingText.replacingOccurrences(
                        of: #""name": "Probe","#,
                        with: #""name": "Probe", "migrationStep": { "didMigrate": "Documented." },"#
                    ).replacingOccurrences(of: #""note""#, with: #""memo""#),
                    "Probe.datamodel.json")),
            ModelHistory(current: sharingConfigured),
            ModelHistory(shippedVersions: [shipped(1, sharingConfiguredText)], current: sharingConfigured),
        ]
    }
}
