import Foundation
import Testing

@testable import FieldLogs

/// Synthetic recordings in the documented forms of Sensor Logger, GnssLogger and the native format.
@Suite("Sensor Logger, GnssLogger and native import")
struct OtherFormatTests {
    @Test func sensorLoggerFolderReadsBarometerAndLocation() throws {
        let folder = try FieldLogFixtures.scratch()
        try FieldLogFixtures.write(
            """
            time,seconds_elapsed,relativeAltitude,pressure
            1700000000000000000,0,0,1013.25
            1700000000500000000,0.5,0.01,1013.24
            1700000001000000000,1,0.02,
            """, "Barometer.csv", in: folder)
        try FieldLogFixtures.write(
            """
            time,seconds_elapsed,latitude,longitude,altitude,speed,bearing,horizontalAccuracy,verticalAccuracy,speedAccuracy,bearingAccuracy
            1700000000000000000,0,47.37,8.54,400,0,0,4.5,3,0,0
            1700000001000000000,1,47.37,8.54,400,0,0,0,3,0,0
            """, "Location.csv", in: folder)
        #expect(try RecordingFormat.detect(path: folder.path) == .sensorLogger)
        let recording = try RecordingFormat.importRecording(path: folder.path)
        #expect(recording.pressureUnit == .hectopascal)
        #expect(recording.pressures.map(\.pressurePa) == [101_325, 101_324])
        #expect(recording.pressures[1].timeNanoseconds == 1_700_000_000_500_000_000)
        #expect(recording.fixes.count == 1)
        #expect(recording.tally.count(of: .location, .noAccuracy) == 1)
        #expect(recording.tally.count(of: .pressure, .emptyCell) == 1)
        // The Barometer.csv alone is detected too.
        #expect(try RecordingFormat.detect(path: folder.appendingPathComponent("Barometer.csv").path) == .sensorLogger)
    }

    @Test func gnssLoggerFixRowsWithAPressureCSVBeside() throws {
        let folder = try FieldLogFixtures.scratch()
        let log = try FieldLogFixtures.write(
            """
            # Header
            # Fix,Provider,LatitudeDegrees,LongitudeDegrees,AltitudeMeters,SpeedMps,AccuracyMeters,BearingDegrees,UnixTimeMillis,SpeedAccuracyMps,BearingAccuracyDegrees,elapsedRealtimeNanos,VerticalAccuracyMeters
            # Raw,utcTimeMillis,TimeNanos
            Raw,1700000000000,1
            Fix,gps,47.37,8.54,400,0,5.1,0,1700000000000,0,0,1,3
            Fix,network,47.37,8.54,400,0,40,0,1700000001000,0,0,2,3
            Fix,gps,47.37,8.54
            """, "gnss_log_2023.txt", in: folder)
        #expect(throws: RecordingImportError.self) { try RecordingFormat.importRecording(path: log) }
        try FieldLogFixtures.write(
            "time,pressure\n1700000000.0,101325\n1700000000.5,101324.5\n", "pressure.csv", in: folder)
        #expect(try RecordingFormat.detect(path: log) == .gnssLogger)
        #expect(try RecordingFormat.detect(path: folder.path) == .gnssLogger)
        let recording = try RecordingFormat.importRecording(path: log)
        #expect(recording.fixes.map(\.horizontalAccuracyMeters) == [5.1, 40])
        #expect(recording.fixes[1].timeNanoseconds == 1_700_000_001_000_000_000)
        #expect(recording.pressures.map(\.timeNanoseconds) == [1_700_000_000_000_000_000, 1_700_000_000_500_000_000])
        #expect(recording.tally.count(of: .row, .shortRow) == 1)
    }

    @Test func nativeCSVWithLabels() throws {
        let folder = try FieldLogFixtures.scratch()
        let path = try FieldLogFixtures.write(
            """
            time,pressure,latitude,longitude,accuracy,indoors,floor
            2024-01-01T00:00:00Z,101325,47.37,8.54,5,0,0
            2024-01-01T00:00:01Z,101325.2,,,,0,0
            2024-01-01T00:00:02.5Z,,47.37,8.54,40,1,0
            2024-01-01T00:00:03Z,101290,47.37,8.54,45,1,1
            """, "walk.csv", in: folder)
        #expect(try RecordingFormat.detect(path: path) == .nativeCSV)
        let recording = try RecordingFormat.importRecording(path: path)
        #expect(recording.pressures.count == 3)
        #expect(recording.fixes.count == 3)
        #expect(recording.tally.total == 0)
        #expect(recording.labels.startFloor == 0)
        #expect(recording.labels.endFloor == 1)
        #expect(recording.labels.entryNanoseconds == 1_704_067_202_500_000_000)
    }

    @Test func nativeJSONLines() throws {
        let folder = try FieldLogFixtures.scratch()
        let path = try FieldLogFixtures.write(
            """
            {"time": 1704067200, "pressure": 101325, "latitude": 47.37, "longitude": 8.54, "accuracy": 5, "indoors": false}
            {"time": 1704067201, "pressure": 101324, "indoors": true, "floor": 2}
            {"time": 1704067202, "pressure": "abc"}
            {"time": 1704067203, "press
            """, "walk.jsonl", in: folder)
        #expect(try RecordingFormat.detect(path: path) == .nativeJSONL)
        let recording = try RecordingFormat.importRecording(path: path)
        #expect(recording.pressures.map(\.pressurePa) == [101_325, 101_324])
        #expect(recording.fixes.count == 1)
        #expect(recording.labels.endFloor == 2)
        #expect(recording.tally.count(of: .pressure, .notANumber) == 1)
        #expect(recording.tally.count(of: .row, .shortRow) == 1)
    }

    @Test func formatsAreNamedForFormatOption() {
        #expect(RecordingFormat(name: "falcon-2018") == .falcon2018)
        #expect(RecordingFormat(name: "Sensor-Logger") == .sensorLogger)
        #expect(RecordingFormat(name: "gnsslogger") == .gnssLogger)
        #expect(RecordingFormat(name: "csv") == nil)
    }
}
