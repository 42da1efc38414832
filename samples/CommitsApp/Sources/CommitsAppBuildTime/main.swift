import CoreData

// The same generated API as CommitsApp's, generated at build time by ModelGenPlugin from
// Model/Commits.datamodel.json (a link to CommitsApp's model, so that both targets share one):
// the classes and the model built in code, in a store that lives in memory.
let container = CommitsModel.makePersistentContainer(inMemory: true)
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
