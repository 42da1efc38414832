import Foundation
import Testing

@testable import ModelGenKit

/// `modelgen diff`: each rule of lightweight migration has a pair, a step it accepts and one it
/// refuses with a located message.
@Suite struct ModelComparisonTests {
    static let old = TestModels.model(
        """
            { "name": "Author", "attributes": [{ "name": "name", "type": "string" }],
              "relationships": [{ "name": "commits", "destination": "Commit", "inverse": "author", "toMany": true, "optional": true }] },
            { "name": "Commit", "attributes": [{ "name": "sha", "type": "string" }, { "name": "message", "type": "string", "optional": true }],
              "relationships": [{ "name": "author", "destination": "Author", "inverse": "commits", "optional": true }] }
        """)

    /// The comparison of `old` with `new`, and the new version's text for finding positions.
    static func compare(_ new: String, with old: String = old) throws -> (Generator.Comparison, String) {
        let folder = try TestSupport.makeTemporaryDirectory()
        let oldFile = folder.appendingPathComponent("Old.datamodel.json")
        let newFile = folder.appendingPathComponent("New.datamodel.json")
        try old.write(to: oldFile, atomically: true, encoding: .utf8)
        try new.write(to: newFile, atomically: true, encoding: .utf8)
        return (Generator.compare(oldModelAt: oldFile.path, newModelAt: newFile.path), new)
    }

    /// The diagnostics as `line:column: severity: message`, without the warnings of a relationship
    /// without inverse that some of these models have.
    static func verdicts(_ comparison: Generator.Comparison) -> [String] {
        TestSupport.describe(comparison.diagnostics).filter { !$0.contains("has no inverse") }
    }

    /// The new version: `text` (the old model unless given) with `replacements` made in it.
    static func edited(_ replacements: [(String, String)], in text: String = old) -> String {
        var text = text
        for (from, to) in replacements {
            precondition(text.contains(from), "the model has no \(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    @Test func anUnchangedModelIsOneVersion() throws {
        let (comparison, _) = try Self.compare(Self.old)
        #expect(comparison.changes == [])
        #expect(comparison.diagnostics == [])
        #expect(!comparison.changesVersionHashes)
    }

    @Test func onlyWhatCoreDataDoesNotStoreChangedIsOneVersion() throws {
        let new = Self.edited([
            (#"{ "name": "Commit", "attributes""#, #"{ "name": "Commit", "className": "CommitObject", "attributes""#),
            (
                #"{ "name": "sha", "type": "string" }"#,
                #"{ "name": "sha", "type": "string", "default": "-", "userInfo": { "a": "b" } }"#
            ),
        ])
        let (comparison, _) = try Self.compare(new)
        #expect(Self.verdicts(comparison) == [])
        #expect(!comparison.changesVersionHashes)
        #expect(comparison.changes.count == 3, "\(comparison.changes)")
    }

    /// An entity's uniqueness constraints "form part of the entity's version hash" (Apple's page on
    /// `NSEntityDescription.uniquenessConstraints`): a version that only adds one is a new version,
    /// and its stored schema differs.
    @Test func aNewUniquenessConstraintIsANewVersion() throws {
        let new = Self.edited([
            (
                #"{ "name": "Commit", "attributes""#,
                #"{ "name": "Commit", "uniquenessConstraints": [["sha"]], "attributes""#
            )
        ])
        let (comparison, _) = try Self.compare(new)
        // Objects already stored may break the new constraint: a warning, as Apple does not say what
        // migration does with them.
        #expect(
            Self.verdicts(comparison).map { $0.drop { $0 != " " } } == [
                " warning: entity 'Commit' gets a new uniqueness constraint, which Commit objects already stored may break (two with the same values), and Apple does not document what migration does then; make sure there are none, with a willMigrate migration step if need be"
            ])
        #expect(comparison.changesVersionHashes)
        #expect(comparison.changes == ["~ entity Commit: uniqueness constraints changed"])
        // A constraint on a property new in this version: every stored object has the same value
        // for it, so any two break it; a willMigrate step cannot see it, so the advice is two versions.
        let onNew = Self.edited([
            (
                #"{ "name": "Commit", "attributes": ["#,
                #"{ "name": "Commit", "uniquenessConstraints": [["key"]], "attributes": [{ "name": "key", "type": "string", "default": "" }, "#
            )
        ])
        #expect(
            Self.verdicts(try Self.compare(onNew).0).map { $0.drop { $0 != " " } } == [
                " warning: entity 'Commit' gets a uniqueness constraint on 'key', new in this version: every Commit object already stored gets the same value for it (the default), so any two of them break it, and Apple does not document what migration does then; add the property in one version and fill in distinct values in a didMigrate migration step, then add the constraint in the next version"
            ])
        let oldModel = try #require(
            ModelLoader.loadModel(bytes: Array(Self.old.utf8), path: "Old.datamodel.json").model)
        let newModel = try #require(ModelLoader.loadModel(bytes: Array(new.utf8), path: "New.datamodel.json").model)
        #expect(!StoredSchema(of: newModel).matches(StoredSchema(of: oldModel)))
        #expect(
            StoredSchema(of: newModel).elements.first { $0.path == "Commit" }?.line.contains(
                #""uniquenessConstraints": "sha""#) == true)
    }

    /// Whether the two are one version to Core Data is what the stored schema says, as `freeze`
    /// judges it: an attribute moved from an abstract parent to its child changes the parent's hash
    /// (diff had called them one version, and a frozen pair was then refused for good).
    @Test func oneVersionOrTwoIsWhatTheStoredSchemaSays() throws {
        let old = TestModels.model(
            """
                { "name": "Item", "abstract": true, "attributes": [{ "name": "x", "type": "string", "optional": true }] },
                { "name": "Book", "parent": "Item" }
            """)
        let new = TestModels.model(
            """
                { "name": "Item", "abstract": true },
                { "name": "Book", "parent": "Item", "attributes": [{ "name": "x", "type": "string", "optional": true }] }
            """)
        let (comparison, _) = try Self.compare(new, with: old)
        #expect(comparison.changesVersionHashes)
    }

    /// Core Data matches renaming identifiers, which stay the name first stored under: renamed
    /// again, an entity or property names that one, not its name in the old version, and the
    /// warning says which to write.
    @Test func aSecondRenameNamesTheFirstName() throws {
        let old = TestModels.model(
            """
                { "name": "Memo", "renamedFrom": "Note", "attributes": [{ "name": "body", "type": "string", "renamedFrom": "text" }] }
            """)
        let new = TestModels.model(
            """
                { "name": "Jot", "renamedFrom": "Memo", "attributes": [{ "name": "content", "type": "string", "renamedFrom": "body" }] }
            """)
        let (comparison, _) = try Self.compare(new, with: old)
        let verdicts = Self.verdicts(comparison)
        #expect(
            verdicts.contains {
                $0.contains(
                    "'renamedFrom' 'Memo' matches no entity of the old version, so 'Jot' is a new entity; 'Memo' of the old version is renamed from 'Note', and Core Data matches that: write \"renamedFrom\": \"Note\""
                )
            }, "\(verdicts)")
        let (properties, _) = try Self.compare(
            TestModels.model(
                """
                    { "name": "Memo", "renamedFrom": "Note", "attributes": [{ "name": "content", "type": "string", "renamedFrom": "body" }] }
                """),
            with: old)
        #expect(
            Self.verdicts(properties).contains {
                $0.contains(
                    "so 'Memo.content' is a new property; 'body' of the old version is renamed from 'text', and Core Data matches that: write \"renamedFrom\": \"text\""
                )
            }, "\(Self.verdicts(properties))")
    }

    @Test func aNewAttributeNeedsADefaultOrOptionalityWhenItIsRequired() throws {
        let accepted = Self.edited([
            (
                #"{ "name": "sha", "type": "string" }"#,
                #"{ "name": "sha", "type": "string" }, { "name": "stars", "type": "integer16", "default": 0 }, { "name": "note", "type": "string", "optional": true }"#
            )
        ])
        let (ok, _) = try Self.compare(accepted)
        #expect(Self.verdicts(ok) == [])
        #expect(ok.changesVersionHashes)
        #expect(ok.changes == ["+ attribute Commit.stars: integer16", "+ attribute Commit.note: string?"])

        let refused = Self.edited([
            (
                #"{ "name": "sha", "type": "string" }"#,
                #"{ "name": "sha", "type": "string" }, { "name": "stars", "type": "integer16" }"#
            )
        ])
        let (bad, text) = try Self.compare(refused)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"stars\"", in: text)): error: new required attribute 'Commit.stars' has no default: the Commit objects already stored would have no value, and the migration fails; give it a default or make it optional"
            ])
        // A type that takes no default is told only to be optional.
        let (noDefault, noDefaultText) = try Self.compare(
            refused.replacingOccurrences(of: #""type": "integer16""#, with: #""type": "objectID""#))
        #expect(
            Self.verdicts(noDefault) == [
                "\(TestSupport.position(of: "\"stars\"", in: noDefaultText)): error: new required attribute 'Commit.stars' has no default: the Commit objects already stored would have no value, and the migration fails; make it optional"
            ])
    }

    @Test func anAttributeMayBecomeRequiredOnlyWithADefault() throws {
        let accepted = Self.edited([
            (
                #"{ "name": "message", "type": "string", "optional": true }"#,
                #"{ "name": "message", "type": "string", "default": "" }"#
            )
        ])
        let (ok, _) = try Self.compare(accepted)
        #expect(Self.verdicts(ok) == [])
        #expect(
            ok.changes == [
                "~ attribute Commit.message: optional → required", "~ attribute Commit.message: default changed",
            ])

        let refused = Self.edited([
            (#"{ "name": "message", "type": "string", "optional": true }"#, #"{ "name": "message", "type": "string" }"#)
        ])
        let (bad, text) = try Self.compare(refused)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"message\"", in: text)): error: 'Commit.message' becomes a required stored value without a default: Commit objects already stored may have none, and the migration fails; give it a default, or declare a willMigrate migration step that fills it in"
            ])
        // A type that takes no default is told only of the migration step.
        let binaryOld = Self.edited([(#""name": "message", "type": "string""#, #""name": "message", "type": "binary""#)]
        )
        let binary = Self.edited(
            [
                (
                    #"{ "name": "message", "type": "binary", "optional": true }"#,
                    #"{ "name": "message", "type": "binary" }"#
                )
            ],
            in: binaryOld)
        let (badBinary, binaryText) = try Self.compare(binary, with: binaryOld)
        #expect(
            Self.verdicts(badBinary) == [
                "\(TestSupport.position(of: "\"message\"", in: binaryText)): error: 'Commit.message' becomes a required stored value without a default: Commit objects already stored may have none, and the migration fails; declare a willMigrate migration step that fills it in"
            ])
        // A willMigrate step fills the values in before the migration.
        let filled = refused.replacingOccurrences(
            of: #""name": "Test","#,
            with: #""name": "Test", "migrationStep": { "willMigrate": "Give every commit a message." },"#)
        #expect(Self.verdicts(try Self.compare(filled).0) == [])
        // Not a value that is new in this version: the old version has nowhere to keep it.
        let added = Self.edited([
            (
                #"{ "name": "sha", "type": "string" }"#,
                #"{ "name": "sha", "type": "string" }, { "name": "title", "type": "string" }"#
            ),
            (#""name": "Test","#, #""name": "Test", "migrationStep": { "willMigrate": "Title every commit." },"#),
        ])
        #expect(
            Self.verdicts(try Self.compare(added).0).first?.contains(
                "error: new required attribute 'Commit.title' has no default") == true)
        // Required → optional is always fine.
        let relaxed = Self.edited([
            (#"{ "name": "sha", "type": "string" }"#, #"{ "name": "sha", "type": "string", "optional": true }"#)
        ])
        #expect(Self.verdicts(try Self.compare(relaxed).0) == [])
    }

    @Test func stricterValidationIsAWarningAndLooserValidationIsNot() throws {
        let looser = Self.edited([
            (
                #"{ "name": "sha", "type": "string" }"#,
                #"{ "name": "sha", "type": "string", "indexedBySpotlight": true }"#
            )
        ])
        let (ok, _) = try Self.compare(looser)
        #expect(Self.verdicts(ok) == [])
        #expect(!ok.changesVersionHashes)
        #expect(ok.changes == ["~ attribute Commit.sha: indexing or storage options changed"])

        let stricter = Self.edited([
            (#"{ "name": "sha", "type": "string" }"#, #"{ "name": "sha", "type": "string", "maxLength": 40 }"#)
        ])
        let (warned, text) = try Self.compare(stricter)
        #expect(!warned.changesVersionHashes)
        #expect(warned.changes == ["~ attribute Commit.sha: validation changed"])
        #expect(
            Self.verdicts(warned) == [
                "\(TestSupport.position(of: "\"sha\"", in: text)): warning: the validation of 'Commit.sha' becomes stricter: Core Data validates every migrated object, so a stored value that breaks the new rule fails the migration; if such values can exist, declare a willMigrate migration step that fixes them"
            ])
        // Undoing the rule is looser, and a willMigrate step that fixes the values is heard.
        #expect(Self.verdicts(try Self.compare(Self.old, with: stricter).0) == [])
        let fixed = stricter.replacingOccurrences(
            of: #""name": "Test","#,
            with: #""name": "Test", "migrationStep": { "willMigrate": "Shorten long SHAs." },"#)
        #expect(Self.verdicts(try Self.compare(fixed).0) == [])
    }

    @Test func aRelationshipBecomingTransientIsAStoredChange() throws {
        let transient = Self.edited([
            (
                #""inverse": "commits", "optional": true }"#,
                #""inverse": "commits", "optional": true, "transient": true }"#
            )
        ])
        let (comparison, _) = try Self.compare(transient)
        #expect(Self.verdicts(comparison) == [])
        #expect(comparison.changesVersionHashes)
        #expect(
            comparison.changes == ["~ relationship Commit.author: stored → transient (its stored links are deleted)"])
    }

    @Test func anAttributesTypeCannotChange() throws {
        let refused = Self.edited([(#"{ "name": "sha", "type": "string" }"#, #"{ "name": "sha", "type": "binary" }"#)])
        let (bad, text) = try Self.compare(refused)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"sha\"", in: text)): error: the type of 'Commit.sha' changes from string to binary; lightweight migration cannot convert stored values: add an attribute of the new type beside it and copy the values in a didMigrate migration step, then remove the old one in a later version"
            ])
    }

    @Test func renamesFollowRenamedFromAndMustNameSomethingOld() throws {
        let accepted = Self.edited([
            (#"{ "name": "Author", "attributes""#, #"{ "name": "Writer", "renamedFrom": "Author", "attributes""#),
            (#""destination": "Author""#, #""destination": "Writer""#),
            (#"{ "name": "sha", "type": "string" }"#, #"{ "name": "digest", "type": "string", "renamedFrom": "sha" }"#),
        ])
        let (ok, _) = try Self.compare(accepted)
        #expect(Self.verdicts(ok) == [])
        #expect(
            ok.changes == [
                "~ entity Author renamed to Writer", "~ attribute Commit.sha renamed to digest",
            ])

        let refused = Self.edited([
            (#"{ "name": "sha", "type": "string" }"#, #"{ "name": "digest", "type": "string", "renamedFrom": "shaa" }"#)
        ])
        let (bad, text) = try Self.compare(refused)
        let position = TestSupport.position(of: "\"digest\"", in: text)
        // A renamedFrom that matches nothing makes a new property, which may be a misspelt rename.
        #expect(
            Self.verdicts(bad) == [
                "\(position): warning: 'renamedFrom' 'shaa' matches no property of entity 'Commit' in the old version, so 'Commit.digest' is a new property; check the spelling if it is a rename",
                "\(position): error: new required attribute 'Commit.digest' has no default: the Commit objects already stored would have no value, and the migration fails; give it a default or make it optional",
            ])
    }

    /// Core Data matches identifiers on both sides: a renamedFrom stays in later versions, and
    /// dropping it is a rename back.
    @Test func aRenamedFromIsAnIdentifierThatLaterVersionsKeep() throws {
        let version2 = Self.edited([
            (#"{ "name": "sha", "type": "string" }"#, #"{ "name": "digest", "type": "string", "renamedFrom": "sha" }"#)
        ])
        let version3 = version2.replacingOccurrences(
            of: #"{ "name": "message", "type": "string", "optional": true }"#,
            with:
                #"{ "name": "message", "type": "string", "optional": true }, { "name": "note", "type": "string", "optional": true }"#
        )
        let (kept, _) = try Self.compare(version3, with: version2)
        #expect(Self.verdicts(kept) == [])
        #expect(kept.changes == ["+ attribute Commit.note: string?"])

        let dropped = version2.replacingOccurrences(of: #", "renamedFrom": "sha""#, with: "")
        let (lost, text) = try Self.compare(dropped, with: version2)
        #expect(
            Self.verdicts(lost) == [
                "\(TestSupport.position(of: "\"digest\"", in: text)): error: new required attribute 'Commit.digest' has no default: the Commit objects already stored would have no value, and the migration fails; give it a default or make it optional",
                "\(TestSupport.position(of: "\"digest\"", in: text)): warning: 'Commit.digest' has no \"renamedFrom\": \"sha\", which it has in the old version, so Core Data takes it for a new property: keep \"renamedFrom\": \"sha\" in every later version, or the stored values of 'digest' are lost",
            ])
    }

    /// Wire's model gave its `Conversation` entity a renaming identifier by accident in one version
    /// and dropped it in the next: each step makes an entity of the same name another entity, whose
    /// stored objects are deleted. The warnings say so, and the destination errors say which
    /// 'Author' is old and which new rather than "from 'Author' to 'Author'".
    @Test func anEntityThatGainsOrDropsARenamedFromIsAnotherEntityOfTheSameName() throws {
        let gained = Self.edited([
            (#"{ "name": "Author", "attributes""#, #"{ "name": "Author", "renamedFrom": "name", "attributes""#)
        ])
        let (accident, text) = try Self.compare(gained)
        let author = TestSupport.position(of: "\"Author\"", in: text)
        let destination = TestSupport.position(of: #""author", "destination""#, in: text)
        #expect(
            Self.verdicts(accident) == [
                "\(author): warning: 'renamedFrom' 'name' matches no entity of the old version, so 'Author' is a new entity; the objects stored as the old 'Author' are deleted; remove 'renamedFrom' to keep them",
                "\(destination): error: the destination of 'Commit.author' changes from the old 'Author' to the new entity 'Author' (renamedFrom 'name'); lightweight migration cannot re-point the stored relationships",
            ])
        let (repair, repaired) = try Self.compare(Self.old, with: gained)
        #expect(
            Self.verdicts(repair) == [
                "\(TestSupport.position(of: "\"Author\"", in: repaired)): warning: 'Author' of the old version has 'renamedFrom' 'name' and this one has none, so they are two entities to lightweight migration, and the objects stored as the old one are deleted; give this one \"renamedFrom\": \"name\" to keep them",
                "\(TestSupport.position(of: #""author", "destination""#, in: repaired)): error: the destination of 'Commit.author' changes from the old 'Author' (renamedFrom 'name') to the new entity 'Author'; lightweight migration cannot re-point the stored relationships",
            ])
    }

    /// A property moved up to an abstract parent keeps its values, whatever order the entities are
    /// declared in; a type that differed in one child is still a type change.
    @Test func propertiesMovedUpAHierarchyAreJudgedForEachEntityInAnyOrder() throws {
        let old = TestModels.model(
            """
                { "name": "P", "abstract": true },
                { "name": "A", "parent": "P", "attributes": [{ "name": "x", "type": "string" }] },
                { "name": "B", "parent": "P", "attributes": [{ "name": "x", "type": "integer64" }] }
            """)
        let parentFirst = TestModels.model(
            """
                { "name": "P", "abstract": true, "attributes": [{ "name": "x", "type": "string" }] },
                { "name": "A", "parent": "P" },
                { "name": "B", "parent": "P" }
            """)
        let parentLast = TestModels.model(
            """
                { "name": "A", "parent": "P" },
                { "name": "B", "parent": "P" },
                { "name": "P", "abstract": true, "attributes": [{ "name": "x", "type": "string" }] }
            """)
        for new in [parentFirst, parentLast] {
            let (comparison, text) = try Self.compare(new, with: old)
            #expect(
                Self.verdicts(comparison) == [
                    "\(TestSupport.position(of: "\"x\"", in: text)): error: the type of 'P.x' changes from integer64 to string; lightweight migration cannot convert stored values: add an attribute of the new type beside it and copy the values in a didMigrate migration step, then remove the old one in a later version"
                ])
            #expect(comparison.changesVersionHashes)
        }
        let sameTypes = old.replacingOccurrences(of: "integer64", with: "string")
        let (moved, _) = try Self.compare(parentLast, with: sameTypes)
        #expect(Self.verdicts(moved) == [])
        #expect(moved.changes == ["+ attribute P.x: string"])
    }

    @Test func countsMayWidenButNotNarrow() throws {
        let old = TestModels.model(
            """
                { "name": "A", "relationships": [{ "name": "bs", "destination": "B", "inverse": "a", "toMany": true, "optional": true, "maxCount": 10 }] },
                { "name": "B", "relationships": [{ "name": "a", "destination": "A", "inverse": "bs", "optional": true }] }
            """)
        let wider = old.replacingOccurrences(of: #""maxCount": 10"#, with: #""maxCount": 20"#)
        let (ok, _) = try Self.compare(wider, with: old)
        #expect(Self.verdicts(ok) == [])
        #expect(ok.changes == ["~ relationship A.bs: count 0...10 → 0...20 (0: no limit)"])

        let narrower = old.replacingOccurrences(
            of: #""optional": true, "maxCount": 10"#, with: #""minCount": 2, "maxCount": 5"#)
        let (bad, text) = try Self.compare(narrower, with: old)
        let position = TestSupport.position(of: "\"bs\"", in: text)
        #expect(
            Self.verdicts(bad) == [
                "\(position): error: 'A.bs' needs at least 2 objects where 0 were enough: A objects already stored may have fewer, and the migration fails; declare a willMigrate migration step that adds them",
                "\(position): error: 'A.bs' may hold at most 5 objects where 10 were allowed: A objects already stored may have more, and the migration fails",
            ])
        // Still optional, the relationship may stay empty: a minCount of 1 fails no stored object,
        // one of 2 fails those that hold one.
        let (one, _) = try Self.compare(
            old.replacingOccurrences(
                of: #""optional": true, "maxCount": 10"#, with: #""optional": true, "minCount": 1, "maxCount": 10"#),
            with: old)
        #expect(Self.verdicts(one) == [])
        let (two, twoText) = try Self.compare(
            old.replacingOccurrences(
                of: #""optional": true, "maxCount": 10"#, with: #""optional": true, "minCount": 2, "maxCount": 10"#),
            with: old)
        #expect(
            Self.verdicts(two) == [
                "\(TestSupport.position(of: "\"bs\"", in: twoText)): error: 'A.bs' needs at least 2 objects where 1 were enough: A objects already stored may have fewer, and the migration fails; declare a willMigrate migration step that adds them"
            ])
    }

    /// Apple documents `isOptional` as whether the value may be nil, and the counts as enforced on
    /// a value that is not nil; a to-many value is an empty set. So a new to-many relationship that
    /// is not optional but has no `minCount` is a warning (unchecked on a device), not an error: public
    /// models hold thousands of them. A `minCount` does require objects, unless it is optional.
    @Test func aNewToManyRelationshipRequiresObjectsOnlyWithAMinimumCount() throws {
        let added =
            #""inverse": "commits", "optional": true }, { "name": "tags", "destination": "Author", "toMany": true"#
        let notOptional = Self.edited([(#""inverse": "commits", "optional": true }"#, added + " }")])
        let (accepted, acceptedText) = try Self.compare(notOptional)
        #expect(
            Self.verdicts(accepted) == [
                "\(TestSupport.position(of: "\"tags\"", in: acceptedText)): warning: \(Self.emptyToMany("Commit.tags", "Commit"))"
            ])
        #expect(accepted.changes.contains("+ relationship Commit.tags → Author"))

        let withMinimum = Self.edited([(#""inverse": "commits", "optional": true }"#, added + #", "minCount": 1 }"#)])
        let (refused, text) = try Self.compare(withMinimum)
        #expect(
            Self.verdicts(refused) == [
                "\(TestSupport.position(of: "\"tags\"", in: text)): error: new required relationship 'Commit.tags': the Commit objects already stored have none, and the migration fails; make it optional, and fill it in a custom migration step if it must be set"
            ])

        let optionalWithMinimum = Self.edited([
            (#""inverse": "commits", "optional": true }"#, added + #", "optional": true, "minCount": 2 }"#)
        ])
        #expect(Self.verdicts(try Self.compare(optionalWithMinimum).0) == [])
    }

    static func emptyToMany(_ place: String, _ entity: String) -> String {
        "to-many relationship '\(place)' is not optional and has no minCount, so the \(entity) objects already stored hold it empty; by Apple's documentation an empty one is valid (it enforces 'optional' against nil, and the counts), but that has not been checked on a device: make it optional to be sure"
    }

    @Test func anOptionalToManyRelationshipThatBecomesNotOptionalStillMigrates() throws {
        let old = TestModels.model(
            """
                { "name": "A", "relationships": [{ "name": "bs", "destination": "B", "inverse": "a", "toMany": true, "optional": true }] },
                { "name": "B", "relationships": [{ "name": "a", "destination": "A", "inverse": "bs", "optional": true }] }
            """)
        let required = old.replacingOccurrences(of: #""toMany": true, "optional": true"#, with: #""toMany": true"#)
        let (ok, okText) = try Self.compare(required, with: old)
        #expect(
            Self.verdicts(ok) == [
                "\(TestSupport.position(of: "\"bs\"", in: okText)): warning: \(Self.emptyToMany("A.bs", "A"))"
            ])
        #expect(ok.changes == ["~ relationship A.bs: optional → required"])

        let atLeastOne = old.replacingOccurrences(
            of: #""toMany": true, "optional": true"#, with: #""toMany": true, "minCount": 1"#)
        let (bad, text) = try Self.compare(atLeastOne, with: old)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"bs\"", in: text)): error: 'A.bs' becomes required: A objects stored without one would fail validation, and the migration fails; declare a willMigrate migration step that gives them one"
            ])

        // A required to-many relationship that becomes a required to-one: stored ones may be empty.
        let toManyRequired = required
        let toOne = toManyRequired.replacingOccurrences(of: #", "toMany": true"#, with: "")
        let (narrowed, narrowedText) = try Self.compare(toOne, with: toManyRequired)
        #expect(
            Self.verdicts(narrowed) == [
                "\(TestSupport.position(of: "\"bs\"", in: narrowedText)): warning: 'A.bs' becomes to-one: a A object stored with several objects in it can keep only one of them after the migration; make sure none has more than one (with a willMigrate migration step), or keep it to-many",
                "\(TestSupport.position(of: "\"bs\"", in: narrowedText)): error: 'A.bs' becomes a required to-one relationship: A objects stored with an empty to-many one (which its minCount of 0 allows) would have none and fail validation, and the migration fails; make it optional, or declare a willMigrate migration step that gives them one",
            ], "\(toOne)")
    }

    @Test func aRemovedAndAnAddedPropertyOfOneTypeSuggestARename() throws {
        let new = Self.edited([
            (
                #"{ "name": "message", "type": "string", "optional": true }"#,
                #"{ "name": "text", "type": "string", "optional": true }"#
            )
        ])
        let (comparison, text) = try Self.compare(new)
        #expect(
            Self.verdicts(comparison) == [
                "\(TestSupport.position(of: "\"text\"", in: text)): warning: 'Commit.message' is removed and 'Commit.text' of the same type is added: if this is a rename, add \"renamedFrom\": \"message\", or the stored values of 'message' are lost"
            ])
        #expect(
            comparison.changes == [
                "+ attribute Commit.text: string?", "- attribute Commit.message (its stored values are deleted)",
            ])
    }

    @Test func aNewRequiredRelationshipIsRefusedAnOptionalOneAccepted() throws {
        let accepted = Self.edited([
            (
                #""inverse": "commits", "optional": true }"#,
                #""inverse": "commits", "optional": true }, { "name": "reviewer", "destination": "Author", "optional": true }"#
            )
        ])
        #expect(Self.verdicts(try Self.compare(accepted).0) == [])

        let refused = Self.edited([
            (
                #""inverse": "commits", "optional": true }"#,
                #""inverse": "commits", "optional": true }, { "name": "reviewer", "destination": "Author" }"#
            )
        ])
        let (bad, text) = try Self.compare(refused)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"reviewer\"", in: text)): error: new required relationship 'Commit.reviewer': the Commit objects already stored have none, and the migration fails; make it optional, and fill it in a custom migration step if it must be set"
            ])
    }

    @Test func aRelationshipMayChangeItsCardinalityButNotItsDestinationOrBecomeRequired() throws {
        let accepted = Self.edited([
            (
                #"{ "name": "author", "destination": "Author", "inverse": "commits", "optional": true }"#,
                #"{ "name": "author", "destination": "Author", "inverse": "commits", "optional": true, "toMany": true, "ordered": true }"#
            ), (#""inverse": "author", "toMany": true"#, #""inverse": "author", "toMany": true"#),
        ])
        let (ok, _) = try Self.compare(accepted)
        #expect(Self.verdicts(ok).filter { $0.contains("error") } == [])
        #expect(ok.changes.contains("~ relationship Commit.author: to-one → to-many"))
        #expect(ok.changes.contains("~ relationship Commit.author: unordered → ordered"))

        let required = Self.edited([
            (
                #"{ "name": "author", "destination": "Author", "inverse": "commits", "optional": true }"#,
                #"{ "name": "author", "destination": "Author", "inverse": "commits" }"#
            )
        ])
        let (bad, text) = try Self.compare(required)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"author\", \"destination\"", in: text)): error: 'Commit.author' becomes required: Commit objects stored without one would fail validation, and the migration fails; declare a willMigrate migration step that gives them one"
            ])
    }

    @Test func anEntityMayNotBecomeAbstractNorMergeTwoHierarchies() throws {
        let abstract = Self.edited([
            (#"{ "name": "Commit", "attributes""#, #"{ "name": "Commit", "abstract": true, "attributes""#)
        ])
        let (bad, text) = try Self.compare(abstract)
        #expect(
            Self.verdicts(bad) == [
                "\(TestSupport.position(of: "\"Commit\", \"abstract\"", in: text)): error: entity 'Commit' becomes abstract, but the store may hold objects of it, which an abstract entity cannot have"
            ])

        // A new parent over one old entity is fine; over two unrelated old entities it merges them.
        let oneChild = Self.edited([
            (
                #"{ "name": "Commit", "attributes""#,
                #"{ "name": "Item", "abstract": true }, { "name": "Commit", "parent": "Item", "attributes""#
            )
        ])
        #expect(Self.verdicts(try Self.compare(oneChild).0) == [])
        let merged = Self.edited([
            (
                #"{ "name": "Commit", "attributes""#,
                #"{ "name": "Item", "abstract": true }, { "name": "Commit", "parent": "Item", "attributes""#
            ),
            (#"{ "name": "Author", "attributes""#, #"{ "name": "Author", "parent": "Item", "attributes""#),
        ])
        let (mergedComparison, mergedText) = try Self.compare(merged)
        #expect(
            Self.verdicts(mergedComparison) == [
                "\(TestSupport.position(of: "\"Commit\", \"parent\"", in: mergedText)): error: entity 'Commit' joins the hierarchy of 'Item', but in the old version it had no common parent with 'Author': Core Data cannot merge two hierarchies (note: \(TestSupport.position(of: "\"Author\", \"parent\"", in: mergedText)): 'Author' is declared here)"
            ])
    }

    @Test func aMergeOfTwoHierarchiesIsReportedOnceAtTheEntityThatMoved() throws {
        let old = TestModels.model(
            """
                { "name": "A" },
                { "name": "B" },
                { "name": "B1", "parent": "B" },
                { "name": "B2", "parent": "B" }
            """)
        let new = old.replacingOccurrences(of: #"{ "name": "B" }"#, with: #"{ "name": "B", "parent": "A" }"#)
        let (comparison, text) = try Self.compare(new, with: old)
        #expect(
            Self.verdicts(comparison) == [
                "\(TestSupport.position(of: "\"B\", \"parent\"", in: text)): error: entity 'B' joins the hierarchy of 'A', but in the old version it had no common parent with 'A': Core Data cannot merge two hierarchies (note: \(TestSupport.position(of: "\"A\"", in: text)): 'A' is declared here)"
            ])
    }

    @Test func removedAndAddedEntitiesAreListed() throws {
        let new = TestModels.model(
            """
                { "name": "Commit", "attributes": [{ "name": "sha", "type": "string" }, { "name": "message", "type": "string", "optional": true }] },
                { "name": "Tag", "attributes": [{ "name": "label", "type": "string" }] }
            """)
        let (comparison, _) = try Self.compare(new)
        #expect(Self.verdicts(comparison) == [])
        #expect(
            comparison.changes == [
                "+ entity Tag", "- entity Author (its stored objects are deleted)",
                "- relationship Commit.author (its stored values are deleted)",
            ])
    }

    // MARK: CloudKit: a schema in production only grows

    /// The old model, synced with CloudKit (its required `sha` gets the default CloudKit needs).
    static let syncedOld = old.replacingOccurrences(
        of: #""name": "Test","#, with: #""name": "Test", "usedWithCloudKit": true,"#
    )
    .replacingOccurrences(
        of: #"{ "name": "sha", "type": "string" }"#, with: #"{ "name": "sha", "type": "string", "default": "" }"#
    )
    .replacingOccurrences(
        of: #"{ "name": "name", "type": "string" }"#, with: #"{ "name": "name", "type": "string", "optional": true }"#)

    /// `syncedOld` with `replacements` made in its text.
    static func editedSynced(_ replacements: [(String, String)]) -> String {
        edited(replacements, in: syncedOld)
    }

    @Test func addingToASyncedModelIsQuiet() throws {
        let added = Self.editedSynced([
            (
                #"{ "name": "message", "type": "string", "optional": true }"#,
                #"{ "name": "message", "type": "string", "optional": true }, { "name": "stars", "type": "integer16", "default": 0 }"#
            ),
            (
                #"{ "name": "Commit", "attributes""#,
                #"{ "name": "Tag", "attributes": [{ "name": "label", "type": "string", "optional": true }] }, { "name": "Commit", "attributes""#
            ),
        ])
        let (comparison, _) = try Self.compare(added, with: Self.syncedOld)
        #expect(Self.verdicts(comparison) == [])
        #expect(comparison.changes == ["+ entity Tag", "+ attribute Commit.stars: integer16"])
    }

    @Test func removingWhatSyncsWarnsThatCloudKitKeepsIt() throws {
        let removed = Self.editedSynced([
            (#", { "name": "message", "type": "string", "optional": true }"#, "")
        ])
        let (comparison, text) = try Self.compare(removed, with: Self.syncedOld)
        #expect(
            Self.verdicts(comparison) == [
                "\(TestSupport.position(of: "\"Commit\"", in: text, occurrence: 2)): warning: attribute 'Commit.message' syncs with CloudKit in the old version and is removed, but CloudKit keeps its field: devices still running an older version of the app go on writing it; keep the attribute while older versions are in use (note: \(TestSupport.position(of: "\"message\"", in: Self.syncedOld)): 'message' is declared here)"
            ])
        // The same step in a model that does not sync is quiet.
        let local = Self.edited([(#", { "name": "message", "type": "string", "optional": true }"#, "")])
        #expect(Self.verdicts(try Self.compare(local).0) == [])
        // A transient attribute never syncs: removing one is quiet too.
        let withScratch = Self.editedSynced([
            (
                #"{ "name": "message", "type": "string", "optional": true }"#,
                #"{ "name": "message", "type": "string", "optional": true }, { "name": "scratch", "type": "string", "optional": true, "transient": true }"#
            )
        ])
        #expect(Self.verdicts(try Self.compare(Self.syncedOld, with: withScratch).0) == [])
    }

    /// Apple's `allowsCloudEncryption`: a field's encryption cannot change once the CloudKit schema
    /// is in production. Either way it is an error where the attribute syncs, and a change of
    /// storage options elsewhere.
    @Test func aSyncedAttributesEncryptionCannotChange() throws {
        let plain = #"{ "name": "message", "type": "string", "optional": true }"#
        let encrypted = #"{ "name": "message", "type": "string", "optional": true, "allowsCloudEncryption": true }"#
        let withEncryption = Self.editedSynced([(plain, encrypted)])
        for (old, new, becomes) in [
            (Self.syncedOld, withEncryption, "becomes"), (withEncryption, Self.syncedOld, "is no longer"),
        ] {
            let (comparison, text) = try Self.compare(new, with: old)
            #expect(
                Self.verdicts(comparison) == [
                    "\(TestSupport.position(of: "\"message\"", in: text)): error: 'Commit.message' \(becomes) encrypted in CloudKit, but a field's encryption cannot change once the CloudKit schema is in production; keep 'allowsCloudEncryption' as it was, or add an attribute with the new setting and copy the values over in a migration step"
                ])
            #expect(comparison.changes == ["~ attribute Commit.message: indexing or storage options changed"])
        }
        let local = Self.edited([(plain, encrypted)])
        let (comparison, _) = try Self.compare(local)
        #expect(Self.verdicts(comparison) == [])
        #expect(comparison.changes == ["~ attribute Commit.message: indexing or storage options changed"])
        // Renamed, the attribute is a new field to CloudKit, which may be encrypted from the start.
        let renamed = Self.editedSynced([
            (
                plain,
                #"{ "name": "body", "renamedFrom": "message", "type": "string", "optional": true, "allowsCloudEncryption": true }"#
            )
        ])
        let (renaming, _) = try Self.compare(renamed, with: Self.syncedOld)
        #expect(!Self.verdicts(renaming).contains { $0.contains("encrypted") }, "\(Self.verdicts(renaming))")
        #expect(!renaming.diagnostics.hasErrors)
        #expect(renaming.cloudKitErrorCount == 0)
    }

    /// Every finding of a comparison has the category that decides what becomes of it (never its
    /// text): lightweight migration's verdict (`migration`), what it would infer (`inference`), or
    /// CloudKit's schema (`cloudKit`, which `diff` counts apart). A mapping model that makes the step
    /// drops migration's errors and every inference, and keeps CloudKit's findings.
    @Test func everyFindingHasTheCategoryThatDecidesWhatBecomesOfIt() throws {
        let stepped =
            #""name": "Test", "usedWithCloudKit": true, "migrationStep": { "mappingModel": "Maps each sha to a number." },"#
        let changes = [
            // CloudKit: a synced field's encryption changes.
            (
                #"{ "name": "message", "type": "string", "optional": true }"#,
                #"{ "name": "message", "type": "string", "optional": true, "allowsCloudEncryption": true }"#
            ),
            // Migration: a stored value's type changes.
            (
                #"{ "name": "sha", "type": "string", "default": "" }"#,
                #"{ "name": "sha", "type": "binary", "optional": true }"#
            ),
            // Inference: a renamedFrom that matches nothing.
            (
                #"{ "name": "name", "type": "string", "optional": true }"#,
                #"{ "name": "fullName", "type": "string", "optional": true, "renamedFrom": "nme" }"#
            ),
        ]
        func category(of comparison: Generator.Comparison, saying words: String) -> Diagnostic.Category?? {
            comparison.diagnostics.first { $0.message.contains(words) }.map(\.category)
        }
        let (lightweight, _) = try Self.compare(Self.editedSynced(changes), with: Self.syncedOld)
        #expect(category(of: lightweight, saying: "encrypted in CloudKit") == .cloudKit)
        #expect(category(of: lightweight, saying: "the type of 'Commit.sha' changes") == .migration)
        #expect(category(of: lightweight, saying: "'renamedFrom' 'nme' matches no property") == .inference)
        #expect(lightweight.cloudKitErrorCount == 1)
        // Only the loading's own findings (a relationship without inverse) have none.
        let uncategorized = lightweight.diagnostics.filter { $0.category == nil }
        #expect(uncategorized.allSatisfy { $0.message.contains("has no inverse") }, "\(uncategorized)")

        let mapped = Self.editedSynced(changes).replacingOccurrences(
            of: #""name": "Test", "usedWithCloudKit": true,"#, with: stepped)
        let (mapping, _) = try Self.compare(mapped, with: Self.syncedOld)
        #expect(category(of: mapping, saying: "encrypted in CloudKit") == .cloudKit)
        #expect(category(of: mapping, saying: "the type of 'Commit.sha' changes") == nil)
        #expect(category(of: mapping, saying: "'renamedFrom' 'nme' matches no property") == nil)
        #expect(!mapping.diagnostics.contains { $0.category == .inference })
        #expect(!mapping.diagnostics.contains { $0.category == .migration && $0.severity == .error })
        #expect(mapping.cloudKitErrorCount == 1)
    }

    @Test func removingASyncedEntityWarnsAtTheOldDeclaration() throws {
        let tagged = Self.editedSynced([
            (
                #"{ "name": "Commit", "attributes""#,
                #"{ "name": "Tag", "attributes": [{ "name": "label", "type": "string", "optional": true }] }, { "name": "Commit", "attributes""#
            )
        ])
        let (comparison, _) = try Self.compare(Self.syncedOld, with: tagged)
        #expect(
            Self.verdicts(comparison) == [
                "warning: entity 'Tag' syncs with CloudKit in the old version and is removed, but CloudKit keeps its records: devices still running an older version of the app go on syncing them; keep the entity while older versions are in use (note: \(TestSupport.position(of: "\"Tag\"", in: tagged)): 'Tag' is declared here)"
            ])
        #expect(comparison.diagnostics.first?.notes.first?.file?.hasSuffix("Old.datamodel.json") == true)
    }

    @Test func renamingWhatSyncsWarnsThatCloudKitKeepsTheOldName() throws {
        let renamed = Self.editedSynced([
            (
                #"{ "name": "message", "type": "string", "optional": true }"#,
                #"{ "name": "summary", "renamedFrom": "message", "type": "string", "optional": true }"#
            ),
            (#"{ "name": "Author", "attributes""#, #"{ "name": "Person", "renamedFrom": "Author", "attributes""#),
            (#""destination": "Author""#, #""destination": "Person""#),
        ])
        let (comparison, text) = try Self.compare(renamed, with: Self.syncedOld)
        #expect(
            Self.verdicts(comparison) == [
                "\(TestSupport.position(of: "\"Person\"", in: text)): warning: entity 'Person' was 'Author' in the old version, but CloudKit keeps records under the entity's name: 'Person' syncs as a new record type, and devices still running an older version of the app go on syncing 'Author', which this version no longer reads; keep the old name while older versions are in use",
                "\(TestSupport.position(of: "\"summary\"", in: text)): warning: attribute 'Commit.summary' was 'message' in the old version, but CloudKit keeps a field for each name: 'summary' syncs as a new field, and devices still running an older version of the app go on syncing 'message', which this version no longer reads; keep the old name while older versions are in use",
            ])
    }

    @Test func anEntityThatStopsSyncingWarns() throws {
        let configured = Self.old.replacingOccurrences(
            of: #""name": "Test","#,
            with:
                #""name": "Test", "configurations": [{ "name": "Cloud", "entities": ["Author", "Commit"], "usedWithCloudKit": true }],"#
        ).replacingOccurrences(
            of: #"{ "name": "sha", "type": "string" }"#, with: #"{ "name": "sha", "type": "string", "default": "" }"#
        )
        .replacingOccurrences(
            of: #"{ "name": "name", "type": "string" }"#,
            with: #"{ "name": "name", "type": "string", "optional": true }"#)
        let local = configured.replacingOccurrences(of: #", "usedWithCloudKit": true"#, with: "")
        let (comparison, text) = try Self.compare(local, with: configured)
        #expect(
            Self.verdicts(comparison) == [
                "\(TestSupport.position(of: "\"Author\"", in: text, occurrence: 2)): warning: entity 'Author' syncs with CloudKit in the old version and no longer does, but CloudKit keeps its records: devices still running an older version of the app go on changing them, and this version no longer sees the changes",
                "\(TestSupport.position(of: "\"Commit\"", in: text, occurrence: 3)): warning: entity 'Commit' syncs with CloudKit in the old version and no longer does, but CloudKit keeps its records: devices still running an older version of the app go on changing them, and this version no longer sees the changes",
            ])
        // Starting to sync is an addition.
        #expect(Self.verdicts(try Self.compare(configured, with: local).0) == [])
    }

    @Test func anEntityThatSyncsWithAnotherDatabaseWarns() throws {
        let publicModel = Self.syncedOld.replacingOccurrences(
            of: #""usedWithCloudKit": true,"#, with: #""usedWithCloudKit": true, "cloudKitDatabase": "public","#)
        let (comparison, text) = try Self.compare(publicModel, with: Self.syncedOld)
        let message = { (entity: String) in
            "warning: entity '\(entity)' syncs with the private database in the old version and with the public database in this one, but CloudKit does not move records between databases: those in the private database stay there, and devices still running an older version of the app go on syncing them; keep the database while older versions are in use"
        }
        #expect(
            Self.verdicts(comparison) == [
                "\(TestSupport.position(of: "\"Author\"", in: text)): \(message("Author"))",
                "\(TestSupport.position(of: "\"Commit\"", in: text, occurrence: 2)): \(message("Commit"))",
            ])
        // Naming the database a model already used changes nothing.
        let named = Self.syncedOld.replacingOccurrences(
            of: #""usedWithCloudKit": true,"#, with: #""usedWithCloudKit": true, "cloudKitDatabase": "private","#)
        #expect(Self.verdicts(try Self.compare(named, with: Self.syncedOld).0) == [])
    }
}

/// Numeric widening: Core Data's inferred mapping converts an integer to a wider integer or to a
/// Double (a public app's migration test), so such a step is a warning to test it; narrowing and
/// other type changes stay errors.
@Suite struct NumericWideningTests {
    @Test(arguments: [
        ("integer16", "integer32", true), ("integer16", "integer64", true), ("integer32", "integer64", true),
        ("integer64", "double", true), ("integer16", "double", true),
        ("integer64", "integer32", false), ("double", "integer64", false), ("integer32", "float", false),
        ("double", "float", false),
    ])
    func wideningIsAWarningAndNarrowingAnError(old: String, new: String, widens: Bool) throws {
        func model(_ type: String) -> String {
            TestModels.model(#"    { "name": "P", "attributes": [{ "name": "x", "type": "\#(type)" }] }"#)
        }
        let (comparison, _) = try ModelComparisonTests.compare(model(new), with: model(old))
        let verdicts = ModelComparisonTests.verdicts(comparison)
        #expect(verdicts.count == 1, "\(verdicts)")
        if widens {
            #expect(
                verdicts.first?.contains(
                    "warning: the type of 'P.x' widens from \(old) to \(new); Apple does not list type changes among what lightweight migration infers"
                ) == true, "\(verdicts)")
            #expect(verdicts.first?.contains("2^53") == (old == "integer64"))
        } else {
            #expect(
                verdicts.first?.contains(
                    "error: the type of 'P.x' changes from \(old) to \(new); lightweight migration cannot convert stored values"
                )
                    == true, "\(verdicts)")
        }
        #expect(comparison.changesVersionHashes)
    }
}
