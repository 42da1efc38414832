// Runtime tests of generated code against the real Core Data. They exist only where Core Data does
// (Apple platforms); on Linux this file compiles to nothing and the generated code is typechecked
// instead (CompileTests).
#if canImport(CoreData)
    import CoreData
    import Foundation
    import Testing

    @testable import CommitsSample
    import EverythingGenerated
    @testable import ModelGenKit

    /// Containers for the generated models, each with a fresh SQLite store in memory. The models
    /// themselves are built once per process (`CommitsModel.managedObjectModel`): two models that
    /// claim the same classes make Core Data misbehave. The suites run on the main actor, as the
    /// containers' view contexts are main-queue contexts.
    ///
    /// The store enforces the model's rules on save, so every saved `Item` has its own
    /// `identifier` (unique), a `palette` the secure transformer can archive, and a step (`steps`
    /// is a required to-many relationship).
    enum Containers {
        static func load(_ container: NSPersistentContainer) throws -> NSPersistentContainer {
            // Added synchronously (the default), so the handler has run when the call returns.
            nonisolated(unsafe) var loadError: (any Error)?
            container.loadPersistentStores { _, error in loadError = error }
            if let loadError { throw loadError }
            // The same policy as the global NSMergeByPropertyObjectTrumpMergePolicy, which Swift 6 reports as
            // not concurrency-safe (a mutable global).
            container.viewContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
            return container
        }

        static func commits() throws -> NSManagedObjectContext {
            try load(CommitsModel.makePersistentContainer(inMemory: true, migrationSteps: CommitsMigration()))
                .viewContext
        }

        static func everything() throws -> NSManagedObjectContext {
            try load(EverythingModel.makePersistentContainer(inMemory: true)).viewContext
        }
    }

    /// The generated models (`Model+ManagedObjectModel.swift`), loaded into Core Data, compared with
    /// their model files fact by fact.
    @Suite @MainActor struct GeneratedModelTests {
        static func resolved(_ url: URL) throws -> ResolvedModel {
            let (model, diagnostics) = ModelLoader.loadModel(at: url.path)
            return try #require(model, "\(TestSupport.describe(diagnostics))")
        }

        static func attributeType(_ type: AttributeType) -> NSAttributeType {
            switch type {
            case .string: .stringAttributeType
            case .boolean: .booleanAttributeType
            case .integer16: .integer16AttributeType
            case .integer32: .integer32AttributeType
            case .integer64: .integer64AttributeType
            case .float: .floatAttributeType
            case .double: .doubleAttributeType
            case .decimal: .decimalAttributeType
            case .date: .dateAttributeType
            case .binary: .binaryDataAttributeType
            case .uuid: .UUIDAttributeType
            case .uri: .URIAttributeType
            case .transformable: .transformableAttributeType
            case .undefined: .undefinedAttributeType
            case .objectID: .objectIDAttributeType
            case .composite: .compositeAttributeType
            }
        }

        static func deleteRule(_ rule: DeleteRule) -> NSDeleteRule {
            switch rule {
            case .nullify: .nullifyDeleteRule
            case .cascade: .cascadeDeleteRule
            case .deny: .denyDeleteRule
            case .noAction: .noActionDeleteRule
            }
        }

        static func expectModel(_ managedObjectModel: NSManagedObjectModel, matches model: ResolvedModel) throws {
            #expect(managedObjectModel.entities.map(\.name) == model.entities.map(\.name))
            for entity in model.entities {
                let description = try #require(managedObjectModel.entitiesByName[entity.name])
                #expect(description.managedObjectClassName == entity.className)
                #expect(description.isAbstract == entity.isAbstract)
                #expect(description.superentity?.name == entity.parent?.name)
                #expect(description.subentities.map(\.name) == entity.subentities.map(\.name))
                // Core Data answers the name when no renaming identifier is set.
                #expect(description.renamingIdentifier == entity.versioning.renamingIdentifier ?? entity.name)
                #expect(description.versionHashModifier == entity.versioning.versionHashModifier)
                for attribute in entity.attributes {
                    let built = try #require(
                        description.attributesByName[attribute.name], "\(entity.name).\(attribute.name)")
                    #expect(
                        built.entity === description, "\(entity.name).\(attribute.name) is declared by its own entity")
                    #expect(built.attributeType == attributeType(attribute.type))
                    #expect(built.renamingIdentifier == attribute.versioning.renamingIdentifier ?? attribute.name)
                    #expect(built.versionHashModifier == attribute.versioning.versionHashModifier)
                    #expect(built.isOptional == attribute.isOptional && built.isTransient == attribute.isTransient)
                    #expect(built.allowsExternalBinaryDataStorage == attribute.allowsExternalStorage)
                    #expect(built.isIndexedBySpotlight == attribute.isIndexedBySpotlight)
                    #expect(built.preservesValueInHistoryOnDeletion == attribute.preservesValueInHistoryOnDeletion)
                    #expect(built.allowsCloudEncryption == attribute.allowsCloudEncryption)
                    #expect(
                        built.validationPredicates.count == built.validationWarnings.count
                            && built.validationWarnings.allSatisfy { $0 is NSNumber },
                        "\(entity.name).\(attribute.name): one error code per rule")
                    #expect(
                        (built.defaultValue == nil) == (attribute.defaultValue == nil),
                        "\(entity.name).\(attribute.name)")
                    if attribute.type == .transformable {
                        #expect(
                            built.valueTransformerName == attribute.valueTransformer
                                ?? "NSSecureUnarchiveFromDataTransformer")
                    }
                    #expect(
                        (built.userInfo as? [String: String] ?? [:])
                            == Dictionary(uniqueKeysWithValues: attribute.userInfo.map { ($0.key, $0.value) }))
                    #expect(
                        (built as? NSDerivedAttributeDescription)?.derivationExpression?.description
                            == attribute.derivation.map { NSExpression(format: $0).description },
                        "\(entity.name).\(attribute.name)")
                    if let composite = attribute.composite {
                        let elements = try #require(
                            (built as? NSCompositeAttributeDescription)?.elements, "\(entity.name).\(attribute.name)")
                        expectElements(elements, of: composite, at: "\(entity.name).\(attribute.name)")
                    }
                }
                for property in entity.fetchedProperties {
                    let built = try #require(
                        description.propertiesByName[property.name] as? NSFetchedPropertyDescription,
                        "\(entity.name).\(property.name)")
                    #expect(built.fetchRequest?.entity?.name == property.destination.name)
                    #expect(
                        built.fetchRequest?.predicate?.predicateFormat
                            == property.predicate.map { NSPredicate(format: $0).predicateFormat })
                }
                for relationship in entity.relationships {
                    let built = try #require(
                        description.relationshipsByName[relationship.name], "\(entity.name).\(relationship.name)")
                    #expect(built.destinationEntity?.name == relationship.destination.name)
                    #expect(built.renamingIdentifier == relationship.versioning.renamingIdentifier ?? relationship.name)
                    #expect(built.versionHashModifier == relationship.versioning.versionHashModifier)
                    #expect(built.inverseRelationship?.name == relationship.inverse?.name)
                    #expect(built.isToMany == relationship.isToMany && built.isOrdered == relationship.isOrdered)
                    #expect(built.isOptional == relationship.isOptional)
                    #expect(built.isTransient == relationship.isTransient)
                    #expect(built.maxCount == (relationship.isToMany ? relationship.maxCount ?? 0 : 1))
                    #expect(
                        built.minCount
                            == (relationship.isToMany ? relationship.minCount ?? 0 : (relationship.isOptional ? 0 : 1)))
                    #expect(built.deleteRule == deleteRule(relationship.deleteRule))
                }
                #expect(
                    description.uniquenessConstraints.map { $0.compactMap { $0 as? String } }
                        == entity.uniquenessConstraints)
                #expect(description.indexes.map(\.name) == entity.indexes.map(\.name))
                for (index, built) in zip(entity.indexes, description.indexes) {
                    #expect(built.elements.map { $0.property?.name } == index.elements.map(\.property))
                    #expect(built.elements.map(\.isAscending) == index.elements.map(\.isAscending))
                }
                for template in entity.fetchRequests {
                    let built = try #require(
                        managedObjectModel.fetchRequestTemplate(forName: "\(entity.name).\(template.name)"))
                    #expect(built.entityName == entity.name)
                    #expect(built.fetchLimit == template.limit ?? 0)
                    #expect((built.sortDescriptors ?? []).map(\.key) == template.sortDescriptors.map(\.keyPath))
                }
            }
        }

        /// A composite attribute's elements, nested ones too, as the composite declares them.
        static func expectElements(_ elements: [NSAttributeDescription], of composite: CompositeType, at path: String) {
            #expect(elements.map(\.name) == composite.elements.map(\.name), "\(path)")
            for (built, element) in zip(elements, composite.elements) {
                #expect(built.attributeType == attributeType(element.type), "\(path).\(element.name)")
                #expect(built.isOptional == element.isOptional, "\(path).\(element.name)")
                #expect((built.defaultValue == nil) == (element.defaultValue == nil), "\(path).\(element.name)")
                if let nested = element.composite {
                    expectElements(
                        (built as? NSCompositeAttributeDescription)?.elements ?? [], of: nested,
                        at: "\(path).\(element.name)")
                }
            }
        }

        @Test func theSampleModelMatchesItsFile() throws {
            try Self.expectModel(CommitsModel.managedObjectModel, matches: try Self.resolved(TestSupport.sampleModel))
            #expect(CommitsModel.managedObjectModel === CommitsModel.managedObjectModel)
        }

        @Test func theEveryFeatureModelMatchesItsFile() throws {
            let url = TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json")
            try Self.expectModel(EverythingModel.managedObjectModel, matches: try Self.resolved(url))
        }

        /// The typed factories and the model's fetch request templates come from the same
        /// `fetchRequests`, and build the same requests.
        @Test func theTypedFactoriesMatchTheModelsTemplates() throws {
            let model = CommitsModel.managedObjectModel
            let date = Date(timeIntervalSince1970: 1_795_197_600)
            let pairs: [(NSFetchRequest<Commit>, String, [String: Any])] = [
                (Commit.mentioningFetchRequest(text: "fix"), "Commit.mentioning", ["text": "fix"]),
                (Commit.sinceFetchRequest(date: date), "Commit.since", ["date": date]),
                (Commit.byAuthorFetchRequest(name: "Ann"), "Commit.byAuthor", ["name": "Ann"]),
                (Commit.excludingMergePullRequestsFetchRequest(), "Commit.excludingMergePullRequests", [:]),
            ]
            for (typed, name, variables) in pairs {
                let template = try #require(
                    model.fetchRequestFromTemplate(withName: name, substitutionVariables: variables))
                #expect(template.predicate?.predicateFormat == typed.predicate?.predicateFormat, "\(name)")
                #expect(
                    template.sortDescriptors == typed.sortDescriptors && template.fetchLimit == typed.fetchLimit,
                    "\(name)")
            }
        }

        @Test func anInMemoryContainerIsNamedAfterTheModelAndUsesTheSharedModel() throws {
            let container = try Containers.load(
                CommitsModel.makePersistentContainer(inMemory: true, migrationSteps: CommitsMigration()))
            #expect(container.name == "Commits" && container.managedObjectModel === CommitsModel.managedObjectModel)
            #expect(container.persistentStoreDescriptions.first?.url == URL(fileURLWithPath: "/dev/null"))
            #expect(
                try CommitsModel.makePersistentContainer(migrationSteps: CommitsMigration()).persistentStoreDescriptions
                    .first?.url?.lastPathComponent
                    == "Commits.sqlite")
        }
    }

    /// The sample app's store on the fixture: the upsert, the author lookup and every query.
    @Suite @MainActor struct CommitsAppStoreTests {
        static func fixture() throws -> [CommitsSample.GitHubCommit] {
            try CommitsSample.GitHubCommit.decodeList(from: Data(contentsOf: CommitsAppLogicTests.fixture))
        }

        @Test func importingTwiceStillStoresOneHundredCommits() async throws {
            let store = try CommitsSample.CommitStore(inMemory: true)
            let commits = try Self.fixture()
            // On the model actor's background context; the view context then fetches what it saved.
            #expect(try await store.importCommits(commits) == 100)
            #expect(try await store.importCommits(commits) == 0)
            #expect(try store.context.count(for: Commit.createFetchRequest()) == 100)
            #expect(try store.context.count(for: Author.createFetchRequest()) == 7)
            // The merged commits keep their authors, and the authors their commits.
            let authors = try store.context.fetch(Author.createFetchRequest())
            #expect(authors.map(\.commits.count).reduce(0, +) == 100)
            #expect(
                try store.context.fetch(Commit.createFetchRequest()).allSatisfy {
                    $0.author?.commits.contains($0) == true
                })
        }

        @Test func everyQueryReturnsWhatItShould() async throws {
            let store = try CommitsSample.CommitStore(inMemory: true)
            let fixture = try Self.fixture()
            _ = try await store.importCommits(fixture)
            let newestFirst = fixture.sorted { $0.commit.author.date > $1.commit.author.date }
            func shas(_ query: CommitsSample.CommitsCommand.Query) throws -> [String] {
                try store.commits(matching: query).map(\.sha)
            }
            #expect(try shas(.all) == newestFirst.map(\.sha))
            #expect(
                try shas(.fixes) == newestFirst.filter { $0.commit.message.lowercased().contains("fix") }.map(\.sha))
            #expect(
                try shas(.withoutMergePullRequests)
                    == newestFirst.filter { !$0.commit.message.hasPrefix("Merge pull request") }.map(\.sha))
            let twelveHoursBeforeTheNewest = newestFirst[0].commit.author.date.addingTimeInterval(-12 * 3600)
            let recent = newestFirst.filter { $0.commit.author.date > twelveHoursBeforeTheNewest }.map(\.sha)
            #expect(!recent.isEmpty)
            #expect(try shas(.since(twelveHoursBeforeTheNewest)) == recent)
            #expect(
                try shas(.byAuthor("Chen Wei")) == newestFirst.filter { $0.commit.author.name == "Chen Wei" }.map(\.sha)
            )
            let commit = try #require(try store.commit(withSHA: fixture[0].sha))
            #expect(commit.author?.name == fixture[0].commit.author.name)
            #expect(
                commit.author?.commits.count == fixture.filter { $0.commit.author.name == commit.author?.name }.count)
            #expect(try store.commit(withSHA: "0000000") == nil)
        }

        /// The model actor's code runs on its background context's queue (never the main thread), and
        /// what it saves the view context then fetches; IDs cross between them, objects do not.
        @Test func theModelActorWorksOnItsContextsQueue() async throws {
            let store = try CommitsSample.CommitStore(inMemory: true)
            _ = try await store.importCommits(try Self.fixture())
            let (onMainThread, fixes) = try await store.background.perform { actor in
                (
                    Thread.isMainThread,
                    try actor.fetchObjectIDs(Commit.Predicate { $0.message.contains("fix", options: .caseInsensitive) })
                )
            }
            #expect(!onMainThread)
            #expect(fixes.count == 30)
            #expect(
                try fixes.map { try store.main.existingObject(with: $0) }.allSatisfy {
                    $0.message.lowercased().contains("fix")
                }
            )
            try await store.background.delete(fixes[0])
            try await store.background.save()
            #expect(try await store.background.count(Commit.createFetchRequest()) == 99)
            #expect(try store.main.count(Commit.createFetchRequest()) == 99)
        }
    }

    @Suite @MainActor struct CoreDataRuntimeTests {
        @Test func insertSaveFetchFilterAndSortCommits() throws {
            let context = try Containers.commits()
            let ann = Author(context: context)
            ann.name = "Ann"
            ann.email = "ann@example.com"
            let bo = Author(context: context)
            bo.name = "Bo"
            bo.email = "bo@example.com"
            for (index, (message, author)) in [("Fix the build", ann), ("Add a feature", bo), ("fix typo", bo)]
                .enumerated()
            {
                let commit = Commit(context: context)
                commit.sha = "sha\(index)"
                commit.message = message
                commit.url = "https://example.com/\(index)"
                commit.date = Date(timeIntervalSince1970: TimeInterval(index * 60))
                commit.author = author
            }
            try context.save()

            let request = Commit.createFetchRequest()
            request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
            #expect(try context.fetch(request).map { $0.sha } == ["sha2", "sha1", "sha0"])
            request.predicate = NSPredicate(format: "message CONTAINS[c] 'fix'")
            #expect(try context.fetch(request).map { $0.sha } == ["sha2", "sha0"])
            request.predicate = NSPredicate(format: "author.name == %@", "Bo")
            #expect(try context.fetch(request).map { $0.sha } == ["sha2", "sha1"])
            #expect(bo.commits.count == 2)
        }

        @Test func aDuplicateShaIsMergedIntoOneCommit() throws {
            let context = try Containers.commits()
            let author = Author(context: context)
            author.name = "Ann"
            author.email = "ann@example.com"
            for message in ["First import", "Second import"] {
                let commit = Commit(context: context)
                commit.sha = "abc"
                commit.message = message
                commit.url = "https://example.com/abc"
                commit.date = Date()
                commit.author = author
                try context.save()
            }
            let commits = try context.fetch(Commit.createFetchRequest())
            #expect(commits.count == 1)
            #expect(commits.first?.message == "Second import")
        }

        @Test func theRequiredFieldInitializerSetsEveryValueAndTheModelDefaults() throws {
            let context = try Containers.commits()
            let author = Author(context: context, name: "Ann", email: "ann@example.com")
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            let commit = Commit(
                context: context, date: date, message: "Fix", sha: "abc", url: "https://example.com/abc", author: author
            )
            #expect(commit.date == date && commit.message == "Fix" && commit.sha == "abc" && commit.author === author)
            #expect(author.commits == [commit] as Set<Commit>)
            try context.save()
            let newest = Commit.createFetchRequest()
            newest.sortDescriptors = [NSSortDescriptor(key: Commit.Attribute.date.rawValue, ascending: false)]
            newest.predicate = NSPredicate(format: "%K == %@", Commit.Relationship.author.rawValue, author)
            #expect(try context.fetch(newest) == [commit])

            let everything = try Containers.everything()
            let item = Item(
                context: everything, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:], origin: Location())
            // The initializer's default arguments are the model's defaults.
            #expect(item.title == "Untitled" && item.priority == 3 && item.count == -1 && item.bytes == Int64.max)
            #expect(item.price == Decimal(string: "19.99") && item.discount == Decimal(string: "0.1"))
            #expect(item.createdAt == ISO8601DateFormatter().date(from: "2024-05-01T12:00:00Z"))
            #expect(item.identifier == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
            #expect(item.rank == nil && item.owner == nil)
            let manager = Manager(context: everything, name: "Bo", salary: 10, grade: .senior)
            #expect(
                manager.entity.name == "Manager" && manager.name == "Bo" && manager.salary == 10
                    && manager.grade == .senior)
            // The keys are the model's own, in its order.
            let fixture = TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json")
            let itemEntity = try #require(
                try GeneratedModelTests.resolved(fixture).entities.first { $0.name == "Item" })
            #expect(Item.Attribute.allCases.map(\.rawValue) == itemEntity.attributes.map(\.name))
            #expect(Manager.Relationship.allCases.map(\.rawValue) == ["items", "manager", "reports"])
        }

        /// Each validation rule refuses the save with Core Data's own error code, as a rule set in
        /// Xcode's inspector does, and a value on the bound is accepted.
        @Test func validationRulesRefuseTheSaveWithCoreDatasErrorCodes() throws {
            let context = try Containers.everything()
            func saveError(_ change: (Item) -> Void) -> Int? {
                let item = Item(
                    context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:], origin: Location()
                )
                change(item)
                defer { context.rollback() }
                do {
                    try context.save()
                    return nil
                } catch let error as NSError {
                    return error.code
                }
            }
            #expect(saveError { _ in } == nil)
            #expect(saveError { $0.priority = 10 } == nil)
            #expect(saveError { $0.priority = 11 } == NSValidationNumberTooLargeError)
            #expect(saveError { $0.priority = -1 } == NSValidationNumberTooSmallError)
            #expect(saveError { $0.title = "" } == NSValidationStringTooShortError)
            #expect(saveError { $0.title = String(repeating: "x", count: 201) } == NSValidationStringTooLongError)
            #expect(saveError { $0.subtitle = "two\nlines" } == NSValidationStringPatternMatchingError)
            #expect(
                saveError { $0.dueDate = ISO8601DateFormatter().date(from: "1999-12-31T00:00:00Z") }
                    == NSValidationDateTooSoonError)
            #expect(saveError { $0.price = Decimal(string: "0.001")! } == NSValidationNumberTooSmallError)
        }

        /// The store derives each derived attribute when the object is saved; the app reads the values
        /// once the object is refreshed. A fetched property fetches its objects when first read.
        @Test func derivedAttributesAndFetchedPropertiesGetTheirValuesFromTheStore() throws {
            let context = try Containers.everything()
            let owner = Employee(context: context, name: "Ann", salary: 10, grade: .junior)
            let item = Item(
                context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:], origin: Location())
            item.title = "Crème Brûlée"
            item.owner = owner
            // A step's item is required, so its initializer takes it; setting it adds the step to
            // the item's ordered steps.
            _ = Step(context: context, text: "a", item: item)
            _ = Step(context: context, text: "b", item: item)
            try context.save()
            context.refresh(item, mergeChanges: false)
            context.refresh(owner, mergeChanges: false)
            #expect(item.searchTitle == "creme brulee")
            #expect(item.stepCount == 2)
            #expect(item.ownerName == "Ann")
            #expect(item.touchedAt != nil)
            #expect(owner.itemsValue == Decimal(string: "19.99"))
            #expect(owner.openItems == [item])
        }

        /// A composite attribute keeps its struct's elements in the store: a saved value reads back
        /// whole (a nested composite too), and predicates and sorts reach its elements' key paths.
        @Test func compositeAttributesAreStoredAndQueriedByTheirElements() throws {
            let context = try Containers.everything()
            for (index, latitude) in [10.0, 60.0, 40.0].enumerated() {
                let item = Item(
                    context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:],
                    origin: Location(latitude: latitude, longitude: Double(index)), identifier: UUID())
                item.place = Location(
                    latitude: latitude, label: "place \(index)",
                    elevation: Elevation(value: Double(index) * 100, unit: index == 1 ? "ft" : "m"))
                _ = Step(context: context, text: "A step", item: item)
            }
            try context.save()
            context.reset()
            let north = try context.fetch(Item.northOfFetchRequest(latitude: 20))
            #expect(north.map { $0.place?.latitude } == [40])
            #expect(north.first?.place?.elevation == Elevation(value: 200, unit: "m"))
            #expect(north.first?.origin == Location(latitude: 40, longitude: 2))
            let request = Item.createFetchRequest()
            request.sortDescriptors = [NSSortDescriptor(key: "origin.latitude", ascending: true)]
            #expect(try context.fetch(request).map(\.origin.latitude) == [10, 40, 60])
        }

        /// The safe way to sort by an attribute Objective-C cannot see (an optional number, an enum):
        /// `Item.Attribute.rank.sortDescriptor()` sorts in the store, where `\Item.rank` would have no
        /// Objective-C key path string.
        @Test func sortDescriptorsFromAttributeKeysSortByOptionalNumbersAndEnums() throws {
            let context = try Containers.everything()
            for (rank, status) in [(Int16(2), Item.Status.done), (1, .open), (3, .inProgress)] {
                let item = Item(
                    context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:],
                    origin: Location(), rank: rank, status: status)
                _ = Step(context: context, text: "A step", item: item)
            }
            try context.save()
            let request = Item.createFetchRequest()
            request.sortDescriptors = [Item.Attribute.rank.sortDescriptor(ascending: false)]
            #expect(try context.fetch(request).map(\.rank) == [3, 2, 1])
            request.sortDescriptors = [Item.Attribute.status.sortDescriptor()]
            #expect(try context.fetch(request).map(\.status) == [.done, .inProgress, .open])
        }

        @Test func enumAttributesStoreRawValuesAndReadUnknownOnesAsDocumented() throws {
            let context = try Containers.everything()
            let item = Item(
                context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:], origin: Location())
            _ = Step(context: context, text: "The only step", item: item)
            #expect(item.status == .open && item.value(forKey: "status") as? String == "open")
            item.status = .inProgress
            #expect(item.value(forKey: "status") as? String == "inProgress")
            item.source = .mobileApp
            #expect(item.value(forKey: "source") as? String == "mobile-app")
            try context.save()
            let request = Item.createFetchRequest()
            request.predicate = NSPredicate(
                format: "%K == %@", Item.Attribute.source.rawValue, Item.Source.mobileApp.rawValue)
            #expect(try context.fetch(request) == [item])

            // Raw values written by a newer version of the app: read as documented, never overwritten.
            item.setValue("archived", forKey: "status")
            #expect(item.status == .open)  // the case of the default
            item.setValue("carrier-pigeon", forKey: "source")
            #expect(item.source == .default)  // the fallback
            item.source = nil
            #expect(item.source == nil)
            #expect(item.value(forKey: "status") as? String == "archived")
            let employee = Employee(context: context, name: "Ann", salary: 1, grade: .senior)
            employee.setValue(Int16(99), forKey: "grade")
            #expect(employee.grade == .junior)  // no fallback, no default: the first case
            let manager = Manager(context: context, name: "Bo", salary: 2, grade: .principal, budget: .large)
            #expect(manager.budget == .large && manager.value(forKey: "budget") as? Int64 == Int64.max)
            manager.setValue(Int64(5), forKey: "budget")
            #expect(manager.budget == nil)  // optional without a fallback
        }

        @Test func fetchRequestTemplatesSubstituteTheirParameters() throws {
            let context = try Containers.everything()
            let ann = Manager(context: context, name: "Ann", salary: 1, grade: .principal)
            let bo = Employee(context: context, name: "Bo", salary: 1, grade: .senior, manager: ann)
            let urgent = TagLabel(context: context, name: "Urgent")
            let first = Item(
                context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:], origin: Location(),
                title: "First", identifier: UUID(),
                owner: bo)
            _ = Step(context: context, text: "Plan", item: first)
            first.dueDate = Date(timeIntervalSince1970: 100)
            first.addToLabels(urgent)
            let second = Item(
                context: context, thumbnail: Data([2]), palette: ["red"] as NSArray, layout: [:], origin: Location(),
                title: "Second",
                identifier: UUID(), status: .done, owner: bo)
            second.dueDate = Date(timeIntervalSince1970: 50)
            let step = Step(context: context, text: "Call O'Brien", item: second)
            _ = step
            try context.save()

            #expect(
                try context.fetch(Item.dueBeforeFetchRequest(date: Date(timeIntervalSince1970: 200))).map(\.title) == [
                    "Second", "First",
                ])
            #expect(try context.fetch(Item.labelledFetchRequest(name: "urgent", owner: bo, status: .done)) == [first])
            // A value with a quote cannot break the predicate: it is substituted, not pasted.
            #expect(try context.fetch(Item.withStepFetchRequest(text: "o'brien")) == [second])
            #expect(try context.fetch(Item.newestFetchRequest()).count == 2)
            #expect(try context.fetch(Employee.atGradeFetchRequest(grade: .senior)) == [bo])
            // An object ID as a parameter (`SELF != $item`), and in a transient attribute.
            #expect(try context.fetch(Item.otherThanFetchRequest(item: first.objectID)) == [second])
            second.copiedFrom = first.objectID
            #expect(second.copiedFrom == first.objectID)
        }

        @Test func everyToManyAccessorAndOptionalScalar() throws {
            let context = try Containers.everything()
            let item = Item(
                context: context, thumbnail: Data([1]), palette: ["red"] as NSArray, layout: [:], origin: Location())
            #expect(item.rank == nil)
            item.rank = 7
            item.isStarred = true
            item.views = 1_000
            item.checksum = Int64.max
            item.weight = 1.5
            item.latitude = 51.5
            item.`protocol` = -3
            #expect(item.rank == 7 && item.isStarred == true && item.views == 1_000 && item.checksum == Int64.max)
            #expect(item.weight == 1.5 && item.latitude == 51.5 && item.`protocol` == -3)
            #expect((item.value(forKey: "rank") as? NSNumber)?.int16Value == 7)
            item.rank = nil
            #expect(item.rank == nil && item.value(forKey: "rank") == nil)

            // Unordered to-many.
            let labels = (0..<3).map { index -> TagLabel in
                let label = TagLabel(context: context)
                label.name = "label \(index)"
                return label
            }
            item.addToLabels(labels[0])
            item.addToLabels(Set<TagLabel>(labels[1...]))
            #expect(item.labels.count == 3 && labels[0].items.contains(item))
            item.removeFromLabels(labels[0])
            item.removeFromLabels([labels[1]] as Set<TagLabel>)
            #expect(item.labels == [labels[2]] as Set<TagLabel>)

            // Ordered to-many.
            let steps = (0..<4).map { index -> Step in
                let step = Step(context: context)
                step.text = "step \(index)"
                return step
            }
            item.addToSteps(steps[0])
            item.insertIntoSteps(steps[1], at: 0)
            item.insertIntoSteps([steps[2], steps[3]], at: IndexSet(integersIn: 1..<3))
            #expect(item.stepsArray.map { $0.text } == ["step 1", "step 2", "step 3", "step 0"])
            item.replaceSteps(at: 0, with: steps[0])
            #expect(item.stepsArray.first === steps[0])
            item.removeFromSteps(at: 0)
            item.removeFromSteps(steps[3])
            #expect(item.stepsArray.map { $0.text } == ["step 2"])
            item.addToSteps([steps[1]])
            item.removeFromSteps([steps[2]])
            #expect(item.stepsArray.map { $0.text } == ["step 1"])
            item.replaceSteps(at: IndexSet(integer: 0), with: [steps[3]])
            #expect(item.stepsArray.map { $0.text } == ["step 3"])
            item.removeFromSteps(at: IndexSet(integer: 0))
            #expect(item.steps.count == 0)
            item.stepsArray = [steps[2], steps[0]]
            #expect(item.stepsArray.map { $0.text } == ["step 2", "step 0"] && steps[2].item === item)
            // A step belongs to an item (`item` is required): the two left without one go.
            #expect(steps[1].value(forKey: "item") == nil && steps[3].value(forKey: "item") == nil)
            context.delete(steps[1])
            context.delete(steps[3])
            try context.save()

            // Inheritance: typed requests per class, inverse across the hierarchy.
            let manager = Manager(context: context)
            let employee = Employee(context: context)
            manager.addToReports(employee)
            #expect(employee.manager === manager)
            #expect(Manager.createFetchRequest().entityName == "Manager")
            #expect(Employee.createFetchRequest().entityName == "Employee")
            #expect(Person.createFetchRequest().entityName == "Person")
        }
    }

    /// The sample's shipped version 1 (commits without authors) migrated to the current version by
    /// the generated container, as an app update does on a user's device.
    @Suite @MainActor struct CommitsMigrationTests {
        /// A store written by version 1, holding the 100 fixture commits, in a folder of its own.
        static func versionOneStore() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("Commits.sqlite")
            let coordinator = NSPersistentStoreCoordinator(managedObjectModel: CommitsModel.versionModels[0])
            let store = try coordinator.addPersistentStore(type: .sqlite, at: url)
            let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            context.persistentStoreCoordinator = coordinator
            for item in try CommitsAppStoreTests.fixture() {
                let commit = NSManagedObject(
                    entity: CommitsModel.versionModels[0].entitiesByName["Commit"]!, insertInto: context)
                commit.setValue(item.sha, forKey: "sha")
                commit.setValue(item.commit.message, forKey: "message")
                commit.setValue(item.htmlURL, forKey: "url")
                commit.setValue(item.commit.author.date, forKey: "date")
            }
            try context.save()
            try coordinator.remove(store)
            return url
        }

        static func open(_ url: URL) throws -> NSPersistentContainer {
            try CommitsModel.migrateStoreIfNeeded(at: url, migrationSteps: CommitsMigration())
            let container = NSPersistentContainer(
                name: CommitsModel.name, managedObjectModel: CommitsModel.managedObjectModel)
            container.persistentStoreDescriptions.first?.url = url
            return try Containers.load(container)
        }

        @Test func everyCommitOfVersionOneSurvivesAndGetsAnAuthor() throws {
            let url = try Self.versionOneStore()
            let context = try Self.open(url).viewContext
            let commits = try context.fetch(Commit.createFetchRequest())
            #expect(commits.count == 100)
            #expect(Set(commits.map(\.sha)) == Set(try CommitsAppStoreTests.fixture().map(\.sha)))
            // The step's handler gave each an author; the new relationship is usable.
            #expect(commits.allSatisfy { $0.author?.name == CommitsMigration.unknownAuthorName })
            let unknown = try #require(
                try context.fetch(Author.namedFetchRequest(name: CommitsMigration.unknownAuthorName)).first)
            #expect(unknown.commits.count == 100)
            // Opening it again finds the current version: nothing more to migrate.
            try CommitsModel.migrateStoreIfNeeded(at: url, migrationSteps: CommitsMigration())
        }

        /// A handler that fails stops the migration and leaves the store as version 1 wrote it.
        @Test func aFailedStepLeavesTheStoreAsItWas() throws {
            struct Failing: CommitsModel.MigrationSteps {
                struct Failure: Error {}
                func didMigrateToVersion2(in context: NSManagedObjectContext) throws { throw Failure() }
            }
            let url = try Self.versionOneStore()
            #expect(throws: Failing.Failure.self) {
                try CommitsModel.migrateStoreIfNeeded(at: url, migrationSteps: Failing())
            }
            let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
            #expect(CommitsModel.versionModels[0].isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        }

        /// A store written by a version the app does not know (a newer app) is refused, untouched.
        @Test func aStoreOfAnUnknownVersionIsRefused() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("Commits.sqlite")
            let newer = NSManagedObjectModel()
            let entity = NSEntityDescription()
            entity.name = "Commit"
            let attribute = NSAttributeDescription()
            attribute.name = "stars"
            attribute.attributeType = .integer64AttributeType
            entity.properties = [attribute]
            newer.entities = [entity]
            let coordinator = NSPersistentStoreCoordinator(managedObjectModel: newer)
            try coordinator.remove(try coordinator.addPersistentStore(type: .sqlite, at: url))
            #expect(throws: CommitsModel.MigrationError.self) {
                try CommitsModel.migrateStoreIfNeeded(at: url, migrationSteps: CommitsMigration())
            }
            let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
            #expect(newer.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        }
    }
#endif
