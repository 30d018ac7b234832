/// Edit distances and "did you mean" suggestions.
public enum EditDistance {
    /// The Damerau–Levenshtein distance (optimal string alignment: insertions, deletions,
    /// substitutions and transpositions of adjacent characters) between `a` and `b`, or nil when
    /// it exceeds `bound`. Stops early once every entry of a row exceeds the bound.
    ///
    /// - Complexity: O(|a|·|b|) time, O(|b|) memory; inputs longer than 64 characters
    ///   are compared only when their lengths differ by at most `bound`.
    public static func damerauLevenshtein(_ a: String, _ b: String, bound: Int) -> Int? {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        guard abs(x.count - y.count) <= bound else { return nil }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= bound ? max(x.count, y.count) : nil }
        var previousPrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[y.count] <= bound ? previous[y.count] : nil
    }

    /// The closest candidate to `word`, if one is close enough to be a plausible typo: at most
    /// none for words of 1–2 characters (only a case difference), one up to 4 characters, two up to 8, three beyond. Ties go to the earlier
    /// candidate, so results are deterministic. Case differences cost nothing extra beyond a
    /// lower-cased comparison being tried first.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty, word.unicodeScalars.count <= 64 else { return nil }
        let bound = word.count <= 2 ? 0 : (word.count <= 4 ? 1 : (word.count <= 8 ? 2 : 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance =
                candidate.lowercased() == word.lowercased()
                ? 0 : damerauLevenshtein(word, candidate, bound: bound)
            if let distance, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// "did you mean 'x'?" for the closest candidate, or nil.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        suggestion(for: word, among: candidates).map { "did you mean '\($0)'?" }
    }
}
