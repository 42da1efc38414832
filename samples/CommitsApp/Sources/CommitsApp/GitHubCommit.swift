import Foundation

/// One commit as GitHub's commits API returns it
/// (`GET https://api.github.com/repos/OWNER/REPO/commits`): only the fields the app stores.
struct GitHubCommit: Decodable, Equatable {
    var sha: String
    var htmlURL: String
    var commit: Details

    struct Details: Decodable, Equatable {
        var message: String
        /// Who wrote the change, and when. (The committer is whoever applied it, such as GitHub for a merge.)
        var author: Signature
    }

    struct Signature: Decodable, Equatable {
        var name: String
        var email: String
        var date: Date
    }

    enum CodingKeys: String, CodingKey {
        case sha, commit
        case htmlURL = "html_url"
    }

    /// Decodes a page of the commits API; its dates are ISO 8601 (`2026-11-20T18:00:00Z`).
    static func decodeList(from data: Data) throws -> [GitHubCommit] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([GitHubCommit].self, from: data)
    }
}
