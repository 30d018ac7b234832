import Foundation
import Simulation

/// The trace file of `altsim log run --trace`: the header (the site as its scenario, with its
/// files' hashes, and `fieldRecording`), then the run's lines through a `JSONLinesWriter`.
final class FieldTraceFile {
    let handle: FileHandle
    let writer: JSONLinesWriter

    init(path: String, site: FieldSite, recording: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let policy = includePolicy(for: site.path, arguments: [site.path], allowOutside: false)
        var header = TraceHeader(
            scenarioPath: site.path, seed: 0, engine: "default",
            scenarioFiles: ScenarioFingerprint.files(ofScenarioAt: site.path, includePolicy: policy))
        header.fieldRecording = recording
        try handle.write(contentsOf: Data((header.line + "\n").utf8))
        writer = JSONLinesWriter(handle: handle)
    }

    /// Flushes and closes; the first write error, if any.
    func close() -> String? {
        writer.finish()
        try? handle.close()
        return writer.writeError.map { $0.localizedDescription }
    }
}
