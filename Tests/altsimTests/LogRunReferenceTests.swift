import Foundation
import Testing

/// `altsim log run --reference FILE.csv`: the assistance answers from a recorded sea-level series.
@Suite("altsim log run --reference")
struct LogRunReferenceTests {
    /// The gsb site's street (its origin, 35 m above sea level, 12 °C at sea level).
    static let latitude = 40.80859, longitude = -73.96158, streetMSLMeters = 35.0
    static let startSeconds = 1_486_224_000
    /// The day's weather: 1002 hPa falling 1.8 hPa/h (ahead of a front), far from the site's
    /// declared 1013.25 hPa.
    static func seaLevelPa(atSecond t: Int) -> Double { 100_200 - 0.05 * Double(t) }

    /// Pressure at `heightMSL` under a sea level of `seaLevel` (hypsometric, 6.5 K/km from 12 °C).
    static func pressure(seaLevel: Double, heightMSL: Double) -> Double {
        let meanKelvin = 285.15 - 0.0065 * heightMSL / 2
        return seaLevel * exp(-9.80665 * heightMSL / (287.053 * meanKelvin))
    }

    /// A synthetic walk in the native format: 60 s on the street, a 40 s ride to floor 6 of gsb
    /// (lobby 5.85 m, storeys 3.8 m: 24.85 m above the street), 90 s there; the phone 1 m above
    /// the floor; a fix each second (10 m outdoors, 80 m inside).
    static func recording(in folder: URL) throws -> String {
        var text = "time,pressure,latitude,longitude,accuracy,indoors,floor\n"
        let floorMeters = 24.85
        for t in 0..<190 {
            let above = t < 60 ? 0 : t < 100 ? floorMeters * Double(t - 60) / 40 : floorMeters
            let pa = pressure(seaLevel: seaLevelPa(atSecond: t), heightMSL: streetMSLMeters + above + 1)
            let inside = t >= 60
            text +=
                "\(startSeconds + t),\(String(format: "%.2f", pa)),\(latitude),\(longitude),\(inside ? 80 : 10),"
                + "\(inside ? 1 : 0),\(t < 100 ? 0 : 6)\n"
        }
        let path = folder.appendingPathComponent("gsb_synthetic.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func absoluteFloor(_ arguments: [String], folder: URL) throws -> (floor: Int?, result: Altsim.Result) {
        let json = folder.appendingPathComponent("out-\(UUID().uuidString).json").path
        let result = try Altsim.run(arguments + ["--json", json])
        guard let data = FileManager.default.contents(atPath: json),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let rows = object["recordings"] as? [[String: Any]]
        else { return (nil, result) }
        return (rows.first?["absoluteFloor"] as? Int, result)
    }

    @Test func aSeriesOfTheTrueWeatherGivesTheAbsoluteFloor() throws {
        let folder = try Altsim.scratch("log-run-reference")
        let recording = try Self.recording(in: folder)
        var series = "time,pressure,sigma\n"
        for t in stride(from: 0, through: 240, by: 60) {
            series += "\(Self.startSeconds + t),\(String(format: "%.3f", Self.seaLevelPa(atSecond: t) / 100)),0.3\n"
        }
        let seriesPath = folder.appendingPathComponent("knyc.csv").path
        try Data(series.utf8).write(to: URL(fileURLWithPath: seriesPath))
        let run = ["log", "run", recording, "--site", LogRunTests.site("gsb.scenario")]
        let declared = try Self.absoluteFloor(run, folder: folder)
        #expect(declared.result.status != 2, "\(declared.result.stderr)")
        #expect(declared.floor != 6, "the declared 1013.25 hPa should miss: \(declared.result.stdout)")
        let recorded = try Self.absoluteFloor(run + ["--reference", seriesPath], folder: folder)
        #expect(recorded.result.status != 2, "\(recorded.result.stderr)")
        #expect(recorded.floor == 6, "\(recorded.result.stdout)")
    }

    @Test func aHostileSeriesIsRefusedBeforeAnyRun() throws {
        let folder = try Altsim.scratch("log-run-reference-bad")
        let bad = folder.appendingPathComponent("bad.csv").path
        try Data("time,pressure\n1486224600,1013.2\n1486224000,1013.4\n".utf8).write(to: URL(fileURLWithPath: bad))
        let result = try Altsim.run([
            "log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", LogRunTests.site("gsb.scenario"),
            "--reference", bad,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.csv:3: error:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let both = try Altsim.run([
            "log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", LogRunTests.site("gsb.scenario"),
            "--reference", bad, "--reference-sigma", "50",
        ])
        #expect(both.status == 2)
        #expect(both.stderr.contains("a --reference series states its own"))
    }
}
