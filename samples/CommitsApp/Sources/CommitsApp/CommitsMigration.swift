import CoreData

/// The app's part in migrating a store to the current version of the model: a method for each
/// `migrationStep` in `Model/Commits.datamodel.json` and its shipped versions. modelgen generates
/// the protocol, so a step added to the model does not compile until it is handled here.
struct CommitsMigration: CommitsModel.MigrationSteps {
    /// The name of the author that commits stored by version 1, which had no authors, are given.
    static let unknownAuthorName = "Unknown"

    func didMigrateToVersion2(in context: NSManagedObjectContext) throws {
        let commits = try context.fetch(Commit.Predicate { $0.author == nil }.fetchRequest())
        guard !commits.isEmpty else { return }
        let author =
            try context.fetch(Author.namedFetchRequest(name: Self.unknownAuthorName)).first
            ?? Author(context: context, name: Self.unknownAuthorName, email: "")
        for commit in commits {
            commit.author = author
        }
    }
}
