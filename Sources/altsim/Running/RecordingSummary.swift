import FieldLogs
import Foundation

/// What `altsim log check` (and `log run`) print about one imported recording.
enum RecordingSummary {
    /// The recording's first line, its labels and one line per cleaned row class.
    static func text(_ recording: Recording) -> String {
        let seconds = Double((recording.endNanoseconds ?? 0) - (recording.startNanoseconds ?? 0)) / 1e9
        var lines = [
            "\(shown(recording.source)): \(recording.format.rawValue), \(recording.tally.rows) rows over "
                + String(format: "%.0f s", seconds) + ": \(recording.pressures.count) pressure readings "
                + "(read as \(recording.pressureUnit.rawValue)), \(recording.fixes.count) fixes"
        ]
        var labels: [String] = []
        if let start = recording.labels.startFloor, let end = recording.labels.endFloor {
            labels.append("floor \(start) → \(end) (0 = street level)")
        }
        if !recording.labels.indoors.isEmpty {
            let inside = recording.labels.indoors.filter(\.indoors).count
            labels.append("\(recording.labels.indoors.count) indoor labels (\(inside) indoors)")
        }
        lines.append("  labels: " + (labels.isEmpty ? "none" : labels.joined(separator: ", ")))
        if recording.fixes.isEmpty { lines.append("  warning: no location fix: 'log run' needs the location stream") }
        for entry in recording.tally.entries {
            var line =
                "  cleaned: \(entry.count) \(entry.key.stream.rawValue) row\(entry.count == 1 ? "" : "s"): \(entry.key.kind.rawValue)"
            if entry.key == DirtyRowKey(stream: .pressure, kind: .gap) {
                line += String(
                    format: " (longest interval %.1f s)", Double(recording.tally.longestPressureGapNanoseconds) / 1e9)
            }
            lines.append(line)
        }
        if recording.tally.total == 0 { lines.append("  clean: no row needed cleaning") }
        return lines.joined(separator: "\n")
    }
}
