import CoreData

/// The app's Core Data store, with the classes, fetch requests, typed predicates, model and model
/// actors that modelgen generated from `Model/Commits.datamodel.json`: the import runs on the model
/// actor, on a background context, and the queries on its main-actor form, on the view context.
@MainActor struct CommitStore {
    let container: NSPersistentContainer
    /// The actor the import runs on: its own background context, off the main actor.
    let background: CommitsModelActor
    /// The view context, for the queries.
    let main: CommitsMainModelActor
    var context: NSManagedObjectContext { main.managedObjectContext }

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
        background = CommitsModelActor(container: container)
        main = CommitsMainModelActor(container: container)
    }

    /// Stores the commits on the model actor, updating those already stored, and returns how many
    /// were new. The commits are values, which cross to the actor; the managed objects stay there.
    func importCommits(_ commits: [GitHubCommit]) async throws -> Int {
        try await background.importCommits(commits)
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
        return try main.fetch(request)
    }

    /// The commit whose hash is `sha`, found with a typed predicate: the compiler checks that `sha`
    /// is a stored string of `Commit`.
    func commit(withSHA sha: String) throws -> Commit? {
        try main.fetch(Commit.Predicate { $0.sha == sha }).first
    }
}

extension CommitsModelActor {
    /// Stores the commits, updating those already stored, and returns how many were new: on the
    /// actor's background context, whose objects never leave it.
    func importCommits(_ commits: [GitHubCommit]) throws -> Int {
        // `sha` is unique (see the model), so saving a commit that is already stored is a conflict;
        // with this policy the new values win and the stored commit is updated: an upsert.
        managedObjectContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
        let countBefore = try count(Commit.createFetchRequest())
        var authorsByName: [String: Author] = [:]
        for item in commits {
            let signature = item.commit.author
            let author =
                try authorsByName[signature.name] ?? findOrCreateAuthor(named: signature.name, email: signature.email)
            authorsByName[signature.name] = author
            _ = Commit(
                context: managedObjectContext, date: signature.date, message: item.commit.message, sha: item.sha,
                url: item.htmlURL, author: author)
        }
        try save()
        return try count(Commit.createFetchRequest()) - countBefore
    }

    /// The author called `name`, found through the index on `Author.name`, or a new one.
    private func findOrCreateAuthor(named name: String, email: String) throws -> Author {
        if let author = try fetch(Author.namedFetchRequest(name: name)).first {
            return author
        }
        return Author(context: managedObjectContext, name: name, email: email)
    }
}
