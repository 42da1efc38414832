/// The candidate closest to `name` by edit distance, when it is close enough to be a likely typo:
/// at most a third of the name's length (and at least one edit), ignoring case.
/// Names longer than `maximumLength` get no suggestion: no identifier that long is a typo worth
/// fixing, and the edit distance's cost grows with the square of the length. The model checks and
/// the command line (its commands and options) suggest names with it.
public func closestMatch<Names: Sequence<String>>(to name: String, in candidates: Names) -> String? {
    let maximumLength = 100
    guard name.utf8.count <= maximumLength else { return nil }
    let target = Array(name.lowercased().unicodeScalars)
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name && candidate.utf8.count <= maximumLength {
        let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
        if distance <= limit, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.name
}

/// Levenshtein distance, giving up (returning `limit + 1`) once every path exceeds `limit`.
private func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        current[0] = i
        var rowMinimum = current[0]
        for j in stride(from: 1, through: b.count, by: 1) {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            rowMinimum = min(rowMinimum, current[j])
        }
        if rowMinimum > limit { return limit + 1 }
        swap(&previous, &current)
    }
    return a.isEmpty ? b.count : previous[b.count]
}
