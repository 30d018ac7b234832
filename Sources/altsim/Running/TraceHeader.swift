import Foundation
import Scenarios
import Simulation

/// The first line of a trace written by `altsim run --trace`: what `altsim replay` needs to run
/// the same simulation again, and the content hash of every file the scenario was made of so
/// replay can tell when one changed (Docs/cli.md, "Trace files").
///
///     {"engine":"default","formatVersion":2,"keepRawSamples":true,"scenario":"scenarios/x.scenario","scenarioAbsolutePath":"/…/scenarios/x.scenario","scenarioFiles":[{"path":"scenarios/x.scenario","sha256":"…"}],"seed":7,"type":"altsimTraceHeader"}
struct TraceHeader: Equatable {
    static let type = "altsimTraceHeader"
    /// The layout this altsim writes and the only one it replays. Version 1 had no file hashes.
    static let formatVersion = 2

    var scenarioPath: String
    var seed: UInt64
    var engine: String
    /// The scenario's files with their content hashes, root first (`ScenarioFingerprint`).
    var scenarioFiles: [ScenarioFingerprint.FileHash]
    /// The scenario's absolute path when the trace was written (tried when `scenarioPath` is
    /// relative to another folder).
    var absolutePath: String?
    /// The run of a parameter sweep the trace is of (`Scenario.variant`, `terrain height = 1600 m`);
    /// `nil` for a scenario without a sweep (the key is then left out).
    var variant: String?
    /// Whether the trace holds the raw samples (`--trace-samples all`, written as
    /// `keepRawSamples`); without them it cannot be replayed.
    var rawSamples = true
    /// The real recording a field trace (`altsim log run --trace`) was made from; the scenario is
    /// then its site, and replay feeds the recorded inputs only (nothing to re-simulate).
    var fieldRecording: String?

    /// A header for a run of the scenario at `scenarioPath` made of `scenarioFiles`
    /// (`ScenarioFingerprint.files`).
    init(scenarioPath: String, seed: UInt64, engine: String, scenarioFiles: [ScenarioFingerprint.FileHash]) {
        self.scenarioPath = scenarioPath
        self.seed = seed
        self.engine = engine
        self.scenarioFiles = scenarioFiles
        absolutePath = URL(fileURLWithPath: scenarioPath).standardizedFileURL.path
    }

    /// The header as one JSON line (no newline).
    var line: String {
        let files = scenarioFiles.map { ["path": $0.path, "sha256": $0.sha256] }
        let object: [String: Any] = [
            "type": Self.type, "formatVersion": Self.formatVersion, "scenario": scenarioPath,
            "scenarioAbsolutePath": absolutePath ?? scenarioPath, "scenarioFiles": files,
            "seed": seed, "engine": engine, "keepRawSamples": rawSamples,
        ].merging(variant.map { ["variant": $0] } ?? [:]) { first, _ in first }
            .merging(fieldRecording.map { ["fieldRecording": $0] } ?? [:]) { first, _ in first }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Why a first line is not a header this altsim can replay.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads a header line.
    /// - Throws: ``Problem`` when it is not a header, has another format version, or lacks a
    ///   key or has one of the wrong kind.
    init(line: [UInt8]) throws(Problem) {
        let decoder = JSONDecoder()
        guard let kind = try? decoder.decode(Kind.self, from: Data(line)), kind.type == Self.type else {
            throw Problem(
                description:
                    "not a trace written by 'altsim run --trace' (the first line must be the altsimTraceHeader)")
        }
        guard let version = try? decoder.decode(Version.self, from: Data(line)),
            version.formatVersion == Int64(Self.formatVersion)
        else {
            let found =
                (try? decoder.decode(Version.self, from: Data(line)))
                .map { "the trace has format version \($0.formatVersion)" }
                ?? "the trace header has no integer `formatVersion`"
            throw Problem(
                description: "\(found); this altsim replays only version \(Self.formatVersion): "
                    + "record the trace again with 'altsim run --trace'")
        }
        let fields: Fields
        do { fields = try decoder.decode(Fields.self, from: Data(line)) } catch {
            throw Problem(description: "the trace header is malformed: \(DecodingProblem.describe(error))")
        }
        if let bad = fields.scenarioFiles.firstIndex(where: { !Self.isDigest($0.sha256) || $0.path.isEmpty }) {
            throw Problem(
                description:
                    "the trace header is malformed: `scenarioFiles[\(bad)]` needs a path and a sha256 of 64 hex digits")
        }
        self.init(
            scenarioPath: fields.scenario, seed: fields.seed, engine: fields.engine,
            scenarioFiles: fields.scenarioFiles.map { .init(path: $0.path, sha256: $0.sha256) })
        absolutePath = fields.scenarioAbsolutePath
        variant = fields.variant
        rawSamples = fields.keepRawSamples ?? true
        fieldRecording = fields.fieldRecording
    }

    /// The path to load: as given when it exists from here, else the recorded absolute one.
    var loadablePath: String {
        if FileManager.default.fileExists(atPath: scenarioPath) { return scenarioPath }
        return absolutePath ?? scenarioPath
    }

    private static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private struct Kind: Decodable { var type: String }
    private struct Version: Decodable { var formatVersion: Int64 }
    private struct Fields: Decodable {
        struct File: Decodable {
            var path: String
            var sha256: String
        }
        var scenario: String
        var scenarioAbsolutePath: String?
        var seed: UInt64
        var engine: String
        var scenarioFiles: [File]
        var variant: String?
        var keepRawSamples: Bool?
        var fieldRecording: String?
    }
}
