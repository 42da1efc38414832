import Foundation
import Testing

/// The sample app's logic that needs no Core Data, run here on every platform: decoding GitHub's
/// commits API and reading the command line. (`CommitsApp/` links the app's own files into this
/// target.) The queries themselves are the model's fetch request templates, which modelgen checks
/// against the model; `CoreDataRuntimeTests` runs them on the fixture on macOS.
@Suite struct CommitsAppLogicTests {
    static let fixture = TestSupport.packageRoot.appendingPathComponent(
        "samples/CommitsApp/Sources/CommitsApp/Resources/commits.json")

    static func fixtureCommits() throws -> [GitHubCommit] {
        try GitHubCommit.decodeList(from: Data(contentsOf: fixture))
    }

    @Test func theFixtureHoldsOneHundredDistinctCommitsWithParsedDates() throws {
        let commits = try Self.fixtureCommits()
        #expect(commits.count == 100)
        #expect(Set(commits.map(\.sha)).count == 100)
        #expect(commits.allSatisfy { $0.sha.count == 40 && $0.htmlURL.hasSuffix("/commit/\($0.sha)") })
        let first = try #require(commits.first)
        #expect(first.commit.author.name == "Ada Okafor" && first.commit.author.email == "ada@example.com")
        // "2026-11-20T18:00:00Z", read as ISO 8601 in UTC.
        #expect(first.commit.author.date == Date(timeIntervalSince1970: 1_795_197_600))
        #expect(Set(commits.map(\.commit.author.name)).count == 7)
        // What the app's queries select, so that the macOS tests' expectations rest on the data.
        #expect(commits.filter { $0.commit.message.lowercased().contains("fix") }.count == 30)
        #expect(commits.filter { $0.commit.message.hasPrefix("Merge pull request") }.count == 11)
    }

    @Test func decodingFailsOnAMissingFieldAndOnADateThatIsNotISO8601() throws {
        let valid =
            #"[{ "sha": "abc", "html_url": "https://github.com/o/r/commit/abc", "commit": { "message": "m", "author": { "name": "n", "email": "e", "date": "2026-11-20T18:00:00Z" } } }]"#
        #expect(try GitHubCommit.decodeList(from: Data(valid.utf8)).count == 1)
        #expect(throws: DecodingError.self) {
            try GitHubCommit.decodeList(from: Data(valid.replacingOccurrences(of: #""sha": "abc", "#, with: "").utf8))
        }
        #expect(throws: DecodingError.self) {
            try GitHubCommit.decodeList(
                from: Data(valid.replacingOccurrences(of: "2026-11-20T18:00:00Z", with: "20 Nov 2026").utf8))
        }
    }

    @Test func theCommandLineSelectsOneQueryAndTheSource() throws {
        let now = Date(timeIntervalSince1970: 1_795_197_600)
        func parse(_ arguments: String) throws(CommitsCommand.UsageError) -> CommitsCommand {
            try CommitsCommand.parse(arguments.split(separator: " ").map(String.init), now: now)
        }
        #expect(try parse("") == CommitsCommand(query: .all, source: .fixture, inMemory: false))
        #expect(try parse("fixes").query == .fixes)
        #expect(try parse("no-merges").query == .withoutMergePullRequests)
        #expect(try parse("recent").query == .since(Date(timeIntervalSince1970: 1_795_197_600 - 12 * 3600)))
        #expect(try parse("by Ada").query == .byAuthor("Ada"))
        #expect(
            try parse("author-of abc123 --in-memory")
                == CommitsCommand(query: .authorCommitCount(sha: "abc123"), inMemory: true))
        #expect(
            try parse("--live fixes").source
                == .gitHub(URL(string: "https://api.github.com/repos/apple/swift/commits?per_page=100")!))

        for (arguments, message) in [
            ("fixes recent", "give at most one query"),
            ("by", "'by' needs a value"),
            ("by --live", "'by' needs a value"),
            ("--fixes", "unknown argument '--fixes'"),
        ] {
            #expect(throws: CommitsCommand.UsageError.self) { try parse(arguments) }
            do {
                _ = try parse(arguments)
            } catch {
                #expect(error.description.hasPrefix(message + "\n\nusage: CommitsApp"), "\(error)")
            }
        }
    }
}
