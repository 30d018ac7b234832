import Foundation
import Scenarios

/// The content hashes of every file a scenario is made of: the scenario file, the files it
/// includes (in the order the loader first reaches them) and the data files it reads (terrain
/// height grid, EGM96 geoid, a site's reference series). A trace header records them; replay recomputes them and names the
/// first file whose content differs.
enum ScenarioFingerprint {
    /// One file and its SHA-256.
    struct FileHash: Equatable {
        /// The path the loader read it from (relative to the folder `altsim` ran in, or absolute).
        var path: String
        /// 64 lowercase hex digits.
        var sha256: String
    }

    /// The files of the scenario at `path`, root first, as a run under `includePolicy` reads
    /// them. A file that cannot be read, or that the policy refuses, is left out: loading the
    /// scenario reports it.
    static func files(ofScenarioAt path: String, includePolicy: IncludePolicy) -> [FileHash] {
        read(scenarioAt: path, includePolicy: includePolicy).files
    }

    /// The files as ``files(ofScenarioAt:includePolicy:)`` lists them, and whether they load as
    /// a scenario without errors (only then is a file's current hash shown: a trace may name any
    /// file, and the hash of one that is not scenario text is not printed).
    static func read(scenarioAt path: String, includePolicy: IncludePolicy) -> (files: [FileHash], isScenario: Bool) {
        let loaded = ScenarioLoader(includePolicy: includePolicy).loadScenario(path: path)
        let isScenario = loaded.scenario != nil && !loaded.hasErrors
        var hashes = loaded.parsed.sources.map { FileHash(path: $0.path, sha256: SHA256.hex($0.bytes)) }
        var grids: [String] = []
        if let terrain = loaded.scenario?.terrainFile { grids.append(terrain) }
        if case .egm96(let geoid)? = loaded.scenario?.geoid { grids.append(geoid) }
        if case .series(let series)? = loaded.scenario?.siteReference { grids.append(series) }
        for grid in grids {
            guard let data = FileManager.default.contents(atPath: grid) else { continue }
            hashes.append(FileHash(path: grid, sha256: SHA256.hex([UInt8](data))))
        }
        return (hashes, isScenario)
    }

    /// The first difference between the recorded files and the current ones.
    struct Change {
        /// A sentence naming the file (its current path).
        var message: String
        /// A file both lists have differs in content (else one list only is longer).
        var isContentChange: Bool
    }

    /// The first difference between the recorded files and the current ones, `nil` when every
    /// file is the same. Files are compared in order: while every earlier file is unchanged,
    /// the scenario reaches the same files in the same order.
    /// - Parameter showingCurrentHashes: name the current hash of a changed file (only for
    ///   files that load as a scenario).
    static func change(recorded: [FileHash], now: [FileHash], showingCurrentHashes: Bool) -> Change? {
        for (index, old) in recorded.enumerated() {
            guard index < now.count else {
                return Change(
                    message: "the scenario changed since the recording: it no longer reads \(old.path) "
                        + "(recorded hash \(old.sha256))", isContentChange: false)
            }
            let current = now[index]
            if old.sha256 != current.sha256 {
                let now = showingCurrentHashes ? "now \(current.sha256)" : "its content differs now"
                return Change(
                    message: "the scenario changed since the recording: \(current.path) "
                        + "(recorded hash \(old.sha256), \(now))", isContentChange: true)
            }
        }
        if now.count > recorded.count {
            return Change(
                message: "the scenario changed since the recording: it now also reads \(now[recorded.count].path)",
                isContentChange: false)
        }
        return nil
    }
}
