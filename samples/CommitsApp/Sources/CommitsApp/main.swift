import Foundation

// CommitsApp: imports commits in the shape of GitHub's commits API into Core Data, then lists them.
// Run it twice: the second import finds every commit already stored and adds none. The import runs
// on the model's actor, in the background; the queries on the main actor.

@MainActor func run() async throws {
    // ProcessInfo's arguments rather than CommandLine's: the Swift 5.10 standard library of Xcode 15's
    // SDKs declares `CommandLine.arguments` a mutable static, which Swift 6 mode refuses to read.
    let command = try CommitsCommand.parse(Array(ProcessInfo.processInfo.arguments.dropFirst()))
    let store = try CommitStore(inMemory: command.inMemory)

    let data: Data
    switch command.source {
    case .fixture:
        guard let fixture = Bundle.module.url(forResource: "commits", withExtension: "json") else {
            throw CommitsCommand.UsageError(description: "the bundled commits.json is missing")
        }
        data = try Data(contentsOf: fixture)
    case .gitHub(let url):
        data = try Data(contentsOf: url)
    }
    let received = try await store.importCommits(try GitHubCommit.decodeList(from: data))
    print("Received \(received) new commits.")

    if case .authorCommitCount(let sha) = command.query {
        guard let commit = try store.commit(withSHA: sha) else {
            throw CommitsCommand.UsageError(description: "no commit has the hash \(sha)")
        }
        guard let author = commit.author else {
            print("Commit \(sha) has no author.")
            return
        }
        print("\(author.name) has \(author.commits.count) commits.")
        return
    }
    let commits = try store.commits(matching: command.query)
    print("Got \(commits.count) commits")
    let dates = ISO8601DateFormatter()
    for commit in commits {
        let subject = commit.message.prefix { $0 != "\n" }
        print(
            "\(commit.sha.prefix(7))  \(dates.string(from: commit.date))  \(commit.author?.name ?? CommitsMigration.unknownAuthorName): \(subject)"
        )
    }
}

do {
    try await run()
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("error: \(error)\n".utf8))
    exit(1)
}
