import FieldLogs
import Foundation
import Geophysics
import Reports
import Simulation

/// Maps one field run (its report row and the records the run wrote) to the report's model: the
/// plots built from the records as for a simulated run, without truth (a recording has none);
/// floor lines of the site's building; the labelled entrances, the entrance the engine found and
/// the labelled final floor as events; the site's expectations with their verdicts.
enum FieldReportMapping {
    /// The report entry of `report`, from the trace `records` of its run.
    static func recording(_ report: FieldRunReport, records: [TraceRecord], site: FieldSite, command: String)
        -> FieldReportDocument.Recording
    {
        let recording = report.recording
        let times = records.map(\.timeNanoseconds)
        let start = times.min() ?? 0
        let end = max(times.max() ?? 0, start + 1)
        var series = RunSeriesBuilder(deviceIndex: 0, handHeightMeters: FieldRun.handHeightMeters)
            .series(records: records, startNanoseconds: start, endNanoseconds: end)
        // The recorder writes NaN where the truth would be: nothing to plot.
        series.truePressurePa = .empty
        series.hae.truth = .empty
        series.hat.truth = .empty
        series.gnssHorizontalErrorMeters = .empty
        series.floorLines = floorLines(site: site, recording: recording)
        series.annotations = annotations(report, endNanoseconds: end)
        let expectations = report.verdicts.map {
            ExpectationResult(
                text: $0.text, location: report.site, passed: $0.result != .fails, judged: $0.result != .notJudged,
                detailLines: [$0.detail], reproduceCommand: command)
        }
        let floorMissed = report.labelledFloor.map { $0 != report.outcome.floorAboveEntrance } ?? false
        let run = ReportedRun(
            name: (recording.source as NSString).lastPathComponent, path: recording.source, seed: 0,
            verdict: floorMissed || report.verdicts.contains { $0.result == .fails } ? .failed : .passed,
            expectations: expectations, series: series)
        return FieldReportDocument.Recording(
            run: run, site: report.site, engineFloor: report.outcome.floorAboveEntrance,
            absoluteFloor: report.outcome.absoluteFloor, labelledFloor: report.labelledFloor,
            indoorAgreeingSeconds: report.outcome.indoorAgreeing, indoorLabelledSeconds: report.outcome.indoorLabelled,
            cleanedRows: recording.tally.entries.map {
                FieldReportDocument.CleanedRows(
                    kind: "\($0.key.stream.rawValue): \($0.key.kind.rawValue)", count: $0.count)
            })
    }

    /// The site building's floors at the phone's height (HAE with the geoid under the first fix).
    static func floorLines(site: FieldSite, recording: Recording) -> [FloorLine] {
        guard let building = site.building else { return [] }
        let geoid =
            recording.fixes.first.map {
                site.world.geoid.undulationMeters(
                    at: GeodeticCoordinate(latitudeDegrees: $0.latitudeDegrees, longitudeDegrees: $0.longitudeDegrees))
            } ?? 0
        return (0..<max(building.floorCount, 1)).map { floor in
            let aboveGround = building.heightAboveGroundMeters(ofFloor: floor) + FieldRun.handHeightMeters
            return FloorLine(
                label: "floor \(floor)", heightHAEMeters: site.groundMSLMeters + geoid + aboveGround,
                heightAboveTerrainMeters: aboveGround)
        }
    }

    /// The labelled entrances, the entrance the engine found and the labelled final floor, by time.
    static func annotations(_ report: FieldRunReport, endNanoseconds: Int64) -> [Annotation] {
        var events = report.recording.labels.entriesNanoseconds.map {
            Annotation(timeNanoseconds: $0, label: "labelled entrance (indoors label)", kind: .timelineStep)
        }
        if let entry = report.outcome.engineEntryNanoseconds {
            events.append(
                Annotation(timeNanoseconds: entry, label: "entrance the engine found", kind: .timelineStep))
        }
        if let floor = report.labelledFloor {
            let found = report.outcome.floorAboveEntrance.map { "engine: floor \($0)" } ?? "engine: no floor"
            events.append(
                Annotation(
                    timeNanoseconds: endNanoseconds, label: "labelled final floor \(floor) (\(found))",
                    kind: .timelineStep))
        }
        return events.enumerated().sorted {
            ($0.element.timeNanoseconds, $0.offset) < ($1.element.timeNanoseconds, $1.offset)
        }.map(\.element)
    }
}
