import CoreData

// The same generated API as CommitsApp's, generated at build time by ModelGenPlugin from
// Model/Commits.datamodel.json and its shipped versions in Model/Commits.versions (links to
// CommitsApp's, so that both targets share one model): the classes and every version of the model
// built in code, in a store that lives in memory.

/// The model's migration step. A store in memory is never migrated, so it has nothing to do here;
/// CommitsApp's `CommitsMigration` shows a real one.
struct Migration: CommitsModel.MigrationSteps {
    func didMigrateToVersion2(in context: NSManagedObjectContext) throws {}
}

let container = try CommitsModel.makePersistentContainer(inMemory: true, migrationSteps: Migration())
container.loadPersistentStores { _, error in
    if let error { fatalError("cannot load the store: \(error)") }
}
let context = container.viewContext
let author = Author(context: context, name: "Ada Okafor", email: "ada@example.com")
_ = Commit(
    context: context, date: Date(), message: "Generate the model at build time", sha: "0a1b2c3",
    url: "https://github.com/example/weather-app/commit/0a1b2c3", author: author)
try context.save()
print("CommitsAppBuildTime stored \(try context.count(for: Commit.createFetchRequest())) commit.")
