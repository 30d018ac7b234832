import FieldLogs
import Foundation
import Testing

/// A recorded sea-level pressure series: read, interpolated, and refused whole when hostile.
@Suite("Reference pressure series")
struct ReferencePressureSeriesTests {
    static func load(_ text: String) throws -> Result<ReferencePressureSeries, RecordingImportError> {
        let path = try FieldLogFixtures.write(text, "reference.csv", in: try FieldLogFixtures.scratch())
        do { return .success(try ReferencePressureSeries.load(path: path)) } catch { return .failure(error) }
    }

    @Test func hectopascalsWithSigmaAreInterpolatedInTime() throws {
        let series = try Self.load(
            "time,station,pressure,sigma\n2017-02-04T16:00:00Z,KNYC,1022.0,0.5\n2017-02-04T17:00:00Z,KNYC,1023.0,1.5\n"
        ).get()
        #expect(series.unit == .hectopascal)
        #expect(series.points.count == 2)
        let start = series.points[0].timeNanoseconds
        let middle = series.reference(atNanoseconds: start + 1_800_000_000_000)
        #expect(abs(middle.seaLevelPressurePa - 102_250) < 1e-6)
        #expect(abs(middle.sigmaPa - 100) < 1e-9)
        // Outside the series: the nearest point's values.
        #expect(series.reference(atNanoseconds: start - 1).seaLevelPressurePa == 102_200)
        #expect(series.reference(atNanoseconds: start + 7_200_000_000_000).sigmaPa == 150)
    }

    @Test func pascalsWithoutSigmaTakeTheDefaultSigmaAndEpochSeconds() throws {
        let series = try Self.load("pressure,time\n101325,1486224000\n101300,1486224600\n101250,1486225200\n").get()
        #expect(series.unit == .pascal)
        #expect(series.points.map(\.sigmaPa) == [100, 100, 100])
        #expect(series.points[1].timeNanoseconds == 1_486_224_600_000_000_000)
        #expect(abs(series.reference(atNanoseconds: 1_486_224_900_000_000_000).seaLevelPressurePa - 101_275) < 1e-6)
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("time,pressure\n", "header but no row"),
        ("time,value\n1486224000,101325\n", "no `pressure` column"),
        ("time,pressure\n1486224600,101325\n1486224000,101300\n", "increasing time order"),
        ("time,pressure\n1486224000,101325\n1486224000,101300\n", "increasing time order"),
        ("time,pressure\n1486224000,nan\n", "pressure 'nan' is not a finite number"),
        ("time,pressure\n1486224000,1e400\n", "not a finite number"),
        ("time,pressure,sigma\n1486224000,101325,NaN\n", "sigma 'NaN' is not a finite number"),
        ("time,pressure,sigma\n1486224000,101325,0\n", "outside 0.1…5000 Pa"),
        ("time,pressure\n1486224000,30.12\n", "not a sea-level pressure in Pa or hPa"),
        ("time,pressure\n1486224000,101.3\n", "not a sea-level pressure in Pa or hPa"),
        ("time,pressure\n1486224000,89000\n1486224600,1013.2\n", "one unit per file"),
        ("time,pressure\n1486224000,1013.2\n1486224600,101320\n", "one unit per file"),
        ("time,pressure\nyesterday,101325\n", "is not an instant"),
        ("time,pressure,sigma\n1486224000,101325\n", "a truncated line"),
    ])
    func hostileFilesAreRefusedWithTheirLine(text: String, message: String) throws {
        let result = try Self.load(text)
        guard case .failure(let error) = result else {
            Issue.record("accepted: \(text.debugDescription)")
            return
        }
        #expect(error.description.contains(message), "\(error)")
        #expect(error.description.contains("reference.csv"))
    }

    @Test func anErrorNamesTheLine() throws {
        let result = try Self.load("time,pressure\n1486224000,101325\n1486224600,-1\n")
        guard case .failure(let error) = result else {
            Issue.record("accepted a negative pressure")
            return
        }
        #expect(error.line == 3)
        #expect(error.description.contains("reference.csv:3: error:"))
    }
}
