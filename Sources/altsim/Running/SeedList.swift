/// The seeds of `altsim run --seeds`: `1...20`, `3,5,8`, or a mix (`1...5,9`).
struct SeedList: Hashable, Sendable {
    /// The seeds in the order written (duplicates removed).
    var seeds: [UInt64]

    /// Most runs one campaign may ask for (a typo such as `1...2000000` is an error, not a day's work).
    static let maximumCount = 10_000

    /// Parses the option's text, or throws a `UsageError` naming what is wrong.
    init(parsing text: String) throws {
        var seeds: [UInt64] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let piece = part.trimmingSpaces
            if let dots = piece.range(of: "...") {
                guard let low = UInt64(piece[..<dots.lowerBound]), let high = UInt64(piece[dots.upperBound...]),
                    low <= high
                else {
                    throw UsageError(message: "option --seeds expects seeds such as 1...20 or 1,2,5, got '\(text)'")
                }
                guard high - low < UInt64(Self.maximumCount) else {
                    throw UsageError(message: "option --seeds asks for more than \(Self.maximumCount) runs: '\(text)'")
                }
                seeds += Array(low...high)
            } else {
                guard let seed = UInt64(piece) else {
                    throw UsageError(message: "option --seeds expects seeds such as 1...20 or 1,2,5, got '\(text)'")
                }
                seeds.append(seed)
            }
            guard seeds.count <= Self.maximumCount else {
                throw UsageError(message: "option --seeds asks for more than \(Self.maximumCount) runs: '\(text)'")
            }
        }
        var seen = Set<UInt64>()
        self.seeds = seeds.filter { seen.insert($0).inserted }
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
