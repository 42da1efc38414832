import CoreData

/// The app's Core Data store: it imports commits and answers the queries, all with the classes,
/// fetch requests and model that modelgen generated from `Model/Commits.datamodel.json`.
struct CommitStore {
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    /// Opens the store: `Commits.sqlite` in `NSPersistentContainer.defaultDirectoryURL()`, which
    /// later runs reuse, or a store in memory only. A store that an earlier version of the app wrote
    /// (version 1 of the model, without authors) is migrated first.
    init(inMemory: Bool = false) throws {
        container = try CommitsModel.makePersistentContainer(inMemory: inMemory, migrationSteps: CommitsMigration())
        // The store is added synchronously (`shouldAddStoreAsynchronously` is false by default): the
        // handler runs before `loadPersistentStores` returns, and nothing else touches `loadError`.
        nonisolated(unsafe) var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        // `sha` is unique (see the model), so saving a commit that is already stored is a conflict;
        // with this policy the new values win and the stored commit is updated: an upsert.
        context.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
    }

    /// Stores the commits, updating those already stored, and returns how many were new.
    func importCommits(_ commits: [GitHubCommit]) throws -> Int {
        let countBefore = try context.count(for: Commit.createFetchRequest())
        var authorsByName: [String: Author] = [:]
        for item in commits {
            let signature = item.commit.author
            let author =
                try authorsByName[signature.name] ?? findOrCreateAuthor(named: signature.name, email: signature.email)
            authorsByName[signature.name] = author
            _ = Commit(
                context: context, date: signature.date, message: item.commit.message, sha: item.sha, url: item.htmlURL,
                author: author)
        }
        try context.save()
        return try context.count(for: Commit.createFetchRequest()) - countBefore
    }

    /// The author called `name`, found through the index on `Author.name`, or a new one.
    private func findOrCreateAuthor(named name: String, email: String) throws -> Author {
        if let author = try context.fetch(Author.namedFetchRequest(name: name)).first {
            return author
        }
        return Author(context: context, name: name, email: email)
    }

    /// The fetch request that answers a query, from the model's fetch request templates; `nil` for
    /// a query that is not a list of commits.
    static func fetchRequest(for query: CommitsCommand.Query) -> NSFetchRequest<Commit>? {
        switch query {
        case .all: Commit.newestFetchRequest()
        case .fixes: Commit.mentioningFetchRequest(text: "fix")
        case .withoutMergePullRequests: Commit.excludingMergePullRequestsFetchRequest()
        case .since(let date): Commit.sinceFetchRequest(date: date)
        case .byAuthor(let name): Commit.byAuthorFetchRequest(name: name)
        case .authorCommitCount: nil
        }
    }

    func commits(matching query: CommitsCommand.Query) throws -> [Commit] {
        guard let request = Self.fetchRequest(for: query) else { return [] }
        return try context.fetch(request)
    }

    func commit(withSHA sha: String) throws -> Commit? {
        try context.fetch(Commit.withSHAFetchRequest(sha: sha)).first
    }
}
