import CoreData

// The generated API in use. The full app (importing GitHub's commits, upserting them, filtering)
// arrives with the model builder; until then this shows what the generated classes offer.

/// Inserts a commit: the initializer takes every value the model requires, so a new commit never
/// holds nil in a non-optional property.
func insertCommit(sha: String, message: String, by author: Author, into context: NSManagedObjectContext) -> Commit {
    Commit(
        context: context, date: Date(), message: message, sha: sha,
        url: "https://github.com/apple/swift/commit/\(sha)", author: author)
}

/// Commits whose message mentions "fix", newest first: typed keys instead of string literals.
func fixCommitsRequest() -> NSFetchRequest<Commit> {
    let request = Commit.createFetchRequest()
    request.predicate = NSPredicate(format: "%K CONTAINS[c] %@", Commit.Attribute.message.rawValue, "fix")
    request.sortDescriptors = [NSSortDescriptor(key: Commit.Attribute.date.rawValue, ascending: false)]
    return request
}

/// The newest commits by one author, from the model's `byAuthor` fetch request template.
func commits(by name: String, in context: NSManagedObjectContext) throws -> [Commit] {
    try context.fetch(Commit.byAuthorFetchRequest(name: name))
}

print("CommitsApp fetches \(fixCommitsRequest().entityName ?? "nothing"), newest first.")
