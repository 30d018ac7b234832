import Foundation
import ScenarioTesting
import Simulation

/// The trace file of `altsim log run --trace`: the header (the site as its scenario, with its
/// files' hashes, and `fieldRecording`), then the run's lines through a `JSONLinesWriter`, into a
/// `TraceFile` (gzip-compressed when the path ends in `.gz`; in place only once closed).
final class FieldTraceFile {
    let file: TraceFile
    let writer: JSONLinesWriter

    init(path: String, site: FieldSite, recording: String) throws {
        file = try TraceFile(path: path)
        let policy = includePolicy(for: site.path, arguments: [site.path], allowOutside: false)
        var header = TraceHeader(
            scenarioPath: site.path, seed: 0, engine: "default",
            scenarioFiles: ScenarioFingerprint.files(ofScenarioAt: site.path, includePolicy: policy))
        header.fieldRecording = recording
        try file.write(header.line + "\n")
        writer = file.lineWriter()
    }

    /// Flushes, ends the compressed stream and puts the file in place; the first write error, if any.
    func close() -> String? {
        writer.finish()
        if let error = writer.writeError {
            file.discard()
            return "\(error)"
        }
        do { try file.commit() } catch { return "\(error)" }
        return nil
    }
}
