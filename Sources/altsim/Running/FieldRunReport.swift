import FieldLogs
import Foundation

/// One recording's figures as `altsim log run` prints them and writes them as JSON.
struct FieldRunReport {
    var recording: Recording
    var site: String
    var outcome: FieldRun.Outcome
    /// The site's expectations judged on this recording.
    var verdicts: [FieldExpectationVerdict] = []

    /// The label's floor, when the recording has one.
    var labelledFloor: Int? { recording.labels.endFloor }

    /// One line: name, floors (engine above its entrance, absolute, label), indoor agreement.
    var line: String {
        let name = (recording.source as NSString).lastPathComponent
        var parts = [shown(name) + ":"]
        if let h = outcome.heightAboveEntranceMeters, let floor = outcome.floorAboveEntrance {
            parts.append(String(format: "%.1f m above the entrance the engine found → floor %d", h, floor))
        } else if recording.labels.endFloor != nil {
            parts.append("no entrance found by the engine")
        }
        if let hat = outcome.finalHeightAboveTerrainMeters {
            parts.append(String(format: "(HAT %.1f m", hat) + (outcome.absoluteFloor.map { " → floor \($0))" } ?? ")"))
        }
        if let label = labelledFloor {
            let got = outcome.floorAboveEntrance
            parts.append(
                "label \(label): "
                    + (got == label
                        ? "exact"
                        : got.map { abs($0 - label) <= 1 ? "within one" : "off by \(abs($0 - label))" } ?? "no floor"))
        }
        if outcome.indoorLabelled > 0 {
            parts.append(
                String(
                    format: "; indoors agrees %d/%d s (%.0f %%)", outcome.indoorAgreeing, outcome.indoorLabelled,
                    100 * Double(outcome.indoorAgreeing) / Double(outcome.indoorLabelled)))
        }
        if recording.tally.total > 0 { parts.append("; cleaned rows \(recording.tally.total)") }
        return ([parts.joined(separator: " ")] + verdicts.map(\.line)).joined(separator: "\n")
    }

    /// The JSON document of a run.
    static func json(_ rows: [FieldRunReport], tally: FieldTally) throws -> Data {
        let recordings: [[String: Any]] = rows.map { row in
            var entry: [String: Any] = [
                "recording": row.recording.source, "format": row.recording.format.rawValue, "site": row.site,
                "pressureUnit": row.recording.pressureUnit.rawValue, "rows": row.recording.tally.rows,
                "cleaned": Dictionary(
                    uniqueKeysWithValues: row.recording.tally.entries.map {
                        ("\($0.key.stream.rawValue): \($0.key.kind.rawValue)", $0.count)
                    }),
                "indoorAgreeingSeconds": row.outcome.indoorAgreeing,
                "indoorLabelledSeconds": row.outcome.indoorLabelled,
            ]
            entry["expectations"] = row.verdicts.map {
                ["expect": $0.text, "result": "\($0.result)", "detail": $0.detail]
            }
            entry["labelledFloor"] = row.labelledFloor
            entry["floorAboveEntrance"] = row.outcome.floorAboveEntrance
            entry["heightAboveEntranceMeters"] = row.outcome.heightAboveEntranceMeters
            entry["absoluteFloor"] = row.outcome.absoluteFloor
            entry["finalHeightAboveTerrainMeters"] = row.outcome.finalHeightAboveTerrainMeters
            entry["indoorFalseIndoorsSeconds"] = row.outcome.indoorFalseIndoors
            entry["indoorMissedIndoorsSeconds"] = row.outcome.indoorMissedIndoors
            entry["indoorUnclassifiedSeconds"] = row.outcome.indoorUnclassified
            entry["detectionDelaysSeconds"] = row.outcome.detectionDelaysSeconds.map { $0 ?? -1 }
            return entry
        }
        let totals: [String: Any] = [
            "recordings": tally.recordings, "floorLabelled": tally.floorLabelled, "exactFloor": tally.exact,
            "withinOneFloor": tally.withinOne, "absoluteExactFloor": tally.absoluteExact,
            "indoorAgreeingSeconds": tally.indoorAgreeing, "indoorLabelledSeconds": tally.indoorLabelled,
            "indoorFalseIndoorsSeconds": tally.falseIndoors, "indoorMissedIndoorsSeconds": tally.missedIndoors,
            "indoorUnclassifiedSeconds": tally.unclassified, "expectationsHeld": tally.expectationsHeld,
            "expectationsFailed": tally.expectationsFailed,
        ]
        return try JSONSerialization.data(
            withJSONObject: ["recordings": recordings, "totals": totals], options: [.prettyPrinted, .sortedKeys])
    }
}

/// The totals over a `log run`.
struct FieldTally {
    var recordings = 0
    var floorLabelled = 0
    var exact = 0
    var withinOne = 0
    var absoluteExact = 0
    var indoorAgreeing = 0
    var indoorLabelled = 0
    var indoorRecordings = 0
    var falseIndoors = 0
    var missedIndoors = 0
    var unclassified = 0
    var delays: [Double] = []
    var undetected = 0
    var expectationsFailed = 0
    var expectationsHeld = 0

    mutating func add(_ report: FieldRunReport) {
        recordings += 1
        if let label = report.labelledFloor {
            floorLabelled += 1
            if let floor = report.outcome.floorAboveEntrance {
                if floor == label { exact += 1 }
                if abs(floor - label) <= 1 { withinOne += 1 }
            }
            if report.outcome.absoluteFloor == label { absoluteExact += 1 }
        }
        if report.outcome.indoorLabelled > 0 { indoorRecordings += 1 }
        indoorAgreeing += report.outcome.indoorAgreeing
        indoorLabelled += report.outcome.indoorLabelled
        falseIndoors += report.outcome.indoorFalseIndoors
        missedIndoors += report.outcome.indoorMissedIndoors
        unclassified += report.outcome.indoorUnclassified
        delays += report.outcome.detectionDelaysSeconds.compactMap { $0 }
        undetected += report.outcome.detectionDelaysSeconds.filter { $0 == nil }.count
        expectationsFailed += report.verdicts.filter { $0.result == .fails }.count
        expectationsHeld += report.verdicts.filter { $0.result == .holds }.count
    }

    /// `field logs: N recordings, E exact floor, W within one floor` (+ the absolute reading).
    var summary: String {
        if floorLabelled == 0 { return "field logs: \(recordings) recordings (no floor labels)" }
        return "field logs: \(recordings) recordings, \(exact) exact floor, \(withinOne) within one floor"
            + " (of \(floorLabelled) with a floor label; from the absolute height with the assistance reference: \(absoluteExact) exact)"
    }

    /// The indoor detector's agreement with the labels, per labelled second.
    var indoorSummary: String? {
        guard indoorLabelled > 0 else { return nil }
        var text = String(
            format: "indoor detector: agrees with the labels in %d of %d labelled seconds (%.1f %%) over %d recordings",
            indoorAgreeing, indoorLabelled, 100 * Double(indoorAgreeing) / Double(indoorLabelled), indoorRecordings)
        text +=
            "; disagrees: \(falseIndoors) s indoors while labelled outdoors, \(missedIndoors) s outdoors while labelled indoors, \(unclassified) s before its first decision"
        if !delays.isEmpty {
            let sorted = delays.sorted()
            text += String(
                format: "; entrance detected %.0f s (median) after the labelled one (%.0f…%.0f s, %d entrances)",
                sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1], sorted.count)
        }
        if undetected > 0 { text += "; \(undetected) labelled entrances never detected" }
        return text
    }
}
