// Runtime tests of generated code against the real Core Data. They exist only where Core Data does
// (Apple platforms); on Linux this file compiles to nothing and the generated code is typechecked
// instead (CompileTests).
#if canImport(CoreData)
    import CoreData
    import Foundation
    import Testing

    import CommitsGenerated
    import EverythingGenerated
    @testable import ModelGenKit

    /// Builds an `NSManagedObjectModel` from a resolved modelgen model, for these tests only.
    /// (Generating this builder for users is a later step.)
    enum RuntimeModel {
        static func load(_ url: URL) throws -> NSManagedObjectModel {
            let (model, diagnostics) = Generator.loadModel(at: url.path)
            return build(try #require(model, "\(TestSupport.describe(diagnostics))"))
        }

        static func build(_ model: ResolvedModel) -> NSManagedObjectModel {
            var entities: [String: NSEntityDescription] = [:]
            for entity in model.entities {
                let description = NSEntityDescription()
                description.name = entity.name
                description.managedObjectClassName = entity.className
                description.isAbstract = entity.isAbstract
                description.properties = entity.attributes.map(attribute)
                description.uniquenessConstraints = entity.uniquenessConstraints
                entities[entity.name] = description
            }
            var relationships: [String: NSRelationshipDescription] = [:]
            for entity in model.entities {
                for relationship in entity.relationships {
                    let description = NSRelationshipDescription()
                    description.name = relationship.name
                    description.destinationEntity = entities[relationship.destination]
                    description.isOptional = relationship.isOptional
                    description.minCount = relationship.minCount ?? (relationship.isOptional || relationship.isToMany ? 0 : 1)
                    description.maxCount = relationship.isToMany ? (relationship.maxCount ?? 0) : 1
                    description.isOrdered = relationship.isOrdered
                    description.deleteRule = switch relationship.deleteRule {
                    case .nullify: .nullifyDeleteRule
                    case .cascade: .cascadeDeleteRule
                    case .deny: .denyDeleteRule
                    case .noAction: .noActionDeleteRule
                    }
                    relationships["\(entity.name).\(relationship.name)"] = description
                    entities[entity.name]!.properties.append(description)
                }
            }
            for entity in model.entities {
                for relationship in entity.relationships {
                    guard let inverse = relationship.inverse else { continue }
                    // The inverse may be declared on an ancestor of the destination.
                    var owner: String? = relationship.destination
                    while let name = owner, relationships["\(name).\(inverse)"] == nil { owner = model.entity(named: name)?.parent }
                    relationships["\(entity.name).\(relationship.name)"]!.inverseRelationship = owner.flatMap { relationships["\($0).\(inverse)"] }
                }
                entities[entity.name]!.subentities = entity.subentities.compactMap { entities[$0] }
            }
            let managedObjectModel = NSManagedObjectModel()
            managedObjectModel.entities = model.entities.compactMap { entities[$0.name] }
            return managedObjectModel
        }

        static func attribute(_ attribute: Attribute) -> NSAttributeDescription {
            let description = NSAttributeDescription()
            description.name = attribute.name
            description.isOptional = attribute.isOptional
            description.isTransient = attribute.isTransient
            description.attributeType = switch attribute.type {
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
            }
            if attribute.type == .transformable {
                description.valueTransformerName =
                    attribute.valueTransformer ?? NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue
            }
            description.allowsExternalBinaryDataStorage = attribute.allowsExternalStorage
            return description
        }

        static func container(_ model: NSManagedObjectModel, name: String) throws -> NSPersistentContainer {
            let container = NSPersistentContainer(name: name, managedObjectModel: model)
            let store = NSPersistentStoreDescription()
            store.type = NSInMemoryStoreType
            store.shouldAddStoreAsynchronously = false
            container.persistentStoreDescriptions = [store]
            // With shouldAddStoreAsynchronously off, the handler runs before loadPersistentStores returns.
            nonisolated(unsafe) var loadError: (any Error)?
            container.loadPersistentStores { _, error in loadError = error }
            if let loadError { throw loadError }
            // The same policy as the global NSMergeByPropertyObjectTrumpMergePolicy, which Swift 6 reports as
            // not concurrency-safe (a mutable global).
            container.viewContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
            return container
        }
    }

    /// Built once per process: two models claiming the same classes make Core Data misbehave.
    /// The tests that use them run one at a time (`.serialized`).
    nonisolated(unsafe) let commitsModel = try! RuntimeModel.load(TestSupport.sampleModel)
    nonisolated(unsafe) let everythingModel = try! RuntimeModel.load(
        TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json"))

    @Suite(.serialized) struct CoreDataRuntimeTests {
        @Test func insertSaveFetchFilterAndSortCommits() throws {
            let context = try RuntimeModel.container(commitsModel, name: "Commits").viewContext
            let ann = Author(context: context)
            ann.name = "Ann"
            ann.email = "ann@example.com"
            let bo = Author(context: context)
            bo.name = "Bo"
            bo.email = "bo@example.com"
            for (index, (message, author)) in [("Fix the build", ann), ("Add a feature", bo), ("fix typo", bo)].enumerated() {
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
            let context = try RuntimeModel.container(commitsModel, name: "Commits").viewContext
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
            let context = try RuntimeModel.container(commitsModel, name: "Commits").viewContext
            let author = Author(context: context, name: "Ann", email: "ann@example.com")
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            let commit = Commit(context: context, date: date, message: "Fix", sha: "abc", url: "https://example.com/abc", author: author)
            #expect(commit.date == date && commit.message == "Fix" && commit.sha == "abc" && commit.author === author)
            #expect(author.commits == [commit] as Set<Commit>)
            try context.save()
            let newest = Commit.createFetchRequest()
            newest.sortDescriptors = [NSSortDescriptor(key: Commit.Attribute.date.rawValue, ascending: false)]
            newest.predicate = NSPredicate(format: "%K == %@", Commit.Relationship.author.rawValue, author)
            #expect(try context.fetch(newest) == [commit])

            let everything = try RuntimeModel.container(everythingModel, name: "Everything").viewContext
            let item = Item(context: everything, thumbnail: Data([1]), palette: NSObject())
            // The initializer's default arguments are the model's defaults.
            #expect(item.title == "Untitled" && item.priority == 3 && item.count == -1 && item.bytes == Int64.max)
            #expect(item.price == Decimal(string: "19.99") && item.discount == Decimal(string: "0.1"))
            #expect(item.createdAt == ISO8601DateFormatter().date(from: "2024-05-01T12:00:00Z"))
            #expect(item.identifier == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
            #expect(item.rank == nil && item.owner == nil)
            let manager = Manager(context: everything, name: "Bo", salary: 10, grade: .senior)
            #expect(manager.entity.name == "Manager" && manager.name == "Bo" && manager.salary == 10 && manager.grade == .senior)
            #expect(Item.Attribute.allCases.count == 31 && Manager.Relationship.allCases.map(\.rawValue) == ["items", "manager", "reports"])
        }

        @Test func enumAttributesStoreRawValuesAndReadUnknownOnesAsDocumented() throws {
            let context = try RuntimeModel.container(everythingModel, name: "Everything").viewContext
            let item = Item(context: context, thumbnail: Data([1]), palette: NSObject())
            #expect(item.status == .open && item.value(forKey: "status") as? String == "open")
            item.status = .inProgress
            #expect(item.value(forKey: "status") as? String == "inProgress")
            item.source = .mobileApp
            #expect(item.value(forKey: "source") as? String == "mobile-app")
            try context.save()
            let request = Item.createFetchRequest()
            request.predicate = NSPredicate(format: "%K == %@", Item.Attribute.source.rawValue, Item.Source.mobileApp.rawValue)
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
            let context = try RuntimeModel.container(everythingModel, name: "Everything").viewContext
            let ann = Manager(context: context, name: "Ann", salary: 1, grade: .principal)
            let bo = Employee(context: context, name: "Bo", salary: 1, grade: .senior, manager: ann)
            let urgent = TagLabel(context: context, name: "Urgent")
            let first = Item(context: context, thumbnail: Data([1]), palette: NSObject(), title: "First", owner: bo)
            first.dueDate = Date(timeIntervalSince1970: 100)
            first.addToLabels(urgent)
            let second = Item(context: context, thumbnail: Data([2]), palette: NSObject(), title: "Second", status: .done, owner: bo)
            second.dueDate = Date(timeIntervalSince1970: 50)
            let step = Step(context: context, text: "Call O'Brien", item: second)
            _ = step
            try context.save()

            #expect(try context.fetch(Item.dueBeforeFetchRequest(date: Date(timeIntervalSince1970: 200))).map(\.title) == ["Second", "First"])
            #expect(try context.fetch(Item.labelledFetchRequest(name: "urgent", owner: bo, status: .done)) == [first])
            // A value with a quote cannot break the predicate: it is substituted, not pasted.
            #expect(try context.fetch(Item.withStepFetchRequest(text: "o'brien")) == [second])
            #expect(try context.fetch(Item.newestFetchRequest()).count == 2)
            #expect(try context.fetch(Employee.atGradeFetchRequest(grade: .senior)) == [bo])
        }

        @Test func everyToManyAccessorAndOptionalScalar() throws {
            let context = try RuntimeModel.container(everythingModel, name: "Everything").viewContext
            let item = Item(context: context)
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
#endif
