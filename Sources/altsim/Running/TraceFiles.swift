import Foundation
import Simulation

/// A base class for the CLI's trace sinks that only need each record's time.
class TraceSinkBox: TraceSink {
    func receive(_ record: TraceRecord, line: [UInt8]) { receive(time: record.timeNanoseconds) }
    func receive(time: Int64) {}
    func finish() {}
}

/// The first line of a trace written by `altsim run --trace`: what `altsim replay` needs to run
/// the same simulation again.
///
///     {"engine":"default","formatVersion":1,"keepRawSamples":true,"scenario":"scenarios/x.scenario","scenarioAbsolutePath":"/…/scenarios/x.scenario","seed":7,"type":"altsimTraceHeader"}
struct TraceHeader: Equatable {
    static let type = "altsimTraceHeader"
    var scenarioPath: String
    var seed: UInt64
    var engine: String

    /// The header as one JSON line (no newline).
    var line: String {
        let absolute = URL(fileURLWithPath: scenarioPath).standardizedFileURL.path
        let object: [String: Any] = ["type": Self.type, "formatVersion": 1, "scenario": scenarioPath,
                                     "scenarioAbsolutePath": absolute, "seed": seed, "engine": engine, "keepRawSamples": true]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a header line; `nil` when it is not one.
    init?(line: Substring) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              object["type"] as? String == Self.type,
              let path = object["scenario"] as? String,
              let seed = (object["seed"] as? NSNumber)?.uint64Value,
              let engine = object["engine"] as? String else { return nil }
        self.init(scenarioPath: path, seed: seed, engine: engine)
        absolutePath = object["scenarioAbsolutePath"] as? String
    }

    /// The scenario's absolute path when the trace was written (tried when `scenarioPath` is
    /// relative to another folder).
    var absolutePath: String?

    /// The path to load: as given when it exists from here, else the recorded absolute one.
    var loadablePath: String {
        if FileManager.default.fileExists(atPath: scenarioPath) { return scenarioPath }
        return absolutePath ?? scenarioPath
    }

    init(scenarioPath: String, seed: UInt64, engine: String) {
        self.scenarioPath = scenarioPath
        self.seed = seed
        self.engine = engine
    }
}

/// Where `--trace FILE` writes for each scenario: FILE itself for one scenario; for several,
/// FILE with the scenario's position (from 1, two digits at least) and file name inserted before
/// the extension (`out/trace.jsonl` → `out/trace.03-calm-day-outdoors.jsonl`).
enum TracePaths {
    static func path(for scenarioPath: String, index: Int, base: String, scenarioCount: Int) -> String {
        guard scenarioCount > 1 else { return base }
        let file = ((scenarioPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let number = String(index + 1)
        let name = String(repeating: "0", count: max(0, 2 - number.count)) + number + "-" + file
        let ext = (base as NSString).pathExtension
        let stem = ext.isEmpty ? base : String(base.dropLast(ext.count + 1))
        return stem + "." + name + (ext.isEmpty ? "" : "." + ext)
    }
}
