import Foundation
import Testing

@testable import ModelGenKit

/// Xcode models (`.xcdatamodeld` bundles and `.xcdatamodel` folders) as inputs: the classes they
/// generate, the located diagnostics of their XML, and how a bundle's current version is found.
/// The fixtures in Fixtures/Xcode are written in the form Xcode writes.
struct XcodeModelTests {
    static let commits = TestSupport.xcodeFixtures.appendingPathComponent("Commits.xcdatamodeld")
    static let features = TestSupport.xcodeFixtures.appendingPathComponent("Features.xcdatamodel")

    /// The same model written as JSON gives the same classes, but for the header's file name.
    @Test func generatesWhatTheSameModelInJSONGenerates() throws {
        let json = """
            {
              "name": "Commits",
              "entities": [
                {
                  "name": "Author",
                  "attributes": [
                    { "name": "email", "type": "string" },
                    { "name": "name", "type": "string" }
                  ],
                  "relationships": [
                    { "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true, "optional": true }
                  ],
                  "indexes": [{ "name": "byNameIndex", "elements": [{ "property": "name" }] }]
                },
                {
                  "name": "Commit",
                  "attributes": [
                    { "name": "date", "type": "date" },
                    { "name": "message", "type": "string" },
                    { "name": "sha", "type": "string" },
                    { "name": "url", "type": "string" }
                  ],
                  "relationships": [
                    { "name": "author", "destination": "Author", "inverse": "commits", "optional": true }
                  ],
                  "uniquenessConstraints": [["sha"]],
                  "fetchRequests": [
                    { "name": "excludingMergePullRequests", "predicate": "NOT message BEGINSWITH \\"Merge pull request\\"" }
                  ]
                }
              ]
            }
            """
        let (jsonModel, jsonDiagnostics) = TestSupport.load(json, path: "Commits.datamodel.json")
        let fromJSON = try TestSupport.render(try #require(jsonModel, "\(TestSupport.describe(jsonDiagnostics))"))
            .filter { $0.kind != .managedObjectModel && $0.kind != .support }
        let fromXcode = try TestSupport.generate(Self.commits).files.filter { $0.kind != .support }
        #expect(fromXcode.map(\.path) == fromJSON.map(\.path))
        for (xcode, json) in zip(fromXcode, fromJSON) {
            #expect(
                xcode.contents
                    == json.contents.replacingOccurrences(of: "Commits.datamodel.json", with: "Commits.xcdatamodeld"))
        }
    }

    // MARK: Diagnostics

    /// Loads `entities` (the XML inside `<model>`) as the current version of an Xcode model;
    /// `modelAttributes` are added to the `<model>` element.
    private func load(_ entities: String, modelAttributes: String = "") throws -> LoadedModel {
        let folder = try TestSupport.makeTemporaryDirectory().appendingPathComponent("Test.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0"\(modelAttributes)>
            \(entities)
            </model>
            """
        try text.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: folder.path, metrics: &metrics)
        #expect(loaded.diagnostics.allSatisfy { $0.file == folder.appendingPathComponent("contents").path })
        return loaded
    }

    /// A cycle of parents thousands of entities long is reported at once. Looking for fetch
    /// request names taken in each entity's hierarchy walked every entity's chain of parents,
    /// checking each step against the steps before it, whether or not the entity had a request:
    /// the fuzz campaign of 2026-11-30 found 5,000 entities in one cycle taking over 10 s, and 3,000
    /// took 507 s in a debug build. The walk now starts only from entities with requests (here one
    /// in fifty), and remembers its steps in a set.
    @Test func aLongCycleOfParentsIsReportedQuickly() throws {
        let count = 5_000
        let entities = (0..<count).map { index in
            #"<entity name="E\#(index)" representedClassName="E\#(index)" parentEntity="E\#((index + 1) % count)"/>"#
        }
        let requests = stride(from: 0, to: count, by: 50).map { index in
            #"<fetchRequest name="R\#(index)" entity="E\#(index)" predicateString="TRUEPREDICATE"/>"#
        }
        let clock = ContinuousClock()
        let start = clock.now
        let loaded = try load((entities + requests).joined(separator: "\n"))
        let elapsed = clock.now - start
        #expect(loaded.model == nil)
        #expect(loaded.diagnostics.contains { $0.message.hasPrefix("inheritance cycle: E0 → E1 → E2") })
        // About 0.3 s in a debug build, reading and writing the file included.
        #expect(elapsed < .seconds(5), "loading took \(elapsed)")
    }

    /// The diagnostics of `entities` loaded as `load` loads them.
    private func diagnostics(of entities: String, modelAttributes: String = "") throws -> [String] {
        TestSupport.describe(try load(entities, modelAttributes: modelAttributes).diagnostics)
    }

    /// An app that loads an Xcode model may sync Core Data's default configuration (every entity)
    /// beside named ones, which modelgen cannot know: what breaks CloudKit's rules there is a
    /// warning, with a note at the flag, and an error in a named store that syncs. Configuration
    /// names that are no Swift identifiers, and empty configurations, are Core Data's to take:
    /// only a model built in code makes Swift names and stores of them. Nor are names that only the
    /// model file (which an Xcode model does not get) uses taken from its classes.
    @Test func theDefaultConfigurationMaySyncAndConfigurationsNeedNoSwiftNames() throws {
        let entities = """
            <entity name="A" representedClassName="A"><attribute name="a" attributeType="String"/></entity>
            <entity name="B" representedClassName="Configuration"><attribute name="b" attributeType="String"/></entity>
            <entity name="C" representedClassName="CKDatabase"><attribute name="c" optional="YES" attributeType="String"/></entity>
            <configuration name="Local-Only"><memberEntity name="A"/></configuration><configuration name="Empty"/>
            <configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="B"/></configuration>
            """
        let local = entities.replacingOccurrences(of: #" usedWithCloudKit="YES""#, with: "")
        #expect(try diagnostics(of: local) == [])
        let rule =
            "is used with CloudKit, and CloudKit needs a value for every field of a record that arrives in parts; make it optional or give it a default"
        #expect(
            try diagnostics(of: entities, modelAttributes: #" usedWithCloudKit="YES""#) == [
                "4:71: error: attribute 'B.b' is required and has no default, but configuration 'Cloud' \(rule)",
                "3:59: warning: attribute 'A.a' is required and has no default, but the default configuration (which holds every entity) \(rule) (note: 2:93: the default configuration is marked 'Used with CloudKit' here; if the app does not load it, turn that off)",
            ])
    }

    /// `diff` of two versions of an Xcode model whose default configuration is marked to sync: an
    /// attribute that changes its CloudKit encryption gets a warning, not an error, as the app may
    /// not load that configuration.
    @Test func anEncryptionChangeInTheDefaultConfigurationIsAWarning() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func version(_ name: String, encrypted: Bool) throws -> String {
            let url = folder.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let attribute =
                #"<attribute name="text" optional="YES" attributeType="String""#
                + (encrypted ? #" allowsCloudEncryption="YES""# : "") + "/>"
            try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" usedWithCloudKit="YES">
            <entity name="Note" representedClassName="Note">\(attribute)</entity>
            <entity name="Draft" representedClassName="Draft"><attribute name="body" optional="YES" attributeType="String"/></entity>
            <configuration name="Local"><memberEntity name="Draft"/></configuration>
            </model>
            """.write(to: url.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
            return url.path
        }
        let comparison = Generator.compare(
            oldModelAt: try version("V1", encrypted: false), newModelAt: try version("V2", encrypted: true))
        #expect(comparison.compared)
        #expect(!comparison.diagnostics.hasErrors, "\(TestSupport.describe(comparison.diagnostics))")
        #expect(
            TestSupport.describe(comparison.diagnostics).contains {
                $0.contains(
                    "warning: 'Note.text' becomes encrypted in CloudKit, but a field's encryption cannot change once the CloudKit schema is in production; keep 'allowsCloudEncryption' as it was, or add an attribute with the new setting and copy the values over in a migration step (if the app loads the default configuration, which syncs)"
                )
            }, "\(TestSupport.describe(comparison.diagnostics))")
    }

    @Test(arguments: [
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Strin"/></entity>"#,
            "3:77: error: unknown attribute type 'Strin' (note: did you mean 'String'?)"
        ),
        (
            #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/></entity>"#,
            "3:135: error: unknown destination entity 'B' (note: did you mean 'A'?)"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" optional="MAYBE" attributeType="String"/></entity>"#,
            "3:72: error: 'optional' must be YES or NO, found 'MAYBE'"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 16" defaultValueString="many"/></entity>"#,
            "3:109: warning: the default 'many' of attribute 'a' of entity 'A' is not a whole number from -32768 to 32767 (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector"
        ),
        (
            // Whole, written as a Double writes it, but out of range: not "not a whole number".
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 64" defaultValueString="9223372036854775808.0"/></entity>"#,
            "3:109: warning: the default '9223372036854775808.0' of attribute 'a' of entity 'A' is not a whole number from -9223372036854775808 to 9223372036854775807 (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="String"/></entity><fetchRequest name="" entity="A"/>"#,
            "3:115: error: a fetch request template needs a name; name it in Xcode"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="String"/></entity><fetchRequest name="q" entity="A"/><fetchRequest name="q" entity="A"/>"#,
            "3:150: warning: the fetch request 'q', a second template of that name (Core Data finds a template by its name); rename one of the two in Xcode; until then the classes have no factory for it"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="String"/></entity><configuration name=""/>"#,
            "3:116: error: a configuration needs a name; name it in Xcode"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 16" defaultValueString="70000"/></entity>"#,
            "3:109: error: default 70000 is out of range for integer16 (-32768...32767)"
        ),
        (
            // An object ID names an object in one store on one device: CloudKit cannot sync it.
            #"<entity name="A" representedClassName="A"><attribute name="a" optional="YES" attributeType="ObjectID"/></entity><configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>"#,
            "3:59: error: attribute 'A.a' is an object ID, but configuration 'Cloud' is used with CloudKit, and CloudKit does not support object ID attributes (an object ID names an object in one store on one device); keep a relationship to the object, or an identifier of your own such as a UUID attribute"
        ),
        (
            #"<entity name="A" representedClassName="A" codeGenerationType="class"><attribute name="a" attributeType="String"/></entity>"#,
            "3:62: warning: Xcode also generates the class of entity 'A' (its Codegen is not Manual/None), so the app would declare it twice; set Codegen to Manual/None in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="MyApp.A"><attribute name="a" attributeType="String"/></entity>"#,
            "3:39: warning: entity 'A' names its class with a module ('MyApp.A'), but modelgen's classes are registered as '@objc(A)'; set the entity's Module to none in Xcode's Data Model inspector so that Core Data looks up 'A'"
        ),
        (
            #"<entity name="A" representedClassName="A"><relationship name="b" deletionRule="Destroy" destinationEntity="A"/></entity>"#,
            "3:79: error: unknown deletion rule 'Destroy'"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="String"/></entity><fetchRequest name="all" entity="B"/>"#,
            "3:128: error: the fetch request 'all' fetches the entity 'B', which the model does not have (note: did you mean 'A'?)"
        ),
        (#"<entity representedClassName="A"/>"#, "3:1: error: the entity has no 'name' attribute"),
        (
            // Left from a Double: a whole number is read as it is, quietly; any other is left out.
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 16" defaultValueString="2.5"/></entity>"#,
            "3:109: warning: the default '2.5' of attribute 'a' of entity 'A' is not a whole number from -32768 to 32767 (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Boolean" defaultValueString="0.0"/></entity>"#,
            "3:106: warning: the default '0.0' of attribute 'a' of entity 'A' is a number's (left from an earlier type?); modelgen reads it as NO: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Boolean" defaultValueString="on"/></entity>"#,
            "3:106: warning: the default 'on' of attribute 'a' of entity 'A' is not YES or NO (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><relationship name="bs" toMany="YES" deletionRule="Nullify" destinationEntity="A"/><fetchIndex name="byBs"><fetchIndexElement property="bs" type="Binary" order="ascending"/></fetchIndex></entity>"#,
            "3:178: warning: the fetch index 'byBs' of entity 'A' names the to-many relationship 'bs', which is no column of the entity's table; modelgen leaves that element out"
        ),
        (
            // Two properties with one renaming identifier (LoopKit's model has such a pair): Xcode's
            // compiled model and the app's mapping models migrate it, so it is a warning.
            #"<entity name="A" representedClassName="A"><attribute name="programmed" attributeType="String" elementID="scheduled"/><attribute name="scheduled" attributeType="String"/></entity>"#,
            "3:134: warning: properties 'programmed' and 'scheduled' of entity 'A' would both be migrated from the stored property 'scheduled'; give one of them another Renaming ID in Xcode's Data Model inspector, unless a mapping model migrates the step into this version (note: 3:59: 'A.programmed' is declared here)"
        ),
        (
            // A template that gets no typed factory is said, not passed over.
            #"<entity name="A" representedClassName="A"><attribute name="name" attributeType="String"/></entity><fetchRequest name="create" entity="A" predicateString="name == &quot;x&quot;"/>"#,
            #"3:118: warning: the fetch request 'create', whose name makes no Swift method name; give it one in the entity's user info entry 'modelgen.fetchRequest.create', as {"name": "all"}; until then the classes have no factory for it"#
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="name" attributeType="String"/></entity><fetchRequest name="All Names" entity="A" predicateString="name IN $NAMES"/>"#,
            #"3:99: warning: the fetch request 'All Names', whose predicate has variables ($NAMES) that Xcode's format gives no types and that the predicate does not compare with an attribute or relationship (as in name == $NAME); give their types in the entity's user info entry 'modelgen.fetchRequest.All Names', as {"parameters": {"NAME": "string"}}; until then the classes have no factory for it"#
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="UUID" defaultValueString="empy"/></entity>"#,
            "3:103: warning: the default 'empy' of attribute 'a' of entity 'A' is not a UUID (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="URI" defaultValueString="here"/></entity>"#,
            "3:102: warning: the default 'here' of attribute 'a' of entity 'A' is not an absolute URL (left from an earlier type?); modelgen leaves it out: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 16" defaultValueString="NO"/></entity>"#,
            "3:109: warning: the default 'NO' of attribute 'a' of entity 'A' is a Boolean's (left from an earlier type?); modelgen reads it as 0: check it in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A"><attribute name="a" attributeType="String"/></entity>"#,
            "3:14: warning: entity 'A' has no class (representedClassName), so Core Data makes its objects plain NSManagedObjects and never uses the generated class 'A'; set the entity's Class to 'A' in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="NSManagedObject"><attribute name="a" attributeType="String"/></entity>"#,
            "3:14: warning: entity 'A' has the class NSManagedObject, so Core Data makes its objects plain NSManagedObjects and never uses the generated class 'A'; set the entity's Class to 'A' in Xcode's Data Model inspector"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 16" minValueString="none"/></entity>"#,
            "3:105: error: the minimum of a number attribute must be a number, found 'none'"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="String" maxValueString="-1"/></entity>"#,
            "3:101: error: the maximum length of a String attribute must be a whole number, found '-1'"
        ),
        (
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Date" minDateTimeInterval="soon"/></entity>"#,
            "3:104: error: minDateTimeInterval 'soon' is not a number of seconds since 2001-01-01"
        ),
        (
            // The checks of the JSON format, located in the XML.
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="Integer 16" minValueString="5" maxValueString="1"/></entity>"#,
            "3:105: error: 'minimum' 5 is greater than 'maximum' 1: no value is valid"
        ),
        (
            // CloudKit's rules, for an Xcode model's synced configuration too.
            #"<entity name="A" representedClassName="A"><attribute name="a" attributeType="String"/></entity><configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>"#,
            "3:59: error: attribute 'A.a' is required and has no default, but configuration 'Cloud' is used with CloudKit, and CloudKit needs a value for every field of a record that arrives in parts; make it optional or give it a default"
        ),
        (
            // Xcode writes no type for an Undefined attribute, which only a transient one may be.
            #"<entity name="A" representedClassName="A"><attribute name="any" optional="YES"/></entity>"#,
            "3:59: error: an undefined attribute must be transient: the store cannot keep a value of no type; make it transient, or give it a type"
        ),
    ])
    func locatesEachProblemInTheXML(entities: String, expected: String) throws {
        // The first diagnostic is the one the XML asks for; a relationship without an inverse adds a warning.
        #expect(try diagnostics(of: entities).first == expected)
    }

    /// What the classes do not depend on is kept by the model Xcode compiles: generating classes
    /// needs none of it, so none of it is reported.
    @Test func acceptsWhatOnlyTheCompiledModelNeeds() throws {
        let entities = """
            <entity name="A" representedClassName="A" syncable="YES" codeGenerationType="none">
                <attribute name="a" attributeType="Integer 16" minValueString="0" maxValueString="9" defaultValueString="0" usesScalarValueType="YES" preserveAfterDeletion="YES"/>
                <attribute name="b" optional="YES" attributeType="String" regularExpressionString="[a-z]+" spotlightIndexingEnabled="YES" allowsCloudEncryption="YES"/>
                <attribute name="c" optional="YES" transient="false" attributeType="Integer 64" valueTransformerName="UIDTransformer" usesScalarValueType="YES" customClassName="UID"/>
                <attribute name="d" attributeType="Boolean" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="e" optional="YES" toMany="YES" maxCount="-1" deletionRule="Nullify" destinationEntity="A" inverseName="e" inverseEntity="A" elementID="old name"/>
                <fetchedProperty name="similar" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="A" predicateString="b == $FETCH_SOURCE.b"/>
                </fetchedProperty>
            </entity>
            <fetchRequest name="Named" entity="A" predicateString="b == $name"/>
            <configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>
            <elements><element name="A" positionX="0" positionY="0" width="128" height="44"/></elements>
            """
        #expect(try diagnostics(of: entities) == [])
    }

    @Test func refusesAFileThatIsNotAModel() throws {
        #expect(
            try diagnostics(of: "<entity name=\"A\">") == [
                "4:1: error: the end tag '</model>' does not match the start tag '<entity>' at line 3, column 1"
            ])
    }

    // MARK: Finding the current version

    private func makeBundle(versions: [String], current: String?) throws -> URL {
        let bundle = try TestSupport.makeTemporaryDirectory().appendingPathComponent("Shop.xcdatamodeld")
        for version in versions {
            let folder = bundle.appendingPathComponent(version + ".xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try
                "<model><entity name=\"V\" representedClassName=\"V\"><attribute name=\"\(version.filter(\.isLetter).lowercased())\" attributeType=\"String\"/></entity></model>"
                .write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        if let current {
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>_XCCurrentVersionName</key>
            \t<string>\(current)</string>
            </dict>
            </plist>
            """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        }
        return bundle
    }

    @Test func findsTheCurrentVersionAndOrdersVersionsAsXcodeDoes() throws {
        let bundle = try makeBundle(versions: ["Shop 10", "Shop", "Shop 2", "Shop 9"], current: "Shop 9.xcdatamodel")
        let opened = try XcodeModelBundle.open(bundle.path + "/").get()
        #expect(opened.name == "Shop")
        #expect(opened.versions.map(\.name) == ["Shop", "Shop 2", "Shop 9", "Shop 10"])
        #expect(opened.current.name == "Shop 9")
        let (files, _) = try TestSupport.generate(bundle)
        #expect(
            files.first { $0.path.hasSuffix("V+CoreDataProperties.swift") }?.contents.contains("var shop: String")
                == true)
    }

    @Test func saysWhichVersionsThereAreWhenNoneIsCurrent() throws {
        let bundle = try makeBundle(versions: ["Shop", "Shop 2"], current: nil)
        guard case .failure(let diagnostic) = XcodeModelBundle.open(bundle.path) else {
            Issue.record("a bundle with two versions and no current one was opened")
            return
        }
        #expect(diagnostic.message.hasPrefix("the Xcode model has 2 versions but no .xccurrentversion"))
        #expect(
            diagnostic.notes.map { $0.file.map { URL(fileURLWithPath: $0).lastPathComponent } } == [
                "Shop.xcdatamodel", "Shop 2.xcdatamodel",
            ])
    }

    /// `<dict/>` in `.xccurrentversion` (CoreStore's EvolutionDemo has one) with two versions: the
    /// error is at the empty dictionary and lists the versions, as when the file is missing.
    @Test func anEmptyCurrentVersionListSaysWhichVersionsThereAre() throws {
        let bundle = try makeBundle(versions: ["Shop", "Shop 2"], current: nil)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict/>
        </plist>
        """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        guard case .failure(let diagnostic) = XcodeModelBundle.open(bundle.path) else {
            Issue.record("a bundle with two versions and no current one was opened")
            return
        }
        #expect(diagnostic.location == SourcePosition(line: 4, column: 1))
        #expect(diagnostic.message.contains("the Xcode model has 2 versions; choose one in Xcode"))
        #expect(diagnostic.notes.count == 2)
    }

    /// A current version named twice is an error at the second key, not the first one taken.
    @Test func aCurrentVersionNamedTwiceIsAnError() throws {
        let bundle = try makeBundle(versions: ["Shop", "Shop 2"], current: nil)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>Shop.xcdatamodel</string>
        \t<key>_XCCurrentVersionName</key>
        \t<string>Shop 2.xcdatamodel</string>
        </dict>
        </plist>
        """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        guard case .failure(let diagnostic) = XcodeModelBundle.open(bundle.path) else {
            Issue.record("a current version named twice was taken")
            return
        }
        #expect(
            diagnostic.message
                == ".xccurrentversion names the current version twice (the key _XCCurrentVersionName again); keep one, or choose the version again in Xcode"
        )
        #expect(diagnostic.location == SourcePosition(line: 6, column: 2))
    }

    @Test func locatesACurrentVersionThatIsNotThere() throws {
        let bundle = try makeBundle(versions: ["Shop"], current: "Shop 3.xcdatamodel")
        guard case .failure(let diagnostic) = XcodeModelBundle.open(bundle.path) else {
            Issue.record("a bundle whose current version is missing was opened")
            return
        }
        #expect(diagnostic.message == "the current version 'Shop 3.xcdatamodel' is not in the Xcode model")
        #expect(diagnostic.file?.hasSuffix(".xccurrentversion") == true)
        #expect(diagnostic.location == SourcePosition(line: 6, column: 2))
    }

    @Test func aFileIsNotAnXcodeModel() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Shop.xcdatamodeld")
        try "not a folder".write(to: file, atomically: true, encoding: .utf8)
        guard case .failure(let diagnostic) = XcodeModelBundle.open(file.path) else {
            Issue.record("a file was opened as an Xcode model")
            return
        }
        #expect(
            diagnostic.message
                == "is a file, not an Xcode model: a .xcdatamodeld or .xcdatamodel model is a folder")
    }

    /// A version that Xcode 3 saved (binary `elements`, no `contents`) is read from `elements`, and
    /// one that is not what Xcode 3 wrote says so there (XcodeBinaryModelTests reads real ones).
    @Test func aVersionInXcode3sFormatSaysSo() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = folder.appendingPathComponent("Old.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]).write(to: version.appendingPathComponent("elements"))
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: version.path, metrics: &metrics)
        #expect(
            loaded.diagnostics.map(\.formatted) == [
                "\(version.path)/elements: error: this 'elements' file is not a binary property list; open the model in Xcode 4 or later and save it, which writes it as 'contents'"
            ])
    }

    @Test func naturalOrderComparesRunsOfDigitsByValue() {
        let names = ["Model 10", "Model 2", "Model", "Model 1.1", "Model 01", "model", "Model 1"]
        #expect(
            names.sorted(by: XcodeModelBundle.naturalOrder) == [
                "Model", "Model 01", "Model 1", "Model 1.1", "Model 2", "Model 10", "model",
            ])
    }

    /// Defaults that Xcode keeps from an attribute's earlier type, as shipping apps' models have them
    /// (an Integer 32 with `0.0`, a Boolean with `0.0` and `1.0`): read as the value they mean, so
    /// that the model loads, with a warning where the reading is a guess.
    @Test func readsDefaultsLeftFromAnEarlierTypeAsTheyMean() throws {
        let loaded = try load(
            """
            <entity name="A" representedClassName="A">
            <attribute name="count" attributeType="Integer 32" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="level" attributeType="Integer 16" defaultValueString="-3.00" usesScalarValueType="YES"/>
            <attribute name="off" attributeType="Boolean" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="on" attributeType="Boolean" defaultValueString="1.0" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(!loaded.diagnostics.hasErrors, "\(TestSupport.describe(loaded.diagnostics))")
        #expect(loaded.diagnostics.count == 2)  // the two Booleans
        let attributes = try #require(loaded.model?.entities.first?.attributes)
        #expect(attributes.map(\.name) == ["count", "level", "off", "on"])
        #expect(attributes[0].defaultValue == .integer(0))
        #expect(attributes[1].defaultValue == .integer(-3))
        #expect(attributes[2].defaultValue == .boolean(false))
        #expect(attributes[3].defaultValue == .boolean(true))
    }

    /// A default on a type that takes none, which Xcode keeps and builds (TwidereX shipped an empty
    /// one on a Binary attribute for years): left out with a warning that names the attribute, as
    /// Xcode's code generation leaves it out. The same default in a `.datamodel.json` model, the
    /// user's own format, stays an error (`ValidationTests.defaultsThatDoNotFit`).
    @Test func aDefaultOnATypeThatTakesNoneIsLeftOutWithAWarning() throws {
        let loaded = try load(
            """
            <entity name="A" representedClassName="A">
            <attribute name="settings" optional="YES" attributeType="Binary" defaultValueString=""/>
            <attribute name="tags" optional="YES" attributeType="Transformable" defaultValueString="x"/>
            </entity>
            """)
        #expect(!loaded.diagnostics.hasErrors, "\(TestSupport.describe(loaded.diagnostics))")
        #expect(
            loaded.diagnostics.map(\.message) == [
                "the default '' of attribute 'settings' of entity 'A' is left out: a binary attribute takes no default, and Xcode's code generation ignores it too (Xcode keeps the text of the inspector's Default Value field)",
                "the default 'x' of attribute 'tags' of entity 'A' is left out: a transformable attribute takes no default, and Xcode's code generation ignores it too (Xcode keeps the text of the inspector's Default Value field)",
            ])
        #expect(loaded.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(loaded.diagnostics.map { $0.location?.line } == [4, 5])
        let attributes = try #require(loaded.model?.entities.first?.attributes)
        #expect(attributes.allSatisfy { $0.defaultValue == nil })
    }

    @Test func dateDefaultsCountFromCoreDatasReferenceDate() {
        #expect(DateTime.iso8601Text(secondsSinceReferenceDate: 0) == "2001-01-01T00:00:00Z")
        #expect(DateTime.iso8601Text(secondsSinceReferenceDate: 735_652_800) == "2024-04-24T12:00:00Z")
        #expect(DateTime.iso8601Text(secondsSinceReferenceDate: -978_307_200.5) == "1969-12-31T23:59:59.5Z")
        for seconds in [0, 735_652_800, -1_000_000_000.25, 86_399.125] {
            let text = DateTime.iso8601Text(secondsSinceReferenceDate: seconds)
            #expect(DateTime(iso8601: text)?.secondsSinceReferenceDate == seconds, "\(text)")
        }
    }

    // MARK: The command line

}
