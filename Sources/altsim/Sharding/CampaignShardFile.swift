import Foundation
import Simulation

/// What `altsim run PATH... --seeds LIST --shard I/N --json FILE` writes: this shard's runs and
/// everything `altsim merge` needs to rebuild the whole campaign and to check that the shards
/// belong together (the command's arguments, the seed list, the engine, the shard, the hashes of
/// every scenario file). No timings and no host names: a shard run again writes the same bytes.
struct CampaignShardFile: Codable, Equatable, Sendable {
    /// The `kind` of every shard file.
    static let kindName = "altsim-campaign-shard"
    /// Bumped when the layout changes; a merge refuses other versions.
    static let currentFormatVersion = 1

    /// One scenario run (a sweep's run is one scenario) and this shard's seeds of it.
    struct Scenario: Codable, Equatable, Sendable {
        /// The scenario file as the run found it.
        var path: String
        /// The sweep run's name (`Scenario.variant`), if any.
        var variant: String?
        /// Every file the scenario reads, root first, with its SHA-256 (``ScenarioFingerprint``).
        var files: [FileHash]
        /// This shard's runs in seed-list order.
        var runs: [StoredRun]
    }

    /// ``ScenarioFingerprint/FileHash`` as stored.
    struct FileHash: Codable, Equatable, Sendable {
        var path: String
        var sha256: String
    }

    var kind = Self.kindName
    var formatVersion = Self.currentFormatVersion
    var shard: ShardSelection
    /// The unsharded campaign's command: the words after `altsim run` without the options that
    /// belong to one process (`ShardMerge.campaignArguments`: `--shard`, `--json`, `--jobs`, …).
    var campaign: [String]
    /// The whole campaign's seeds, in order.
    var seeds: [UInt64]
    /// The engine configuration as written (`EngineSpec.text`).
    var engine: String
    /// The engine as reports name it.
    var engineName: String
    var scenarios: [Scenario]

    /// Pretty-printed JSON with sorted keys, ending with a newline.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads and checks a shard file.
    /// - Throws: ``ShardMergeError`` naming the file: unreadable, not JSON, not a shard file,
    ///   another format version.
    static func read(_ path: String) throws(ShardMergeError) -> CampaignShardFile {
        let bytes: [UInt8]
        do { bytes = try ShardFileReader.read(path) } catch {
            throw ShardMergeError(message: "\(shown(path)): cannot read the file: \(error)")
        }
        return try decode(bytes, path: path)
    }

    /// The shard file in `bytes`, read from `path` (for messages).
    static func decode(_ bytes: [UInt8], path: String) throws(ShardMergeError) -> CampaignShardFile {
        struct Header: Decodable {
            var kind: String?
            var formatVersion: Int?
        }
        let decoder = JSONDecoder()
        let header: Header
        do { header = try decoder.decode(Header.self, from: Data(bytes)) } catch {
            throw ShardMergeError(message: "\(shown(path)): not a JSON object (\(DecodingProblem.describe(error)))")
        }
        guard header.kind == kindName else {
            throw ShardMergeError(
                message:
                    "\(shown(path)): not a campaign shard (its kind is \(header.kind.map { "'\($0)'" } ?? "missing")); "
                    + "give the files written by 'altsim run … --seeds LIST --shard I/N --json FILE'")
        }
        guard header.formatVersion == currentFormatVersion else {
            throw ShardMergeError(
                message: "\(shown(path)): shard format version \(header.formatVersion.map(String.init) ?? "missing"), "
                    + "this altsim reads version \(currentFormatVersion); run the shards and the merge with the same altsim"
            )
        }
        do { return try decoder.decode(CampaignShardFile.self, from: Data(bytes)) } catch {
            throw ShardMergeError(
                message: "\(shown(path)): a damaged campaign shard (\(DecodingProblem.describe(error)))")
        }
    }
}
