/// The tables that open a field report: one row per recording (site, final floor by the engine
/// and by its label, indoor agreement, site expectations, verdict), then the rows each
/// recording's importer cleaned.
enum FieldSummaryTable {
    static func write(_ recordings: [FieldReportDocument.Recording], into html: inout HTMLWriter) {
        html.raw("<table class=\"summary\">\n")
        html.row(
            [
                ("#", false), ("recording", false), ("site", false), ("final floor: engine", false),
                ("label", false), ("absolute", false), ("indoors agree", false), ("expectations", false),
                ("verdict", false),
            ],
            header: true)
        for (index, recording) in recordings.enumerated() {
            html.raw("<tr><td class=\"num\">\(index + 1)</td><td><a href=\"#s\(index + 1)\">")
            html.text(recording.run.name)
            html.raw("</a></td><td>")
            html.text(recording.site)
            html.raw("</td>")
            for floor in [recording.engineFloor, recording.labelledFloor, recording.absoluteFloor] {
                html.raw("<td class=\"num\">" + (floor.map(String.init) ?? "–") + "</td>")
            }
            html.raw("<td class=\"num\">")
            html.text(agreement(recording))
            html.raw("</td>")
            let expectations = recording.run.expectations
            html.raw("<td class=\"num\">\(expectations.heldCount) / \(expectations.judgedCount) held</td>")
            html.raw("<td>" + HTMLWriter.verdict(recording.run.verdict) + "</td></tr>\n")
        }
        html.raw("</table>\n")
        writeCleaned(recordings, into: &html)
    }

    /// `412 / 450 s (91.6 %)`, or a dash without indoor labels.
    static func agreement(_ recording: FieldReportDocument.Recording) -> String {
        guard recording.indoorLabelledSeconds > 0 else { return "–" }
        let share = Double(recording.indoorAgreeingSeconds) / Double(recording.indoorLabelledSeconds)
        return "\(recording.indoorAgreeingSeconds) / \(recording.indoorLabelledSeconds) s ("
            + FixedNumber.percent(share) + ")"
    }

    /// Every recording's cleaned rows by class (none is dropped without being counted).
    static func writeCleaned(_ recordings: [FieldReportDocument.Recording], into html: inout HTMLWriter) {
        html.element("h2", "Cleaned rows")
        html.raw("<table class=\"annotations\">\n")
        html.row([("recording", false), ("cleaned", false), ("rows", false)], header: true)
        for recording in recordings {
            if recording.cleanedRows.isEmpty {
                html.row([(recording.run.name, false), ("none", false), ("0", true)])
            }
            for cleaned in recording.cleanedRows {
                html.row([(recording.run.name, false), (cleaned.kind, false), (String(cleaned.count), true)])
            }
        }
        html.raw("</table>\n")
    }
}
