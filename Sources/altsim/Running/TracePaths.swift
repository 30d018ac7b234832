import Foundation
import ScenarioTesting
import Simulation

/// Where `--trace FILE` writes for each scenario: FILE itself for one scenario; for several,
/// FILE with the scenario's position (from 1, two digits at least) and file name inserted before
/// the extension (`out/trace.jsonl` → `out/trace.03-calm-day-outdoors.jsonl`; `.jsonl.gz` counts as
/// one extension).
enum TracePaths {
    static func path(for scenarioPath: String, index: Int, base: String, scenarioCount: Int) -> String {
        guard scenarioCount > 1 else { return base }
        let file = ((scenarioPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let number = String(index + 1)
        let name = String(repeating: "0", count: max(0, 2 - number.count)) + number + "-" + file
        // `.jsonl.gz` is one extension: the suffix goes before both.
        let compressed = TraceFile.isCompressed(path: base) && base.count > 3
        let plain = compressed ? String(base.dropLast(3)) : base
        let innerExt = (plain as NSString).pathExtension
        let ext = compressed ? (innerExt.isEmpty ? "gz" : innerExt + ".gz") : innerExt
        let stem = ext.isEmpty ? base : String(base.dropLast(ext.count + 1))
        return stem + "." + name + (ext.isEmpty ? "" : "." + ext)
    }
}
