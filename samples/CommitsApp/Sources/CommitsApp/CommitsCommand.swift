import Foundation

/// What the app was asked to do, read from its command line.
struct CommitsCommand: Equatable {
    /// Which commits to print after the import.
    enum Query: Equatable {
        /// Every commit, the newest first.
        case all
        /// Commits whose message contains "fix", in any case.
        case fixes
        /// Commits whose message does not begin with "Merge pull request".
        case withoutMergePullRequests
        /// Commits authored after the date.
        case since(Date)
        /// Commits by the author with this name.
        case byAuthor(String)
        /// How many commits the author of the commit with this hash has.
        case authorCommitCount(sha: String)
    }

    /// Where the commits to import come from.
    enum Source: Equatable {
        /// The fixture of 100 commits that ships with the app.
        case fixture
        /// GitHub's commits API, live.
        case gitHub(URL)
    }

    var query = Query.all
    var source = Source.fixture
    /// Whether the store lives in memory only, instead of in a file that later runs reuse.
    var inMemory = false

    /// The repository `--live` reads: the classic tutorial's.
    static let liveURL = URL(string: "https://api.github.com/repos/apple/swift/commits?per_page=100")!

    static let usage = """
        usage: CommitsApp [fixes | no-merges | recent | by NAME | author-of SHA] [--live] [--in-memory]

          (no query)     every commit, the newest first
          fixes          commits whose message contains "fix", in any case
          no-merges      commits whose message does not begin with "Merge pull request"
          recent         commits of the last 12 hours
          by NAME        commits by the author called NAME
          author-of SHA  how many commits the author of commit SHA has
          --live         import from GitHub's API (apple/swift) instead of the bundled fixture
          --in-memory    keep the store in memory instead of in Commits.sqlite
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the arguments after the program's name. `now` is when "the last 12 hours" end.
    static func parse(_ arguments: [String], now: Date = Date()) throws(UsageError) -> CommitsCommand {
        var command = CommitsCommand()
        var queries: [Query] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--live": command.source = .gitHub(liveURL)
            case "--in-memory": command.inMemory = true
            case "fixes": queries.append(.fixes)
            case "no-merges": queries.append(.withoutMergePullRequests)
            case "recent": queries.append(.since(now.addingTimeInterval(-12 * 60 * 60)))
            case "by", "author-of":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw UsageError(description: "'\(argument)' needs a value\n\n\(usage)")
                }
                queries.append(argument == "by" ? .byAuthor(value) : .authorCommitCount(sha: value))
            default:
                throw UsageError(description: "unknown argument '\(argument)'\n\n\(usage)")
            }
        }
        guard queries.count <= 1 else { throw UsageError(description: "give at most one query\n\n\(usage)") }
        command.query = queries.first ?? .all
        return command
    }
}
