import Foundation
import Testing

@testable import ModelGenKit

/// Configurations and CloudKit: each rule has a model it refuses, with the located message, and
/// the same model fixed, which it accepts.
@Suite struct ConfigurationTests {
    typealias Spot = ValidationTests.Spot

    /// A model with `header` (top-level keys, each line ending in a comma) and the entities.
    static func model(_ header: String, _ entities: String) -> String {
        """
        {
          "name": "Test",
        \(header)
          "entities": [
        \(entities)
          ]
        }
        """
    }

    /// Notes in folders, which CloudKit accepts as they are.
    static let notes = """
            { "name": "Folder", "attributes": [{ "name": "title", "type": "string", "default": "" }],
              "relationships": [{ "name": "notes", "destination": "Note", "inverse": "folder", "toMany": true, "optional": true }] },
            { "name": "Note", "attributes": [{ "name": "text", "type": "string", "optional": true }],
              "relationships": [{ "name": "folder", "destination": "Folder", "inverse": "notes", "optional": true }] },
            { "name": "Draft", "attributes": [{ "name": "text", "type": "string" }] }
        """

    static let cloudAndLocal = """
          "configurations": [
            { "name": "Cloud", "entities": ["Folder", "Note"], "usedWithCloudKit": true },
            { "name": "Local", "entities": ["Draft"] }
          ],
        """

    static func accepted(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ResolvedModel? {
        let (model, diagnostics) = TestSupport.load(json)
        #expect(diagnostics.isEmpty, "\(TestSupport.describe(diagnostics))", sourceLocation: sourceLocation)
        return model
    }

    @Test func configurationsReachTheResolvedModel() throws {
        let model = try #require(
            Self.accepted(
                Self.model(
                    Self.cloudAndLocal + #"  "cloudKitContainerIdentifier": "iCloud.com.example.notes","#, Self.notes)))
        #expect(model.configurations.map(\.name) == ["Cloud", "Local"])
        #expect(model.configurations.map(\.entityNames) == [["Folder", "Note"], ["Draft"]])
        #expect(model.configurations.map(\.usedWithCloudKit) == [true, false])
        #expect(model.usesCloudKit && !model.usedWithCloudKit)
        #expect(model.cloudKitContainerIdentifier == "iCloud.com.example.notes")
    }

    @Test func namesAndMembers() {
        let json = Self.model(
            """
              "configurations": [
                { "name": "Cloud", "entities": ["Folder", "Note", "Nte", "Note"] },
                { "name": "Cloud", "entities": ["Draft"] },
                { "name": "Default", "entities": ["Draft"] },
                { "name": "2nd", "entities": [] },
                { "name": "cloud", "entities": ["Draft"] },
                { "name": "URL", "entities": ["Draft"] },
                { "name": "uRL", "entities": ["Draft"] }
              ],
            """, Self.notes)
        ValidationTests.expectErrors(
            json,
            [
                Spot("\"Nte\"", "configuration 'Cloud' names unknown entity 'Nte' (note: did you mean 'Note'?)"),
                Spot("\"Note\"]", "configuration 'Cloud' lists entity 'Note' twice"),
                Spot(
                    "\"Cloud\"", "duplicate configuration 'Cloud'", occurrence: 2,
                    notes: [Spot("\"Cloud\"", "the first is declared here")]),
                Spot(
                    "\"Default\"",
                    "'Default' is Core Data's own configuration, which holds every entity; give the configuration another name"
                ),
                Spot(
                    "\"2nd\"",
                    "configuration name '2nd' must be an identifier: letters, digits and underscores, not starting with a digit"
                ),
                // `cloud` and `Cloud` would both be the case `cloud`, and their stores one file on a
                // case-insensitive disk; `uRL` and `URL` both `uRL`.
                Spot(
                    "\"cloud\"",
                    "configuration 'cloud' differs from 'Cloud' only in letter case, so their Swift names and the files of their stores would be the same; rename one",
                    notes: [Spot("\"Cloud\"", "the first is declared here")]),
                Spot(
                    "\"uRL\"",
                    "configuration 'uRL' differs from 'URL' only in letter case, so their Swift names and the files of their stores would be the same; rename one",
                    notes: [Spot("\"URL\"", "the first is declared here")]),
            ])
    }

    /// Core Data takes a configuration with no entities, which Xcode keeps and apps have shipped: a
    /// warning in the current model (its store is empty), nothing in a shipped version.
    @Test func aConfigurationWithNoEntitiesIsAWarning() throws {
        let json = Self.model(
            """
              "configurations": [{ "name": "Local", "entities": ["Folder", "Note", "Draft"] }, { "name": "Sync", "entities": [] }],
            """, Self.notes)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "{ \"name\": \"Sync\"", in: json)): warning: configuration 'Sync' has no entities, so the container loads an empty store for it; remove it unless the app uses that store"
            ])
    }

    @Test func aRelationshipCannotCrossConfigurations() throws {
        let refused = Self.model(
            """
              "configurations": [{ "name": "Cloud", "entities": ["Folder"] }, { "name": "Local", "entities": ["Note", "Draft"] }],
            """, Self.notes)
        ValidationTests.expectErrors(
            refused,
            [
                Spot(
                    "\"notes\"",
                    "relationship 'Folder.notes' leads to entity 'Note', which configuration 'Cloud' does not hold: Core Data cannot keep a relationship between two stores; add 'Note' to 'Cloud', or make the relationship transient",
                    notes: [Spot("\"Cloud\"", "configuration 'Cloud' is declared here")]),
                Spot(
                    "\"folder\", \"destination\"",
                    "relationship 'Note.folder' leads to entity 'Folder', which configuration 'Local' does not hold: Core Data cannot keep a relationship between two stores; add 'Folder' to 'Local', or make the relationship transient",
                    notes: [Spot("\"Local\"", "configuration 'Local' is declared here")]),
            ])
        // A transient relationship is not stored, so it may cross.
        let transient = refused.replacingOccurrences(
            of: #""optional": true }"#, with: #""optional": true, "transient": true }"#)
        #expect(Self.accepted(transient) != nil)
    }

    @Test func aMemberWithoutItsParentIsAWarning() {
        let entities = """
                { "name": "Base", "abstract": true, "attributes": [{ "name": "id", "type": "uuid", "optional": true }] },
                { "name": "Leaf", "parent": "Base" }
            """
        let json = Self.model(#"  "configurations": [{ "name": "Main", "entities": ["Leaf"] }],"#, entities)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics).first
                == "\(TestSupport.position(of: "\"Leaf\"]", in: json)): warning: configuration 'Main' holds entity 'Leaf' but not its parent 'Base', in whose table an SQLite store keeps it; add 'Base' to 'Main'"
        )
        #expect(
            Self.accepted(
                Self.model(#"  "configurations": [{ "name": "Main", "entities": ["Base", "Leaf"] }],"#, entities))
                != nil)
    }

    /// A member's objects hold what it inherits: without its parent in the configuration, the
    /// parent's relationships must stay in the store, and in a synced one the parent's declarations
    /// must fit CloudKit, as the member's own do. With the parent beside it, each is checked once.
    @Test func whatAMemberInheritsIsCheckedWhenItsParentIsElsewhere() {
        let entities = """
                { "name": "Root", "abstract": true, "attributes": [{ "name": "stamp", "type": "date" }] },
                { "name": "Base", "parent": "Root", "attributes": [{ "name": "code", "type": "string" }],
                  "relationships": [{ "name": "other", "destination": "Other", "inverse": "bases", "optional": true }],
                  "uniquenessConstraints": [["code"]] },
                { "name": "Other", "attributes": [{ "name": "x", "type": "string", "optional": true }],
                  "relationships": [{ "name": "bases", "destination": "Base", "inverse": "other", "toMany": true, "optional": true }] },
                { "name": "Child", "parent": "Base" },
                { "name": "Sibling", "parent": "Base" }
            """
        let refused = Self.model(
            """
              "configurations": [
                { "name": "Main", "entities": ["Root", "Base", "Other"] },
                { "name": "Cloud", "entities": ["Child", "Sibling"], "usedWithCloudKit": true }
              ],
            """, entities)
        let rule = "configuration 'Cloud', which holds its sub-entity 'Child', is used with CloudKit, and CloudKit"
        ValidationTests.expectErrors(
            refused,
            [
                Spot(
                    "\"other\"",
                    "relationship 'Base.other' leads to entity 'Other', which configuration 'Cloud' does not hold: Core Data cannot keep a relationship between two stores; add 'Other' to 'Cloud', or make the relationship transient",
                    notes: [Spot("\"Child\"", "configuration 'Cloud' holds 'Child', which inherits it")]),
                Spot(
                    "[\"code\"]",
                    "entity 'Base' has a uniqueness constraint, but \(rule) does not support uniqueness constraints (each device would keep its own copy); remove it and deduplicate in code"
                ),
                Spot(
                    "\"code\"",
                    "attribute 'Base.code' is required and has no default, but \(rule) needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                ),
                Spot(
                    "\"stamp\"",
                    "attribute 'Root.stamp' is required and has no default, but \(rule) needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                ),
            ])
        // The same model with every entity in one store: fine without CloudKit.
        #expect(
            Self.accepted(
                Self.model(
                    #"  "configurations": [{ "name": "Main", "entities": ["Root", "Base", "Other", "Child", "Sibling"] }],"#,
                    entities)) != nil)
        // And synced with the parents beside their sub-entities: each declaration is reported once.
        let together = Self.model(
            #"  "configurations": [{ "name": "Cloud", "entities": ["Root", "Base", "Other", "Child", "Sibling"], "usedWithCloudKit": true }],"#,
            entities)
        let member = "configuration 'Cloud' is used with CloudKit, and CloudKit"
        ValidationTests.expectErrors(
            together,
            [
                Spot(
                    "\"stamp\"",
                    "attribute 'Root.stamp' is required and has no default, but \(member) needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                ),
                Spot(
                    "[\"code\"]",
                    "entity 'Base' has a uniqueness constraint, but \(member) does not support uniqueness constraints (each device would keep its own copy); remove it and deduplicate in code"
                ),
                Spot(
                    "\"code\"",
                    "attribute 'Base.code' is required and has no default, but \(member) needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                ),
            ])
    }

    /// A derived attribute takes no default: in a store that syncs, a required one is told to be
    /// optional, and nothing else.
    @Test func aRequiredDerivedAttributeInASyncedStoreIsToldToBeOptional() {
        let json = Self.model(
            #"  "usedWithCloudKit": true,"#,
            #"    { "name": "Note", "attributes": [{ "name": "title", "type": "string", "optional": true }, { "name": "key", "type": "string", "derivation": "canonical:(title)" }] }"#
        )
        ValidationTests.expectError(
            json, at: "\"key\"",
            "attribute 'Note.key' is a required derived attribute, but the model is used with CloudKit, and CloudKit needs a value for every field of a record that arrives in parts; make it optional"
        )
    }

    /// A store that syncs with the public database keeps no encrypted field, inherited ones included.
    @Test func anInheritedEncryptedAttributeIsCheckedInAPublicStore() {
        let entities = """
                { "name": "Root", "attributes": [{ "name": "secret", "type": "string", "optional": true, "allowsCloudEncryption": true }] },
                { "name": "Child", "parent": "Root", "attributes": [{ "name": "own", "type": "string", "optional": true, "allowsCloudEncryption": true }] }
            """
        let json = Self.model(
            """
              "configurations": [
                { "name": "Main", "entities": ["Root"] },
                { "name": "Pub", "entities": ["Child"], "usedWithCloudKit": true, "cloudKitDatabase": "public" }
              ],
            """, entities)
        let rule =
            "but configuration 'Pub' syncs with CloudKit's public database, which keeps no encrypted fields (Apple: CKRecord.encryptedValues); remove 'allowsCloudEncryption' or keep the entity in a private store"
        ValidationTests.expectErrors(
            json,
            [
                Spot("\"own\"", "attribute 'Child.own' allows cloud encryption, \(rule)"),
                Spot("\"secret\"", "attribute 'Root.secret' allows cloud encryption, \(rule)"),
            ])
    }

    /// `NSPersistentCloudKitContainer`'s own store syncs with the first CloudKit container of the
    /// app's entitlements: in memory (tests, previews), the generated factory turns that off, as its
    /// documentation promises. (Only typechecked here; the branch is read, not run.)
    @Test func anInMemoryContainerDoesNotSync() throws {
        let json = Self.model(
            #"  "usedWithCloudKit": true,"#,
            #"    { "name": "Note", "attributes": [{ "name": "text", "type": "string", "optional": true }] }"#)
        let model = try #require(Self.accepted(json))
        let file = try #require(try TestSupport.render(model).first { $0.kind == .managedObjectModel })
        let branch = try #require(file.contents.range(of: "        if inMemory {\n"))
        let end = try #require(
            file.contents.range(of: "        } else", range: branch.upperBound..<file.contents.endIndex))
        #expect(
            file.contents[branch.upperBound..<end.lowerBound].contains(
                "container.persistentStoreDescriptions.first?.cloudKitContainerOptions = nil"),
            "\(file.contents[branch.lowerBound..<end.upperBound])")
    }

    @Test func anEntityInNoConfigurationIsAWarning() throws {
        let json = Self.model(
            #"  "configurations": [{ "name": "Cloud", "entities": ["Folder", "Note"] }],"#, Self.notes)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "\"Draft\"", in: json)): warning: entity 'Draft' is in no configuration, so the container's stores (one for each configuration) cannot keep its objects; add it to a configuration"
            ])
    }

    // MARK: CloudKit

    /// Each of CloudKit's rules, broken once in a synced configuration (and once more in a local one,
    /// where it is fine).
    @Test func eachCloudKitRuleIsCheckedInSyncedStoresOnly() {
        let entities = """
                { "name": "Folder", "attributes": [{ "name": "title", "type": "string" }, { "name": "cache", "type": "undefined", "transient": true, "optional": true }],
                  "relationships": [{ "name": "notes", "destination": "Note", "inverse": "folder", "toMany": true, "ordered": true, "deleteRule": "deny" }],
                  "uniquenessConstraints": [["title"]] },
                { "name": "Note", "attributes": [{ "name": "text", "type": "string", "optional": true }, { "name": "draftID", "type": "objectID", "optional": true }],
                  "relationships": [{ "name": "folder", "destination": "Folder", "inverse": "notes", "optional": true }, { "name": "peer", "destination": "Note", "optional": true }] }
            """
        let synced = Self.model(
            #"  "configurations": [{ "name": "Cloud", "entities": ["Folder", "Note"], "usedWithCloudKit": true }],"#,
            entities)
        let rule = "configuration 'Cloud' is used with CloudKit, and CloudKit"
        ValidationTests.expectErrors(
            synced,
            [
                Spot(
                    "[\"title\"]",
                    "entity 'Folder' has a uniqueness constraint, but \(rule) does not support uniqueness constraints (each device would keep its own copy); remove it and deduplicate in code"
                ),
                Spot(
                    "\"title\"",
                    "attribute 'Folder.title' is required and has no default, but \(rule) needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                ),
                Spot(
                    "\"cache\"",
                    "attribute 'Folder.cache' is undefined, but \(rule) does not support undefined attributes"),
                Spot(
                    "\"notes\"",
                    "relationship 'Folder.notes' is required, but \(rule) needs every relationship to be optional (a relationship may sync after its object); make it optional"
                ),
                Spot(
                    "\"notes\"",
                    "relationship 'Folder.notes' has the delete rule deny, but \(rule) does not support it; use nullify or cascade"
                ),
                Spot(
                    "\"notes\"",
                    "relationship 'Folder.notes' is ordered, but \(rule) does not support ordered relationships; keep the order in an attribute"
                ),
                Spot(
                    "\"draftID\"",
                    "attribute 'Note.draftID' is an object ID, but \(rule) does not support object ID attributes (an object ID names an object in one store on one device); keep a relationship to the object, or an identifier of your own such as a UUID attribute"
                ),
                Spot(
                    "\"peer\"",
                    "relationship 'Note.peer' has no inverse, but \(rule) needs every relationship to have one (records may sync out of order); add its inverse"
                ),
            ])
        let local = synced.replacingOccurrences(of: #", "usedWithCloudKit": true"#, with: "")
        #expect(
            Self.accepted(
                local.replacingOccurrences(
                    of: #", { "name": "peer", "destination": "Note", "optional": true }"#, with: "")) != nil)
    }

    @Test func theWholeModelMayBeUsedWithCloudKit() throws {
        let refused = Self.model(#"  "usedWithCloudKit": true,"#, Self.notes)
        ValidationTests.expectErrors(
            refused,
            [
                Spot(
                    "\"text\", \"type\": \"string\" }",
                    "attribute 'Draft.text' is required and has no default, but the model is used with CloudKit, and CloudKit needs a value for every field of a record that arrives in parts; make it optional or give it a default"
                )
            ])
        let fixed = refused.replacingOccurrences(
            of: #"{ "name": "text", "type": "string" }"#, with: #"{ "name": "text", "type": "string", "default": "" }"#)
        let model = try #require(Self.accepted(fixed))
        #expect(model.usedWithCloudKit && model.usesCloudKit)
        // With configurations, the configurations that sync are marked instead.
        ValidationTests.expectErrors(
            Self.model(#"  "usedWithCloudKit": true,"# + "\n" + Self.cloudAndLocal, Self.notes),
            [
                Spot(
                    "true,",
                    "'usedWithCloudKit' on the model marks Core Data's default configuration, which the container does not load when the model has configurations; mark the configurations that sync instead"
                )
            ])
    }

    // MARK: The CloudKit database

    /// A synced store may use the app's public database, where CloudKit keeps no encrypted field.
    @Test func aStoreMaySyncWithThePublicDatabaseWithoutEncryptedFields() throws {
        let header = """
              "configurations": [
                { "name": "Cloud", "entities": ["Folder", "Note"], "usedWithCloudKit": true, "cloudKitDatabase": "public" },
                { "name": "Local", "entities": ["Draft"] }
              ],
            """
        let model = try #require(Self.accepted(Self.model(header, Self.notes)))
        #expect(model.configurations.map(\.cloudKitDatabase) == [.public, .private])
        #expect(model.usesPublicCloudKitDatabase)
        let encrypted = Self.notes.replacingOccurrences(
            of: #"{ "name": "text", "type": "string", "optional": true }"#,
            with: #"{ "name": "text", "type": "string", "optional": true, "allowsCloudEncryption": true }"#)
        ValidationTests.expectErrors(
            Self.model(header, encrypted),
            [
                Spot(
                    "\"text\"",
                    "attribute 'Note.text' allows cloud encryption, but configuration 'Cloud' syncs with CloudKit's public database, which keeps no encrypted fields (Apple: CKRecord.encryptedValues); remove 'allowsCloudEncryption' or keep the entity in a private store"
                )
            ])
        // In the private database, the default, an encrypted field is fine.
        let privateModel = try #require(Self.accepted(Self.model(Self.cloudAndLocal, encrypted)))
        #expect(!privateModel.usesPublicCloudKitDatabase)
        // The whole model may sync with the public database too, and the same rule holds.
        let whole = #"  "usedWithCloudKit": true, "cloudKitDatabase": "public","#
        let synced = Self.notes.replacingOccurrences(
            of: #"{ "name": "text", "type": "string" }"#, with: #"{ "name": "text", "type": "string", "default": "" }"#)
        let wholeModel = try #require(Self.accepted(Self.model(whole, synced)))
        #expect(wholeModel.cloudKitDatabase == .public && wholeModel.usesPublicCloudKitDatabase)
        let wholeEncrypted = Self.model(
            whole,
            synced.replacingOccurrences(
                of: #"{ "name": "text", "type": "string", "optional": true }"#,
                with: #"{ "name": "text", "type": "string", "optional": true, "allowsCloudEncryption": true }"#))
        ValidationTests.expectErrors(
            wholeEncrypted,
            [
                Spot(
                    "\"text\"",
                    "attribute 'Note.text' allows cloud encryption, but the model syncs with CloudKit's public database, which keeps no encrypted fields (Apple: CKRecord.encryptedValues); remove 'allowsCloudEncryption' or keep the entity in a private store"
                )
            ])
    }

    /// `cloudKitDatabase` belongs to a store that syncs, and names a database modelgen can set up.
    @Test func theCloudKitDatabaseBelongsToAStoreThatSyncs() {
        let local = """
              "configurations": [
                { "name": "Cloud", "entities": ["Folder", "Note"], "usedWithCloudKit": true, "cloudKitDatabase": "shared" },
                { "name": "Local", "entities": ["Draft"], "cloudKitDatabase": "pubic" }
              ],
            """
        let json = Self.model(local, Self.notes)
        #expect(
            TestSupport.describe(TestSupport.load(json).diagnostics) == [
                "\(TestSupport.position(of: "\"shared\"", in: json)): error: a store syncs with the shared CloudKit database only beside one that syncs with the private database, whose records the user shares; keep 'private' and add \"cloudKitSharing\": true, which adds the shared store",
                "\(TestSupport.position(of: "\"pubic\"", in: json)): error: unknown CloudKit database 'pubic'; expected one of 'private', 'public' (note: did you mean 'public'?)",
            ])
        ValidationTests.expectErrors(
            Self.model(
                local.replacingOccurrences(of: "shared", with: "private").replacingOccurrences(
                    of: "pubic", with: "public"), Self.notes),
            [
                Spot(
                    "\"public\"",
                    "'cloudKitDatabase' applies only to a store that syncs with CloudKit; add \"usedWithCloudKit\": true to configuration 'Local', or remove 'cloudKitDatabase'"
                )
            ])
        ValidationTests.expectErrors(
            Self.model(#"  "cloudKitDatabase": "public","#, Self.notes),
            [
                Spot(
                    "\"public\"",
                    "'cloudKitDatabase' applies only to a store that syncs with CloudKit; add \"usedWithCloudKit\": true to the model, or remove 'cloudKitDatabase'"
                )
            ])
        ValidationTests.expectErrors(
            Self.model(#"  "cloudKitDatabase": "public","# + "\n" + Self.cloudAndLocal, Self.notes),
            [
                Spot(
                    "\"public\"",
                    "'cloudKitDatabase' on the model applies to Core Data's default configuration, which the container does not load when the model has configurations; give it to the configurations that sync instead"
                )
            ])
    }

    /// `cloudKitSharing` adds a store of the shared database beside a store that syncs with the
    /// private one: accepted there, on a configuration or on a model synced as a whole; refused on a
    /// store that does not sync, beside the public database (CloudKit shares only from private
    /// databases), and on the model when it has configurations.
    @Test func sharingBelongsToAStoreThatSyncsWithThePrivateDatabase() throws {
        let sharing = Self.cloudAndLocal.replacingOccurrences(
            of: #""usedWithCloudKit": true }"#, with: #""usedWithCloudKit": true, "cloudKitSharing": true }"#)
        let configured = try #require(Self.accepted(Self.model(sharing, Self.notes)))
        #expect(configured.configurations.map(\.cloudKitSharing) == [true, false])
        #expect(configured.usesCloudKitSharing && !configured.cloudKitSharing)
        let whole = try #require(
            Self.accepted(
                Self.model(
                    #"  "usedWithCloudKit": true, "cloudKitSharing": true,"#,
                    #"{ "name": "Memo", "attributes": [{ "name": "text", "type": "string", "optional": true }] }"#)))
        #expect(whole.cloudKitSharing && whole.usesCloudKitSharing)
        #expect(Self.accepted(Self.model(Self.cloudAndLocal, Self.notes))?.usesCloudKitSharing == false)

        ValidationTests.expectErrors(
            Self.model(
                sharing.replacingOccurrences(of: #""Draft"] }"#, with: #""Draft"], "cloudKitSharing": true }"#),
                Self.notes),
            [
                Spot(
                    "true }",
                    "'cloudKitSharing' applies only to a store that syncs with CloudKit; add \"usedWithCloudKit\": true to configuration 'Local', or remove 'cloudKitSharing'",
                    occurrence: 2)
            ])
        ValidationTests.expectErrors(
            Self.model(
                sharing.replacingOccurrences(
                    of: #""cloudKitSharing""#, with: #""cloudKitDatabase": "public", "cloudKitSharing""#),
                Self.notes),
            [
                Spot(
                    "true }",
                    "CloudKit shares records only from a user's private database, and configuration 'Cloud' syncs with the public one; remove 'cloudKitSharing', or sync with the private database",
                    notes: [Spot("\"public\"", "the public database is chosen here")])
            ])
        ValidationTests.expectErrors(
            Self.model(#"  "cloudKitSharing": true,"#, Self.notes),
            [
                Spot(
                    "true",
                    "'cloudKitSharing' applies only to a store that syncs with CloudKit; add \"usedWithCloudKit\": true to the model, or remove 'cloudKitSharing'"
                )
            ])
        ValidationTests.expectErrors(
            Self.model(#"  "cloudKitSharing": true,"# + "\n" + Self.cloudAndLocal, Self.notes),
            [
                Spot(
                    "true",
                    "'cloudKitSharing' on the model applies to Core Data's default configuration, which the container does not load when the model has configurations; give it to the configurations that sync instead"
                )
            ])
    }

    @Test func aContainerIdentifierThatNoStoreUsesIsAWarning() {
        let json = Self.model(#"  "cloudKitContainerIdentifier": "iCloud.com.example.notes","#, Self.notes)
        let (model, diagnostics) = TestSupport.load(json)
        #expect(model != nil)
        #expect(
            TestSupport.describe(diagnostics) == [
                "\(TestSupport.position(of: "\"iCloud.com.example.notes\"", in: json)): warning: 'cloudKitContainerIdentifier' is unused: no configuration is used with CloudKit"
            ])
    }

    @Test func theContainerIdentifierIsAnICloudIdentifier() {
        ValidationTests.expectErrors(
            Self.model(Self.cloudAndLocal + #"  "cloudKitContainerIdentifier": "com.example.notes","#, Self.notes),
            [
                Spot(
                    "\"com.example.notes\"",
                    "CloudKit container identifier 'com.example.notes' must start with 'iCloud.', such as 'iCloud.com.example.app'"
                )
            ])
    }
}
