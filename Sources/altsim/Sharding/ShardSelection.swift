/// One shard of a campaign: shard `index` of `count` runs the seeds whose position `i` in the
/// seed list has `i % count == index` (positions from 0), so the shards partition the campaign
/// and each seed's run is the same wherever it runs.
struct ShardSelection: Hashable, Sendable, Codable {
    /// From 0.
    var index: Int
    /// At least 1.
    var count: Int

    /// The largest shard count accepted (a typo such as `0/40000000` is an error).
    static let maximumCount = 100_000

    /// `I/N` as written on the command line, e.g. `2/4`.
    var text: String { "\(index)/\(count)" }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N` with 0 ≤ I < N, or `auto` (read from the environment: ``ShardEnvironment``).
    /// - Throws: `UsageError` naming what is wrong.
    init(parsing text: String, option: String, environment: [String: String]) throws {
        if text == "auto" {
            self = try ShardEnvironment.shard(from: environment)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            count <= Self.maximumCount, (0..<count).contains(index)
        else {
            throw UsageError(
                message:
                    "option \(option) expects I/N with 0 ≤ I < N ≤ \(Self.maximumCount) (e.g. 0/4), or auto, got '\(text)'"
            )
        }
        self.init(index: index, count: count)
    }

    /// The positions in a list of `total` seeds that this shard runs, ascending.
    func positions(total: Int) -> [Int] {
        guard index < total else { return [] }
        return Array(stride(from: index, to: total, by: count))
    }
}
