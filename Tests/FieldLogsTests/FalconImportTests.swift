import Foundation
import Testing

@testable import FieldLogs

@Suite("falcon-2018 import")
struct FalconImportTests {
    @Test func aTrialReadsItsFloorsPressuresAndFixes() throws {
        let path = FieldLogFixtures.falcon("trials/gsb_a_1_3.csv")
        #expect(try RecordingFormat.detect(path: path) == .falcon2018)
        let recording = try RecordingFormat.importRecording(path: path)
        #expect(recording.pressureUnit == .kilopascal)
        #expect(recording.labels.startFloor == 0)
        #expect(recording.labels.endFloor == 2)
        #expect(recording.tally.rows == 93)
        // The first row's reading is the previous session's (relative altitude 35 m, then 0).
        #expect(recording.tally.count(of: .pressure, .leftoverReading) == 1)
        #expect(recording.pressures.count == 92)
        #expect(recording.pressures[0].pressurePa == 101.7869338989258 * 1000)
        // 2017-02-04T16:43:24.463Z
        #expect(recording.pressures[0].timeNanoseconds == 1_486_226_604_463_000_000)
        #expect(recording.fixes.count == 93)
        #expect(recording.labels.indoors.count == 93)
        #expect(recording.labels.entryNanoseconds == 1_486_226_632_463_000_000)  // 16:43:52.463Z, the first `indoors` 1
    }

    @Test func aFirstRowWithoutPressureIsCountedNotDropped() throws {
        let recording = try RecordingFormat.importRecording(path: FieldLogFixtures.falcon("trials/gsb_c_1_3.csv"))
        #expect(recording.tally.count(of: .pressure, .beforeFirstReading) == 1)
        #expect(recording.pressures.count == recording.tally.rows - 1)
    }

    @Test func aWalkHasIndoorLabelsAndNoFloors() throws {
        let recording = try RecordingFormat.importRecording(
            path: FieldLogFixtures.falcon("indoor-outdoor/2016-11-30T09-30-40.319Z.csv"))
        #expect(recording.labels.startFloor == nil)
        #expect(recording.labels.endFloor == nil)
        #expect(recording.labels.indoors.contains { $0.indoors })
        #expect(recording.labels.indoors.contains { !$0.indoors })
    }

    @Test func fileNamesGiveFloorsCountedFromStreetLevel() {
        #expect(FalconImporter.floorLabels(fileName: "noco_b_1_10.csv") == RecordingLabels(startFloor: 0, endFloor: 9))
        #expect(FalconImporter.floorLabels(fileName: "2016-11-30T09-30-40.319Z.csv") == RecordingLabels())
        #expect(FalconImporter.floorLabels(fileName: "gsb_a_0_3.csv") == RecordingLabels())
    }

    @Test func dirtyRowsAreCountedByClass() throws {
        let folder = try FieldLogFixtures.scratch()
        let header = "indoors,created_at,gps_latitude,gps_longitude,gps_horizontal_accuracy,baro_pressure"
        let rows = [
            "0,2017-02-04T16:43:23.000Z,40.8,-73.9,30,-1",  // before the first reading
            "0,2017-02-04T16:43:24.000Z,40.8,-73.9,30,101.5",
            "0,2017-02-04T16:43:25.000Z,40.8,-73.9,-1,",  // empty pressure, invalid fix
            "0,2017-02-04T16:43:24.000Z,40.8,-73.9,30,101.5",  // duplicate time
            "0,2017-02-04T16:43:22.000Z,40.8,-73.9,30,101.5",  // backward
            "1,2017-02-04T16:43:40.000Z,40.8,-73.9,200,nan",  // gap, NaN
            "1,2017-02-04T16:43:41.000Z,40.8,-73.9,200,1e400",  // huge → infinite
            "1,2017-02-04T16:43:42.000Z,40.8,-73.9,200,1015.2",  // hPa in a kPa column: out of range
            "1,not a time,40.8,-73.9,200,101.4",
            "x,2017-02-04T16:43:43.000Z,40.8,-73.9,200,101.4",  // bad label
            "1,2017-02-04T16:43:44.000Z,40.8,-73.9,200,101.4",
            "1,2017-02-04T16:43:45.000Z,40.8,-73.9,200,101.4",
            "1,2017-02-04T16:43:46.000Z,40.8,-73.9,200,101.4",
            "1,2017-02-04T16:43:47.000Z,40.8",  // truncated
        ]
        let path = try FieldLogFixtures.write(([header] + rows).joined(separator: "\n"), "walk.csv", in: folder)
        let recording = try RecordingFormat.importRecording(path: path)
        let tally = recording.tally
        #expect(tally.rows == rows.count)
        #expect(tally.count(of: .pressure, .beforeFirstReading) == 1)
        #expect(tally.count(of: .pressure, .emptyCell) == 1)
        #expect(tally.count(of: .location, .sentinel) == 1)
        #expect(tally.count(of: .pressure, .duplicateTime) == 1)
        #expect(tally.count(of: .location, .duplicateTime) == 1)
        #expect(tally.count(of: .pressure, .backwardTime) == 1)
        #expect(tally.count(of: .location, .backwardTime) == 1)
        #expect(tally.count(of: .location, .gap) == 1)
        #expect(tally.count(of: .pressure, .nonFinite) == 2)
        #expect(tally.count(of: .pressure, .outOfRange) == 1)
        #expect(tally.count(of: .pressure, .gap) == 1)
        #expect(tally.count(of: .row, .notANumber) == 1)
        #expect(tally.count(of: .row, .shortRow) == 1)
        #expect(tally.count(of: .label, .notANumber) == 1)
        #expect(recording.pressures.map(\.pressurePa) == [101_500, 101_400, 101_400, 101_400, 101_400])
        #expect(tally.longestPressureGapNanoseconds == 19_000_000_000)
    }
}
