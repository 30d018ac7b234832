import Foundation
import Scenarios

/// The content hashes of every file a scenario is made of: the scenario file, the files it
/// includes (in the order the loader first reaches them) and the grid files it reads (terrain
/// height grid, EGM96 geoid). A trace header records them; replay recomputes them and names the
/// first file whose content differs.
enum ScenarioFingerprint {
    /// One file and its SHA-256.
    struct FileHash: Equatable {
        /// The path the loader read it from (relative to the folder `altsim` ran in, or absolute).
        var path: String
        /// 64 lowercase hex digits.
        var sha256: String
    }

    /// The files of the scenario at `path`, root first. A file that cannot be read is left out:
    /// loading the scenario reports it.
    static func files(ofScenarioAt path: String) -> [FileHash] {
        let loaded = ScenarioLoader().loadScenario(path: path)
        var hashes = loaded.parsed.sources.map { FileHash(path: $0.path, sha256: SHA256.hex($0.bytes)) }
        var grids: [String] = []
        if let terrain = loaded.scenario?.terrainFile { grids.append(terrain) }
        if case .egm96(let geoid)? = loaded.scenario?.geoid { grids.append(geoid) }
        for grid in grids {
            guard let data = FileManager.default.contents(atPath: grid) else { continue }
            hashes.append(FileHash(path: grid, sha256: SHA256.hex([UInt8](data))))
        }
        return hashes
    }

    /// The first difference between the recorded files and the current ones, as a sentence
    /// naming the file (its current path), or `nil` when every file is the same. Files are
    /// compared in order: while every earlier file is unchanged, the scenario reaches the same
    /// files in the same order.
    static func change(recorded: [FileHash], now: [FileHash]) -> String? {
        for (index, old) in recorded.enumerated() {
            guard index < now.count else {
                return "the scenario changed since the recording: it no longer reads \(old.path) (recorded hash \(old.sha256))"
            }
            let current = now[index]
            if old.sha256 != current.sha256 {
                return "the scenario changed since the recording: \(current.path) (recorded hash \(old.sha256), now \(current.sha256))"
            }
        }
        if now.count > recorded.count {
            return "the scenario changed since the recording: it now also reads \(now[recorded.count].path)"
        }
        return nil
    }
}
