import Fuzzing

/// Whether fuzz reports are every shard of one campaign once (their `shards`, `"I/N"`): the
/// same `N` everywhere, each index once, none missing.
enum FuzzShardCoverage {
    /// The problem, naming the report files, or `nil` when the shards cover the campaign.
    static func problem(reports: [FuzzReport], paths: [String]) -> String? {
        var owner: [Int: String] = [:]
        var count: (value: Int, path: String)?
        for (report, path) in zip(reports, paths) {
            for text in report.shards {
                let parts = text.split(separator: "/").compactMap { Int($0) }
                guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
                    return "\(shown(path)): its shard '\(shown(text))' is not I/N"
                }
                if let count, count.value != parts[1] {
                    return "\(shown(path)) (shard \(shown(text))) and \(shown(count.path)) (of \(count.value) shards) "
                        + "cut the campaign into different numbers of shards; merge the shards of one campaign"
                }
                count = (parts[1], path)
                if let earlier = owner[parts[0]] {
                    return "\(shown(earlier)) and \(shown(path)) are both shard \(shown(text)); give each shard once"
                }
                owner[parts[0]] = path
            }
        }
        guard let count else { return nil }
        let missing = (0..<count.value).filter { owner[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.prefix(10).map { "\($0)/\(count.value)" }.joined(separator: ", ")
            let present = owner.keys.sorted().map { "\($0)/\(count.value) \(shown(owner[$0] ?? ""))" }
                .joined(separator: ", ")
            return "shard\(missing.count == 1 ? "" : "s") \(names)\(missing.count > 10 ? ", …" : "") of the campaign "
                + "\(missing.count == 1 ? "is" : "are") missing (present: \(present)); run \(missing.count == 1 ? "it" : "them") "
                + "with --shard I/\(count.value) and merge again"
        }
        return nil
    }
}
